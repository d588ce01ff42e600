//! What a game tells a generic search about itself: a hash, an evaluation, an ordering.
//!
//! The generic players in `parlour-ai` need nothing else from a two-seat
//! perfect-information game. The hooks live here, not in the AI crate, so a rules crate
//! can implement them without depending on any search code.

use crate::{Game, Seat};

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
