//! Why a move is refused.

use std::fmt;

/// Why a hole cannot be played. Messages are lowercase, ready to show after "illegal move: ".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over.
    GameOver,
    /// The row has no hole with that number.
    NoSuchHole {
        /// The number given.
        hole: u8,
        /// Holes in a row.
        holes: u8,
    },
    /// The hole holds no seed (a move needs at least one).
    EmptyHole {
        /// The hole, 1-based.
        hole: u8,
    },
    /// Sowing from this hole would come back to an earlier lap and never end.
    Endless {
        /// The hole, 1-based.
        hole: u8,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NoSuchHole { hole, holes } => {
                write!(
                    f,
                    "there is no hole {hole}: holes are numbered 1 to {holes}"
                )
            }
            MoveError::EmptyHole { hole } => write!(f, "hole {hole} is empty"),
            MoveError::Endless { hole } => write!(
                f,
                "sowing from hole {hole} would go round in circles forever, so it is not allowed"
            ),
        }
    }
}

impl std::error::Error for MoveError {}
