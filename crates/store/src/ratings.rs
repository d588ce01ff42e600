//! Ratings, from the `skillratings` crate: Glicko-2 for the two-player games, Weng-Lin
//! (a Bayesian rating for any number of players) for Elephant–Fox–Mouse. Computer levels are
//! rated like people, so "hard" has a number.
//!
//! Each finished game updates the ratings of the seats that played it, game by game (rather
//! than in Glicko's rating periods: a club plays irregularly, and a player wants to see
//! their number move after a game).

use parlour_core::{Outcome, SeatResult};
use skillratings::MultiTeamOutcome;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// A stored rating: the number, its uncertainty, and Glicko-2's volatility (unused by
/// Weng-Lin).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its uncertainty.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
}

impl Rating {
    /// The starting rating for a game with `seats` seats.
    pub fn initial(seats: usize) -> Rating {
        if seats == 2 {
            let r = Glicko2Rating::new();
            Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            }
        } else {
            let r = WengLinRating::new();
            Rating {
                rating: r.rating,
                deviation: r.uncertainty,
                volatility: 0.0,
            }
        }
    }
}

/// New ratings for the seats of a finished game, in seat order.
pub fn update(before: &[Rating], outcome: &Outcome) -> Vec<Rating> {
    if before.len() == 2 {
        let a = glicko(before[0]);
        let b = glicko(before[1]);
        let result = match outcome.result(parlour_core::Seat(0)) {
            SeatResult::Win => Outcomes::WIN,
            SeatResult::Loss => Outcomes::LOSS,
            SeatResult::Draw | SeatResult::Survivor => Outcomes::DRAW,
        };
        let (a, b) = glicko2(&a, &b, &result, &Glicko2Config::new());
        return vec![from_glicko(a), from_glicko(b)];
    }
    // Rank the seats: winners first, then draws and survivors, then losers.
    let rank = |r: SeatResult| match r {
        SeatResult::Win => 1,
        SeatResult::Draw | SeatResult::Survivor => 2,
        SeatResult::Loss => 3,
    };
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.rating,
                uncertainty: r.deviation,
            }]
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let r = outcome.result(parlour_core::Seat(i as u8));
            (&t[..], MultiTeamOutcome::new(rank(r)))
        })
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|team| {
            let r = team.first().copied().unwrap_or_default();
            Rating {
                rating: r.rating,
                deviation: r.uncertainty,
                volatility: 0.0,
            }
        })
        .collect()
}

fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Seat;

    #[test]
    fn the_winner_goes_up_and_the_loser_down() {
        let start = Rating::initial(2);
        let after = update(&[start, start], &Outcome::win(Seat(1), 2, "blockade"));
        assert!(after[1].rating > start.rating && after[0].rating < start.rating);
        assert!(
            after[0].deviation < start.deviation,
            "a game makes the rating surer"
        );
        let drawn = update(&[start, start], &Outcome::draw(2, "agreement"));
        assert!((drawn[0].rating - start.rating).abs() < 1e-9);
    }

    #[test]
    fn three_players_are_ranked() {
        let start = Rating::initial(3);
        let mut o = Outcome::win(Seat(0), 3, "eaten");
        o.results[2] = SeatResult::Survivor;
        let after = update(&[start; 3], &o);
        assert!(after[0].rating > after[2].rating && after[2].rating > after[1].rating);
    }
}
