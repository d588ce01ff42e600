//! Tablenette: the game's own card players (greedy, prudent, determinized Monte Carlo).

use super::Entry;
use parlour_core::Bot;
use parlour_tablenette::Tablenette;

/// Tablenette in the catalog.
pub struct TablenetteEntry;

impl Entry for TablenetteEntry {
    type G = Tablenette;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Tablenette>>> {
        parlour_tablenette::bot(level, seed)
    }
}
