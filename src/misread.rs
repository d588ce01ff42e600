//! A command line that cannot be read: refused on one line, in the run's language, with
//! clap's suggestion and the help of the command it was meant for.
//!
//! clap words its own errors in English; these are the ones a person meets (a mistyped
//! command, option or value), said again from the error's parts in the language `--lang`
//! asks for among the same words (else the machine's). Any other kind keeps clap's
//! sentence.

use crate::cli::Cli;
use parlour_core::Message;
use parlour_i18n::{Lang, say};

/// The language asked for with `--lang` among the words given (`args`), before they are read (a
/// line that cannot be read is refused in it), else the machine's.
pub(crate) fn asked_lang(args: &[String]) -> Lang {
    args.iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).and_then(|v| Lang::parse(v)),
            Some(v) => v.strip_prefix('=').and_then(Lang::parse),
            None => None,
        })
        .unwrap_or_else(Lang::from_env)
}

/// A command line clap could not read, refused on one line in `lang`: what was wrong, a
/// suggestion when clap has one ("did you mean 'play'?"), and which help to read
/// (`parlour records --help` for a mistake in `parlour records …`). A kind of mistake not
/// worded here keeps clap's English sentence.
pub(crate) fn refusal(e: &clap::Error, lang: Lang, words: &[String]) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let one = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(v)) => Some(
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => None,
    };
    let option = || one(ContextKind::InvalidArg).map(|a| short_arg(&a));
    let m = match e.kind() {
        ErrorKind::InvalidSubcommand => one(ContextKind::InvalidSubcommand)
            .map(|c| Message::new("cli-unknown-command").with("command", c)),
        ErrorKind::UnknownArgument => {
            option().map(|o| {
                if o.starts_with('-') {
                    Message::new("cli-unknown-option").with("option", o)
                } else {
                    // A word too many: `parlour play nines twice`.
                    Message::new("cli-extra").with("value", o)
                }
            })
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            match (option(), one(ContextKind::InvalidValue)) {
                (Some(o), Some(v)) if v.is_empty() => {
                    Some(Message::new("cli-no-value").with("option", o))
                }
                // This program's reasons and why a number is not one are said in every
                // language; another reason (clap's own) in English only.
                (Some(o), Some(v)) => match std::error::Error::source(e) {
                    Some(why) if reason(why).is_some() || lang == Lang::En => Some(
                        Message::new("cli-bad-value-why")
                            .with("option", o)
                            .with("value", v)
                            .with(
                                "why",
                                reason(why).map_or_else(|| why.to_string(), |m| say(lang, &m)),
                            ),
                    ),
                    _ => Some(
                        Message::new("cli-bad-value")
                            .with("option", o)
                            .with("value", v),
                    ),
                },
                _ => None,
            }
        }
        ErrorKind::ArgumentConflict => match (option(), one(ContextKind::PriorArg)) {
            (Some(o), Some(other)) => Some(
                Message::new("cli-conflict")
                    .with("option", o)
                    .with("other", short_arg(&other)),
            ),
            _ => None,
        },
        ErrorKind::MissingRequiredArgument => {
            one(ContextKind::InvalidArg).map(|w| Message::new("cli-missing").with("what", w))
        }
        _ => None,
    };
    let mut parts = match m {
        Some(m) => vec![say(lang, &m)],
        // One line: clap's message up to its usage block, without the tips.
        None => vec![clap_sentence(e)],
    };
    if let Some(values) = one(ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        parts.push(say(
            lang,
            &Message::new("cli-values").with("values", values),
        ));
    }
    if let Some(s) =
        one(ContextKind::SuggestedSubcommand).or_else(|| one(ContextKind::SuggestedArg))
    {
        parts.push(say(
            lang,
            &Message::new("cli-did-you-mean").with("suggestion", s),
        ));
    }
    let error = say(
        lang,
        &Message::new("cli-error").with("message", parts.join("; ")),
    );
    let help = say(
        lang,
        &Message::new("cli-see-help").with("command", help_command(words)),
    );
    format!("{error} ({help})")
}

/// An option as a person typed it: `"--seed <SEED>"` is `"--seed"` (a positional `"<ID>"` stays).
fn short_arg(arg: &str) -> String {
    match arg.split_once(" <") {
        Some((name, _)) if name.starts_with('-') => name.to_string(),
        _ => arg.to_string(),
    }
}

/// clap's own sentence for a mistake, on one line (its usage block and tips left out).
fn clap_sentence(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    text.lines()
        .take_while(|l| !l.starts_with("Usage:") && !l.trim_start().starts_with("tip:"))
        .filter(|l| !l.starts_with("For more information"))
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why a value was refused, as a message: this program's reasons ([`crate::cli::Unfit`]),
/// and for a number Rust's "invalid digit found in string" said as what is wanted instead.
/// `None` for any other reason.
fn reason(why: &(dyn std::error::Error + 'static)) -> Option<Message> {
    use std::num::IntErrorKind;
    if let Some(crate::cli::Unfit(m)) = why.downcast_ref() {
        return Some(m.clone());
    }
    match why
        .downcast_ref::<std::num::ParseIntError>()
        .map(|e| e.kind())
    {
        Some(IntErrorKind::InvalidDigit | IntErrorKind::Empty) => {
            Some(Message::new("cli-why-whole-number"))
        }
        Some(IntErrorKind::PosOverflow) => Some(Message::new("cli-why-too-large")),
        _ => None,
    }
}

/// The command whose help answers a mistake in `words` (the command line after the
/// program's name): `parlour records show` for `records show` and what follows.
fn help_command(words: &[String]) -> String {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    let mut path = vec!["parlour".to_string()];
    for w in words {
        let Some(sub) = cmd.find_subcommand(w).cloned() else {
            continue;
        };
        path.push(w.clone());
        cmd = sub;
    }
    path.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How `parlour …` given these words is refused, in `lang`.
    fn refusal_of(words: &[&str], lang: Lang) -> String {
        let Err(e) =
            crate::cli::parse_from(std::iter::once("parlour").chain(words.iter().copied()))
        else {
            panic!("{words:?} was accepted")
        };
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        assert_eq!(
            asked_lang(&[vec!["--lang=ru".into()], words.clone()].concat()),
            Lang::Ru
        );
        refusal(&e, lang, &words)
    }

    #[test]
    fn a_mistyped_command_line_is_refused_in_the_runs_language_with_a_suggestion() {
        assert_eq!(
            refusal_of(&["plya"], Lang::En),
            "error: unknown command 'plya'; did you mean 'play'? (see 'parlour --help')"
        );
        assert_eq!(
            refusal_of(&["records", "lst"], Lang::Ru),
            "ошибка: неизвестная команда «lst»; может быть, «list»? (см. «parlour records --help»)"
        );
        assert_eq!(
            refusal_of(&["play", "--varaint", "client"], Lang::Vi),
            "lỗi: không có tùy chọn '--varaint'; có phải ý bạn là '--variant'? (xem 'parlour play --help')"
        );
        assert_eq!(
            refusal_of(&["play", "--durability", "half"], Lang::En),
            "error: 'half' is not a value for --durability; it takes one of: normal, full (see 'parlour play --help')"
        );
        assert_eq!(
            refusal_of(&["arena", "nines", "--games", "0"], Lang::En),
            "error: '0' is not a value for --games: it takes a whole number, 1 or more (see 'parlour arena --help')"
        );
        // This program's reasons are said in every language.
        assert_eq!(
            refusal_of(&["arena", "nines", "--games", "0"], Lang::Vi),
            "lỗi: '0' không phải giá trị của --games: cần một số nguyên, từ 1 trở lên (xem 'parlour arena --help')"
        );
        assert_eq!(
            refusal_of(
                &["records", "list", "--database", "mysql://u@h/db"],
                Lang::Ru
            ),
            "ошибка: «mysql://u@h/db» — не значение для --database: Parlour хранит записи в файле SQLite или в PostgreSQL (postgres://…), а не по адресу mysql:// (см. «parlour records list --help»)"
        );
        // A negative number is a value refused, not an unknown option `-1`.
        assert_eq!(
            refusal_of(&["serve", "--max-connections", "-1"], Lang::En),
            "error: '-1' is not a value for --max-connections: it takes a whole number, 0 or more (see 'parlour serve --help')"
        );
        assert_eq!(
            refusal_of(&["serve", "--max-connections", "-1"], Lang::Ru),
            "ошибка: «-1» — не значение для --max-connections: нужно целое число, 0 или больше (см. «parlour serve --help»)"
        );
        assert_eq!(
            refusal_of(
                &["serve", "--max-connections", "99999999999999999999999"],
                Lang::En
            ),
            "error: '99999999999999999999999' is not a value for --max-connections: it is too large (see 'parlour serve --help')"
        );
        assert_eq!(
            refusal_of(&["arena", "nines", "--games", "0"], Lang::Ru),
            "ошибка: «0» — не значение для --games: нужно целое число, 1 или больше (см. «parlour arena --help»)"
        );
        assert_eq!(
            refusal_of(&["serve", "--http"], Lang::Ru),
            "ошибка: параметру --http нужно значение (см. «parlour serve --help»)"
        );
        assert_eq!(
            refusal_of(&["play", "nines", "twice"], Lang::En),
            "error: 'twice' was not expected here (see 'parlour play --help')"
        );
        assert_eq!(
            refusal_of(&["play", "--resume", "c1", "--seed", "9"], Lang::Ru),
            "ошибка: --resume нельзя задать вместе с --seed (см. «parlour play --help»)"
        );
        assert_eq!(
            refusal_of(&["records", "show"], Lang::Vi),
            "lỗi: còn thiếu: <ID> (xem 'parlour records show --help')"
        );
    }
}
