//! A game in progress: the rows, whose turn it is, and how a game ends.
//!
//! The game ends when a row is empty: a capture that empties the enemy row wins at once,
//! and a player whose row is empty on his turn loses (in play that cannot happen, since a
//! player never loses seeds on his own move; it covers positions set up by hand). The rules
//! also forbid a hole whose laps would repeat forever, and a player with only such holes
//! loses; `Isolo::sowing_ends` shows why that never happens while both rows hold seeds,
//! so it remains a safeguard. There is no draw in the rules; games between computers stop
//! at a ply cap, scored as a draw.

use crate::board::{NORTH, Rows, SOUTH, START_SEEDS, row_total, side_letter};
use crate::error::MoveError;
use crate::params::IsoloParams;
use crate::sowing::{Lap, MoveEnd, play_hole};
use parlour_core::{Outcome, Seat, SetupError};
use serde::Serialize;

/// A move: the chosen hole, numbered 1..N from the mover's own left, written `3`.
///
/// Any value is safe to pass to [`parlour_core::Game::check`] or `play`: a hole that does
/// not exist is refused, never a panic.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Hole(pub u8);

/// Why a game ended; [`Ending::key`] is the outcome's reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The loser's row is empty (captured to the last seed).
    RowEmptied,
    /// Every hole the loser could choose would sow forever (a safeguard: impossible while
    /// both rows hold seeds).
    Endless,
    /// The ply cap of a computer-only game was reached: a draw.
    PlyCap,
}

impl Ending {
    /// The short lowercase key used as [`Outcome::reason`].
    pub fn key(self) -> &'static str {
        match self {
            Ending::RowEmptied => "row emptied",
            Ending::Endless => "endless laps",
            Ending::PlyCap => "ply cap",
        }
    }
}

/// Where the game stands. Derived from the rows, the side and the ply, and kept so that
/// `to_move` and `outcome` cost nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Playing,
    Won(Seat, Ending),
    Drawn,
}

/// The last move, kept so that front-ends can show and animate it: the laps are replayed
/// from the rows before it when asked for, so the state stays small and heap-free.
#[derive(Copy, Clone, Debug)]
pub(crate) struct LastMove {
    pub(crate) seat: Seat,
    pub(crate) hole: u8,
    pub(crate) before: Rows,
}

/// The whole story of one move: the rows before it, every lap, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveTrace {
    /// Who moved.
    pub seat: Seat,
    /// The chosen hole, 1-based.
    pub hole: u8,
    /// South's row before the move, from South's left.
    pub south_before: Vec<u32>,
    /// North's row before the move, from North's left.
    pub north_before: Vec<u32>,
    /// Every lap, in order. Empty for a move that would never end.
    pub laps: Vec<Lap>,
    /// How the move ended.
    pub end: MoveEnd,
    /// Enemy seeds captured in the whole move.
    pub captured: u32,
    /// Both rows just after each lap's end, one entry per lap (for views that animate the
    /// move; not serialised with the trace).
    #[serde(skip)]
    pub(crate) rows_after: Vec<Rows>,
}

/// An Isolo position: both rows, the side to move and the number of plies played.
///
/// Two positions are equal when their rows, side, ply count and parameters are equal; the
/// remembered last move is for display and is not part of the position (it is also not in
/// the position text).
#[derive(Clone, Debug)]
pub struct Isolo {
    pub(crate) params: IsoloParams,
    pub(crate) rows: Rows,
    pub(crate) side: Seat,
    pub(crate) ply: u32,
    pub(crate) status: Status,
    pub(crate) last: Option<LastMove>,
}

impl PartialEq for Isolo {
    fn eq(&self, other: &Self) -> bool {
        self.params == other.params
            && self.rows == other.rows
            && self.side == other.side
            && self.ply == other.ply
    }
}

impl Eq for Isolo {}

impl Isolo {
    /// The starting position: two seeds in every hole, South to move.
    pub fn start(params: &IsoloParams) -> Result<Isolo, SetupError> {
        params.validate()?;
        let mut rows = [[0; 16]; 2];
        for row in rows.iter_mut() {
            row[..params.n()].fill(START_SEEDS);
        }
        Ok(Isolo::at(*params, rows, SOUTH, 0))
    }

    /// A position from its parts (the caller validated them), with its status worked out.
    pub(crate) fn at(params: IsoloParams, rows: Rows, side: Seat, ply: u32) -> Isolo {
        let mut s = Isolo {
            params,
            rows,
            side,
            ply,
            status: Status::Playing,
            last: None,
        };
        s.settle();
        s
    }

    /// Holes in a row.
    pub fn holes(&self) -> u8 {
        self.params.holes
    }

    pub(crate) fn n(&self) -> usize {
        self.params.n()
    }

    /// The seat whose turn it is, or who would move next once the game is over.
    pub fn side(&self) -> Seat {
        self.side
    }

    /// Plies (moves) played so far.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The row of `seat`, from its owner's left.
    pub fn row(&self, seat: Seat) -> &[u32] {
        &self.rows[seat.index().min(1)][..self.n()]
    }

    /// Seeds in the row of `seat`.
    pub fn seeds(&self, seat: Seat) -> u32 {
        row_total(&self.rows[seat.index().min(1)], self.n())
    }

    /// The winner, once there is one.
    pub fn winner(&self) -> Option<Seat> {
        match self.status {
            Status::Won(winner, _) => Some(winner),
            _ => None,
        }
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        match self.status {
            Status::Playing => None,
            Status::Won(_, e) => Some(e),
            Status::Drawn => Some(Ending::PlyCap),
        }
    }

    /// Works out whether the game goes on, in the order of the rules: an empty row loses
    /// (so a winning capture on the last capped ply still wins), then the cap, then a
    /// player with no hole whose sowing ends.
    ///
    /// An empty row loses whoever is to move: in play only the player to move can have one
    /// (a capture emptied it), and a position typed with the *other* row empty is a game
    /// its owner has already lost.
    fn settle(&mut self) {
        let n = self.n();
        let me = self.side;
        self.status = if row_total(&self.rows[me.index()], n) == 0 {
            Status::Won(me.other(), Ending::RowEmptied)
        } else if row_total(&self.rows[me.other().index()], n) == 0 {
            Status::Won(me, Ending::RowEmptied)
        } else if self.params.ply_cap.is_some_and(|cap| self.ply >= cap) {
            Status::Drawn
        } else if !(0..n).any(|i| self.sowing_ends(i)) {
            Status::Won(me.other(), Ending::Endless)
        } else {
            Status::Playing
        };
    }

    /// True when hole `index` of the side to move holds seeds and its sowing ends.
    ///
    /// While the enemy row holds a seed every sowing ends, so no simulation is needed:
    /// an endless move would repeat its laps without capturing (a capture changes the enemy
    /// row for good), so every lap of the cycle would be a relay, each starting right after
    /// the last one ended. Such laps sweep the whole row round and round, so they also sow
    /// into a hole facing an occupied enemy hole. A lap never ends there with a relay, so
    /// that hole is never lifted and gains seeds on every round: the laps cannot repeat.
    /// The simulation (with its loop watch) is kept for rows that break that condition.
    pub(crate) fn sowing_ends(&self, index: usize) -> bool {
        let me = self.side.index();
        if self.rows[me][index] == 0 {
            return false;
        }
        // The enemy row is checked from its first hole: the first seed settles it.
        if self.rows[1 - me][..self.n()].iter().any(|&s| s > 0) {
            return true;
        }
        let mut rows = self.rows;
        play_hole(&mut rows, self.n(), me, index, &mut ()) != MoveEnd::Endless
    }

    /// Says whether `hole` may be played now, and if not, why.
    pub fn check_hole(&self, hole: Hole) -> Result<(), MoveError> {
        if self.status != Status::Playing {
            return Err(MoveError::GameOver);
        }
        let Hole(h) = hole;
        if h == 0 || h > self.holes() {
            return Err(MoveError::NoSuchHole {
                hole: h,
                holes: self.holes(),
            });
        }
        let index = usize::from(h - 1);
        if self.rows[self.side.index()][index] == 0 {
            return Err(MoveError::EmptyHole { hole: h });
        }
        if !self.sowing_ends(index) {
            return Err(MoveError::Endless { hole: h });
        }
        Ok(())
    }

    /// Plays `hole` for the side to move without checking more than is needed not to
    /// panic: a hole that does not exist or is empty changes nothing.
    pub(crate) fn apply_hole(&mut self, hole: Hole) {
        let n = self.n();
        let index = usize::from(hole.0).wrapping_sub(1);
        let me = self.side.index();
        if self.status != Status::Playing || index >= n || self.rows[me][index] == 0 {
            return;
        }
        self.last = Some(LastMove {
            seat: self.side,
            hole: hole.0,
            before: self.rows,
        });
        play_hole(&mut self.rows, n, me, index, &mut ());
        self.ply += 1;
        self.side = self.side.other();
        self.settle();
    }

    /// The laps `hole` would make from this position, for the side to move (computed on a
    /// copy; the position does not change).
    pub fn trace(&self, hole: Hole) -> Result<MoveTrace, MoveError> {
        self.check_hole(hole)?;
        Ok(trace_from(self.n(), self.side, hole.0, &self.rows))
    }

    /// The story of the move that led to this position, if it was played here (a position
    /// read from text has none).
    pub fn last_move(&self) -> Option<MoveTrace> {
        self.last
            .map(|l| trace_from(self.n(), l.seat, l.hole, &l.before))
    }

    /// The holes of the side to move that hold seeds but would sow forever.
    pub fn endless_holes(&self) -> Vec<u8> {
        if self.status != Status::Playing {
            return Vec::new();
        }
        let me = self.side.index();
        (0..self.n())
            .filter(|&i| self.rows[me][i] > 0 && !self.sowing_ends(i))
            .map(|i| i as u8 + 1)
            .collect()
    }

    /// The outcome of a finished game.
    pub(crate) fn outcome_now(&self) -> Option<Outcome> {
        match self.status {
            Status::Playing => None,
            Status::Won(winner, why) => Some(Outcome::win(winner, 2, why.key())),
            Status::Drawn => Some(Outcome::draw(2, Ending::PlyCap.key())),
        }
    }

    /// The notation of `seat`'s hole `hole`, such as `S3`.
    pub(crate) fn hole_name(seat: Seat, hole: u8) -> String {
        format!("{}{hole}", side_letter(seat))
    }
}

/// Replays a move from `before`, logging every lap. `hole` must be playable there.
fn trace_from(n: usize, seat: Seat, hole: u8, before: &Rows) -> MoveTrace {
    let me = seat.index();
    let mut rows = *before;
    let mut log: Vec<(Lap, Rows)> = Vec::new();
    // Callers pass a checked hole; saturating keeps a wrong call from panicking.
    let end = play_hole(
        &mut rows,
        n,
        me,
        usize::from(hole.saturating_sub(1)),
        &mut log,
    );
    let (laps, rows_after): (Vec<Lap>, Vec<Rows>) = log.into_iter().unzip();
    let captured = row_total(&before[1 - me], n) - row_total(&rows[1 - me], n);
    MoveTrace {
        seat,
        hole,
        south_before: before[SOUTH.index()][..n].to_vec(),
        north_before: before[NORTH.index()][..n].to_vec(),
        laps: if end == MoveEnd::Endless {
            Vec::new()
        } else {
            laps
        },
        end,
        captured,
        rows_after: if end == MoveEnd::Endless {
            Vec::new()
        } else {
            rows_after
        },
    }
}
