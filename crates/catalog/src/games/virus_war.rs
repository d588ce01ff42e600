//! Virus War: the generic alpha-beta over sub-moves with the Virus War evaluation.

use super::Entry;
use parlour_core::Bot;
use parlour_virus_war::VirusWar;

/// Virus War in the catalog.
pub struct VirusWarEntry;

impl Entry for VirusWarEntry {
    type G = VirusWar;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<VirusWar>>> {
        super::alpha_beta(parlour_virus_war::levels::level(level), seed)
    }
}
