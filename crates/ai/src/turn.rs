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
//!
//! Such a search again, in the middle of a turn, gets only what is left of the turn's time:
//! the level's time limit is a promise about how long a player waits for the whole turn, so
//! a Nines step stopped at the limit does not earn its removal a second full limit.

use crate::AlphaBeta;
use parlour_core::{Bot, BotStats, Budget, Heuristic, Seat};
use std::time::{Duration, Instant};

/// An [`AlphaBeta`] player that searches once per turn and plays the planned rest of it.
#[derive(Debug)]
pub struct TurnPlanner<G: Heuristic> {
    search: AlphaBeta<G>,
    /// The rest of the turn: (hash of the position before the move, the move).
    plan: Vec<(u64, G::Move)>,
    /// The turn under way: the hash of the position at which it goes on, and when it began.
    turn: Option<(u64, Instant)>,
    stats: BotStats,
}

impl<G: Heuristic> TurnPlanner<G> {
    /// Plans with this alpha-beta player.
    pub fn new(search: AlphaBeta<G>) -> TurnPlanner<G> {
        TurnPlanner {
            search,
            plan: Vec::new(),
            turn: None,
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

    /// Reads the rest of `me`'s turn from the search's table, from `after`, the position
    /// after the turn's first move.
    fn read_plan(&mut self, after: &G, me: Seat) {
        self.plan.clear();
        let mut s = after.clone();
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
        let now = Instant::now();
        let began = match self.turn.take() {
            Some((key, began)) if key == state.hash() => Some(began),
            _ => None,
        };
        let planned = self.next_planned(state);
        let mv = if let Some(mv) = planned {
            // Nothing searched: the move was chosen with the first of the turn.
            self.stats = BotStats {
                score: self.stats.score,
                ..BotStats::default()
            };
            mv
        } else {
            let rest = match began {
                Some(began) => rest_of_turn(budget, self.search.config().time_limit, began, now),
                None => budget.clone(),
            };
            let (mv, _) = self.search.search(state, &rest)?;
            self.stats = self.search.stats();
            mv
        };
        let mut after = state.clone();
        after.apply(mv);
        if planned.is_none() {
            self.read_plan(&after, me);
        }
        if after.to_move() == Some(me) {
            self.turn = Some((after.hash(), began.unwrap_or(now)));
        }
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

/// The budget of a search made again in the middle of a turn that `began` earlier: what is
/// left of the turn's time limit (the budget's or the level's own, whichever is shorter),
/// but never less than a twentieth of it, so that a search still looks a few moves ahead.
fn rest_of_turn(
    budget: &Budget,
    own_limit: Option<Duration>,
    began: Instant,
    now: Instant,
) -> Budget {
    let Some(deadline) = budget.deadline(began, own_limit) else {
        return budget.clone();
    };
    let whole = deadline.saturating_duration_since(began);
    Budget {
        time: Some(deadline.saturating_duration_since(now).max(whole / 20)),
        ..budget.clone()
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

    #[test]
    fn a_search_again_within_a_turn_gets_what_is_left_of_its_time() {
        let began = Instant::now();
        let second = Duration::from_secs(1);
        let rest = |budget: &Budget, own, after_ms| {
            rest_of_turn(budget, own, began, began + Duration::from_millis(after_ms)).time
        };
        // The level's own limit, 1.8 s, of which 1.5 s are gone.
        let own = Some(Duration::from_millis(1800));
        assert_eq!(
            rest(&Budget::unlimited(), own, 1500),
            Some(Duration::from_millis(300))
        );
        // The budget's limit when it is the shorter one.
        assert_eq!(
            rest(&Budget::time(second), own, 400),
            Some(Duration::from_millis(600))
        );
        // Past the limit: a twentieth of it, enough to look a few moves ahead.
        assert_eq!(
            rest(&Budget::unlimited(), own, 2500),
            Some(Duration::from_millis(90))
        );
        // No limit at all: none is made up.
        assert_eq!(rest(&Budget::unlimited(), None, 2500), None);
        // Positions and the stop flag are kept.
        let nodes = Budget {
            nodes: Some(1000),
            ..Budget::default()
        };
        assert_eq!(rest_of_turn(&nodes, own, began, began).nodes, Some(1000));
    }
}
