//! What Pebbles tells the generic computer players: a hash, an evaluation, a move order,
//! and its three levels as plain data.

use crate::{Pebbles, Take};
use parlour_core::{Game, Heuristic, SearchLevel, Seat};

impl Heuristic for Pebbles {
    fn hash(&self) -> u64 {
        // The pile and the turn decide the future (the params never change within a game,
        // and a search only ever sees one game), so pack those two into the key.
        (u64::from(self.left) << 1) | u64::from(self.turn.0)
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        // The theory of the game: a pile that is a multiple of `max_take + 1` is lost for
        // the player to move. Whatever they take, the other takes the rest of `max_take + 1`
        // and leaves a multiple again, down to zero. Most games only have a guess here
        // (Nines counts men and mobility); an exact one lets a one-turn search play well.
        let lost_for_mover = self.left.is_multiple_of(self.params.max_take + 1);
        let for_mover = if lost_for_mover { -100 } else { 100 };
        if self.to_move() == Some(seat) {
            for_mover
        } else {
            -for_mover
        }
    }

    fn move_order(&self, mv: Take) -> i32 {
        // Big takes first: they end the game sooner, so the search proves things sooner.
        i32::from(mv.0)
    }
}

/// Easy, medium and hard: settings of the generic alpha-beta of `parlour-ai`.
///
/// A rules crate does not depend on the search code; it declares its levels as plain data
/// and the catalog gives them to `parlour_ai::AlphaBeta`. Values are ±100, so noise above
/// 100 can make a lost pile look better than a won one: that is how the lower levels err.
pub const LEVELS: [SearchLevel; 3] = [
    SearchLevel {
        max_depth: 1,
        noise: 250,
        tt_bits: 10,
        ..SearchLevel::named("easy")
    },
    SearchLevel {
        max_depth: 1,
        noise: 120,
        tt_bits: 10,
        ..SearchLevel::named("medium")
    },
    SearchLevel {
        node_limit: Some(100_000),
        tt_bits: 12,
        ..SearchLevel::named("hard")
    },
];
