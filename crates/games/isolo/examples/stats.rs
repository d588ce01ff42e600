//! Statistics of random Isolo games: length, endings, laps per move, endless holes.
//!
//! `cargo run --release -p parlour-isolo --example stats -- [games] [holes]`
#![allow(clippy::print_stdout)]

use parlour_core::{Game, Rng};
use parlour_isolo::{Isolo, IsoloParams};
use std::collections::BTreeMap;

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let holes: u8 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(parlour_isolo::DEFAULT_HOLES);
    let params = IsoloParams::with_holes(holes).automated();
    let mut rng = Rng::new(7);
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let (mut plies, mut longest, mut max_laps, mut endless_positions, mut positions) =
        (0u64, 0u32, 0usize, 0u64, 0u64);
    let mut buf = Vec::new();
    let start = std::time::Instant::now();
    for seed in 0..games {
        let mut s = Isolo::new(&params, seed).expect("valid params");
        while s.to_move().is_some() {
            positions += 1;
            if !s.endless_holes().is_empty() {
                endless_positions += 1;
                if endless_positions <= 3 {
                    println!("endless holes {:?} in {}", s.endless_holes(), s.to_text());
                }
            }
            s.legal_moves_into(&mut buf);
            let m = *rng.pick(&buf).expect("game goes on");
            max_laps = max_laps.max(s.trace(m).expect("legal").laps.len());
            s.apply(m);
        }
        *reasons
            .entry(s.outcome().expect("over").reason)
            .or_default() += 1;
        plies += u64::from(s.ply());
        longest = longest.max(s.ply());
    }
    println!(
        "{games} games, {holes} holes: mean {:.1} plies, longest {longest}, most laps in a move {max_laps}",
        plies as f64 / games as f64
    );
    println!("positions with an endless hole: {endless_positions} of {positions}");
    println!("endings: {reasons:?}");
    println!("took {:?}", start.elapsed());
}
