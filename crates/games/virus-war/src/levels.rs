//! The three computer levels, as settings for the generic alpha-beta of `parlour-ai`.
//!
//! This crate may not depend on `parlour-ai`, so the settings are plain data that mirror the
//! fields of `parlour_ai::AlphaBetaConfig` one for one; the catalog turns them into a config:
//!
//! ```
//! use parlour_ai::{AlphaBeta, AlphaBetaConfig};
//! use parlour_core::{Bot, Budget, Game};
//! use parlour_virus_war::{VirusWar, levels};
//!
//! let l = levels::level("easy").unwrap();
//! let config = AlphaBetaConfig {
//!     name: l.name.into(), max_depth: l.max_depth, time_limit: Some(l.time_limit),
//!     node_limit: l.node_limit, tt_bits: l.tt_bits, noise: l.noise, width: l.width,
//!     root_width: l.root_width, draw_accept_margin: l.draw_accept_margin,
//!     draw_cue_margin: l.draw_cue_margin,
//! };
//! let mut bot = AlphaBeta::<VirusWar>::new(config, 42);
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

/// The settings of one level (the fields of `parlour_ai::AlphaBetaConfig`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// `"easy"`, `"medium"` or `"hard"`.
    pub name: &'static str,
    /// Deepest iteration, in turns (1 = the bot's own turn only).
    pub max_depth: u32,
    /// Safety cap on thinking time per sub-move.
    pub time_limit: Duration,
    /// Nodes per sub-move: the real budget, reproducible with a fixed seed.
    pub node_limit: Option<u64>,
    /// The transposition table holds `2^tt_bits` entries.
    pub tt_bits: u32,
    /// Noise `±noise` on root values (evaluation units; one kill is worth 50).
    pub noise: i32,
    /// Non-forcing moves kept at inner nodes.
    pub width: Option<usize>,
    /// Non-forcing moves kept at the root.
    pub root_width: Option<usize>,
    /// Accept a draw offer when the value for the bot is at most this.
    pub draw_accept_margin: i32,
    /// With a draw cue (a dead draw), accept or offer a draw within this margin.
    pub draw_cue_margin: i32,
}

/// Easy: looks at its own turn only (depth 1), keeps 4 candidate cells per sub-move (6 at
/// the root) besides kills and the pass, and adds ±40 of noise to root values (almost a kill's
/// worth), so it often picks a plausible but not the best cell.
pub const EASY: Level = Level {
    name: "easy",
    max_depth: 1,
    time_limit: Duration::from_millis(200),
    node_limit: Some(20_000),
    tt_bits: 16,
    noise: 40,
    width: Some(4),
    root_width: Some(6),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
};

/// Medium: its own turn and the opponent's reply (depth 2), 8 candidate cells per sub-move
/// (12 at the root) besides kills and the pass, no noise.
pub const MEDIUM: Level = Level {
    name: "medium",
    max_depth: 2,
    time_limit: Duration::from_millis(1000),
    node_limit: Some(200_000),
    tt_bits: 20,
    noise: 0,
    width: Some(8),
    root_width: Some(12),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
};

/// Hard: iterative deepening to three turns (own, reply, own), 12 candidate cells per
/// sub-move (16 at the root) besides kills and the pass, no noise. Width buys more strength
/// than depth here: in our arena a fourth turn at width 6 lost to three turns at width 8.
pub const HARD: Level = Level {
    name: "hard",
    max_depth: 3,
    time_limit: Duration::from_millis(1800),
    node_limit: Some(2_000_000),
    tt_bits: 21,
    noise: 0,
    width: Some(12),
    root_width: Some(16),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
};

/// Every level, easiest first.
pub const LEVELS: [Level; 3] = [EASY, MEDIUM, HARD];

/// The level with this name (`easy`, `medium`, `hard`), if any.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}
