//! The computer players: the three levels through the generic alpha-beta of `parlour-ai`,
//! asked once a turn as the catalog seats them ([`TurnPlanner`]).

mod common;

use common::{mv, position, position_sized};
use parlour_ai::{AlphaBeta, AlphaBetaConfig, LOSS, RandomBot, TurnPlanner, WIN};
use parlour_core::{Bot, Budget, Game, Heuristic, Seat, SeatResult};
use parlour_virus_war::{Move, O, VirusWar, VirusWarParams, X, levels};

use std::collections::HashMap;

fn bot(level: &levels::Level, seed: u64) -> TurnPlanner<VirusWar> {
    TurnPlanner::new(AlphaBeta::new(level.clone(), seed))
}

/// Lets `b` play the rest of the current turn; returns the moves it made.
fn play_turn(b: &mut TurnPlanner<VirusWar>, s: &mut VirusWar) -> Vec<Move> {
    let side = s.to_move();
    let mut made = Vec::new();
    while s.to_move().is_some() && s.to_move() == side {
        let m = b.choose(s, &Budget::unlimited()).unwrap();
        s.play(m).unwrap();
        made.push(m);
    }
    made
}

#[test]
fn every_level_takes_a_winning_kill() {
    let positions = [
        // W10: X kills O's last live symbol e5 at once.
        position("a1 b2 c3 d4", "e5", "", "", "X 0 -"),
        // O, in the middle of its turn, with growths available too: c3 is X's last live symbol.
        position("c3", "d4 e5 f6 k10", "a1 b2", "", "O 1 -"),
        // Two kills needed in one turn: e5 opens the way to its neighbour f6 only through
        // the chain it leaves.
        position("a1 b2 c3 d4", "e5 f6", "", "", "X 0 -"),
    ];
    for level in &levels::LEVELS {
        for (i, start) in positions.iter().enumerate() {
            for seed in 0..8 {
                let mut s = start.clone();
                let me = s.to_move().unwrap();
                let mut b = bot(level, seed);
                play_turn(&mut b, &mut s);
                assert_eq!(
                    s.outcome().map(|o| o.result(me)),
                    Some(SeatResult::Win),
                    "{} missed the win in position {i} (seed {seed}): {}",
                    level.name,
                    s.to_text()
                );
            }
        }
    }
}

/// True when the side to move can destroy its enemy within this one turn.
fn can_destroy_now(s: &VirusWar) -> bool {
    let Some(side) = s.to_move() else {
        return false;
    };
    for m in s.legal_moves() {
        if m == Move::Pass {
            continue;
        }
        let mut next = s.clone();
        next.apply(m);
        match next.to_move() {
            None => return next.outcome().unwrap().result(side) == SeatResult::Win,
            Some(t) if t == side => {
                if can_destroy_now(&next) {
                    return true;
                }
            }
            Some(_) => {}
        }
    }
    false
}

#[test]
fn medium_and_hard_parry_a_destruction_threat() {
    let positions = [
        // O's c3 touches b2; killing b2 opens a1: O threatens to destroy X next turn.
        // X must kill c3 (or otherwise get out of reach).
        position("a1 b2", "c3 k10", "", "", "X 0 -"),
        // O reaches b2 through the killed cross c3, and X cannot reach O's d4 at all: X must
        // grow enough symbols (and not pass) to survive O's three kills.
        position("a1 b2", "d4 k10", "c3", "", "X 0 -"),
    ];
    for level in [&levels::MEDIUM, &levels::HARD] {
        for (i, start) in positions.iter().enumerate() {
            let mut probe = start.clone();
            // The threat is real: with a pass, the enemy destroys us.
            probe.play(Move::Pass).unwrap();
            assert!(can_destroy_now(&probe), "position {i} has no threat");
            for seed in 0..4 {
                let mut s = start.clone();
                let mut b = bot(level, seed);
                play_turn(&mut b, &mut s);
                assert!(
                    !can_destroy_now(&s),
                    "{} left a destruction in position {i} (seed {seed}): {}",
                    level.name,
                    s.to_text()
                );
            }
        }
    }
}

/// Plain minimax to `depth` turns with the search's own scoring: the evaluation at turn
/// boundaries, proven results as WIN − plies (faster wins score higher), and a draw the
/// game did not suggest worth the contempt less to the seat searched for (`root`).
fn minimax(s: &VirusWar, depth: u32, ply: i32, root: Seat) -> i32 {
    let side = s.to_move().unwrap();
    if ply > 0 && s.known_value().is_some() {
        return 0; // a seat shut out: a certain draw
    }
    if depth == 0 {
        return s.evaluate(side);
    }
    let contempt = VirusWar::search_tuning().contempt;
    let mut best = i32::MIN;
    for m in s.legal_moves() {
        let mut child = s.clone();
        child.apply(m);
        let v = match child.to_move() {
            None => match child.outcome().unwrap().result(side) {
                SeatResult::Win => WIN - (ply + 1),
                SeatResult::Loss => LOSS + (ply + 1),
                _ if s.draw_cue() => 0,
                _ if side == root => -contempt,
                _ => contempt,
            },
            Some(t) if t == side => minimax(&child, depth, ply + 1, root),
            Some(_) => -minimax(&child, depth - 1, ply + 1, root),
        };
        best = best.max(v);
    }
    best
}

fn search_value(s: &VirusWar, depth: u32) -> i32 {
    let mut b: AlphaBeta<VirusWar> = AlphaBeta::new(
        AlphaBetaConfig {
            max_depth: depth,
            tt_bits: 16,
            ..AlphaBetaConfig::named("full width")
        },
        1,
    );
    b.search(s, &Budget::unlimited()).unwrap().1
}

/// Positions from seeded random games (skipping the first `skip` plies), with more than one
/// legal move (a single move is returned unsearched).
fn sample_positions(params: &VirusWarParams, skip: usize, count: usize) -> Vec<VirusWar> {
    let mut rnd = RandomBot::new(u64::from(params.size * 16 + params.steps));
    let mut out = Vec::new();
    let mut game = 0;
    while out.len() < count {
        let mut s = VirusWar::new(params, game).unwrap();
        game += 1;
        let mut ply = 0;
        while s.to_move().is_some() && out.len() < count {
            ply += 1;
            if ply > skip && ply % 3 == 0 && s.legal_moves().len() > 1 {
                out.push(s.clone());
            }
            let m = Bot::<VirusWar>::choose(&mut rnd, &s, &Budget::unlimited()).unwrap();
            s.play(m).unwrap();
        }
    }
    out
}

#[test]
fn alpha_beta_agrees_with_plain_minimax() {
    // (size, steps, depth in turns, plies skipped, positions)
    for (size, steps, depth, skip, count) in [
        (10, 3, 1, 6, 24),
        (6, 3, 2, 6, 12),
        (4, 3, 2, 0, 16),
        (4, 1, 3, 0, 16),
        (3, 3, 3, 0, 16),
    ] {
        let params = VirusWarParams { size, steps };
        for s in sample_positions(&params, skip, count) {
            assert_eq!(
                search_value(&s, depth),
                minimax(&s, depth, 0, s.to_move().unwrap()),
                "{size}×{size}, {steps} steps, depth {depth}: {}",
                s.to_text()
            );
        }
    }
}

/// Exact game value for the side to move: 1 win, 0 draw, −1 loss (memoised by position).
fn solve(s: &VirusWar, memo: &mut HashMap<String, i8>) -> i8 {
    let key = s.to_text().split(' ').take(4).collect::<Vec<_>>().join(" ");
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let side = s.to_move().unwrap();
    let mut best = -1;
    for m in s.legal_moves() {
        let mut next = s.clone();
        next.apply(m);
        let v = match next.outcome() {
            Some(o) => match o.result(side) {
                SeatResult::Win => 1,
                SeatResult::Loss => -1,
                _ => 0,
            },
            None if next.to_move() == Some(side) => solve(&next, memo),
            None => -solve(&next, memo),
        };
        best = best.max(v);
        if best == 1 {
            break;
        }
    }
    memo.insert(key, best);
    best
}

#[test]
fn tiny_boards_solved_exactly() {
    // Two independent exhaustive solvers agree: 3×3 with three sub-moves is a draw.
    let params = VirusWarParams { size: 3, steps: 3 };
    let start = VirusWar::new(&params, 0).unwrap();
    assert_eq!(solve(&start, &mut HashMap::new()), 0);
    // A search that reaches the end of every line finds the exact value too.
    let params = VirusWarParams { size: 3, steps: 1 };
    let mut memo = HashMap::new();
    for s in sample_positions(&params, 0, 12) {
        let v = search_value(&s, 40);
        let exact = if v > WIN / 2 {
            1
        } else if v < LOSS / 2 {
            -1
        } else {
            0
        };
        assert_eq!(exact, solve(&s, &mut memo), "{}", s.to_text());
    }
}

#[test]
fn the_search_is_reproducible_and_seeds_vary_the_games() {
    let s = position_sized(10, "a1 b2 c3", "k10 i9 h8", "", "", "X 0 -");
    let mut a = bot(&levels::MEDIUM, 5);
    let mut b = bot(&levels::MEDIUM, 5);
    assert_eq!(
        a.choose(&s, &Budget::unlimited()),
        b.choose(&s, &Budget::unlimited())
    );
    assert_eq!(a.stats(), b.stats());
    assert!(a.stats().nodes > 0 && a.stats().tt_probes > 0);
    // Different seeds, different games (equal-ordered moves are shuffled by the seed).
    let mut openings = std::collections::HashSet::new();
    for seed in 0..6 {
        let mut g = VirusWar::new(&VirusWarParams::default(), 0).unwrap();
        let mut x = bot(&levels::EASY, seed);
        let mut o = bot(&levels::EASY, seed + 100);
        let mut record = Vec::new();
        for _ in 0..4 {
            let b = if g.to_move() == Some(X) {
                &mut x
            } else {
                &mut o
            };
            record.extend(play_turn(b, &mut g));
        }
        openings.insert(format!("{record:?}"));
    }
    assert!(openings.len() >= 2, "{openings:?}");
}

#[test]
fn every_level_beats_random() {
    for level in &levels::LEVELS {
        let mut score = 0.0;
        for g in 0..6u64 {
            let me = Seat((g % 2) as u8);
            let mut s = VirusWar::new(&VirusWarParams::default(), g).unwrap();
            let mut b = bot(level, g);
            let mut r = RandomBot::new(g + 50);
            while let Some(seat) = s.to_move() {
                let m = if seat == me {
                    b.choose(&s, &Budget::unlimited()).unwrap()
                } else {
                    Bot::<VirusWar>::choose(&mut r, &s, &Budget::unlimited()).unwrap()
                };
                s.play(m).unwrap();
            }
            score += (s.outcome().unwrap().value(me) + 1.0) / 2.0;
        }
        assert!(
            score >= 5.0,
            "{} scored {score}/6 against random",
            level.name
        );
    }
}

#[test]
fn the_pass_is_searched_and_draws_score_zero() {
    // W8-like fortress for both: X is sealed off in the corner, O is far away and can never
    // be reached either. Nobody can win; the evaluation is exactly 0 and passing is fine.
    let s = position("a1", "k10", "", "a3 b3 c3 c2 c1", "X 0 p");
    assert!(s.permanently_safe(X));
    let mut b = bot(&levels::HARD, 1);
    let m = b.choose(&s, &Budget::unlimited()).unwrap();
    assert!(s.legal_moves().contains(&m));
    assert!(b.stats().score.unwrap() >= 0, "X can never lose here");
    assert!(s.evaluate(X) >= 0 && s.evaluate(O) <= 0);
    // Passing now ends the game in a draw, which the search scores as exactly 0.
    let mut after = s.clone();
    after.play(Move::Pass).unwrap();
    assert!(after.outcome().unwrap().is_draw());
    assert_eq!(mv("a2"), Move::Cell(common::cell("a2")));
}

#[test]
fn a_turn_is_searched_once_and_played_as_planned() {
    for level in &levels::LEVELS {
        let mut s = VirusWar::new(&VirusWarParams::default(), 3).unwrap();
        let mut b = bot(level, 3);
        let mut r = RandomBot::new(4);
        let (mut turns, mut planned_turns, mut misses) = (0, 0, Vec::new());
        while s.to_move().is_some() && turns < 12 {
            if s.to_move() == Some(X) {
                let first = b.choose(&s, &Budget::unlimited()).unwrap();
                assert!(
                    b.stats().nodes > 0,
                    "{}: the first sub-move is searched",
                    level.name
                );
                let plan = b.planned();
                s.play(first).unwrap();
                if s.to_move() != Some(X) {
                    continue;
                }
                let mut searched_again = false;
                let mut rest = Vec::new();
                while s.to_move() == Some(X) {
                    let m = b.choose(&s, &Budget::unlimited()).unwrap();
                    searched_again |= b.stats().nodes > 0;
                    rest.push(m);
                    s.play(m).unwrap();
                }
                turns += 1;
                if !searched_again && plan == rest {
                    planned_turns += 1;
                } else {
                    misses.push(format!("planned {plan:?}, played {rest:?}"));
                }
            } else {
                let m = Bot::<VirusWar>::choose(&mut r, &s, &Budget::unlimited()).unwrap();
                s.play(m).unwrap();
            }
        }
        assert!(
            planned_turns * 10 >= turns * 9,
            "{}: {planned_turns} of {turns} turns played from one search: {misses:?}",
            level.name
        );
    }
}

#[test]
fn no_level_passes_into_a_draw_it_could_play_on_from() {
    // X passes its first turn (the random player does so half the time). Every level plays
    // on as O: passing too would end the game in a draw, which the evaluation's lean
    // against the side to move once made medium prefer (the search tuning's contempt).
    for level in &levels::LEVELS {
        for seed in 0..4 {
            let mut s = VirusWar::new(&VirusWarParams::default(), seed).unwrap();
            while s.to_move() == Some(X) {
                s.play(Move::Pass).unwrap();
            }
            assert_eq!(s.to_move(), Some(O), "{}", s.to_text());
            let mut b = bot(level, seed);
            let first = play_turn(&mut b, &mut s);
            assert_ne!(first[0], Move::Pass, "{} (seed {seed})", level.name);
            assert!(s.outcome().is_none(), "{} (seed {seed})", level.name);
        }
    }
}

#[test]
fn no_level_shuts_out_a_player_who_has_not_entered() {
    // O has only passed so far and X's chain touches O's start cell k10. Growing onto
    // k10 would shut O out for good (it could never enter, so never be destroyed): a
    // certain draw, where X wins once O enters. X plays on elsewhere while O passes.
    let start = position("a1 b2 c3 d4 e5 f6 g7 h8 i9", "", "", "", "X 0 p");
    let k10 = common::cell("k10");
    assert!(start.available(X).contains(k10));
    let mut shut = start.clone();
    shut.play(Move::Cell(k10)).unwrap();
    assert!(shut.shut_out(O));
    assert_eq!(shut.known_value(), Some(parlour_core::Known::Draw));
    for level in &levels::LEVELS {
        for seed in 0..3 {
            let mut s = start.clone();
            let mut b = bot(level, seed);
            for _ in 0..6 {
                play_turn(&mut b, &mut s);
                assert!(
                    !s.shut_out(O),
                    "{} (seed {seed}): {}",
                    level.name,
                    s.to_text()
                );
                s.play(Move::Pass).unwrap();
            }
        }
    }
}
