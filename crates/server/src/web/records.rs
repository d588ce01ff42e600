//! The records over HTTP, for the player pages, the leaderboards and the replay viewer.
//!
//! Read-only and public, like a club's results board: anyone may look up a player by
//! nickname, a game's leaderboard, or replay a finished game. What must stay secret stays
//! on the server: a running game with hidden cards is never replayed or exported (its
//! spectators watch it live and see what a spectator may), and a running game's export
//! leaves out its seed.
//!
//! | Route | Answer |
//! |---|---|
//! | `GET /api/players/{nick}` | results per game, ratings, series, latest games |
//! | `GET /api/leaderboard/{game}` | the best ratings of a game (`?limit=`, at most 100) |
//! | `GET /api/records` | games, newest first (`?game=`, `?player=`, `?running=true`, `?limit=`) |
//! | `GET /api/records/{id}` | a game with every position, for the replay viewer (`t3.1`), its texts in the reader's language (`?lang=`, else `Accept-Language`) |
//! | `GET /api/records/{id}/export.json` | the record as JSON, to download |
//! | `GET /api/records/{id}/export.txt` | the record as text people read, in the reader's language (as above) |
//!
//! Errors are JSON `{"error": "…"}` with a fitting status: 404 for what does not exist,
//! 403 for a running game that hides cards, 400 for a query or an address that cannot be
//! read, 503 when the records cannot be read.

use super::reader_lang;
use super::refusal::{Asked, Named, Refusal, not_found};
use crate::hub::Hub;
use crate::localized::{Joined, LocalOutcome};
use crate::words;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use parlour_catalog::GameKind;
use parlour_i18n::{Lang, names};
use parlour_store::replay::{self, ReplayError};
use parlour_store::{GameFilter, GameRecord, StoreError, queries};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Most rows a list answers with.
const MAX_LIMIT: usize = 100;

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        tracing::warn!(error = %e, "a records page could not be read");
        Refusal(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
    }
}

impl From<ReplayError> for Refusal {
    fn from(e: ReplayError) -> Refusal {
        let status = match e {
            ReplayError::Running => StatusCode::FORBIDDEN,
            ReplayError::Bad(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        Refusal(status, e.to_string())
    }
}

/// How many rows to answer: `?limit=`, at most [`MAX_LIMIT`]; `0` is refused (it read as
/// one row, which was not what anyone asked).
fn limit(asked: Option<usize>, default: usize) -> Result<usize, Refusal> {
    match asked {
        Some(0) => Err(Refusal(
            StatusCode::BAD_REQUEST,
            "limit must be at least 1".to_string(),
        )),
        Some(n) => Ok(n.min(MAX_LIMIT)),
        None => Ok(default),
    }
}

/// `GET /api/players/{nick}`.
pub(super) async fn player(
    State(hub): State<Arc<Hub>>,
    Named(nick): Named<String>,
) -> Result<Response, Refusal> {
    let wanted = nick.clone();
    let stats = hub
        .store
        .run(move |db| queries::player_stats(db, &wanted))
        .await?
        .ok_or_else(|| not_found(format!("no player '{nick}' in the records")))?;
    Ok(Json(stats).into_response())
}

/// The query of `GET /api/leaderboard/{game}`.
#[derive(Deserialize)]
pub(super) struct BoardQuery {
    limit: Option<usize>,
    offset: Option<usize>,
}

/// `GET /api/leaderboard/{game}`.
pub(super) async fn leaderboard(
    State(hub): State<Arc<Hub>>,
    Named(game): Named<String>,
    Asked(q): Asked<BoardQuery>,
) -> Result<Response, Refusal> {
    let kind: GameKind = game.parse().map_err(|e| not_found(format!("{e}")))?;
    let n = limit(q.limit, 50)?;
    let rows = hub
        .store
        .run(move |db| queries::leaderboard_page(db, kind.id(), n, q.offset.unwrap_or(0)))
        .await?;
    Ok(Json(rows).into_response())
}

/// The query of `GET /api/records`.
#[derive(Deserialize)]
pub(super) struct ListQuery {
    game: Option<String>,
    player: Option<String>,
    running: Option<Running>,
    limit: Option<usize>,
    offset: Option<usize>,
}

/// Which games `running=` asks for: finished ones (`false`, the default), running ones
/// (`true`), or both (`any`, as a player page lists them).
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Running {
    True,
    False,
    Any,
}

/// `GET /api/records`.
pub(super) async fn list(
    State(hub): State<Arc<Hub>>,
    Asked(q): Asked<ListQuery>,
) -> Result<Response, Refusal> {
    let game = match &q.game {
        Some(g) => Some(
            g.parse::<GameKind>()
                .map_err(|e| not_found(format!("{e}")))?
                .id()
                .to_string(),
        ),
        None => None,
    };
    let n = limit(q.limit, 50)?;
    let finished = match q.running.unwrap_or(Running::False) {
        Running::False => Some(true),
        Running::True => Some(false),
        Running::Any => None,
    };
    let player = q.player.clone();
    let rows = hub
        .store
        .run(move |db| {
            let player = match &player {
                Some(nick) => match queries::player_by_nick(db, nick)? {
                    Some((id, _)) => Some(id),
                    None => return Ok(None),
                },
                None => None,
            };
            queries::games(
                db,
                &GameFilter {
                    player,
                    game,
                    finished,
                    limit: n,
                    offset: q.offset.unwrap_or(0),
                },
            )
            .map(Some)
        })
        .await?
        .ok_or_else(|| {
            not_found(format!(
                "no player '{}' in the records",
                q.player.unwrap_or_default()
            ))
        })?;
    Ok(Json(rows).into_response())
}

/// A game for the replay viewer: who played and every position, with the texts people
/// read in their language (the ids beside them stay, for programs).
#[derive(Serialize)]
struct Replay<'a> {
    id: String,
    /// The game's name, in the reader's language.
    name: String,
    /// The variant's name, in the reader's language.
    variant_name: String,
    seat_names: Vec<&'static str>,
    /// The record as [`replay::shareable`] lets it out.
    record: serde_json::Value,
    frames: Vec<LocalFrame<'a>>,
}

/// A replay's position with what people read in the reader's language, as a live table's
/// state says it (`localized`): the move's words whole (`explanation`) and line by line
/// (`lines`, each with the Isolo lap it tells), and why the game ended
/// (`outcome.reason_text`).
struct LocalFrame<'a> {
    frame: &'a replay::Frame,
    game: &'a str,
    /// The move's messages in words (none at the start).
    words: Vec<String>,
    outcome: Option<LocalOutcome<'a>>,
}

impl<'a> LocalFrame<'a> {
    fn new(lang: Lang, game: &'a str, frame: &'a replay::Frame) -> Self {
        LocalFrame {
            frame,
            game,
            words: words::said_words(lang, &frame.said),
            outcome: frame.outcome.as_ref().map(|o| LocalOutcome::new(lang, o)),
        }
    }
}

impl Serialize for LocalFrame<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Every field named: one added to `Frame` does not compile until it is written here.
        let replay::Frame {
            ply,
            notation,
            seat,
            explanation,
            said,
            board,
            seats,
            text,
            to_move,
            outcome: _,
        } = self.frame;
        let mut s = serializer.serialize_struct("Frame", 10)?;
        s.serialize_field("ply", ply)?;
        s.serialize_field("notation", notation)?;
        s.serialize_field("seat", seat)?;
        if notation.is_some() {
            let lines = words::said_lines(self.game, said, &self.words);
            s.serialize_field("explanation", &Joined(&lines))?;
            s.serialize_field("lines", &lines)?;
        } else {
            s.serialize_field("explanation", explanation)?;
        }
        s.serialize_field("board", board)?;
        if seats.is_empty() {
            s.skip_field("seats")?;
        } else {
            s.serialize_field("seats", seats)?;
        }
        s.serialize_field("text", text)?;
        s.serialize_field("to_move", to_move)?;
        match &self.outcome {
            Some(o) => s.serialize_field("outcome", o)?,
            None => s.skip_field("outcome")?,
        }
        s.end()
    }
}

async fn record_of(hub: &Hub, id: &str) -> Result<GameRecord, Refusal> {
    let (table, number) = replay::parse_id(id).ok_or_else(|| {
        not_found(format!(
            "'{id}' is not a game of the records: write it like t3.1 (table t3, game 1)"
        ))
    })?;
    hub.store
        .run(move |db| queries::game(db, &table, number))
        .await?
        // Quoted, so that a long id is cut like anything else a refusal quotes.
        .ok_or_else(|| not_found(format!("no game '{id}' in the records")))
}

/// A record's id as the records write it ("t3.1", whatever spelling found it: "T3.01").
fn id_of(record: &GameRecord) -> String {
    format!("{}.{}", record.table, record.number)
}

/// The query of `GET /api/records/{id}`.
#[derive(Deserialize)]
pub(super) struct ReplayQuery {
    lang: Option<String>,
}

/// `GET /api/records/{id}`.
pub(super) async fn game(
    State(hub): State<Arc<Hub>>,
    Named(id): Named<String>,
    Asked(q): Asked<ReplayQuery>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let lang = reader_lang(q.lang.as_deref(), &headers);
    let record = record_of(&hub, &id).await?;
    let id = id_of(&record);
    // Replaying a long game is work (a whole Tablenette game: 720 positions for every
    // seat, about 0.1 s): done on a thread of its own, not on one that serves connections.
    tokio::task::spawn_blocking(move || replay_json(lang, id, &record))
        .await
        .map_err(|e| Refusal(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?
}

/// A record replayed, in `lang`: the answer of `GET /api/records/{id}`.
fn replay_json(lang: Lang, id: String, record: &GameRecord) -> Result<Response, Refusal> {
    let frames = replay::frames(record, lang)?;
    let shared = replay::shareable(record)?;
    let kind: GameKind = record
        .game
        .parse()
        .map_err(|e| Refusal(StatusCode::INTERNAL_SERVER_ERROR, format!("{e}")))?;
    let frames = frames
        .iter()
        .map(|f| LocalFrame::new(lang, kind.id(), f))
        .collect();
    Ok(Json(Replay {
        id,
        name: names::game(lang, kind.id()),
        variant_name: names::variant(lang, &record.variant),
        seat_names: kind.info().seat_names.to_vec(),
        record: shared,
        frames,
    })
    .into_response())
}

/// `GET /api/records/{id}/export.json` and `…/export.txt`.
pub(super) async fn export(
    State(hub): State<Arc<Hub>>,
    Named((id, file)): Named<(String, String)>,
    Asked(q): Asked<ReplayQuery>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let full = record_of(&hub, &id).await?;
    let id = id_of(&full);
    let record = replay::shareable(&full)?;
    let name = |ext: &str| format!("attachment; filename=\"parlour-{id}.{ext}\"");
    match file.as_str() {
        "export.json" => {
            let body = serde_json::to_string_pretty(&record)
                .map_err(|e| Refusal(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
            Ok((
                [
                    (header::CONTENT_TYPE, "application/json".to_string()),
                    (header::CONTENT_DISPOSITION, name("json")),
                ],
                body,
            )
                .into_response())
        }
        "export.txt" => Ok((
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=utf-8".to_string(),
                ),
                (header::CONTENT_DISPOSITION, name("txt")),
            ],
            // The text is replayed from the whole record; it shows moves, never the seed.
            replay::text(&full, reader_lang(q.lang.as_deref(), &headers))?,
        )
            .into_response()),
        _ => Err(not_found(format!(
            "no '{file}' for a game: export.json or export.txt"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Outcome, Seat};
    use parlour_store::{Holder, LogEntry, LogKind};
    use serde_json::{Value, json};

    /// A replay's frame as it was first made: the frame as a JSON tree, its words patched
    /// in. What [`LocalFrame`] writes must read the same.
    fn patched(lang: Lang, game: &str, frame: &replay::Frame) -> Value {
        let mut v = serde_json::to_value(frame).unwrap();
        if frame.notation.is_some() {
            let words = words::said_words(lang, &frame.said);
            let lines = words::said_lines(game, &frame.said, &words);
            let text: Vec<&str> = lines.iter().map(|l| l.text).collect();
            v["explanation"] = json!(text.join("\n"));
            v["lines"] = json!(lines);
        }
        if let Some(o) = &frame.outcome {
            v["outcome"]["reason_text"] = json!(words::reason(lang, o));
        }
        v
    }

    /// A record of every game, a dozen moves long: running (where it may be replayed) and
    /// finished.
    fn records() -> Vec<GameRecord> {
        let mut out = Vec::new();
        for kind in GameKind::ALL {
            let info = kind.info();
            let mut m = kind.new_match(None, 5, false).unwrap();
            let mut log = Vec::new();
            for i in 0..12 {
                let Some(seat) = m.to_move() else { break };
                let legal = m.legal_moves();
                let notation = legal[i % legal.len()].clone();
                m.play_exact(&notation).unwrap();
                log.push(LogEntry {
                    seat: seat.0,
                    kind: LogKind::Move,
                    notation: Some(notation),
                    at: 0,
                });
            }
            let seats = info.seat_names.len();
            let record = GameRecord {
                table: "t1".into(),
                number: 1,
                game: kind.id().into(),
                variant: info.variants[0].into(),
                params: kind.options(None).unwrap(),
                seed: 5,
                seats: (0..seats)
                    .map(|s| Holder::person(s as i64 + 1, &format!("p{s}")))
                    .collect(),
                log,
                started_at: 0,
                finished_at: None,
                outcome: None,
            };
            if !info.hidden_information {
                out.push(record.clone());
            }
            out.push(GameRecord {
                finished_at: Some(1),
                outcome: Some(Outcome::win(Seat(0), seats, "resignation")),
                ..record
            });
        }
        out
    }

    #[test]
    fn a_running_game_leaves_without_its_seed_and_one_called_off_is_over() {
        for record in records() {
            let hidden = record.game == "tablenette";
            match replay::shareable(&record) {
                Ok(shared) if record.outcome.is_some() => assert_eq!(shared["seed"], 5),
                Ok(shared) => {
                    assert!(!hidden);
                    assert!(shared.get("seed").is_none(), "{shared}");
                    assert_eq!(shared["table"], "t1");
                }
                Err(e) => assert!(hidden && matches!(e, ReplayError::Running), "{e}"),
            }
            // Called off: no result, and no one will play it on; hands and seed are no
            // secret any more.
            let called_off = GameRecord {
                finished_at: Some(1),
                outcome: None,
                ..record
            };
            assert_eq!(replay::shareable(&called_off).unwrap()["seed"], 5);
            assert!(replay::frames(&called_off, Lang::En).is_ok());
        }
    }

    #[test]
    fn a_replay_frame_is_written_as_the_frame_with_its_words() {
        let records = records();
        assert!(records.iter().any(|r| r.game == "isolo"));
        for record in &records {
            for lang in Lang::ALL {
                let frames = replay::frames(record, lang).unwrap();
                assert!(frames.len() > 1);
                assert!(frames.iter().any(|f| !f.seats.is_empty()) || record.game != "tablenette");
                for f in &frames {
                    let written =
                        serde_json::to_value(LocalFrame::new(lang, &record.game, f)).unwrap();
                    assert_eq!(
                        written,
                        patched(lang, &record.game, f),
                        "{} in {lang:?}, ply {}",
                        record.game,
                        f.ply
                    );
                }
            }
        }
    }
}
