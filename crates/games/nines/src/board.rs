//! The board: 24 points joined by 32 edges, and the 16 lines of three.
//!
//! ```text
//!  a7----------d7----------g7      0-----------1-----------2
//!  |           |           |       |           |           |
//!  |   b6------d6------f6  |       |   3-------4-------5   |
//!  |   |       |       |   |       |   |       |       |   |
//!  |   |   c5--d5--e5  |   |       |   |   6---7---8   |   |
//!  |   |   |       |   |   |       |   |   |       |   |   |
//!  a4--b4--c4      e4--f4--g4      9--10--11      12--13--14
//!  |   |   |       |   |   |       |   |   |       |   |   |
//!  |   |   c3--d3--e3  |   |       |   |  15--16--17   |   |
//!  |   |       |       |   |       |   |       |       |   |
//!  |   b2------d2------f2  |       |  18------19------20   |
//!  |           |           |       |           |           |
//!  a1----------d1----------g1      21----------22----------23
//! ```
//!
//! Points are numbered 0–23 row by row, top to bottom, left to right (OpenSpiel's numbering),
//! and named by their square on a 7×7 grid: files `a`–`g`, ranks `1`–`7`. Only 24 of the 49
//! squares are points: there is nothing at `d4`, the centre.
//!
//! The geometry is kept as data (an edge list and a line list), and everything the rules
//! need is derived from it at compile time as bit masks: bit `i` of a `u32` stands for point
//! `i`, so "the empty neighbours of a piece" is one `&`.

use std::fmt;

/// Number of points on the board.
pub const POINTS: usize = 24;

/// Entries in the tables indexed by [`Point::slot`]: the 24 points, padded to 32.
pub(crate) const SLOTS: usize = 32;

/// The bits of all 24 points.
pub const ALL: u32 = (1 << POINTS) - 1;

/// A point of the board, always one of the 24 (the constructors refuse anything else).
///
/// ```
/// use parlour_nines::Point;
/// let p = Point::from_label("D6").unwrap();
/// assert_eq!(p.index(), 4);
/// assert_eq!(p.label(), "d6");
/// assert_eq!(Point::new(24), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// `(file, rank)` of each point on the 7×7 drawing grid, files and ranks counted from 0
/// (`a` and `1`).
pub(crate) const SQUARES: [(u8, u8); POINTS] = [
    (0, 6),
    (3, 6),
    (6, 6),
    (1, 5),
    (3, 5),
    (5, 5),
    (2, 4),
    (3, 4),
    (4, 4),
    (0, 3),
    (1, 3),
    (2, 3),
    (4, 3),
    (5, 3),
    (6, 3),
    (2, 2),
    (3, 2),
    (4, 2),
    (1, 1),
    (3, 1),
    (5, 1),
    (0, 0),
    (3, 0),
    (6, 0),
];

const LABELS: [&str; POINTS] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

impl Point {
    /// Point 0, `a7`.
    pub const FIRST: Point = Point(0);

    /// The point with OpenSpiel number `index` (0–23), or `None` beyond the board.
    pub const fn new(index: u8) -> Option<Point> {
        if (index as usize) < POINTS {
            Some(Point(index))
        } else {
            None
        }
    }

    /// Every point, in number order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINTS as u8).map(Point)
    }

    /// The point's number, 0–23.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The point's number as an index into a table of [`SLOTS`] entries: the same number
    /// as [`Point::index`], but visibly below 32, so the hot paths index without a bounds
    /// check.
    #[inline(always)]
    pub(crate) const fn slot(self) -> usize {
        (self.0 & 31) as usize
    }

    /// The point's bit in a board mask.
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The algebraic name, e.g. `"d6"`.
    pub fn label(self) -> &'static str {
        LABELS[self.index()]
    }

    /// `(file, rank)` on the 7×7 drawing grid, both counted from 0 (`a1` is `(0, 0)`).
    pub fn square(self) -> (u8, u8) {
        SQUARES[self.index()]
    }

    /// The point drawn on square `(file, rank)`, if that square holds one (a `const fn`, so
    /// that tables built at compile time can use it, as [`crate::symmetry`] does).
    pub const fn at_square(file: u8, rank: u8) -> Option<Point> {
        let mut i = 0;
        while i < POINTS {
            if SQUARES[i].0 == file && SQUARES[i].1 == rank {
                return Some(Point(i as u8));
            }
            i += 1;
        }
        None
    }

    /// Reads an algebraic name such as `d6` (any case, surrounding spaces ignored).
    pub fn from_label(text: &str) -> Option<Point> {
        let t = text.trim().as_bytes();
        if t.len() != 2 {
            return None;
        }
        let file = t[0].to_ascii_lowercase().checked_sub(b'a')?;
        let rank = t[1].checked_sub(b'1')?;
        if file > 6 || rank > 6 {
            return None;
        }
        Point::at_square(file, rank)
    }

    /// The points joined to this one by an edge, as a mask.
    pub const fn neighbours(self) -> u32 {
        NEIGHBOURS[self.0 as usize]
    }

    /// The two lines through this point (horizontal first), as masks.
    pub const fn lines(self) -> [u32; 2] {
        LINES_AT[self.0 as usize]
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// The 32 edges: pieces slide along these.
pub const EDGES: [(u8, u8); 32] = [
    // The three squares, ring by ring (outer, middle, inner).
    (0, 1),
    (1, 2),
    (2, 14),
    (14, 23),
    (23, 22),
    (22, 21),
    (21, 9),
    (9, 0),
    (3, 4),
    (4, 5),
    (5, 13),
    (13, 20),
    (20, 19),
    (19, 18),
    (18, 10),
    (10, 3),
    (6, 7),
    (7, 8),
    (8, 12),
    (12, 17),
    (17, 16),
    (16, 15),
    (15, 11),
    (11, 6),
    // The four spokes joining the rings at their midpoints.
    (1, 4),
    (4, 7),
    (9, 10),
    (10, 11),
    (12, 13),
    (13, 14),
    (16, 19),
    (19, 22),
];

/// The 16 lines (mills): three points in a row along edges. Horizontal lines first.
pub const LINES: [[u8; 3]; 16] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
    [15, 16, 17],
    [18, 19, 20],
    [21, 22, 23],
    [0, 9, 21],
    [3, 10, 18],
    [6, 11, 15],
    [1, 4, 7],
    [16, 19, 22],
    [8, 12, 17],
    [5, 13, 20],
    [2, 14, 23],
];

const fn build_neighbours() -> [u32; POINTS] {
    let mut out = [0u32; POINTS];
    let mut i = 0;
    while i < EDGES.len() {
        let (a, b) = EDGES[i];
        out[a as usize] |= 1 << b;
        out[b as usize] |= 1 << a;
        i += 1;
    }
    out
}

const fn build_line_masks() -> [u32; 16] {
    let mut out = [0u32; 16];
    let mut i = 0;
    while i < LINES.len() {
        let [a, b, c] = LINES[i];
        out[i] = (1 << a) | (1 << b) | (1 << c);
        i += 1;
    }
    out
}

const fn build_lines_at() -> [[u32; 2]; POINTS] {
    let mut out = [[0u32; 2]; POINTS];
    let mut i = 0;
    while i < LINES.len() {
        let [a, b, c] = LINES[i];
        let mask = (1 << a) | (1 << b) | (1 << c);
        // The first 8 lines are horizontal, the last 8 vertical.
        let slot = if i < 8 { 0 } else { 1 };
        out[a as usize][slot] = mask;
        out[b as usize][slot] = mask;
        out[c as usize][slot] = mask;
        i += 1;
    }
    out
}

/// For each point, the mask of its neighbours.
pub const NEIGHBOURS: [u32; POINTS] = build_neighbours();

/// Each line as a mask of its three points.
pub const LINE_MASKS: [u32; 16] = build_line_masks();

/// For each point, its horizontal and its vertical line as masks.
pub const LINES_AT: [[u32; 2]; POINTS] = build_lines_at();

const fn build_reach() -> [[u32; 256]; 3] {
    let mut out = [[0u32; 256]; 3];
    let mut k = 0;
    while k < 3 {
        let mut byte = 0;
        while byte < 256 {
            let mut union = 0;
            let mut b = 0;
            while b < 8 {
                if byte & (1 << b) != 0 {
                    union |= NEIGHBOURS[k * 8 + b];
                }
                b += 1;
            }
            out[k][byte] = union;
            byte += 1;
        }
        k += 1;
    }
    out
}

/// For each byte of a mask (points 0–7, 8–15, 16–23), the union of the neighbours of the
/// points it holds: three look-ups give the neighbours of any set of points.
const REACH: [[u32; 256]; 3] = build_reach();

/// Every point joined by an edge to some point of `mask`.
#[inline]
pub fn neighbours_of(mask: u32) -> u32 {
    REACH[0][(mask & 0xFF) as usize]
        | REACH[1][((mask >> 8) & 0xFF) as usize]
        | REACH[2][((mask >> 16) & 0xFF) as usize]
}

const fn build_around() -> [[(u32, u8); 4]; POINTS] {
    // Bit 31 is never an empty point: it pads points with fewer than four neighbours.
    let mut out = [[(1u32 << 31, 0u8); 4]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut n = 0;
        let mut q = 0;
        while q < POINTS {
            if NEIGHBOURS[p] & (1 << q) != 0 {
                out[p][n] = (1 << q, q as u8);
                n += 1;
            }
            q += 1;
        }
        p += 1;
    }
    out
}

/// For each point, its neighbours in number order as `(bit, index)`, padded to four with a
/// bit that no board mask holds.
pub(crate) const AROUND: [[(u32, u8); 4]; POINTS] = build_around();

/// True when `a` and `b` are joined by an edge. Points beyond the board are never adjacent.
pub fn adjacent(a: u8, b: u8) -> bool {
    match (Point::new(a), Point::new(b)) {
        (Some(a), Some(b)) => a.neighbours() & b.bit() != 0,
        _ => false,
    }
}

/// True when the three points (in any order) form one of the 16 lines.
pub fn is_line(a: u8, b: u8, c: u8) -> bool {
    let mut t = [a, b, c];
    t.sort_unstable();
    LINES.iter().any(|l| {
        let mut s = *l;
        s.sort_unstable();
        s == t
    })
}

/// [`LINES_AT`] indexed by [`Point::slot`] (the padding is never read).
pub(crate) const LINES_AT_SLOT: [[u32; 2]; SLOTS] = {
    let mut out = [[0u32; 2]; SLOTS];
    let mut p = 0;
    while p < POINTS {
        out[p] = LINES_AT[p];
        p += 1;
    }
    out
};

/// True when `piece` at `at` completes a line of `pieces` (which must include `at`).
#[inline]
pub fn in_line(pieces: u32, at: Point) -> bool {
    let [h, v] = LINES_AT_SLOT[at.slot()];
    pieces & h == h || pieces & v == v
}

/// The first point of each horizontal line: the horizontal lines are the rows of three
/// consecutive points `3i, 3i + 1, 3i + 2` (checked by a test).
const ROW_STARTS: u32 = 0x0024_9249;

/// The pieces of `pieces` that stand in a complete line.
///
/// The horizontal lines are found all at once: a row is complete where a piece has pieces on
/// the next two points, starting a row. The vertical lines are tested one by one.
#[inline]
pub fn in_lines(pieces: u32) -> u32 {
    let row_starts = pieces & (pieces >> 1) & (pieces >> 2) & ROW_STARTS;
    let mut out = row_starts * 0b111;
    for l in &LINE_MASKS[8..] {
        if pieces & l == *l {
            out |= l;
        }
    }
    out
}

const fn build_line_order() -> [u64; SLOTS] {
    let mut out = [0u64; SLOTS];
    let mut i = 0;
    while i < LINES.len() {
        let mut j = 0;
        while j < 3 {
            out[LINES[i][j] as usize] |= 1 << (4 * i + j);
            j += 1;
        }
        i += 1;
    }
    out
}

/// Each point's two bits in *line order*, a second way of writing a set of points in a
/// `u64`: line `i` of [`LINES`] holds bits `4i`, `4i + 1` and `4i + 2`, in the order the line
/// lists its points (bit `4i + 3` is never used). A point lies on two lines, so it has two
/// bits: one in the low half (the horizontal lines), one in the high half (the vertical).
///
/// Every edge joins two neighbours on a line (16 lines of two edges each are the 32 edges),
/// so in line order every edge joins some bit `i` to bit `i + 1`, with `i` one of
/// [`EDGE_STARTS`]: one shift of a line-order mask looks along all 32 edges at once.
///
/// Indexed by [`Point::slot`] (the padding holds no bits).
pub(crate) const LINE_ORDER: [u64; SLOTS] = build_line_order();

/// The line-order bits that begin an edge: the first two points of every line.
pub(crate) const EDGE_STARTS: u64 = 0x3333_3333_3333_3333;

/// Every point in line order: the three bits of every line.
pub(crate) const LINE_ORDER_ALL: u64 = 0x7777_7777_7777_7777;

/// The number of points of each line in a line-order mask, in the line's nibble (0 to 3).
#[inline(always)]
pub(crate) fn line_counts(lined: u64) -> u64 {
    const LOW: u64 = 0x1111_1111_1111_1111;
    (lined & LOW) + (lined >> 1 & LOW) + (lined >> 2 & LOW)
}

/// Bit `4i` set for every nibble `i` of `x` equal to `k` (0 to 15), the rest clear.
#[inline(always)]
pub(crate) fn nibbles_equal(x: u64, k: u64) -> u64 {
    let y = x ^ (k * 0x1111_1111_1111_1111);
    // Bit 4i of `any` is the OR of the four bits of nibble i (the shifts stay inside it).
    let any = y | y >> 1 | y >> 2 | y >> 3;
    !any & 0x1111_1111_1111_1111
}

/// A set of points in line order (see [`LINE_ORDER`]).
#[inline]
pub(crate) fn line_order(mask: u32) -> u64 {
    points(mask).fold(0, |acc, p| acc | LINE_ORDER[p.slot()])
}

/// The board mask of a set of points in line order (the inverse of [`line_order`]). The
/// low half alone says it all: its nibble `i` is the row of points `3i`, `3i + 1`, `3i + 2`,
/// so closing up the gaps (the unused bit of every nibble) gives the board mask.
#[inline(always)]
pub(crate) fn from_line_order(lined: u64) -> u32 {
    let x = lined as u32;
    // Two rows per byte, then four per 16 bits, then all eight.
    let y = (x & 0x0707_0707) | ((x >> 1) & 0x3838_3838);
    let z = (y & 0x003F_003F) | ((y >> 2) & 0x0FC0_0FC0);
    (z & 0x0FFF) | ((z >> 4) & 0x00FF_F000)
}

const fn build_byte_points() -> [[[Point; 8]; 256]; 3] {
    let mut out = [[[Point(0); 8]; 256]; 3];
    let mut k = 0;
    while k < 3 {
        let mut byte = 0;
        while byte < 256 {
            let mut n = 0;
            let mut b = 0;
            while b < 8 {
                if byte & (1 << b) != 0 {
                    out[k][byte][n] = Point((k * 8 + b) as u8);
                    n += 1;
                }
                b += 1;
            }
            byte += 1;
        }
        k += 1;
    }
    out
}

/// For each byte of a mask, the points it holds, lowest first (then padding).
const BYTE_POINTS: [[[Point; 8]; 256]; 3] = build_byte_points();

/// Writes the points of `mask` into `out`, lowest first, and returns how many there are.
///
/// Listing a whole byte at once (eight points copied, then only the real ones counted)
/// is much faster than one point per loop turn. Before the last byte at most 16 points are
/// listed, so the eight copied slots always fit in the 32 of `out`.
#[inline]
pub fn list_points(mask: u32, out: &mut [Point; 32]) -> usize {
    let mut n = 0;
    for (k, table) in BYTE_POINTS.iter().enumerate() {
        let byte = ((mask >> (8 * k)) & 0xFF) as usize;
        out[n..n + 8].copy_from_slice(&table[byte]);
        n += POPCOUNT[byte] as usize;
    }
    n
}

const fn build_popcount() -> [u8; 256] {
    let mut out = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    out
}

/// Bits set in each byte (a table: the baseline x86-64 target has no popcount instruction).
const POPCOUNT: [u8; 256] = build_popcount();

/// The points of a mask, lowest first.
#[inline]
pub fn points(mask: u32) -> Points {
    Points(mask & ALL)
}

/// The points of a mask, lowest first (see [`points`]).
#[derive(Copy, Clone, Debug)]
pub struct Points(u32);

impl Iterator for Points {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Point(i))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_squares_agree() {
        for p in Point::all() {
            assert_eq!(Point::from_label(p.label()), Some(p));
            let (f, r) = p.square();
            let name = format!("{}{}", (b'a' + f) as char, r + 1);
            assert_eq!(name, p.label());
        }
        assert_eq!(Point::from_label("d4"), None);
        assert_eq!(Point::from_label("h1"), None);
        assert_eq!(Point::from_label("a8"), None);
        assert_eq!(Point::from_label("a"), None);
    }

    #[test]
    fn listing_points_agrees_with_iterating() {
        let mut buf = [Point(0); 32];
        for mask in [0u32, 1, 0b1011, ALL, 0x00F0_0F0F, 0x0080_8001, 0x00FF_FF00] {
            let n = list_points(mask, &mut buf);
            assert_eq!(buf[..n].to_vec(), points(mask).collect::<Vec<_>>());
        }
    }

    #[test]
    fn neighbours_of_a_set_is_the_union() {
        for mask in [0u32, 1, 0b1011, ALL, 0x00F0_0F0F, 0x0080_8001] {
            let union = points(mask).fold(0, |u, p| u | p.neighbours());
            assert_eq!(neighbours_of(mask), union, "{mask:x}");
        }
    }

    #[test]
    fn edges_are_exactly_the_neighbours_on_lines() {
        // Line order relies on it: every edge joins two neighbours on a line, and back.
        let mut edges: Vec<(u8, u8)> = EDGES.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        let mut on_lines: Vec<(u8, u8)> = LINES
            .iter()
            .flat_map(|&[a, b, c]| [(a.min(b), a.max(b)), (b.min(c), b.max(c))])
            .collect();
        edges.sort_unstable();
        on_lines.sort_unstable();
        assert_eq!(edges, on_lines);
    }

    #[test]
    fn line_order_round_trips() {
        let mut seed = 5u64;
        for _ in 0..2000 {
            let mask = parlour_core::splitmix64(&mut seed) as u32 & ALL;
            assert_eq!(from_line_order(line_order(mask)), mask, "{mask:x}");
        }
        assert_eq!(from_line_order(LINE_ORDER_ALL), ALL);
    }

    #[test]
    fn lines_found_row_by_row_and_one_by_one() {
        for (i, l) in LINES.iter().take(8).enumerate() {
            let first = 3 * i as u8;
            assert_eq!(*l, [first, first + 1, first + 2]);
            assert_ne!(ROW_STARTS & 1 << first, 0);
        }
        assert_eq!(ROW_STARTS.count_ones(), 8);
        let mut seed = 11u64;
        for _ in 0..5000 {
            let x = parlour_core::splitmix64(&mut seed) as u32;
            // Dense masks, so that lines are complete often.
            let pieces = (x | x >> 7) & ALL;
            let slow = LINE_MASKS
                .iter()
                .filter(|&&l| pieces & l == l)
                .fold(0, |acc, l| acc | l);
            assert_eq!(in_lines(pieces), slow, "{pieces:x}");
        }
    }

    #[test]
    fn line_order_gives_each_point_one_bit_per_half() {
        for p in Point::all() {
            let bits = LINE_ORDER[p.index()];
            assert_eq!((bits as u32).count_ones(), 1, "{p}");
            assert_eq!(((bits >> 32) as u32).count_ones(), 1, "{p}");
            assert_eq!(bits & !LINE_ORDER_ALL, 0, "{p}");
        }
        assert_eq!(line_order(ALL), LINE_ORDER_ALL);
        // An edge joins bits i and i + 1 of one line, with i one of EDGE_STARTS.
        for (i, &[a, b, c]) in LINES.iter().enumerate() {
            for (j, (p, q)) in [(a, b), (b, c)].into_iter().enumerate() {
                let start = 1u64 << (4 * i + j);
                assert_ne!(EDGE_STARTS & start, 0);
                assert_ne!(LINE_ORDER[usize::from(p)] & start, 0);
                assert_ne!(LINE_ORDER[usize::from(q)] & start << 1, 0);
            }
        }
        assert_eq!(EDGE_STARTS.count_ones(), 32);
    }

    #[test]
    fn edges_join_points_on_the_same_row_or_column() {
        for (a, b) in EDGES {
            let (pa, pb) = (Point(a).square(), Point(b).square());
            assert!(pa.0 == pb.0 || pa.1 == pb.1, "{a}-{b}");
        }
    }
}
