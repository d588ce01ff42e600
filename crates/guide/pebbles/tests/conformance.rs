//! The conformance kit on both variants of Pebbles, a few rules by hand, and the hard
//! computer level on a position whose answer is known.

use parlour_ai::AlphaBeta;
use parlour_core::{Bot, Budget, Game, Seat, SeatResult};
use parlour_pebbles::{LEVELS, Pebbles, Take, TakeError};
use parlour_testkit::{check_game, check_heuristic, perft};

#[test]
fn every_variant_conforms() {
    for &name in Pebbles::INFO.variants {
        let params = Pebbles::variant(name).unwrap();
        let report = check_game::<Pebbles>(&params, 300, 1);
        assert_eq!(report.games, 300, "{name}");
        assert_eq!(report.reasons, vec![("last pebble".to_string(), 300)]);
        check_heuristic::<Pebbles>(&params, 100, 1);
    }
}

#[test]
fn move_counts_from_the_start() {
    let start = Pebbles::new(&Default::default(), 0).unwrap();
    assert_eq!(perft(&start, 1), 3);
    assert_eq!(perft(&start, 3), 27);
}

#[test]
fn a_refused_move_changes_nothing_and_the_last_pebble_wins() {
    let params = Pebbles::variant("classic").unwrap();
    let mut game = Pebbles::from_text(&params, "2 north").unwrap();
    assert_eq!(game.play(Take(3)), Err(TakeError::TooMany { most: 2 }));
    assert_eq!(game.to_text(), "2 north");
    game.play(game.parse_move("2").unwrap()).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.result(Seat(1)), SeatResult::Win);
    assert_eq!(game.play(Take(1)), Err(TakeError::GameOver));
}

#[test]
fn the_hard_level_leaves_a_multiple_of_four() {
    // From 21, taking 1 leaves 20; whatever North takes, South makes it 16, 12, ... 0.
    let game = Pebbles::new(&Default::default(), 0).unwrap();
    let mut bot = AlphaBeta::<Pebbles>::new(LEVELS[2].clone(), 7);
    assert_eq!(bot.choose(&game, &Budget::unlimited()), Some(Take(1)));
}
