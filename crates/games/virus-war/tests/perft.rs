//! W12: generator counts from the start position (perft, distinct positions after 1–3 turns).

mod common;

use common::start;
use parlour_core::Game;
use parlour_virus_war::{Move, VirusWar};
use std::collections::{BTreeSet, HashSet};

/// Ordered sub-move sequences of exactly `depth` sub-moves, passes excluded.
fn perft(state: &VirusWar, depth: u32, buf: &mut Vec<Vec<Move>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let level = depth as usize;
    if buf.len() <= level {
        buf.resize_with(level + 1, Vec::new);
    }
    let mut moves = std::mem::take(&mut buf[level]);
    state.legal_moves_into(&mut moves);
    moves.retain(|m| *m != Move::Pass);
    let total = if depth == 1 {
        moves.len() as u64
    } else {
        moves
            .iter()
            .map(|&m| {
                let mut next = state.clone();
                next.apply(m);
                perft(&next, depth - 1, buf)
            })
            .sum()
    };
    buf[level] = moves;
    total
}

const COUNTS: [u64; 12] = [
    1, 3, 15, 15, 45, 225, 1_575, 13_845, 145_965, 1_021_755, 8_981_713, 94_692_361,
];

#[test]
fn perft_to_depth_12() {
    // Every reference count; leaves are counted in bulk, so depth 12 (95 M sequences)
    // takes about a second.
    let s = start();
    let mut buf = Vec::new();
    for depth in 1..=12 {
        assert_eq!(
            perft(&s, depth, &mut buf),
            COUNTS[depth as usize - 1],
            "depth {depth}"
        );
    }
}

/// Every distinct position at the end of `turns` complete turns (no passes).
fn positions_after_turns(turns: usize) -> HashSet<String> {
    let mut frontier = vec![start()];
    for _ in 0..turns {
        let mut keys = HashSet::new();
        let mut reached = Vec::new();
        for s in &frontier {
            ends_of_turn(s, &mut keys, &mut reached);
        }
        frontier = reached;
    }
    frontier.iter().map(board_of).collect()
}

fn board_of(s: &VirusWar) -> String {
    s.to_text().split(' ').next().unwrap().to_string()
}

/// Collects the distinct positions that end the current turn of `s`.
fn ends_of_turn(s: &VirusWar, seen: &mut HashSet<String>, out: &mut Vec<VirusWar>) {
    let side = s.to_move();
    for m in s.legal_moves() {
        if m == Move::Pass {
            continue;
        }
        let mut next = s.clone();
        next.apply(m);
        if next.to_move() == side {
            ends_of_turn(&next, seen, out);
        } else if seen.insert(
            next.to_text()
                .split(' ')
                .take(4)
                .collect::<Vec<_>>()
                .join(" "),
        ) {
            out.push(next);
        }
    }
}

#[test]
fn distinct_positions_after_one_two_and_three_turns() {
    assert_eq!(positions_after_turns(1).len(), 12);
    assert_eq!(positions_after_turns(2).len(), 144);
    assert_eq!(positions_after_turns(3).len(), 17_964);
}

#[test]
fn the_twelve_first_turns_of_x() {
    // A canonical generator's list (smallest available cell first), compared as sets of cells.
    let listed = "a1,b1,c1 a1,b1,a2 a1,b1,b2 a1,b1,c2 a1,a2,b2 a1,a2,a3 a1,a2,b3 a1,b2,c1 \
                  a1,b2,c2 a1,b2,a3 a1,b2,b3 a1,b2,c3";
    let expected: BTreeSet<BTreeSet<String>> = listed
        .split_whitespace()
        .map(|t| t.split(',').map(str::to_string).collect())
        .collect();
    assert_eq!(expected.len(), 12);
    let mut found = BTreeSet::new();
    let s = start();
    collect_turn_sets(&s, &mut Vec::new(), &mut found);
    assert_eq!(found, expected);
}

fn collect_turn_sets(s: &VirusWar, path: &mut Vec<String>, out: &mut BTreeSet<BTreeSet<String>>) {
    let side = s.to_move();
    for m in s.legal_moves() {
        let Move::Cell(c) = m else { continue };
        let mut next = s.clone();
        next.apply(m);
        path.push(c.to_string());
        if next.to_move() == side {
            collect_turn_sets(&next, path, out);
        } else {
            out.insert(path.iter().cloned().collect());
        }
        path.pop();
    }
}
