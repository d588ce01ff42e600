//! The three computer levels, as settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate may not depend on the search code):
//!
//! ```
//! use parlour_ai::AlphaBeta;
//! use parlour_core::{Bot, Budget, Game};
//! use parlour_virus_war::{VirusWar, levels};
//!
//! let mut bot = AlphaBeta::<VirusWar>::new(levels::level("easy").unwrap(), 42);
//! let game = VirusWar::new(&Default::default(), 0).unwrap();
//! let first = bot.choose(&game, &Budget::unlimited()).unwrap();
//! assert!(game.legal_moves().contains(&first));
//! ```
//!
//! A level is mainly a search budget (depth in turns and a node limit, so a seeded game
//! replays exactly); the time limit is only a safety cap on a slow or busy machine. Every
//! level keeps all kills and the pass at every node (they are forcing), so each one takes a
//! winning kill when there is one.

use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Easy: looks at its own turn only (depth 1), keeps 4 candidate cells per sub-move (6 at
/// the root) besides kills and the pass, and adds ±40 of noise to root values (almost a kill's
/// worth), so it often picks a plausible but not the best cell.
pub const EASY: Level = Level {
    name: "easy",
    max_depth: 1,
    time_limit: Some(Duration::from_millis(200)),
    node_limit: Some(20_000),
    tt_bits: 16,
    noise: 40,
    width: Some(4),
    root_width: Some(6),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
};

/// Medium: its own turn and the opponent's reply (depth 2), 8 candidate cells per sub-move
/// (12 at the root) besides kills and the pass, no noise.
pub const MEDIUM: Level = Level {
    name: "medium",
    max_depth: 2,
    time_limit: Some(Duration::from_millis(1000)),
    node_limit: Some(200_000),
    tt_bits: 20,
    noise: 0,
    width: Some(8),
    root_width: Some(12),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
};

/// Hard: iterative deepening to three turns (own, reply, own), 12 candidate cells per
/// sub-move (16 at the root) besides kills and the pass, no noise. Width buys more strength
/// than depth here: in our arena a fourth turn at width 6 lost to three turns at width 8.
pub const HARD: Level = Level {
    name: "hard",
    max_depth: 3,
    time_limit: Some(Duration::from_millis(1800)),
    node_limit: Some(2_000_000),
    tt_bits: 21,
    noise: 0,
    width: Some(12),
    root_width: Some(16),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
};

/// Every level, easiest first.
pub const LEVELS: [Level; 3] = [EASY, MEDIUM, HARD];

/// The level with this name (`easy`, `medium`, `hard`), if any.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}
