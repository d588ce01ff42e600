//! The ways out of an endless chase: a draw all three agree to, resignation, the move limit,
//! and how the computer players answer a draw offer.

use parlour_ai::Paranoid;
use parlour_core::{Bot, Game, Seat, SeatResult};
use parlour_elephant_fox_mouse::heuristic::MEDIUM;
use parlour_elephant_fox_mouse::{Animal, EasyBot, ElephantFoxMouse, HardBot, Params, bots};

fn position(text: &str) -> ElephantFoxMouse {
    ElephantFoxMouse::from_text(&Params::default(), text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn draws_by_agreement_are_offered_on_ones_own_turn() {
    const { assert!(ElephantFoxMouse::INFO.draw_by_agreement) };
    let g = position("E c3 F f6 M a6 / order E F M / E");
    assert!(g.may_offer_draw(Animal::Elephant.seat()));
    assert!(
        !g.may_offer_draw(Animal::Fox.seat()),
        "not on another's turn"
    );
}

#[test]
fn resigning_counts_as_being_eaten() {
    let g = position("E c3 F f6 M a6 / order E F M / F");
    for quitter in Animal::ALL {
        let o = g.resignation(quitter.seat());
        assert_eq!(o.reason, "resignation");
        assert_eq!(o.result(quitter.seat()), SeatResult::Loss);
        assert_eq!(o.result(quitter.predator().seat()), SeatResult::Win);
        assert_eq!(o.result(quitter.prey().seat()), SeatResult::Survivor);
        assert_eq!(o.winners(), vec![quitter.predator().seat()]);
    }
    // The Fox gives up: the Elephant (which eats foxes) wins, the Mouse survives.
    let o = g.resignation(Seat(1));
    assert_eq!(
        o.results,
        [SeatResult::Win, SeatResult::Loss, SeatResult::Survivor]
    );
}

#[test]
fn computers_accept_a_draw_after_ten_rounds_unless_they_can_force_a_win() {
    assert_eq!(bots::DRAW_AFTER_PLIES, 30, "the rules say 30 moves");
    // E b4 F a1 M f1, Elephant to move: the Elephant wins by force (a worked example).
    let cornered = position("E b4 F a1 M f1 / order E F M / E / ply 30");
    // A fair position: nobody can force anything.
    let open = position("E c3 F f6 M a6 / order E F M / E / ply 30");
    // The same at the very start: an offer there would let a person walk away from any
    // chase before it began.
    let early = position("E c3 F f6 M a6 / order E F M / E / ply 29");
    let mut players: Vec<Box<dyn Bot<ElephantFoxMouse>>> = vec![
        Box::new(EasyBot::new(1)),
        Box::new(Paranoid::<ElephantFoxMouse>::new(MEDIUM, 1).with_draw_rule(bots::accepts_draw)),
        Box::new(HardBot::new(1)),
    ];
    for p in players.iter_mut() {
        assert!(
            !p.accepts_draw(&cornered, Animal::Elephant.seat()),
            "{}",
            p.name()
        );
        assert!(
            p.accepts_draw(&cornered, Animal::Fox.seat()),
            "{}",
            p.name()
        );
        assert!(
            p.accepts_draw(&cornered, Animal::Mouse.seat()),
            "{}",
            p.name()
        );
        for a in Animal::ALL {
            assert!(p.accepts_draw(&open, a.seat()), "{} as {a}", p.name());
            assert!(!p.accepts_draw(&early, a.seat()), "{} as {a}", p.name());
        }
        assert!(!p.offers_draw(&open, Seat(0)), "computers never offer");
    }
    assert!(!bots::accepts_draw(&open, Seat(7)), "no such seat");
}

#[test]
fn a_move_limit_is_a_parameter_with_no_limit_by_default() {
    assert_eq!(Params::default().ply_cap, None);
    let p: Params = serde_json::from_value(serde_json::json!({"ply_cap": 200})).unwrap();
    assert_eq!(p.ply_cap, Some(200));
    let g = ElephantFoxMouse::new(&p, 3).unwrap();
    assert!(
        parlour_i18n::rules(parlour_i18n::Lang::En, &ElephantFoxMouse::rules(&p))
            .contains("after 200 plies")
    );
    assert_eq!(g.params().ply_cap, Some(200));
    let rules = parlour_i18n::rules(
        parlour_i18n::Lang::En,
        &ElephantFoxMouse::rules(&Params::default()),
    );
    let rules = rules.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(rules.contains("Resigning counts as being eaten"));
    assert!(rules.contains("A computer player accepts only once 30 moves"));
}
