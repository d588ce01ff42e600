//! Isolo: the generic alpha-beta with the Isolo evaluation, at the crate's own levels.

use super::Entry;
use parlour_core::Bot;
use parlour_isolo::Isolo;

/// Isolo in the catalog.
pub struct IsoloEntry;

impl Entry for IsoloEntry {
    type G = Isolo;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Isolo>>> {
        super::alpha_beta(parlour_isolo::levels::level(level), seed)
    }
}
