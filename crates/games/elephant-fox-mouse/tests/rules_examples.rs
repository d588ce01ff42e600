//! Worked examples and counts (placements, fair starts, actions, solver facts), as tests.

use parlour_core::{Game, Seat, SeatResult, Viewer};
use parlour_elephant_fox_mouse::start::{is_fair_start, strongly_separated};
use parlour_elephant_fox_mouse::{
    Animal, Cell, ElephantFoxMouse, MoveError, Params, Solution, TurnOrder,
};

fn position(text: &str) -> ElephantFoxMouse {
    ElephantFoxMouse::from_text(&Params::default(), text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Legal actions in listing order, eats marked with a leading `x`.
fn actions(g: &ElephantFoxMouse) -> Vec<String> {
    let mover = g.animal_to_move().expect("game on");
    g.legal_moves()
        .into_iter()
        .map(|c| {
            let eats = Some(c) == g.cell(mover.prey());
            format!("{}{c}", if eats { "x" } else { "" })
        })
        .collect()
}

#[test]
fn example_1_moves_without_eat() {
    let g = position("E c3 F f6 M a6 / order E F M / E");
    assert_eq!(
        actions(&g),
        ["c2", "c1", "c4", "c5", "b3", "a3", "d3", "e3"]
    );
}

#[test]
fn example_2_diagonal_prey_is_eaten() {
    let g = position("E c3 F d4 M a6 / order E F M / E");
    assert_eq!(
        actions(&g),
        ["c2", "c1", "c4", "c5", "b3", "a3", "d3", "e3", "xd4"]
    );
    let mut after = g;
    after.play(Cell::parse("d4").unwrap()).unwrap();
    let o = after.outcome().expect("an eat ends the game");
    assert_eq!(o.reason, "eaten");
    assert_eq!(
        o.results,
        [SeatResult::Win, SeatResult::Loss, SeatResult::Survivor]
    );
    assert_eq!(after.to_move(), None);
    assert!(after.legal_moves().is_empty());
    // The drawing says who was eaten; in Russian the word agrees with the animal.
    let ru = after.render(Viewer::Spectator, &parlour_i18n::Lang::Ru);
    assert!(ru.contains("Лиса (F) съедена"), "{ru}");
    let en = after.render(Viewer::Spectator, &parlour_i18n::Lang::En);
    assert!(en.contains("Fox (F) eaten"), "{en}");
    assert_eq!(
        after.to_text(),
        "E d4 F - M a6 / order E F M / over / ply 1 / last E c3xd4"
    );
}

#[test]
fn example_3_predator_blocks_and_prey_two_away_is_not_a_target() {
    let g = position("E c3 F e3 M c4 / order E F M / E");
    assert_eq!(actions(&g), ["c2", "c1", "b3", "a3", "d3"]);
    let cell = |n: &str| Cell::parse(n).unwrap();
    assert!(matches!(
        g.check(cell("c4")),
        Err(MoveError::OntoPredator { .. })
    ));
    assert!(matches!(
        g.check(cell("c5")),
        Err(MoveError::PathBlocked { .. })
    ));
    assert!(matches!(
        g.check(cell("e3")),
        Err(MoveError::PreyOutOfReach { .. })
    ));
}

#[test]
fn example_4_a_single_legal_action() {
    let g = position("E a1 F c1 M a2 / order E F M / E");
    assert_eq!(actions(&g), ["b1"]);
}

#[test]
fn example_5_who_can_eat_depends_on_the_turn() {
    let e = position("E c3 F c4 M b2 / order E F M / E");
    assert!(actions(&e).contains(&"xc4".to_string()));
    let m = position("E c3 F c4 M b2 / order E F M / M");
    assert!(actions(&m).contains(&"xc3".to_string()));
    let f = position("E c3 F c4 M b2 / order E F M / F");
    assert_eq!(actions(&f), ["c5", "c6", "b4", "a4", "d4", "e4"]);
}

fn all_placements() -> impl Iterator<Item = [Cell; 3]> {
    let cells: Vec<Cell> = Cell::all().collect();
    let mut out = Vec::new();
    for &e in &cells {
        for &f in &cells {
            for &m in &cells {
                if e != f && f != m && e != m {
                    out.push([e, f, m]);
                }
            }
        }
    }
    out.into_iter()
}

#[test]
fn counts_of_placements_and_fair_starts() {
    assert_eq!(all_placements().count(), 42_840);
    assert_eq!(
        all_placements().filter(|&p| is_fair_start(p)).count(),
        3_864
    );
}

#[test]
fn every_state_has_between_one_and_nine_actions() {
    let (mut states, mut min, mut max) = (0, usize::MAX, 0);
    let mut histogram = [0usize; 10];
    for p in all_placements() {
        for mover in Animal::ALL {
            let g =
                ElephantFoxMouse::setup(&Params::default(), p, TurnOrder::ALL[0], mover).unwrap();
            let n = g.legal_moves().len();
            states += 1;
            min = min.min(n);
            max = max.max(n);
            histogram[n] += 1;
        }
    }
    assert_eq!(states, 128_520);
    assert_eq!((min, max), (1, 9), "{histogram:?}");
}

#[test]
fn strong_separation_means_no_eat_in_the_first_round() {
    // Whatever is played, in any order, nobody can eat during the first round.
    let params = Params::default();
    for p in all_placements().filter(|&p| is_fair_start(p)).step_by(7) {
        for order in TurnOrder::ALL {
            let g = ElephantFoxMouse::setup(&params, p, order, order.first()).unwrap();
            let mut frontier = vec![g];
            for _ in 0..3 {
                let mut next = Vec::new();
                for s in &frontier {
                    let mover = s.animal_to_move().unwrap();
                    for mv in s.legal_moves() {
                        assert_ne!(Some(mv), s.cell(mover.prey()), "{}", s.to_text());
                        let mut c = *s;
                        c.apply(mv);
                        next.push(c);
                    }
                }
                frontier = next;
            }
        }
    }
    // And the rule is tight: two pieces that are not strongly separated can meet.
    let a = Cell::parse("a1").unwrap();
    assert!(!strongly_separated(a, Cell::parse("b4").unwrap()));
    assert!(strongly_separated(a, Cell::parse("b5").unwrap()));
    assert!(strongly_separated(a, Cell::parse("c3").unwrap()));
}

#[test]
fn starts_are_fair_varied_and_reproducible() {
    let params = Params::default();
    let mut placements = std::collections::HashSet::new();
    let mut orders = std::collections::HashSet::new();
    for seed in 0..5000 {
        let g = ElephantFoxMouse::new(&params, seed).unwrap();
        let cells = Animal::ALL.map(|a| g.cell(a).unwrap());
        assert!(is_fair_start(cells), "seed {seed}");
        assert_eq!(g, ElephantFoxMouse::new(&params, seed).unwrap());
        assert_eq!(g.animal_to_move(), Some(g.order().first()));
        placements.insert(cells);
        orders.insert(g.order());
    }
    assert!(placements.len() > 2500, "{}", placements.len());
    assert_eq!(orders.len(), 6);
}

#[test]
fn the_turn_order_is_a_fixed_round_robin() {
    let mut g = position("E a1 F f6 M a6 / order M E F / M");
    let mut seen = Vec::new();
    for _ in 0..9 {
        let a = g.animal_to_move().unwrap();
        seen.push(a.letter());
        let mv = *g
            .legal_moves()
            .iter()
            .find(|&&c| Some(c) != g.cell(a.prey()))
            .unwrap();
        g.play(mv).unwrap();
    }
    assert_eq!(seen.iter().collect::<String>(), "MEFMEFMEF");
}

#[test]
fn solver_facts_of_the_rules_file() {
    let sol = Solution::get();
    // A lone hunter wins by cornering: only b2 wins by force, in both turn orders.
    for order in ["E F M", "E M F"] {
        let g = position(&format!("E b4 F a1 M f1 / order {order} / E"));
        assert_eq!(
            sol.winning_moves(&g),
            [Cell::parse("b2").unwrap()],
            "{order}"
        );
        assert_eq!(sol.forced_win(&g, Animal::Elephant), Some(4));
        assert_eq!(sol.forced_win(&g, Animal::Fox), None);
    }
    // Every fair start is an endless chase for both turn orders: nobody can force a win.
    // But any two together can always force the third's death.
    let params = Params::default();
    for p in all_placements().filter(|&p| is_fair_start(p)) {
        for order in TurnOrder::ALL {
            let g = ElephantFoxMouse::setup(&params, p, order, order.first()).unwrap();
            for a in Animal::ALL {
                assert_eq!(sol.forced_win(&g, a), None, "{}", g.to_text());
                let doom = sol.doom(&g, a).expect("a coalition always wins");
                assert!((7..=27).contains(&doom), "{}", g.to_text());
            }
        }
    }
}

#[test]
fn the_solution_agrees_with_the_rules_one_ply_at_a_time() {
    // Forced-win distances obey their defining recurrence on a sample of positions.
    let sol = Solution::get();
    let params = Params::default();
    for (k, p) in all_placements().enumerate().step_by(97) {
        let order = TurnOrder::ALL[k % 6];
        for mover in Animal::ALL {
            let g = ElephantFoxMouse::setup(&params, p, order, mover).unwrap();
            for hunter in Animal::ALL {
                let children: Vec<Option<u32>> = g
                    .legal_moves()
                    .into_iter()
                    .map(|mv| {
                        let mut c = g;
                        c.apply(mv);
                        match c.eaten() {
                            Some(v) if v == hunter.prey() => Some(0),
                            Some(_) => None,
                            None => sol.forced_win(&c, hunter),
                        }
                    })
                    .collect();
                let expected = if mover == hunter {
                    children.iter().flatten().min().map(|d| d + 1)
                } else if children.iter().all(Option::is_some) {
                    children.iter().flatten().max().map(|d| d + 1)
                } else {
                    None
                };
                assert_eq!(
                    sol.forced_win(&g, hunter),
                    expected,
                    "{} {hunter}",
                    g.to_text()
                );
            }
        }
    }
}

#[test]
fn notation_accepts_cells_and_number_pairs() {
    let g = position("E c3 F f6 M a6 / order E F M / E");
    let c3 = Cell::parse("c3").unwrap();
    assert_eq!(g.parse_move("C3"), Ok(c3));
    assert_eq!(g.parse_move("3 3"), Ok(c3));
    assert_eq!(g.format_move(g.parse_move("5 3").unwrap()), "e3");
    assert!(g.parse_move("7 1").is_err());
}

#[test]
fn the_ply_cap_ends_in_a_draw_for_everyone() {
    let params = Params { ply_cap: Some(2) };
    let mut g = ElephantFoxMouse::from_text(&params, "E c3 F f6 M a6 / order E F M / E").unwrap();
    g.play(Cell::parse("c2").unwrap()).unwrap();
    assert!(g.outcome().is_none());
    g.play(Cell::parse("f5").unwrap()).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, "ply cap");
    assert!(o.is_draw());
    assert_eq!(
        g.check(Cell::parse("a5").unwrap()),
        Err(MoveError::GameOver)
    );
    assert_eq!(
        ElephantFoxMouse::automated(&Params::default()).ply_cap,
        Some(300)
    );
    assert!(ElephantFoxMouse::new(&Params { ply_cap: Some(0) }, 1).is_err());
}

#[test]
fn view_and_render_show_the_whole_public_position() {
    let mut g = position("E c3 F f6 M a6 / order E F M / E");
    g.play(Cell::parse("c5").unwrap()).unwrap();
    let v = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(v.you, Some(Animal::Fox));
    assert_eq!(v.to_move, Some(Animal::Fox));
    assert_eq!(v.order, [Animal::Elephant, Animal::Fox, Animal::Mouse]);
    assert_eq!(v.pieces[0].cell, Cell::parse("c5"));
    assert_eq!(
        parlour_i18n::say(parlour_i18n::Lang::En, &v.last_move.as_ref().unwrap().text),
        "the elephant moved from c3 to c5"
    );
    assert_eq!(
        parlour_i18n::say(parlour_i18n::Lang::Ru, &v.last_move.as_ref().unwrap().text),
        "Слон пошёл с c3 на c5"
    );
    assert_eq!(v.targets.len(), 4);
    let json = serde_json::to_string(&v).unwrap();
    assert!(
        json.contains("\"cell\":\"c5\"") && json.contains("\"to_move\":\"fox\""),
        "{json}"
    );
    let r = g.render(Viewer::Seat(Seat(1)), &parlour_i18n::Lang::En);
    assert!(
        r.contains("Fox to move.") && r.contains("a  b  c  d  e  f"),
        "{r}"
    );
    assert!(
        r.contains("Last move: the elephant moved from c3 to c5."),
        "{r}"
    );
    assert_eq!(
        parlour_i18n::lines(
            parlour_i18n::Lang::En,
            &g.explain(Cell::parse("f4").unwrap())
        ),
        "The fox moves from f6 to f4"
    );
    assert_eq!(
        parlour_i18n::lines(
            parlour_i18n::Lang::En,
            &g.explain(Cell::parse("e5").unwrap())
        ),
        "the fox cannot go to e5: e5 is a diagonal step: diagonal cells can only be entered to eat"
    );
    let rules = parlour_i18n::rules(
        parlour_i18n::Lang::En,
        &ElephantFoxMouse::rules(&Params::default()),
    );
    assert!(rules.contains("Eat") && rules.lines().all(|l| l.chars().count() <= 80));
}
