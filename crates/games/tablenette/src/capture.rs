//! What one card may take from the table, and what a Tablenette is worth
//! (docs/rules/tablenette.md, "A turn" and "Tablenette").
//!
//! A card `c` that is not a jack takes `S = R ∪ P`: `R` is **every** table card of its rank,
//! `P` is nothing or **one pair** of table cards whose values add up to `c`'s value, aces
//! counting 1 or 11 as the player likes. A jack takes the whole table, or is laid on an
//! empty one. Every card may instead be trailed (laid on the table), except a jack facing
//! a non-empty table.

use crate::cards::{Card, CardList, CardSet, Rank};

/// The value sums two cards can make, as a bit mask (bit `v` set when they can add to `v`).
fn pair_sums(a: Card, b: Card) -> u32 {
    let (a1, a2) = a.rank().values();
    let (b1, b2) = b.rank().values();
    1 << (a1 + b1) | 1 << (a1 + b2) | 1 << (a2 + b1) | 1 << (a2 + b2)
}

/// True when the pair `a + b` can add up to `target`.
fn pair_makes(a: Card, b: Card, target: u8) -> bool {
    pair_sums(a, b) & 1 << target != 0
}

/// How many aces of the pair must count 1 (not their usual 11) for it to add up to
/// `target`: each such ace lowers a Tablenette by 10. `None` if it cannot.
fn pinned_aces(a: Card, b: Card, target: u8) -> Option<u32> {
    let options = |c: Card| -> [(u8, u32); 2] {
        if c.rank() == Rank::Ace {
            [(11, 0), (1, 1)]
        } else {
            [(c.rank().face(), 0); 2]
        }
    };
    let mut best = None;
    for (va, pa) in options(a) {
        for (vb, pb) in options(b) {
            if va + vb == target {
                best = Some(best.map_or(pa + pb, |x: u32| x.min(pa + pb)));
            }
        }
    }
    best
}

/// The table cards of the played card's rank: a capture must take all of them.
pub fn same_rank(card: Card, table: CardSet) -> CardSet {
    table.intersection(CardSet::of_rank(card.rank()))
}

/// Calls `found` with every set a non-jack `card` may capture from `table`, in a stable
/// order: the cards of its rank alone (if any), then each pair (in table order) together
/// with those cards. The same set may be reported twice (two pairs with a shared ace give
/// the same union), so callers that list moves skip repeats. A jack's only capture is the
/// whole table; see [`jack_sweeps`].
pub fn captures(card: Card, table: &CardList, mut found: impl FnMut(CardSet)) {
    if card.is_jack() {
        return;
    }
    let target = card.rank().face();
    let rank_cards = same_rank(card, table.set());
    if !rank_cards.is_empty() {
        found(rank_cards);
    }
    let n = table.len();
    for i in 0..n {
        let Some(a) = table.get(i) else { continue };
        for j in i + 1..n {
            let Some(b) = table.get(j) else { continue };
            if pair_makes(a, b, target) {
                found(rank_cards.with(a).with(b));
            }
        }
    }
}

/// [`captures`] for a table given as a set (order does not matter to a search).
pub fn captures_in_set(card: Card, table: CardSet, found: impl FnMut(CardSet)) {
    captures(card, &CardList::from_cards(table.iter()), found);
}

/// For every rank but the jack (indexed by `Rank as usize`), the most a card of that rank
/// can take from `table`, in card points of the cards taken plus the Tablenette of a
/// capture that clears the table, or `None` when it can take nothing. What a card `c`
/// scores at once is then `c.points()` plus its rank's entry, as [`play_value`] counts it.
/// One pass over the table's pairs answers every rank, where [`captures`] would be walked
/// once per card: the searches ask this for every card they have not seen, at every play.
pub fn best_takes(table: &CardList) -> [Option<u32>; 13] {
    let set = table.set();
    let mut best: [Option<u32>; 13] = [None; 13];
    let mut cards = [Card::new(Rank::Ace, crate::cards::Suit::Clubs); 52];
    let mut n = 0;
    let mut rank_cards = [CardSet::EMPTY; 13];
    for c in set.iter() {
        cards[n] = c;
        n += 1;
        let r = &mut rank_cards[c.rank() as usize];
        *r = r.with(c);
    }
    let consider = |r: Rank, take: CardSet, best: &mut [Option<u32>; 13]| {
        // Only the rank of the played card counts in a Tablenette (its face value and the
        // target of the pair), so any card of the rank stands for it.
        let tablenette = if take == set {
            let pinned = pins(Card::new(r, crate::cards::Suit::Clubs), take, set).unwrap_or(0);
            (take.face_sum() + u32::from(r.face())).saturating_sub(10 * pinned)
        } else {
            0
        };
        let v = take.points() + tablenette;
        let slot = &mut best[r as usize];
        *slot = Some(slot.map_or(v, |b| b.max(v)));
    };
    for r in Rank::ALL {
        let same = rank_cards[r as usize];
        if r != Rank::Jack && !same.is_empty() {
            consider(r, same, &mut best);
        }
    }
    // The ranks a pair's sum can be captured by, by face value (the jack's 12 captures
    // nothing: a jack sweeps).
    const TARGETS: u32 = ((1 << 12) - (1 << 2)) | 1 << 13 | 1 << 14;
    for i in 0..n {
        let a = cards[i];
        for &b in &cards[i + 1..n] {
            let mut sums = pair_sums(a, b) & TARGETS;
            while sums != 0 {
                let face = sums.trailing_zeros();
                sums &= sums - 1;
                let r = match face {
                    11 => Rank::Ace,
                    13 => Rank::Queen,
                    14 => Rank::King,
                    f => Rank::ALL[f as usize - 1],
                };
                consider(r, rank_cards[r as usize].with(a).with(b), &mut best);
            }
        }
    }
    best
}

/// True when a jack played now must sweep (the table is not empty).
pub fn jack_sweeps(table: CardSet) -> bool {
    !table.is_empty()
}

/// Why a set of table cards is not a capture for a card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CaptureFault {
    /// A card of the played rank would stay on the table.
    LeavesSameRank(Card),
    /// More than one pair beside the cards of the same rank.
    TooMany,
    /// The extra cards do not make a pair adding up to the card's value.
    WrongSum,
    /// A jack takes the whole table.
    JackTakesAll,
}

/// Checks that `take` (a non-empty subset of `table`) is a capture for `card`.
pub fn check_capture(card: Card, take: CardSet, table: CardSet) -> Result<(), CaptureFault> {
    if card.is_jack() {
        return if take == table {
            Ok(())
        } else {
            Err(CaptureFault::JackTakesAll)
        };
    }
    pins(card, take, table).map(|_| ())
}

/// The fewest aces that must count 1 in a decomposition `take = R ∪ P`, or why there is
/// no such decomposition. When several pairs give the same set, the one pinning the fewest
/// aces is the one with the highest face total, the one a Tablenette scores.
fn pins(card: Card, take: CardSet, table: CardSet) -> Result<u32, CaptureFault> {
    let target = card.rank().face();
    let rank_cards = same_rank(card, table);
    if let Some(left) = rank_cards.minus(take).first() {
        return Err(CaptureFault::LeavesSameRank(left));
    }
    let rest = take.minus(rank_cards);
    match rest.len() {
        0 => Ok(0),
        1 => {
            // A lone extra card pairs with one of the same-rank cards: only an ace played
            // on a table ace and a ten does this (A + 10 = 11, the table ace counting 1).
            let x = rest.first().ok_or(CaptureFault::WrongSum)?;
            rank_cards
                .iter()
                .filter_map(|r| pinned_aces(x, r, target))
                .min()
                .ok_or(CaptureFault::WrongSum)
        }
        2 => {
            let mut it = rest.iter();
            match (it.next(), it.next()) {
                (Some(a), Some(b)) => pinned_aces(a, b, target).ok_or(CaptureFault::WrongSum),
                _ => Err(CaptureFault::WrongSum),
            }
        }
        _ => Err(CaptureFault::TooMany),
    }
}

/// What a legal play scores at once: the card points of the played card and the cards it
/// took (counted for real only at the end of the hand), and the Tablenette bonus.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayValue {
    /// Card points of the played card and the cards taken (0 for a trail).
    pub points: u32,
    /// The Tablenette bonus: the face values of the played card and all it took, when a
    /// card other than a jack clears the table; 0 otherwise.
    pub tablenette: u32,
    /// Number of cards that go to the pile (the played card included; 0 for a trail).
    pub cards: u32,
}

impl PlayValue {
    /// Card points plus Tablenette.
    pub fn total(self) -> u32 {
        self.points + self.tablenette
    }
}

/// The value of playing `card` taking `take` from `table` (both assumed legal).
pub fn play_value(card: Card, take: CardSet, table: CardSet) -> PlayValue {
    if take.is_empty() {
        return PlayValue::default();
    }
    let with_card = take.with(card);
    let tablenette = if !card.is_jack() && take == table {
        // Aces count 11 unless the pair pins one at 1 (the rules, "Tablenette").
        let pinned = pins(card, take, table).unwrap_or(0);
        with_card.face_sum().saturating_sub(10 * pinned)
    } else {
        0
    };
    PlayValue {
        points: with_card.points(),
        tablenette,
        cards: with_card.len() as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn list(s: &str) -> CardList {
        CardList::from_cards(s.split_whitespace().map(c))
    }

    #[test]
    fn pair_catalogue_of_the_rules() {
        // The pairs that capture, per played rank (checked on representatives).
        assert!(pair_makes(c("AS"), c("AD"), 2));
        assert!(pair_makes(c("AS"), c("10D"), 11));
        assert!(pair_makes(c("AS"), c("2D"), 13));
        assert!(pair_makes(c("AS"), c("JD"), 13));
        assert!(pair_makes(c("AS"), c("3D"), 14));
        assert!(pair_makes(c("AS"), c("QD"), 14));
        assert!(pair_makes(c("2S"), c("JD"), 14));
        assert!(!pair_makes(c("2S"), c("JD"), 13));
        assert!(!pair_makes(c("AS"), c("AD"), 11));
    }

    #[test]
    fn best_takes_agree_with_every_capture() {
        // Random tables of 0 to 8 cards: for every card not on the table, the best of its
        // captures as play_value counts them equals its points plus its rank's entry.
        let mut rng = parlour_core::Rng::new(3);
        let mut deck: Vec<Card> = CardSet::FULL.iter().filter(|c| !c.is_jack()).collect();
        for _ in 0..3000 {
            rng.shuffle(&mut deck);
            let n = rng.below(9);
            let table = CardList::from_cards(deck[..n].iter().copied());
            let best = best_takes(&table);
            for &card in &deck[n..] {
                let mut expect = None;
                captures(card, &table, |take| {
                    let v = play_value(card, take, table.set()).total();
                    expect = Some(expect.map_or(v, |e: u32| e.max(v)));
                });
                let got = best[card.rank() as usize].map(|b| b + u32::from(card.points()));
                assert_eq!(got, expect, "{card} on {table:?}");
            }
        }
    }

    #[test]
    fn captures_are_rank_plus_one_pair() {
        let mut out = Vec::new();
        captures(c("10H"), &list("3C 7D 4H 6S"), |s| out.push(s));
        assert_eq!(out.len(), 2);
        out.clear();
        captures(c("10S"), &list("2C 3D 5H"), |s| out.push(s));
        assert!(out.is_empty());
    }
}
