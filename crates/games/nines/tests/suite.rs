//! A regression guard for hard's play in the trap positions of issue 20: the position suite
//! (`tests/data/suite.tsv`, see the `nines_suite` example), searched with a small node
//! budget so that it runs in seconds and gives the same choices on every machine.

use parlour_ai::AlphaBeta;
use parlour_core::{Bot, Budget, Game};
use parlour_nines::{Nines, Rules};

/// Hard's budget here: a node limit (no time limit), so the test is reproducible.
const NODES: u64 = 300_000;

/// Entries passed at [`NODES`]: on 2026-12-02, after 28 entries lost whatever is played
/// were taken out of the suite, 14 of the 15 left with the search of 2026-12-01 and 13 with
/// the quiescence search that replaced it (which took 61–63% of the points from the old one
/// in engine matches at equal nodes, and passes 14 of 15 at hard's full budget). The floor
/// leaves one entry of slack, since any change to the search moves an entry or two either
/// way; a larger drop is a regression to measure with `nines_suite run` at hard's full
/// budget, and with engine matches, before accepting it.
const FLOOR: u32 = 12;

#[test]
fn hard_avoids_the_traps_of_the_suite() {
    let text = include_str!("data/suite.tsv");
    let entries: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(entries.len(), 15);
    let level = parlour_nines::Level {
        node_limit: Some(NODES),
        time_limit: None,
        ..parlour_nines::level("hard").unwrap()
    };
    let mut passed = 0;
    let mut failed = Vec::new();
    for (i, f) in entries.iter().enumerate() {
        let rules = <Nines as Game>::automated(&Rules::by_name(f[0]).unwrap());
        let s = Nines::from_text(&rules, f[1]).unwrap_or_else(|e| panic!("#{i}: {e}"));
        // The seed of `nines_suite run` for this entry, so the two report the same choices.
        let mut bot = AlphaBeta::<Nines>::new(level.clone(), 1 + i as u64);
        let m = bot.choose(&s, &Budget::unlimited()).unwrap();
        let played = s.format_move(m);
        if f[2].split(',').any(|losing| losing == played) {
            failed.push(format!("#{i} {played}"));
        } else {
            passed += 1;
        }
    }
    assert!(
        passed >= FLOOR,
        "hard passed {passed} of {} entries at {NODES} nodes (floor {FLOOR}); failed: {}",
        entries.len(),
        failed.join(", ")
    );
}
