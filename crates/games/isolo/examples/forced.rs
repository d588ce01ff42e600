//! Proves, for each row length, the fewest plies of the first player's forced win from the
//! start (the claims of [`parlour_isolo::proof::FORCED_OPENING_WINS`]).
//!
//! `cargo run --release -p parlour-isolo --example forced -- [max plies]`
#![allow(clippy::print_stdout)]

use parlour_isolo::proof::opening_forced_win;

fn main() {
    parlour_testkit::quiet_on_closed_pipe();
    let max: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    for holes in (6u8..=16).step_by(2) {
        let start = std::time::Instant::now();
        let found = opening_forced_win(holes, max);
        let verdict = match found {
            Some(p) => format!("South wins by force within {p} plies"),
            None => format!("no forced win within {max} plies"),
        };
        println!(
            "{holes:>2} holes: {verdict} ({:.1} s)",
            start.elapsed().as_secs_f64()
        );
    }
}
