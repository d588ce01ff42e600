//! Isolo levels against each other and against a random player.
//!
//! ```text
//! cargo run --release -p parlour-isolo --example isolo_arena -- [games] [a:b ...]
//! ```
//!
//! Each pairing plays `games` games (default 200) of the default variant (or of rows of
//! `$HOLES` holes) under the
//! computer-game ply cap, the first level taking South in even games and North in odd
//! ones, with a different seed per game. It prints the first level's score (a win 1, a
//! draw ½), how many games differed, and for every level the median and p95 think time per
//! move measured in this run. Levels: `random`, `easy`, `medium`, `hard` (the settings
//! of `parlour_isolo::levels`), and ad-hoc ones for experiments: `d6` searches
//! 6 turns deep, `d6n3` adds root noise ±3.
//!
//! `$OPENING=k` starts every pair of games with the same k random plies (the two games of
//! a pair swap seats), for variety beyond the start position.
#![allow(clippy::print_stdout)]

use parlour_ai::{AlphaBeta, AlphaBetaConfig, RandomBot};
use parlour_core::{Bot, Budget, Game, SeatResult, mix_seed};
use parlour_isolo::{Isolo, IsoloParams, NORTH, SOUTH};
use std::collections::{BTreeMap, HashSet};
use std::time::{Duration, Instant};

/// The alpha-beta settings of a level: the crate's own levels, or ad-hoc ones.
fn level(name: &str) -> Option<AlphaBetaConfig> {
    if let Some(l) = parlour_isolo::levels::level(name) {
        return Some(l);
    }
    // Ad-hoc levels for experiments: `d3` is depth 3, `d3n20` adds noise 20.
    let rest = name.strip_prefix('d')?;
    let (depth, noise) = rest.split_once('n').unwrap_or((rest, "0"));
    Some(AlphaBetaConfig {
        max_depth: depth.parse().ok()?,
        noise: noise.parse().ok()?,
        node_limit: Some(1_000_000),
        tt_bits: 18,
        // An experiment tool run once: leaking its few level names is fine.
        ..AlphaBetaConfig::named(Box::leak(name.to_string().into_boxed_str()))
    })
}

fn bot(name: &str, seed: u64) -> Box<dyn Bot<Isolo>> {
    match level(name) {
        Some(config) => Box::new(AlphaBeta::<Isolo>::new(config, seed)),
        None if name == "random" => Box::new(RandomBot::new(seed)),
        None => panic!("unknown level '{name}' (random, easy, medium, hard)"),
    }
}

#[derive(Default)]
struct Times {
    think: Vec<Duration>,
    depth: u64,
    nodes: u64,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut args = std::env::args().skip(1).peekable();
    let games: u64 = match args.peek().and_then(|a| a.parse().ok()) {
        Some(g) => {
            args.next();
            g
        }
        None => 200,
    };
    let mut pairings: Vec<String> = args.collect();
    if pairings.is_empty() {
        pairings = [
            "easy:random",
            "medium:random",
            "hard:random",
            "medium:easy",
            "hard:medium",
        ]
        .map(String::from)
        .to_vec();
    }
    let holes = std::env::var("HOLES")
        .ok()
        .and_then(|h| h.parse().ok())
        .unwrap_or(parlour_isolo::DEFAULT_HOLES);
    let params = IsoloParams::with_holes(holes).automated();
    let opening: usize = std::env::var("OPENING")
        .ok()
        .and_then(|h| h.parse().ok())
        .unwrap_or(0);
    let mut times: BTreeMap<String, Times> = BTreeMap::new();
    for (p, pairing) in pairings.iter().enumerate() {
        let (a, b) = pairing
            .split_once(':')
            .expect("pairings look like hard:medium");
        let (mut wins, mut draws, mut losses, mut plies) = (0u64, 0u64, 0u64, 0u64);
        // The first level's wins when it sat South, and when it sat North.
        let mut wins_by_seat = [0u64; 2];
        let mut distinct = HashSet::new();
        let started = Instant::now();
        for g in 0..games {
            let seed = mix_seed(p as u64, g);
            let a_seat = if g % 2 == 0 { SOUTH } else { NORTH };
            let mut bots = [bot(a, mix_seed(seed, 1)), bot(b, mix_seed(seed, 2))];
            let names = [a, b];
            let mut s = Isolo::new(&params, seed).expect("valid params");
            let mut record = Vec::new();
            // Optional random opening plies, shared by the two games of a pair (g, g^1) so
            // each level gets both sides of every opening.
            let mut orng = parlour_core::Rng::new(mix_seed(p as u64, g / 2) ^ 0x0FE4);
            for _ in 0..opening {
                let moves = s.legal_moves();
                if let Some(&m) = orng.pick(&moves) {
                    record.push(m.0);
                    s.play(m).expect("legal");
                }
            }
            while let Some(seat) = s.to_move() {
                let who = usize::from(seat != a_seat);
                let t0 = Instant::now();
                let mv = bots[who]
                    .choose(&s, &Budget::unlimited())
                    .expect("a legal move");
                let took = t0.elapsed();
                let stats = bots[who].stats();
                let entry = times.entry(names[who].to_string()).or_default();
                entry.think.push(took);
                entry.depth += u64::from(stats.depth);
                entry.nodes += stats.nodes;
                record.push(mv.0);
                s.play(mv).expect("bots play legal moves");
            }
            plies += u64::from(s.ply());
            distinct.insert(record);
            match s.outcome().expect("over").result(a_seat) {
                SeatResult::Win => {
                    wins += 1;
                    wins_by_seat[a_seat.index()] += 1;
                }
                SeatResult::Loss => losses += 1,
                _ => draws += 1,
            }
        }
        let score = (wins as f64 + draws as f64 / 2.0) / games as f64 * 100.0;
        println!(
            "{a} vs {b}: {games} games, {a} +{wins} ={draws} -{losses}, score {score:.1}% \
             (won {}/{} as South, {}/{} as North), {} distinct games, {:.1} plies on average, \
             {:.1?}",
            wins_by_seat[0],
            games.div_ceil(2),
            wins_by_seat[1],
            games / 2,
            distinct.len(),
            plies as f64 / games as f64,
            started.elapsed()
        );
    }
    println!("think time per move (this run):");
    for (name, t) in &mut times {
        t.think.sort();
        let moves = t.think.len() as u64;
        println!(
            "  {name:>6}: {moves} moves, median {:.2?}, p95 {:.2?}, max {:.2?}, mean depth {:.1}, mean nodes {}",
            percentile(&t.think, 0.5),
            percentile(&t.think, 0.95),
            t.think.last().copied().unwrap_or_default(),
            t.depth as f64 / moves as f64,
            t.nodes / moves.max(1)
        );
    }
}
