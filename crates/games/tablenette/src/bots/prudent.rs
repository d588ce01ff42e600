//! The medium level: greedy, minus the risk of the table it leaves, by card counting.

use super::{best_gain, table_after, trail_cost, unseen};
use crate::cards::{CardList, CardSet};
use crate::state::{Play, Tablenette};
use parlour_core::{Budget, Game, InfoSet, InfoSetBot, Rng, Seat};

/// The chance that none of `k` given cards is among `h` cards drawn from `pool` unseen
/// cards.
fn none_held(pool: usize, h: usize, k: usize) -> f64 {
    if k + h > pool {
        return 0.0;
    }
    (0..h).fold(1.0, |p, j| p * (pool - k - j) as f64 / (pool - j) as f64)
}

/// What the opponent can expect to score at once on `table` with its best card, when its
/// `h` cards are drawn from `pool`: the expected maximum of the per-card gains.
///
/// Cards of one class (same rank, same points) gain the same, so the gain is computed once
/// per class: sorted by gain, the best card held is in class `i` with the chance that
/// none of the better classes' cards is held minus the chance that none of those nor
/// class `i`'s is.
pub(crate) fn expected_reply(table: &CardList, pool: CardSet, h: usize) -> f64 {
    if h == 0 || pool.is_empty() {
        return 0.0;
    }
    let mut classes: Vec<(u32, usize)> = Vec::with_capacity(16);
    let mut seen_keys: Vec<u32> = Vec::with_capacity(16);
    for c in pool.iter() {
        let key = super::class(c);
        match seen_keys.iter().position(|&k| k == key) {
            Some(i) => classes[i].1 += 1,
            None => {
                seen_keys.push(key);
                classes.push((best_gain(c, table), 1));
            }
        }
    }
    classes.retain(|&(g, _)| g > 0);
    classes.sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
    let n = pool.len();
    let mut expect = 0.0;
    let mut before = 1.0;
    let mut covered = 0;
    for (g, count) in classes {
        covered += count;
        let after = none_held(n, h, covered);
        expect += f64::from(g) * (before - after);
        before = after;
    }
    expect
}

/// The prudent value of `mv` for the seat to move in `world`, knowing only `pool` (the
/// cards it has not seen) and how many of them the opponent holds.
pub(crate) fn prudent_value(world: &Tablenette, mv: Play, pool: CardSet) -> f64 {
    let Some(me) = world.to_move() else {
        return 0.0;
    };
    let opp = me.other();
    let v = world.value_of(mv);
    let mut value = f64::from(v.total()) + 0.1 * f64::from(v.cards);
    if mv.is_trail() {
        value -= 0.01 * f64::from(trail_cost(mv.card));
    }
    let after = table_after(world.table(), mv);
    let cards_left = world.hand_len(me) + world.hand_len(opp) - 1;
    if cards_left == 0 && world.deck_len() == 0 {
        // The last card of the hand: the table goes to the last taker.
        let taker = if mv.is_trail() {
            world.last_taker()
        } else {
            Some(me)
        };
        let left = f64::from(after.set().points()) + 0.1 * after.len() as f64;
        match taker {
            Some(t) if t == me => value += left,
            Some(_) => value -= left,
            None => {}
        }
        return value;
    }
    let h = match world.hand_len(opp) {
        0 => 6,
        n => n,
    };
    value - expected_reply(&after, pool, h)
}

/// The prudent play among `moves` (never empty) for the seat to move in `world`, knowing
/// only what that seat sees there; the first of equals. A rollout policy.
pub(crate) fn prudent_first(world: &Tablenette, moves: &[Play]) -> Play {
    let Some(me) = world.to_move() else {
        return moves[0];
    };
    let pool = unseen(world, me);
    let mut best = (f64::NEG_INFINITY, moves[0]);
    for &m in moves {
        let v = prudent_value(world, m, pool);
        if v > best.0 + 1e-9 {
            best = (v, m);
        }
    }
    best.1
}

/// The prudent play among `moves`, ties broken by `rng`.
fn prudent_pick(world: &Tablenette, moves: &[Play], me: Seat, rng: &mut Rng) -> Play {
    let pool = unseen(world, me);
    let mut best = f64::NEG_INFINITY;
    let mut ties = Vec::new();
    for &m in moves {
        let v = prudent_value(world, m, pool);
        if v > best + 1e-9 {
            best = v;
            ties.clear();
        }
        if (v - best).abs() <= 1e-9 {
            ties.push(m);
        }
    }
    // `moves` is never empty: `choose` returns early when there is no legal move.
    *rng.pick(&ties).unwrap_or(&moves[0])
}

/// The medium level: §6.2's "heuristic one-ply with card counting".
#[derive(Debug, Clone)]
pub struct Prudent {
    rng: Rng,
}

impl Prudent {
    /// A prudent player; `seed` breaks ties.
    pub fn new(seed: u64) -> Prudent {
        Prudent {
            rng: Rng::new(seed),
        }
    }
}

impl InfoSetBot<Tablenette> for Prudent {
    fn name(&self) -> &str {
        "medium"
    }

    /// Its hand, the table and the cards it has not seen: all shown alike by every world
    /// of its seat.
    fn choose(&mut self, seen: &InfoSet<Tablenette>, _: &Budget) -> Option<Play> {
        let world = seen.world();
        let moves = world.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(prudent_pick(world, &moves, seen.seat(), &mut self.rng))
    }
}
