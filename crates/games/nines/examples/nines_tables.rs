//! Builds the endgame tables of the `standard` rules and reports what they hold.
//!
//! ```text
//! cargo run --release -p parlour-nines --example nines_tables [-- 3]
//! ```
#![allow(clippy::print_stdout, missing_docs)]

use parlour_nines::tablebase::Tablebase;
use std::time::Instant;

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let max: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(4);
    let t = Instant::now();
    let tb = Tablebase::build(max);
    println!(
        "built in {:.2} s; longest win or loss {} turns",
        t.elapsed().as_secs_f64(),
        tb.longest()
    );
    for ((a, b), [w, d, l]) in tb.census() {
        let n = (w + d + l) as f64;
        println!(
            "{a} men to move against {b}: {} positions, won {:.1}%, drawn {:.1}%, lost {:.1}%",
            w + d + l,
            100.0 * w as f64 / n,
            100.0 * d as f64 / n,
            100.0 * l as f64 / n
        );
    }
}
