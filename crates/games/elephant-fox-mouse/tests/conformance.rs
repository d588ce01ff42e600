//! The shared conformance suite, on every variant.

use parlour_core::Game;
use parlour_elephant_fox_mouse::{ElephantFoxMouse, Params};

#[test]
fn every_variant_conforms() {
    for &name in ElephantFoxMouse::INFO.variants {
        let params = ElephantFoxMouse::variant(name).expect("listed variant");
        let report = parlour_testkit::check_game::<ElephantFoxMouse>(&params, 2000, 1);
        assert_eq!(report.games, 2000);
        let count = |reason: &str| {
            report
                .reasons
                .iter()
                .find(|(r, _)| r == reason)
                .map_or(0, |(_, n)| *n)
        };
        // Random animals blunder into an eat sooner or later (rarely after the cap of 300).
        assert!(count("eaten") > 1900, "{report:?}");
        assert_eq!(count("eaten") + count("ply cap"), 2000, "{report:?}");
        assert!(report.longest > 100, "{report:?}");
    }
}

#[test]
fn a_capped_variant_conforms_too() {
    let params = Params { ply_cap: Some(12) };
    let report = parlour_testkit::check_game::<ElephantFoxMouse>(&params, 300, 5000);
    assert!(report.longest <= 12, "{report:?}");
    assert!(report.reasons.len() == 2, "{report:?}");
}
