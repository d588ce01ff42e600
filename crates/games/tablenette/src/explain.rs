//! What a play does, as messages for move lists and "the opponent played…" lines: the
//! card, the cards it took and the points they are worth (words in `locales/*.ftl`).

use crate::cards::{CardList, pretty_list};
use crate::state::{Play, Tablenette};
use crate::{Card, seat_message};
use parlour_core::{Describe, Message, Seat};

/// The message for `card` taking `took` (in table order) with this Tablenette bonus,
/// wrapped, when the play ends the hand, in one saying where the last table cards go.
///
/// `K♣ took 10♦ 4♠ K♥ K♠ — Tablenette, 56 points, and 5 points for the cards`.
pub(crate) fn play_message(
    card: Card,
    took: &CardList,
    tablenette: u32,
    leftover: Option<(CardList, Seat)>,
) -> Message {
    let m = if took.is_empty() {
        let key = if card.is_jack() {
            "tablenette-jack-laid"
        } else {
            "tablenette-trail"
        };
        Message::new(key).with("card", card.pretty())
    } else {
        let points = took.set().with(card).points();
        let key = if card.is_jack() {
            "tablenette-sweep"
        } else if tablenette > 0 {
            "tablenette-took-tablenette"
        } else {
            "tablenette-took"
        };
        // A Tablenette is said apart from the cards' points: the score sheet counts them
        // apart too.
        Message::new(key)
            .with("card", card.pretty())
            .with("taken", pretty_list(took.iter()))
            .with("points", points)
            .with("tablenette", tablenette)
    };
    match leftover {
        Some((cards, seat)) => Message::new("tablenette-hand-ends")
            .with("play", m)
            .with("cards", pretty_list(cards.iter()))
            .with("count", cards.len())
            .with("seat", seat_message(seat)),
        None => m,
    }
}

impl Tablenette {
    /// The message for `mv` in this position, before it is played.
    pub(crate) fn explain_play(&self, mv: Play) -> Message {
        if let Err(e) = self.check_play(mv) {
            return Message::new("tablenette-not-legal")
                .with("play", self.notation(mv))
                .with("reason", e.message());
        }
        let table = self.table.set();
        let take = mv.take.intersection(table);
        let value = self.value_of(mv);
        let took = self.table.ordered(take);
        // The 48th card of a hand: what stays on the table goes to the last taker
        // (docs/rules/tablenette.md, "End of a hand").
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
        play_message(mv.card, &took, value.tablenette, leftover)
    }
}
