//! Tablenette: the game's own card players for easy and medium, and for hard the
//! determinized search of `parlour-ai` over the game's hooks. Every level only gets its
//! seat's information set.

use super::Entry;
use parlour_core::{Blind, Bot, Difficulty};
use parlour_tablenette::{Tablenette, bots};

/// Tablenette in the catalog.
pub struct TablenetteEntry;

impl Entry for TablenetteEntry {
    type G = Tablenette;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Tablenette>> {
        match level {
            Difficulty::Easy => Box::new(bots::easy(seed)),
            Difficulty::Medium => Box::new(bots::medium(seed)),
            Difficulty::Hard => Box::new(Blind(parlour_ai::determinized::<Tablenette>(
                bots::HARD,
                seed,
            ))),
        }
    }
}
