//! What each seat may see, and the worlds a seat cannot tell apart from the real one.
//!
//! Everything played is public: the table, the cards in the piles (each was face up when
//! taken), the scores, the jacks sent to the bottom of the deck while dealing. A seat also
//! sees its own hand. Hidden from it are the other hand and the order of the deck; a
//! spectator sees no hand at all.
//!
//! [`Tablenette::sample`](parlour_core::Game::sample) keeps all of that and redeals the
//! unseen cards at random. The game seed is hidden too (it decides every deal), so a sample
//! draws a fresh seed from the caller's generator: the hands after the current one are
//! then dealt from that new seed and reveal nothing about the real future deals.

use crate::cards::{Card, CardList, CardSet};
use crate::explain;
use crate::state::{HandTally, Tablenette};
use parlour_core::{Rng, Seat, Viewer};
use serde::Serialize;

/// What a viewer sees of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TablenetteView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The hand being played, from 1.
    pub hand_number: u32,
    /// The round of the hand, 1–4.
    pub round: u32,
    /// Who deals this hand (the other seat leads every round).
    pub dealer: Seat,
    /// Whose turn it is; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// The viewer's own hand, in rank order; `None` for a spectator.
    pub hand: Option<Vec<Card>>,
    /// How many cards each seat holds.
    pub hand_sizes: [usize; 2],
    /// The table, in the order the cards were laid.
    pub table: CardList,
    /// Cards left in the deck.
    pub deck_count: usize,
    /// Cards everyone knows are at the bottom of the deck (jacks drawn for the table),
    /// bottom first; the last of them is the next to be dealt among them.
    pub deck_bottom: CardList,
    /// Each seat's pile this hand (south first).
    pub piles: [PileView; 2],
    /// Every card seen face up this hand (table and piles), in rank order.
    pub seen: CardSet,
    /// Scores of the finished hands (south first).
    pub scores: [i32; 2],
    /// The last player to pick up, who will get the cards left at the end of the hand.
    pub last_taker: Option<Seat>,
    /// The last play and what it did.
    pub last_play: Option<PlayView>,
    /// The count of the previous hand.
    pub last_hand: Option<HandTally>,
}

/// A pile of taken cards: public, since each card was face up when taken.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileView {
    /// The cards, in rank order.
    pub cards: CardSet,
    /// How many.
    pub count: usize,
    /// Their card points.
    pub card_points: u32,
    /// Tablenette bonuses earned this hand.
    pub tablenettes: u32,
}

/// What the last play did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayView {
    /// Who played.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// What it took, in table order (empty for a trail).
    pub took: CardList,
    /// `"trail"`, `"capture"`, `"sweep"` (a jack) or `"tablenette"`.
    pub kind: &'static str,
    /// Card points of the played card and the cards taken.
    pub points: u32,
    /// The Tablenette bonus.
    pub tablenette: u32,
    /// One sentence, as [`parlour_core::Game::explain`] says it.
    pub text: String,
}

impl Tablenette {
    /// The view of `viewer` (see [`parlour_core::Game::view`]).
    pub(crate) fn view_for(&self, viewer: Viewer) -> TablenetteView {
        let pile = |i: usize| PileView {
            cards: self.piles[i],
            count: self.piles[i].len(),
            card_points: self.piles[i].points(),
            tablenettes: self.tablenettes[i],
        };
        let last_play = self.last.map(|l| {
            let took = l.took.set();
            let kind = if took.is_empty() {
                "trail"
            } else if l.card.is_jack() {
                "sweep"
            } else if l.tablenette > 0 {
                "tablenette"
            } else {
                "capture"
            };
            PlayView {
                seat: l.seat,
                card: l.card,
                took: l.took,
                kind,
                points: if took.is_empty() {
                    0
                } else {
                    took.with(l.card).points()
                },
                tablenette: l.tablenette,
                text: explain::sentence(l.card, &l.took, l.tablenette, None),
            }
        });
        TablenetteView {
            viewer,
            hand_number: self.hand_no,
            round: self.round(),
            dealer: self.dealer,
            to_move: self.turn(),
            hand: viewer
                .seat()
                .map(|s| self.hand_of(s).iter().collect::<Vec<_>>()),
            hand_sizes: [self.hands[0].len(), self.hands[1].len()],
            table: self.table,
            deck_count: self.deck.len(),
            deck_bottom: self.known_bottom_list(),
            piles: [pile(0), pile(1)],
            seen: self.table.set().union(self.piles[0]).union(self.piles[1]),
            scores: self.scores,
            last_taker: self.last_taker,
            last_play,
            last_hand: self.prev,
        }
    }

    /// A world `seat` cannot tell apart from this one (see the module documentation).
    pub(crate) fn sample_for(&self, seat: Seat, rng: &mut Rng) -> Tablenette {
        let mut world = self.clone();
        world.seed = rng.next_u64();
        if self.is_over() {
            return world;
        }
        let other = seat.other().index() & 1;
        // The unseen cards in a canonical order, then shuffled: the result depends only on
        // what the seat sees and on `rng`.
        let mut unseen: Vec<Card> = self.unseen_by(seat).iter().collect();
        rng.shuffle(&mut unseen);
        let mut cards = unseen.into_iter();
        let mut hand = CardSet::EMPTY;
        for _ in 0..self.hands[other].len() {
            if let Some(c) = cards.next() {
                hand = hand.with(c);
            }
        }
        world.hands[other] = hand;
        let known = usize::from(self.bottom_known);
        let mut deck = CardList::from_cards(self.deck.iter().take(known));
        for c in cards {
            deck.push(c);
        }
        world.deck = deck;
        world
    }
}
