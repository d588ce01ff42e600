//! A turn is made of atomic steps, and how they are written.
//!
//! - a placement, written as the point: `d6`;
//! - a slide along an edge (or a flight, for a player allowed to fly), written `d6-d5`;
//! - a removal, written `xg1`: a second step of the same turn, taken by the same player right
//!   after the step that closed a line.
//!
//! Each step also has its OpenSpiel action number, for cross-checks: a placement or removal
//! at point `p` is `p`, a slide from `s` to `d` is `24 + 24·s + d`.

use crate::board::{POINTS, Point};
use std::fmt;

/// One atomic step of a turn (the game's `Move`).
///
/// ```
/// use parlour_nines::{Point, Step};
/// let d6 = Point::from_label("d6").unwrap();
/// let d5 = Point::from_label("d5").unwrap();
/// assert_eq!(Step::Slide { from: d6, to: d5 }.to_string(), "d6-d5");
/// assert_eq!(Step::Slide { from: d6, to: d5 }.action(), 24 + 24 * 4 + 7);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub enum Step {
    /// Put a piece from the hand on an empty point.
    Place(Point),
    /// Move a piece to an empty point: a neighbour, or any point when flying.
    Slide {
        /// Where the piece stands.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// Take an opponent piece off the board, after closing a line.
    Remove(Point),
}

impl Step {
    /// The point a piece arrives on (placements and slides), where a line may close.
    pub fn destination(self) -> Option<Point> {
        match self {
            Step::Place(p) | Step::Slide { to: p, .. } => Some(p),
            Step::Remove(_) => None,
        }
    }

    /// The OpenSpiel action number of this step.
    pub fn action(self) -> u16 {
        match self {
            Step::Place(p) | Step::Remove(p) => p.index() as u16,
            Step::Slide { from, to } => (POINTS + POINTS * from.index() + to.index()) as u16,
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Place(p) => write!(f, "{p}"),
            Step::Slide { from, to } => write!(f, "{from}-{to}"),
            Step::Remove(p) => write!(f, "x{p}"),
        }
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// What a piece of text says, before the position decides which step it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Written {
    /// A bare point: a placement, or (helpfully) a removal or one end of a slide.
    Point(Point),
    /// `from-to`.
    Slide(Point, Point),
    /// `xp`.
    Remove(Point),
}

/// Why text is not a step, before looking at the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NotationError {
    /// Nothing typed.
    Empty,
    /// Not shaped like a step.
    Malformed,
    /// A square of the grid that is not a point (`d4`, `b7`).
    NotAPoint(String),
}

/// Reads the notation: `d6`, `d6-d5` (also `d6d5`), `xg1`; any case, spaces around ignored.
pub(crate) fn read(text: &str) -> Result<Written, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err(NotationError::Empty);
    }
    if !t.is_ascii() {
        return Err(NotationError::Malformed);
    }
    if let Some(rest) = t.strip_prefix('x') {
        return point(rest).map(Written::Remove);
    }
    let (a, b) = match t.split_once('-') {
        Some((a, b)) => (a, Some(b)),
        None if t.len() == 4 => (&t[..2], Some(&t[2..])),
        None => (t.as_str(), None),
    };
    match b {
        None => point(a).map(Written::Point),
        Some(b) => Ok(Written::Slide(point(a)?, point(b)?)),
    }
}

fn point(text: &str) -> Result<Point, NotationError> {
    let t = text.trim();
    let b = t.as_bytes();
    let on_grid = b.len() == 2 && (b'a'..=b'g').contains(&b[0]) && (b'1'..=b'7').contains(&b[1]);
    match Point::from_label(t) {
        Some(p) => Ok(p),
        None if on_grid => Err(NotationError::NotAPoint(t.to_string())),
        None => Err(NotationError::Malformed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        Point::from_label(s).unwrap()
    }

    #[test]
    fn reads_every_form() {
        assert_eq!(read(" D6 "), Ok(Written::Point(p("d6"))));
        assert_eq!(read("d6-d5"), Ok(Written::Slide(p("d6"), p("d5"))));
        assert_eq!(read("D6D5"), Ok(Written::Slide(p("d6"), p("d5"))));
        assert_eq!(read("xG1"), Ok(Written::Remove(p("g1"))));
        assert_eq!(read(""), Err(NotationError::Empty));
        assert_eq!(read("d4"), Err(NotationError::NotAPoint("d4".into())));
        for junk in [
            "x",
            "-",
            "1-",
            "zz9",
            "a0",
            "99",
            "d6-",
            "\u{1F600}",
            "xx",
            "d6--d5",
        ] {
            assert!(read(junk).is_err(), "{junk}");
        }
    }

    #[test]
    fn action_numbers_match_openspiel() {
        // 16→15 is 423 (OpenSpiel's action numbers: 24 + 24·from + to).
        let s = Step::Slide {
            from: Point::new(16).unwrap(),
            to: Point::new(15).unwrap(),
        };
        assert_eq!(s.action(), 423);
    }
}
