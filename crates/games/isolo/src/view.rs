//! What a front-end is sent to draw a position. Isolo hides nothing, so every viewer gets
//! the same view.

use crate::board::{NORTH, SOUTH};
use crate::sowing::{Lap, LapEnd, MoveEnd};
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
    /// The last move lap by lap, with the rows before it and after every lap, for
    /// animation. `None` at the start and in positions read from text.
    pub last_move: Option<MoveView>,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
    /// The winner, once there is one.
    pub winner: Option<Seat>,
}

/// The last move as a page animates it: the rows before it, then every lap as plain steps
/// (where its seeds were lifted, the holes it sowed one by one, what happened at its end and
/// the rows after that), so a page replays it without knowing the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// Who moved.
    pub seat: Seat,
    /// The chosen hole, 1-based, in the mover's numbering.
    pub hole: u8,
    /// South's row before the move, from South's left.
    pub south_before: Vec<u32>,
    /// North's row before the move, from North's left.
    pub north_before: Vec<u32>,
    /// Every lap, in order (empty for a move that would never end).
    pub laps: Vec<LapView>,
    /// How the move ended.
    pub end: MoveEnd,
    /// Enemy seeds captured in the whole move.
    pub captured: u32,
}

/// One lap of the last move, as data to animate and to explain in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LapView {
    /// The lap as the rules see it: `kind`, `start`, `seeds`, `end` and `then` (what
    /// happened when its last seed fell: `sleep`, `relay`, `capture` or `mwipinda`).
    #[serde(flatten)]
    pub lap: Lap,
    /// Where the seeds of this lap were lifted from: the chosen hole (with the stock seed),
    /// the hole a relay lifted, the enemy hole a capture emptied, or the mover's end hole
    /// that received a mwipinda.
    pub lifted_from: HoleRef,
    /// The mover's holes that got a seed, one entry per seed, in sowing order.
    pub sown: Vec<u8>,
    /// How many times the lap went round the whole row (0 for a lap shorter than the row).
    pub rounds: u32,
    /// True when the previous lap ended with a mwipinda (this lap sows a whole hole, not only
    /// captured seeds).
    pub after_mwipinda: bool,
    /// South's row just after this lap's end (a capture taken, a relay or mwipinda hole
    /// lifted).
    pub south_after: Vec<u32>,
    /// North's row just after this lap's end.
    pub north_after: Vec<u32>,
}

/// A hole of one row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HoleRef {
    /// The row's owner.
    pub seat: Seat,
    /// The hole, numbered from its owner's left.
    pub hole: u8,
    /// True for the chosen hole of the first lap, which also gets a seed from the stock.
    pub stock: bool,
}

impl MoveView {
    /// The laps of `trace` as steps on a board of `holes` holes a row.
    pub(crate) fn of(trace: &MoveTrace, holes: u8) -> MoveView {
        let n = u32::from(holes.max(1));
        let me = trace.seat;
        let mut laps = Vec::with_capacity(trace.laps.len());
        for (i, lap) in trace.laps.iter().enumerate() {
            let previous = i.checked_sub(1).map(|p| trace.laps[p].then);
            let lifted_from = match previous {
                None => HoleRef {
                    seat: me,
                    hole: trace.hole,
                    stock: true,
                },
                Some(LapEnd::Capture { hole, .. }) => HoleRef {
                    seat: me.other(),
                    hole,
                    stock: false,
                },
                Some(LapEnd::Mwipinda { into, .. }) => HoleRef {
                    seat: me,
                    hole: into,
                    stock: false,
                },
                // A relay lifts the hole where the previous lap ended (a sleep ends the move,
                // so no lap follows it).
                Some(LapEnd::Relay { .. } | LapEnd::Sleep) => HoleRef {
                    seat: me,
                    hole: trace.laps[i - 1].end,
                    stock: false,
                },
            };
            let start = u32::from(lap.start.max(1)) - 1;
            let sown = (0..lap.seeds)
                .map(|k| ((start + k) % n + 1) as u8)
                .collect();
            let empty = [[0; 16]; 2];
            let after = trace.rows_after.get(i).unwrap_or(&empty);
            let len = usize::from(holes);
            laps.push(LapView {
                lap: *lap,
                lifted_from,
                sown,
                rounds: lap.seeds.saturating_sub(1) / n,
                after_mwipinda: matches!(previous, Some(LapEnd::Mwipinda { .. })),
                south_after: after[SOUTH.index()][..len].to_vec(),
                north_after: after[NORTH.index()][..len].to_vec(),
            });
        }
        MoveView {
            seat: trace.seat,
            hole: trace.hole,
            south_before: trace.south_before.clone(),
            north_before: trace.north_before.clone(),
            laps,
            end: trace.end,
            captured: trace.captured,
        }
    }
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
            last_move: self.last_move().map(|t| MoveView::of(&t, self.holes())),
            ending: self.ending(),
            winner: self.winner(),
        }
    }
}
