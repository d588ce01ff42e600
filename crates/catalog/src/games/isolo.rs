//! Isolo: the generic alpha-beta with the Isolo evaluation, at the crate's own levels.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_isolo::Isolo;

/// Isolo in the catalog.
pub struct IsoloEntry;

impl Entry for IsoloEntry {
    type G = Isolo;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Isolo>> {
        super::alpha_beta(&parlour_isolo::levels::LEVELS, level, seed)
    }
}
