//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate does not depend on the search code). Levels are
//! defined by depth and node budgets, so a game
//! with a fixed seed replays the same; the time limit is only a safety cap for a loaded
//! machine. Depth counts turns (a removal belongs to the turn that closed the line).

use crate::eval::MAN;
use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Accept a draw at up to half a man ahead (rules file §3.5).
pub const DRAW_ACCEPT_MARGIN: i32 = MAN / 2;
/// With a draw cue, accept or offer a draw within one man (rules file §3.5).
pub const DRAW_CUE_MARGIN: i32 = MAN;

/// Easy, medium and hard, weakest first.
pub const LEVELS: [Level; 3] = [
    Level {
        name: "easy",
        max_depth: 1,
        time_limit: Some(Duration::from_millis(1000)),
        node_limit: Some(2_000),
        tt_bits: 16,
        noise: 60,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
    },
    Level {
        name: "medium",
        max_depth: 2,
        time_limit: Some(Duration::from_millis(1000)),
        node_limit: Some(20_000),
        tt_bits: 18,
        noise: 10,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
    },
    Level {
        name: "hard",
        max_depth: 64,
        time_limit: Some(Duration::from_millis(1500)),
        node_limit: Some(300_000),
        tt_bits: 20,
        noise: 0,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
    },
];

/// The level called `name`, if there is one.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}
