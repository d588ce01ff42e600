//! The position as one line of text, and as a drawing for the console.
//!
//! # Position text
//!
//! Eight fields separated by spaces, for example (White to move after 4 turns):
//!
//! ```text
//! W.W.B.......B........... w - 7/7 4 4 b:g4 -
//! ```
//!
//! 1. the 24 points in number order (`a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3
//!    b2 d2 f2 a1 d1 g1`): `W` white, `B` black, `.` empty;
//! 2. the seat to act: `w` or `b`;
//! 3. `x` when that seat has closed a line and must remove a piece, `-` otherwise;
//! 4. the pieces in hand, white's and black's: `7/7`;
//! 5. turns completed;
//! 6. turns completed since the last removal;
//! 7. the last step and who played it, `w:d6-d5` (`-` before the first step);
//! 8. the repetition record: the 32-bit keys (8 hex digits) of the turn-start positions since
//!    the last placement or removal (the last 16, once both hands are empty), oldest first,
//!    separated by commas (`-` when empty). Only rules with draw offers (it is a cue for
//!    offering a draw) or the threefold-repetition draw keep a record; under other rules
//!    this field is always `-` when written, and ignored when read.
//!
//! Fields 7 and 8 may be left out when writing a position by hand. Letters may be in either
//! case. The text holds every field of the state, so reading it back gives an equal state.
//!
//! A position no game can reach is refused: more than nine pieces of a side (on the board
//! and in hand), a removal due from a side with no line of three, and, while pieces are
//! placed, a side to act that placing in turns cannot give (White has placed as many
//! pieces as Black, or one more; whoever placed last acts again to remove).

use crate::board::{EDGES, POINTS, Point};
use crate::position::{LastStep, Nines, PIECES_PER_PLAYER, Phase, SEEN};
use crate::rules::Rules;
use crate::step::{self, Step, Written};
use parlour_core::{Arg, Message, ParsePositionError, Seat, Viewer, Words};
use std::fmt::Write as _;

fn seat_letter(seat: Seat) -> char {
    if seat.0 == 0 { 'w' } else { 'b' }
}

/// A seat's name, as a message of the shared catalogue (`seat-white`, `seat-black`).
pub(crate) fn seat_name(seat: Seat) -> Arg {
    Arg::msg(if seat.0 == 0 {
        "seat-white"
    } else {
        "seat-black"
    })
}

/// Why a game ended, as a message of the shared catalogue (`reason-blockade`).
pub(crate) fn reason(key: &str) -> Message {
    Message::new(format!("reason-{}", key.replace(' ', "-")))
}

impl Nines {
    /// Writes the position text.
    pub(crate) fn write_text(&self) -> String {
        let mut t = String::with_capacity(64);
        for p in Point::all() {
            t.push(match self.piece_at(p) {
                Some(Seat(0)) => 'W',
                Some(_) => 'B',
                None => '.',
            });
        }
        let last = match self.last_step() {
            Some(l) => format!("{}:{}", seat_letter(l.seat), l.step),
            None => "-".into(),
        };
        let seen = if self.seen_len == 0 {
            "-".to_string()
        } else {
            self.seen[..usize::from(self.seen_len)]
                .iter()
                .map(|k| format!("{k:08x}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        let _ = write!(
            t,
            " {} {} {}/{} {} {} {last} {seen}",
            seat_letter(self.side()),
            if self.removal_due { 'x' } else { '-' },
            self.hand[0],
            self.hand[1],
            self.turns,
            self.quiet,
        );
        t
    }

    /// Reads a position text (see the module documentation).
    pub(crate) fn read_text(rules: &Rules, text: &str) -> Result<Nines, ParsePositionError> {
        let bad = |why: &str| ParsePositionError::Malformed(why.to_string());
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(6..=8).contains(&fields.len()) {
            return Err(bad(
                "expected 6 to 8 fields: board, side, removal, hands, turns, quiet[, last, record]",
            ));
        }
        let mut s = Nines::start(*rules);
        s.hand = [0, 0];
        let cells: Vec<char> = fields[0].chars().collect();
        if cells.len() != POINTS {
            return Err(bad("the board must have 24 points"));
        }
        for (p, c) in Point::all().zip(cells) {
            match c {
                'W' | 'w' => s.pieces[0] |= p.bit(),
                'B' | 'b' => s.pieces[1] |= p.bit(),
                '.' => {}
                _ => return Err(bad(&format!("'{c}' is not a point (W, B or .)"))),
            }
        }
        s.side = match fields[1] {
            "w" | "W" => 0,
            "b" | "B" => 1,
            _ => return Err(bad("the side to act must be w or b")),
        };
        s.removal_due = match fields[2] {
            "x" | "X" => true,
            "-" => false,
            _ => return Err(bad("the removal field must be x or -")),
        };
        let (w, b) = fields[3]
            .split_once('/')
            .ok_or_else(|| bad("hands must look like 7/7"))?;
        for (i, h) in [w, b].into_iter().enumerate() {
            s.hand[i] = h.parse().map_err(|_| bad("a hand must be a number"))?;
        }
        s.turns = fields[4]
            .parse()
            .map_err(|_| bad("turns must be a number up to 65535"))?;
        s.quiet = fields[5]
            .parse()
            .map_err(|_| bad("turns without removal must be a number up to 65535"))?;
        if let Some(last) = fields.get(6).filter(|f| **f != "-") {
            let l = read_last(last).ok_or_else(|| bad("the last step must look like w:d6-d5"))?;
            s.last_step = Some(l.step);
            s.last_seat = l.seat.0;
        }
        let record = fields.get(7).filter(|f| **f != "-" && rules.keeps_record());
        if let Some(seen) = record {
            let keys: Vec<&str> = seen.split(',').collect();
            if keys.len() > SEEN {
                return Err(bad("the repetition record holds at most 16 keys"));
            }
            for (i, k) in keys.iter().enumerate() {
                if k.len() != 8 {
                    return Err(bad("a repetition key has 8 hex digits"));
                }
                s.seen[i] =
                    u32::from_str_radix(k, 16).map_err(|_| bad("a repetition key is hex"))?;
            }
            s.seen_len = keys.len() as u8;
        }
        for seat in [Seat(0), Seat(1)] {
            // (Counted from the board itself: `men` reads counts `refresh` has not set yet,
            // and 21 pieces on the board with 9 in hand were let through.)
            let on_board = s.pieces[seat.index()].count_ones() as u8;
            if s.in_hand(seat) > PIECES_PER_PLAYER || s.in_hand(seat) + on_board > PIECES_PER_PLAYER
            {
                return Err(ParsePositionError::Impossible(format!(
                    "{} has more than 9 pieces",
                    if seat.0 == 0 { "White" } else { "Black" }
                )));
            }
        }
        let name = |seat: u8| if seat == 0 { "White" } else { "Black" };
        // A removal is due only right after the side to act closed a line of three.
        if s.removal_due && crate::board::in_lines(s.pieces[usize::from(s.side)]) == 0 {
            return Err(ParsePositionError::Impossible(format!(
                "a removal is due, but {} has no line of three",
                name(s.side)
            )));
        }
        // While pieces are placed, the sides take turns: White has placed as many as
        // Black, or one more, and whose turn it is follows (the one who placed last acts
        // again to remove).
        if s.hand != [0, 0] {
            let placed = |seat: usize| i32::from(PIECES_PER_PLAYER) - i32::from(s.hand[seat]);
            let ahead = placed(0) - placed(1);
            let white_acts = (ahead == 0) != s.removal_due;
            if !(0..=1).contains(&ahead)
                || white_acts != (s.side == 0)
                || (ahead == 0 && s.removal_due && placed(1) == 0)
            {
                return Err(ParsePositionError::Impossible(format!(
                    "White has placed {} pieces and Black {}: it cannot be {}'s turn{}",
                    placed(0),
                    placed(1),
                    name(s.side),
                    if s.removal_due { " to remove" } else { "" }
                )));
            }
        }
        s.refresh();
        Ok(s)
    }

    /// Draws the board with coordinates, the hands and whose turn it is.
    pub(crate) fn draw(&self, viewer: Viewer, words: &dyn Words) -> String {
        // The board on a grid: point (file, rank) at row 2·(6 − rank), column 4·file.
        let mut grid = vec![vec![' '; 25]; 13];
        for (a, b) in EDGES {
            let (pa, pb) = (Point::new(a), Point::new(b));
            let (Some(pa), Some(pb)) = (pa, pb) else {
                continue;
            };
            let (fa, ra) = pa.square();
            let (fb, rb) = pb.square();
            if ra == rb {
                let row = usize::from(6 - ra) * 2;
                let (c0, c1) = (usize::from(fa.min(fb)) * 4, usize::from(fa.max(fb)) * 4);
                grid[row][c0..=c1].fill('-');
            } else {
                let col = usize::from(fa) * 4;
                let (r0, r1) = (
                    usize::from(6 - ra.max(rb)) * 2,
                    usize::from(6 - ra.min(rb)) * 2,
                );
                grid[r0..=r1].iter_mut().for_each(|row| row[col] = '|');
            }
        }
        // Each side's letter in the reader's language: a Russian reader takes B for
        // «белые», so the drawing says Б and Ч there (the position text keeps W and B).
        let letters =
            [("nines-letter-white", 'W'), ("nines-letter-black", 'B')].map(|(key, english)| {
                words
                    .say(&Message::new(key))
                    .chars()
                    .next()
                    .unwrap_or(english)
            });
        for p in Point::all() {
            let (f, r) = p.square();
            grid[usize::from(6 - r) * 2][usize::from(f) * 4] = match self.piece_at(p) {
                Some(seat) => letters[usize::from(seat.0 != 0)],
                None => '.',
            };
        }
        let mut side = vec![String::new(); 13];
        for (row, seat) in [(0, Seat(0)), (2, Seat(1))] {
            let key = if viewer.seat() == Some(seat) {
                "nines-side-yours"
            } else {
                "nines-side"
            };
            side[row] = words.say(
                &Message::new(key)
                    .with("seat", seat_name(seat))
                    .with("letter", letters[usize::from(seat.0 != 0)].to_string())
                    .with("hand", self.in_hand(seat))
                    .with("board", self.on_board(seat))
                    .with("lost", self.lost(seat)),
            );
        }
        side[4] = words.say(&Message::new("nines-turns").with("turns", self.turns));
        if self.rules.draw_offers && self.quiet > 0 && self.phase(Seat(0)) != Phase::Placing {
            side[5] = words.say(&Message::new("nines-quiet").with("turns", self.quiet));
        }
        if let Some(l) = self.last_step() {
            side[6] = words.say(
                &Message::new("nines-last")
                    .with("seat", seat_name(l.seat))
                    .with("step", l.step.to_string()),
            );
        }
        side[8] = words.say(&self.prompt());
        let mut out = String::new();
        for (i, row) in grid.iter().enumerate() {
            let rank = if i % 2 == 0 {
                char::from(b'7' - (i / 2) as u8)
            } else {
                ' '
            };
            let line: String = row.iter().collect();
            let _ = writeln!(out, " {rank}  {line}    {}", side[i]);
        }
        out.push_str("    a   b   c   d   e   f   g\n");
        // Lines of trailing spaces would only clutter a terminal.
        out.lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    }

    /// What the side to act must do now, or how the game ended, in one short line.
    pub(crate) fn prompt(&self) -> Message {
        if let Some(e) = self.end {
            return match e.winner {
                Some(w) => Message::new("nines-over-wins")
                    .with("seat", seat_name(w))
                    .with("reason", reason(e.reason.key())),
                None => Message::new("nines-over-drawn").with("reason", reason(e.reason.key())),
            };
        }
        let me = self.side();
        // The example is a step that is legal now, so that typing it works.
        let mut steps = Vec::new();
        self.steps_into(&mut steps);
        let what = if self.removal_due {
            "nines-prompt-remove"
        } else {
            match self.phase(me) {
                Phase::Placing => "nines-prompt-place",
                Phase::Moving => "nines-prompt-move",
                Phase::Flying => "nines-prompt-fly",
            }
        };
        let m = Message::new(what).with("seat", seat_name(me));
        match steps.first() {
            Some(s) => m.with("example", s.to_string()),
            None => m.with("example", ""),
        }
    }
}

fn read_last(text: &str) -> Option<LastStep> {
    let (who, what) = text.split_once(':')?;
    let seat = match who {
        "w" | "W" => Seat(0),
        "b" | "B" => Seat(1),
        _ => return None,
    };
    let step = match step::read(what).ok()? {
        Written::Point(p) => Step::Place(p),
        Written::Slide(from, to) => Step::Slide { from, to },
        Written::Remove(p) => Step::Remove(p),
    };
    Some(LastStep { seat, step })
}
