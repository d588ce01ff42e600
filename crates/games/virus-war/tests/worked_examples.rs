//! The worked positions W1–W11, one test each (W12, the generator counts, is in perft.rs).

mod common;

use common::{cell, mv, play_record, position, set, start};
use parlour_core::{Game, Heuristic, ParseMoveError, SeatResult};
use parlour_virus_war::{Move, MoveError, O, X};

#[test]
fn w1_start_and_first_sub_move() {
    let mut s = start();
    assert_eq!(s.available(X), set("a1"));
    assert_eq!(s.legal_moves(), vec![mv("a1"), Move::Pass]);
    assert_eq!(
        s.check(mv("b2")),
        Err(MoveError::FirstSubMove {
            cell: cell("b2"),
            start: cell("a1")
        })
    );
    s.play(mv("a1")).unwrap();
    assert_eq!(s.available(X), set("a2 b1 b2"));
    assert_eq!(s.sub_moves_done(), 1);
}

#[test]
fn w2_o_enters() {
    let mut s = position("a1 b2 c3", "", "", "", "O 0 -");
    assert!(!s.entered(O));
    assert_eq!(s.available(O), set("k10"));
    s.play(mv("k10")).unwrap();
    assert_eq!(s.available(O), set("i9 i10 k9"));
    assert_eq!(s.to_move(), Some(O));
}

#[test]
fn w3_reach_through_killed_noughts() {
    let s = position("a1", "e5 k10", "", "b2 c3 d4", "X 0 -");
    let ax = s.available(X);
    assert_eq!(ax, set("a2 a3 b1 b3 b4 c1 c2 c4 c5 d2 d3 d5 e3 e4 e5"));
    assert_eq!(ax.len(), 15);
    assert_eq!(s.format_move(mv("e5")), "e5*", "e5 is a kill");
    assert_eq!(s.available(O), set("d5 d6 e4 e6 f4 f5 f6 i9 i10 k9"));
    assert!(!s.available(O).contains(cell("d4")), "own killed symbol");
}

#[test]
fn w4_own_killed_symbols_do_not_help() {
    let s = position("a1", "k10", "b2 c3", "", "X 0 -");
    assert_eq!(s.available(X), set("a2 b1"));
    assert_eq!(s.available(O), set("i9 i10 k9"));
    assert_eq!(s.check(mv("b2")), Err(MoveError::OwnKilled(cell("b2"))));
    assert_eq!(s.check(mv("c4")), Err(MoveError::NotAvailable(cell("c4"))));
}

#[test]
fn w4b_enemy_runs_along_killed_crosses() {
    let s = position("a1", "d4 k10", "b2 c3", "", "O 0 -");
    let ao = s.available(O);
    assert_eq!(
        ao,
        set("a1 a2 a3 b1 b3 b4 c1 c2 c4 c5 d2 d3 d5 e3 e4 e5 i9 i10 k9")
    );
    assert!(ao.contains(cell("a1")), "O can kill a1");
    assert_eq!(s.format_move(mv("a1")), "a1*");
}

#[test]
fn w5_dormant_chain_wakes_within_the_turn() {
    let mut s = position("a1", "k10", "", "c3 d4", "X 0 -");
    assert_eq!(s.available(X), set("a2 b1 b2"));
    s.play(mv("b2")).unwrap();
    assert_eq!(s.sub_moves_done(), 1);
    assert_eq!(
        s.available(X),
        set("a2 a3 b1 b3 b4 c1 c2 c4 c5 d2 d3 d5 e3 e4 e5")
    );
    // The legal moves now are exactly that set (no pass mid-turn).
    let legal: Vec<Move> = s.available(X).iter().map(Move::Cell).collect();
    assert_eq!(s.legal_moves(), legal);
}

#[test]
fn w6_chains_cross_at_a_diagonal() {
    let s = position("b3", "e3 k10", "c5 d4", "c4 d5", "X 0 -");
    assert_eq!(
        s.available(X),
        set("a2 a3 a4 b2 b4 b5 c2 c3 c6 d3 d6 e4 e5 e6")
    );
    assert_eq!(s.reach(X), set("b3 c4 d5"));
    assert_eq!(
        s.available(O),
        set("b4 b5 b6 c3 c6 d2 d3 d6 e2 e4 e5 f2 f3 f4 i9 i10 k9")
    );
    assert_eq!(s.reach(O), set("c5 d4 e3 k10"));
    assert!(!s.available(O).contains(cell("b3")));
}

#[test]
fn w7_short_turn_then_forced_pass_then_draw() {
    let mut s = position("a1", "k10", "a2 b2 c1 c2", "", "X 0 -");
    assert_eq!(s.available(X), set("b1"));
    s.play(mv("b1")).unwrap();
    // Nothing left: the turn ended after one sub-move, and it was not a pass.
    assert_eq!(s.to_move(), Some(O));
    assert_eq!(s.sub_moves_done(), 0);
    assert!(!s.pass_flag());
    assert_eq!(s.last_turn().to_string(), "b1");
    assert!(parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(mv("i9"))).contains("grows"));
    // O plays a normal turn far away.
    for c in ["i9", "h8", "g7"] {
        s.play(mv(c)).unwrap();
    }
    assert_eq!(s.to_move(), Some(X));
    assert!(s.available(X).is_empty());
    assert_eq!(s.legal_moves(), vec![Move::Pass], "a forced pass");
    assert!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(Move::Pass)).contains("must pass")
    );
    s.play(Move::Pass).unwrap();
    assert!(s.pass_flag());
    assert_eq!(s.last_turn().to_string(), "--");
    s.play(Move::Pass).unwrap();
    let o = s.outcome().unwrap();
    assert!(o.is_draw());
    assert_eq!(o.reason, "double pass");
    assert!(s.legal_moves().is_empty());
    assert_eq!(s.to_move(), None);
}

#[test]
fn w7b_own_killed_symbols_are_the_enemys_highway() {
    let s = position("a1", "d3 k10", "a2 b2 c1 c2", "", "O 0 -");
    assert_eq!(
        s.available(O),
        set("a1 a3 b1 b3 c3 c4 d1 d2 d4 e2 e3 e4 i9 i10 k9")
    );
}

#[test]
fn w8_fortress_behind_a_side_to_side_wall() {
    let s = position("a1", "k10", "", "a3 b3 c3 c2 c1", "X 0 -");
    assert_eq!(s.available(X), set("a2 b1 b2"));
    assert_eq!(s.reach(X), set("a1"), "the wall is not yet X's reach");
    let potential = s.potential(O);
    for c in ["a1", "a2", "b1", "b2"] {
        assert!(!potential.contains(cell(c)), "{c} is outside O's potential");
    }
    assert!(s.permanently_safe(X));
    assert!(!s.permanently_safe(O));
    // The evaluation bound: X can never lose, so X's value is never negative.
    assert!(s.evaluate(X) >= 0, "{}", s.evaluate(X));
    let o_to_move = position("a1", "k10", "", "a3 b3 c3 c2 c1", "O 0 -");
    assert!(o_to_move.evaluate(X) >= 0);
    assert!(o_to_move.evaluate(O) <= 0);
}

#[test]
fn w8b_a_diagonal_gap_leaks() {
    let s = position("a1", "k10", "", "a3 b3 c2 c1", "X 0 -");
    let potential = s.potential(O);
    for c in ["a1", "a2", "b1", "b2", "c3"] {
        assert!(potential.contains(cell(c)), "{c} is inside O's potential");
    }
    assert!(!s.permanently_safe(X));
}

const W9: &str = "1. a1,b2,c3 k10,i9,h8 2. d4,e5,f6 g7,f6*,e5*";

#[test]
fn w9_sample_game_notation_and_domino() {
    let mut s = start();
    play_record(&mut s, W9);
    let text = s.to_text();
    let expected = ".........O/........O./.......O../......O.../.....x..../....x...../\
                    ...X....../..X......./.X......../X......... X 0 -";
    assert_eq!(&text[..expected.len()], expected);
    assert_eq!(
        &text[expected.len()..],
        " g7,f6*,e5*",
        "our optional last-turn field"
    );
    assert_eq!(
        s.available(X),
        set("a2 a3 b1 b3 b4 c1 c2 c4 c5 d2 d3 d5 e3 e4")
    );
    assert_eq!(s.available(X).len(), 14);
    let ao = s.available(O);
    assert_eq!(
        ao,
        set("d4 d5 d6 e4 e6 e7 f4 f5 f7 f8 g5 g6 g8 g9 h6 h7 h9 h10 i7 i8 i10 k8 k9")
    );
    assert_eq!(ao.len(), 23);
    // O threatens d4 now, then c3 and b2 along the diagonal: three kills in one turn.
    assert!(s.features().threats[1] >= 3);
    let mut o_to_move = parlour_virus_war::VirusWar::from_text(
        &Default::default(),
        &expected.replace(" X 0 -", " O 0 -"),
    )
    .unwrap();
    for c in ["d4", "c3", "b2"] {
        assert_eq!(o_to_move.format_move(mv(c)), format!("{c}*"));
        o_to_move.play(mv(c)).unwrap();
    }
    assert_eq!(o_to_move.killed(X), set("b2 c3 d4 e5 f6"));
}

#[test]
fn w9_parser_checks_kill_marks() {
    let mut s = start();
    play_record(&mut s, "1. a1,b2,c3 k10,i9,h8 2. d4,e5,f6 g7");
    // O to move, sub-move 2: f6 holds a live cross.
    assert_eq!(s.parse_move("f6*"), Ok(mv("f6")));
    assert_eq!(s.parse_move("F6*"), Ok(mv("f6")));
    assert_eq!(s.parse_move("f6"), Ok(mv("f6")));
    s.play(mv("f6")).unwrap();
    assert_eq!(s.parse_move("e5*"), Ok(mv("e5")));
    // f6 is now a killed cross, and f7 is empty: a * there is inconsistent.
    assert!(matches!(
        s.parse_move("f7*"),
        Err(ParseMoveError::Inconsistent { .. })
    ));
    assert!(matches!(
        s.parse_move("f6*"),
        Err(ParseMoveError::Inconsistent { .. })
    ));
    // Before f6 was played it was empty: reject there too.
    let mut early = start();
    play_record(&mut early, "1. a1,b2,c3 k10,i9,h8 2. d4,e5");
    assert!(matches!(
        early.parse_move("f6*"),
        Err(ParseMoveError::Inconsistent { .. })
    ));
}

#[test]
fn w10_win_in_the_middle_of_a_turn() {
    let mut s = position("a1 b2 c3 d4", "e5", "", "", "X 0 -");
    assert!(s.entered(O));
    assert!(s.available(X).contains(cell("e5")));
    assert!(parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(mv("e5"))).contains("wins"));
    s.play(mv("e5")).unwrap();
    let o = s.outcome().expect("the game ends at once");
    assert_eq!(o.result(X), SeatResult::Win);
    assert_eq!(o.result(O), SeatResult::Loss);
    assert_eq!(o.reason, "destruction");
    assert_eq!(s.to_move(), None, "no second sub-move is requested");
    assert!(s.legal_moves().is_empty());
    assert_eq!(s.check(mv("f6")), Err(MoveError::GameOver));
}

#[test]
fn w10b_a_player_who_has_not_entered_is_not_destroyed() {
    let mut s = start();
    for c in ["a1", "b2", "c3"] {
        s.play(mv(c)).unwrap();
        assert!(s.outcome().is_none());
    }
    assert_eq!(s.to_move(), Some(O));
    assert!(!s.entered(O));
}

#[test]
fn w11_passes() {
    let s = position("a1 b2", "k10 i9", "", "", "X 0 -");
    assert!(!s.available(X).is_empty());
    // A voluntary pass is legal at the start of the turn and sets the flag.
    let mut passed = s.clone();
    passed.play(Move::Pass).unwrap();
    assert!(passed.pass_flag());
    assert!(passed.to_text().contains(" O 0 p"));
    let mut draw = passed.clone();
    draw.play(Move::Pass).unwrap();
    assert!(draw.outcome().unwrap().is_draw());
    assert!(draw.to_text().contains(" X 0 pp"));
    let mut cleared = passed.clone();
    cleared.play(mv("h8")).unwrap();
    assert!(!cleared.pass_flag());
    // A pass after one or two sub-moves is illegal.
    let mut mid = s.clone();
    mid.play(mv("c3")).unwrap();
    assert_eq!(
        mid.check(Move::Pass),
        Err(MoveError::PassMidTurn { left: 2 })
    );
    mid.play(mv("d4")).unwrap();
    assert_eq!(
        mid.check(Move::Pass),
        Err(MoveError::PassMidTurn { left: 1 })
    );
    assert!(!mid.legal_moves().contains(&Move::Pass));
    let before = mid.clone();
    assert!(mid.play(Move::Pass).is_err());
    assert_eq!(mid, before, "a refused pass changes nothing");
}

#[test]
fn render_view_and_explain_tell_the_story() {
    use parlour_core::Viewer;
    let mut s = start();
    play_record(&mut s, "1. a1,b2,c3 k10,i9,h8 2. d4,e5,f6 g7,f6*");
    let text = s.render(Viewer::Seat(O), &parlour_i18n::Lang::En);
    assert!(text.contains("    a b c d e f g h i k"));
    assert!(text.contains(" 10  . . . . . . . + + O  10"));
    assert!(text.contains("This turn so far, O: g7, f6*"), "{text}");
    assert!(text.contains("Last turn, X: d4, e5, f6"));
    assert!(text.contains("sub-move 3 of 3"));
    assert!(text.contains("kills: e5*"));
    assert!(text.contains("<- you"));
    let view = s.view(Viewer::Spectator);
    assert_eq!(view.to_move, Some(O));
    assert_eq!(view.sub_moves_left, 1);
    assert!(!view.can_pass);
    assert_eq!(view.kills_available, vec!["e5".to_string()]);
    assert_eq!(view.this_turn.len(), 2);
    assert!(view.this_turn[1].kill);
    assert_eq!(view.last_turn.as_ref().unwrap().seat, X);
    let json = serde_json::to_string(&view).unwrap();
    assert!(json.contains("\"kills_available\":[\"e5\"]"));
    let e = parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(mv("e5")));
    assert!(
        e.contains("kills the cross on e5") && e.contains("ends O's turn"),
        "{e}"
    );
    let e = parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(mv("d5")));
    assert!(
        e.starts_with("d5 is not legal here: d5 is not available"),
        "{e}"
    );
    let e = parlour_i18n::lines(parlour_i18n::Lang::En, &start().explain(mv("a1")));
    assert_eq!(e, "X enters the game on a1; 2 more sub-moves to make");
    let e = parlour_i18n::lines(parlour_i18n::Lang::En, &start().explain(Move::Pass));
    assert_eq!(e, "X passes; if O passes too, the game is drawn");
}
