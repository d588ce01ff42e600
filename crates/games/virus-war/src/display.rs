//! What players see: the rules text, the console drawing, move explanations and the view
//! a web page draws from. Nothing here changes the game.

use crate::board::{Cell, CellSet, FILES};
use crate::state::{CellState, Move, O, VirusWar, X};
use crate::variant::VirusWarParams;
use parlour_core::{Outcome, Seat, Viewer};
use serde::Serialize;

/// Player names as the text uses them.
fn player(seat: Seat) -> &'static str {
    if seat == X { "X" } else { "O" }
}

/// What a player's symbols are called.
fn symbols(seat: Seat) -> &'static str {
    if seat == X { "crosses" } else { "noughts" }
}

fn symbol(seat: Seat) -> &'static str {
    if seat == X { "cross" } else { "nought" }
}

/// Wraps text to `width` columns. Paragraphs are separated by blank lines; a line starting
/// with "- " is a bullet and its continuation lines are indented by two spaces.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            out.push('\n');
            continue;
        }
        let indent = if line.starts_with("- ") { "  " } else { "" };
        let mut current = String::new();
        for word in line.split_whitespace() {
            if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > width {
                out.push_str(&current);
                out.push('\n');
                current = indent.to_string();
            } else if !current.is_empty() && current != indent {
                current.push(' ');
            }
            current.push_str(word);
        }
        out.push_str(&current);
        out.push('\n');
    }
    out
}

/// The rules as players read them, wrapped for an 80-column terminal.
pub(crate) fn rules_text(params: &VirusWarParams) -> String {
    let n = params.size;
    let steps = params.steps;
    let last_file = FILES[usize::from(n.clamp(1, 10)) - 1];
    let files = if n == 10 {
        "a-i and k (there is no j)".to_string()
    } else {
        format!("a-{last_file}")
    };
    let o_start = params.start_cell(1);
    let text = format!(
        "VIRUS WAR

Two colonies of viruses, the crosses (X) and the noughts (O), grow and kill each other on a \
{n}×{n} board. Files are {files}, ranks 1-{n}. X moves first.

CELLS. A cell is empty, or holds a live cross, a live nought, a killed cross or a killed \
nought. Killed symbols stay on the board for the rest of the game.

YOUR TURN. Either pass, or make {steps} sub-moves one after another. Each sub-move uses one \
cell that is available to you:
- on an empty cell you grow: put one of your live symbols there;
- on a live enemy symbol you kill it: it becomes a killed symbol for good.

AVAILABLE CELLS. A cell is available to you if it is empty or holds a live enemy symbol, and \
it touches (by a side or a corner) one of your live symbols, or a chain of enemy symbols you \
have killed that leads to one of your live symbols. A chain is a group of killed symbols \
touching each other by sides or corners. Your own killed symbols never help you: they are a \
wall for you and a road for your enemy. A chain that touches none of your live symbols does \
nothing until you touch it again. Availability is worked out again after every sub-move, so \
what you just placed or killed counts at once.

START. The board starts empty. X's first sub-move of the game must be on a1, O's on \
{o_start}. This exception is granted only once.

FULL TURNS. You may pass only at the start of a turn. Once you begin a turn you must make \
all {steps} sub-moves; it ends early only when no cell is left available to you. If nothing \
is available at the start of your turn, you must pass.

END. You win at once when one of your sub-moves kills the last live symbol of an enemy who \
has entered the game. Two passes in a row, one by each player, end the game in a draw. Being \
unable to move is not a loss: it is a forced pass.

TYPING MOVES. A sub-move is a cell name such as e5; a kill may be written e5*. Several \
sub-moves on one line (d4 e5 f6) are played together. Type pass to pass.

ON THE BOARD. X and O are live symbols, x and o killed ones; + marks an empty cell \
available to the player to move.

HINTS.
- Killing usually beats growing: a kill removes an enemy symbol and extends your reach.
- A symbol placed where the enemy can reach it is a gift: a target and a stepping stone.
- A line of your symbols pointing at the enemy can be eaten three a turn.
- A wall of killed enemy symbols joined side to side seals; a diagonal wall leaks. A live \
symbol behind such a wall can never be killed. When both players have one, nobody can win \
any more: pass, and the game ends in a draw when your enemy passes too.
"
    );
    wrap(&text, 78)
}

/// One sub-move of a turn, for views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SubMoveView {
    /// The cell, e.g. `"e5"`.
    pub cell: String,
    /// True when the sub-move killed an enemy symbol (false: it grew a new symbol).
    pub kill: bool,
}

/// How a completed turn ended, so a page can say it in words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnEnd {
    /// All the sub-moves of a full turn were made.
    Full,
    /// Fewer sub-moves than a full turn: after the last one nothing was left available.
    Short,
    /// A sub-move killed the enemy's last live symbol: the game ended there.
    Win,
    /// The player passed although something was available.
    Pass,
    /// Nothing was available at the start of the turn, so the player had to pass.
    ForcedPass,
}

/// A whole turn, for views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnView {
    /// Who played it.
    pub seat: Seat,
    /// True when the turn was a pass.
    pub pass: bool,
    /// The sub-moves in playing order (empty for a pass).
    pub sub_moves: Vec<SubMoveView>,
    /// How the turn ended: full, short, a win, a pass or a forced pass.
    pub end: TurnEnd,
}

/// Everything a client needs to draw a position. Virus War hides nothing, so every viewer
/// gets the same facts (only `viewer` differs).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VirusWarView {
    /// Side of the board.
    pub size: u8,
    /// Sub-moves in a full turn.
    pub steps: u8,
    /// File letters, left to right (`"abcdefghik"` on the standard board).
    pub files: String,
    /// Ranks from the top (rank `size`) down to rank 1, one character per file, as in the
    /// position string: `.` empty, `X` `O` live, `x` `o` killed.
    pub ranks: Vec<String>,
    /// The seat of the viewer, if seated.
    pub viewer: Option<Seat>,
    /// The seat to move; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// Sub-moves already made in the current turn.
    pub sub_moves_done: u8,
    /// The number of the sub-move to make now, counted from 1 (`sub_moves_done + 1`);
    /// 0 once the game is over.
    pub sub_move: u8,
    /// Sub-moves still owed in the current turn, if the available cells last.
    pub sub_moves_left: u8,
    /// True when the side to move may pass (only at the start of a turn).
    pub can_pass: bool,
    /// True when nothing is available at the start of the turn: the side to move must pass
    /// (a forced pass, which counts as a pass).
    pub must_pass: bool,
    /// True when the previous turn was a pass, so passing now draws the game.
    pub pass_would_draw: bool,
    /// Cells available to the side to move (its legal sub-moves), in index order.
    pub available: Vec<String>,
    /// The available cells that hold a live enemy symbol (kills).
    pub kills_available: Vec<String>,
    /// Live symbols per seat.
    pub live: [u32; 2],
    /// Killed symbols per seat (symbols of that seat that the other seat killed).
    pub killed: [u32; 2],
    /// Whether each seat has made its first sub-move.
    pub entered: [bool; 2],
    /// Whether each seat owns a live symbol the enemy can never kill (it cannot lose).
    pub permanently_safe: [bool; 2],
    /// True when both seats are permanently safe: nobody can win any more, and passing
    /// (answered by a pass) ends the game in a draw.
    pub dead_draw: bool,
    /// The last completed turn.
    pub last_turn: Option<TurnView>,
    /// The sub-moves already made in the current turn.
    pub this_turn: Vec<SubMoveView>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
}

fn sub_move_views(record: &crate::state::TurnRecord) -> Vec<SubMoveView> {
    record
        .sub_moves()
        .map(|(c, kill)| SubMoveView {
            cell: c.to_string(),
            kill,
        })
        .collect()
}

impl VirusWar {
    /// The ranks as position-string rows, top first.
    fn rows(&self) -> Vec<String> {
        let text = self.text();
        let board = text.split(' ').next().unwrap_or_default();
        board.split('/').map(str::to_string).collect()
    }

    /// How the last completed turn ended. The board does not change with a pass, so the
    /// passer's available cells now are the ones it had when it passed: none means the pass
    /// was forced.
    fn last_turn_end(&self) -> TurnEnd {
        let mover = self.side().other();
        if self.last_turn.is_pass() {
            if self.available(mover).is_empty() {
                TurnEnd::ForcedPass
            } else {
                TurnEnd::Pass
            }
        } else if self.destroyed_seat().is_some() {
            TurnEnd::Win
        } else if self.last_turn.len() < usize::from(self.params.steps) {
            TurnEnd::Short
        } else {
            TurnEnd::Full
        }
    }

    /// [`Game::view`](parlour_core::Game::view).
    pub(crate) fn make_view(&self, viewer: Viewer) -> VirusWarView {
        let over = self.is_over();
        let side = self.side();
        let avail = if over {
            CellSet::EMPTY
        } else {
            CellSet(self.avail)
        };
        let kills = CellSet(avail.0 & self.board.live[1 - usize::from(self.side)]);
        let names = |s: CellSet| s.iter().map(|c| c.to_string()).collect::<Vec<_>>();
        let last_turn = (!self.last_turn.is_empty()).then(|| TurnView {
            seat: side.other(),
            pass: self.last_turn.is_pass(),
            sub_moves: sub_move_views(&self.last_turn),
            end: self.last_turn_end(),
        });
        VirusWarView {
            size: self.params.size,
            steps: self.params.steps,
            files: FILES[..usize::from(self.params.size)].iter().collect(),
            ranks: self.rows(),
            viewer: viewer.seat(),
            to_move: (!over).then_some(side),
            sub_moves_done: self.sub,
            sub_move: if over { 0 } else { self.sub + 1 },
            sub_moves_left: if over {
                0
            } else {
                self.params.steps - self.sub
            },
            can_pass: !over && self.sub == 0,
            must_pass: !over && self.sub == 0 && self.avail == 0,
            pass_would_draw: !over && self.passes == 1,
            available: names(avail),
            kills_available: names(kills),
            live: [self.live(X).len() as u32, self.live(O).len() as u32],
            killed: [self.killed(X).len() as u32, self.killed(O).len() as u32],
            entered: [self.entered(X), self.entered(O)],
            permanently_safe: [self.permanently_safe(X), self.permanently_safe(O)],
            dead_draw: !over && self.dead_draw(),
            last_turn,
            this_turn: sub_move_views(&self.this_turn),
            outcome: self.result(),
        }
    }

    /// [`Game::render`](parlour_core::Game::render).
    pub(crate) fn draw(&self, viewer: Viewer) -> String {
        let n = self.params.size;
        let over = self.is_over();
        let side = self.side();
        let files: String = FILES[..usize::from(n)]
            .iter()
            .map(|f| format!(" {f}"))
            .collect();
        let mut out = String::new();
        out.push_str(&format!("    {files}\n"));
        for rank in (0..n).rev() {
            out.push_str(&format!("{:>3} ", rank + 1));
            for file in 0..n {
                let cell = Cell::clamped(file, rank);
                let ch = match self.cell(cell) {
                    CellState::Live(s) if s == X => 'X',
                    CellState::Live(_) => 'O',
                    CellState::Killed(s) if s == X => 'x',
                    CellState::Killed(_) => 'o',
                    CellState::Empty if !over && self.avail & cell.bit() != 0 => '+',
                    CellState::Empty => '.',
                };
                out.push(' ');
                out.push(ch);
            }
            out.push_str(&format!("  {}\n", rank + 1));
        }
        out.push_str(&format!("    {files}\n"));
        out.push_str("X O live, x o killed, + available to the player to move\n");
        for seat in [X, O] {
            out.push_str(&format!(
                "{} ({}): {} live, {} killed by {}{}\n",
                player(seat),
                symbols(seat),
                self.live(seat).len(),
                self.killed(seat).len(),
                player(seat.other()),
                if viewer.seat() == Some(seat) {
                    "  <- you"
                } else {
                    ""
                },
            ));
        }
        if !self.last_turn.is_empty() {
            out.push_str(&format!(
                "Last turn, {}: {}\n",
                player(side.other()),
                describe_turn(&self.last_turn)
            ));
        }
        match self.result() {
            Some(o) if o.is_draw() => {
                out.push_str("Game over: both players passed, the game is drawn.\n");
            }
            Some(o) => {
                let w = o.winners().first().copied().unwrap_or(X);
                out.push_str(&format!(
                    "Game over: {} wins, {} has no live symbol left.\n",
                    player(w),
                    player(w.other())
                ));
            }
            None => {
                let me = player(side);
                if !self.this_turn.is_empty() {
                    out.push_str(&format!(
                        "This turn so far, {me}: {}\n",
                        describe_turn(&self.this_turn)
                    ));
                }
                let avail = CellSet(self.avail);
                let kills = CellSet(self.avail & self.board.live[1 - usize::from(self.side)]);
                if avail.is_empty() {
                    out.push_str(&format!(
                        "{me} to move: nothing is available, {me} must pass.\n"
                    ));
                } else {
                    out.push_str(&format!(
                        "{me} to move: sub-move {} of {}, {} cell{} available (+){}.\n",
                        self.sub + 1,
                        self.params.steps,
                        avail.len(),
                        if avail.len() == 1 { "" } else { "s" },
                        if kills.is_empty() {
                            String::new()
                        } else {
                            let k: Vec<String> = kills.iter().map(|c| format!("{c}*")).collect();
                            format!(", kills: {}", k.join(" "))
                        }
                    ));
                }
                if self.passes == 1 {
                    out.push_str(&format!(
                        "{} passed: if {me} passes too, the game is drawn.\n",
                        player(side.other())
                    ));
                }
                if self.dead_draw() {
                    out.push_str(
                        "Nobody can win any more (both have a symbol that can never be \
                         killed): pass to agree the draw.\n",
                    );
                }
            }
        }
        out
    }

    /// [`Game::explain`](parlour_core::Game::explain).
    pub(crate) fn describe(&self, mv: Move) -> String {
        let side = self.side();
        let me = player(side);
        let them = player(side.other());
        if let Err(e) = self.check_move(mv) {
            return format!("{} is not legal here: {e}", self.format(mv));
        }
        let mut after = self.clone();
        after.apply_move(mv);
        match mv {
            Move::Pass => {
                let forced = self.avail == 0;
                let why = if forced {
                    format!("{me} has no available cell and must pass")
                } else {
                    format!("{me} passes")
                };
                if after.is_over() {
                    format!("{why}; {them} passed too, so the game is drawn")
                } else {
                    format!("{why}; if {them} passes too, the game is drawn")
                }
            }
            Move::Cell(c) => {
                let kill = self.board.live[1 - usize::from(self.side)] & c.bit() != 0;
                let what = if kill {
                    format!(
                        "{me} kills the {} on {c}, which joins {me}'s chains",
                        symbol(side.other())
                    )
                } else if !self.entered(side) {
                    format!("{me} enters the game on {c}")
                } else {
                    format!("{me} grows a new {} on {c}", symbol(side))
                };
                let then = if after.is_over() {
                    format!("; that was {them}'s last live symbol, so {me} wins")
                } else if after.side != self.side {
                    if self.sub + 1 < self.params.steps {
                        format!("; nothing is left available, so {me}'s turn ends early")
                    } else {
                        format!("; this ends {me}'s turn")
                    }
                } else {
                    let left = self.params.steps - self.sub - 1;
                    format!(
                        "; {left} more sub-move{} to make",
                        if left == 1 { "" } else { "s" }
                    )
                };
                format!("{what}{then}")
            }
        }
    }
}

/// A turn record in words: `g7, f6* (kill), e5* (kill)` or `pass`.
fn describe_turn(record: &crate::state::TurnRecord) -> String {
    if record.is_pass() {
        return "pass".into();
    }
    let parts: Vec<String> = record
        .sub_moves()
        .map(|(c, kill)| {
            if kill {
                format!("{c}* (kill)")
            } else {
                c.to_string()
            }
        })
        .collect();
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_fit_80_columns() {
        for p in [
            VirusWarParams::default(),
            VirusWarParams { size: 6, steps: 3 },
        ] {
            let text = rules_text(&p);
            for line in text.lines() {
                assert!(line.chars().count() <= 80, "too long: {line}");
            }
            assert!(text.contains("a1"));
        }
        assert!(rules_text(&VirusWarParams::default()).contains("k10"));
        assert!(rules_text(&VirusWarParams { size: 6, steps: 3 }).contains("f6"));
    }
}
