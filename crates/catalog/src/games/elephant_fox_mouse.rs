//! Elephant–Fox–Mouse: the game's own players (an exact table for hard).

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_elephant_fox_mouse::ElephantFoxMouse;

/// Elephant–Fox–Mouse in the catalog.
pub struct EfmEntry;

impl Entry for EfmEntry {
    type G = ElephantFoxMouse;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
        parlour_elephant_fox_mouse::bot(level, seed)
    }

    fn prepare() {
        // The exact solution takes a fraction of a second; build it before anyone waits.
        let _ = parlour_elephant_fox_mouse::Solution::get();
    }
}
