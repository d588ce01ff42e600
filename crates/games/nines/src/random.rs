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
//! so the slide path, which most steps take, is written for a short chain: no branch that
//! depends on where the bits are, and one table look-up from the chosen byte to the slide.

use crate::board::{ALL, LINES, Point};
#[cfg(doc)]
use crate::position::slides;
use crate::position::{Choice, Nines};
use crate::step::Step;
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

const fn build_slide_in_byte() -> [[[(Point, Point); 4]; 8]; 256] {
    // Combinations that no position gives are never drawn; they hold a harmless placeholder.
    let mut out = [[[(Point::FIRST, Point::FIRST); 4]; 8]; 256];
    let mut j = 0;
    while j < 8 {
        let mut byte = 0;
        while byte < 256 {
            // The byte holds the nibbles of lines 2j and 2j + 1: in each, bits 0 and 1 are
            // the line's edges that carry a slide, bits 2 and 3 their directions.
            let mut n = 0;
            let mut b = 0;
            while b < 8 {
                let (nibble, edge) = (b / 4, b % 4);
                if edge < 2 && byte & (1 << b) != 0 {
                    let line = LINES[2 * j + nibble];
                    let (Some(a), Some(c)) = (Point::new(line[edge]), Point::new(line[edge + 1]))
                    else {
                        panic!("lines hold points of the board");
                    };
                    out[byte][j][n] = if byte & (1 << (b + 2)) != 0 {
                        (c, a)
                    } else {
                        (a, c)
                    };
                    n += 1;
                }
                b += 1;
            }
            byte += 1;
        }
        j += 1;
    }
    out
}

/// For each value of byte `j` of a [`slides`] mask, and each `k`, the slide (from, to) along
/// the byte's `k`-th edge bit: one look-up from the byte to the slide. A byte holds two lines
/// of two edges each. Indexed by the value first, so that the few values that occur share a
/// few cache lines.
const SLIDE_IN_BYTE: [[[(Point, Point); 4]; 8]; 256] = build_slide_in_byte();

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
    // The top byte (the total) is always above `k`, so the bit searched for is there.
    let shift = ((above_k | 1 << 63).trailing_zeros() - 7) & 63;
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

/// One set bit of `mask`, each equally likely, as its index; `None` for an empty mask.
///
/// A multiplication turns the byte counts into running counts (byte `j` holds the bits of
/// bytes `0..=j`, the top byte the total `n`), `k` is drawn below `n`, [`select_byte`] finds
/// the byte of bit `k` and a table the bit within it.
#[inline(always)]
fn random_bit(mask: u64, rng: &mut Rng) -> Option<usize> {
    let sums = byte_counts(mask).wrapping_mul(ONES);
    let n = (sums >> 56) as usize;
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

/// One slide of a [`slides`] mask, each equally likely; `None` for an empty mask. As
/// [`random_bit`], but the count takes only the edge bits, and the last look-up gives the
/// slide.
#[inline(always)]
fn random_slide(mask: u64, rng: &mut Rng) -> Option<Step> {
    // Edge bits are bits 0 and 1 of each nibble: add them up per nibble, then per byte.
    let nibbles = (mask & NIBBLE_LOWS) + ((mask >> 1) & NIBBLE_LOWS);
    let sums = ((nibbles + (nibbles >> 4)) & BYTE_LOWS).wrapping_mul(ONES);
    let n = (sums >> 56) as usize;
    if n == 0 {
        return None;
    }
    let (shift, within) = select_byte(sums, rng.below(n) as u64);
    let byte = (mask.wrapping_shr(shift) & 0xFF) as usize;
    let (from, to) = SLIDE_IN_BYTE[byte][(shift >> 3) as usize & 7][within & 3];
    Some(Step::Slide { from, to })
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

    /// [`Nines::random_step`] for placements, removals and flights.
    #[inline(never)]
    fn random_other_step(&self, rng: &mut Rng) -> Option<Step> {
        let mask = self.choices;
        match self.choice {
            Choice::Slide => random_slide(mask, rng),
            Choice::Place => random_point(mask as u32, rng).map(Step::Place),
            Choice::Remove => random_point(mask as u32, rng).map(Step::Remove),
            Choice::Fly => {
                let (own, empty) = (mask >> 32 & u64::from(ALL), mask & u64::from(ALL));
                let (own_sums, empty_sums) = (
                    byte_counts(own).wrapping_mul(ONES),
                    byte_counts(empty).wrapping_mul(ONES),
                );
                let empties = empty_sums >> 56;
                let n = (own_sums >> 56) * empties;
                if n == 0 {
                    return None;
                }
                // Number `r` of the pairs (piece, empty point), piece by piece.
                let r = rng.below(n as usize) as u64;
                let piece = divide(r, empties);
                let from = Point::new(select(own, own_sums, piece) as u8)?;
                let to = Point::new(select(empty, empty_sums, r - piece * empties) as u8)?;
                Some(Step::Slide { from, to })
            }
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
                let forward = SLIDE_IN_BYTE[1 << bit][i / 2][0];
                let back = SLIDE_IN_BYTE[1 << bit | 1 << (bit + 2)][i / 2][0];
                assert_eq!(forward, (p, q));
                assert_eq!(back, (q, p));
            }
        }
    }
}
