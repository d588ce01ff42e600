//! Level-against-level matches (a gauntlet), to measure the strength and the think times of
//! the levels, also against stronger settings of the same search.
//!
//! ```text
//! cargo run --release -p parlour-nines --example nines_arena -- \
//!     --rules client --games 200 --pairs hard-medium,easy-random,medium-random,hard-random
//! cargo run --release -p parlour-nines --example nines_arena -- \
//!     --rules standard --games 20 --opening 4 --pairs 'hard-hard*10' --record games.txt
//! ```
//!
//! A player is `random` or a level name, optionally with a node budget multiplied (`hard*10`:
//! ten times hard's nodes and time cap) or set (`hard:nodes=5000000`, several joined by `+`:
//! `hard:depth=8+tt=18`); `sparring` is the sparring partner of [`parlour_nines::sparring`]
//! (1 M nodes, or `sparring:nodes=N`); `hard@FILE` (any level spec, then `@` and a file
//! name without `-` or `,`) is hard's search with the weights of the `Term=hundredths` lines
//! of FILE (what `nines_spsa --out` writes). Seats alternate (the
//! first-named player is White in even games), every game has its own seeds, and games run
//! under `automated` rules (`client`: drawn after 200 turns without a removal or 1000 turns).
//! With `--opening K` the first K plies of each pair of games (one per seating) are random
//! placements, the same for both seatings; the summary also counts the pairs by the points
//! the first-named player took in them, since a random opening can leave one colour lost
//! whoever plays it (a pair split 1–1 is then no fault of the loser). Under `client` rules
//! the players may also agree to a draw: before each move the player to move may offer one
//! (only on a repetition or no-progress cue) and the other accepts or declines, as in a
//! real match.
//!
//! Under `standard` rules the endgame tables are built first (`--no-tables`: not at all, so
//! the players search the flying endgames like any other position).
//!
//! Level players are seated as the catalog seats them: they search once a turn, at the step,
//! and play the removal that search chose (`parlour_ai::TurnPlanner`); `hard/step` searches
//! again at every step, the removal too. Think times are reported per move and per turn.
//!
//! `--record FILE` appends one line per game: rules, the two players (White first), the
//! result for White, the reason, and the steps. `--trace` prints every move as it is
//! played, with its think time, the positions searched and the depth reached.
#![allow(clippy::print_stdout, clippy::print_stderr, missing_docs)]

use parlour_ai::{AlphaBeta, RandomBot, TurnPlanner};
use parlour_core::{Bot, Budget, Game, Rng, Seat, SeatResult, mix_seed};
use parlour_nines::sparring::Plain;
use parlour_nines::{Nines, Rules};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::time::{Duration, Instant};

#[path = "shared/spec.rs"]
mod spec;
use spec::spec_level;
#[path = "shared/judged_bot.rs"]
mod judged_bot;
use judged_bot::{JudgedBot, read_weights};

fn make(name: &str, seed: u64) -> Box<dyn Bot<Nines>> {
    if name == "random" {
        return Box::new(RandomBot::new(seed));
    }
    if let Some((spec, file)) = name.split_once('@') {
        // Hard's search with the weights of a file (`nines_spsa --out`), seated as the
        // catalog seats hard.
        let l = spec_level(spec).unwrap_or_else(|| panic!("unknown player {spec}"));
        let w = read_weights(file).unwrap_or_else(|e| panic!("{e}"));
        return Box::new(JudgedBot::by_turns(l, seed, w));
    }
    if let Some(rest) = name.strip_prefix("sparring") {
        // Hard's settings (draw margins, table size) with the open engines' budget of a
        // million positions, unless the spec says otherwise (`sparring:nodes=N`).
        let mut l =
            spec_level(&format!("hard{rest}")).unwrap_or_else(|| panic!("unknown player {name}"));
        if !rest.contains("nodes=") {
            l.node_limit = Some(1_000_000);
        }
        l.name = "sparring";
        return Box::new(JudgedBot::new(l, seed, Plain));
    }
    // As the catalog seats them: one search a turn, the removal read from its plan; with
    // `/step`, a search at every step (the removal searched again).
    let (spec, per_step) = match name.strip_suffix("/step") {
        Some(spec) => (spec, true),
        None => (name, false),
    };
    let l = spec_level(spec).unwrap_or_else(|| panic!("unknown player {name}"));
    let search = AlphaBeta::<Nines>::new(l, seed);
    if per_step {
        Box::new(search)
    } else {
        Box::new(TurnPlanner::new(search))
    }
}

#[derive(Default)]
struct Tally {
    /// Distinct move sequences seen (different seeds must give different games).
    games: std::collections::HashSet<String>,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Losses of the first-named player, by its colour.
    losses_as: [u32; 2],
    reasons: BTreeMap<String, u32>,
    turns: u64,
    /// Half-points of the first-named player in the game before, when it was the first of
    /// a pair (games 2k and 2k + 1 share their opening).
    first_of_pair: u32,
    /// Pairs of games by the first-named player's half-points in them (0 to 4): a pair
    /// lost (fewer than 2) is the same opening played worse from both sides.
    pairs: [u32; 5],
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// What `--help` prints (the module comment has the details).
const USAGE: &str = "usage: nines_arena [--rules client|standard] [--games N] [--pairs A-B,C-D] [--seed S]\n\
       [--opening K] [--no-tables] [--threefold] [--record FILE] [--trace]\n\
players: random, easy, medium, hard, hard*10, hard:nodes=N+settle=S+depth=D+tt=B+ms=M+noise=X+q=0,\n\
         sparring (the open engines' plain evaluation on our search, 1 M nodes), sparring:nodes=N;\n\
         a level with /step (hard/step) searches at every step, the removal too;\n\
         a level with @FILE (hard@w.txt) weighs its evaluation with the Term=weight lines of FILE\n\
         (nines_spsa --out; the file name without - or ,)";

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut rules_name = "client".to_string();
    let mut games = 20u32;
    let mut pairs = "hard-medium".to_string();
    let mut base_seed = 1u64;
    let mut opening = 0usize;
    let mut record: Option<std::fs::File> = None;
    let mut tables = true;
    let mut trace = false;
    let mut threefold = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().expect("a value after the flag");
        match a.as_str() {
            "--rules" => rules_name = val(),
            "--games" => games = val().parse().expect("a number of games"),
            "--pairs" => pairs = val(),
            "--seed" => base_seed = val().parse().expect("a seed"),
            "--opening" => opening = val().parse().expect("a number of plies"),
            "--no-tables" => tables = false,
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            "--trace" => trace = true,
            "--threefold" => threefold = true,
            "--record" => {
                record = Some(
                    std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(val())
                        .expect("a writable record file"),
                )
            }
            _ => panic!("unknown argument {a}"),
        }
    }
    let rules = <Nines as Game>::automated(
        &Rules::by_name(&rules_name)
            .expect("rules")
            .with_threefold_repetition(threefold),
    );
    if tables && rules.name() == "standard" {
        // The players read the endgame tables once they exist: build them first, so that
        // every game is played with them.
        let t = Instant::now();
        let _ = parlour_nines::tablebase::standard();
        println!("endgame tables built in {:.1} s", t.elapsed().as_secs_f64());
    }
    let mut times: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    let mut depths: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    // Think time per turn: a step and the removal it brings, together.
    let mut turn_times: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    println!("rules {rules_name} (automated: {rules:?}), {games} games per pairing");
    for pair in pairs.split(',') {
        let (a, b) = pair.split_once('-').expect("pairs look like hard-medium");
        let mut tally = Tally::default();
        let started = Instant::now();
        for g in 0..games {
            let seed = mix_seed(base_seed, u64::from(g));
            let a_seat = Seat((g % 2) as u8);
            let mut bots = [make(a, mix_seed(seed, 1)), make(b, mix_seed(seed, 2))];
            // bots[0] is `a`; bot_in(seat) says which bot sits in that seat.
            let bot_in = |seat: Seat| usize::from(seat != a_seat);
            let mut state = Nines::new(&rules, seed).expect("valid rules");
            let mut agreed = false;
            let mut last_mover: Option<Seat> = None;
            let mut moves = String::new();
            // The random opening of the pair of games 2k and 2k+1.
            let mut orng = Rng::new(mix_seed(base_seed, 1000 + u64::from(g / 2)));
            for _ in 0..opening {
                let legal = state.legal_moves();
                let Some(&mv) = orng.pick(&legal) else { break };
                moves.push_str(&state.format_move(mv));
                moves.push(' ');
                state.play(mv).expect("legal");
            }
            while let Some(seat) = state.to_move() {
                let mover = bot_in(seat);
                if state.may_offer_draw(seat)
                    && state.draw_cue()
                    && bots[mover].offers_draw(&state, seat)
                    && bots[1 - mover].accepts_draw(&state, seat.other())
                {
                    agreed = true;
                    break;
                }
                let continues_turn = last_mover == Some(seat);
                let t = Instant::now();
                let mv = bots[mover]
                    .choose(&state, &Budget::unlimited())
                    .expect("a move while the game is on");
                let dt = t.elapsed();
                let name = if mover == 0 { a } else { b };
                if name != "random" {
                    times.entry(name.to_string()).or_default().push(dt);
                    let turn = turn_times.entry(name.to_string()).or_default();
                    match turn.last_mut() {
                        Some(t) if continues_turn => *t += dt,
                        _ => turn.push(dt),
                    }
                    let stats = bots[mover].stats();
                    if trace {
                        eprintln!(
                            "turn {:>3} {name:<12} {:<6} {:>8.1} ms {:>9} nodes depth {}",
                            state.turns_completed(),
                            state.format_move(mv),
                            dt.as_secs_f64() * 1e3,
                            stats.nodes,
                            stats.depth
                        );
                    }
                    // A move played from the turn's plan searched nothing.
                    if stats.nodes > 0 {
                        let d = depths.entry(name.to_string()).or_default();
                        d.0 += u64::from(stats.depth);
                        d.1 += 1;
                    }
                }
                last_mover = Some(seat);
                moves.push_str(&state.format_move(mv));
                moves.push(' ');
                state.play(mv).expect("bots play legal moves");
            }
            let (result, reason) = if agreed {
                (SeatResult::Draw, "agreement".to_string())
            } else {
                let o = state.outcome().expect("over");
                (o.result(a_seat), o.reason)
            };
            let half_points = match result {
                SeatResult::Win => 2,
                SeatResult::Loss => 0,
                _ => 1,
            };
            if g % 2 == 0 {
                tally.first_of_pair = half_points;
            } else {
                tally.pairs[(tally.first_of_pair + half_points) as usize] += 1;
            }
            match result {
                SeatResult::Win => tally.wins += 1,
                SeatResult::Loss => {
                    tally.losses += 1;
                    tally.losses_as[a_seat.index()] += 1;
                }
                _ => tally.draws += 1,
            }
            if let Some(f) = record.as_mut() {
                let (white, black) = if a_seat == Seat(0) { (a, b) } else { (b, a) };
                let white_result = match (result, a_seat == Seat(0)) {
                    (SeatResult::Win, true) | (SeatResult::Loss, false) => "1-0",
                    (SeatResult::Loss, true) | (SeatResult::Win, false) => "0-1",
                    _ => "1/2",
                };
                let _ = writeln!(
                    f,
                    "{rules_name}\t{white}\t{black}\t{white_result}\t{reason}\t{}\t{}",
                    state.turns_completed(),
                    moves.trim_end()
                );
            }
            *tally.reasons.entry(reason).or_default() += 1;
            tally.turns += u64::from(state.turns_completed());
            tally.games.insert(moves);
        }
        let n = f64::from(games);
        let score = (f64::from(tally.wins) + 0.5 * f64::from(tally.draws)) / n;
        println!(
            "{a} vs {b}: {} games ({} distinct), {a} won {} drew {} lost {} (as white {}, \
             as black {}): score {:.1}%, wins {:.1}%; mean {:.0} turns; ends {:?}; {:.0} s",
            games,
            tally.games.len(),
            tally.wins,
            tally.draws,
            tally.losses,
            tally.losses_as[0],
            tally.losses_as[1],
            100.0 * score,
            100.0 * f64::from(tally.wins) / n,
            tally.turns as f64 / n,
            tally.reasons,
            started.elapsed().as_secs_f64()
        );
        let [p0, p1, p2, p3, p4] = tally.pairs;
        println!(
            "  by pairs of games from one opening, {a} took 2 points in {p4}, 1.5 in {p3}, \
             1 in {p2}, 0.5 in {p1}, 0 in {p0}"
        );
    }
    for (name, mut t) in times {
        t.sort();
        let (dsum, dn) = depths.get(&name).copied().unwrap_or((0, 1));
        let total: Duration = t.iter().sum();
        println!(
            "think time {name}: {} moves, median {:.1} ms, p95 {:.1} ms, max {:.1} ms, \
             mean {:.1} ms; mean depth {:.1} turns",
            t.len(),
            percentile(&t, 0.5).as_secs_f64() * 1e3,
            percentile(&t, 0.95).as_secs_f64() * 1e3,
            t.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
            total.as_secs_f64() * 1e3 / t.len().max(1) as f64,
            dsum as f64 / dn.max(1) as f64,
        );
    }
    for (name, mut t) in turn_times {
        t.sort();
        println!(
            "think time {name} per turn (a step and its removal): {} turns, median {:.1} ms, \
             p95 {:.1} ms, max {:.1} ms",
            t.len(),
            percentile(&t, 0.5).as_secs_f64() * 1e3,
            percentile(&t, 0.95).as_secs_f64() * 1e3,
            t.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        );
    }
}
