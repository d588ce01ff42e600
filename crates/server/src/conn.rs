//! What travels from tables to connections, and the bounded outbox it travels through.

use parlour_catalog::table::TableView;
use parlour_core::Viewer;
use parlour_i18n::Lang;
use parlour_protocol::{ErrorInfo, ServerMsg, TableId};
use std::sync::{Arc, OnceLock};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

/// Identifies a connection across the server.
pub type ConnId = u64;

/// How many messages wait for a slow client before it is disconnected. A state is one
/// message, so this is dozens of moves: a person who reads does not get near it.
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
    json: [OnceLock<String>; 3],
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
        let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.json[slot].get_or_init(|| crate::localized::state_json(lang, &self.table, &self.view))
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

    /// The message in the web protocol's JSON, its words in `lang`.
    pub fn to_json(&self, lang: Lang) -> String {
        match self {
            Outgoing::State(u) => u.json(lang).to_string(),
            Outgoing::Error(r) => {
                let mut error = r.error.clone();
                error.message = crate::refusals::text(lang, &error);
                serde_json::to_string(&ServerMsg::Error {
                    table: r.table.clone(),
                    id: r.id,
                    error,
                })
                .unwrap_or_default()
            }
            Outgoing::Closed(c) => serde_json::to_string(&ServerMsg::Closed {
                table: c.table.clone(),
                reason: c.reason.clone(),
            })
            .unwrap_or_default(),
        }
    }
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
    tx: mpsc::Sender<Outgoing>,
    kill: CancellationToken,
}

impl Outbox {
    /// A new outbox for `conn` and the receiving end its door reads.
    pub fn new(conn: ConnId, kill: CancellationToken) -> (Outbox, mpsc::Receiver<Outgoing>) {
        let (tx, rx) = mpsc::channel(OUTBOX);
        (
            Outbox {
                conn,
                text: false,
                lang: Arc::default(),
                tx,
                kill,
            },
            rx,
        )
    }

    /// [`Outbox::new`] for a connection that reads positions drawn in text.
    pub fn with_text(conn: ConnId, kill: CancellationToken) -> (Outbox, mpsc::Receiver<Outgoing>) {
        let (mut out, rx) = Outbox::new(conn, kill);
        out.text = true;
        (out, rx)
    }

    /// Queues a message. A full queue means the client does not read: it is disconnected
    /// (the door sees the kill switch). Returns false when the message was not queued.
    pub fn send(&self, msg: Outgoing) -> bool {
        match self.tx.try_send(msg) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                tracing::info!(conn = self.conn, "client too slow: disconnecting");
                self.kill.cancel();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// The language the connection reads drawings in.
    pub fn lang(&self) -> Lang {
        let i = self.lang.load(std::sync::atomic::Ordering::Relaxed);
        Lang::ALL.get(i).copied().unwrap_or_default()
    }

    /// Draws the positions in `lang` from the next state on (every clone of the outbox,
    /// the tables' too, sees it).
    pub fn set_lang(&self, lang: Lang) {
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.lang.store(i, std::sync::atomic::Ordering::Relaxed);
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
    #[test]
    fn an_outgoing_message_is_two_words() {
        assert!(std::mem::size_of::<super::Outgoing>() <= 16);
    }
}
