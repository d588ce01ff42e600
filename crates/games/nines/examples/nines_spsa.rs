//! Tunes the weights of the evaluation by play: SPSA, as chess programmers tune theirs.
//!
//! ```text
//! cargo run --release -p parlour-nines --example nines_spsa -- \
//!     --rules standard --pairs 4000 --player 'hard:nodes=30000+settle=0+tt=16' --out w.txt
//! ```
//!
//! Fitting the weights to predict results or deeper searches (`nines_tune`) gave weights
//! that predicted better and played worse (`docs/measurements.md`). SPSA (simultaneous
//! perturbation stochastic approximation) asks the only question that matters, which
//! weights win, and needs no gradient: at every iteration it moves *all* the weights at
//! once by ±c at random (θ+ = θ + cΔ and θ− = θ − cΔ, Δ a vector of random signs), plays
//! one pair of games θ+ against θ− from one random opening (each side White once), and
//! steps every weight towards the side that scored more: θᵢ += R·cᵢ·(W − L of θ+)·Δᵢ. Over
//! many iterations the random signs average out and each weight drifts the way its own
//! perturbation won. The schedule is Fishtest's (the chess engine Stockfish's tuner): cₖ
//! shrinks slowly from `c` and the step size with the iterations (`--r` is R at the end).
//!
//! Every weight but the men's (the unit) is tuned unless `--terms` names some; weights of
//! one that scale a table (mobility, blockade, crowding) are tuned as that scale. The
//! players are hard's search with the given spec (`nines_arena`'s specs), seated as the
//! catalog seats hard, each with its own table of weights (`parlour_nines::judged`).
//! `--start FILE` starts from a weights file instead of the catalog's; `--out FILE` writes
//! the weights reached (every term, `Term=hundredths` lines), which `nines_arena` plays as
//! `hard@FILE` to check them at a larger budget: a low budget's tuning need not hold at a
//! higher one.
//!
//! Games run on `--threads` threads (default 2); every `--report` pairs the weights so far
//! and θ+'s score are printed.
#![allow(clippy::print_stdout, clippy::print_stderr, missing_docs)]

use parlour_core::{Bot, Budget, Game, Rng, Seat, SeatResult, mix_seed};
use parlour_nines::eval::{Term, Weights};
use parlour_nines::{Level, Nines, Rules};
use std::sync::Mutex;
use std::time::Instant;

#[path = "shared/spec.rs"]
mod spec;
use spec::spec_level;
#[path = "shared/judged_bot.rs"]
mod judged_bot;
use judged_bot::{JudgedBot, format_weights, read_weights};

const USAGE: &str = "usage: nines_spsa [--rules client|standard] [--pairs N] [--player SPEC] \
[--opening K] [--seed S]\n       [--threads T] [--terms A,B,…] [--c FRACTION] [--r R] \
[--report N] [--start FILE] [--out FILE]";

/// The settings of a run.
struct Settings {
    rules: Rules,
    pairs: u64,
    level: Level,
    opening: usize,
    seed: u64,
    /// The tuned terms with their perturbation at the end of the run (c_end), in hundredths.
    params: Vec<(Term, f64)>,
    /// R at the end of the run (Fishtest's r_end).
    r_end: f64,
}

/// What the threads share: the weights, the next iteration, and θ+'s games.
struct Run {
    /// The weights the tuned terms take from.
    base: Weights,
    /// The tuned terms' weights, in hundredths (unrounded: the steps are small).
    theta: Vec<f64>,
    next: u64,
    done: u64,
    /// θ+'s wins, draws and losses.
    wdl: [u64; 3],
}

/// Fishtest's schedule for iteration `k` of `n`: the perturbation of a term whose final
/// perturbation is `c_end`, and R·c, the step per point of W − L and unit of the sign.
fn schedule(k: u64, n: u64, c_end: f64, r_end: f64) -> (f64, f64) {
    let (alpha, gamma) = (0.602, 0.101);
    let (k, n) = (k as f64, n as f64);
    let big_a = 0.1 * n;
    let c_k = c_end * (n / (k + 1.0)).powf(gamma);
    let a_k = r_end * c_end * c_end * ((big_a + n) / (big_a + k + 1.0)).powf(alpha);
    (c_k, a_k / c_k)
}

/// One game from the opening of `seed`, `white` against `black`: White's result.
fn play(s: &Settings, seed: u64, white: Weights, black: Weights) -> SeatResult {
    let mut state = Nines::new(&s.rules, seed).expect("valid rules");
    let mut rng = Rng::new(seed);
    for _ in 0..s.opening {
        let legal = state.legal_moves();
        let Some(&mv) = rng.pick(&legal) else { break };
        state.play(mv).expect("legal");
    }
    let mut bots = [
        JudgedBot::by_turns(s.level.clone(), mix_seed(seed, 1), white),
        JudgedBot::by_turns(s.level.clone(), mix_seed(seed, 2), black),
    ];
    while let Some(seat) = state.to_move() {
        let mv = bots[seat.index()]
            .choose(&state, &Budget::unlimited())
            .expect("a move while the game is on");
        state.play(mv).expect("the players play legal moves");
    }
    state.outcome().expect("over").result(Seat(0))
}

/// Points (1, ½, 0) of a result.
fn points(r: SeatResult) -> f64 {
    match r {
        SeatResult::Win => 1.0,
        SeatResult::Loss => 0.0,
        _ => 0.5,
    }
}

/// Runs iterations until the run's pairs are played.
fn work(s: &Settings, run: &Mutex<Run>, report: u64, started: Instant) {
    loop {
        let (k, plus, minus, signs) = {
            let mut r = run.lock().expect("no thread panicked");
            if r.next >= s.pairs {
                return;
            }
            let k = r.next;
            r.next += 1;
            let mut rng = Rng::new(mix_seed(s.seed, k));
            let (mut plus, mut minus) = (r.base, r.base);
            let mut signs = Vec::new();
            for (&(t, c_end), &now) in s.params.iter().zip(&r.theta) {
                let sign = if rng.below(2) == 0 { -1.0 } else { 1.0 };
                let (c_k, _) = schedule(k, s.pairs, c_end, s.r_end);
                plus.set(t, now + sign * c_k);
                minus.set(t, now - sign * c_k);
                signs.push(sign);
            }
            (k, plus, minus, signs)
        };
        let seed = mix_seed(s.seed ^ 0x5b5a, k);
        let as_white = play(s, seed, plus, minus);
        let as_black = play(s, seed, minus, plus);
        let score = points(as_white) + 1.0 - points(as_black);
        let mut r = run.lock().expect("no thread panicked");
        for (i, &(t, c_end)) in s.params.iter().enumerate() {
            let (_, step) = schedule(k, s.pairs, c_end, s.r_end);
            // W − L of θ+ over the pair is 2·score − 2.
            r.theta[i] += step * (2.0 * score - 2.0) * signs[i];
            // A table's scale stays positive.
            if t.weight() == 1 {
                r.theta[i] = r.theta[i].max(0.0);
            }
        }
        // θ+'s points in its two games: 1 is a win (index 0), ½ a draw, 0 a loss.
        for p in [points(as_white), 1.0 - points(as_black)] {
            r.wdl[(2.0 - 2.0 * p) as usize] += 1;
        }
        r.done += 1;
        if r.done.is_multiple_of(report) || r.done == s.pairs {
            let [w, d, l] = r.wdl;
            let now: Vec<String> = s
                .params
                .iter()
                .zip(&r.theta)
                .map(|(&(t, _), now)| format!("{t:?}={now:.2}"))
                .collect();
            println!(
                "{} pairs, {:.0} s; θ+ {w} W {d} D {l} L; {}",
                r.done,
                started.elapsed().as_secs_f64(),
                now.join(" ")
            );
        }
    }
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut rules_name = "standard".to_string();
    let mut pairs = 2000u64;
    let mut player = "hard:nodes=30000+settle=0+tt=16".to_string();
    let mut opening = 4usize;
    let mut seed = 1u64;
    let mut threads = 2usize;
    let mut terms: Option<String> = None;
    let mut c_frac = 0.2f64;
    let mut r_end = 0.02f64;
    let mut report = 100u64;
    let mut start: Option<String> = None;
    let mut out: Option<String> = None;
    let mut args = std::env::args().skip(1);
    let fail = |why: &str| -> ! {
        eprintln!("nines_spsa: {why}\n{USAGE}");
        std::process::exit(2)
    };
    while let Some(a) = args.next() {
        let mut val = || {
            args.next()
                .unwrap_or_else(|| fail(&format!("{a} needs a value")))
        };
        let number = |v: String| -> f64 { v.parse().unwrap_or_else(|_| fail("not a number")) };
        match a.as_str() {
            "--rules" => rules_name = val(),
            "--pairs" => pairs = number(val()) as u64,
            "--player" => player = val(),
            "--opening" => opening = number(val()) as usize,
            "--seed" => seed = number(val()) as u64,
            "--threads" => threads = (number(val()) as usize).max(1),
            "--terms" => terms = Some(val()),
            "--c" => c_frac = number(val()),
            "--r" => r_end = number(val()),
            "--report" => report = (number(val()) as u64).max(1),
            "--start" => start = Some(val()),
            "--out" => out = Some(val()),
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            _ => fail(&format!("unknown argument {a}")),
        }
    }
    let rules = Rules::by_name(&rules_name).unwrap_or_else(|_| fail("rules: client or standard"));
    let rules = <Nines as Game>::automated(&rules);
    let level = spec_level(&player).unwrap_or_else(|| fail(&format!("unknown player {player}")));
    let base = match &start {
        Some(f) => read_weights(f).unwrap_or_else(|e| fail(&e)),
        None => Weights::CATALOG,
    };
    let named = |t: &Term| match &terms {
        Some(list) => list.split(',').any(|n| n.trim() == format!("{t:?}")),
        // Every weight but the unit, and the `client` term only under `client`.
        None => *t != Term::Men && (*t != Term::TooFewToLine || rules.flying_at.is_none()),
    };
    // The perturbation: a fraction of the weight, at least a hundredth (a fraction of one
    // for a table's scale).
    let params: Vec<(Term, f64)> = Term::ALL
        .iter()
        .filter(|t| named(t))
        .map(|&t| {
            let c = if t.weight() == 1 {
                c_frac
            } else {
                (base.get(t).abs() * c_frac).max(1.0)
            };
            (t, c)
        })
        .collect();
    if params.is_empty() {
        fail("no term to tune (--terms names Term values, e.g. PlacingPair,Mobility)");
    }
    if rules.name() == "standard" {
        let _ = parlour_nines::tablebase::standard();
    }
    let settings = Settings {
        rules,
        pairs,
        level,
        opening,
        seed,
        params,
        r_end,
    };
    println!(
        "SPSA: {pairs} pairs of {player} games, {rules_name}, opening {opening}, seed {seed}, \
         {threads} threads, R at the end {r_end}; perturbations at the end: {}",
        settings
            .params
            .iter()
            .map(|(t, c)| format!("{t:?}±{c:.2}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let run = Mutex::new(Run {
        base,
        theta: settings.params.iter().map(|&(t, _)| base.get(t)).collect(),
        next: 0,
        done: 0,
        wdl: [0; 3],
    });
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| work(&settings, &run, report, started));
        }
    });
    let run = run.into_inner().expect("no thread panicked");
    let mut reached = run.base;
    for (&(t, _), &now) in settings.params.iter().zip(&run.theta) {
        reached.set(t, now);
    }
    let text = format_weights(&reached);
    println!("\nweights reached:\n{text}");
    if let Some(f) = out
        && let Err(e) = std::fs::write(&f, text)
    {
        eprintln!("nines_spsa: {f}: {e}");
        std::process::exit(1);
    }
}
