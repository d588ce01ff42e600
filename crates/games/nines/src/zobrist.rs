//! Zobrist keys: a 64-bit fingerprint of a position, updated step by step.
//!
//! The key covers everything that decides the future of the game for a search: the pieces
//! on the board, the seat to act, both hands and whether a removal is due. (The turn
//! counters are left out on purpose: positions reached at different turn numbers then share
//! their search results.) The numbers are fixed at compile time, so keys are the same in
//! every run and every build.

use crate::board::{POINTS, SLOTS};

const fn splitmix(x: u64) -> u64 {
    let x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn key(n: u64) -> u64 {
    splitmix(n.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x006E_696E_6573)
}

const fn build_pieces() -> [[u64; SLOTS]; 2] {
    let mut out = [[0u64; SLOTS]; 2];
    let mut s = 0;
    while s < 2 {
        let mut p = 0;
        while p < POINTS {
            out[s][p] = key((s * POINTS + p) as u64 + 1);
            p += 1;
        }
        s += 1;
    }
    out
}

const fn build_hands() -> [[u64; 10]; 2] {
    let mut out = [[0u64; 10]; 2];
    let mut s = 0;
    while s < 2 {
        let mut n = 0;
        while n < 10 {
            out[s][n] = key(1000 + (s * 10 + n) as u64);
            n += 1;
        }
        s += 1;
    }
    out
}

/// A piece of seat `s` on point `p`, indexed by `Point::slot` (the padding is never used).
pub(crate) const PIECE: [[u64; SLOTS]; 2] = build_pieces();
/// Seat `s` holds `n` pieces in hand.
pub(crate) const HAND: [[u64; 10]; 2] = build_hands();
/// Black is to act.
pub(crate) const BLACK_TO_ACT: u64 = key(2000);
/// A removal is due.
pub(crate) const REMOVAL_DUE: u64 = key(2001);

/// The key of a hand of `n` pieces (hands never exceed 9).
#[inline]
pub(crate) fn hand(seat: usize, n: u8) -> u64 {
    HAND[seat & 1][usize::from(n.min(9))]
}
