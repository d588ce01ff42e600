//! Nines: the generic alpha-beta with the Nines evaluation, at the crate's own levels,
//! asked once per turn, and the endgame tables of the `standard` rules.
//!
//! A step that closes a line is followed by a removal by the same player, and the search
//! already sees the two as one turn (its depth counts turns). Asked at each of them, it
//! would search the turn twice and take twice its time; the
//! [`TurnPlanner`](parlour_ai::TurnPlanner) searches at the step and plays the removal the
//! search chose with it, as Virus War does with its three sub-moves.

use super::Entry;
use parlour_core::{Bot, Difficulty};
use parlour_nines::Nines;

/// Nines in the catalog.
pub struct NinesEntry;

impl Entry for NinesEntry {
    type G = Nines;
    fn bot(level: Difficulty, seed: u64) -> Box<dyn Bot<Nines>> {
        super::once_a_turn(&parlour_nines::LEVELS, level, seed)
    }

    fn prepare() {
        // The flying endgames of the `standard` rules, worked out exactly (a few seconds);
        // the players use them from the moment they exist.
        let _ = parlour_nines::tablebase::standard();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Budget, Game};
    use parlour_nines::Rules;

    #[test]
    fn the_levels_search_once_a_turn_and_play_the_removal_they_chose() {
        // Easy's noise may make it miss the line; medium and hard close it.
        for level in [Difficulty::Medium, Difficulty::Hard] {
            let mut s = Nines::new(&Rules::client(), 0).unwrap();
            // White a7 d7, Black a4 b4: White closes the top line at g7, and then takes a
            // man from Black's threat.
            for step in ["a7", "a4", "d7", "b4"] {
                s.play(s.parse_move(step).unwrap()).unwrap();
            }
            // Hard would play a position of its opening book without searching.
            let book = parlour_nines::book::Book::for_rules(&Rules::client()).unwrap();
            assert_eq!(
                book.lookup(&s),
                None,
                "the test needs a position outside the book"
            );
            let mut bot = NinesEntry::bot(level, 1);
            let step = bot.choose(&s, &Budget::unlimited()).unwrap();
            assert_eq!(s.format_move(step), "g7", "{level:?}");
            assert!(bot.stats().nodes > 0, "{level:?}: the step is searched");
            s.play(step).unwrap();
            let removal = bot.choose(&s, &Budget::unlimited()).unwrap();
            assert_eq!(
                bot.stats().nodes,
                0,
                "{level:?}: the removal is not searched again"
            );
            assert!(
                matches!(s.format_move(removal).as_str(), "xa4" | "xb4"),
                "{level:?}: {}",
                s.format_move(removal)
            );
        }
    }
}
