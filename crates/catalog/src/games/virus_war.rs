//! Virus War: the generic alpha-beta over sub-moves with the Virus War evaluation.

use super::Entry;
use parlour_ai::{AlphaBeta, AlphaBetaConfig};
use parlour_core::Bot;
use parlour_virus_war::VirusWar;

/// Virus War in the catalog.
pub struct VirusWarEntry;

impl Entry for VirusWarEntry {
    type G = VirusWar;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<VirusWar>>> {
        let l = parlour_virus_war::levels::level(level)?;
        let config = AlphaBetaConfig {
            name: l.name.to_string(),
            max_depth: l.max_depth,
            time_limit: Some(l.time_limit),
            node_limit: l.node_limit,
            tt_bits: l.tt_bits,
            noise: l.noise,
            width: l.width,
            root_width: l.root_width,
            draw_accept_margin: l.draw_accept_margin,
            draw_cue_margin: l.draw_cue_margin,
        };
        Some(Box::new(AlphaBeta::<VirusWar>::new(config, seed)))
    }
}
