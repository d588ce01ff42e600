//! Paranoid alpha-beta for games of three or more seats.
//!
//! With more than two players there is no zero-sum value to search, so the paranoid
//! player assumes that every other seat plays together against it (Sturtevant and Korf,
//! 2000). That is pessimistic but safe, and it turns the game into a two-sided search
//! where alpha-beta pruning works: the searching seat maximises its
//! [`Heuristic::evaluate`], every other seat minimises it. A finished game is worth a win
//! (faster is better), a loss (slower is better) or nothing (a survival, a draw) to the
//! searching seat.
//!
//! Depth counts turns: a ply after which the same seat moves again is free, as in
//! [`AlphaBeta`](crate::AlphaBeta). Moves are searched in the order of
//! [`Heuristic::move_order`] (stable, so equal moves keep the game's order); the root's
//! moves are shuffled by the seed and the best of each iteration is searched first in the
//! next. The level's node limit is the real budget (reproducible); the time limit is a
//! safety cap, and the deepest finished iteration decides.

use parlour_core::{Bot, BotStats, Budget, Game, Heuristic, Rng, SearchLevel, Seat, SeatResult};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The value of a won game (minus the plies to the win).
const WIN: i32 = 1_000_000;
const INF: i32 = WIN + 1;

/// A game-specific rule for draw offers: whether the bot in `seat` accepts one in this
/// state.
pub type DrawRule<G> = fn(&G, Seat) -> bool;

/// A paranoid alpha-beta player with iterative deepening.
#[derive(Debug)]
pub struct Paranoid<G: Game> {
    level: SearchLevel,
    rng: Rng,
    stats: BotStats,
    nodes: u64,
    node_cap: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    draw_rule: Option<DrawRule<G>>,
}

impl<G: Heuristic> Paranoid<G> {
    /// A player at this level (`max_depth` in turns, node and time limits; the other
    /// settings are unused); `seed` decides between equally good moves.
    pub fn new(level: SearchLevel, seed: u64) -> Paranoid<G> {
        Paranoid {
            level,
            rng: Rng::new(seed),
            stats: BotStats::default(),
            nodes: 0,
            node_cap: 0,
            deadline: None,
            stop: None,
            aborted: false,
            draw_rule: None,
        }
    }

    /// The same player, answering draw offers by `rule` (by default it refuses them).
    pub fn with_draw_rule(mut self, rule: DrawRule<G>) -> Paranoid<G> {
        self.draw_rule = Some(rule);
        self
    }

    /// The value of `s` for `me`, searched `depth` more turns, the others playing against
    /// it; `ply` plies from the root.
    fn value(
        &mut self,
        s: &G,
        me: Seat,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        let check_clock = self.nodes & 255 == 0;
        if self.nodes >= self.node_cap
            || (check_clock && self.deadline.is_some_and(|d| Instant::now() >= d))
            || (check_clock
                && self
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let Some(mover) = s.to_move() else {
            return match s.outcome().map(|o| o.result(me)) {
                Some(SeatResult::Win) => WIN - ply,
                Some(SeatResult::Loss) => -WIN + ply,
                _ => 0,
            };
        };
        if depth == 0 {
            return s.evaluate(me);
        }
        let mut moves = s.legal_moves();
        moves.sort_by_key(|&m| std::cmp::Reverse(s.move_order(m)));
        let maximizing = mover == me;
        let mut best = if maximizing { -INF } else { INF };
        for &mv in &moves {
            let mut child = s.clone();
            child.apply(mv);
            let next_depth = if child.to_move() == Some(mover) {
                depth
            } else {
                depth - 1
            };
            let v = self.value(&child, me, next_depth, alpha, beta, ply + 1);
            if maximizing {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta || self.aborted {
                break;
            }
        }
        best
    }
}

impl<G: Heuristic> Bot<G> for Paranoid<G> {
    fn name(&self) -> &str {
        self.level.name
    }

    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        let me = state.to_move()?;
        let mut moves = state.legal_moves();
        self.rng.shuffle(&mut moves);
        self.stats = BotStats::default();
        if moves.len() == 1 {
            return moves.first().copied();
        }
        self.deadline = budget.deadline(Instant::now(), self.level.time_limit);
        self.stop = budget.stop.clone();
        self.node_cap = match (budget.nodes, self.level.node_limit) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b).unwrap_or(u64::MAX),
        };
        self.nodes = 0;
        self.aborted = false;
        let mut best = *moves.first()?;
        for depth in 1..=self.level.max_depth.max(1) {
            let mut alpha = -INF;
            let mut found = None;
            for (i, &mv) in moves.iter().enumerate() {
                let mut child = state.clone();
                child.apply(mv);
                let next_depth = if child.to_move() == Some(me) {
                    depth
                } else {
                    depth - 1
                };
                let v = self.value(&child, me, next_depth, alpha, INF, 1);
                if self.aborted {
                    break;
                }
                if v > alpha {
                    alpha = v;
                    found = Some(i);
                }
            }
            if self.aborted || budget.stopped() {
                break;
            }
            // Search the best move first next time; ties keep the seeded shuffle order.
            if let Some(i) = found {
                moves[..=i].rotate_right(1);
                best = moves[0];
            }
            self.stats.depth = depth;
            self.stats.score = Some(alpha);
            if alpha.abs() > WIN / 2 {
                break;
            }
        }
        self.stats.nodes = self.nodes;
        Some(best)
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }

    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        self.draw_rule.is_some_and(|rule| rule(state, seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_testkit::toy::TicTacToe;

    fn player(seed: u64) -> Paranoid<TicTacToe> {
        Paranoid::new(
            SearchLevel {
                max_depth: 9,
                ..SearchLevel::named("paranoid")
            },
            seed,
        )
    }

    #[test]
    fn with_two_seats_it_is_minimax_and_takes_the_win() {
        let s = TicTacToe::from_text(&Default::default(), "XX.OO....").unwrap();
        for seed in 0..5 {
            let mv = player(seed).choose(&s, &Budget::unlimited()).unwrap();
            assert_eq!(s.format_move(mv), "3");
        }
    }

    #[test]
    fn it_blocks_a_threat_and_sees_the_draw() {
        let s = TicTacToe::from_text(&Default::default(), "X..OO..X.").unwrap();
        let mut p = player(1);
        let mv = p.choose(&s, &Budget::unlimited()).unwrap();
        assert_eq!(s.format_move(mv), "6");
        let empty = TicTacToe::new(&Default::default(), 0).unwrap();
        p.choose(&empty, &Budget::unlimited()).unwrap();
        assert_eq!(p.stats().score, Some(0));
        assert!(
            !p.accepts_draw(&empty, Seat(0)),
            "no draw rule: offers are refused"
        );
        let mut yes = player(1).with_draw_rule(|_, _| true);
        assert!(yes.accepts_draw(&empty, Seat(0)));
    }

    #[test]
    fn a_node_limit_still_gives_a_legal_move() {
        let s = TicTacToe::new(&Default::default(), 0).unwrap();
        let budget = Budget {
            nodes: Some(1),
            ..Budget::default()
        };
        let mv = player(2).choose(&s, &budget).unwrap();
        assert!(s.legal_moves().contains(&mv));
    }
}
