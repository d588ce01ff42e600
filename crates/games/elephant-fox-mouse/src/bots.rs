//! Computer players, from a careless beginner to perfect play.
//!
//! - [`EasyBot`]: eats when it can, otherwise wanders at random without stepping next to
//!   its predator.
//! - medium: the generic paranoid search of `parlour-ai` (`parlour_ai::Paranoid`) at
//!   [`MEDIUM`](crate::heuristic::MEDIUM): it looks a few plies ahead, assuming the two
//!   others play together against it, with this crate's evaluation of distances and
//!   mobility ([`heuristic`](crate::heuristic)).
//! - [`HardBot`]: uses the exact [`Solution`](crate::Solution): it takes a forced win, never
//!   walks into a forced loss, keeps two-against-one doom far away, and otherwise hunts by
//!   the odds and sets traps where a careless prey walks into a lost position.
//!
//! All three are pure computation and reproducible: a seed decides every random choice.
//!
//! **Draws.** A draw by agreement needs all three seats. Every level accepts an offer
//! unless its animal can force a win from the position ([`accepts_draw`]): with perfect
//! play the chase is endless, so holding out is worth it only with a forced win in hand.
//! None of them offers a draw itself.

mod easy;
mod hard;

pub use easy::EasyBot;
pub use hard::{HardBot, SAFE_MARGIN};

use crate::{Animal, ElephantFoxMouse, Solution};
use parlour_core::Seat;

/// Whether a computer player in `seat` accepts a draw offered in `state`: yes, unless its
/// animal can force a win ([`Solution::forced_win`]).
pub fn accepts_draw(state: &ElephantFoxMouse, seat: Seat) -> bool {
    match Animal::from_seat(seat) {
        Some(me) if state.animal_to_move().is_some() => {
            Solution::get().forced_win(state, me).is_none()
        }
        _ => false,
    }
}
