//! The 6×6 board: cells, their names, and the two kinds of nearness the rules use.
//!
//! Files `a`–`f` run left to right, ranks `1`–`6` bottom to top, so `c3` is the third file
//! and the third rank. Inside the crate a cell is its index `rank * 6 + file` (`a1` = 0,
//! `f6` = 35), which lets a set of cells be a 36-bit mask.
//!
//! Two geometric facts drive the game:
//! - **straight steps**: a piece moves along a file or a rank, one or two cells;
//! - **touching**: a piece eats a prey standing on any of its 8 surrounding cells.

use serde::{Serialize, Serializer};
use std::fmt;

/// Cells per side.
pub const SIZE: u8 = 6;
/// Number of cells.
pub const CELLS: usize = 36;

/// A cell of the board; also a move, since a move is written as its target cell.
///
/// Only the 36 real cells can be built, so a `Cell` is always on the board.
///
/// ```
/// use parlour_elephant_fox_mouse::Cell;
/// let c3 = Cell::parse("C3").unwrap();
/// assert_eq!((c3.file(), c3.rank()), (2, 2));
/// assert_eq!(c3.to_string(), "c3");
/// assert!(c3.touches(Cell::parse("d4").unwrap()));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell on `file` and `rank`, both counted from 0 (`a1` is `(0, 0)`).
    pub fn new(file: u8, rank: u8) -> Option<Cell> {
        (file < SIZE && rank < SIZE).then_some(Cell(rank * SIZE + file))
    }

    /// The cell with index `index` (`rank * 6 + file`).
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    /// Every cell, `a1`, `b1`, ... `f6`.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// Index `rank * 6 + file`, in `0..36`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// File from 0 (`a`) to 5 (`f`).
    pub fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// Rank from 0 (rank `1`) to 5 (rank `6`).
    pub fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// True when `other` is one of the 8 cells around this one (the reach of an eat).
    pub fn touches(self, other: Cell) -> bool {
        self != other
            && self.file().abs_diff(other.file()) <= 1
            && self.rank().abs_diff(other.rank()) <= 1
    }

    /// Reads a cell name such as `c3` (either case, surrounding spaces ignored).
    pub fn parse(text: &str) -> Option<Cell> {
        let mut chars = text.trim().chars();
        let (f, r) = (chars.next()?, chars.next()?);
        if chars.next().is_some() {
            return None;
        }
        let f = f.to_ascii_lowercase();
        if !('a'..='f').contains(&f) || !('1'..='6').contains(&r) {
            return None;
        }
        Cell::new(f as u8 - b'a', r as u8 - b'1')
    }

    /// The bit of this cell in a 36-bit set of cells.
    pub(crate) fn bit(self) -> u64 {
        1 << self.0
    }

    /// The cell one straight step away in `dir`, if it is on the board.
    pub(crate) fn step(self, dir: usize) -> Option<Cell> {
        match STEPS[self.index()][dir & 3] {
            NONE => None,
            c => Some(Cell(c)),
        }
    }

    /// The cells this one touches, as a set.
    pub(crate) fn around(self) -> u64 {
        AROUND[self.index()]
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

/// Cells travel to clients by name (`"c3"`), the same text a player types.
impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The four straight directions, in the order moves are listed: down, up, left, right.
pub(crate) const DIRECTIONS: usize = 4;
const DELTAS: [(i8, i8); DIRECTIONS] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
const NONE: u8 = u8::MAX;

/// `STEPS[cell][dir]`: the neighbour one step away, or `NONE` off the board.
static STEPS: [[u8; DIRECTIONS]; CELLS] = build_steps();
/// `AROUND[cell]`: the set of up to 8 touching cells.
static AROUND: [u64; CELLS] = build_around();

const fn offset(cell: usize, df: i8, dr: i8) -> u8 {
    let f = (cell % 6) as i8 + df;
    let r = (cell / 6) as i8 + dr;
    if f < 0 || r < 0 || f >= SIZE as i8 || r >= SIZE as i8 {
        NONE
    } else {
        (r * SIZE as i8 + f) as u8
    }
}

const fn build_steps() -> [[u8; DIRECTIONS]; CELLS] {
    let mut t = [[NONE; DIRECTIONS]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut d = 0;
        while d < DIRECTIONS {
            t[c][d] = offset(c, DELTAS[d].0, DELTAS[d].1);
            d += 1;
        }
        c += 1;
    }
    t
}

const fn build_around() -> [u64; CELLS] {
    let mut t = [0u64; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut df = -1;
        while df <= 1 {
            let mut dr = -1;
            while dr <= 1 {
                let n = offset(c, df, dr);
                if (df != 0 || dr != 0) && n != NONE {
                    t[c] |= 1 << n;
                }
                dr += 1;
            }
            df += 1;
        }
        c += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for c in Cell::all() {
            assert_eq!(Cell::parse(&c.to_string()), Some(c));
            assert_eq!(Cell::parse(&c.to_string().to_uppercase()), Some(c));
        }
        for bad in ["", "a", "a0", "a7", "g1", "c33", "3c", "é1", "c-"] {
            assert_eq!(Cell::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn corners_touch_three_cells_and_the_middle_eight() {
        let count = |name: &str| Cell::parse(name).unwrap().around().count_ones();
        assert_eq!(count("a1"), 3);
        assert_eq!(count("a3"), 5);
        assert_eq!(count("c3"), 8);
        for a in Cell::all() {
            for b in Cell::all() {
                assert_eq!(a.touches(b), a.around() & b.bit() != 0);
            }
        }
    }

    #[test]
    fn steps_stay_on_the_board() {
        let a1 = Cell::parse("a1").unwrap();
        assert_eq!(a1.step(0), None);
        assert_eq!(a1.step(1), Cell::parse("a2"));
        assert_eq!(a1.step(2), None);
        assert_eq!(a1.step(3), Cell::parse("b1"));
    }
}
