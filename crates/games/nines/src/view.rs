//! What a screen needs to draw a position. Nines hides nothing, so every viewer sees the same.

use crate::board::{EDGES, LINE_MASKS, Point, points};
use crate::position::{Nines, Phase};
use crate::step::Step;
use parlour_core::Seat;
use serde::Serialize;

/// One point of the board: where to draw it and what stands on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PointView {
    /// Algebraic name, e.g. `"d6"`.
    pub label: &'static str,
    /// Column on the 7×7 grid, 0 = file a.
    pub file: u8,
    /// Row on the 7×7 grid, 0 = rank 1 (the bottom).
    pub rank: u8,
    /// `"white"`, `"black"`, or `None` when empty.
    pub piece: Option<&'static str>,
}

/// A complete line on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineView {
    /// `"white"` or `"black"`.
    pub owner: &'static str,
    /// Its three points.
    pub points: [&'static str; 3],
}

/// The last step and what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LastView {
    /// `"white"` or `"black"`.
    pub seat: &'static str,
    /// The step in notation, e.g. `"d6-d5"`.
    pub notation: String,
    /// `"place"`, `"move"`, `"fly"` or `"remove"`.
    pub kind: &'static str,
    /// Where a piece left (moves) or was taken from (removals).
    pub from: Option<&'static str>,
    /// Where a piece arrived (placements and moves).
    pub to: Option<&'static str>,
    /// True when the step closed a line.
    pub closed_line: bool,
    /// True when it closed a line but nothing could be removed (every opponent piece was
    /// protected, `client` rules).
    pub removal_lost: bool,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndView {
    /// `"white"`, `"black"`, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// Why, e.g. `"blockade"`.
    pub reason: &'static str,
}

/// Everything a viewer may know about a position (Nines has no secrets).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NinesView {
    /// The rule set: `"client"`, `"standard"` or `"custom"`.
    pub rules: &'static str,
    /// The 24 points in number order.
    pub points: Vec<PointView>,
    /// The 32 edges, as pairs of point names (for drawing the board).
    pub edges: Vec<[&'static str; 2]>,
    /// The seat to act, `"white"` or `"black"`; `None` once the game is over.
    pub to_move: Option<&'static str>,
    /// What the seat to act does: `"place"`, `"move"`, `"fly"`, `"remove"`, or `"over"`.
    pub action: &'static str,
    /// Pieces in hand, white then black.
    pub in_hand: [u8; 2],
    /// Pieces on the board, white then black.
    pub on_board: [u8; 2],
    /// Pieces removed by the opponent, white then black.
    pub lost: [u8; 2],
    /// Whether each seat may fly now.
    pub flying: [bool; 2],
    /// When a removal is due: the points whose pieces may be taken.
    pub removable: Vec<&'static str>,
    /// The complete lines on the board.
    pub lines: Vec<LineView>,
    /// The last step, if any.
    pub last: Option<LastView>,
    /// Turns completed.
    pub turns: u16,
    /// Turns completed since the last removal.
    pub turns_without_removal: u16,
    /// The turn limit of these rules, if any.
    pub max_turns: Option<u16>,
    /// The no-removal limit of these rules, if any.
    pub max_turns_without_removal: Option<u16>,
    /// Whether the seat to act may offer a draw now.
    pub may_offer_draw: bool,
    /// Whether the position suggests a draw (repetition, no progress).
    pub draw_cue: bool,
    /// How the game ended, once it has.
    pub end: Option<EndView>,
}

/// The lowercase seat name used in views.
pub(crate) fn seat_key(seat: Seat) -> &'static str {
    if seat.0 == 0 { "white" } else { "black" }
}

impl Nines {
    /// Builds the view (the same for every viewer).
    pub(crate) fn build_view(&self) -> NinesView {
        let me = self.side();
        let over = self.end.is_some();
        let action = if over {
            "over"
        } else if self.removal_due {
            "remove"
        } else {
            match self.phase(me) {
                Phase::Placing => "place",
                Phase::Moving => "move",
                Phase::Flying => "fly",
            }
        };
        let seats = [Seat(0), Seat(1)];
        let mut lines = Vec::new();
        for seat in seats {
            let on = self.pieces_mask(seat);
            for l in LINE_MASKS {
                if on & l == l {
                    let mut pts = points(l).map(Point::label);
                    let mut next = || pts.next().unwrap_or("?");
                    lines.push(LineView {
                        owner: seat_key(seat),
                        points: [next(), next(), next()],
                    });
                }
            }
        }
        NinesView {
            rules: self.rules.name(),
            points: Point::all()
                .map(|p| PointView {
                    label: p.label(),
                    file: p.square().0,
                    rank: p.square().1,
                    piece: self.piece_at(p).map(seat_key),
                })
                .collect(),
            edges: EDGES
                .iter()
                .filter_map(|&(a, b)| Some([Point::new(a)?.label(), Point::new(b)?.label()]))
                .collect(),
            to_move: (!over).then(|| seat_key(me)),
            action,
            in_hand: seats.map(|s| self.in_hand(s)),
            on_board: seats.map(|s| self.on_board(s)),
            lost: seats.map(|s| self.lost(s)),
            flying: seats.map(|s| self.phase(s) == Phase::Flying),
            removable: if self.removal_due() {
                points(self.removable(me.other()))
                    .map(Point::label)
                    .collect()
            } else {
                Vec::new()
            },
            lines,
            last: self.last_step().map(|l| self.last_view(l.seat, l.step)),
            turns: self.turns,
            turns_without_removal: self.quiet,
            max_turns: self.rules.max_turns,
            max_turns_without_removal: self.rules.max_turns_without_removal,
            may_offer_draw: parlour_core::Game::may_offer_draw(self, me),
            draw_cue: self.draw_cue(),
            end: self.end.map(|e| EndView {
                winner: e.winner.map(seat_key),
                reason: e.reason.key(),
            }),
        }
    }

    fn last_view(&self, seat: Seat, step: Step) -> LastView {
        // The piece that arrived is still where it arrived: the last step is the latest.
        let closed = step
            .destination()
            .is_some_and(|to| crate::board::in_line(self.pieces_mask(seat), to));
        let (kind, from, to) = match step {
            Step::Place(p) => ("place", None, Some(p.label())),
            Step::Slide { from, to } => {
                let flew = from.neighbours() & to.bit() == 0;
                (
                    if flew { "fly" } else { "move" },
                    Some(from.label()),
                    Some(to.label()),
                )
            }
            Step::Remove(p) => ("remove", Some(p.label()), None),
        };
        LastView {
            seat: seat_key(seat),
            notation: step.to_string(),
            kind,
            from,
            to,
            closed_line: closed,
            removal_lost: closed && !self.removal_due,
        }
    }
}
