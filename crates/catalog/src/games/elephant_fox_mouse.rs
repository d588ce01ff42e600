//! Elephant–Fox–Mouse: the game's own easy and hard players (hard plays from the exact
//! table), and for medium the generic paranoid search of `parlour-ai` with the game's
//! evaluation.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_elephant_fox_mouse::{EasyBot, ElephantFoxMouse, HardBot, bots, heuristic};

/// Elephant–Fox–Mouse in the catalog.
pub struct EfmEntry;

impl Entry for EfmEntry {
    type G = ElephantFoxMouse;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
        match level {
            Difficulty::Easy => Box::new(EasyBot::new(seed)),
            Difficulty::Medium => Box::new(
                parlour_ai::Paranoid::<ElephantFoxMouse>::new(heuristic::MEDIUM, seed)
                    .with_draw_rule(bots::accepts_draw),
            ),
            Difficulty::Hard => Box::new(HardBot::new(seed)),
        }
    }

    fn prepare() {
        // The exact solution takes a fraction of a second; build it before anyone waits.
        let _ = parlour_elephant_fox_mouse::Solution::get();
    }
}
