//! A recorded game, position by position: what replay viewers and exports show.
//!
//! Positions are rebuilt by replaying the log from the game's parameters and seed. For a
//! game with hidden cards the hands are part of a replay only once the game is over; a
//! running game's record is never replayed here (spectators watch it live, seeing what a
//! spectator may).

use crate::model::{GameRecord, Holder, LogKind};
use parlour_catalog::i18n::names;
use parlour_catalog::{AnyMatch, GameKind, Lang};
use parlour_core::{Arg, Message, Outcome, Seat, Viewer};
use serde::Serialize;

/// One position of a replay.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    /// Moves played so far.
    pub ply: usize,
    /// The move that led here (`None` at the start).
    pub notation: Option<String>,
    /// The seat that played it.
    pub seat: Option<Seat>,
    /// What it did, in the language asked for.
    pub explanation: Option<String>,
    /// What it did, as the game said it (one message per line; Isolo says one per lap):
    /// a door puts it into its reader's language.
    #[serde(skip)]
    pub said: Vec<Message>,
    /// The board as a spectator sees it (the game's own view, as in live play).
    pub board: serde_json::Value,
    /// For a finished game with hidden cards: the board as each seat saw it (both hands).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<serde_json::Value>,
    /// The position drawn in text, in the language asked for, as the viewer asked for sees
    /// it (see [`frames_as`]).
    pub text: String,
    /// The seat to move here (`None` once the game is over).
    pub to_move: Option<Seat>,
    /// How the game ended, on the last frame of a finished game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The game is still being played and hides cards: its record stays on the server.
    Running,
    /// The record names an unknown game or bad parameters, or a move does not replay.
    Bad(String),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Running => write!(
                f,
                "this game hides cards and is still being played: it can be watched, not replayed"
            ),
            ReplayError::Bad(why) => write!(f, "this record cannot be replayed: {why}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Reads a game's id as people write it: `t3.1` is game 1 of table t3 (`T3.1` too: table
/// ids are lower case, and a capital typed is read as one).
///
/// ```
/// assert_eq!(parlour_store::replay::parse_id("t3.1"), Some(("t3".to_string(), 1)));
/// assert_eq!(parlour_store::replay::parse_id("T3.1"), Some(("t3".to_string(), 1)));
/// assert_eq!(parlour_store::replay::parse_id("t3"), None);
/// assert_eq!(parlour_store::replay::parse_id("t3.+1"), None);
/// ```
pub fn parse_id(id: &str) -> Option<(String, u64)> {
    id.trim()
        .rsplit_once('.')
        // The number in digits only ("+1" read as 1).
        .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|(t, n)| Some((t.to_ascii_lowercase(), n.parse().ok()?)))
        // A table id is letters and digits ("t1.1.1" names no table "t1.1").
        .filter(|(t, _)| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// Whether the game is over: it has a result, or it was called off (no result, and no
/// one will play it on: its cards are no one's secret any more).
pub fn is_over(record: &GameRecord) -> bool {
    record.outcome.is_some() || record.finished_at.is_some()
}

/// The record as it may leave the server for anyone who asks, as JSON: a game that is over
/// whole; a running game without its seed (which would tell the cards still to come and
/// what the computers will draw: the `seed` field is left out, not set to a seed a reader
/// could take for the real one), and never a running game with hidden cards.
pub fn shareable(record: &GameRecord) -> Result<serde_json::Value, ReplayError> {
    if !is_over(record) && start(record)?.info().hidden_information {
        return Err(ReplayError::Running);
    }
    let mut json = serde_json::to_value(record).map_err(|e| ReplayError::Bad(e.to_string()))?;
    if !is_over(record)
        && let Some(fields) = json.as_object_mut()
    {
        fields.remove("seed");
    }
    Ok(json)
}

/// A fresh match of the record's game, rules and seed.
pub fn start(record: &GameRecord) -> Result<Box<dyn AnyMatch>, ReplayError> {
    let kind: GameKind = record
        .game
        .parse()
        .map_err(|e: parlour_catalog::CatalogError| ReplayError::Bad(e.to_string()))?;
    kind.match_from_params(&record.params, record.seed)
        .map_err(|e| ReplayError::Bad(e.to_string()))
}

/// Every position of a recorded game, from the start to the last move, with the words
/// (explanations, the board's text) in `lang`.
pub fn frames(record: &GameRecord, lang: Lang) -> Result<Vec<Frame>, ReplayError> {
    frames_as(record, lang, Viewer::Spectator)
}

/// [`frames`], each position drawn in text as `viewer` sees it (the terminal's replay of a
/// finished game of hidden cards "as" a seat, its hand in view).
pub fn frames_as(
    record: &GameRecord,
    lang: Lang,
    viewer: Viewer,
) -> Result<Vec<Frame>, ReplayError> {
    let mut m = start(record)?;
    let hidden = m.info().hidden_information;
    if hidden && !is_over(record) {
        return Err(ReplayError::Running);
    }
    let seats = m.info().seat_names.len();
    let frame = |m: &dyn AnyMatch, ply, notation, seat, said: Vec<Message>| Frame {
        ply,
        notation,
        seat,
        explanation: seat.map(|_| parlour_catalog::i18n::lines(lang, &said)),
        said,
        board: m.view(Viewer::Spectator),
        seats: if hidden {
            (0..seats)
                .map(|s| m.view(Viewer::Seat(Seat(s as u8))))
                .collect()
        } else {
            Vec::new()
        },
        text: m.render(viewer, lang),
        to_move: m.to_move(),
        outcome: None,
    };
    let mut out = vec![frame(m.as_ref(), 0, None, None, Vec::new())];
    for (i, e) in record
        .log
        .iter()
        .filter(|e| e.kind == LogKind::Move)
        .enumerate()
    {
        let notation = e.notation.clone().unwrap_or_default();
        let played = m
            .play_exact(&notation)
            .map_err(|err| ReplayError::Bad(format!("move {} '{notation}': {err}", i + 1)))?;
        out.push(frame(
            m.as_ref(),
            i + 1,
            Some(played.notation),
            Some(played.seat),
            played.explanation.to_vec(),
        ));
    }
    // The last frame says how it ended (a resignation or agreed draw is not a position).
    if let Some(last) = out.last_mut() {
        last.outcome = record.outcome.clone();
        if last.outcome.is_some() {
            last.to_move = None;
        }
    }
    Ok(out)
}

/// The names of a game's seats in `lang`: a person's nickname, a computer's level
/// ("Computer (hard)", «Компьютер (сильный)»), numbered when one level holds two seats, and
/// a console's "You" or "Player 2" in `lang` whatever language the game was played in.
pub fn holder_names(seats: &[Holder], lang: Lang) -> Vec<String> {
    // Numbered as the live table numbered them (`Holder::numbered`, read with the record);
    // seats given without numbers are numbered in seat order.
    let numbers = if seats.iter().any(|h| h.number.is_some()) {
        seats.iter().map(|h| h.number).collect()
    } else {
        let levels: Vec<Option<String>> = seats.iter().map(|h| h.level.clone()).collect();
        parlour_catalog::table::repeat_numbers(&levels)
    };
    seats
        .iter()
        .zip(numbers)
        .map(|(h, number)| match &h.level {
            Some(level) => names::computer(lang, level, number),
            None if h.player.is_none() => names::keyboard_person(lang, &h.name),
            None => h.name.clone(),
        })
        .collect()
}

/// The record as people read it, in `lang`: who played, the moves with what each did, the
/// result.
pub fn text(record: &GameRecord, lang: Lang) -> Result<String, ReplayError> {
    let m = start(record)?;
    let info = m.info();
    let say = |m: Message| parlour_catalog::i18n::say(lang, &m);
    let seat = |i: usize| {
        info.seat_names
            .get(i)
            .map_or_else(|| "?".to_string(), |s| names::seat(lang, s))
    };
    let players = holder_names(&record.seats, lang);
    let mut out = say(Message::new("record-title")
        .with("game", names::game(lang, &record.game))
        .with("variant", names::variant(lang, &record.variant))
        .with("table", record.table.as_str())
        .with("number", record.number));
    out.push('\n');
    for (s, name) in players.iter().enumerate() {
        out.push_str(&format!("  {}: {name}\n", seat(s)));
    }
    let mut replay = start(record)?;
    let mut ply = 0;
    for e in &record.log {
        let seat_name = seat(usize::from(e.seat));
        // A line about the seat, indented under the moves.
        let said = |m: Message| format!("      {}\n", say(m.with("seat", seat_name.clone())));
        match e.kind {
            LogKind::Move => {
                ply += 1;
                let notation = e.notation.clone().unwrap_or_default();
                let what = parlour_catalog::i18n::lines(
                    lang,
                    &replay.explain(&notation).unwrap_or_default(),
                );
                replay
                    .play_exact(&notation)
                    .map_err(|err| ReplayError::Bad(format!("move {ply} '{notation}': {err}")))?;
                let what = what.replace('\n', "\n        ");
                out.push_str(&format!("{ply:>4}. {seat_name} {notation}: {what}\n"));
            }
            LogKind::DrawOffer => out.push_str(&said(Message::new("record-draw-offer"))),
            LogKind::DrawAccept => out.push_str(&said(Message::new("record-draw-accept"))),
            LogKind::DrawDecline => out.push_str(&said(Message::new("record-draw-decline"))),
            LogKind::Resign => out.push_str(&said(Message::new("record-resign"))),
            LogKind::TakeBack => {
                let count = e.notation.as_deref().and_then(|n| n.parse::<i64>().ok());
                out.push_str(&said(
                    Message::new("record-take-back").with("count", count.unwrap_or(1)),
                ));
            }
            // Said by the result, at the end.
            LogKind::CalledOff => {}
            LogKind::TakenOver => {
                let computer = names::computer(lang, level_taking_over(e), None);
                out.push_str(&said(
                    Message::new("record-taken-over").with("computer", computer),
                ));
            }
        }
    }
    out.push_str(&said_result(record, lang, &players, &seat));
    out.push('\n');
    Ok(out)
}

/// The level of the computer a `taken_over` entry let in (medium, the default, when the
/// entry does not say).
fn level_taking_over(e: &crate::LogEntry) -> &str {
    e.notation.as_deref().unwrap_or("medium")
}

/// The seats whose person went away and the level of the computer that played on, from
/// the log's `taken_over` entries (the first for each seat).
fn took_over(record: &GameRecord) -> Vec<(usize, &str)> {
    let mut left: Vec<(usize, &str)> = Vec::new();
    for e in record.log.iter().filter(|e| e.kind == LogKind::TakenOver) {
        let seat = usize::from(e.seat);
        if !left.iter().any(|(s, _)| *s == seat) {
            left.push((seat, level_taking_over(e)));
        }
    }
    left
}

/// The record's last line, in `lang`: who won and why (with the scores where the game keeps
/// them), a draw, or that the game was abandoned or is still being played.
pub fn result(record: &GameRecord, lang: Lang) -> String {
    let seat_names = record
        .game
        .parse::<GameKind>()
        .map(|k| k.info().seat_names.to_vec())
        .unwrap_or_default();
    let seat = |i: usize| {
        seat_names
            .get(i)
            .map_or_else(|| "?".to_string(), |s| names::seat(lang, s))
    };
    said_result(record, lang, &holder_names(&record.seats, lang), &seat)
}

/// [`result`] with the players' names and the seats' words already found.
fn said_result(
    record: &GameRecord,
    lang: Lang,
    players: &[String],
    seat: &dyn Fn(usize) -> String,
) -> String {
    let say = |m: Message| parlour_catalog::i18n::say(lang, &m);
    let mut out = String::new();
    let reason = |o: &Outcome| names::reason(lang, &o.reason);
    let left = took_over(record);
    match &record.outcome {
        Some(o) if o.is_draw() => out.push_str(&say(
            Message::new("record-result-draw").with("reason", reason(o))
        )),
        Some(o) => {
            // On the board, a seat whose person went away was won or lost by the computer
            // that played on; the person is told below how the game counts for them.
            let on_board = |i: usize| match left.iter().find(|(s, _)| *s == i) {
                Some((_, level)) => names::computer(lang, level, None),
                None => players.get(i).cloned().unwrap_or_else(|| "?".to_string()),
            };
            let winners: Vec<Arg> = o
                .winners()
                .iter()
                .map(|s| Arg::Text(names::in_seat(lang, &on_board(s.index()), &seat(s.index()))))
                .collect();
            out.push_str(&say(Message::new("record-result-won")
                .with("winners", Arg::List(winners))
                .with("reason", reason(o))));
            if let Some(scores) = &o.scores {
                let list: Vec<String> = scores
                    .iter()
                    .enumerate()
                    .map(|(s, n)| format!("{} {n}", seat(s)))
                    .collect();
                out.push(' ');
                out.push_str(&say(Message::new("record-scores").with(
                    "scores",
                    list.join(&parlour_catalog::i18n::tr(lang, "list-separator")),
                )));
            }
        }
        None if record.finished_at.is_some() => match crate::queries::called_off_by(record) {
            Some((s, how)) => out.push_str(&say(Message::new("record-called-off-by")
                .with(
                    "name",
                    players.get(usize::from(s)).cloned().unwrap_or_default(),
                )
                .with("how", how))),
            None => out.push_str(&say(Message::new("record-abandoned"))),
        },
        // A console game quit in the middle waits for its player, who may go on with it.
        None if crate::is_console_table(&record.table) => out
            .push_str(&say(
                Message::new("record-paused").with("table", record.table.as_str())
            )),
        None => out.push_str(&say(Message::new("record-running"))),
    }
    if record.outcome.is_some() {
        // As the records' list says it: a game with a take-back moved no rating.
        if record.log.iter().any(|e| e.kind == LogKind::TakeBack) {
            out.push(' ');
            out.push_str(&say(Message::new("records-unrated")));
        }
        for (i, _) in &left {
            let name = players.get(*i).map_or("?", String::as_str);
            out.push(' ');
            out.push_str(&say(Message::new("record-left-lost")
                .with("name", names::in_seat(lang, name, &seat(*i)))));
        }
    }
    out
}
