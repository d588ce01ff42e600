//! # parlour-ai: computer players written once for every game
//!
//! - [`RandomBot`]: a uniformly random legal move (the baseline every level must beat).
//! - [`AlphaBeta`]: negamax alpha-beta with iterative deepening, a Zobrist-keyed
//!   [transposition table](tt), killer and history move ordering, optional selectivity and
//!   noise. Works for any two-seat perfect-information game implementing
//!   [`parlour_core::Heuristic`], including games where a seat moves several times in a row.
//! - [`TurnPlanner`]: alpha-beta asked once per turn in games whose turn is several moves
//!   (Virus War's three sub-moves); the rest of the turn is read from its table.
//! - [`Paranoid`]: alpha-beta for three or more seats, every other seat playing against the
//!   searching one (Elephant–Fox–Mouse's medium level).
//! - [`Mcts`]: UCT Monte-Carlo tree search with random playouts for any number of seats.
//! - For hidden information, players that only get their seat's
//!   [`InfoSet`](parlour_core::InfoSet) ([`InfoSetBot`]s, seated
//!   with [`Blind`](parlour_core::Blind)), over the hooks of
//!   [`Determinized`]: [`Pimc`], determinized Monte Carlo, and
//!   [`Ismcts`], information-set Monte-Carlo tree search.
//!
//! A game adds only what is its own: an evaluation, a move ordering, a hash, a rollout
//! policy and a horizon, an exact solver where it has one.
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
pub mod ismcts;
pub mod mcts;
pub mod paranoid;
pub mod pimc;
mod prelude;
mod random;
pub mod tt;
pub mod turn;

pub use alphabeta::{AlphaBeta, AlphaBetaConfig, LOSS, PROVEN, WIN};
pub use ismcts::Ismcts;
pub use mcts::{Mcts, MctsConfig};
pub use paranoid::Paranoid;
pub use pimc::Pimc;
pub use random::RandomBot;
pub use turn::TurnPlanner;

use parlour_core::{Determinized, DeterminizedLevel, DeterminizedSearch, InfoSetBot};

/// The determinized player a level asks for ([`DeterminizedLevel::search`]); `seed`
/// decides every random choice. Seat it with [`Blind`](parlour_core::Blind).
pub fn determinized<G: Determinized>(
    level: DeterminizedLevel,
    seed: u64,
) -> Box<dyn InfoSetBot<G>> {
    match level.search {
        DeterminizedSearch::Pimc => Box::new(Pimc::<G>::new(level, seed)),
        DeterminizedSearch::Ismcts => Box::new(Ismcts::<G>::new(level, seed)),
    }
}
