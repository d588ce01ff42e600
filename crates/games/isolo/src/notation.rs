//! Writing moves and positions down, and reading them back.
//!
//! A move is the chosen hole's number from the mover's own left: `3`. `S3` (South) or `N3`
//! (North) is accepted too when the letter is the mover's side; case does not matter.
//!
//! A position is one line: South's holes S1..SN, North's holes N1..NN (each from its
//! owner's left), then the side to move, and, once a move has been played, the plies
//! played so far:
//!
//! ```text
//! S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S
//! S 3 3 1 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / N / ply 1
//! ```
//!
//! The text says its own row length (the examples are 8-hole positions, read as an 8-hole
//! game whatever the default). The ply count matters only to the ply cap of computer
//! games; a text without it reads as ply 0. Once the game is over the side field names the player who would move next (the
//! loser, when a capture emptied his row).

use crate::board::{MAX_HOLES, MIN_HOLES, NORTH, Rows, SOUTH, side_letter, side_name};
use crate::display::side;
use crate::params::{IsoloParams, valid_length};
use crate::state::{Hole, Isolo};
use parlour_core::{Message, ParseMoveError, ParsePositionError, Seat};

/// The most seeds a hole may hold in a position text: far above anything a game reaches,
/// and low enough that no sum of seeds can overflow.
const MAX_SEEDS_PER_HOLE: u32 = 1_000_000;

impl Isolo {
    /// Reads a move typed by the side to move.
    pub(crate) fn parse_hole(&self, text: &str) -> Result<Hole, ParseMoveError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let malformed = || ParseMoveError::Malformed {
            text: t.to_string(),
            expected: Message::new("isolo-expected-hole")
                .with("holes", self.holes())
                .with("letter", side_letter(self.side).to_string()),
        };
        let lower = t.to_ascii_lowercase();
        let (letter, digits) = match lower.chars().next() {
            Some(c @ ('s' | 'n')) => (Some(c), lower[1..].trim_start()),
            _ => (None, lower.as_str()),
        };
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let mine = side_letter(self.side).to_ascii_lowercase();
        if letter.is_some_and(|l| l != mine) {
            return Err(ParseMoveError::Inconsistent {
                text: t.to_string(),
                reason: Message::new("isolo-not-your-row")
                    .with("side", side(self.side))
                    .with("letter", side_letter(self.side).to_string())
                    .with("holes", self.holes()),
            });
        }
        // At most three digits, so this fits in u16.
        let number: u16 = digits.parse().map_err(|_| malformed())?;
        if number == 0 || number > u16::from(self.holes()) {
            return Err(ParseMoveError::Inconsistent {
                text: t.to_string(),
                reason: Message::new("isolo-no-such-hole")
                    .with("hole", number)
                    .with("holes", self.holes()),
            });
        }
        Ok(Hole(number as u8))
    }

    /// The position as one line of text.
    pub(crate) fn write_text(&self) -> String {
        let row = |seat: Seat| {
            let counts: Vec<String> = self.row(seat).iter().map(u32::to_string).collect();
            format!("{} {}", side_letter(seat), counts.join(" "))
        };
        let mut text = format!(
            "{} / {} / {}",
            row(SOUTH),
            row(NORTH),
            side_letter(self.side)
        );
        if self.ply > 0 {
            text.push_str(&format!(" / ply {}", self.ply));
        }
        text
    }

    /// Reads a position written by [`Isolo::write_text`] (case-insensitive).
    ///
    /// The text says its own row length: rows of 8 are read as an 8-hole game whatever
    /// `params` says (so positions written for the 8-hole game keep their meaning under the
    /// 16-hole default); the rest of `params` (the ply cap) is kept.
    pub(crate) fn read_text(params: &IsoloParams, text: &str) -> Result<Isolo, ParsePositionError> {
        use ParsePositionError::{Impossible, Malformed};
        params.validate().map_err(|e| Impossible(e.to_string()))?;
        let fields: Vec<&str> = text.split('/').map(str::trim).collect();
        if !(3..=4).contains(&fields.len()) {
            return Err(Malformed(
                "expected 'S <counts> / N <counts> / <side>' with an optional '/ ply <count>'"
                    .into(),
            ));
        }
        let mut rows: Rows = [[0; MAX_HOLES as usize]; 2];
        let mut counts_of = [Vec::new(), Vec::new()];
        for (seat, field) in [SOUTH, NORTH].into_iter().zip(&fields) {
            let letter = side_letter(seat);
            let mut words = field.split_whitespace();
            if !words
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case(&letter.to_string()))
            {
                return Err(Malformed(format!(
                    "{}'s row must start with '{letter}'",
                    side_name(seat)
                )));
            }
            counts_of[seat.index()] = words.collect();
        }
        let n = counts_of[0].len();
        if counts_of[1].len() != n {
            return Err(Malformed(format!(
                "South's row has {n} holes and North's {}: both rows have the same length",
                counts_of[1].len()
            )));
        }
        let holes = u8::try_from(n)
            .ok()
            .filter(|&h| valid_length(h))
            .ok_or_else(|| {
                Malformed(format!(
                    "a row has {n} holes: rows have an even number of holes from \
                     {MIN_HOLES} to {MAX_HOLES}"
                ))
            })?;
        let params = IsoloParams { holes, ..*params };
        for (seat, counts) in [SOUTH, NORTH].into_iter().zip(&counts_of) {
            let letter = side_letter(seat);
            for (i, word) in counts.iter().enumerate() {
                let seeds: u32 = word.parse().map_err(|_| {
                    Malformed(format!(
                        "'{word}' is not a number of seeds ({letter}{})",
                        i + 1
                    ))
                })?;
                if seeds > MAX_SEEDS_PER_HOLE {
                    return Err(Impossible(format!(
                        "{letter}{} holds more than {MAX_SEEDS_PER_HOLE} seeds",
                        i + 1
                    )));
                }
                rows[seat.index()][i] = seeds;
            }
        }
        let side = match fields[2].to_ascii_lowercase().as_str() {
            "s" => SOUTH,
            "n" => NORTH,
            other => {
                return Err(Malformed(format!(
                    "the side to move is S or N, not '{other}'"
                )));
            }
        };
        let ply = match fields.get(3) {
            None => 0,
            Some(field) => {
                let mut words = field.split_whitespace();
                match (words.next(), words.next(), words.next()) {
                    (Some(w), Some(count), None) if w.eq_ignore_ascii_case("ply") => count
                        .parse::<u32>()
                        .map_err(|_| Malformed(format!("'{count}' is not a number of plies")))?,
                    _ => return Err(Malformed("the last field must read 'ply <count>'".into())),
                }
            }
        };
        if rows.iter().all(|r| r[..n].iter().all(|&s| s == 0)) {
            return Err(Impossible("both rows are empty".into()));
        }
        Ok(Isolo::at(params, rows, side, ply))
    }
}
