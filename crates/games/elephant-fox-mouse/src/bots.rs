//! Computer players, from a careless beginner to perfect play.
//!
//! - [`EasyBot`]: eats when it can, otherwise wanders at random without stepping next to
//!   its predator.
//! - medium: the generic paranoid search of `parlour-ai` (`parlour_ai::Paranoid`) at
//!   [`MEDIUM`](crate::heuristic::MEDIUM): it looks a few plies ahead, assuming the two
//!   others play together against it, with this crate's evaluation of distances and
//!   mobility ([`heuristic`](crate::heuristic)).
//! - [`HardBot`]: uses the exact [`Solution`]: it takes a forced win, never
//!   walks into a forced loss, keeps two-against-one doom far away, and otherwise hunts by
//!   the odds and sets traps where a careless prey walks into a lost position.
//!
//! All three are pure computation and reproducible: a seed decides every random choice.
//!
//! **Draws.** A draw by agreement needs all three seats. Every level accepts an offer once
//! the chase has gone on for [`DRAW_AFTER_PLIES`], unless its animal can force a win from
//! the position ([`accepts_draw`]): with perfect play the chase is endless, so holding out
//! is worth it only with a forced win in hand.
//! None of them offers a draw itself.
//!
//! [`describe`] says what each level does, in every language, for the rules screen (which
//! lists the levels after the rules); the numbers in it are the settings: medium's depth
//! ([`MEDIUM`](crate::heuristic::MEDIUM)`.max_depth`) and hard's [`SAFE_MARGIN`].

mod easy;
mod hard;

pub use easy::EasyBot;
pub use hard::{HardBot, SAFE_MARGIN};

use crate::{Animal, ElephantFoxMouse, Solution};
use parlour_core::{Difficulty, Message, Seat};

/// How many plies a game must have gone on before a computer player accepts a draw: ten
/// rounds. Accepted at once, an offer let a person walk away from any chase (and farm rated
/// draws against the computers) before it had begun; the rules say this number.
pub const DRAW_AFTER_PLIES: u32 = 30;

/// Whether a computer player in `seat` accepts a draw offered in `state`: once the chase
/// has gone on for [`DRAW_AFTER_PLIES`], unless its animal can force a win
/// ([`Solution::forced_win`]).
pub fn accepts_draw(state: &ElephantFoxMouse, seat: Seat) -> bool {
    if state.ply() < DRAW_AFTER_PLIES {
        return false;
    }
    match Animal::from_seat(seat) {
        Some(me) if state.animal_to_move().is_some() => {
            Solution::get().forced_win(state, me).is_none()
        }
        _ => false,
    }
}

/// What a level does, in a sentence or two for the rules screen (the rules text lists the
/// levels after the rules), with the numbers of its settings: easy's greed and nerves,
/// medium's depth ([`MEDIUM`](crate::heuristic::MEDIUM)), hard's exact solution and its
/// [`SAFE_MARGIN`].
///
/// ```
/// use parlour_core::Difficulty;
/// use parlour_elephant_fox_mouse::bots::describe;
/// assert_eq!(describe(Difficulty::Hard).key, "efm-level-hard");
/// ```
pub fn describe(level: Difficulty) -> Message {
    let m = match level {
        Difficulty::Easy => Message::new("efm-level-easy"),
        Difficulty::Medium => {
            Message::new("efm-level-medium").with("moves", crate::heuristic::MEDIUM.max_depth)
        }
        Difficulty::Hard => Message::new("efm-level-hard").with("margin", SAFE_MARGIN),
    };
    m.with("level", Message::new(format!("level-{}", level.name())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_i18n::{Lang, say};

    #[test]
    fn every_level_is_described_and_the_levels_differ() {
        // Every language says it, with the level's own name, and no key or placeholder.
        let described = Difficulty::ALL.map(|d| (d.name(), describe(d)));
        let english = parlour_testkit::check_levels_described(&described, "efm-");
        assert!(
            english[0].starts_with("easy: eats its prey"),
            "{}",
            english[0]
        );
        assert!(english[1].contains("4 moves ahead"), "{}", english[1]);
        assert!(english[2].contains("at least 8 moves"), "{}", english[2]);
    }

    /// The numbers said are the settings: another depth or margin changes the words.
    #[test]
    fn the_numbers_are_the_settings() {
        let medium = say(Lang::En, &describe(Difficulty::Medium));
        let depth = crate::heuristic::MEDIUM.max_depth;
        assert!(medium.contains(&format!("{depth} moves ahead")), "{medium}");
        let hard = say(Lang::En, &describe(Difficulty::Hard));
        assert!(
            hard.contains(&format!("at least {SAFE_MARGIN} moves")),
            "{hard}"
        );
        let other = |moves: u32| {
            let m = Message::new("efm-level-medium")
                .with("moves", moves)
                .with("level", Message::new("level-medium"));
            Lang::ALL.map(|lang| say(lang, &m))
        };
        for t in other(6) {
            assert!(t.contains('6') && !t.contains('{'), "{t}");
        }
    }
}
