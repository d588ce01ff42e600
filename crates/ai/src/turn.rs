//! Planning a whole turn once, for games whose turn is several moves by the same seat.
//!
//! A Virus War turn is three sub-moves. [`AlphaBeta`] already searches a turn as a whole
//! (its depth counts turns, so every iteration sees the turn to its end), but asked once
//! per sub-move it would start its iterative deepening again three times a turn. The
//! [`TurnPlanner`] searches at the first sub-move only, reads the rest of the turn from the
//! search's transposition table (the best move it remembers at each position of the turn,
//! which is its principal variation) and then plays that plan, checking before every
//! planned move that the position is the one the plan expected. If anything differs (a
//! position the table no longer holds, a move no longer legal), it simply searches again.

use crate::AlphaBeta;
use parlour_core::{Bot, BotStats, Budget, Heuristic, Seat};

/// An [`AlphaBeta`] player that searches once per turn and plays the planned rest of it.
#[derive(Debug)]
pub struct TurnPlanner<G: Heuristic> {
    search: AlphaBeta<G>,
    /// The rest of the turn: (hash of the position before the move, the move).
    plan: Vec<(u64, G::Move)>,
    stats: BotStats,
}

impl<G: Heuristic> TurnPlanner<G> {
    /// Plans with this alpha-beta player.
    pub fn new(search: AlphaBeta<G>) -> TurnPlanner<G> {
        TurnPlanner {
            search,
            plan: Vec::new(),
            stats: BotStats::default(),
        }
    }

    /// The moves still planned for this turn, first first.
    pub fn planned(&self) -> Vec<G::Move> {
        self.plan.iter().map(|&(_, m)| m).collect()
    }

    /// The planned move for `state`, if it is the position the plan expected.
    fn next_planned(&mut self, state: &G) -> Option<G::Move> {
        let &(key, mv) = self.plan.first()?;
        if key != state.hash() || !state.legal_moves().contains(&mv) {
            self.plan.clear();
            return None;
        }
        self.plan.remove(0);
        Some(mv)
    }

    /// Reads the rest of `me`'s turn after `first` from the search's table.
    fn read_plan(&mut self, state: &G, me: Seat, first: G::Move) {
        self.plan.clear();
        let mut s = state.clone();
        s.apply(first);
        // A turn is short (three sub-moves); the bound only guards against a cycle.
        while s.to_move() == Some(me) && self.plan.len() < 64 {
            let Some(mv) = self.search.remembered_move(&s) else {
                break;
            };
            if !s.legal_moves().contains(&mv) {
                break;
            }
            self.plan.push((s.hash(), mv));
            s.apply(mv);
        }
    }
}

impl<G: Heuristic> Bot<G> for TurnPlanner<G> {
    fn name(&self) -> &str {
        self.search.config().name
    }

    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        let me = state.to_move()?;
        if let Some(mv) = self.next_planned(state) {
            // Nothing searched: the move was chosen with the first of the turn.
            self.stats = BotStats {
                score: self.stats.score,
                ..BotStats::default()
            };
            return Some(mv);
        }
        let (mv, _) = self.search.search(state, budget)?;
        self.stats = self.search.stats();
        self.read_plan(state, me, mv);
        Some(mv)
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }

    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        self.plan.clear();
        self.search.accepts_draw(state, seat)
    }

    fn offers_draw(&mut self, state: &G, seat: Seat) -> bool {
        // A draw offer is asked before a move; the search it makes keeps the plan valid
        // only by chance, so the plan is dropped.
        self.plan.clear();
        self.search.offers_draw(state, seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::AlphaBetaConfig;
    use parlour_core::Game;
    use parlour_testkit::toy::TicTacToe;

    #[test]
    fn a_game_with_one_move_a_turn_searches_every_time() {
        let s = TicTacToe::from_text(&Default::default(), "XX.OO....").unwrap();
        let mut bot = TurnPlanner::new(AlphaBeta::new(
            AlphaBetaConfig {
                max_depth: 9,
                ..AlphaBetaConfig::named("hard")
            },
            1,
        ));
        let mv = bot.choose(&s, &Budget::unlimited()).unwrap();
        assert_eq!(s.format_move(mv), "3");
        assert!(bot.planned().is_empty(), "the turn ends with the move");
        assert!(bot.stats().nodes > 0);
    }
}
