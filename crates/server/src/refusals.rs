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
    if e.code == ErrorCode::DrawRefused
        && let Some(Value::String(reason)) = e.args.get("reason")
    {
        let key = format!("server-draw-{}", reason.replace('_', "-"));
        if has(lang, &key) {
            return say(lang, &Message::new(key));
        }
    }
    let mut m = Message::new(format!(
        "server-error-{}",
        e.code.as_str().replace('_', "-")
    ));
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
    fn every_code_has_words_in_every_language() {
        for lang in Lang::ALL {
            for code in ErrorCode::ALL {
                let key = format!("server-error-{}", code.as_str().replace('_', "-"));
                assert!(has(lang, &key), "{lang}: no {key}");
            }
        }
    }

    #[test]
    fn a_draw_refusal_says_why() {
        let e = ErrorInfo::new(ErrorCode::DrawRefused, "no").arg("reason", "own_offer");
        assert_eq!(text(Lang::Ru, &e), "нельзя ответить на своё же предложение");
    }
}
