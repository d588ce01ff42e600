//! A uniformly random legal step, drawn without listing the steps.
//!
//! Random playouts (MCTS rollouts, benches) ask for one random step per position, so they
//! skip the list. The position keeps the mask its side to act chooses from
//! ([`Nines::choices`], worked out anyway to see whether the game goes on), with one bit
//! per legal step, and the `k`-th set bit of a mask is found with a few word operations:
//!
//! - a removal or a placement is one point of the removable or the empty points;
//! - a slide is one edge bit of a [`slides`] mask, and a table turns it into the slide;
//! - a flight is a pair (own piece, empty point): number `r` of `pieces × empties` is the
//!   `r / empties`-th piece and the `r % empties`-th empty point.
//!
//! Each call draws one number with `Rng::below(n)`, where `n` is the number of legal steps,
//! so every step listed by `legal_moves_into` has probability exactly `1 / n`.
//!
//! A playout is one long chain (the position decides the step, the step the next position),
//! so the slide path, which most steps take, is written for a short chain: the number of
//! slides counted in one instruction where the processor has one (see [`count_of`]), no
//! branch that depends on where the bits are, and one table look-up from the chosen byte to
//! the points the slide changes ([`LINED_IN_BYTE`], which the next position's slides wait
//! on) beside one to the rest of it ([`SLIDE_IN_BYTE`], then [`SLIDES`]). The `playout`
//! module plays whole stretches of steps with these draws.

use crate::board::{self, ALL, LINES, Point};
#[cfg(doc)]
use crate::position::slides;
use crate::position::{Choice, Nines};
use crate::step::Step;
use crate::zobrist;
use parlour_core::Rng;

/// Every byte of a word set to 1.
const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte.
const HIGHS: u64 = 0x8080_8080_8080_8080;
/// The low bit of every nibble.
const NIBBLE_LOWS: u64 = 0x1111_1111_1111_1111;
/// The low four bits of every byte.
const BYTE_LOWS: u64 = 0x0F0F_0F0F_0F0F_0F0F;

/// For each byte of `x`, the number of bits it holds, in the same byte.
#[inline(always)]
fn byte_counts(x: u64) -> u64 {
    let a = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let b = (a & 0x3333_3333_3333_3333) + ((a >> 2) & 0x3333_3333_3333_3333);
    (b + (b >> 4)) & BYTE_LOWS
}

const fn build_select_in_byte() -> [[u8; 8]; 256] {
    let mut out = [[0u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut n = 0;
        let mut b = 0;
        while b < 8 {
            if byte & (1 << b) != 0 {
                out[byte][n] = b as u8;
                n += 1;
            }
            b += 1;
        }
        byte += 1;
    }
    out
}

/// For each byte and each `k`, the position of the byte's `k`-th set bit (0 past the end).
const SELECT_IN_BYTE: [[u8; 8]; 256] = build_select_in_byte();

/// One slide along one edge, as the changes it makes: everything a random playout needs to
/// play it without working anything out from the two points.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Slide {
    /// The two points' bits in line order ([`board::LINE_ORDER`]), to flip.
    pub(crate) lined: u64,
    /// The Zobrist keys of a piece of the sliding seat on the two points, to flip.
    pub(crate) key: u64,
    /// The two points' bits in a board mask, to flip.
    pub(crate) pieces: u32,
    /// The two lines through the point of arrival (see [`board::in_line`]).
    pub(crate) lines: [u32; 2],
    /// The step itself.
    pub(crate) step: Step,
}

/// The number of a slide: edge `e` of [`LINES`] (line `e / 2`, its first or second edge),
/// forwards (towards the line's last point) or backwards: `2e` or `2e + 1`.
pub(crate) const SLIDE_IDS: usize = 64;

const fn build_slides() -> [[Slide; SLIDE_IDS]; 2] {
    let blank = Slide {
        lined: 0,
        key: 0,
        pieces: 0,
        lines: [0, 0],
        step: Step::Place(Point::FIRST),
    };
    let mut out = [[blank; SLIDE_IDS]; 2];
    let mut seat = 0;
    while seat < 2 {
        let mut id = 0;
        while id < SLIDE_IDS {
            let line = LINES[id / 4];
            let edge = id / 2 % 2;
            let (a, c) = if id % 2 == 0 {
                (line[edge], line[edge + 1])
            } else {
                (line[edge + 1], line[edge])
            };
            let (Some(from), Some(to)) = (Point::new(a), Point::new(c)) else {
                panic!("lines hold points of the board");
            };
            out[seat][id] = Slide {
                lined: board::LINE_ORDER[from.slot()] ^ board::LINE_ORDER[to.slot()],
                key: zobrist::PIECE[seat][from.slot()] ^ zobrist::PIECE[seat][to.slot()],
                pieces: from.bit() | to.bit(),
                lines: board::LINES_AT_SLOT[to.slot()],
                step: Step::Slide { from, to },
            };
            id += 1;
        }
        seat += 1;
    }
    out
}

/// Every slide, for each seat (the keys differ), by slide number.
pub(crate) const SLIDES: [[Slide; SLIDE_IDS]; 2] = build_slides();

/// An edge, as a run of slides uses it (see the `playout` module): what a slide along it
/// changes, whichever way it goes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Edge {
    /// The lines a slide along the edge may close: the lines across the edge at its two
    /// points, as the first bit of their nibbles in line order. (The edge's own line holds
    /// the point just left, so a slide never completes it, and the line across the point
    /// left cannot be complete either.)
    pub(crate) closes: u64,
    /// For each seat, the Zobrist keys of its piece on either point.
    pub(crate) key: [u64; 2],
}

/// The number of edges: edge `e` joins points `e % 2` and `e % 2 + 1` of line `e / 2` of
/// [`LINES`], and carries slides `2e` and `2e + 1` of [`SLIDES`].
pub(crate) const EDGE_COUNT: usize = 32;

const fn build_edges() -> [Edge; EDGE_COUNT] {
    let mut out = [Edge {
        closes: 0,
        key: [0, 0],
    }; EDGE_COUNT];
    let mut e = 0;
    while e < EDGE_COUNT {
        let line = e / 2;
        let ends = [LINES[line][e % 2] as usize, LINES[line][e % 2 + 1] as usize];
        let mut closes = 0;
        let mut i = 0;
        while i < 2 {
            // The point's other bit in line order is on the line across.
            let across = board::LINE_ORDER[ends[i]] & !(0xF << (4 * line));
            closes |= 1 << (across.trailing_zeros() & !3);
            i += 1;
        }
        out[e] = Edge {
            closes,
            key: [SLIDES[0][2 * e].key, SLIDES[1][2 * e].key],
        };
        e += 1;
    }
    out
}

/// Every edge, by number.
pub(crate) const EDGES: [Edge; EDGE_COUNT] = build_edges();

/// The edge bits of a byte of a [`slides`] mask, in order: their positions in the byte,
/// and how many there are. The byte holds the nibbles of two lines: in each, bits 0 and 1
/// are the line's edges that carry a slide, bits 2 and 3 their directions.
const fn edge_bits(byte: usize) -> ([usize; 4], usize) {
    let mut out = [0; 4];
    let mut n = 0;
    let mut b = 0;
    while b < 8 {
        if b % 4 < 2 && byte & (1 << b) != 0 {
            out[n] = b;
            n += 1;
        }
        b += 1;
    }
    (out, n)
}

/// The number of the edge (see [`EDGES`]) of edge bit `b` of byte `j` of a [`slides`] mask:
/// the byte holds lines `2j` and `2j + 1`.
const fn edge_at(j: usize, b: usize) -> usize {
    2 * (2 * j + b / 4) + b % 4
}

const fn build_edge_in_byte() -> [[[u8; 64]; 4]; 8] {
    let mut out = [[[0u8; 64]; 4]; 8];
    let mut j = 0;
    while j < 8 {
        // Bytes of edge bits only: direction bits are never set.
        let mut byte = 0;
        while byte < 64 {
            let (bits, n) = edge_bits(byte);
            let mut k = 0;
            while k < n {
                out[j][k][byte] = edge_at(j, bits[k]) as u8;
                k += 1;
            }
            byte += 1;
        }
        j += 1;
    }
    out
}

/// The number of the edge (see [`EDGES`]) of the `k`-th edge bit of byte `j` of the edge
/// bits of a [`slides`] mask, indexed as [`LINED_IN_BYTE`].
const EDGE_IN_BYTE: [[[u8; 64]; 4]; 8] = build_edge_in_byte();

const fn build_lined_in_byte() -> [[[u64; 64]; 4]; 8] {
    let mut out = [[[0u64; 64]; 4]; 8];
    let mut j = 0;
    while j < 8 {
        let mut k = 0;
        while k < 4 {
            let mut byte = 0;
            while byte < 64 {
                // Each slide along the edge flips the same two points.
                let e = EDGE_IN_BYTE[j][k][byte] as usize;
                out[j][k][byte] = SLIDES[0][2 * e].lined;
                byte += 1;
            }
            k += 1;
        }
        j += 1;
    }
    out
}

/// [`Slide::lined`] straight from byte `j` of the edge bits of a [`slides`] mask (the
/// direction does not change which points flip) and `k`, as [`SLIDE_IN_BYTE`] gives the
/// slide's number: the next position's slides wait on this look-up, so it does not wait on
/// another one. Indexed by the byte last, so that its address is the byte times eight plus
/// a part found beside it.
const LINED_IN_BYTE: [[[u64; 64]; 4]; 8] = build_lined_in_byte();

const fn build_slide_in_byte() -> [[[u8; 4]; 8]; 256] {
    // Combinations that no position gives are never drawn; they hold a harmless placeholder.
    let mut out = [[[0u8; 4]; 8]; 256];
    let mut j = 0;
    while j < 8 {
        let mut byte = 0;
        while byte < 256 {
            let (bits, n) = edge_bits(byte);
            let mut k = 0;
            while k < n {
                let backwards = byte & (1 << (bits[k] + 2)) != 0;
                out[byte][j][k] = (2 * edge_at(j, bits[k]) + backwards as usize) as u8;
                k += 1;
            }
            byte += 1;
        }
        j += 1;
    }
    out
}

/// For each value of byte `j` of a [`slides`] mask, and each `k`, the number of the slide
/// (see [`SLIDES`]) along the byte's `k`-th edge bit: one look-up from the byte to the
/// slide. A byte holds two lines of two edges each. Indexed by the value first, so that the
/// few values that occur share a few cache lines.
const SLIDE_IN_BYTE: [[[u8; 4]; 8]; 256] = build_slide_in_byte();

/// Where set bit number `k` (from 0) of a mask is, given the mask's running counts `sums`
/// (byte `j` holds the number of set bits in bytes `0..=j`): the shift to its byte (a
/// multiple of 8), and how many set bits of that byte come before it. `k` must be below the
/// number of set bits; otherwise the answer means nothing, but nothing panics.
///
/// The bytes whose running count is above `k` are found all at once (each byte biased so
/// that no borrow crosses bytes); they are the bytes from the one holding bit `k` upwards,
/// so the lowest of them is that byte.
#[inline(always)]
fn select_byte(sums: u64, k: u64) -> (u32, usize) {
    let ks = k.wrapping_mul(ONES);
    let above_k = sums.wrapping_add(HIGHS - ONES).wrapping_sub(ks) & HIGHS;
    // For every byte at once, `k` less the bits below that byte (biased by 0x80 so that no
    // borrow crosses bytes): ready at the same time as the byte is found.
    let ranks = (ks | HIGHS).wrapping_sub(sums << 8);
    // The top byte (the total) is above any valid `k`, so the bit searched for is there.
    // (Otherwise the count of zeros is 64, and the shifts below wrap: nonsense, no panic.)
    let shift = (above_k >> 7).trailing_zeros();
    (shift, (ranks.wrapping_shr(shift) & 7) as usize)
}

/// The index of set bit number `k` (from 0) of `mask`, given its running counts `sums`
/// (see [`select_byte`]).
#[inline(always)]
fn select(mask: u64, sums: u64, k: u64) -> usize {
    let (shift, within) = select_byte(sums, k);
    let byte = (mask.wrapping_shr(shift) & 0xFF) as usize;
    shift as usize + usize::from(SELECT_IN_BYTE[byte][within])
}

const fn build_reciprocals() -> [u64; 25] {
    let mut out = [0u64; 25];
    let mut d = 1;
    while d < 25 {
        out[d] = (1 << 16) / d as u64 + 1;
        d += 1;
    }
    out
}

/// `2^16 / d`, rounded up, for the divisors `d` of [`divide`].
const RECIPROCALS: [u64; 25] = build_reciprocals();

/// `r / d` for `d` from 1 to 24 (the empty points) and `r` below `24 · 24`, by a
/// multiplication: a flight is drawn as one number below `pieces × empties`, and a division
/// would lengthen the chain a playout waits on. (Other inputs give nonsense, not a panic.)
#[inline(always)]
fn divide(r: u64, d: u64) -> u64 {
    (r * RECIPROCALS[d as usize % 25]) >> 16
}

/// The number of set bits of `mask`, given its running counts `sums` (the top byte is the
/// total). Where the processor counts bits in one instruction (`popcnt`: x86-64-v2 and up,
/// which `.cargo/config.toml` asks for) that is quicker than waiting for the running
/// counts, and a draw can start sooner; otherwise the running counts are used.
#[inline(always)]
fn count_of(mask: u64, sums: u64) -> usize {
    if cfg!(target_feature = "popcnt") {
        mask.count_ones() as usize
    } else {
        (sums >> 56) as usize
    }
}

/// One set bit of `mask`, each equally likely, as its index; `None` for an empty mask.
///
/// A multiplication turns the byte counts into running counts (byte `j` holds the bits of
/// bytes `0..=j`, the top byte the total `n`), `k` is drawn below `n`, [`select_byte`] finds
/// the byte of bit `k` and a table the bit within it.
#[inline(always)]
fn random_bit(mask: u64, rng: &mut Rng) -> Option<usize> {
    let sums = byte_counts(mask).wrapping_mul(ONES);
    let n = count_of(mask, sums);
    if n == 0 {
        return None;
    }
    Some(select(mask, sums, rng.below(n) as u64))
}

/// A point of `mask` (a board mask), each equally likely.
#[inline(always)]
fn random_point(mask: u32, rng: &mut Rng) -> Option<Point> {
    random_bit(u64::from(mask & ALL), rng).and_then(|i| Point::new(i as u8))
}

/// One edge bit of `edges` (the edge bits of a [`slides`] mask, not empty), each equally
/// likely: as [`random_bit`], but the bits are counted two to a nibble. Gives where the bit
/// is, as [`select_byte`] does: the shift to its byte, and how many edge bits of that byte
/// come before it.
#[inline(always)]
fn random_edge_bit(edges: u64, rng: &mut Rng) -> (u32, usize) {
    // Edge bits are bits 0 and 1 of each nibble: add them up per nibble (`b1 b0` less
    // `b1` is `b1 + b0`), then per byte.
    let nibbles = edges - ((edges >> 1) & NIBBLE_LOWS);
    let sums = ((nibbles + (nibbles >> 4)) & BYTE_LOWS).wrapping_mul(ONES);
    let n = count_of(edges, sums);
    select_byte(sums, rng.below(n) as u64)
}

/// The number (see [`SLIDES`]) of one slide of a [`slides`] mask (not empty), each equally
/// likely: the byte of the chosen edge bit, with its direction bits, gives the slide.
#[inline(always)]
fn random_slide_id(mask: u64, rng: &mut Rng) -> u8 {
    let (shift, within) = random_edge_bit(mask & board::EDGE_STARTS, rng);
    let byte = (mask.wrapping_shr(shift) & 0xFF) as usize;
    SLIDE_IN_BYTE[byte][(shift >> 3) as usize & 7][within & 3]
}

/// One slide of the slides whose edge bits are `edges` (a [`slides`] mask's edge bits, not
/// empty), each equally likely: the number of its edge (see [`EDGES`]) and the points it
/// changes in line order. The same draw as [`random_slide_id`] (which also tells the
/// direction), with the next position's slides waiting on one look-up only.
#[inline(always)]
pub(crate) fn random_edge(edges: u64, rng: &mut Rng) -> (usize, u64) {
    let (shift, within) = random_edge_bit(edges, rng);
    let j = (shift >> 3) as usize & 7;
    let edge_byte = (edges.wrapping_shr(shift) & 0x33) as usize;
    (
        usize::from(EDGE_IN_BYTE[j][within & 3][edge_byte]) % EDGE_COUNT,
        LINED_IN_BYTE[j][within & 3][edge_byte],
    )
}

/// A point of `mask` (a board mask, not empty), each equally likely: [`random_point`]
/// without the `Option`.
#[inline(always)]
pub(crate) fn random_point_of(mask: u32, rng: &mut Rng) -> Point {
    // The mask is not empty, so the fallback is never used.
    random_point(mask, rng).unwrap_or(Point::FIRST)
}

/// A flight of one of the pieces `own` to one of the points `empty` (board masks), each
/// pair equally likely; `None` when either is empty.
#[inline(always)]
pub(crate) fn random_flight(own: u32, empty: u32, rng: &mut Rng) -> Option<(Point, Point)> {
    let (own, empty) = (u64::from(own & ALL), u64::from(empty & ALL));
    let (own_sums, empty_sums) = (
        byte_counts(own).wrapping_mul(ONES),
        byte_counts(empty).wrapping_mul(ONES),
    );
    let empties = count_of(empty, empty_sums) as u64;
    let n = count_of(own, own_sums) as u64 * empties;
    if n == 0 {
        return None;
    }
    // Number `r` of the pairs (piece, empty point), piece by piece.
    let r = rng.below(n as usize) as u64;
    let piece = divide(r, empties);
    let from = Point::new(select(own, own_sums, piece) as u8)?;
    let to = Point::new(select(empty, empty_sums, r - piece * empties) as u8)?;
    Some((from, to))
}

/// One slide of a [`slides`] mask, each equally likely; `None` for an empty mask.
#[inline(always)]
fn random_slide(mask: u64, rng: &mut Rng) -> Option<Step> {
    if mask == 0 {
        return None;
    }
    Some(SLIDES[0][usize::from(random_slide_id(mask, rng)) % SLIDE_IDS].step)
}

impl Nines {
    /// A uniformly random legal step, or `None` when the game is over: the same choice as
    /// picking uniformly from [`parlour_core::Game::legal_moves_into`], without the list.
    /// (The mask of choices is empty once the game is over.)
    #[inline(always)]
    pub(crate) fn random_step(&self, rng: &mut Rng) -> Option<Step> {
        // Slides and placements in line: they are most of the steps of a game.
        match self.choice {
            Choice::Slide => random_slide(self.choices, rng),
            Choice::Place => random_point(self.choices as u32, rng).map(Step::Place),
            _ => self.random_other_step(rng),
        }
    }

    /// [`Nines::random_step`], played: the same step, drawn the same way. A slide is played
    /// straight from its entry in [`SLIDES`] (no points to look at, no legality to doubt),
    /// which is most of the steps of a playout.
    #[inline(always)]
    pub(crate) fn play_random_step(&mut self, rng: &mut Rng) -> Option<Step> {
        if self.choice == Choice::Slide && self.choices != 0 {
            let me = usize::from(self.side & 1);
            let id = usize::from(random_slide_id(self.choices, rng)) % SLIDE_IDS;
            let slide = &SLIDES[me][id];
            self.apply_slide(me, slide);
            return Some(slide.step);
        }
        let step = self.random_step(rng)?;
        self.apply_step(step);
        Some(step)
    }

    /// [`Nines::random_step`] for placements, removals and flights.
    #[inline(never)]
    fn random_other_step(&self, rng: &mut Rng) -> Option<Step> {
        let mask = self.choices;
        match self.choice {
            Choice::Slide => random_slide(mask, rng),
            Choice::Place => random_point(mask as u32, rng).map(Step::Place),
            Choice::Remove => random_point(mask as u32, rng).map(Step::Remove),
            Choice::Fly => random_flight((mask >> 32) as u32, mask as u32, rng)
                .map(|(from, to)| Step::Slide { from, to }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Set bit number `k` by plain counting.
    fn slow_select(mask: u64, k: usize) -> usize {
        (0..64).filter(|i| mask >> i & 1 != 0).nth(k).unwrap()
    }

    #[test]
    fn select_finds_every_bit() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut masks = vec![1u64, 1 << 63, u64::MAX];
        for _ in 0..2000 {
            let x = parlour_core::splitmix64(&mut seed);
            // Sparse and dense masks alike.
            masks.extend([x, x & (x >> 7), x & (x >> 3) & (x >> 11)]);
        }
        for mask in masks {
            let sums = byte_counts(mask).wrapping_mul(ONES);
            assert_eq!((sums >> 56) as u32, mask.count_ones());
            for k in 0..mask.count_ones() as usize {
                assert_eq!(
                    select(mask, sums, k as u64),
                    slow_select(mask, k),
                    "{mask:x} {k}"
                );
            }
        }
        assert_eq!(random_bit(0, &mut Rng::new(1)), None);
        assert_eq!(random_slide(0, &mut Rng::new(1)), None);
    }

    #[test]
    fn lined_table_agrees_with_the_slides() {
        for j in 0..8 {
            for byte in 0..256usize {
                let edges = (byte & 0x33).count_ones() as usize;
                for k in 0..edges {
                    let id = usize::from(SLIDE_IN_BYTE[byte][j][k]);
                    assert_eq!(
                        LINED_IN_BYTE[j][k][byte & 0x33],
                        SLIDES[0][id].lined,
                        "byte {byte:x} of {j}, edge {k}"
                    );
                    assert_eq!(SLIDES[0][id].lined, SLIDES[1][id].lined);
                    assert_eq!(SLIDES[0][id].step, SLIDES[1][id].step);
                }
            }
        }
    }

    #[test]
    fn edge_draws_agree_with_slide_draws() {
        let mut seed = 3u64;
        for _ in 0..5000 {
            let (a, b) = (
                parlour_core::splitmix64(&mut seed),
                parlour_core::splitmix64(&mut seed),
            );
            let (own, other) = (
                board::line_order(a as u32 & ALL),
                board::line_order(b as u32 & ALL & !(a as u32)),
            );
            let mask = crate::position::slides(own, other);
            if mask == 0 {
                continue;
            }
            let (mut r1, mut r2) = (Rng::new(seed), Rng::new(seed));
            let id = usize::from(random_slide_id(mask, &mut r1));
            let (edge, lined) = random_edge(mask & board::EDGE_STARTS, &mut r2);
            assert_eq!(r1, r2);
            assert_eq!(edge, id / 2);
            assert_eq!(lined, SLIDES[0][id].lined);
            // A slide closes a line exactly when the edge's lines across it are complete.
            let moved = own ^ lined;
            let full = moved & (moved >> 1) & (moved >> 2);
            let Step::Slide { to, .. } = SLIDES[0][id].step else {
                unreachable!()
            };
            let pieces = board::from_line_order(moved);
            assert_eq!(full & EDGES[edge].closes != 0, board::in_line(pieces, to));
        }
    }

    #[test]
    fn point_draws_agree() {
        let mut seed = 7u64;
        for _ in 0..2000 {
            let mask = parlour_core::splitmix64(&mut seed) as u32 & ALL;
            if mask == 0 {
                continue;
            }
            let (mut a, mut b) = (Rng::new(seed), Rng::new(seed));
            assert_eq!(
                random_point(mask, &mut a),
                Some(random_point_of(mask, &mut b))
            );
            assert_eq!(a, b);
        }
    }

    #[test]
    fn dividing_by_multiplying_is_exact() {
        for d in 1..=24u64 {
            for r in 0..24 * 24 {
                assert_eq!(divide(r, d), r / d, "{r} / {d}");
            }
        }
    }

    #[test]
    fn slide_table_follows_the_lines() {
        // Every edge bit, in either direction, gives the slide along that edge.
        for (i, &[a, b, c]) in LINES.iter().enumerate() {
            for (edge, (p, q)) in [(a, b), (b, c)].into_iter().enumerate() {
                let (p, q) = (Point::new(p).unwrap(), Point::new(q).unwrap());
                let bit = 4 * (i % 2) + edge;
                let forward = SLIDES[0][usize::from(SLIDE_IN_BYTE[1 << bit][i / 2][0])];
                let back =
                    SLIDES[1][usize::from(SLIDE_IN_BYTE[1 << bit | 1 << (bit + 2)][i / 2][0])];
                assert_eq!(forward.step, Step::Slide { from: p, to: q });
                assert_eq!(back.step, Step::Slide { from: q, to: p });
                assert_eq!(forward.pieces, p.bit() | q.bit());
                assert_eq!(forward.lines, board::LINES_AT[q.index()]);
                assert_eq!(back.lines, board::LINES_AT[p.index()]);
            }
        }
    }
}
