//! The board: two rows of holes facing each other, one row per player.
//!
//! Each player numbers the holes of his own row 1..N from **his own left**, so South's
//! hole 1 is at the west end and North's hole 1 at the east end. Hole `i` of one row
//! therefore faces hole `N + 1 − i` of the other:
//!
//! ```text
//!          N8 N7 N6 N5 N4 N3 N2 N1      North's row, seen from South's side
//!          S1 S2 S3 S4 S5 S6 S7 S8      South's row
//! ```
//!
//! Inside the crate holes are 0-based indices (`hole number − 1`); everything a player
//! reads or types uses the 1-based numbers.

use parlour_core::Seat;

/// The fewest holes a row may have.
pub const MIN_HOLES: u8 = 6;
/// The most holes a row may have.
pub const MAX_HOLES: u8 = 16;
/// Holes per row when nothing else is chosen: 2 left endholes, 12 central, 2 right
/// endholes. The sources' "four central holes" read most literally as a row of 8, but with
/// the reconstructed end of the game the first player wins the 8-hole game by force in five
/// plies; 16 is also the loop each player sows around on a four-row board of 4×8 holes.
pub const DEFAULT_HOLES: u8 = 16;
/// Holes per row in the literal reading of the sources (the `8-holes` variant).
pub const LITERAL_HOLES: u8 = 8;
/// Seeds in every hole at the start.
pub const START_SEEDS: u32 = 2;

/// South, who moves first. Seat 0.
pub const SOUTH: Seat = Seat(0);
/// North. Seat 1.
pub const NORTH: Seat = Seat(1);

/// One row of seed counts, indexed from its owner's left; holes beyond N stay empty.
pub type Row = [u32; MAX_HOLES as usize];

/// Both rows, indexed by seat (South 0, North 1).
pub type Rows = [Row; 2];

/// The index of the enemy hole facing hole `index` (both 0-based), in a row of `n` holes.
pub(crate) fn facing(n: usize, index: usize) -> usize {
    n - 1 - index
}

/// Endholes are the two at each end of a row (holes 1, 2, N−1, N); the others are central.
/// A single seed captured from an endhole is a *mwipinda* and is sown in a special way.
pub(crate) fn is_endhole(n: usize, index: usize) -> bool {
    index < 2 || index + 2 >= n
}

/// The letter a seat writes before its hole numbers: `S` or `N`.
pub fn side_letter(seat: Seat) -> char {
    if seat == SOUTH { 'S' } else { 'N' }
}

/// The seat's name with a capital: `South` or `North`.
pub fn side_name(seat: Seat) -> &'static str {
    if seat == SOUTH { "South" } else { "North" }
}

/// The seeds in the first `n` holes of a row.
pub(crate) fn row_total(row: &Row, n: usize) -> u32 {
    row[..n].iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_face_their_mirror() {
        // S1 faces N8, S3 faces N6, S8 faces N1.
        assert_eq!(facing(8, 0), 7);
        assert_eq!(facing(8, 2), 5);
        assert_eq!(facing(8, 7), 0);
    }

    #[test]
    fn endholes_are_two_at_each_end() {
        let ends: Vec<usize> = (0..8).filter(|&i| is_endhole(8, i)).collect();
        assert_eq!(ends, vec![0, 1, 6, 7]);
        let ends6: Vec<usize> = (0..6).filter(|&i| is_endhole(6, i)).collect();
        assert_eq!(ends6, vec![0, 1, 4, 5]);
    }
}
