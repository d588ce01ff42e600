//! Isolo: the generic alpha-beta with the Isolo evaluation.

use super::Entry;
use parlour_ai::{AlphaBeta, AlphaBetaConfig};
use parlour_core::Bot;
use parlour_isolo::Isolo;
use std::time::Duration;

/// Isolo in the catalog.
pub struct IsoloEntry;

impl Entry for IsoloEntry {
    type G = Isolo;
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Isolo>>> {
        let base = AlphaBetaConfig::named(level);
        let config = match level {
            "easy" => AlphaBetaConfig {
                max_depth: 1,
                noise: 3,
                node_limit: Some(5_000),
                tt_bits: 14,
                ..base
            },
            "medium" => AlphaBetaConfig {
                max_depth: 3,
                node_limit: Some(50_000),
                tt_bits: 18,
                ..base
            },
            "hard" => AlphaBetaConfig {
                max_depth: 12,
                node_limit: Some(400_000),
                time_limit: Some(Duration::from_millis(1500)),
                ..base
            },
            _ => return None,
        };
        Some(Box::new(AlphaBeta::<Isolo>::new(config, seed)))
    }
}
