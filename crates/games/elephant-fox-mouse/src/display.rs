//! What players see: the rules text, the board drawing, move explanations and the view
//! sent to clients.

use crate::actions::{self, judge};
use crate::state::{ElephantFoxMouse, LastMove, Params};
use crate::{Animal, Cell};
use parlour_core::{Game, Viewer};
use serde::Serialize;
use std::fmt::Write as _;

/// Everything a client needs to draw the game for one viewer. The game has no secrets, so
/// only `you` differs between viewers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The animal of the viewer, `None` for a spectator.
    pub you: Option<Animal>,
    /// Board size (6): files a–f, ranks 1–6.
    pub size: u8,
    /// The three animals, Elephant, Fox, Mouse.
    pub pieces: [PieceView; 3],
    /// The turn order, first mover first.
    pub order: [Animal; 3],
    /// The animal to move, `None` once the game is over.
    pub to_move: Option<Animal>,
    /// Plies played.
    pub ply: u32,
    /// The ply cap of this game, if any.
    pub ply_cap: Option<u32>,
    /// The previous turn.
    pub last_move: Option<LastMoveView>,
    /// Where the animal to move can go (empty once the game is over).
    pub targets: Vec<Target>,
    /// The result, once the game is over.
    pub result: Option<ResultView>,
}

/// One animal on the board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PieceView {
    /// Which animal.
    pub animal: Animal,
    /// Its letter on the board.
    pub letter: char,
    /// The seat that plays it.
    pub seat: u8,
    /// Its cell, `None` once eaten.
    pub cell: Option<Cell>,
    /// What it eats.
    pub prey: Animal,
    /// What eats it.
    pub predator: Animal,
}

/// The previous turn, with a sentence saying what it did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LastMoveView {
    /// The cells and the animals involved.
    #[serde(flatten)]
    pub mv: LastMove,
    /// E.g. "the fox moved from e4 to e6".
    pub text: String,
}

/// A cell the animal to move can go to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Target {
    /// The cell (also the move's notation).
    pub cell: Cell,
    /// True when going there eats the prey.
    pub eat: bool,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ResultView {
    /// The eater, if an animal was eaten.
    pub winner: Option<Animal>,
    /// The eaten animal.
    pub loser: Option<Animal>,
    /// The third animal.
    pub survivor: Option<Animal>,
    /// `"eaten"` or `"ply cap"`.
    pub reason: String,
}

pub(crate) fn view(game: &ElephantFoxMouse, viewer: Viewer) -> View {
    let piece = |a: Animal| PieceView {
        animal: a,
        letter: a.letter(),
        seat: a.seat().0,
        cell: game.cell(a),
        prey: a.prey(),
        predator: a.predator(),
    };
    let mut targets = Vec::new();
    if let Some(mover) = game.animal_to_move() {
        actions::for_each_action(game.cells(), mover, |cell, eat| {
            targets.push(Target { cell, eat })
        });
    }
    let result = game.outcome().map(|o| {
        let loser = game.eaten();
        ResultView {
            winner: loser.map(Animal::predator),
            loser,
            survivor: loser.map(Animal::prey),
            reason: o.reason,
        }
    });
    View {
        you: viewer.seat().and_then(Animal::from_seat),
        size: crate::board::SIZE,
        pieces: Animal::ALL.map(piece),
        order: game.order().animals(),
        to_move: game.animal_to_move(),
        ply: game.ply(),
        ply_cap: game.params().ply_cap,
        last_move: game.last_move().map(|mv| LastMoveView {
            mv,
            text: describe_last(mv),
        }),
        targets,
        result,
    }
}

/// The previous turn in the past tense.
pub(crate) fn describe_last(mv: LastMove) -> String {
    match mv.ate {
        Some(victim) => format!("the {} ate the {} on {}", mv.animal, victim, mv.to),
        None => format!("the {} moved from {} to {}", mv.animal, mv.from, mv.to),
    }
}

pub(crate) fn explain(game: &ElephantFoxMouse, mv: Cell) -> String {
    let Some(mover) = game.animal_to_move() else {
        return "the game is over".into();
    };
    let from = game.cells()[mover.index()];
    match judge(game.cells(), mover, mv) {
        Err(why) => format!("the {mover} cannot go to {mv}: {why}"),
        Ok(true) => format!(
            "the {mover} eats the {} on {mv} and wins; the {} survives",
            mover.prey(),
            mover.predator()
        ),
        Ok(false) => {
            let mut s = format!("the {mover} moves from {from} to {mv}");
            let touches = |a: Animal| game.cell(a).is_some_and(|c| c.touches(mv));
            if touches(mover.prey()) {
                let _ = write!(s, ", next to the {} it hunts", mover.prey());
            }
            if touches(mover.predator()) {
                let _ = write!(s, ", within reach of the {}", mover.predator());
            }
            s
        }
    }
}

/// The board with coordinates, who is where, the order and whose turn. For the seat to move,
/// `+` marks the empty cells it can go to and `(F)` a prey it can eat.
pub(crate) fn render(game: &ElephantFoxMouse, viewer: Viewer) -> String {
    let you = viewer.seat().and_then(Animal::from_seat);
    let mut marks = [None; crate::board::CELLS];
    let yours = you.is_some() && you == game.animal_to_move();
    if let (true, Some(mover)) = (yours, game.animal_to_move()) {
        actions::for_each_action(game.cells(), mover, |c, eat| marks[c.index()] = Some(eat));
    }
    let files = "     a  b  c  d  e  f\n";
    let mut s = String::from(files);
    for rank in (0..crate::board::SIZE).rev() {
        let _ = write!(s, "  {} ", rank + 1);
        for file in 0..crate::board::SIZE {
            let Some(cell) = Cell::new(file, rank) else {
                continue;
            };
            let who = Animal::ALL
                .into_iter()
                .find(|&a| game.cell(a) == Some(cell));
            let text = match (who, marks[cell.index()]) {
                (Some(a), Some(true)) => format!("({})", a.letter()),
                (Some(a), _) => format!(" {} ", a.letter()),
                (None, Some(_)) => " + ".to_string(),
                (None, None) => " . ".to_string(),
            };
            s.push_str(&text);
        }
        let _ = writeln!(s, " {}", rank + 1);
    }
    s.push_str(files);
    let pieces: Vec<String> = Animal::ALL
        .iter()
        .map(|&a| match game.cell(a) {
            Some(c) => format!("{} ({}) {c}", a.title(), a.letter()),
            None => format!("{} ({}) eaten", a.title(), a.letter()),
        })
        .collect();
    let _ = writeln!(s, "{}", pieces.join("   "));
    let _ = writeln!(s, "Food chain: E eats F, F eats M, M eats E.");
    let order: Vec<&str> = game.order().animals().iter().map(|a| a.title()).collect();
    let _ = write!(s, "Turn order: {}.  Ply {}", order.join(" -> "), game.ply());
    match game.params().ply_cap {
        Some(cap) => {
            let _ = writeln!(s, " of {cap}.");
        }
        None => s.push_str(".\n"),
    }
    if let Some(last) = game.last_move() {
        let _ = writeln!(s, "Last move: {}.", describe_last(last));
    }
    if let Some(o) = game.outcome() {
        match game.eaten() {
            Some(v) => {
                let _ = writeln!(
                    s,
                    "Game over: the {} wins, the {v} loses, the {} survives.",
                    v.predator(),
                    v.prey()
                );
            }
            None => {
                let _ = writeln!(s, "Game over: a draw for everyone ({}).", o.reason);
            }
        }
    } else if let Some(mover) = game.animal_to_move() {
        let _ = writeln!(s, "{} to move.", mover.title());
    }
    if let Some(me) = you {
        let _ = write!(
            s,
            "You are the {} ({}): you eat the {}, the {} eats you.",
            me.title(),
            me.letter(),
            me.prey(),
            me.predator()
        );
        s.push('\n');
        if yours {
            s.push_str("+ marks where you can move, ( ) a prey you can eat.\n");
        }
    }
    s
}

/// The rules as players read them, wrapped for an 80-column terminal.
pub(crate) fn rules(params: &Params) -> String {
    let mut s = String::from(RULES);
    match params.ply_cap {
        Some(cap) => {
            let _ = writeln!(
                s,
                "In this game the chase is limited: after {cap} plies (single turns) without\n\
                 an eat, the game ends in a draw for everyone."
            );
        }
        None => s.push_str("There is no limit: with careful play the chase can go on forever.\n"),
    }
    s.push_str(TYPING);
    s
}

const RULES: &str = "\
ELEPHANT - FOX - MOUSE (Voi Cáo Chuột)

Three players, three animals on a 6x6 board: the Elephant (E), the Fox (F) and
the Mouse (M). The Elephant eats the Fox, the Fox eats the Mouse, and the Mouse
eats the Elephant: each animal hunts one and is hunted by the other.

The board has files a-f from left to right and ranks 1-6 from bottom to top, so
c3 is the third file, third rank.

Start: the animals are placed at random, far enough apart that nobody can eat
anybody during the first round, whatever is played. A turn order is drawn at
random and announced; it stays the same for the whole game.

On your turn you must do one of these (you may not pass):
  Move  1 or 2 cells in a straight line (up, down, left or right) onto an empty
        cell, without jumping over another animal.
  Eat   if your prey stands on one of the 8 cells around you (diagonals too),
        step onto its cell. Eating is never compulsory.
You can never step onto your predator, and you can enter your prey's cell only
by eating it from a touching cell.

The game ends as soon as an animal is eaten: the eater wins, the eaten animal
loses and the third animal survives.
";

const TYPING: &str = "
To play, type the cell your animal goes to, for example c3, or its file and
rank as two numbers (3 3 means c3). Your animal is implied by the turn.
";

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Seat;

    #[test]
    fn rules_fit_in_80_columns() {
        for p in [Params::default(), Params { ply_cap: Some(300) }] {
            for line in rules(&p).lines() {
                assert!(line.chars().count() <= 80, "{line}");
            }
        }
    }

    #[test]
    fn render_marks_targets_for_the_seat_to_move_only() {
        let g = ElephantFoxMouse::from_text(&Params::default(), "E c3 F d4 M a6 / order E F M / E")
            .unwrap();
        let mine = render(&g, Viewer::Seat(Seat(0)));
        assert!(mine.contains("(F)"), "{mine}");
        let board: String = mine.lines().take(8).collect();
        assert_eq!(board.matches('+').count(), 8, "{mine}");
        let theirs = render(&g, Viewer::Spectator);
        assert!(
            !theirs.contains('+') && theirs.contains("Elephant to move."),
            "{theirs}"
        );
        assert!(
            theirs.contains("Turn order: Elephant -> Fox -> Mouse."),
            "{theirs}"
        );
        for line in mine.lines() {
            assert!(line.chars().count() <= 80, "{line}");
        }
    }
}
