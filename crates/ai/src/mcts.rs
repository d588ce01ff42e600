//! UCT Monte-Carlo tree search for any number of seats.
//!
//! Each node remembers the seat that moved into it and the sum of that seat's rewards, so
//! the tree works for three-seat games (each seat maximises its own reward: max^n by
//! sampling) and for games where a seat moves several times in a row. Rewards are the
//! outcome values mapped to `[0, 1]`; playouts that hit the cap count as draws.

use parlour_core::{Bot, BotStats, Budget, Game, Rng, Seat};
use std::time::{Duration, Instant};

/// The settings of one MCTS level.
#[derive(Clone, Debug)]
pub struct MctsConfig {
    /// Name shown in arenas and logs.
    pub name: String,
    /// Iterations per move (playouts).
    pub iterations: u64,
    /// Wall-clock limit per move.
    pub time_limit: Option<Duration>,
    /// UCT exploration constant.
    pub exploration: f64,
    /// Playouts stop after this many plies and count as a draw.
    pub playout_cap: usize,
}

impl MctsConfig {
    /// Defaults: 10,000 iterations, c = 1.4, playouts capped at 400 plies.
    pub fn named(name: &str) -> MctsConfig {
        MctsConfig {
            name: name.to_string(),
            iterations: 10_000,
            time_limit: None,
            exploration: 1.4,
            playout_cap: 400,
        }
    }
}

struct Node<M> {
    mv: Option<M>,
    mover: Option<Seat>,
    children: Vec<usize>,
    untried: Vec<M>,
    visits: u32,
    reward: f64,
}

/// A UCT player.
#[derive(Debug)]
pub struct Mcts {
    config: MctsConfig,
    rng: Rng,
    stats: BotStats,
}

impl Mcts {
    /// A player with these settings; `seed` decides every random choice.
    pub fn new(config: MctsConfig, seed: u64) -> Mcts {
        Mcts {
            config,
            rng: Rng::new(seed),
            stats: BotStats::default(),
        }
    }

    fn rewards<G: Game>(&mut self, state: &G) -> Vec<f64> {
        let (end, _) = random_playout(state, &mut self.rng, self.config.playout_cap);
        let n = end.seat_count();
        match end.outcome() {
            Some(o) => (0..n)
                .map(|i| (o.value(Seat(i as u8)) + 1.0) / 2.0)
                .collect(),
            None => vec![0.5; n],
        }
    }
}

/// Plays uniformly random moves until the game ends or `cap` plies are played.
fn random_playout<G: Game>(state: &G, rng: &mut Rng, cap: usize) -> (G, usize) {
    let mut s = state.clone();
    let plies = s.playout(rng, &mut Vec::new(), cap);
    (s, plies)
}

impl<G: Game> Bot<G> for Mcts {
    fn name(&self) -> &str {
        &self.config.name
    }

    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        let root_moves = state.legal_moves();
        if root_moves.len() <= 1 {
            return root_moves.first().copied();
        }
        let start = Instant::now();
        let deadline = budget.deadline(start, self.config.time_limit);
        let iterations = budget
            .nodes
            .map_or(self.config.iterations, |n| n.min(self.config.iterations));
        let mut untried = root_moves.clone();
        self.rng.shuffle(&mut untried);
        let mut tree: Vec<Node<G::Move>> = vec![Node {
            mv: None,
            mover: None,
            children: vec![],
            untried,
            visits: 0,
            reward: 0.0,
        }];
        let mut done = 0;
        while done < iterations.max(1) {
            if done % 64 == 0
                && (budget.stopped() || deadline.is_some_and(|d| Instant::now() >= d))
                && done > 0
            {
                break;
            }
            done += 1;
            let mut s = state.clone();
            let mut path = vec![0usize];
            let mut node = 0usize;
            // Selection.
            while tree[node].untried.is_empty() && !tree[node].children.is_empty() {
                let parent_visits = f64::from(tree[node].visits.max(1)).ln();
                let c = self.config.exploration;
                node = *tree[node]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| {
                        let ua = uct(&tree[a], parent_visits, c);
                        let ub = uct(&tree[b], parent_visits, c);
                        ua.total_cmp(&ub)
                    })
                    .expect("children not empty");
                if let Some(m) = tree[node].mv {
                    s.apply(m);
                }
                path.push(node);
            }
            // Expansion.
            if let Some(m) = tree[node].untried.pop() {
                let mover = s.to_move();
                s.apply(m);
                let mut untried = s.legal_moves();
                self.rng.shuffle(&mut untried);
                tree.push(Node {
                    mv: Some(m),
                    mover,
                    children: vec![],
                    untried,
                    visits: 0,
                    reward: 0.0,
                });
                let id = tree.len() - 1;
                tree[node].children.push(id);
                path.push(id);
            }
            // Playout and backpropagation.
            let rewards = self.rewards(&s);
            for &id in &path {
                let n = &mut tree[id];
                n.visits += 1;
                if let Some(seat) = n.mover {
                    n.reward += rewards.get(seat.index()).copied().unwrap_or(0.5);
                }
            }
        }
        let best = tree[0]
            .children
            .iter()
            .max_by_key(|&&c| tree[c].visits)
            .copied();
        self.stats = BotStats {
            nodes: done,
            depth: 0,
            score: None,
            tt_probes: 0,
            tt_hits: 0,
        };
        best.and_then(|b| tree[b].mv)
            .or_else(|| root_moves.first().copied())
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }
}

fn uct<M>(n: &Node<M>, ln_parent: f64, c: f64) -> f64 {
    if n.visits == 0 {
        return f64::INFINITY;
    }
    let v = f64::from(n.visits);
    n.reward / v + c * (ln_parent / v).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_testkit::toy::TicTacToe;

    #[test]
    fn mcts_finds_the_win_in_one() {
        let s = TicTacToe::from_text(&Default::default(), "XX.OO....").unwrap();
        let mut b = Mcts::new(
            MctsConfig {
                iterations: 3000,
                ..MctsConfig::named("m")
            },
            1,
        );
        let m = b.choose(&s, &Budget::unlimited()).unwrap();
        assert_eq!(s.format_move(m), "3");
    }
}
