//! Speed of the rules: random playouts, random steps and legal-step generation.
//!
//! `cargo bench -p parlour-nines` (with `CARGO_TARGET_DIR` set as in the project rules).
//! `playout/*` is what `parlour bench nines` times: `Game::playout`, which plays stretches
//! of moves with the position in registers, under the `standard` rules (OpenSpiel's,
//! 200-turn cap) and the automated `client` rules. `playout_by_step/*` plays the same games
//! one `random_move` and one `apply` at a time, for comparison.
#![allow(missing_docs, clippy::print_stdout)]

use criterion::{BatchSize, Criterion, Throughput, black_box, criterion_group, criterion_main};
use parlour_core::{Game, Rng};
use parlour_nines::{Nines, Rules, Step};

/// One random game from `start`; returns the number of steps played.
fn playout(start: &Nines, rng: &mut Rng, buf: &mut Vec<Step>) -> usize {
    start.clone().playout(rng, buf, usize::MAX)
}

/// The same game, one `random_move` and one `apply` at a time.
fn playout_by_step(start: &Nines, rng: &mut Rng, buf: &mut Vec<Step>) -> usize {
    let mut s = start.clone();
    let mut steps = 0;
    while let Some(m) = s.random_move(rng, buf) {
        s.apply(m);
        steps += 1;
    }
    steps
}

/// Positions met in random games, to time move generation on a realistic mix.
fn sample_positions(rules: Rules, games: u64) -> Vec<Nines> {
    let mut out = Vec::new();
    let mut rng = Rng::new(99);
    let mut buf = Vec::new();
    for g in 0..games {
        let mut s = Nines::new(&rules.automated(), g).unwrap();
        loop {
            s.legal_moves_into(&mut buf);
            if buf.is_empty() {
                break;
            }
            out.push(s.clone());
            s.apply(buf[rng.below(buf.len())]);
        }
    }
    out
}

type Playout = fn(&Nines, &mut Rng, &mut Vec<Step>) -> usize;

fn playouts(c: &mut Criterion) {
    for (group_name, play) in [
        ("playout", playout as Playout),
        ("playout_by_step", playout_by_step as Playout),
    ] {
        let mut group = c.benchmark_group(group_name);
        for (name, rules) in [
            ("standard", Rules::standard()),
            ("client", Rules::client().automated()),
        ] {
            let start = Nines::new(&rules, 0).unwrap();
            let mut rng = Rng::new(1);
            let mut buf = Vec::with_capacity(256);
            group.throughput(Throughput::Elements(1));
            group.bench_function(name, |b| {
                b.iter(|| black_box(play(&start, &mut rng, &mut buf)))
            });
        }
        group.finish();
    }
}

fn movegen(c: &mut Criterion) {
    let positions = sample_positions(Rules::standard(), 50);
    let mut group = c.benchmark_group("legal_moves_into");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut buf = Vec::with_capacity(256);
    group.bench_function("standard_mix", |b| {
        b.iter(|| {
            let mut n = 0;
            for s in &positions {
                s.legal_moves_into(&mut buf);
                n += buf.len();
            }
            black_box(n)
        })
    });
    group.finish();

    let mut group = c.benchmark_group("random_move");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut rng = Rng::new(3);
    group.bench_function("standard_mix", |b| {
        b.iter(|| {
            let mut n = 0;
            for s in &positions {
                if let Some(m) = s.random_move(&mut rng, &mut buf) {
                    n += usize::from(m.action());
                }
            }
            black_box(n)
        })
    });
    group.finish();

    let mut group = c.benchmark_group("apply");
    let mut rng = Rng::new(5);
    group.bench_function("standard_mix", |b| {
        b.iter_batched(
            || {
                let s = positions[rng.below(positions.len())].clone();
                let moves = s.legal_moves();
                let m = moves[rng.below(moves.len())];
                (s, m)
            },
            |(mut s, m)| {
                s.apply(m);
                s
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, playouts, movegen);
criterion_main!(benches);
