//! One small module per game: its state type and its computer levels.

use parlour_core::{Bot, Difficulty, Game, Heuristic, SearchLevel};

pub mod elephant_fox_mouse;
pub mod isolo;
pub mod nines;
pub mod tablenette;
pub mod virus_war;

/// What the catalog needs from each game besides its rules.
pub trait Entry {
    /// The rules state.
    type G: Game;
    /// The computer player of a difficulty level, seeded.
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Self::G>>;

    /// The random player, seeded: uniformly random moves (a game whose rules promise how
    /// every computer answers a draw offer answers it so here too).
    fn random(seed: u64) -> Box<dyn Bot<Self::G>> {
        Box::new(parlour_ai::RandomBot::new(seed))
    }

    /// Work worth doing once before the first computer move (building tables).
    fn prepare() {}
}

/// The generic alpha-beta search at one of a game's own levels (easy, medium, hard).
fn search<G: Heuristic>(
    levels: &[SearchLevel; 3],
    level: Difficulty,
    seed: u64,
) -> parlour_ai::AlphaBeta<G> {
    parlour_ai::AlphaBeta::<G>::new(levels[level.index()].clone(), seed)
}

/// The generic alpha-beta player at one of a game's own levels, asked at every move.
fn alpha_beta<G: Heuristic>(
    levels: &[SearchLevel; 3],
    level: Difficulty,
    seed: u64,
) -> Box<dyn Bot<G>> {
    Box::new(search(levels, level, seed))
}

/// The generic alpha-beta player at one of a game's own levels, asked once a turn where a
/// turn is several moves of one seat: [`TurnPlanner`](parlour_ai::TurnPlanner) searches at
/// the turn's first move and plays the rest of the turn that search chose.
fn once_a_turn<G: Heuristic>(
    levels: &[SearchLevel; 3],
    level: Difficulty,
    seed: u64,
) -> Box<dyn Bot<G>> {
    Box::new(parlour_ai::TurnPlanner::new(search(levels, level, seed)))
}
