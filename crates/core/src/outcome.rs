//! How a finished game ended, seat by seat.

use crate::Seat;
use serde::{Deserialize, Serialize};

/// The result of one seat in a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatResult {
    /// This seat won.
    Win,
    /// This seat lost.
    Loss,
    /// Nobody won (agreement, repetition, a cap, a double pass...).
    Draw,
    /// Someone else won and someone else lost; this seat came through (three-seat games).
    Survivor,
}

impl SeatResult {
    /// The value used by searches and arenas: win 1, loss −1, draw and survivor 0.
    pub fn value(self) -> f64 {
        match self {
            SeatResult::Win => 1.0,
            SeatResult::Loss => -1.0,
            SeatResult::Draw | SeatResult::Survivor => 0.0,
        }
    }

    /// Lowercase English name, also the serialized form.
    pub fn name(self) -> &'static str {
        match self {
            SeatResult::Win => "win",
            SeatResult::Loss => "loss",
            SeatResult::Draw => "draw",
            SeatResult::Survivor => "survivor",
        }
    }
}

/// The end of a game: a result for every seat, scores where the game keeps them, and why.
///
/// ```
/// use parlour_core::{Outcome, Seat, SeatResult};
/// let o = Outcome::win(Seat(1), 2, "blockade");
/// assert_eq!(o.result(Seat(0)), SeatResult::Loss);
/// assert_eq!(o.winners(), vec![Seat(1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One result per seat, indexed by [`Seat::index`].
    pub results: Vec<SeatResult>,
    /// Final scores per seat, for games that count points (Tablenette).
    pub scores: Option<Vec<i64>>,
    /// Number of rounds (hands) the scores were earned over, for games played in rounds.
    pub rounds: Option<u32>,
    /// Why the game ended, a short lowercase key such as `"blockade"` or `"double pass"`.
    pub reason: String,
}

impl Outcome {
    /// `winner` wins and every other seat of `seats` loses.
    pub fn win(winner: Seat, seats: usize, reason: &str) -> Outcome {
        let results = (0..seats)
            .map(|i| {
                if i == winner.index() {
                    SeatResult::Win
                } else {
                    SeatResult::Loss
                }
            })
            .collect();
        Outcome::of(results, reason)
    }

    /// The `losers` lose and every other seat of `seats` wins: a resignation, or leaving.
    ///
    /// ```
    /// use parlour_core::{Outcome, Seat, SeatResult};
    /// let o = Outcome::lost_by(&[Seat(1)], 3, "resignation");
    /// assert_eq!(o.results, [SeatResult::Win, SeatResult::Loss, SeatResult::Win]);
    /// ```
    pub fn lost_by(losers: &[Seat], seats: usize, reason: &str) -> Outcome {
        let results = (0..seats)
            .map(|i| {
                if losers.iter().any(|s| s.index() == i) {
                    SeatResult::Loss
                } else {
                    SeatResult::Win
                }
            })
            .collect();
        Outcome::of(results, reason)
    }

    /// How the game counts (in ratings, statistics and series) when the people of the
    /// `left` seats went away in the middle of it and computers played on: leaving loses, as
    /// resigning does, so they lost it and everyone who stayed won it, whatever the board
    /// says; except one who stayed and then resigned, who gave the game up too, as long as
    /// someone else stayed to win it (of two players, the one who left lost first). With
    /// nobody gone, the outcome as it is.
    ///
    /// ```
    /// use parlour_core::{Outcome, Seat, SeatResult};
    /// let board = Outcome::win(Seat(1), 2, "blockade");
    /// assert_eq!(board.counted(&[]), board);
    /// assert_eq!(board.counted(&[Seat(1)]).results, [SeatResult::Win, SeatResult::Loss]);
    /// ```
    pub fn counted(&self, left: &[Seat]) -> Outcome {
        if left.is_empty() {
            return self.clone();
        }
        let n = self.results.len();
        let resigned =
            |i: usize| self.reason == "resignation" && self.results[i] == SeatResult::Loss;
        let gave_up: Vec<Seat> = (0..n)
            .filter(|&i| left.iter().any(|s| s.index() == i) || resigned(i))
            .map(|i| Seat(i as u8))
            .collect();
        let losers = if gave_up.len() < n {
            &gave_up[..]
        } else {
            left
        };
        Outcome::lost_by(losers, n, "left")
    }

    /// Every seat draws.
    pub fn draw(seats: usize, reason: &str) -> Outcome {
        Outcome::of(vec![SeatResult::Draw; seats], reason)
    }

    /// These results, without scores.
    fn of(results: Vec<SeatResult>, reason: &str) -> Outcome {
        Outcome {
            results,
            scores: None,
            rounds: None,
            reason: reason.to_string(),
        }
    }

    /// Adds final scores.
    pub fn with_scores(mut self, scores: Vec<i64>) -> Outcome {
        self.scores = Some(scores);
        self
    }

    /// The result of one seat (a draw for a seat out of range, which a valid outcome never has).
    pub fn result(&self, seat: Seat) -> SeatResult {
        self.results
            .get(seat.index())
            .copied()
            .unwrap_or(SeatResult::Draw)
    }

    /// The value of the result for `seat`, see [`SeatResult::value`].
    pub fn value(&self, seat: Seat) -> f64 {
        self.result(seat).value()
    }

    /// Seats that won.
    pub fn winners(&self) -> Vec<Seat> {
        self.seats_with(SeatResult::Win)
    }

    /// Seats that lost.
    pub fn losers(&self) -> Vec<Seat> {
        self.seats_with(SeatResult::Loss)
    }

    /// True when nobody won.
    pub fn is_draw(&self) -> bool {
        self.results.iter().all(|r| *r == SeatResult::Draw)
    }

    fn seats_with(&self, wanted: SeatResult) -> Vec<Seat> {
        (0..self.results.len())
            .filter(|&i| self.results[i] == wanted)
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Checks the shape every outcome must have; returns what is wrong, if anything.
    ///
    /// Either every seat draws, or at least one seat wins and at least one loses, and
    /// survivors appear only beside a winner and a loser.
    pub fn inconsistency(&self, seats: usize) -> Option<String> {
        if self.results.len() != seats {
            return Some(format!("{} results for {seats} seats", self.results.len()));
        }
        let count = |r| self.results.iter().filter(|x| **x == r).count();
        let (w, l, d) = (
            count(SeatResult::Win),
            count(SeatResult::Loss),
            count(SeatResult::Draw),
        );
        if d > 0 && d != seats {
            return Some("a draw must be a draw for every seat".into());
        }
        if d == 0 && (w == 0 || l == 0) {
            return Some("a decided game needs a winner and a loser".into());
        }
        if let Some(s) = &self.scores
            && s.len() != seats
        {
            return Some(format!("{} scores for {seats} seats", s.len()));
        }
        if self.reason.is_empty() {
            return Some("an outcome must say why the game ended".into());
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use SeatResult::{Loss, Survivor, Win};

    #[test]
    fn one_who_stayed_and_resigned_gave_the_game_up_too() {
        // Three players: the fox's person went away (a computer played on), then the mouse
        // resigned: the elephant, who stayed and played on, won it alone.
        let board = Outcome::of(vec![Survivor, Win, Loss], "resignation");
        assert_eq!(board.counted(&[Seat(1)]).results, [Win, Loss, Loss]);
        // Two players: the one who left lost first; the other's resignation came after.
        let board = Outcome::of(vec![Win, Loss], "resignation");
        assert_eq!(board.counted(&[Seat(0)]).results, [Loss, Win]);
        // A loss on the board that was not given up is not held against one who stayed.
        let board = Outcome::of(vec![Survivor, Win, Loss], "eaten");
        assert_eq!(board.counted(&[Seat(1)]).results, [Win, Loss, Win]);
    }
}
