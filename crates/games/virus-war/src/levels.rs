//! The three computer levels, as settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate may not depend on the search code):
//!
//! ```
//! use parlour_ai::AlphaBeta;
//! use parlour_core::{Bot, Budget, Game};
//! use parlour_virus_war::{VirusWar, levels};
//!
//! let mut bot = AlphaBeta::<VirusWar>::new(levels::level("easy").unwrap(), 42);
//! let game = VirusWar::new(&Default::default(), 0).unwrap();
//! let first = bot.choose(&game, &Budget::unlimited()).unwrap();
//! assert!(game.legal_moves().contains(&first));
//! ```
//!
//! A level is mainly a search budget (depth in turns and a node limit, so a seeded game
//! replays exactly); the time limit is only a safety cap on a slow or busy machine. Every
//! level keeps all kills and the pass at every node (they are forcing), so each one takes a
//! winning kill when there is one.
//!
//! [`describe`] says what each level does, in every language, from these settings (the
//! rules screen lists the levels after the rules): how many turns it looks ahead, how many
//! cells to grow on it weighs for the first sub-move of its turn and for every sub-move
//! after that, and how much it errs on purpose, in kills (a kill is worth 50 in the
//! evaluation, easy's noise 40: "80% of a kill"). The node budgets are not said: no level
//! comes near its budget (in a check of 2026-12-02, every search that did not stop at a
//! proven result finished its full depth well under it), so the depth is what it sees.

use crate::eval::W_KILL;
use parlour_core::Message;
use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Easy: looks at its own turn only (depth 1), keeps 4 candidate cells per sub-move (6 at
/// the root) besides kills and the pass, and adds ±40 of noise to root values (almost a kill's
/// worth), so it often picks a plausible but not the best cell.
pub const EASY: Level = Level {
    name: "easy",
    max_depth: 1,
    time_limit: Some(Duration::from_millis(200)),
    node_limit: Some(20_000),
    tt_bits: 16,
    noise: 40,
    width: Some(4),
    root_width: Some(6),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
    settling: None,
    book: false,
};

/// Medium: its own turn and the opponent's reply (depth 2), 8 candidate cells per sub-move
/// (12 at the root) besides kills and the pass, no noise.
pub const MEDIUM: Level = Level {
    name: "medium",
    max_depth: 2,
    time_limit: Some(Duration::from_millis(1000)),
    node_limit: Some(200_000),
    tt_bits: 20,
    noise: 0,
    width: Some(8),
    root_width: Some(12),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
    settling: None,
    book: false,
};

/// Hard: iterative deepening to three turns (own, reply, own), 12 candidate cells per
/// sub-move (16 at the root) besides kills and the pass, no noise. Width buys more strength
/// than depth here: in our arena a fourth turn at width 6 lost to three turns at width 8.
pub const HARD: Level = Level {
    name: "hard",
    max_depth: 3,
    time_limit: Some(Duration::from_millis(1800)),
    node_limit: Some(2_000_000),
    tt_bits: 21,
    noise: 0,
    width: Some(12),
    root_width: Some(16),
    draw_accept_margin: 0,
    draw_cue_margin: 0,
    quiescence: true,
    settling: None,
    book: false,
};

/// Every level, easiest first.
pub const LEVELS: [Level; 3] = [EASY, MEDIUM, HARD];

/// The level with this name (`easy`, `medium`, `hard`), if any.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}

/// What a level does, in a sentence for the rules screen (the rules text lists the levels
/// after the rules): how many turns ahead it looks, how many cells to grow on it weighs
/// (kills and the pass are always weighed, whatever the width) and how much it errs on
/// purpose, worked out from its settings.
///
/// ```
/// use parlour_virus_war::levels::{EASY, describe};
/// assert_eq!(describe(&EASY).key, "virus-level");
/// ```
pub fn describe(l: &Level) -> Message {
    let sight = Message::new("virus-level-sight").with("turns", l.max_depth.max(1));
    let width = match (l.root_width, l.width) {
        (Some(first), Some(later)) => Message::new("virus-level-width")
            .with("first", first)
            .with("later", later),
        (Some(first), None) => Message::new("virus-level-width-first").with("first", first),
        (None, Some(later)) => Message::new("virus-level-width-later").with("later", later),
        (None, None) => Message::new("virus-level-width-all"),
    };
    let error = if l.noise > 0 {
        // The noise as a percentage of a kill (at least 1: any noise is said).
        Message::new("virus-level-error").with("percent", (l.noise * 100 / W_KILL).max(1))
    } else {
        Message::new("virus-level-no-error")
    };
    Message::new("virus-level")
        .with("level", Message::new(format!("level-{}", l.name)))
        .with("sight", sight)
        .with("width", width)
        .with("error", error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_i18n::{Lang, say};

    #[test]
    fn every_level_is_described_and_the_levels_differ() {
        // Every language says it, with the level's own name, and no key or placeholder.
        let described: Vec<_> = LEVELS.iter().map(|l| (l.name, describe(l))).collect();
        let english = parlour_testkit::check_levels_described(&described, "virus-");
        assert!(
            english[0].starts_with(
                "easy: looks at its own turn only, weighing the 6 most promising cells"
            ),
            "{}",
            english[0]
        );
        assert!(english[0].contains("80% of a kill"), "{}", english[0]);
        assert!(english[1].contains("2 turns ahead"), "{}", english[1]);
        assert!(english[1].contains("12 most promising cells") && english[1].contains("and 8 for"));
        assert!(english[2].contains("3 turns ahead"), "{}", english[2]);
        assert!(english[2].contains("no deliberate error"), "{}", english[2]);
        // Each level looks further and weighs more cells than the one before.
        for w in LEVELS.windows(2) {
            assert!(w[1].max_depth > w[0].max_depth && w[1].noise <= w[0].noise);
            assert!(w[1].width > w[0].width && w[1].root_width > w[0].root_width);
        }
    }

    #[test]
    fn other_widths_are_said_too() {
        for (root_width, width) in [(Some(5), None), (None, Some(3)), (None, None)] {
            let l = Level {
                root_width,
                width,
                ..HARD
            };
            for lang in Lang::ALL {
                let t = say(lang, &describe(&l));
                assert!(!t.contains("virus-") && !t.contains('{'), "{lang:?}: {t}");
            }
        }
    }
}
