//! What the hard level's search needs from Tablenette: the hooks of
//! [`Determinized`].
//!
//! The hard level is a generic determinized search of `parlour-ai` (see
//! [`HARD`](super::HARD)). It plays in sampled worlds, full deals its seat cannot tell
//! apart from the real one, and asks this module for:
//! - the candidate plays, one per class of plays that score alike;
//! - a rollout policy that plays "prudently" inside the world: it scores a play by what it
//!   takes, minus the best the opponent's actual cards in that world could take from the
//!   table it leaves;
//! - the horizon, the end of the hand, valued as the hand-score difference;
//! - an exact answer in the last round, when the deck is empty and the unseen cards are
//!   exactly the opponent's hand, so one world is the real position
//!   (the `endgame` module).

use super::{best_gain, distinct_plays, endgame, table_after, trail_cost};
use crate::cards::CardSet;
use crate::state::{Play, Tablenette};
use parlour_core::{Determinized, ExactChoice, Game, Rng, Seat};

/// The cards the opponent of the seat to move will play next in `world`: its hand, or,
/// when it has played out the round, the cards the next round deals it.
fn reply_cards(world: &Tablenette, opp: Seat) -> CardSet {
    let hand = world.hand_of(opp);
    if !hand.is_empty() {
        return hand;
    }
    // The opponent leads the next round, so it gets the 1st, 3rd, … cards drawn; the deck
    // list keeps the top card last.
    let deck = &world.deck;
    let n = deck.len();
    (0..6)
        .filter_map(|k| n.checked_sub(1 + 2 * k).and_then(|i| deck.get(i)))
        .fold(CardSet::EMPTY, |s, c| s.with(c))
}

/// The rollout policy that sees the world it plays in. `moves` are the legal moves of a
/// world that is not over, so never empty.
fn prudent_in_world(world: &Tablenette, moves: &[Play]) -> Play {
    let Some(me) = world.to_move() else {
        return moves[0];
    };
    let opp = me.other();
    let last_card = world.deck_len() == 0 && world.hand_len(me) + world.hand_len(opp) == 1;
    let replies = if last_card {
        CardSet::EMPTY
    } else {
        reply_cards(world, opp)
    };
    let mut best = (i64::MIN, moves[0]);
    for &m in moves {
        let v = world.value_of(m);
        let mut score = i64::from(v.total()) * 100 + i64::from(v.cards) * 10;
        if m.is_trail() {
            score -= i64::from(trail_cost(m.card));
        }
        let after = table_after(world.table(), m);
        if last_card {
            let taker = if m.is_trail() {
                world.last_taker()
            } else {
                Some(me)
            };
            let left = i64::from(after.set().points()) * 100;
            score += if taker == Some(me) { left } else { -left };
        } else {
            let threat = replies
                .iter()
                .map(|c| best_gain(c, &after))
                .max()
                .unwrap_or(0);
            score -= i64::from(threat) * 100;
        }
        if score > best.0 {
            best = (score, m);
        }
    }
    best.1
}

impl Determinized for Tablenette {
    fn distinct_moves_into(&self, out: &mut Vec<Play>) {
        self.legal_into(out);
        let distinct = distinct_plays(out);
        *out = distinct;
    }

    fn rollout_move(&self, _rng: &mut Rng, buf: &mut Vec<Play>) -> Option<Play> {
        self.legal_into(buf);
        if buf.is_empty() {
            return None;
        }
        Some(prudent_in_world(self, buf))
    }

    /// The end of the hand being played (or of the game).
    fn past_horizon(&self, root: &Tablenette) -> bool {
        self.is_over() || self.hand_number() != root.hand_number()
    }

    /// The hand-score difference of the hand the search started in.
    fn horizon_value(&self, _root: &Tablenette, seat: Seat) -> f64 {
        self.previous_hand()
            .map_or(0.0, |t| f64::from(t.total(seat) - t.total(seat.other())))
    }

    /// With the deck empty, the unseen cards are the opponent's hand: the rest of the hand
    /// is a perfect-information game, solved exactly.
    fn solve_exactly(&self, moves: &[Play]) -> Option<ExactChoice> {
        if self.deck_len() > 0 || self.to_move().is_none() {
            return None;
        }
        let (index, value, nodes) = endgame::solve(self, moves);
        Some(ExactChoice {
            index,
            value,
            nodes,
        })
    }
}
