//! A match between two Nines engines that speak the protocol of `parlour engine nines`
//! (docs/nines-engine.md): two programs, or one program with two settings.
//!
//! ```text
//! cargo run --release -p parlour-catalog --example engine_match -- \
//!     --a "target/release/parlour engine nines" --b "/tmp/old/nines_engine" \
//!     --rules standard --games 40 --opening 4 --go "nodes 300000"
//! ```
//!
//! Games are played in pairs with the same random opening (`--opening K` random steps),
//! each engine White once. `--go` is what each engine is sent for every step (`--go-b` for a
//! different budget for B); `--setoption "Level=medium"` is sent to both (repeatable;
//! `--setoption-b` for B only). Games follow the automated rules of the rule set (`client`:
//! drawn after 200 turns without a removal or 1000 turns; `standard`: 200 turns); with
//! `--threefold` a threefold repetition draws. `--turn-limit N` draws a game after N turns
//! instead, `--turn-limit none` plays `standard` without its 200-turn limit (then only the
//! safety caps of `client` games end a game that goes nowhere); both engines are told with
//! the `TurnLimit` option. `--record FILE` appends each game: the players, the result for
//! White, the reason, the steps.
#![allow(clippy::print_stdout, clippy::print_stderr, missing_docs)]

use parlour_core::{Game, Rng, Seat, SeatResult, mix_seed};
use parlour_nines::{Nines, Rules};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    think: Vec<Duration>,
}

impl Engine {
    fn start(command: &str, options: &[(String, String)]) -> Engine {
        let mut parts = command.split_whitespace();
        let program = parts.next().expect("an engine command");
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut e = Engine {
            child,
            input,
            output,
            think: Vec::new(),
        };
        e.send("uci");
        e.wait_for("uciok");
        for (k, v) in options {
            e.send(&format!("setoption name {k} value {v}"));
        }
        e.send("isready");
        e.wait_for("readyok");
        e
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    fn wait_for(&mut self, prefix: &str) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .expect("the engine answers");
            assert!(n > 0, "the engine stopped before '{prefix}'");
            if line.starts_with("info string error") {
                eprintln!("engine: {}", line.trim_end());
            }
            if line.starts_with(prefix) {
                return line.trim_end().to_string();
            }
        }
    }

    fn best(&mut self, moves: &[String], go: &str) -> String {
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        let t = Instant::now();
        self.send(&format!("go {go}"));
        let line = self.wait_for("bestmove ");
        self.think.push(t.elapsed());
        line["bestmove ".len()..].to_string()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e3
}

fn option_pair(s: &str) -> (String, String) {
    let (k, v) = s.split_once('=').expect("an option looks like Name=value");
    (k.to_string(), v.to_string())
}

/// What `--help` prints (the module comment has the details).
const USAGE: &str = "usage: engine_match --a COMMAND --b COMMAND [--rules client|standard] [--games N]\n\
       [--opening K] [--seed S] [--go LIMITS] [--go-b LIMITS] [--setoption Name=value]\n\
       [--setoption-b Name=value] [--threefold] [--turn-limit N|none] [--record FILE]";

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let (mut a_cmd, mut b_cmd) = (String::new(), String::new());
    let mut rules_name = "client".to_string();
    let mut games = 20u32;
    let mut opening = 4usize;
    let mut seed = 1u64;
    let mut go_a = "nodes 300000".to_string();
    let mut go_b: Option<String> = None;
    let mut opts_a: Vec<(String, String)> = Vec::new();
    let mut opts_b: Vec<(String, String)> = Vec::new();
    let mut threefold = false;
    let mut turn_limit: Option<String> = None;
    let mut record: Option<std::fs::File> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().expect("a value after the flag");
        match a.as_str() {
            "--a" => a_cmd = val(),
            "--b" => b_cmd = val(),
            "--rules" => rules_name = val(),
            "--games" => games = val().parse().expect("a number of games"),
            "--opening" => opening = val().parse().expect("a number of steps"),
            "--seed" => seed = val().parse().expect("a seed"),
            "--go" => go_a = val(),
            "--go-b" => go_b = Some(val()),
            "--setoption" => {
                let o = option_pair(&val());
                opts_a.push(o.clone());
                opts_b.push(o);
            }
            "--setoption-b" => opts_b.push(option_pair(&val())),
            "--threefold" => threefold = true,
            "--turn-limit" => turn_limit = Some(val()),
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
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
    assert!(
        !a_cmd.is_empty() && !b_cmd.is_empty(),
        "--a and --b are needed"
    );
    let go_b = go_b.unwrap_or_else(|| go_a.clone());
    let mut rules = Rules::by_name(&rules_name)
        .expect("client or standard")
        .with_threefold_repetition(threefold);
    let mut protocol_rules = vec![
        ("Rules".to_string(), rules_name.clone()),
        ("Threefold".to_string(), threefold.to_string()),
    ];
    if let Some(limit) = &turn_limit {
        rules.max_turns = match limit.as_str() {
            "none" | "0" => None,
            n => Some(n.parse().expect("--turn-limit: a number of turns or none")),
        };
        protocol_rules.push(("TurnLimit".to_string(), limit.clone()));
    }
    let rules = rules.automated();
    let with = |o: &[(String, String)]| [protocol_rules.clone(), o.to_vec()].concat();
    let mut a = Engine::start(&a_cmd, &with(&opts_a));
    let mut b = Engine::start(&b_cmd, &with(&opts_b));
    println!("A = {a_cmd} ({go_a}), B = {b_cmd} ({go_b}), rules {rules:?}");
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut losses_as = [0u32; 2];
    let mut reasons = std::collections::BTreeMap::<String, u32>::new();
    let started = Instant::now();
    for g in 0..games {
        let a_seat = Seat((g % 2) as u8);
        let mut state = Nines::new(&rules, 0).expect("rules");
        let mut moves: Vec<String> = Vec::new();
        let mut orng = Rng::new(mix_seed(seed, u64::from(g / 2)));
        for _ in 0..opening {
            let legal = state.legal_moves();
            let Some(&m) = orng.pick(&legal) else { break };
            moves.push(state.format_move(m));
            state.play(m).expect("legal");
        }
        a.send("ucinewgame");
        b.send("ucinewgame");
        while let Some(seat) = state.to_move() {
            let text = if seat == a_seat {
                a.best(&moves, &go_a)
            } else {
                b.best(&moves, &go_b)
            };
            let m = state
                .parse_move(&text)
                .unwrap_or_else(|e| panic!("game {g}: '{text}' unreadable: {e}"));
            state
                .play(m)
                .unwrap_or_else(|e| panic!("game {g}: '{text}' illegal: {e}"));
            moves.push(text);
        }
        let o = state.outcome().expect("over");
        let r = o.result(a_seat);
        match r {
            SeatResult::Win => wins += 1,
            SeatResult::Loss => {
                losses += 1;
                losses_as[a_seat.index()] += 1;
            }
            _ => draws += 1,
        }
        *reasons.entry(o.reason.clone()).or_default() += 1;
        if let Some(f) = record.as_mut() {
            let white_result = match (o.result(Seat(0)), o.result(Seat(1))) {
                (SeatResult::Win, _) => "1-0",
                (_, SeatResult::Win) => "0-1",
                _ => "1/2",
            };
            let (white, black) = if a_seat == Seat(0) {
                ("A", "B")
            } else {
                ("B", "A")
            };
            let _ = writeln!(
                f,
                "{rules_name}\t{white}\t{black}\t{white_result}\t{}\t{}\t{}",
                o.reason,
                state.turns_completed(),
                moves.join(" ")
            );
        }
        eprintln!(
            "game {}: A {} ({}) after {} turns; A {wins} W {draws} D {losses} L",
            g + 1,
            r.name(),
            o.reason,
            state.turns_completed()
        );
    }
    let n = f64::from(games.max(1));
    println!(
        "A vs B: {games} games, A won {wins} drew {draws} lost {losses} (as white {}, as black \
         {}): A scored {:.1}%; ends {reasons:?}; {:.0} s",
        losses_as[0],
        losses_as[1],
        100.0 * (f64::from(wins) + 0.5 * f64::from(draws)) / n,
        started.elapsed().as_secs_f64()
    );
    for (name, e) in [("A", &mut a), ("B", &mut b)] {
        e.think.sort();
        println!(
            "think time {name}: {} steps, median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            e.think.len(),
            quantile(&e.think, 0.5),
            quantile(&e.think, 0.95),
            quantile(&e.think, 1.0)
        );
    }
}
