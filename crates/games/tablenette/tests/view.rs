//! What the page is given beyond the position: each legal play with its points, the score
//! sheet of a finished hand, and the target — and that none of it names a hidden card.

use parlour_core::{Game, Seat, Viewer};
use parlour_tablenette::{Card, CardSet, Tablenette, TablenetteParams};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// The example of docs/rules/tablenette.md, "Tablenette", with south to move: table 10D 4S
/// KH KS, south holds KC.
fn client_example() -> Tablenette {
    let table = ["10D", "4S", "KH", "KS"].map(c);
    let hand = [c("KC")];
    let used = CardSet::of(&table).union(CardSet::of(&hand));
    let mut others: Vec<Card> = CardSet::FULL.minus(used).iter().collect();
    let north: Vec<Card> = others.drain(..1).collect();
    let deck: Vec<Card> = others.drain(..36).collect();
    let join = |v: &[Card]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(".")
    };
    let text = format!(
        "hand=1 dealer=north seed=0000000000000001 scores=0,0 south=KC north={} table={} \
         deck={} known=0 pile.south={} pile.north=- tablenettes=0,0 taker=south last=- prev=-",
        join(&north),
        join(&table),
        join(&deck),
        join(&others),
    );
    Tablenette::from_text(&TablenetteParams::default(), &text).unwrap()
}

#[test]
fn the_player_to_move_sees_each_play_with_its_points() {
    let g = client_example();
    let v = g.view(Viewer::Seat(Seat(0)));
    let options: Vec<(String, u32, u32, u32)> = v
        .options
        .iter()
        .map(|o| (o.notation.clone(), o.points, o.tablenette, o.total))
        .collect();
    assert_eq!(
        options,
        [
            ("KC".to_string(), 0, 0, 0),
            ("KC:KH+KS".to_string(), 3, 0, 3),
            ("KC:10D+4S+KH+KS".to_string(), 5, 56, 61),
        ]
    );
    let notations: Vec<String> = g.legal_moves().iter().map(|&m| g.format_move(m)).collect();
    assert_eq!(
        notations,
        options.iter().map(|o| o.0.clone()).collect::<Vec<_>>(),
        "the same plays, in the same order, as the legal moves"
    );
    assert_eq!(v.options[2].take.len(), 4);
    // The other seat and spectators get no options.
    assert!(g.view(Viewer::Seat(Seat(1))).options.is_empty());
    assert!(g.view(Viewer::Spectator).options.is_empty());
    assert_eq!(v.target, Some(251));
    assert_eq!(v.sheet, None, "no hand finished yet");
}

#[test]
fn the_sheet_of_a_finished_hand_adds_up_to_the_running_score() {
    for variant in ["client", "hand"] {
        let params = Tablenette::variant(variant).unwrap();
        let mut g = Tablenette::new(&params, 11).unwrap();
        let mut hands = 0;
        while g.to_move().is_some() {
            let before = g.hand_number();
            let mv = g.legal_moves()[0];
            g.play(mv).unwrap();
            let v = g.view(Viewer::Spectator);
            if g.hand_number() != before || g.to_move().is_none() {
                hands += 1;
                let sheet = v.sheet.clone().expect("a sheet after a hand");
                assert_eq!(sheet.hand, before);
                assert_eq!(sheet.card_points[0] + sheet.card_points[1], 22);
                assert_eq!(sheet.cards[0] + sheet.cards[1], 52);
                for i in 0..2 {
                    assert_eq!(
                        sheet.totals[i],
                        (sheet.card_points[i] + sheet.most_cards[i] + sheet.tablenettes[i]) as i32
                    );
                }
                assert_eq!(sheet.scores, g.scores());
                assert_eq!(v.target, (variant == "client").then_some(251));
            }
            if hands >= 3 {
                break;
            }
        }
        assert!(hands >= 1, "{variant}");
    }
}

#[test]
fn views_name_no_card_the_viewer_cannot_see() {
    let mut g = Tablenette::new(&Tablenette::variant("hand").unwrap(), 5).unwrap();
    while g.to_move().is_some() {
        for viewer in [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(1)),
            Viewer::Spectator,
        ] {
            let json = serde_json::to_string(&g.view(viewer)).unwrap();
            let hidden = match viewer.seat() {
                Some(s) => g.unseen_by(s),
                None => g.unseen_by(Seat(0)).union(g.unseen_by(Seat(1))),
            };
            // Cards appear in the JSON as quoted strings: "10D".
            for card in hidden.iter() {
                assert!(
                    !json.contains(&format!("\"{card}\"")),
                    "{viewer:?} sees {card}: {json}"
                );
            }
        }
        let mv = g.legal_moves()[0];
        g.play(mv).unwrap();
    }
}

/// The turn order a front-end announces is the hand's: the one who does not deal leads.
#[test]
fn the_turn_order_starts_with_the_player_who_does_not_deal() {
    use parlour_core::Game;
    for seed in 0..6 {
        let g = Tablenette::new(&TablenetteParams::default(), seed).unwrap();
        let order = g.turn_order();
        assert_eq!(Some(order[0]), g.to_move(), "seed {seed}");
        assert_eq!(order[1], order[0].other());
    }
}

/// The drawing keeps to 80 columns in every language, the last play's line too when it
/// makes a Tablenette (the longest sentence of a play).
#[test]
fn the_drawing_keeps_to_eighty_columns() {
    use parlour_core::{Game, Viewer};
    let mut tablenettes = 0;
    for seed in 0..40 {
        let mut g = Tablenette::new(&TablenetteParams::default(), seed).unwrap();
        for ply in 0..200 {
            let Some(seat) = g.to_move() else { break };
            let moves = g.legal_moves();
            // The play that takes the most cards, else the first: Tablenettes come often.
            let mv = *moves.iter().max_by_key(|m| g.explain(**m).len()).unwrap();
            g.play(mv).unwrap();
            let made = g.view(Viewer::Seat(seat));
            if made
                .last_play
                .as_ref()
                .is_some_and(|l| l.kind == "tablenette")
            {
                tablenettes += 1;
            }
            for lang in parlour_i18n::Lang::ALL {
                let drawn = g.render(Viewer::Seat(seat), &lang);
                for line in drawn.lines() {
                    assert!(
                        line.chars().count() <= 80,
                        "seed {seed} ply {ply} {lang:?}: {line}"
                    );
                }
            }
        }
    }
    assert!(tablenettes > 5, "only {tablenettes} Tablenettes seen");
}
