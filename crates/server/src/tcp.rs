//! The TCP text door: a line protocol for `nc`, `telnet` and scripts.
//!
//! Every line the server sends starts with an upper-case tag word, then human text, so
//! people read it comfortably and scripts can follow it (`docs/tcp-protocol.md`). The flow
//! follows the Elephant–Fox–Mouse brief: welcome, nickname, waiting n/N, start, the board
//! and the players to everyone each turn, a move request to the seat to move, distinct
//! messages for malformed lines, illegal moves and moves out of turn, the end announced to
//! all, and everyone back to waiting for the next game.
//!
//! The door sits on the same hub as the web door: after choosing a nickname a player is
//! seated at a quick-play table of the server's default game, which web players can join
//! too; `TABLES`, `JOIN`, `WATCH` and `NEW` reach every other table.

use crate::conn::{ConnId, Outbox, Outgoing, Update};
use crate::hub::Hub;
use crate::limits::{REFUSALS_BEFORE_DISCONNECT, RateLimit};
use crate::lines::{Line, LineReader};
use crate::table_task::{Action, TableCmd};
use parlour_catalog::GameKind;
use parlour_catalog::table::{Phase, SeatView, TableView};
use parlour_core::{Seat, SeatResult};
use parlour_protocol::{ErrorCode, ErrorInfo, LineTag, PlayerInfo, SeatChoice, TableId};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio_util::sync::CancellationToken;

/// A line longer than this is not a move; it is refused without being echoed.
const LONGEST_MOVE: usize = 100;

/// Text a client typed is quoted back in an error (`'zz' is not a move`) only up to this
/// many characters, then `…`: enough to recognise it, never a whole long line.
const LONGEST_ECHO: usize = 20;

/// Accepts connections until the server shuts down.
pub async fn serve(listener: TcpListener, hub: Arc<Hub>) {
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    let Ok(slot) = Arc::clone(&hub.conn_slots).try_acquire_owned() else {
                        tracing::warn!(%peer, "tcp refused: server full");
                        let refusal = format!(
                            "{} the server is full ({} connections); try again later\r\n",
                            LineTag::Error,
                            hub.config.max_connections
                        );
                        hub.tracker.spawn(refuse(stream, refusal, hub.config.write_timeout));
                        continue;
                    };
                    keep_alive(&stream);
                    let hub2 = Arc::clone(&hub);
                    let conn = hub.next_conn();
                    // Every line logged for this connection names it and its peer.
                    let span = tracing::info_span!("tcp", conn, %peer);
                    hub.tracker.spawn(tracing::Instrument::instrument(async move {
                        tracing::info!("tcp connection opened");
                        match handle(stream, hub2, conn).await {
                            Ok(()) => tracing::info!("tcp connection closed"),
                            Err(e) => tracing::info!(error = %e, "tcp connection closed by an error"),
                        }
                        drop(slot);
                    }, span));
                }
                Err(e) => {
                    // Out of file descriptors (or another passing trouble): accepting again at
                    // once would only spin. Wait a moment; connections queue meanwhile.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            },
            _ = hub.shutdown.cancelled() => break,
        }
    }
}

/// Tells a client the server is full, then closes the connection in order: its side is
/// shut, and what the client sent meanwhile is read (briefly) and dropped, so the kernel
/// ends the connection with a FIN rather than a reset that could swallow the refusal.
async fn refuse(mut stream: TcpStream, refusal: String, timeout: Duration) {
    let polite = async {
        stream.write_all(refusal.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 512];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    };
    let _ = tokio::time::timeout(timeout.min(Duration::from_secs(2)), polite).await;
}

/// TCP keepalive: the operating system probes a silent connection, so a player whose
/// machine vanished (no FIN, no reset) is noticed even while their seat waits for a move.
fn keep_alive(stream: &TcpStream) {
    let probes = socket2::TcpKeepalive::new().with_time(Duration::from_secs(60));
    #[cfg(target_os = "linux")]
    let probes = probes.with_interval(Duration::from_secs(15));
    if let Err(e) = socket2::SockRef::from(stream).set_tcp_keepalive(&probes) {
        tracing::debug!(error = %e, "no tcp keepalive");
    }
}

/// What this connection has already told its player about the current table, so each new
/// state is told as what changed.
#[derive(Default)]
struct Seen {
    game_number: u64,
    moves: usize,
    to_move: Option<Seat>,
    waiting: Option<(usize, usize)>,
    draw: Option<String>,
    ended: u64,
    away: Vec<usize>,
    /// The board block last sent (BOARD, PLAYERS, TURN, YOURMOVE), for `BOARD` and after an
    /// invalid move.
    block: Vec<String>,
    last: Option<Arc<Update>>,
}

struct Conn<W> {
    hub: Arc<Hub>,
    id: ConnId,
    out: W,
    outbox: Outbox,
    player: Option<PlayerInfo>,
    /// The table this connection follows.
    table: Option<TableId>,
    /// Every table it asked to receive (told when the connection closes).
    opened: Vec<TableId>,
    seen: Seen,
}

async fn handle(stream: TcpStream, hub: Arc<Hub>, id: ConnId) -> std::io::Result<()> {
    let _ = stream.set_nodelay(true);
    let (rd, wr) = stream.into_split();
    let mut reader = LineReader::new(rd);
    let kill = CancellationToken::new();
    let (outbox, mut incoming) = Outbox::with_text(id, kill.clone());
    let mut c = Conn {
        hub: Arc::clone(&hub),
        id,
        out: wr,
        outbox,
        player: None,
        table: None,
        opened: Vec::new(),
        seen: Seen::default(),
    };
    let quick = hub.config.quick_game;
    let games: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
    c.send(
        LineTag::Welcome,
        &format!(
            "Welcome to Parlour! Games here: {}. This door seats you at {}: {} ({} players per game). Type HELP at any time.",
            games.join(", "),
            quick.name(),
            quick.info().summary,
            quick.info().seat_names.len()
        ),
    )
    .await?;
    c.send(
        LineTag::Nick,
        "Choose a nickname (1-16 letters, digits, _ or -), or type TOKEN <token> to come back:",
    )
    .await?;
    let config = &hub.config;
    let mut limit = RateLimit::new(config.tcp_burst, config.message_rate);
    let mut heard = tokio::time::Instant::now();
    let result = loop {
        let idle_at = heard + config.tcp_idle_after;
        tokio::select! {
            line = reader.next_line() => {
                heard = tokio::time::Instant::now();
                let line = match line {
                    Ok(Some(l)) => l,
                    Ok(None) => break Ok(()),
                    Err(e) => break Err(e),
                };
                if !limit.allow() {
                    if limit.refused >= REFUSALS_BEFORE_DISCONNECT {
                        tracing::info!("tcp connection closed: too many lines");
                        let _ = c.send(LineTag::Bye, "too many lines; disconnecting").await;
                        break Ok(());
                    }
                    let rate = config.message_rate;
                    c.send(LineTag::Error, &format!("too many lines; slow down (at most {rate} a second)")).await?;
                    continue;
                }
                match c.on_line(line).await? {
                    Flow::Continue => {}
                    Flow::Quit => break Ok(()),
                }
            }
            Some(o) = incoming.recv() => c.on_outgoing(o).await?,
            _ = tokio::time::sleep_until(idle_at) => {
                // Silence is idle only for a connection that sits nowhere: a seated player
                // may be thinking, or waiting for the others.
                let seated = c.player.as_ref().is_some_and(|p| !hub.tables_of(p.id).is_empty());
                if seated {
                    heard = tokio::time::Instant::now();
                    continue;
                }
                tracing::info!("tcp connection closed: idle");
                let quiet = duration_words(config.tcp_idle_after);
                let _ = c.send(LineTag::Bye, &format!("nothing was typed for {quiet} and you sit at no table; goodbye")).await;
                break Ok(());
            }
            _ = kill.cancelled() => break Ok(()),
            _ = hub.shutdown.cancelled() => {
                c.send(LineTag::Bye, "the server is shutting down; your game is kept: come back with TOKEN when it is up again").await?;
                break Ok(());
            }
        }
    };
    c.closed();
    let _ = c.out.shutdown().await;
    result
}

enum Flow {
    Continue,
    Quit,
}

const HELP: &[&str] = &[
    "While playing: type a move in the game's notation when it is your turn; BOARD shows",
    "the board again, MOVES your legal moves; DRAW offers a draw, ACCEPT or DECLINE answer",
    "one; RESIGN gives up the game; TAKEOVER <seat> lets a computer play for someone away.",
    "Tables: TABLES lists them; PLAY <game> seats you at a quick game (nines, isolo,",
    "virus-war, elephant-fox-mouse, tablenette); NEW <game> [variant] <seats> opens a",
    "table, seats one per seat: me, open, easy, medium, hard or random (NEW nines me hard);",
    "JOIN <table> sits down, WATCH <table> watches, LEAVE leaves (resigning a game).",
    "TOKEN <token> at the nickname prompt takes your seats back; QUIT leaves (your seat",
    "waits for you).",
];

/// The help lines as they are sent, ending with the list of tags a server line starts with.
fn help_lines() -> Vec<String> {
    let tags: Vec<&str> = LineTag::ALL.iter().map(|t| t.as_str()).collect();
    HELP.iter()
        .map(|l| l.to_string())
        .chain([format!(
            "Server lines start with a tag: {}.",
            tags.join(" ")
        )])
        .map(|l| format!("{} {l}", LineTag::Help))
        .collect()
}

impl<W: AsyncWrite + Unpin> Conn<W> {
    async fn write(&mut self, text: &str) -> std::io::Result<()> {
        match tokio::time::timeout(
            self.hub.config.write_timeout,
            self.out.write_all(text.as_bytes()),
        )
        .await
        {
            Ok(r) => r,
            Err(_) => Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "the client does not read",
            )),
        }
    }

    async fn send(&mut self, tag: LineTag, text: &str) -> std::io::Result<()> {
        // Refusals quote what was typed; a long line is quoted only by its start.
        let text = if tag.quotes_input() {
            shorten_quotes(text, LONGEST_ECHO)
        } else {
            text.to_string()
        };
        let line = if text.is_empty() {
            format!("{tag}\r\n")
        } else {
            format!("{tag} {text}\r\n")
        };
        self.write(&line).await
    }

    async fn send_lines(&mut self, lines: &[String]) -> std::io::Result<()> {
        let mut all = String::new();
        for l in lines {
            all.push_str(l);
            all.push_str("\r\n");
        }
        self.write(&all).await
    }

    async fn on_line(&mut self, line: Line) -> std::io::Result<Flow> {
        let text = match line {
            Line::TooLong => {
                self.send(
                    LineTag::Invalid,
                    &format!(
                        "malformed: a line is at most {} bytes; it was not read",
                        crate::lines::MAX_LINE
                    ),
                )
                .await?;
                return Ok(Flow::Continue);
            }
            Line::Text(t) => t,
        };
        let (word, rest) = match text.split_once(char::is_whitespace) {
            Some((w, r)) => (w.to_ascii_lowercase(), r.trim().to_string()),
            None => (text.to_ascii_lowercase(), String::new()),
        };
        match word.as_str() {
            "quit" | "exit" => {
                let note = match self.table {
                    Some(_) => " (your seat waits for you: come back with TOKEN)",
                    None => "",
                };
                self.send(LineTag::Bye, &format!("goodbye{note}")).await?;
                return Ok(Flow::Quit);
            }
            "help" => {
                let lines = help_lines();
                self.send_lines(&lines).await?;
                return Ok(Flow::Continue);
            }
            _ => {}
        }
        let Some(player) = self.player.clone() else {
            self.choose_nick(&word, &rest, &text).await?;
            return Ok(Flow::Continue);
        };
        match word.as_str() {
            "board" | "moves" | "" => {
                if self.seen.block.is_empty() {
                    self.send(LineTag::Info, "no game is being played at your table")
                        .await?;
                } else {
                    let block = self.seen.block.clone();
                    self.send_lines(&block).await?;
                }
            }
            "tables" => self.list_tables().await?,
            "play" => {
                let game = if rest.is_empty() {
                    Ok(self.hub.config.quick_game)
                } else {
                    rest.parse::<GameKind>()
                };
                match game {
                    Ok(kind) => self.quick_play(&player, kind, None).await?,
                    Err(e) => self.send(LineTag::Error, &e.to_string()).await?,
                }
            }
            "new" => self.new_table(&player, &rest).await?,
            "join" => self.join(&player, rest.trim()).await?,
            "watch" => {
                let t = rest.trim().to_string();
                if self.hub.table(&t).is_none() {
                    self.send(LineTag::Error, &crate::hub::unknown_table(&t).message)
                        .await?;
                } else {
                    self.follow(&t, Some(player));
                    self.send(LineTag::Info, &format!("you are watching table {t}"))
                        .await?;
                }
            }
            "leave" => self.act(Action::Leave, None),
            "draw" => self.act(Action::OfferDraw, None),
            "accept" => self.act(Action::AnswerDraw(true), None),
            "decline" => self.act(Action::AnswerDraw(false), None),
            "resign" => self.act(Action::Resign, None),
            "ready" => self.act(Action::Ready, None),
            "takeover" => self.take_over(&rest).await?,
            "token" | "nick" => {
                self.send(LineTag::Error, &format!("you are already {}", player.nick))
                    .await?;
            }
            _ => {
                if self.table.is_none() {
                    self.send(
                        LineTag::Error,
                        "you sit at no table: type PLAY, TABLES or HELP",
                    )
                    .await?;
                } else if text.len() > LONGEST_MOVE {
                    self.send(
                        LineTag::Invalid,
                        &format!(
                            "malformed: that is not a move (a line of {} characters); enter your move again",
                            text.chars().count()
                        ),
                    )
                    .await?;
                } else {
                    self.act(Action::Typed(text), None);
                }
            }
        }
        Ok(Flow::Continue)
    }

    async fn choose_nick(&mut self, word: &str, rest: &str, text: &str) -> std::io::Result<()> {
        let identified = if word == "token" {
            self.hub.identify(Some(rest), None).await
        } else {
            self.hub.identify(None, Some(text)).await
        };
        match identified {
            Ok((you, token)) => {
                tracing::info!(player = %you.nick, "player arrived (tcp)");
                self.send(
                    LineTag::Info,
                    &format!(
                        "Hello, {}. Your token is {token}: after a disconnect, type TOKEN {token} at the nickname prompt to take your seat back.",
                        you.nick
                    ),
                )
                .await?;
                self.player = Some(you.clone());
                let tables = self.hub.tables_of(you.id);
                if let Some(t) = tables.first() {
                    self.send(LineTag::Info, &format!("back at table {t}"))
                        .await?;
                    self.follow(t, Some(you));
                } else {
                    let kind = self.hub.config.quick_game;
                    let variant = self.hub.config.quick_variant.clone();
                    self.quick_play(&you, kind, variant.as_deref()).await?;
                }
            }
            Err(e) => {
                let again = if e.code == ErrorCode::UnknownToken {
                    "choose a nickname"
                } else {
                    "choose another nickname"
                };
                self.send(LineTag::Nick, &format!("{}; {again}:", e.message))
                    .await?;
            }
        }
        Ok(())
    }

    /// Follows `table` from now on (as the player's seat there, or as a spectator).
    fn follow(&mut self, table: &str, player: Option<PlayerInfo>) {
        if self.table.as_deref() != Some(table) {
            self.seen = Seen::default();
        }
        self.table = Some(table.to_string());
        if !self.opened.iter().any(|t| t == table) {
            self.opened.push(table.to_string());
        }
        self.hub.send_to_table(
            table,
            TableCmd::Open {
                player,
                out: self.outbox.clone(),
                req: None,
            },
            &self.outbox,
            None,
        );
    }

    /// Sits down at `table`; waits for the answer.
    async fn sit(&mut self, player: &PlayerInfo, table: &str) -> Result<(), ErrorInfo> {
        let Some(tx) = self.hub.table(table) else {
            return Err(crate::hub::unknown_table(table));
        };
        let (reply, answer) = oneshot::channel();
        if self.table.as_deref() != Some(table) {
            self.seen = Seen::default();
        }
        let cmd = TableCmd::Join {
            player: player.clone(),
            place: None,
            out: self.outbox.clone(),
            req: None,
            reply: Some(reply),
        };
        if tx.send(cmd).await.is_err() {
            return Err(crate::hub::unknown_table(table));
        }
        match tokio::time::timeout(Duration::from_secs(10), answer).await {
            Ok(Ok(Ok(_place))) => {
                self.table = Some(table.to_string());
                if !self.opened.iter().any(|t| t == table) {
                    self.opened.push(table.to_string());
                }
                Ok(())
            }
            Ok(Ok(Err(e))) => Err(e),
            _ => Err(crate::hub::unknown_table(table)),
        }
    }

    /// Seats the player at a quick-play table of `kind` (a full one found meanwhile is
    /// skipped for the next).
    async fn quick_play(
        &mut self,
        player: &PlayerInfo,
        kind: GameKind,
        variant: Option<&str>,
    ) -> std::io::Result<()> {
        for _ in 0..5 {
            let table = match self.hub.quick_table(kind, variant).await {
                Ok(t) => t,
                Err(e) => return self.send(LineTag::Error, &e.message).await,
            };
            match self.sit(player, &table).await {
                Ok(()) => return Ok(()),
                Err(e) if matches!(e.code, ErrorCode::TableFull | ErrorCode::GameRunning) => {
                    continue;
                }
                Err(e) if e.code == ErrorCode::AlreadySeated => {
                    self.follow(&table, Some(player.clone()));
                    return Ok(());
                }
                Err(e) => return self.send(LineTag::Error, &e.message).await,
            }
        }
        self.send(
            LineTag::Error,
            "no quick table could seat you; try PLAY again",
        )
        .await
    }

    async fn join(&mut self, player: &PlayerInfo, table: &str) -> std::io::Result<()> {
        match self.sit(player, table).await {
            Ok(()) => Ok(()),
            Err(e) if e.code == ErrorCode::AlreadySeated => {
                self.follow(table, Some(player.clone()));
                Ok(())
            }
            Err(e) => self.send(LineTag::Error, &e.message).await,
        }
    }

    async fn new_table(&mut self, player: &PlayerInfo, args: &str) -> std::io::Result<()> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let Some((game, rest)) = words.split_first() else {
            return self
                .send(LineTag::Error, "say which game: NEW nines me hard")
                .await;
        };
        let kind: GameKind = match game.parse() {
            Ok(k) => k,
            Err(e) => return self.send(LineTag::Error, &e.to_string()).await,
        };
        let n = kind.info().seat_names.len();
        let (variant, seats) = if rest.len() == n + 1 {
            (Some(rest[0]), &rest[1..])
        } else {
            (None, rest)
        };
        let mut seats: Vec<SeatChoice> = seats.iter().map(|s| SeatChoice::parse(s)).collect();
        if seats.is_empty() {
            seats.push(SeatChoice::Me);
            seats.resize(n, SeatChoice::Computer("medium".into()));
        }
        match self
            .hub
            .create_table(Some(player), kind.id(), variant, None, &seats, false)
            .await
        {
            Ok(t) => {
                self.send(LineTag::Info, &format!("table {t} is open"))
                    .await?;
                self.follow(&t, Some(player.clone()));
                Ok(())
            }
            Err(e) => self.send(LineTag::Error, &e.message).await,
        }
    }

    async fn list_tables(&mut self) -> std::io::Result<()> {
        let lobby = self.hub.lobby();
        let mut lines = Vec::new();
        for (what, list) in [("open", &lobby.open), ("playing", &lobby.playing)] {
            for t in list.iter() {
                let seats: Vec<String> = t
                    .seats
                    .iter()
                    .map(|s| {
                        format!(
                            "{}={}",
                            s.seat_name,
                            s.player.as_deref().unwrap_or("(open)").replace(' ', "_")
                        )
                    })
                    .collect();
                lines.push(format!(
                    "{} {} {} {} {what} {}",
                    LineTag::Table,
                    t.id,
                    t.game,
                    t.variant,
                    seats.join(" ")
                ));
            }
        }
        if lines.is_empty() {
            lines.push(format!(
                "{} none: type PLAY or NEW to open one",
                LineTag::Table
            ));
        }
        self.send_lines(&lines).await
    }

    async fn take_over(&mut self, who: &str) -> std::io::Result<()> {
        let Some(update) = self.seen.last.clone() else {
            return self.send(LineTag::Error, "you sit at no table").await;
        };
        let who = who.trim().to_ascii_lowercase();
        let seat = update.view.seats.iter().find(|s| {
            s.seat_name == who
                || s.player
                    .as_ref()
                    .is_some_and(|p| p.name.to_lowercase() == who)
        });
        match seat {
            Some(s) => {
                let place = s.place;
                self.act(
                    Action::TakeOver {
                        place,
                        level: "medium".into(),
                    },
                    None,
                );
                Ok(())
            }
            None => {
                self.send(LineTag::Error, "say whose seat: TAKEOVER <seat name>")
                    .await
            }
        }
    }

    fn act(&mut self, action: Action, version: Option<u64>) {
        let (Some(player), Some(table)) = (&self.player, &self.table) else {
            self.outbox.error(
                None,
                None,
                ErrorInfo::new(
                    ErrorCode::NotSeated,
                    "you sit at no table: type PLAY, TABLES or HELP",
                ),
            );
            return;
        };
        let cmd = TableCmd::Act {
            player: player.id,
            version,
            action,
            out: self.outbox.clone(),
            req: None,
        };
        let table = table.clone();
        self.hub.send_to_table(&table, cmd, &self.outbox, None);
    }

    async fn on_outgoing(&mut self, o: Outgoing) -> std::io::Result<()> {
        match o {
            Outgoing::State(u) => {
                if self.table.as_deref() == Some(u.table.as_str()) {
                    self.on_state(u).await?;
                }
            }
            Outgoing::Error(r) => self.on_error(r.error).await?,
            Outgoing::Closed(c) => {
                let (table, reason) = (c.table, c.reason);
                if self.table.as_deref() == Some(table.as_str()) {
                    self.table = None;
                    self.seen = Seen::default();
                    self.send(
                        LineTag::Info,
                        &format!("table {table} is closed ({reason}); type PLAY or TABLES"),
                    )
                    .await?;
                }
            }
        }
        Ok(())
    }

    async fn on_error(&mut self, e: ErrorInfo) -> std::io::Result<()> {
        match e.code {
            ErrorCode::MalformedMove => {
                self.send(
                    LineTag::Invalid,
                    &format!("malformed: {}; enter your move again", e.message),
                )
                .await?;
                self.resend_block().await
            }
            ErrorCode::IllegalMove | ErrorCode::ChooseMove => {
                self.send(
                    LineTag::Invalid,
                    &format!("illegal move: {}; enter your move again", e.message),
                )
                .await?;
                self.resend_block().await
            }
            ErrorCode::NotYourTurn => {
                let who = self
                    .seen
                    .last
                    .as_ref()
                    .and_then(|u| u.view.to_move.map(|s| label(&u.view, s)))
                    .unwrap_or_else(|| "another player".into());
                self.send(
                    LineTag::NotYourTurn,
                    &format!("it is {who}'s turn, not yours; wait for your turn"),
                )
                .await
            }
            ErrorCode::DrawRefused => {
                self.send(LineTag::Draw, &format!("refused: {}", e.message))
                    .await
            }
            _ => self.send(LineTag::Error, &e.message).await,
        }
    }

    async fn resend_block(&mut self) -> std::io::Result<()> {
        let block = self.seen.block.clone();
        self.send_lines(&block).await
    }

    /// Tells what changed since the last state of the followed table.
    async fn on_state(&mut self, u: Arc<Update>) -> std::io::Result<()> {
        let v = &u.view;
        let mut lines = Vec::new();
        let new_game = v.game_number != self.seen.game_number && v.phase != Phase::Waiting;
        if new_game {
            self.seen.game_number = v.game_number;
            self.seen.moves = 0;
            self.seen.to_move = None;
            self.seen.draw = None;
            self.seen.waiting = None;
            lines.push(format!("{} {}", LineTag::Start, start_line(v)));
        }
        if v.moves.len() < self.seen.moves {
            lines.push(format!(
                "{} {} moves were taken back",
                LineTag::Info,
                self.seen.moves - v.moves.len()
            ));
            self.seen.moves = v.moves.len();
            self.seen.to_move = None;
        }
        for r in &v.moves[self.seen.moves.min(v.moves.len())..] {
            let who = v
                .seats
                .get(r.seat.index())
                .map(tcp_name)
                .unwrap_or_default();
            // An explanation may take several lines (Isolo explains each lap): every line
            // keeps its tag so the protocol stays one tagged line at a time.
            let mut parts = r.explanation.lines();
            let first = parts.next().unwrap_or_default();
            lines.push(format!(
                "{} {who} played {}: {first}",
                LineTag::Move,
                r.notation
            ));
            lines.extend(parts.map(|p| format!("{}   {p}", LineTag::Move)));
        }
        let moved = v.moves.len() != self.seen.moves;
        self.seen.moves = v.moves.len();
        let draw = v.draw.as_ref().map(|d| {
            let accepted: Vec<String> = d.accepted_by.iter().map(|s| label(v, *s)).collect();
            let mut text = format!("{} offers a draw", label(v, d.offered_by));
            if !accepted.is_empty() {
                text.push_str(&format!("; accepted by {}", accepted.join(", ")));
            }
            if v.actions.answer_draw {
                text.push_str(": type ACCEPT or DECLINE (or just move to decline)");
            }
            text
        });
        if draw != self.seen.draw {
            match &draw {
                Some(d) => lines.push(format!("{} {d}", LineTag::Draw)),
                None if v.phase == Phase::Playing => {
                    lines.push(format!("{} the draw offer is off; play on", LineTag::Draw))
                }
                None => {}
            }
            self.seen.draw = draw;
        }
        if v.phase == Phase::Playing && (new_game || moved || v.to_move != self.seen.to_move) {
            self.seen.to_move = v.to_move;
            let block = board_block(v, &u.text);
            lines.extend(block.iter().cloned());
            self.seen.block = block;
        }
        let mut away: Vec<usize> = v.actions.take_over.clone();
        away.sort_unstable();
        if away != self.seen.away {
            for &place in away.iter().filter(|p| !self.seen.away.contains(p)) {
                if let Some(s) = v.seats.iter().find(|s| s.place == place) {
                    lines.push(format!(
                        "{} {} has been away for {} s: TAKEOVER {} lets a computer play for them",
                        LineTag::Info,
                        tcp_name(s),
                        s.away_secs.unwrap_or(0),
                        s.seat_name
                    ));
                }
            }
            self.seen.away = away;
        }
        let mut ready_now = false;
        if v.phase == Phase::Over && self.seen.ended != v.game_number {
            self.seen.ended = v.game_number;
            self.seen.block.clear();
            lines.push(format!("{} {}", LineTag::End, end_line(v)));
            // The brief's flow: after a game everyone goes back to waiting for the next.
            ready_now = v.actions.ready;
        }
        if v.phase != Phase::Playing {
            let filled = v
                .seats
                .iter()
                .filter(|s| s.player.is_some() && s.ready)
                .count();
            let counts = (filled, v.seats.len());
            if self.seen.waiting != Some(counts) && !(ready_now && v.phase == Phase::Over) {
                self.seen.waiting = Some(counts);
                let bots = if self.hub.config.bots && v.seats.iter().any(|s| s.player.is_none()) {
                    format!(
                        " (computer players take the empty seats after {} s)",
                        self.hub.config.bot_wait.as_secs()
                    )
                } else {
                    String::new()
                };
                lines.push(format!(
                    "{} waiting for players {}/{}{bots}",
                    LineTag::Wait,
                    counts.0,
                    counts.1
                ));
            }
        }
        self.seen.last = Some(Arc::clone(&u));
        self.send_lines(&lines).await?;
        if ready_now {
            self.act(Action::Ready, None);
        }
        Ok(())
    }

    /// The connection is gone: its tables and the lobby learn it.
    fn closed(&mut self) {
        for t in &self.opened {
            if let Some(tx) = self.hub.table(t) {
                let _ = tx.try_send(TableCmd::Gone { conn: self.id });
            }
        }
        if let Some(p) = &self.player {
            self.hub.disconnected(p.id);
        }
    }
}

/// A duration as people say it: `10 min`, `45 s`, `0.3 s`.
fn duration_words(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs >= 60.0 && secs % 60.0 == 0.0 {
        format!("{} min", secs / 60.0)
    } else if secs >= 1.0 {
        format!("{secs:.0} s")
    } else {
        format!("{secs:.1} s")
    }
}

/// `text` with every quoted part ('…') longer than `longest` characters cut to its first
/// `longest` characters and `…`.
fn shorten_quotes(text: &str, longest: usize) -> String {
    let mut out = String::with_capacity(text.len().min(256));
    let mut parts = text.split('\'');
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    // Parts alternate: outside, quoted, outside… An unmatched last quote is left as it is.
    let rest: Vec<&str> = parts.collect();
    for (i, part) in rest.iter().enumerate() {
        out.push('\'');
        let quoted = i % 2 == 0 && i + 1 < rest.len();
        if quoted && part.chars().count() > longest {
            out.extend(part.chars().take(longest));
            out.push('…');
        } else {
            out.push_str(part);
        }
    }
    out
}

/// A seat's occupant as one word: a person's nickname, or `fox-bot` for a computer.
fn tcp_name(s: &SeatView) -> String {
    match &s.player {
        Some(p) if p.computer => format!("{}-bot", s.seat_name),
        Some(p) => p.name.clone(),
        None => "(open)".into(),
    }
}

/// `nick (seat)`.
fn label(v: &TableView, seat: Seat) -> String {
    match v.seats.get(seat.index()) {
        Some(s) => format!("{} ({})", tcp_name(s), s.seat_name),
        None => "?".into(),
    }
}

fn start_line(v: &TableView) -> String {
    let who: Vec<String> = v
        .seats
        .iter()
        .map(|s| format!("{}={}", s.seat_name, tcp_name(s)))
        .collect();
    let order: Vec<&str> = v
        .turn_order
        .iter()
        .filter_map(|s| v.seats.get(s.index()).map(|x| x.seat_name))
        .collect();
    let mine = match v.you {
        Some(s) => format!("you are {}", v.seats[s.index()].seat_name),
        None => "you are watching".into(),
    };
    format!(
        "{} begins (game {}): {}; turn order: {}; {mine}",
        v.name,
        v.game_number,
        who.join(" "),
        order.join(", ")
    )
}

fn board_block(v: &TableView, text: &str) -> Vec<String> {
    let mut lines = vec![format!(
        "{} {} lines follow",
        LineTag::Board,
        text.lines().count()
    )];
    lines.extend(text.lines().map(|l| format!("{} {l}", LineTag::Board)));
    let list: Vec<String> = v
        .seats
        .iter()
        .map(|s| {
            let tag = if Some(s.seat) == v.you {
                " (you)".to_string()
            } else {
                match &s.player {
                    Some(p) if p.computer => {
                        format!(" (computer, {})", p.level.as_deref().unwrap_or("?"))
                    }
                    _ if s.away_secs.is_some() => " (away)".to_string(),
                    _ => String::new(),
                }
            };
            format!("{}={}{tag}", s.seat_name, tcp_name(s))
        })
        .collect();
    lines.push(format!("{} {}", LineTag::Players, list.join(", ")));
    if let Some(t) = v.to_move {
        if v.you == Some(t) {
            let name = v.seats[t.index()].seat_name;
            lines.push(format!("{} it is your turn ({name})", LineTag::Turn));
            let legal: Vec<&str> = v.legal.iter().map(|l| l.notation.as_str()).collect();
            lines.push(format!(
                "{} enter your move (you are {name}; legal: {})",
                LineTag::YourMove,
                legal.join(" ")
            ));
        } else {
            lines.push(format!(
                "{} it is {}'s turn; please wait",
                LineTag::Turn,
                label(v, t)
            ));
        }
    }
    lines
}

/// The END line: the winners first, then the losers, then the rest, each named with their
/// seat, so it cannot be read the wrong way round.
fn end_line(v: &TableView) -> String {
    let Some(o) = &v.outcome else {
        return "the game is over".into();
    };
    let mut parts = Vec::new();
    if o.is_draw() {
        parts.push(format!("draw ({})", o.reason));
    } else {
        for (what, wanted) in [
            ("winner", SeatResult::Win),
            ("loser", SeatResult::Loss),
            ("survivor", SeatResult::Survivor),
        ] {
            let seats: Vec<String> = (0..v.seats.len())
                .filter(|&i| o.results.get(i) == Some(&wanted))
                .map(|i| label(v, Seat(i as u8)))
                .collect();
            if !seats.is_empty() {
                parts.push(format!("{what}: {}", seats.join(" and ")));
            }
        }
        parts.push(format!("({})", o.reason));
    }
    if let Some(scores) = &o.scores {
        let s: Vec<String> = v
            .seats
            .iter()
            .zip(scores)
            .map(|(seat, p)| format!("{}={p}", tcp_name(seat)))
            .collect();
        parts.push(format!("scores {}", s.join(" ")));
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::shorten_quotes;

    #[test]
    fn long_quotes_are_cut_and_short_ones_kept() {
        let long = format!("there is no table '{}'", "t".repeat(300));
        assert_eq!(
            shorten_quotes(&long, 20),
            format!("there is no table '{}…'", "t".repeat(20))
        );
        let short = "'KC' can be played 2 ways: 1) KC 2) KC:4S";
        assert_eq!(shorten_quotes(short, 20), short);
        assert_eq!(shorten_quotes("it's fine", 2), "it's fine");
    }
}
