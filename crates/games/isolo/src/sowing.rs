//! A move: one choice, then laps of sowing until the player sleeps.
//!
//! The player chooses a non-empty hole of his row, adds one seed from his stock to it and
//! lifts all its seeds. Everything after that is forced: the seeds are sown one per hole,
//! always in the mover's own row, in the order 1, 2, …, N, 1, … (emptied holes are not
//! skipped). A run of sowing is a *lap*. The first lap starts in hole 1, or in hole N when
//! the chosen hole was N−1. Where the last seed of a lap falls decides what comes next:
//!
//! - into an empty hole: the move ends, the player *sleeps*;
//! - into an occupied hole whose facing enemy hole is empty: *relay*: lift that hole and sow
//!   on from the next hole;
//! - into an occupied hole whose facing enemy hole is occupied: *capture* the enemy hole and
//!   sow the captured seeds as a new lap, started as the resowing table says
//!   (`next_start` below), or by the *mwipinda* rule for a single seed taken from an
//!   endhole.
//!
//! A capture that empties the enemy row wins at once. A hole choice whose laps come back to
//! a lap-start state seen before would sow forever; such a choice is not a legal move. The
//! loop watch below finds such moves, but they can only arise when the enemy row is empty,
//! which ends the game first (see `Isolo::sowing_ends` for the proof), so in play every
//! move ends.

use crate::board::{Row, Rows, facing, is_endhole, row_total};
use serde::Serialize;

/// What a lap sows, which decides where the seeds it captures are sown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LapKind {
    /// The seeds of the chosen hole (plus the stock seed).
    First,
    /// The seeds of a hole lifted by a relay.
    Relay,
    /// Captured seeds (including a mwipinda and the hole it was put into).
    Capture,
}

/// What happened when the last seed of a lap fell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum LapEnd {
    /// The end hole was empty before that seed: the move ends.
    Sleep,
    /// The facing enemy hole was empty: the end hole's `lifted` seeds are sown on.
    Relay {
        /// Seeds lifted from the end hole.
        lifted: u32,
    },
    /// The facing enemy hole's `seeds` were taken (`hole` in its owner's numbering).
    Capture {
        /// The enemy hole, numbered from its owner's left.
        hole: u8,
        /// Seeds taken.
        seeds: u32,
    },
    /// The single seed of an enemy endhole (a *mwipinda*) was put into the mover's hole
    /// `into`, and all `lifted` seeds of that hole are sown on.
    Mwipinda {
        /// The enemy endhole, numbered from its owner's left.
        hole: u8,
        /// The mover's end hole that received the seed (1 or N).
        into: u8,
        /// Seeds then lifted from `into` (its old seeds plus the mwipinda).
        lifted: u32,
    },
}

/// One lap of a move, as a front-end needs it to animate or explain the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Lap {
    /// What the lap sows.
    pub kind: LapKind,
    /// The first hole sown (mover's numbering, 1..N).
    pub start: u8,
    /// Seeds sown, one per hole.
    pub seeds: u32,
    /// The hole that got the last seed.
    pub end: u8,
    /// What happened there.
    pub then: LapEnd,
}

/// How a move ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveEnd {
    /// The last seed of a lap fell into an empty hole.
    Sleeps,
    /// A capture emptied the enemy row: the mover wins (the seeds in hand are not sown).
    EmptiesRow,
    /// The laps came back to an earlier lap-start state: the move would never end.
    Endless,
}

/// Receives the laps of a move as they are sown, each with the rows just after its end (a
/// capture taken, a relay or mwipinda hole lifted). Search uses `()`, which records nothing
/// and costs nothing; explanations use a `Vec<Lap>`, and views a `Vec<(Lap, Rows)>` to
/// animate lap by lap.
pub(crate) trait LapLog {
    fn lap(&mut self, lap: Lap, rows: &Rows);
}

impl LapLog for () {
    #[inline]
    fn lap(&mut self, _: Lap, _: &Rows) {}
}

impl LapLog for Vec<Lap> {
    fn lap(&mut self, lap: Lap, _: &Rows) {
        self.push(lap);
    }
}

impl LapLog for Vec<(Lap, Rows)> {
    fn lap(&mut self, lap: Lap, rows: &Rows) {
        self.push((lap, *rows));
    }
}

/// Laps sown before loop detection starts watching. Nearly every move ends well before,
/// so the common case pays nothing for the watch.
const WATCH_AFTER: u32 = 24;

/// Everything that decides the rest of a move at the start of a lap. If it repeats, the
/// move repeats forever.
#[derive(Copy, Clone, PartialEq, Eq)]
struct LapStart {
    rows: Rows,
    hand: u32,
    start: usize,
    kind: LapKind,
    last_emptied: usize,
}

/// Brent's cycle detection over lap starts: keeps one saved state and compares each new one
/// with it, saving a fresh one at every power of two. A cycle of length L is found within
/// about 2·max(L, laps before it) laps, with no memory beyond one state.
struct LoopWatch {
    saved: Option<LapStart>,
    power: u32,
    since: u32,
}

impl LoopWatch {
    fn new() -> LoopWatch {
        LoopWatch {
            saved: None,
            power: 1,
            since: 0,
        }
    }

    /// True when `now` was seen before.
    fn repeats(&mut self, now: LapStart) -> bool {
        if self.saved == Some(now) {
            return true;
        }
        self.since += 1;
        if self.saved.is_none() || self.since >= self.power {
            self.saved = Some(now);
            self.power = self.power.saturating_mul(2);
            self.since = 0;
        }
        false
    }
}

/// Sows `hand` seeds one per hole from `start`, wrapping around the row of `n` holes.
/// Returns the index of the hole that got the last seed. `hand` is at least 1.
#[inline]
fn sow_lap(row: &mut Row, n: usize, start: usize, hand: u32) -> usize {
    let hand = hand as usize;
    // Most laps stop before the end of the row: no wrapping, no division.
    if hand <= n - start {
        row[start..start + hand].iter_mut().for_each(|h| *h += 1);
        return start + hand - 1;
    }
    let rounds = (hand / n) as u32;
    let rest = hand % n;
    if rounds > 0 {
        row[..n].iter_mut().for_each(|h| *h += rounds);
    }
    // The partial round: start..n, then 0.. for what wraps.
    let first = rest.min(n - start);
    row[start..start + first].iter_mut().for_each(|h| *h += 1);
    row[..rest - first].iter_mut().for_each(|h| *h += 1);
    (start + hand - 1) % n
}

/// Where the seeds captured at the end of a lap of `kind` are sown from (the resowing
/// table): after the first lap, or after a lap that itself sowed captured seeds ("multiple
/// captures"), from hole 1; after a relay lap, from the hole after the last emptied one.
fn next_start(kind: LapKind, last_emptied: usize, n: usize) -> usize {
    match kind {
        LapKind::First | LapKind::Capture => 0,
        LapKind::Relay => (last_emptied + 1) % n,
    }
}

/// Plays the move "hole `index` of `me`" on `rows` (rows of `n` holes), logging its laps.
///
/// The caller makes sure the hole exists and holds a seed. On [`MoveEnd::Endless`] the rows
/// are left somewhere inside the endless cycle.
pub(crate) fn play_hole<L: LapLog>(
    rows: &mut Rows,
    n: usize,
    me: usize,
    index: usize,
    log: &mut L,
) -> MoveEnd {
    let enemy = 1 - me;
    let mut enemy_seeds = row_total(&rows[enemy], n);
    // With a seed in the enemy row the move is sure to end (see `Isolo::sowing_ends`), so
    // only a move against an empty row is watched for loops.
    let mut watch = (enemy_seeds == 0).then(LoopWatch::new);
    // The stock seed joins the hole, and the whole hole is lifted.
    let mut hand = rows[me][index] + 1;
    rows[me][index] = 0;
    let mut start = if index + 2 == n { n - 1 } else { 0 };
    let mut kind = LapKind::First;
    let mut last_emptied = index;
    let mut laps = 0u32;
    loop {
        laps += 1;
        if laps > WATCH_AFTER
            && let Some(w) = watch.as_mut()
            && w.repeats(LapStart {
                rows: *rows,
                hand,
                start,
                kind,
                last_emptied,
            })
        {
            return MoveEnd::Endless;
        }
        let end = sow_lap(&mut rows[me], n, start, hand);
        let mut lap = Lap {
            kind,
            start: start as u8 + 1,
            seeds: hand,
            end: end as u8 + 1,
            then: LapEnd::Sleep,
        };
        if rows[me][end] == 1 {
            log.lap(lap, rows);
            return MoveEnd::Sleeps;
        }
        let target = facing(n, end);
        let taken = rows[enemy][target];
        if taken == 0 {
            hand = rows[me][end];
            rows[me][end] = 0;
            lap.then = LapEnd::Relay { lifted: hand };
            log.lap(lap, rows);
            start = (end + 1) % n;
            kind = LapKind::Relay;
            last_emptied = end;
            continue;
        }
        rows[enemy][target] = 0;
        enemy_seeds -= taken;
        let capture = LapEnd::Capture {
            hole: target as u8 + 1,
            seeds: taken,
        };
        if enemy_seeds == 0 {
            lap.then = capture;
            log.lap(lap, rows);
            return MoveEnd::EmptiesRow;
        }
        if kind != LapKind::Capture && taken == 1 && is_endhole(n, target) {
            // Mwipinda: the seed goes to the capturer's end hole on its side of the board
            // (enemy holes 1, 2 face our N−1, N; enemy N−1, N face our 2, 1), and that
            // hole is sown on from the next hole.
            let into = if target < 2 { n - 1 } else { 0 };
            hand = rows[me][into] + 1;
            rows[me][into] = 0;
            lap.then = LapEnd::Mwipinda {
                hole: target as u8 + 1,
                into: into as u8 + 1,
                lifted: hand,
            };
            start = (into + 1) % n;
        } else {
            hand = taken;
            lap.then = capture;
            start = next_start(kind, last_emptied, n);
        }
        log.lap(lap, rows);
        kind = LapKind::Capture;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(counts: &[u32]) -> Row {
        let mut r = [0; 16];
        r[..counts.len()].copy_from_slice(counts);
        r
    }

    #[test]
    fn a_lap_wraps_and_reports_its_last_hole() {
        let mut r = row(&[0, 0, 0, 0, 0, 0]);
        assert_eq!(sow_lap(&mut r, 6, 4, 3), 0);
        assert_eq!(&r[..6], &[1, 0, 0, 0, 1, 1]);
        let mut r = row(&[0, 0, 0, 0, 0, 0]);
        assert_eq!(sow_lap(&mut r, 6, 2, 13), 2);
        assert_eq!(&r[..6], &[2, 2, 3, 2, 2, 2]);
        let mut r = row(&[0, 0, 0, 0, 0, 0]);
        assert_eq!(sow_lap(&mut r, 6, 1, 12), 0);
        assert_eq!(&r[..6], &[2, 2, 2, 2, 2, 2]);
    }

    fn rows(south: &[u32], north: &[u32]) -> Rows {
        [row(south), row(north)]
    }

    #[test]
    fn a_constructed_endless_move_is_detected() {
        // With North's row empty every lap is a relay. From S5 the laps cycle:
        // lap-start states repeat after a few rounds of the row.
        let mut r = rows(&[0, 1, 0, 1, 2, 1], &[0; 6]);
        assert_eq!(play_hole(&mut r, 6, 0, 4, &mut ()), MoveEnd::Endless);
        // The same rows with one enemy seed facing S1 (N6): the move ends.
        let mut r = rows(&[0, 1, 0, 1, 2, 1], &[0, 0, 0, 0, 0, 1]);
        assert_ne!(play_hole(&mut r, 6, 0, 4, &mut ()), MoveEnd::Endless);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// The proof in `Isolo::sowing_ends`, checked: with a seed in the enemy row, no
        /// move is endless, however the seeds lie.
        #[test]
        fn no_move_is_endless_while_the_enemy_has_a_seed(
            n in 6usize..=16,
            mine in proptest::collection::vec(0u32..5, 16),
            // Mostly empty enemy holes, so that most laps relay.
            theirs in proptest::collection::vec(proptest::sample::select(vec![0u32, 0, 0, 0, 0, 1, 2]), 16),
            enemy_hole in 0usize..16,
            hole in 0usize..16,
        ) {
            let mut r = rows(&mine, &theirs);
            r[1][enemy_hole % n] += 1;
            for x in r.iter_mut() {
                x[n..].fill(0);
            }
            let hole = hole % n;
            r[0][hole] = r[0][hole].max(1);
            proptest::prop_assert_ne!(play_hole(&mut r, n, 0, hole, &mut ()), MoveEnd::Endless);
        }
    }

    #[test]
    fn the_watch_finds_a_cycle_of_any_length() {
        for len in 1..40usize {
            let mut watch = LoopWatch::new();
            let state = |i: usize| LapStart {
                rows: [[0; 16]; 2],
                hand: (if i < 7 { i } else { 7 + (i - 7) % len }) as u32,
                start: 0,
                kind: LapKind::Relay,
                last_emptied: 0,
            };
            let found = (0..1000).position(|i| watch.repeats(state(i)));
            assert!(found.is_some_and(|f| f <= 2 * (7 + len) + len), "{len}");
        }
    }
}
