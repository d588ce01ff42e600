//! The computer levels, as plain settings for the generic alpha-beta of `parlour-ai`.
//!
//! A [`Level`] is `parlour_core::SearchLevel`, plain data that `parlour_ai::AlphaBeta`
//! searches with as it is (this crate does not depend on the search code):
//!
//! ```ignore
//! let bot = AlphaBeta::<Isolo>::new(parlour_isolo::levels::level("hard").unwrap(), seed);
//! ```
//!
//! A level is a search depth (in turns) with a node budget, so a seeded game replays the
//! same; the time limit is only a safety cap. Noise (in evaluation units: a seed is worth
//! 4, an occupied hole 6) makes the easy level err, and on the others only breaks
//! near-ties, so that different seeds give different games; it never hides a proven win.
//! Isolo has no draw offers, so the draw margins are unused.
//!
//! [`describe`] says what each level does, in every language, from these settings (the
//! rules screen lists the levels after the rules):
//!
//! - **easy** looks 2 moves ahead (its move and the reply) and misjudges each move by up
//!   to 3 seeds at random;
//! - **medium** looks 4 moves ahead (2 of its own and 2 replies), within 1 seed;
//! - **hard** looks 8 moves ahead (4 of each), within half a seed.
//!
//! The node budgets are not said: no level comes near its budget (in a check of 2026-12-02
//! on 16 and 8 holes, every search that did not stop at a proven result finished its full
//! depth well under its budget), so the depth is what a level sees.

use crate::heuristic::SEED;
use parlour_core::Message;
use std::time::Duration;

/// One computer level: the plain settings the generic alpha-beta searches with.
pub type Level = parlour_core::SearchLevel;

/// Easy, medium and hard, weakest first.
pub const LEVELS: [Level; 3] = [
    // Sees its move and the reply, and errs by up to three seeds.
    Level {
        name: "easy",
        max_depth: 2,
        time_limit: Some(Duration::from_millis(250)),
        node_limit: Some(20_000),
        tt_bits: 16,
        noise: 12,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
        quiescence: true,
        settling: None,
        book: false,
    },
    // Two moves each.
    Level {
        name: "medium",
        max_depth: 4,
        time_limit: Some(Duration::from_secs(1)),
        node_limit: Some(200_000),
        tt_bits: 18,
        noise: 4,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
        quiescence: true,
        settling: None,
        book: false,
    },
    // Four moves each: on 16-hole rows about 0.1 s a move on one core.
    Level {
        name: "hard",
        max_depth: 8,
        time_limit: Some(Duration::from_secs(2)),
        node_limit: Some(1_000_000),
        tt_bits: 20,
        noise: 2,
        width: None,
        root_width: None,
        draw_accept_margin: 0,
        draw_cue_margin: 0,
        quiescence: true,
        settling: None,
        book: false,
    },
];

/// The level with this name (`easy`, `medium`, `hard`), if any.
///
/// ```
/// assert_eq!(parlour_isolo::levels::level("hard").unwrap().max_depth, 8);
/// assert!(parlour_isolo::levels::level("expert").is_none());
/// ```
pub fn level(name: &str) -> Option<Level> {
    LEVELS.iter().find(|l| l.name == name.trim()).cloned()
}

/// What a level does, in a sentence for the rules screen (the rules text lists the levels
/// after the rules): how many moves ahead it looks and how much it errs on purpose, worked
/// out from its settings. Noise is said in seeds (a seed is worth `SEED` in the
/// evaluation), to the nearest half seed.
///
/// ```
/// use parlour_isolo::levels::{describe, level};
/// let m = describe(&level("hard").unwrap());
/// assert_eq!(m.key, "isolo-level");
/// ```
pub fn describe(l: &Level) -> Message {
    let moves = l.max_depth.max(1);
    let sight = Message::new("isolo-level-sight")
        .with("moves", moves)
        .with("own", moves.div_ceil(2))
        .with("replies", moves / 2);
    // Half seeds, rounded to the nearest (at least one: any noise is said).
    let halves = ((2 * l.noise + SEED / 2) / SEED).max(1);
    let error = match l.noise {
        n if n <= 0 => Message::new("isolo-level-no-error"),
        _ if halves == 1 => Message::new("isolo-level-error-half"),
        _ if halves % 2 == 0 => Message::new("isolo-level-error").with("seeds", halves / 2),
        _ => Message::new("isolo-level-error-and-half").with("seeds", halves / 2),
    };
    Message::new("isolo-level")
        .with("level", Message::new(format!("level-{}", l.name)))
        .with("sight", sight)
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
        let english = parlour_testkit::check_levels_described(&described, "isolo-");
        assert_eq!(
            english[0],
            "easy: looks 2 moves ahead (its move and the reply), and misjudges each move \
             by up to 3 seeds at random."
        );
        assert!(english[1].contains("4 moves ahead (2 of its own and 2 replies)"));
        assert!(
            english[1].contains("up to 1 seed at random"),
            "{}",
            english[1]
        );
        assert!(english[2].contains("8 moves ahead (4 of its own and 4 replies)"));
        assert!(english[2].contains("half a seed"), "{}", english[2]);
        // Each level looks further and errs less than the one before.
        for w in LEVELS.windows(2) {
            assert!(w[1].max_depth > w[0].max_depth && w[1].noise < w[0].noise);
        }
    }

    #[test]
    fn the_noise_is_said_to_the_nearest_half_seed() {
        let said = |noise: i32| {
            let l = Level {
                noise,
                ..LEVELS[0].clone()
            };
            say(Lang::En, &describe(&l))
        };
        assert!(said(0).ends_with("makes no deliberate error."));
        assert!(said(1).contains("up to half a seed"));
        assert!(said(4).contains("up to 1 seed at"));
        assert!(said(10).contains("up to 2.5 seeds"));
        assert!(said(12).contains("up to 3 seeds"));
        assert!(say(Lang::Ru, &describe(&LEVELS[0])).contains("до 3 семян"));
    }
}
