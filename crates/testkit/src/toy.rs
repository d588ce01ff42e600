//! Tic-tac-toe: the smallest complete [`Game`], used to test the kit and the generic AI.
//!
//! Its value is a draw, it has wins in one and forced blocks, and it is small enough to
//! solve exactly, which makes it a good referee for search code.

use parlour_core::{
    Describe, Game, GameInfo, Heuristic, Message, Outcome, ParseMoveError, ParsePositionError,
    RulesText, Seat, SetupError, Viewer, Words,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Parameters: none, but the trait wants a type.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TicTacToeParams {}

/// The board: `cells[i]` is 0 empty, 1 X, 2 O; X moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    params: TicTacToeParams,
    cells: [u8; 9],
}

/// A move is the cell index 0..9, written `1`..`9`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cell(pub u8);

/// Why a cell cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TicTacToeError {
    /// The game is already over.
    GameOver,
    /// The cell is not empty.
    Occupied,
    /// There is no such cell.
    OffBoard,
}

impl fmt::Display for TicTacToeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TicTacToeError::GameOver => "the game is over",
            TicTacToeError::Occupied => "that cell is taken",
            TicTacToeError::OffBoard => "there is no such cell",
        })
    }
}

impl std::error::Error for TicTacToeError {}

/// The toy has no catalogue of its own: its keys only need to be distinct.
impl Describe for TicTacToeError {
    fn message(&self) -> Message {
        Message::new(match self {
            TicTacToeError::GameOver => "play-game-over",
            TicTacToeError::Occupied => "toy-occupied",
            TicTacToeError::OffBoard => "toy-off-board",
        })
    }
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let v = self.cells[l[0]];
            (v != 0 && v == self.cells[l[1]] && v == self.cells[l[2]]).then_some(v)
        })
    }

    fn filled(&self) -> usize {
        self.cells.iter().filter(|&&c| c != 0).count()
    }
}

impl Game for TicTacToe {
    fn move_data(&self, mv: Cell) -> parlour_core::MoveData {
        parlour_core::MoveData::new("mark").to((mv.0 + 1).to_string())
    }

    type Move = Cell;
    type Params = TicTacToeParams;
    type View = [u8; 9];
    type MoveError = TicTacToeError;

    const INFO: GameInfo = GameInfo {
        id: "tic-tac-toe",
        name: "Tic-tac-toe",
        summary: "three in a row on a 3×3 grid",
        seat_names: &["x", "o"],
        variants: &["standard"],
        hidden_information: false,
        draw_by_agreement: false,
    };

    fn variant(name: &str) -> Result<TicTacToeParams, SetupError> {
        parlour_core::variant_by_name(name, Self::INFO.variants, |_| TicTacToeParams {})
    }

    fn rules(_: &TicTacToeParams) -> RulesText {
        RulesText {
            documents: &[("en", "Take turns marking cells; three in a row wins.\n")],
            variant: Vec::new(),
        }
    }

    fn new(params: &TicTacToeParams, _seed: u64) -> Result<Self, SetupError> {
        Ok(TicTacToe {
            params: params.clone(),
            cells: [0; 9],
        })
    }

    fn params(&self) -> &TicTacToeParams {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        if self.winner().is_some() || self.filled() == 9 {
            None
        } else {
            Some(Seat((self.filled() % 2) as u8))
        }
    }

    fn legal_moves_into(&self, out: &mut Vec<Cell>) {
        out.clear();
        if self.to_move().is_some() {
            out.extend(
                (0..9u8)
                    .filter(|&i| self.cells[usize::from(i)] == 0)
                    .map(Cell),
            );
        }
    }

    fn check(&self, mv: Cell) -> Result<(), TicTacToeError> {
        if self.to_move().is_none() {
            Err(TicTacToeError::GameOver)
        } else if mv.0 >= 9 {
            Err(TicTacToeError::OffBoard)
        } else if self.cells[usize::from(mv.0)] != 0 {
            Err(TicTacToeError::Occupied)
        } else {
            Ok(())
        }
    }

    fn apply(&mut self, mv: Cell) {
        let mark = (self.filled() % 2) as u8 + 1;
        if let Some(c) = self.cells.get_mut(usize::from(mv.0)) {
            *c = mark;
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(w) => Some(Outcome::win(Seat(w - 1), 2, "three in a row")),
            None if self.filled() == 9 => Some(Outcome::draw(2, "board full")),
            None => None,
        }
    }

    fn view(&self, _: Viewer) -> [u8; 9] {
        self.cells
    }

    fn parse_move(&self, text: &str) -> Result<Cell, ParseMoveError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        match t.parse::<u8>() {
            Ok(n @ 1..=9) => Ok(Cell(n - 1)),
            _ => Err(ParseMoveError::Malformed {
                text: t.into(),
                expected: Message::new("toy-expected-cell"),
            }),
        }
    }

    fn format_move(&self, mv: Cell) -> String {
        (mv.0 + 1).to_string()
    }

    fn to_text(&self) -> String {
        self.cells
            .iter()
            .map(|c| ['.', 'X', 'O'][usize::from(*c)])
            .collect()
    }

    fn from_text(params: &TicTacToeParams, text: &str) -> Result<Self, ParsePositionError> {
        let chars: Vec<char> = text.trim().chars().collect();
        if chars.len() != 9 {
            return Err(ParsePositionError::Malformed("expected 9 cells".into()));
        }
        let mut cells = [0u8; 9];
        for (i, ch) in chars.iter().enumerate() {
            cells[i] = match ch {
                '.' => 0,
                'X' => 1,
                'O' => 2,
                _ => return Err(ParsePositionError::Malformed(format!("bad cell '{ch}'"))),
            };
        }
        let x = cells.iter().filter(|&&c| c == 1).count();
        let o = cells.iter().filter(|&&c| c == 2).count();
        if x != o && x != o + 1 {
            return Err(ParsePositionError::Impossible("X moves first".into()));
        }
        Ok(TicTacToe {
            params: params.clone(),
            cells,
        })
    }

    fn render(&self, _: Viewer, _: &dyn Words) -> String {
        let t: Vec<char> = self.to_text().chars().collect();
        t.chunks(3)
            .map(|r| r.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Heuristic for TicTacToe {
    fn hash(&self) -> u64 {
        self.cells.iter().fold(0u64, |h, &c| h * 3 + u64::from(c))
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        // Lines still open for me minus lines still open for the opponent.
        let me = seat.0 + 1;
        let open = |who: u8| {
            LINES
                .iter()
                .filter(|l| {
                    l.iter()
                        .all(|&i| self.cells[i] == 0 || self.cells[i] == who)
                })
                .count() as i32
        };
        open(me) - open(3 - me)
    }

    fn move_order(&self, mv: Cell) -> i32 {
        // Centre, then corners.
        [2, 1, 2, 1, 3, 1, 2, 1, 2][usize::from(mv.0 % 9)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{check_game, check_heuristic, perft};

    #[test]
    fn tic_tac_toe_conforms() {
        let report = check_game::<TicTacToe>(&TicTacToeParams {}, 300, 1);
        assert_eq!(report.games, 300);
        assert!(report.reasons.len() == 2, "{:?}", report.reasons);
        check_heuristic::<TicTacToe>(&TicTacToeParams {}, 50, 1);
    }

    #[test]
    fn tic_tac_toe_perft() {
        let s = TicTacToe::new(&TicTacToeParams {}, 0).unwrap();
        assert_eq!(perft(&s, 1), 9);
        assert_eq!(perft(&s, 2), 72);
        assert_eq!(perft(&s, 3), 504);
    }
}
