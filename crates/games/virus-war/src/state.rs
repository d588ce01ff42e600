//! The position, the move, and the turn procedure (docs/rules/virus-war.md, "A turn" and
//! "The end").
//!
//! A turn is a pass or up to `steps` sub-moves by the same player. The [`Move`] of the
//! [`Game`](parlour_core::Game) trait is one **sub-move** (a cell) or a **pass**, so a search
//! sees a turn as up to three plies by the same seat. After every sub-move:
//!
//! 1. if the enemy has entered the game and has no live symbol left, the mover has won and
//!    the game is over at once;
//! 2. otherwise, if this was the last sub-move of the turn, or nothing is available any more
//!    (a *short turn*, which the rules' "A turn" allows), the turn passes to the enemy;
//! 3. otherwise the same player must make another sub-move: stopping or passing mid-turn is
//!    not allowed.
//!
//! A pass is allowed only at the start of a turn; when nothing is available it is the only
//! move (a *forced pass*, which counts as a pass). Two passes in a row, one by each player,
//! draw the game.

use crate::availability::Board;
use crate::board::{Bits, Cell, CellSet, board_mask};
use crate::variant::{MAX_STEPS, VirusWarParams};
use crate::zobrist;
use parlour_core::{Describe, Message, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The crosses, who move first from a1.
pub const X: Seat = Seat(0);
/// The noughts, who start from the far corner (k10 on the standard board).
pub const O: Seat = Seat(1);

/// One step of a turn.
///
/// A sub-move is just a cell: the position decides whether it grows a new live symbol
/// (the cell is empty) or kills an enemy symbol (the cell holds a live enemy symbol).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// A sub-move on this cell.
    Cell(Cell),
    /// Decline the whole turn (only before its first sub-move).
    Pass,
}

/// What a cell holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CellState {
    /// Nothing yet.
    Empty,
    /// A live symbol of this seat.
    Live(Seat),
    /// A killed symbol of this seat (it now belongs to the other seat's chains).
    Killed(Seat),
}

/// What one completed or ongoing turn did, kept for views and "last move" lines.
///
/// Written in record notation: `d4,e5*,f6` (a `*` marks a kill), `--` for a
/// pass, and `.` for "nothing known" (the start of the game, or a position read from text).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnRecord {
    cells: [u8; MAX_STEPS as usize],
    kills: u8,
    len: u8,
    pass: bool,
}

impl TurnRecord {
    /// A pass.
    pub(crate) fn pass() -> TurnRecord {
        TurnRecord {
            pass: true,
            ..TurnRecord::default()
        }
    }

    /// Adds a sub-move (ignored past [`MAX_STEPS`]).
    pub(crate) fn push(&mut self, cell: Cell, kill: bool) {
        let i = usize::from(self.len);
        if let Some(slot) = self.cells.get_mut(i) {
            *slot = cell.index() as u8;
            if kill {
                self.kills |= 1 << i;
            }
            self.len += 1;
        }
    }

    /// True for a pass.
    pub fn is_pass(&self) -> bool {
        self.pass
    }

    /// True when nothing is recorded (no sub-move and no pass).
    pub fn is_empty(&self) -> bool {
        !self.pass && self.len == 0
    }

    /// The sub-moves in playing order, each with `true` when it was a kill.
    pub fn sub_moves(&self) -> impl Iterator<Item = (Cell, bool)> + '_ {
        (0..usize::from(self.len)).map(|i| {
            // Indices were stored from valid cells, so they are below 100.
            let cell = Cell::from_index(self.cells[i]).unwrap_or(Cell::clamped(0, 0));
            (cell, self.kills & (1 << i) != 0)
        })
    }

    /// Number of sub-moves recorded.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }
}

impl fmt::Display for TurnRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pass {
            return f.write_str("--");
        }
        if self.len == 0 {
            return f.write_str(".");
        }
        let parts: Vec<String> = self
            .sub_moves()
            .map(|(c, kill)| if kill { format!("{c}*") } else { c.to_string() })
            .collect();
        f.write_str(&parts.join(","))
    }
}

/// Why a sub-move or a pass is not legal here. Messages are lowercase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game has ended.
    GameOver,
    /// The cell is outside this (smaller) board.
    OffBoard {
        /// The cell asked for.
        cell: Cell,
        /// The side of the board.
        size: u8,
    },
    /// A player's first sub-move of the game must be on its start cell.
    FirstSubMove {
        /// The cell asked for.
        cell: Cell,
        /// The start cell.
        start: Cell,
    },
    /// The player has not entered yet and its start cell is taken: it can only pass.
    StartTaken {
        /// The start cell.
        start: Cell,
    },
    /// The cell already holds one of the mover's live symbols.
    OwnSymbol(Cell),
    /// The cell holds one of the mover's own killed symbols: a wall for the mover.
    OwnKilled(Cell),
    /// The cell holds an enemy symbol that is already killed.
    AlreadyKilled(Cell),
    /// The cell touches neither a live symbol of the mover nor a chain it killed.
    NotAvailable(Cell),
    /// A pass after the turn has begun.
    PassMidTurn {
        /// Sub-moves still owed in this turn.
        left: u8,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::OffBoard { cell, size } => {
                write!(f, "{cell} is not on this {size}×{size} board")
            }
            MoveError::FirstSubMove { cell, start } => write!(
                f,
                "{cell} is not available: your first sub-move of the game must be on {start}"
            ),
            MoveError::StartTaken { start } => write!(
                f,
                "your start cell {start} is taken, so you can never enter: you can only pass"
            ),
            MoveError::OwnSymbol(c) => write!(f, "{c} already holds one of your live symbols"),
            MoveError::OwnKilled(c) => write!(
                f,
                "{c} holds one of your own killed symbols: they are a wall for you, not a path"
            ),
            MoveError::AlreadyKilled(c) => {
                write!(f, "{c} holds an enemy symbol that is already killed")
            }
            MoveError::NotAvailable(c) => write!(
                f,
                "{c} is not available: it touches neither your live symbols nor a chain of \
                 enemy symbols you killed that reaches them"
            ),
            MoveError::PassMidTurn { left } => write!(
                f,
                "you cannot pass in the middle of a turn: make {left} more sub-move{}",
                if *left == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Describe for MoveError {
    fn message(&self) -> Message {
        let cell = |key: &'static str, c: Cell| Message::new(key).with("cell", c.to_string());
        match *self {
            MoveError::GameOver => Message::new("play-game-over"),
            MoveError::OffBoard { cell, size } => Message::new("virus-off-board")
                .with("cell", cell.to_string())
                .with("size", size),
            MoveError::FirstSubMove { cell, start } => Message::new("virus-first-sub-move")
                .with("cell", cell.to_string())
                .with("start", start.to_string()),
            MoveError::StartTaken { start } => {
                Message::new("virus-start-taken").with("start", start.to_string())
            }
            MoveError::OwnSymbol(c) => cell("virus-own-symbol", c),
            MoveError::OwnKilled(c) => cell("virus-own-killed", c),
            MoveError::AlreadyKilled(c) => cell("virus-already-killed", c),
            MoveError::NotAvailable(c) => cell("virus-not-available", c),
            MoveError::PassMidTurn { left } => {
                Message::new("virus-pass-mid-turn").with("left", left)
            }
        }
    }
}

/// A position of Virus War, with everything needed to continue the game.
///
/// Plain data, no heap: a clone is a copy of under 200 bytes, which search does at every
/// node. Besides the rules state it keeps two caches that are pure functions of it (the two
/// reaches and the available set of the side to move, so that move generation and ordering
/// cost no flood fill) and the incrementally updated Zobrist key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VirusWar {
    pub(crate) params: VirusWarParams,
    pub(crate) board: Board,
    /// The seat whose turn it is (after a win, the loser's; the game is over anyway).
    pub(crate) side: u8,
    /// Sub-moves already made in this turn.
    pub(crate) sub: u8,
    /// Consecutive passes just before this turn: 0, 1 (the pass flag) or 2 (drawn).
    pub(crate) passes: u8,
    /// Cache: the reach of each seat.
    pub(crate) reach: [u128; 2],
    /// Cache: the available cells of the side to move (empty once the game is over).
    pub(crate) avail: u128,
    /// Zobrist key of board, side, sub-move index and passes.
    pub(crate) key: u64,
    /// The last completed turn (by the seat not to move).
    pub(crate) last_turn: TurnRecord,
    /// The sub-moves made so far in the current turn.
    pub(crate) this_turn: TurnRecord,
}

impl VirusWar {
    /// The empty board of a new game, X to move.
    pub(crate) fn start(params: VirusWarParams) -> VirusWar {
        let board = Board::empty(board_mask(params.size));
        VirusWar::assemble(
            params,
            board,
            0,
            0,
            0,
            TurnRecord::default(),
            TurnRecord::default(),
        )
    }

    /// A position from its parts, with caches and key computed from scratch.
    pub(crate) fn assemble(
        params: VirusWarParams,
        board: Board,
        side: u8,
        sub: u8,
        passes: u8,
        last_turn: TurnRecord,
        this_turn: TurnRecord,
    ) -> VirusWar {
        let mut s = VirusWar {
            params,
            board,
            side,
            sub,
            passes,
            reach: [0; 2],
            avail: 0,
            key: 0,
            last_turn,
            this_turn,
        };
        s.reach = [s.board.reach(0), s.board.reach(1)];
        s.avail = if s.is_over() {
            0
        } else {
            s.compute_available(usize::from(side))
        };
        s.key = zobrist::fresh(
            &s.board,
            usize::from(side),
            usize::from(sub),
            usize::from(passes),
        );
        s
    }

    /// The start cell of seat `p` as one bit.
    pub(crate) fn start_bit(&self, p: usize) -> u128 {
        self.params.start_cell(p).bit()
    }

    fn compute_available(&self, p: usize) -> u128 {
        self.board.available(p, self.reach[p], self.start_bit(p))
    }

    /// True once the game has ended (a player destroyed, or two passes in a row).
    pub fn is_over(&self) -> bool {
        self.passes >= 2 || self.board.destroyed(0) || self.board.destroyed(1)
    }

    /// The seat that has been destroyed, if any.
    pub(crate) fn destroyed_seat(&self) -> Option<usize> {
        (0..2).find(|&p| self.board.destroyed(p))
    }

    /// The seat whose turn it is, even once the game is over (then it has no move).
    pub fn side(&self) -> Seat {
        Seat(self.side)
    }

    /// Sub-moves already made in the current turn (0 at the start of a turn).
    pub fn sub_moves_done(&self) -> u8 {
        self.sub
    }

    /// Sub-moves a full turn has in this variant (3 in the client's rules).
    pub fn steps(&self) -> u8 {
        self.params.steps
    }

    /// True when the previous turn was a pass: passing now draws the game.
    pub fn pass_flag(&self) -> bool {
        self.passes == 1
    }

    /// The last completed turn (by the seat not to move), or an empty record if unknown.
    pub fn last_turn(&self) -> &TurnRecord {
        &self.last_turn
    }

    /// The sub-moves made so far in the current turn (may be empty when read from text).
    pub fn this_turn(&self) -> &TurnRecord {
        &self.this_turn
    }

    /// What `cell` holds (cells off a smaller board read as empty).
    pub fn cell(&self, cell: Cell) -> CellState {
        let b = cell.bit();
        for p in 0..2u8 {
            if self.board.live[usize::from(p)] & b != 0 {
                return CellState::Live(Seat(p));
            }
            if self.board.dead[usize::from(p)] & b != 0 {
                return CellState::Killed(Seat(p));
            }
        }
        CellState::Empty
    }

    /// True when `cell` lies on this board.
    pub fn on_board(&self, cell: Cell) -> bool {
        self.board.all & cell.bit() != 0
    }

    /// The live symbols of `seat`.
    pub fn live(&self, seat: Seat) -> CellSet {
        CellSet(self.board.live[seat.index().min(1)])
    }

    /// The killed symbols of `seat` (walls for `seat`, chain cells for its enemy).
    pub fn killed(&self, seat: Seat) -> CellSet {
        CellSet(self.board.dead[seat.index().min(1)])
    }

    /// True once `seat` has made a sub-move in this game.
    pub fn entered(&self, seat: Seat) -> bool {
        self.board.entered(seat.index().min(1))
    }

    /// The reach of `seat`: its live symbols and the chains of enemy symbols it killed that
    /// touch them.
    pub fn reach(&self, seat: Seat) -> CellSet {
        CellSet(self.reach[seat.index().min(1)])
    }

    /// The cells `seat` could act on now if it were its turn, with the start exception
    /// (docs/rules/virus-war.md, "A turn"). For the side to move these are exactly its legal
    /// sub-moves.
    pub fn available(&self, seat: Seat) -> CellSet {
        CellSet(self.compute_available(seat.index().min(1)))
    }

    /// Every cell `seat` could ever act on or pass through (its potential reach).
    pub fn potential(&self, seat: Seat) -> CellSet {
        let p = seat.index().min(1);
        CellSet(self.board.potential(p, self.start_bit(p)))
    }

    /// True when `seat` owns a live symbol its enemy can never kill: `seat` cannot lose.
    pub fn permanently_safe(&self, seat: Seat) -> bool {
        let p = seat.index().min(1);
        self.board.permanently_safe(p, self.start_bit(1 - p))
    }

    /// True when both seats are permanently safe: nobody can win any more, and the game
    /// will end in a draw (officially by a double pass).
    pub fn dead_draw(&self) -> bool {
        self.permanently_safe(X) && self.permanently_safe(O)
    }

    /// True when `seat` has never entered and its start cell is taken: it can only pass
    /// for the rest of the game, so it can neither kill nor be destroyed (rules D5 and D6),
    /// and the game can only end in a draw. Only a player who passed before entering can
    /// be shut out.
    pub fn shut_out(&self, seat: Seat) -> bool {
        let p = seat.index().min(1);
        !self.board.entered(p) && self.board.occupied() & self.start_bit(p) != 0
    }

    /// The legal moves, cells in index order then the pass.
    pub(crate) fn legal_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.is_over() {
            return;
        }
        out.extend(
            Bits(self.avail)
                .map(|i| Move::Cell(Cell::from_index(i).unwrap_or(Cell::clamped(0, 0)))),
        );
        if self.sub == 0 {
            out.push(Move::Pass);
        }
    }

    /// Why `mv` is illegal, if it is.
    pub(crate) fn check_move(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let p = usize::from(self.side);
        let cell = match mv {
            Move::Pass if self.sub == 0 => return Ok(()),
            Move::Pass => {
                return Err(MoveError::PassMidTurn {
                    left: self.params.steps.saturating_sub(self.sub),
                });
            }
            Move::Cell(c) => c,
        };
        let b = cell.bit();
        if self.board.all & b == 0 {
            return Err(MoveError::OffBoard {
                cell,
                size: self.params.size,
            });
        }
        if self.avail & b != 0 {
            return Ok(());
        }
        let start = self.params.start_cell(p);
        Err(if self.board.live[p] & b != 0 {
            MoveError::OwnSymbol(cell)
        } else if self.board.dead[p] & b != 0 {
            MoveError::OwnKilled(cell)
        } else if self.board.dead[1 - p] & b != 0 {
            MoveError::AlreadyKilled(cell)
        } else if !self.board.entered(p) && self.board.occupied() & start.bit() != 0 {
            MoveError::StartTaken { start }
        } else if !self.board.entered(p) {
            MoveError::FirstSubMove { cell, start }
        } else {
            MoveError::NotAvailable(cell)
        })
    }

    /// Plays `mv`, trusted to be legal. An illegal move is ignored rather than allowed to
    /// break the position's invariants; it never panics.
    pub(crate) fn apply_move(&mut self, mv: Move) {
        if self.is_over() {
            return;
        }
        match mv {
            Move::Pass => {
                if self.sub != 0 {
                    return;
                }
                let passes = (self.passes + 1).min(2);
                self.last_turn = TurnRecord::pass();
                self.this_turn = TurnRecord::default();
                self.set_turn(1 - self.side, 0, passes);
                self.avail = if self.is_over() {
                    0
                } else {
                    self.compute_available(usize::from(self.side))
                };
            }
            Move::Cell(cell) => {
                if self.avail & cell.bit() != 0 {
                    self.sub_move(cell);
                }
            }
        }
    }

    /// Replaces side, sub-move index and pass count, keeping the key in step.
    fn set_turn(&mut self, side: u8, sub: u8, passes: u8) {
        self.key ^=
            zobrist::side_sub_passes(
                usize::from(self.side),
                usize::from(self.sub),
                usize::from(self.passes),
            ) ^ zobrist::side_sub_passes(usize::from(side), usize::from(sub), usize::from(passes));
        self.side = side;
        self.sub = sub;
        self.passes = passes;
    }

    /// One sub-move on an available cell.
    fn sub_move(&mut self, cell: Cell) {
        let p = usize::from(self.side);
        let e = 1 - p;
        let b = cell.bit();
        let i = cell.index();
        let kill = self.board.live[e] & b != 0;
        if kill {
            self.board.live[e] ^= b;
            self.board.dead[e] |= b;
            self.key ^=
                zobrist::CELL[i][zobrist::live_kind(e)] ^ zobrist::CELL[i][zobrist::dead_kind(e)];
            // Losing a live symbol can cut the enemy's reach anywhere along its chains.
            self.reach[e] = self.board.reach(e);
        } else {
            self.board.live[p] |= b;
            self.key ^= zobrist::CELL[i][zobrist::live_kind(p)];
        }
        // The used cell joins the mover's reach at once (a new live symbol, or a killed enemy
        // symbol next to the reach), so flooding on from the old reach is exact.
        self.reach[p] = crate::board::flood(self.reach[p] | b, self.board.dead[e], self.board.all);
        self.this_turn.push(cell, kill);

        if kill && self.board.live[e] == 0 {
            // The enemy (who had entered, since it had a symbol to kill) is destroyed.
            self.end_turn();
            self.avail = 0;
            return;
        }
        let next_sub = self.sub + 1;
        if next_sub < self.params.steps {
            let avail = self.compute_available(p);
            if avail != 0 {
                self.set_turn(self.side, next_sub, 0);
                self.avail = avail;
                return;
            }
        }
        self.end_turn();
        self.avail = self.compute_available(e);
    }

    /// Hands the turn to the other seat after one or more sub-moves.
    fn end_turn(&mut self) {
        self.last_turn = std::mem::take(&mut self.this_turn);
        self.set_turn(1 - self.side, 0, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_small_plain_data() {
        // Search copies the state at every node: keep it small and free of heap.
        assert!(std::mem::size_of::<VirusWar>() <= 200);
        assert!(std::mem::size_of::<Move>() <= 2);
    }
}
