//! # parlour-server: people playing each other over the network
//!
//! The pieces are not tied to one game:
//! - a [`GameSpec`] says how to set up a game and make computer players (built from the
//!   catalog's `GameKind` by the binary);
//! - the [`Lobby`](lobby::Lobby) keeps the players waiting for a table, checks nicknames, and
//!   starts a room as soon as enough players (or, with computer players allowed, enough
//!   seconds) are there;
//! - a [room](room) owns one match, seats people and computer players, validates every move
//!   against the rules (the server is authoritative) and sends each seat only its own view;
//! - a door turns room events into a wire format: the [TCP text door](tcp) today, the web
//!   socket next.

pub mod lines;
pub mod lobby;
pub mod room;
pub mod tcp;

use parlour_catalog::{NewBot, NewMatch};
use std::sync::Arc;
use std::time::Duration;

/// Sets up a game for seed `seed`.
pub type MatchFactory = Arc<NewMatch>;
/// Makes a computer player of level `level` seeded with `seed`.
pub type BotFactory = Arc<NewBot>;

/// Everything the server needs to know about the game it hosts.
#[derive(Clone)]
pub struct GameSpec {
    /// Sets up a game.
    pub new_match: MatchFactory,
    /// Makes computer players.
    pub new_bot: BotFactory,
}

/// How the server fills tables.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Whether computer players may take empty seats.
    pub bots: bool,
    /// How long a player waits for people before computer players fill the empty seats.
    pub bot_wait: Duration,
    /// The level of those computer players.
    pub bot_level: String,
    /// Seed of the first game; each room uses [`room_seed`] of it.
    pub seed: u64,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            bots: false,
            bot_wait: Duration::from_secs(20),
            bot_level: "hard".into(),
            seed: 1,
        }
    }
}

/// The seed of the `n`th room (counted from 0) of a server started with `base`.
pub fn room_seed(base: u64, n: u64) -> u64 {
    parlour_core::mix_seed(base, n)
}
