//! Helpers shared by the test files: OpenSpiel action numbers and replays.
#![allow(dead_code)]

use parlour_core::Game;
use parlour_nines::{Nines, Point, Rules, Step};

/// The step that OpenSpiel's action number `action` means in `state`: 0–23 is a removal when
/// one is due and a placement otherwise; `24 + 24·from + to` is a slide or flight.
pub fn step_for_action(state: &Nines, action: u32) -> Step {
    if action < 24 {
        let p = Point::new(action as u8).unwrap();
        if state.removal_due() {
            Step::Remove(p)
        } else {
            Step::Place(p)
        }
    } else {
        let a = action - 24;
        Step::Slide {
            from: Point::new((a / 24) as u8).unwrap(),
            to: Point::new((a % 24) as u8).unwrap(),
        }
    }
}

/// The legal steps of `state` as OpenSpiel action numbers, in the engine's order.
pub fn legal_actions(state: &Nines) -> Vec<u32> {
    state
        .legal_moves()
        .into_iter()
        .map(|s| u32::from(s.action()))
        .collect()
}

/// Plays `actions` from the empty board, checking each is legal.
pub fn replay(rules: Rules, actions: &[u32]) -> Nines {
    let mut s = Nines::new(&rules, 0).unwrap();
    for (i, &a) in actions.iter().enumerate() {
        let step = step_for_action(&s, a);
        if let Err(e) = s.play(step) {
            panic!(
                "action {} ({a} = {step}) refused: {e}\n{}",
                i + 1,
                s.render(parlour_core::Viewer::Spectator, &parlour_i18n::Lang::En)
            );
        }
    }
    s
}

/// Reads a position text under `rules`.
pub fn position(rules: Rules, text: &str) -> Nines {
    Nines::from_text(&rules, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Counts leaves `depth` turns deep, a placement or move together with its removal being
/// one turn (not OpenSpiel's count of actions, where a removal is a ply of its own).
pub fn perft_turns(state: &Nines, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for m in state.legal_moves() {
        let mut next = state.clone();
        next.apply(m);
        total += if next.to_move() == state.to_move() && next.removal_due() {
            perft_turns(&next, depth)
        } else {
            perft_turns(&next, depth - 1)
        };
    }
    total
}

/// Counts leaves `depth` atomic steps deep (OpenSpiel counting), reusing buffers.
pub fn perft_steps(state: &Nines, depth: u32) -> u64 {
    fn go(state: &Nines, depth: u32, bufs: &mut [Vec<Step>]) -> u64 {
        let (buf, rest) = bufs.split_first_mut().unwrap();
        state.legal_moves_into(buf);
        if depth == 1 {
            return buf.len() as u64;
        }
        let mut total = 0;
        for &m in buf.iter() {
            let mut next = state.clone();
            next.apply(m);
            total += go(&next, depth - 1, rest);
        }
        total
    }
    if depth == 0 {
        return 1;
    }
    let mut bufs = vec![Vec::new(); depth as usize];
    go(state, depth, &mut bufs)
}

/// The generic alpha-beta configured as one of the crate's levels.
pub fn level_bot(name: &str, seed: u64) -> parlour_ai::AlphaBeta<Nines> {
    let l = parlour_nines::level(name).unwrap();
    parlour_ai::AlphaBeta::new(l.clone(), seed)
}
