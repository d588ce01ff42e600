//! The web door's data in the reader's language: the games, the lobby and table states,
//! with the names and texts a person reads said in the page's language (the ids beside
//! them stay, for programs).

use crate::words::{self, Line, MoveText};
use parlour_catalog::GameKind;
use parlour_catalog::table::{
    Actions, CalledOff, DeclinedView, DrawView, MoveView, Phase, PlayerView, SeatView, SeriesView,
    TableView,
};
use parlour_catalog::{BoardJson, LegalMove};
use parlour_core::{Outcome, Seat};
use parlour_i18n::{Lang, names};
use parlour_protocol::{GameEntry, LobbyView};
use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};
use std::fmt;

/// Every game's entry, named in `lang`.
pub fn games(lang: Lang) -> Vec<GameEntry> {
    GameKind::ALL
        .into_iter()
        .map(|kind| {
            let mut g = GameEntry::of(kind);
            g.name = names::game(lang, g.id);
            g.summary = names::summary(lang, g.id);
            g.variant_names = g.variants.iter().map(|v| names::variant(lang, v)).collect();
            g.variant_about = g
                .variants
                .iter()
                .map(|v| names::variant_about(lang, g.id, v))
                .collect();
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
///
/// Written straight from the view: a state goes out after every change of every table, and
/// building it as a `serde_json::Value` tree first (to patch in the words) cost more than
/// anything else the server did under load (measurements.md, "The server under load").
pub fn state_json(lang: Lang, table: &str, view: &TableView) -> String {
    let msg = StateMsg {
        kind: "state",
        table,
        state: LocalView::new(lang, view),
    };
    serde_json::to_string(&msg).unwrap_or_default()
}

#[derive(Serialize)]
struct StateMsg<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    table: &'a str,
    state: LocalView<'a>,
}

/// A [`TableView`] as its `state` says it in one language: every field of the view, with
/// the names and words said in the reader's language. (`new` names every field of the
/// view, so a field added there does not compile until it is sent here too.)
#[derive(Serialize)]
struct LocalView<'a> {
    game: &'a str,
    name: String,
    variant: &'a str,
    variant_name: String,
    version: u64,
    phase: Phase,
    game_number: u64,
    you: Option<Seat>,
    seats: &'a [SeatView],
    to_move: Option<Seat>,
    thinking: Option<Seat>,
    turn_order: &'a [Seat],
    legal: &'a [LegalMove],
    board: &'a BoardJson,
    moves: Vec<LocalMove<'a>>,
    draw_offers: bool,
    draw: &'a Option<DrawView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    draw_declined: &'a Option<DeclinedView>,
    outcome: Option<LocalOutcome<'a>>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    abandoned: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    called_off: &'a Option<CalledOff>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    unrated: bool,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    left: &'a [Seat],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    left_names: &'a [Option<String>],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    outcome_players: &'a [PlayerView],
    #[serde(skip_serializing_if = "Option::is_none")]
    played: Option<Seat>,
    series: &'a SeriesView,
    actions: &'a Actions,
}

impl<'a> LocalView<'a> {
    fn new(lang: Lang, view: &'a TableView) -> Self {
        let TableView {
            game,
            name: _,
            variant,
            version,
            phase,
            game_number,
            you,
            seats,
            to_move,
            thinking,
            turn_order,
            legal,
            board,
            moves,
            draw_offers,
            draw,
            draw_declined,
            outcome,
            abandoned,
            called_off,
            unrated,
            left,
            left_names,
            outcome_players,
            played,
            series,
            actions,
        } = view;
        LocalView {
            game,
            name: names::game(lang, game),
            variant,
            variant_name: names::variant(lang, variant),
            version: *version,
            phase: *phase,
            game_number: *game_number,
            you: *you,
            seats,
            to_move: *to_move,
            thinking: *thinking,
            turn_order,
            legal,
            board,
            moves: moves
                .iter()
                .map(|m| LocalMove::new(lang, game, m))
                .collect(),
            draw_offers: *draw_offers,
            draw,
            draw_declined,
            outcome: outcome.as_ref().map(|o| LocalOutcome::new(lang, o)),
            abandoned: *abandoned,
            called_off,
            unrated: *unrated,
            left,
            left_names,
            outcome_players,
            played: *played,
            series,
            actions,
        }
    }
}

/// A move as a state says it: its seat and notation, and its words in the reader's
/// language, whole (`explanation`) and line by line (`lines`).
struct LocalMove<'a> {
    seat: Seat,
    notation: &'a str,
    text: MoveText<'a>,
}

impl<'a> LocalMove<'a> {
    fn new(lang: Lang, game: &'a str, m: &'a MoveView) -> Self {
        let MoveView {
            seat,
            notation,
            explanation: _,
            words: _,
        } = m;
        LocalMove {
            seat: *seat,
            notation,
            text: MoveText::new(lang, game, m),
        }
    }
}

impl Serialize for LocalMove<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let lines = self.text.lines();
        let mut s = serializer.serialize_struct("MoveView", 4)?;
        s.serialize_field("seat", &self.seat)?;
        s.serialize_field("notation", self.notation)?;
        s.serialize_field("explanation", &Joined(&lines))?;
        s.serialize_field("lines", &lines)?;
        s.end()
    }
}

/// Lines written as one text, a line break between two, without joining them in memory.
pub(crate) struct Joined<'a>(pub(crate) &'a [Line<'a>]);

impl Serialize for Joined<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl fmt::Display for Joined<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, line) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            f.write_str(line.text)?;
        }
        Ok(())
    }
}

/// How the game ended, with why in the reader's words.
#[derive(Serialize)]
pub(crate) struct LocalOutcome<'a> {
    #[serde(flatten)]
    outcome: &'a Outcome,
    reason_text: String,
}

impl<'a> LocalOutcome<'a> {
    pub(crate) fn new(lang: Lang, outcome: &'a Outcome) -> Self {
        LocalOutcome {
            outcome,
            reason_text: words::reason(lang, outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_catalog::table::{Participant, Table, TableSetup};
    use parlour_core::Viewer;
    use serde_json::{Value, json};

    /// The `state` message as it was first made: the view as a JSON tree, its words patched
    /// in. What [`state_json`] writes must read the same.
    fn patched(lang: Lang, table: &str, view: &TableView) -> Value {
        let mut v = serde_json::to_value(view).unwrap();
        v["name"] = json!(names::game(lang, view.game));
        v["variant_name"] = json!(names::variant(lang, &view.variant));
        let moves = v["moves"].as_array_mut().unwrap();
        for (m, record) in moves.iter_mut().zip(&view.moves) {
            let text = MoveText::new(lang, view.game, record);
            let lines = text.lines();
            let joined: Vec<&str> = lines.iter().map(|l| l.text).collect();
            m["explanation"] = json!(joined.join("\n"));
            m["lines"] = json!(lines);
        }
        if let Some(o) = &view.outcome {
            v["outcome"]["reason_text"] = json!(words::reason(lang, o));
        }
        json!({"type": "state", "table": table, "state": v})
    }

    /// Views of every game's table: at the start, after some moves (for every seat and a
    /// spectator), once a seat has resigned, and as a view that crossed from another node
    /// (which carries only its words).
    fn views() -> Vec<TableView> {
        let mut out = Vec::new();
        for kind in GameKind::ALL {
            let seats = kind.info().seat_names.len();
            let places = (0..seats)
                .map(|s| Some(Participant::person(s as u64 + 1, &format!("p{s}"))))
                .collect();
            let mut t = Table::new(TableSetup::new(kind, None, 5), places).unwrap();
            out.push(t.view(Viewer::Spectator));
            for i in 0..12 {
                let Some(seat) = t.to_move() else { break };
                let legal = t.view(Viewer::Seat(seat)).legal;
                let pick = &legal[i % legal.len()].notation;
                t.play(seat, pick).unwrap();
            }
            for s in 0..seats {
                out.push(t.view_in(Viewer::Seat(Seat(s as u8)), Lang::Vi));
            }
            let crossed: TableView =
                serde_json::from_str(&serde_json::to_string(&t.view(Viewer::Spectator)).unwrap())
                    .unwrap();
            assert!(crossed.moves.iter().all(|m| m.words.is_none()));
            out.push(crossed);
            let seat = t.to_move().unwrap_or(Seat(0));
            t.resign(seat).unwrap();
            out.push(t.view(Viewer::Seat(seat)));
        }
        out
    }

    #[test]
    fn a_state_is_written_as_the_view_with_its_words() {
        let views = views();
        assert!(views.iter().any(|v| v.outcome.is_some()));
        assert!(
            views
                .iter()
                .any(|v| v.game == "isolo" && v.moves.iter().any(|m| m.words.is_some()))
        );
        for view in &views {
            for lang in Lang::ALL {
                let written: Value = serde_json::from_str(&state_json(lang, "t7", view)).unwrap();
                assert_eq!(
                    written,
                    patched(lang, "t7", view),
                    "{} in {lang:?}",
                    view.game
                );
            }
        }
    }

    #[test]
    fn a_move_of_several_lines_is_one_text_with_line_breaks() {
        let lines = [
            Line {
                text: "one \"lap\"",
                lap: Some(0),
            },
            Line {
                text: "two",
                lap: Some(1),
            },
        ];
        assert_eq!(
            serde_json::to_string(&Joined(&lines)).unwrap(),
            r#""one \"lap\"\ntwo""#
        );
        assert_eq!(serde_json::to_string(&Joined(&[])).unwrap(), r#""""#);
    }
}
