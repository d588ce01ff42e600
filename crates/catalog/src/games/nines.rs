//! Nines: the generic alpha-beta with the Nines evaluation, at the crate's own levels, and
//! the endgame tables of the `standard` rules.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_nines::Nines;

/// Nines in the catalog.
pub struct NinesEntry;

impl Entry for NinesEntry {
    type G = Nines;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Nines>> {
        super::alpha_beta(&parlour_nines::LEVELS, level, seed)
    }

    fn prepare() {
        // The flying endgames of the `standard` rules, worked out exactly (a few seconds);
        // the players use them from the moment they exist.
        let _ = parlour_nines::tablebase::standard();
    }
}
