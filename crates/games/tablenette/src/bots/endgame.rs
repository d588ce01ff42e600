//! The last round solved exactly.
//!
//! Once the deck is empty the unseen cards are exactly the opponent's hand, so the rest of
//! the hand is a perfect-information game of at most 12 plays (§6.1). Negamax with
//! alpha-beta finds the play that maximises the final hand-score difference.

use super::play_class;
use crate::capture::{captures_in_set, play_value};
use crate::cards::CardSet;
use crate::state::{MOST_CARDS, MOST_CARDS_BONUS, Play, Tablenette};
use parlour_core::Game;

/// The last round, stripped to what scores.
#[derive(Copy, Clone, Debug)]
struct Endgame {
    hands: [CardSet; 2],
    table: CardSet,
    piles: [CardSet; 2],
    tablenettes: [u32; 2],
    taker: Option<usize>,
    to_move: usize,
}

impl Endgame {
    fn from_world(world: &Tablenette) -> Option<Endgame> {
        let me = world.to_move()?;
        Some(Endgame {
            hands: [
                world.hand_of(parlour_core::Seat(0)),
                world.hand_of(parlour_core::Seat(1)),
            ],
            table: world.table().set(),
            piles: [
                world.pile(parlour_core::Seat(0)),
                world.pile(parlour_core::Seat(1)),
            ],
            tablenettes: [
                world.tablenettes(parlour_core::Seat(0)),
                world.tablenettes(parlour_core::Seat(1)),
            ],
            taker: world.last_taker().map(|s| s.index()),
            to_move: me.index(),
        })
    }

    /// The final hand-score difference for the seat to move, once both hands are empty.
    fn final_value(&self) -> i32 {
        let mut piles = self.piles;
        if let Some(t) = self.taker {
            piles[t] = piles[t].union(self.table);
        }
        let total = |i: usize| {
            let bonus = if piles[i].len() > MOST_CARDS {
                MOST_CARDS_BONUS
            } else {
                0
            };
            (piles[i].points() + bonus + self.tablenettes[i]) as i32
        };
        total(self.to_move) - total(1 - self.to_move)
    }

    fn plays(&self, out: &mut Vec<(Play, i32)>) {
        out.clear();
        let mut keys = Vec::new();
        let mut push = |m: Play, out: &mut Vec<(Play, i32)>| {
            let k = play_class(m);
            if !keys.contains(&k) {
                keys.push(k);
                let v = play_value(m.card, m.take, self.table);
                // Order: big immediate gains first, trails last, cheap trails first.
                let order = if m.take.is_empty() {
                    -(super::trail_cost(m.card) as i32)
                } else {
                    1000 + 10 * v.total() as i32 + v.cards as i32
                };
                out.push((m, order));
            }
        };
        for card in self.hands[self.to_move].iter() {
            if card.is_jack() {
                push(Play::capture(card, self.table), out);
                continue;
            }
            push(Play::trail(card), out);
            captures_in_set(card, self.table, |take| {
                push(Play::capture(card, take), out);
            });
        }
        out.sort_by_key(|m| std::cmp::Reverse(m.1));
    }

    fn after(&self, m: Play) -> Endgame {
        let mut e = *self;
        let me = self.to_move;
        e.hands[me] = e.hands[me].without(m.card);
        if m.take.is_empty() {
            e.table = e.table.with(m.card);
        } else {
            let v = play_value(m.card, m.take, self.table);
            e.table = e.table.minus(m.take);
            e.piles[me] = e.piles[me].union(m.take).with(m.card);
            e.tablenettes[me] += v.tablenette;
            e.taker = Some(me);
        }
        e.to_move = 1 - me;
        e
    }

    fn negamax(&self, mut alpha: i32, beta: i32, nodes: &mut u64) -> i32 {
        *nodes += 1;
        if self.hands[self.to_move].is_empty() {
            // Both hands are empty: the other hand cannot hold more cards than ours.
            return self.final_value();
        }
        let mut plays = Vec::new();
        self.plays(&mut plays);
        let mut best = i32::MIN + 1;
        for (m, _) in plays {
            let v = -self.after(m).negamax(-beta, -alpha, nodes);
            if v > best {
                best = v;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// The best of `candidates` (the first of equals) for the seat to move in `world`, whose
/// deck is empty: its index, its exact value (the final hand-score difference), and the
/// number of positions searched.
pub(crate) fn solve(world: &Tablenette, candidates: &[Play]) -> (usize, i32, u64) {
    let mut nodes = 0;
    let Some(root) = Endgame::from_world(world) else {
        return (0, 0, 0);
    };
    let mut best = (0, i32::MIN);
    for (i, &m) in candidates.iter().enumerate() {
        let child = root.after(m);
        // Later candidates only need to be shown no better than the best so far.
        let alpha = best.1.max(-1000);
        let v = -child.negamax(-1000, -alpha, &mut nodes);
        if v > best.1 {
            best = (i, v);
        }
    }
    (best.0, best.1, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::distinct_plays;
    use crate::state::TablenetteParams;
    use parlour_core::{Rng, Seat};

    /// Plain minimax over the real rules, to the end of the hand.
    fn minimax(g: &Tablenette, me: Seat) -> i32 {
        let Some(seat) = g.to_move() else {
            let t = g.previous_hand().copied().unwrap_or_default();
            return t.total(me) - t.total(me.other());
        };
        if g.hand_number() != 1 {
            let t = g.previous_hand().copied().unwrap_or_default();
            return t.total(me) - t.total(me.other());
        }
        let values = g.legal_moves().into_iter().map(|m| {
            let mut next = g.clone();
            next.apply_play(m);
            minimax(&next, me)
        });
        if seat == me {
            values.max().unwrap_or(0)
        } else {
            values.min().unwrap_or(0)
        }
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax() {
        let params = TablenetteParams::default();
        for seed in 0..40u64 {
            let mut g = Tablenette::start(&params, seed);
            let mut rng = Rng::new(seed);
            // Random play into round 4, leaving 4 to 7 cards in the hands.
            let left = 4 + (seed % 4) as usize;
            while g.deck_len() > 0 || g.hand_len(Seat(0)) + g.hand_len(Seat(1)) > left {
                let moves = g.legal_moves();
                g.apply_play(*rng.pick(&moves).unwrap());
            }
            let me = g.to_move().unwrap();
            let candidates = distinct_plays(&g.legal_moves());
            let (best, value, _) = solve(&g, &candidates);
            assert_eq!(value, minimax(&g, me), "seed {seed}: {}", g.to_text());
            let mut after = g.clone();
            after.apply_play(candidates[best]);
            assert_eq!(minimax(&after, me), value, "seed {seed}: the best play");
        }
    }
}
