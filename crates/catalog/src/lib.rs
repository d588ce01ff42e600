//! # parlour-catalog: the one place that knows every game
//!
//! Front-ends never name a concrete game type. They hold a [`AnyMatch`] (a game in progress
//! with its history, undo and draw offers) and [`AnyBot`]s (computer players), made from a
//! [`GameKind`] by name. Adding a game touches its rules crate, one file in `games/` and the
//! [`GameKind`] enum; the compiler lists the rest.

pub mod arena;
mod bots;
mod game_match;
mod games;
mod kind;
mod record;

pub use bots::{AnyBot, BotError, TypedBot, bot_move};
pub use game_match::{AnyMatch, DrawError, Match, MoveRecord, PlayError};
pub use kind::{BenchReport, CatalogError, GameKind};
pub use record::MatchRecord;
