//! Why a step is illegal: every rule of a turn as a check, with a message a player reads.

use crate::board::Point;
use crate::position::{Nines, Phase};
use crate::step::Step;
use std::fmt;

/// Why a well-formed step cannot be played in this position (the game's `MoveError`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game has ended.
    GameOver,
    /// A line was just closed: the only legal step is a removal.
    RemovalDue,
    /// A removal was asked for, but no line was just closed.
    NoRemovalDue,
    /// Placing on, or moving to, a point that is not empty.
    Occupied(Point),
    /// Placing while the hand is empty.
    HandEmpty,
    /// Moving a piece while pieces remain in hand.
    MustPlace,
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
            MoveError::RemovalDue => write!(
                f,
                "you closed a line: remove an opponent piece first (e.g. xg1)"
            ),
            MoveError::NoRemovalDue => {
                write!(
                    f,
                    "nothing to remove: you may remove only after closing a line"
                )
            }
            MoveError::Occupied(p) => write!(f, "{p} is not empty"),
            MoveError::HandEmpty => write!(
                f,
                "you have no pieces left in hand: move a piece instead (e.g. d6-d5)"
            ),
            MoveError::MustPlace => write!(
                f,
                "you still have pieces in hand: place one (e.g. d6) before moving any"
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

impl Nines {
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
            _ if self.removal_due => Err(MoveError::RemovalDue),
            Step::Place(p) => {
                if self.in_hand(me) == 0 {
                    return Err(MoveError::HandEmpty);
                }
                if empty & p.bit() == 0 {
                    return Err(MoveError::Occupied(p));
                }
                Ok(())
            }
            Step::Slide { from, to } => {
                let phase = self.phase(me);
                if phase == Phase::Placing {
                    return Err(MoveError::MustPlace);
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
