//! The medium level: greedy, minus the risk of the table it leaves, by card counting.

use super::{table_after, trail_cost, unseen};
use crate::capture::PlayValue;
use crate::cards::{Card, CardList, CardSet, Rank, Suit};
use crate::state::{Play, Tablenette};
use parlour_core::{Budget, Game, InfoSet, InfoSetBot, Rng, Seat};

/// The chance that none of `k` given cards is among `h` cards drawn from `pool` unseen
/// cards.
pub(crate) fn none_held(pool: usize, h: usize, k: usize) -> f64 {
    if k + h > pool {
        return 0.0;
    }
    (0..h).fold(1.0, |p, j| p * (pool - k - j) as f64 / (pool - j) as f64)
}

/// The unseen cards grouped by class, in the order the pool first shows each class (that
/// order fixes the sums of [`Pool::expected_reply`] to the last bit), worked out once for
/// all the plays judged against the same pool.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Pool {
    /// One card of each class, and how many of the class the pool holds.
    classes: [(Card, usize); 40],
    len: usize,
    size: usize,
}

impl Pool {
    /// The unseen cards `pool`, grouped.
    pub(crate) fn new(pool: CardSet) -> Pool {
        let mut classes = [(Card::new(Rank::Ace, Suit::Clubs), 0usize); 40];
        let mut slot_of = [u8::MAX; 40];
        let mut len = 0;
        for c in pool.iter() {
            let key = super::class(c) as usize;
            match slot_of[key] {
                u8::MAX => {
                    slot_of[key] = len as u8;
                    classes[len] = (c, 1);
                    len += 1;
                }
                i => classes[usize::from(i)].1 += 1,
            }
        }
        Pool {
            classes,
            len,
            size: pool.len(),
        }
    }

    /// What the opponent can expect to score at once on `table` with its best card, when
    /// its `h` cards are drawn from this pool: the expected maximum of the per-card gains.
    ///
    /// Cards of one class (same rank, same points) gain the same, so the gain is computed
    /// once per class: sorted by gain, the best card held is in class `i` with the chance
    /// that none of the better classes' cards is held minus the chance that none of those
    /// nor class `i`'s is.
    pub(crate) fn expected_reply(&self, table: &CardList, h: usize) -> f64 {
        if h == 0 || self.size == 0 {
            return 0.0;
        }
        let gains = super::Gains::of(table);
        let mut classes = [(0u32, 0usize); 40];
        let mut kept = 0;
        for &(card, count) in &self.classes[..self.len] {
            let g = gains.card(card);
            if g > 0 {
                classes[kept] = (g, count);
                kept += 1;
            }
        }
        let classes = &mut classes[..kept];
        classes.sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
        let mut expect = 0.0;
        let mut before = 1.0;
        let mut covered = 0;
        for &mut (g, count) in classes.iter_mut() {
            covered += count;
            let after = none_held(self.size, h, covered);
            expect += f64::from(g) * (before - after);
            before = after;
        }
        expect
    }
}

/// What `mv` scores at once (`v`), with the counting player's small preferences: a tenth
/// of a point a card taken (the majority bonus), and a cheap card rather than a dear one
/// when it trails.
pub(crate) fn own_value(mv: Play, v: PlayValue) -> f64 {
    let mut value = f64::from(v.total()) + 0.1 * f64::from(v.cards);
    if mv.is_trail() {
        value -= 0.01 * f64::from(trail_cost(mv.card));
    }
    value
}

/// How many cards a player holding `held` will reply with: one holding none is about to
/// be dealt six.
pub(crate) fn reply_hand(held: usize) -> usize {
    match held {
        0 => 6,
        n => n,
    }
}

/// The prudent value of `mv` for the seat to move in `world`, knowing only `pool` (the
/// cards it has not seen) and how many of them the opponent holds.
pub(crate) fn prudent_value(world: &Tablenette, mv: Play, pool: &Pool) -> f64 {
    let Some(me) = world.to_move() else {
        return 0.0;
    };
    let opp = me.other();
    let mut value = own_value(mv, world.value_of(mv));
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
    value - pool.expected_reply(&after, reply_hand(world.hand_len(opp)))
}

/// The prudent play among `moves` (never empty) for the seat to move in `world`, knowing
/// only what that seat sees there; the first of equals. A rollout policy.
pub(crate) fn prudent_first(world: &Tablenette, moves: &[Play]) -> Play {
    let Some(me) = world.to_move() else {
        return moves[0];
    };
    let pool = Pool::new(unseen(world, me));
    let mut best = (f64::NEG_INFINITY, moves[0]);
    for &m in moves {
        let v = prudent_value(world, m, &pool);
        if v > best.0 + 1e-9 {
            best = (v, m);
        }
    }
    best.1
}

/// The plays among `moves` the counting player likes best (several when they are judged
/// alike), for `me`, the seat to move in `world`, into `ties`.
pub(crate) fn prudent_ties(world: &Tablenette, moves: &[Play], me: Seat, ties: &mut Vec<Play>) {
    let pool = Pool::new(unseen(world, me));
    let mut best = f64::NEG_INFINITY;
    ties.clear();
    for &m in moves {
        let v = prudent_value(world, m, &pool);
        if v > best + 1e-9 {
            best = v;
            ties.clear();
        }
        if (v - best).abs() <= 1e-9 {
            ties.push(m);
        }
    }
}

/// The prudent play among `moves`, ties broken by `rng`.
fn prudent_pick(world: &Tablenette, moves: &[Play], me: Seat, rng: &mut Rng) -> Play {
    let mut ties = Vec::new();
    prudent_ties(world, moves, me, &mut ties);
    // `moves` is never empty: `choose` returns early when there is no legal move.
    *rng.pick(&ties).unwrap_or(&moves[0])
}

/// The medium level: a heuristic one-ply look with card counting.
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
