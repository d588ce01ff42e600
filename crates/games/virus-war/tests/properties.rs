//! Property tests: the conservation laws of Virus War over random games.

use parlour_core::{Game, Heuristic, Rng, Seat, Viewer};
use parlour_virus_war::{CellSet, Move, O, VirusWar, VirusWarParams, X};
use proptest::prelude::*;

/// Plays a random game from `seed`, calling `each(before, move, after)` on every ply. Kills
/// are preferred with probability `kill_bias` so that long chains and wins are common.
fn random_game(
    params: &VirusWarParams,
    seed: u64,
    kill_bias: f64,
    mut each: impl FnMut(&VirusWar, Move, &VirusWar),
) -> VirusWar {
    let mut rng = Rng::new(seed);
    let mut s = VirusWar::new(params, seed).unwrap();
    let mut buf = Vec::new();
    let mut plies = 0;
    while s.to_move().is_some() {
        s.legal_moves_into(&mut buf);
        // Passes are rare in play; keep them at about one turn in twenty.
        let cells: Vec<Move> = buf.iter().copied().filter(|m| *m != Move::Pass).collect();
        let kills: Vec<Move> = cells.iter().copied().filter(|&m| s.is_forcing(m)).collect();
        let m = if cells.is_empty() || (buf.contains(&Move::Pass) && rng.chance(0.05)) {
            Move::Pass
        } else if !kills.is_empty() && rng.chance(kill_bias) {
            *rng.pick(&kills).unwrap()
        } else {
            *rng.pick(&cells).unwrap()
        };
        let before = s.clone();
        s.play(m).unwrap();
        each(&before, m, &s);
        plies += 1;
        assert!(plies <= 4 * 100 + 2, "game too long");
    }
    s
}

fn all_cells(s: &VirusWar, seat: Seat) -> CellSet {
    let live = s.live(seat).iter();
    live.chain(s.killed(seat).iter()).collect()
}

fn params_strategy() -> impl Strategy<Value = VirusWarParams> {
    prop_oneof![
        4 => Just(VirusWarParams::default()),
        1 => Just(VirusWarParams { size: 6, steps: 3 }),
        1 => (3u8..=10, 1u8..=5).prop_map(|(size, steps)| VirusWarParams { size, steps }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Each sub-move changes exactly one cell, in one of the four allowed ways; killed
    /// symbols are permanent; symbols never leave the board.
    #[test]
    fn one_cell_changes_per_sub_move(params in params_strategy(), seed in any::<u64>(), bias in 0.0..1.0f64) {
        random_game(&params, seed, bias, |before, m, after| {
            let mover = before.to_move().unwrap();
            let enemy = mover.other();
            match m {
                Move::Pass => {
                    for seat in [X, O] {
                        assert_eq!(before.live(seat), after.live(seat));
                        assert_eq!(before.killed(seat), after.killed(seat));
                    }
                }
                Move::Cell(c) => {
                    let was_enemy = before.live(enemy).contains(c);
                    let grown: CellSet = after.live(mover).iter().filter(|x| !before.live(mover).contains(*x)).collect();
                    let killed: CellSet = after.killed(enemy).iter().filter(|x| !before.killed(enemy).contains(*x)).collect();
                    if was_enemy {
                        assert!(grown.is_empty());
                        assert_eq!(killed.iter().collect::<Vec<_>>(), vec![c]);
                        assert_eq!(after.live(enemy).len() + 1, before.live(enemy).len());
                    } else {
                        assert!(killed.is_empty());
                        assert_eq!(grown.iter().collect::<Vec<_>>(), vec![c]);
                        assert_eq!(after.live(enemy), before.live(enemy));
                    }
                    // The mover never loses a symbol in its own turn, and killed symbols stay.
                    assert_eq!(after.killed(mover), before.killed(mover));
                    for seat in [X, O] {
                        let b = all_cells(before, seat);
                        assert!(b.iter().all(|x| all_cells(after, seat).contains(x)));
                    }
                }
            }
        });
    }

    /// Within a turn nothing that was available is lost except the cell just used, and a turn
    /// ends early exactly when nothing is left available.
    #[test]
    fn availability_only_grows_within_a_turn(params in params_strategy(), seed in any::<u64>(), bias in 0.0..1.0f64) {
        random_game(&params, seed, bias, |before, m, after| {
            let Move::Cell(c) = m else { return };
            let mover = before.to_move().unwrap();
            let a0 = before.available(mover);
            let a1 = after.available(mover);
            assert!(a0.iter().filter(|&x| x != c).all(|x| a1.contains(x)), "lost availability");
            if after.outcome().is_some() {
                return;
            }
            let done = before.sub_moves_done() + 1;
            if after.to_move() == Some(mover) {
                assert!(done < params.steps && !a1.is_empty());
                assert_eq!(after.sub_moves_done(), done);
            } else {
                assert!(done == params.steps || a1.is_empty(), "turn ended while cells remained");
                assert_eq!(after.sub_moves_done(), 0);
                assert!(!after.pass_flag(), "a short turn is not a pass");
            }
        });
    }

    /// The position after a turn depends only on the set of cells used: every
    /// legal reordering of a turn ends in the same position.
    #[test]
    fn a_turn_is_a_set(seed in any::<u64>(), bias in 0.0..1.0f64) {
        let params = VirusWarParams::default();
        let mut turn_start: Option<VirusWar> = None;
        let mut cells = Vec::new();
        random_game(&params, seed, bias, |before, m, after| {
            if before.sub_moves_done() == 0 {
                turn_start = Some(before.clone());
                cells.clear();
            }
            if let Move::Cell(c) = m {
                cells.push(c);
            }
            let ended = after.to_move() != before.to_move();
            if !ended || cells.len() < 2 {
                return;
            }
            let start = turn_start.as_ref().unwrap();
            for perm in permutations(&cells) {
                let mut s = start.clone();
                if perm.iter().all(|&c| s.play(Move::Cell(c)).is_ok()) {
                    assert_eq!(s.live(X), after.live(X));
                    assert_eq!(s.live(O), after.live(O));
                    assert_eq!(s.killed(X), after.killed(X));
                    assert_eq!(s.killed(O), after.killed(O));
                    assert_eq!(s.hash(), after.hash(), "transpositions share a key");
                }
            }
        });
    }

    /// The incremental key equals a fresh one, the position text round-trips, the view
    /// serialises, and a finished game names a destroyed loser or ends on two passes.
    #[test]
    fn keys_texts_and_endings(params in params_strategy(), seed in any::<u64>(), bias in 0.0..1.0f64) {
        let end = random_game(&params, seed, bias, |_, _, after| {
            let back = VirusWar::from_text(&params, &after.to_text()).unwrap();
            assert_eq!(&back, after);
            assert_eq!(back.hash(), after.hash());
            let json = serde_json::to_string(&after.view(Viewer::Spectator)).unwrap();
            assert!(json.contains("\"ranks\""));
        });
        let o = end.outcome().unwrap();
        if o.is_draw() {
            assert_eq!(o.reason, "double pass");
            assert!(end.last_turn().is_pass());
        } else {
            let winner = o.winners()[0];
            let loser = winner.other();
            assert!(end.entered(loser) && end.live(loser).is_empty());
            assert!(!end.live(winner).is_empty());
        }
        // Every cell changes at most twice.
        let symbols = all_cells(&end, X).len() + all_cells(&end, O).len();
        assert!(symbols <= usize::from(params.size) * usize::from(params.size));
    }

    /// The sampler without a list picks exactly what picking from the list would, so it is
    /// as uniform as the list.
    #[test]
    fn random_move_matches_the_list(params in params_strategy(), seed in any::<u64>()) {
        let mut scratch = Vec::new();
        random_game(&params, seed, 0.5, |_, _, after| {
            let legal = after.legal_moves();
            for k in 0..4u64 {
                let fast = after.random_move(&mut Rng::new(seed ^ k), &mut scratch);
                let listed = Rng::new(seed ^ k).pick(&legal).copied();
                assert_eq!(fast, listed);
            }
        });
    }

    /// Garbage never panics the parsers, and moves from nowhere are refused cleanly.
    #[test]
    fn parsers_and_moves_survive_anything(text in "\\PC{0,12}", index in any::<u8>(), seed in any::<u64>()) {
        let params = VirusWarParams::default();
        let s = random_game(&params, seed, 0.5, |_, _, _| {});
        let _ = s.parse_move(&text);
        let _ = VirusWar::from_text(&params, &text);
        let _ = VirusWar::from_text(&params, &format!("{} {text}", s.to_text()));
        let mut fresh = VirusWar::new(&params, 0).unwrap();
        if let Some(c) = parlour_virus_war::Cell::from_index(index % 100) {
            let before = fresh.clone();
            if fresh.play(Move::Cell(c)).is_err() {
                assert_eq!(fresh, before);
            }
            let mut copy = before.clone();
            copy.apply(Move::Cell(c));
        }
    }
}

fn permutations<T: Copy>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, first);
            out.push(p);
        }
    }
    out
}

/// Every line of the drawing fits a terminal of 80 columns, in every language, however
/// many kills there are to list (they ran to 93 columns).
#[test]
fn every_drawing_fits_80_columns() {
    let params = VirusWarParams::default();
    let mut widest = (0, String::new());
    for seed in 0..20 {
        random_game(&params, seed, 0.2, |_, _, after| {
            for lang in parlour_i18n::Lang::ALL {
                for viewer in [Viewer::Seat(X), Viewer::Spectator] {
                    for line in after.render(viewer, &lang).lines() {
                        let n = line.chars().count();
                        if n > widest.0 {
                            widest = (n, line.to_string());
                        }
                    }
                }
            }
        });
    }
    assert!(widest.0 <= 80, "{} columns: {}", widest.0, widest.1);
}
