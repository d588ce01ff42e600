//! Tablenette: the game's own card players (greedy, prudent, determinized Monte Carlo).

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_tablenette::Tablenette;

/// Tablenette in the catalog.
pub struct TablenetteEntry;

impl Entry for TablenetteEntry {
    type G = Tablenette;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Tablenette>> {
        parlour_tablenette::bot(level, seed)
    }
}
