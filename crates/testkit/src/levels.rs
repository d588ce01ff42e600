//! The check every game's descriptions of its computer levels pass (the rules screen lists
//! them after the rules, in every language).

use parlour_core::Message;
use parlour_i18n::{Lang, names, say};

/// Checks `described`, one message per computer level, weakest first, with each level's
/// name: in every language each text starts with the level's own name (`level-<name>`),
/// leaves no catalogue key (nothing starting `key_prefix`) or placeholder (`{`) unfilled,
/// and no two levels read the same. Returns the English texts, for the game's own checks
/// of what they say.
///
/// ```
/// use parlour_core::Message;
/// let levels = [("easy", "nines-level-no-error"), ("hard", "nines-levels")];
/// let described: Vec<(&str, Message)> = levels
///     .iter()
///     .map(|&(name, key)| (name, Message::new("nines-level")
///         .with("level", Message::new(format!("level-{name}")))
///         .with("sight", Message::new(key))
///         .with("unsure", "")
///         .with("book", "")
///         .with("error", "")))
///     .collect();
/// let english = parlour_testkit::check_levels_described(&described, "nines-level");
/// assert!(english[0].starts_with("easy: "));
/// ```
pub fn check_levels_described(described: &[(&str, Message)], key_prefix: &str) -> Vec<String> {
    let mut english = Vec::new();
    for lang in Lang::ALL {
        let texts: Vec<String> = described.iter().map(|(_, m)| say(lang, m)).collect();
        for ((name, _), t) in described.iter().zip(&texts) {
            let said = names::level(lang, name);
            assert!(t.starts_with(&format!("{said}: ")), "{lang:?}: {t}");
            assert!(
                !t.contains(key_prefix) && !t.contains('{'),
                "{lang:?}: a key or placeholder is left in {t}"
            );
        }
        for (i, a) in texts.iter().enumerate() {
            assert!(
                !texts[i + 1..].contains(a),
                "{lang:?}: two levels read the same: {a}"
            );
        }
        if lang == Lang::En {
            english = texts;
        }
    }
    english
}

/// Checks that a game's rules text, as each language shows it, holds every one of the
/// level descriptions `levels` (compared word by word: the rules wrap each paragraph).
pub fn check_rules_show_levels(text: &parlour_core::RulesText, levels: &[Message]) {
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    for lang in Lang::ALL {
        let shown = words(&parlour_i18n::rules(lang, text));
        for m in levels {
            let said = words(&say(lang, m));
            assert!(shown.contains(&said), "{lang:?}: {said} is not in {shown}");
        }
    }
}
