//! Exact endgame tables for the flying endgames of the `standard` rules, built by
//! retrograde analysis.
//!
//! Under `standard` rules a player down to three men flies, and a player down to two has
//! lost. Once both hands are empty, a position with 3 men against 3, or 3 against 4, has a
//! value that a search of a few turns rarely sees (a flying player threatens a line anywhere
//! on the board), but that is cheap to work out exactly for every such position, backwards
//! from the positions where the game is over:
//!
//! 1. a side to move without a legal step has lost (blockade; only a sliding side can be
//!    blocked); a step that closes a line removes a man, which with three left wins at once;
//! 2. a position is won in `d` turns if some step leads to a position lost in `d - 1` for
//!    the opponent, and lost in `d` if every step leads to one won for the opponent, the
//!    slowest in `d - 1`;
//! 3. what is neither when nothing more can be decided is a draw.
//!
//! The tables hold, for every position, its value for the side to move and the number of
//! turns to the end with best play (fastest win, slowest loss). They are for both colours
//! (a position is written as the side to move's men and the other side's), and their
//! values hold under the threefold-repetition rule too (a fastest win never repeats a
//! position). The 200-turn limit is applied when a table is read: a win that needs more
//! turns than are left is a draw ([`Tablebase::probe`]).
//!
//! Sizes: 3 against 3 is 2.7 million positions (a byte each), 3 against 4 and 4 against 3
//! are 12.1 million each. [`standard`] builds all three once, on first use, in a few
//! seconds; the computer players read them only once they are built (`parlour-catalog`
//! builds them before the first computer move), so tests and quick games never wait.

use crate::board::{self, ALL, POINTS};
use crate::position::{Nines, removable_among};
use parlour_core::Known;
use std::sync::OnceLock;

/// The most turns to the end a table records (longer ones are not expected: the longest
/// win in the tables built is well below; [`Tablebase::build`] checks).
const MAX_DISTANCE: u8 = 126;

/// A table value: 0 is a draw (or not yet decided, while building), `1..=126` a win in
/// that many turns, `128 + d` a loss in `d` turns (`d` from 0, a blocked side to move).
type Value = u8;
const DRAW: Value = 0;
const LOSS_BASE: Value = 128;

fn win(d: u8) -> Value {
    d
}

fn loss(d: u8) -> Value {
    LOSS_BASE + d
}

fn is_loss(v: Value) -> bool {
    v >= LOSS_BASE
}

fn distance(v: Value) -> u8 {
    if is_loss(v) { v - LOSS_BASE } else { v }
}

/// Binomial coefficients `C(n, k)` for `n <= 24`, `k <= 4`.
const fn binomials() -> [[u32; 5]; 25] {
    let mut c = [[0u32; 5]; 25];
    let mut n = 0;
    while n <= 24 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= 4 {
            c[n][k] = if n == 0 {
                0
            } else {
                c[n - 1][k - 1] + c[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    c
}

const C: [[u32; 5]; 25] = binomials();

/// The rank of a set of points among the sets of its size (colexicographic order): the
/// plain definition, which the byte tables of [`Indexer`] are checked against.
#[cfg(test)]
fn rank(mut set: u32) -> u32 {
    let mut r = 0;
    let mut k = 1;
    while set != 0 {
        let p = set.trailing_zeros() as usize;
        r += C[p][k];
        k += 1;
        set &= set - 1;
    }
    r
}

/// `set` with the points of `holes` taken out and the points above each moved down one
/// (the plain definition of [`Indexer::squeeze`]).
#[cfg(test)]
fn squeeze(mut set: u32, holes: u32) -> u32 {
    let mut h = holes;
    // From the highest hole down, so that the lower ones keep their place.
    while h != 0 {
        let p = 31 - h.leading_zeros();
        let low = (1u32 << p) - 1;
        set = (set & low) | ((set >> (p + 1)) << p);
        h &= !(1 << p);
    }
    set
}

/// The next set of points of the same size in colexicographic order (Gosper's hack).
#[inline]
fn next_set(x: u32) -> u32 {
    let c = x & x.wrapping_neg();
    let r = x + c;
    (((r ^ x) >> 2) / c) | r
}

/// `set` with an empty place opened at each point of `holes` (the inverse of
/// [`Indexer::squeeze`]).
#[inline]
fn spread(mut set: u32, holes: u32) -> u32 {
    let mut h = holes;
    while h != 0 {
        let p = h.trailing_zeros();
        let low = (1u32 << p) - 1;
        set = (set & low) | ((set >> p) << (p + 1));
        h &= h - 1;
    }
    set
}

/// Fast ranks: the colexicographic rank of a set of up to 4 points, and the set of the
/// points of a set that lie among the free points of a mask, "squeezed" together (a software
/// `pext`), both from byte tables. Index computations are most of the work of a build.
struct Indexer {
    /// `rank[j][byte][k]`: what the points of byte `j` add to the rank when `k` points lie
    /// below them.
    rank: Vec<[[u32; 5]; 256]>,
    /// `pext[mask][value]`: the bits of `value` where `mask` has a bit, packed together.
    pext: Vec<[u8; 256]>,
}

impl Indexer {
    fn new() -> Indexer {
        let mut rank = vec![[[0u32; 5]; 256]; 3];
        for (j, table) in rank.iter_mut().enumerate() {
            for (byte, row) in table.iter_mut().enumerate() {
                for (k, slot) in row.iter_mut().enumerate() {
                    let mut r = 0;
                    let mut ordinal = k;
                    for b in 0..8 {
                        if byte & (1 << b) != 0 {
                            ordinal += 1;
                            if ordinal <= 4 {
                                r += C[8 * j + b][ordinal];
                            }
                        }
                    }
                    *slot = r;
                }
            }
        }
        let mut pext = vec![[0u8; 256]; 256];
        for (mask, row) in pext.iter_mut().enumerate() {
            for (value, slot) in row.iter_mut().enumerate() {
                let mut out = 0u8;
                let mut at = 0;
                for b in 0..8 {
                    if mask & (1 << b) != 0 {
                        if value & (1 << b) != 0 {
                            out |= 1 << at;
                        }
                        at += 1;
                    }
                }
                *slot = out;
            }
        }
        Indexer { rank, pext }
    }

    /// The colexicographic rank of `set` among the sets of its size.
    #[inline]
    fn rank(&self, set: u32) -> u32 {
        let b0 = (set & 0xFF) as usize;
        let b1 = ((set >> 8) & 0xFF) as usize;
        let b2 = ((set >> 16) & 0xFF) as usize;
        let k1 = (b0 as u32).count_ones() as usize;
        let k2 = (k1 + (b1 as u32).count_ones() as usize).min(4);
        self.rank[0][b0][0] + self.rank[1][b1][k1.min(4)] + self.rank[2][b2][k2]
    }

    /// `set` with the points of `holes` taken out and the points above each moved down.
    #[inline]
    fn squeeze(&self, set: u32, holes: u32) -> u32 {
        let keep = ALL & !holes;
        let mut out = 0u32;
        let mut at = 0;
        for j in 0..3 {
            let m = ((keep >> (8 * j)) & 0xFF) as usize;
            let v = ((set >> (8 * j)) & 0xFF) as usize;
            out |= u32::from(self.pext[m][v]) << at;
            at += (m as u32).count_ones();
        }
        out
    }
}

/// The table of positions with `a` men for the side to move and `b` for the other side.
struct Table {
    a: u32,
    b: u32,
    /// Sets of `b` points among the `24 - a` left free: the index of a position is
    /// `rank(mover) * stride + rank(squeezed other)`.
    stride: u32,
    values: Vec<Value>,
}

impl Table {
    fn new(a: u32, b: u32) -> Table {
        let stride = C[POINTS - a as usize][b as usize];
        let len = C[POINTS][a as usize] as usize * stride as usize;
        Table {
            a,
            b,
            stride,
            values: vec![DRAW; len],
        }
    }

    #[inline]
    fn index(&self, ix: &Indexer, mover: u32, other: u32) -> usize {
        ix.rank(mover) as usize * self.stride as usize + ix.rank(ix.squeeze(other, mover)) as usize
    }
}

/// The exact flying endgames of the `standard` rules: 3 men against 3, 3 against 4 and 4
/// against 3 (side to move first), both hands empty.
pub struct Tablebase {
    tables: Vec<Table>,
    ix: Indexer,
}

/// One step of a position in a table, as the retrograde analysis sees it.
enum Child {
    /// A step that closes no line (the opponent is to move in a table of the group).
    Quiet,
    /// A step that closes a line, with the value of the best removal for the mover.
    Closing(Value),
}

impl Tablebase {
    /// Builds the tables up to `max` men for the side with more (3: only 3 against 3; 4:
    /// also 3 against 4 and 4 against 3).
    pub fn build(max: u32) -> Tablebase {
        let mut tb = Tablebase {
            tables: Vec::new(),
            ix: Indexer::new(),
        };
        tb.tables.push(Table::new(3, 3));
        tb.solve(&[0]);
        if max >= 4 {
            tb.tables.push(Table::new(3, 4));
            tb.tables.push(Table::new(4, 3));
            tb.solve(&[1, 2]);
        }
        tb
    }

    fn table_of(&self, a: u32, b: u32) -> Option<usize> {
        self.tables.iter().position(|t| t.a == a && t.b == b)
    }

    /// The value for the side to move, `mover` to move against `other` (any table).
    fn value(&self, mover: u32, other: u32) -> Option<Value> {
        let t = &self.tables[self.table_of(mover.count_ones(), other.count_ones())?];
        Some(t.values[t.index(&self.ix, mover, other)])
    }

    /// The steps of the position `mover` (to move) against `other`, as children.
    fn children(&self, mover: u32, other: u32, mut each: impl FnMut(Child)) {
        let empty = ALL & !(mover | other);
        let flies = mover.count_ones() == 3;
        for from in board::points(mover) {
            let targets = if flies {
                empty
            } else {
                from.neighbours() & empty
            };
            for to in board::points(targets) {
                let moved = (mover & !from.bit()) | to.bit();
                if board::in_line(moved, to) {
                    each(Child::Closing(self.best_removal(moved, other)));
                } else {
                    each(Child::Quiet);
                }
            }
        }
    }

    /// The value for the mover of closing a line with `mover` against `other`: the best of
    /// the removals (`standard`: any piece when all stand in lines).
    fn best_removal(&self, mover: u32, other: u32) -> Value {
        if other.count_ones() <= 3 {
            // The victim is left with two men: the game is won at once.
            return win(1);
        }
        let mut best: Option<Value> = None;
        for p in board::points(removable_among(other, true)) {
            // The victim, to move, in the smaller table (already solved).
            let v = self.value(other & !p.bit(), mover).unwrap_or(DRAW);
            let mine = if v == DRAW {
                DRAW
            } else if is_loss(v) {
                win(distance(v) + 1)
            } else {
                loss(distance(v) + 1)
            };
            if best.is_none_or(|b| better(mine, b)) {
                best = Some(mine);
            }
        }
        best.unwrap_or(DRAW)
    }

    /// Solves the tables `group` together (their quiet steps lead into each other; closing
    /// steps lead into tables solved before).
    fn solve(&mut self, group: &[usize]) {
        // Per position: how many steps have not yet been shown to win for the opponent (a
        // step to a draw or to a loss for the opponent is never counted down).
        let mut open: Vec<Vec<u8>> = group
            .iter()
            .map(|&t| vec![0u8; self.tables[t].values.len()])
            .collect();
        // Positions as `group index << 24 | index` (a table has fewer than 2^24 positions).
        let pack = |g: usize, index: usize| ((g as u32) << 24) | index as u32;
        let unpack = |x: u32| ((x >> 24) as usize, (x & 0xFF_FFFF) as usize);
        let mut frontier: Vec<u32> = Vec::new();
        // Positions decided by closing steps alone, by the level they are decided at.
        let mut later: Vec<Vec<(u32, Value)>> = vec![Vec::new(); usize::from(MAX_DISTANCE) + 2];
        for (g, &t) in group.iter().enumerate() {
            let (a, b) = (self.tables[t].a, self.tables[t].b);
            let mut mover = (1u32 << a) - 1;
            let mut index = 0usize;
            while mover < 1 << POINTS {
                let free = POINTS as u32 - a;
                let mut squeezed = (1u32 << b) - 1;
                while squeezed < 1 << free {
                    let other = spread(squeezed, mover);
                    let (count, closing) = self.summary(mover, other);
                    open[g][index] = count;
                    match closing {
                        Some(v) if !is_loss(v) && v != DRAW => {
                            // A winning closing step: won at that level at the latest.
                            later[usize::from(v)].push((pack(g, index), v));
                        }
                        Some(v) if is_loss(v) && count == 0 => {
                            later[usize::from(distance(v))].push((pack(g, index), v));
                        }
                        None if count == 0 => {
                            // No legal step: lost on the spot.
                            self.tables[t].values[index] = loss(0);
                            frontier.push(pack(g, index));
                        }
                        _ => {}
                    }
                    index += 1;
                    squeezed = next_set(squeezed);
                }
                mover = next_set(mover);
            }
        }
        let mut level: u8 = 0;
        let mut preds: Vec<(usize, usize)> = Vec::new();
        loop {
            let mut next: Vec<u32> = Vec::new();
            for &x in &frontier {
                let (g, index) = unpack(x);
                let t = group[g];
                let v = self.tables[t].values[index];
                let (mover, other) = self.position_at(t, index);
                // The steps into this position: the opponent (`other`) came from somewhere.
                preds.clear();
                self.predecessors(mover, other, &mut preds);
                for &(pt, pi) in &preds {
                    let Some(pg) = group.iter().position(|&y| y == pt) else {
                        continue;
                    };
                    if self.tables[pt].values[pi] != DRAW {
                        continue;
                    }
                    if is_loss(v) {
                        self.tables[pt].values[pi] = win(level + 1);
                        next.push(pack(pg, pi));
                        continue;
                    }
                    let c = &mut open[pg][pi];
                    *c = c.saturating_sub(1);
                    if *c == 0 {
                        // Every step wins for the opponent: lost, as late as the slowest step
                        // allows (a closing step may lose more slowly).
                        let floor = self.closing_floor(pt, pi);
                        let d = (level + 1).max(floor);
                        if d == level + 1 {
                            self.tables[pt].values[pi] = loss(d);
                            next.push(pack(pg, pi));
                        } else {
                            later[usize::from(d)].push((pack(pg, pi), loss(d)));
                        }
                    }
                }
            }
            level += 1;
            if level > MAX_DISTANCE {
                break;
            }
            for (x, v) in std::mem::take(&mut later[usize::from(level)]) {
                let (g, index) = unpack(x);
                let t = group[g];
                if self.tables[t].values[index] == DRAW {
                    self.tables[t].values[index] = v;
                    next.push(x);
                }
            }
            if next.is_empty() && later[usize::from(level)..].iter().all(Vec::is_empty) {
                break;
            }
            frontier = next;
        }
    }

    /// The quiet steps of a position (counted), and the best of its closing steps.
    fn summary(&self, mover: u32, other: u32) -> (u8, Option<Value>) {
        let mut quiet = 0u8;
        let mut closing: Option<Value> = None;
        let mut blocker = false;
        self.children(mover, other, |c| match c {
            Child::Quiet => quiet += 1,
            Child::Closing(v) => {
                blocker |= !is_loss(v);
                if closing.is_none_or(|b| better(v, b)) {
                    closing = Some(v);
                }
            }
        });
        // A closing step that does not lose keeps the position from ever being lost: count
        // it as a step that is never counted down.
        (quiet + u8::from(blocker), closing)
    }

    /// The slowest loss among the closing steps of a position (0 without any).
    fn closing_floor(&self, t: usize, index: usize) -> u8 {
        let (mover, other) = self.position_at(t, index);
        let mut floor = 0;
        self.children(mover, other, |c| {
            if let Child::Closing(v) = c
                && is_loss(v)
            {
                floor = floor.max(distance(v));
            }
        });
        floor
    }

    /// The men of the position at `index` of table `t`: (side to move, other side).
    fn position_at(&self, t: usize, index: usize) -> (u32, u32) {
        let table = &self.tables[t];
        let (hi, lo) = (
            (index / table.stride as usize) as u32,
            (index % table.stride as usize) as u32,
        );
        let mover = unrank(hi, table.a);
        (mover, spread(unrank(lo, table.b), mover))
    }

    /// Adds to `out` every position (table, index) from which a quiet step of the side not
    /// to move (`other`) leads to `mover` to move against `other`.
    fn predecessors(&self, mover: u32, other: u32, out: &mut Vec<(usize, usize)>) {
        let Some(t) = self.table_of(other.count_ones(), mover.count_ones()) else {
            return;
        };
        let empty = ALL & !(mover | other);
        let flew = other.count_ones() == 3;
        for to in board::points(other) {
            // A step that closed a line there would have removed a man: not this position.
            if board::in_line(other, to) {
                continue;
            }
            let sources = if flew { empty } else { to.neighbours() & empty };
            for from in board::points(sources) {
                let before = (other & !to.bit()) | from.bit();
                out.push((t, self.tables[t].index(&self.ix, before, mover)));
            }
        }
    }

    /// The value of `state` for the side to move, if it is in a table: both hands empty, no
    /// removal due, `standard` rules without a limit of turns without removals. The turn
    /// limit makes a win or loss that needs more turns than are left a draw.
    pub fn probe(&self, state: &Nines) -> Option<Known> {
        if state.hand != [0, 0] || state.removal_due || !applies(state) {
            return None;
        }
        let me = usize::from(state.side & 1);
        let v = self.value(state.pieces[me], state.pieces[1 - me])?;
        if v == DRAW {
            return Some(Known::Draw);
        }
        let d = distance(v);
        let left = state
            .rules
            .max_turns
            .map_or(u32::MAX, |m| u32::from(m.saturating_sub(state.turns)));
        if u32::from(d) > left {
            return Some(Known::Draw);
        }
        Some(if is_loss(v) {
            Known::Loss(u32::from(d))
        } else {
            Known::Win(u32::from(d))
        })
    }

    /// How many positions of each kind the tables hold: (wins, draws, losses) for the side
    /// to move, per table `(a, b)`.
    pub fn census(&self) -> Vec<((u32, u32), [u64; 3])> {
        self.tables
            .iter()
            .map(|t| {
                let mut c = [0u64; 3];
                for &v in &t.values {
                    let k = if v == DRAW {
                        1
                    } else if is_loss(v) {
                        2
                    } else {
                        0
                    };
                    c[k] += 1;
                }
                ((t.a, t.b), c)
            })
            .collect()
    }

    /// The longest distance to the end in the tables, in turns.
    pub fn longest(&self) -> u8 {
        self.tables
            .iter()
            .flat_map(|t| t.values.iter())
            .map(|&v| distance(v))
            .max()
            .unwrap_or(0)
    }
}

/// True when `a` is a better value than `b` for the side that has them.
fn better(a: Value, b: Value) -> bool {
    let score = |v: Value| -> i32 {
        if v == DRAW {
            0
        } else if is_loss(v) {
            // Later losses are better.
            -1000 + i32::from(distance(v))
        } else {
            // Sooner wins are better.
            1000 - i32::from(distance(v))
        }
    };
    score(a) > score(b)
}

/// The set of `k` points with colexicographic rank `r`.
fn unrank(mut r: u32, k: u32) -> u32 {
    let mut set = 0;
    let mut k = k as usize;
    let mut n = POINTS;
    while k > 0 {
        // The largest point p with C(p, k) <= r.
        while n > 0 && C[n - 1][k] > r {
            n -= 1;
        }
        n -= 1;
        set |= 1 << n;
        r -= C[n][k];
        k -= 1;
    }
    set
}

/// True when the tables describe the game under these rules: `standard` flying, losing and
/// removal rules, and no limit of turns without a removal.
fn applies(state: &Nines) -> bool {
    applies_to(&state.rules)
}

/// True when the tables can be used under rules `r` (see `applies`): a program that
/// builds them ahead ([`standard`]) need not under other rules.
pub fn applies_to(r: &crate::Rules) -> bool {
    r.flying_at == Some(3)
        && r.lose_at_men == 2
        && r.remove_from_lines_when_all_protected
        && r.max_turns_without_removal.is_none()
}

static STANDARD: OnceLock<Tablebase> = OnceLock::new();

/// The tables for the `standard` rules, built on the first call (a few seconds; every later
/// call returns at once).
pub fn standard() -> &'static Tablebase {
    STANDARD.get_or_init(|| Tablebase::build(4))
}

/// The tables if they have been built, without building them.
pub fn built() -> Option<&'static Tablebase> {
    STANDARD.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_every_set_once() {
        let ix = Indexer::new();
        let mut set = 0b111u32;
        let mut r = 0;
        while set < 1 << POINTS {
            assert_eq!(rank(set), r);
            assert_eq!(ix.rank(set), r);
            assert_eq!(unrank(r, 3), set);
            set = next_set(set);
            r += 1;
        }
        assert_eq!(r, C[24][3]);
        let holes = 0b1010_0000_0001;
        for set in [0b1_0100_0100u32, 0xF0_0000, 0xF0_0F00] {
            let s = set & !holes;
            assert_eq!(spread(squeeze(s, holes), holes), s);
            assert_eq!(ix.squeeze(s, holes), squeeze(s, holes));
        }
        let mut four = 0b1111u32;
        let mut r4 = 0;
        while four < 1 << POINTS {
            assert_eq!(ix.rank(four), r4);
            four = next_set(four);
            r4 += 1;
        }
    }
}
