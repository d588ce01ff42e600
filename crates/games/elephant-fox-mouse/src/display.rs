//! What players see: the rules text, the board drawing, move explanations and the view
//! sent to clients.

use crate::actions::{self, judge};
use crate::state::{AUTOMATED_PLY_CAP, ElephantFoxMouse, LastMove, Params};
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
    /// The seed's picture of the animal to move, cell by cell: where it can move, where it
    /// can eat, and where both (empty once the game is over). See [`Reach`].
    pub reach: Vec<Reach>,
    /// The predator of the animal to move: the one animal that can eat it.
    pub hunter: Option<Animal>,
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
    /// True when its predator stands on a touching cell: on its next turn the predator can
    /// eat it.
    pub in_danger: bool,
}

/// One cell of the reach of the animal to move, coloured as the seed's picture colours it:
/// blue where it can move, red where it can eat, yellow where it can do both.
///
/// - `"move"`: a legal move now (an empty cell 1 or 2 steps away in a straight line, the
///   way clear);
/// - `"eat"`: one of the 8 touching cells that is not a legal move: a diagonal neighbour,
///   or the prey's own cell; the animal eats there if its prey stands there;
/// - `"both"`: a touching cell it can also move to now (an empty orthogonal neighbour):
///   a move, and an eat should the prey step there.
///
/// The cell of the predator is never part of the reach (nobody steps onto its predator).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reach {
    /// The cell.
    pub cell: Cell,
    /// `"move"`, `"eat"` or `"both"`.
    pub kind: &'static str,
    /// True when going there is a legal action now (a move, or an eat of the prey on it).
    pub legal: bool,
    /// True when the prey stands there: going there eats it.
    pub prey: bool,
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
        in_danger: match (game.cell(a), game.cell(a.predator())) {
            (Some(me), Some(hunter)) => me.touches(hunter),
            _ => false,
        },
    };
    let mut targets = Vec::new();
    let mut reach = Vec::new();
    if let Some(mover) = game.animal_to_move() {
        actions::for_each_action(game.cells(), mover, |cell, eat| {
            targets.push(Target { cell, eat })
        });
        reach = reach_of(game, mover, &targets);
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
        reach,
        hunter: game.animal_to_move().map(Animal::predator),
        result,
    }
}

/// The seed's colouring of the cells around `mover` (see [`Reach`]), in cell order.
fn reach_of(game: &ElephantFoxMouse, mover: Animal, targets: &[Target]) -> Vec<Reach> {
    let Some(from) = game.cell(mover) else {
        return Vec::new();
    };
    let predator = game.cell(mover.predator());
    let prey = game.cell(mover.prey());
    Cell::all()
        .filter_map(|cell| {
            let moves = targets.iter().any(|t| t.cell == cell && !t.eat);
            let eats = from.touches(cell) && Some(cell) != predator;
            let kind = match (moves, eats) {
                (true, true) => "both",
                (true, false) => "move",
                (false, true) => "eat",
                (false, false) => return None,
            };
            Some(Reach {
                cell,
                kind,
                legal: targets.iter().any(|t| t.cell == cell),
                prey: Some(cell) == prey,
            })
        })
        .collect()
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
        None => {
            let _ = writeln!(
                s,
                "There is no limit: with careful play the chase can go on forever. Only a\n\
                 game with a computer in every seat stops after {AUTOMATED_PLY_CAP} plies, as a draw for\n\
                 everyone, so that it always ends."
            );
        }
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

Ways out: on your turn you may offer a draw; the game is drawn when both other
players accept it (one refusal, or moving on without accepting, ends the
offer). Resigning counts as being eaten: your predator wins and the third
animal survives.
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

    /// The rules say which games have a move limit: none for people, a draw at the cap
    /// for computers alone, and the number is the one the game uses.
    #[test]
    fn rules_say_which_games_have_a_limit() {
        let people = rules(&Params::default());
        assert!(people.contains("There is no limit"), "{people}");
        assert!(
            people.contains(&format!(
                "computer in every seat stops after {AUTOMATED_PLY_CAP} plies"
            )),
            "{people}"
        );
        let computers = rules(&<ElephantFoxMouse as Game>::automated(&Params::default()));
        assert!(
            computers.contains(&format!("after {AUTOMATED_PLY_CAP} plies")),
            "{computers}"
        );
        assert!(!computers.contains("There is no limit"), "{computers}");
    }

    fn reach(text: &str) -> (View, Vec<(String, &'static str, bool)>) {
        let g = ElephantFoxMouse::from_text(&Params::default(), text).unwrap();
        let v = view(&g, Viewer::Spectator);
        let cells = v
            .reach
            .iter()
            .map(|r| (r.cell.to_string(), r.kind, r.legal))
            .collect();
        (v, cells)
    }

    #[test]
    fn reach_colours_cells_as_the_seed_picture() {
        // Worked position 2: E c3, prey F on the diagonal d4, M far away.
        let (v, cells) = reach("E c3 F d4 M a6 / order E F M / E");
        let kind = |c: &str| {
            cells
                .iter()
                .find(|(x, _, _)| x == c)
                .map(|&(_, k, l)| (k, l))
        };
        // Two steps away: move only. Orthogonal neighbours: both. Diagonals: eat only.
        assert_eq!(kind("c5"), Some(("move", true)));
        assert_eq!(kind("a3"), Some(("move", true)));
        assert_eq!(kind("c4"), Some(("both", true)));
        assert_eq!(kind("b3"), Some(("both", true)));
        assert_eq!(
            kind("b2"),
            Some(("eat", false)),
            "an empty diagonal: eat only"
        );
        assert_eq!(kind("d4"), Some(("eat", true)), "the prey on a diagonal");
        assert!(v.reach.iter().any(|r| r.prey && r.cell.to_string() == "d4"));
        assert_eq!(cells.len(), 8 + 4, "8 moves and the 4 diagonals");
        assert_eq!(
            cells.iter().filter(|(_, _, legal)| *legal).count(),
            v.targets.len()
        );
        assert_eq!(v.hunter, Some(Animal::Mouse));
    }

    #[test]
    fn reach_leaves_out_the_predator_and_marks_danger() {
        // Worked position 3: the Mouse (E's predator) on c4 touches the Elephant on c3.
        let (v, cells) = reach("E c3 F e3 M c4 / order E F M / E");
        assert!(
            !cells.iter().any(|(c, _, _)| c == "c4"),
            "never onto the predator"
        );
        assert!(
            !cells.iter().any(|(c, _, _)| c == "c5"),
            "blocked by the predator"
        );
        assert!(
            !cells.iter().any(|(c, _, _)| c == "e3"),
            "the prey two cells away is out of reach"
        );
        let e = &v.pieces[0];
        assert!(e.in_danger, "the mouse touches the elephant");
        assert!(!v.pieces[1].in_danger);
        // Legal cells of the reach are exactly the listed targets.
        let mut legal: Vec<String> = cells
            .iter()
            .filter(|(_, _, l)| *l)
            .map(|(c, _, _)| c.clone())
            .collect();
        let mut targets: Vec<String> = v.targets.iter().map(|t| t.cell.to_string()).collect();
        legal.sort();
        targets.sort();
        assert_eq!(legal, targets);
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
