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
use crate::state::{HandTally, NORTH, SOUTH, TARGET, Tablenette};
use parlour_core::{Message, Rng, Seat, Viewer};
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
    /// The score sheet of the last finished hand, ready to show: the rows of
    /// [`last_hand`](Self::last_hand) with their totals and the running scores after it.
    pub sheet: Option<HandSheet>,
    /// The score to pass to win the game (251), `None` when a single hand is played.
    pub target: Option<i32>,
    /// The viewer's legal plays with what each scores at once, on the viewer's turn only
    /// (empty otherwise), in the order of the legal moves. Lets a page show the points of
    /// each capture it offers.
    pub options: Vec<PlayOption>,
}

/// The score sheet of a finished hand, seat by seat (south first); see
/// docs/rules/tablenette.md, "End of a hand".
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandSheet {
    /// Which hand it was, from 1.
    pub hand: u32,
    /// Cards in each pile.
    pub cards: [u32; 2],
    /// Card points in each pile (22 in all).
    pub card_points: [u32; 2],
    /// The 3 points for more than 27 cards.
    pub most_cards: [u32; 2],
    /// Tablenette bonuses earned during the hand.
    pub tablenettes: [u32; 2],
    /// The hand's score of each seat: the three lines above added up.
    pub totals: [i32; 2],
    /// The cards left on the table after the last play…
    pub leftover: CardSet,
    /// …and who got them: the last player to pick up.
    pub leftover_to: Option<Seat>,
    /// The running scores of the game after this hand.
    pub scores: [i32; 2],
}

/// One legal play of the viewer and what it scores at once.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayOption {
    /// The play's notation, as in the table's list of legal moves.
    pub notation: String,
    /// The hand card played.
    pub card: Card,
    /// The table cards it takes, in table order (empty for a trail).
    pub take: CardList,
    /// Card points of the played card and the cards taken.
    pub points: u32,
    /// The Tablenette bonus (0 unless the play clears the table with a card other than a
    /// jack).
    pub tablenette: u32,
    /// Points and Tablenette together.
    pub total: u32,
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
    pub text: Message,
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
                text: explain::play_message(l.card, &l.took, l.tablenette, None),
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
            sheet: self.prev.map(|t| self.sheet(&t)),
            target: (!self.params.single_hand).then_some(TARGET),
            options: self.options_for(viewer),
        }
    }

    /// The sheet of the last finished hand.
    fn sheet(&self, t: &HandTally) -> HandSheet {
        let hand = if self.is_over() {
            self.hand_no
        } else {
            self.hand_no.saturating_sub(1)
        };
        HandSheet {
            hand,
            cards: t.cards,
            card_points: t.points,
            most_cards: t.most_cards,
            tablenettes: t.tablenettes,
            totals: [t.total(SOUTH), t.total(NORTH)],
            leftover: t.leftover,
            leftover_to: t.leftover_to,
            scores: self.scores,
        }
    }

    /// The viewer's legal plays and their values, on the viewer's turn.
    fn options_for(&self, viewer: Viewer) -> Vec<PlayOption> {
        let Some(seat) = viewer.seat() else {
            return Vec::new();
        };
        if self.turn() != Some(seat) {
            return Vec::new();
        }
        let mut plays = Vec::new();
        self.legal_into(&mut plays);
        plays
            .into_iter()
            .map(|mv| {
                let value = self.value_of(mv);
                PlayOption {
                    notation: self.notation(mv),
                    card: mv.card,
                    take: self.table.ordered(mv.take),
                    points: value.points,
                    tablenette: value.tablenette,
                    total: value.total(),
                }
            })
            .collect()
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
