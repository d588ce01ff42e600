//! Speed of the rules and of the search: random playouts, move generation, evaluation and
//! alpha-beta nodes.
#![allow(clippy::print_stdout, missing_docs)]

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use parlour_ai::{AlphaBeta, AlphaBetaConfig};
use parlour_core::{Bot, Budget, Game, Heuristic, Rng};
use parlour_virus_war::{Move, VirusWar, VirusWarParams};
use std::hint::black_box;

/// Positions from the middle of seeded random games (20–60 plies in).
fn middle_game_positions(n: usize) -> Vec<VirusWar> {
    let params = VirusWarParams::default();
    let mut rng = Rng::new(7);
    let mut out = Vec::new();
    let mut buf = Vec::new();
    while out.len() < n {
        let mut s = VirusWar::new(&params, 0).unwrap();
        let stop = 20 + rng.below(40);
        for _ in 0..stop {
            s.legal_moves_into(&mut buf);
            let cells: Vec<Move> = buf.iter().copied().filter(|m| *m != Move::Pass).collect();
            match rng.pick(&cells) {
                Some(&m) => s.apply(m),
                None => break,
            }
        }
        if s.to_move().is_some() {
            out.push(s);
        }
    }
    out
}

fn playouts(c: &mut Criterion) {
    let start = VirusWar::new(&VirusWarParams::default(), 0).unwrap();
    let mut g = c.benchmark_group("playout");
    g.throughput(Throughput::Elements(1));
    g.bench_function("random playout from the start", |b| {
        let mut rng = Rng::new(1);
        let mut buf = Vec::new();
        b.iter(|| {
            let mut s = start.clone();
            while let Some(m) = s.random_move(&mut rng, &mut buf) {
                s.apply(m);
            }
            black_box(s.outcome())
        })
    });
    g.finish();
}

fn generation(c: &mut Criterion) {
    let positions = middle_game_positions(64);
    let mut g = c.benchmark_group("positions");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("legal moves", |b| {
        let mut buf = Vec::new();
        b.iter(|| {
            let mut n = 0;
            for s in &positions {
                s.legal_moves_into(&mut buf);
                n += buf.len();
            }
            black_box(n)
        })
    });
    g.bench_function("apply every legal move", |b| {
        let mut buf = Vec::new();
        b.iter(|| {
            let mut n = 0u64;
            for s in &positions {
                s.legal_moves_into(&mut buf);
                for &m in &buf {
                    let mut t = s.clone();
                    t.apply(m);
                    n ^= t.hash();
                }
            }
            black_box(n)
        })
    });
    g.bench_function("evaluate", |b| {
        b.iter(|| {
            let mut n = 0;
            for s in &positions {
                n += s.evaluate(s.to_move().unwrap());
            }
            black_box(n)
        })
    });
    g.bench_function("move order", |b| {
        let mut buf = Vec::new();
        b.iter(|| {
            let mut n = 0;
            for s in &positions {
                s.legal_moves_into(&mut buf);
                for &m in &buf {
                    n += s.move_order(m);
                }
            }
            black_box(n)
        })
    });
    g.finish();
}

fn search(c: &mut Criterion) {
    let positions = middle_game_positions(8);
    let nodes = 50_000u64;
    let mut g = c.benchmark_group("search");
    g.sample_size(10);
    g.throughput(Throughput::Elements(nodes * positions.len() as u64));
    g.bench_function("alpha-beta 50k nodes, width 8", |b| {
        b.iter_batched(
            || {
                AlphaBeta::<VirusWar>::new(
                    AlphaBetaConfig {
                        max_depth: 8,
                        node_limit: Some(nodes),
                        width: Some(8),
                        tt_bits: 18,
                        ..AlphaBetaConfig::named("bench")
                    },
                    1,
                )
            },
            |mut bot| {
                for s in &positions {
                    black_box(bot.choose(s, &Budget::unlimited()));
                }
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, playouts, generation, search);
criterion_main!(benches);
