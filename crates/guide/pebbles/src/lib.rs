//! # Pebbles: take one, two or three; whoever takes the last pebble wins
//!
//! The worked example of the programmer guide (`docs/guide/programmer.md`, "Adding a
//! sixth game"): a complete Parlour game, small enough to read in one sitting. A pile of
//! pebbles lies between South and North; in turn each takes one to three of them (the
//! `long` variant: fifty pebbles, one to five), and whoever takes the last pebble wins.
//!
//! ```
//! use parlour_core::{Game, Seat};
//! use parlour_pebbles::{Pebbles, Take};
//!
//! let mut game = Pebbles::new(&Default::default(), 0).unwrap();
//! game.play(Take(3)).unwrap();
//! assert_eq!(game.to_text(), "18 north");
//! assert_eq!(game.to_move(), Some(Seat(1)));
//! ```

mod game;
mod heuristic;
mod state;

pub use heuristic::LEVELS;
pub use state::{Pebbles, PebblesParams, PebblesView, Take, TakeError};
