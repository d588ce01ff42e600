//! What the console shows: the board drawing and the lap-by-lap story of a move, as
//! messages (`locales/*.ftl` holds their words).

use crate::board::{NORTH, SOUTH, side_letter};
use crate::sowing::{Lap, LapEnd, LapKind, MoveEnd};
use crate::state::{Ending, Isolo, MoveTrace};
use parlour_core::{Arg, Message, Seat, TERMINAL_WIDTH, Viewer, Words, wrapped};
use std::fmt::Write as _;

/// Widest drawing that still fits an 80-column terminal.
const WIDTH: usize = 80;

/// A seat's name, as a message of the shared catalogue.
pub(crate) fn side(seat: Seat) -> Arg {
    Arg::msg(if seat == SOUTH {
        "seat-south"
    } else {
        "seat-north"
    })
}

impl Isolo {
    /// The board with the other player's row on top, drawn from hole 8 to hole 1 so that
    /// facing holes line up (North's view has South on top; everyone else sees North on
    /// top), then whose turn it is and a summary of the last move.
    pub(crate) fn draw(&self, viewer: Viewer, words: &dyn Words) -> String {
        let n = self.n();
        let biggest = self.rows.iter().flat_map(|r| r[..n].iter()).max();
        let digits = biggest.map_or(1, |b| b.to_string().len()).max(2);
        // "[ 2]" cells, or bare right-aligned numbers when brackets would overflow.
        let bracketed = 2 + n * (digits + 2) <= WIDTH;
        let cell_width = if bracketed { digits + 2 } else { digits + 1 };
        let margin = if 2 + n * cell_width <= WIDTH {
            "  "
        } else {
            ""
        };
        let cell = |seeds: u32| {
            if bracketed {
                format!("[{seeds:>digits$}]")
            } else {
                format!("{seeds:>cell_width$}")
            }
        };
        let label = |seat: Seat, index: usize| {
            let name = format!("{}{}", side_letter(seat), index + 1);
            format!("{name:^cell_width$}")
        };
        let row_line = |seat: Seat| {
            let key = if viewer == Viewer::Seat(seat) {
                "isolo-row-yours"
            } else {
                "isolo-row"
            };
            words.say(
                &Message::new(key)
                    .with("side", side(seat))
                    .with("seeds", self.seeds(seat)),
            )
        };
        // Each player sees their own row at the bottom, as if sitting at their side of the
        // board; a spectator sits at South's side.
        let (far, near) = if viewer == Viewer::Seat(NORTH) {
            (SOUTH, NORTH)
        } else {
            (NORTH, SOUTH)
        };
        let mut out = String::new();
        let far_row = self.row(far);
        let near_row = self.row(near);
        let _ = writeln!(out, "{}", row_line(far));
        let _ = writeln!(
            out,
            "{margin}{}",
            (0..n).rev().map(|i| label(far, i)).collect::<String>()
        );
        let _ = writeln!(
            out,
            "{margin}{}",
            far_row.iter().rev().map(|&s| cell(s)).collect::<String>()
        );
        let _ = writeln!(
            out,
            "{margin}{}",
            near_row.iter().map(|&s| cell(s)).collect::<String>()
        );
        let _ = writeln!(
            out,
            "{margin}{}",
            (0..n).map(|i| label(near, i)).collect::<String>()
        );
        let _ = writeln!(out, "{}", row_line(near));
        if let Some(last) = self.last_move() {
            let line = words.say(&summary(&last));
            let _ = writeln!(out, "{}", wrapped("", &line, TERMINAL_WIDTH));
        }
        let _ = write!(out, "{}", words.say(&self.turn_line()));
        // Centred labels leave trailing blanks; terminals do not need them.
        out.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Whose turn it is, or how the game ended.
    fn turn_line(&self) -> Message {
        let winner = self.winner().unwrap_or(self.side.other());
        let loser = winner.other();
        match self.ending() {
            None => {
                let endless = self.endless_holes();
                let key = if endless.is_empty() {
                    "isolo-to-move"
                } else {
                    "isolo-to-move-not-allowed"
                };
                let names: Vec<String> = endless
                    .iter()
                    .map(|&h| Isolo::hole_name(self.side, h))
                    .collect();
                let m = Message::new(key)
                    .with("side", side(self.side))
                    .with("number", self.ply + 1);
                if endless.is_empty() {
                    m
                } else {
                    m.with("holes", names)
                }
            }
            Some(Ending::RowEmptied) => Message::new("isolo-over-row-emptied")
                .with("loser", side(loser))
                .with("winner", side(winner)),
            Some(Ending::Endless) => Message::new("isolo-over-endless")
                .with("loser", side(loser))
                .with("winner", side(winner)),
            Some(Ending::PlyCap) => Message::new("isolo-over-cap").with("plies", self.ply),
        }
    }
}

/// One line about a whole move: "Last move: South played S1: 6 laps, captured 8 seeds."
fn summary(t: &MoveTrace) -> Message {
    let key = match (t.captured > 0, t.end == MoveEnd::EmptiesRow) {
        (false, _) => "isolo-last-move",
        (true, false) => "isolo-last-move-captured",
        (true, true) => "isolo-last-move-emptied",
    };
    Message::new(key)
        .with("side", side(t.seat))
        .with("hole", Isolo::hole_name(t.seat, t.hole))
        .with("laps", t.laps.len())
        .with("seeds", t.captured)
}

/// One message per lap of a move, for [`parlour_core::Game::explain`]: how many seeds were
/// sown from where to where, and how the lap ended. The seed counts are numbers, so each
/// language chooses its plural forms (1 семя, 2 семени, 5 семян).
pub(crate) fn lap_messages(t: &MoveTrace, holes: u8) -> Vec<Message> {
    let me = t.seat;
    let enemy = me.other();
    let name = |seat: Seat, hole: u8| Isolo::hole_name(seat, hole);
    let count = t.laps.len();
    t.laps
        .iter()
        .enumerate()
        .map(|(i, lap)| {
            let sown = match lap.kind {
                LapKind::First => Message::new("isolo-sown-first")
                    .with("hole", name(me, t.hole))
                    .with("seeds", lap.seeds),
                // After a mwipinda the lap sows a whole hole, not only captured seeds.
                LapKind::Relay => Message::new("isolo-sown").with("seeds", lap.seeds),
                LapKind::Capture
                    if i > 0 && matches!(t.laps[i - 1].then, LapEnd::Mwipinda { .. }) =>
                {
                    Message::new("isolo-sown").with("seeds", lap.seeds)
                }
                LapKind::Capture => Message::new("isolo-sown-captured").with("seeds", lap.seeds),
            };
            let facing = holes + 1 - lap.end;
            let then = match lap.then {
                LapEnd::Sleep => Message::new("isolo-then-sleep").with("hole", name(me, lap.end)),
                LapEnd::Relay { lifted } => Message::new("isolo-then-relay")
                    .with("facing", name(enemy, facing))
                    .with("hole", name(me, lap.end))
                    .with("seeds", lifted),
                LapEnd::Capture { hole, seeds } => {
                    let key = if i + 1 == count && t.end == MoveEnd::EmptiesRow {
                        "isolo-then-capture-wins"
                    } else {
                        "isolo-then-capture"
                    };
                    Message::new(key)
                        .with("seeds", seeds)
                        .with("hole", name(enemy, hole))
                        .with("enemy", side(enemy))
                        .with("side", side(me))
                }
                LapEnd::Mwipinda { hole, into, lifted } => Message::new("isolo-then-mwipinda")
                    .with("hole", name(enemy, hole))
                    .with("into", name(me, into))
                    .with("seeds", lifted),
            };
            Message::new("isolo-lap")
                .with("number", i + 1)
                .with("sown", sown)
                .with("span", span(lap, holes, |h| name(me, h)))
                .with("then", then)
        })
        .collect()
}

/// "S1 to S3", or "S3 to S2, going once round the row" for a lap longer than the row.
fn span(lap: &Lap, holes: u8, name: impl Fn(u8) -> String) -> Message {
    let rounds = lap.seeds.saturating_sub(1) / u32::from(holes.max(1));
    let key = if rounds == 0 {
        "isolo-span"
    } else {
        "isolo-span-rounds"
    };
    Message::new(key)
        .with("from", name(lap.start))
        .with("to", name(lap.end))
        .with("rounds", rounds)
}
