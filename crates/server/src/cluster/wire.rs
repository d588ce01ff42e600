//! What travels between nodes through Redis: commands to a table's owner, and what the
//! owner sends back to the viewers' node. JSON, one message per pub/sub payload.

use crate::conn::ConnId;
use crate::players::PlayerId;
use crate::table_task::Action;
use parlour_catalog::table::TableView;
use parlour_core::Viewer;
use parlour_protocol::{ErrorInfo, PlayerInfo, TableId};
use serde::{Deserialize, Serialize};

/// One message on a node's inbox channel.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum Message {
    /// To the node that owns `table`: a command from a connection on node `from`.
    Cmd {
        /// The table.
        table: TableId,
        /// The node that holds the connection (where the answers go).
        from: String,
        /// The connection, as its node numbers it.
        conn: ConnId,
        /// What it asks.
        cmd: Cmd,
    },
    /// To the node that holds connection `conn`: what the owner of `table` sends it.
    Out {
        /// The table.
        table: TableId,
        /// The connection, as its node numbers it.
        conn: ConnId,
        /// What.
        out: Out,
    },
}

/// A door's command, as it travels (see [`crate::table_task::TableCmd`]).
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "c", rename_all = "snake_case")]
pub enum Cmd {
    /// Receive the table's states.
    Open {
        /// Who asks (already identified by their node against the shared records).
        player: Option<PlayerInfo>,
        /// Whether the connection reads positions drawn in text.
        text: bool,
        /// Request id.
        req: Option<u64>,
    },
    /// Sit down.
    Join {
        /// Who.
        player: PlayerInfo,
        /// Which place.
        place: Option<usize>,
        /// Whether the connection reads positions drawn in text.
        text: bool,
        /// Request id.
        req: Option<u64>,
        /// Whether the door waits for a [`Out::Joined`] answer.
        reply: bool,
    },
    /// A seated player acts.
    Act {
        /// Who.
        player: PlayerId,
        /// The version the action was decided in.
        version: Option<u64>,
        /// What.
        action: Action,
        /// Whether the connection reads positions drawn in text.
        text: bool,
        /// Request id.
        req: Option<u64>,
    },
    /// Stop receiving the table.
    Close,
    /// The connection closed.
    Gone,
}

/// What the owner sends one remote connection.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "o", rename_all = "snake_case")]
pub enum Out {
    /// The table's state for this connection's viewer (only ever its own seat's view).
    State {
        /// Whom it is for.
        viewer: Viewer,
        /// The state.
        view: Box<TableView>,
        /// The position drawn in text (empty unless the connection reads text).
        text: String,
    },
    /// A refused request.
    Error {
        /// The request id.
        id: Option<u64>,
        /// What went wrong.
        error: ErrorInfo,
    },
    /// The connection no longer receives the table.
    Closed {
        /// Why.
        reason: String,
    },
    /// The answer to a [`Cmd::Join`] that waits for one: the place taken.
    Joined {
        /// The place, or why not.
        result: Result<usize, ErrorInfo>,
    },
    /// The node named as owner has no such table (it closed): the viewer's node looks again.
    NotHere,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back() {
        let m = Message::Cmd {
            table: "t3".into(),
            from: "a@1".into(),
            conn: 7,
            cmd: Cmd::Act {
                player: 2,
                version: Some(4),
                action: Action::Move("a1".into()),
                text: true,
                req: None,
            },
        };
        let json = serde_json::to_string(&m).unwrap();
        let back: Message = serde_json::from_str(&json).unwrap();
        assert_eq!(format!("{m:?}"), format!("{back:?}"));
        let bad: Result<Message, _> = serde_json::from_str("{\"t\":\"cmd\"}");
        assert!(bad.is_err());
    }

    #[test]
    fn a_state_reads_back_with_its_board() {
        use parlour_catalog::GameKind;
        use parlour_catalog::table::{Participant, Table, TableSetup};
        use parlour_core::Seat;
        let mut t = Table::new(
            TableSetup::new(GameKind::Nines, None, 1),
            vec![
                Some(Participant::person(1, "Ann")),
                Some(Participant::person(2, "Bob")),
            ],
        )
        .unwrap();
        t.play(Seat(0), "d6").unwrap();
        let view = t.view(Viewer::Seat(Seat(1)));
        let m = Message::Out {
            table: "t3".into(),
            conn: 7,
            out: Out::State {
                viewer: Viewer::Seat(Seat(1)),
                view: Box::new(view.clone()),
                text: String::new(),
            },
        };
        let json = serde_json::to_string(&m).unwrap();
        let back: Message = serde_json::from_str(&json).unwrap();
        let Message::Out {
            out: Out::State { view: back, .. },
            ..
        } = back
        else {
            panic!("not a state: {json}")
        };
        assert_eq!(back.board, view.board);
        assert_eq!(
            back.board.value()["points"].as_array().map(Vec::len),
            Some(24)
        );
        assert_eq!(back.moves[0].notation, "d6");
    }
}
