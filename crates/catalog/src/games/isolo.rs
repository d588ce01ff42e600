//! Isolo: the generic alpha-beta with the Isolo evaluation, at the crate's own levels.

use super::Entry;
use parlour_ai::{AlphaBeta, AlphaBetaConfig};
use parlour_core::Bot;
use parlour_isolo::Isolo;

/// Isolo in the catalog.
pub struct IsoloEntry;

impl Entry for IsoloEntry {
    type G = Isolo;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Isolo>>> {
        let l = parlour_isolo::levels::level(level)?;
        let config = AlphaBetaConfig {
            name: l.name.to_string(),
            max_depth: l.max_depth,
            time_limit: l.time_limit,
            node_limit: l.node_limit,
            tt_bits: l.tt_bits,
            noise: l.noise,
            width: l.width,
            root_width: l.root_width,
            draw_accept_margin: l.draw_accept_margin,
            draw_cue_margin: l.draw_cue_margin,
        };
        Some(Box::new(AlphaBeta::<Isolo>::new(config, seed)))
    }
}
