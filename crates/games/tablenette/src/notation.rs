//! Writing and reading plays (docs/rules/tablenette.md, "Typing moves").
//!
//! - A trail is the card alone: `7H`.
//! - A capture is the card, a colon, and the cards taken joined by `+`, in any order:
//!   `KC:10D+4S+KH+KS`. Plays are written with the taken cards in table order.
//! - A jack's sweep may be written `JC` or with the cards listed; it is written listed.
//! - Case does not matter; `T` stands for 10 and the suit symbols `♣♦♥♠` are accepted.
//!
//! Reading is forgiving in two ways a player at a table would expect. A capture that names
//! only some of the cards (`KC:4S`) means the one legal capture with that card containing
//! them, or asks which when there are several. And a bare card that could also capture is
//! a trail, but [`completions`](parlour_core::Game::completions) offers the trail and every
//! capture, so front-ends can ask.

use crate::cards::{Card, CardSet};
use crate::state::{Play, Tablenette};
use parlour_core::{Message, ParseMoveError};

/// A play as typed: the card, and the listed cards if a colon was typed.
struct Typed {
    card: Card,
    listed: Option<CardSet>,
}

fn read(text: &str) -> Result<Typed, ParseMoveError> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    let malformed = || ParseMoveError::Malformed {
        text: text.trim().to_string(),
        expected: Message::new("tablenette-expected-play"),
    };
    let (card_text, rest) = match compact.split_once(':') {
        Some((c, r)) => (c, Some(r)),
        None => (compact.as_str(), None),
    };
    let card: Card = card_text.parse().map_err(|_| malformed())?;
    let listed = match rest {
        None => None,
        Some(r) => {
            let mut set = CardSet::EMPTY;
            for part in r.split('+') {
                let c: Card = part.parse().map_err(|_| malformed())?;
                if set.contains(c) {
                    return Err(ParseMoveError::Inconsistent {
                        text: text.trim().to_string(),
                        reason: Message::new("tablenette-listed-twice").with("card", c.to_string()),
                    });
                }
                set = set.with(c);
            }
            Some(set)
        }
    };
    Ok(Typed { card, listed })
}

impl Tablenette {
    /// The notation of `mv` in this position.
    pub(crate) fn notation(&self, mv: Play) -> String {
        if mv.take.is_empty() {
            return mv.card.to_string();
        }
        let on_table = self.table.ordered(mv.take);
        let off_table = mv.take.minus(self.table.set());
        let names: Vec<String> = on_table
            .iter()
            .chain(off_table.iter())
            .map(|c| c.to_string())
            .collect();
        format!("{}:{}", mv.card, names.join("+"))
    }

    /// Legal plays of `card` whose take contains every card of `listed`.
    fn plays_containing(&self, card: Card, listed: CardSet) -> Vec<Play> {
        self.legal_plays()
            .into_iter()
            .filter(|m| m.card == card && listed.is_subset(m.take) && !m.take.is_empty())
            .collect()
    }

    fn legal_plays(&self) -> Vec<Play> {
        let mut out = Vec::new();
        self.legal_into(&mut out);
        out
    }

    /// Reads a play (see the module documentation).
    pub(crate) fn read_play(&self, text: &str) -> Result<Play, ParseMoveError> {
        let typed = read(text)?;
        let card = typed.card;
        let Some(listed) = typed.listed else {
            let table = self.table.set();
            return Ok(if card.is_jack() && !table.is_empty() {
                Play::capture(card, table)
            } else {
                Play::trail(card)
            });
        };
        let literal = Play::capture(card, listed);
        if self.check_play(literal).is_ok() {
            return Ok(literal);
        }
        let options = self.plays_containing(card, listed);
        match options.len() {
            // Not a capture: the literal play, so that playing it says exactly why.
            0 => Ok(literal),
            1 => Ok(options[0]),
            _ => Err(ParseMoveError::Ambiguous {
                text: text.trim().to_string(),
                options: options.iter().map(|&m| self.notation(m)).collect(),
            }),
        }
    }

    /// The plays a player who typed `text` may mean, when there are several.
    pub(crate) fn complete(&self, text: &str) -> Vec<Play> {
        let Ok(typed) = read(text) else {
            return Vec::new();
        };
        let options: Vec<Play> = match typed.listed {
            None => self
                .legal_plays()
                .into_iter()
                .filter(|m| m.card == typed.card)
                .collect(),
            Some(listed) => {
                if self.check_play(Play::capture(typed.card, listed)).is_ok() {
                    return Vec::new();
                }
                self.plays_containing(typed.card, listed)
            }
        };
        if options.len() >= 2 {
            options
        } else {
            Vec::new()
        }
    }
}
