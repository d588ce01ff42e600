//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate does not depend on the search code). Levels are
//! defined by depth and node budgets, so a game with a fixed seed replays the same; the time
//! limit is only a safety cap for a loaded machine. Depth counts turns (a removal belongs to
//! the turn that closed the line), and the front-ends ask a level once a turn: the search at
//! the step chooses the removal too, and the catalog plays it without searching again
//! (`parlour_ai::TurnPlanner`). Each level differs from the next in how far it looks and
//! how much it errs, and [`describe`] says so in words (the rules screen lists them):
//!
//! - **easy** looks one turn ahead (its own step, and the removal it brings) and misjudges
//!   every step by up to ±0.6 men at random: it takes a line when it sees one, but walks
//!   into traps and blockades;
//! - **medium** looks three turns ahead (its step, the reply, its next step) and errs by up
//!   to ±0.15 men: it sees simple threats and double threats coming;
//! - **hard** searches as deep as its budget of positions allows (typically 10 to 18 turns
//!   while placing and more while moving), and beyond that follows every line about to
//!   close for two more turns (a quiescence search, which easy and medium do without, so
//!   that they see exactly as far as they are said to), makes no deliberate error, and
//!   plays the flying endgames of the `standard` rules (3 men against 3 or 4) perfectly
//!   from the [`crate::tablebase`]. Its budget is 5 million positions: about a second on
//!   one core of the 2-core machine of the measurements (`docs/measurements.md`), with a
//!   1.8 s cap for a loaded machine.

use crate::eval::MAN;
use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Accept a draw at up to half a man ahead (rules file §3.5).
pub const DRAW_ACCEPT_MARGIN: i32 = MAN / 2;
/// With a draw cue, accept or offer a draw within one man (rules file §3.5).
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
    },
    Level {
        name: "hard",
        max_depth: 64,
        time_limit: Some(Duration::from_millis(1800)),
        node_limit: Some(5_000_000),
        tt_bits: 20,
        noise: 0,
        width: None,
        root_width: None,
        draw_accept_margin: DRAW_ACCEPT_MARGIN,
        draw_cue_margin: DRAW_CUE_MARGIN,
        quiescence: true,
    },
];

/// The level called `name`, if there is one.
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}

/// What a level does, in a sentence for the rules screen: how far it looks and how much it
/// errs, worked out from its settings.
pub fn describe(l: &Level) -> String {
    let sight = match l.max_depth {
        1 => "looks 1 turn ahead (its own step and the removal it brings)".to_string(),
        2 => "looks 2 turns ahead (its step and the reply)".to_string(),
        3 => "looks 3 turns ahead (its step, the reply and its next step)".to_string(),
        d if d < 20 => format!("looks {d} turns ahead"),
        _ => match l.node_limit {
            Some(n) => format!(
                "looks as far ahead as {} positions allow (about 10 to 18 turns while \
                 placing, more while moving), and a line about to close 2 turns further",
                millions(n)
            ),
            None => "looks as far ahead as its time allows".to_string(),
        },
    };
    let error = if l.noise > 0 {
        format!(
            "and misjudges each step by up to {:.2} men at random",
            f64::from(l.noise) / f64::from(MAN)
        )
    } else {
        "and makes no deliberate error".to_string()
    };
    let mut s = format!("{}: {sight}, {error}", l.name);
    if l.max_depth >= 20 {
        s.push_str("; under the standard rules it plays the flying endgames of 3 men against 3 or 4 perfectly");
    }
    s.push('.');
    s
}

fn millions(n: u64) -> String {
    if n >= 1_000_000 {
        let m = n as f64 / 1e6;
        format!(
            "{} million",
            if m.fract() == 0.0 {
                format!("{m:.0}")
            } else {
                format!("{m:.1}")
            }
        )
    } else {
        format!("{n}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_described_and_the_levels_differ() {
        let texts: Vec<String> = LEVELS.iter().map(describe).collect();
        assert!(
            texts[0].starts_with("easy: looks 1 turn ahead"),
            "{}",
            texts[0]
        );
        assert!(texts[0].contains("0.60 men"), "{}", texts[0]);
        assert!(texts[1].contains("3 turns ahead"), "{}", texts[1]);
        assert!(texts[2].contains("5 million positions"), "{}", texts[2]);
        assert!(texts[2].contains("flying endgames"), "{}", texts[2]);
        // Each level looks further and errs less than the one before.
        for w in LEVELS.windows(2) {
            assert!(w[1].max_depth > w[0].max_depth && w[1].noise < w[0].noise);
            assert!(w[1].node_limit > w[0].node_limit);
        }
    }
}
