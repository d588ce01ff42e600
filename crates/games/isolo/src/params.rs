//! The choices made before a game: the length of a row, and a ply cap for computer games.
//!
//! Every even row length from 6 to 16 is a named variant, `16-holes` (the default) first.
//! `standard` is still read, as the 8-hole game it named before the default became 16
//! holes, so that older records, open tables and scripts keep their meaning; it is not
//! offered in lists.

use crate::board::{DEFAULT_HOLES, LITERAL_HOLES, MAX_HOLES, MIN_HOLES};
use parlour_core::SetupError;
use serde::{Deserialize, Serialize};

/// The named variants, default first, with their row lengths.
pub(crate) const VARIANTS: [(&str, u8); 6] = [
    ("16-holes", DEFAULT_HOLES),
    ("6-holes", 6),
    ("8-holes", LITERAL_HOLES),
    ("10-holes", 10),
    ("12-holes", 12),
    ("14-holes", 14),
];

/// Names read as a variant but not listed: (old name, row length).
pub(crate) const ALIASES: [(&str, u8); 1] = [("standard", LITERAL_HOLES)];

/// The ply cap [`IsoloParams::automated`] adds when none is set.
pub const DEFAULT_PLY_CAP: u32 = 1_000;

/// Rule parameters of Isolo.
///
/// ```
/// use parlour_isolo::IsoloParams;
/// let p = IsoloParams::default();
/// assert_eq!((p.holes, p.ply_cap), (16, None));
/// assert_eq!(p.automated().ply_cap, Some(1_000));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct IsoloParams {
    /// Holes in each row: an even number from 6 to 16 (16 by default, see the rules).
    pub holes: u8,
    /// After this many plies the game stops as a draw. Not a rule of the game: only games
    /// where every seat is a computer get one (see [`IsoloParams::automated`]).
    pub ply_cap: Option<u32>,
}

impl Default for IsoloParams {
    fn default() -> Self {
        IsoloParams {
            holes: DEFAULT_HOLES,
            ply_cap: None,
        }
    }
}

impl IsoloParams {
    /// Rows of `holes` holes, no cap.
    pub fn with_holes(holes: u8) -> IsoloParams {
        IsoloParams {
            holes,
            ply_cap: None,
        }
    }

    /// The same rules with a ply cap (the default cap when none was chosen), so that a game
    /// between computers always ends.
    pub fn automated(self) -> IsoloParams {
        IsoloParams {
            ply_cap: Some(self.ply_cap.unwrap_or(DEFAULT_PLY_CAP)),
            ..self
        }
    }

    /// Checks the ranges: rows of an even length from 6 to 16 (the rules allow no other),
    /// and a cap, if any, of at least one ply.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !valid_length(self.holes) {
            return Err(SetupError::InvalidParams(format!(
                "a row has an even number of holes from {MIN_HOLES} to {MAX_HOLES}, not {}",
                self.holes
            )));
        }
        if self.ply_cap == Some(0) {
            return Err(SetupError::InvalidParams(
                "a ply cap must allow at least one ply".into(),
            ));
        }
        Ok(())
    }

    /// The row length as an index bound.
    pub(crate) fn n(&self) -> usize {
        usize::from(self.holes)
    }
}

/// True for the row lengths the rules allow: even, from 6 to 16.
pub(crate) fn valid_length(holes: u8) -> bool {
    (MIN_HOLES..=MAX_HOLES).contains(&holes) && holes.is_multiple_of(2)
}
