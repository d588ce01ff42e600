//! What players see: the rules text, the board drawing, move explanations and the view
//! sent to clients.

use crate::actions::{self, judge};
use crate::state::{AUTOMATED_PLY_CAP, ElephantFoxMouse, LastMove, Params};
use crate::{Animal, Cell};
use parlour_core::{Describe, Difficulty, Game, Message, RulesText, Viewer, Words};
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
    /// What happened, as a message (English: "the fox moved from e4 to e6").
    pub text: Message,
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

/// The previous turn in the past tense. Animals are given by id (`"fox"`), so each
/// language chooses their names in the case its sentence needs.
pub(crate) fn describe_last(mv: LastMove) -> Message {
    match mv.ate {
        Some(victim) => Message::new("efm-last-ate")
            .with("animal", mv.animal.name())
            .with("victim", victim.name())
            .with("cell", mv.to.to_string()),
        None => Message::new("efm-last-moved")
            .with("animal", mv.animal.name())
            .with("from", mv.from.to_string())
            .with("to", mv.to.to_string()),
    }
}

/// What a move would do: eat and win, or move, and next to whom it lands.
pub(crate) fn explain(game: &ElephantFoxMouse, mv: Cell) -> Message {
    let Some(mover) = game.animal_to_move() else {
        return Message::new("play-game-over");
    };
    let from = game.cells()[mover.index()];
    let m = |key: &'static str| {
        Message::new(key)
            .with("mover", mover.name())
            .with("prey", mover.prey().name())
            .with("predator", mover.predator().name())
            .with("cell", mv.to_string())
    };
    match judge(game.cells(), mover, mv) {
        Err(why) => m("efm-cannot-go").with("reason", why.message()),
        Ok(true) => m("efm-eats-wins"),
        Ok(false) => {
            let touches = |a: Animal| game.cell(a).is_some_and(|c| c.touches(mv));
            let key = match (touches(mover.prey()), touches(mover.predator())) {
                (false, false) => "efm-moves",
                (true, false) => "efm-moves-near-prey",
                (false, true) => "efm-moves-near-predator",
                (true, true) => "efm-moves-near-both",
            };
            m(key).with("from", from.to_string())
        }
    }
}

/// The board with coordinates, who is where, the order and whose turn. For the seat to move,
/// `+` marks the empty cells it can go to and `(F)` a prey it can eat.
pub(crate) fn render(game: &ElephantFoxMouse, viewer: Viewer, words: &dyn Words) -> String {
    let name = |a: Animal| words.say(&Message::new("efm-name").with("animal", a.name()));
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
        .map(|&a| {
            let m = match game.cell(a) {
                Some(c) => Message::new("efm-piece")
                    .with("name", name(a))
                    .with("cell", c.to_string()),
                // The animal's id rather than its name: in Russian "eaten" agrees with
                // the animal's gender, so each language names it inside the sentence.
                None => Message::new("efm-piece-eaten").with("animal", a.name()),
            };
            words.say(&m.with("letter", a.letter().to_string()))
        })
        .collect();
    let _ = writeln!(s, "{}", pieces.join("   "));
    let _ = writeln!(s, "{}", words.word("efm-food-chain"));
    let order: Vec<String> = game.order().animals().iter().map(|&a| name(a)).collect();
    let turn = match game.params().ply_cap {
        Some(cap) => Message::new("efm-order-cap").with("cap", cap),
        None => Message::new("efm-order"),
    };
    let _ = writeln!(
        s,
        "{}",
        words.say(
            &turn
                .with("order", order.join(" -> "))
                .with("ply", game.ply())
        )
    );
    if let Some(last) = game.last_move() {
        let _ = writeln!(
            s,
            "{}",
            words.say(&Message::new("efm-last-move").with("move", describe_last(last)))
        );
    }
    if let Some(o) = game.outcome() {
        let m = match game.eaten() {
            Some(v) => Message::new("efm-over-eaten")
                .with("winner", v.predator().name())
                .with("loser", v.name())
                .with("survivor", v.prey().name()),
            None => Message::new("efm-over-drawn").with(
                "reason",
                Message::new(format!("reason-{}", o.reason.replace(' ', "-"))),
            ),
        };
        let _ = writeln!(s, "{}", words.say(&m));
    } else if let Some(mover) = game.animal_to_move() {
        let _ = writeln!(
            s,
            "{}",
            words.say(&Message::new("efm-to-move").with("animal", mover.name()))
        );
    }
    if let Some(me) = you {
        let m = Message::new("efm-you-are")
            .with("animal", me.name())
            .with("letter", me.letter().to_string())
            .with("prey", me.prey().name())
            .with("predator", me.predator().name());
        let _ = writeln!(s, "{}", words.say(&m));
        if yours {
            let _ = writeln!(s, "{}", words.word("efm-marks"));
        }
    }
    s
}

/// The rules documents, English first (`rules/<lang>.md`, beside this crate).
const DOCUMENTS: &[(&str, &str)] = &[
    ("en", include_str!("../rules/en.md")),
    ("vi", include_str!("../rules/vi.md")),
    ("ru", include_str!("../rules/ru.md")),
];

/// The rules as players read them: the documents, then whether this game has a limit,
/// and last the computer levels ([`crate::bots::describe`]).
pub(crate) fn rules(params: &Params) -> RulesText {
    let limit = match params.ply_cap {
        Some(cap) => Message::new("efm-rules-cap").with("cap", cap),
        None => Message::new("efm-rules-no-cap").with("cap", AUTOMATED_PLY_CAP),
    };
    let mut variant = vec![limit, Message::new("efm-levels")];
    variant.extend(Difficulty::ALL.map(crate::bots::describe));
    RulesText {
        documents: DOCUMENTS,
        variant,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Seat;
    use parlour_i18n::Lang;

    /// The rules in words, their paragraphs on one line each for searching.
    fn said(lang: Lang, p: &Params) -> String {
        parlour_i18n::rules(lang, &rules(p))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn rules_fit_in_80_columns() {
        for p in [Params::default(), Params { ply_cap: Some(300) }] {
            for lang in Lang::ALL {
                for line in parlour_i18n::rules(lang, &rules(&p)).lines() {
                    assert!(line.chars().count() <= 80, "{line}");
                }
            }
        }
    }

    /// The rules say which games have a move limit: none for people, a draw at the cap
    /// for computers alone, and the number is the one the game uses.
    #[test]
    fn rules_say_which_games_have_a_limit() {
        let people = said(Lang::En, &Params::default());
        assert!(people.contains("There is no limit"), "{people}");
        assert!(
            people.contains(&format!(
                "computer in every seat stops after {AUTOMATED_PLY_CAP} plies"
            )),
            "{people}"
        );
        let computers = said(
            Lang::En,
            &<ElephantFoxMouse as Game>::automated(&Params::default()),
        );
        assert!(
            computers.contains(&format!("after {AUTOMATED_PLY_CAP} plies")),
            "{computers}"
        );
        assert!(!computers.contains("There is no limit"), "{computers}");
    }

    #[test]
    fn the_rules_end_with_the_computer_levels() {
        let keys: Vec<String> = rules(&Params::default())
            .variant
            .iter()
            .map(|m| m.key.to_string())
            .collect();
        assert_eq!(
            keys,
            [
                "efm-rules-no-cap",
                "efm-levels",
                "efm-level-easy",
                "efm-level-medium",
                "efm-level-hard"
            ]
        );
        parlour_testkit::check_rules_show_levels(
            &rules(&Params::default()),
            &Difficulty::ALL.map(crate::bots::describe),
        );
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
        let mine = render(&g, Viewer::Seat(Seat(0)), &Lang::En);
        assert!(mine.contains("(F)"), "{mine}");
        let board: String = mine.lines().take(8).collect();
        assert_eq!(board.matches('+').count(), 8, "{mine}");
        let theirs = render(&g, Viewer::Spectator, &Lang::En);
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
