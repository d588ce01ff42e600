//! # parlour-i18n: Parlour's words, in English, Vietnamese and Russian
//!
//! The rules crates and the table driver say things as data ([`Message`]: a key and its
//! values); the front-ends put them into words here, in their reader's language. The words
//! are [Fluent](https://projectfluent.org) catalogues: `locales/<lang>/*.ftl` in this crate
//! for what every front-end shares (seats, results, errors, the console and the TCP door;
//! `moves.ftl`: refused moves, draw offers and tables; `records.ftl`: `parlour records`
//! and a recorded game as text), and
//! `crates/games/<game>/locales/<lang>.ftl` beside each game for its moves, its errors, its
//! drawing and what its variants set. A game's rules text is a document per language,
//! `crates/games/<game>/rules/<lang>.md`, which the game embeds ([`RulesText`]). Fluent chooses plural forms by the language's own rules (1 семя, 2 семени,
//! 5 семян).
//!
//! ```
//! use parlour_core::{Arg, Message};
//! use parlour_i18n::{Lang, say};
//! let m = Message::new("result-wins").with("name", "ann");
//! assert_eq!(say(Lang::En, &m), "ann wins");
//! assert_eq!(say(Lang::Ru, &m), "ann побеждает");
//! ```
//!
//! `tests/catalogues.rs` checks that every language has every key with the same
//! placeholders, and that every key is used by some code.
//!
//! ## What is translated, and what stays as it is
//!
//! - Everything a person reads: rules texts (a document per language beside each game,
//!   `crates/games/<game>/rules/<lang>.md`, written for players of that language, not word
//!   for word; see [`rules`]), move explanations ([`lines`]: one message per line, such as
//!   one per Isolo lap), errors (every error a person can cause implements
//!   [`parlour_core::Describe`]), outcome reasons ([`names::reason`]) and the words of the
//!   console drawings (a game's `render` takes a [`Words`], which [`Lang`] is).
//! - Not translated: move notation (`d6-d5`, `3`, `KC:QD`, `f6*`), position texts, the
//!   board coordinates in drawings, the protocol's tags and keywords (`MOVE`, `PLAY`, the
//!   JSON message types and error codes), and variant ids (`16-holes`): they are what
//!   people type and programs read, the same in every language. The `Display` of an error
//!   is a lowercase English line for logs; people read its [`parlour_core::Describe`]
//!   message.
//! - Names are those players know: «Мельница» (Nines), "Voi Cáo Chuột" / Voi, Cáo, Chuột,
//!   «Война вирусов» with крестики / нолики; a game's own file uses the names of
//!   `common.ftl` (`seat-…`, `game-name-…`).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use parlour_core::{Arg, Message, RulesText, Words};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A language Parlour speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Vietnamese (Tiếng Việt).
    Vi,
    /// Russian (Русский).
    Ru,
}

impl Lang {
    /// Every language, in the order the switches list them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Vi, Lang::Ru];

    /// What goes between groups of three digits in a large number: `8,000` in English,
    /// `8.000` in Vietnamese, `8 000` (a no-break space) in Russian. Catalogues ask for it
    /// with `{ GROUPED($n) }`.
    pub fn thousands_separator(self) -> &'static str {
        match self {
            Lang::En => ",",
            Lang::Vi => ".",
            Lang::Ru => "\u{a0}",
        }
    }

    /// The language's code: `"en"`, `"vi"`, `"ru"`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself: `"Tiếng Việt"`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Vi => "Tiếng Việt",
            Lang::Ru => "Русский",
        }
    }

    /// Reads a language tag or a locale name: `"vi"`, `"ru-RU"`, `"vi_VN.UTF-8"`, `"EN"`.
    /// `None` for a language Parlour does not speak (and for `C` or `POSIX`).
    ///
    /// ```
    /// use parlour_i18n::Lang;
    /// assert_eq!(Lang::parse("vi_VN.UTF-8"), Some(Lang::Vi));
    /// assert_eq!(Lang::parse("ru-RU"), Some(Lang::Ru));
    /// assert_eq!(Lang::parse("C.UTF-8"), None);
    /// ```
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of the environment, as GNU programs read it: the first language of
    /// `LANGUAGE` (a list, `ru:en`) that Parlour speaks, unless the locale is `C` or
    /// `POSIX`; else the locale, `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first that
    /// is set and not empty); English when it names no language Parlour speaks.
    ///
    /// ```
    /// use parlour_i18n::Lang;
    /// let env = |vars: &'static [(&str, &str)]| {
    ///     move |name: &str| vars.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
    /// };
    /// assert_eq!(Lang::from_locale_vars(env(&[("LANG", "vi_VN.UTF-8")])), Lang::Vi);
    /// assert_eq!(Lang::from_locale_vars(env(&[("LANGUAGE", "de:ru"), ("LANG", "en_GB.UTF-8")])), Lang::Ru);
    /// assert_eq!(Lang::from_locale_vars(env(&[("LANGUAGE", "ru"), ("LC_ALL", "C.UTF-8")])), Lang::En);
    /// ```
    pub fn from_env() -> Lang {
        Lang::named_by_env().unwrap_or_default()
    }

    /// The language the environment names, if it names one Parlour speaks (see
    /// [`Lang::from_env`]); `None` where English is only the default.
    pub fn named_by_env() -> Option<Lang> {
        Lang::named_by_locale_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] with the variables read by `get` (for tests).
    pub fn from_locale_vars(get: impl Fn(&str) -> Option<String>) -> Lang {
        Lang::named_by_locale_vars(get).unwrap_or_default()
    }

    /// [`Lang::named_by_env`] with the variables read by `get`.
    fn named_by_locale_vars(get: impl Fn(&str) -> Option<String>) -> Option<Lang> {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&get)
            .find(|v| !v.is_empty());
        // The C locale asks for the program's own words: `LANGUAGE` is not read then.
        let plain = locale.as_deref().is_some_and(|l| {
            let name = l.split(['.', '@']).next().unwrap_or("");
            name == "C" || name == "POSIX"
        });
        let listed = get("LANGUAGE")
            .filter(|_| !plain)
            .and_then(|list| list.split(':').find_map(Lang::parse));
        listed.or_else(|| locale.and_then(|v| Lang::parse(&v)))
    }

    /// The language's place in [`Lang::ALL`], for a table of something per language.
    ///
    /// ```
    /// use parlour_i18n::Lang;
    /// assert!(Lang::ALL.iter().enumerate().all(|(i, l)| l.index() == i));
    /// ```
    pub fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Vi => 1,
            Lang::Ru => 2,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// One group of messages, in every language (English, Vietnamese, Russian).
#[derive(Copy, Clone, Debug)]
pub struct Catalogue {
    /// The group: `"common"`, `"console"`, `"nines"`…
    pub group: &'static str,
    /// Where its files are, for messages about them (relative to the workspace).
    pub path: &'static str,
    /// The Fluent source of each language, in [`Lang::ALL`] order.
    pub sources: [&'static str; 3],
}

macro_rules! catalogue {
    ($group:literal) => {
        Catalogue {
            group: $group,
            path: concat!("crates/i18n/locales/*/", $group, ".ftl"),
            sources: [
                include_str!(concat!("../locales/en/", $group, ".ftl")),
                include_str!(concat!("../locales/vi/", $group, ".ftl")),
                include_str!(concat!("../locales/ru/", $group, ".ftl")),
            ],
        }
    };
    (game $group:literal) => {
        Catalogue {
            group: $group,
            path: concat!("crates/games/", $group, "/locales/*.ftl"),
            sources: [
                include_str!(concat!("../../games/", $group, "/locales/en.ftl")),
                include_str!(concat!("../../games/", $group, "/locales/vi.ftl")),
                include_str!(concat!("../../games/", $group, "/locales/ru.ftl")),
            ],
        }
    };
}

/// Every catalogue Parlour has.
pub const CATALOGUES: &[Catalogue] = &[
    catalogue!("common"),
    catalogue!("moves"),
    catalogue!("console"),
    catalogue!("tcp"),
    catalogue!("server"),
    catalogue!("records"),
    catalogue!("help"),
    catalogue!(game "nines"),
    catalogue!(game "isolo"),
    catalogue!(game "virus-war"),
    catalogue!(game "elephant-fox-mouse"),
    catalogue!(game "tablenette"),
];

type Bundle = FluentBundle<FluentResource>;

/// The bundle of one language: every catalogue, parsed once.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    BUNDLES[lang.index()].get_or_init(|| {
        let id: unic_langid::LanguageIdentifier = lang
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
        let mut bundle = Bundle::new_concurrent(vec![id]);
        // Placeholders go in as they are: no Unicode isolation marks around them (the
        // console and the TCP door would print them as odd characters).
        bundle.set_use_isolating(false);
        // `{ GROUPED($deals) }` writes 8000 as a reader of the language expects.
        let separator = lang.thousands_separator();
        if let Err(e) = bundle.add_function("GROUPED", move |positional, _named| {
            match positional.first() {
                Some(FluentValue::Number(n)) if n.value.fract() == 0.0 => {
                    FluentValue::String(Cow::Owned(grouped(n.value as i64, separator)))
                }
                Some(other) => other.clone(),
                None => FluentValue::Error,
            }
        }) {
            tracing::warn!(lang = %lang, error = ?e, "function clash");
        }
        // `{ LOWER($seat) }` writes a side's name as a common noun mid-sentence, where a
        // language does not capitalise it («ходят белые»), though its label is «Белые».
        if let Err(e) =
            bundle.add_function("LOWER", |positional, _named| match positional.first() {
                Some(FluentValue::String(s)) => FluentValue::String(Cow::Owned(s.to_lowercase())),
                Some(other) => other.clone(),
                None => FluentValue::Error,
            })
        {
            tracing::warn!(lang = %lang, error = ?e, "function clash");
        }
        for c in CATALOGUES {
            let source = c.sources[lang.index()];
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, e)| {
                // The catalogue tests parse every file without errors; in a build that
                // slipped past them, what could be read is still used.
                tracing::warn!(group = c.group, lang = %lang, errors = ?e, "catalogue errors");
                r
            });
            if let Err(e) = bundle.add_resource(resource) {
                tracing::warn!(group = c.group, lang = %lang, errors = ?e, "catalogue clashes");
            }
        }
        bundle
    })
}

/// `n` with its digits in groups of three: `grouped(8000, ",")` is `"8,000"`.
fn grouped(n: i64, separator: &str) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + 8);
    if n < 0 {
        out.push('-');
    }
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(d);
    }
    out
}

/// Puts a message into words in `lang`. A key that no catalogue has comes out as itself,
/// so a mistake shows on screen instead of vanishing.
pub fn say(lang: Lang, m: &Message) -> String {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(&m.key).and_then(|msg| msg.value()) else {
        tracing::warn!(key = %m.key, lang = %lang, "no such message");
        return m.key.to_string();
    };
    let mut args = FluentArgs::new();
    for (name, arg) in &m.args {
        args.set(name.clone(), value(lang, arg));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(key = %m.key, lang = %lang, errors = ?errors, "message errors");
    }
    text.into_owned()
}

/// Several messages, one line each (a move's explanation: Isolo says one line per lap).
pub fn lines(lang: Lang, messages: &[Message]) -> String {
    messages
        .iter()
        .map(|m| say(lang, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game's rules in `lang`: its document in that language, then what the variant sets,
/// a paragraph a message, wrapped at [`RULES_WIDTH`] columns like the documents.
///
/// ```
/// use parlour_core::RulesText;
/// use parlour_i18n::{Lang, rules};
/// let r = RulesText { documents: &[("en", "# Toy\n"), ("ru", "# Игрушка\n")], variant: vec![] };
/// assert_eq!(rules(Lang::Ru, &r), "# Игрушка\n");
/// ```
pub fn rules(lang: Lang, text: &RulesText) -> String {
    let mut out = text.document(lang.code()).trim_end().to_string();
    out.push('\n');
    for m in &text.variant {
        out.push('\n');
        out.push_str(&wrap(&say(lang, m), RULES_WIDTH));
        out.push('\n');
    }
    out
}

/// The width of rules texts: an 80-column terminal with a margin.
pub const RULES_WIDTH: usize = 78;

/// Wraps a paragraph at `width` columns (counted in characters), breaking between words:
/// any run of white space is one space, a line break included (a catalogue's text is
/// written over several lines), so the lines are [`parlour_core::wrapped`]'s. A no-break
/// space, as in the Russian `8 000`, joins what it stands between.
///
/// ```
/// assert_eq!(parlour_i18n::wrap("one  two\nthree", 9), "one two\nthree");
/// assert_eq!(parlour_i18n::wrap("8\u{a0}000 men", 5), "8\u{a0}000\nmen");
/// ```
pub fn wrap(paragraph: &str, width: usize) -> String {
    let breaks = |c: char| c.is_whitespace() && c != '\u{a0}' && c != '\u{202f}';
    let words: Vec<&str> = paragraph.split(breaks).filter(|w| !w.is_empty()).collect();
    parlour_core::wrapped("", &words.join(" "), width)
}

/// A game's drawing ([`parlour_core::Game::render`]) takes its words in a language.
impl Words for Lang {
    fn say(&self, m: &Message) -> String {
        say(*self, m)
    }
}

/// The words of a key without arguments: `tr(Lang::Vi, "seat-white")`.
pub fn tr(lang: Lang, key: &'static str) -> String {
    say(lang, &Message::new(key))
}

/// True when the catalogues of `lang` have `key` (for keys built from data, such as an
/// outcome reason, where a fallback may be wanted).
pub fn has(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

fn value(lang: Lang, arg: &Arg) -> FluentValue<'static> {
    match arg {
        Arg::Text(s) => FluentValue::String(Cow::Owned(s.clone())),
        Arg::Number(n) => FluentValue::from(*n),
        Arg::Msg(m) => FluentValue::String(Cow::Owned(say(lang, m))),
        Arg::List(items) => FluentValue::String(Cow::Owned(list(lang, items))),
    }
}

/// Items joined as the language lists things: "a, b and c" / "a, b и c" / "a, b và c".
pub fn list(lang: Lang, items: &[Arg]) -> String {
    let words: Vec<String> = items
        .iter()
        .map(|a| match value(lang, a) {
            FluentValue::String(s) => s.into_owned(),
            FluentValue::Number(n) => n.as_string().into_owned(),
            _ => String::new(),
        })
        .collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say(
            lang,
            &Message::new("list-and")
                .with("items", rest.join(&tr(lang, "list-separator")))
                .with("last", last.as_str()),
        ),
    }
}

/// Names shared by every front-end, by their ids in the code.
pub mod names {
    use super::{Lang, has, say};
    use parlour_core::Message;

    /// A game's name: `game(Lang::Ru, "nines")` is «Мельница».
    pub fn game(lang: Lang, id: &str) -> String {
        known(lang, format!("game-name-{id}"), id)
    }

    /// A game's one-line summary.
    pub fn summary(lang: Lang, id: &str) -> String {
        known(lang, format!("game-summary-{id}"), "")
    }

    /// A rule variant in a line, for choosing among them (`variant-about-nines-standard`:
    /// "The usual Nine Men's Morris: …"); empty where its name says it all (Isolo's boards).
    pub fn variant_about(lang: Lang, game: &str, variant: &str) -> String {
        known(lang, format!("variant-about-{game}-{variant}"), "")
    }

    /// A seat's name, capitalised as a name: `seat(Lang::En, "white")` is "White".
    pub fn seat(lang: Lang, name: &str) -> String {
        known(lang, format!("seat-{name}"), name)
    }

    /// A rule variant's name for people: "standard", «малая доска», "16 lỗ" (Isolo's
    /// boards are named by their holes, `16-holes`). An unknown variant is shown as it is.
    pub fn variant(lang: Lang, variant: &str) -> String {
        let key = format!("server-variant-{variant}");
        if has(lang, &key) {
            return say(lang, &Message::new(key));
        }
        match variant
            .strip_suffix("-holes")
            .and_then(|n| n.parse::<u32>().ok())
        {
            Some(holes) => say(
                lang,
                &Message::new("server-variant-holes").with("holes", holes),
            ),
            None => variant.to_string(),
        }
    }

    /// A computer level: "hard", «сильный».
    pub fn level(lang: Lang, level: &str) -> String {
        known(lang, format!("level-{level}"), level)
    }

    /// A computer player: "Computer (hard)", or "Computer (hard) 2" when two of one level
    /// sit at a table.
    pub fn computer(lang: Lang, level: &str, number: Option<u32>) -> String {
        let m = match number {
            Some(n) => Message::new("computer-name-numbered").with("number", n),
            None => Message::new("computer-name"),
        };
        say(lang, &m.with("level", level_msg(level)))
    }

    /// A player named with their seat: "ann (White)". A computer's name has brackets of
    /// its own, and the seat goes inside them: "Computer (hard, White)", not "Computer
    /// (hard) (White)" (a nickname holds no brackets, so only a computer's name ends in one).
    ///
    /// ```
    /// use parlour_i18n::{Lang, names};
    /// assert_eq!(names::in_seat(Lang::En, "ann", "White"), "ann (White)");
    /// assert_eq!(names::in_seat(Lang::Ru, "Компьютер (средний)", "Крестики"), "Компьютер (средний, Крестики)");
    /// assert_eq!(names::in_seat(Lang::En, "Computer (easy) 2", "Fox"), "Computer (easy) 2 (Fox)");
    /// ```
    pub fn in_seat(lang: Lang, name: &str, seat: &str) -> String {
        match name.strip_suffix(')') {
            Some(open) if open.contains('(') => format!("{open}, {seat})"),
            _ => say(
                lang,
                &Message::new("name-in-seat")
                    .with("name", name)
                    .with("seat", seat),
            ),
        }
    }

    /// A person who played at a console's keyboard without giving a name, in `lang`. The
    /// console names them "You", or "Player 2" at a shared keyboard, in the language it
    /// spoke, and its records keep that word: one played in Russian shows «Вы» to an English
    /// reader as "You". Any other name is a person's own, shown as it is.
    ///
    /// ```
    /// use parlour_i18n::{Lang, names};
    /// assert_eq!(names::keyboard_person(Lang::En, "Вы"), "You");
    /// assert_eq!(names::keyboard_person(Lang::Ru, "Player 2"), "Игрок 2");
    /// assert_eq!(names::keyboard_person(Lang::Ru, "ann"), "ann");
    /// ```
    pub fn keyboard_person(lang: Lang, name: &str) -> String {
        for l in Lang::ALL {
            if name == keyboard_name(l, 1, 1) {
                return keyboard_name(lang, 1, 1);
            }
            // (A console numbers at most as many people as a game has seats, three; nine
            // leaves room.)
            if let Some(n) = (1..=9).find(|&n| name == keyboard_name(l, n, 2)) {
                return keyboard_name(lang, n, 2);
            }
        }
        name.to_string()
    }

    /// The name a console gives person `number` of the `people` at its keyboard who gave
    /// none: "You" when one person plays, else "Player 1", "Player 2"… (in `lang`).
    pub fn keyboard_name(lang: Lang, number: usize, people: usize) -> String {
        if people == 1 {
            say(lang, &Message::new("console-you"))
        } else {
            say(
                lang,
                &Message::new("console-player-number").with("number", number),
            )
        }
    }

    /// Why a game ended, in a word or two: "resignation". An unknown reason is shown as it is.
    pub fn reason(lang: Lang, code: &str) -> String {
        known(lang, format!("reason-{}", code.replace(' ', "-")), code)
    }

    fn level_msg(level: &str) -> Message {
        Message::new(format!("level-{level}"))
    }

    /// The words of `key`, or `fallback` when no catalogue has it (an id from data that
    /// the catalogues do not know, such as a level of a newer game).
    fn known(lang: Lang, key: String, fallback: &str) -> String {
        if has(lang, &key) {
            say(lang, &Message::new(key))
        } else {
            fallback.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_numbers_are_grouped_by_threes() {
        assert_eq!(grouped(0, ","), "0");
        assert_eq!(grouped(999, ","), "999");
        assert_eq!(grouped(8000, ","), "8,000");
        assert_eq!(grouped(1_234_567, "."), "1.234.567");
        assert_eq!(grouped(-12_000, ","), "-12,000");
        assert_eq!(grouped(i64::MIN, ","), "-9,223,372,036,854,775,808");
    }

    #[test]
    fn a_grouped_number_is_never_broken_across_lines() {
        let ru = Lang::Ru.thousands_separator();
        let text = format!("сильный: {} раз", grouped(8000, ru));
        assert_eq!(wrap(&text, 10), format!("сильный:\n8{ru}000 раз"));
        assert_eq!(wrap(" a  b\tc\n d ", 80), "a b c d");
    }

    #[test]
    fn a_side_is_a_common_noun_mid_sentence_in_russian_and_a_name_in_english() {
        let prompt = |lang, seat| {
            let m = Message::new("nines-prompt-place")
                .with("seat", Arg::msg(seat))
                .with("example", "d6");
            say(lang, &m)
        };
        assert!(prompt(Lang::Ru, "seat-white").starts_with("Ходят белые:"));
        assert!(prompt(Lang::En, "seat-black").contains("Black"));
        let end = Message::new("nines-then-wins")
            .with("step", "x")
            .with("seat", Arg::msg("seat-black"))
            .with("reason", "y");
        assert_eq!(say(Lang::Ru, &end), "x; чёрные побеждают (y)");
        // A label keeps its capital: «Белые: ann».
        let label = Message::new("console-seating")
            .with("seat", Arg::msg("seat-white"))
            .with("name", "ann");
        assert_eq!(say(Lang::Ru, &label), "Белые: ann");
    }
}
