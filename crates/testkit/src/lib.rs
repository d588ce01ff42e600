//! # parlour-testkit: the conformance suite every game runs
//!
//! [`check_game`] plays many seeded random games and checks, at every step, the contract
//! written on [`parlour_core::Game`]. A game crate calls it from `tests/conformance.rs`:
//!
//! ```ignore
//! #[test]
//! fn conformance() {
//!     parlour_testkit::check_game::<Nines>(&Default::default(), 1000, 1);
//! }
//! ```
//!
//! Failures panic with the game number, the seed, the ply, the position text and the moves
//! so far, so a failure can be replayed with `parlour moves`.
//!
//! It also holds [`quiet_on_closed_pipe`], which the `parlour` command and the example
//! programs share, so that `nines_arena … | head` ends without a panic.

mod conformance;
mod levels;
mod perft;
mod pipe;
pub mod toy;

pub use conformance::{Report, check_bot_is_blind, check_game, check_heuristic};
pub use levels::{check_levels_described, check_rules_show_levels};
pub use perft::{perft, random_playout};
pub use pipe::quiet_on_closed_pipe;
