//! The owner's side: connections of other nodes to this node's tables.
//!
//! Each (node, connection, table) gets an ordinary [`Outbox`] here, so the table task
//! treats a remote viewer exactly like a local one: it decides the viewer from the player
//! and sends only that viewer's state. A small forwarder publishes what arrives in the
//! outbox to the connection's node, addressed to that one connection.

use super::Cluster;
use super::wire::{Cmd, Message, Out};
use crate::conn::{ConnId, Outbox, Outgoing};
use crate::hub::{Hub, unknown_table};
use crate::table_task::TableCmd;
use parlour_protocol::{ErrorCode, ErrorInfo, TableId};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::oneshot;
use tokio_util::sync::CancellationToken;

type Key = (String, ConnId, TableId);

struct RemoteConn {
    /// The connection's number on this node.
    local: ConnId,
    out: Outbox,
}

/// The remote connections of this node's tables.
#[derive(Default)]
pub(super) struct Remotes {
    map: Mutex<HashMap<Key, RemoteConn>>,
}

impl Remotes {
    fn outbox(&self, cluster: &Arc<Cluster>, hub: &Hub, key: &Key, text: bool) -> Outbox {
        let mut map = super::lock(&self.map);
        if let Some(r) = map.get(key)
            && !r.out.is_closed()
        {
            return r.out.clone();
        }
        let local = hub.next_conn();
        let kill = CancellationToken::new();
        let (out, rx) = if text {
            Outbox::with_text(local, kill)
        } else {
            Outbox::new(local, kill)
        };
        hub.tracker
            .spawn(forward(Arc::clone(cluster), key.clone(), rx));
        map.insert(
            key.clone(),
            RemoteConn {
                local,
                out: out.clone(),
            },
        );
        out
    }

    fn local(&self, key: &Key) -> Option<ConnId> {
        super::lock(&self.map).get(key).map(|r| r.local)
    }

    fn remove(&self, key: &Key) -> Option<ConnId> {
        super::lock(&self.map).remove(key).map(|r| r.local)
    }

    /// The node stops: the registry lets go of every outbox, so each forwarding task ends
    /// once its table (which says "closed: shutdown" last) lets go too. Kept, they held
    /// the stop of a node whose tables had players on other nodes for ever.
    pub(super) fn clear(&self) {
        super::lock(&self.map).clear();
    }

    /// The connections of nodes that died are gone (their players are away).
    pub(super) async fn sweep(&self, cluster: &Cluster) {
        let nodes: HashSet<String> = super::lock(&self.map).keys().map(|k| k.0.clone()).collect();
        let mut dead = HashSet::new();
        for n in nodes {
            if let Ok(false) = cluster.alive(&n).await {
                dead.insert(n);
            }
        }
        if dead.is_empty() {
            return;
        }
        let Some(hub) = cluster.hub() else { return };
        let gone: Vec<(Key, ConnId)> = {
            let mut map = super::lock(&self.map);
            let keys: Vec<Key> = map
                .keys()
                .filter(|k| dead.contains(&k.0))
                .cloned()
                .collect();
            keys.into_iter()
                .filter_map(|k| map.remove(&k).map(|r| (k, r.local)))
                .collect()
        };
        for ((node, _, table), local) in gone {
            tracing::info!(%node, table = %table, "a viewer's node is gone");
            if let Some(tx) = hub.local_table(&table) {
                let _ = tx.try_send(TableCmd::Gone { conn: local });
            }
        }
    }
}

/// Once the node stops, how long a forwarding task still waits for a table's last words.
const LAST_WORDS: Duration = Duration::from_secs(1);

/// Publishes what a table sends one remote connection, until the table and the registry
/// both let go of its outbox, or the node stops and nothing more comes.
async fn forward(cluster: Arc<Cluster>, key: Key, mut rx: crate::conn::Inbox) {
    let (node, conn, table) = key;
    let shutdown = cluster.hub().map(|h| h.shutdown.clone());
    loop {
        let next = match &shutdown {
            // Stopping: what the table still says (its "closed") goes out; then no more.
            Some(stop) if stop.is_cancelled() => tokio::time::timeout(LAST_WORDS, rx.recv())
                .await
                .ok()
                .flatten(),
            Some(stop) => tokio::select! {
                o = rx.recv() => o,
                _ = stop.cancelled() => continue,
            },
            None => rx.recv().await,
        };
        let Some(o) = next else { break };
        let out = match o {
            Outgoing::State(u) => Out::State {
                viewer: u.viewer,
                view: Box::new(u.view.clone()),
                text: u.text.clone(),
            },
            Outgoing::Error(r) => Out::Error {
                id: r.id,
                error: r.error,
            },
            Outgoing::Closed(c) => Out::Closed { reason: c.reason },
            // Signing out goes to a player's own connections, never through a table.
            Outgoing::SignedOut(_) => continue,
        };
        let msg = Message::Out {
            table: table.clone(),
            conn,
            out,
        };
        if let Err(e) = cluster.send(&node, &msg).await {
            tracing::debug!(%node, error = %e, "a state for another node was lost");
        }
    }
}

/// A command from a connection on another node, to one of this node's tables.
pub(super) fn handle(
    cluster: &Arc<Cluster>,
    hub: &Arc<Hub>,
    table: TableId,
    from: String,
    conn: ConnId,
    cmd: Cmd,
) {
    let key: Key = (from.clone(), conn, table.clone());
    let answer = |out: Out| {
        let cluster = Arc::clone(cluster);
        let (from, table) = (from.clone(), table.clone());
        hub.tracker.spawn(async move {
            let _ = cluster
                .send(&from, &Message::Out { table, conn, out })
                .await;
        });
    };
    let Some(tx) = hub.local_table(&table) else {
        match cmd {
            Cmd::Close | Cmd::Gone => {
                cluster.remotes.remove(&key);
            }
            _ => answer(Out::NotHere),
        }
        return;
    };
    let busy = || {
        ErrorInfo::new(
            ErrorCode::RateLimited,
            "this table is busy; try again in a moment",
        )
    };
    let table_cmd = match cmd {
        Cmd::Open { player, text, req } => {
            let out = cluster.remotes.outbox(cluster, hub, &key, text);
            (TableCmd::Open { player, out, req }, req)
        }
        Cmd::Join {
            player,
            place,
            text,
            req,
            reply,
        } => {
            let out = cluster.remotes.outbox(cluster, hub, &key, text);
            let reply = reply.then(|| {
                let (tx, rx) = oneshot::channel::<Result<usize, ErrorInfo>>();
                let cluster = Arc::clone(cluster);
                let (from, table) = (from.clone(), table.clone());
                hub.tracker.spawn(async move {
                    let result = match tokio::time::timeout(Duration::from_secs(10), rx).await {
                        Ok(Ok(r)) => r,
                        Ok(Err(_)) => Err(unknown_table(&table)),
                        Err(_) => Err(crate::hub::no_answer()),
                    };
                    let out = Out::Joined { result };
                    let _ = cluster
                        .send(&from, &Message::Out { table, conn, out })
                        .await;
                });
                tx
            });
            (
                TableCmd::Join {
                    player,
                    place,
                    out,
                    req,
                    reply,
                },
                req,
            )
        }
        Cmd::Act {
            player,
            version,
            action,
            text,
            req,
        } => {
            let out = cluster.remotes.outbox(cluster, hub, &key, text);
            (
                TableCmd::Act {
                    player,
                    version,
                    action,
                    out,
                    req,
                },
                req,
            )
        }
        Cmd::Close => match cluster.remotes.local(&key) {
            Some(local) => (TableCmd::Close { conn: local }, None),
            None => return,
        },
        Cmd::Gone => match cluster.remotes.remove(&key) {
            Some(local) => (TableCmd::Gone { conn: local }, None),
            None => return,
        },
    };
    let (table_cmd, req) = table_cmd;
    if tx.try_send(table_cmd).is_err() {
        answer(Out::Error {
            id: req,
            error: busy(),
        });
    }
}
