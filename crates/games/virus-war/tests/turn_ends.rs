//! How a turn ended, as the view tells it (the page and the console say it in words): a
//! full turn, a turn cut short because nothing was left available, a voluntary pass, a
//! forced pass, and the winning kill. The games are literal sequences on the small board.

use parlour_core::{Game, Viewer};
use parlour_virus_war::{TurnEnd, VirusWar};

/// Plays the sub-moves (and passes) in order on the small board.
fn play(moves: &[&str]) -> VirusWar {
    let params = VirusWar::variant("small").expect("the small variant");
    let mut g = VirusWar::new(&params, 0).expect("a new game");
    for m in moves {
        let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        g.play(mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn last_end(g: &VirusWar) -> (TurnEnd, usize) {
    let turn = g
        .view(Viewer::Spectator)
        .last_turn
        .expect("a completed turn");
    (turn.end, turn.sub_moves.len())
}

/// X's last turn (`d2 f1`) stops after two sub-moves: nothing is left available to X.
/// (The same game is played by two browsers in `tests/browser_virus_war.rs`.)
const SHORT_TURN: [&str; 38] = [
    "a1", "a2", "b2", "f6", "e5", "d4", "c1", "b1", "d1", "e4", "e6", "c4", "c2", "a3", "e1", "d6",
    "c6", "b5", "b3", "c3", "d3", "c3*", "c5", "b3*", "e3", "f2", "e2", "b4", "a3*", "e3*", "f3",
    "d4*", "c5*", "e2*", "f3*", "d3*", "d2", "f1",
];

/// After X's kills on e5, f5 and e6, O's last nought (f6) is walled in by killed noughts.
const FORCED_PASS: [&str; 15] = [
    "a1", "b2", "c3", "f6", "e5", "f5", "d4", "e4", "e3", "e6", "d4*", "c3*", "e5*", "f5*", "e6*",
];

#[test]
fn a_full_turn_and_a_voluntary_pass() {
    let g = play(&["a1", "b2", "c3"]);
    assert_eq!(last_end(&g), (TurnEnd::Full, 3));
    let g = play(&["a1", "b2", "c3", "pass"]);
    assert_eq!(last_end(&g), (TurnEnd::Pass, 0));
}

#[test]
fn a_turn_with_nothing_left_available_ends_short() {
    let before = play(&SHORT_TURN[..36]);
    assert_eq!(
        before.view(Viewer::Spectator).sub_move,
        1,
        "a new turn of X"
    );
    let g = play(&SHORT_TURN);
    assert_eq!(last_end(&g), (TurnEnd::Short, 2));
    let v = g.view(Viewer::Spectator);
    assert_eq!(v.to_move.map(|s| s.0), Some(1), "O moves next");
    assert_eq!(v.sub_move, 1);
    assert!(g.outcome().is_none(), "the game goes on");
}

#[test]
fn nothing_available_at_the_start_is_a_forced_pass() {
    let g = play(&FORCED_PASS);
    let v = g.view(Viewer::Spectator);
    assert!(v.must_pass && v.can_pass && v.available.is_empty(), "{v:?}");
    let legal: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(*m)).collect();
    assert_eq!(legal, ["pass"]);
    let g = play(&[&FORCED_PASS[..], &["pass"]].concat());
    assert_eq!(last_end(&g), (TurnEnd::ForcedPass, 0));
    let v = g.view(Viewer::Spectator);
    assert!(v.pass_would_draw, "a pass by X now draws");
    let g = play(&[&FORCED_PASS[..], &["pass", "pass"]].concat());
    let outcome = g.outcome().expect("two passes end the game");
    assert_eq!(outcome.reason, "double pass");
}

#[test]
fn the_kill_of_the_last_live_symbol_wins() {
    // X kills O's only nought once O has entered: O's colony is destroyed.
    let mut moves: Vec<&str> = FORCED_PASS.to_vec();
    moves.extend([
        "pass", "b1", "c1", "d1", "pass", "e1", "f1", "a2", "pass", "c2", "d2",
    ]);
    moves.extend([
        "e2", "pass", "f2", "a3", "b3", "pass", "d3", "f3", "a4", "pass",
    ]);
    moves.extend([
        "b4", "c4", "f4", "pass", "a5", "b5", "c5", "pass", "d5", "a6", "b6",
    ]);
    moves.extend(["pass", "c6", "d6", "f6*"]);
    let g = play(&moves);
    assert_eq!(last_end(&g), (TurnEnd::Win, 3));
    assert_eq!(g.outcome().expect("over").reason, "destruction");
}
