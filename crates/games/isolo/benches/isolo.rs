//! Speed of the rules: random playouts, legal-move generation, one move, a fixed search.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use parlour_ai::{AlphaBeta, AlphaBetaConfig};
use parlour_core::{Bot, Budget, Game, Rng};
use parlour_isolo::{Hole, Isolo, IsoloParams};
use std::hint::black_box;

/// A middle-game position of each size: 6 random plies from the start, skipping moves
/// that would end the game.
fn middle(holes: u8) -> Isolo {
    let mut s = Isolo::new(&IsoloParams::with_holes(holes), 0).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..6 {
        let moves = s.legal_moves();
        for _ in 0..20 {
            let mut next = s.clone();
            next.apply(*rng.pick(&moves).unwrap());
            if next.to_move().is_some() {
                s = next;
                break;
            }
        }
    }
    assert!(s.to_move().is_some());
    s
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random playout");
    group.throughput(Throughput::Elements(1));
    for holes in [8u8, 16] {
        let start = Isolo::new(&IsoloParams::with_holes(holes).automated(), 0).unwrap();
        let mut rng = Rng::new(1);
        let mut buf = Vec::new();
        group.bench_with_input(BenchmarkId::from_parameter(holes), &start, |b, start| {
            b.iter(|| {
                let mut s = start.clone();
                loop {
                    s.legal_moves_into(&mut buf);
                    let Some(&m) = rng.pick(&buf) else { break };
                    s.apply(m);
                }
                black_box(s.ply())
            })
        });
    }
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal moves");
    for holes in [8u8, 16] {
        let s = middle(holes);
        let mut buf = Vec::new();
        group.bench_with_input(BenchmarkId::from_parameter(holes), &s, |b, s| {
            b.iter(|| {
                s.legal_moves_into(&mut buf);
                black_box(buf.len())
            })
        });
    }
    group.finish();
}

fn one_move(c: &mut Criterion) {
    let start = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    c.bench_function("apply S1 from the 8-hole start", |b| {
        b.iter(|| {
            let mut s = start.clone();
            s.apply(black_box(Hole(1)));
            black_box(s)
        })
    });
}

fn search(c: &mut Criterion) {
    let s = middle(16);
    let mut group = c.benchmark_group("alpha-beta");
    group.sample_size(10);
    group.bench_function("depth 6, 16 holes", |b| {
        b.iter(|| {
            let mut bot: AlphaBeta<Isolo> = AlphaBeta::new(
                AlphaBetaConfig {
                    max_depth: 6,
                    tt_bits: 16,
                    ..AlphaBetaConfig::named("bench")
                },
                1,
            );
            black_box(bot.choose(&s, &Budget::unlimited()))
        })
    });
    group.finish();
}

criterion_group!(benches, playouts, legal_moves, one_move, search);
criterion_main!(benches);
