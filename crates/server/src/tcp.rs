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

use crate::admission::{Refused, turn_away};
use crate::conn::{ConnId, Outbox, Outgoing, Update};
use crate::hub::Hub;
use crate::limits::{REFUSALS_BEFORE_DISCONNECT, RateLimit};
use crate::lines::{Line, LineReader};
use crate::table_task::{Action, TableCmd};
use parlour_catalog::GameKind;
use parlour_catalog::table::{MoveView, Phase, SeatView, TableView};
use parlour_core::{Message, Seat, SeatResult};
use parlour_i18n::{Lang, names};
use parlour_protocol::{ErrorCode, ErrorInfo, LineTag, PlayerInfo, SeatChoice, TableId};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio_util::sync::CancellationToken;

/// A line longer than this is not a move; it is refused without being echoed.
const LONGEST_MOVE: usize = 100;

/// Text a client typed is quoted back in an error (`'zz' is not a move`) only up to this
/// many characters, then `…`: enough to recognise it, never a whole long line.
const LONGEST_ECHO: usize = 20;

/// The words the door reads as commands once a player is named; typed at the nickname
/// prompt they are taken as a command too early, not as a name (`NICK ann` names ann).
const DOOR_COMMANDS: &[&str] = &[
    "nick", "tables", "play", "new", "join", "watch", "leave", "board", "moves", "draw", "accept",
    "decline", "resign", "ready", "takeover", "newkey",
];

/// Accepts connections until the server shuts down.
pub async fn serve(listener: TcpListener, hub: Arc<Hub>) {
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    let slot = match hub.admissions.admit(peer.ip()) {
                        Ok(slot) => slot,
                        Err(why) => {
                            let (key, limit) = match why {
                                Refused::Full => ("tcp-server-full", hub.config.max_connections),
                                Refused::AddressFull => ("tcp-address-full", hub.config.max_per_address),
                            };
                            tracing::warn!(%peer, ?why, "tcp refused");
                            let words = parlour_i18n::say(
                                hub.config.lang,
                                &Message::new(key).with("limit", limit),
                            );
                            let refusal = format!("{} {words}\r\n", LineTag::Error);
                            hub.tracker.spawn(turn_away(stream, refusal, hub.config.write_timeout));
                            continue;
                        }
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

/// How a connection came to the table it follows, which decides how a game it finds there
/// already begun is told.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Arrival {
    /// It sat down or opened the table: a game it sees is a game beginning (`START`).
    #[default]
    Seated,
    /// Back at its own seat (`TOKEN`, `JOIN` again): a game being played is the one it left,
    /// not a new one.
    Back,
    /// Watching: a game with moves played was under way before it came.
    Watching,
}

/// How many seats given up a connection remembers, to tell a refusal of one (the rest are
/// old).
const GIVING_UP: usize = 16;

/// What this connection has already told its player about the current table, so each new
/// state is told as what changed.
#[derive(Default)]
struct Seen {
    arrival: Arrival,
    game_number: u64,
    /// The moves of this game told so far, by seat and notation.
    moves: Vec<(Seat, String)>,
    to_move: Option<Seat>,
    /// The WAIT line's words and counts.
    waiting: Option<(&'static str, usize, usize)>,
    draw: Option<String>,
    ended: u64,
    /// The game after which the door said `READY` for the player (the table's answer may
    /// not have come yet).
    said_ready: u64,
    away: Vec<usize>,
    /// Who played each seat of this game: one who left before its end is still named in `END`.
    players: Vec<String>,
    /// The other people at the table whose connection is gone, by name.
    gone: Vec<String>,
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
    /// The last game this connection told the `END` of (kept when `seen` starts again, so
    /// that coming back to the table later does not tell it as new).
    told_end: Option<(TableId, u64)>,
    /// The language of this connection's lines (the server's, until `LANG` changes it).
    lang: Lang,
    /// Quick-play seats given up (`LeaveBetweenGames`), by request id (the newest last): a
    /// refusal of one means its game began meanwhile.
    giving_up: VecDeque<(u64, TableId)>,
    next_req: u64,
    /// Where the connection comes from (the tables opened from one address are counted).
    address: Option<std::net::IpAddr>,
    /// The last game begun at another table of one's own that this connection said waits
    /// for one's move there (said once).
    told_elsewhere: Option<(TableId, u64)>,
}

async fn handle(stream: TcpStream, hub: Arc<Hub>, id: ConnId) -> std::io::Result<()> {
    let _ = stream.set_nodelay(true);
    let address = stream.peer_addr().ok().map(|a| a.ip());
    let (rd, wr) = stream.into_split();
    let mut reader = LineReader::new(rd);
    let kill = CancellationToken::new();
    let (outbox, mut incoming) = Outbox::with_text(id, kill.clone());
    let mut c = Conn {
        hub: Arc::clone(&hub),
        id,
        address,
        out: wr,
        outbox,
        player: None,
        table: None,
        opened: Vec::new(),
        seen: Seen::default(),
        told_end: None,
        lang: hub.config.lang,
        giving_up: VecDeque::new(),
        next_req: 0,
        told_elsewhere: None,
    };
    c.outbox.set_lang(c.lang);
    c.greet().await?;
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
                        let _ = c.send(LineTag::Bye, &c.tr("tcp-flood-bye")).await;
                        break Ok(());
                    }
                    let rate = config.message_rate;
                    let words = c.say(Message::new("tcp-slow-down").with("rate", rate));
                    c.send(LineTag::Error, &words).await?;
                    continue;
                }
                // Boxed, as `on_outgoing` below.
                match Box::pin(c.on_line(line)).await? {
                    Flow::Continue => {}
                    Flow::Quit => break Ok(()),
                }
            }
            Some(o) = incoming.recv() => {
                if let Outgoing::SignedOut(_) = o {
                    tracing::info!("tcp connection closed: the token changed elsewhere");
                    let words = c.tr("tcp-signed-out-bye");
                    let _ = c.send(LineTag::Bye, &words).await;
                    break Ok(());
                }
                // In futures of their own: inline, the biggest steps (a command awaits the
                // store and the hub) made every idle connection's future as big as they are
                // (3 KB instead of 1.1).
                Box::pin(c.on_outgoing(o)).await?
            }
            _ = tokio::time::sleep_until(idle_at) => {
                // Silence is idle only for a connection that sits nowhere: a seated player
                // may be thinking, or waiting for the others.
                let seated = c.player.as_ref().is_some_and(|p| !hub.tables_of(p.id).is_empty());
                if seated {
                    heard = tokio::time::Instant::now();
                    continue;
                }
                tracing::info!("tcp connection closed: idle");
                let quiet = duration_words(c.lang, config.tcp_idle_after);
                let words = c.say(Message::new("tcp-idle-bye").with("quiet", quiet));
                let _ = c.send(LineTag::Bye, &words).await;
                break Ok(());
            }
            _ = kill.cancelled() => break Ok(()),
            _ = hub.shutdown.cancelled() => {
                // One node of several stops: the others keep the game, now.
                let words = c.tr(match hub.cluster() {
                    Some(_) => "tcp-shutdown-bye-node",
                    None => "tcp-shutdown-bye",
                });
                c.send(LineTag::Bye, &words).await?;
                break Ok(());
            }
        }
    };
    c.closed();
    let _ = c.out.shutdown().await;
    // Briefly: the client may still be sending (a flood), and its unread lines would turn
    // the close into a reset that can throw away the BYE.
    let _ = tokio::time::timeout(Duration::from_millis(500), reader.drain(1 << 20)).await;
    result
}

enum Flow {
    Continue,
    Quit,
}

/// The help lines as they are sent, ending with the list of tags a server line starts with.
fn help_lines(lang: Lang) -> Vec<String> {
    let tags: Vec<&str> = LineTag::ALL.iter().map(|t| t.as_str()).collect();
    let help = parlour_i18n::tr(lang, "tcp-help");
    help.lines()
        .map(|l| l.trim_end().to_string())
        .chain([parlour_i18n::say(
            lang,
            &Message::new("tcp-help-tags").with("tags", tags.join(" ")),
        )])
        .map(|l| format!("{} {l}", LineTag::Help))
        .collect()
}

impl<W: AsyncWrite + Unpin> Conn<W> {
    /// `key` in this connection's language.
    fn tr(&self, key: &'static str) -> String {
        parlour_i18n::tr(self.lang, key)
    }

    /// A message in this connection's language.
    fn say(&self, m: Message) -> String {
        parlour_i18n::say(self.lang, &m)
    }

    /// A refusal in this connection's language.
    fn refusal(&self, e: &ErrorInfo) -> String {
        crate::refusals::text(self.lang, e)
    }

    /// The greeting and the nickname prompt.
    async fn greet(&mut self) -> std::io::Result<()> {
        let quick = self.hub.config.quick_game;
        // Each name as the language lists a title («Слон, Лиса и Мышь» has commas of its
        // own, and would read as three games in a list without quotes).
        let games: Vec<String> = GameKind::ALL
            .iter()
            .map(|k| {
                let name = names::game(self.lang, k.id());
                self.say(Message::new("tcp-game-in-list").with("name", name))
            })
            .collect();
        let welcome = self.say(
            Message::new("tcp-welcome")
                .with("games", games.join(", "))
                .with("game", names::game(self.lang, quick.id()))
                .with("summary", names::summary(self.lang, quick.id()))
                .with("players", quick.info().seat_names.len()),
        );
        self.send(LineTag::Welcome, &welcome).await?;
        self.prompt_nick().await
    }

    async fn prompt_nick(&mut self) -> std::io::Result<()> {
        let words = self.tr("tcp-nick-prompt");
        self.send(LineTag::Nick, &words).await
    }

    /// `LANG`: lists the languages; `LANG vi`: speaks Vietnamese from now on.
    async fn language(&mut self, code: &str) -> std::io::Result<()> {
        if code.is_empty() {
            let list: Vec<String> = Lang::ALL
                .iter()
                .map(|l| format!("{} ({})", l.code(), l.name()))
                .collect();
            let words = self.say(
                Message::new("tcp-languages")
                    .with("list", list.join(", "))
                    .with("current", self.lang.code()),
            );
            return self.send(LineTag::Info, &words).await;
        }
        match Lang::parse(code) {
            Some(lang) => {
                self.lang = lang;
                self.outbox.set_lang(lang);
                let words = self.say(Message::new("tcp-language-set").with("name", lang.name()));
                self.send(LineTag::Info, &words).await?;
                // Before a nickname the greeting and the prompt are said again, now in words
                // they read (`parlour connect --lang ru` asks at once, and shows only these).
                if self.player.is_none() {
                    self.greet().await?;
                }
                // At a table the board is drawn again in the new words: the table sends its
                // state again, and the block goes out as at a new turn.
                if let Some(table) = self.table.clone() {
                    self.seen.to_move = None;
                    self.open(&table, self.player.clone());
                }
                Ok(())
            }
            None => {
                let words = self.say(Message::new("tcp-no-such-language").with("code", code));
                self.send(LineTag::Error, &words).await
            }
        }
    }

    /// `RULES nines [variant]`: a game's rules and computer levels, one `RULES` line each;
    /// `RULES` alone: those of the table this connection follows.
    async fn rules(&mut self, args: &str) -> std::io::Result<()> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let asked = match words.as_slice() {
            [] => self
                .seen
                .last
                .as_ref()
                .map(|u| (u.view.game.to_string(), Some(u.view.variant.clone()))),
            [game] => Some((game.to_string(), None)),
            [game, variant, ..] => Some((game.to_string(), Some(variant.to_string()))),
        };
        let Some((game, variant)) = asked else {
            let words = self.tr("tcp-rules-which-game");
            return self.send(LineTag::Error, &words).await;
        };
        let text = game
            .parse::<GameKind>()
            .and_then(|kind| crate::words::rules(self.lang, kind, variant.as_deref()));
        match text {
            Ok(text) => {
                let lines: Vec<String> = text
                    .lines()
                    .map(|l| match l.trim_end() {
                        "" => LineTag::Rules.to_string(),
                        l => format!("{} {l}", LineTag::Rules),
                    })
                    .collect();
                self.send_lines(&lines).await
            }
            Err(e) => {
                let words = self.refusal(&ErrorInfo::from(&e));
                self.send(LineTag::Error, &words).await
            }
        }
    }

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
            parlour_protocol::shorten_quotes(text, LONGEST_ECHO)
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
                let words = self
                    .say(Message::new("tcp-line-too-long").with("limit", crate::lines::MAX_LINE));
                self.send(LineTag::Invalid, &words).await?;
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
                let words = match self.table {
                    Some(_) => self.tr("tcp-goodbye-seated"),
                    None => self.tr("tcp-goodbye"),
                };
                self.send(LineTag::Bye, &words).await?;
                return Ok(Flow::Quit);
            }
            "help" => {
                let lines = help_lines(self.lang);
                self.send_lines(&lines).await?;
                return Ok(Flow::Continue);
            }
            "lang" => {
                self.language(rest.trim()).await?;
                return Ok(Flow::Continue);
            }
            "rules" => {
                self.rules(&rest).await?;
                return Ok(Flow::Continue);
            }
            _ => {}
        }
        let Some(player) = self.player.clone() else {
            self.choose_nick(&word, &rest, &text).await?;
            return Ok(Flow::Continue);
        };
        // The door shows one table: going to another in the middle of one's game would leave
        // that game waiting for a player who is connected, so never away (nobody could let
        // a computer take the seat).
        let elsewhere = match word.as_str() {
            "play" | "new" => true,
            // (A table that does not exist is said so first.)
            "join" | "watch" => {
                self.table.as_deref() != Some(rest.trim()) && self.hub.table(rest.trim()).is_some()
            }
            _ => false,
        };
        if let Some(table) = self.game_in_hand().filter(|_| elsewhere) {
            let words = self.say(Message::new("tcp-busy-playing").with("table", table));
            self.send(LineTag::Error, &words).await?;
            return Ok(Flow::Continue);
        }
        match word.as_str() {
            "board" | "moves" | "" if self.table.is_none() => {
                let words = self.tr("tcp-not-seated");
                self.send(LineTag::Error, &words).await?;
            }
            "board" | "moves" | "" => {
                // Before the first game: what the table still waits for.
                let waiting = self
                    .shown()
                    .filter(|u| self.seen.block.is_empty() && u.view.phase == Phase::Waiting)
                    .map(|u| self.wait_words(&u.view));
                if let Some(words) = waiting {
                    self.send(LineTag::Wait, &words).await?;
                } else if self.seen.block.is_empty() {
                    let words = self.tr("tcp-no-game");
                    self.send(LineTag::Info, &words).await?;
                } else {
                    // MOVES: the legal moves (or whose turn it is), not the whole drawing.
                    let block: Vec<String> = if word == "moves" {
                        lines_tagged(&self.seen.block, &[LineTag::Turn, LineTag::YourMove])
                    } else {
                        self.seen.block.clone()
                    };
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
                    Err(e) => {
                        let words = self.refusal(&ErrorInfo::from(&e));
                        self.send(LineTag::Error, &words).await?
                    }
                }
            }
            "new" => self.new_table(&player, &rest).await?,
            "join" | "watch" if rest.trim().is_empty() => {
                let words =
                    self.say(Message::new("tcp-which-table").with("command", word.to_uppercase()));
                self.send(LineTag::Error, &words).await?;
            }
            "join" => self.join(&player, rest.trim()).await?,
            "watch" => {
                let t = rest.trim().to_string();
                if self.hub.table(&t).is_none() {
                    let words = self.refusal(&crate::hub::unknown_table(&t));
                    self.send(LineTag::Error, &words).await?;
                } else if self.hub.tables_of(player.id).contains(&t) {
                    // One's own table: back at one's place ("you are watching" would be
                    // untrue, and a LEAVE meant to stop watching would give up the place).
                    self.come_back(&player, &t).await?;
                } else {
                    // Watching elsewhere: a quick seat whose game has not begun is given up,
                    // or its game would start with a player who is not looking.
                    self.give_up_waiting_seats(&player, &t).await?;
                    self.follow(&t, Some(player), Arrival::Watching);
                    let words = self.say(Message::new("tcp-watching").with("table", t));
                    self.send(LineTag::Info, &words).await?;
                }
            }
            // A spectator's LEAVE stops watching; a player's leaves the place.
            // `LEAVE t41` names a table: that one's place, not the followed table's.
            "leave"
                if !rest.is_empty()
                    && !rest.eq_ignore_ascii_case(self.table.as_deref().unwrap_or("")) =>
            {
                self.leave_other(&player, &rest).await?
            }
            "leave" if self.watching() => self.stop_watching().await?,
            "leave" => self.act(Action::Leave),
            // Offering a draw to one who has just offered one accepts it (it was answered
            // "not your turn", since offers are made on one's turn).
            "draw" if self.may_answer_draw() => self.act(Action::AnswerDraw(true)),
            "draw" => self.act(Action::OfferDraw),
            "accept" => self.act(Action::AnswerDraw(true)),
            "decline" => self.act(Action::AnswerDraw(false)),
            "resign" => self.act(Action::Resign),
            "ready" => self.ready().await?,
            "takeover" => self.take_over(&rest).await?,
            "newkey" => match self.hub.new_key(&player, self.id).await {
                Ok(token) => {
                    let words = self.say(Message::new("tcp-new-key").with("token", token));
                    self.send(LineTag::Info, &words).await?;
                }
                Err(e) => {
                    let words = self.refusal(&e);
                    self.send(LineTag::Error, &words).await?;
                }
            },
            "token" | "nick" => {
                let words = self.say(Message::new("tcp-already-named").with("nick", player.nick));
                self.send(LineTag::Error, &words).await?;
            }
            // `MOVE d6`, as the server's own lines tag a move: the move.
            "move" if !rest.is_empty() => self.typed(rest).await?,
            _ => self.typed(text).await?,
        }
        Ok(Flow::Continue)
    }

    /// A line that is no command: a move for the table.
    async fn typed(&mut self, text: String) -> std::io::Result<()> {
        // A word of letters typed with no game of one's own in hand was meant as a command
        // (`FOO` was answered "the game has not started yet").
        let word_alone = text.chars().count() >= 3 && text.chars().all(char::is_alphabetic);
        if word_alone && self.game_in_hand().is_none() {
            let words =
                self.say(Message::new("tcp-unknown-command").with("command", text.as_str()));
            self.send(LineTag::Error, &words).await?;
        } else if self.table.is_none() {
            let words = self.tr("tcp-not-seated");
            self.send(LineTag::Error, &words).await?;
        } else if text.len() > LONGEST_MOVE && self.game_in_hand().is_some() {
            // (With no game on, the table says so, not "enter your move again".)
            let words =
                self.say(Message::new("tcp-not-a-move").with("length", text.chars().count()));
            self.send(LineTag::Invalid, &words).await?;
        } else {
            self.act(Action::Typed(text));
        }
        Ok(())
    }

    async fn choose_nick(&mut self, word: &str, rest: &str, text: &str) -> std::io::Result<()> {
        let identified = match word {
            // The word alone: what goes after it is asked for, not refused as a name.
            "token" | "nick" if rest.is_empty() => {
                let key = if word == "token" {
                    "tcp-token-alone"
                } else {
                    "tcp-nick-alone"
                };
                let words = self.tr(key);
                return self.send(LineTag::Nick, &words).await;
            }
            "token" => self.hub.identify(Some(rest), None, &self.outbox).await,
            // The prompt's tag is NICK: typing it before the name is understood.
            "nick" if !rest.is_empty() => self.hub.identify(None, Some(rest), &self.outbox).await,
            // A command before any name: most likely not meant as one.
            w if DOOR_COMMANDS.contains(&w) => {
                let words =
                    self.say(Message::new("tcp-nick-first").with("command", w.to_uppercase()));
                return self.send(LineTag::Nick, &words).await;
            }
            _ => self.hub.identify(None, Some(text), &self.outbox).await,
        };
        match identified {
            Ok((you, token)) => {
                tracing::info!(player = %you.nick, "player arrived (tcp)");
                let words = self.say(
                    Message::new("tcp-hello")
                        .with("nick", you.nick.as_str())
                        .with("token", token.as_str()),
                );
                self.send(LineTag::Info, &words).await?;
                self.player = Some(you.clone());
                let replaced = self.hub.take_replaced(you.id);
                for t in &replaced {
                    let words =
                        self.say(Message::new("tcp-you-were-replaced").with("table", t.as_str()));
                    self.send(LineTag::Info, &words).await?;
                }
                if let Some(t) = self.comeback_table(&you) {
                    self.come_back(&you, &t).await?;
                } else {
                    let kind = self.hub.config.quick_game;
                    let variant = self.hub.config.quick_variant.clone();
                    self.quick_play(&you, kind, variant.as_deref()).await?;
                    // Told where their place went, they are told where they are now.
                    if let Some(t) = self.table.clone().filter(|_| !replaced.is_empty()) {
                        let words = self.say(Message::new("tcp-now-at").with("table", t));
                        self.send(LineTag::Info, &words).await?;
                    }
                }
            }
            Err(e) => {
                // Only a name refused for itself asks for another one (a full disk did).
                let key = if matches!(e.code, ErrorCode::NickTaken | ErrorCode::NickInvalid) {
                    "tcp-nick-another"
                } else {
                    "tcp-nick-again"
                };
                let words = self.say(Message::new(key).with("error", self.refusal(&e)));
                self.send(LineTag::Nick, &words).await?;
            }
        }
        Ok(())
    }

    /// The table a returning player is taken to: the newest of theirs where a game is being
    /// played (their move may be awaited there), else the newest they sit at.
    fn comeback_table(&self, player: &PlayerInfo) -> Option<TableId> {
        let tables = self.hub.tables_of(player.id);
        let newest = |t: &&TableId| crate::cluster::table_number(t).unwrap_or(0);
        let playing = |t: &&TableId| {
            self.hub
                .summary_of(t)
                .is_some_and(|s| s.phase == Phase::Playing)
        };
        let in_play = tables.iter().filter(playing).max_by_key(newest);
        in_play
            .or_else(|| tables.iter().max_by_key(newest))
            .cloned()
    }

    /// Takes a player back to their seat at `table`, the game there told as one going on,
    /// and names their other tables.
    async fn come_back(&mut self, player: &PlayerInfo, table: &str) -> std::io::Result<()> {
        let words = self.say(Message::new("tcp-back-at").with("table", table));
        self.send(LineTag::Info, &words).await?;
        let others: Vec<TableId> = self
            .hub
            .tables_of(player.id)
            .into_iter()
            .filter(|t| t != table)
            .collect();
        if !others.is_empty() {
            let words = self.say(Message::new("tcp-also-seated").with("tables", others.join(", ")));
            self.send(LineTag::Info, &words).await?;
        }
        self.follow(table, Some(player.clone()), Arrival::Back);
        Ok(())
    }

    /// Follows `table` from now on (as the player's seat there, or as a spectator).
    /// Whether this connection follows a table where it has no seat.
    /// The followed table, when this player is in the middle of a game there.
    /// The last state seen of the table this connection follows (none before its first).
    fn shown(&self) -> Option<&Arc<Update>> {
        let u = self.seen.last.as_ref()?;
        (self.table.as_deref() == Some(u.table.as_str())).then_some(u)
    }

    fn game_in_hand(&self) -> Option<TableId> {
        if let Some(u) = self.shown()
            && u.view.you.is_some()
            && u.view.phase == Phase::Playing
        {
            return Some(u.table.clone());
        }
        // A game begun a moment ago whose first state has not come yet (three players
        // who typed a nickname and NEW in one breath filled a quick table and went
        // elsewhere, leaving its game waiting for them): the lobby knows already.
        let here = self.table.clone()?;
        let player = self.player.as_ref()?;
        let playing = self
            .hub
            .summary_of(&here)
            .is_some_and(|s| s.phase == Phase::Playing);
        (playing && self.hub.tables_of(player.id).contains(&here)).then_some(here)
    }

    fn watching(&self) -> bool {
        self.table.is_some()
            && match &self.seen.last {
                Some(u) => u.view.you.is_none(),
                // Before its first state: as it was opened.
                None => self.seen.arrival == Arrival::Watching,
            }
    }

    /// Stops following the table watched.
    async fn stop_watching(&mut self) -> std::io::Result<()> {
        let Some(table) = self.table.take() else {
            return Ok(());
        };
        self.stop_receiving(&table);
        self.seen = Seen::default();
        let words = self.say(Message::new("tcp-stopped-watching").with("table", table));
        self.send(LineTag::Info, &words).await
    }

    fn follow(&mut self, table: &str, player: Option<PlayerInfo>, arrival: Arrival) {
        // A new table, or one's own seat come back to, is told from the start.
        if self.table.as_deref() != Some(table) || arrival == Arrival::Back {
            self.seen = Seen {
                arrival,
                ..Seen::default()
            };
        }
        self.table = Some(table.to_string());
        if !self.opened.iter().any(|t| t == table) {
            self.opened.push(table.to_string());
        }
        self.open(table, player);
    }

    /// Asks `table` for its states (the current one comes at once).
    fn open(&self, table: &str, player: Option<PlayerInfo>) {
        let cmd = TableCmd::Open {
            player,
            out: self.outbox.clone(),
            req: None,
        };
        self.hub.send_to_table(table, cmd, &self.outbox, None);
    }

    /// Stops receiving `table`'s states.
    fn stop_receiving(&mut self, table: &str) {
        if let Some(tx) = self.hub.table(table) {
            let _ = tx.try_send(TableCmd::Close { conn: self.id });
        }
        self.opened.retain(|t| t != table);
    }

    /// Sits down at `table`; waits for the answer.
    async fn sit(&mut self, player: &PlayerInfo, table: &str) -> Result<(), ErrorInfo> {
        let Some(tx) = self.hub.table(table) else {
            return Err(crate::hub::unknown_table(table));
        };
        let (reply, answer) = oneshot::channel();
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
                // (A refusal leaves the table followed so far as it was told.)
                if self.table.as_deref() != Some(table) {
                    self.seen = Seen::default();
                }
                self.table = Some(table.to_string());
                if !self.opened.iter().any(|t| t == table) {
                    self.opened.push(table.to_string());
                }
                Ok(())
            }
            Ok(Ok(Err(e))) => Err(e),
            // The table ended without answering.
            Ok(Err(_)) => Err(crate::hub::unknown_table(table)),
            Err(_) => Err(crate::hub::no_answer()),
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
        let mut tried = Vec::new();
        for _ in 0..5 {
            let table = match self
                .hub
                .quick_table(kind, variant, &player.nick, &tried)
                .await
            {
                Ok(t) => t,
                Err(e) => return self.send(LineTag::Error, &self.refusal(&e)).await,
            };
            match self.sit(player, &table).await {
                Ok(()) => {
                    self.give_up_waiting_seats(player, &table).await?;
                    return Ok(());
                }
                Err(e) if matches!(e.code, ErrorCode::TableFull | ErrorCode::GameRunning) => {
                    tried.push(table);
                    continue;
                }
                Err(e) if e.code == ErrorCode::AlreadySeated => {
                    self.follow(&table, Some(player.clone()), Arrival::Seated);
                    self.give_up_waiting_seats(player, &table).await?;
                    return Ok(());
                }
                Err(e) => return self.send(LineTag::Error, &self.refusal(&e)).await,
            }
        }
        let words = self.tr("tcp-no-quick-table");
        self.send(LineTag::Error, &words).await
    }

    async fn join(&mut self, player: &PlayerInfo, table: &str) -> std::io::Result<()> {
        match self.sit(player, table).await {
            Ok(()) => {
                self.give_up_waiting_seats(player, table).await?;
                Ok(())
            }
            // Back to one's own place (even mid-game): the table is drawn again.
            Err(e) if e.code == ErrorCode::AlreadySeated => self.come_back(player, table).await,
            Err(e) => self.send(LineTag::Error, &self.refusal(&e)).await,
        }
    }

    async fn new_table(&mut self, player: &PlayerInfo, args: &str) -> std::io::Result<()> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let Some((game, rest)) = words.split_first() else {
            let words = self.tr("tcp-new-which-game");
            return self.send(LineTag::Error, &words).await;
        };
        let kind: GameKind = match game.parse() {
            Ok(k) => k,
            Err(e) => {
                let words = self.refusal(&ErrorInfo::from(&e));
                return self.send(LineTag::Error, &words).await;
            }
        };
        let n = kind.info().seat_names.len();
        // A variant is named first when it is one (`NEW nines standard me hard`), or when
        // there is one word more than seats (then an unknown one is refused by name).
        let (variant, seats) = match rest.split_first() {
            Some((v, seats))
                if kind.info().variants.contains(v)
                    || (rest.len() == n + 1
                        && !["me", "open"].contains(v)
                        && !kind.levels().contains(v)) =>
            {
                (Some(*v), seats)
            }
            _ => (None, rest),
        };
        // One level alone, `NEW nines hard`: you against that level (it was refused for
        // naming one seat of two).
        let against: Vec<&str>;
        let seats = match seats {
            [level] if n > 1 && kind.check_level(level).is_ok() => {
                against = std::iter::once("me")
                    .chain(std::iter::repeat_n(*level, n - 1))
                    .collect();
                &against[..]
            }
            _ => seats,
        };
        if !seats.is_empty() && seats.len() != n {
            let mut example = vec!["me"];
            example.resize(n, "hard");
            let words = self.say(
                Message::new("tcp-new-seats")
                    .with("game", kind.id())
                    .with("count", n)
                    .with("given", seats.len())
                    .with("levels", kind.levels().join(", "))
                    .with(
                        "example",
                        format!("NEW {} {}", kind.id(), example.join(" ")),
                    ),
            );
            return self.send(LineTag::Error, &words).await;
        }
        let mut seats: Vec<SeatChoice> = seats.iter().map(|s| SeatChoice::parse(s)).collect();
        if seats.is_empty() {
            seats.push(SeatChoice::Me);
            seats.resize(n, SeatChoice::Computer("medium".into()));
        }
        match self
            .hub
            .create_table(
                Some(player),
                self.address,
                kind.id(),
                variant,
                None,
                &seats,
                false,
            )
            .await
        {
            Ok(t) => {
                let words = self.say(Message::new("tcp-table-open").with("table", t.as_str()));
                self.send(LineTag::Info, &words).await?;
                // A place for someone else: say how they take it.
                if seats.contains(&SeatChoice::Open) {
                    let words = self.say(Message::new("tcp-how-to-join").with("table", t.as_str()));
                    self.send(LineTag::Info, &words).await?;
                }
                self.follow(&t, Some(player.clone()), Arrival::Seated);
                self.give_up_waiting_seats(player, &t).await?;
                Ok(())
            }
            Err(e) => self.send(LineTag::Error, &self.refusal(&e)).await,
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
                        let who = door_name(s.seat_name, s.player.as_deref(), s.computer);
                        format!("{}={who}", s.seat_name)
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
            lines.push(format!("{} {}", LineTag::Table, self.tr("tcp-no-tables")));
        }
        self.send_lines(&lines).await
    }

    async fn take_over(&mut self, who: &str) -> std::io::Result<()> {
        let Some(update) = self.seen.last.clone() else {
            let words = self.tr("tcp-takeover-nowhere");
            return self.send(LineTag::Error, &words).await;
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
                self.act(Action::TakeOver {
                    place,
                    level: "medium".into(),
                });
                Ok(())
            }
            None if who.is_empty() => {
                let words = self.tr("tcp-takeover-whom");
                self.send(LineTag::Error, &words).await
            }
            // A seat mistyped: the ones there are, as typed ("fox | mouse").
            None => {
                let seats: Vec<String> = update
                    .view
                    .seats
                    .iter()
                    .map(|s| s.seat_name.to_string())
                    .collect();
                let words = self.say(
                    Message::new("tcp-takeover-no-seat")
                        .with("who", who.as_str())
                        .with("seats", seats.join(" | ")),
                );
                self.send(LineTag::Error, &words).await
            }
        }
    }

    /// Gives up the player's seats at quick-play tables other than `here` whose game they
    /// have not played: nobody should wait there, or start a game, for a player busy
    /// elsewhere. A game begun a moment ago (the last place taken as the player went) is
    /// called off, as leaving before one's first move calls it off: it waited for players
    /// who were connected, so never away, and nobody could let a computer take their seats.
    /// A seat in a game the player has moved in is kept, and they are told where it waits
    /// (see `seat_kept`).
    async fn give_up_waiting_seats(
        &mut self,
        player: &PlayerInfo,
        here: &str,
    ) -> std::io::Result<()> {
        let quick: Vec<TableId> = self
            .hub
            .tables_of(player.id)
            .into_iter()
            .filter(|t| t != here && self.hub.summary_of(t).is_some_and(|s| s.quick))
            .collect();
        for table in quick {
            let req = self.remember(table.clone());
            self.act_at(&table, player.id, Action::LeaveBetweenGames, Some(req));
            // Its states are not this connection's business any more (a seat kept because
            // its game began meanwhile keeps them coming: the table ignores this then).
            self.stop_receiving(&table);
        }
        Ok(())
    }

    /// `LEAVE t41` while at another table: gives up the place at `named` (a game being
    /// played there is resigned, or called off, as a `LEAVE` there would), and the
    /// followed table stays (it was left instead, and the one named kept).
    async fn leave_other(&mut self, player: &PlayerInfo, named: &str) -> std::io::Result<()> {
        let mine = self.hub.tables_of(player.id);
        let Some(table) = mine.into_iter().find(|t| t.eq_ignore_ascii_case(named)) else {
            let words = self.say(Message::new("tcp-not-at-table").with("table", named));
            return self.send(LineTag::Error, &words).await;
        };
        self.act_at(&table, player.id, Action::Leave, None);
        self.stop_receiving(&table);
        let words = match self.table.clone() {
            Some(here) => self.say(
                Message::new("tcp-you-left-other")
                    .with("table", table)
                    .with("here", here),
            ),
            None => self.say(Message::new("tcp-you-left").with("table", table)),
        };
        self.send(LineTag::Info, &words).await
    }

    /// Remembers a seat being given up at `table`; returns the request's id.
    fn remember(&mut self, table: TableId) -> u64 {
        self.next_req += 1;
        if self.giving_up.len() == GIVING_UP {
            self.giving_up.pop_front();
        }
        self.giving_up.push_back((self.next_req, table));
        self.next_req
    }

    /// The table whose seat the request `req` gave up, if it is remembered (once: a
    /// refusal comes only once).
    fn recall(&mut self, req: Option<u64>) -> Option<TableId> {
        let at = self.giving_up.iter().position(|(id, _)| Some(*id) == req)?;
        self.giving_up.remove(at).map(|(_, table)| table)
    }

    /// Sends `action` to the followed table.
    fn act(&mut self, action: Action) {
        let (Some(player), Some(table)) = (&self.player, &self.table) else {
            self.outbox.error(
                None,
                None,
                ErrorInfo::new(ErrorCode::NotSeated, self.tr("tcp-not-seated")),
            );
            return;
        };
        let (table, player) = (table.clone(), player.id);
        self.act_at(&table, player, action, None);
    }

    /// Sends `action` of `player` to `table` (the door sends no versions: it is read as
    /// typed); a refusal comes back with `req`.
    fn act_at(
        &self,
        table: &str,
        player: crate::players::PlayerId,
        action: Action,
        req: Option<u64>,
    ) {
        let cmd = TableCmd::Act {
            player,
            version: None,
            action,
            out: self.outbox.clone(),
            req,
        };
        self.hub.send_to_table(table, cmd, &self.outbox, req);
    }

    async fn on_outgoing(&mut self, o: Outgoing) -> std::io::Result<()> {
        match o {
            Outgoing::State(u) => {
                if self.table.as_deref() == Some(u.table.as_str()) {
                    self.on_state(u).await?;
                } else {
                    self.state_elsewhere(&u).await?;
                }
            }
            Outgoing::Error(r) => {
                let given_up = self.recall(r.id);
                self.on_error(r.error, given_up).await?
            }
            // The connection loop says it and closes.
            Outgoing::SignedOut(_) => {}
            Outgoing::Closed(c) => {
                let (table, reason) = (c.table, c.reason);
                if self.table.as_deref() == Some(table.as_str()) {
                    self.table = None;
                    self.seen = Seen::default();
                    // A stopping server's BYE follows and says the game is kept: "closed;
                    // type PLAY or TABLES" would send the player to a door that is closing.
                    if reason == crate::table_task::SHUTDOWN {
                        return Ok(());
                    }
                    let why = match reason.as_str() {
                        "abandoned" => self.tr("tcp-closed-abandoned"),
                        "closed" => self.tr("tcp-closed-closed"),
                        other => other.to_string(),
                    };
                    let words = self.say(
                        Message::new("tcp-table-closed")
                            .with("table", table)
                            .with("reason", why),
                    );
                    self.send(LineTag::Info, &words).await?;
                }
            }
        }
        Ok(())
    }

    async fn on_error(&mut self, e: ErrorInfo, given_up: Option<TableId>) -> std::io::Result<()> {
        if let Some(table) = given_up {
            return self.seat_kept(table, &e).await;
        }
        let error = self.refusal(&e);
        match e.code {
            ErrorCode::MalformedMove => {
                let words = self.say(Message::new("tcp-malformed").with("error", error));
                self.send(LineTag::Invalid, &words).await?;
                self.resend_block().await
            }
            ErrorCode::IllegalMove | ErrorCode::ChooseMove => {
                let words = self.say(Message::new("tcp-illegal").with("error", error));
                self.send(LineTag::Invalid, &words).await?;
                self.resend_block().await
            }
            ErrorCode::NotYourTurn => {
                let who = self
                    .seen
                    .last
                    .as_ref()
                    .and_then(|u| u.view.to_move.map(|s| label(self.lang, &u.view, s)))
                    .unwrap_or_else(|| self.tr("tcp-another-player"));
                let words = self.say(Message::new("tcp-not-your-turn").with("who", who));
                self.send(LineTag::NotYourTurn, &words).await
            }
            ErrorCode::DrawRefused => {
                let words = self.say(Message::new("tcp-draw-refused").with("error", error));
                self.send(LineTag::Error, &words).await?;
                // Refused on one's own turn: the move is still awaited, so asked again (as
                // after a move refused), or the player sees no prompt.
                if !self.seen.last.as_ref().is_some_and(|u| your_turn(&u.view)) {
                    return Ok(());
                }
                let ask = lines_tagged(&self.seen.block, &[LineTag::YourMove]);
                self.send_lines(&ask).await
            }
            _ => self.send(LineTag::Error, &error).await,
        }
    }

    /// A quick-play seat was not given up: its game began meanwhile, so it is kept and the
    /// player told where it waits (any other refusal means the seat was gone already).
    async fn seat_kept(&mut self, table: TableId, e: &ErrorInfo) -> std::io::Result<()> {
        if e.code != ErrorCode::GameRunning {
            return Ok(());
        }
        if !self.opened.contains(&table) {
            self.opened.push(table.clone());
        }
        let words = self.say(Message::new("tcp-seat-kept").with("table", table));
        self.send(LineTag::Info, &words).await
    }

    async fn resend_block(&mut self) -> std::io::Result<()> {
        let block = self.seen.block.clone();
        self.send_lines(&block).await
    }

    /// A state of another table where one has a place (a table one opened and kept while
    /// playing here): when a game has begun there with one's move, says so once, and how to
    /// get to it or out of it (the door shows one table; the other players wait).
    async fn state_elsewhere(&mut self, u: &Update) -> std::io::Result<()> {
        let v = &u.view;
        let game = (u.table.clone(), v.game_number);
        if !your_turn(v) || self.told_elsewhere.as_ref() == Some(&game) {
            return Ok(());
        }
        self.told_elsewhere = Some(game);
        let words = self.say(
            Message::new("tcp-move-elsewhere")
                .with("table", u.table.as_str())
                .with("game", names::game(self.lang, v.game)),
        );
        self.send(LineTag::Info, &words).await
    }

    /// Tells what changed since the last state of the followed table.
    async fn on_state(&mut self, u: Arc<Update>) -> std::io::Result<()> {
        let v = &u.view;
        let lang = self.lang;
        let first_sight = self.seen.last.is_none();
        // The player's LEAVE (or a leave from another of their connections) went through:
        // what it did to the game is told, then the door stops showing the table.
        let left = self
            .seen
            .last
            .as_ref()
            .is_some_and(|l| l.view.you.is_some())
            && v.you.is_none();
        let mut lines = Vec::new();
        // A game that ended before this connection came (to watch, to sit down, or back to
        // its own table) is not replayed move by move. Its result is said in one INFO line,
        // but to a player back with TOKEN, who has not been told its END here: that END is
        // theirs (a program at the door waits for it).
        let history = first_sight && v.phase == Phase::Over;
        let told_before = self.seen.arrival != Arrival::Back
            || self.told_end.as_ref() == Some(&(u.table.clone(), v.game_number));
        let new_game = v.game_number != self.seen.game_number && v.phase != Phase::Waiting;
        if new_game {
            self.seen.game_number = v.game_number;
            self.seen.moves.clear();
            self.seen.to_move = None;
            self.seen.draw = None;
            self.seen.waiting = None;
            self.seen.players.clear();
            if first_sight && self.found_under_way(v) {
                // Not a game beginning: said so, then its moves so far (a player back after
                // a lost connection reads what happened meanwhile).
                if v.phase == Phase::Playing {
                    lines.push(format!("{} {}", LineTag::Info, under_way_line(lang, v)));
                }
            } else {
                lines.push(format!("{} {}", LineTag::Start, start_line(lang, v)));
            }
        }
        // The moves told before that this state still has; the rest were taken back (a
        // reader far behind may meet a take-back and new moves in one state).
        let kept = moves_kept(&self.seen.moves, &v.moves);
        let told = self.seen.moves.len();
        if kept < told {
            let words = self.say(Message::new("tcp-taken-back").with("count", told - kept));
            lines.push(format!("{} {words}", LineTag::Info));
            self.seen.moves.truncate(kept);
            self.seen.to_move = None;
        }
        let news = if history { &[][..] } else { &v.moves[kept..] };
        for r in news {
            let who = v
                .seats
                .get(r.seat.index())
                .map(tcp_name)
                .unwrap_or_default();
            // An explanation may take several lines (Isolo explains each lap): every line
            // keeps its tag so the protocol stays one tagged line at a time.
            let text = crate::words::MoveText::new(lang, v.game, r);
            let said = text.lines();
            let mut parts = said.iter().map(|l| l.text);
            let first = parts.next().unwrap_or_default();
            let words = self.say(
                Message::new("tcp-played")
                    .with("who", who)
                    .with("move", r.notation.as_str())
                    .with("text", first),
            );
            lines.push(format!("{} {words}", LineTag::Move));
            lines.extend(parts.map(|p| format!("{}   {p}", LineTag::Move)));
        }
        let moved = kept < told || v.moves.len() != kept;
        self.seen.moves.truncate(kept);
        self.seen
            .moves
            .extend(v.moves[kept..].iter().map(|r| (r.seat, r.notation.clone())));
        let draw = v.draw.as_ref().map(|d| {
            let accepted: Vec<String> = d.accepted_by.iter().map(|s| label(lang, v, *s)).collect();
            let mut text = self
                .say(Message::new("tcp-draw-offered").with("who", label(lang, v, d.offered_by)));
            if !accepted.is_empty() {
                let by =
                    self.say(Message::new("tcp-draw-accepted-by").with("who", accepted.join(", ")));
                text.push_str(&format!("; {by}"));
            }
            if v.actions.answer_draw {
                text.push_str(&format!(": {}", self.tr("tcp-draw-answer")));
            }
            text
        });
        // An offer answered or withdrawn on the turn of the one who made it: they are asked
        // for their move again (the turn had not changed, so the prompt was not repeated,
        // and the door fell silent after "declined the draw offer; play on").
        let mut ask_again = false;
        if draw != self.seen.draw {
            ask_again = draw.is_none() && v.phase == Phase::Playing;
            match &draw {
                Some(d) => lines.push(format!("{} {d}", LineTag::Draw)),
                None if v.phase == Phase::Playing => {
                    // Who declined, or that a move let the offer lapse, when the table says.
                    let words = match &v.draw_declined {
                        Some(d) => self.say(
                            Message::new(if d.lapsed {
                                "tcp-draw-lapsed"
                            } else {
                                "tcp-draw-declined"
                            })
                            .with("who", label(lang, v, d.declined_by)),
                        ),
                        None => self.tr("tcp-draw-off"),
                    };
                    lines.push(format!("{} {words}", LineTag::Draw))
                }
                None => {}
            }
            self.seen.draw = draw;
        }
        let mut block_sent = false;
        if v.phase == Phase::Playing {
            self.remember_players(v);
            // Kept up to date for `BOARD` (someone going away changes it); sent when the
            // game moves on.
            let block = board_block(lang, v, &u.text);
            if new_game || moved || v.to_move != self.seen.to_move {
                self.seen.to_move = v.to_move;
                lines.extend(block.iter().cloned());
                block_sent = true;
            } else if ask_again && your_turn(v) {
                lines.extend(lines_tagged(&block, &[LineTag::YourMove]));
            }
            self.seen.block = block;
        }
        lines.extend(self.presence_lines(v, block_sent));
        let mut away: Vec<usize> = v.actions.take_over.clone();
        away.sort_unstable();
        if away != self.seen.away {
            for &place in away.iter().filter(|p| !self.seen.away.contains(p)) {
                if let Some(s) = v.seats.iter().find(|s| s.place == place) {
                    let words = self.say(
                        Message::new("tcp-away")
                            .with("who", tcp_name(s))
                            .with("secs", s.away_secs.unwrap_or(0))
                            .with("seat", s.seat_name),
                    );
                    lines.push(format!("{} {words}", LineTag::Info));
                }
            }
            self.seen.away = away;
        }
        let mut ready_now = false;
        if v.phase == Phase::Over && self.seen.ended != v.game_number {
            self.seen.ended = v.game_number;
            self.seen.block.clear();
            // A game ended by a move: its last position, as the console shows it (a
            // resignation or an agreed draw leaves the board as it was last drawn).
            if moved && !first_sight {
                let board = board_block(lang, v, &u.text);
                lines.extend(
                    board
                        .into_iter()
                        .filter(|l| l.starts_with(LineTag::Board.as_str())),
                );
            }
            let played = players_of(v, &self.seen.players);
            let result = end_line(lang, v, &played);
            if history && told_before {
                let words = self.say(
                    Message::new("tcp-last-game")
                        .with("game", names::game(lang, v.game))
                        .with("number", v.game_number)
                        .with("result", result),
                );
                lines.push(format!("{} {words}", LineTag::Info));
            } else {
                lines.push(format!("{} {result}", LineTag::End));
                self.told_end = Some((u.table.clone(), v.game_number));
            }
            // The brief's flow: after a game everyone goes back to waiting for the next.
            ready_now = v.actions.ready;
        }
        if v.phase != Phase::Playing && !left {
            let waiting = waiting_for(v);
            if self.seen.waiting != Some(waiting) && !(ready_now && v.phase == Phase::Over) {
                self.seen.waiting = Some(waiting);
                lines.push(format!("{} {}", LineTag::Wait, self.wait_words(v)));
            }
        }
        self.seen.last = Some(Arc::clone(&u));
        if left {
            let table = u.table.clone();
            self.stop_receiving(&table);
            self.table = None;
            self.seen = Seen::default();
            let words = self.say(Message::new("tcp-you-left").with("table", table));
            lines.push(format!("{} {words}", LineTag::Info));
            self.send_lines(&lines).await?;
            return Ok(());
        }
        self.send_lines(&lines).await?;
        if ready_now {
            self.seen.said_ready = v.game_number;
            self.act(Action::Ready);
        }
        Ok(())
    }

    /// Whether a draw offer waits for this player's answer, as the table last said.
    fn may_answer_draw(&self) -> bool {
        self.shown().is_some_and(|u| u.view.actions.answer_draw)
    }

    /// What the table waits for (the `WAIT` line's words): players, or their being ready.
    fn wait_words(&self, v: &TableView) -> String {
        let (key, count, seats) = waiting_for(v);
        let mut words = self.say(Message::new(key).with("count", count).with("seats", seats));
        if self.hub.config.bots && v.seats.iter().any(|s| s.player.is_none()) {
            let bots = self.say(
                Message::new("tcp-bots-after").with("secs", self.hub.config.bot_wait.as_secs()),
            );
            words.push(' ');
            words.push_str(&bots);
        }
        words
    }

    /// `READY` typed. The door says it for a player after each game, so one typed between
    /// games is answered with what the table still waits for (it used to get no answer);
    /// during a game it is refused with what it is for.
    async fn ready(&mut self) -> std::io::Result<()> {
        let view = self.shown().map(Arc::clone);
        let mine = view
            .as_ref()
            .and_then(|u| u.view.you.and_then(|s| u.view.seats.get(s.index())));
        match (&view, mine) {
            (Some(u), Some(_)) if u.view.phase == Phase::Playing => {
                let words = self.tr("tcp-ready-mid-game");
                self.send(LineTag::Error, &words).await
            }
            (Some(u), Some(seat))
                if seat.ready
                    || (u.view.phase == Phase::Over
                        && self.seen.said_ready == u.view.game_number) =>
            {
                let words = self.wait_words(&u.view);
                self.send(LineTag::Wait, &words).await
            }
            _ => {
                self.act(Action::Ready);
                Ok(())
            }
        }
    }

    /// Whether the first state of the followed table shows a game that was under way before
    /// this connection came: it is not announced as beginning.
    fn found_under_way(&self, v: &TableView) -> bool {
        match self.seen.arrival {
            Arrival::Back => true,
            Arrival::Seated => v.phase == Phase::Over,
            Arrival::Watching => v.phase == Phase::Over || !v.moves.is_empty(),
        }
    }

    /// Notes who plays each seat of this game, so `END` names a player who left it.
    fn remember_players(&mut self, v: &TableView) {
        self.seen.players.resize(v.seats.len(), String::new());
        for (name, s) in self.seen.players.iter_mut().zip(&v.seats) {
            if s.player.is_some() {
                *name = tcp_name(s);
            }
        }
    }

    /// Who went away and who came back since the last state (then, during a game, the
    /// `PLAYERS` line again, unless the board block with it was just sent).
    fn presence_lines(&mut self, v: &TableView, block_sent: bool) -> Vec<String> {
        let gone: Vec<String> = v
            .seats
            .iter()
            .filter(|s| Some(s.seat) != v.you && s.away_secs.is_some())
            .filter(|s| s.player.as_ref().is_some_and(|p| !p.computer))
            .map(tcp_name)
            .collect();
        let mut lines = Vec::new();
        for s in &v.seats {
            let name = tcp_name(s);
            let key = match (self.seen.gone.contains(&name), gone.contains(&name)) {
                (false, true) => "tcp-gone",
                (true, false) => "tcp-back",
                _ => continue,
            };
            let words = self.say(Message::new(key).with("who", label(self.lang, v, s.seat)));
            lines.push(format!("{} {words}", LineTag::Info));
        }
        // Someone away whose place a computer took (TAKEOVER): said once, to everyone.
        let seated: Vec<String> = v.seats.iter().map(tcp_name).collect();
        for name in self.seen.gone.iter().filter(|n| !seated.contains(n)) {
            let words = self.say(Message::new("tcp-replaced").with("who", name.as_str()));
            lines.push(format!("{} {words}", LineTag::Info));
        }
        if !lines.is_empty() && v.phase == Phase::Playing && !block_sent {
            lines.push(players_line(self.lang, v));
        }
        self.seen.gone = gone;
        lines
    }

    /// The connection is gone: its tables and the lobby learn it.
    fn closed(&mut self) {
        for t in &self.opened {
            if let Some(tx) = self.hub.table(t) {
                let _ = tx.try_send(TableCmd::Gone { conn: self.id });
            }
        }
        if let Some(p) = &self.player {
            self.hub.disconnected(p.id, self.id);
        }
    }
}

/// A duration as people say it: `10 min`, `45 s`, `0.3 s` (`10 мин`, `45 giây`).
fn duration_words(lang: Lang, d: Duration) -> String {
    let secs = d.as_secs_f64();
    let (key, n) = if secs >= 60.0 && secs % 60.0 == 0.0 {
        ("tcp-minutes", format!("{}", secs / 60.0))
    } else if secs >= 1.0 {
        ("tcp-seconds", format!("{secs:.0}"))
    } else {
        ("tcp-seconds", format!("{secs:.1}"))
    };
    parlour_i18n::say(lang, &Message::new(key).with("n", n))
}

/// What a table between games waits for, as the WAIT line's words and counts: players for
/// its open places, or, with every place taken after a game, its players to be ready for
/// the next one.
fn waiting_for(v: &TableView) -> (&'static str, usize, usize) {
    let seats = v.seats.len();
    let taken = v.seats.iter().filter(|s| s.player.is_some()).count();
    let ready = v
        .seats
        .iter()
        .filter(|s| s.player.is_some() && s.ready)
        .count();
    if v.phase == Phase::Over && taken == seats {
        ("tcp-waiting-ready", ready, seats)
    } else {
        ("tcp-waiting", taken, seats)
    }
}

/// A seat's occupant as one word: a person's nickname, or `fox-bot` for a computer.
fn tcp_name(s: &SeatView) -> String {
    let player = s.player.as_ref();
    door_name(
        s.seat_name,
        player.map(|p| p.name.as_str()),
        player.is_some_and(|p| p.computer),
    )
}

/// The one word the door calls whoever sits in `seat`, in every line that names them
/// (`TABLE`, `START`, `PLAYERS`, `MOVE`): a person's nickname (one word already), `fox-bot`
/// for a computer (its name, "Computer (easy)", has spaces), `(open)` for nobody.
fn door_name(seat: &str, player: Option<&str>, computer: bool) -> String {
    match player {
        Some(_) if computer => format!("{seat}-bot"),
        Some(nick) => nick.to_string(),
        None => "(open)".into(),
    }
}

/// How many of the moves told (`told`, by seat and notation) the game still has (`now`):
/// fewer than were told when some were taken back since.
fn moves_kept(told: &[(Seat, String)], now: &[MoveView]) -> usize {
    told.iter()
        .zip(now)
        .take_while(|((seat, notation), r)| *seat == r.seat && *notation == r.notation)
        .count()
}

/// A seat in the door's prose: in English its id, the word a player types (`TAKEOVER fox`);
/// in another language its name there (`Лиса`).
fn seat_word(lang: Lang, id: &str) -> String {
    match lang {
        Lang::En => id.to_string(),
        _ => names::seat(lang, id),
    }
}

/// `nick (seat)`, the seat named in `lang`: `ann (Лиса)`.
fn label(lang: Lang, v: &TableView, seat: Seat) -> String {
    match v.seats.get(seat.index()) {
        Some(s) => format!("{} ({})", tcp_name(s), seat_word(lang, s.seat_name)),
        None => "?".into(),
    }
}

/// Who played each seat: its occupant, or, for a seat left during the game, who played it
/// (`played`, by seat, as the door saw them).
fn players_of(v: &TableView, played: &[String]) -> Vec<String> {
    v.seats
        .iter()
        .enumerate()
        .map(|(i, s)| match (played.get(i), v.outcome_players.get(i)) {
            (Some(name), _) if s.player.is_none() && !name.is_empty() => name.clone(),
            // Not seen played here (the reader came after the game): who the table says
            // played it, not whoever sits there now, nor "(open)" for one who left.
            (_, Some(p)) if played.get(i).is_none_or(String::is_empty) => {
                door_name(s.seat_name, Some(&p.name), p.computer)
            }
            _ => tcp_name(s),
        })
        .collect()
}

/// The START line: a game begins.
fn start_line(lang: Lang, v: &TableView) -> String {
    parlour_i18n::say(lang, &about_game(lang, v, "tcp-game-begins"))
}

/// The line for a game that was being played before the reader came (or came back).
fn under_way_line(lang: Lang, v: &TableView) -> String {
    let m = about_game(lang, v, "tcp-game-under-way").with("moves", v.moves.len());
    parlour_i18n::say(lang, &m)
}

/// The message `key` with what is told of a game: its name and number, who sits where,
/// the turn order and the reader's seat.
fn about_game(lang: Lang, v: &TableView, key: &'static str) -> Message {
    let who: Vec<String> = v
        .seats
        .iter()
        .map(|s| format!("{}={}", s.seat_name, tcp_name(s)))
        .collect();
    let order: Vec<String> = v
        .turn_order
        .iter()
        .filter_map(|s| v.seats.get(s.index()).map(|x| seat_word(lang, x.seat_name)))
        .collect();
    let mine = match v.you.and_then(|s| v.seats.get(s.index())) {
        Some(s) => parlour_i18n::say(
            lang,
            &Message::new("tcp-you-are").with("seat", seat_word(lang, s.seat_name)),
        ),
        None => parlour_i18n::tr(lang, "tcp-you-watch"),
    };
    Message::new(key)
        .with("game", names::game(lang, v.game))
        .with("number", v.game_number)
        .with("seats", who.join(" "))
        .with("order", order.join(", "))
        .with("you", mine)
}

/// Whether it is the viewer's turn in a game being played.
fn your_turn(v: &TableView) -> bool {
    v.phase == Phase::Playing && v.you.is_some() && v.to_move == v.you
}

/// The lines of `block` (a board block, see [`board_block`]) that carry one of `tags`:
/// its turn line, its prompt.
fn lines_tagged(block: &[String], tags: &[LineTag]) -> Vec<String> {
    block
        .iter()
        .filter(|l| LineTag::split(l).is_some_and(|(t, _)| tags.contains(&t)))
        .cloned()
        .collect()
}

fn board_block(lang: Lang, v: &TableView, text: &str) -> Vec<String> {
    let say = |m: Message| parlour_i18n::say(lang, &m);
    let mut lines = vec![format!(
        "{} {}",
        LineTag::Board,
        say(Message::new("tcp-board-lines").with("count", text.lines().count()))
    )];
    lines.extend(text.lines().map(|l| format!("{} {l}", LineTag::Board)));
    lines.push(players_line(lang, v));
    if let Some(t) = v.to_move {
        if v.you == Some(t) {
            let name = seat_word(lang, v.seats[t.index()].seat_name);
            let turn = say(Message::new("tcp-your-turn").with("seat", name.as_str()));
            lines.push(format!("{} {turn}", LineTag::Turn));
            let legal: Vec<&str> = v.legal.iter().map(|l| l.notation.as_str()).collect();
            let prompt = say(Message::new("tcp-enter-move")
                .with("seat", name)
                .with("moves", legal.join(" ")));
            lines.push(format!("{} {prompt}", LineTag::YourMove));
        } else {
            let wait = say(Message::new("tcp-their-turn").with("who", label(lang, v, t)));
            lines.push(format!("{} {wait}", LineTag::Turn));
        }
    }
    lines
}

/// The PLAYERS line: every seat's occupant, marked `(you)`, `(computer, level)` or `(away)`.
fn players_line(lang: Lang, v: &TableView) -> String {
    let say = |m: Message| parlour_i18n::say(lang, &m);
    let list: Vec<String> = v
        .seats
        .iter()
        .map(|s| {
            let tag = if Some(s.seat) == v.you {
                format!(" {}", parlour_i18n::tr(lang, "tcp-tag-you"))
            } else {
                match &s.player {
                    Some(p) if p.computer => {
                        let level = names::level(lang, p.level.as_deref().unwrap_or("?"));
                        format!(
                            " {}",
                            say(Message::new("tcp-tag-computer").with("level", level))
                        )
                    }
                    _ if s.away_secs.is_some() => {
                        format!(" {}", parlour_i18n::tr(lang, "tcp-tag-away"))
                    }
                    _ => String::new(),
                }
            };
            format!("{}={}{tag}", s.seat_name, tcp_name(s))
        })
        .collect();
    format!("{} {}", LineTag::Players, list.join(", "))
}

/// The END line: the winners first, then the losers, then the rest, each named with their
/// seat, so it cannot be read the wrong way round. `played` names who played each seat.
fn end_line(lang: Lang, v: &TableView, played: &[String]) -> String {
    let say = |m: Message| parlour_i18n::say(lang, &m);
    let Some(o) = &v.outcome else {
        // (The view names who called a game off only for a game called off.)
        return match &v.called_off {
            Some(c) => say(Message::new("tcp-called-off-by")
                .with("name", c.name.clone())
                .with("how", c.how.name())),
            None if v.abandoned => parlour_i18n::tr(lang, "tcp-called-off"),
            None => parlour_i18n::tr(lang, "tcp-over"),
        };
    };
    let reason = crate::words::reason(lang, o);
    let mut parts = Vec::new();
    if o.is_draw() {
        parts.push(say(
            Message::new("tcp-end-draw").with("reason", reason.as_str())
        ));
    } else {
        for (key, wanted) in [
            ("tcp-end-winner", SeatResult::Win),
            ("tcp-end-loser", SeatResult::Loss),
            ("tcp-end-survivor", SeatResult::Survivor),
        ] {
            let seats: Vec<String> = v
                .seats
                .iter()
                .zip(played)
                .filter(|(s, _)| o.results.get(s.seat.index()) == Some(&wanted))
                .map(|(s, who)| format!("{who} ({})", seat_word(lang, s.seat_name)))
                .collect();
            if !seats.is_empty() {
                parts.push(say(Message::new(key).with("who", seats)));
            }
        }
        // The reason goes with what it explains: "loser: bob (black) (resignation)".
        let why = say(Message::new("tcp-end-reason").with("reason", reason.as_str()));
        if let Some(last) = parts.last_mut() {
            last.push(' ');
            last.push_str(&why);
        }
    }
    if let Some(scores) = &o.scores {
        let s: Vec<String> = played
            .iter()
            .zip(scores)
            .map(|(who, p)| format!("{who}={p}"))
            .collect();
        parts.push(say(
            Message::new("tcp-end-scores").with("scores", s.join(" "))
        ));
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An idle connection keeps its task's future for as long as it stays, so that future's
    /// size is paid by every connection: the handlers of a line and of an outgoing message
    /// run in futures of their own (`Box::pin` in `handle`), or the idle task would hold
    /// room for their longest step (measurements.md, "Idle connections measured again":
    /// about 3,000 bytes with them inline, 1,136 since).
    #[tokio::test]
    async fn an_idle_connection_s_task_stays_small() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let client = TcpStream::connect(listener.local_addr().unwrap())
            .await
            .unwrap();
        let (stream, _) = listener.accept().await.unwrap();
        let hub = Hub::new(
            crate::ServerConfig::default(),
            parlour_store::Store::memory(),
        );
        let task = handle(stream, hub, 1);
        let size = std::mem::size_of_val(&task);
        assert!(
            size <= 1_600,
            "the text door's connection task is {size} bytes"
        );
        drop(task);
        drop(client);
    }

    fn played(moves: &[(u8, &str)]) -> Vec<MoveView> {
        moves
            .iter()
            .map(|&(seat, notation)| MoveView {
                seat: Seat(seat),
                notation: notation.to_string(),
                explanation: "".into(),
                words: None,
            })
            .collect()
    }

    #[test]
    fn moves_taken_back_are_found_even_when_others_were_played_since() {
        let told = vec![
            (Seat(0), "d6".to_string()),
            (Seat(1), "g1".to_string()),
            (Seat(0), "a7".to_string()),
        ];
        assert_eq!(
            moves_kept(
                &told,
                &played(&[(0, "d6"), (1, "g1"), (0, "a7"), (1, "d7")])
            ),
            3
        );
        assert_eq!(
            moves_kept(&told, &played(&[(0, "d6")])),
            1,
            "two taken back"
        );
        // Two taken back and two others played: as many moves as before, not the same.
        assert_eq!(
            moves_kept(&told, &played(&[(0, "d6"), (1, "b4"), (0, "f2")])),
            1
        );
        assert_eq!(moves_kept(&[], &played(&[(0, "d6")])), 0);
    }
}
