//! The game in play: the deal, turns, plays, the end of a hand and the end of the game
//! (docs/rules/tablenette.md: "The deal", "A turn", "End of a hand", "End of the game").

use crate::capture::{self, CaptureFault, PlayValue};
use crate::cards::{Card, CardList, CardSet};
use parlour_core::{Describe, Message, Outcome, Rng, Seat, SeatResult, mix_seed};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The score a player must pass (strictly) to win a full game.
pub const TARGET: i32 = 251;

/// A pile holding more than this many cards at the end of a hand earns [`MOST_CARDS_BONUS`].
pub const MOST_CARDS: usize = 27;

/// The bonus for more than [`MOST_CARDS`] cards.
pub const MOST_CARDS_BONUS: u32 = 3;

/// Seat 0 is "south", seat 1 "north".
pub const SOUTH: Seat = Seat(0);
/// Seat 1, "north".
pub const NORTH: Seat = Seat(1);

/// The rule variant.
///
/// `"client"` (the default) plays hands until someone is over 251; `"hand"` plays a single
/// hand. Computer-only games add a hand limit (see [`parlour_core::Game::automated`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TablenetteParams {
    /// Play one hand only; the higher hand score wins, equal scores draw.
    pub single_hand: bool,
    /// A safety cap for computer-only games: after this many hands the higher score wins
    /// (equal scores draw). `None` for games with people.
    pub hand_limit: Option<u32>,
}

/// One play: a card from the hand and the table cards it takes (none for a trail).
///
/// A jack sweeping the table takes the whole table; a jack laid on an empty table takes
/// nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    /// The card played from the hand.
    pub card: Card,
    /// The table cards taken; empty for a trail.
    pub take: CardSet,
}

impl Play {
    /// Laying `card` on the table.
    pub fn trail(card: Card) -> Play {
        Play {
            card,
            take: CardSet::EMPTY,
        }
    }

    /// Playing `card` to take `take`.
    pub fn capture(card: Card, take: CardSet) -> Play {
        Play { card, take }
    }

    /// True for a trail.
    pub fn is_trail(self) -> bool {
        self.take.is_empty()
    }
}

/// Why a play is not allowed here (said to people by its [`Describe`] message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over.
    GameOver,
    /// The card is not in the hand of the player to move.
    NotInHand(Card),
    /// A card to take is not on the table.
    NotOnTable(Card),
    /// A jack takes the whole table when the table is not empty.
    JackTakesAll,
    /// A capture left a card of the played rank on the table.
    LeavesSameRank {
        /// The card played.
        played: Card,
        /// A card of its rank that was not taken.
        left: Card,
    },
    /// More than one pair besides the cards of the same rank.
    TooMany(Card),
    /// The extra cards are not a pair adding up to the played card's value.
    WrongSum(Card),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NotInHand(c) => write!(f, "you do not hold {c}"),
            MoveError::NotOnTable(c) => write!(f, "there is no {c} on the table"),
            MoveError::JackTakesAll => {
                write!(
                    f,
                    "a jack takes the whole table when the table is not empty"
                )
            }
            MoveError::LeavesSameRank { played, left } => write!(
                f,
                "a capture with {played} takes every card of its rank, and {left} was left"
            ),
            MoveError::TooMany(c) => write!(
                f,
                "a capture with {c} takes the cards of its rank and at most one pair"
            ),
            MoveError::WrongSum(c) => write!(
                f,
                "the extra cards taken with {c} must be a pair adding up to {}",
                c.rank().face()
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Describe for MoveError {
    fn message(&self) -> Message {
        match *self {
            MoveError::GameOver => Message::new("play-game-over"),
            MoveError::NotInHand(c) => {
                Message::new("tablenette-not-in-hand").with("card", c.to_string())
            }
            MoveError::NotOnTable(c) => {
                Message::new("tablenette-not-on-table").with("card", c.to_string())
            }
            MoveError::JackTakesAll => Message::new("tablenette-jack-takes-all"),
            MoveError::LeavesSameRank { played, left } => {
                Message::new("tablenette-leaves-same-rank")
                    .with("played", played.to_string())
                    .with("left", left.to_string())
            }
            MoveError::TooMany(c) => {
                Message::new("tablenette-too-many").with("card", c.to_string())
            }
            MoveError::WrongSum(c) => Message::new("tablenette-wrong-sum")
                .with("card", c.to_string())
                .with("value", u32::from(c.rank().face())),
        }
    }
}

/// The last play, kept so views and drawings can say what happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LastPlay {
    /// Who played.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// The cards taken, in table order (empty for a trail).
    pub took: CardList,
    /// The Tablenette bonus it earned.
    pub tablenette: u32,
}

/// The count of a finished hand (the rules, "End of a hand").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct HandTally {
    /// Cards in each pile.
    pub cards: [u32; 2],
    /// Card points in each pile.
    pub points: [u32; 2],
    /// The 3 points for more than 27 cards.
    pub most_cards: [u32; 2],
    /// Tablenette bonuses earned during the hand.
    pub tablenettes: [u32; 2],
    /// The cards left on the table after the last play.
    pub leftover: CardSet,
    /// Who got them: the last player to pick up.
    pub leftover_to: Option<Seat>,
}

impl HandTally {
    /// The hand score of `seat`.
    pub fn total(&self, seat: Seat) -> i32 {
        let i = seat.index() & 1;
        (self.points[i] + self.most_cards[i] + self.tablenettes[i]) as i32
    }
}

/// A whole game of Tablenette: everything needed to continue it, hidden cards included.
///
/// A state never rests between rounds or hands: when the last card of a round is played,
/// the next round (or hand) is dealt at once. The game is over exactly when both hands are
/// empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tablenette {
    pub(crate) params: TablenetteParams,
    /// The game's seed; the deck of hand `n` is shuffled from `mix_seed(seed, n)`.
    pub(crate) seed: u64,
    /// The hand being played, from 1 (the number of hands played once the game is over).
    pub(crate) hand_no: u32,
    pub(crate) dealer: Seat,
    pub(crate) hands: [CardSet; 2],
    /// The table in the order the cards were laid.
    pub(crate) table: CardList,
    /// The undealt cards, the bottom first: the next card drawn is the last of the list.
    pub(crate) deck: CardList,
    /// How many cards at the bottom of the deck everybody knows: the jacks sent there while
    /// dealing the table (the rules, "The deal").
    pub(crate) bottom_known: u8,
    pub(crate) piles: [CardSet; 2],
    pub(crate) tablenettes: [u32; 2],
    /// Scores of the hands already finished.
    pub(crate) scores: [i32; 2],
    pub(crate) last_taker: Option<Seat>,
    pub(crate) last: Option<LastPlay>,
    /// The count of the previous hand.
    pub(crate) prev: Option<HandTally>,
}

impl Tablenette {
    /// A new game: the first dealer and every deal come from `seed`.
    pub(crate) fn start(params: &TablenetteParams, seed: u64) -> Tablenette {
        let first_dealer = Seat((Rng::new(mix_seed(seed, u64::MAX)).next_u64() & 1) as u8);
        let mut s = Tablenette {
            params: params.clone(),
            seed,
            hand_no: 1,
            dealer: first_dealer,
            hands: [CardSet::EMPTY; 2],
            table: CardList::new(),
            deck: CardList::new(),
            bottom_known: 0,
            piles: [CardSet::EMPTY; 2],
            tablenettes: [0; 2],
            scores: [0; 2],
            last_taker: None,
            last: None,
            prev: None,
        };
        s.deal_hand();
        s
    }

    /// Shuffles a fresh deck for the current hand and deals round 1 and the table.
    fn deal_hand(&mut self) {
        let mut rng = Rng::new(mix_seed(self.seed, u64::from(self.hand_no)));
        let mut order: Vec<Card> = CardSet::FULL.iter().collect();
        rng.shuffle(&mut order);
        self.deal_from(&order);
    }

    /// Deals a hand from a deck given top card first.
    pub(crate) fn deal_from(&mut self, top_first: &[Card]) {
        // The list keeps the top card at its end, so drawing is a pop.
        self.deck = CardList::from_cards(top_first.iter().rev().copied());
        self.bottom_known = 0;
        self.hands = [CardSet::EMPTY; 2];
        self.piles = [CardSet::EMPTY; 2];
        self.tablenettes = [0; 2];
        self.last_taker = None;
        self.table.clear();
        self.deal_round();
        // Four face-up table cards; a jack drawn for the table goes under the deck ("The deal").
        let mut draws = 0;
        while self.table.len() < 4 && draws < 52 {
            draws += 1;
            let Some(c) = self.deck.pop() else { break };
            if c.is_jack() {
                self.deck.push_front(c);
                self.bottom_known += 1;
            } else {
                self.table.push(c);
            }
        }
    }

    /// Six cards to each player, one at a time, the non-dealer first.
    fn deal_round(&mut self) {
        let order = [self.dealer.other(), self.dealer];
        for _ in 0..6 {
            for seat in order {
                if let Some(c) = self.deck.pop() {
                    let h = &mut self.hands[seat.index()];
                    *h = h.with(c);
                }
            }
        }
        self.bottom_known = self.bottom_known.min(self.deck.len() as u8);
    }

    /// The seat to move: the non-dealer leads every round, then the players alternate.
    pub(crate) fn turn(&self) -> Option<Seat> {
        let d = self.dealer;
        let nd = d.other();
        let (hd, hnd) = (self.hands[d.index()].len(), self.hands[nd.index()].len());
        if hd == 0 && hnd == 0 {
            None
        } else if hnd >= hd {
            Some(nd)
        } else {
            Some(d)
        }
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.hands[0].is_empty() && self.hands[1].is_empty()
    }

    /// Every legal play, in the order of the hand (rank, then suit); for each card the
    /// trail first, then its captures.
    pub(crate) fn legal_into(&self, out: &mut Vec<Play>) {
        out.clear();
        let Some(seat) = self.turn() else { return };
        let table = self.table.set();
        for card in self.hands[seat.index()].iter() {
            if card.is_jack() {
                out.push(Play::capture(card, table));
                continue;
            }
            out.push(Play::trail(card));
            let start = out.len();
            capture::captures(card, &self.table, |take| {
                if !out[start..].iter().any(|m| m.take == take) {
                    out.push(Play::capture(card, take));
                }
            });
        }
    }

    /// Says whether `mv` is legal, and if not, why.
    pub(crate) fn check_play(&self, mv: Play) -> Result<(), MoveError> {
        let seat = self.turn().ok_or(MoveError::GameOver)?;
        if !self.hands[seat.index()].contains(mv.card) {
            return Err(MoveError::NotInHand(mv.card));
        }
        let table = self.table.set();
        if let Some(c) = mv.take.minus(table).first() {
            return Err(MoveError::NotOnTable(c));
        }
        if mv.take.is_empty() {
            return if mv.card.is_jack() && capture::jack_sweeps(table) {
                Err(MoveError::JackTakesAll)
            } else {
                Ok(())
            };
        }
        capture::check_capture(mv.card, mv.take, table).map_err(|f| match f {
            CaptureFault::LeavesSameRank(left) => MoveError::LeavesSameRank {
                played: mv.card,
                left,
            },
            CaptureFault::TooMany => MoveError::TooMany(mv.card),
            CaptureFault::WrongSum => MoveError::WrongSum(mv.card),
            CaptureFault::JackTakesAll => MoveError::JackTakesAll,
        })
    }

    /// What `mv` scores at once if played now.
    pub fn value_of(&self, mv: Play) -> PlayValue {
        let table = self.table.set();
        capture::play_value(mv.card, mv.take.intersection(table), table)
    }

    /// Plays `mv` (assumed legal; a card not in the hand is ignored), then deals the next
    /// round or ends the hand when both hands are empty.
    pub(crate) fn apply_play(&mut self, mv: Play) {
        let Some(seat) = self.turn() else { return };
        let s = seat.index();
        if !self.hands[s].contains(mv.card) {
            return;
        }
        let table = self.table.set();
        let take = mv.take.intersection(table);
        let value = capture::play_value(mv.card, take, table);
        let took = self.table.ordered(take);
        self.hands[s] = self.hands[s].without(mv.card);
        if take.is_empty() {
            self.table.push(mv.card);
        } else {
            self.table.remove_set(take);
            self.piles[s] = self.piles[s].union(take).with(mv.card);
            self.tablenettes[s] += value.tablenette;
            self.last_taker = Some(seat);
        }
        self.last = Some(LastPlay {
            seat,
            card: mv.card,
            took,
            tablenette: value.tablenette,
        });
        if self.is_over() {
            if self.deck.is_empty() {
                self.end_hand();
            } else {
                self.deal_round();
            }
        }
    }

    /// The last cards go to the last taker, the hand is scored, and either the game ends or
    /// the other player deals the next hand (the rules, "End of a hand", "End of the game").
    fn end_hand(&mut self) {
        let leftover = self.table.set();
        // Every hand has a capture (the first jack played meets a table of at least four
        // cards), so there is always a last taker; without one the cards would count for
        // nobody.
        let leftover_to = if leftover.is_empty() {
            None
        } else {
            self.last_taker
        };
        if let Some(t) = leftover_to {
            let p = &mut self.piles[t.index()];
            *p = p.union(leftover);
        }
        self.table.clear();
        let tally = self.tally_with(leftover, leftover_to);
        for seat in [SOUTH, NORTH] {
            self.scores[seat.index()] += tally.total(seat);
        }
        self.prev = Some(tally);
        if !self.ends_after(self.hand_no, self.scores) {
            self.hand_no += 1;
            self.dealer = self.dealer.other();
            self.deal_hand();
        }
    }

    /// The count of the piles as they are now.
    pub(crate) fn tally_with(&self, leftover: CardSet, leftover_to: Option<Seat>) -> HandTally {
        let mut t = HandTally {
            leftover,
            leftover_to,
            ..HandTally::default()
        };
        for i in 0..2 {
            let pile = self.piles[i];
            t.cards[i] = pile.len() as u32;
            t.points[i] = pile.points();
            t.most_cards[i] = if pile.len() > MOST_CARDS {
                MOST_CARDS_BONUS
            } else {
                0
            };
            t.tablenettes[i] = self.tablenettes[i];
        }
        t
    }

    /// True when the game ends after `hands` finished hands with these scores (the rules,
    /// "End of the game").
    pub(crate) fn ends_after(&self, hands: u32, scores: [i32; 2]) -> bool {
        if hands == 0 {
            return false;
        }
        let over = scores[0].max(scores[1]) > TARGET && scores[0] != scores[1];
        self.params.single_hand || over || self.params.hand_limit.is_some_and(|l| hands >= l)
    }

    /// The result once the game is over.
    pub(crate) fn result(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let [a, b] = self.scores;
        let reason = if self.params.single_hand {
            if a == b { "equal hands" } else { "higher hand" }
        } else if a.max(b) > TARGET && a != b {
            "over 251"
        } else {
            "hand limit"
        };
        let results = match a.cmp(&b) {
            std::cmp::Ordering::Greater => vec![SeatResult::Win, SeatResult::Loss],
            std::cmp::Ordering::Less => vec![SeatResult::Loss, SeatResult::Win],
            std::cmp::Ordering::Equal => vec![SeatResult::Draw, SeatResult::Draw],
        };
        Some(Outcome {
            results,
            scores: Some(vec![i64::from(a), i64::from(b)]),
            rounds: Some(self.hand_no),
            reason: reason.to_string(),
        })
    }

    /// The cards `seat` cannot see: the other hand and the deck, except the jacks everyone
    /// saw go to the bottom.
    pub fn unseen_by(&self, seat: Seat) -> CardSet {
        let known = self.hands[seat.index() & 1]
            .union(self.table.set())
            .union(self.piles[0])
            .union(self.piles[1])
            .union(self.known_bottom());
        CardSet::FULL.minus(known)
    }

    /// The cards at the bottom of the deck that everybody knows, bottom first.
    pub(crate) fn known_bottom_list(&self) -> CardList {
        CardList::from_cards(self.deck.iter().take(usize::from(self.bottom_known)))
    }

    fn known_bottom(&self) -> CardSet {
        self.known_bottom_list().set()
    }

    // ---- Read-only facts, for views, drawings and computer players ----

    /// The seat dealing the current hand.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The hand being played (from 1); once over, the number of hands played.
    pub fn hand_number(&self) -> u32 {
        self.hand_no
    }

    /// The round of the hand (1–4), from the cards left in the deck.
    pub fn round(&self) -> u32 {
        4 - (self.deck.len() as u32).div_ceil(12).min(3)
    }

    /// The table, in the order the cards were laid.
    pub fn table(&self) -> &CardList {
        &self.table
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The number of cards in `seat`'s hand.
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.hands[seat.index() & 1].len()
    }

    /// The pile of cards `seat` has taken this hand.
    pub fn pile(&self, seat: Seat) -> CardSet {
        self.piles[seat.index() & 1]
    }

    /// The Tablenette bonuses `seat` earned this hand.
    pub fn tablenettes(&self, seat: Seat) -> u32 {
        self.tablenettes[seat.index() & 1]
    }

    /// The scores of the finished hands.
    pub fn scores(&self) -> [i32; 2] {
        self.scores
    }

    /// The last player to pick up this hand.
    pub fn last_taker(&self) -> Option<Seat> {
        self.last_taker
    }

    /// The count of the previous hand, if one was finished.
    pub fn previous_hand(&self) -> Option<&HandTally> {
        self.prev.as_ref()
    }

    /// The last play, if any.
    pub fn last_play(&self) -> Option<&LastPlay> {
        self.last.as_ref()
    }

    /// `seat`'s hand. Hidden from the other seat: only views and bots of that seat use it.
    pub(crate) fn hand_of(&self, seat: Seat) -> CardSet {
        self.hands[seat.index() & 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// A jack drawn for the table goes to the bottom and is the dealer's last card ("The deal").
    #[test]
    fn a_table_jack_goes_to_the_bottom() {
        let mut g = Tablenette::start(&TablenetteParams::default(), 1);
        g.dealer = NORTH;
        let mut top: Vec<Card> = Vec::new();
        let table_draw = ["JC", "7H", "9S", "2D", "4C"].map(c);
        let rest: Vec<Card> = CardSet::FULL
            .minus(CardSet::of(&table_draw))
            .iter()
            .collect();
        // N1 D1 … N6 D6, then the table draw, then the rest of the deck.
        top.extend(&rest[..12]);
        top.extend(table_draw);
        top.extend(&rest[12..]);
        g.deal_from(&top);
        let n: CardSet = (0..6)
            .map(|i| rest[2 * i])
            .fold(CardSet::EMPTY, CardSet::with);
        let d: CardSet = (0..6)
            .map(|i| rest[2 * i + 1])
            .fold(CardSet::EMPTY, CardSet::with);
        assert_eq!(g.hands[SOUTH.index()], n);
        assert_eq!(g.hands[NORTH.index()], d);
        assert_eq!(
            g.table,
            CardList::from_cards(["7H", "9S", "2D", "4C"].map(c))
        );
        assert_eq!(g.deck.get(0), Some(c("JC")), "the jack is at the bottom");
        assert_eq!(g.bottom_known, 1);
        // Trail everything for three rounds: the jack reaches the dealer in round 4.
        while !g.deck.is_empty() {
            let mut moves = Vec::new();
            g.legal_into(&mut moves);
            let trail = moves.iter().find(|m| m.is_trail() && !m.card.is_jack());
            g.apply_play(*trail.unwrap_or(&moves[0]));
        }
        assert!(g.hands[NORTH.index()].contains(c("JC")));
        assert_eq!(g.bottom_known, 0);
    }

    /// Dealt one at a time, the non-dealer first: with two jacks sent to the bottom, the first
    /// reaches the non-dealer and the second the dealer.
    #[test]
    fn two_table_jacks_split_between_the_players() {
        let mut g = Tablenette::start(&TablenetteParams::default(), 1);
        g.dealer = NORTH;
        let table_draw = ["JC", "JD", "7H", "9S", "2D", "4C"].map(c);
        let rest: Vec<Card> = CardSet::FULL
            .minus(CardSet::of(&table_draw))
            .iter()
            .filter(|c| !c.is_jack())
            .chain(["JH", "JS"].map(c))
            .collect();
        let mut top: Vec<Card> = rest[..12].to_vec();
        top.extend(table_draw);
        top.extend(&rest[12..]);
        g.deal_from(&top);
        assert_eq!(g.bottom_known, 2);
        while !g.deck.is_empty() {
            let mut moves = Vec::new();
            g.legal_into(&mut moves);
            let trail = moves.iter().find(|m| m.is_trail());
            g.apply_play(*trail.unwrap_or(&moves[0]));
        }
        assert!(g.hands[SOUTH.index()].contains(c("JC")));
        assert!(g.hands[NORTH.index()].contains(c("JD")));
    }

    /// The game ends only above 251 and not on a tie (the rules, "End of the game").
    #[test]
    fn end_of_game_rule() {
        let g = Tablenette::start(&TablenetteParams::default(), 1);
        assert!(!g.ends_after(3, [240, 180]));
        assert!(g.ends_after(3, [262, 255]));
        assert!(!g.ends_after(3, [252, 252]));
        assert!(!g.ends_after(3, [251, 100]));
    }
}
