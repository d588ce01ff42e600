//! Determinized Monte Carlo (PIMC, "perfect-information Monte Carlo") for games with
//! hidden information.
//!
//! For each sampled world (a full state its seat cannot tell apart from the real one)
//! every distinct candidate move is made and the world is played out to the search horizon
//! by the game's own rollout policy; the move with the best total is chosen. The same
//! worlds serve every candidate, so differences between moves are not drowned by
//! differences between deals. Where the game can solve the position exactly (nothing
//! hidden can matter any more), its exact answer is used instead.
//!
//! Worlds are weighed by [`Determinized::world_weight`], how likely the opponents' earlier
//! choices make them (inference), from what the player remembers between its decisions.
//!
//! The player is an [`InfoSetBot`]: it is only ever given its seat's [`InfoSet`].

use crate::ismcts::rollout_value;
use crate::prelude::{self, Prelude, Start};
use parlour_core::{BotStats, Budget, Determinized, DeterminizedLevel, InfoSet, InfoSetBot, Rng};
use std::marker::PhantomData;
use std::time::Instant;

/// A determinized Monte Carlo player; [`DeterminizedLevel::budget`] is the number of worlds.
#[derive(Debug)]
pub struct Pimc<G: Determinized> {
    level: DeterminizedLevel,
    rng: Rng,
    stats: BotStats,
    memory: G::Memory,
    game: PhantomData<fn() -> G>,
}

impl<G: Determinized> Pimc<G> {
    /// A player at this level; `seed` decides the sampled worlds and tie-breaks.
    pub fn new(level: DeterminizedLevel, seed: u64) -> Pimc<G> {
        Pimc {
            level,
            rng: Rng::new(seed),
            stats: BotStats::default(),
            memory: G::Memory::default(),
            game: PhantomData,
        }
    }
}

impl<G: Determinized> InfoSetBot<G> for Pimc<G> {
    fn name(&self) -> &str {
        self.level.name
    }

    fn choose(&mut self, seen: &InfoSet<G>, budget: &Budget) -> Option<G::Move> {
        let Prelude {
            me,
            first: mut world,
            moves: candidates,
            deadline,
            work: worlds,
        } = match prelude::begin(
            &self.level,
            seen,
            budget,
            &mut self.rng,
            &mut self.memory,
            &mut self.stats,
        ) {
            Start::Decided(mv) => return mv,
            Start::Search(p) => p,
        };
        let mut sums = vec![0.0f64; candidates.len()];
        let mut buf = Vec::new();
        let mut used = 0u64;
        let mut weights = 0.0;
        loop {
            let weight = world.world_weight(me, &self.memory);
            if weight > 0.0 {
                for (k, &m) in candidates.iter().enumerate() {
                    let mut w = world.clone();
                    w.apply(m);
                    sums[k] += weight * rollout_value(w, &world, me, &mut self.rng, &mut buf);
                }
                weights += weight;
            }
            used += 1;
            let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
            if used >= worlds || out_of_time || budget.stopped() {
                break;
            }
            world = seen.sample(&mut self.rng);
        }
        // The best total (equal to the best average); the first of equals, candidates
        // having been shuffled by the seed.
        let (best, total) = sums
            .iter()
            .enumerate()
            .fold((0, f64::MIN), |b, (i, &s)| if s > b.1 { (i, s) } else { b });
        self.stats.nodes = used * candidates.len() as u64;
        self.stats.depth = used as u32;
        self.stats.score = Some((total / weights.max(f64::MIN_POSITIVE)).round() as i32);
        candidates.get(best).copied()
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }
}
