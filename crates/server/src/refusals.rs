//! Refusals in the reader's language.
//!
//! A refusal travels as an [`ErrorInfo`]: a stable code, its arguments, and the English
//! sentence the server built. English readers get that sentence (it carries every detail);
//! the others get the catalogue's sentence for the code (`server-error-…`), filled from the
//! arguments. Refused moves are the games' words and go through [`crate::words`].

use parlour_core::{Arg, Message};
use parlour_i18n::{Lang, has, say};
use parlour_protocol::{ErrorCode, ErrorInfo};
use serde_json::Value;

/// The refusal's sentence in `lang`.
pub fn text(lang: Lang, e: &ErrorInfo) -> String {
    if let Some(t) = crate::words::move_error(lang, e) {
        return t;
    }
    if lang == Lang::En {
        return e.message.clone();
    }
    // A code with kinds of its own (why a draw, or a message, was refused) says the kind.
    let kind = match e.code {
        ErrorCode::DrawRefused => Some(("server-draw-", "reason")),
        ErrorCode::BadMessage => Some(("server-bad-message-", "problem")),
        ErrorCode::NotAway => Some(("server-not-away-", "problem")),
        ErrorCode::StaleVersion => Some(("server-stale-", "problem")),
        ErrorCode::TooManyTables => Some(("server-too-many-tables-", "reason")),
        ErrorCode::BadSeats => Some(("server-bad-seats-", "problem")),
        _ => None,
    };
    let key = kind
        .and_then(|(prefix, arg)| match e.args.get(arg) {
            Some(Value::String(k)) => Some(format!("{prefix}{}", k.replace('_', "-"))),
            _ => None,
        })
        .filter(|key| has(lang, key))
        .unwrap_or_else(|| format!("server-error-{}", e.code.as_str().replace('_', "-")));
    let mut m = Message::new(key);
    for (name, value) in &e.args {
        m = m.with(name.clone(), arg(value));
    }
    say(lang, &m)
}

/// A JSON argument as a message argument: numbers stay numbers (for plural forms), lists
/// are joined with commas (they name codes: variants, levels).
fn arg(v: &Value) -> Arg {
    match v {
        Value::String(s) => Arg::Text(s.clone()),
        Value::Number(n) => n
            .as_i64()
            .map(Arg::Number)
            .unwrap_or_else(|| Arg::Text(n.to_string())),
        Value::Array(items) => Arg::Text(
            items
                .iter()
                .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        other => Arg::Text(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_keeps_the_servers_sentence_and_others_translate_the_code() {
        let e = crate::hub::unknown_table("t9");
        assert_eq!(text(Lang::En, &e), e.message);
        assert_eq!(text(Lang::Ru, &e), "нет стола «t9» (возможно, он закрыт)");
        assert_eq!(
            text(Lang::Vi, &ErrorInfo::stale(3, 5)),
            "bàn đã thay đổi từ phiên bản 3 (giờ là 5); hãy xem lại rồi gửi lại"
        );
    }

    #[test]
    fn a_message_not_understood_says_what_was_wrong_with_it() {
        let e = ErrorInfo::new(
            ErrorCode::BadMessage,
            "'de' is not a language of this server",
        )
        .arg("lang", "de")
        .arg("problem", "unknown_language");
        assert_eq!(
            text(Lang::Ru, &e),
            "«de» — не язык этого сервера: выберите en, vi или ru"
        );
        let e = ErrorInfo::new(ErrorCode::BadMessage, "no").arg("problem", "binary");
        assert!(
            text(Lang::Vi, &e).contains("JSON"),
            "{}",
            text(Lang::Vi, &e)
        );
        let e = ErrorInfo::new(ErrorCode::BadMessage, "no").arg("problem", "no_such_kind");
        assert_eq!(text(Lang::Ru, &e), "сервер не понял это сообщение");
    }

    #[test]
    fn every_code_has_words_in_every_language() {
        for lang in Lang::ALL {
            for code in ErrorCode::ALL {
                let key = format!("server-error-{}", code.as_str().replace('_', "-"));
                assert!(has(lang, &key), "{lang}: no {key}");
            }
        }
    }

    #[test]
    fn a_version_ahead_of_the_table_is_not_called_a_change() {
        let e = ErrorInfo::stale(9, 4);
        assert_eq!(
            text(Lang::En, &e),
            "the table is at version 4, not yet at 9; look again and resend"
        );
        assert_eq!(
            text(Lang::Ru, &e),
            "стол ещё на версии 4, а не 9; посмотрите ещё раз и отправьте снова"
        );
        assert!(text(Lang::Vi, &e).starts_with("bàn mới ở phiên bản 4"));
    }

    #[test]
    fn a_draw_refusal_says_why() {
        let e = ErrorInfo::new(ErrorCode::DrawRefused, "no").arg("reason", "own_offer");
        assert_eq!(text(Lang::Ru, &e), "нельзя ответить на своё же предложение");
    }
}
