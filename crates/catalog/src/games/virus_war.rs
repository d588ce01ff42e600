//! Virus War: the generic alpha-beta over sub-moves with the Virus War evaluation, asked
//! once per turn: the [`TurnPlanner`](parlour_ai::TurnPlanner) plans the three sub-moves
//! of a turn in one search and plays the rest of the plan.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_virus_war::VirusWar;

/// Virus War in the catalog.
pub struct VirusWarEntry;

impl Entry for VirusWarEntry {
    type G = VirusWar;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<VirusWar>> {
        super::once_a_turn(&parlour_virus_war::levels::LEVELS, level, seed)
    }
}
