//! What players see: the rules text, the console drawing, move explanations and the view
//! a web page draws from. Nothing here changes the game.

use crate::board::{Cell, CellSet, FILES};
use crate::state::{CellState, Move, O, VirusWar, X};
use crate::variant::VirusWarParams;
use parlour_core::{
    Arg, Describe, Message, Outcome, RulesText, Seat, TERMINAL_WIDTH, Viewer, Words,
};
use serde::Serialize;

/// A player's name, as a message of the shared catalogue (крестики / нолики).
fn player(seat: Seat) -> Arg {
    Arg::msg(if seat == X { "seat-x" } else { "seat-o" })
}

/// The rules documents, English first (`rules/<lang>.md`, beside this crate).
const DOCUMENTS: &[(&str, &str)] = &[
    ("en", include_str!("../rules/en.md")),
    ("vi", include_str!("../rules/vi.md")),
    ("ru", include_str!("../rules/ru.md")),
];

/// The rules as players read them: the documents, then this variant's board, sub-moves
/// and start cells, and last the computer levels ([`crate::levels::describe`]).
pub(crate) fn rules_text(params: &VirusWarParams) -> RulesText {
    let n = params.size;
    let last_file = FILES[usize::from(n.clamp(1, 10)) - 1];
    let files = if n == 10 {
        Message::new("virus-files-no-j")
    } else {
        Message::new("virus-files").with("last", last_file.to_string())
    };
    let mut variant = vec![
        Message::new("virus-rules-variant")
            .with("size", n)
            .with("files", files)
            .with("steps", params.steps)
            .with("start", params.start_cell(1).to_string()),
    ];
    // Last, the computer levels: how far each looks, how many cells it weighs and how
    // much it errs, for a player choosing an opponent.
    variant.push(Message::new("virus-levels"));
    variant.extend(crate::levels::LEVELS.iter().map(crate::levels::describe));
    RulesText {
        documents: DOCUMENTS,
        variant,
    }
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
    pub(crate) fn draw(&self, viewer: Viewer, words: &dyn Words) -> String {
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
        // Each sentence wrapped for the terminal (a list of kills runs past 80 columns).
        let mut line = |m: Message| {
            out.push_str(&parlour_core::wrapped("", &words.say(&m), TERMINAL_WIDTH));
            out.push('\n');
        };
        line(Message::new("virus-legend"));
        for seat in [X, O] {
            let key = if viewer.seat() == Some(seat) {
                "virus-count-yours"
            } else {
                "virus-count"
            };
            line(
                Message::new(key)
                    .with("player", player(seat))
                    .with("live", self.live(seat).len())
                    .with("killed", self.killed(seat).len())
                    .with("enemy", player(seat.other())),
            );
        }
        if !self.last_turn.is_empty() {
            line(
                Message::new("virus-last-turn")
                    .with("player", player(side.other()))
                    .with("turn", describe_turn(&self.last_turn)),
            );
        }
        match self.result() {
            Some(o) if o.is_draw() => line(Message::new("virus-over-drawn")),
            Some(o) => {
                let w = o.winners().first().copied().unwrap_or(X);
                line(
                    Message::new("virus-over-won")
                        .with("winner", player(w))
                        .with("loser", player(w.other())),
                );
            }
            None => {
                let me = player(side);
                if !self.this_turn.is_empty() {
                    line(
                        Message::new("virus-this-turn")
                            .with("me", me.clone())
                            .with("turn", describe_turn(&self.this_turn)),
                    );
                }
                let avail = CellSet(self.avail);
                let kills = CellSet(self.avail & self.board.live[1 - usize::from(self.side)]);
                if avail.is_empty() {
                    line(Message::new("virus-must-pass").with("me", me.clone()));
                } else {
                    let k: Vec<String> = kills.iter().map(|c| format!("{c}*")).collect();
                    let key = if kills.is_empty() {
                        "virus-to-move"
                    } else {
                        "virus-to-move-kills"
                    };
                    line(
                        Message::new(key)
                            .with("me", me.clone())
                            .with("sub", self.sub + 1)
                            .with("steps", self.params.steps)
                            .with("cells", avail.len())
                            .with("kills", k.join(" ")),
                    );
                }
                if self.passes == 1 {
                    line(
                        Message::new("virus-passed")
                            .with("them", player(side.other()))
                            .with("me", me),
                    );
                }
                if self.dead_draw() {
                    line(Message::new("virus-dead-draw"));
                }
            }
        }
        out
    }

    /// [`Game::explain`](parlour_core::Game::explain): what the sub-move does, and what
    /// it leaves of the turn.
    pub(crate) fn describe(&self, mv: Move) -> Message {
        let side = self.side();
        let me = player(side);
        let them = player(side.other());
        if let Err(e) = self.check_move(mv) {
            return Message::new("virus-not-legal")
                .with("move", self.format(mv))
                .with("reason", e.message());
        }
        let mut after = self.clone();
        after.apply_move(mv);
        match mv {
            Move::Pass => {
                let key = match (self.avail == 0, after.is_over()) {
                    (true, true) => "virus-forced-pass-drawn",
                    (true, false) => "virus-forced-pass",
                    (false, true) => "virus-pass-drawn",
                    (false, false) => "virus-pass",
                };
                Message::new(key).with("me", me).with("them", them)
            }
            Move::Cell(c) => {
                let kill = self.board.live[1 - usize::from(self.side)] & c.bit() != 0;
                let what = if kill {
                    "virus-kill"
                } else if !self.entered(side) {
                    "virus-enter"
                } else {
                    "virus-grow"
                };
                let then = if after.is_over() {
                    Message::new("virus-then-wins")
                } else if after.side != self.side {
                    if self.sub + 1 < self.params.steps {
                        Message::new("virus-then-nothing-left")
                    } else {
                        Message::new("virus-then-turn-ends")
                    }
                } else {
                    Message::new("virus-then-more").with("left", self.params.steps - self.sub - 1)
                };
                // By id, so each language chooses its word (a cross, крестик).
                let symbol = |s: Seat| if s == X { "cross" } else { "nought" };
                Message::new(what)
                    .with("mine", symbol(side))
                    .with("victim", symbol(side.other()))
                    .with("me", me.clone())
                    .with("cell", c.to_string())
                    .with("then", then.with("me", me).with("them", them))
            }
        }
    }
}

/// A turn record in notation (the same in every language): `g7, f6*, e5*` or `pass`.
fn describe_turn(record: &crate::state::TurnRecord) -> String {
    if record.is_pass() {
        return "pass".into();
    }
    let parts: Vec<String> = record
        .sub_moves()
        .map(
            |(c, kill)| {
                if kill { format!("{c}*") } else { c.to_string() }
            },
        )
        .collect();
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_fit_80_columns_in_every_language() {
        for p in [
            VirusWarParams::default(),
            VirusWarParams { size: 6, steps: 3 },
        ] {
            for lang in parlour_i18n::Lang::ALL {
                let text = parlour_i18n::rules(lang, &rules_text(&p));
                for line in text.lines() {
                    assert!(line.chars().count() <= 80, "too long: {line}");
                }
                assert!(text.contains("a1"), "{text}");
            }
        }
        let said = |p: VirusWarParams| parlour_i18n::rules(parlour_i18n::Lang::En, &rules_text(&p));
        assert!(said(VirusWarParams::default()).contains("k10"));
        assert!(said(VirusWarParams::default()).contains("a-i and k"));
        assert!(said(VirusWarParams { size: 6, steps: 3 }).contains("f6"));
        assert!(said(VirusWarParams { size: 6, steps: 3 }).contains("files a-f"));
    }

    #[test]
    fn the_rules_end_with_the_computer_levels() {
        let text = rules_text(&VirusWarParams::default());
        let keys: Vec<&str> = text.variant.iter().map(|m| m.key.as_ref()).collect();
        assert_eq!(
            keys,
            [
                "virus-rules-variant",
                "virus-levels",
                "virus-level",
                "virus-level",
                "virus-level"
            ]
        );
        let levels: Vec<_> = crate::levels::LEVELS
            .iter()
            .map(crate::levels::describe)
            .collect();
        parlour_testkit::check_rules_show_levels(&text, &levels);
    }
}
