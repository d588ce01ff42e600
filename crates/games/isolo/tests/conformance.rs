//! The Parlour conformance kit, on every variant of Isolo.

use parlour_core::Game;
use parlour_isolo::{Isolo, IsoloParams};
use parlour_testkit::{check_game, check_heuristic};

#[test]
fn every_variant_conforms() {
    for &name in Isolo::INFO.variants {
        let params = Isolo::variant(name).unwrap();
        let report = check_game::<Isolo>(&params, 1000, 1);
        assert_eq!(report.games, 1000, "{name}");
        // Random games end by emptying a row long before the ply cap.
        assert_eq!(
            report.reasons,
            vec![("row emptied".to_string(), 1000)],
            "{name}"
        );
        assert!(report.longest >= 20, "{name}: {report:?}");
        check_heuristic::<Isolo>(&params, 200, 1);
    }
}

#[test]
fn every_even_row_length_is_a_named_variant_and_odd_ones_are_refused() {
    let named: Vec<u8> = Isolo::INFO
        .variants
        .iter()
        .map(|v| Isolo::variant(v).unwrap().holes)
        .collect();
    assert_eq!(named, [16, 6, 8, 10, 12, 14]);
    for holes in [5, 7, 9, 11, 13, 15, 17] {
        assert!(
            Isolo::new(&IsoloParams::with_holes(holes), 0).is_err(),
            "{holes}"
        );
    }
}

#[test]
fn a_small_ply_cap_ends_games_as_draws() {
    // 16 holes, capped at 40 plies: random games end both ways.
    let params = IsoloParams {
        holes: 16,
        ply_cap: Some(40),
    };
    let report = check_game::<Isolo>(&params, 1000, 5);
    let reasons: Vec<&str> = report.reasons.iter().map(|(r, _)| r.as_str()).collect();
    assert_eq!(reasons, vec!["ply cap", "row emptied"], "{report:?}");
    assert_eq!(report.longest, 40);
    check_heuristic::<Isolo>(&params, 200, 5);
}
