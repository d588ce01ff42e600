//! Random playouts per second, legal-move generation, and the bots' move times.
#![allow(clippy::print_stdout, missing_docs)]

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use parlour_core::{Blind, Bot, Budget, Difficulty, Game, Rng};
use parlour_tablenette::{Tablenette, bots};

/// The player of a level, as the catalog seats it.
fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Tablenette>> {
    match level {
        Difficulty::Easy => Box::new(bots::easy(seed)),
        Difficulty::Medium => Box::new(bots::medium(seed)),
        Difficulty::Hard => Box::new(Blind(parlour_ai::determinized::<Tablenette>(
            bots::HARD,
            seed,
        ))),
    }
}

/// Positions from the middle of seeded random hands.
fn positions() -> Vec<Tablenette> {
    let params = Tablenette::variant("hand").unwrap();
    let mut out = Vec::new();
    for seed in 0..64u64 {
        let mut g = Tablenette::new(&params, seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..(seed % 40) {
            let moves = g.legal_moves();
            g.apply(*rng.pick(&moves).unwrap());
        }
        out.push(g);
    }
    out
}

fn playouts(c: &mut Criterion) {
    let params = Tablenette::variant("hand").unwrap();
    let start = Tablenette::new(&params, 1).unwrap();
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random hand", |b| {
        let mut rng = Rng::new(5);
        let mut buf = Vec::new();
        b.iter(|| {
            // Each playout from a fresh sample: a new deal of the unseen cards.
            let mut g = start.sample(parlour_core::Seat(0), &mut rng);
            while g.to_move().is_some() {
                g.legal_moves_into(&mut buf);
                let m = *rng.pick(&buf).unwrap();
                g.apply(m);
            }
            black_box(g.outcome())
        })
    });
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let ps = positions();
    let mut group = c.benchmark_group("legal moves");
    group.throughput(Throughput::Elements(ps.len() as u64));
    group.bench_function("64 positions", |b| {
        let mut buf = Vec::new();
        b.iter(|| {
            let mut n = 0;
            for p in &ps {
                p.legal_moves_into(&mut buf);
                n += buf.len();
            }
            black_box(n)
        })
    });
    group.finish();
}

fn bots(c: &mut Criterion) {
    let ps = positions();
    let mut group = c.benchmark_group("bot move");
    group.sample_size(10);
    for level in Difficulty::ALL {
        group.bench_function(level.name(), |b| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % ps.len();
                let mut bot = bot(level, i as u64);
                black_box(bot.choose(&ps[i], &Budget::unlimited()))
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default();
    targets = playouts, movegen, bots
}
criterion_main!(benches);
