//! One WebSocket connection: JSON messages in, JSON messages out (`docs/web-protocol.md`).

use crate::admission::{Refused, client_address};
use crate::conn::{ConnId, Outbox, Outgoing, Update};
use crate::hub::Hub;
use crate::limits::{REFUSALS_BEFORE_DISCONNECT, RateLimit};
use crate::table_task::{Action, TableCmd};
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::Response;
use parlour_i18n::Lang;
use parlour_protocol::{
    ClientMsg, ErrorCode, ErrorInfo, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, PlayerInfo, SeatChoice,
    ServerMsg, TableId,
};
use std::collections::{BTreeSet, HashMap};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

/// The largest message the socket layer reads at all. Anything between
/// [`MAX_MESSAGE_BYTES`] and this gets a `too_large` error and the connection stays; beyond
/// it the socket is closed with code 1009 (message too big).
const SOCKET_LIMIT: usize = 2 * 1024 * 1024;

/// The socket's read buffer. Every connection keeps one, idle or not; a message longer than
/// it is read in several pieces (messages are small: a move is a few dozen bytes).
const READ_BUFFER: usize = 2048;

/// The lobby is sent at most this often to one connection, however busy the server.
const LOBBY_INTERVAL: Duration = Duration::from_millis(250);

/// How long a closing connection waits for the client's own close frame (see
/// `Socket::close`).
const CLOSING_GRACE: Duration = Duration::from_millis(500);

pub(super) async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(hub): State<Arc<Hub>>,
) -> Response {
    let forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok());
    let client = client_address(peer.ip(), forwarded, hub.config.forwarded_for);
    let slot = hub.admissions.admit(client);
    if let Err(why) = &slot {
        // Who was turned away, for the operator (behind a proxy, the player's address).
        tracing::info!(%client, ?why, "websocket refused");
    }
    let tracker = hub.tracker.clone();
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(SOCKET_LIMIT)
        .max_frame_size(SOCKET_LIMIT)
        .on_upgrade(move |socket| {
            // Built here, outside the connection's future, and kept on the heap: see `run`.
            let kill = CancellationToken::new();
            let socket = Box::new(Socket::new(socket, hub.config.write_timeout, kill.clone()));
            tracker.track_future(async move {
                match slot {
                    Ok(slot) => {
                        run(socket, hub, kill, client).await;
                        drop(slot);
                    }
                    Err(why) => refuse(socket, &hub, why).await,
                }
            })
        })
}

/// A full server, or an address with all its connections, says so in a message, then
/// closes: a refusal, not a reset.
async fn refuse(mut socket: Box<Socket>, hub: &Hub, why: Refused) {
    tracing::warn!(?why, "websocket refused");
    let (error, reason) = match why {
        Refused::Full => (
            ErrorInfo::new(
                ErrorCode::ServerFull,
                format!(
                    "the server is full ({} connections); try again later",
                    hub.config.max_connections
                ),
            )
            .arg("limit", hub.config.max_connections),
            "server full",
        ),
        Refused::AddressFull => (
            ErrorInfo::new(
                ErrorCode::AddressFull,
                format!(
                    "too many connections from your address ({}); close one or try again later",
                    hub.config.max_per_address
                ),
            )
            .arg("limit", hub.config.max_per_address),
            "too many connections from your address",
        ),
    };
    let msg = ServerMsg::Error {
        table: None,
        id: None,
        error,
    };
    if socket.text(&json(&msg)).await {
        socket.close(close_code::AGAIN, reason).await;
    }
}

fn json(msg: &ServerMsg) -> String {
    serde_json::to_string(msg).unwrap_or_default()
}

/// The socket, written to with a time limit: a client that does not read is given up on
/// (its outbox filling up, or a write not taken within `write_timeout`), rather than holding
/// its connection task forever.
struct Socket {
    ws: WebSocket,
    timeout: Duration,
    kill: CancellationToken,
}

impl Socket {
    fn new(ws: WebSocket, timeout: Duration, kill: CancellationToken) -> Socket {
        Socket { ws, timeout, kill }
    }

    async fn message(&mut self, msg: Message) -> bool {
        tokio::select! {
            sent = tokio::time::timeout(self.timeout, self.ws.send(msg)) => matches!(sent, Ok(Ok(()))),
            _ = self.kill.cancelled() => false,
        }
    }

    /// Sends what the socket layer holds (the answer to a client's close), briefly.
    async fn flush(&mut self) {
        use futures_util::SinkExt;
        let _ =
            tokio::time::timeout(self.timeout.min(Duration::from_secs(1)), self.ws.flush()).await;
    }

    /// Sends a text message; false when the client is gone or does not read.
    async fn text(&mut self, text: &str) -> bool {
        self.message(Message::Text(text.into())).await
    }

    /// Says goodbye with a close frame (briefly: the client may be the one not reading).
    async fn close(&mut self, code: u16, reason: &'static str) {
        let frame = Message::Close(Some(CloseFrame {
            code,
            reason: reason.into(),
        }));
        let _ = tokio::time::timeout(
            self.timeout.min(Duration::from_secs(1)),
            self.ws.send(frame),
        )
        .await;
        // The closing handshake: what the client sent meanwhile is read and dropped until
        // its own close, for a moment. A socket closed with unread data is reset by the
        // system, and the client loses what came before the reset: the refusals and the
        // close frame that say why (a client that flooded without reading saw none).
        let _ = tokio::time::timeout(CLOSING_GRACE, async {
            while let Some(Ok(m)) = self.ws.recv().await {
                if matches!(m, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
}

/// The close code and reason for a frame the client should not have sent; `None` when the
/// connection itself failed (nothing can be said on it).
fn broken_frame(e: axum::Error) -> Option<(u16, &'static str)> {
    use tungstenite::Error;
    let Ok(e) = e.into_inner().downcast::<Error>() else {
        return Some((close_code::PROTOCOL, "websocket protocol error"));
    };
    match *e {
        Error::Capacity(_) => Some((close_code::SIZE, "message too big")),
        Error::Utf8(_) => Some((close_code::INVALID, "text that is not UTF-8")),
        Error::Protocol(_) => Some((close_code::PROTOCOL, "websocket protocol error")),
        _ => None,
    }
}

struct Conn {
    hub: Arc<Hub>,
    id: ConnId,
    /// The player's address (behind a trusted proxy, the one it names).
    address: std::net::IpAddr,
    player: Option<PlayerInfo>,
    out: Outbox,
    kill: CancellationToken,
    /// Tables this connection asked to receive (told when the connection closes).
    opened: BTreeSet<TableId>,
    lobby: Option<watch::Receiver<u64>>,
    lobby_due: Option<Instant>,
    limit: RateLimit,
    /// The page's language (from `hello`, changed by `language`).
    lang: Lang,
    /// The last state of every table this connection receives, to send again in another
    /// language when the page changes it.
    states: HashMap<TableId, Arc<Update>>,
}

/// One connection, for as long as it lasts. Its future is kept for every connection, idle
/// or not, so it is kept small: a message is handled in a future of its own (`on_text`
/// awaits the store and the hub, and inline it made every idle connection's future as big
/// as its largest step), and the socket comes boxed (an async function keeps its arguments
/// and its own copies of them, twice the socket's 392 bytes). The connection's task went
/// from about 4 KB to 1.5 KB (`-Zprint-type-sizes` on nightly shows the layout); a test
/// (`an_idle_connection_s_task_stays_small`) keeps it there.
async fn run(
    mut socket: Box<Socket>,
    hub: Arc<Hub>,
    kill: CancellationToken,
    address: std::net::IpAddr,
) {
    let id = hub.next_conn();
    let (out, mut outgoing) = Outbox::new(id, kill.clone());
    let config = &hub.config;
    let mut c = Conn {
        hub: Arc::clone(&hub),
        id,
        address,
        player: None,
        out,
        kill: kill.clone(),
        opened: BTreeSet::new(),
        lobby: None,
        lobby_due: None,
        limit: RateLimit::new(config.ws_burst, config.message_rate),
        lang: Lang::En,
        states: HashMap::new(),
    };
    // Pings go out regularly; whatever the client sends (a pong included) shows it is there.
    let mut pings = tokio::time::interval_at(Instant::now() + config.ping_every, config.ping_every);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    // As the TCP door's: who came (behind a proxy, the player's address), and when they left.
    tracing::info!(conn = id, client = %address, "websocket opened");
    loop {
        let lobby_due = c.lobby_due;
        tokio::select! {
            msg = socket.ws.recv() => {
                heard = Instant::now();
                let text = match msg {
                    None => break,
                    Some(Ok(Message::Close(_))) => {
                        // The socket layer answers a client's close with its own, sent on
                        // the next flush (RFC 6455; without it the page saw an unclean
                        // close, 1006).
                        socket.flush().await;
                        break;
                    }
                    Some(Err(e)) => {
                        // A frame the protocol forbids ends the connection, said with a
                        // close frame as RFC 6455 asks (it was dropped without a word).
                        if let Some((code, reason)) = broken_frame(e) {
                            tracing::debug!(conn = id, reason, "websocket closed: bad frame");
                            socket.close(code, reason).await;
                        }
                        break;
                    }
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) => {
                        let e = ErrorInfo::new(ErrorCode::BadMessage, "messages are JSON text, not binary").arg("problem", "binary");
                        if !socket.text(&error(c.lang, None, e)).await { break }
                        continue;
                    }
                    // Pings are answered by the socket layer; pongs only say the client is here.
                    Some(Ok(_)) => continue,
                };
                let replies = Box::pin(c.on_text(text.as_str())).await;
                let mut failed = false;
                for r in replies {
                    if !socket.text(&r).await { failed = true; break }
                }
                if failed || c.limit.refused >= REFUSALS_BEFORE_DISCONNECT {
                    if !failed {
                        tracing::info!(conn = id, "websocket closed: too many messages");
                        socket.close(close_code::POLICY, "too many messages").await;
                    }
                    break;
                }
            }
            Some(o) = outgoing.recv() => {
                c.delivered(&o);
                if let Outgoing::SignedOut(_) = &o {
                    // Said, then closed: the page forgets the old key and asks for the new.
                    tracing::info!(conn = id, "websocket closed: the key changed elsewhere");
                    if socket.text(&o.to_json(c.lang)).await {
                        socket.close(close_code::POLICY, "key changed").await;
                    }
                    break;
                }
                if !socket.text(&o.to_json(c.lang)).await {
                    tracing::info!(conn = id, "websocket closed: a message could not be sent (the client does not read, or is gone)");
                    break;
                }
            }
            changed = async { match &mut c.lobby { Some(rx) => rx.changed().await, None => std::future::pending().await } } => {
                if changed.is_err() { c.lobby = None; continue }
                if c.lobby_due.is_none() {
                    c.lobby_due = Some(Instant::now() + LOBBY_INTERVAL);
                }
            }
            _ = async { match lobby_due { Some(d) => sleep_until(d).await, None => std::future::pending().await } } => {
                c.lobby_due = None;
                if c.lobby.is_some() && !socket.text(&c.lobby_msg()).await { break }
            }
            _ = pings.tick() => {
                if heard.elapsed() >= hub.config.idle_after {
                    tracing::info!(conn = id, "websocket closed: no answer to pings");
                    socket.close(close_code::AWAY, "idle: no answer to pings").await;
                    break;
                }
                if !socket.message(Message::Ping(Default::default())).await { break }
            }
            _ = kill.cancelled() => {
                tracing::info!(conn = id, "websocket closed: the client does not read");
                socket.close(close_code::POLICY, "too slow: messages were not read").await;
                break;
            }
            _ = hub.shutdown.cancelled() => {
                let bye = ServerMsg::Bye { reason: "the server is shutting down; your games are kept".into() };
                if socket.text(&json(&bye)).await {
                    socket.close(close_code::AWAY, "shutdown").await;
                }
                break;
            }
        }
    }
    c.closed();
    tracing::info!(conn = id, "websocket closed");
}

/// The `id` of a message refused before it is read (too many, or not of the protocol), so
/// that its refusal quotes it as any other does: `None` when the text has no such id (not
/// JSON, or no whole number 0 or more).
fn quoted_id(text: &str) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Quoted {
        id: Option<u64>,
    }
    serde_json::from_str::<Quoted>(text).ok()?.id
}

fn error(lang: Lang, table: Option<&str>, e: ErrorInfo) -> String {
    error_for(lang, table, None, e)
}

/// An `error` message, its sentence in `lang` (as every refusal is written:
/// [`crate::conn::error_json`]).
fn error_for(lang: Lang, table: Option<&str>, id: Option<u64>, e: ErrorInfo) -> String {
    crate::conn::error_json(lang, table.map(str::to_string), id, &e)
}

impl Conn {
    fn lobby_msg(&self) -> String {
        json(&ServerMsg::Lobby(crate::localized::lobby(
            self.lang,
            &self.hub.lobby(),
        )))
    }

    /// `language`: speaks `code` from now on, and says again in it what the page shows.
    fn language(&mut self, code: &str) -> Result<Vec<String>, (Option<TableId>, ErrorInfo)> {
        let Some(lang) = Lang::parse(code) else {
            return Err((None, unknown_language(code)));
        };
        self.lang = lang;
        let mut replies = vec![json(&ServerMsg::Language {
            lang: lang.code().to_string(),
            games: crate::localized::games(lang),
        })];
        if self.lobby.is_some() {
            replies.push(self.lobby_msg());
        }
        replies.extend(self.states.values().map(|u| u.json(lang).to_string()));
        Ok(replies)
    }

    /// Handles one text message; returns the direct replies (table states come through the
    /// outbox).
    async fn on_text(&mut self, text: &str) -> Vec<String> {
        if !self.limit.allow() {
            return vec![error_for(
                self.lang,
                None,
                quoted_id(text),
                ErrorInfo::new(
                    ErrorCode::RateLimited,
                    format!(
                        "too many messages; slow down (at most {} a second)",
                        self.hub.config.message_rate
                    ),
                )
                .arg("rate", self.hub.config.message_rate),
            )];
        }
        if text.len() > MAX_MESSAGE_BYTES {
            return vec![error(
                self.lang,
                None,
                ErrorInfo::new(
                    ErrorCode::TooLarge,
                    format!(
                        "a message is at most {} bytes; this one has {}",
                        MAX_MESSAGE_BYTES,
                        text.len()
                    ),
                )
                .arg("limit", MAX_MESSAGE_BYTES)
                .arg("size", text.len()),
            )];
        }
        let msg: ClientMsg = match serde_json::from_str(text) {
            Ok(m) => m,
            Err(e) => {
                let mut why = e.to_string();
                why.truncate(200);
                return vec![error_for(
                    self.lang,
                    None,
                    quoted_id(text),
                    ErrorInfo::new(
                        ErrorCode::BadMessage,
                        format!("not a message of this protocol: {why}"),
                    )
                    .arg("problem", "not_protocol")
                    .arg("why", why),
                )];
            }
        };
        let req = msg.request_id();
        match self.handle(msg).await {
            Ok(replies) => replies,
            Err((table, e)) => vec![error_for(self.lang, table.as_deref(), req, e)],
        }
    }

    async fn handle(
        &mut self,
        msg: ClientMsg,
    ) -> Result<Vec<String>, (Option<TableId>, ErrorInfo)> {
        let player = match (&msg, &self.player) {
            (
                ClientMsg::Hello {
                    token, nick, lang, ..
                },
                None,
            ) => {
                // The page's language holds for the answer too, even a refusal.
                if let Some(l) = lang.as_deref().and_then(Lang::parse) {
                    self.lang = l;
                }
                let (token, nick) = (token.clone(), nick.clone());
                return self.hello(token.as_deref(), nick.as_deref()).await;
            }
            (ClientMsg::Language { lang, .. }, _) => {
                let lang = lang.clone();
                return self.language(&lang);
            }
            (ClientMsg::Hello { .. }, Some(_)) => {
                return Err((
                    None,
                    ErrorInfo::new(ErrorCode::BadMessage, "you have already said hello")
                        .arg("problem", "hello_twice"),
                ));
            }
            (ClientMsg::Ping { id }, _) => return Ok(vec![json(&ServerMsg::Pong { id: *id })]),
            (_, None) => {
                return Err((
                    None,
                    ErrorInfo::new(ErrorCode::NotIdentified, "say hello first"),
                ));
            }
            (_, Some(p)) => p.clone(),
        };
        let out = self.out.clone();
        let act = |hub: &Hub, table: &str, version, action, req| {
            hub.send_to_table(
                table,
                TableCmd::Act {
                    player: player.id,
                    version,
                    action,
                    out: out.clone(),
                    req,
                },
                &out,
                req,
            );
        };
        match msg {
            ClientMsg::Hello { .. } | ClientMsg::Ping { .. } | ClientMsg::Language { .. } => {}
            ClientMsg::NewKey { id } => {
                let token = self
                    .hub
                    .new_key(&player, self.id)
                    .await
                    .map_err(|e| (None, e))?;
                return Ok(vec![json(&ServerMsg::Key { token, id })]);
            }
            ClientMsg::Lobby { watch, .. } => {
                if watch {
                    self.lobby = Some(self.hub.lobby_changes());
                    return Ok(vec![self.lobby_msg()]);
                }
                self.lobby = None;
                self.lobby_due = None;
            }
            ClientMsg::CreateTable {
                game,
                variant,
                seats,
                options,
                id,
            } => {
                let seats: Vec<SeatChoice> = seats.iter().map(|s| SeatChoice::parse(s)).collect();
                let table = self
                    .hub
                    .create_table(
                        Some(&player),
                        Some(self.address),
                        &game,
                        variant.as_deref(),
                        options.as_ref(),
                        &seats,
                        false,
                    )
                    .await
                    .map_err(|e| (None, e))?;
                self.open(&table, Some(player), id);
                return Ok(vec![json(&ServerMsg::Created { table, id })]);
            }
            ClientMsg::Open { table, id } => self.open(&table, Some(player), id),
            ClientMsg::Close { table, id } => {
                self.hub
                    .send_to_table(&table, TableCmd::Close { conn: self.id }, &self.out, id);
            }
            ClientMsg::Join { table, place, id } => {
                let there = self.hub.send_to_table(
                    &table,
                    TableCmd::Join {
                        player,
                        place,
                        out: self.out.clone(),
                        req: id,
                        reply: None,
                    },
                    &self.out,
                    id,
                );
                self.follow(table, there);
            }
            ClientMsg::Leave { table, id } => act(&self.hub, &table, None, Action::Leave, id),
            ClientMsg::Move {
                table,
                version,
                notation,
                id,
            } => act(&self.hub, &table, Some(version), Action::Move(notation), id),
            ClientMsg::OfferDraw { table, version, id } => {
                act(&self.hub, &table, version, Action::OfferDraw, id)
            }
            ClientMsg::AnswerDraw {
                table,
                accept,
                version,
                id,
            } => act(&self.hub, &table, version, Action::AnswerDraw(accept), id),
            ClientMsg::Resign { table, id } => act(&self.hub, &table, None, Action::Resign, id),
            ClientMsg::Undo { table, version, id } => {
                act(&self.hub, &table, version, Action::Undo, id)
            }
            ClientMsg::Ready { table, id } => act(&self.hub, &table, None, Action::Ready, id),
            ClientMsg::TakeOver {
                table,
                place,
                level,
                id,
            } => {
                let level = level.unwrap_or_else(|| "medium".into());
                act(
                    &self.hub,
                    &table,
                    None,
                    Action::TakeOver { place, level },
                    id,
                )
            }
        }
        Ok(Vec::new())
    }

    async fn hello(
        &mut self,
        token: Option<&str>,
        nick: Option<&str>,
    ) -> Result<Vec<String>, (Option<TableId>, ErrorInfo)> {
        let (you, token) = self
            .hub
            .identify(token, nick, &self.out)
            .await
            .map_err(|e| (None, e))?;
        tracing::info!(conn = self.id, player = %you.nick, "player arrived (web)");
        let tables = self.hub.tables_of(you.id);
        self.player = Some(you.clone());
        let welcome = json(&ServerMsg::Welcome {
            you: you.clone(),
            token,
            games: crate::localized::games(self.lang),
            tables: tables.clone(),
            protocol: PROTOCOL_VERSION,
            lang: self.lang.code().to_string(),
        });
        // The states of the player's tables follow the welcome (through the outbox).
        for t in &tables {
            self.open(t, Some(you.clone()), None);
        }
        let mut out = vec![welcome];
        // Where a computer took their place while they were away: said once.
        for t in self.hub.take_replaced(you.id) {
            let told = ErrorInfo::new(
                ErrorCode::TakenOver,
                format!("while you were away, a computer took your place at table {t}"),
            )
            .arg("table", t.as_str());
            out.push(error_for(self.lang, None, None, told));
        }
        Ok(out)
    }

    /// Keeps what the connection receives up to date: the last state of each table, and
    /// the tables it follows (a table closed for it is followed no more).
    fn delivered(&mut self, o: &Outgoing) {
        match o {
            Outgoing::State(u) => {
                self.states.insert(u.table.clone(), Arc::clone(u));
            }
            Outgoing::Closed(closed) => {
                self.states.remove(&closed.table);
                self.opened.remove(&closed.table);
            }
            Outgoing::Error(_) | Outgoing::SignedOut(_) => {}
        }
    }

    /// Remembers that the connection follows `table`, to tell it when the connection is
    /// gone, if `there` is such a table (an id that names none was remembered, and a client
    /// asking for ever new ones grew the server's memory without limit).
    fn follow(&mut self, table: TableId, there: bool) {
        if there {
            self.opened.insert(table);
        }
    }

    fn open(&mut self, table: &str, player: Option<PlayerInfo>, req: Option<u64>) {
        let there = self.hub.send_to_table(
            table,
            TableCmd::Open {
                player,
                out: self.out.clone(),
                req,
            },
            &self.out,
            req,
        );
        self.follow(table.to_string(), there);
    }

    /// The connection is gone: its tables and the lobby learn it.
    fn closed(&mut self) {
        self.kill.cancel();
        for t in &self.opened {
            if let Some(tx) = self.hub.table(t) {
                // A full queue must not hold up a closing connection; the table notices a
                // dead outbox the next time it sends.
                let _ = tx.try_send(TableCmd::Gone { conn: self.id });
            }
        }
        if let Some(p) = &self.player {
            self.hub.disconnected(p.id, self.id);
        }
    }
}

/// The refusal of a language the server does not speak.
fn unknown_language(code: &str) -> ErrorInfo {
    let mut shown: String = code.chars().take(20).collect();
    if shown.len() < code.len() {
        shown.push('…');
    }
    ErrorInfo::new(
        ErrorCode::BadMessage,
        format!("'{shown}' is not a language of this server: use en, vi or ru"),
    )
    .arg("lang", shown)
    .arg("problem", "unknown_language")
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::Router;

    #[test]
    fn a_long_text_sent_is_quoted_back_only_by_its_start() {
        let typed = "a".repeat(10_000);
        let e = ErrorInfo::new(ErrorCode::MalformedMove, format!("'{typed}' is not a move"))
            .arg("detail", format!("'{typed}' is not a move (expected: d6)"))
            .arg("move", typed.as_str());
        let sent: serde_json::Value = serde_json::from_str(&error(Lang::En, None, e)).unwrap();
        let cut = format!(
            "'{}…' is not a move",
            "a".repeat(crate::conn::LONGEST_QUOTE)
        );
        assert_eq!(sent["message"], cut.as_str());
        assert_eq!(sent["args"]["detail"], format!("{cut} (expected: d6)"));
        let raw = sent["args"]["move"].as_str().unwrap();
        assert_eq!(raw.chars().count(), crate::conn::LONGEST_ARG + 1);
        assert!(raw.ends_with('…'));
    }
    use axum::routing::get;
    use std::sync::Mutex;
    use tokio::sync::oneshot;

    /// Every connection keeps its task for as long as it lasts, so the task's size is paid
    /// by every idle page (the comment on `run` says how it was kept small). A socket is
    /// only ever made by an upgrade, so the test upgrades a real connection on loopback and
    /// weighs the task there, without running it: 1,200 bytes when written, 2,560 with the
    /// message handler awaited inline (shown to fail that way).
    #[tokio::test]
    async fn an_idle_connection_s_task_stays_small() {
        let hub = Hub::new(
            crate::ServerConfig::default(),
            parlour_store::Store::memory(),
        );
        let (tx, rx) = oneshot::channel::<usize>();
        let tx = Arc::new(Mutex::new(Some(tx)));
        let app = Router::new().route(
            "/ws",
            get(move |ws: WebSocketUpgrade| async move {
                ws.on_upgrade(move |socket| async move {
                    let kill = CancellationToken::new();
                    let timeout = Duration::from_secs(1);
                    let socket = Box::new(Socket::new(socket, timeout, kill.clone()));
                    let task = run(socket, hub, kill, std::net::Ipv4Addr::LOCALHOST.into());
                    let size = std::mem::size_of_val(&task);
                    drop(task);
                    if let Some(tx) = tx.lock().unwrap().take() {
                        let _ = tx.send(size);
                    }
                })
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        let (_client, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .expect("the upgrade");
        let size = rx.await.expect("the size of the task");
        assert!(
            size <= 1_800,
            "the web door's connection task is {size} bytes"
        );
    }

    /// A connection remembers the tables it follows, to tell them when it is gone: only
    /// tables that exist, and not after one is closed for it. A client asking for ever new
    /// ids that name no table grew the server's memory by 300 KB a second.
    #[tokio::test]
    async fn only_tables_that_exist_are_remembered_and_only_while_followed() {
        let hub = Hub::new(
            crate::ServerConfig::default(),
            parlour_store::Store::memory(),
        );
        let kill = CancellationToken::new();
        let (out, mut inbox) = Outbox::new(1, kill.clone());
        let mut c = Conn {
            hub: Arc::clone(&hub),
            id: 1,
            address: std::net::Ipv4Addr::LOCALHOST.into(),
            player: None,
            out,
            kill,
            opened: BTreeSet::new(),
            lobby: None,
            lobby_due: None,
            limit: RateLimit::new(1_000, 1_000),
            lang: Lang::En,
            states: HashMap::new(),
        };
        c.on_text(r#"{"type":"hello","nick":"ann"}"#).await;
        for i in 0..50 {
            c.on_text(&format!(r#"{{"type":"open","table":"t9{i}"}}"#))
                .await;
            c.on_text(&format!(r#"{{"type":"join","table":"x{i}"}}"#))
                .await;
        }
        assert!(c.opened.is_empty(), "{:?}", c.opened);
        let created = c
            .on_text(r#"{"type":"create_table","game":"nines","seats":["open","easy"]}"#)
            .await;
        let created: serde_json::Value = serde_json::from_str(&created[0]).unwrap();
        let table = created["table"].as_str().expect("a table").to_string();
        assert!(c.opened.contains(&table));
        c.on_text(&format!(r#"{{"type":"close","table":"{table}"}}"#))
            .await;
        while !c.opened.is_empty() {
            let o = tokio::time::timeout(Duration::from_secs(10), inbox.recv())
                .await
                .expect("the table answers")
                .expect("a message");
            c.delivered(&o);
        }
    }
}
