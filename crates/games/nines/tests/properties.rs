//! Conservation laws, checked on random games driven by proptest.

use parlour_core::{Game, Seat};
use parlour_nines::{Nines, Point, Rules, Step};
use proptest::prelude::*;

/// Plays the steps chosen by `picks` (each an index into the legal steps, wrapped).
fn play_picks(rules: Rules, picks: &[u16]) -> Vec<(Nines, Step, Nines)> {
    let mut s = Nines::new(&rules.automated(), 0).unwrap();
    let mut out = Vec::new();
    for &k in picks {
        let moves = s.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(k) % moves.len()];
        let before = s.clone();
        s.play(m).unwrap();
        out.push((before, m, s.clone()));
    }
    out
}

/// Up to 300 choices, each an index into the legal steps of its position.
fn picks() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..300)
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![Just(Rules::client()), Just(Rules::standard())]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Pieces are never created or destroyed except as the rules say: a placement moves one
    /// from hand to board, a slide keeps every count, a removal takes exactly one opponent
    /// piece off the board, and nobody ever has more than nine.
    #[test]
    fn pieces_are_conserved(rules in rules_strategy(), picks in picks()) {
        for (before, step, after) in play_picks(rules, &picks) {
            let me = before.to_move().unwrap();
            let opp = me.other();
            match step {
                Step::Place(_) => {
                    prop_assert_eq!(after.in_hand(me) + 1, before.in_hand(me));
                    prop_assert_eq!(after.on_board(me), before.on_board(me) + 1);
                    prop_assert_eq!(after.men(opp), before.men(opp));
                }
                Step::Slide { .. } => {
                    prop_assert_eq!(after.men(me), before.men(me));
                    prop_assert_eq!(after.men(opp), before.men(opp));
                    prop_assert_eq!(after.in_hand(me), 0);
                }
                Step::Remove(_) => {
                    prop_assert_eq!(after.on_board(opp) + 1, before.on_board(opp));
                    prop_assert_eq!(after.in_hand(opp), before.in_hand(opp));
                    prop_assert_eq!(after.men(me), before.men(me));
                    prop_assert_eq!(after.turns_without_removal(), 0);
                }
            }
            for seat in [Seat(0), Seat(1)] {
                prop_assert!(after.men(seat) <= 9);
                prop_assert_eq!(after.men(seat) + after.lost(seat), 9);
            }
            // No point holds two pieces.
            prop_assert_eq!(after.pieces_mask(Seat(0)) & after.pieces_mask(Seat(1)), 0);
        }
    }

    /// A turn is one step, or a step that closes a line followed by a removal by the same
    /// seat; the turn counter moves once per turn, and the seats alternate by turns.
    #[test]
    fn turns_alternate(rules in rules_strategy(), picks in picks()) {
        for (before, step, after) in play_picks(rules, &picks) {
            let me = before.to_move().unwrap();
            if after.removal_due() {
                prop_assert!(!matches!(step, Step::Remove(_)));
                prop_assert_eq!(after.to_move(), Some(me));
                prop_assert_eq!(after.turns_completed(), before.turns_completed());
            } else {
                prop_assert_eq!(after.turns_completed(), before.turns_completed() + 1);
                if let Some(next) = after.to_move() {
                    prop_assert_eq!(next, me.other());
                }
            }
            // Hands run out together: White places first, so holds at most as many as
            // Black, and at most one fewer.
            prop_assert!(after.in_hand(Seat(0)) <= after.in_hand(Seat(1)));
            prop_assert!(after.in_hand(Seat(1)) <= after.in_hand(Seat(0)) + 1);
        }
    }

    /// Under `client` a protected piece is never removed; under `standard` only when every
    /// opponent piece is protected.
    #[test]
    fn protected_pieces_stay(rules in rules_strategy(), picks in picks()) {
        for (before, step, _) in play_picks(rules, &picks) {
            if let Step::Remove(p) = step {
                let opp = before.to_move().unwrap().other();
                let on = before.pieces_mask(opp);
                let protected = parlour_nines::board::in_lines(on);
                if protected & p.bit() != 0 {
                    prop_assert!(rules.remove_from_lines_when_all_protected);
                    prop_assert_eq!(protected, on);
                }
            }
        }
    }

    /// Any step at all, in any position: `check` and `play` agree with the legal list, a
    /// refused step changes nothing, and even the trusted `apply` never panics.
    #[test]
    fn any_step_is_judged_calmly(
        rules in rules_strategy(),
        picks in picks(),
        kind in 0u8..3,
        a in 0u8..24,
        b in 0u8..24,
    ) {
        let s = play_picks(rules, &picks)
            .pop()
            .map(|(_, _, after)| after)
            .unwrap_or_else(|| Nines::new(&rules, 0).unwrap());
        let (pa, pb) = (Point::new(a).unwrap(), Point::new(b).unwrap());
        let step = match kind {
            0 => Step::Place(pa),
            1 => Step::Slide { from: pa, to: pb },
            _ => Step::Remove(pa),
        };
        let legal = s.legal_moves().contains(&step);
        prop_assert_eq!(s.check(step).is_ok(), legal);
        let mut t = s.clone();
        match t.play(step) {
            Ok(()) => prop_assert!(legal),
            Err(_) => prop_assert_eq!(&t, &s),
        }
        let mut u = s.clone();
        u.apply(step);
        let _ = (u.to_text(), u.legal_moves(), u.outcome());
    }

    /// Text round-trips and illegal text never panics.
    #[test]
    fn junk_text_is_refused_calmly(text in ".{0,40}") {
        let s = Nines::new(&Rules::client(), 0).unwrap();
        let _ = s.parse_move(&text);
        let _ = s.completions(&text);
        let _ = Nines::from_text(&Rules::client(), &text);
    }
}

/// A position with more than nine men of a side, on the board and in hand together, is
/// impossible (21 on the board with 9 in hand was read as a position).
#[test]
fn more_than_nine_men_on_the_board_and_in_hand_is_refused() {
    let rules = Rules::client();
    for text in [
        "WWWWWWWWWWWWBBBBBBBBBBBB w - 9/9 0 0",
        "WWWWWWWWWW.............. w - 0/9 0 0",
        "WWW..................BBB w - 7/6 0 0",
    ] {
        let refused = Nines::from_text(&rules, text).expect_err(text).to_string();
        assert!(refused.contains("more than 9 pieces"), "{text}: {refused}");
    }
    assert!(Nines::from_text(&rules, "WWW..................BBB w - 6/6 0 0").is_ok());
}

/// A removal due with no line of three, and a turn that placing in turns cannot reach, are
/// impossible positions (the empty board with a removal due was read, and showed a game
/// over before anyone moved).
#[test]
fn positions_placing_in_turns_cannot_reach_are_refused() {
    let rules = Rules::standard();
    for (text, why) in [
        ("........................ w x 9/9 0 0", "no line of three"),
        ("W....................... w x 8/9 1 0", "no line of three"),
        (
            "WW...................... w - 7/9 2 0",
            "cannot be White's turn",
        ),
        (
            "W....................... w - 8/9 1 0",
            "cannot be White's turn",
        ),
        (
            "W.....B................. b - 8/8 2 0",
            "cannot be Black's turn",
        ),
        (
            "WWW...............BBB... w x 6/6 6 6",
            "cannot be White's turn to remove",
        ),
    ] {
        let refused = Nines::from_text(&rules, text).expect_err(text).to_string();
        assert!(refused.contains(why), "{text}: {refused}");
    }
    for text in [
        "W....................... b - 8/9 1 0",
        "WWW......BB.........W..B w x 5/6 7 7",
        // Black closed a4-b4-c4 with its third piece, and removes.
        "W.W......BBB............ b x 6/6 5 5",
        // Once every piece is placed, any side may be to move.
        "WWW..................BBB b - 0/0 40 3",
    ] {
        assert!(Nines::from_text(&rules, text).is_ok(), "{text}");
    }
}
