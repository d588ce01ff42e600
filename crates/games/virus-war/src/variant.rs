//! Rule variants: the size of the board and the number of sub-moves in a turn.
//!
//! The default is the client's game: 10×10 and three sub-moves. Everything else about the
//! rules (start cells in opposite corners, 8-neighbourhood, free passes, kill-all to win,
//! double pass to draw) is the same in every variant.

use crate::board::{Cell, MAX_SIZE, MIN_SIZE};
use parlour_core::SetupError;
use serde::{Deserialize, Serialize};

/// The most sub-moves a turn may have in any variant.
pub const MAX_STEPS: u8 = 5;

/// The parameters of a game of Virus War.
///
/// ```
/// use parlour_virus_war::VirusWarParams;
/// let p = VirusWarParams::default();
/// assert_eq!((p.size, p.steps), (10, 3));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct VirusWarParams {
    /// Side of the square board, 3 to 10 (files are the first `size` of `a…i,k`).
    pub size: u8,
    /// Sub-moves in a full turn, 1 to 5.
    pub steps: u8,
}

impl Default for VirusWarParams {
    fn default() -> Self {
        VirusWarParams { size: 10, steps: 3 }
    }
}

/// Variant names, default first.
pub(crate) const VARIANTS: &[&str] = &["standard", "small"];

impl VirusWarParams {
    /// The parameters of variant number `i` of [`VARIANTS`].
    pub(crate) fn of_variant(i: usize) -> VirusWarParams {
        match i {
            // A 6×6 board: the same rules in a game of a few minutes, for learning.
            1 => VirusWarParams { size: 6, steps: 3 },
            _ => VirusWarParams::default(),
        }
    }

    /// Says what is wrong with these parameters, if anything.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(SetupError::InvalidParams(format!(
                "board size {} is not between {MIN_SIZE} and {MAX_SIZE}",
                self.size
            )));
        }
        if !(1..=MAX_STEPS).contains(&self.steps) {
            return Err(SetupError::InvalidParams(format!(
                "{} sub-moves per turn is not between 1 and {MAX_STEPS}",
                self.steps
            )));
        }
        Ok(())
    }

    /// The cell where a seat makes its first sub-move: a1 for X, the opposite corner for O.
    pub fn start_cell(&self, seat: usize) -> Cell {
        let far = self.size.saturating_sub(1);
        if seat == 0 {
            Cell::clamped(0, 0)
        } else {
            Cell::clamped(far, far)
        }
    }
}
