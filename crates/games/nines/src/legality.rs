//! Why a step is illegal: every rule of a turn as a check, with a message a player reads.

use crate::board::Point;
use crate::position::{Nines, Phase};
use crate::step::Step;
use parlour_core::{Describe, Message};
use std::fmt;

/// Why a well-formed step cannot be played in this position (the game's `MoveError`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game has ended.
    GameOver,
    /// A line was just closed: the only legal step is a removal.
    RemovalDue {
        /// A legal removal to show as an example.
        example: Option<Step>,
    },
    /// A removal was asked for, but no line was just closed.
    NoRemovalDue,
    /// Placing on, or moving to, a point that is not empty.
    Occupied(Point),
    /// Placing while the hand is empty.
    HandEmpty {
        /// A legal move to show as an example.
        example: Option<Step>,
    },
    /// Moving a piece while pieces remain in hand.
    MustPlace {
        /// A legal placement to show as an example.
        example: Option<Step>,
    },
    /// Moving from a point that holds no piece of the mover.
    NotYourPiece(Point),
    /// A slide to a point that is not a neighbour, by a player who may not fly.
    NotAdjacent {
        /// Where the piece stands.
        from: Point,
        /// Where it was sent.
        to: Point,
    },
    /// A slide that goes nowhere.
    SamePoint(Point),
    /// Removing from a point that holds no opponent piece.
    NotOpponentPiece(Point),
    /// Removing a piece that stands in a complete line of its owner.
    Protected(Point),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::RemovalDue { example } => write!(
                f,
                "you closed a line: remove an opponent piece first{}",
                for_example(example)
            ),
            MoveError::NoRemovalDue => {
                write!(
                    f,
                    "nothing to remove: you may remove only after closing a line"
                )
            }
            MoveError::Occupied(p) => write!(f, "{p} is not empty"),
            MoveError::HandEmpty { example } => write!(
                f,
                "you have no pieces left in hand: move a piece instead{}",
                for_example(example)
            ),
            MoveError::MustPlace { example } => write!(
                f,
                "you still have pieces in hand: place one{} before moving any",
                for_example(example)
            ),
            MoveError::NotYourPiece(p) => write!(f, "there is no piece of yours on {p}"),
            MoveError::NotAdjacent { from, to } => write!(
                f,
                "{to} is not next to {from}: pieces move along a line to a neighbouring point"
            ),
            MoveError::SamePoint(p) => write!(f, "a piece must move: {p}-{p} goes nowhere"),
            MoveError::NotOpponentPiece(p) => {
                write!(f, "there is no opponent piece on {p} to remove")
            }
            MoveError::Protected(p) => write!(
                f,
                "the piece on {p} stands in a complete line and may not be removed"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Describe for MoveError {
    fn message(&self) -> Message {
        let point = |key: &'static str, p: Point| Message::new(key).with("point", p.to_string());
        // A legal step quoted as an example, when there is one.
        let example = |key: &'static str, with: &'static str, e: &Option<Step>| match e {
            Some(s) => Message::new(with).with("example", s.to_string()),
            None => Message::new(key),
        };
        match self {
            MoveError::GameOver => Message::new("play-game-over"),
            MoveError::RemovalDue { example: e } => {
                example("nines-removal-due", "nines-removal-due-example", e)
            }
            MoveError::NoRemovalDue => Message::new("nines-no-removal-due"),
            MoveError::Occupied(p) => point("nines-occupied", *p),
            MoveError::HandEmpty { example: e } => {
                example("nines-hand-empty", "nines-hand-empty-example", e)
            }
            MoveError::MustPlace { example: e } => {
                example("nines-must-place", "nines-must-place-example", e)
            }
            MoveError::NotYourPiece(p) => point("nines-not-your-piece", *p),
            MoveError::NotAdjacent { from, to } => Message::new("nines-not-adjacent")
                .with("from", from.to_string())
                .with("to", to.to_string()),
            MoveError::SamePoint(p) => point("nines-same-point", *p),
            MoveError::NotOpponentPiece(p) => point("nines-not-opponent-piece", *p),
            MoveError::Protected(p) => point("nines-protected", *p),
        }
    }
}

/// ` (e.g. d5)`, or nothing when there is no example.
fn for_example(example: &Option<Step>) -> String {
    example.map_or_else(String::new, |s| format!(" (e.g. {s})"))
}

impl Nines {
    /// A legal step to quote in an error message: `preferred` when it is legal, else the
    /// first legal step. Examples in messages must be moves the player can really make.
    fn example(&self, preferred: Option<Step>) -> Option<Step> {
        let mut legal = Vec::new();
        parlour_core::Game::legal_moves_into(self, &mut legal);
        match preferred {
            Some(p) if legal.contains(&p) => Some(p),
            _ => legal.first().copied(),
        }
    }

    /// Says whether `step` is legal here, and if not, why.
    pub(crate) fn check_step(&self, step: Step) -> Result<(), MoveError> {
        if self.end.is_some() {
            return Err(MoveError::GameOver);
        }
        let me = self.side();
        let opp = me.other();
        let empty = self.empty_mask();
        match step {
            Step::Remove(p) => {
                if !self.removal_due {
                    return Err(MoveError::NoRemovalDue);
                }
                if self.pieces_mask(opp) & p.bit() == 0 {
                    return Err(MoveError::NotOpponentPiece(p));
                }
                if self.removable(opp) & p.bit() == 0 {
                    return Err(MoveError::Protected(p));
                }
                Ok(())
            }
            _ if self.removal_due => Err(MoveError::RemovalDue {
                example: self.example(None),
            }),
            Step::Place(p) => {
                if self.in_hand(me) == 0 {
                    return Err(MoveError::HandEmpty {
                        example: self.example(None),
                    });
                }
                if empty & p.bit() == 0 {
                    return Err(MoveError::Occupied(p));
                }
                Ok(())
            }
            Step::Slide { from, to } => {
                let phase = self.phase(me);
                if phase == Phase::Placing {
                    // The point the player meant to reach is the best example, when free.
                    return Err(MoveError::MustPlace {
                        example: self.example(Some(Step::Place(to))),
                    });
                }
                if self.pieces_mask(me) & from.bit() == 0 {
                    return Err(MoveError::NotYourPiece(from));
                }
                if from == to {
                    return Err(MoveError::SamePoint(from));
                }
                if empty & to.bit() == 0 {
                    return Err(MoveError::Occupied(to));
                }
                if phase == Phase::Moving && from.neighbours() & to.bit() == 0 {
                    return Err(MoveError::NotAdjacent { from, to });
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Nines, Rules};
    use parlour_core::Game;

    /// Every example an error message gives is a step the player can really make.
    #[test]
    fn examples_in_messages_are_legal_moves() {
        let mut g = Nines::new(&Rules::default(), 0).unwrap();
        // White places on d6, Black on d5: both points of the typed slide are taken.
        for s in ["d6", "d5"] {
            let mv = g.parse_move(s).unwrap();
            g.apply(mv);
        }
        let slide = g.parse_move("d6-d5").unwrap();
        let message = g.check(slide).unwrap_err().to_string();
        let example = message
            .split("(e.g. ")
            .nth(1)
            .and_then(|r| r.split(')').next())
            .unwrap_or_else(|| panic!("no example in: {message}"));
        assert!(!["d6", "d5"].contains(&example), "{message}");
        let mv = g.parse_move(example).unwrap();
        assert!(g.check(mv).is_ok(), "{message}");
        // A slide towards an empty point suggests placing there.
        let towards_empty = g.parse_move("d6-d7").unwrap();
        let message = g.check(towards_empty).unwrap_err().to_string();
        assert!(message.contains("(e.g. d7)"), "{message}");
    }
}
