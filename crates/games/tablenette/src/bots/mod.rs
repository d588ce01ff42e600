//! Computer players. None of them is ever given the real state: each gets its seat's
//! [`InfoSet`](parlour_core::InfoSet), a world that keeps everything its seat sees and
//! redeals the rest, and is seated with [`Blind`].
//!
//! - [`Greedy`] (easy): the play that scores most at once, else a cheap trail.
//! - [`Prudent`] (medium): greedy, minus what the opponent can expect to score from the
//!   table it leaves, counted from the cards it has not seen.
//! - hard: a generic determinized search of `parlour-ai` at the level [`HARD`], over this
//!   crate's hooks ([`search`]): sampled worlds, weighed by what the opponent's plays say
//!   about its hand, played out to the end of the hand, and in the last round, when the
//!   unseen cards are exactly the opponent's hand, an exact search (`endgame`).

mod endgame;
mod greedy;
mod inference;
mod prudent;
pub mod search;

pub use greedy::Greedy;
pub use prudent::Prudent;

use crate::cards::{Card, CardList, CardSet};
use crate::state::{Play, Tablenette};
use parlour_core::{Blind, DeterminizedLevel, DeterminizedSearch};
use std::time::Duration;

/// The easy level, seated: [`Greedy`]; `seed` breaks ties.
///
/// ```
/// use parlour_core::{Bot, Budget, Game};
/// use parlour_tablenette::{Tablenette, bots};
/// let g = Tablenette::new(&Default::default(), 3).unwrap();
/// let mv = bots::easy(1).choose(&g, &Budget::unlimited()).unwrap();
/// assert!(g.legal_moves().contains(&mv));
/// ```
pub fn easy(seed: u64) -> Blind<Greedy> {
    Blind(Greedy::new(seed))
}

/// The medium level, seated: [`Prudent`]; `seed` breaks ties.
pub fn medium(seed: u64) -> Blind<Prudent> {
    Blind(Prudent::new(seed))
}

/// The safety cap on the hard level's thinking time per move (whole worlds are finished).
pub const HARD_TIME_LIMIT: Duration = Duration::from_millis(800);

/// The hard level, for `parlour_ai`'s determinized search over this crate's hooks
/// ([`search`]): determinized Monte Carlo over 300 worlds weighed by what the opponent's
/// plays this round say about its hand, every candidate played out in each (the searching
/// seat by the prudent policy, the opponent by the counting one), the last round solved
/// exactly. Measured against medium (400 seat-swapped hands, docs/measurements.md): 300
/// worlds did no better than 200 but no worse either; information-set MCTS with the same
/// rollouts and inference did no better at several times the cost; neither did resampling
/// worlds by weight, sharper or softer inference, exact ends of rollouts or a second ply
/// searched in every world; and a player shown the opponent's real hand would score about
/// ten points a hand more.
pub const HARD: DeterminizedLevel = DeterminizedLevel {
    name: "hard",
    search: DeterminizedSearch::Pimc,
    budget: 300,
    time_limit: Some(HARD_TIME_LIMIT),
    exploration: 0.0,
    exact: true,
    model_opponents: false,
};

/// What every card could score at once on one table (card points plus Tablenette; 0 for a
/// card that can take nothing), the table's captures worked out once for all cards.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Gains {
    takes: [Option<u32>; 13],
    /// A jack's sweep (the table's card points), `None` on an empty table.
    sweep: Option<u32>,
}

impl Gains {
    /// The gains on `table`.
    pub(crate) fn of(table: &CardList) -> Gains {
        let set = table.set();
        Gains {
            takes: crate::capture::best_takes(table),
            sweep: (!set.is_empty()).then(|| set.points()),
        }
    }

    /// The most `card` can score at once on this table.
    pub(crate) fn card(&self, card: Card) -> u32 {
        let take = if card.is_jack() {
            self.sweep
        } else {
            self.takes[card.rank() as usize]
        };
        take.map_or(0, |t| t + u32::from(card.points()))
    }
}

/// The table after `mv`.
pub(crate) fn table_after(table: &CardList, mv: Play) -> CardList {
    let mut t = *table;
    if mv.take.is_empty() {
        t.push(mv.card);
    } else {
        t.remove_set(mv.take);
    }
    t
}

/// A class of cards that play alike: the same rank and the same card points. Swapping two
/// cards of a class changes nothing that can ever be scored.
pub(crate) fn class(card: Card) -> u32 {
    card.rank() as u32 * 3 + u32::from(card.points())
}

/// A key equal for plays that are the same up to swapping cards of a class.
pub(crate) fn play_class(mv: Play) -> (u32, u128) {
    let taken = mv
        .take
        .iter()
        .fold(0u128, |k, c| k + (1u128 << (3 * class(c))));
    (class(mv.card), taken)
}

/// The plays of `moves` with one representative per class, in order.
pub(crate) fn distinct_plays(moves: &[Play]) -> Vec<Play> {
    let mut keys = Vec::with_capacity(moves.len());
    let mut out = Vec::with_capacity(moves.len());
    for &m in moves {
        let k = play_class(m);
        if !keys.contains(&k) {
            keys.push(k);
            out.push(m);
        }
    }
    out
}

/// What a trail gives away: its card points (they may be taken) and its face value (a
/// high card alone on the table makes a big Tablenette). Jacks are kept for sweeps.
pub(crate) fn trail_cost(card: Card) -> u32 {
    if card.is_jack() {
        45
    } else {
        20 * u32::from(card.points()) + u32::from(card.rank().face())
    }
}

/// The unseen cards of `seat`, for counting.
pub(crate) fn unseen(world: &Tablenette, seat: parlour_core::Seat) -> CardSet {
    world.unseen_by(seat)
}
