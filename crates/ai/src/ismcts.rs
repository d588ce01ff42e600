//! Information-set Monte-Carlo tree search (single-observer ISMCTS, Cowling, Powley and
//! Whitehouse 2012) for games with hidden information.
//!
//! One tree is grown over the searching seat's information set: every iteration draws a
//! fresh world from the [`InfoSet`], walks down the tree using only the moves legal in that
//! world, adds one node, plays the world out to the horizon with the game's rollout policy
//! and adds the value to every node on the way, each for the seat that made its move.
//! Unlike PIMC, the opponent's choices in the tree are the same node whatever its hidden
//! hand, so the search cannot plan on knowing the cards it does not see ("strategy
//! fusion"). Selection is UCB1 with availability counts: a child's exploration term counts
//! only the iterations in which its move was legal.
//!
//! With [`DeterminizedLevel::model_opponents`], the other seats are not searched: inside
//! the tree as in the playouts they make the move the game's rollout policy makes for them
//! in each world, a model of how they play that sees their own hidden cards, where one
//! node per information set would have them play the same whatever they hold.
//!
//! Values are [`Determinized::horizon_value`]s (a score margin, say); the exploration
//! constant is in the same units. Two-seat games are taken to be zero-sum. Where the game
//! weighs worlds ([`Determinized::world_weight`], inference from the opponents' earlier
//! choices), each iteration's world is drawn from a pool of sampled worlds in proportion
//! to its weight.

use crate::prelude::{self, Prelude, Start};
use parlour_core::{
    BotStats, Budget, Determinized, DeterminizedLevel, InfoSet, InfoSetBot, Rng, Seat,
};
use std::marker::PhantomData;
use std::time::Instant;

struct Node<M> {
    mv: Option<M>,
    /// The seat that made `mv`.
    mover: Option<Seat>,
    children: Vec<usize>,
    visits: u32,
    /// Iterations in which this node's move was legal when its parent was reached.
    available: u32,
    /// Sum of the values, for `mover`.
    total: f64,
}

/// An information-set MCTS player; [`DeterminizedLevel::budget`] is the number of
/// iterations.
#[derive(Debug)]
pub struct Ismcts<G: Determinized> {
    level: DeterminizedLevel,
    rng: Rng,
    stats: BotStats,
    memory: G::Memory,
    game: PhantomData<fn() -> G>,
}

impl<G: Determinized> Ismcts<G> {
    /// A player at this level; `seed` decides the sampled worlds and every random choice.
    pub fn new(level: DeterminizedLevel, seed: u64) -> Ismcts<G> {
        Ismcts {
            level,
            rng: Rng::new(seed),
            stats: BotStats::default(),
            memory: G::Memory::default(),
            game: PhantomData,
        }
    }
}

impl<M> Node<M> {
    /// A node not visited yet.
    fn new(mv: Option<M>, mover: Option<Seat>) -> Node<M> {
        Node {
            mv,
            mover,
            children: Vec::new(),
            visits: 0,
            available: 0,
            total: 0.0,
        }
    }
}

/// The child of `node` for `mv`, if the tree has it.
fn find_child<M: Copy + PartialEq>(tree: &[Node<M>], node: usize, mv: M) -> Option<usize> {
    tree[node]
        .children
        .iter()
        .copied()
        .find(|&k| tree[k].mv == Some(mv))
}

/// The child of `node` for `mv` made by `mover`, added if it is not there yet.
fn child<M: Copy + PartialEq>(tree: &mut Vec<Node<M>>, node: usize, mv: M, mover: Seat) -> usize {
    if let Some(k) = find_child(tree, node, mv) {
        return k;
    }
    tree.push(Node::new(Some(mv), Some(mover)));
    let id = tree.len() - 1;
    tree[node].children.push(id);
    id
}

fn ucb<M>(n: &Node<M>, c: f64) -> f64 {
    if n.visits == 0 {
        return f64::INFINITY;
    }
    let v = f64::from(n.visits);
    n.total / v + c * (f64::from(n.available.max(1)).ln() / v).sqrt()
}

impl<G: Determinized> Ismcts<G> {
    /// Walks `state` down the tree from the root (selection, then the expansion of one
    /// node of a searched seat), on the moves legal in this world, adding the nodes passed
    /// to `path`; returns the state reached, from which the playout starts. With modelled
    /// opponents, their moves on the way are the rollout policy's, added to the tree when
    /// new without ending the walk: they are followed, not chosen.
    fn descend(
        &mut self,
        tree: &mut Vec<Node<G::Move>>,
        mut state: G,
        me: Seat,
        path: &mut Vec<usize>,
        moves: &mut Vec<G::Move>,
        buf: &mut Vec<G::Move>,
    ) -> G {
        let root = state.clone();
        let c = self.level.exploration;
        let mut node = 0usize;
        while !state.past_horizon(&root) {
            let Some(mover) = state.to_move() else {
                break;
            };
            if self.level.model_opponents && mover != me {
                // The other seat plays as the game's policy says it would in this world,
                // seeing its own cards there: its node is whatever that move is, and
                // nothing is chosen here, so its statistics are never used.
                let Some(m) = state.rollout_move(&root, &mut self.rng, buf) else {
                    break;
                };
                node = child(tree, node, m, mover);
                state.apply(m);
                path.push(node);
                continue;
            }
            state.distinct_moves_into(moves);
            if moves.is_empty() {
                break;
            }
            let legal = |tree: &Vec<Node<G::Move>>, k: usize| {
                tree[k].mv.is_some_and(|m| moves.contains(&m))
            };
            // Every legal child was available this time (the one expanded below too).
            for i in 0..tree[node].children.len() {
                let k = tree[node].children[i];
                if legal(tree, k) {
                    tree[k].available += 1;
                }
            }
            let untried = |m: &&G::Move| find_child(tree, node, **m).is_none();
            let count = moves.iter().filter(untried).count();
            if count > 0 {
                let pick = self.rng.below(count);
                let Some(&m) = moves.iter().filter(untried).nth(pick) else {
                    break;
                };
                let id = child(tree, node, m, mover);
                tree[id].available += 1;
                state.apply(m);
                path.push(id);
                break;
            }
            let mut best: Option<(usize, f64)> = None;
            for &k in &tree[node].children {
                if legal(tree, k) {
                    let u = ucb(&tree[k], c);
                    if best.is_none_or(|(_, b)| u > b) {
                        best = Some((k, u));
                    }
                }
            }
            let Some((next, _)) = best else {
                break;
            };
            if let Some(m) = tree[next].mv {
                state.apply(m);
            }
            node = next;
            path.push(node);
        }
        state
    }
}

impl<G: Determinized> InfoSetBot<G> for Ismcts<G> {
    fn name(&self) -> &str {
        self.level.name
    }

    fn choose(&mut self, seen: &InfoSet<G>, budget: &Budget) -> Option<G::Move> {
        let Prelude {
            me,
            first,
            moves: root_moves,
            deadline,
            work: iterations,
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
        let seats = first.seat_count();
        let mut tree: Vec<Node<G::Move>> = vec![Node::new(None, None)];
        let mut moves = Vec::new();
        let mut buf = Vec::new();
        let mut path = Vec::new();
        let mut values = vec![0.0; seats];
        let mut done = 0u64;
        let pool = WeightedPool::new(seen, me, &self.memory, iterations, &mut self.rng);
        let mut first = Some(first);
        while done < iterations {
            if done > 0 && done.is_multiple_of(32) {
                let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
                if out_of_time || budget.stopped() {
                    break;
                }
            }
            // With a pool, every world is drawn from it by weight, the first too (the
            // prelude drew its world without a weight).
            let world = match (&pool, first.take()) {
                (Some(p), _) => p.draw(&mut self.rng),
                (None, Some(w)) => w,
                (None, None) => seen.sample(&mut self.rng),
            };
            done += 1;
            path.clear();
            path.push(0usize);
            let state = self.descend(
                &mut tree,
                world.clone(),
                me,
                &mut path,
                &mut moves,
                &mut buf,
            );
            // Playout to the horizon, valued once per seat.
            let end = rollout_end(state, &world, &mut self.rng, &mut buf);
            for (i, v) in values.iter_mut().enumerate() {
                *v = end.horizon_value(&world, Seat(i as u8));
            }
            for &id in &path {
                let n = &mut tree[id];
                n.visits += 1;
                if let Some(seat) = n.mover {
                    n.total += values.get(seat.index()).copied().unwrap_or(0.0);
                }
            }
        }
        let best = tree[0]
            .children
            .iter()
            .copied()
            .max_by_key(|&k| tree[k].visits);
        self.stats.nodes = done;
        self.stats.depth = 0;
        self.stats.score = best.map(|k| (tree[k].total / f64::from(tree[k].visits.max(1))) as i32);
        best.and_then(|k| tree[k].mv)
            .or_else(|| root_moves.first().copied())
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }
}

/// Worlds drawn in advance with their weights, when the game weighs them; drawing from the
/// pool in proportion to the weights is sampling-importance-resampling.
struct WeightedPool<G> {
    worlds: Vec<G>,
    /// Running sums of the weights.
    cumulative: Vec<f64>,
}

/// The most worlds a pool holds.
const POOL: u64 = 4096;

impl<G: Determinized> WeightedPool<G> {
    /// A pool for `iterations` iterations, or `None` when every world weighs the same (the
    /// game keeps no memory, or nothing in it tells worlds apart).
    fn new(
        seen: &InfoSet<G>,
        me: Seat,
        memory: &G::Memory,
        iterations: u64,
        rng: &mut Rng,
    ) -> Option<WeightedPool<G>> {
        let size = iterations.clamp(1, POOL) as usize;
        let mut worlds = Vec::with_capacity(size);
        let mut cumulative = Vec::with_capacity(size);
        let mut total = 0.0;
        let mut uniform = true;
        for _ in 0..size {
            let w = seen.sample(rng);
            let weight = w.world_weight(me, memory).max(0.0);
            uniform &= (weight - 1.0).abs() <= 1e-12;
            total += weight;
            worlds.push(w);
            cumulative.push(total);
        }
        (!uniform && total > 0.0).then_some(WeightedPool { worlds, cumulative })
    }

    /// A world, drawn in proportion to its weight.
    fn draw(&self, rng: &mut Rng) -> G {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        let x = rng.unit() * total;
        let i = self.cumulative.partition_point(|&c| c <= x);
        self.worlds[i.min(self.worlds.len() - 1)].clone()
    }
}

/// Plays `state` on to the horizon of a search from `root` with the rollout policy.
fn rollout_end<G: Determinized>(
    mut state: G,
    root: &G,
    rng: &mut Rng,
    buf: &mut Vec<G::Move>,
) -> G {
    while !state.past_horizon(root) {
        match state.rollout_move(root, rng, buf) {
            Some(m) => state.apply(m),
            None => break,
        }
    }
    state
}

/// The value for `seat` of playing `state` out from `root` (shared with PIMC).
pub(crate) fn rollout_value<G: Determinized>(
    state: G,
    root: &G,
    seat: Seat,
    rng: &mut Rng,
    buf: &mut Vec<G::Move>,
) -> f64 {
    rollout_end(state, root, rng, buf).horizon_value(root, seat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Blind, Game};

    /// A tiny hidden-card game: each seat holds one card of 1..=3 (seat 1's hidden from
    /// seat 0). Seat 0 chooses "bet" or "fold"; after a bet seat 1 chooses "call" or "fold".
    /// Folding loses 1; a called bet wins 2 for the higher card.
    #[derive(Clone, Debug, PartialEq)]
    struct Duel {
        cards: [u8; 2],
        moves: Vec<u8>,
    }

    /// The test game refuses moves without saying why.
    #[derive(Clone, Debug, PartialEq)]
    struct DuelError;

    impl std::fmt::Display for DuelError {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("not a move")
        }
    }

    impl std::error::Error for DuelError {}

    impl parlour_core::Describe for DuelError {
        fn message(&self) -> parlour_core::Message {
            parlour_core::Message::new("duel-refused")
        }
    }

    impl Game for Duel {
        type Move = u8;
        type Params = ();
        type View = (u8, Vec<u8>);
        type MoveError = DuelError;
        const INFO: parlour_core::GameInfo = parlour_core::GameInfo {
            id: "duel",
            name: "Duel",
            summary: "a test game",
            seat_names: &["a", "b"],
            variants: &["standard"],
            hidden_information: true,
            draw_by_agreement: false,
        };
        fn variant(_: &str) -> Result<(), parlour_core::SetupError> {
            Ok(())
        }
        fn rules(_: &()) -> parlour_core::RulesText {
            parlour_core::RulesText {
                documents: &[],
                variant: Vec::new(),
            }
        }
        fn new(_: &(), seed: u64) -> Result<Duel, parlour_core::SetupError> {
            let mut rng = Rng::new(seed);
            Ok(Duel {
                cards: [1 + rng.below(3) as u8, 1 + rng.below(3) as u8],
                moves: vec![],
            })
        }
        fn params(&self) -> &() {
            &()
        }
        fn to_move(&self) -> Option<Seat> {
            match self.moves.as_slice() {
                [] => Some(Seat(0)),
                [1] => Some(Seat(1)),
                _ => None,
            }
        }
        fn legal_moves_into(&self, out: &mut Vec<u8>) {
            out.clear();
            if self.to_move().is_some() {
                out.extend([0, 1]);
            }
        }
        fn check(&self, m: u8) -> Result<(), DuelError> {
            if self.to_move().is_some() && m < 2 {
                Ok(())
            } else {
                Err(DuelError)
            }
        }
        fn apply(&mut self, m: u8) {
            self.moves.push(m);
        }
        fn outcome(&self) -> Option<parlour_core::Outcome> {
            self.to_move().is_none().then(|| {
                let s = self.score();
                let o = match s.signum() {
                    1 => parlour_core::Outcome::win(Seat(0), 2, "over"),
                    -1 => parlour_core::Outcome::win(Seat(1), 2, "over"),
                    _ => parlour_core::Outcome::draw(2, "over"),
                };
                o.with_scores(vec![s, -s])
            })
        }
        fn view(&self, v: parlour_core::Viewer) -> (u8, Vec<u8>) {
            let card = v.seat().map_or(0, |s| self.cards[s.index()]);
            (card, self.moves.clone())
        }
        fn parse_move(&self, t: &str) -> Result<u8, parlour_core::ParseMoveError> {
            t.parse().map_err(|_| parlour_core::ParseMoveError::Empty)
        }
        fn format_move(&self, m: u8) -> String {
            m.to_string()
        }
        fn move_data(&self, _: u8) -> parlour_core::MoveData {
            parlour_core::MoveData::new("play")
        }
        fn to_text(&self) -> String {
            String::new()
        }
        fn from_text(_: &(), _: &str) -> Result<Duel, parlour_core::ParsePositionError> {
            Err(parlour_core::ParsePositionError::Malformed("no".into()))
        }
        fn render(&self, _: parlour_core::Viewer, _: &dyn parlour_core::Words) -> String {
            String::new()
        }
        fn sample(&self, seat: Seat, rng: &mut Rng) -> Duel {
            let mut w = self.clone();
            if seat == Seat(0) {
                w.cards[1] = 1 + rng.below(3) as u8;
            } else {
                w.cards[0] = 1 + rng.below(3) as u8;
            }
            w
        }
    }

    impl Duel {
        /// Seat 0's winnings.
        fn score(&self) -> i64 {
            let duel = i64::from(self.cards[0].cmp(&self.cards[1]) as i8);
            match self.moves.as_slice() {
                [0] => -1,
                [1, 0] => 1,
                _ => 2 * duel,
            }
        }
    }

    impl Determinized for Duel {
        type Memory = ();
        fn rollout_move(&self, _: &Duel, rng: &mut Rng, buf: &mut Vec<u8>) -> Option<u8> {
            self.legal_moves_into(buf);
            rng.pick(buf).copied()
        }
        fn horizon_value(&self, _: &Duel, seat: Seat) -> f64 {
            let s = self.score() as f64;
            if seat == Seat(0) { s } else { -s }
        }
    }

    fn level(budget: u64) -> DeterminizedLevel {
        DeterminizedLevel {
            name: "t",
            search: parlour_core::DeterminizedSearch::Ismcts,
            budget,
            time_limit: None,
            exploration: 2.0,
            exact: false,
            model_opponents: false,
        }
    }

    fn deal(a: u8, b: u8) -> Duel {
        Duel {
            cards: [a, b],
            moves: vec![],
        }
    }

    #[test]
    fn the_best_card_bets_and_the_worst_folds_whatever_the_hidden_card() {
        for b in 1..=3 {
            let mut bot = Blind(Ismcts::<Duel>::new(level(2000), 1));
            // With a 3 a bet wins or ties; with a 1 it can only lose more than a fold.
            assert_eq!(
                parlour_core::Bot::choose(&mut bot, &deal(3, b), &Budget::unlimited()),
                Some(1)
            );
            let mut bot = Blind(Ismcts::<Duel>::new(level(2000), 1));
            assert_eq!(
                parlour_core::Bot::choose(&mut bot, &deal(1, b), &Budget::unlimited()),
                Some(0)
            );
        }
    }

    #[test]
    fn the_replying_seat_calls_with_a_three_and_folds_with_a_one() {
        let mut after_bet = deal(2, 3);
        after_bet.apply(1);
        let mut bot = Blind(Ismcts::<Duel>::new(level(2000), 2));
        assert_eq!(
            parlour_core::Bot::choose(&mut bot, &after_bet, &Budget::unlimited()),
            Some(1)
        );
        let mut after_bet = deal(2, 1);
        after_bet.apply(1);
        assert_eq!(
            parlour_core::Bot::choose(&mut bot, &after_bet, &Budget::unlimited()),
            Some(0)
        );
    }

    #[test]
    fn an_information_set_keeps_only_what_its_seat_sees() {
        // Seat 0 holds a 2; whatever seat 1 really holds, seat 0's information set is the
        // same, and so is every choice made from it.
        let sets: Vec<InfoSet<Duel>> = (1..=3)
            .map(|b| InfoSet::new(&deal(2, b), Seat(0)))
            .collect();
        for set in &sets {
            assert_eq!(set.world(), sets[0].world());
            assert_eq!(set.view(), (2, vec![]));
            assert_eq!(set.world().cards[0], 2);
        }
        let mut rng = Rng::new(1);
        let hidden: std::collections::BTreeSet<u8> =
            (0..50).map(|_| sets[0].sample(&mut rng).cards[1]).collect();
        assert_eq!(hidden.len(), 3, "samples redraw the hidden card");
        let choices: Vec<Option<u8>> = sets
            .iter()
            .map(|set| Ismcts::<Duel>::new(level(200), 9).choose(set, &Budget::unlimited()))
            .collect();
        assert!(choices.iter().all(|c| *c == choices[0]));
    }

    #[test]
    fn modelled_opponents_play_their_rollout_policy_inside_the_tree() {
        // Searched, seat 1 is one node whatever its card and calls every bet (a call wins
        // 4/3 on average against a 1, a fold loses 1), so seat 0 folds a 1. Modelled, seat 1
        // replies as its rollout policy does, at random here: a bet is worth
        // (1 − 4/3) / 2 = −1/6 against the fold's −1, so seat 0 bets its 1.
        let modelled = DeterminizedLevel {
            model_opponents: true,
            ..level(2000)
        };
        for b in 1..=3 {
            let mut bot = Blind(Ismcts::<Duel>::new(modelled.clone(), 1));
            assert_eq!(
                parlour_core::Bot::choose(&mut bot, &deal(1, b), &Budget::unlimited()),
                Some(1)
            );
            let mut bot = Blind(Ismcts::<Duel>::new(level(2000), 1));
            assert_eq!(
                parlour_core::Bot::choose(&mut bot, &deal(1, b), &Budget::unlimited()),
                Some(0)
            );
        }
    }

    #[test]
    fn pimc_bets_the_best_card_and_calls_with_it() {
        let mut bot = Blind(crate::Pimc::<Duel>::new(level(300), 3));
        for b in 1..=3 {
            assert_eq!(
                parlour_core::Bot::choose(&mut bot, &deal(3, b), &Budget::unlimited()),
                Some(1)
            );
        }
        let mut after_bet = deal(1, 3);
        after_bet.apply(1);
        assert_eq!(
            parlour_core::Bot::choose(&mut bot, &after_bet, &Budget::unlimited()),
            Some(1)
        );
    }
}
