//! Zobrist keys: a 64-bit fingerprint of a position, updated with one XOR per change.
//!
//! The key covers everything that decides the future of the game: the state of
//! every cell, the side to move, the number of sub-moves already made in the turn, and the
//! number of consecutive passes. "Entered the game" is not keyed because it can be read off
//! the board. The record of recent turns (for views) is not keyed either: it does not change
//! what can happen next, so positions reached by different move orders share one key, which
//! is what lets the transposition table merge the up to 3! orders of the same turn.
//!
//! The tables are computed at compile time from SplitMix64, so keys never change between
//! builds (a saved table or a logged key stays meaningful).

use crate::availability::Board;
use crate::board::Bits;
use crate::variant::MAX_STEPS;

const fn splitmix(x: u64) -> u64 {
    let x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let z = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The kinds of symbol a cell can hold, as indices into [`CELL`]: live X, live O, killed X,
/// killed O. An empty cell contributes nothing.
pub(crate) const fn live_kind(seat: usize) -> usize {
    seat
}

/// See [`live_kind`].
pub(crate) const fn dead_kind(seat: usize) -> usize {
    2 + seat
}

/// `CELL[i][kind]`: the key of cell `i` holding a symbol of `kind`.
pub(crate) const CELL: [[u64; 4]; 100] = {
    let mut t = [[0u64; 4]; 100];
    let mut i = 0;
    while i < 100 {
        let mut k = 0;
        while k < 4 {
            t[i][k] = splitmix(0x5649_5255_5357_4152 ^ ((i * 4 + k) as u64 * 0x1000_0001));
            k += 1;
        }
        i += 1;
    }
    t
};

/// XORed in when O is to move.
pub(crate) const SIDE: u64 = splitmix(0xABCD_EF01_2345_6789);

/// `SUB[n]`: sub-moves already made this turn (index 0 contributes 0).
pub(crate) const SUB: [u64; MAX_STEPS as usize] = {
    let mut t = [0u64; MAX_STEPS as usize];
    let mut n = 1;
    while n < MAX_STEPS as usize {
        t[n] = splitmix(0x1111_2222_3333_4444 ^ n as u64);
        n += 1;
    }
    t
};

/// `PASSES[n]`: consecutive passes before this turn (0, 1 = the pass flag, 2 = drawn).
pub(crate) const PASSES: [u64; 3] = [
    0,
    splitmix(0x7777_0000_7777_0001),
    splitmix(0x7777_0000_7777_0002),
];

/// The key of a position computed from scratch (the incremental key must always equal it).
pub(crate) fn fresh(board: &Board, side: usize, sub: usize, passes: usize) -> u64 {
    let mut key = 0;
    for seat in 0..2 {
        for i in Bits(board.live[seat]) {
            key ^= CELL[usize::from(i)][live_kind(seat)];
        }
        for i in Bits(board.dead[seat]) {
            key ^= CELL[usize::from(i)][dead_kind(seat)];
        }
    }
    key ^ side_sub_passes(side, sub, passes)
}

/// The part of the key that is not the board.
pub(crate) fn side_sub_passes(side: usize, sub: usize, passes: usize) -> u64 {
    let s = if side == 1 { SIDE } else { 0 };
    s ^ SUB[sub.min(SUB.len() - 1)] ^ PASSES[passes.min(2)]
}
