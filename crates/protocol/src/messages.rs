//! The WebSocket messages: JSON objects with a `type` tag.
//!
//! Every message from a client may carry an `id` (any number); the server quotes it in the
//! error that answers it, so a client knows which request failed.

use crate::error::ErrorInfo;
use crate::lobby::{GameEntry, LobbyView, PlayerInfo};
use parlour_catalog::table::TableView;
use serde::{Deserialize, Serialize};

/// A table's id: short text, e.g. `"t7"`.
pub type TableId = String;

/// Who takes a seat of a new table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The player creating the table.
    Me,
    /// Open for another person to take.
    Open,
    /// A computer player of this level.
    Computer(String),
}

impl SeatChoice {
    /// Reads `"me"`, `"open"` or a level name.
    pub fn parse(text: &str) -> SeatChoice {
        match text.trim().to_ascii_lowercase().as_str() {
            "me" | "human" | "you" => SeatChoice::Me,
            "open" | "person" | "" => SeatChoice::Open,
            level => SeatChoice::Computer(level.to_string()),
        }
    }
}

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message: come back with a token, or arrive with a nickname.
    Hello {
        /// The token of an earlier visit.
        #[serde(default)]
        token: Option<String>,
        /// A nickname, when there is no token (or it is no longer known).
        #[serde(default)]
        nick: Option<String>,
        /// The reader's language (`"en"`, `"vi"`, `"ru"`): the server's words (game names,
        /// errors, game texts) come in it. Default English.
        #[serde(default)]
        lang: Option<String>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Speak another language from now on: the server answers `language`, then sends the
    /// lobby (while watched) and the states of your tables again, in it.
    Language {
        /// `"en"`, `"vi"` or `"ru"`.
        lang: String,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Start or stop receiving lobby updates.
    Lobby {
        /// True to receive `lobby` messages whenever the lobby changes.
        watch: bool,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Open a new table.
    CreateTable {
        /// Game id.
        game: String,
        /// Rule variant (default: the game's first).
        #[serde(default)]
        variant: Option<String>,
        /// One entry per seat of the first game, in seat order: `"me"`, `"open"`, or a
        /// computer level.
        seats: Vec<String>,
        /// Parameters changed from the variant's, e.g. `{"ply_cap": 200}` (the game
        /// entry's `options` lists them with their defaults).
        #[serde(default)]
        options: Option<serde_json::Value>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Receive a table's state: as your seat if you sit there, else as a spectator.
    Open {
        /// The table.
        table: TableId,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Stop receiving a table you only watch.
    Close {
        /// The table.
        table: TableId,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Sit down in an open place (the first, or `place`).
    Join {
        /// The table.
        table: TableId,
        /// The place, from 0.
        #[serde(default)]
        place: Option<usize>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Leave your place (during a game this resigns it).
    Leave {
        /// The table.
        table: TableId,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Play a move, chosen from the `legal` list of the state with this `version`.
    Move {
        /// The table.
        table: TableId,
        /// The version of the state the move was chosen in.
        version: u64,
        /// The move's notation.
        #[serde(rename = "move")]
        notation: String,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Offer a draw (on your turn).
    OfferDraw {
        /// The table.
        table: TableId,
        /// The version it was decided in (optional; refused if stale).
        #[serde(default)]
        version: Option<u64>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Accept or decline the pending draw offer.
    AnswerDraw {
        /// The table.
        table: TableId,
        /// True to accept.
        accept: bool,
        /// The version it was decided in (optional; refused if stale).
        #[serde(default)]
        version: Option<u64>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Resign the game.
    Resign {
        /// The table.
        table: TableId,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Take back your last turn (practice only).
    Undo {
        /// The table.
        table: TableId,
        /// The version it was decided in (optional; refused if stale).
        #[serde(default)]
        version: Option<u64>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Ready for the next game (a rematch; seats rotate).
    Ready {
        /// The table.
        table: TableId,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Let a computer take the place of a person who has been away too long.
    TakeOver {
        /// The table.
        table: TableId,
        /// The away person's place.
        place: usize,
        /// The computer's level (default `medium`).
        #[serde(default)]
        level: Option<String>,
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Make me a new key (token), for one that may have leaked: the old key no longer signs
    /// in, and the other connections that signed in with it are closed (each told
    /// `key_changed`). The answer is `key`.
    NewKey {
        /// Request id.
        #[serde(default)]
        id: Option<u64>,
    },
    /// Are you there?
    Ping {
        /// Request id, quoted in the `pong`.
        #[serde(default)]
        id: Option<u64>,
    },
}

impl ClientMsg {
    /// The request id, if the client gave one.
    pub fn request_id(&self) -> Option<u64> {
        match self {
            ClientMsg::Hello { id, .. }
            | ClientMsg::Language { id, .. }
            | ClientMsg::Lobby { id, .. }
            | ClientMsg::CreateTable { id, .. }
            | ClientMsg::Open { id, .. }
            | ClientMsg::Close { id, .. }
            | ClientMsg::Join { id, .. }
            | ClientMsg::Leave { id, .. }
            | ClientMsg::Move { id, .. }
            | ClientMsg::OfferDraw { id, .. }
            | ClientMsg::AnswerDraw { id, .. }
            | ClientMsg::Resign { id, .. }
            | ClientMsg::Undo { id, .. }
            | ClientMsg::Ready { id, .. }
            | ClientMsg::TakeOver { id, .. }
            | ClientMsg::NewKey { id }
            | ClientMsg::Ping { id } => *id,
        }
    }
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to `hello`: who you are, your token, the games, your tables.
    Welcome {
        /// You.
        you: PlayerInfo,
        /// Keep it (the page keeps it in localStorage) and send it in the next `hello`.
        token: String,
        /// The games and what a new table of each needs.
        games: Vec<GameEntry>,
        /// The tables where you sit (their states follow).
        tables: Vec<TableId>,
        /// The protocol version.
        protocol: u32,
        /// The language the server speaks to you (what `hello` asked for, when the server
        /// speaks it; else `"en"`).
        lang: String,
    },
    /// The answer to `language`: the language now spoken, and the games named in it.
    Language {
        /// `"en"`, `"vi"` or `"ru"`.
        lang: String,
        /// The games, as in `welcome`, in the new language.
        games: Vec<GameEntry>,
    },
    /// The answer to `create_table`: the new table's id (its `state` follows).
    Created {
        /// The new table.
        table: TableId,
        /// The request id of the `create_table`.
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    /// The lobby (while you watch it).
    Lobby(LobbyView),
    /// A table as you may see it, after every change.
    State {
        /// The table.
        table: TableId,
        /// What you see.
        state: Box<TableView>,
    },
    /// You stopped receiving a table (you closed it, or left it as a spectator).
    Closed {
        /// The table.
        table: TableId,
        /// Why: `"closed"` (you asked), `"left"`, `"abandoned"`, `"shutdown"`.
        reason: String,
    },
    /// Your last message (or the one with `id`) was refused; nothing changed.
    Error {
        /// The table it concerned, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        table: Option<TableId>,
        /// The request id, if the message had one.
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
        /// What went wrong.
        #[serde(flatten)]
        error: ErrorInfo,
    },
    /// The answer to `new_key`: the player's new key. Keep it instead of the old one.
    Key {
        /// The new token.
        token: String,
        /// The request id of the `new_key`.
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    /// The answer to `ping`.
    Pong {
        /// The ping's id.
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<u64>,
    },
    /// The server is going away; your games are kept and resume when it is back.
    Bye {
        /// Why.
        reason: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorCode;
    use serde_json::json;

    #[test]
    fn client_messages_read_from_json() {
        let m: ClientMsg =
            serde_json::from_str(r#"{"type":"move","table":"t1","version":4,"move":"d6"}"#)
                .unwrap();
        assert_eq!(
            m,
            ClientMsg::Move {
                table: "t1".into(),
                version: 4,
                notation: "d6".into(),
                id: None
            }
        );
        let m: ClientMsg = serde_json::from_str(r#"{"type":"hello","id":3}"#).unwrap();
        assert_eq!(m.request_id(), Some(3));
        for bad in [
            r#"{"type":"move","table":"t1","move":"d6"}"#,
            r#"{"type":"fly"}"#,
            r#"{"type":"ping","extra":1}"#,
            r#"[1,2]"#,
            "not json",
        ] {
            assert!(serde_json::from_str::<ClientMsg>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn errors_are_flat_objects() {
        let m = ServerMsg::Error {
            table: Some("t2".into()),
            id: Some(9),
            error: ErrorInfo::stale(3, 5),
        };
        let v = serde_json::to_value(&m).unwrap();
        assert_eq!(v["type"], "error");
        assert_eq!(v["code"], "stale_version");
        assert_eq!(v["args"], json!({"sent": 3, "current": 5}));
        assert_eq!(v["id"], 9);
        assert_eq!(ErrorCode::StaleVersion.as_str(), "stale_version");
    }

    #[test]
    fn seat_choices() {
        assert_eq!(SeatChoice::parse("Me"), SeatChoice::Me);
        assert_eq!(SeatChoice::parse("open"), SeatChoice::Open);
        assert_eq!(
            SeatChoice::parse("hard"),
            SeatChoice::Computer("hard".into())
        );
    }
}
