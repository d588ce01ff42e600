//! Why a move is refused.

use parlour_core::{Describe, Message};
use std::fmt;

/// Why a hole cannot be played: said to people by its [`Describe`] message; `Display` is
/// a lowercase English line for logs.
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

impl Describe for MoveError {
    fn message(&self) -> Message {
        match *self {
            MoveError::GameOver => Message::new("play-game-over"),
            MoveError::NoSuchHole { hole, holes } => Message::new("isolo-no-such-hole")
                .with("hole", hole)
                .with("holes", holes),
            MoveError::EmptyHole { hole } => Message::new("isolo-empty-hole").with("hole", hole),
            MoveError::Endless { hole } => Message::new("isolo-endless-hole").with("hole", hole),
        }
    }
}
