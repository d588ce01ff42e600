//! Speed of the rules and of the computer players.
//!
//! `cargo bench -p parlour-elephant-fox-mouse`

// criterion_group! defines an undocumented function.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use parlour_ai::Paranoid;
use parlour_core::{Bot, Budget, Game, Rng};
use parlour_elephant_fox_mouse::heuristic::MEDIUM;
use parlour_elephant_fox_mouse::{ElephantFoxMouse, HardBot, Params, Solution};
use std::hint::black_box;

/// Positions met in random games, for move generation and bots.
fn sample_positions(n: usize) -> Vec<ElephantFoxMouse> {
    let mut rng = Rng::new(99);
    let mut out = Vec::with_capacity(n);
    let mut seed = 0;
    while out.len() < n {
        let mut g = ElephantFoxMouse::new(&Params::default(), seed).expect("valid");
        seed += 1;
        while g.to_move().is_some() && out.len() < n {
            out.push(g);
            let moves = g.legal_moves();
            g.apply(*rng.pick(&moves).expect("game on"));
        }
    }
    out
}

fn playouts(c: &mut Criterion) {
    let params = ElephantFoxMouse::automated(&Params::default());
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let mut rng = Rng::new(1);
    let mut buf = Vec::new();
    group.bench_function("random playout from the start (cap 300)", |b| {
        b.iter(|| {
            seed += 1;
            let mut g = ElephantFoxMouse::new(&params, seed).expect("valid");
            loop {
                g.legal_moves_into(&mut buf);
                let Some(&m) = rng.pick(&buf) else { break };
                g.apply(m);
            }
            black_box(g)
        })
    });
    group.finish();
}

fn move_generation(c: &mut Criterion) {
    let positions = sample_positions(1000);
    let mut group = c.benchmark_group("legal moves");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut buf = Vec::with_capacity(9);
    group.bench_function("1000 positions", |b| {
        b.iter(|| {
            let mut total = 0;
            for g in &positions {
                g.legal_moves_into(&mut buf);
                total += buf.len();
            }
            black_box(total)
        })
    });
    group.finish();
}

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    group.bench_function("compute the whole solution", |b| {
        b.iter(|| black_box(Solution::compute()))
    });
    group.finish();
}

fn bots(c: &mut Criterion) {
    let positions = sample_positions(200);
    Solution::get();
    let mut group = c.benchmark_group("bots");
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut hard = HardBot::new(1);
    group.bench_function("hard, 200 moves", |b| {
        b.iter(|| {
            for g in &positions {
                black_box(hard.choose(g, &Budget::unlimited()));
            }
        })
    });
    let mut medium = Paranoid::<ElephantFoxMouse>::new(MEDIUM, 1);
    group.bench_function("medium, 200 moves", |b| {
        b.iter(|| {
            for g in &positions {
                black_box(medium.choose(g, &Budget::unlimited()));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, playouts, move_generation, solver, bots);
criterion_main!(benches);
