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
use parlour_core::Bot;

/// The difficulty levels offered to players.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// [`EasyBot`].
    Easy,
    /// [`MediumBot`] with [`MediumConfig::default`].
    Medium,
    /// [`HardBot`].
    Hard,
}

impl Level {
    /// The levels, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// `"easy"`, `"medium"` or `"hard"`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level called `name` (case-insensitive).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }

    /// A fresh player of this level; `seed` decides its random choices.
    pub fn bot(self, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
        match self {
            Level::Easy => Box::new(EasyBot::new(seed)),
            Level::Medium => Box::new(MediumBot::new(MediumConfig::default(), seed)),
            Level::Hard => Box::new(HardBot::new(seed)),
        }
    }
}
