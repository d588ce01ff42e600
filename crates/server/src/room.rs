//! A room: one match, its seats, and the only task allowed to change the match.
//!
//! People send commands (a typed line, leaving); the room validates them against the rules,
//! applies what is legal, and sends every human seat its own view of the result. Computer
//! players think on a blocking thread so the async runtime never stalls. The room knows
//! nothing about wire formats: doors (TCP, web) turn [`RoomEvent`]s into text or JSON.

use parlour_catalog::{AnyBot, AnyMatch, MoveRecord, PlayError};
use parlour_core::{Budget, Seat, SeatResult, Viewer};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::mpsc::UnboundedReceiver;

/// Where a room sends one person's events; returns false once that person is gone. Each
/// door supplies its own (a TCP connection's channel, a web socket's channel).
pub type EventSink = Box<dyn Fn(RoomEvent) -> bool + Send + Sync>;

/// Identifies a connection across the server.
pub type ConnId = u64;

/// Who sits in a seat, as every player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    /// The seat.
    pub seat: Seat,
    /// Its name in the game ("elephant", "white").
    pub seat_name: String,
    /// The player's nickname (computer players are named after their level).
    pub nick: String,
    /// True for a computer player.
    pub computer: bool,
}

/// What a room tells one seated person.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RoomEvent {
    /// A game begins.
    Started {
        /// The game's display name.
        game: String,
        /// Who sits where.
        seats: Vec<SeatInfo>,
        /// Seat names in the order they move.
        turn_order: Vec<String>,
        /// The receiver's seat.
        you: Seat,
    },
    /// The position after a move (or at the start, or repeated after a refused move).
    Update {
        /// The last move and who played it, if any.
        last: Option<(String, MoveRecord)>,
        /// The board drawn for the receiver.
        board: String,
        /// Who sits where.
        seats: Vec<SeatInfo>,
        /// Who is to move (seat and nickname), if the game goes on.
        to_move: Option<SeatInfo>,
        /// True when the receiver is to move.
        your_turn: bool,
        /// The receiver's legal moves when it is their turn.
        legal: Vec<String>,
    },
    /// The receiver's line was refused.
    Invalid {
        /// True when the line was not a move at all; false when it was an illegal move.
        malformed: bool,
        /// What was wrong.
        message: String,
    },
    /// The receiver typed a move when it was not their turn.
    NotYourTurn {
        /// Who is to move.
        to_move: SeatInfo,
    },
    /// The game ended with a result.
    Ended {
        /// Results seat by seat.
        results: Vec<(SeatInfo, SeatResult)>,
        /// Why it ended ("eaten", "ply cap"...).
        reason: String,
        /// Final scores, where the game keeps them.
        scores: Option<Vec<i64>>,
    },
    /// The game stopped without a result.
    Aborted {
        /// Why.
        reason: String,
    },
    /// The receiver's seat is released: they are back in the lobby.
    Released,
}

/// What seated people send to a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomCommand {
    /// A line typed by a connection (a move).
    Line {
        /// Sender.
        conn: ConnId,
        /// The text.
        text: String,
    },
    /// A connection left (quit or disconnected).
    Leave {
        /// Who left.
        conn: ConnId,
    },
}

/// A seat's occupant.
pub enum Occupant {
    /// A person, reached through a channel owned by their connection.
    Human {
        /// Their connection.
        conn: ConnId,
        /// Their nickname.
        nick: String,
        /// Where to send their events.
        events: EventSink,
    },
    /// A computer player.
    Computer {
        /// Its level.
        level: String,
        /// The player.
        bot: Box<dyn AnyBot>,
    },
}

impl Occupant {
    /// People go by their nickname; a computer player by its seat and level, e.g.
    /// `mouse-bot` (its level shows in the player list). The dash keeps it apart from
    /// every nickname a person may choose.
    fn nick(&self, seat_name: &str) -> String {
        match self {
            Occupant::Human { nick, .. } => nick.clone(),
            Occupant::Computer { .. } => format!("{seat_name}-bot"),
        }
    }
}

struct Room {
    m: Box<dyn AnyMatch>,
    seats: Vec<Option<Occupant>>,
    infos: Vec<SeatInfo>,
}

impl Room {
    fn send(&self, seat: usize, ev: RoomEvent) {
        if let Some(Occupant::Human { events, .. }) = &self.seats[seat] {
            // A closed sink means the connection is gone; its Leave command is on the way.
            let _ = events(ev);
        }
    }

    fn seat_of(&self, conn: ConnId) -> Option<usize> {
        self.seats
            .iter()
            .position(|o| matches!(o, Some(Occupant::Human { conn: c, .. }) if *c == conn))
    }

    fn update_for(&self, seat: usize, last: Option<&MoveRecord>) -> RoomEvent {
        let to_move = self.m.to_move();
        let your_turn = to_move.map(Seat::index) == Some(seat);
        RoomEvent::Update {
            last: last.map(|r| (self.infos[r.seat.index()].nick.clone(), r.clone())),
            board: self.m.render(Viewer::Seat(Seat(seat as u8))),
            seats: self.infos.clone(),
            to_move: to_move.map(|s| self.infos[s.index()].clone()),
            your_turn,
            legal: if your_turn {
                self.m.legal_moves()
            } else {
                Vec::new()
            },
        }
    }

    fn broadcast_update(&self, last: Option<&MoveRecord>) {
        for s in 0..self.seats.len() {
            self.send(s, self.update_for(s, last));
        }
    }

    fn release_all(&self) {
        for s in 0..self.seats.len() {
            self.send(s, RoomEvent::Released);
        }
    }
}

/// Runs a room until its game ends or someone leaves. `occupants` are in seat order.
pub async fn run_room(
    m: Box<dyn AnyMatch>,
    occupants: Vec<Occupant>,
    mut commands: UnboundedReceiver<RoomCommand>,
) {
    let info = m.info();
    let infos: Vec<SeatInfo> = occupants
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let seat_name = info.seat_names.get(i).copied().unwrap_or("?");
            SeatInfo {
                seat: Seat(i as u8),
                seat_name: seat_name.to_string(),
                nick: o.nick(seat_name),
                computer: matches!(o, Occupant::Computer { .. }),
            }
        })
        .collect();
    let turn_order: Vec<String> = m.turn_order_names();
    let mut room = Room {
        m,
        seats: occupants.into_iter().map(Some).collect(),
        infos,
    };
    for s in 0..room.seats.len() {
        room.send(
            s,
            RoomEvent::Started {
                game: info.name.to_string(),
                seats: room.infos.clone(),
                turn_order: turn_order.clone(),
                you: Seat(s as u8),
            },
        );
    }
    tracing::info!(game = info.id, players = ?room.infos.iter().map(|i| &i.nick).collect::<Vec<_>>(), "room started");
    let mut last: Option<MoveRecord> = None;
    loop {
        room.broadcast_update(last.as_ref());
        let Some(seat) = room.m.to_move() else { break };
        let s = seat.index();
        if matches!(room.seats[s], Some(Occupant::Computer { .. })) {
            match computer_turn(&mut room, s, &mut commands).await {
                Ok(rec) => last = Some(rec),
                Err(reason) => {
                    abort(&room, &reason);
                    return;
                }
            }
            continue;
        }
        // A person's turn: wait for a legal move from them.
        loop {
            let Some(cmd) = commands.recv().await else {
                abort(&room, "the server is shutting down");
                return;
            };
            match cmd {
                RoomCommand::Leave { conn } => {
                    let who = room
                        .seat_of(conn)
                        .map(|i| room.infos[i].nick.clone())
                        .unwrap_or_default();
                    if let Some(i) = room.seat_of(conn) {
                        room.seats[i] = None;
                    }
                    abort(&room, &format!("{who} left the game"));
                    return;
                }
                RoomCommand::Line { conn, text } => {
                    let Some(from) = room.seat_of(conn) else {
                        continue;
                    };
                    if from != s {
                        room.send(
                            from,
                            RoomEvent::NotYourTurn {
                                to_move: room.infos[s].clone(),
                            },
                        );
                        continue;
                    }
                    match room.m.play(&text) {
                        Ok(mut records) => {
                            last = records.pop();
                            break;
                        }
                        Err(e) => {
                            let malformed = matches!(e, PlayError::Parse(_));
                            room.send(
                                from,
                                RoomEvent::Invalid {
                                    malformed,
                                    message: e.to_string(),
                                },
                            );
                            room.send(from, room.update_for(from, last.as_ref()));
                        }
                    }
                }
            }
        }
    }
    let outcome = room.m.outcome();
    if let Some(o) = outcome {
        let results = room
            .infos
            .iter()
            .map(|i| (i.clone(), o.result(i.seat)))
            .collect();
        tracing::info!(game = info.id, reason = %o.reason, moves = room.m.history().len(), "game over");
        for s in 0..room.seats.len() {
            room.send(
                s,
                RoomEvent::Ended {
                    results: Vec::clone(&results),
                    reason: o.reason.clone(),
                    scores: o.scores.clone(),
                },
            );
        }
    }
    room.release_all();
}

fn abort(room: &Room, reason: &str) {
    tracing::info!(reason, "game aborted");
    for s in 0..room.seats.len() {
        room.send(
            s,
            RoomEvent::Aborted {
                reason: reason.to_string(),
            },
        );
    }
    room.release_all();
}

/// Lets the computer in seat `s` move, while still answering people who type meanwhile.
async fn computer_turn(
    room: &mut Room,
    s: usize,
    commands: &mut UnboundedReceiver<RoomCommand>,
) -> Result<MoveRecord, String> {
    let Some(Occupant::Computer { level, bot }) = room.seats[s].take() else {
        return Err("no computer player in that seat".into());
    };
    let snapshot = room.m.box_clone();
    let stop = Arc::new(AtomicBool::new(false));
    let budget = Budget {
        stop: Some(stop.clone()),
        ..Budget::default()
    };
    let mut thinking = tokio::task::spawn_blocking(move || {
        let mut bot = bot;
        let choice = bot.choose(snapshot.as_ref(), &budget);
        (bot, choice)
    });
    let (bot, choice) = loop {
        tokio::select! {
            done = &mut thinking => match done {
                Ok(result) => break result,
                Err(e) => return Err(format!("the computer player failed: {e}")),
            },
            cmd = commands.recv() => match cmd {
                None => { stop.store(true, Ordering::Relaxed); return Err("the server is shutting down".into()); }
                Some(RoomCommand::Leave { conn }) => {
                    stop.store(true, Ordering::Relaxed);
                    let who = room.seat_of(conn).map(|i| room.infos[i].nick.clone()).unwrap_or_default();
                    if let Some(i) = room.seat_of(conn) { room.seats[i] = None; }
                    return Err(format!("{who} left the game"));
                }
                Some(RoomCommand::Line { conn, .. }) => {
                    if let Some(from) = room.seat_of(conn) {
                        room.send(from, RoomEvent::NotYourTurn { to_move: room.infos[s].clone() });
                    }
                }
            },
        }
    };
    room.seats[s] = Some(Occupant::Computer { level, bot });
    let notation = choice.map_err(|e| e.to_string())?;
    room.m
        .play_exact(&notation)
        .map_err(|e| format!("the computer player's move was refused: {e}"))
}

/// Seat names in turn order, for announcing a game.
pub trait TurnOrderNames {
    /// The seat names of the match in the order they move.
    fn turn_order_names(&self) -> Vec<String>;
}

impl TurnOrderNames for Box<dyn AnyMatch> {
    fn turn_order_names(&self) -> Vec<String> {
        let names = self.info().seat_names;
        self.turn_order()
            .iter()
            .map(|s| names.get(s.index()).copied().unwrap_or("?").to_string())
            .collect()
    }
}
