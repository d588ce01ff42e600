//! The shared conformance suite, in both rule sets, and the search hooks.

use parlour_nines::{Nines, Rules};
use parlour_testkit::{check_game, check_heuristic};

fn reasons(report: &parlour_testkit::Report) -> Vec<&str> {
    report.reasons.iter().map(|(r, _)| r.as_str()).collect()
}

#[test]
fn client_rules_conform() {
    let report = check_game::<Nines>(&Rules::client(), 1000, 1);
    assert_eq!(report.games, 1000);
    // Random games end by blockade, or by the automated caps; nobody is eliminated.
    let seen = reasons(&report);
    assert!(seen.contains(&"blockade"), "{:?}", report.reasons);
    assert!(seen.contains(&"no removal limit"), "{:?}", report.reasons);
}

#[test]
fn standard_rules_conform() {
    let report = check_game::<Nines>(&Rules::standard(), 1000, 1);
    assert_eq!(report.games, 1000);
    let seen = reasons(&report);
    for reason in ["too few men", "turn limit", "blockade"] {
        assert!(seen.contains(&reason), "{reason}: {:?}", report.reasons);
    }
    // OpenSpiel caps a game at 200 turns: at most 214 steps.
    assert!(report.longest <= 214, "{}", report.longest);
}

#[test]
fn heuristic_hooks_conform() {
    check_heuristic::<Nines>(&Rules::client(), 200, 7);
    check_heuristic::<Nines>(&Rules::standard(), 200, 7);
}

#[test]
fn threefold_repetition_rules_conform() {
    // Random games repeat positions in their long moving phases: some end on the third
    // showing, and the playouts (played step by step under this rule) agree with the steps.
    let rules = Rules::standard().with_threefold_repetition(true);
    let report = check_game::<Nines>(&rules, 300, 3);
    assert_eq!(report.games, 300);
    let seen = reasons(&report);
    assert!(seen.contains(&"repetition"), "{:?}", report.reasons);
    check_heuristic::<Nines>(&rules, 50, 7);
}
