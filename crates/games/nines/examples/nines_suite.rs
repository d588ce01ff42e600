//! A fixed suite of test positions: traps a player must not step into.
//!
//! ```text
//! # Score a player on the suite (a player as in nines_arena: hard, hard*10, hard:nodes=N,
//! # hard@weights.txt):
//! cargo run --release -p parlour-nines --example nines_suite -- run \
//!     --suite crates/games/nines/tests/data/suite.tsv --player hard
//! # Make suite entries from recorded games (nines_arena --record):
//! cargo run --release -p parlour-nines --example nines_suite -- make \
//!     --games games.txt --nodes 4000000 [--per-game 3] [--reasons blockade] >> suite.tsv
//! ```
//!
//! Every entry is a position with the steps that are **proven** to lose (the reference
//! search found a forced loss after them) while at least one other step is not: a player
//! passes an entry when its choice is not one of the losing steps. The suite's positions
//! come from games that were lost (mostly by blockade): walking back from the end over the
//! loser's decisions, `make` keeps the decisions where the step played was a proven loss and
//! another was not, i.e. the moments the game was thrown away.
//!
//! `traps --games FILE --nodes N [--from 10 --to 17 --floor -150]` finds traps of the
//! placing phase in the positions of recorded games: some steps proven to lose while the
//! best other step is still worth `floor` or more.
//! `verify --suite FILE --nodes N` searches the steps not proven to lose again, deeper, and
//! writes the suite without the entries where every step turns out to lose.
//! `positions --games FILE --per-game N` lists every N-th position of recorded games;
//! `time --suite POSITIONS --player P` searches each and reports nodes per second; and
//! `swings --games FILE --nodes N` prints the reference value of every position of recorded
//! games, to find where a lost game turned.
//!
//! A line of the suite: `rules`, `position text`, `losing steps` (comma-separated), `other
//! steps` (comma-separated), `the step played in the source game`, `a comment`, separated
//! by tabs. Lines starting with `#` are comments.
#![allow(clippy::print_stdout, clippy::print_stderr, missing_docs)]

use parlour_ai::{AlphaBeta, WIN};
use parlour_core::{Bot, Budget, Game, Seat, SeatResult};
use parlour_nines::{Level, Nines, Rules, level};
use std::time::{Duration, Instant};

/// Values beyond this are proven results.
const PROVEN: i32 = WIN - 100_000;

#[path = "shared/spec.rs"]
mod spec;
use spec::spec_level;
#[path = "shared/judged_bot.rs"]
mod judged_bot;
use judged_bot::{JudgedBot, read_weights};

fn rules_named(name: &str) -> Rules {
    <Nines as Game>::automated(&Rules::by_name(name).expect("client or standard"))
}

struct Entry {
    rules: String,
    position: String,
    losing: Vec<String>,
    comment: String,
}

fn read_suite(path: &str) -> Vec<Entry> {
    let text = std::fs::read_to_string(path).expect("a readable suite");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Entry {
                rules: f[0].to_string(),
                position: f[1].to_string(),
                losing: f[2].split(',').map(str::to_string).collect(),
                comment: f.get(5).unwrap_or(&"").to_string(),
            }
        })
        .collect()
}

fn run(suite: &str, player: &str, verbose: bool) {
    let entries = read_suite(suite);
    // `hard@FILE`: hard's search with the weights of a file (`nines_spsa --out`).
    let (spec, weights) = match player.split_once('@') {
        Some((spec, file)) => (
            spec,
            Some(read_weights(file).unwrap_or_else(|e| panic!("{e}"))),
        ),
        None => (player, None),
    };
    let l = spec_level(spec).expect("a level");
    let mut passed = 0;
    let mut by_kind: std::collections::BTreeMap<String, (u32, u32)> = Default::default();
    let mut times = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let rules = rules_named(&e.rules);
        let s = Nines::from_text(&rules, &e.position).expect("a position");
        let seed = 1 + i as u64;
        let mut bot: Box<dyn Bot<Nines>> = match weights {
            Some(w) => Box::new(JudgedBot::new(l.clone(), seed, w)),
            None => Box::new(AlphaBeta::<Nines>::new(l.clone(), seed)),
        };
        let t = Instant::now();
        let m = bot.choose(&s, &Budget::unlimited()).expect("a move");
        times.push(t.elapsed());
        let mv = s.format_move(m);
        let ok = !e.losing.contains(&mv);
        passed += u32::from(ok);
        let kind = format!(
            "{} {}",
            e.rules,
            e.comment.split_whitespace().next().unwrap_or("-")
        );
        let k = by_kind.entry(kind).or_default();
        k.0 += u32::from(ok);
        k.1 += 1;
        if verbose || !ok {
            println!(
                "{} #{i} {}: played {mv} ({} ms, depth {}, score {:?}) {}",
                if ok { "pass" } else { "FAIL" },
                e.position,
                t.elapsed().as_millis(),
                bot.stats().depth,
                bot.stats().score,
                e.comment
            );
        }
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    println!(
        "{player}: passed {passed} of {} ({:.1}%), median think {:.0} ms",
        entries.len(),
        100.0 * f64::from(passed) / entries.len().max(1) as f64,
        median.as_secs_f64() * 1e3
    );
    for (k, (p, n)) in by_kind {
        println!("  {k}: {p}/{n}");
    }
}

/// The value of `m` in `s` for the side to act, by a search of the position after it
/// (`bot` is the reference player; its table is kept from one search to the next).
fn reference_value(s: &Nines, m: parlour_nines::Step, bot: &mut AlphaBeta<Nines>) -> i32 {
    let me = s.to_move().expect("on");
    let mut child = s.clone();
    child.play(m).expect("legal");
    match child.to_move() {
        None => match child.outcome().expect("over").result(me) {
            SeatResult::Win => WIN,
            SeatResult::Loss => -WIN,
            _ => 0,
        },
        Some(next) => {
            let (_, v) = bot
                .search(&child, &Budget::unlimited())
                .expect("a move while the game is on");
            // A forced single move is answered unsearched (its value reads 0): follow it.
            let v = if bot.stats().depth == 0 {
                reference_value(&child, child.legal_moves()[0], bot)
            } else {
                v
            };
            if next == me { v } else { -v }
        }
    }
}

fn make(games: &str, reference: &Level, max_entries_per_game: usize, reasons: &str) {
    let mut bot = AlphaBeta::<Nines>::new(reference.clone(), 7);
    let text = std::fs::read_to_string(games).expect("a readable games file");
    for (g, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 7 {
            continue;
        }
        let (rules_name, result, reason, moves) = (f[0], f[3], f[4], f[6]);
        let loser = match result {
            "1-0" => Seat(1),
            "0-1" => Seat(0),
            _ => continue,
        };
        if reasons != "all" && !reasons.split(',').any(|r| r == reason) {
            continue;
        }
        let rules = rules_named(rules_name);
        let mut s = Nines::new(&rules, 0).expect("rules");
        let mut history = Vec::new();
        for mv in moves.split_whitespace() {
            let m = s.parse_move(mv).expect("a recorded move");
            history.push((s.clone(), m));
            s.play(m).expect("legal");
        }
        let started = Instant::now();
        let mut found = 0;
        // Walk back over the loser's decisions while the step played still loses by force.
        for (state, played) in history.iter().rev() {
            if state.to_move() != Some(loser) {
                continue;
            }
            let legal = state.legal_moves();
            if legal.len() < 2 {
                continue;
            }
            let pv = reference_value(state, *played, &mut bot);
            if pv > -PROVEN {
                break;
            }
            let mut losing = Vec::new();
            let mut others = Vec::new();
            for &m in &legal {
                let v = if m == *played {
                    pv
                } else {
                    reference_value(state, m, &mut bot)
                };
                if v <= -PROVEN {
                    losing.push(state.format_move(m));
                } else {
                    others.push(format!("{}={v}", state.format_move(m)));
                }
            }
            if others.is_empty() {
                continue;
            }
            let phase = if state.in_hand(loser) > 0 {
                "placing"
            } else {
                "moving"
            };
            println!(
                "{rules_name}\t{}\t{}\t{}\t{}\t{phase} game {g} ({reason} at turn {}), turn {}",
                state.to_text(),
                losing.join(","),
                others.join(","),
                state.format_move(*played),
                f[5],
                state.turns_completed()
            );
            found += 1;
            if found >= max_entries_per_game {
                break;
            }
        }
        eprintln!(
            "game {g}: {found} entries in {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
}

/// Trap positions of the placing phase: from the positions of recorded games where the side
/// to move still places (turns `from..=to`), those where some steps are proven to lose
/// while the best of the others is still worth at least `floor` (the position is fine
/// unless the player steps into the trap).
fn traps(games: &str, reference: &Level, from: u16, to: u16, floor: i32) {
    let text = std::fs::read_to_string(games).expect("a readable games file");
    let mut bot = AlphaBeta::<Nines>::new(reference.clone(), 13);
    let mut seen = std::collections::HashSet::new();
    for (g, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 7 {
            continue;
        }
        let mut s = Nines::new(&rules_named(f[0]), 0).expect("rules");
        let started = Instant::now();
        let mut found = 0;
        for mv in f[6].split_whitespace() {
            let turn = s.turns_completed();
            let me = s.to_move();
            if let Some(me) = me
                && (from..=to).contains(&turn)
                && s.in_hand(me) > 0
                && !s.removal_due()
                && seen.insert(s.to_text())
            {
                let mut losing = Vec::new();
                let mut others = Vec::new();
                for m in s.legal_moves() {
                    let v = reference_value(&s, m, &mut bot);
                    if v <= -PROVEN {
                        losing.push(s.format_move(m));
                    } else {
                        others.push((v, s.format_move(m)));
                    }
                }
                let best = others.iter().map(|o| o.0).max().unwrap_or(-WIN);
                if !losing.is_empty() && best >= floor {
                    others.sort_by_key(|o| std::cmp::Reverse(o.0));
                    let others: Vec<String> =
                        others.iter().map(|(v, m)| format!("{m}={v}")).collect();
                    println!(
                        "{}\t{}\t{}\t{}\t-\tplacing trap, game {g}, turn {turn}, {} of {} steps lose",
                        f[0],
                        s.to_text(),
                        losing.join(","),
                        others.join(","),
                        losing.len(),
                        losing.len() + others.len()
                    );
                    found += 1;
                }
            }
            let m = s.parse_move(mv).expect("a recorded move");
            s.play(m).expect("legal");
        }
        eprintln!(
            "game {g}: {found} traps in {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
}

/// Checks the steps of each entry that were not proven to lose again, with a deeper search,
/// and writes the suite with the steps found to lose moved to the losing ones (an entry left
/// with no other step is dropped: every step loses there).
fn verify(suite: &str, reference: &Level) {
    let text = std::fs::read_to_string(suite).expect("a readable suite");
    let mut bot = AlphaBeta::<Nines>::new(reference.clone(), 11);
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            println!("{line}");
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let s = Nines::from_text(&rules_named(f[0]), f[1]).expect("a position");
        let mut losing: Vec<String> = f[2].split(',').map(str::to_string).collect();
        let mut others = Vec::new();
        for o in f[3].split(',') {
            let name = o.split('=').next().unwrap_or(o);
            let m = s.parse_move(name).expect("a step");
            bot.clear();
            let v = reference_value(&s, m, &mut bot);
            if v <= -PROVEN {
                losing.push(name.to_string());
            } else {
                others.push(format!("{name}={v}"));
            }
        }
        if others.is_empty() {
            eprintln!("dropped (every step loses): {}", f[1]);
            continue;
        }
        let rest = f[4..].join("\t");
        println!(
            "{}\t{}\t{}\t{}\t{rest}",
            f[0],
            f[1],
            losing.join(","),
            others.join(",")
        );
    }
}

/// Positions every `every` steps of the recorded games: `rules`, tab, position text.
fn positions(games: &str, every: usize) {
    let text = std::fs::read_to_string(games).expect("a readable games file");
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 7 {
            continue;
        }
        let mut s = Nines::new(&rules_named(f[0]), 0).expect("rules");
        for (i, mv) in f[6].split_whitespace().enumerate() {
            if i % every == every - 1 && s.to_move().is_some() {
                println!("{}\t{}", f[0], s.to_text());
            }
            let m = s.parse_move(mv).expect("a recorded move");
            s.play(m).expect("legal");
        }
    }
}

/// Searches every position of a file (`rules`, tab, position text) and reports the speed.
fn time(file: &str, player: &str) {
    let l = spec_level(player).expect("a level");
    let text = std::fs::read_to_string(file).expect("a readable positions file");
    let (mut nodes, mut depth, mut n) = (0u64, 0u64, 0u64);
    let mut bot = AlphaBeta::<Nines>::new(l.clone(), 1);
    let mut secs = 0.0;
    for line in text.lines() {
        let Some((rules, position)) = line.split_once('\t') else {
            continue;
        };
        let s = Nines::from_text(&rules_named(rules), position).expect("a position");
        // Every position from scratch, as a first move would be searched.
        bot.clear();
        let started = Instant::now();
        let found = bot.analyse(&s, &Budget::unlimited());
        secs += started.elapsed().as_secs_f64();
        if found.is_some() {
            nodes += bot.stats().nodes;
            depth += u64::from(bot.stats().depth);
            n += 1;
        }
    }
    println!(
        "{player}: {n} positions, {nodes} nodes in {secs:.2} s ({:.0} nodes/s), mean depth {:.2}",
        nodes as f64 / secs,
        depth as f64 / n.max(1) as f64
    );
}

/// The course of recorded games: the reference search's value of every position, for
/// White, beside the step then played and the side that played it, so that one sees where a
/// game turned (the first step after which the loser's value fell for good).
fn swings(games: &str, reference: &Level) {
    let text = std::fs::read_to_string(games).expect("a readable games file");
    let mut bot = AlphaBeta::<Nines>::new(reference.clone(), 17);
    for (g, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 7 {
            continue;
        }
        println!(
            "game {g}: {} (White) against {}, {} by {}",
            f[1], f[2], f[3], f[4]
        );
        let mut s = Nines::new(&rules_named(f[0]), 0).expect("rules");
        let mut previous = 0;
        for mv in f[6].split_whitespace() {
            let Some(mover) = s.to_move() else { break };
            let m = s.parse_move(mv).expect("a recorded move");
            let found = bot.search(&s, &Budget::unlimited());
            let (best, v) = found.expect("a move while the game is on");
            let white = if mover == Seat(0) { v } else { -v };
            let who = f[1 + mover.index()];
            let mark = if (white - previous).abs() >= 100 {
                "  <<"
            } else {
                ""
            };
            println!(
                "  turn {:3}  {who:>8} plays {mv:<6} best {:<6} value for White {white:6} (depth {}){mark}",
                s.turns_completed(),
                s.format_move(best),
                bot.stats().depth
            );
            previous = white;
            s.play(m).expect("legal");
        }
    }
}

/// What `--help` (or no mode) prints; the module comment has the details.
const USAGE: &str = "usage: nines_suite run --suite FILE [--player P,Q] [--verbose]\n\
       nines_suite make --games FILE [--nodes N] [--per-game K] [--reasons R]\n\
       nines_suite traps --games FILE [--nodes N] [--from T] [--to T] [--floor V]\n\
       nines_suite verify --suite FILE [--nodes N]\n\
       nines_suite positions --games FILE [--per-game K]\n\
       nines_suite time --suite POSITIONS [--player P]\n\
       nines_suite swings --games FILE [--nodes N]";

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_default();
    if ![
        "run",
        "make",
        "traps",
        "verify",
        "positions",
        "time",
        "swings",
    ]
    .contains(&mode.as_str())
    {
        // `--help`, nothing, or a mode that does not exist.
        println!("{USAGE}");
        return;
    }
    let mut suite = String::new();
    let mut player = "hard".to_string();
    let mut games = String::new();
    let mut nodes = 4_000_000u64;
    let mut per_game = 3usize;
    let mut verbose = false;
    let mut reasons = "all".to_string();
    let (mut from, mut to, mut floor) = (10u16, 17u16, -150i32);
    while let Some(a) = args.next() {
        let mut val = || args.next().expect("a value after the flag");
        match a.as_str() {
            "--suite" => suite = val(),
            "--player" => player = val(),
            "--games" => games = val(),
            "--nodes" => nodes = val().parse().expect("a node count"),
            "--per-game" => per_game = val().parse().expect("a count"),
            "--verbose" => verbose = true,
            "--reasons" => reasons = val(),
            "--from" => from = val().parse().expect("a turn"),
            "--to" => to = val().parse().expect("a turn"),
            "--floor" => floor = val().parse().expect("a value"),
            _ => panic!("unknown argument {a}"),
        }
    }
    // The reference search of `traps`, `verify`, `swings` and `make`: hard with `--nodes`
    // positions, a large table, and a time cap of `secs` for a loaded machine.
    let reference = |secs: u64| Level {
        node_limit: Some(nodes),
        time_limit: Some(Duration::from_secs(secs)),
        tt_bits: 22,
        ..level("hard").expect("hard")
    };
    match mode.as_str() {
        "run" => {
            for p in player.split(',') {
                run(&suite, p, verbose);
            }
        }
        "positions" => positions(&games, per_game),
        "time" => {
            for p in player.split(',') {
                time(&suite, p);
            }
        }
        "traps" => {
            traps(&games, &reference(60), from, to, floor);
        }
        "verify" => {
            verify(&suite, &reference(120));
        }
        "swings" => {
            swings(&games, &reference(120));
        }
        "make" => {
            make(&games, &reference(60), per_game, &reasons);
        }
        _ => panic!("run or make"),
    }
}
