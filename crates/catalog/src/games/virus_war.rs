//! Virus War: the generic alpha-beta over sub-moves with the Virus War evaluation.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_virus_war::VirusWar;

/// Virus War in the catalog.
pub struct VirusWarEntry;

impl Entry for VirusWarEntry {
    type G = VirusWar;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<VirusWar>> {
        super::alpha_beta(&parlour_virus_war::levels::LEVELS, level, seed)
    }
}
