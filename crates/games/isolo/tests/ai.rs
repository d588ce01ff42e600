//! The levels with the generic alpha-beta: legal, tactical, and the forced opening win.

use parlour_ai::{AlphaBeta, WIN};
use parlour_core::{Bot, Budget, Game};
use parlour_isolo::levels::{LEVELS, Level};
use parlour_isolo::{Isolo, IsoloParams, SOUTH};

fn bot(l: &Level, seed: u64) -> AlphaBeta<Isolo> {
    AlphaBeta::new(l.clone(), seed)
}

#[test]
fn every_level_takes_a_win_in_one() {
    // S1 ends in S2 facing North's last seed (N7); the other holes do not win at once.
    let s = Isolo::from_text(
        &IsoloParams::default(),
        "S 1 1 3 0 2 0 0 0 / N 0 0 0 0 0 0 1 0 / S",
    )
    .unwrap();
    let winning: Vec<_> = s
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            let mut c = s.clone();
            c.play(m).unwrap();
            c.winner() == Some(SOUTH)
        })
        .collect();
    assert_eq!(winning.len(), 1);
    assert!(s.legal_moves().len() >= 3);
    for level in &LEVELS {
        for seed in 0..5 {
            let mv = bot(level, seed).choose(&s, &Budget::unlimited()).unwrap();
            assert_eq!(mv, winning[0], "{} seed {seed}", level.name);
        }
    }
}

#[test]
fn the_hard_level_proves_the_first_player_wins_on_eight_holes() {
    let s = Isolo::new(&IsoloParams::with_holes(8).automated(), 0).unwrap();
    let mut hard = bot(&LEVELS[2], 1);
    let mv = hard.choose(&s, &Budget::unlimited()).unwrap();
    let score = hard.stats().score.unwrap();
    // A win within five plies (three South moves).
    assert!(score >= WIN - 5, "{score}");
    assert_ne!(s.format_move(mv), "3", "S3 is the one losing opening");
}

#[test]
fn levels_answer_legally_from_many_positions() {
    for holes in [6u8, 8, 16] {
        let mut s = Isolo::new(&IsoloParams::with_holes(holes).automated(), 0).unwrap();
        let mut bots: Vec<_> = LEVELS[..2].iter().map(|l| bot(l, 7)).collect();
        let mut turn = 0;
        while s.to_move().is_some() {
            let mv = bots[turn % 2].choose(&s, &Budget::unlimited()).unwrap();
            assert!(s.legal_moves().contains(&mv));
            s.play(mv).unwrap();
            turn += 1;
        }
    }
}
