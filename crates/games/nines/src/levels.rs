//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate does not depend on the search code). Levels are
//! defined by depth and node budgets, so a game with a fixed seed replays the same; the time
//! limit is only a safety cap for a loaded machine. Depth counts turns (a removal belongs to
//! the turn that closed the line), and the front-ends ask a level once a turn: the search at
//! the step chooses the removal too, and the catalog plays it without searching again
//! (`parlour_ai::TurnPlanner`). Each level differs from the next in how far it looks and
//! how much it errs, and [`describe`] says so in words, in every language (the rules screen
//! lists them after the rules):
//!
//! - **easy** looks one turn ahead (its own step, and the removal it brings) and misjudges
//!   every step by up to ±0.6 men at random: it takes a line when it sees one, but walks
//!   into traps and blockades;
//! - **medium** looks three turns ahead (its step, the reply, its next step) and errs by up
//!   to ±0.15 men: it sees simple threats and double threats coming;
//! - **hard** searches as deep as its budget of positions allows (typically 10 to 18 turns
//!   while placing and more while moving), and beyond that follows every line about to
//!   close for two more turns (a quiescence search, which easy and medium do without, so
//!   that they see exactly as far as they are said to) and makes no deliberate error. Its
//!   budget is 4 million positions a step while its choice is settled, and up to 8 million
//!   when it is not (a new best step, or the best step's value falling by a fifth of a man,
//!   from one depth to the next: [`parlour_core::Settling`]). Along the lines its opening
//!   book holds ([`crate::book`], at most the first seven turns) it plays the book's step,
//!   which a search of 20 million positions chose, without searching. Over positions of
//!   recorded games that came to 4 million on average (a third more than the old fixed 5
//!   million, whose searches often ended sooner too), 5.6 million while placing: about a
//!   second on one core of the 2-core machine of the measurements
//!   (`docs/measurements.md`), 1.5 s for 8 million, with a 1.8 s cap for a loaded machine.
//!   At smaller budgets the same rule won 56% of the points against the same mean number
//!   of positions spent evenly.
//!
//! Every level reads the [`crate::tablebase`] wherever its search meets a flying endgame
//! of the `standard` rules (3 men against 3 or 4), so all three play those perfectly, and
//! every level's search counts a position that comes back on the line it searches as a
//! draw (`SearchTuning::repetition_draws` in [`crate::eval`]'s tuning), whatever the rules
//! say of repetitions: a player that is ahead then looks for progress instead of shuttling.
//! A circle takes at least four turns, two of each side, so only hard looks deep enough
//! to meet one: easy and medium play as before.

use crate::eval::MAN;
use parlour_core::{Message, Settling};
use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Accept a draw at up to half a man ahead (draws by agreement: docs/rules/nines.md, "A game").
pub const DRAW_ACCEPT_MARGIN: i32 = MAN / 2;
/// With a draw cue (see `draw.rs`), accept or offer a draw within one man.
pub const DRAW_CUE_MARGIN: i32 = MAN;

/// Easy, medium and hard, weakest first.
pub const LEVELS: [Level; 3] = [
    Level {
        name: "easy",
        max_depth: 1,
        time_limit: Some(Duration::from_millis(1000)),
        node_limit: Some(5_000),
        tt_bits: 16,
        noise: 60,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
        quiescence: false,
        settling: None,
        book: false,
    },
    Level {
        name: "medium",
        max_depth: 3,
        time_limit: Some(Duration::from_millis(1000)),
        node_limit: Some(100_000),
        tt_bits: 18,
        noise: 15,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
        quiescence: false,
        settling: None,
        book: false,
    },
    Level {
        name: "hard",
        max_depth: 64,
        time_limit: Some(Duration::from_millis(1800)),
        node_limit: Some(8_000_000),
        tt_bits: 20,
        noise: 0,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
        quiescence: true,
        settling: Some(Settling {
            nodes: 4_000_000,
            drop: MAN / 5,
        }),
        book: true,
    },
];

/// The level called `name`, if there is one.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}

/// What a level does, in a sentence for the rules screen ([`crate::Rules::text`] lists the
/// levels after the rules): how far it looks and how much it errs, worked out from its
/// settings. (The endgame tables are not a level's: every search reads them.)
///
/// ```
/// use parlour_nines::{describe, level};
/// let m = describe(&level("easy").unwrap());
/// assert_eq!(m.key, "nines-level");
/// ```
pub fn describe(l: &Level) -> Message {
    // Budgets are whole millions; a smaller one reads as the nearest (at least 1).
    let millions = |n: u64| ((n + 500_000) / 1_000_000).max(1);
    // A settling level searches its smaller budget unless unsure of its step.
    let (usual, most) = match (l.settling, l.node_limit) {
        (Some(s), Some(n)) if s.nodes < n => (Some(s.nodes), Some(n)),
        (_, n) => (n, None),
    };
    let sight = match (l.max_depth, usual) {
        (d, _) if d < 20 => Message::new("nines-level-sight-turns").with("turns", d),
        (_, Some(n)) => {
            let m = Message::new(if l.quiescence {
                "nines-level-sight-budget-further"
            } else {
                "nines-level-sight-budget"
            });
            m.with("millions", millions(n))
        }
        (_, None) => Message::new("nines-level-sight-time"),
    };
    let unsure = match most {
        Some(n) if l.max_depth >= 20 => {
            Message::new("nines-level-settling").with("most", millions(n))
        }
        _ => Message::new("nines-level-settled"),
    };
    let error = if l.noise > 0 {
        // The noise in hundredths of a man is a percentage of a man.
        Message::new("nines-level-error").with("percent", l.noise * 100 / MAN)
    } else {
        Message::new("nines-level-no-error")
    };
    let book = if l.book {
        Message::new("nines-level-book").with("millions", millions(crate::book::NODES))
    } else {
        Message::new("nines-level-no-book")
    };
    Message::new("nines-level")
        .with("level", Message::new(format!("level-{}", l.name)))
        .with("sight", sight)
        .with("unsure", unsure)
        .with("book", book)
        .with("error", error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_described_and_the_levels_differ() {
        // Every language says it, with the level's own name, and no key or placeholder.
        let described: Vec<_> = LEVELS.iter().map(|l| (l.name, describe(l))).collect();
        let texts = parlour_testkit::check_levels_described(&described, "nines-level");
        assert!(
            texts[0].starts_with("easy: looks 1 turn ahead"),
            "{}",
            texts[0]
        );
        assert!(texts[0].contains("60% of a piece"), "{}", texts[0]);
        assert!(texts[1].contains("3 turns ahead"), "{}", texts[1]);
        assert!(
            texts[2].contains("4 million positions allow")
                && texts[2].contains("unsure of its step it searches up to 8 million")
                && texts[2].contains("opening book, each chosen by a search of 20 million"),
            "{}",
            texts[2]
        );
        // Each level looks further and errs less than the one before.
        for w in LEVELS.windows(2) {
            assert!(w[1].max_depth > w[0].max_depth && w[1].noise < w[0].noise);
            assert!(w[1].node_limit > w[0].node_limit);
        }
    }
}
