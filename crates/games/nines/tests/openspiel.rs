//! Cross-check with OpenSpiel: replays random `nine_mens_morris` games recorded by
//! `tools/openspiel_fixture.py` and compares every legal-action list and the returns.

mod common;

use common::{legal_actions, step_for_action};
use parlour_core::{Game, Seat};
use parlour_nines::{Nines, Rules};
use serde_json::Value;

const FIXTURE: &str = include_str!("data/openspiel_standard.jsonl");

fn numbers(v: &Value) -> Vec<u32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

#[test]
fn replays_openspiel_games_step_by_step() {
    let mut games = 0;
    let mut steps = 0;
    let mut decided = 0;
    for line in FIXTURE.lines().filter(|l| !l.trim().is_empty()) {
        let record: Value = serde_json::from_str(line).unwrap();
        let seed = record["seed"].as_u64().unwrap();
        let actions = numbers(&record["actions"]);
        let legal: Vec<Vec<u32>> = record["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(numbers)
            .collect();
        assert_eq!(legal.len(), actions.len() + 1, "seed {seed}");
        let mut s = Nines::new(&Rules::standard(), 0).unwrap();
        for (i, &a) in actions.iter().enumerate() {
            assert_eq!(
                legal_actions(&s),
                legal[i],
                "seed {seed}, before action {i}: {}",
                s.to_text()
            );
            s.play(step_for_action(&s, a))
                .unwrap_or_else(|e| panic!("seed {seed}, action {i} ({a}): {e}"));
            steps += 1;
        }
        assert!(legal_actions(&s).is_empty(), "seed {seed}: not over");
        let o = s.outcome().expect("over");
        let returns: Vec<f64> = record["returns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert_eq!(
            vec![o.value(Seat(0)), o.value(Seat(1))],
            returns,
            "seed {seed}: {o:?}"
        );
        if !o.is_draw() {
            decided += 1;
        }
        games += 1;
    }
    assert!(games >= 300, "{games}");
    assert!(steps > 40_000, "{steps}");
    assert!(decided > 100, "{decided}");
}
