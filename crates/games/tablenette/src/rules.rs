//! The rules as players read them (`parlour rules tablenette`): the document of each
//! language (`rules/<lang>.md`, beside this crate), then how this variant ends, and last
//! the computer levels ([`crate::bots::describe`]).

use crate::state::TablenetteParams;
use parlour_core::{Difficulty, Message, RulesText};

/// The rules documents, English first.
pub(crate) const DOCUMENTS: &[(&str, &str)] = &[
    ("en", include_str!("../rules/en.md")),
    ("vi", include_str!("../rules/vi.md")),
    ("ru", include_str!("../rules/ru.md")),
];

/// The rules for these parameters: the documents, then the end of the game (over 251, or
/// a single hand), the hand limit of computer-only games, and last the computer levels.
pub(crate) fn text(params: &TablenetteParams) -> RulesText {
    let mut variant = vec![Message::new(if params.single_hand {
        "tablenette-rules-hand"
    } else {
        "tablenette-rules-game"
    })];
    if let Some(limit) = params.hand_limit {
        variant.push(Message::new("tablenette-rules-limit").with("limit", limit));
    }
    variant.push(Message::new("tablenette-levels"));
    variant.extend(Difficulty::ALL.map(crate::bots::describe));
    RulesText {
        documents: DOCUMENTS,
        variant,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_i18n::Lang;

    #[test]
    fn rules_fit_80_columns_in_every_language() {
        for p in [
            TablenetteParams::default(),
            TablenetteParams {
                single_hand: true,
                hand_limit: Some(200),
            },
        ] {
            for lang in Lang::ALL {
                let text = parlour_i18n::rules(lang, &text(&p));
                for line in text.lines() {
                    assert!(line.chars().count() <= 80, "too long ({lang}): {line}");
                }
            }
        }
    }

    #[test]
    fn the_variant_says_how_the_game_ends() {
        let keys = |p: &TablenetteParams| -> Vec<String> {
            text(p)
                .variant
                .iter()
                .map(|m| m.key.to_string())
                .filter(|k| !k.starts_with("tablenette-level"))
                .collect()
        };
        assert_eq!(
            keys(&TablenetteParams::default()),
            ["tablenette-rules-game"]
        );
        let hand = TablenetteParams {
            single_hand: true,
            hand_limit: Some(200),
        };
        assert_eq!(
            keys(&hand),
            ["tablenette-rules-hand", "tablenette-rules-limit"]
        );
    }

    #[test]
    fn the_rules_end_with_the_computer_levels() {
        let t = text(&TablenetteParams::default());
        let keys: Vec<&str> = t.variant.iter().map(|m| m.key.as_ref()).collect();
        assert_eq!(
            keys[keys.len() - 4..],
            [
                "tablenette-levels",
                "tablenette-level-easy",
                "tablenette-level-medium",
                "tablenette-level-hard"
            ]
        );
        parlour_testkit::check_rules_show_levels(&t, &Difficulty::ALL.map(crate::bots::describe));
    }
}
