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

    /// The exact value of this position for the seat to move, when the game knows it
    /// without searching (an endgame table). The search then stops here. Called on
    /// positions that are not over; must be cheap when it answers `None`.
    fn known_value(&self) -> Option<Known> {
        None
    }

    /// Refinements of the generic search that suit this game (see [`SearchTuning`]).
    fn search_tuning() -> SearchTuning {
        SearchTuning::NONE
    }
}

/// A game-theoretic value a game knows exactly, for the seat to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Known {
    /// The seat to move wins, at best after this many more plies.
    Win(u32),
    /// The seat to move loses, at worst after this many more plies.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

/// Search refinements a game may ask the generic alpha-beta for (plain data, so that rules
/// crates can declare them without depending on the search code). Values are in the units
/// of the game's evaluation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchTuning {
    /// Half-width of the aspiration window around the previous iteration's value at the
    /// root (`None`: always a full window). It should be about the value of a small gain.
    pub aspiration: Option<i32>,
    /// A position with exactly one legal step (not a forcing one) is searched one turn
    /// deeper: forced lines, such as a blockade closing in, are followed to their end.
    pub single_reply_extension: bool,
    /// Late-move reductions: at remaining depth `lmr_min_depth` or more, quiet steps after
    /// the first `lmr_after` (in move order) are first searched one turn shallower, and
    /// again at full depth only when they beat the best so far (`None`: never reduce).
    pub lmr_after: Option<usize>,
    /// See [`SearchTuning::lmr_after`].
    pub lmr_min_depth: i32,
}

impl SearchTuning {
    /// No refinements: plain alpha-beta with principal-variation search.
    pub const NONE: SearchTuning = SearchTuning {
        aspiration: None,
        single_reply_extension: false,
        lmr_after: None,
        lmr_min_depth: 3,
    };
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
