//! Forced wins, proved by plain search: how the 8-hole game is known to be decided.
//!
//! The reconstructed end of the game (a capture that empties the enemy row wins) makes
//! short rows sharp: from the start, the first player can force a win within a few plies.
//! This module proves such claims with a plain AND/OR search over the real rules, with no
//! evaluation and no pruning beyond "one winning move is enough, one refutation is enough",
//! so the claims on the rules screen ([`FORCED_OPENING_WINS`]) are checked by the tests
//! against the rules themselves, not against the computer players' search.

use crate::params::IsoloParams;
use crate::state::Isolo;
use parlour_core::Game;

/// The row lengths on which the first player (South) can force a win from the start, with
/// the fewest plies that proves it (South's moves and North's replies together: 5 plies are
/// three South moves). On 14 and 16 holes there is no forced win within 13 plies
/// (`cargo run --release -p parlour-isolo --example forced -- 13`, 6 and 11 seconds).
pub const FORCED_OPENING_WINS: [(u8, u32); 4] = [(6, 3), (8, 5), (10, 5), (12, 7)];

/// The plies of the first player's forced win from the start on rows of `holes`, if the
/// game has one (see [`FORCED_OPENING_WINS`]).
pub fn forced_opening_win(holes: u8) -> Option<u32> {
    FORCED_OPENING_WINS
        .iter()
        .find(|(h, _)| *h == holes)
        .map(|&(_, plies)| plies)
}

/// True when the side to move in `state` can force a win within `plies` plies (its own
/// moves and the replies together), whatever the other side plays.
pub fn wins_within(state: &Isolo, plies: u32) -> bool {
    let Some(me) = state.to_move() else {
        return false;
    };
    if plies == 0 {
        return false;
    }
    state.legal_moves().into_iter().any(|m| {
        let mut next = state.clone();
        next.apply(m);
        match next.to_move() {
            None => next.winner() == Some(me),
            // The other side replies; every reply must leave us a forced win.
            Some(_) if plies >= 3 => next.legal_moves().into_iter().all(|r| {
                let mut after = next.clone();
                after.apply(r);
                after.to_move() == Some(me) && wins_within(&after, plies - 2)
            }),
            Some(_) => false,
        }
    })
}

/// The fewest plies (odd, at most `max_plies`) within which the side to move in `state`
/// can force a win, if it can.
pub fn shortest_forced_win(state: &Isolo, max_plies: u32) -> Option<u32> {
    (1..=max_plies)
        .step_by(2)
        .find(|&plies| wins_within(state, plies))
}

/// The fewest plies within which the first player can force a win from the start on rows
/// of `holes`, searching up to `max_plies`; `None` for no forced win that short (or rows
/// the rules do not allow).
pub fn opening_forced_win(holes: u8, max_plies: u32) -> Option<u32> {
    let start = Isolo::start(&IsoloParams::with_holes(holes)).ok()?;
    shortest_forced_win(&start, max_plies)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listed_forced_wins_are_proved_and_shortest() {
        for (holes, plies) in FORCED_OPENING_WINS {
            assert_eq!(
                opening_forced_win(holes, plies),
                Some(plies),
                "{holes} holes"
            );
            assert_eq!(forced_opening_win(holes), Some(plies));
        }
    }

    #[test]
    fn long_rows_have_no_short_forced_win() {
        for holes in [14, 16] {
            assert_eq!(opening_forced_win(holes, 9), None, "{holes} holes");
            assert_eq!(forced_opening_win(holes), None);
        }
    }

    #[test]
    fn on_eight_holes_s1_wins_in_five_and_every_opening_but_s3_in_nine() {
        let start = Isolo::start(&IsoloParams::with_holes(8)).unwrap();
        let winning = |plies: u32| -> Vec<String> {
            start
                .legal_moves()
                .into_iter()
                .filter(|&m| {
                    let mut next = start.clone();
                    next.apply(m);
                    next.legal_moves().into_iter().all(|r| {
                        let mut after = next.clone();
                        after.apply(r);
                        wins_within(&after, plies - 2)
                    })
                })
                .map(|m| start.format_move(m))
                .collect()
        };
        assert_eq!(winning(5), ["1"]);
        assert_eq!(winning(9), ["1", "2", "4", "5", "6", "7", "8"]);
    }
}
