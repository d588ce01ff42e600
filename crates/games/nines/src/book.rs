//! The opening book: first placements chosen by searches far deeper than a player's.
//!
//! Hard's losses against stronger programs were decided among the first placements, where
//! its choice still changed with its budget (`docs/measurements.md`): the consequences of
//! an early placement lie 20 or more turns ahead. So hard reads its first placements from
//! a book, as chess programs do. Each entry is a position reached from the empty board and
//! the step that a search of 20 million positions ([`NODES`]; about eight seconds on one
//! core, two and a half times hard's largest budget and five times its usual one) chose
//! there, with its value. The book holds the positions of a tree: for the side the book
//! plays, its own book step; for the other side, in the first four turns every step (up to
//! symmetry), so that the book answers whatever the opponent plays there, and in turns four
//! to six the few replies that searches of 300,000 positions rated best (an opponent who
//! plays something else leaves the book, and the player searches as usual). `nines_book`
//! (an example of this crate) builds it, one file per rule set, in `book/`; the first lines
//! of each file say how (both: the 2 best replies by hard's evaluation and the 2 best by
//! the open engines' kind, [`crate::sparring`], over the first seven turns; then extended
//! by every reply in the first four turns and the best reply by each evaluation after).
//! So hard's first three placements as White and first two as Black always come from the
//! book, and more when the opponent plays a reply the book expected
//! (`docs/measurements.md`).
//!
//! A line of a book file is the steps from the empty board, a colon, the book's step and
//! its value for the side to act in hundredths of a man (`#` starts a comment):
//!
//! ```text
//! d6 d2 : f4 12
//! ```
//!
//! The board's 16 symmetries ([`crate::symmetry`]) play alike, so one entry answers for all
//! the copies of its position:
//!
//! ```
//! use parlour_core::Game;
//! use parlour_nines::book::Book;
//! use parlour_nines::{Nines, Rules};
//! let book = Book::parse(&Rules::standard(), "a7 : d7 12\n").unwrap();
//! let mut g = Nines::new(&Rules::standard(), 0).unwrap();
//! // g1 is a7 turned a half turn: the answer is d7 turned, d1.
//! g.play(g.parse_move("g1").unwrap()).unwrap();
//! let (step, value) = book.lookup(&g).unwrap();
//! assert_eq!((step.to_string(), value), ("d1".to_string(), 12));
//! ```

use crate::position::Nines;
use crate::rules::Rules;
use crate::step::Step;
use crate::symmetry;
use parlour_core::Game;
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

/// The book of the `standard` rules.
const STANDARD: &str = include_str!("../book/standard.txt");
/// The book of the `client` rules.
const CLIENT: &str = include_str!("../book/client.txt");

/// The positions each search of the books examined.
pub const NODES: u64 = 20_000_000;

/// No book holds a position after this many turns (the books stop earlier); the search
/// does not look past it.
pub const LAST_TURN: u16 = 16;

/// A line of a book file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: BookErrorKind,
}

/// What can be wrong with a line of a book file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookErrorKind {
    /// No `:` between the steps and the book's step.
    NoColon,
    /// A step of the line is not a legal step there.
    Illegal(String),
    /// The value after the book's step is not a whole number.
    BadValue(String),
    /// The position is in the book twice (also as a symmetric copy) with different steps.
    Twice,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            BookErrorKind::NoColon => {
                write!(f, "book line {}: no ':' before the book step", self.line)
            }
            BookErrorKind::Illegal(s) => write!(
                f,
                "book line {}: '{s}' is not a legal step there",
                self.line
            ),
            BookErrorKind::BadValue(s) => {
                write!(f, "book line {}: '{s}' is not a value", self.line)
            }
            BookErrorKind::Twice => write!(
                f,
                "book line {}: the position is already in the book with another step",
                self.line
            ),
        }
    }
}

impl std::error::Error for BookError {}

/// Positions (up to symmetry) and the step to play in them.
#[derive(Debug, Default, Clone)]
pub struct Book {
    /// By [`key`]: the step in the canonical drawing, and its value.
    entries: HashMap<u64, (Step, i32)>,
}

/// The key of a position: its canonical drawing, the hands, the side to act and whether a
/// removal is due; and the symmetry that takes the position to that drawing.
fn key(state: &Nines) -> (u64, usize) {
    let (drawing, s) = symmetry::canonical(state.pieces);
    let extra = (state.hand[0] as u64) << 6
        | (state.hand[1] as u64) << 2
        | (state.side as u64 & 1) << 1
        | state.removal_due as u64;
    (drawing << 10 | extra, s)
}

/// `step` with every point sent through symmetry `s`.
fn map_step(s: usize, step: Step) -> Step {
    let m = |p| symmetry::map_point(s, p);
    match step {
        Step::Place(p) => Step::Place(m(p)),
        Step::Remove(p) => Step::Remove(m(p)),
        Step::Slide { from, to } => Step::Slide {
            from: m(from),
            to: m(to),
        },
    }
}

impl Book {
    /// The key the book files `state` under, the same for all its symmetric copies (so
    /// that a tool building a book can tell which positions it has already met).
    pub fn key_of(state: &Nines) -> u64 {
        key(state).0
    }

    /// Reads a book file of `rules` (its steps are checked against them).
    pub fn parse(rules: &Rules, text: &str) -> Result<Book, BookError> {
        let mut book = Book::default();
        for (i, raw) in text.lines().enumerate() {
            let err = |kind| BookError { line: i + 1, kind };
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (path, answer) = line.split_once(':').ok_or(err(BookErrorKind::NoColon))?;
            let mut state =
                Nines::new(rules, 0).map_err(|e| err(BookErrorKind::Illegal(e.to_string())))?;
            let step_of = |state: &Nines, word: &str| {
                state
                    .parse_move(word)
                    .ok()
                    .filter(|m| state.legal_moves().contains(m))
                    .ok_or(err(BookErrorKind::Illegal(word.to_string())))
            };
            for word in path.split_whitespace() {
                let step = step_of(&state, word)?;
                state.apply(step);
            }
            let mut words = answer.split_whitespace();
            let best = step_of(&state, words.next().unwrap_or(""))?;
            let value = match words.next() {
                None => 0,
                Some(v) => v
                    .parse::<i32>()
                    .map_err(|_| err(BookErrorKind::BadValue(v.to_string())))?,
            };
            let (k, s) = key(&state);
            let entry = (map_step(s, best), value);
            match book.entries.insert(k, entry) {
                Some((old, _)) if old != entry.0 => return Err(err(BookErrorKind::Twice)),
                _ => {}
            }
        }
        Ok(book)
    }

    /// The book of a rule set (`client` or `standard`; none for custom rules). The
    /// placements are the same in both, but what follows them is not, so each has its own.
    pub fn for_rules(rules: &Rules) -> Option<&'static Book> {
        static BOOKS: OnceLock<[Book; 2]> = OnceLock::new();
        let books = BOOKS.get_or_init(|| {
            // The files are tested (`the_books_read_and_agree_with_the_rules`); a broken one
            // would leave that rule set without a book, not without a player.
            [
                Book::parse(&Rules::standard(), STANDARD).unwrap_or_default(),
                Book::parse(&Rules::client(), CLIENT).unwrap_or_default(),
            ]
        });
        match rules.name() {
            "standard" => Some(&books[0]),
            "client" => Some(&books[1]),
            _ => None,
        }
    }

    /// The book's step for `state` and its value for the side to act, if the book holds the
    /// position or one of its symmetric copies.
    pub fn lookup(&self, state: &Nines) -> Option<(Step, i32)> {
        if state.end.is_some() || state.hand == [0, 0] {
            return None;
        }
        let (k, s) = key(state);
        let &(step, value) = self.entries.get(&k)?;
        let step = map_step(symmetry::inverse(s), step);
        // A book is data: play its step only if it is legal here.
        state.legal_moves().contains(&step).then_some((step, value))
    }

    /// How many positions (up to symmetry) the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True for a book without positions.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_books_read_and_agree_with_the_rules() {
        for (name, text) in [("standard", STANDARD), ("client", CLIENT)] {
            let rules = Rules::by_name(name).unwrap();
            let book = Book::parse(&rules, text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!book.is_empty(), "{name}: the book has positions");
            assert_eq!(Book::for_rules(&rules).map(Book::len), Some(book.len()));
            // The empty board is in every book, and its step is a placement.
            let g = Nines::new(&rules, 0).unwrap();
            assert!(
                matches!(book.lookup(&g), Some((Step::Place(_), _))),
                "{name}"
            );
        }
    }

    /// Follows every opponent step from `state` for `opponent_turns` of the opponent's
    /// turns, the book's step between them, and returns the positions where the book had
    /// no step for its side.
    fn unanswered(book: &Book, state: &Nines, opponent_turns: u32, book_side: u8) -> Vec<String> {
        if opponent_turns == 0 || state.end.is_some() {
            return Vec::new();
        }
        if state.side == book_side {
            return match book.lookup(state) {
                Some((step, _)) => {
                    let mut next = state.clone();
                    next.apply(step);
                    unanswered(book, &next, opponent_turns, book_side)
                }
                None => vec![state.to_text()],
            };
        }
        let mut missing = Vec::new();
        for step in state.legal_moves() {
            let mut next = state.clone();
            next.apply(step);
            let left = opponent_turns - u32::from(next.side == book_side);
            if left == 0 {
                // The book must still answer the last of these steps.
                if book.lookup(&next).is_none() {
                    missing.push(next.to_text());
                }
            } else {
                missing.extend(unanswered(book, &next, left, book_side));
            }
        }
        missing
    }

    #[test]
    fn the_books_answer_every_step_of_the_opponent_in_the_first_four_turns() {
        for rules in [Rules::standard(), Rules::client()] {
            let book = Book::for_rules(&rules).unwrap();
            let start = Nines::new(&rules, 0).unwrap();
            // White's book: after its 1st placement, every reply and every 2nd reply;
            // Black's: every 1st and 2nd placement of White.
            for side in [0, 1] {
                let missing = unanswered(book, &start, 2, side);
                assert!(
                    missing.is_empty(),
                    "{}, book as seat {side}: {} positions unanswered, e.g. {}",
                    rules.name(),
                    missing.len(),
                    missing[0]
                );
            }
        }
    }

    #[test]
    fn a_position_is_found_in_all_its_symmetric_copies() {
        let book = Book::parse(&Rules::client(), "d6 d2 : f4 7\n").unwrap();
        for s in 0..symmetry::SYMMETRIES {
            let mut g = Nines::new(&Rules::client(), 0).unwrap();
            let at = |label| symmetry::map_point(s, crate::Point::from_label(label).unwrap());
            g.apply(Step::Place(at("d6")));
            g.apply(Step::Place(at("d2")));
            let (step, value) = book.lookup(&g).expect("found");
            // d6 d2 is its own mirror image: f4 and its mirror image b4 are the same step.
            assert!(
                step == Step::Place(at("f4")) || step == Step::Place(at("b4")),
                "symmetry {s}: {step}"
            );
            assert_eq!(value, 7);
        }
        // A position not in the book, and the same pieces with the other side to act.
        let mut g = Nines::new(&Rules::client(), 0).unwrap();
        g.play(g.parse_move("d6").unwrap()).unwrap();
        assert_eq!(book.lookup(&g), None);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        let cases = [
            ("d6 d2 f4\n", BookErrorKind::NoColon),
            (
                "\n# fine\nd6 d6 : f4 1\n",
                BookErrorKind::Illegal("d6".into()),
            ),
            ("d6 : zz 1\n", BookErrorKind::Illegal("zz".into())),
            ("d6 : d2 big\n", BookErrorKind::BadValue("big".into())),
            ("d6 : d2 1\nf4 : f2 1\n", BookErrorKind::Twice),
        ];
        for (text, kind) in cases {
            let e = Book::parse(&Rules::client(), text).unwrap_err();
            assert_eq!(e.kind, kind, "{text:?}");
            assert!(!e.to_string().is_empty());
        }
        assert_eq!(
            Book::parse(&Rules::client(), "d6 d6 : f4 1\n")
                .unwrap_err()
                .line,
            1
        );
    }
}
