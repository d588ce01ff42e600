//! What a game tells a generic search about itself: a hash, an evaluation, an ordering.
//!
//! The generic players in `parlour-ai` need nothing else from a two-seat
//! perfect-information game. The hooks live here, not in the AI crate, so a rules crate
//! can implement them without depending on any search code.

use crate::{Game, Seat};
use std::time::Duration;

/// Evaluations must stay within `±EVAL_LIMIT`; larger magnitudes are reserved for proven
/// wins and losses.
pub const EVAL_LIMIT: i32 = 100_000;

/// The knowledge a game gives to alpha-beta search.
pub trait Heuristic: Game {
    /// A 64-bit key of everything that decides the future of the game (Zobrist hashing,
    /// ideally updated incrementally). Equal states must have equal keys.
    fn hash(&self) -> u64;

    /// The static value of this position for `seat`, within `±EVAL_LIMIT`. Positive is good
    /// for `seat`. Called on positions that are not over.
    fn evaluate(&self, seat: Seat) -> i32;

    /// A guess at how good `mv` is for the seat to move; larger is searched first.
    fn move_order(&self, mv: Self::Move) -> i32 {
        let _ = mv;
        0
    }

    /// True for moves a selective search must never prune (captures, kills, removals).
    fn is_forcing(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// True when the game itself suggests a draw by agreement is reasonable here
    /// (repetition, a long stretch without progress). Used by draw offers.
    fn draw_cue(&self) -> bool {
        false
    }
}

/// The settings of one alpha-beta level, as plain data.
///
/// Rules crates declare their easy, medium and hard levels in this type (they may not
/// depend on the search code), and `parlour-ai` searches with it as it is.
///
/// ```
/// use parlour_core::SearchLevel;
/// const HARD: SearchLevel = SearchLevel { max_depth: 8, node_limit: Some(500_000), ..SearchLevel::named("hard") };
/// assert_eq!(HARD.name, "hard");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchLevel {
    /// Name shown in arenas and logs: `"easy"`, `"medium"`, `"hard"`.
    pub name: &'static str,
    /// Deepest iteration, in turns (plies after which the same seat moves again are free).
    pub max_depth: u32,
    /// Wall-clock limit per move: a safety cap (the iteration in progress is abandoned).
    pub time_limit: Option<Duration>,
    /// Node limit per move: the real budget of a level, reproducible with a fixed seed.
    pub node_limit: Option<u64>,
    /// The transposition table holds `2^tt_bits` entries.
    pub tt_bits: u32,
    /// Uniform noise `±noise` added to each root move's value before choosing (0 = none).
    /// Root moves are then all searched with a full window: use it for the easy levels.
    pub noise: i32,
    /// Inner nodes keep only this many non-forcing moves (best ordered first); `None` = all.
    pub width: Option<usize>,
    /// The root keeps only this many non-forcing moves; `None` = all.
    pub root_width: Option<usize>,
    /// Accept a draw offer when the search value for us is at most this.
    pub draw_accept_margin: i32,
    /// With a draw cue from the game (repetition, no progress), accept or offer a draw when
    /// the value for us is at most this (and offer only when it is at least its negation).
    pub draw_cue_margin: i32,
}

impl SearchLevel {
    /// Defaults: depth 64 (so time or nodes decide), no limits, no noise, full width,
    /// 2^20 table entries, no draws accepted.
    pub const fn named(name: &'static str) -> SearchLevel {
        SearchLevel {
            name,
            max_depth: 64,
            time_limit: None,
            node_limit: None,
            tt_bits: 20,
            noise: 0,
            width: None,
            root_width: None,
            draw_accept_margin: 0,
            draw_cue_margin: 0,
        }
    }
}
