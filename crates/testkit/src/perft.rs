//! Counting leaves of the game tree, and random playouts.

use parlour_core::{Game, Rng};

/// Number of move sequences of exactly `depth` plies from `state` (games that end earlier
/// contribute nothing at that depth, as in chess perft).
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = state.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = state.clone();
            next.apply(m);
            perft(&next, depth - 1)
        })
        .sum()
}

/// Plays uniformly random moves until the game ends or `max_plies` is reached; returns the
/// final state and the number of plies played.
pub fn random_playout<G: Game>(state: &G, rng: &mut Rng, max_plies: usize) -> (G, usize) {
    let mut s = state.clone();
    let plies = s.playout(rng, &mut Vec::new(), max_plies);
    (s, plies)
}
