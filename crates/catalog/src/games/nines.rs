//! Nines: the generic alpha-beta with the Nines evaluation, at the crate's own levels.

use super::Entry;
use parlour_core::Bot;
use parlour_nines::Nines;

/// Nines in the catalog.
pub struct NinesEntry;

impl Entry for NinesEntry {
    type G = Nines;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Nines>>> {
        super::alpha_beta(parlour_nines::level(level), seed)
    }
}
