//! What a front-end is sent to draw a position. Isolo hides nothing, so every viewer gets
//! the same view.

use crate::board::{NORTH, SOUTH};
use crate::state::{Ending, Isolo, MoveTrace};
use parlour_core::Seat;
use serde::Serialize;

/// Everything needed to draw an Isolo position and animate the move that led to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IsoloView {
    /// Holes per row.
    pub holes: u8,
    /// South's row, from South's left (S1 first).
    pub south: Vec<u32>,
    /// North's row, from North's left (N1 first; draw it reversed above South's row).
    pub north: Vec<u32>,
    /// Seeds in South's row.
    pub south_seeds: u32,
    /// Seeds in North's row.
    pub north_seeds: u32,
    /// The seat to move, or `None` once the game is over.
    pub to_move: Option<Seat>,
    /// Plies played.
    pub ply: u32,
    /// The ply cap of a computer-only game.
    pub ply_cap: Option<u32>,
    /// Holes of the side to move that hold seeds but may not be played (they would sow
    /// forever). Almost always empty.
    pub endless_holes: Vec<u8>,
    /// The last move lap by lap, with the rows before it, for animation. `None` at the
    /// start and in positions read from text.
    pub last_move: Option<MoveTrace>,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
    /// The winner, once there is one.
    pub winner: Option<Seat>,
}

impl Isolo {
    /// The view (the same for every viewer).
    pub(crate) fn view_all(&self) -> IsoloView {
        IsoloView {
            holes: self.holes(),
            south: self.row(SOUTH).to_vec(),
            north: self.row(NORTH).to_vec(),
            south_seeds: self.seeds(SOUTH),
            north_seeds: self.seeds(NORTH),
            to_move: self.ending().is_none().then_some(self.side),
            ply: self.ply,
            ply_cap: self.params.ply_cap,
            endless_holes: self.endless_holes(),
            last_move: self.last_move(),
            ending: self.ending(),
            winner: self.winner(),
        }
    }
}
