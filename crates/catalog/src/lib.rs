//! # parlour-catalog: the one place that knows every game
//!
//! Front-ends never name a concrete game type. They hold a [`AnyMatch`] (a game in progress
//! with its history, undo and draw offers) and [`AnyBot`]s (computer players), made from a
//! [`GameKind`] by name. Adding a game touches its rules crate, one file in `games/` and the
//! [`GameKind`] enum; the compiler lists the rest.
//!
//! Games say things as data ([`parlour_core::Message`]); this facade puts rules texts and
//! drawings into words in the language it is given ([`Lang`]), and hands explanations and
//! errors over as messages ([`MoveRecord::explanation_in`], [`parlour_core::Describe`]) for
//! the front-end to say in its reader's language. `Display` of its errors is English.

pub mod arena;
mod bots;
pub mod engine;
mod game_match;
mod games;
mod kind;
mod record;
pub mod table;

pub use bots::{AnyBot, BotError, TypedBot, bot_move};
pub use game_match::{AnyMatch, BoardJson, DrawError, LegalMove, Match, MoveRecord, PlayError};
pub use kind::{BenchReport, CatalogError, GameKind, game_ids};
/// The languages and words, re-exported so front-ends can pass a language along.
pub use parlour_i18n::{self as i18n, Lang};
pub use record::MatchRecord;

/// Sets up a match from a seed: what every front-end holds instead of a game type.
pub type NewMatch = dyn Fn(u64) -> Result<Box<dyn AnyMatch>, String> + Send + Sync;
/// Makes a computer player from a level name and a seed.
pub type NewBot = dyn Fn(&str, u64) -> Result<Box<dyn AnyBot>, String> + Send + Sync;
