//! The games' own texts, as the server shows them: rules, move explanations, the position
//! drawn for TCP viewers, outcome reasons and move errors.
//!
//! Every such text the server sends passes through this one module. The games say things
//! as data (`parlour_core::Message`: a catalogue key and its values); here they are put
//! into words in the reader's language, next to the door's own words.

use parlour_catalog::table::Table;
use parlour_catalog::{CatalogError, GameKind};
use parlour_core::{Message, Outcome, Viewer};
use parlour_i18n::{Lang, names, say};
use parlour_protocol::{ErrorCode, ErrorInfo};
use serde::Serialize;
use std::sync::Arc;

/// The rules text of a game's variant, in `lang`.
pub fn rules(lang: Lang, kind: GameKind, variant: Option<&str>) -> Result<String, CatalogError> {
    kind.rules(variant, lang)
}

/// One line of a move's explanation, borrowed from the words it was put into (what a
/// state writes for every move it shows, so it copies nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Line<'a> {
    /// The words.
    pub text: &'a str,
    /// For an Isolo move, the lap (from 0) this line tells, so a board can show each lap
    /// beside its line without reading the words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lap: Option<usize>,
}

/// What a move that said `said` did, in `lang`: one text per message, made into lines by
/// [`said_lines`].
pub fn said_words(lang: Lang, said: &[Message]) -> Vec<String> {
    said.iter().map(|m| say(lang, m)).collect()
}

/// The lines of a move that said `said`, put into `words` (one per message).
pub fn said_lines<'a>(game: &str, said: &[Message], words: &'a [String]) -> Vec<Line<'a>> {
    // Isolo explains a sowing with one message per lap (`isolo-lap`); another move says
    // what it did in messages that tell no lap. The keys say which, whatever the language.
    let laps = game == "isolo" && !said.is_empty() && said.iter().all(|m| m.key == "isolo-lap");
    words
        .iter()
        .enumerate()
        .map(|(i, text)| Line {
            text,
            lap: laps.then_some(i),
        })
        .filter(|l| !l.text.trim().is_empty())
        .collect()
}

/// The words of one move of a table's view in a reader's language, held while a state
/// that shows it is written: see [`MoveText::lines`].
pub struct MoveText<'a> {
    game: &'a str,
    m: &'a parlour_catalog::table::MoveView,
    kept: Option<Arc<[String]>>,
}

impl<'a> MoveText<'a> {
    /// The words of `m`, a move of a `game`, in `lang`: the table's, made once for every
    /// state that shows the move.
    pub fn new(lang: Lang, game: &'a str, m: &'a parlour_catalog::table::MoveView) -> Self {
        MoveText {
            game,
            m,
            kept: m.words.as_ref().map(|w| w.lines(lang)),
        }
    }

    /// What the move did, line by line: from the game's messages, or, in a view that came
    /// from another node (which carries only the words it was made with), from those words.
    pub fn lines(&self) -> Vec<Line<'_>> {
        if let (Some(words), Some(kept)) = (&self.m.words, &self.kept) {
            return said_lines(self.game, words.messages(), kept);
        }
        let lines: Vec<&str> = self
            .m
            .explanation
            .lines()
            .filter(|l| !l.trim().is_empty())
            .collect();
        let laps = self.game == "isolo" && lines.len() > 1;
        lines
            .into_iter()
            .enumerate()
            .map(|(i, text)| Line {
                text,
                lap: laps.then_some(i),
            })
            .collect()
    }
}

/// The position drawn in text for `viewer`, in `lang` (for the TCP door: a table draws it
/// once per viewer and language among its text connections).
pub fn render(lang: Lang, table: &Table, viewer: Viewer) -> String {
    table.render(viewer, lang)
}

/// Why a game ended, in a word or two: "resignation", «соперник сдался».
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
    // The game's reason in the reader's language when the error carries it as data.
    let said = |name: &str| match &e.said {
        Some(m) => say(lang, m),
        None => text(name),
    };
    let m = match e.code {
        // The game's own sentence says it is not a move ("«zz» — не ход: …"), as English
        // keeps it whole: said alone, not inside a sentence that says so again.
        ErrorCode::MalformedMove if lang != Lang::En && e.said.is_some() => {
            return Some(said("detail"));
        }
        ErrorCode::MalformedMove => {
            Message::new("server-error-malformed-move").with("detail", said("detail"))
        }
        ErrorCode::IllegalMove if e.args.contains_key("rest") => {
            Message::new("server-turn-ended").with("rest", text("rest"))
        }
        ErrorCode::IllegalMove => Message::new("server-error-illegal-move")
            .with("move", text("move"))
            .with("reason", said("reason")),
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

    #[test]
    fn isolo_lines_carry_their_laps_and_others_none() {
        // S1 from the start of the 8-hole game: six laps (a worked test vector).
        let mut m = GameKind::Isolo
            .new_match(Some("8-holes"), 0, false)
            .unwrap();
        let r = m.play_exact("1").unwrap();
        for lang in Lang::ALL {
            let words = said_words(lang, &r.explanation);
            let lines = said_lines("isolo", &r.explanation, &words);
            assert!(lines.len() > 1, "{lines:?}");
            for (i, l) in lines.iter().enumerate() {
                assert_eq!(l.lap, Some(i), "{lang:?}: {l:?}");
                assert!(!l.text.contains("isolo-"), "a key left in {l:?}");
            }
        }
        assert!(said_words(Lang::Ru, &r.explanation)[0].contains("сем"));
        let mut m = GameKind::Nines.new_match(None, 0, false).unwrap();
        let r = m.play_exact("d6").unwrap();
        let words = said_words(Lang::En, &r.explanation);
        assert_eq!(said_lines("nines", &r.explanation, &words)[0].lap, None);
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
            Some("ход «d6» недопустим: taken")
        );
        let other = ErrorInfo::new(ErrorCode::TableFull, "full");
        assert_eq!(move_error(Lang::Vi, &other), None);
        // A game's refusal of what is not a move says so once, in every language.
        let mut m = GameKind::Nines.new_match(None, 0, false).unwrap();
        let parse = m.play_exact("zz").unwrap_err();
        let e = ErrorInfo::from(&parlour_catalog::table::TableError::Move(parse));
        assert_eq!(e.code, ErrorCode::MalformedMove);
        for (lang, not_a_move) in [
            (Lang::En, "not a move"),
            (Lang::Ru, "не ход"),
            (Lang::Vi, "không phải"),
        ] {
            let said = move_error(lang, &e).unwrap();
            assert_eq!(said.matches(not_a_move).count(), 1, "{lang:?}: {said}");
        }
    }
}
