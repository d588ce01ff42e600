//! Errors as they travel: a stable code, arguments, and an English sentence.

use parlour_catalog::table::TableError;
use parlour_catalog::{CatalogError, DrawError, PlayError};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// Every error code a door may send. The code is stable; the sentence may change.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The message is not JSON, or not a message this protocol knows.
    BadMessage,
    /// The message is longer than the protocol allows.
    TooLarge,
    /// Too many messages too fast.
    RateLimited,
    /// Say `hello` first.
    NotIdentified,
    /// The nickname's form is wrong.
    NickInvalid,
    /// Someone else has that nickname.
    NickTaken,
    /// The token is not known (expired, or from another server).
    UnknownToken,
    /// No game has that id.
    UnknownGame,
    /// The game has no such variant.
    UnknownVariant,
    /// No computer level has that name.
    UnknownLevel,
    /// The seats of a new table are not right (count, or more than one `me`).
    BadSeats,
    /// No table has that id (or it closed).
    UnknownTable,
    /// The move quotes an old version of the table: the state changed since.
    StaleVersion,
    /// The server has as many connections or tables as it allows.
    ServerFull,
    /// The client's address has as many connections as the server allows one address.
    AddressFull,
    /// The player has opened as many tables as the server allows one player (`limit`).
    TooManyTables,
    /// The server is shutting down and takes no new tables.
    ShuttingDown,
    /// The game has not started yet.
    NotStarted,
    /// The game is over.
    GameOver,
    /// Another seat is to move.
    NotYourTurn,
    /// The text is not a move.
    MalformedMove,
    /// The move is not allowed here.
    IllegalMove,
    /// The text names a move only partly: choose one of `options`.
    ChooseMove,
    /// The draw offer or answer is not possible now.
    DrawRefused,
    /// The table has no open place.
    TableFull,
    /// That place is taken.
    PlaceTaken,
    /// The table has no such place.
    NoSuchPlace,
    /// You already sit at this table.
    AlreadySeated,
    /// You do not sit at this table (spectators act for nobody).
    NotSeated,
    /// Places change only between games.
    GameRunning,
    /// Take-backs are not allowed here.
    UndoNotAllowed,
    /// There is no move of yours to take back.
    NothingToUndo,
    /// The seat's person has not been away long enough to be replaced.
    NotAway,
    /// Told on arrival, not a refusal: while you were away a computer took your place at a
    /// table (`args.table`).
    TakenOver,
    /// Told before the connection closes, not a refusal: the player's key was changed on
    /// another connection, and this one had signed in with the old key.
    KeyChanged,
    /// The table could not be set up.
    BadSetup,
    /// A computer player failed.
    ComputerFailed,
    /// The change could not be saved in the records (a full disk, a locked or read-only
    /// database): it was not made.
    NotSaved,
    /// The server that holds the table (another node of a cluster) did not answer in time:
    /// what was asked may or may not have been done; the table's next state tells.
    NoAnswer,
}

impl ErrorCode {
    /// Every code, in the order of the list above.
    pub const ALL: [ErrorCode; CODES.len()] = {
        let mut all = [ErrorCode::BadMessage; CODES.len()];
        let mut i = 0;
        while i < CODES.len() {
            all[i] = CODES[i].0;
            i += 1;
        }
        all
    };

    /// The code as it is sent: `"stale_version"`.
    pub fn as_str(self) -> &'static str {
        // The table below lists every code (a test checks it against serde's names).
        CODES
            .iter()
            .find(|(c, _)| *c == self)
            .map(|(_, s)| *s)
            .unwrap_or("bad_message")
    }
}

const CODES: &[(ErrorCode, &str)] = &[
    (ErrorCode::BadMessage, "bad_message"),
    (ErrorCode::TooLarge, "too_large"),
    (ErrorCode::RateLimited, "rate_limited"),
    (ErrorCode::NotIdentified, "not_identified"),
    (ErrorCode::NickInvalid, "nick_invalid"),
    (ErrorCode::NickTaken, "nick_taken"),
    (ErrorCode::UnknownToken, "unknown_token"),
    (ErrorCode::UnknownGame, "unknown_game"),
    (ErrorCode::UnknownVariant, "unknown_variant"),
    (ErrorCode::UnknownLevel, "unknown_level"),
    (ErrorCode::BadSeats, "bad_seats"),
    (ErrorCode::UnknownTable, "unknown_table"),
    (ErrorCode::StaleVersion, "stale_version"),
    (ErrorCode::ServerFull, "server_full"),
    (ErrorCode::AddressFull, "address_full"),
    (ErrorCode::TooManyTables, "too_many_tables"),
    (ErrorCode::ShuttingDown, "shutting_down"),
    (ErrorCode::NotStarted, "not_started"),
    (ErrorCode::GameOver, "game_over"),
    (ErrorCode::NotYourTurn, "not_your_turn"),
    (ErrorCode::MalformedMove, "malformed_move"),
    (ErrorCode::IllegalMove, "illegal_move"),
    (ErrorCode::ChooseMove, "choose_move"),
    (ErrorCode::DrawRefused, "draw_refused"),
    (ErrorCode::TableFull, "table_full"),
    (ErrorCode::PlaceTaken, "place_taken"),
    (ErrorCode::NoSuchPlace, "no_such_place"),
    (ErrorCode::AlreadySeated, "already_seated"),
    (ErrorCode::NotSeated, "not_seated"),
    (ErrorCode::GameRunning, "game_running"),
    (ErrorCode::UndoNotAllowed, "undo_not_allowed"),
    (ErrorCode::NothingToUndo, "nothing_to_undo"),
    (ErrorCode::NotAway, "not_away"),
    (ErrorCode::TakenOver, "taken_over"),
    (ErrorCode::KeyChanged, "key_changed"),
    (ErrorCode::BadSetup, "bad_setup"),
    (ErrorCode::ComputerFailed, "computer_failed"),
    (ErrorCode::NotSaved, "not_saved"),
    (ErrorCode::NoAnswer, "no_answer"),
];

/// An error as a door sends it: what went wrong (a code and its arguments, for clients that
/// choose their own words), and a sentence in English.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ErrorInfo {
    /// The stable code.
    pub code: ErrorCode,
    /// One lowercase English sentence.
    pub message: String,
    /// The values the sentence mentions, by name (may be empty).
    pub args: Map<String, Value>,
    /// The game's own reason as data, when the error is about a move: a door says it in
    /// its reader's language (the `args` carry it in English for scripts). Not sent.
    #[serde(skip)]
    pub said: Option<Box<parlour_core::Message>>,
}

impl ErrorInfo {
    /// An error with no arguments.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ErrorInfo {
        ErrorInfo {
            code,
            message: message.into(),
            args: Map::new(),
            said: None,
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &str, value: impl Into<Value>) -> ErrorInfo {
        self.args.insert(name.to_string(), value.into());
        self
    }

    /// The error for a stale version (or one the table has not reached: a client's
    /// mistake, said as such, with `problem` "ahead").
    pub fn stale(sent: u64, current: u64) -> ErrorInfo {
        if sent > current {
            return ErrorInfo::new(
                ErrorCode::StaleVersion,
                format!(
                    "the table is at version {current}, not yet at {sent}; look again and resend"
                ),
            )
            .arg("sent", sent)
            .arg("current", current)
            .arg("problem", "ahead");
        }
        ErrorInfo::new(
            ErrorCode::StaleVersion,
            format!(
                "the table changed since version {sent} (it is at {current} now); look again and resend"
            ),
        )
        .arg("sent", sent)
        .arg("current", current)
    }
}

impl From<&CatalogError> for ErrorInfo {
    fn from(e: &CatalogError) -> ErrorInfo {
        let code = match e {
            CatalogError::UnknownGame(_) => ErrorCode::UnknownGame,
            CatalogError::UnknownLevel { .. } => ErrorCode::UnknownLevel,
            CatalogError::Setup(parlour_core::SetupError::UnknownVariant { .. }) => {
                ErrorCode::UnknownVariant
            }
            CatalogError::Setup(_) | CatalogError::Position(_) => ErrorCode::BadSetup,
        };
        let info = ErrorInfo::new(code, e.to_string());
        match e {
            CatalogError::UnknownGame(g) => info
                .arg("game", g.as_str())
                .arg("known", json!(parlour_catalog::game_ids())),
            CatalogError::UnknownLevel { level, known } => {
                info.arg("level", level.as_str()).arg("known", json!(known))
            }
            CatalogError::Setup(parlour_core::SetupError::UnknownVariant { name, known }) => info
                .arg("variant", name.as_str())
                .arg("known", json!(known)),
            // What is wrong, in the game's terms (an option's name, its range), for the
            // readers of other languages too.
            CatalogError::Setup(parlour_core::SetupError::InvalidParams(why)) => {
                info.arg("detail", why.as_str())
            }
            CatalogError::Position(p) => info.arg("detail", p.to_string()),
        }
    }
}

impl From<&TableError> for ErrorInfo {
    fn from(e: &TableError) -> ErrorInfo {
        let message = e.to_string();
        match e {
            TableError::NotStarted => ErrorInfo::new(ErrorCode::NotStarted, message),
            TableError::GameOver | TableError::Move(PlayError::GameOver) => {
                ErrorInfo::new(ErrorCode::GameOver, message)
            }
            TableError::NotYourTurn { to_move } => {
                ErrorInfo::new(ErrorCode::NotYourTurn, message).arg("to_move", json!(to_move))
            }
            TableError::Move(PlayError::Parse(p)) => {
                let mut info =
                    // (In words, not the log's form, which names the message keys.)
                    ErrorInfo::new(ErrorCode::MalformedMove, message).arg(
                        "detail",
                        parlour_catalog::i18n::say(
                            parlour_catalog::Lang::En,
                            &parlour_core::Describe::message(p),
                        ),
                    );
                info.said = Some(Box::new(parlour_core::Describe::message(p)));
                info
            }
            TableError::Move(PlayError::Choice { text, options }) => {
                ErrorInfo::new(ErrorCode::ChooseMove, message)
                    .arg("text", text.as_str())
                    .arg("options", json!(options))
            }
            TableError::Move(PlayError::Illegal { text, reason }) => {
                let mut info = ErrorInfo::new(ErrorCode::IllegalMove, message)
                    .arg("move", text.as_str())
                    .arg(
                        "reason",
                        parlour_catalog::i18n::say(parlour_catalog::Lang::En, reason),
                    );
                info.said = Some(Box::new(reason.clone()));
                info
            }
            TableError::Move(PlayError::TurnEnded { rest }) => {
                ErrorInfo::new(ErrorCode::IllegalMove, message).arg("rest", rest.as_str())
            }
            TableError::Draw(d) => {
                ErrorInfo::new(ErrorCode::DrawRefused, message).arg("reason", draw_reason(d))
            }
            TableError::NoOpenPlace => ErrorInfo::new(ErrorCode::TableFull, message),
            TableError::PlaceTaken(p) => {
                ErrorInfo::new(ErrorCode::PlaceTaken, message).arg("place", *p)
            }
            TableError::NoSuchPlace(p) => {
                ErrorInfo::new(ErrorCode::NoSuchPlace, message).arg("place", *p)
            }
            TableError::AlreadySeated => ErrorInfo::new(ErrorCode::AlreadySeated, message),
            TableError::NotSeated => ErrorInfo::new(ErrorCode::NotSeated, message),
            TableError::GameRunning => ErrorInfo::new(ErrorCode::GameRunning, message),
            TableError::UndoNotAllowed(why) => {
                ErrorInfo::new(ErrorCode::UndoNotAllowed, message).arg("reason", why.text())
            }
            TableError::NothingToUndo | TableError::UndoBeforeResume => {
                ErrorInfo::new(ErrorCode::NothingToUndo, message)
            }
            TableError::Setup(c) => ErrorInfo::from(c),
            TableError::Computer(_) => ErrorInfo::new(ErrorCode::ComputerFailed, message),
            TableError::Replay(why) => {
                ErrorInfo::new(ErrorCode::BadSetup, message).arg("detail", why.as_str())
            }
        }
    }
}

/// The draw error as a short key.
fn draw_reason(e: &DrawError) -> &'static str {
    match e {
        DrawError::NotInThisGame => "not_in_this_game",
        DrawError::GameOver => "game_over",
        DrawError::NotYourTurn => "not_your_turn",
        DrawError::NoOffer => "no_offer",
        DrawError::OwnOffer => "own_offer",
        DrawError::NotNow => "not_now",
        DrawError::AlreadyAccepted => "already_accepted",
        DrawError::AlreadyOffered => "already_offered",
        DrawError::Declined => "declined",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_its_wire_name() {
        for (code, name) in CODES {
            assert_eq!(serde_json::to_value(code).unwrap(), json!(name));
            assert_eq!(code.as_str(), *name);
        }
    }

    #[test]
    fn table_errors_keep_their_arguments() {
        let e = TableError::Move(PlayError::Illegal {
            text: "d6".into(),
            reason: parlour_core::Message::new("nines-occupied").with("point", "d6"),
        });
        let info = ErrorInfo::from(&e);
        assert_eq!(info.code, ErrorCode::IllegalMove);
        assert_eq!(info.args["reason"], "d6 is not empty");
        assert!(
            info.message.contains("'d6' is not allowed"),
            "{}",
            info.message
        );
    }
}
