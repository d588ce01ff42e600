//! The lobby: nicknames, the players waiting for a table, and starting rooms.

use crate::room::{ConnId, Occupant, RoomCommand, RoomEvent, run_room};
use crate::{GameSpec, ServerConfig, room_seed};
use parlour_core::Rng;
use std::collections::HashSet;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::mpsc::{self, UnboundedSender};

/// What the lobby tells a connection.
#[derive(Debug)]
pub enum LobbyEvent {
    /// Still waiting: `count` players of `needed` are at the table.
    Waiting {
        /// Players waiting now (including the receiver).
        count: usize,
        /// Players a game needs.
        needed: usize,
        /// Seconds until computer players fill the empty seats, when they may.
        computers_in: Option<u64>,
    },
    /// The receiver was seated in a room.
    Seated {
        /// Where to send moves.
        room: UnboundedSender<RoomCommand>,
    },
    /// Something happened in the receiver's room.
    Room(RoomEvent),
}

/// Why a nickname was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NickError {
    /// Not 1–10 letters, digits or underscores.
    Invalid,
    /// Someone connected has it (compared without case).
    Taken(String),
}

impl fmt::Display for NickError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NickError::Invalid => write!(f, "a nickname is 1 to 10 letters, digits or _"),
            NickError::Taken(n) => write!(f, "the nickname '{n}' is taken"),
        }
    }
}

impl std::error::Error for NickError {}

/// Checks the form of a nickname (after trimming).
pub fn valid_nick(nick: &str) -> bool {
    let n = nick.chars().count();
    (1..=10).contains(&n) && nick.chars().all(|c| c.is_alphanumeric() || c == '_')
}

struct Waiter {
    conn: ConnId,
    nick: String,
    tx: UnboundedSender<LobbyEvent>,
}

#[derive(Default)]
struct State {
    nicks: HashSet<String>,
    waiting: Vec<Waiter>,
    rooms: u64,
}

/// Nicknames in use, players waiting, rooms started.
pub struct Lobby {
    spec: GameSpec,
    config: ServerConfig,
    seats: usize,
    state: Mutex<State>,
}

impl Lobby {
    /// A lobby for the game of `spec`.
    pub fn new(spec: GameSpec, config: ServerConfig) -> Result<Arc<Lobby>, String> {
        let probe = (spec.new_match)(config.seed)?;
        let seats = probe.info().seat_names.len();
        Ok(Arc::new(Lobby {
            spec,
            config,
            seats,
            state: Mutex::new(State::default()),
        }))
    }

    /// Players per game.
    pub fn seats(&self) -> usize {
        self.seats
    }

    /// The game's display name and summary.
    pub fn describe(&self) -> (String, String) {
        match (self.spec.new_match)(self.config.seed) {
            Ok(m) => (m.info().name.to_string(), m.info().summary.to_string()),
            Err(_) => ("a game".into(), String::new()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // The state stays consistent between statements, so a panic elsewhere that poisoned
        // the lock leaves nothing half-done: keep serving.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Reserves a nickname for a connection.
    pub fn claim_nick(&self, nick: &str) -> Result<String, NickError> {
        let nick = nick.trim();
        if !valid_nick(nick) {
            return Err(NickError::Invalid);
        }
        let mut st = self.lock();
        if !st.nicks.insert(nick.to_lowercase()) {
            return Err(NickError::Taken(nick.to_string()));
        }
        Ok(nick.to_string())
    }

    /// Frees a nickname (when its connection closes).
    pub fn release_nick(&self, nick: &str) {
        self.lock().nicks.remove(&nick.to_lowercase());
    }

    /// Puts a connection at the table; starts a game when it is full.
    pub fn join(self: &Arc<Self>, conn: ConnId, nick: &str, tx: UnboundedSender<LobbyEvent>) {
        {
            let mut st = self.lock();
            st.waiting.retain(|w| w.conn != conn);
            st.waiting.push(Waiter {
                conn,
                nick: nick.to_string(),
                tx,
            });
            // Everyone hears the new count (even "3/3") before the table starts.
            self.announce(&st);
            self.start_full_tables(&mut st);
        }
        if self.config.bots {
            let lobby = Arc::clone(self);
            let wait = self.config.bot_wait;
            tokio::spawn(async move {
                tokio::time::sleep(wait).await;
                lobby.fill_with_computers(conn);
            });
        }
    }

    /// Removes a connection from the table (it quit or dropped).
    pub fn leave(&self, conn: ConnId) {
        let mut st = self.lock();
        let before = st.waiting.len();
        st.waiting.retain(|w| w.conn != conn);
        if st.waiting.len() != before {
            self.announce(&st);
        }
    }

    fn announce(&self, st: &State) {
        let computers_in = self.config.bots.then_some(self.config.bot_wait.as_secs());
        for w in &st.waiting {
            let _ = w.tx.send(LobbyEvent::Waiting {
                count: st.waiting.len(),
                needed: self.seats,
                computers_in,
            });
        }
    }

    fn start_full_tables(&self, st: &mut State) {
        while st.waiting.len() >= self.seats {
            let people: Vec<Waiter> = st.waiting.drain(..self.seats).collect();
            self.start_room(st, people);
        }
    }

    /// If `conn` is still waiting, computer players fill the empty seats of its table.
    fn fill_with_computers(&self, conn: ConnId) {
        let mut st = self.lock();
        if !st.waiting.iter().any(|w| w.conn == conn) {
            return;
        }
        let take = st.waiting.len().min(self.seats);
        let people: Vec<Waiter> = st.waiting.drain(..take).collect();
        self.start_room(&mut st, people);
        self.announce(&st);
    }

    fn start_room(&self, st: &mut State, people: Vec<Waiter>) {
        let seed = room_seed(self.config.seed, st.rooms);
        st.rooms += 1;
        let m = match (self.spec.new_match)(seed) {
            Ok(m) => m,
            Err(e) => {
                tracing::error!(error = %e, "cannot set up a game");
                return;
            }
        };
        // Seats are dealt at random (from the room's seed) so arrival order gives no edge.
        let mut order: Vec<usize> = (0..self.seats).collect();
        Rng::new(seed ^ 0x5EA7).shuffle(&mut order);
        let (room_tx, room_rx) = mpsc::unbounded_channel();
        let mut occupants: Vec<Option<Occupant>> = (0..self.seats).map(|_| None).collect();
        for (w, &seat) in people.into_iter().zip(order.iter()) {
            let _ = w.tx.send(LobbyEvent::Seated {
                room: room_tx.clone(),
            });
            let tx = w.tx.clone();
            let sink = Box::new(move |ev| tx.send(LobbyEvent::Room(ev)).is_ok());
            occupants[seat] = Some(Occupant::Human {
                conn: w.conn,
                nick: w.nick,
                events: sink,
            });
        }
        let mut seated = Vec::new();
        for (seat, o) in occupants.into_iter().enumerate() {
            match o {
                Some(o) => seated.push(o),
                None => {
                    let level = self.config.bot_level.clone();
                    match (self.spec.new_bot)(&level, seed.wrapping_add(seat as u64)) {
                        Ok(bot) => seated.push(Occupant::Computer { level, bot }),
                        Err(e) => {
                            tracing::error!(error = %e, "cannot make a computer player");
                            return;
                        }
                    }
                }
            }
        }
        tokio::spawn(run_room(m, seated, room_rx));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nicknames_are_checked() {
        assert!(valid_nick("alice"));
        assert!(valid_nick("Bob_42"));
        assert!(valid_nick("ünïcode"));
        assert!(!valid_nick(""));
        assert!(!valid_nick("eleven_chars"));
        assert!(!valid_nick("two words"));
        assert!(!valid_nick("semi;colon"));
    }
}
