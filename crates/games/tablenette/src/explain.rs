//! Sentences about plays, for move lists and "the opponent played…" lines.

use crate::cards::{CardList, pretty_list};
use crate::state::{Play, Tablenette};
use crate::{Card, seat_name};
use parlour_core::Seat;

/// One sentence about `card` taking `took` (in table order) with this Tablenette bonus,
/// plus, when the play ends the hand, where the last table cards go.
///
/// `K♣ took 10♦ 4♠ K♥ K♠ — Tablenette, 61`.
pub(crate) fn sentence(
    card: Card,
    took: &CardList,
    tablenette: u32,
    leftover: Option<(CardList, Seat)>,
) -> String {
    let mut s = if took.is_empty() {
        if card.is_jack() {
            format!("{} laid on the empty table", card.pretty())
        } else {
            format!("{} trailed to the table", card.pretty())
        }
    } else {
        let points = took.set().with(card).points();
        let taken = pretty_list(took.iter());
        if card.is_jack() {
            format!(
                "{} swept {taken} — {}, no Tablenette for a jack",
                card.pretty(),
                points_text(points)
            )
        } else if tablenette > 0 {
            format!(
                "{} took {taken} — Tablenette, {}",
                card.pretty(),
                points + tablenette
            )
        } else {
            format!("{} took {taken} — {}", card.pretty(), points_text(points))
        }
    };
    if let Some((cards, seat)) = leftover {
        s.push_str(&format!(
            "; the hand ends and {} go to {}",
            pretty_list(cards.iter()),
            seat_name(seat)
        ));
    }
    s
}

fn points_text(points: u32) -> String {
    match points {
        0 => "no points".to_string(),
        1 => "1 point".to_string(),
        n => format!("{n} points"),
    }
}

impl Tablenette {
    /// The sentence for `mv` in this position, before it is played.
    pub(crate) fn explain_play(&self, mv: Play) -> String {
        if let Err(e) = self.check_play(mv) {
            return format!("{} is not a legal play: {e}", self.notation(mv));
        }
        let table = self.table.set();
        let take = mv.take.intersection(table);
        let value = self.value_of(mv);
        let took = self.table.ordered(take);
        // The 48th card of a hand: what stays on the table goes to the last taker (§2.6).
        let last_card = self.deck.is_empty() && self.hands[0].len() + self.hands[1].len() == 1;
        let leftover = if last_card {
            let mut rest = self.table.ordered(table.minus(take));
            if take.is_empty() {
                rest.push(mv.card);
            }
            let taker = if take.is_empty() {
                self.last_taker
            } else {
                self.turn()
            };
            taker.filter(|_| !rest.is_empty()).map(|t| (rest, t))
        } else {
            None
        };
        sentence(mv.card, &took, value.tablenette, leftover)
    }
}
