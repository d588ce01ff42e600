//! What travels from tables to connections, and the bounded outbox it travels through.

use parlour_catalog::table::TableView;
use parlour_core::Viewer;
use parlour_protocol::{ErrorInfo, ServerMsg, TableId};
use std::sync::{Arc, OnceLock};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

/// Identifies a connection across the server.
pub type ConnId = u64;

/// How many messages wait for a slow client before it is disconnected. A state is one
/// message, so this is dozens of moves: a person who reads does not get near it.
pub const OUTBOX: usize = 64;

/// A table's state for one viewer, built once and shared by every connection that views
/// the table the same way.
pub struct Update {
    /// The table.
    pub table: TableId,
    /// Whom it is for.
    pub viewer: Viewer,
    /// The state.
    pub view: TableView,
    /// The position drawn in text for this viewer (for the TCP door).
    pub text: String,
    json: OnceLock<String>,
}

impl Update {
    /// A state for `viewer`.
    pub fn new(table: TableId, viewer: Viewer, view: TableView, text: String) -> Update {
        Update {
            table,
            viewer,
            view,
            text,
            json: OnceLock::new(),
        }
    }

    /// The `state` message as JSON, serialized once however many connections send it.
    pub fn json(&self) -> &str {
        self.json.get_or_init(|| {
            let msg = ServerMsg::State {
                table: self.table.clone(),
                state: Box::new(self.view.clone()),
            };
            serde_json::to_string(&msg).unwrap_or_default()
        })
    }
}

/// A message from a table (or the hub) to one connection.
#[derive(Clone)]
pub enum Outgoing {
    /// A table's new state.
    State(Arc<Update>),
    /// A refused request.
    Error {
        /// The table it concerned.
        table: Option<TableId>,
        /// The request id.
        id: Option<u64>,
        /// What went wrong.
        error: ErrorInfo,
    },
    /// The connection no longer receives this table.
    Closed {
        /// The table.
        table: TableId,
        /// Why.
        reason: String,
    },
}

impl Outgoing {
    /// The message in the web protocol's JSON.
    pub fn to_json(&self) -> String {
        match self {
            Outgoing::State(u) => u.json().to_string(),
            Outgoing::Error { table, id, error } => serde_json::to_string(&ServerMsg::Error {
                table: table.clone(),
                id: *id,
                error: error.clone(),
            })
            .unwrap_or_default(),
            Outgoing::Closed { table, reason } => serde_json::to_string(&ServerMsg::Closed {
                table: table.clone(),
                reason: reason.clone(),
            })
            .unwrap_or_default(),
        }
    }
}

/// Where a connection's messages go: a bounded queue, and the switch that disconnects the
/// client when the queue is full.
#[derive(Clone)]
pub struct Outbox {
    /// The connection.
    pub conn: ConnId,
    tx: mpsc::Sender<Outgoing>,
    kill: CancellationToken,
}

impl Outbox {
    /// A new outbox for `conn` and the receiving end its door reads.
    pub fn new(conn: ConnId, kill: CancellationToken) -> (Outbox, mpsc::Receiver<Outgoing>) {
        let (tx, rx) = mpsc::channel(OUTBOX);
        (Outbox { conn, tx, kill }, rx)
    }

    /// Queues a message. A full queue means the client does not read: it is disconnected
    /// (the door sees the kill switch). Returns false when the message was not queued.
    pub fn send(&self, msg: Outgoing) -> bool {
        match self.tx.try_send(msg) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                tracing::info!(conn = self.conn, "client too slow: disconnecting");
                self.kill.cancel();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Sends an error.
    pub fn error(&self, table: Option<&str>, id: Option<u64>, error: ErrorInfo) {
        self.send(Outgoing::Error {
            table: table.map(str::to_string),
            id,
            error,
        });
    }

    /// True once the connection is gone.
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed() || self.kill.is_cancelled()
    }
}
