//! The medium player: a short look ahead that fears the worst.
//!
//! With three players there is no zero-sum value to search, so the medium player searches
//! "paranoid": it assumes the two others play together against it. That is pessimistic but
//! safe, and it turns the game into a two-sided search where alpha-beta pruning works. The
//! evaluation only knows distances (keep the predator away, close in on the prey) and how
//! many moves each side has.

use crate::actions::for_each_action;
use crate::{Animal, Cell, ElephantFoxMouse};
use parlour_core::{Bot, BotStats, Budget, Game, Rng, Seat};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Settings of the medium player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MediumConfig {
    /// How far to look, in plies (single turns; 3 plies is one round).
    pub depth: u32,
    /// Positions examined per move at most (reproducible); the deepest finished look wins.
    pub node_limit: u64,
    /// Wall-clock safety cap per move.
    pub time_limit: Option<Duration>,
}

impl Default for MediumConfig {
    /// The `medium` level: 4 plies, at most 200,000 positions, at most one second.
    fn default() -> MediumConfig {
        MediumConfig {
            depth: 4,
            node_limit: 200_000,
            time_limit: Some(Duration::from_secs(1)),
        }
    }
}

const WIN: i32 = 1_000_000;
const INF: i32 = WIN + 1;

/// A paranoid alpha-beta player with iterative deepening.
#[derive(Clone, Debug)]
pub struct MediumBot {
    config: MediumConfig,
    rng: Rng,
    stats: BotStats,
    nodes: u64,
    node_cap: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
}

impl MediumBot {
    /// A medium player with these settings; `seed` decides between equally good moves.
    pub fn new(config: MediumConfig, seed: u64) -> MediumBot {
        MediumBot {
            config,
            rng: Rng::new(seed),
            stats: BotStats::default(),
            nodes: 0,
            node_cap: 0,
            deadline: None,
            stop: None,
            aborted: false,
        }
    }

    /// The value of `s` for `me`, searched `depth` more plies, the others playing against it.
    fn value(
        &mut self,
        s: &ElephantFoxMouse,
        me: Animal,
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
        if let Some(victim) = s.eaten() {
            return if victim == me {
                -WIN + ply
            } else if victim == me.prey() {
                WIN - ply
            } else {
                0
            };
        }
        let Some(mover) = s.animal_to_move() else {
            return 0; // the ply cap: a draw
        };
        if depth == 0 {
            return evaluate(s, me);
        }
        // Eats first: they end the game, so they decide most cutoffs.
        let mut moves = [None; 9];
        let mut n = 1;
        for_each_action(s.cells(), mover, |c, eat| {
            if eat {
                moves[0] = Some(c);
            } else {
                moves[n] = Some(c);
                n += 1;
            }
        });
        let maximizing = mover == me;
        let mut best = if maximizing { -INF } else { INF };
        for mv in moves[..n].iter().flatten() {
            let mut child = *s;
            child.apply(*mv);
            let v = self.value(&child, me, depth - 1, alpha, beta, ply + 1);
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

/// Chebyshev distance: how many king steps apart two cells are.
fn distance(a: Cell, b: Cell) -> i32 {
    i32::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

fn mobility(s: &ElephantFoxMouse, a: Animal) -> i32 {
    let mut n = 0;
    for_each_action(s.cells(), a, |_, _| n += 1);
    n
}

/// A static guess of how good `s` is for `me`, well inside ±`WIN`.
fn evaluate(s: &ElephantFoxMouse, me: Animal) -> i32 {
    let c = s.cells();
    let (x, p, q) = (
        c[me.index()],
        c[me.prey().index()],
        c[me.predator().index()],
    );
    let mover = s.animal_to_move();
    let mut v = 0;
    if x.touches(p) {
        v += if mover == Some(me) { 500 } else { 100 };
    }
    if q.touches(x) {
        v -= if mover == Some(me.predator()) {
            2000
        } else {
            300
        };
    }
    v += 40 * distance(x, q).min(4) - 25 * distance(x, p);
    v + 5 * (mobility(s, me) - mobility(s, me.prey()))
}

impl Bot<ElephantFoxMouse> for MediumBot {
    fn name(&self) -> &str {
        "medium"
    }

    fn choose(&mut self, state: &ElephantFoxMouse, budget: &Budget) -> Option<Cell> {
        let me = state.animal_to_move()?;
        let mut moves = state.legal_moves();
        self.rng.shuffle(&mut moves);
        self.stats = BotStats::default();
        if moves.len() == 1 {
            return moves.first().copied();
        }
        self.deadline = budget.deadline(Instant::now(), self.config.time_limit);
        self.stop = budget.stop.clone();
        self.node_cap = budget.nodes.unwrap_or(u64::MAX).min(self.config.node_limit);
        self.nodes = 0;
        self.aborted = false;
        let mut best = moves[0];
        for depth in 1..=self.config.depth.max(1) {
            let mut alpha = -INF;
            let mut found = None;
            for (i, &mv) in moves.iter().enumerate() {
                let mut child = *state;
                child.apply(mv);
                let v = self.value(&child, me, depth - 1, alpha, INF, 1);
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

    fn accepts_draw(&mut self, state: &ElephantFoxMouse, seat: Seat) -> bool {
        super::accepts_draw(state, seat)
    }
}
