//! The board: cells, their names, and sets of cells kept as 128-bit bitboards.
//!
//! Files are `a b c d e f g h i k` (there is no `j`: the Russian alphabet order а б в г д е
//! ж з и к) and ranks count from 1 at the bottom. A cell's index is
//! `(rank − 1) · 10 + file`, so a1 = 0, b1 = 1 … k1 = 9, a2 = 10 … k10 = 99. The stride is
//! 10 on every board size, so smaller boards use the lower-left corner of the same layout
//! and every mask below works unchanged.
//!
//! A set of cells is one `u128` (bit `i` = cell `i`). The one operation everything else is
//! built on is [`grow`]: a set plus its 8-neighbourhood, computed with six shifts.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest board side the layout holds.
pub const MAX_SIZE: u8 = 10;

/// The smallest board side we allow (the two start cells must be apart).
pub const MIN_SIZE: u8 = 3;

/// Row stride of the bit layout.
const STRIDE: u32 = 10;

/// File letters, left to right as X sees the board.
pub const FILES: [char; 10] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k'];

/// One cell of the board. Only cells of the 10×10 layout can be built; whether a cell lies
/// on a smaller board is a question for the position.
///
/// ```
/// use parlour_virus_war::Cell;
/// let e5 = Cell::at(4, 4).unwrap();
/// assert_eq!(e5.to_string(), "e5");
/// assert_eq!(e5.index(), 44);
/// assert_eq!(Cell::at(9, 9).unwrap().to_string(), "k10");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell(u8);

impl Cell {
    /// The cell on `file` (0 = a … 9 = k) and `rank` (0 = rank 1 … 9 = rank 10).
    pub const fn at(file: u8, rank: u8) -> Option<Cell> {
        if file < MAX_SIZE && rank < MAX_SIZE {
            Some(Cell(rank * MAX_SIZE + file))
        } else {
            None
        }
    }

    /// The cell on `file` and `rank`, each clamped into the 10×10 layout.
    pub(crate) const fn clamped(file: u8, rank: u8) -> Cell {
        let f = if file < MAX_SIZE { file } else { MAX_SIZE - 1 };
        let r = if rank < MAX_SIZE { rank } else { MAX_SIZE - 1 };
        Cell(r * MAX_SIZE + f)
    }

    /// The cell with this index (0..100).
    pub const fn from_index(index: u8) -> Option<Cell> {
        if index < MAX_SIZE * MAX_SIZE {
            Some(Cell(index))
        } else {
            None
        }
    }

    /// The index `(rank − 1) · 10 + file`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 = a … 9 = k.
    pub const fn file(self) -> u8 {
        self.0 % MAX_SIZE
    }

    /// The rank counted from 0 (rank 1 is 0).
    pub const fn rank(self) -> u8 {
        self.0 / MAX_SIZE
    }

    /// This cell as a one-bit set.
    pub(crate) const fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", FILES[usize::from(self.file())], self.rank() + 1)
    }
}

/// A set of cells (a bitboard).
///
/// Iteration is in index order (a1, b1 … k1, a2 …), the order of the legal moves. Display
/// lists cells in file order and then rank order (a2 a3 b1 …), the order the worked examples use.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct CellSet(pub(crate) u128);

impl CellSet {
    /// No cells.
    pub const EMPTY: CellSet = CellSet(0);

    /// True when `cell` is in the set.
    pub fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// Number of cells.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when the set has no cell.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells in index order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        Bits(self.0).map(Cell)
    }

    /// The cells in file order, then rank order (a1 a2 … a10 b1 …).
    pub fn in_file_order(self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.iter().collect();
        cells.sort_by_key(|c| (c.file(), c.rank()));
        cells
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        CellSet(iter.into_iter().fold(0, |b, c| b | c.bit()))
    }
}

impl fmt::Display for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.in_file_order().iter().map(Cell::to_string).collect();
        f.write_str(&names.join(" "))
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

/// The set bits of a `u128`, lowest first.
pub(crate) struct Bits(pub(crate) u128);

impl Iterator for Bits {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

const fn file_mask(file: u32) -> u128 {
    let mut m = 0u128;
    let mut r = 0;
    while r < STRIDE {
        m |= 1u128 << (r * STRIDE + file);
        r += 1;
    }
    m
}

/// Cells of file a: nothing may wrap leftwards out of them.
const FILE_A: u128 = file_mask(0);
/// Cells of file k: nothing may wrap rightwards out of them.
const FILE_K: u128 = file_mask(STRIDE - 1);

const fn square_mask(size: u32) -> u128 {
    let mut m = 0u128;
    let mut r = 0;
    while r < size {
        let mut f = 0;
        while f < size {
            m |= 1u128 << (r * STRIDE + f);
            f += 1;
        }
        r += 1;
    }
    m
}

const SQUARES: [u128; 11] = {
    let mut t = [0u128; 11];
    let mut s = 0;
    while s <= 10 {
        t[s] = square_mask(s as u32);
        s += 1;
    }
    t
};

/// Every cell of a board of side `size` (sizes above 10 are treated as 10).
pub(crate) fn board_mask(size: u8) -> u128 {
    SQUARES[usize::from(size.min(MAX_SIZE))]
}

/// `b` plus its 8-neighbourhood, kept within `all`.
///
/// Horizontal steps first mask the edge file so that a1 never "touches" k1 of the rank below;
/// vertical steps need no mask because shifting past bit 99 or below bit 0 drops out of
/// `all`. Cells of a smaller board spill onto the column just right of it, which `all` cuts.
#[inline]
pub(crate) fn grow(b: u128, all: u128) -> u128 {
    let h = b | ((b & !FILE_K) << 1) | ((b & !FILE_A) >> 1);
    (h | (h << STRIDE) | (h >> STRIDE)) & all
}

/// The smallest superset of `seed` closed under stepping onto 8-neighbours in `path`:
/// a flood fill from `seed` through the cells of `path`.
#[inline]
pub(crate) fn flood(seed: u128, path: u128, all: u128) -> u128 {
    let mut set = seed;
    loop {
        let next = set | (grow(set, all) & path);
        if next == set {
            return set;
        }
        set = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grow_does_not_wrap_around_edges() {
        let all = board_mask(10);
        let k1 = Cell::at(9, 0).unwrap().bit();
        let g = CellSet(grow(k1, all));
        assert_eq!(g.to_string(), "i1 i2 k1 k2");
        let a2 = Cell::at(0, 1).unwrap().bit();
        assert_eq!(CellSet(grow(a2, all)).to_string(), "a1 a2 a3 b1 b2 b3");
        let k10 = Cell::at(9, 9).unwrap().bit();
        assert_eq!(CellSet(grow(k10, all)).to_string(), "i9 i10 k9 k10");
    }

    #[test]
    fn small_boards_cut_the_spill() {
        let all = board_mask(4);
        let d2 = Cell::at(3, 1).unwrap().bit();
        assert_eq!(CellSet(grow(d2, all)).to_string(), "c1 c2 c3 d1 d2 d3");
        assert_eq!(board_mask(4).count_ones(), 16);
    }

    #[test]
    fn cell_names_and_order() {
        let cells: CellSet = [(1, 0), (0, 2), (0, 1)]
            .iter()
            .map(|&(f, r)| Cell::at(f, r).unwrap())
            .collect();
        assert_eq!(cells.to_string(), "a2 a3 b1");
        let order: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["b1", "a2", "a3"]);
        assert!(Cell::at(10, 0).is_none());
        assert!(Cell::from_index(100).is_none());
    }
}
