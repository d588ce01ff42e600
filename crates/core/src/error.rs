//! Errors shared by every game's notation and setup.
//!
//! Each game also has its own `MoveError` enum that says why a well-formed move is illegal;
//! these are the errors of reading text and of choosing parameters.

use crate::{Describe, Message};
use std::fmt;

/// Why a piece of text is not a move in this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing was typed.
    Empty,
    /// The text is not in the game's move notation.
    Malformed {
        /// What was typed.
        text: String,
        /// What the notation looks like (a message of the game's catalogue, e.g. "a point
        /// like d6, a slide like d6-d5 or a removal like xg1").
        expected: Message,
    },
    /// The text names something that does not fit this position (e.g. `f6*` on an empty cell).
    Inconsistent {
        /// What was typed.
        text: String,
        /// Why it does not fit (a message of the game's catalogue).
        reason: Message,
    },
    /// The text matches several legal moves; the player must say which.
    Ambiguous {
        /// What was typed.
        text: String,
        /// Every legal move it could mean, in notation.
        options: Vec<String>,
    },
}

/// For logs: the game's own words are messages, which only a front-end puts into words
/// ([`Describe`] says it all), so this names their keys.
impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => write!(f, "no move given"),
            ParseMoveError::Malformed { text, expected } => {
                write!(f, "'{text}' is not a move (expected: {})", expected.key)
            }
            ParseMoveError::Inconsistent { text, reason } => {
                write!(f, "'{text}' does not fit ({})", reason.key)
            }
            ParseMoveError::Ambiguous { text, options } => {
                write!(f, "'{text}' could mean {}; say which", options.join(" or "))
            }
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl Describe for ParseMoveError {
    fn message(&self) -> Message {
        match self {
            ParseMoveError::Empty => Message::new("move-empty"),
            ParseMoveError::Malformed { text, expected } => Message::new("move-malformed")
                .with("text", text.as_str())
                .with("expected", expected.clone()),
            ParseMoveError::Inconsistent { text, reason } => Message::new("move-inconsistent")
                .with("text", text.as_str())
                .with("reason", reason.clone()),
            ParseMoveError::Ambiguous { text, options } => Message::new("move-ambiguous")
                .with("text", text.as_str())
                .with("options", options.join(" / ")),
        }
    }
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// The text does not follow the game's position format.
    Malformed(String),
    /// The text is well formed but describes an impossible position.
    Impossible(String),
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Malformed(why) => write!(f, "malformed position: {why}"),
            ParsePositionError::Impossible(why) => write!(f, "impossible position: {why}"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A parameter is out of its allowed range.
    InvalidParams(String),
    /// No variant of this game has that name.
    UnknownVariant {
        /// The name asked for.
        name: String,
        /// The names that exist.
        known: Vec<String>,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::InvalidParams(why) => write!(f, "invalid parameters: {why}"),
            SetupError::UnknownVariant { name, known } => {
                write!(f, "unknown variant '{name}' (known: {})", known.join(", "))
            }
        }
    }
}

impl std::error::Error for SetupError {}
