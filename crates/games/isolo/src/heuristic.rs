//! What the generic alpha-beta player needs to know about Isolo: a hash, an evaluation and
//! a move ordering.
//!
//! Seeds never leave the board, they only change rows, and a player loses when his row is
//! empty. So the evaluation counts seeds (the material each side can sow and the enemy can
//! capture) and occupied holes (a row with few occupied holes is close to being emptied,
//! and has few moves). Isolo is so tactical that depth matters far more than these
//! weights: extra terms (tempo, the best capture in one move, holes of two or more) made
//! no measurable difference at equal depth.

use crate::board::row_total;
use crate::sowing::{MoveEnd, play_hole};
use crate::state::{Hole, Isolo};
use parlour_core::{EVAL_LIMIT, Heuristic, Seat};

/// Weight of one seed of material (the levels' noise is said in seeds: [`crate::levels::describe`]).
pub(crate) const SEED: i32 = 4;
/// Weight of one occupied hole.
const OCCUPIED: i32 = 6;

/// Mixes 64 bits (the SplitMix64 finaliser).
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Isolo {
    /// Seeds the move would capture (a win counts as 1000), for move ordering.
    fn capture_gain(&self, hole: Hole) -> i32 {
        let n = self.n();
        let index = usize::from(hole.0).wrapping_sub(1);
        let me = self.side.index();
        if index >= n || self.rows[me][index] == 0 {
            return 0;
        }
        let mut rows = self.rows;
        let end = play_hole(&mut rows, n, me, index, &mut ());
        if end == MoveEnd::EmptiesRow {
            return 1000;
        }
        let before = row_total(&self.rows[1 - me], n);
        let after = row_total(&rows[1 - me], n);
        (before - after).min(999) as i32
    }
}

impl Heuristic for Isolo {
    /// Everything equal positions share: the rows, the side to move and the ply (which the
    /// ply cap depends on). Positions differ in many holes at once after a move, so the key
    /// is recomputed from scratch, which costs a few nanoseconds per hole.
    fn hash(&self) -> u64 {
        let mut h = 0x243F_6A88_85A3_08D3u64 ^ u64::from(self.side.0) ^ (u64::from(self.ply) << 8);
        for row in &self.rows {
            for &seeds in &row[..self.n()] {
                h = (h ^ u64::from(seeds))
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(29);
            }
        }
        mix(h)
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        let n = self.n();
        let me = usize::from(seat.0.min(1));
        let score = |r: usize| {
            let row = &self.rows[r][..n];
            let seeds: i64 = row.iter().map(|&s| i64::from(s)).sum();
            let occupied = row.iter().filter(|&&s| s > 0).count() as i64;
            i64::from(SEED) * seeds + i64::from(OCCUPIED) * occupied
        };
        let v = score(me) - score(1 - me);
        // Only hand-made positions with huge holes could reach the limit.
        v.clamp(-i64::from(EVAL_LIMIT), i64::from(EVAL_LIMIT)) as i32
    }

    /// Moves that capture more are searched first (a win first of all). Sowing the move on
    /// a copy costs as much as playing it, but it halves the nodes searched, which about
    /// pays for it on 16-hole rows and saves time on shorter ones.
    fn move_order(&self, mv: Hole) -> i32 {
        self.capture_gain(mv)
    }

    /// Captures, for selective searches that must not prune them.
    fn is_forcing(&self, mv: Hole) -> bool {
        self.capture_gain(mv) > 0
    }
}
