//! The games' own texts, as the server shows them: rules, move explanations, the position
//! drawn for TCP viewers, outcome reasons and move errors.
//!
//! Every such text the server sends passes through this one module, so that when the games
//! say things as data (`parlour_core::Message`) instead of English sentences, only the
//! bodies here change. Until then the bodies call the catalog's functions, which speak
//! English: the door's own words around them are already in the reader's language.

use parlour_catalog::table::Table;
use parlour_catalog::{CatalogError, GameKind, MoveRecord};
use parlour_core::{Message, Outcome, Viewer};
use parlour_i18n::{Lang, names, say};
use parlour_protocol::{ErrorCode, ErrorInfo};
use serde::Serialize;

/// The rules text of a game's variant, in `lang`.
pub fn rules(lang: Lang, kind: GameKind, variant: Option<&str>) -> Result<String, CatalogError> {
    // The games' rules are English documents today.
    let _ = lang;
    kind.rules(variant)
}

/// One line of a move's explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExplanationLine {
    /// The words.
    pub text: String,
    /// For an Isolo move, the lap (from 0) this line tells, so a board can show each lap
    /// beside its line without reading the words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lap: Option<usize>,
}

/// What a move did, line by line, in `lang`.
pub fn explanation(lang: Lang, game: &str, record: &MoveRecord) -> Vec<ExplanationLine> {
    let _ = lang;
    let lines: Vec<&str> = record
        .explanation
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    // Isolo explains a sowing with one line per lap (`lap 1: …`); another move (or a
    // refusal) says it in one line that tells no lap.
    let laps = game == "isolo" && lines.iter().all(|l| l.starts_with("lap "));
    lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| ExplanationLine {
            text: l.to_string(),
            lap: laps.then_some(i),
        })
        .collect()
}

/// The position drawn in text for `viewer`, in `lang` (for the TCP door: a table draws it
/// once per viewer and language among its text connections).
pub fn render(lang: Lang, table: &Table, viewer: Viewer) -> String {
    // The drawings' legends ("White W (you): 9 in hand") are English today.
    let _ = lang;
    table.render(viewer)
}

/// Why a game ended, in a word or two: "resignation", «сдача».
pub fn reason(lang: Lang, outcome: &Outcome) -> String {
    names::reason(lang, &outcome.reason)
}

/// A refused move in `lang`: `None` for refusals that are not about a move (the door's own
/// words say those). English keeps the game's full sentence; the other languages put the
/// game's details (still English) in their own sentence.
pub fn move_error(lang: Lang, e: &ErrorInfo) -> Option<String> {
    let text = |name: &str| {
        e.args
            .get(name)
            .map(|v| match v {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .unwrap_or_default()
    };
    let m = match e.code {
        ErrorCode::MalformedMove => {
            Message::new("server-error-malformed-move").with("detail", text("detail"))
        }
        ErrorCode::IllegalMove if e.args.contains_key("rest") => {
            Message::new("server-turn-ended").with("rest", text("rest"))
        }
        ErrorCode::IllegalMove => Message::new("server-error-illegal-move")
            .with("move", text("move"))
            .with("reason", text("reason")),
        ErrorCode::ChooseMove => {
            let options: Vec<String> = match e.args.get("options") {
                Some(serde_json::Value::Array(a)) => a
                    .iter()
                    .enumerate()
                    .map(|(i, o)| format!("{}) {}", i + 1, o.as_str().unwrap_or_default()))
                    .collect(),
                _ => Vec::new(),
            };
            Message::new("server-error-choose-move")
                .with("text", text("text"))
                .with("options", options.join(" "))
        }
        _ => return None,
    };
    Some(if lang == Lang::En {
        e.message.clone()
    } else {
        say(lang, &m)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Seat;

    #[test]
    fn isolo_lines_carry_their_laps_and_others_none() {
        let r = MoveRecord {
            seat: Seat(0),
            notation: "3".into(),
            explanation: "lap 1: a3 plus a stock seed makes 3\nlap 2: 2 seeds sown".into(),
        };
        let lines = explanation(Lang::En, "isolo", &r);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1].lap, Some(1));
        assert_eq!(lines[1].text, "lap 2: 2 seeds sown");
        let lines = explanation(Lang::En, "nines", &r);
        assert_eq!(lines[0].lap, None);
    }

    #[test]
    fn move_errors_are_said_in_the_language() {
        let e = ErrorInfo::new(ErrorCode::IllegalMove, "'d6' is not allowed: taken")
            .arg("move", "d6")
            .arg("reason", "taken");
        assert_eq!(
            move_error(Lang::En, &e).as_deref(),
            Some("'d6' is not allowed: taken")
        );
        assert_eq!(
            move_error(Lang::Ru, &e).as_deref(),
            Some("«d6» так нельзя: taken")
        );
        let other = ErrorInfo::new(ErrorCode::TableFull, "full");
        assert_eq!(move_error(Lang::Vi, &other), None);
    }
}
