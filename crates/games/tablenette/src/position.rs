//! The one-line position text: the whole state, hidden cards and seed included.
//!
//! It is for saving, tests and debugging, never for showing to a player (it reveals both
//! hands and the deck). Fields are `key=value`, separated by single spaces, in this order:
//!
//! | key | value |
//! |---|---|
//! | `hand` | the hand being played, from 1 (hands played once the game is over) |
//! | `dealer` | `south` or `north` |
//! | `seed` | the game seed, 16 hex digits; hand `n` is shuffled from it and `n` |
//! | `scores` | scores of the finished hands, `south,north` |
//! | `south`, `north` | the hands |
//! | `table` | the table, in the order the cards were laid |
//! | `deck` | the undealt cards, top (next drawn) first |
//! | `known` | how many cards at the bottom of the deck are public (jacks sent there) |
//! | `pile.south`, `pile.north` | the cards taken this hand |
//! | `tablenettes` | Tablenette bonuses this hand, `south,north` |
//! | `taker` | the last player to pick up, or `-` |
//! | `last` | the last play `seat/card/taken/bonus` (taken in table order), or `-` |
//! | `prev` | the previous hand's count `cards/points/most/tablenettes` for south, the same for north, then `leftover>seat`, joined by `,`; or `-` |
//!
//! Card lists are cards joined by `.` (sets in rank order), `-` when empty. Example (the
//! start of a game):
//!
//! ```text
//! hand=1 dealer=north seed=000000000000002a scores=0,0 south=2C.4H.6S.9D.QC.KH north=… table=… deck=… known=0 pile.south=- pile.north=- tablenettes=0,0 taker=- last=- prev=-
//! ```

use crate::cards::{Card, CardList, CardSet};
use crate::seat_name;
use crate::state::{HandTally, LastPlay, Tablenette, TablenetteParams};
use parlour_core::{ParsePositionError, Seat};

const KEYS: [&str; 15] = [
    "hand",
    "dealer",
    "seed",
    "scores",
    "south",
    "north",
    "table",
    "deck",
    "known",
    "pile.south",
    "pile.north",
    "tablenettes",
    "taker",
    "last",
    "prev",
];

fn list_text(cards: impl Iterator<Item = Card>) -> String {
    let v: Vec<String> = cards.map(|c| c.to_string()).collect();
    if v.is_empty() {
        "-".to_string()
    } else {
        v.join(".")
    }
}

fn seat_text(s: Option<Seat>) -> String {
    s.map_or("-".to_string(), |s| seat_name(s).to_string())
}

impl Tablenette {
    /// The position text (see the module documentation).
    pub(crate) fn write_text(&self) -> String {
        let last = self.last.map_or("-".to_string(), |l| {
            format!(
                "{}/{}/{}/{}",
                seat_name(l.seat),
                l.card,
                list_text(l.took.iter()),
                l.tablenette
            )
        });
        let prev = self.prev.map_or("-".to_string(), |p| {
            format!(
                "{}/{}/{}/{},{}/{}/{}/{},{}>{}",
                p.cards[0],
                p.points[0],
                p.most_cards[0],
                p.tablenettes[0],
                p.cards[1],
                p.points[1],
                p.most_cards[1],
                p.tablenettes[1],
                list_text(p.leftover.iter()),
                seat_text(p.leftover_to)
            )
        });
        let deck_bottom_first: Vec<Card> = self.deck.iter().collect();
        format!(
            "hand={} dealer={} seed={:016x} scores={},{} south={} north={} table={} deck={} \
             known={} pile.south={} pile.north={} tablenettes={},{} taker={} last={} prev={}",
            self.hand_no,
            seat_name(self.dealer),
            self.seed,
            self.scores[0],
            self.scores[1],
            list_text(self.hands[0].iter()),
            list_text(self.hands[1].iter()),
            list_text(self.table.iter()),
            list_text(deck_bottom_first.into_iter().rev()),
            self.bottom_known,
            list_text(self.piles[0].iter()),
            list_text(self.piles[1].iter()),
            self.tablenettes[0],
            self.tablenettes[1],
            seat_text(self.last_taker),
            last,
            prev,
        )
    }

    /// Reads a position text, checking that it describes a reachable kind of position.
    pub(crate) fn read_text(
        params: &TablenetteParams,
        text: &str,
    ) -> Result<Tablenette, ParsePositionError> {
        let fields = Fields::split(text)?;
        let hand_no: u32 = number(fields.get("hand")?, "hand")?;
        let dealer = seat(fields.get("dealer")?)?.ok_or_else(|| bad("the dealer is missing"))?;
        let seed = u64::from_str_radix(fields.get("seed")?, 16)
            .map_err(|_| bad("the seed must be hex digits"))?;
        let scores = pair(fields.get("scores")?, "scores")?;
        let south = set(fields.get("south")?)?;
        let north = set(fields.get("north")?)?;
        let table = list(fields.get("table")?)?;
        let deck_top_first = list(fields.get("deck")?)?;
        let known: u8 = number(fields.get("known")?, "known")?;
        let pile_s = set(fields.get("pile.south")?)?;
        let pile_n = set(fields.get("pile.north")?)?;
        let tn = pair(fields.get("tablenettes")?, "tablenettes")?;
        let taker = seat(fields.get("taker")?)?;
        let last = last_play(fields.get("last")?)?;
        let prev = previous(fields.get("prev")?)?;

        let deck =
            CardList::from_cards(deck_top_first.iter().collect::<Vec<_>>().into_iter().rev());
        let state = Tablenette {
            params: params.clone(),
            seed,
            hand_no,
            dealer,
            hands: [south, north],
            table,
            deck,
            bottom_known: known,
            piles: [pile_s, pile_n],
            tablenettes: [
                u32::try_from(tn[0]).map_err(|_| bad("negative tablenettes"))?,
                u32::try_from(tn[1]).map_err(|_| bad("negative tablenettes"))?,
            ],
            scores,
            last_taker: taker,
            last,
            prev,
        };
        state.validate()?;
        Ok(state)
    }

    /// The checks a read position must pass: every card once, hands and deck the sizes a
    /// deal makes, and scores that agree with the game still going on (or being over).
    fn validate(&self) -> Result<(), ParsePositionError> {
        let parts = [
            self.hands[0],
            self.hands[1],
            self.table.set(),
            self.deck.set(),
            self.piles[0],
            self.piles[1],
        ];
        // Lists were read without repeats, so disjoint parts covering the deck hold each
        // card exactly once.
        let mut all = CardSet::EMPTY;
        for p in parts {
            if !p.intersection(all).is_empty() {
                return Err(impossible("a card is in two places"));
            }
            all = all.union(p);
        }
        if all != CardSet::FULL {
            return Err(impossible("every one of the 52 cards must be somewhere"));
        }
        if self.hand_no == 0 {
            return Err(impossible("hands are counted from 1"));
        }
        // No real game comes near these numbers; bounding them keeps every sum in range.
        const MAX: i64 = 1_000_000;
        let numbers = [
            i64::from(self.scores[0]),
            i64::from(self.scores[1]),
            i64::from(self.tablenettes[0]),
            i64::from(self.tablenettes[1]),
            i64::from(self.hand_no),
        ];
        let tally = self.prev.map_or([0; 8], |t| {
            [
                t.cards[0],
                t.cards[1],
                t.points[0],
                t.points[1],
                t.most_cards[0],
                t.most_cards[1],
                t.tablenettes[0],
                t.tablenettes[1],
            ]
        });
        let last = self.last.map_or(0, |l| l.tablenette);
        if numbers.iter().any(|&n| !(0..=MAX).contains(&n))
            || tally.iter().chain([&last]).any(|&n| i64::from(n) > MAX)
        {
            return Err(impossible("a score or count is out of range"));
        }
        if self.params.single_hand && self.hand_no != 1 {
            return Err(impossible("the single-hand variant has only hand 1"));
        }
        let (d, nd) = (self.dealer.index(), self.dealer.other().index());
        let (hd, hnd) = (self.hands[d].len(), self.hands[nd].len());
        if hd > 6 || hnd > 6 {
            return Err(impossible("a hand holds at most 6 cards"));
        }
        if hnd != hd && hnd + 1 != hd {
            return Err(impossible(
                "the non-dealer leads, so it holds as many cards as the dealer or one fewer",
            ));
        }
        if usize::from(self.bottom_known) > self.deck.len() {
            return Err(impossible("more known bottom cards than cards in the deck"));
        }
        if self
            .deck
            .iter()
            .take(usize::from(self.bottom_known))
            .any(|c| !c.is_jack())
        {
            return Err(impossible("only jacks are sent to the bottom of the deck"));
        }
        if let Some(t) = self.last_taker {
            if self.piles[t.index()].is_empty() {
                return Err(impossible("the last taker has taken nothing"));
            }
        } else if !self.piles[0].is_empty() || !self.piles[1].is_empty() {
            return Err(impossible("cards were taken but nobody is the last taker"));
        }
        // The last play may belong to the previous hand (its cards are dealt again), so it
        // is not checked against this hand's cards.
        if self.is_over() {
            if !self.deck.is_empty() || !self.table.is_empty() {
                return Err(impossible(
                    "the hands are empty but cards are still to play",
                ));
            }
            if !self.ends_after(self.hand_no, self.scores) {
                return Err(impossible("the game is over but its end is not reached"));
            }
        } else {
            if !self.deck.len().is_multiple_of(12) || self.deck.len() > 36 {
                return Err(impossible("the deck must hold 36, 24, 12 or 0 cards"));
            }
            if self.ends_after(self.hand_no - 1, self.scores) {
                return Err(impossible("the game should already have ended"));
            }
            if self.hand_no == 1 && (self.scores != [0, 0] || self.prev.is_some()) {
                return Err(impossible("the first hand starts from no score"));
            }
        }
        Ok(())
    }
}

/// The `key=value` fields of a position text, all of them, in order.
struct Fields<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Fields<'a> {
    fn split(text: &'a str) -> Result<Fields<'a>, ParsePositionError> {
        let mut out = Vec::new();
        for token in text.split_whitespace() {
            let (k, v) = token
                .split_once('=')
                .ok_or_else(|| bad(&format!("'{token}' is not key=value")))?;
            if !KEYS.contains(&k) {
                return Err(bad(&format!("unknown field '{k}'")));
            }
            if out.iter().any(|(seen, _)| *seen == k) {
                return Err(bad(&format!("field '{k}' is given twice")));
            }
            out.push((k, v));
        }
        Ok(Fields(out))
    }

    fn get(&self, key: &str) -> Result<&'a str, ParsePositionError> {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
            .ok_or_else(|| bad(&format!("field '{key}' is missing")))
    }
}

fn bad(why: &str) -> ParsePositionError {
    ParsePositionError::Malformed(why.to_string())
}

fn impossible(why: &str) -> ParsePositionError {
    ParsePositionError::Impossible(why.to_string())
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, ParsePositionError> {
    text.parse()
        .map_err(|_| bad(&format!("{what} must be a number, not '{text}'")))
}

fn pair(text: &str, what: &str) -> Result<[i32; 2], ParsePositionError> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| bad(&format!("{what} must be two numbers like 12,30")))?;
    Ok([number(a, what)?, number(b, what)?])
}

fn seat(text: &str) -> Result<Option<Seat>, ParsePositionError> {
    match text {
        "south" => Ok(Some(Seat(0))),
        "north" => Ok(Some(Seat(1))),
        "-" => Ok(None),
        other => Err(bad(&format!("'{other}' is not south, north or -"))),
    }
}

fn list(text: &str) -> Result<CardList, ParsePositionError> {
    if text == "-" {
        return Ok(CardList::new());
    }
    let mut out = CardList::new();
    let mut seen = CardSet::EMPTY;
    for part in text.split('.') {
        let c: Card = part
            .parse()
            .map_err(|_| bad(&format!("'{part}' is not a card")))?;
        if seen.contains(c) || out.len() >= 52 {
            return Err(impossible(&format!("{c} is listed twice")));
        }
        seen = seen.with(c);
        out.push(c);
    }
    Ok(out)
}

fn set(text: &str) -> Result<CardSet, ParsePositionError> {
    Ok(list(text)?.set())
}

fn last_play(text: &str) -> Result<Option<LastPlay>, ParsePositionError> {
    if text == "-" {
        return Ok(None);
    }
    let parts: Vec<&str> = text.split('/').collect();
    let [who, card, took, bonus] = parts[..] else {
        return Err(bad("last must be seat/card/taken/bonus"));
    };
    let seat = seat(who)?.ok_or_else(|| bad("the last play needs a seat"))?;
    let card: Card = card
        .parse()
        .map_err(|_| bad(&format!("'{card}' is not a card")))?;
    let took = list(took)?;
    if took.set().contains(card) {
        return Err(impossible("a card cannot take itself"));
    }
    Ok(Some(LastPlay {
        seat,
        card,
        took,
        tablenette: number(bonus, "the last bonus")?,
    }))
}

fn previous(text: &str) -> Result<Option<HandTally>, ParsePositionError> {
    if text == "-" {
        return Ok(None);
    }
    let parts: Vec<&str> = text.split(',').collect();
    let [south, north, rest] = parts[..] else {
        return Err(bad("prev must be three parts joined by ','"));
    };
    let mut t = HandTally::default();
    for (i, part) in [south, north].into_iter().enumerate() {
        let n: Vec<&str> = part.split('/').collect();
        let [cards, points, most, tn] = n[..] else {
            return Err(bad("a hand count is cards/points/most/tablenettes"));
        };
        t.cards[i] = number(cards, "cards")?;
        t.points[i] = number(points, "points")?;
        t.most_cards[i] = number(most, "most cards")?;
        t.tablenettes[i] = number(tn, "tablenettes")?;
    }
    let (left, to) = rest
        .split_once('>')
        .ok_or_else(|| bad("the leftover is cards>seat"))?;
    t.leftover = set(left)?;
    t.leftover_to = seat(to)?;
    Ok(Some(t))
}
