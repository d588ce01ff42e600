//! The deck: 52 cards, what each is worth when capturing, and what each scores.
//!
//! Suits matter only for scoring (10♦ and 2♣); captures look at ranks alone.

use serde::{Serialize, Serializer};
use std::fmt;

/// The four suits, in the order of the notation letters `C D H S`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♣, written `C`.
    Clubs,
    /// ♦, written `D`.
    Diamonds,
    /// ♥, written `H`.
    Hearts,
    /// ♠, written `S`.
    Spades,
}

impl Suit {
    /// All suits in notation order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The notation letter: `C`, `D`, `H` or `S`.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The suit symbol used in drawings: `♣ ♦ ♥ ♠`.
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }
}

/// The thirteen ranks, ace low in this order (the ace's value is chosen per capture).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rank {
    /// Worth 1 or 11, the player's choice.
    Ace,
    /// Worth 2.
    Two,
    /// Worth 3.
    Three,
    /// Worth 4.
    Four,
    /// Worth 5.
    Five,
    /// Worth 6.
    Six,
    /// Worth 7.
    Seven,
    /// Worth 8.
    Eight,
    /// Worth 9.
    Nine,
    /// Worth 10.
    Ten,
    /// Sweeps the table; worth 12 only when lying on the table.
    Jack,
    /// Worth 13.
    Queen,
    /// Worth 14.
    King,
}

impl Rank {
    /// All ranks, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The notation of the rank: `A 2 … 10 J Q K`.
    pub fn name(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self as usize]
    }

    /// The face value: 2–10 as printed, J 12, Q 13, K 14, and the ace 11 (its high value).
    pub fn face(self) -> u8 {
        [11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14][self as usize]
    }

    /// The values the rank may take in a sum: both 1 and 11 for the ace, the face value
    /// otherwise.
    pub fn values(self) -> (u8, u8) {
        match self {
            Rank::Ace => (1, 11),
            r => (r.face(), r.face()),
        }
    }
}

/// One of the 52 cards. Always a real card: it can only be built from a rank and a suit.
///
/// ```
/// use parlour_tablenette::{Card, Rank, Suit};
/// let c: Card = "10d".parse().unwrap();
/// assert_eq!(c, Card::new(Rank::Ten, Suit::Diamonds));
/// assert_eq!(c.to_string(), "10D");
/// assert_eq!(c.points(), 2);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card with this index (`0..52`, ordered by rank then suit), if there is one.
    pub fn from_index(index: usize) -> Option<Card> {
        (index < 52).then_some(Card(index as u8))
    }

    /// The index `0..52`: rank-major, so sorting by index sorts by rank.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The rank.
    pub fn rank(self) -> Rank {
        Rank::ALL[usize::from(self.0 / 4) % 13]
    }

    /// The suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 % 4)]
    }

    /// True for the four jacks, which sweep instead of capturing.
    pub fn is_jack(self) -> bool {
        self.rank() == Rank::Jack
    }

    /// The card points it scores (docs/rules/tablenette.md, "End of a hand"): A K Q J and
    /// tens 1, 10♦ 2, 2♣ 1, all others 0. The whole deck holds 22.
    pub fn points(self) -> u8 {
        match (self.rank(), self.suit()) {
            (Rank::Ten, Suit::Diamonds) => 2,
            (Rank::Two, Suit::Clubs) => 1,
            (Rank::Ace | Rank::Ten | Rank::Jack | Rank::Queen | Rank::King, _) => 1,
            _ => 0,
        }
    }

    /// The card drawn with its suit symbol, e.g. `10♦`, for drawings and explanations.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().name(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().name(), self.suit().letter())
    }
}

/// Why a text is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card: expected a rank A 2-10 J Q K then a suit C D H S, like 10D",
            self.0
        )
    }
}

impl std::error::Error for ParseCardError {}

impl std::str::FromStr for Card {
    type Err = ParseCardError;

    /// Reads `10D`, `td`, `KS`, `a♠`: rank then suit, any case, `T` for ten.
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_string());
        let t = s.trim();
        let mut chars: Vec<char> = t.chars().collect();
        let suit_char = chars.pop().ok_or_else(err)?;
        let suit = match suit_char.to_ascii_uppercase() {
            'C' | '♣' | '♧' => Suit::Clubs,
            'D' | '♦' | '♢' => Suit::Diamonds,
            'H' | '♥' | '♡' => Suit::Hearts,
            'S' | '♠' | '♤' => Suit::Spades,
            _ => return Err(err()),
        };
        let rank_text: String = chars.iter().map(|c| c.to_ascii_uppercase()).collect();
        let rank = match rank_text.as_str() {
            "A" => Rank::Ace,
            "T" | "10" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            other => match other.parse::<u8>() {
                Ok(n @ 2..=9) => Rank::ALL[usize::from(n - 1)],
                _ => return Err(err()),
            },
        };
        Ok(Card::new(rank, suit))
    }
}

impl Serialize for Card {
    /// A card travels as its notation, `"10D"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A set of cards, one bit per card: the hands, the piles and the table's contents.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const ALL_BITS: u64 = (1 << 52) - 1;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The whole deck.
    pub const FULL: CardSet = CardSet(ALL_BITS);

    /// The set holding just `card`.
    pub fn single(card: Card) -> CardSet {
        CardSet(1 << card.0)
    }

    /// The four cards of `rank`.
    pub fn of_rank(rank: Rank) -> CardSet {
        CardSet(0xF << (rank as u8 * 4))
    }

    /// The set of the given cards.
    pub fn of(cards: &[Card]) -> CardSet {
        cards.iter().fold(CardSet::EMPTY, |s, &c| s.with(c))
    }

    /// The raw bits (bit `i` is the card of index `i`).
    pub fn bits(self) -> u64 {
        self.0
    }

    /// True when `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// The set with `card` added.
    #[must_use]
    pub fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1 << card.0)
    }

    /// The set with `card` removed.
    #[must_use]
    pub fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1 << card.0))
    }

    /// Cards in either set.
    #[must_use]
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    #[must_use]
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards of `self` not in `other`.
    #[must_use]
    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// True when every card of `self` is in `other`.
    pub fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there are no cards.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The card points of all the cards (the rules, "End of a hand").
    pub fn points(self) -> u32 {
        // Bits of the 1-point cards: every A, J, Q, K, the tens, and 2♣ (index 4);
        // 10♦ (index 37) is counted once here and once more below.
        const ONE: u64 = 0xF | 1 << 4 | 0xF << 36 | 0xFFF << 40;
        const TEN_D: u64 = 1 << 37;
        (self.0 & ONE).count_ones() + (self.0 & TEN_D).count_ones()
    }

    /// The sum of the face values, aces counted 11 (the rules, "Tablenette").
    pub fn face_sum(self) -> u32 {
        self.iter().map(|c| u32::from(c.rank().face())).sum()
    }

    /// The cards in index order (rank, then suit).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0 & ALL_BITS;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(i))
        })
    }

    /// The lowest card, if any.
    pub fn first(self) -> Option<Card> {
        self.iter().next()
    }
}

impl Serialize for CardSet {
    /// A set travels as the list of its cards in index order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// An ordered pile of at most 52 cards that clones without allocating: the table (in the
/// order the cards were laid), the deck (in drawing order) and the cards of the last play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardList {
    cards: [u8; 52],
    len: u8,
}

impl Default for CardList {
    fn default() -> CardList {
        CardList::new()
    }
}

impl CardList {
    /// An empty list.
    pub const fn new() -> CardList {
        CardList {
            cards: [0; 52],
            len: 0,
        }
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The card at `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<Card> {
        (i < self.len()).then(|| Card(self.cards[i]))
    }

    /// Adds `card` at the end (ignored when the list is full, which 52 distinct cards
    /// never make happen).
    pub fn push(&mut self, card: Card) {
        if self.len() < 52 {
            self.cards[self.len()] = card.0;
            self.len += 1;
        }
    }

    /// Removes and returns the last card.
    pub fn pop(&mut self) -> Option<Card> {
        let i = self.len().checked_sub(1)?;
        let c = Card(self.cards[i]);
        // Unused slots are kept at zero so that equal lists compare equal.
        self.cards[i] = 0;
        self.len -= 1;
        Some(c)
    }

    /// Inserts `card` at the front, moving the others up.
    pub fn push_front(&mut self, card: Card) {
        if self.len() < 52 {
            let n = self.len();
            self.cards.copy_within(0..n, 1);
            self.cards[0] = card.0;
            self.len += 1;
        }
    }

    /// Removes every card of `set`, keeping the order of the rest.
    pub fn remove_set(&mut self, set: CardSet) {
        let mut kept = 0;
        for i in 0..self.len() {
            let c = self.cards[i];
            if set.0 & (1 << c) == 0 {
                self.cards[kept] = c;
                kept += 1;
            }
        }
        for slot in &mut self.cards[kept..] {
            *slot = 0;
        }
        self.len = kept as u8;
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        *self = CardList::new();
    }

    /// The cards in order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[..self.len()].iter().map(|&c| Card(c))
    }

    /// The cards as a set.
    pub fn set(&self) -> CardSet {
        CardSet(self.iter().fold(0, |b, c| b | 1 << c.0))
    }

    /// The cards of `set` in the order of this list.
    pub fn ordered(&self, set: CardSet) -> CardList {
        let mut out = CardList::new();
        for c in self.iter().filter(|c| set.contains(*c)) {
            out.push(c);
        }
        out
    }

    /// The list built from these cards, in order.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> CardList {
        let mut out = CardList::new();
        for c in cards {
            out.push(c);
        }
        out
    }
}

impl Serialize for CardList {
    /// A list travels as its cards in order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// Writes cards with their suit symbols, separated by spaces: `10♦ 4♠ K♥`.
pub fn pretty_list(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(Card::pretty)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_holds_22_points() {
        assert_eq!(CardSet::FULL.points(), 22);
        let by_card: u32 = CardSet::FULL.iter().map(|c| u32::from(c.points())).sum();
        assert_eq!(by_card, 22);
        assert_eq!(CardSet::FULL.len(), 52);
    }

    #[test]
    fn cards_parse_and_print() {
        for c in CardSet::FULL.iter() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
            assert_eq!(c.to_string().to_lowercase().parse::<Card>().unwrap(), c);
        }
        assert_eq!("TD".parse::<Card>().unwrap().to_string(), "10D");
        assert_eq!("K♠".parse::<Card>().unwrap().to_string(), "KS");
        for bad in ["", "1C", "11H", "KX", "ZZ", "10", "♠", "AAS"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }
}
