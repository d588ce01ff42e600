//! One small module per game: its state type and its computer levels.

use parlour_core::{Bot, Game, Heuristic, SearchLevel};

pub mod elephant_fox_mouse;
pub mod isolo;
pub mod nines;
pub mod tablenette;
pub mod virus_war;

/// What the catalog needs from each game besides its rules.
pub trait Entry {
    /// The rules state.
    type G: Game;
    /// Level names beyond `random`, weakest first; the last is the strongest.
    const LEVELS: &'static [&'static str];
    /// A computer player of a level (lowercase name), or `None` for an unknown name.
    fn bot(level: &str, seed: u64) -> Option<Box<dyn Bot<Self::G>>>;

    /// Work worth doing once before the first computer move (building tables).
    fn prepare() {}
}

/// The generic alpha-beta player at one of a game's own levels.
fn alpha_beta<G: Heuristic>(level: Option<SearchLevel>, seed: u64) -> Option<Box<dyn Bot<G>>> {
    level.map(|l| Box::new(parlour_ai::AlphaBeta::<G>::new(l, seed)) as Box<dyn Bot<G>>)
}
