//! A sparring partner for the tools (`nines_arena`): Nines with another evaluation, in the
//! style of the strongest open mill engines, so that hard can be measured against a player
//! that does not think like itself.
//!
//! The open engines that beat hard by blockade (issue 20) search deep with a very plain
//! evaluation: men, a pending removal, and *mobility*, counted as the (piece, empty
//! neighbour) pairs of each side, in every phase, at a fifth of a man a pair. Such a player
//! starts to wall the opponent in while still placing, because every empty point taken
//! from around the opponent's men is worth a fifth of a man to it. [`Plain`] is that
//! evaluation, a [`crate::judged::Judge`], and [`Sparring`] a position our own search judges
//! with it (written from that description, not from any engine's code); it knows nothing of
//! threats, lines or blockades but what its search finds, and has no endgame tables.
//!
//! It is a tool, not a level: nothing in the game or the catalogue offers it.

use crate::eval::MAN;
use crate::judged::{Judge, Judged};
use crate::position::Nines;
use parlour_core::{SearchTuning, Seat};

/// One (piece, empty neighbour) pair: a fifth of a man.
const PAIR: i32 = MAN / 5;

/// The sparring evaluation (see the module documentation): men and mobility, and a pending
/// removal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

/// A Nines position that the generic search judges with the sparring evaluation.
/// Everything but the evaluation is the game's own.
pub type Sparring = Judged<Plain>;

/// Men and mobility of seat index `me`.
fn side_value(s: &Nines, me: usize) -> i32 {
    let empty = s.empty_mask();
    let mut pairs = 0;
    for p in crate::board::points(s.pieces[me]) {
        pairs += (p.neighbours() & empty).count_ones() as i32;
    }
    i32::from(s.men_of(me)) * MAN + pairs * PAIR
}

impl Judge for Plain {
    /// No endgame tables, no draw cue: only what its search finds.
    const HARDS_KNOWLEDGE: bool = false;

    fn evaluate(&self, s: &Nines, seat: Seat) -> i32 {
        let me = seat.index() & 1;
        let mut v = side_value(s, me) - side_value(s, 1 - me);
        if s.removal_due {
            v += if s.side() == seat { MAN } else { -MAN };
        }
        v
    }

    /// A forced single reply is followed one turn further, as those engines do; nothing
    /// else is added to the plain search.
    fn search_tuning() -> SearchTuning {
        SearchTuning {
            single_reply_extension: true,
            ..SearchTuning::NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Game, Heuristic};

    #[test]
    fn the_evaluation_counts_men_and_free_neighbours() {
        let rules = crate::Rules::client();
        let s = Judged(Nines::new(&rules, 0).unwrap(), Plain);
        assert_eq!(s.evaluate(Seat(0)), 0);
        let mut t = s.clone();
        // White on d6 (4 neighbours), Black on a7 (2): 2 pairs more for White.
        t.apply(t.parse_move("d6").unwrap());
        t.apply(t.parse_move("a7").unwrap());
        assert_eq!(t.evaluate(Seat(0)), 2 * PAIR);
        assert_eq!(t.evaluate(Seat(1)), -2 * PAIR);
    }
}
