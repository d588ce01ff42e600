//! Level-against-level matches for Virus War, with think-time and search statistics.
//!
//! ```text
//! cargo run --release -p parlour-virus-war --example virus_war_arena -- \
//!     [--games N] [--seed S] [--variant standard] hard:medium medium:easy easy:random
//! ```
//!
//! Each pairing `a:b` plays N games; `a` takes X in even games and O in odd ones, and every
//! game gives both bots fresh seeds. Levels are `easy`, `medium`, `hard` (the settings of
//! `parlour_virus_war::levels`) and `random`. Think times are measured here, per call of
//! `choose` (one sub-move) and per turn (the sum over the sub-moves of one turn).
#![allow(clippy::print_stdout)]

use parlour_ai::{AlphaBeta, RandomBot, TurnPlanner};
use parlour_core::{Bot, Budget, Game, Seat, SeatResult, mix_seed};
use parlour_virus_war::{VirusWar, levels};
use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

/// A bot from a spec: `random`, a level name, or a level with overrides for experiments,
/// e.g. `hard/width=8/nodes=400000/depth=4/root=12/noise=0/ms=1800`.
fn make_bot(spec: &str, seed: u64) -> Box<dyn Bot<VirusWar>> {
    if spec == "random" {
        return Box::new(RandomBot::new(seed));
    }
    let mut parts = spec.split('/');
    let name = parts.next().unwrap_or_default();
    let mut l = levels::level(name).unwrap_or_else(|| panic!("unknown level {name}"));
    for kv in parts {
        let (k, v) = kv.split_once('=').expect("key=value");
        let n: f64 = v.parse().expect("a number");
        match k {
            "width" => l.width = (n > 0.0).then_some(n as usize),
            "root" => l.root_width = (n > 0.0).then_some(n as usize),
            "depth" => l.max_depth = n as u32,
            "nodes" => l.node_limit = (n > 0.0).then_some(n as u64),
            "noise" => l.noise = n as i32,
            "ms" => l.time_limit = Some(std::time::Duration::from_millis(n as u64)),
            "tt" => l.tt_bits = n as u32,
            _ => panic!("unknown setting {k}"),
        }
    }
    // The bot reports the whole setting as its name; this tool runs once, so leaking the
    // few names it makes is fine.
    l.name = Box::leak(spec.to_string().into_boxed_str());
    Box::new(TurnPlanner::new(AlphaBeta::<VirusWar>::new(l, seed)))
}

#[derive(Default)]
struct LevelStats {
    move_ms: Vec<f64>,
    turn_ms: Vec<f64>,
    nodes: u64,
    seconds: f64,
    probes: u64,
    hits: u64,
    depth_sum: u64,
    searches: u64,
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let i = ((v.len() - 1) as f64 * p).round() as usize;
    v[i]
}

/// Wilson score interval (95%) for a proportion.
fn wilson(score: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96;
    let p = score / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut games = 200usize;
    let mut seed = 1u64;
    let mut variant = "standard".to_string();
    let mut pairings = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|v| v.parse().ok()).expect("--games N"),
            "--seed" => seed = args.next().and_then(|v| v.parse().ok()).expect("--seed S"),
            "--variant" => variant = args.next().expect("--variant NAME"),
            p => pairings.push(p.to_string()),
        }
    }
    if pairings.is_empty() {
        pairings = vec![
            "easy:random".into(),
            "medium:easy".into(),
            "hard:medium".into(),
        ];
    }
    let params = VirusWar::variant(&variant).expect("variant");
    let mut stats: BTreeMap<String, LevelStats> = BTreeMap::new();
    for pairing in &pairings {
        let (a, b) = pairing.split_once(':').expect("pairing a:b");
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        let (mut a_x_score, mut a_o_score) = (0.0, 0.0);
        let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
        let mut distinct = HashSet::new();
        let mut plies_total = 0;
        let started = Instant::now();
        for g in 0..games {
            let game_seed = mix_seed(seed, g as u64);
            let a_seat = Seat((g % 2) as u8);
            let mut bots = [
                make_bot(if a_seat.0 == 0 { a } else { b }, mix_seed(game_seed, 1)),
                make_bot(if a_seat.0 == 0 { b } else { a }, mix_seed(game_seed, 2)),
            ];
            let mut state = VirusWar::new(&params, game_seed).expect("params");
            let mut record = Vec::new();
            let mut turn_ms = 0.0;
            while let Some(seat) = state.to_move() {
                let bot = &mut bots[seat.index()];
                let t0 = Instant::now();
                let m = bot.choose(&state, &Budget::unlimited()).expect("a move");
                let ms = t0.elapsed().as_secs_f64() * 1000.0;
                let st = bot.stats();
                let name = bot.name().to_string();
                let s = stats.entry(name).or_default();
                s.move_ms.push(ms);
                s.nodes += st.nodes;
                s.seconds += ms / 1000.0;
                s.probes += st.tt_probes;
                s.hits += st.tt_hits;
                s.depth_sum += u64::from(st.depth);
                s.searches += 1;
                turn_ms += ms;
                record.push(state.format_move(m));
                state.play(m).expect("bots play legal moves");
                if state.to_move() != Some(seat) {
                    s.turn_ms.push(turn_ms);
                    turn_ms = 0.0;
                }
            }
            plies_total += record.len();
            distinct.insert(record.join(" "));
            let o = state.outcome().expect("over");
            *reasons.entry(o.reason.clone()).or_default() += 1;
            let (score, tally) = match o.result(a_seat) {
                SeatResult::Win => (1.0, &mut wins),
                SeatResult::Loss => (0.0, &mut losses),
                _ => (0.5, &mut draws),
            };
            *tally += 1;
            if a_seat.0 == 0 {
                a_x_score += score;
            } else {
                a_o_score += score;
            }
        }
        let score = wins as f64 + 0.5 * draws as f64;
        let (lo, hi) = wilson(score, games as f64);
        println!(
            "{pairing}: {games} games, {a} +{wins} ={draws} -{losses}, score {:.1}% \
             (95% Wilson {:.1}-{:.1}%), {a} as X {:.1}/{} as O {:.1}/{}, reasons {reasons:?}, \
             {} distinct games, {:.0} plies/game, {:.0} s",
            100.0 * score / games as f64,
            100.0 * lo,
            100.0 * hi,
            a_x_score,
            games.div_ceil(2),
            a_o_score,
            games / 2,
            distinct.len(),
            plies_total as f64 / games as f64,
            started.elapsed().as_secs_f64()
        );
    }
    println!();
    for (name, s) in &mut stats {
        if name == "random" {
            continue;
        }
        let n = s.move_ms.len();
        let (m50, m95, mmax) = (
            percentile(&mut s.move_ms, 0.5),
            percentile(&mut s.move_ms, 0.95),
            percentile(&mut s.move_ms, 1.0),
        );
        let (t50, t95, tmax) = (
            percentile(&mut s.turn_ms, 0.5),
            percentile(&mut s.turn_ms, 0.95),
            percentile(&mut s.turn_ms, 1.0),
        );
        println!(
            "{name}: {n} sub-moves; think per sub-move median {m50:.1} ms, p95 {m95:.1} ms, \
             max {mmax:.1} ms; per turn median {t50:.1} ms, p95 {t95:.1} ms, max {tmax:.1} ms; \
             {:.0} nodes/s; TT hits {:.1}% of {} probes; mean depth {:.2}",
            s.nodes as f64 / s.seconds.max(1e-9),
            100.0 * s.hits as f64 / s.probes.max(1) as f64,
            s.probes,
            s.depth_sum as f64 / s.searches.max(1) as f64,
        );
    }
}
