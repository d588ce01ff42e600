//! Solves the game and prints what the solution says: how long solving takes, how many
//! positions are forced wins, how far doom and cornering are from the fair starts.
//!
//! `cargo run --release -p parlour-elephant-fox-mouse --example solve`
#![allow(clippy::print_stdout)]

use parlour_core::Game;
use parlour_elephant_fox_mouse::start::is_fair_start;
use parlour_elephant_fox_mouse::{Animal, Cell, ElephantFoxMouse, Solution, TurnOrder};
use std::time::Instant;

/// Smallest and largest of some distances, `None` counted apart.
#[derive(Default)]
struct Range {
    min: Option<u32>,
    max: Option<u32>,
    none: usize,
}

impl Range {
    fn add(&mut self, d: Option<u32>) {
        match d {
            Some(d) => {
                self.min = Some(self.min.map_or(d, |m| m.min(d)));
                self.max = Some(self.max.map_or(d, |m| m.max(d)));
            }
            None => self.none += 1,
        }
    }
}

impl std::fmt::Display for Range {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:?}..={:?} plies, none {}",
            self.min, self.max, self.none
        )
    }
}

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let mut times = Vec::new();
    let mut sol = None;
    for _ in 0..5 {
        let t = Instant::now();
        sol = Some(Solution::compute());
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "solve time over 5 runs: min {:?}, median {:?}, max {:?}",
        times[0], times[2], times[4]
    );
    let sol = sol.expect("computed above");
    let params = Default::default();
    let cells: Vec<Cell> = Cell::all().collect();
    for order in [TurnOrder::ALL[0], TurnOrder::ALL[3]] {
        let (mut positions, mut won, mut longest_win) = (0, 0, 0);
        let (mut fair, mut fair_won) = (0, 0);
        let (mut doom, mut cornering, mut odds) = (Range::default(), Range::default(), 0.0);
        for &e in &cells {
            for &f in &cells {
                for &m in &cells {
                    if e == f || f == m || e == m {
                        continue;
                    }
                    for mover in Animal::ALL {
                        let g = ElephantFoxMouse::setup(&params, [e, f, m], order, mover)
                            .expect("distinct");
                        positions += 1;
                        let wins: Vec<u32> = Animal::ALL
                            .iter()
                            .filter_map(|&a| sol.forced_win(&g, a))
                            .collect();
                        won += usize::from(!wins.is_empty());
                        longest_win = longest_win.max(wins.iter().copied().max().unwrap_or(0));
                        if is_fair_start([e, f, m]) {
                            fair += 1;
                            fair_won += usize::from(!wins.is_empty());
                            for a in Animal::ALL {
                                doom.add(sol.doom(&g, a));
                                cornering.add(sol.cornering(&g, a));
                                odds += sol.chase_odds(&g, a);
                            }
                        }
                    }
                }
            }
        }
        println!(
            "order {order} (each animal followed by its {}): {positions} positions, {won} a forced win for someone \
             (longest {longest_win} plies)",
            if order.prey_moves_next() {
                "prey"
            } else {
                "predator"
            },
        );
        println!(
            "  {fair} fair starts x first mover: {fair_won} with a forced win; doom {doom}; cornering {cornering}; \
             mean chase odds {:.3}",
            odds / (3 * fair) as f64
        );
    }
    for text in [
        "E b4 F a1 M f1 / order E F M / E",
        "E b4 F a1 M f1 / order E M F / E",
    ] {
        let g = ElephantFoxMouse::from_text(&params, text).expect("valid");
        let w: Vec<String> = sol
            .winning_moves(&g)
            .iter()
            .map(|c| c.to_string())
            .collect();
        println!(
            "{text}: winning moves {w:?}, forced win in {:?} plies",
            sol.forced_win(&g, Animal::Elephant)
        );
    }
}
