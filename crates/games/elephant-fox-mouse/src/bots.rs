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

mod easy;
mod hard;
mod medium;

pub use easy::EasyBot;
pub use hard::{HardBot, SAFE_MARGIN};
pub use medium::{MediumBot, MediumConfig};

use crate::ElephantFoxMouse;
use parlour_core::{Bot, Difficulty};

/// The player of a difficulty level, its random choices decided by `seed`.
pub fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
    match level {
        Difficulty::Easy => Box::new(EasyBot::new(seed)),
        Difficulty::Medium => Box::new(MediumBot::new(MediumConfig::default(), seed)),
        Difficulty::Hard => Box::new(HardBot::new(seed)),
    }
}
