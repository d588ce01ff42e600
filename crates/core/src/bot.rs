//! Computer players: the trait every level implements, and the budget it thinks within.

use crate::{Game, Seat};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long and how much a computer player may think for one move.
///
/// A bot must return a legal move even when the budget runs out at once.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    /// Wall-clock limit for this move.
    pub time: Option<Duration>,
    /// Node (or iteration) limit: with a fixed seed this makes a choice reproducible.
    pub nodes: Option<u64>,
    /// Set from another thread to stop thinking as soon as possible.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Budget {
    /// No limits beyond the bot's own level settings.
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// A wall-clock limit.
    pub fn time(limit: Duration) -> Budget {
        Budget {
            time: Some(limit),
            ..Budget::default()
        }
    }

    /// True once the stop flag is raised.
    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// The instant thinking must end, given when it started and the bot's own limit.
    pub fn deadline(&self, start: Instant, own_limit: Option<Duration>) -> Option<Instant> {
        let limit = match (self.time, own_limit) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        limit.map(|l| start + l)
    }
}

/// What a bot did while choosing its last move (for benches and curious players).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BotStats {
    /// Positions (or iterations) examined.
    pub nodes: u64,
    /// Depth completed (in turns for alpha-beta).
    pub depth: u32,
    /// The bot's value of the chosen move for itself, if it has one.
    pub score: Option<i32>,
    /// Transposition-table probes and hits.
    pub tt_probes: u64,
    /// Probes that found a usable entry.
    pub tt_hits: u64,
}

/// A computer player for game `G`.
///
/// A bot is created for one seat of one game and asked for a move each time that seat is
/// to move; it may keep what it learned between moves (a transposition table). It must only
/// use what its seat may know: for hidden-information games, it works on
/// [`Game::sample`]d states, never on the state it is given directly.
pub trait Bot<G: Game>: Send {
    /// A short name for logs and arenas, e.g. `"hard"`.
    fn name(&self) -> &str;

    /// Chooses a legal move for the seat to move, or `None` when the game is over.
    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move>;

    /// Statistics of the last [`Bot::choose`].
    fn stats(&self) -> BotStats {
        BotStats::default()
    }

    /// Whether this bot, sitting in `seat`, accepts a draw offered by its opponent in
    /// `state` (the offer is made on the offerer's turn, so `seat` is usually not to move).
    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        let _ = (state, seat);
        false
    }

    /// Whether this bot, sitting in `seat`, offers a draw in `state` (asked on its own turn,
    /// before it moves).
    fn offers_draw(&mut self, state: &G, seat: Seat) -> bool {
        let _ = (state, seat);
        false
    }
}

impl<G: Game> Bot<G> for Box<dyn Bot<G>> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        (**self).choose(state, budget)
    }
    fn stats(&self) -> BotStats {
        (**self).stats()
    }
    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        (**self).accepts_draw(state, seat)
    }
    fn offers_draw(&mut self, state: &G, seat: Seat) -> bool {
        (**self).offers_draw(state, seat)
    }
}
