//! The web door's data in the reader's language: the games, the lobby and table states,
//! with the names and texts a person reads said in the page's language (the ids beside
//! them stay, for programs).

use crate::words;
use parlour_catalog::GameKind;
use parlour_catalog::table::TableView;
use parlour_i18n::{Lang, names};
use parlour_protocol::{GameEntry, LobbyView};
use serde_json::{Value, json};

/// Every game's entry, named in `lang`.
pub fn games(lang: Lang) -> Vec<GameEntry> {
    GameKind::ALL
        .into_iter()
        .map(|kind| {
            let mut g = GameEntry::of(kind);
            g.name = names::game(lang, g.id);
            g.summary = names::summary(lang, g.id);
            g.variant_names = g.variants.iter().map(|v| names::variant(lang, v)).collect();
            g
        })
        .collect()
}

/// The lobby with its tables' games and variants named in `lang`.
pub fn lobby(lang: Lang, lobby: &LobbyView) -> LobbyView {
    let mut l = lobby.clone();
    for t in l.open.iter_mut().chain(l.playing.iter_mut()) {
        t.name = names::game(lang, t.game);
        t.variant_name = names::variant(lang, &t.variant);
    }
    l
}

/// The `state` message of a table for one viewer, in `lang`: the game and its variant
/// named, each move's explanation in words and line by line (`lines`, each with the Isolo
/// lap it tells), and why the game ended (`outcome.reason_text`).
pub fn state_json(lang: Lang, table: &str, view: &TableView) -> String {
    let mut v = serde_json::to_value(view).unwrap_or(Value::Null);
    v["name"] = json!(names::game(lang, view.game));
    v["variant_name"] = json!(names::variant(lang, &view.variant));
    if let Some(moves) = v.get_mut("moves").and_then(Value::as_array_mut) {
        for (m, record) in moves.iter_mut().zip(&view.moves) {
            let lines = words::move_lines(lang, view.game, record);
            let text: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
            m["explanation"] = json!(text.join("\n"));
            m["lines"] = json!(lines);
        }
    }
    if let Some(o) = &view.outcome {
        v["outcome"]["reason_text"] = json!(words::reason(lang, o));
    }
    json!({"type": "state", "table": table, "state": v}).to_string()
}
