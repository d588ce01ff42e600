//! The state of a game of Pebbles, its parameters, its move, and why a move is refused.

use parlour_core::{Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The rule variants: how many pebbles the pile starts with, and the most a turn may take.
///
/// Params travel as JSON (records keep them, a table may change them), hence the serde
/// derives.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PebblesParams {
    /// Pebbles in the pile at the start, 1 to 99.
    pub pile: u8,
    /// The most a player may take in one turn, at least 1.
    pub max_take: u8,
}

impl Default for PebblesParams {
    /// The classic game: 21 pebbles, one to three a turn.
    fn default() -> PebblesParams {
        PebblesParams {
            pile: 21,
            max_take: 3,
        }
    }
}

impl PebblesParams {
    /// Refuses parameters no game can be played with, so that no state is built from them.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(1..=99).contains(&self.pile) {
            return Err(SetupError::InvalidParams(format!(
                "the pile holds 1 to 99 pebbles, not {}",
                self.pile
            )));
        }
        if self.max_take == 0 {
            return Err(SetupError::InvalidParams(
                "a turn must be allowed to take a pebble".to_string(),
            ));
        }
        Ok(())
    }
}

/// A game of Pebbles: everything that decides its future, and nothing else.
///
/// Two states that compare equal must play on alike: the conformance kit rebuilds states
/// by replay and from their text and compares them with `==`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pebbles {
    pub(crate) params: PebblesParams,
    /// Pebbles left in the pile.
    pub(crate) left: u8,
    /// Whose turn it is. Once the pile is empty, the seat that would have moved next: the
    /// other one took the last pebble.
    pub(crate) turn: Seat,
}

impl Pebbles {
    /// Pebbles left in the pile.
    pub fn left(&self) -> u8 {
        self.left
    }

    /// The most the seat to move may take now: the rule's limit, or what is left.
    pub fn most(&self) -> u8 {
        self.params.max_take.min(self.left)
    }
}

/// A move: take this many pebbles. Written as the number: `2`.
///
/// Moves are small and `Copy`: search makes millions of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u8);

/// Why a well-formed move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeError {
    /// The pile is empty: the game is over.
    GameOver,
    /// A turn takes at least one pebble.
    Nothing,
    /// More than the rules or the pile allow.
    TooMany {
        /// The most that may be taken now.
        most: u8,
    },
}

impl fmt::Display for TakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeError::GameOver => write!(f, "the game is over"),
            TakeError::Nothing => write!(f, "take at least one pebble"),
            TakeError::TooMany { most } => write!(f, "you may take at most {most}"),
        }
    }
}

impl std::error::Error for TakeError {}

/// The refusal as data, for the front-ends to say in their reader's language (the
/// `Display` above is for logs and tests, in English).
impl parlour_core::Describe for TakeError {
    fn message(&self) -> parlour_core::Message {
        use parlour_core::Message;
        match self {
            TakeError::GameOver => Message::new("play-game-over"),
            TakeError::Nothing => Message::new("pebbles-take-nothing"),
            TakeError::TooMany { most } => Message::new("pebbles-too-many").with("most", *most),
        }
    }
}

/// What one viewer sees: the only game data a door ever sends.
///
/// Pebbles hides nothing, so every viewer sees the same; a card game would leave the
/// other hands out here (Tablenette does).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PebblesView {
    /// Pebbles left in the pile.
    pub left: u8,
    /// The most a turn may take.
    pub max_take: u8,
}
