//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! This crate does not depend on the AI crate, so a [`Level`] mirrors the fields of
//! `parlour_ai::AlphaBetaConfig` one for one and the catalog copies them over:
//!
//! ```ignore
//! let l = parlour_isolo::levels::level("hard").unwrap();
//! let config = AlphaBetaConfig {
//!     name: l.name.into(), max_depth: l.max_depth, time_limit: l.time_limit,
//!     node_limit: l.node_limit, tt_bits: l.tt_bits, noise: l.noise, width: l.width,
//!     root_width: l.root_width, draw_accept_margin: l.draw_accept_margin,
//!     draw_cue_margin: l.draw_cue_margin,
//! };
//! let bot = AlphaBeta::<Isolo>::new(config, seed);
//! ```
//!
//! A level is a search depth (in turns) with a node budget, so a seeded game replays the
//! same; the time limit is only a safety cap. Noise (in evaluation units: a seed is worth
//! 4, an occupied hole 6) makes the easy level err, and on the others only breaks
//! near-ties, so that different seeds give different games; it never hides a proven win.
//! Isolo has no draw offers, so the draw margins are unused.

use std::time::Duration;

/// One computer level: the fields of `parlour_ai::AlphaBetaConfig`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// `"easy"`, `"medium"` or `"hard"`.
    pub name: &'static str,
    /// Deepest iteration, in turns (one move each).
    pub max_depth: u32,
    /// Wall-clock safety cap per move.
    pub time_limit: Option<Duration>,
    /// Node budget per move (the real limit of the level).
    pub node_limit: Option<u64>,
    /// Transposition table size: `2^tt_bits` entries.
    pub tt_bits: u32,
    /// Noise `±noise` on each root move's value.
    pub noise: i32,
    /// Inner-node width limit (`None`: full width).
    pub width: Option<usize>,
    /// Root width limit (`None`: all moves).
    pub root_width: Option<usize>,
    /// Accept an offered draw when the search value for us is at most this (unused).
    pub draw_accept_margin: i32,
    /// With a draw cue, accept or offer a draw within this margin (unused).
    pub draw_cue_margin: i32,
}

/// Easy, medium and hard, weakest first.
pub const LEVELS: [Level; 3] = [
    // Sees its move and the reply, and errs by up to three seeds.
    Level {
        name: "easy",
        max_depth: 2,
        time_limit: Some(Duration::from_millis(250)),
        node_limit: Some(20_000),
        tt_bits: 16,
        noise: 12,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
    },
    // Two moves each.
    Level {
        name: "medium",
        max_depth: 4,
        time_limit: Some(Duration::from_secs(1)),
        node_limit: Some(200_000),
        tt_bits: 18,
        noise: 4,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
    },
    // Four moves each: on 16-hole rows about 0.1 s a move on one core.
    Level {
        name: "hard",
        max_depth: 8,
        time_limit: Some(Duration::from_secs(2)),
        node_limit: Some(1_000_000),
        tt_bits: 20,
        noise: 2,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
    },
];

/// The level with this name (`easy`, `medium`, `hard`), if any.
///
/// ```
/// assert_eq!(parlour_isolo::levels::level("hard").unwrap().max_depth, 8);
/// assert!(parlour_isolo::levels::level("expert").is_none());
/// ```
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}
