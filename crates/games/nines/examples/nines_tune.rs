//! Fits the weights of the evaluation's terms to what follows the positions (the "Texel"
//! method of chess programs), to see what the evaluation gets wrong: by default about the
//! placing, where issue 20's games were lost.
//!
//! ```text
//! # Games to learn from: hard at 30,000 positions a step against itself, with noise.
//! cargo run --release -p parlour-nines --example nines_arena -- --rules standard \
//!     --games 3000 --seed 101 --record games.txt \
//!     --pairs 'hard:nodes=30000+settle=0+noise=15-hard:nodes=30000+settle=0+noise=15'
//! # Fit to the games' results:
//! cargo run --release -p parlour-nines --example nines_tune -- games.txt
//! # Fit to the values of deeper searches (every 10th position, 200,000 positions each),
//! # once freely and once with the line terms held at today's weights:
//! cargo run --release -p parlour-nines --example nines_tune -- --search 200000 --every 10 \
//!     --variant '' --variant PlacingThreat=35,PlacingDoubleThreat=45 games.txt
//! ```
//!
//! Every quiet position of the recorded games (`nines_arena --record`) in which both sides
//! still have men in hand (or with `--all-phases`, any) becomes one sample (quiet: no
//! removal due and no line the side to act can close, as the search's leaves are at the
//! end of its quiescence search): the
//! counts of the evaluation's terms (`parlour_nines::eval::Term`), White's minus Black's,
//! a few candidate terms the evaluation does not have, and a label: the game's result for
//! White (1, ½ or 0), or with `--search NODES` what a search of that many positions
//! expects for White (its value squashed like the model's).
//!
//! The model is the evaluation itself, squashed into an expected result:
//! `1 / (1 + e^(−v / scale))`, with `v` the weighted sum plus a constant for White (games
//! between equal players are not even, and the constant keeps that out of the weights).
//! The scale is fitted first with today's weights (for results) or fixed (for search
//! values); then the weights by gradient descent on the mean squared error, men held at
//! 100 as the unit, and any weight named in `--fix NAME=W` or a `--variant` held too.
//! Every fifth game is held out: an evaluation that predicts better there, not only on
//! the games it was fitted to, has learnt something.
//!
//! Whether it plays better is for an engine match at equal nodes to say (`engine_match`),
//! and so far it has not: six fitted sets of weights scored 30% to 51% against today's
//! hand-tuned ones although they predicted results and search values a sixth to nearly
//! half better (`docs/measurements.md`, "Fitted placing weights").
#![allow(clippy::print_stdout, clippy::print_stderr, missing_docs)]

use parlour_ai::AlphaBeta;
use parlour_core::{Budget, Game, Heuristic, Seat};
use parlour_nines::eval::{Tally, Term};
use parlour_nines::{Nines, Phase, board};
use std::collections::HashMap;

/// The counts of one position's terms, White's minus Black's.
struct Counts {
    of: HashMap<Term, i32>,
    sign: i32,
}

impl Tally for Counts {
    fn add(&mut self, term: Term, count: i32) {
        *self.of.entry(term).or_default() += self.sign * count;
    }
}

/// Candidates the evaluation does not have (weight 0 today), to see whether the results
/// ask for them: White to act (+1, else −1); the distinct empty points next to one's men
/// (what the blockade term counts once both hands are empty); men with a single empty
/// neighbour.
const CANDIDATES: [&str; 3] = ["Tempo", "FreePoints", "OneExit"];

/// The number of features: the evaluation's terms (those that do not count while placing
/// stay at zero, and so do their weights) and the candidates.
const FEATURES: usize = Term::ALL.len() + CANDIDATES.len();

struct Sample {
    x: [f64; FEATURES],
    /// White's result: 1, ½ or 0 (or, with `--search`, White's expected result from the
    /// value of a search).
    y: f64,
    held_out: bool,
    position: Nines,
}

fn counts(s: &Nines) -> [f64; FEATURES] {
    let mut c = Counts {
        of: HashMap::new(),
        sign: 1,
    };
    s.count_terms(Seat(0), &mut c);
    c.sign = -1;
    s.count_terms(Seat(1), &mut c);
    let mut x = [0.0; FEATURES];
    for (xi, t) in x.iter_mut().zip(Term::ALL) {
        *xi = f64::from(c.of.get(&t).copied().unwrap_or(0));
    }
    let empty = s.empty_mask();
    let side = |seat: Seat| {
        let own = s.pieces_mask(seat);
        let free = (board::neighbours_of(own) & empty).count_ones();
        let one_exit = board::points(own)
            .filter(|p| (p.neighbours() & empty).count_ones() == 1)
            .count() as u32;
        [f64::from(free), f64::from(one_exit)]
    };
    let (w, b) = (side(Seat(0)), side(Seat(1)));
    let n = Term::ALL.len();
    x[n] = if s.to_move() == Some(Seat(0)) {
        1.0
    } else {
        -1.0
    };
    x[n + 1] = w[0] - b[0];
    x[n + 2] = w[1] - b[1];
    x
}

/// The samples of one record line, or why it was skipped.
fn samples_of(
    line: &str,
    held_out: bool,
    all_phases: bool,
    out: &mut Vec<Sample>,
) -> Result<(), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [rules, _white, _black, result, _reason, _turns, steps] = fields[..] else {
        return Err(format!("{} fields, not 7", fields.len()));
    };
    let y = match result {
        "1-0" => 1.0,
        "0-1" => 0.0,
        "1/2" => 0.5,
        other => return Err(format!("result {other}")),
    };
    let params = Nines::automated(&Nines::variant(rules).map_err(|e| e.to_string())?);
    let mut s = Nines::new(&params, 0).map_err(|e| e.to_string())?;
    let mut forcing = Vec::new();
    for text in steps.split(' ') {
        let both_place = s.phase(Seat(0)) == Phase::Placing && s.phase(Seat(1)) == Phase::Placing;
        // Quiet positions only, as the search evaluates them (at the end of its quiescence
        // search): no removal due and no line the side to act can close.
        if (both_place || all_phases) && s.to_move().is_some() && !s.removal_due() && {
            s.forcing_moves_into(&mut forcing);
            forcing.is_empty()
        } {
            out.push(Sample {
                x: counts(&s),
                y,
                held_out,
                position: s.clone(),
            });
        }
        let step = s.parse_move(text).map_err(|e| format!("{text}: {e}"))?;
        s.play(step).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

/// A value for White squashed into an expected result for White.
fn squash(v: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-v / scale).exp())
}

/// The model's expected result for White.
fn expect(w: &[f64], white: f64, scale: f64, x: &[f64]) -> f64 {
    squash(
        white + w.iter().zip(x).map(|(w, x)| w * x).sum::<f64>(),
        scale,
    )
}

/// Mean squared error over the samples held out (or not).
fn error(samples: &[Sample], held_out: bool, w: &[f64], white: f64, scale: f64) -> f64 {
    let (mut sum, mut n) = (0.0, 0.0);
    for s in samples.iter().filter(|s| s.held_out == held_out) {
        let e = s.y - expect(w, white, scale, &s.x);
        sum += e * e;
        n += 1.0;
    }
    sum / n
}

/// Fits the weights not `fixed`, and White's constant, by gradient descent (Adam) on the
/// training samples.
fn fit(
    samples: &[Sample],
    w: &mut [f64],
    fixed: &[bool],
    white: &mut f64,
    scale: f64,
    rounds: usize,
) {
    let k = w.len();
    let train: Vec<&Sample> = samples.iter().filter(|s| !s.held_out).collect();
    let (mut m, mut v) = (vec![0.0; k + 1], vec![0.0; k + 1]);
    let (rate, b1, b2) = (0.5, 0.9, 0.999);
    for round in 1..=rounds {
        let mut g = vec![0.0; k + 1];
        for s in &train {
            let p = expect(w, *white, scale, &s.x);
            let d = -2.0 * (s.y - p) * p * (1.0 - p) / scale;
            for (gi, xi) in g.iter_mut().zip(&s.x) {
                *gi += d * xi;
            }
            g[k] += d;
        }
        for (i, gi) in g.iter().enumerate() {
            if i < k && fixed[i] {
                continue;
            }
            let gi = gi / train.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(round as i32));
            let vh = v[i] / (1.0 - b2.powi(round as i32));
            let step = rate * mh / (vh.sqrt() + 1e-12);
            if i < k {
                w[i] -= step;
            } else {
                *white -= step;
            }
        }
    }
}

fn main() {
    let mut files = Vec::new();
    let mut rounds = 2000;
    let mut fix = Vec::new();
    let mut search: Option<u64> = None;
    let mut every = 1;
    let mut variants = Vec::new();
    let mut all_phases = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--rounds" => {
                rounds = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--rounds N")
            }
            "--fix" => fix.push(held_weight(&args.next().unwrap_or_default())),
            "--search" => {
                search = args.next().and_then(|v| v.parse().ok());
                assert!(search.is_some(), "--search NODES");
            }
            "--variant" => variants.push(args.next().unwrap_or_default()),
            "--all-phases" => all_phases = true,
            "--every" => every = args.next().and_then(|v| v.parse().ok()).expect("--every K"),
            _ => files.push(a),
        }
    }
    if files.is_empty() {
        eprintln!(
            "usage: nines_tune [--rounds N] [--fix NAME=W]… [--variant NAME=W,…]… \
             [--search NODES] [--every K] [--all-phases] RECORD…  (records of nines_arena --record)"
        );
        std::process::exit(2);
    }
    let mut samples = Vec::new();
    let mut games = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        for (i, line) in text.lines().enumerate() {
            match samples_of(line, games % 5 == 4, all_phases, &mut samples) {
                Ok(()) => games += 1,
                Err(e) => eprintln!("{f}:{}: skipped ({e})", i + 1),
            }
        }
    }
    let mut samples: Vec<Sample> = samples.into_iter().step_by(every.max(1)).collect();
    if let Some(nodes) = search {
        label_by_search(&mut samples, nodes);
    }
    let white_share = samples.iter().map(|s| s.y).sum::<f64>() / samples.len() as f64;
    println!(
        "{games} games, {} positions (a fifth of the games held out); \
         White's mean result {white_share:.3}",
        samples.len()
    );

    let mut now: Vec<f64> = Term::ALL.iter().map(|t| f64::from(t.weight())).collect();
    now.extend(CANDIDATES.map(|_| 0.0));
    let mut white = 0.0;
    let mut scale = 100.0;
    // Scale and constant with today's weights.
    let mut best = f64::MAX;
    let scales = if search.is_some() {
        SEARCH_SCALE..=SEARCH_SCALE
    } else {
        20..=800
    };
    for s in scales.step_by(20) {
        let s = f64::from(s);
        let mut c = 0.0;
        fit_constant(&samples, &now, &mut c, s);
        let e = error(&samples, false, &now, c, s);
        if e < best {
            (best, scale, white) = (e, s, c);
        }
    }
    println!(
        "today's weights: scale {scale} (a man = {:.3} of a result), White's constant {white:.0}; \
         error {:.5} fitted, {:.5} held out",
        expect(&now, 0.0, scale, &[1.0]) - 0.5,
        error(&samples, false, &now, white, scale),
        error(&samples, true, &now, white, scale)
    );
    // Men are the unit of everything else; `--fix` holds others.
    let names: Vec<String> = Term::ALL
        .map(|t| format!("{t:?}"))
        .into_iter()
        .chain(CANDIDATES.map(String::from))
        .collect();
    let variants = if variants.is_empty() {
        vec![String::new()]
    } else {
        variants
    };
    for variant in &variants {
        let mut w = now.clone();
        let mut fixed = vec![false; FEATURES];
        fixed[0] = true;
        let held = fix.iter().cloned().chain(
            variant
                .split(',')
                .filter(|v| !v.is_empty())
                .map(held_weight),
        );
        for (name, weight) in held {
            let i = names
                .iter()
                .position(|n| *n == name)
                .unwrap_or_else(|| panic!("no feature {name}: {names:?}"));
            (w[i], fixed[i]) = (weight, true);
        }
        let mut white = white;
        fit(&samples, &mut w, &fixed, &mut white, scale, rounds);
        println!(
            "\nfitted{}: White's constant {white:.0}; error {:.5} fitted, {:.5} held out",
            if variant.is_empty() {
                String::new()
            } else {
                format!(" with {variant}")
            },
            error(&samples, false, &w, white, scale),
            error(&samples, true, &w, white, scale)
        );
        println!(
            "{:<20}{:>8}{:>8}{:>12}",
            "term", "today", "fitted", "mean count"
        );
        for (i, name) in names.iter().enumerate() {
            let mean = samples.iter().map(|s| s.x[i].abs()).sum::<f64>() / samples.len() as f64;
            if mean == 0.0 {
                continue; // a term of another phase
            }
            let mark = if fixed[i] { " (held)" } else { "" };
            println!("{name:<20}{:>8}{:>8.1}{:>12.2}{mark}", now[i], w[i], mean);
        }
    }
}

/// A weight to hold, from `NAME=WEIGHT` (of `--fix` or a `--variant`).
fn held_weight(spec: &str) -> (String, f64) {
    let (name, weight) = spec.split_once('=').expect("NAME=WEIGHT");
    (name.to_string(), weight.parse().expect("a weight"))
}

/// The scale of search values: a man ahead is worth 0.16 of a result.
const SEARCH_SCALE: i32 = 150;

/// Replaces the results by what a search of `nodes` positions (hard's settings, no noise)
/// expects of each position for White, in two threads.
fn label_by_search(samples: &mut [Sample], nodes: u64) {
    let started = std::time::Instant::now();
    let half = samples.len().div_ceil(2);
    std::thread::scope(|scope| {
        for chunk in samples.chunks_mut(half.max(1)) {
            scope.spawn(move || {
                let level = parlour_nines::Level {
                    node_limit: Some(nodes),
                    time_limit: None,
                    noise: 0,
                    ..parlour_nines::level("hard").expect("hard")
                };
                let mut bot = AlphaBeta::<Nines>::new(level, 1);
                for s in chunk {
                    let Some((_, v)) = bot.analyse(&s.position, &Budget::unlimited()) else {
                        continue;
                    };
                    let white = if s.position.to_move() == Some(Seat(0)) {
                        v
                    } else {
                        -v
                    };
                    s.y = squash(f64::from(white), f64::from(SEARCH_SCALE));
                }
            });
        }
    });
    println!(
        "{} positions searched ({nodes} nodes each) in {:.0} s",
        samples.len(),
        started.elapsed().as_secs_f64()
    );
}

/// White's constant alone, for a given scale: gradient descent on one number.
fn fit_constant(samples: &[Sample], w: &[f64], white: &mut f64, scale: f64) {
    for _ in 0..50 {
        let (mut g, mut h) = (0.0, 0.0);
        for s in samples.iter().filter(|s| !s.held_out) {
            let p = expect(w, *white, scale, &s.x);
            g += (s.y - p) * p * (1.0 - p);
            h += p * (1.0 - p) * p * (1.0 - p);
        }
        if h == 0.0 {
            break;
        }
        *white += scale * g / h;
    }
}
