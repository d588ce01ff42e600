//! Computer players. Each sees only what its seat may know: it looks at the state it is
//! given only through `state.sample(me, rng)`, a world that keeps everything its seat sees
//! and redeals the rest at random, and works on such worlds alone.
//!
//! - [`Greedy`] (easy): the play that scores most at once, else a cheap trail.
//! - [`Prudent`] (medium): greedy, minus what the opponent can expect to score from the
//!   table it leaves, counted from the cards it has not seen.
//! - [`Pimc`] (hard): determinized Monte Carlo: each candidate play is tried in many
//!   sampled worlds and played out to the end of the hand; in the last round, when the
//!   unseen cards are exactly the opponent's hand, an exact search.

mod endgame;
mod greedy;
mod pimc;
mod prudent;

pub use greedy::Greedy;
pub use pimc::{Pimc, PimcConfig, Rollout};
pub use prudent::Prudent;

use crate::capture::{captures, play_value};
use crate::cards::{Card, CardList, CardSet};
use crate::state::{Play, Tablenette};
use parlour_core::{Bot, Difficulty};
use std::time::Duration;

/// The player of a difficulty level: easy is [`Greedy`], medium [`Prudent`], hard [`Pimc`]
/// with [`PimcConfig::hard`]. `seed` decides its random choices.
///
/// ```
/// use parlour_core::{Budget, Difficulty, Game};
/// use parlour_tablenette::{Tablenette, bot};
/// let g = Tablenette::new(&Default::default(), 3).unwrap();
/// let mut b = bot(Difficulty::Medium, 1);
/// let mv = b.choose(&g, &Budget::unlimited()).unwrap();
/// assert!(g.legal_moves().contains(&mv));
/// ```
pub fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Tablenette>> {
    match level {
        Difficulty::Easy => Box::new(Greedy::new(seed)),
        Difficulty::Medium => Box::new(Prudent::new(seed)),
        Difficulty::Hard => Box::new(Pimc::new(PimcConfig::hard(), seed)),
    }
}

/// The safety cap on the hard level's thinking time per move.
pub const HARD_TIME_LIMIT: Duration = Duration::from_secs(2);

/// The most `card` can score at once on `table` (card points plus Tablenette; 0 for a
/// trail).
pub(crate) fn best_gain(card: Card, table: &CardList) -> u32 {
    let set = table.set();
    if card.is_jack() {
        return if set.is_empty() {
            0
        } else {
            set.with(card).points()
        };
    }
    let mut best = 0;
    captures(card, table, |take| {
        best = best.max(play_value(card, take, set).total());
    });
    best
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
