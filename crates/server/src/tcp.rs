//! The TCP text door: a line protocol for `nc`, `telnet` and scripts.
//!
//! Every line the server sends starts with an upper-case tag word, then human text, so
//! people read it comfortably and scripts can follow it. The protocol is documented in
//! `docs/tcp-protocol.md`. The flow follows the Elephant–Fox–Mouse brief: welcome, nickname,
//! waiting n/N, start, the board and the players to everyone each turn, a move request to the
//! seat to move, distinct messages for malformed lines, illegal moves and moves out of turn,
//! the end announced to all, and everyone back to waiting for the next game.

use crate::lines::{Line, LineReader};
use crate::lobby::{Lobby, LobbyEvent};
use crate::room::{ConnId, RoomCommand, RoomEvent, SeatInfo};
use parlour_core::SeatResult;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tokio::io::{AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc::{self, UnboundedSender};
use tokio::sync::watch;

static NEXT_CONN: AtomicU64 = AtomicU64::new(1);

/// Accepts connections until `shutdown` turns true.
/// Connections served at once; more are told the server is full and closed.
pub const MAX_CONNECTIONS: usize = 512;

/// Accepts connections until `shutdown` turns true.
pub async fn serve(listener: TcpListener, lobby: Arc<Lobby>, mut shutdown: watch::Receiver<bool>) {
    let slots = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((mut stream, peer)) => {
                    let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
                        tracing::warn!(%peer, "refused: server full");
                        tokio::spawn(async move {
                            let _ = stream.write_all(b"ERROR the server is full; try again later\r\n").await;
                        });
                        continue;
                    };
                    tracing::info!(%peer, "connection");
                    let lobby = Arc::clone(&lobby);
                    let stop = shutdown.clone();
                    tokio::spawn(async move {
                        if let Err(e) = handle(stream, lobby, stop).await {
                            tracing::debug!(error = %e, "connection ended with an error");
                        }
                        drop(slot);
                    });
                }
                Err(e) => tracing::warn!(error = %e, "accept failed"),
            },
            _ = shutdown.changed() => break,
        }
    }
}

enum Phase {
    Nick,
    Waiting,
    Playing { room: UnboundedSender<RoomCommand> },
}

/// A small token bucket: bursts of 100 lines, then 20 lines a second (a script may play fast; a flood may not).
struct RateLimit {
    tokens: f64,
    last: Instant,
}

impl RateLimit {
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * 20.0).min(100.0);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Conn<W> {
    id: ConnId,
    out: W,
    lobby: Arc<Lobby>,
    nick: Option<String>,
    lobby_tx: UnboundedSender<LobbyEvent>,
    last_update: Vec<String>,
}

impl<W: AsyncWrite + Unpin> Conn<W> {
    async fn send(&mut self, tag: &str, text: &str) -> std::io::Result<()> {
        let line = if text.is_empty() {
            format!("{tag}\r\n")
        } else {
            format!("{tag} {text}\r\n")
        };
        self.out.write_all(line.as_bytes()).await
    }

    async fn send_lines(&mut self, lines: &[String]) -> std::io::Result<()> {
        let mut all = String::new();
        for l in lines {
            all.push_str(l);
            all.push_str("\r\n");
        }
        self.out.write_all(all.as_bytes()).await
    }
}

async fn handle(
    stream: TcpStream,
    lobby: Arc<Lobby>,
    mut shutdown: watch::Receiver<bool>,
) -> std::io::Result<()> {
    let _ = stream.set_nodelay(true);
    let (rd, wr) = stream.into_split();
    let mut reader = LineReader::new(rd);
    let (lobby_tx, mut lobby_rx) = mpsc::unbounded_channel();
    let mut c = Conn {
        id: NEXT_CONN.fetch_add(1, Ordering::Relaxed),
        out: wr,
        lobby: Arc::clone(&lobby),
        nick: None,
        lobby_tx,
        last_update: Vec::new(),
    };
    let (name, summary) = lobby.describe();
    c.send("WELCOME", &format!("Welcome to Parlour! This table plays {name}: {summary}. {} players per game. Type HELP at any time.", lobby.seats())).await?;
    c.send("NICK", "Choose a nickname (1-10 letters, digits or _):")
        .await?;
    let mut phase = Phase::Nick;
    let mut limit = RateLimit {
        tokens: 100.0,
        last: Instant::now(),
    };
    let result = loop {
        tokio::select! {
            line = reader.next_line() => {
                let line = match line {
                    Ok(Some(l)) => l,
                    Ok(None) => break Ok(()),
                    Err(e) => break Err(e),
                };
                if !limit.allow() {
                    c.send("ERROR", "too many lines; slow down").await?;
                    continue;
                }
                match on_line(&mut c, &mut phase, line).await? {
                    Flow::Continue => {}
                    Flow::Quit => break Ok(()),
                }
            }
            ev = lobby_rx.recv() => {
                // The sender lives in `c`, so the channel never closes while we run.
                let Some(ev) = ev else { break Ok(()) };
                match ev {
                    LobbyEvent::Waiting { count, needed, computers_in } => {
                        let extra = match computers_in {
                            Some(s) => format!(" (computer players take the empty seats after {s} s)"),
                            None => String::new(),
                        };
                        c.send("WAIT", &format!("waiting for players {count}/{needed}{extra}")).await?;
                    }
                    LobbyEvent::Seated { room } => phase = Phase::Playing { room },
                    LobbyEvent::Room(RoomEvent::Released) => {
                        phase = Phase::Waiting;
                        c.last_update.clear();
                        if let Some(nick) = c.nick.clone() {
                            lobby.join(c.id, &nick, c.lobby_tx.clone());
                        }
                    }
                    LobbyEvent::Room(ev) => on_room_event(&mut c, ev).await?,
                }
            }
            _ = shutdown.changed() => {
                if matches!(phase, Phase::Playing { .. }) {
                    c.send("END", "aborted: the server is shutting down; no result").await?;
                }
                c.send("BYE", "the server is shutting down; goodbye").await?;
                break Ok(());
            }
        }
    };
    // Leave cleanly whatever happened.
    match &phase {
        Phase::Playing { room, .. } => {
            let _ = room.send(RoomCommand::Leave { conn: c.id });
        }
        Phase::Waiting => lobby.leave(c.id),
        Phase::Nick => {}
    }
    if let Some(nick) = &c.nick {
        lobby.release_nick(nick);
    }
    let _ = c.out.shutdown().await;
    result
}

enum Flow {
    Continue,
    Quit,
}

const HELP: &[&str] = &[
    "HELP Commands: a move in the game's notation (when it is your turn); BOARD to see the",
    "HELP board again; MOVES to list your legal moves; QUIT to leave. Every line the server",
    "HELP sends starts with a tag: WELCOME NICK WAIT START BOARD PLAYERS TURN YOURMOVE",
    "HELP INVALID NOTYOURTURN MOVE END ERROR BYE.",
];

async fn on_line<W: AsyncWrite + Unpin>(
    c: &mut Conn<W>,
    phase: &mut Phase,
    line: Line,
) -> std::io::Result<Flow> {
    let text = match line {
        Line::TooLong => {
            c.send("INVALID", "malformed: the line is too long").await?;
            return Ok(Flow::Continue);
        }
        Line::Text(t) => t,
    };
    let word = text.to_ascii_lowercase();
    if word == "quit" || word == "exit" {
        c.send("BYE", "goodbye").await?;
        return Ok(Flow::Quit);
    }
    if word == "help" {
        let lines: Vec<String> = HELP.iter().map(|s| s.to_string()).collect();
        c.send_lines(&lines).await?;
        return Ok(Flow::Continue);
    }
    match phase {
        Phase::Nick => match c.lobby.claim_nick(&text) {
            Ok(nick) => {
                c.send("INFO", &format!("Hello, {nick}.")).await?;
                c.nick = Some(nick.clone());
                *phase = Phase::Waiting;
                c.lobby.join(c.id, &nick, c.lobby_tx.clone());
            }
            Err(e) => {
                c.send("NICK", &format!("{e}; choose another nickname:"))
                    .await?
            }
        },
        Phase::Waiting => {
            c.send("WAIT", "the game has not started yet; waiting for players")
                .await?;
        }
        Phase::Playing { room, .. } => {
            if word == "board" || word == "moves" || text.is_empty() {
                let update = c.last_update.clone();
                c.send_lines(&update).await?;
            } else if room.send(RoomCommand::Line { conn: c.id, text }).is_err() {
                c.send("ERROR", "the game has ended").await?;
            }
        }
    }
    Ok(Flow::Continue)
}

fn seat_label(s: &SeatInfo) -> String {
    format!("{} ({})", s.nick, s.seat_name)
}

async fn on_room_event<W: AsyncWrite + Unpin>(
    c: &mut Conn<W>,
    ev: RoomEvent,
) -> std::io::Result<()> {
    match ev {
        RoomEvent::Started {
            game,
            seats,
            turn_order,
            you,
        } => {
            let who: Vec<String> = seats
                .iter()
                .map(|s| format!("{}={}", s.seat_name, s.nick))
                .collect();
            let mine = seats
                .get(you.index())
                .map(|s| s.seat_name.clone())
                .unwrap_or_default();
            c.send(
                "START",
                &format!(
                    "{game} begins: {}; turn order: {}; you are {mine}",
                    who.join(" "),
                    turn_order.join(", ")
                ),
            )
            .await?;
        }
        RoomEvent::Update {
            last,
            board,
            seats,
            to_move,
            your_turn,
            legal,
        } => {
            let mut lines = Vec::new();
            if let Some((nick, rec)) = &last {
                // An explanation may take several lines (Isolo explains each lap): every
                // line keeps its tag so the protocol stays one tagged line at a time.
                let mut parts = rec.explanation.lines();
                let first = parts.next().unwrap_or_default();
                lines.push(format!("MOVE {nick} played {}: {first}", rec.notation));
                lines.extend(parts.map(|p| format!("MOVE   {p}")));
            }
            lines.push(format!("BOARD {} lines follow", board.lines().count()));
            for l in board.lines() {
                lines.push(format!("BOARD {l}"));
            }
            let me = c.nick.clone().unwrap_or_default();
            let list: Vec<String> = seats
                .iter()
                .map(|s| {
                    let tag = if s.nick == me {
                        " (you)".to_string()
                    } else if s.computer {
                        " (computer)".to_string()
                    } else {
                        String::new()
                    };
                    format!("{}={}{tag}", s.seat_name, s.nick)
                })
                .collect();
            lines.push(format!("PLAYERS {}", list.join(", ")));
            if let Some(t) = &to_move {
                if your_turn {
                    lines.push(format!("TURN it is your turn, {}", seat_label(t)));
                    lines.push(format!(
                        "YOURMOVE enter your move as the {} (legal: {})",
                        t.seat_name,
                        legal.join(" ")
                    ));
                } else {
                    lines.push(format!("TURN it is {}'s turn; please wait", seat_label(t)));
                }
            }
            c.send_lines(&lines).await?;
            c.last_update = lines
                .into_iter()
                .filter(|l| !l.starts_with("MOVE "))
                .collect();
        }
        RoomEvent::Invalid { malformed, message } => {
            let kind = if malformed {
                "malformed"
            } else {
                "illegal move"
            };
            c.send(
                "INVALID",
                &format!("{kind}: {message}; enter your move again"),
            )
            .await?;
        }
        RoomEvent::NotYourTurn { to_move } => {
            c.send(
                "NOTYOURTURN",
                &format!(
                    "it is {}'s turn, not yours; wait for your turn",
                    seat_label(&to_move)
                ),
            )
            .await?;
        }
        RoomEvent::Ended {
            results,
            reason,
            scores,
        } => {
            let mut parts = Vec::new();
            let draw = results.iter().all(|(_, r)| *r == SeatResult::Draw);
            if draw {
                parts.push(format!("draw ({reason})"));
            } else {
                for (s, r) in &results {
                    let what = match r {
                        SeatResult::Win => "winner",
                        SeatResult::Loss => "loser",
                        SeatResult::Survivor => "survivor",
                        SeatResult::Draw => "draw",
                    };
                    parts.push(format!("{what}: {}", seat_label(s)));
                }
                parts.push(format!("({reason})"));
            }
            if let Some(scores) = scores {
                let s: Vec<String> = results
                    .iter()
                    .zip(scores)
                    .map(|((i, _), p)| format!("{}={p}", i.nick))
                    .collect();
                parts.push(format!("scores {}", s.join(" ")));
            }
            c.send("END", &parts.join(", ")).await?;
        }
        RoomEvent::Aborted { reason } => {
            c.send("END", &format!("aborted: {reason}; no result"))
                .await?
        }
        RoomEvent::Released => {}
    }
    Ok(())
}
