//! The end of the game, the notation, the position text and the refusals, from literal
//! positions.

use parlour_core::{Game, ParseMoveError, SeatResult, SetupError, Viewer};
use parlour_isolo::{Ending, Hole, Isolo, IsoloParams, LapEnd, MoveEnd, MoveError, NORTH, SOUTH};

fn position(text: &str) -> Isolo {
    Isolo::from_text(&IsoloParams::default(), text).unwrap()
}

#[test]
fn a_capture_that_empties_the_enemy_row_wins_at_once() {
    // S1 (1 + stock = 2) sows S1, S2 and ends in the occupied S2, facing N7's last seed.
    // That single endhole seed would be a mwipinda, but the game ends before it is sown.
    let mut s = position("S 1 1 0 0 0 0 0 0 / N 0 0 0 0 0 0 1 0 / S");
    let t = s.trace(Hole(1)).unwrap();
    assert_eq!(t.end, MoveEnd::EmptiesRow);
    assert_eq!(
        t.laps.last().unwrap().then,
        LapEnd::Capture { hole: 7, seeds: 1 }
    );
    assert!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(Hole(1)))
            .ends_with("captures 1 from N7: North's row is empty, South wins")
    );
    s.play(Hole(1)).unwrap();
    assert_eq!(s.to_move(), None);
    assert!(s.legal_moves().is_empty());
    let o = s.outcome().unwrap();
    assert_eq!(
        (o.result(SOUTH), o.result(NORTH)),
        (SeatResult::Win, SeatResult::Loss)
    );
    assert_eq!(o.reason, "row emptied");
    // The captured seed stays in hand: the board keeps only the stock seed's gain.
    assert_eq!(
        s.to_text(),
        "S 1 2 0 0 0 0 0 0 / N 0 0 0 0 0 0 0 0 / N / ply 1"
    );
    assert_eq!(s.check(Hole(1)), Err(MoveError::GameOver));
    let back = position(&s.to_text());
    assert_eq!(back, s);
    assert_eq!(back.outcome(), s.outcome());
    assert_eq!(s.view(Viewer::Spectator).winner, Some(SOUTH));
    assert!(
        s.render(Viewer::Spectator, &parlour_i18n::Lang::En)
            .ends_with("Game over: North's row is empty. South wins.")
    );
}

#[test]
fn an_empty_row_loses_whoever_is_to_move() {
    let s = position("S 0 0 0 0 0 0 0 0 / N 1 0 0 0 0 0 0 0 / S");
    assert_eq!(s.outcome().unwrap().winners(), vec![NORTH]);
    assert_eq!(s.ending(), Some(Ending::RowEmptied));
    // A typed position whose waiting player has no seeds: that player has already lost.
    let s = position("S 0 0 3 0 0 0 0 0 / N 0 0 0 0 0 0 0 0 / S");
    assert_eq!(s.outcome().unwrap().winners(), vec![SOUTH]);
    assert!(s.legal_moves().is_empty());
    assert!(
        Isolo::from_text(
            &IsoloParams::default(),
            "S 0 0 0 0 0 0 0 0 / N 0 0 0 0 0 0 0 0 / S"
        )
        .is_err()
    );
}

#[test]
fn the_ply_cap_draws_but_a_last_ply_win_still_wins() {
    let capped = IsoloParams {
        ply_cap: Some(1),
        ..IsoloParams::default()
    };
    let mut s = Isolo::new(&capped, 0).unwrap();
    s.play(Hole(3)).unwrap();
    let o = s.outcome().unwrap();
    assert!(o.is_draw());
    assert_eq!(o.reason, "ply cap");
    let mut s = Isolo::from_text(&capped, "S 1 1 0 0 0 0 0 0 / N 0 0 0 0 0 0 1 0 / S").unwrap();
    s.play(Hole(1)).unwrap();
    assert_eq!(s.outcome().unwrap().winners(), vec![SOUTH]);
    // Human games have no cap; computer games get the default one.
    assert_eq!(
        Isolo::automated(&IsoloParams::default()).ply_cap,
        Some(1000)
    );
    let text = "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S / ply 1000";
    assert!(
        Isolo::from_text(&Isolo::automated(&IsoloParams::default()), text)
            .unwrap()
            .outcome()
            .is_some()
    );
    assert!(position(text).outcome().is_none());
}

#[test]
fn moves_read_as_numbers_with_an_optional_side_letter() {
    let s = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    for text in ["3", " 3 ", "s3", "S3", "S 3", "03"] {
        assert_eq!(s.parse_move(text), Ok(Hole(3)), "{text}");
    }
    assert_eq!(s.format_move(Hole(3)), "3");
    assert_eq!(s.parse_move(""), Err(ParseMoveError::Empty));
    for junk in ["n3", "N3"] {
        let e = parlour_i18n::say(
            parlour_i18n::Lang::En,
            &parlour_core::Describe::message(&s.parse_move(junk).unwrap_err()),
        );
        assert!(e.contains("it is South's turn"), "{e}");
    }
    for junk in ["0", "9", "999"] {
        assert!(
            matches!(s.parse_move(junk), Err(ParseMoveError::Inconsistent { .. })),
            "{junk}"
        );
    }
    for junk in [
        "x",
        "s",
        "3a",
        "-3",
        "1234",
        "3.0",
        "s-1",
        "\u{0663}",
        "ñ3",
        "\u{1F600}",
    ] {
        assert!(
            matches!(s.parse_move(junk), Err(ParseMoveError::Malformed { .. })),
            "{junk}"
        );
    }
    let mut north = s.clone();
    north.play(Hole(3)).unwrap();
    assert_eq!(north.parse_move("n5"), Ok(Hole(5)));
    assert!(north.parse_move("s5").is_err());
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let s = position("S 0 2 2 3 0 1 0 2 / N 3 0 2 0 2 0 1 3 / S");
    assert_eq!(s.check(Hole(1)), Err(MoveError::EmptyHole { hole: 1 }));
    assert_eq!(
        s.check(Hole(0)),
        Err(MoveError::NoSuchHole { hole: 0, holes: 8 })
    );
    assert_eq!(
        s.check(Hole(255)),
        Err(MoveError::NoSuchHole {
            hole: 255,
            holes: 8
        })
    );
    assert_eq!(
        s.legal_moves(),
        vec![Hole(2), Hole(3), Hole(4), Hole(6), Hole(8)]
    );
    for bad in [0u8, 1, 9, 200, 255] {
        let mut copy = s.clone();
        assert!(copy.play(Hole(bad)).is_err());
        copy.apply(Hole(bad));
        assert_eq!(copy, s);
        assert_eq!(copy.to_text(), s.to_text());
        assert!(
            parlour_i18n::lines(parlour_i18n::Lang::En, &copy.explain(Hole(bad)))
                .starts_with("South cannot play")
        );
    }
    assert_eq!(
        MoveError::EmptyHole { hole: 1 }.to_string(),
        "hole 1 is empty"
    );
}

#[test]
fn position_texts_are_checked() {
    let p = IsoloParams::default();
    for bad in [
        "",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2",
        "S 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S",
        "N 2 2 2 2 2 2 2 2 / S 2 2 2 2 2 2 2 2 / S",
        "S 2 2 2 2 2 2 2 x / N 2 2 2 2 2 2 2 2 / S",
        "S 2 2 2 2 2 2 2 -1 / N 2 2 2 2 2 2 2 2 / S",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / W",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S / 12",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S / ply",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S / ply 1 / x",
        "S 2 2 2 2 2 2 2 99999999999 / N 2 2 2 2 2 2 2 2 / S",
        "S 2 2 2 2 2 2 2 2000000 / N 2 2 2 2 2 2 2 2 / S",
    ] {
        assert!(Isolo::from_text(&p, bad).is_err(), "{bad}");
    }
    // A text says its own row length: rows of 8 read as an 8-hole game under the 16-hole
    // default, and rows of 16 as a 16-hole game under 8-hole parameters; the cap is kept.
    let capped = IsoloParams::default().automated();
    let eight = Isolo::from_text(&capped, "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S").unwrap();
    assert_eq!(*eight.params(), IsoloParams::with_holes(8).automated());
    assert_eq!(
        eight,
        Isolo::new(&IsoloParams::with_holes(8).automated(), 0).unwrap()
    );
    let sixteen = Isolo::new(&IsoloParams::default(), 0).unwrap();
    assert_eq!(
        Isolo::from_text(&IsoloParams::with_holes(8), &sixteen.to_text()).unwrap(),
        sixteen
    );
    for bad in [
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 / S",
        "S 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 / S",
        "S 2 2 2 2 / N 2 2 2 2 / S",
    ] {
        assert!(Isolo::from_text(&p, bad).is_err(), "{bad}");
    }
    let six = IsoloParams::with_holes(6);
    let s = Isolo::from_text(&six, "S 1 2 3 4 5 6 / N 6 5 4 3 2 1 / n / PLY 7").unwrap();
    assert_eq!(s.to_text(), "S 1 2 3 4 5 6 / N 6 5 4 3 2 1 / N / ply 7");
    assert_eq!(s.to_move(), Some(NORTH));
    assert!(
        Isolo::from_text(&IsoloParams::with_holes(5), "S 1 1 1 1 1 / N 1 1 1 1 1 / S").is_err()
    );
}

#[test]
fn variants_and_parameters() {
    assert_eq!(Isolo::INFO.variants[0], "16-holes");
    assert_eq!(Isolo::variant("16-holes").unwrap(), IsoloParams::default());
    assert_eq!(IsoloParams::default().holes, 16);
    assert_eq!(
        Isolo::variant("8-holes").unwrap(),
        IsoloParams::with_holes(8)
    );
    // The old name of the 8-hole game is still read, but no longer listed.
    assert_eq!(
        Isolo::variant(" Standard ").unwrap(),
        IsoloParams::with_holes(8)
    );
    assert!(!Isolo::INFO.variants.contains(&"standard"));
    let start = Isolo::new(&IsoloParams::default(), 0).unwrap();
    assert_eq!(
        (start.row(SOUTH).len(), start.legal_moves().len()),
        (16, 16)
    );
    assert_eq!(Isolo::variant(" 12-Holes ").unwrap().holes, 12);
    assert!(matches!(
        Isolo::variant("tiny"),
        Err(SetupError::UnknownVariant { .. })
    ));
    for holes in [0, 5, 17, 255] {
        assert!(
            Isolo::new(&IsoloParams::with_holes(holes), 0).is_err(),
            "{holes}"
        );
    }
    let zero_cap = IsoloParams {
        ply_cap: Some(0),
        ..IsoloParams::default()
    };
    assert!(Isolo::new(&zero_cap, 0).is_err());
    let json = serde_json::to_string(&IsoloParams::with_holes(10)).unwrap();
    let back: IsoloParams = serde_json::from_str(&json).unwrap();
    assert_eq!(back, IsoloParams::with_holes(10));
    let partial: IsoloParams = serde_json::from_str(r#"{"holes": 6}"#).unwrap();
    assert_eq!(partial, IsoloParams::with_holes(6));
}

#[test]
fn north_sees_the_board_from_its_own_side() {
    let s = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    let text = s.render(Viewer::Seat(NORTH), &parlour_i18n::Lang::En);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("South:"), "{text}");
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        ["S8", "S7", "S6", "S5", "S4", "S3", "S2", "S1"]
    );
    assert_eq!(
        lines[4].split_whitespace().collect::<Vec<_>>(),
        ["N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8"]
    );
    assert!(lines[5].starts_with("North (you):"), "{text}");
    // A spectator keeps South's side.
    let spectator = s.render(Viewer::Spectator, &parlour_i18n::Lang::En);
    assert!(spectator.lines().next().unwrap().starts_with("North:"));
}

#[test]
fn the_drawing_lines_up_facing_holes_and_fits_80_columns() {
    let s = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    let text = s.render(Viewer::Seat(SOUTH), &parlour_i18n::Lang::En);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        ["N8", "N7", "N6", "N5", "N4", "N3", "N2", "N1"]
    );
    assert_eq!(
        lines[4].split_whitespace().collect::<Vec<_>>(),
        ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"]
    );
    // Each label sits above (or below) its own hole.
    assert_eq!(lines[1].find("N8"), lines[4].find("S1"));
    assert!(text.contains("South (you): 16 seeds"));
    assert!(text.ends_with("South to move (move 1)."));
    let big = "S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 1000 / N 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 / N / ply 999";
    let wide = Isolo::from_text(&IsoloParams::with_holes(16), big).unwrap();
    for line in wide
        .render(Viewer::Spectator, &parlour_i18n::Lang::En)
        .lines()
    {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn the_view_carries_the_last_move_for_animation() {
    let mut s = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    assert_eq!(s.view(Viewer::Spectator).last_move, None);
    let trace = s.trace(Hole(7)).unwrap();
    s.play(Hole(7)).unwrap();
    let v = s.view(Viewer::Seat(NORTH));
    assert_eq!(v, s.view(Viewer::Seat(SOUTH)));
    let shown = v
        .last_move
        .as_ref()
        .expect("the view carries the last move");
    assert_eq!((shown.seat, shown.hole), (trace.seat, trace.hole));
    assert_eq!(shown.laps.len(), trace.laps.len());
    assert_eq!(shown.captured, trace.captured);
    assert_eq!(shown.south_before, trace.south_before);
    assert_eq!((v.south_seeds, v.north_seeds), (23, 10));
    assert_eq!(v.to_move, Some(NORTH));
    assert!(
        s.render(Viewer::Spectator, &parlour_i18n::Lang::En)
            .contains("Last move: South played S7: 5 laps, captured 6 seeds.")
    );
    // The remembered move is display only: the position read back is equal.
    assert_eq!(position(&s.to_text()), s);
}
