//! The 16 symmetries of the board, and the one drawing of a position that stands for all
//! of its symmetric copies.
//!
//! The mill board looks the same after any of the square's 8 turns and reflections, and
//! also after swapping the outer and the inner square (the middle one stays): every edge
//! and every line of three goes to an edge and a line. Together these are 16 maps of the
//! 24 points onto themselves. Two positions that one of them maps onto each other play the
//! same way, so an opening book needs to hold only one of them ([`crate::book`]).
//!
//! ```
//! use parlour_nines::symmetry::{SYMMETRIES, map_point};
//! use parlour_nines::Point;
//! let a7 = Point::from_label("a7").unwrap();
//! // The corners of the outer and the inner square are all alike.
//! let images: std::collections::BTreeSet<_> =
//!     (0..SYMMETRIES).map(|s| map_point(s, a7).label()).collect();
//! assert_eq!(images.into_iter().collect::<Vec<_>>(),
//!            ["a1", "a7", "c3", "c5", "e3", "e5", "g1", "g7"]);
//! ```

use crate::board::{self, POINTS, Point};

/// How many symmetries the board has.
pub const SYMMETRIES: usize = 16;

/// `MAPS[s][p]`: the number of the point that symmetry `s` sends point `p` to. Symmetry 0
/// is the identity.
const MAPS: [[u8; POINTS]; SYMMETRIES] = build_maps();

const fn build_maps() -> [[u8; POINTS]; SYMMETRIES] {
    let mut maps = [[0u8; POINTS]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        let mut p = 0;
        while p < POINTS {
            // Coordinates about the centre d4, -3..=3.
            let (file, rank) = board::SQUARES[p];
            let (mut x, mut y) = (file as i32 - 3, rank as i32 - 3);
            // Bits 0–2: a reflection, then a quarter turn, then a half turn; bit 3: the
            // outer and inner squares swapped (a point at distance r from the centre goes to
            // 4 - r on the same ray).
            if s & 1 != 0 {
                x = -x;
            }
            if s & 2 != 0 {
                let t = x;
                x = -y;
                y = t;
            }
            if s & 4 != 0 {
                x = -x;
                y = -y;
            }
            if s & 8 != 0 {
                let r = if x.abs() > y.abs() { x.abs() } else { y.abs() };
                x = x / r * (4 - r);
                y = y / r * (4 - r);
            }
            maps[s][p] = match Point::at_square((x + 3) as u8, (y + 3) as u8) {
                Some(image) => image.index() as u8,
                None => panic!("a symmetry left the board"),
            };
            p += 1;
        }
        s += 1;
    }
    maps
}

/// Where symmetry `s` (0 to 15) sends `point`.
pub fn map_point(s: usize, point: Point) -> Point {
    Point::new(MAPS[s % SYMMETRIES][point.index()]).unwrap_or(point)
}

/// Where symmetry `s` sends every point of `mask`.
pub fn map_mask(s: usize, mask: u32) -> u32 {
    let map = &MAPS[s % SYMMETRIES];
    board::points(mask).fold(0, |acc, p| acc | 1 << map[p.index()])
}

/// The symmetry that undoes `s`.
pub fn inverse(s: usize) -> usize {
    (0..SYMMETRIES)
        .find(|&t| (0..POINTS).all(|p| MAPS[t][MAPS[s % SYMMETRIES][p] as usize] as usize == p))
        .unwrap_or(0)
}

/// The drawing of the two sides' pieces (`[white, black]` masks) that stands for all 16 of
/// its copies (the smallest `white << 24 | black`), and a symmetry that takes the given
/// drawing to it.
pub fn canonical(pieces: [u32; 2]) -> (u64, usize) {
    (0..SYMMETRIES)
        .map(|s| {
            let key = (map_mask(s, pieces[0]) as u64) << POINTS | map_mask(s, pieces[1]) as u64;
            (key, s)
        })
        .min()
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{ALL, EDGES, LINE_MASKS};

    #[test]
    fn every_symmetry_maps_points_edges_and_lines_onto_themselves() {
        for s in 0..SYMMETRIES {
            assert_eq!(map_mask(s, ALL), ALL, "symmetry {s} is a permutation");
            for &(a, b) in &EDGES {
                let to = |p: u8| map_point(s, Point::new(p).unwrap()).index() as u8;
                assert!(board::adjacent(to(a), to(b)), "symmetry {s} keeps edges");
            }
            for &line in &LINE_MASKS {
                assert!(
                    LINE_MASKS.contains(&map_mask(s, line)),
                    "symmetry {s} keeps lines"
                );
            }
            assert_eq!(inverse(inverse(s)), s);
            for p in Point::all() {
                assert_eq!(map_point(inverse(s), map_point(s, p)), p);
            }
        }
        assert_eq!(
            (0..POINTS).map(|p| MAPS[0][p] as usize).collect::<Vec<_>>(),
            (0..POINTS).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_sixteen_are_distinct_and_sort_the_points_into_four_kinds() {
        let distinct: std::collections::HashSet<_> = MAPS.iter().collect();
        assert_eq!(distinct.len(), SYMMETRIES);
        let classes: std::collections::HashSet<u64> =
            Point::all().map(|p| canonical([p.bit(), 0]).0).collect();
        // Corners of the outer and inner squares, corners of the middle one, and the
        // midpoints of each kind.
        assert_eq!(classes.len(), 4);
    }

    #[test]
    fn symmetric_copies_share_their_drawing() {
        let pieces = [
            board::LINE_MASKS[0] | Point::from_label("b4").unwrap().bit(),
            1 << 23,
        ];
        let (key, _) = canonical(pieces);
        for s in 0..SYMMETRIES {
            let copy = [map_mask(s, pieces[0]), map_mask(s, pieces[1])];
            let (k, t) = canonical(copy);
            assert_eq!(k, key);
            assert_eq!(
                (map_mask(t, copy[0]) as u64) << 24 | map_mask(t, copy[1]) as u64,
                key
            );
        }
    }
}
