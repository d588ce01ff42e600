//! `random_move` draws without listing the steps: it must pick among exactly the steps that
//! `legal_moves_into` lists, each with the same probability.
//!
//! Positions come from seeded random games in both rule sets, and cover every kind of step:
//! placements, removals, slides and (under `standard`) flights.

mod common;

use parlour_core::{Game, Rng, Seat};
use parlour_nines::{Nines, Phase, Rules, Step};
use std::collections::{HashMap, HashSet};

/// The kinds of step a position asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Place,
    Remove,
    Slide,
    Fly,
}

fn kind(s: &Nines) -> Kind {
    let me = s.to_move().expect("a live position");
    if s.removal_due() {
        return Kind::Remove;
    }
    match s.phase(me) {
        Phase::Placing => Kind::Place,
        Phase::Moving => Kind::Slide,
        Phase::Flying => Kind::Fly,
    }
}

/// Up to `per_kind` live positions of each kind, from seeded random games (steps picked from
/// the listed steps, so that the positions do not depend on `random_move`).
fn positions(rules: Rules, per_kind: usize, seed: u64) -> Vec<Nines> {
    let mut rng = Rng::new(seed);
    let mut taken: HashMap<Kind, usize> = HashMap::new();
    let mut out = Vec::new();
    let mut buf = Vec::new();
    for _ in 0..400 {
        let mut s = Nines::new(&rules.automated(), 0).unwrap();
        loop {
            s.legal_moves_into(&mut buf);
            let Some(&m) = rng.pick(&buf) else { break };
            let n = taken.entry(kind(&s)).or_default();
            // Every fifth position, so that one game does not fill a kind on its own.
            if *n < per_kind && rng.below(5) == 0 {
                *n += 1;
                out.push(s.clone());
            }
            s.apply(m);
        }
    }
    out
}

/// The positions of both rule sets.
fn all_positions() -> Vec<Nines> {
    let mut out = positions(Rules::standard(), 60, 1);
    out.extend(positions(Rules::client(), 40, 2));
    out
}

#[test]
fn positions_cover_every_kind_of_step() {
    let kinds: HashSet<Kind> = positions(Rules::standard(), 60, 1)
        .iter()
        .map(kind)
        .collect();
    for k in [Kind::Place, Kind::Remove, Kind::Slide, Kind::Fly] {
        assert!(kinds.contains(&k), "no {k:?} position");
    }
}

/// Exact uniformity: `random_move` consumes the generator exactly as one `rng.below(n)` does,
/// `n` the number of listed steps, and turns the number drawn into a step one to one. As
/// `below` is uniform, every listed step then has probability exactly `1 / n`.
#[test]
fn random_move_is_one_draw_below_the_number_of_steps_mapped_one_to_one() {
    let mut buf = Vec::new();
    for s in all_positions() {
        let legal = s.legal_moves();
        let n = legal.len();
        let mut by_draw: HashMap<usize, Step> = HashMap::new();
        let mut seed = 0u64;
        // Enough generators to see every number below n (a few times n log n).
        while by_draw.len() < n && seed < 50_000 {
            let rng = Rng::new(seed);
            seed += 1;
            let mut after_below = rng.clone();
            let k = after_below.below(n);
            let mut after_move = rng.clone();
            let m = s
                .random_move(&mut after_move, &mut buf)
                .expect("a move in a live position");
            assert_eq!(
                after_move,
                after_below,
                "{}: not one below({n})",
                s.to_text()
            );
            let seen = *by_draw.entry(k).or_insert(m);
            assert_eq!(seen, m, "{}: draw {k} gave {seen} and {m}", s.to_text());
        }
        assert_eq!(by_draw.len(), n, "{}: not every draw seen", s.to_text());
        let drawn: HashSet<Step> = by_draw.values().copied().collect();
        let listed: HashSet<Step> = legal.iter().copied().collect();
        assert_eq!(drawn, listed, "{}", s.to_text());
    }
}

/// The same, statistically: many draws per position hit every listed step, and the counts
/// pass a chi-square test against the uniform distribution.
#[test]
fn random_move_counts_are_uniform() {
    let mut rng = Rng::new(7);
    let mut buf = Vec::new();
    for s in all_positions() {
        let legal = s.legal_moves();
        let n = legal.len();
        let draws = 200 * n;
        let mut counts: HashMap<Step, usize> = HashMap::new();
        for _ in 0..draws {
            let m = s.random_move(&mut rng, &mut buf).unwrap();
            *counts.entry(m).or_default() += 1;
        }
        for m in counts.keys() {
            assert!(legal.contains(m), "{}: unlisted {m}", s.to_text());
        }
        assert_eq!(counts.len(), n, "{}: some step never drawn", s.to_text());
        let expected = draws as f64 / n as f64;
        let chi2: f64 = counts
            .values()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        // Mean n − 1, variance 2(n − 1): eight standard deviations and a margin for small n
        // keep a false alarm below one in a million per position.
        let df = (n - 1) as f64;
        let bound = df + 8.0 * (2.0 * df).sqrt() + 12.0;
        assert!(
            chi2 < bound,
            "{}: chi2 {chi2:.1} for {n} steps",
            s.to_text()
        );
    }
}

/// Along whole random games: `random_move` gives a listed step while the game goes on, and
/// `None` exactly once it is over.
#[test]
fn random_move_gives_only_listed_steps() {
    let mut buf = Vec::new();
    for (rules, seed) in [
        (Rules::standard(), 3),
        (Rules::client().automated(), 4),
        (Rules::client(), 5),
    ] {
        let mut rng = Rng::new(seed);
        for game in 0..300 {
            let mut s = Nines::new(&rules, game).unwrap();
            for _ in 0..2000 {
                let legal = s.legal_moves();
                match s.random_move(&mut rng, &mut buf) {
                    Some(m) => {
                        assert!(legal.contains(&m), "{}: unlisted {m}", s.to_text());
                        s.apply(m);
                    }
                    None => {
                        assert!(legal.is_empty(), "{}: no move drawn", s.to_text());
                        assert!(s.outcome().is_some());
                        break;
                    }
                }
            }
        }
    }
}

/// Positions written by hand: the flights of a three-man side, a removal when every piece
/// is protected, a blockade (White stuck after 20 actions) and an elimination.
#[test]
fn random_move_in_chosen_positions() {
    let flying = common::position(Rules::standard(), "WW.W......BBB....B.BB... w - 0/0 40 3");
    assert_eq!(flying.phase(Seat(0)), Phase::Flying);
    let protected = common::position(Rules::standard(), "WWW.W.............BBB... w x 5/6 7 6");
    assert_eq!(protected.legal_moves().len(), 3);
    let blocked = common::replay(
        Rules::standard(),
        &[
            7, 14, 11, 12, 16, 5, 8, 23, 2, 1, 3, 21, 4, 19, 9, 6, 0, 10, 423, 496,
        ],
    );
    assert!(blocked.outcome().is_some());
    let eliminated = common::position(Rules::client(), "........B...B...B....... w - 0/0 90 2");
    assert!(eliminated.outcome().is_some());

    let mut buf = Vec::new();
    let mut rng = Rng::new(11);
    for s in [flying, protected, blocked, eliminated] {
        let legal = s.legal_moves();
        let mut drawn = HashSet::new();
        for _ in 0..2000 {
            match s.random_move(&mut rng, &mut buf) {
                Some(m) => {
                    assert!(legal.contains(&m), "{}: unlisted {m}", s.to_text());
                    drawn.insert(m);
                }
                None => assert!(legal.is_empty(), "{}: no move drawn", s.to_text()),
            }
        }
        assert_eq!(drawn.len(), legal.len(), "{}", s.to_text());
    }
}
