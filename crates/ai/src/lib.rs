//! # parlour-ai: computer players written once for every game
//!
//! - [`RandomBot`]: a uniformly random legal move (the baseline every level must beat).
//! - [`AlphaBeta`]: negamax alpha-beta with iterative deepening, a Zobrist-keyed
//!   [transposition table](tt), killer and history move ordering, optional selectivity and
//!   noise. Works for any two-seat perfect-information game implementing
//!   [`parlour_core::Heuristic`], including games where a seat moves several times in a row.
//! - [`Mcts`]: UCT Monte-Carlo tree search with random playouts for any number of seats.
//!
//! A game adds only what is its own: an evaluation, a move ordering, a hash.
//!
//! ```
//! use parlour_ai::{AlphaBeta, AlphaBetaConfig};
//! use parlour_core::{Bot, Budget, Game};
//! use parlour_testkit::toy::TicTacToe;
//!
//! let game = TicTacToe::new(&Default::default(), 0).unwrap();
//! let mut bot = AlphaBeta::new(AlphaBetaConfig { max_depth: 9, ..AlphaBetaConfig::named("hard") }, 1);
//! let mv = bot.choose(&game, &Budget::unlimited()).unwrap();
//! assert!(game.legal_moves().contains(&mv));
//! assert_eq!(bot.stats().score, Some(0)); // tic-tac-toe is a draw
//! ```

pub mod alphabeta;
pub mod mcts;
mod random;
pub mod tt;

pub use alphabeta::{AlphaBeta, AlphaBetaConfig, LOSS, PROVEN, WIN};
pub use mcts::{Mcts, MctsConfig};
pub use random::RandomBot;
