//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate does not depend on the search code):
//!
//! ```ignore
//! let bot = AlphaBeta::<Isolo>::new(parlour_isolo::levels::level("hard").unwrap(), seed);
//! ```
//!
//! A level is a search depth (in turns) with a node budget, so a seeded game replays the
//! same; the time limit is only a safety cap. Noise (in evaluation units: a seed is worth
//! 4, an occupied hole 6) makes the easy level err, and on the others only breaks
//! near-ties, so that different seeds give different games; it never hides a proven win.
//! Isolo has no draw offers, so the draw margins are unused.

use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

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
        quiescence: true,
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
        quiescence: true,
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
        quiescence: true,
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
