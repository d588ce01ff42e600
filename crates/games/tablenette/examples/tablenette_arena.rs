//! Level against level, seat-swapped.
//!
//! ```text
//! cargo run --release -p parlour-tablenette --example tablenette_arena -- hands <a> <b> <deals> [first-seed]
//! cargo run --release -p parlour-tablenette --example tablenette_arena -- games <a> <b> <games> [first-seed]
//! ```
//! Levels: `random`, `easy`, `medium`, `hard`, and for tuning `pimc:<worlds>`,
//! `ismcts:<iterations>[:<exploration>]` (exploration 20 points by default) and
//! `model:<iterations>[:<exploration>]` (the same information-set MCTS with the opponent
//! modelled: inside the tree it plays the rollout policy instead of being searched, see
//! `DeterminizedLevel::model_opponents`), all with the hard level's inference and no time
//! limit, so that seeded runs repeat. `hands` plays each deal of the "hand"
//! variant twice with the seats swapped and reports A's points per hand minus B's (mean and
//! 95% interval). `games` plays full games to over 251, A sitting south in even games and
//! north in odd ones. Both print each side's think time per move (median, p95, max).
#![allow(clippy::print_stdout)]

use parlour_ai::{Ismcts, Pimc, RandomBot};
use parlour_core::{
    Blind, Bot, Budget, DeterminizedLevel, DeterminizedSearch, Game, Seat, mix_seed,
};
use parlour_tablenette::bots::{self, HARD};
use parlour_tablenette::{Tablenette, TablenetteParams};
use std::time::{Duration, Instant};

fn make(level: &str, seed: u64) -> Box<dyn Bot<Tablenette>> {
    // For tuning: pimc:<worlds>, ismcts:<iterations>[:<exploration>] and
    // model:<iterations>[:<exploration>].
    let mut parts = level.split(':');
    let kind = parts.next().unwrap_or_default();
    let number = |default: f64, s: Option<&str>| s.map_or(default, |n| n.parse().expect("number"));
    let tuned = |budget: f64, exploration: f64| DeterminizedLevel {
        budget: budget as u64,
        exploration,
        time_limit: None,
        ..HARD
    };
    match kind {
        "random" => Box::new(RandomBot::new(seed)),
        "easy" => Box::new(bots::easy(seed)),
        "medium" => Box::new(bots::medium(seed)),
        "hard" => Box::new(Blind(parlour_ai::determinized::<Tablenette>(HARD, seed))),
        "pimc" => {
            let worlds = number(200.0, parts.next());
            Box::new(Blind(Pimc::<Tablenette>::new(
                DeterminizedLevel {
                    search: DeterminizedSearch::Pimc,
                    ..tuned(worlds, 0.0)
                },
                seed,
            )))
        }
        "ismcts" | "model" => {
            let iterations = number(2000.0, parts.next());
            let c = number(20.0, parts.next());
            let level = DeterminizedLevel {
                search: DeterminizedSearch::Ismcts,
                model_opponents: kind == "model",
                ..tuned(iterations, c)
            };
            Box::new(Blind(Ismcts::<Tablenette>::new(level, seed)))
        }
        other => panic!("unknown level {other}"),
    }
}

struct Side {
    times: Vec<Duration>,
}

/// Plays one game; `a_seat` is where A sits. Returns the final state.
fn play(
    params: &TablenetteParams,
    seed: u64,
    levels: [&str; 2],
    a_seat: Seat,
    sides: &mut [Side; 2],
) -> Tablenette {
    let mut g = Tablenette::new(params, seed).expect("valid params");
    // Bots seeded per game and per side, so every game differs.
    let mut bots = [
        make(levels[0], mix_seed(seed, 1)),
        make(levels[1], mix_seed(seed, 2)),
    ];
    while let Some(seat) = g.to_move() {
        let who = if seat == a_seat { 0 } else { 1 };
        let t = Instant::now();
        let mv = bots[who]
            .choose(&g, &Budget::unlimited())
            .expect("game not over");
        sides[who].times.push(t.elapsed());
        g.play(mv).expect("bots play legal moves");
    }
    g
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort_unstable();
    let i = ((times.len() - 1) as f64 * p).round() as usize;
    times[i]
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        println!("usage: arena hands|games <a> <b> <count> [first-seed]");
        return;
    }
    let (mode, a, b) = (args[0].as_str(), args[1].as_str(), args[2].as_str());
    let count: u64 = args[3].parse().expect("count");
    let first: u64 = args.get(4).map_or(1, |s| s.parse().expect("seed"));
    let mut sides = [Side { times: vec![] }, Side { times: vec![] }];
    let start = Instant::now();
    match mode {
        "hands" => {
            let params = Tablenette::variant("hand").expect("variant");
            let mut diffs = Vec::new();
            let mut total_points = 0i64;
            let mut bonus = [0u32; 3];
            for deal in 0..count {
                let seed = first + deal;
                for a_seat in [Seat(0), Seat(1)] {
                    let g = play(&params, seed, [a, b], a_seat, &mut sides);
                    let t = *g.previous_hand().expect("hand played");
                    let (sa, sb) = (t.total(a_seat), t.total(a_seat.other()));
                    diffs.push(f64::from(sa - sb));
                    total_points += i64::from(sa + sb);
                    let ia = a_seat.index();
                    match (t.most_cards[ia] > 0, t.most_cards[1 - ia] > 0) {
                        (true, _) => bonus[0] += 1,
                        (_, true) => bonus[1] += 1,
                        _ => bonus[2] += 1,
                    }
                }
            }
            let n = diffs.len() as f64;
            let mean = diffs.iter().sum::<f64>() / n;
            let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            println!(
                "{a} v {b}: {} hands ({count} deals, seats swapped): {:+.1} ± {:.1} points per hand \
                 for {a}; mean total {:.1} per hand; 3-point bonus {a}/{b}/none {}/{}/{}",
                diffs.len(),
                mean,
                1.96 * (var / n).sqrt(),
                total_points as f64 / n,
                bonus[0],
                bonus[1],
                bonus[2]
            );
        }
        "games" => {
            let params = Tablenette::variant("client").expect("variant");
            let (mut wins, mut losses, mut draws, mut hands) = (0, 0, 0, 0u64);
            for game in 0..count {
                let a_seat = Seat((game % 2) as u8);
                let g = play(&params, first + game, [a, b], a_seat, &mut sides);
                let o = g.outcome().expect("over");
                hands += u64::from(o.rounds.unwrap_or(0));
                match o.result(a_seat) {
                    parlour_core::SeatResult::Win => wins += 1,
                    parlour_core::SeatResult::Loss => losses += 1,
                    _ => draws += 1,
                }
            }
            println!(
                "{a} v {b}: {count} full games: {a} wins {wins}, loses {losses}, draws {draws} \
                 ({:.1}% wins); {:.2} hands per game",
                100.0 * f64::from(wins) / count as f64,
                hands as f64 / count as f64
            );
        }
        other => panic!("unknown mode {other}"),
    }
    for (name, side) in [a, b].iter().zip(sides.iter_mut()) {
        let n = side.times.len();
        let med = percentile(&mut side.times, 0.5);
        let p95 = percentile(&mut side.times, 0.95);
        let max = side.times.last().copied().unwrap_or_default();
        println!(
            "  {name}: {n} moves, think median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            med.as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3
        );
    }
    println!("  wall time {:.1} s", start.elapsed().as_secs_f64());
}
