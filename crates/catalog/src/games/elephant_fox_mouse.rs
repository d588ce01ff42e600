//! Elephant–Fox–Mouse: the game's own players (an exact table for hard).

use super::Entry;
use parlour_core::Bot;
use parlour_elephant_fox_mouse::{ElephantFoxMouse, Level};

/// Elephant–Fox–Mouse in the catalog.
pub struct EfmEntry;

impl Entry for EfmEntry {
    type G = ElephantFoxMouse;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<ElephantFoxMouse>>> {
        Level::from_name(level).map(|l| l.bot(seed))
    }

    fn prepare() {
        // The exact solution takes a fraction of a second; build it before anyone waits.
        let _ = parlour_elephant_fox_mouse::Solution::get();
    }
}
