//! Computer players, from a careless beginner to perfect play.
//!
//! - [`EasyBot`]: eats when it can, otherwise wanders at random without stepping next to
//!   its predator.
//! - [`MediumBot`]: looks a few plies ahead, assuming the two others play together against
//!   it ("paranoid" search), with a simple evaluation of distances and mobility.
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
mod medium;

pub use easy::EasyBot;
pub use hard::{HardBot, SAFE_MARGIN};
pub use medium::{MediumBot, MediumConfig};

use crate::{Animal, ElephantFoxMouse, Solution};
use parlour_core::{Bot, Difficulty, Seat};

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

/// The player of a difficulty level, its random choices decided by `seed`.
pub fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
    match level {
        Difficulty::Easy => Box::new(EasyBot::new(seed)),
        Difficulty::Medium => Box::new(MediumBot::new(MediumConfig::default(), seed)),
        Difficulty::Hard => Box::new(HardBot::new(seed)),
    }
}
