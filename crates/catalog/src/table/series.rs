//! The score of a series: what each place won, lost and survived, and the draws, and what
//! those who left it had when they went.

use parlour_core::{Outcome, Seat, SeatResult};
use serde::{Deserialize, Serialize};

/// One place's results in the series.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Tally {
    /// Games counted, draws included.
    pub played: u32,
    pub wins: u32,
    pub losses: u32,
    pub survivals: u32,
}

impl Tally {
    /// Adds `other`'s games to these.
    pub fn add(&mut self, other: &Tally) {
        self.played += other.played;
        self.wins += other.wins;
        self.losses += other.losses;
        self.survivals += other.survivals;
    }
}

/// Games finished and drawn at the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Series {
    pub games: u32,
    pub draws: u32,
}

impl Series {
    /// Counts a finished game; `holders[seat]` is the tally that seat's result goes to,
    /// `None` for nobody's. `left` are the seats whose person went away mid-game: leaving
    /// loses, as in the ratings, so those seats lost and everyone who stayed won, whatever
    /// the computer that came in made of it (the caller gives a left seat the tally of the
    /// one who left, not of the computer now in their place, which is credited with nothing).
    pub fn count(
        &mut self,
        outcome: &Outcome,
        left: &[Seat],
        holders: &[Option<usize>],
        tallies: &mut [&mut Tally],
    ) {
        let outcome = &outcome.counted(left);
        self.games += 1;
        let draw = outcome.is_draw();
        if draw {
            self.draws += 1;
        }
        for (s, &index) in holders.iter().enumerate() {
            let Some(t) = index.and_then(|i| tallies.get_mut(i)) else {
                continue;
            };
            t.played += 1;
            if draw {
                continue;
            }
            match outcome.result(Seat(s as u8)) {
                SeatResult::Win => t.wins += 1,
                SeatResult::Loss => t.losses += 1,
                SeatResult::Survivor => t.survivals += 1,
                SeatResult::Draw => {}
            }
        }
    }
}

/// One who left a place after playing in the series, and what they had then: their line
/// stays in the score (it vanished with them, and with it the game their leaving lost).
/// One line a person: leaving twice adds to it, and sitting down again takes it back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Gone {
    /// The place they held.
    pub place: usize,
    pub name: String,
    pub tally: Tally,
}

/// The most lines of those who left that a table keeps (the oldest go first): people who
/// come and go at a table for days do not grow its score without end.
pub(super) const GONE_KEPT: usize = 8;

/// The series score as players see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesView {
    /// Games finished at this table.
    pub games: u32,
    /// Games drawn.
    pub draws: u32,
    /// Each place's results, in place order, then those of the people who left a place
    /// after playing in the series (`left`), oldest first.
    pub players: Vec<SeriesEntry>,
}

/// One place's line of the series score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesEntry {
    /// The place, from 0.
    pub place: usize,
    /// Who holds it (distinct from every other name in the list), or `None` when open.
    pub name: Option<String>,
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games survived (three-seat games: someone else won, someone else lost).
    pub survivals: u32,
    /// They left the place: the line is what they had then (listed after the places).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
}

/// Makes names distinct by numbering the repeats: `Computer (hard) 1`, `Computer (hard) 2`.
pub(super) fn distinct_names(names: &[Option<String>]) -> Vec<Option<String>> {
    repeat_numbers(names)
        .into_iter()
        .zip(names)
        .map(|(number, name)| Some(numbered_name(name.as_ref()?, number)))
        .collect()
}

/// A name with its number, when it has one: `Computer (hard) 2`.
pub(super) fn numbered_name(name: &str, number: Option<u32>) -> String {
    match number {
        Some(n) => format!("{name} {n}"),
        None => name.to_string(),
    }
}

/// For each seat, its number among the seats whose holders share its name (see
/// [`repeat_numbers`]), counted in the order of the places they hold, `place(seat)`: as a
/// table numbers its players, whichever seats the turning of the seats gave them.
pub fn numbers_by_place(
    by_seat: &[Option<String>],
    place: impl Fn(usize) -> usize,
) -> Vec<Option<u32>> {
    let mut by_place = vec![None; by_seat.len()];
    for (s, name) in by_seat.iter().enumerate() {
        if let Some(slot) = by_place.get_mut(place(s)) {
            slot.clone_from(name);
        }
    }
    let numbers = repeat_numbers(&by_place);
    (0..by_seat.len())
        .map(|s| numbers.get(place(s)).copied().flatten())
        .collect()
}

/// For each name that more than one place has, its number among them (from 1); `None` for
/// a name of its own (so a front-end can number "Computer (hard)" in its own words).
pub fn repeat_numbers(names: &[Option<String>]) -> Vec<Option<u32>> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let name = name.as_ref()?;
            let same = |n: &&Option<String>| n.as_deref() == Some(name.as_str());
            if names.iter().filter(same).count() < 2 {
                return None;
            }
            Some(names[..i].iter().filter(same).count() as u32 + 1)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_names_are_numbered() {
        let names = [
            Some("Computer (hard)".to_string()),
            None,
            Some("Ann".to_string()),
            Some("Computer (hard)".to_string()),
        ];
        assert_eq!(
            distinct_names(&names),
            vec![
                Some("Computer (hard) 1".to_string()),
                None,
                Some("Ann".to_string()),
                Some("Computer (hard) 2".to_string()),
            ]
        );
    }
}
