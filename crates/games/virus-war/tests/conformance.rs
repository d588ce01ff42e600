//! The shared conformance kit, on every variant.

use parlour_core::Game;
use parlour_testkit::{Report, check_game, check_heuristic};
use parlour_virus_war::{VirusWar, VirusWarParams};

fn count(report: &Report, reason: &str) -> usize {
    report
        .reasons
        .iter()
        .find(|(r, _)| r == reason)
        .map_or(0, |(_, n)| *n)
}

#[test]
fn standard_board_conforms() {
    let params = VirusWar::variant("standard").unwrap();
    assert_eq!(params, VirusWarParams::default());
    let report = check_game::<VirusWar>(&params, 1000, 1);
    assert_eq!(report.games, 1000);
    // Random games end both ways: by destruction and by two passes in a row.
    assert!(count(&report, "destruction") > 100, "{report:?}");
    assert!(count(&report, "double pass") > 10, "{report:?}");
    // Every cell changes state at most twice, and a pass must be answered.
    assert!(report.longest <= 2 * 200 + 2, "{report:?}");
    check_heuristic::<VirusWar>(&params, 200, 1);
}

#[test]
fn small_board_conforms() {
    let params = VirusWar::variant("small").unwrap();
    let report = check_game::<VirusWar>(&params, 1000, 7);
    assert_eq!(report.games, 1000);
    assert!(count(&report, "destruction") > 100, "{report:?}");
    assert!(count(&report, "double pass") > 10, "{report:?}");
    check_heuristic::<VirusWar>(&params, 200, 7);
}

#[test]
fn odd_parameters_conform() {
    // Not offered as variants, but allowed by the parameters: tiny boards and other turn lengths.
    for (size, steps) in [(3, 1), (4, 2), (5, 5), (10, 1)] {
        let params = VirusWarParams { size, steps };
        let report = check_game::<VirusWar>(&params, 200, u64::from(size * 10 + steps));
        assert_eq!(report.games, 200);
        check_heuristic::<VirusWar>(&params, 30, 3);
    }
}
