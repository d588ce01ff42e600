//! Seats at the table and who is looking at a game.

use serde::{Deserialize, Serialize};

/// A place at the table, counted from 0 in the order of [`GameInfo::seat_names`].
///
/// A seat is not a person: in a series the same person may sit in different seats.
///
/// [`GameInfo::seat_names`]: crate::GameInfo::seat_names
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The other seat of a two-seat game.
    pub fn other(self) -> Seat {
        Seat(1 - self.0.min(1))
    }
}

/// Who a view is for: a seated player sees their own secrets, a spectator only public facts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// The player in this seat.
    Seat(Seat),
    /// Anyone without a seat: sees only what is public.
    Spectator,
}

impl Viewer {
    /// The seat, if the viewer has one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}
