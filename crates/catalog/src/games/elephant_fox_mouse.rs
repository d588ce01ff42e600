//! Elephant–Fox–Mouse: the game's own easy and hard players (hard plays from the exact
//! table), and for medium the generic paranoid search of `parlour-ai` with the game's
//! evaluation.

use super::Entry;
use parlour_core::{Bot, Budget, Difficulty, Seat};
use parlour_elephant_fox_mouse::{EasyBot, ElephantFoxMouse, HardBot, bots, heuristic};

/// Elephant–Fox–Mouse in the catalog.
pub struct EfmEntry;

impl Entry for EfmEntry {
    type G = ElephantFoxMouse;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
        match level {
            Difficulty::Easy => Box::new(EasyBot::new(seed)),
            Difficulty::Medium => Box::new(
                parlour_ai::Paranoid::<ElephantFoxMouse>::new(heuristic::MEDIUM, seed)
                    .with_draw_rule(bots::accepts_draw),
            ),
            Difficulty::Hard => Box::new(HardBot::new(seed)),
        }
    }

    /// Random moves; a draw answered as every level answers it (the rules say how).
    fn random(seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
        Box::new(RandomEfm(parlour_ai::RandomBot::new(seed)))
    }

    fn prepare() {
        // The exact solution takes a fraction of a second; build it before anyone waits.
        let _ = parlour_elephant_fox_mouse::Solution::get();
    }
}

/// The random level: uniformly random moves, and a draw offer answered by the rule every
/// level follows ([`bots::accepts_draw`]: after 30 moves, unless it can force a win). The
/// rules promise it of every computer player; the plain random player never accepted.
struct RandomEfm(parlour_ai::RandomBot);

impl Bot<ElephantFoxMouse> for RandomEfm {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(
        &mut self,
        state: &ElephantFoxMouse,
        budget: &Budget,
    ) -> Option<<ElephantFoxMouse as parlour_core::Game>::Move> {
        Bot::<ElephantFoxMouse>::choose(&mut self.0, state, budget)
    }

    fn accepts_draw(&mut self, state: &ElephantFoxMouse, seat: Seat) -> bool {
        bots::accepts_draw(state, seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Game;

    #[test]
    fn the_random_level_answers_a_draw_as_the_rules_say() {
        let p = Default::default();
        let at = |ply: u32| {
            ElephantFoxMouse::from_text(
                &p,
                &format!("E c3 F f6 M a6 / order E F M / E / ply {ply}"),
            )
            .unwrap()
        };
        let mut random = EfmEntry::random(1);
        assert!(!random.accepts_draw(&at(29), Seat(1)));
        assert!(random.accepts_draw(&at(30), Seat(1)));
    }
}
