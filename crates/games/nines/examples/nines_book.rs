//! Builds the opening book of one rule set (`parlour_nines::book`).
//!
//! ```text
//! cargo run --release -p parlour-nines --example nines_book -- --rules standard --turns 7 \
//!     --replies 2 --plain-replies 2 --nodes 20000000 --out standard0.txt
//! cargo run --release -p parlour-nines --example nines_book -- --rules standard --turns 7 \
//!     --every-reply-until 4 --replies 1 --plain-replies 1 --nodes 20000000 \
//!     --extend standard0.txt --out crates/games/nines/book/standard.txt
//! ```
//!
//! (The first lines of each book file say how it was built.)
//!
//! The book is a tree grown from the empty board twice, once for each colour the book
//! plays. Where the book's colour is to act, hard's search with a budget of `--nodes`
//! positions (no time cap, no settling, a table of 2^22 entries) chooses the step, and only
//! that step is followed. Where the other colour is to act, every step is searched with
//! `--rank-nodes` positions, the steps are grouped by symmetry, and the `--replies` best
//! are followed (all of them at the empty board, which has only four kinds of point), and
//! with `--plain-replies K` also the K best by the same search with the open mill engines'
//! kind of evaluation (`parlour_nines::sparring`): the replies such an engine plays. The
//! tree stops after `--turns` turns. Before turn `--every-reply-until T` (1 unless given)
//! every kind of reply is followed, unranked: the book then answers whatever the opponent
//! played. `--colours white` or `black` grows only that colour's tree (both unless given).
//! Every search starts afresh from its seed, so a book rebuilds the same on any machine.
//!
//! `--extend FILE` grows a book that already exists: FILE's lines come first in the output,
//! and a position it holds takes its step from there (not searched again, not written
//! twice), so the result is one consistent book.
//!
//! `nines_book --rules client --coverage games.txt` reads the games of `nines_arena
//! --record` and says for each how many of hard's turns the compiled-in book answered.

#![allow(clippy::print_stderr, missing_docs)]

use parlour_ai::AlphaBeta;
use parlour_core::{Budget, Game, Seat};
use parlour_nines::book::Book;
use parlour_nines::judged::Judged;
use parlour_nines::sparring::Plain;
use parlour_nines::{Nines, Rules, Step};
use std::collections::HashSet;
use std::io::Write as _;
use std::time::Instant;

#[path = "shared/spec.rs"]
mod spec;
use spec::spec_level;

/// A position of the tree: the steps to it from the empty board.
struct Node {
    steps: Vec<Step>,
    state: Nines,
}

/// The value of `state` for the side to act by a search with the sparring evaluation.
fn plain_value(spec: &str, state: &Nines) -> i32 {
    let level = spec_level(spec).unwrap_or_else(|| panic!("bad player spec {spec}"));
    let mut search = AlphaBeta::<Judged<Plain>>::new(level, 1);
    search
        .analyse(&Judged(state.clone(), Plain), &Budget::unlimited())
        .map_or(0, |(_, v)| v)
}

fn searched(spec: &str, state: &Nines) -> (Step, i32, u32) {
    let level = spec_level(spec).unwrap_or_else(|| panic!("bad player spec {spec}"));
    let mut search = AlphaBeta::<Nines>::new(level, 1);
    let (step, value) = search
        .analyse(state, &Budget::unlimited())
        .expect("the game is not over");
    (step, value, parlour_core::Bot::stats(&search).depth)
}

/// For each recorded game (tab-separated: rules, white, black, result, reason, turns,
/// steps), the turns of hard (the seat named `hard`) that the book answered, in a row from
/// the first.
fn report_coverage(rules: &Rules, path: &str) {
    let text = std::fs::read_to_string(path).expect("the records can be read");
    let book = Book::for_rules(rules).expect("a book for these rules");
    let (mut games, mut total) = (0, 0);
    for record in text.lines() {
        let f: Vec<&str> = record.split('\t').collect();
        if f.len() < 7 {
            continue;
        }
        let hard = if f[1] == "hard" { Seat(0) } else { Seat(1) };
        let mut s = Nines::new(rules, 0).unwrap();
        let mut booked = 0;
        for word in f[6].split_whitespace() {
            let step = s.parse_move(word).expect("a legal step");
            if s.to_move() == Some(hard) && !s.removal_due() {
                match book.lookup(&s) {
                    Some((b, _)) if b == step => booked += 1,
                    _ => break,
                }
            }
            s.apply(step);
        }
        let colour = if hard == Seat(0) { "White" } else { "Black" };
        eprintln!("hard as {colour}: {booked} turns from the book");
        games += 1;
        total += booked;
    }
    eprintln!(
        "{games} games, {:.2} of hard's turns from the book on average",
        total as f64 / games.max(1) as f64
    );
}

fn line(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let mut rules = "standard".to_string();
    let mut turns = 9u16;
    let mut replies = 3usize;
    let mut plain_replies = 0usize;
    let mut nodes = 30_000_000u64;
    let mut rank_nodes = 300_000u64;
    let mut out = String::from("book.txt");
    let mut coverage = None;
    let mut every_until = 1u16;
    let mut colours = vec![Seat(0), Seat(1)];
    let mut extend = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut v = || args.next().expect("a value after the flag");
        match a.as_str() {
            "--rules" => rules = v(),
            "--turns" => turns = v().parse().expect("--turns N"),
            "--replies" => replies = v().parse().expect("--replies N"),
            "--plain-replies" => plain_replies = v().parse().expect("--plain-replies N"),
            "--nodes" => nodes = v().parse().expect("--nodes N"),
            "--rank-nodes" => rank_nodes = v().parse().expect("--rank-nodes N"),
            "--out" => out = v(),
            "--coverage" => coverage = Some(v()),
            "--every-reply-until" => every_until = v().parse().expect("--every-reply-until T"),
            "--colours" => {
                colours = match v().as_str() {
                    "white" => vec![Seat(0)],
                    "black" => vec![Seat(1)],
                    "both" => vec![Seat(0), Seat(1)],
                    c => panic!("--colours white|black|both, not {c}"),
                }
            }
            "--extend" => extend = Some(v()),
            _ => panic!(
                "usage: nines_book --rules standard|client --turns T --replies K \
                 [--plain-replies K] [--every-reply-until T] [--colours white|black|both] \
                 --nodes N --rank-nodes M [--extend FILE] --out FILE"
            ),
        }
    }
    let r = Rules::by_name(&rules).expect("rules: client or standard");
    if let Some(games) = coverage {
        report_coverage(&r, &games);
        return;
    }
    if rules == "standard" {
        let _ = parlour_nines::tablebase::standard();
    }
    let deep = format!("hard:nodes={nodes}+settle=0+ms=100000000+tt=22+book=0");
    let quick = format!("hard:nodes={rank_nodes}+settle=0+ms=100000000+tt=20+book=0");
    let old_text = extend.map_or(String::new(), |f| {
        std::fs::read_to_string(&f).expect("the book to extend can be read")
    });
    let old = Book::parse(&r, &old_text).unwrap_or_else(|e| panic!("the book to extend: {e}"));
    let mut file = std::fs::File::create(&out).expect("the book file can be written");
    let command = format!(
        "`nines_book --rules {rules} --turns {turns} --replies {replies} --plain-replies \
         {plain_replies} --every-reply-until {every_until} --nodes {nodes} --rank-nodes \
         {rank_nodes}` ({})",
        match colours.as_slice() {
            [Seat(0)] => "White's tree",
            [_] => "Black's tree",
            _ => "both trees",
        }
    );
    if old_text.is_empty() {
        writeln!(
            file,
            "# Parlour's Nines opening book, `{rules}` rules: steps from the empty board, ':', \
             the\n# book's step and its value in hundredths of a man for the side to act. Built \
             by\n# {command}."
        )
        .unwrap();
    } else {
        // The old header first, then what this run added, then the old lines.
        let (header, body): (Vec<&str>, Vec<&str>) =
            old_text.lines().partition(|l| l.starts_with('#'));
        for l in header {
            writeln!(file, "{l}").unwrap();
        }
        writeln!(file, "# Extended by {command}.").unwrap();
        for l in body {
            writeln!(file, "{l}").unwrap();
        }
    }
    let began = Instant::now();
    for &book_side in &colours {
        let mut level = vec![Node {
            steps: Vec::new(),
            state: Nines::new(&r, 0).unwrap(),
        }];
        let mut seen = HashSet::new();
        while !level.is_empty() {
            let mut next = Vec::new();
            for node in level {
                let s = &node.state;
                if s.outcome().is_some() || s.turns_completed() >= turns {
                    continue;
                }
                let mut follow = |step: Step, next: &mut Vec<Node>| {
                    let mut state = s.clone();
                    state.apply(step);
                    if seen.insert(Book::key_of(&state)) {
                        let mut steps = node.steps.clone();
                        steps.push(step);
                        next.push(Node { steps, state });
                    }
                };
                if s.to_move() == Some(book_side) {
                    if let Some((step, _)) = old.lookup(s) {
                        follow(step, &mut next);
                        continue;
                    }
                    let t = Instant::now();
                    let (step, value, depth) = searched(&deep, s);
                    let entry = format!("{} : {step} {value}", line(&node.steps));
                    writeln!(file, "{}", entry.trim_start()).unwrap();
                    file.flush().unwrap();
                    eprintln!(
                        "[{:>5.0} s] {} (depth {depth}, {:.1} s)",
                        began.elapsed().as_secs_f64(),
                        entry.trim_start(),
                        t.elapsed().as_secs_f64()
                    );
                    follow(step, &mut next);
                } else {
                    // The other side's steps, one of each kind, by a quicker search's value
                    // for that side.
                    let mut kinds = HashSet::new();
                    let mut rated: Vec<(i32, Step)> = Vec::new();
                    let mut plain: Vec<(i32, Step)> = Vec::new();
                    let mover = s.to_move().unwrap_or(Seat(0));
                    for step in s.legal_moves() {
                        let mut child = s.clone();
                        child.apply(step);
                        if !kinds.insert(Book::key_of(&child)) {
                            continue;
                        }
                        let same = child.to_move() == s.to_move();
                        let (value, plain_v) = if let Some(o) = child.outcome() {
                            let v = (o.value(mover) * 2_000_000.0) as i32 - 1_000_000;
                            (v, v)
                        } else if s.turns_completed() < every_until {
                            // Every reply is followed: no need to rank them.
                            (0, 0)
                        } else {
                            let (_, v, _) = searched(&quick, &child);
                            let p = if plain_replies > 0 {
                                plain_value(&quick, &child)
                            } else {
                                0
                            };
                            if same { (v, p) } else { (-v, -p) }
                        };
                        rated.push((value, step));
                        plain.push((plain_v, step));
                    }
                    rated.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
                    plain.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
                    let (keep, keep_plain) = if s.turns_completed() < every_until {
                        (rated.len(), 0)
                    } else {
                        (replies, plain_replies)
                    };
                    // `follow` skips a step already followed (its position is seen).
                    let chosen = rated.iter().take(keep).chain(plain.iter().take(keep_plain));
                    for &(_, step) in chosen {
                        follow(step, &mut next);
                    }
                }
            }
            level = next;
        }
    }
    eprintln!("done in {:.0} s", began.elapsed().as_secs_f64());
}
