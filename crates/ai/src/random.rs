//! The uniformly random player.

use parlour_core::{Bot, Budget, Game, Rng};

/// Plays a uniformly random legal move: the floor every real level must clear.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A random player whose choices are decided by `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Rng::new(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, state: &G, _: &Budget) -> Option<G::Move> {
        let moves = state.legal_moves();
        self.rng.pick(&moves).copied()
    }
}
