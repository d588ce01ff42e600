//! Measures the levels: one player of a level against two players of another, many games.
//!
//! `cargo run --release -p parlour-elephant-fox-mouse --example elephant_fox_mouse_arena -- [games] [first-seed] [matchup...]`
//!
//! A matchup is `subject-opponents`, e.g. `hard-easy` (one hard player against two easy
//! ones); levels are `random`, `easy`, `medium`, `hard` and `hardN` (hard with doom margin
//! N). Games are capped at 300 plies. `--trace` prints the end of every game the subject
//! loses. The subject's animal rotates over the three animals and
//! both turn-order directions; every game has its own seed.
#![allow(clippy::print_stdout)]

use parlour_ai::{Paranoid, RandomBot};
use parlour_core::{Bot, Budget, Game, SearchLevel, SeatResult};
use parlour_elephant_fox_mouse::heuristic::MEDIUM;
use parlour_elephant_fox_mouse::{Animal, EasyBot, ElephantFoxMouse, HardBot, Solution};
use std::time::{Duration, Instant};

fn make(level: &str, seed: u64) -> Box<dyn Bot<ElephantFoxMouse>> {
    match level {
        "random" => Box::new(RandomBot::new(seed)),
        "easy" => Box::new(EasyBot::new(seed)),
        "medium" => Box::new(Paranoid::<ElephantFoxMouse>::new(MEDIUM, seed)),
        "hard" => Box::new(HardBot::new(seed)),
        other => {
            if let Some(n) = other.strip_prefix("hard").and_then(|n| n.parse().ok()) {
                Box::new(HardBot::with_margin(n, seed))
            } else if let Some(d) = other.strip_prefix("medium").and_then(|n| n.parse().ok()) {
                Box::new(Paranoid::<ElephantFoxMouse>::new(
                    SearchLevel {
                        max_depth: d,
                        ..MEDIUM
                    },
                    seed,
                ))
            } else {
                panic!("unknown level {other}")
            }
        }
    }
}

#[derive(Default)]
struct Tally {
    games: usize,
    win: usize,
    loss: usize,
    survivor: usize,
    draw: usize,
    plies: usize,
    by_order: [[usize; 2]; 2], // [prey moves next?][win, loss]
    think: Vec<Duration>,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn run(subject: &str, opponent: &str, games: usize, first_seed: u64, trace: bool) {
    let params = ElephantFoxMouse::automated(&Default::default());
    let mut t = Tally::default();
    let mut seed = first_seed;
    for i in 0..games {
        let me = Animal::ALL[i % 3];
        let prey_next = (i / 3) % 2 == 0;
        // The next seed whose turn order runs in the wanted direction.
        let mut game = loop {
            let g = ElephantFoxMouse::new(&params, seed).expect("valid params");
            seed += 1;
            if g.order().prey_moves_next() == prey_next {
                break g;
            }
        };
        let mut bots: Vec<Box<dyn Bot<ElephantFoxMouse>>> = Animal::ALL
            .iter()
            .map(|&a| {
                let s = seed.wrapping_mul(31).wrapping_add(a.index() as u64);
                if a == me {
                    make(subject, s)
                } else {
                    make(opponent, s)
                }
            })
            .collect();
        let mut plies = 0;
        let mut log = Vec::new();
        while let Some(a) = game.animal_to_move() {
            let start = Instant::now();
            let mv = bots[a.index()]
                .choose(&game, &Budget::unlimited())
                .expect("a move");
            if a == me {
                t.think.push(start.elapsed());
            }
            if trace {
                log.push(format!(
                    "{}  -> {}",
                    game.to_text(),
                    parlour_i18n::lines(parlour_i18n::Lang::En, &game.explain(mv))
                ));
            }
            game.play(mv).expect("bots play legal moves");
            plies += 1;
        }
        let result = game.outcome().expect("over").result(me.seat());
        if trace && result == SeatResult::Loss {
            println!("{subject} ({me}) eaten in game {i}:");
            for line in log.iter().rev().take(18).rev() {
                println!("  {line}");
            }
        }
        t.games += 1;
        t.plies += plies;
        match result {
            SeatResult::Win => {
                t.win += 1;
                t.by_order[usize::from(prey_next)][0] += 1;
            }
            SeatResult::Loss => {
                t.loss += 1;
                t.by_order[usize::from(prey_next)][1] += 1;
            }
            SeatResult::Survivor => t.survivor += 1,
            SeatResult::Draw => t.draw += 1,
        }
    }
    t.think.sort();
    let pct = |n: usize| 100.0 * n as f64 / t.games.max(1) as f64;
    println!(
        "{subject:>8} vs 2x {opponent:<7} games {:4}  win {:4} ({:5.1}%)  eaten {:3} ({:4.1}%)  survivor {:3}  draw {:3}  \
         mean plies {:5.1}  [prey-next order w/l {}/{}, predator-next {}/{}]  think median {:?} p95 {:?} max {:?}",
        t.games,
        t.win,
        pct(t.win),
        t.loss,
        pct(t.loss),
        t.survivor,
        t.draw,
        t.plies as f64 / t.games.max(1) as f64,
        t.by_order[1][0],
        t.by_order[1][1],
        t.by_order[0][0],
        t.by_order[0][1],
        percentile(&t.think, 0.5),
        percentile(&t.think, 0.95),
        t.think.last().copied().unwrap_or_default(),
    );
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = args.first().and_then(|a| a.parse().ok()).unwrap_or(300);
    let first_seed = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let trace = args.iter().any(|a| a == "--trace");
    let mut matchups: Vec<String> = args
        .iter()
        .skip(2)
        .filter(|a| *a != "--trace")
        .cloned()
        .collect();
    if matchups.is_empty() {
        matchups = [
            "hard-easy",
            "medium-easy",
            "easy-easy",
            "hard-random",
            "medium-random",
            "easy-random",
            "random-random",
            "hard-medium",
            "medium-medium",
            "easy-medium",
            "medium-hard",
            "easy-hard",
            "hard-hard",
        ]
        .map(String::from)
        .to_vec();
    }
    let t = Instant::now();
    Solution::get();
    println!(
        "solution computed in {:?} (before the games, not counted in think times)",
        t.elapsed()
    );
    for m in matchups {
        let (a, b) = m.split_once('-').expect("matchup like hard-easy");
        run(a, b, games, first_seed, trace);
    }
}
