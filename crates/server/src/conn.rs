//! What travels from tables to connections, and the bounded outbox it travels through.
//!
//! A table's state is a whole picture of it, so a client that reads more slowly than a
//! table changes (computers playing each other with no pause, say) needs only the newest:
//! once the outbox is half full, a state still waiting there is replaced by the next one of
//! its table rather than queued behind it. Below that every state goes (a page announces
//! each play from the state that shows it). States of many tables at once (a sign-in
//! brings one of each table the player sits at) may pass what the queue holds: they wait
//! beside it, one a table. Only other messages (refusals, closings) can fill the outbox,
//! and a client that lets that happen does not read at all.

use crate::hub::lock;
use parlour_catalog::table::TableView;
use parlour_core::Viewer;
use parlour_i18n::Lang;
use parlour_protocol::{ErrorInfo, ServerMsg, TableId};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

/// Identifies a connection across the server.
pub type ConnId = u64;

/// How many messages the queue to a client holds. Past it, states wait beside it (one a
/// table), and as many other messages again; a client with more waiting is disconnected:
/// one that reads does not get near it.
pub const OUTBOX: usize = 64;

/// A table's state for one viewer, built once and shared by every connection that views
/// the table the same way.
pub struct Update {
    /// The table.
    pub table: TableId,
    /// Whom it is for.
    pub viewer: Viewer,
    /// The state.
    pub view: TableView,
    /// The position drawn in text for this viewer, for the TCP door, in the language of the
    /// connections it is for (empty when no connection of this viewer reads text: drawing
    /// it costs, and the web door never does).
    pub text: String,
    /// The `state` message in each language, built when a connection first needs it.
    json: [OnceLock<String>; Lang::ALL.len()],
}

impl Update {
    /// A state for `viewer`.
    pub fn new(table: TableId, viewer: Viewer, view: TableView, text: String) -> Update {
        Update {
            table,
            viewer,
            view,
            text,
            json: Default::default(),
        }
    }

    /// The `state` message as JSON in `lang`, serialized once however many connections
    /// send it.
    pub fn json(&self, lang: Lang) -> &str {
        self.json[lang.index()]
            .get_or_init(|| crate::localized::state_json(lang, &self.table, &self.view))
    }
}

/// A message from a table (or the hub) to one connection.
///
/// Kept to two words: every connection's outbox allocates room for a block of these up
/// front, so their size is paid by every idle connection (the rare errors and closings
/// are boxed).
#[derive(Clone)]
pub enum Outgoing {
    /// A table's new state.
    State(Arc<Update>),
    /// A refused request.
    Error(Box<Refused>),
    /// The connection no longer receives this table.
    Closed(Box<ClosedTable>),
    /// The player's key changed on another connection: this one, which signed in with the
    /// old key, says why and closes.
    SignedOut(Box<ErrorInfo>),
}

/// A refused request, as it travels to its connection.
#[derive(Clone)]
pub struct Refused {
    /// The table it concerned.
    pub table: Option<TableId>,
    /// The request id.
    pub id: Option<u64>,
    /// What went wrong.
    pub error: ErrorInfo,
}

/// A table a connection no longer receives.
#[derive(Clone)]
pub struct ClosedTable {
    /// The table.
    pub table: TableId,
    /// Why.
    pub reason: String,
}

impl Outgoing {
    /// A refused request.
    pub fn error(table: Option<TableId>, id: Option<u64>, error: ErrorInfo) -> Outgoing {
        Outgoing::Error(Box::new(Refused { table, id, error }))
    }

    /// A table closed for this connection.
    pub fn closed(table: TableId, reason: impl Into<String>) -> Outgoing {
        Outgoing::Closed(Box::new(ClosedTable {
            table,
            reason: reason.into(),
        }))
    }

    /// The table the message is about, if any.
    pub fn table(&self) -> Option<&TableId> {
        match self {
            Outgoing::State(u) => Some(&u.table),
            Outgoing::Error(r) => r.table.as_ref(),
            Outgoing::Closed(c) => Some(&c.table),
            Outgoing::SignedOut(_) => None,
        }
    }

    /// The message in the web protocol's JSON, its words in `lang`.
    pub fn to_json(&self, lang: Lang) -> String {
        match self {
            Outgoing::State(u) => u.json(lang).to_string(),
            Outgoing::Error(r) => error_json(lang, r.table.clone(), r.id, &r.error),
            Outgoing::Closed(c) => serde_json::to_string(&ServerMsg::Closed {
                table: c.table.clone(),
                reason: c.reason.clone(),
            })
            .unwrap_or_default(),
            Outgoing::SignedOut(e) => error_json(lang, None, None, e),
        }
    }
}

/// The most characters of a quote in a refusal (what was sent, quoted back).
pub(crate) const LONGEST_QUOTE: usize = 40;
/// The most characters of a refusal's argument or table id (a sentence, or what was sent,
/// unquoted).
pub(crate) const LONGEST_ARG: usize = 160;

/// An `error` message of the web door, its sentence in `lang`. A refusal quotes what was
/// sent, and a long text only by its start: a 10,000-letter "move" came back whole in the
/// sentence and its arguments, and a long table id three times.
pub(crate) fn error_json(
    lang: Lang,
    table: Option<TableId>,
    id: Option<u64>,
    e: &ErrorInfo,
) -> String {
    let cut = |text: &str| {
        let quoted = parlour_protocol::shorten_quotes(text, LONGEST_QUOTE);
        if quoted.chars().count() > LONGEST_ARG {
            quoted.chars().take(LONGEST_ARG).chain(['…']).collect()
        } else {
            quoted
        }
    };
    let mut error = e.clone();
    for v in error.args.values_mut() {
        if let serde_json::Value::String(text) = v {
            *text = cut(text);
        }
    }
    error.message =
        parlour_protocol::shorten_quotes(&crate::refusals::text(lang, &error), LONGEST_QUOTE);
    let table = table.map(|t| cut(&t));
    serde_json::to_string(&ServerMsg::Error { table, id, error }).unwrap_or_default()
}

/// A table's newest state while it waits in an outbox: the sender replaces it until the
/// receiver takes it.
type Slot = Mutex<Option<Arc<Update>>>;

/// What the queue holds: a state's place in line (its slot), or any other message.
enum Queued {
    State(Arc<Slot>),
    Other(Outgoing),
}

/// What came while the queue was full, in order: its states (one a table, since a table's
/// state waiting in line is replaced while the client is behind) and its other messages,
/// counted. The receiver takes it after the queue; while it holds anything, everything
/// sent goes after it, so the client gets all in the order it was sent.
#[derive(Default)]
struct Spill {
    queue: VecDeque<Queued>,
    others: usize,
}

/// Where a connection's messages go: a bounded queue, and the switch that disconnects the
/// client when the queue is full.
#[derive(Clone)]
pub struct Outbox {
    /// The connection.
    pub conn: ConnId,
    /// Whether the connection reads positions drawn in text (the TCP door).
    pub text: bool,
    /// The language it reads the drawings in (shared with its door, which may change it).
    lang: Arc<std::sync::atomic::AtomicUsize>,
    tx: mpsc::Sender<Queued>,
    /// The slot of each table's last state in line (taken or not).
    waiting: Arc<Mutex<HashMap<TableId, Arc<Slot>>>>,
    /// What came while the queue was full. Locked while sending to the queue, so that the
    /// receiver, holding it, sees the queue and the spill as they stand.
    spill: Arc<Mutex<Spill>>,
    kill: CancellationToken,
}

/// The receiving end of an [`Outbox`], which its door reads.
pub struct Inbox {
    rx: mpsc::Receiver<Queued>,
    spill: Arc<Mutex<Spill>>,
}

impl Inbox {
    /// The next message; `None` once every outbox of the connection is gone. Cancel-safe
    /// (it only waits in the queue's own `recv`), so it can be one branch of a `select!`.
    pub async fn recv(&mut self) -> Option<Outgoing> {
        loop {
            let next = self.next_waiting();
            let queued = match next {
                Some(q) => q,
                // Nothing waits: whatever is sent next goes into the queue.
                None => self.rx.recv().await?,
            };
            match queued {
                Queued::Other(o) => return Some(o),
                Queued::State(slot) => {
                    // Only the receiver empties a slot, so it is full when its turn comes.
                    if let Some(u) = lock(&slot).take() {
                        return Some(Outgoing::State(u));
                    }
                }
            }
        }
    }

    /// The queue's next message, else the spill's first.
    fn next_waiting(&mut self) -> Option<Queued> {
        let mut spill = lock(&self.spill);
        if let Ok(q) = self.rx.try_recv() {
            return Some(q);
        }
        let q = spill.queue.pop_front()?;
        if matches!(q, Queued::Other(_)) {
            spill.others -= 1;
        }
        Some(q)
    }
}

impl Outbox {
    /// A new outbox for `conn` and the receiving end its door reads.
    pub fn new(conn: ConnId, kill: CancellationToken) -> (Outbox, Inbox) {
        let (tx, rx) = mpsc::channel(OUTBOX);
        let spill = Arc::<Mutex<Spill>>::default();
        (
            Outbox {
                conn,
                text: false,
                lang: Arc::default(),
                tx,
                waiting: Arc::default(),
                spill: Arc::clone(&spill),
                kill,
            },
            Inbox { rx, spill },
        )
    }

    /// [`Outbox::new`] for a connection that reads positions drawn in text.
    pub fn with_text(conn: ConnId, kill: CancellationToken) -> (Outbox, Inbox) {
        let (mut out, rx) = Outbox::new(conn, kill);
        out.text = true;
        (out, rx)
    }

    /// Queues a message; once the queue is half full, a state replaces its table's last
    /// state still waiting in line, if there is one. When the queue is full the message
    /// waits beside it (see `Spill`); [`OUTBOX`] messages other than states waiting there
    /// mean the client does not read: it is disconnected (the door sees the kill switch).
    /// Returns false when the message was not queued.
    pub fn send(&self, msg: Outgoing) -> bool {
        let mut waiting = lock(&self.waiting);
        let mut spill = lock(&self.spill);
        let queued = match msg {
            Outgoing::State(u) => {
                let behind = self.tx.capacity() < OUTBOX / 2 || !spill.queue.is_empty();
                if let Some(slot) = waiting.get(&u.table).filter(|_| behind) {
                    let mut held = lock(slot);
                    if held.is_some() {
                        *held = Some(u);
                        return true;
                    }
                }
                let slot = Arc::new(Mutex::new(Some(Arc::clone(&u))));
                waiting.insert(u.table.clone(), Arc::clone(&slot));
                Queued::State(slot)
            }
            other => {
                // A later state of this table goes after this message, not into a slot
                // ahead of it (a state after a refusal or a closing is news to the client).
                if let Some(table) = other.table() {
                    waiting.remove(table);
                }
                Queued::Other(other)
            }
        };
        if self.tx.is_closed() {
            return false;
        }
        let queued = if spill.queue.is_empty() {
            match self.tx.try_send(queued) {
                Ok(()) => return true,
                Err(mpsc::error::TrySendError::Full(q)) => q,
                Err(mpsc::error::TrySendError::Closed(_)) => return false,
            }
        } else {
            queued
        };
        if matches!(queued, Queued::Other(_)) {
            if spill.others >= OUTBOX {
                tracing::info!(conn = self.conn, "client too slow: disconnecting");
                self.kill.cancel();
                return false;
            }
            spill.others += 1;
        }
        spill.queue.push_back(queued);
        true
    }

    /// The language the connection reads drawings in.
    pub fn lang(&self) -> Lang {
        let i = self.lang.load(std::sync::atomic::Ordering::Relaxed);
        Lang::ALL.get(i).copied().unwrap_or_default()
    }

    /// Draws the positions in `lang` from the next state on (every clone of the outbox,
    /// the tables' too, sees it).
    pub fn set_lang(&self, lang: Lang) {
        self.lang
            .store(lang.index(), std::sync::atomic::Ordering::Relaxed);
    }

    /// Sends an error.
    pub fn error(&self, table: Option<&str>, id: Option<u64>, error: ErrorInfo) {
        self.send(Outgoing::error(table.map(str::to_string), id, error));
    }

    /// True once the connection is gone.
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed() || self.kill.is_cancelled()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_catalog::GameKind;
    use parlour_catalog::table::{Participant, Table, TableSetup};

    #[test]
    fn an_outgoing_message_is_two_words() {
        assert!(std::mem::size_of::<super::Outgoing>() <= 16);
    }

    /// A state of table `id` at version `version`.
    fn state(id: &str, version: u64) -> Outgoing {
        let table = Table::new(
            TableSetup::new(GameKind::Nines, None, 1),
            vec![Some(Participant::computer("random")), None],
        )
        .expect("a table");
        let mut view = table.view(Viewer::Spectator);
        view.version = version;
        Outgoing::State(Arc::new(Update::new(
            id.to_string(),
            Viewer::Spectator,
            view,
            String::new(),
        )))
    }

    /// What the inbox holds now, as `table@version` for states and `closed:table`.
    async fn drain(inbox: &mut Inbox) -> Vec<String> {
        let mut got = Vec::new();
        while let Ok(Some(o)) =
            tokio::time::timeout(std::time::Duration::from_millis(20), inbox.recv()).await
        {
            got.push(match o {
                Outgoing::State(u) => format!("{}@{}", u.table, u.view.version),
                Outgoing::Closed(c) => format!("closed:{}", c.table),
                Outgoing::Error(_) => "error".to_string(),
                Outgoing::SignedOut(_) => "signed out".to_string(),
            });
        }
        got
    }

    #[tokio::test]
    async fn a_slow_reader_gets_every_state_then_the_newest_and_stays_connected() {
        let kill = CancellationToken::new();
        let (out, mut inbox) = Outbox::new(1, kill.clone());
        // Far more states than the queue holds, as computers playing with no pause send.
        for v in 1..=OUTBOX as u64 * 4 {
            assert!(out.send(state("t1", v)), "state {v} is taken");
            if v == 3 {
                assert!(out.send(state("t2", 1)));
            }
        }
        assert!(
            !kill.is_cancelled(),
            "a slow reader of states is not disconnected"
        );
        // Every state while the queue had room, in order; then, once it was half full, the
        // newest in the last slot.
        let mut expected: Vec<String> = (1..=3).map(|v| format!("t1@{v}")).collect();
        expected.push("t2@1".into());
        expected.extend((4..OUTBOX / 2).map(|v| format!("t1@{v}")));
        expected.push(format!("t1@{}", OUTBOX * 4));
        assert_eq!(drain(&mut inbox).await, expected);
        // Once taken, the next state queues again.
        assert!(out.send(state("t1", 257)));
        assert_eq!(drain(&mut inbox).await, ["t1@257"]);
    }

    #[tokio::test]
    async fn a_state_after_a_closing_comes_after_it() {
        let (out, mut inbox) = Outbox::new(1, CancellationToken::new());
        // A reader far behind: the queue is half full of other tables' states.
        for i in 0..OUTBOX / 2 {
            out.send(state(&format!("x{i}"), 1));
        }
        out.send(state("t1", 1));
        out.send(state("t1", 2));
        out.send(Outgoing::closed("t1".to_string(), "left"));
        out.send(state("t1", 3));
        out.send(state("t1", 4));
        let got = drain(&mut inbox).await;
        assert_eq!(got[OUTBOX / 2..], ["t1@2", "closed:t1", "t1@4"]);
    }

    #[tokio::test]
    async fn a_reader_that_lets_other_messages_pile_up_is_disconnected() {
        let kill = CancellationToken::new();
        let (out, _inbox) = Outbox::new(1, kill.clone());
        // The queue's worth, and as many again beside it.
        for i in 0..OUTBOX * 2 {
            assert!(out.send(Outgoing::closed(format!("t{i}"), "left")));
        }
        assert!(!kill.is_cancelled());
        assert!(!out.send(Outgoing::closed("t".to_string(), "left")));
        assert!(kill.is_cancelled());
    }

    #[tokio::test]
    async fn the_states_of_more_tables_than_the_queue_holds_all_come_in_order() {
        // A sign-in of one who sits at 200 tables: each table sends its state at once,
        // before the door reads any (a tester at 90 tables was disconnected as too slow).
        let kill = CancellationToken::new();
        let (out, mut inbox) = Outbox::new(1, kill.clone());
        for i in 0..200 {
            assert!(out.send(state(&format!("t{i}"), 1)), "table {i}");
        }
        // One of them changes twice, another is closed, meanwhile.
        out.send(state("t150", 2));
        out.send(state("t150", 3));
        out.send(Outgoing::closed("t180".to_string(), "left"));
        out.send(state("t180", 2));
        assert!(
            !kill.is_cancelled(),
            "a client that reads is not disconnected"
        );
        let mut expected: Vec<String> = (0..200)
            .map(|i| match i {
                150 => "t150@3".to_string(),
                _ => format!("t{i}@1"),
            })
            .collect();
        expected.extend(["closed:t180".to_string(), "t180@2".to_string()]);
        assert_eq!(drain(&mut inbox).await, expected);
        // All taken: the next goes into the queue again.
        assert!(out.send(state("t0", 2)));
        assert_eq!(drain(&mut inbox).await, ["t0@2"]);
    }

    #[tokio::test]
    async fn what_comes_while_the_reader_catches_up_keeps_its_order() {
        let (out, mut inbox) = Outbox::new(1, CancellationToken::new());
        for i in 0..OUTBOX + 10 {
            out.send(state(&format!("t{i}"), 1));
        }
        // The reader takes some; the queue has room again, but the spill is not empty:
        // what is sent now comes after it.
        for _ in 0..5 {
            inbox.recv().await.expect("a message");
        }
        out.send(state("late", 1));
        let got = drain(&mut inbox).await;
        assert_eq!(got.len(), OUTBOX + 10 - 5 + 1);
        assert_eq!(
            got[got.len() - 2..],
            [format!("t{}@1", OUTBOX + 9), "late@1".into()]
        );
    }
}
