//! Notation: sub-moves, passes, turn records and the position string (what players type is
//! also in docs/rules/virus-war.md, "Typing moves").
//!
//! **Sub-moves** are cell names, `e5`. A kill may carry a trailing `*` (`f6*`); the parser
//! checks that the cell really holds a live enemy symbol. [`Game::format_move`] writes the
//! `*` on kills, so move lists show what each sub-move does. Input is case-insensitive and
//! also accepts the Cyrillic file letters `а б в г д е ж з и к` and `T` or `0` for rank 10
//! (`kT`). There is no file `j`, and typing one gets a message saying so.
//!
//! **Passes** are written `pass`; `--` (the record notation) is accepted too, and the
//! Russian `пас` or `пропуск`, as the Cyrillic file letters are (the game is Russian).
//!
//! **Position string**, one line (FEN-like, with two optional fields of ours at the end):
//!
//! ```text
//! <rank 10>/<rank 9>/…/<rank 1> <side> <sub-moves done> <passes> [<last turn> [<this turn>]]
//! ```
//!
//! - each rank has exactly one character per file: `.` empty, `X` live cross, `O` live
//!   nought, `x` killed cross, `o` killed nought (smaller boards have fewer, shorter ranks);
//! - `side` is `X` or `O`; `sub-moves done` is 0 up to steps − 1;
//! - `passes` is `-`, `p` when the previous turn was a pass, or `pp` once two passes in a row
//!   have drawn the game;
//! - `last turn` is the previous turn in record notation (`g7,f6*,e5*`, `--` for a pass,
//!   `.` when unknown), and `this turn` the sub-moves already made in the current turn. They
//!   only feed the views; they are omitted when empty, so the start position reads exactly as
//!   in the original four-field format.
//!
//! ```
//! use parlour_core::Game;
//! use parlour_virus_war::VirusWar;
//! let start = VirusWar::new(&Default::default(), 0).unwrap();
//! assert_eq!(start.to_text(), format!("{} X 0 -", ["..........";10].join("/")));
//! ```
//!
//! [`Game::format_move`]: parlour_core::Game::format_move

use crate::availability::Board;
use crate::board::{Cell, FILES, board_mask};
use crate::state::{Move, TurnRecord, VirusWar};
use crate::variant::VirusWarParams;
use parlour_core::{Message, ParseMoveError, ParsePositionError};

/// Reads one cell name (`e5`, `E5`, `kT`, `к10`) with an optional trailing `*`.
/// Returns the cell and whether the `*` was there, or why the text is not a cell.
pub(crate) fn parse_cell(text: &str, size: u8) -> Result<(Cell, bool), String> {
    let (body, star) = match text.strip_suffix('*') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let mut chars = body.chars();
    let first = chars.next().ok_or_else(|| "no cell given".to_string())?;
    let first = first.to_lowercase().next().unwrap_or(first);
    let file = match first {
        'a'..='i' => first as u32 - 'a' as u32,
        'k' => 9,
        'а' => 0,
        'б' => 1,
        'в' => 2,
        'г' => 3,
        'д' => 4,
        'е' => 5,
        'ж' => 6,
        'з' => 7,
        'и' => 8,
        'к' => 9,
        'j' => return Err("there is no file j: the files are a-i and then k".into()),
        _ => return Err(format!("'{first}' is not a file (a-i, k)")),
    } as u8;
    let rank_text: String = chars.collect();
    let rank = match rank_text.to_ascii_lowercase().as_str() {
        "t" | "0" => 10,
        r if !r.is_empty() && r.len() <= 2 && r.bytes().all(|b| b.is_ascii_digit()) => r
            .parse::<u8>()
            .map_err(|_| format!("'{r}' is not a rank"))?,
        r => return Err(format!("'{r}' is not a rank (1-10)")),
    };
    if rank == 0 || rank > 10 {
        return Err(format!("there is no rank {rank}"));
    }
    let cell = Cell::at(file, rank - 1).ok_or_else(|| "no such cell".to_string())?;
    if file >= size || rank > size {
        return Err(format!("{cell} is not on this {size}×{size} board"));
    }
    Ok((cell, star))
}

/// Whether `text` is a pass: `pass`, `--`, `пас` or `пропуск`, in any case.
fn is_pass(text: &str) -> bool {
    let word = text.to_lowercase();
    matches!(word.as_str(), "pass" | "--" | "пас" | "пропуск")
}

impl VirusWar {
    /// [`Game::parse_move`](parlour_core::Game::parse_move).
    pub(crate) fn parse(&self, text: &str) -> Result<Move, ParseMoveError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        if is_pass(t) {
            return Ok(Move::Pass);
        }
        // What the notation looks like says enough; the detail of why the text is not a
        // cell (a file j, a rank 11) is for position texts.
        let malformed = |_why: String| ParseMoveError::Malformed {
            text: t.to_string(),
            expected: Message::new("virus-expected"),
        };
        if t.contains([',', ' ', '\t']) {
            let size = self.params.size;
            let mut parts = t.split([',', ' ', '\t']).filter(|p| !p.is_empty());
            // Several cells (`a1 b2`): one is asked for at a time. A cell split by a space
            // (`e 4`): it is one cell, written without the space.
            let one = |p: &str| is_pass(p) || parse_cell(p, size).is_ok();
            let expected = if parts.all(one) {
                Message::new("virus-expected-one")
            } else {
                let joined: String = t
                    .chars()
                    .filter(|c| !matches!(c, ',' | ' ' | '\t'))
                    .collect();
                match parse_cell(&joined, size) {
                    Ok(_) => Message::new("virus-expected-no-space").with("cell", joined),
                    Err(_) => Message::new("virus-expected"),
                }
            };
            return Err(ParseMoveError::Malformed {
                text: t.to_string(),
                expected,
            });
        }
        let (cell, star) = parse_cell(t, self.params.size).map_err(malformed)?;
        if star {
            let enemy = 1 - usize::from(self.side);
            if self.board.live[enemy] & cell.bit() == 0 {
                return Err(ParseMoveError::Inconsistent {
                    text: t.to_string(),
                    reason: Message::new("virus-star-no-enemy").with("cell", cell.to_string()),
                });
            }
        }
        Ok(Move::Cell(cell))
    }

    /// [`Game::format_move`](parlour_core::Game::format_move).
    pub(crate) fn format(&self, mv: Move) -> String {
        match mv {
            Move::Pass => "pass".into(),
            Move::Cell(c) => {
                let enemy = 1 - usize::from(self.side);
                if self.board.live[enemy] & c.bit() != 0 {
                    format!("{c}*")
                } else {
                    c.to_string()
                }
            }
        }
    }

    /// [`Game::to_text`](parlour_core::Game::to_text).
    pub(crate) fn text(&self) -> String {
        let size = self.params.size;
        let mut ranks = Vec::with_capacity(usize::from(size));
        for rank in (0..size).rev() {
            let row: String = (0..size)
                .map(|file| {
                    let b = Cell::clamped(file, rank).bit();
                    let bd = &self.board;
                    if bd.live[0] & b != 0 {
                        'X'
                    } else if bd.live[1] & b != 0 {
                        'O'
                    } else if bd.dead[0] & b != 0 {
                        'x'
                    } else if bd.dead[1] & b != 0 {
                        'o'
                    } else {
                        '.'
                    }
                })
                .collect();
            ranks.push(row);
        }
        let side = if self.side == 0 { 'X' } else { 'O' };
        let passes = ["-", "p", "pp"][usize::from(self.passes.min(2))];
        let mut out = format!("{} {side} {} {passes}", ranks.join("/"), self.sub);
        if !self.this_turn.is_empty() {
            out.push_str(&format!(" {} {}", self.last_turn, self.this_turn));
        } else if !self.last_turn.is_empty() {
            out.push_str(&format!(" {}", self.last_turn));
        }
        out
    }

    /// [`Game::from_text`](parlour_core::Game::from_text).
    pub(crate) fn read(
        params: &VirusWarParams,
        text: &str,
    ) -> Result<VirusWar, ParsePositionError> {
        use ParsePositionError::{Impossible, Malformed};
        params
            .validate()
            .map_err(|e| Malformed(format!("bad parameters: {e}")))?;
        let size = params.size;
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(Malformed(format!(
                "expected 4 to 6 fields (ranks, side, sub-moves done, passes, last turn, this \
                 turn), found {}",
                fields.len()
            )));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != usize::from(size) {
            return Err(Malformed(format!(
                "expected {size} ranks separated by '/', found {}",
                ranks.len()
            )));
        }
        let mut board = Board::empty(board_mask(size));
        for (row, line) in ranks.iter().enumerate() {
            let rank = size - 1 - row as u8;
            let chars: Vec<char> = line.chars().collect();
            if chars.len() != usize::from(size) {
                return Err(Malformed(format!(
                    "rank {} has {} cells, expected {size}",
                    rank + 1,
                    chars.len()
                )));
            }
            for (file, ch) in chars.iter().enumerate() {
                let b = Cell::clamped(file as u8, rank).bit();
                match ch {
                    '.' => {}
                    'X' => board.live[0] |= b,
                    'O' => board.live[1] |= b,
                    'x' => board.dead[0] |= b,
                    'o' => board.dead[1] |= b,
                    _ => {
                        return Err(Malformed(format!(
                            "'{ch}' on {}{} is not one of . X O x o",
                            FILES[file],
                            rank + 1
                        )));
                    }
                }
            }
        }
        let side = match fields[1] {
            "X" | "x" => 0u8,
            "O" | "o" => 1,
            s => return Err(Malformed(format!("side '{s}' is not X or O"))),
        };
        let sub = match fields[2].parse::<u8>() {
            Ok(n) if n < params.steps => n,
            _ => {
                return Err(Malformed(format!(
                    "sub-moves done '{}' is not a number from 0 to {}",
                    fields[2],
                    params.steps - 1
                )));
            }
        };
        let passes = match fields[3] {
            "-" => 0u8,
            "p" => 1,
            "pp" => 2,
            f => return Err(Malformed(format!("pass field '{f}' is not -, p or pp"))),
        };
        let last_turn = match fields.get(4) {
            Some(t) => read_turn(t, params)?,
            None => TurnRecord::default(),
        };
        let this_turn = match fields.get(5) {
            Some(t) => read_turn(t, params)?,
            None => TurnRecord::default(),
        };

        // The position must be one the rules can reach.
        let p = usize::from(side);
        if board.destroyed(0) && board.destroyed(1) {
            return Err(Impossible("both players are destroyed".into()));
        }
        if sub > 0 && passes > 0 {
            return Err(Impossible(
                "a sub-move was made this turn, so the previous turn's pass no longer counts"
                    .into(),
            ));
        }
        if sub > 0 && !board.entered(p) {
            return Err(Impossible(
                "sub-moves were made this turn by a player with no symbol on the board".into(),
            ));
        }
        if let Some(d) = (0..2).find(|&s| board.destroyed(s))
            && (d != p || sub != 0 || passes != 0)
        {
            return Err(Impossible(
                "a destroyed player's enemy won on its own turn, which then ended".into(),
            ));
        }
        if this_turn.is_pass() || (!this_turn.is_empty() && this_turn.len() != usize::from(sub)) {
            return Err(Impossible(format!(
                "this turn's record '{this_turn}' does not match {sub} sub-moves done"
            )));
        }
        let state = VirusWar::assemble(*params, board, side, sub, passes, last_turn, this_turn);
        if sub > 0 && state.avail == 0 && !state.is_over() {
            return Err(Impossible(
                "the turn would have ended: nothing is available to the side to move".into(),
            ));
        }
        Ok(state)
    }
}

/// Reads a turn record field: `.`, `--` or cells joined by commas.
fn read_turn(text: &str, params: &VirusWarParams) -> Result<TurnRecord, ParsePositionError> {
    let mut record = TurnRecord::default();
    match text {
        "." => return Ok(record),
        "--" => return Ok(TurnRecord::pass()),
        _ => {}
    }
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > usize::from(params.steps) {
        return Err(ParsePositionError::Malformed(format!(
            "turn record '{text}' has more than {} sub-moves",
            params.steps
        )));
    }
    for part in parts {
        let (cell, kill) = parse_cell(part, params.size)
            .map_err(|why| ParsePositionError::Malformed(format!("turn record '{text}': {why}")))?;
        record.push(cell, kill);
    }
    Ok(record)
}

/// Parses a whole turn written in record notation (`d4,e5*,f6` or `--`) and returns its
/// moves, checking nothing about legality. Used by tests and tools that replay records.
pub fn parse_turn(state: &VirusWar, text: &str) -> Result<Vec<Move>, ParseMoveError> {
    if text.trim() == "--" {
        return Ok(vec![Move::Pass]);
    }
    // Each cell is read in the position left by the previous ones, so `*` checks hold.
    let mut s = state.clone();
    let mut moves = Vec::new();
    for part in text.split(',') {
        let m = s.parse(part)?;
        s.apply_move(m);
        moves.push(m);
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Arg, Game};

    /// What a malformed line is told it should have been.
    fn expected(text: &str) -> Message {
        let start = VirusWar::new(&VirusWarParams::default(), 0).unwrap();
        match start.parse_move(text) {
            Err(ParseMoveError::Malformed { expected, .. }) => expected,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_line_of_several_cells_is_told_one_at_a_time_and_a_split_cell_is_told_whole() {
        for several in ["a1 b2 k10", "a1,b2", "e5  f6*", "e5 pass"] {
            assert_eq!(expected(several).key, "virus-expected-one", "{several}");
        }
        for (split, cell) in [("e 4", "e4"), ("k 10", "k10"), ("E,5", "E5")] {
            let m = expected(split);
            assert_eq!(m.key, "virus-expected-no-space", "{split}");
            assert_eq!(m.arg("cell"), Some(&Arg::Text(cell.into())), "{split}");
        }
        for neither in ["e 44", "x y", "j 4"] {
            assert_eq!(expected(neither).key, "virus-expected", "{neither}");
        }
    }

    #[test]
    fn a_pass_is_typed_in_english_or_in_russian() {
        let start = VirusWar::new(&VirusWarParams::default(), 0).unwrap();
        for pass in ["pass", "PASS", "--", "пас", "Пас", "пропуск", " ПРОПУСК "]
        {
            assert_eq!(start.parse_move(pass), Ok(Move::Pass), "{pass}");
        }
        assert_eq!(expected("пас а1").key, "virus-expected-one");
    }
}
