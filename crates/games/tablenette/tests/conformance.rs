//! The shared conformance kit on both variants, and the bots' blindness.

use parlour_core::{Blind, Bot, DeterminizedLevel, Difficulty, Game};
use parlour_tablenette::{Tablenette, bots};
use parlour_testkit::{check_bot_is_blind, check_game};

/// The player of a level, as the catalog seats it.
fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Tablenette>> {
    match level {
        Difficulty::Easy => Box::new(bots::easy(seed)),
        Difficulty::Medium => Box::new(bots::medium(seed)),
        Difficulty::Hard => Box::new(Blind(parlour_ai::determinized::<Tablenette>(
            bots::HARD,
            seed,
        ))),
    }
}

fn games(default: usize) -> usize {
    std::env::var("TABLENETTE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn single_hands_conform() {
    let params = Tablenette::variant("hand").unwrap();
    let report = check_game::<Tablenette>(&params, games(1000), 1);
    assert_eq!(report.games, games(1000));
    // Every hand is 48 plays.
    assert_eq!(report.plies, 48 * report.games);
    let reasons: Vec<&str> = report.reasons.iter().map(|(r, _)| r.as_str()).collect();
    assert!(reasons.contains(&"higher hand"), "{:?}", report.reasons);
}

#[test]
fn full_games_conform() {
    let params = Tablenette::variant("client").unwrap();
    let report = check_game::<Tablenette>(&params, games(1000), 1_000);
    assert!(report.plies.is_multiple_of(48));
    let reasons: Vec<&str> = report.reasons.iter().map(|(r, _)| r.as_str()).collect();
    assert!(reasons.contains(&"over 251"), "{:?}", report.reasons);
    // Random play needs many hands to pass 251.
    assert!(report.plies / report.games > 48 * 5, "{report:?}");
}

#[test]
fn bots_are_blind() {
    let params = Tablenette::variant("hand").unwrap();
    for level in [Difficulty::Easy, Difficulty::Medium] {
        check_bot_is_blind::<Tablenette>(&params, 300, 11, || bot(level, 5));
    }
    // The hard level without its wall-clock cap, so a loaded machine cannot change a
    // choice, and with fewer worlds, to be quick; it includes last-round positions, where
    // the exact solver decides. (What it remembers between moves comes from its
    // information sets too, so its type keeps that blind as well.)
    check_bot_is_blind::<Tablenette>(&params, 40, 11, || -> Box<dyn Bot<Tablenette>> {
        let untimed = DeterminizedLevel {
            time_limit: None,
            budget: 40,
            ..bots::HARD
        };
        Box::new(Blind(parlour_ai::determinized::<Tablenette>(untimed, 5)))
    });
}

#[test]
fn every_level_takes_the_client_example() {
    use parlour_core::{Budget, Game};
    use parlour_tablenette::{Card, CardSet};
    let used: Vec<Card> = ["KC", "2D", "10D", "4S", "KH", "KS"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let pile: Vec<String> = CardSet::FULL
        .minus(CardSet::of(&used))
        .iter()
        .map(|c| c.to_string())
        .collect();
    let text = format!(
        "hand=1 dealer=north seed=0000000000000001 scores=0,0 south=KC north=2D \
         table=10D.4S.KH.KS deck=- known=0 pile.south={} pile.north=- tablenettes=0,0 \
         taker=south last=- prev=-",
        pile.join(".")
    );
    let g = Tablenette::from_text(&Tablenette::variant("hand").unwrap(), &text).unwrap();
    for level in Difficulty::ALL {
        let mv = bot(level, 1).choose(&g, &Budget::unlimited()).unwrap();
        assert_eq!(g.format_move(mv), "KC:10D+4S+KH+KS", "{level:?}");
    }
}

#[test]
fn bot_seeds_vary_the_games() {
    use parlour_core::{Budget, Game};
    let params = Tablenette::variant("hand").unwrap();
    for level in Difficulty::ALL {
        let deals = if level == Difficulty::Hard { 1 } else { 10 };
        let mut differ = false;
        for deal in 0..deals {
            let mut lines = Vec::new();
            for bot_seed in [1, 2] {
                let mut g = Tablenette::new(&params, deal).unwrap();
                let mut bots = [bot(level, bot_seed), bot(level, bot_seed + 10)];
                let mut line = Vec::new();
                while let Some(seat) = g.to_move() {
                    let mv = bots[seat.index()].choose(&g, &Budget::unlimited()).unwrap();
                    line.push(g.format_move(mv));
                    g.play(mv).unwrap();
                }
                lines.push(line);
            }
            differ |= lines[0] != lines[1];
        }
        assert!(differ, "{level:?} plays the same games whatever its seed");
    }
}

/// The hard level's inference: what the opponent played this round makes the real deal
/// likelier than the deals its seat cannot tell apart, on average.
#[test]
fn the_opponents_plays_make_the_real_deal_likelier() {
    use parlour_core::{Budget, Determinized, InfoSet, Rng, Seat};
    let params = Tablenette::variant("hand").unwrap();
    let mut rng = Rng::new(5);
    let (mut decisions, mut log_ratio, mut above) = (0u32, 0.0, 0u32);
    for seed in 0..20 {
        let mut g = Tablenette::new(&params, seed).unwrap();
        let mut players = [bot(Difficulty::Medium, 1), bot(Difficulty::Medium, 2)];
        let mut memory = Default::default();
        while let Some(seat) = g.to_move() {
            if seat == Seat(0) {
                let seen = InfoSet::new(&g, seat);
                Tablenette::remember(&mut memory, &seen);
                let real = g.world_weight(seat, &memory);
                let mean = (0..100)
                    .map(|_| seen.sample(&mut rng).world_weight(seat, &memory))
                    .sum::<f64>()
                    / 100.0;
                if (real - mean).abs() > 1e-12 {
                    decisions += 1;
                    log_ratio += (real / mean).ln();
                    above += u32::from(real > mean);
                }
            }
            let mv = players[seat.index()]
                .choose(&g, &Budget::unlimited())
                .unwrap();
            g.play(mv).unwrap();
        }
    }
    assert!(decisions > 200, "{decisions} decisions with evidence");
    let mean_log = log_ratio / f64::from(decisions);
    assert!(
        mean_log > 0.3,
        "the real deal weighs e^{mean_log:.2} times the mean"
    );
    assert!(
        above * 4 > decisions * 3,
        "{above} of {decisions} above the mean"
    );
}
