//! The rules as a player reads them at the start of a game (`parlour rules isolo`): the
//! document of each language (`rules/<lang>.md`, beside this crate), then what the chosen
//! row length makes of it, and last the computer levels ([`crate::levels::describe`]).

use crate::params::IsoloParams;
use crate::proof::forced_opening_win;
use parlour_core::{Message, RulesText};

/// The rules documents, English first.
pub(crate) const DOCUMENTS: &[(&str, &str)] = &[
    ("en", include_str!("../rules/en.md")),
    ("vi", include_str!("../rules/vi.md")),
    ("ru", include_str!("../rules/ru.md")),
];

/// The rules for rows of `params.holes` holes: the row length and its endholes, what
/// search proved about the opening where it proved something, the cap of games without
/// people, and last the computer levels: how far each looks and how much it errs.
pub(crate) fn rules_text(params: &IsoloParams) -> RulesText {
    let n = params.holes;
    let mut variant = vec![
        Message::new("isolo-rules-holes")
            .with("holes", n)
            .with("before-last", n - 1),
    ];
    if let Some(plies) = forced_opening_win(n) {
        variant.push(
            Message::new("isolo-rules-forced")
                .with("holes", n)
                .with("plies", plies)
                .with("moves", plies.div_ceil(2)),
        );
    }
    if let Some(cap) = params.ply_cap {
        variant.push(Message::new("isolo-rules-cap").with("cap", cap));
    }
    variant.push(Message::new("isolo-levels"));
    variant.extend(crate::levels::LEVELS.iter().map(crate::levels::describe));
    RulesText {
        documents: DOCUMENTS,
        variant,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variant_says_its_row_and_what_search_proved() {
        let keys = |holes: u8| -> Vec<String> {
            rules_text(&IsoloParams::with_holes(holes))
                .variant
                .iter()
                .map(|m| m.key.to_string())
                .filter(|k| !k.starts_with("isolo-level"))
                .collect()
        };
        assert_eq!(keys(16), ["isolo-rules-holes"]);
        assert_eq!(keys(8), ["isolo-rules-holes", "isolo-rules-forced"]);
        let eight = rules_text(&IsoloParams::with_holes(8));
        assert_eq!(
            eight.variant[1],
            Message::new("isolo-rules-forced")
                .with("holes", 8u8)
                .with("plies", 5u32)
                .with("moves", 3u32)
        );
        let automated = rules_text(&IsoloParams::with_holes(16).automated());
        let cap = automated.variant.len() - 2 - crate::levels::LEVELS.len();
        assert_eq!(automated.variant[cap].key, "isolo-rules-cap");
    }

    #[test]
    fn the_rules_end_with_the_computer_levels() {
        for holes in [16, 8] {
            let text = rules_text(&IsoloParams::with_holes(holes));
            let n = text.variant.len();
            let levels = crate::levels::LEVELS.len();
            assert_eq!(text.variant[n - levels - 1].key, "isolo-levels");
            assert!(
                text.variant[n - levels..]
                    .iter()
                    .all(|m| m.key == "isolo-level")
            );
        }
        let text = rules_text(&IsoloParams::default());
        let levels: Vec<_> = crate::levels::LEVELS
            .iter()
            .map(crate::levels::describe)
            .collect();
        parlour_testkit::check_rules_show_levels(&text, &levels);
        for lang in parlour_i18n::Lang::ALL {
            let shown = parlour_i18n::rules(lang, &text);
            assert!(shown.lines().all(|l| l.chars().count() <= 80), "{shown}");
        }
    }
}
