//! The easy player: greedy and nervous, with no plan.

use crate::actions::for_each_action;
use crate::{Cell, ElephantFoxMouse};
use parlour_core::{Bot, BotStats, Budget, Rng, Seat};

/// Eats its prey whenever it can; otherwise picks a random move that does not end next to its
/// predator (any random move if every move does).
#[derive(Clone, Debug)]
pub struct EasyBot {
    rng: Rng,
    stats: BotStats,
}

impl EasyBot {
    /// An easy player whose choices are decided by `seed`.
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            rng: Rng::new(seed),
            stats: BotStats::default(),
        }
    }
}

impl Bot<ElephantFoxMouse> for EasyBot {
    fn name(&self) -> &str {
        "easy"
    }

    fn choose(&mut self, state: &ElephantFoxMouse, _: &Budget) -> Option<Cell> {
        let me = state.animal_to_move()?;
        let predator = state.cells()[me.predator().index()];
        let mut calm = Vec::with_capacity(8);
        let mut any = Vec::with_capacity(8);
        let mut eat = None;
        for_each_action(state.cells(), me, |cell, eats| {
            if eats {
                eat = Some(cell);
            } else {
                any.push(cell);
                if !cell.touches(predator) {
                    calm.push(cell);
                }
            }
        });
        self.stats = BotStats {
            nodes: any.len() as u64 + u64::from(eat.is_some()),
            ..BotStats::default()
        };
        let pool = if calm.is_empty() { &any } else { &calm };
        eat.or_else(|| self.rng.pick(pool).copied())
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }

    fn accepts_draw(&mut self, state: &ElephantFoxMouse, seat: Seat) -> bool {
        super::accepts_draw(state, seat)
    }
}
