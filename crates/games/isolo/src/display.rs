//! What the console shows: the board drawing and the lap-by-lap story of a move.

use crate::board::{NORTH, SOUTH, side_letter, side_name};
use crate::sowing::{Lap, LapEnd, LapKind, MoveEnd};
use crate::state::{Ending, Isolo, MoveTrace};
use parlour_core::{Seat, Viewer};
use std::fmt::Write as _;

/// Widest drawing that still fits an 80-column terminal.
const WIDTH: usize = 80;

impl Isolo {
    /// The board with the other player's row on top, drawn from hole 8 to hole 1 so that
    /// facing holes line up (North's view has South on top; everyone else sees North on
    /// top), then whose turn it is and a summary of the last move.
    pub(crate) fn draw(&self, viewer: Viewer) -> String {
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
        let you = |seat: Seat| {
            if viewer == Viewer::Seat(seat) {
                " (you)"
            } else {
                ""
            }
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
        let _ = writeln!(
            out,
            "{}{}: {}",
            side_name(far),
            you(far),
            seeds(self.seeds(far))
        );
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
        let _ = writeln!(
            out,
            "{}{}: {}",
            side_name(near),
            you(near),
            seeds(self.seeds(near))
        );
        if let Some(last) = self.last_move() {
            let _ = writeln!(out, "Last move: {}", summary(&last));
        }
        let _ = write!(out, "{}", self.turn_line());
        // Centred labels leave trailing blanks; terminals do not need them.
        out.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Whose turn it is, or how the game ended.
    fn turn_line(&self) -> String {
        let winner = self.winner().unwrap_or(self.side.other());
        let loser = winner.other();
        match self.ending() {
            None => {
                let mut line = format!("{} to move (move {}).", side_name(self.side), self.ply + 1);
                let endless = self.endless_holes();
                if !endless.is_empty() {
                    let names: Vec<String> = endless
                        .iter()
                        .map(|&h| Isolo::hole_name(self.side, h))
                        .collect();
                    let _ = write!(
                        line,
                        " Not allowed (would sow forever): {}.",
                        names.join(", ")
                    );
                }
                line
            }
            Some(Ending::RowEmptied) => format!(
                "Game over: {}'s row is empty. {} wins.",
                side_name(loser),
                side_name(winner)
            ),
            Some(Ending::Endless) => format!(
                "Game over: every hole of {} would sow forever. {} wins.",
                side_name(loser),
                side_name(winner)
            ),
            Some(Ending::PlyCap) => {
                format!("Game over: the {}-move cap was reached. A draw.", self.ply)
            }
        }
    }
}

/// "1 seed", "5 seeds".
fn seeds(count: u32) -> String {
    if count == 1 {
        "1 seed".into()
    } else {
        format!("{count} seeds")
    }
}

/// One line about a whole move: "South played S1: 6 laps, captured 8 seeds".
fn summary(t: &MoveTrace) -> String {
    let who = side_name(t.seat);
    let hole = Isolo::hole_name(t.seat, t.hole);
    let laps = t.laps.len();
    let plural = if laps == 1 { "" } else { "s" };
    let mut s = format!("{who} played {hole}: {laps} lap{plural}");
    if t.captured > 0 {
        let _ = write!(s, ", captured {}", seeds(t.captured));
    }
    if t.end == MoveEnd::EmptiesRow {
        s.push_str(", emptied the enemy row");
    }
    s.push('.');
    s
}

/// One short line per lap of a move, for [`parlour_core::Game::explain`].
pub(crate) fn lap_lines(t: &MoveTrace, holes: u8) -> Vec<String> {
    let me = t.seat;
    let enemy = me.other();
    let name = |seat: Seat, hole: u8| Isolo::hole_name(seat, hole);
    let count = t.laps.len();
    t.laps
        .iter()
        .enumerate()
        .map(|(i, lap)| {
            let mut line = format!("lap {}: ", i + 1);
            let what = match lap.kind {
                LapKind::First => format!(
                    "{} plus a stock seed makes {},",
                    name(me, t.hole),
                    lap.seeds
                ),
                // After a mwipinda the lap sows a whole hole, not only captured seeds.
                LapKind::Relay => seeds(lap.seeds),
                LapKind::Capture
                    if i > 0 && matches!(t.laps[i - 1].then, LapEnd::Mwipinda { .. }) =>
                {
                    seeds(lap.seeds)
                }
                LapKind::Capture if lap.seeds == 1 => "1 captured seed".to_string(),
                LapKind::Capture => format!("{} captured seeds", lap.seeds),
            };
            let _ = write!(line, "{what} sown {}", span(lap, holes, |h| name(me, h)));
            let facing = holes + 1 - lap.end;
            match lap.then {
                LapEnd::Sleep => {
                    let _ = write!(line, "; {} was empty: sleeps", name(me, lap.end));
                }
                LapEnd::Relay { lifted } => {
                    let _ = write!(
                        line,
                        "; {} is empty, so relay: lifts the {lifted} in {}",
                        name(enemy, facing),
                        name(me, lap.end)
                    );
                }
                LapEnd::Capture { hole, seeds } => {
                    let _ = write!(line, "; captures {seeds} from {}", name(enemy, hole));
                    if i + 1 == count && t.end == MoveEnd::EmptiesRow {
                        let _ = write!(
                            line,
                            ": {}'s row is empty, {} wins",
                            side_name(enemy),
                            side_name(me)
                        );
                    }
                }
                LapEnd::Mwipinda { hole, into, lifted } => {
                    let _ = write!(
                        line,
                        "; captures the single seed of {} (a mwipinda), puts it into {} \
                         and lifts its {lifted}",
                        name(enemy, hole),
                        name(me, into)
                    );
                }
            }
            line
        })
        .collect()
}

/// "S1 to S3", or "S3 to S2, going once round the row" for a lap longer than the row.
fn span(lap: &Lap, holes: u8, name: impl Fn(u8) -> String) -> String {
    let rounds = lap.seeds.saturating_sub(1) / u32::from(holes.max(1));
    let mut s = format!("{} to {}", name(lap.start), name(lap.end));
    match rounds {
        0 => {}
        1 => s.push_str(", going once round the row"),
        k => {
            let _ = write!(s, ", going {k} times round the row");
        }
    }
    s
}
