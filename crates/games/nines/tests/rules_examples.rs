//! The worked examples as tests: static board data, perft from the empty board, scenarios.

mod common;

use common::{legal_actions, perft_steps, perft_turns, position, replay};
use parlour_core::{Game, Seat, SeatResult};
use parlour_nines::board::{self, EDGES, LINES, NEIGHBOURS, POINTS};
use parlour_nines::{Nines, Phase, Point, Reason, Rules, Step};

const BOTH: [Rules; 2] = [Rules::client(), Rules::standard()];

// ----- Static data -----

#[test]
fn edges_and_degrees() {
    assert_eq!(EDGES.len(), 32);
    let mut histogram = [0; 5];
    for n in NEIGHBOURS {
        histogram[n.count_ones() as usize] += 1;
    }
    assert_eq!(histogram, [0, 0, 12, 8, 4]);
    let degree_sum: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
    assert_eq!(degree_sum, 64);
    // The adjacency is symmetric.
    for a in 0..POINTS as u8 {
        for b in 0..POINTS as u8 {
            assert_eq!(board::adjacent(a, b), board::adjacent(b, a));
        }
    }
    // The adjacency list (OpenSpiel's point numbers 0–23), point by point.
    let list: [&[u8]; 24] = [
        &[1, 9],
        &[0, 2, 4],
        &[1, 14],
        &[4, 10],
        &[1, 3, 5, 7],
        &[4, 13],
        &[7, 11],
        &[4, 6, 8],
        &[7, 12],
        &[0, 10, 21],
        &[3, 9, 11, 18],
        &[6, 10, 15],
        &[8, 13, 17],
        &[5, 12, 14, 20],
        &[2, 13, 23],
        &[11, 16],
        &[15, 17, 19],
        &[12, 16],
        &[10, 19],
        &[16, 18, 20, 22],
        &[13, 19],
        &[9, 22],
        &[19, 21, 23],
        &[14, 22],
    ];
    for (p, ns) in list.iter().enumerate() {
        let mask = ns.iter().fold(0u32, |m, &n| m | 1 << n);
        assert_eq!(NEIGHBOURS[p], mask, "neighbours of {p}");
    }
}

#[test]
fn lines_and_classic_mistakes() {
    assert_eq!(LINES.len(), 16);
    for p in Point::all() {
        let on = LINES
            .iter()
            .filter(|l| l.contains(&(p.index() as u8)))
            .count();
        assert_eq!(on, 2, "{p} is on {on} lines");
    }
    assert!(board::is_line(9, 10, 11));
    assert!(!board::is_line(10, 11, 12));
    assert!(!board::adjacent(11, 12));
    assert!(!board::adjacent(7, 16));
    // Exactly the 16 triples are lines (all C(24,3) = 2,024 triples tried).
    let mut lines = 0;
    for a in 0..24u8 {
        for b in a + 1..24 {
            for c in b + 1..24 {
                if board::is_line(a, b, c) {
                    lines += 1;
                }
            }
        }
    }
    assert_eq!(lines, 16);
}

#[test]
fn every_one_of_the_2024_triples_closes_a_line_exactly_when_it_is_one() {
    // Place White on the triple (Black elsewhere, out of the way) and see whether the third
    // placement asks for a removal, as OpenSpiel was checked to do.
    let mut removals = 0;
    for a in 0..24u8 {
        for b in a + 1..24 {
            for c in b + 1..24 {
                let black: Vec<u8> = (0..24u8).filter(|p| ![a, b, c].contains(p)).collect();
                let mut s = Nines::new(&Rules::standard(), 0).unwrap();
                let mut bi = 0;
                for (i, w) in [a, b, c].into_iter().enumerate() {
                    s.play(Step::Place(Point::new(w).unwrap())).unwrap();
                    if s.removal_due() {
                        assert_eq!(i, 2, "removal after fewer than three pieces");
                        break;
                    }
                    // Black places where it cannot make a line of its own.
                    loop {
                        let p = Point::new(black[bi]).unwrap();
                        bi += 1;
                        let mut t = s.clone();
                        t.play(Step::Place(p)).unwrap();
                        if !t.removal_due() {
                            s = t;
                            break;
                        }
                    }
                }
                if s.removal_due() {
                    removals += 1;
                    assert!(board::is_line(a, b, c));
                } else {
                    assert!(!board::is_line(a, b, c));
                }
            }
        }
    }
    assert_eq!(removals, 16);
}

// ----- Perft from the empty board -----

const PERFT_STEPS: [u64; 6] = [24, 552, 12_144, 255_024, 5_100_480, 96_223_680];
const PERFT_TURNS: [u64; 6] = [24, 552, 12_144, 255_024, 5_140_800, 99_274_176];

#[test]
fn perft_steps_to_depth_5() {
    for rules in BOTH {
        let s = Nines::new(&rules, 0).unwrap();
        for d in 1..=5 {
            assert_eq!(perft_steps(&s, d), PERFT_STEPS[d as usize - 1], "depth {d}");
        }
    }
    // The kit's perft agrees.
    let s = Nines::new(&Rules::client(), 0).unwrap();
    assert_eq!(parlour_testkit::perft(&s, 4), PERFT_STEPS[3]);
}

#[test]
fn perft_turns_to_depth_5() {
    for rules in BOTH {
        let s = Nines::new(&rules, 0).unwrap();
        for d in 1..=5 {
            assert_eq!(perft_turns(&s, d), PERFT_TURNS[d as usize - 1], "depth {d}");
        }
    }
}

#[test]
#[ignore = "about 100 million leaves: run with --ignored in release"]
fn perft_depth_6() {
    for rules in BOTH {
        let s = Nines::new(&rules, 0).unwrap();
        assert_eq!(perft_steps(&s, 6), PERFT_STEPS[5]);
        assert_eq!(perft_turns(&s, 6), PERFT_TURNS[5]);
    }
}

// ----- Scenarios -----

fn at(label: &str) -> Point {
    Point::from_label(label).unwrap()
}

#[test]
fn scenario_1_basic_line() {
    for rules in BOTH {
        let s = replay(rules, &[0, 9, 1, 10, 2]);
        assert!(s.removal_due());
        assert_eq!(s.to_move(), Some(Seat(0)));
        assert_eq!(legal_actions(&s), vec![9, 10]);
    }
}

#[test]
fn scenario_2_protected_line() {
    let actions = [0, 3, 1, 4, 9, 5, 9, 2];
    // Black's line (3,4,5) removed White's piece on 9.
    let before = replay(Rules::standard(), &actions[..7]);
    assert_eq!(before.piece_at(Point::new(9).unwrap()), None);

    let s = replay(Rules::standard(), &actions);
    assert!(s.removal_due());
    assert_eq!(s.to_move(), Some(Seat(0)));
    assert_eq!(legal_actions(&s), vec![3, 4, 5]);

    let c = replay(Rules::client(), &actions);
    assert!(!c.removal_due());
    assert_eq!(c.to_move(), Some(Seat(1)));
    assert_eq!(legal_actions(&c), (6..24).collect::<Vec<_>>());
    let last = c.view(parlour_core::Viewer::Spectator).last.unwrap();
    assert!(last.closed_line && last.removal_lost);
    // The console explains the lost removal before it happens.
    let before = replay(Rules::client(), &actions[..7]);
    let why = parlour_i18n::lines(
        parlour_i18n::Lang::En,
        &before.explain(Step::Place(Point::new(2).unwrap())),
    );
    assert!(why.contains("nothing is removed"), "{why}");
}

#[test]
fn scenario_3_double_line_one_removal() {
    for rules in BOTH {
        let s = replay(rules, &[1, 3, 2, 6, 9, 17, 21, 19, 0]);
        assert_eq!(s.lines_of(Seat(0)).count(), 2);
        assert!(s.removal_due());
        assert_eq!(legal_actions(&s), vec![3, 6, 17, 19]);
        let mut after = s.clone();
        after.play(Step::Remove(at("b6"))).unwrap();
        assert_eq!(after.to_move(), Some(Seat(1)));
        assert!(!after.removal_due());
        assert_eq!((after.in_hand(Seat(0)), after.in_hand(Seat(1))), (4, 5));
        assert_eq!((after.men(Seat(0)), after.men(Seat(1))), (9, 8));
    }
}

const BLOCKADE: [u32; 20] = [
    7, 14, 11, 12, 16, 5, 8, 23, 2, 1, 3, 21, 4, 19, 9, 6, 0, 10, 423, 496,
];

#[test]
fn scenario_4_blockade_loss() {
    for rules in BOTH {
        let placed = replay(rules, &BLOCKADE[..18]);
        let white: Vec<usize> = board::points(placed.pieces_mask(Seat(0)))
            .map(Point::index)
            .collect();
        let black: Vec<usize> = board::points(placed.pieces_mask(Seat(1)))
            .map(Point::index)
            .collect();
        assert_eq!(white, [0, 2, 3, 4, 7, 8, 9, 11, 16]);
        assert_eq!(black, [1, 5, 6, 10, 12, 14, 19, 21, 23]);
        assert_eq!(
            placed.lines_of(Seat(0)).count() + placed.lines_of(Seat(1)).count(),
            0
        );

        let s = replay(rules, &BLOCKADE);
        assert_eq!(s.to_move(), None);
        assert!(s.legal_moves().is_empty());
        let o = s.outcome().unwrap();
        assert_eq!(o.result(Seat(0)), SeatResult::Loss);
        assert_eq!(o.result(Seat(1)), SeatResult::Win);
        assert_eq!(o.reason, "blockade");
    }
}

const FULL_GAME: [u32; 36] = [
    17, 0, 10, 19, 9, 21, 11, 19, 12, 6, 2, 22, 8, 19, 5, 15, 8, 13, 3, 8, 400, 0, 148, 500, 73,
    523, 21, 50, 423, 13, 86, 400, 14, 138, 423, 18,
];

#[test]
fn scenario_5_full_standard_game() {
    let r = Rules::standard();
    // Action 7 closes (9,10,11); action 16 closes (6,11,15).
    assert!(!replay(r, &FULL_GAME[..6]).removal_due());
    let s7 = replay(r, &FULL_GAME[..7]);
    assert!(s7.removal_due() && s7.to_move() == Some(Seat(0)));
    let s16 = replay(r, &FULL_GAME[..16]);
    assert!(s16.removal_due() && s16.to_move() == Some(Seat(0)));

    // Action 34 (138 = 4→18) is a flight by Black, who has 3 men.
    let s33 = replay(r, &FULL_GAME[..33]);
    assert_eq!(s33.to_move(), Some(Seat(1)));
    assert_eq!(s33.men(Seat(1)), 3);
    assert_eq!(s33.phase(Seat(1)), Phase::Flying);
    assert!(!board::adjacent(4, 18));
    assert!(legal_actions(&s33).contains(&138));

    let end = replay(r, &FULL_GAME);
    assert_eq!(end.men(Seat(1)), 2);
    assert_eq!(end.to_move(), None);
    assert_eq!(end.turns_completed(), 29);
    let o = end.outcome().unwrap();
    assert_eq!(o.result(Seat(0)), SeatResult::Win);
    assert_eq!(o.result(Seat(1)), SeatResult::Loss);
    assert_eq!(o.reason, Reason::TooFewMen.key());
}

#[test]
fn scenario_5_under_client_rules_no_flying() {
    let s33 = replay(Rules::client(), &FULL_GAME[..33]);
    assert_eq!(s33.phase(Seat(1)), Phase::Moving);
    assert_eq!(legal_actions(&s33), vec![121, 125, 127, 223, 325]);
    let flight = common::step_for_action(&s33, 138);
    assert!(matches!(
        s33.check(flight),
        Err(parlour_nines::MoveError::NotAdjacent { .. })
    ));
}

#[test]
fn scenario_6_reforming_a_line_removes_again() {
    let r = Rules::standard();
    let before = replay(r, &FULL_GAME[..25]);
    assert!(!before.removal_due());
    // (16,19,22) stood complete earlier; 19 left it (action 24: 19→20) and comes back.
    assert_eq!(before.piece_at(at("d2")), None);
    let s26 = replay(r, &FULL_GAME[..26]);
    assert!(s26.removal_due());
    assert_eq!(s26.to_move(), Some(Seat(0)));
    assert!(board::in_line(
        s26.pieces_mask(Seat(0)),
        Point::new(19).unwrap()
    ));
    let s27 = replay(r, &FULL_GAME[..27]);
    assert!(!s27.removal_due());
    assert_eq!(s27.to_move(), Some(Seat(1)));
    assert_eq!(s27.turns_without_removal(), 0);
}

#[test]
fn scenario_7_client_elimination() {
    // Movement phase: White a7 d7 g4, Black only a1. White slides g4-g7 and closes the top
    // line, then removes Black's last piece.
    let text = "WW............W......B.. w - 0/0 40 3";
    let s = position(Rules::client(), text);
    assert_eq!(s.to_move(), Some(Seat(0)));
    let mut g = s.clone();
    g.play(g.parse_move("g4-g7").unwrap()).unwrap();
    assert!(g.removal_due());
    assert_eq!(g.legal_moves(), vec![Step::Remove(at("a1"))]);
    g.play(g.parse_move("xa1").unwrap()).unwrap();
    assert_eq!(g.on_board(Seat(1)), 0);
    let o = g.outcome().unwrap();
    assert_eq!(o.result(Seat(0)), SeatResult::Win);
    assert_eq!(o.reason, "elimination");

    // Under `standard` the same position has already ended: Black is down to 1 man.
    let st = position(Rules::standard(), text);
    assert_eq!(st.to_move(), None);
    let o = st.outcome().unwrap();
    assert_eq!(o.result(Seat(0)), SeatResult::Win);
    assert_eq!(o.reason, "too few men");
}

#[test]
fn client_player_with_one_or_two_pieces_plays_on() {
    // Black has two pieces and cannot form lines, but is not lost under `client`.
    let s = position(Rules::client(), "WW............W......B.B w - 0/0 40 3");
    assert!(s.to_move().is_some());
    let mut g = s.clone();
    g.play(g.parse_move("g4-g7").unwrap()).unwrap();
    g.play(g.parse_move("xa1").unwrap()).unwrap();
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(g.men(Seat(1)), 1);
}

#[test]
fn standard_turn_limit_draws_but_a_blocked_player_still_loses() {
    // 199 turns completed, White slides and completes the 200th turn: a draw.
    let s = position(Rules::standard(), "WW.W..B.......W......BBB w - 0/0 199 7");
    let mut g = s.clone();
    g.play(g.parse_move("g4-g7").unwrap()).unwrap();
    // g4-g7 closes the top line: the removal ends the 200th turn.
    g.play(g.parse_move("xc5").unwrap()).unwrap();
    assert_eq!(g.turns_completed(), 200);
    assert_eq!(g.outcome().unwrap().reason, "turn limit");
    assert!(g.outcome().unwrap().is_draw());

    // At the limit a player who cannot move loses all the same (OpenSpiel's order).
    let blocked = replay(Rules::standard(), &BLOCKADE);
    let text = blocked.to_text().replace(" 20 ", " 200 ");
    let at_limit = position(Rules::standard(), &text);
    assert_eq!(at_limit.turns_completed(), 200);
    assert_eq!(at_limit.outcome().unwrap().reason, "blockade");
}

#[test]
fn automated_client_games_end_without_removals() {
    let rules = Rules::client().automated();
    let s = position(rules, "WWW.......B.........BB.B b - 0/0 300 199");
    assert_eq!(s.to_move(), Some(Seat(1)));
    let mut g = s.clone();
    let m = g.legal_moves()[0];
    g.play(m).unwrap();
    assert_eq!(g.turns_without_removal(), 200);
    assert_eq!(g.outcome().unwrap().reason, "no removal limit");
    // Interactive `client` play has no such limit.
    let free = position(Rules::client(), "WWW.......B.........BB.B b - 0/0 300 199");
    let mut f = free.clone();
    f.play(m).unwrap();
    assert!(f.outcome().is_none());
}

#[test]
fn threefold_repetition_draws_only_when_switched_on() {
    // White shuttles a7-d7-a7, Black c5-d5-c5; nobody can close a line.
    let text = "W.W...B.B......B.B...W.W w - 0/0 30 10";
    let shuttle = ["a7-d7", "c5-d5", "d7-a7", "d5-c5"];
    for on in [false, true] {
        let rules = Rules::standard().with_threefold_repetition(on);
        let mut g = position(rules, text);
        for turn in 0..9 {
            assert!(g.outcome().is_none(), "over before turn {turn}");
            g.play(g.parse_move(shuttle[turn % 4]).unwrap()).unwrap();
        }
        // The position after a7-d7 has now come up three times at the start of a turn
        // (after turns 1, 5 and 9).
        if on {
            assert_eq!(g.repetitions(), 3);
            let o = g.outcome().unwrap();
            assert!(o.is_draw());
            assert_eq!(o.reason, "repetition");
            assert_eq!(g.ending().unwrap().reason, Reason::Repetition);
            // The position text keeps the record: read back, it is the same drawn game.
            let back = position(rules, &g.to_text());
            assert_eq!(back, g);
        } else {
            assert_eq!(g.repetitions(), 0);
            assert!(g.outcome().is_none());
        }
    }
    // Twice is not enough, and a removal starts the count again (the record spans the
    // turns since the last placement or removal).
    let rules = Rules::client().with_threefold_repetition(true);
    let mut g = position(rules, text);
    for turn in 0..8 {
        g.play(g.parse_move(shuttle[turn % 4]).unwrap()).unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    assert!(g.outcome().is_none());
    let mut h = position(rules, ".WW...B.BW.....B.B..B..W w - 0/0 30 10");
    let around = ["a4-a1", "c5-d5", "a1-a4", "d5-c5"];
    for turn in 0..8 {
        h.play(h.parse_move(around[turn % 4]).unwrap()).unwrap();
    }
    assert_eq!(h.repetitions(), 2);
    // a4-a7 closes the top line.
    h.play(h.parse_move("a4-a7").unwrap()).unwrap();
    h.play(h.parse_move("xf2").unwrap()).unwrap();
    assert_eq!(h.repetitions(), 1);
    assert!(h.outcome().is_none());
    let said = |r: Rules| {
        let text = parlour_i18n::rules(parlour_i18n::Lang::En, &r.text());
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert!(said(Rules::client().with_threefold_repetition(true)).contains("third time"));
    assert!(!said(Rules::standard()).contains("third time"));
}

/// The drawing writes each side's letter in the reader's language: B stood for Black in
/// every language, and a Russian reader takes Б for «белые».
#[test]
fn the_drawing_letters_each_side_in_the_readers_language() {
    use parlour_i18n::Lang;
    let s = replay(Rules::standard(), &[0, 1]);
    let draw = |lang| s.render(parlour_core::Viewer::Seat(Seat(0)), &lang);
    let english = draw(Lang::En);
    assert!(english.starts_with(" 7  W-----------B"), "{english}");
    assert!(english.contains("White W (you):"), "{english}");
    let russian = draw(Lang::Ru);
    assert!(russian.starts_with(" 7  Б-----------Ч"), "{russian}");
    assert!(
        russian.contains("Белые Б (вы):") && russian.contains("Чёрные Ч:"),
        "{russian}"
    );
    let vietnamese = draw(Lang::Vi);
    assert!(vietnamese.starts_with(" 7  T-----------Đ"), "{vietnamese}");
    // The position text, which programs read, keeps W and B.
    assert!(s.to_text().starts_with("WB"), "{}", s.to_text());
}
