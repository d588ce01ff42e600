//! Property tests: the conservation laws of the game hold along any random game, and no
//! input makes the rules panic.

use parlour_core::{Game, Rng};
use parlour_elephant_fox_mouse::{Animal, Cell, ElephantFoxMouse, Params};
use proptest::prelude::*;

/// A game from `seed`, then `plies` random legal moves (fewer if it ends).
fn random_game(seed: u64, plies: usize) -> (ElephantFoxMouse, Vec<ElephantFoxMouse>) {
    let mut g = ElephantFoxMouse::new(&Params::default(), seed).unwrap();
    let mut rng = Rng::new(seed ^ 0xABCD);
    let mut trail = vec![g];
    for _ in 0..plies {
        let moves = g.legal_moves();
        let Some(&mv) = rng.pick(&moves) else { break };
        g.play(mv).unwrap();
        trail.push(g);
    }
    (g, trail)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn each_turn_moves_one_animal_and_keeps_the_rest(seed in any::<u64>(), plies in 0usize..120) {
        let (_, trail) = random_game(seed, plies);
        for pair in trail.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            let mover = before.animal_to_move().unwrap();
            // The turn order never changes and the ply count grows by one.
            prop_assert_eq!(after.order(), before.order());
            prop_assert_eq!(after.ply(), before.ply() + 1);
            let (from, to) = (before.cell(mover).unwrap(), after.cell(mover).unwrap());
            let (dx, dy) = (from.file().abs_diff(to.file()), from.rank().abs_diff(to.rank()));
            let last = after.last_move().unwrap();
            prop_assert_eq!((last.animal, last.from, last.to), (mover, from, to));
            match after.eaten() {
                // An eat: onto the touching prey, which leaves the board; the game is over.
                Some(victim) => {
                    prop_assert_eq!(victim, mover.prey());
                    prop_assert!(dx <= 1 && dy <= 1);
                    prop_assert_eq!(before.cell(victim), Some(to));
                    prop_assert_eq!(after.to_move(), None);
                    prop_assert_eq!(after.cell(mover.predator()), before.cell(mover.predator()));
                }
                // A move: 1 or 2 cells straight onto an empty cell; the others stay; the next
                // animal in the order plays.
                None => {
                    prop_assert!((dx == 0 && (1..=2).contains(&dy)) || (dy == 0 && (1..=2).contains(&dx)));
                    for other in Animal::ALL.into_iter().filter(|&a| a != mover) {
                        prop_assert_eq!(after.cell(other), before.cell(other));
                        prop_assert_ne!(after.cell(other), Some(to));
                    }
                    prop_assert_eq!(after.animal_to_move(), Some(before.order().after(mover)));
                }
            }
        }
    }

    #[test]
    fn pieces_stay_on_distinct_cells_and_texts_round_trip(seed in any::<u64>(), plies in 0usize..200) {
        let (g, _) = random_game(seed, plies);
        let alive: Vec<Cell> = Animal::ALL.iter().filter_map(|&a| g.cell(a)).collect();
        prop_assert_eq!(alive.len(), if g.eaten().is_some() { 2 } else { 3 });
        prop_assert!(alive.len() < 2 || alive[0] != alive[1]);
        prop_assert!(alive.len() < 3 || (alive[0] != alive[2] && alive[1] != alive[2]));
        let back = ElephantFoxMouse::from_text(&Params::default(), &g.to_text()).unwrap();
        prop_assert_eq!(back, g);
        // Exactly one result of each kind once someone is eaten.
        if let Some(o) = g.outcome() {
            prop_assert_eq!(o.winners().len(), 1);
            prop_assert_eq!(o.losers().len(), 1);
        }
    }

    #[test]
    fn any_cell_is_either_legal_or_refused_without_change(seed in any::<u64>(), plies in 0usize..60, index in 0usize..36) {
        let (g, _) = random_game(seed, plies);
        let cell = Cell::from_index(index).unwrap();
        let legal = g.legal_moves().contains(&cell);
        let mut copy = g;
        match copy.play(cell) {
            Ok(()) => prop_assert!(legal),
            Err(e) => {
                prop_assert!(!legal);
                prop_assert_eq!(copy, g);
                prop_assert!(!e.to_string().is_empty());
            }
        }
        // Explaining any cell never panics.
        prop_assert!(!parlour_i18n::lines(parlour_i18n::Lang::En, &g.explain(cell)).is_empty());
    }

    #[test]
    fn any_text_is_read_without_panic(text in ".{0,60}") {
        let g = ElephantFoxMouse::new(&Params::default(), 3).unwrap();
        if let Ok(mv) = g.parse_move(&text) {
            prop_assert_eq!(g.parse_move(&g.format_move(mv)), Ok(mv));
        }
        if let Ok(p) = ElephantFoxMouse::from_text(&Params::default(), &text) {
            prop_assert_eq!(ElephantFoxMouse::from_text(&Params::default(), &p.to_text()), Ok(p));
        }
    }

    #[test]
    fn position_like_texts_are_read_without_panic(
        cells in proptest::collection::vec("[a-gA-G][0-7]|-", 3),
        order in "[EFMX] [EFMX] [EFMX]",
        turn in "[EFMX]|over",
        extra in "(/ ply [0-9]{1,3})?( / last [EFM] [a-f][1-6][-x][a-f][1-6])?",
    ) {
        let text = format!("E {} F {} M {} / order {order} / {turn} {extra}", cells[0], cells[1], cells[2]);
        if let Ok(p) = ElephantFoxMouse::from_text(&Params::default(), &text) {
            prop_assert_eq!(ElephantFoxMouse::from_text(&Params::default(), &p.to_text()), Ok(p));
            let _ = p.legal_moves();
            let _ = p.render(parlour_core::Viewer::Spectator, &parlour_i18n::Lang::En);
        }
    }
}
