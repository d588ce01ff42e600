//! The viewer's side: a stand-in for a table that lives on another node.
//!
//! Doors talk to it exactly as to a local table (it takes the same [`TableCmd`]s). It finds
//! the table's owner, relays each command to it, and hands each state that comes back to
//! the one local connection it is addressed to. When the owner dies it claims the table,
//! resumes it here from its record, and hands its connections over to the new local table.

use super::wire::{Cmd, Message, Out};
use super::{Cluster, Resolved};
use crate::conn::{ConnId, Outbox, Outgoing, Update};
use crate::hub::{Hub, no_answer, unknown_table};
use crate::players::PlayerId;
use crate::table_task::{MOVED, SHUTDOWN, TableCmd};
use parlour_protocol::{ErrorCode, ErrorInfo, PlayerInfo, TableId};
use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// Commands waiting for a stand-in (as for a table).
const QUEUE: usize = 256;

/// States waiting for a stand-in to hand them on.
const RELAY_QUEUE: usize = 1024;

/// How long a stand-in with no connection left lingers.
const IDLE: Duration = Duration::from_secs(30);

/// How long a command waits for the owner's answer before its sender is told there was
/// none. An owner answers in milliseconds; one that hangs (a long pause, a cut from Redis)
/// answers never, and is declared dead only after its expiry (ten seconds by default).
const ANSWER_PATIENCE: Duration = Duration::from_secs(5);

/// The ends of a stand-in that others hold.
pub(super) struct Handle {
    pub(super) cmds: mpsc::Sender<TableCmd>,
    pub(super) relay: mpsc::Sender<(ConnId, Out)>,
}

struct Local {
    /// `Some(player)` once the connection opened the table (so it is opened again after a
    /// reconnection, or on the node that resumes the table); `None` for a connection that
    /// only acted.
    opened: Option<Option<PlayerInfo>>,
    out: Outbox,
}

struct Proxy {
    cluster: Arc<Cluster>,
    hub: Arc<Hub>,
    id: TableId,
    owner: String,
    subs: HashMap<ConnId, Local>,
    /// Joins waiting for their answer, with who joins.
    joins: HashMap<ConnId, (PlayerInfo, oneshot::Sender<Result<usize, ErrorInfo>>)>,
    /// Local players the owner shows seated here (the node's list of their tables).
    seated: HashSet<PlayerId>,
    idle_since: Option<Instant>,
    /// A reopening did not reach the owner (after a Redis restart the owner may subscribe
    /// again after this node does): it is tried again at every beat until it does.
    reopen_pending: bool,
    /// Connections whose departure (`Gone`) did not reach the owner: sent again at every
    /// beat, or the owner would count those people present for good.
    gone_pending: HashSet<ConnId>,
    /// The oldest command of each connection that the owner has not answered yet: its
    /// request id and when it was sent. Anything the owner sends the connection answers it.
    unanswered: HashMap<ConnId, (Option<u64>, Instant)>,
}

/// A stand-in's handle and the task to spawn.
pub(super) fn start(
    cluster: Arc<Cluster>,
    hub: Arc<Hub>,
    id: TableId,
) -> (Handle, impl Future<Output = ()> + Send + 'static) {
    let (cmds, rx) = mpsc::channel(QUEUE);
    let (relay, relay_rx) = mpsc::channel(RELAY_QUEUE);
    let span = tracing::info_span!(parent: None, "proxy", id = %id);
    let task = tracing::Instrument::instrument(run(cluster, hub, id, rx, relay_rx), span);
    (Handle { cmds, relay }, task)
}

fn not_sent() -> ErrorInfo {
    ErrorInfo::new(
        ErrorCode::NotSaved,
        "the table's node could not be reached; nothing was changed: try again in a moment",
    )
}

async fn run(
    cluster: Arc<Cluster>,
    hub: Arc<Hub>,
    id: TableId,
    mut cmds: mpsc::Receiver<TableCmd>,
    mut relay: mpsc::Receiver<(ConnId, Out)>,
) {
    let shutdown = hub.shutdown.clone();
    let beat = cluster.config.heartbeat;
    // Where is the table? Commands wait in the queue meanwhile.
    let owner = loop {
        match cluster.resolve(&id).await {
            Resolved::Remote(o) => break o,
            Resolved::Local => {
                cluster.proxy_done(&id);
                hand_over(&hub, &id, Vec::new(), &mut cmds).await;
                return;
            }
            Resolved::Gone => {
                cluster.proxy_done(&id);
                refuse_all(&id, &mut cmds);
                return;
            }
            Resolved::Wait => {
                tokio::select! {
                    _ = tokio::time::sleep(beat) => {}
                    _ = shutdown.cancelled() => { cluster.proxy_done(&id); return; }
                }
            }
        }
    };
    tracing::debug!(%owner, "relaying to the table's node");
    let mut p = Proxy {
        cluster: Arc::clone(&cluster),
        hub: Arc::clone(&hub),
        id: id.clone(),
        owner,
        subs: HashMap::new(),
        joins: HashMap::new(),
        seated: HashSet::new(),
        idle_since: None,
        reopen_pending: false,
        gone_pending: HashSet::new(),
        unanswered: HashMap::new(),
    };
    let mut resets = cluster.resets();
    resets.borrow_and_update();
    let mut every = tokio::time::interval(beat);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Unanswered commands are looked at every second, whatever the heartbeat (a long
    // expiry has a slow one).
    let mut answers = tokio::time::interval(Duration::from_secs(1));
    answers.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            cmd = cmds.recv() => match cmd {
                Some(cmd) => p.command(cmd).await,
                None => break,
            },
            Some((conn, out)) = relay.recv() => {
                if p.deliver(conn, out) {
                    // The owner has no such table any more: look again.
                    if p.relocate(&mut cmds).await { return; }
                }
            }
            _ = every.tick() => {
                if p.reopen_pending {
                    p.reopen().await;
                }
                p.resend_gone().await;
                if let Ok(false) = cluster.alive(&p.owner).await {
                    tracing::info!(owner = %p.owner, "the table's node is gone");
                    if p.relocate(&mut cmds).await { return; }
                }
                if p.subs.is_empty() && p.joins.is_empty() && p.gone_pending.is_empty() {
                    let since = *p.idle_since.get_or_insert_with(Instant::now);
                    if since.elapsed() >= IDLE {
                        cluster.proxy_done(&id);
                        // Commands that arrived meanwhile go to a new stand-in.
                        while let Ok(cmd) = cmds.try_recv() {
                            if let Some(tx) = hub.table(&id) {
                                let _ = tx.try_send(cmd);
                            }
                        }
                        return;
                    }
                } else {
                    p.idle_since = None;
                }
            }
            _ = answers.tick() => p.tell_unanswered(),
            Ok(()) = resets.changed() => p.reopen().await,
            _ = shutdown.cancelled() => break,
        }
    }
    cluster.proxy_done(&id);
}

/// Sends every queued command, and opens the table again for `subs`, at the local table.
async fn hand_over(
    hub: &Hub,
    id: &str,
    subs: Vec<(Option<PlayerInfo>, Outbox)>,
    cmds: &mut mpsc::Receiver<TableCmd>,
) {
    let Some(tx) = hub.local_table(id) else {
        return refuse_all(id, cmds);
    };
    for (player, out) in subs {
        let _ = tx
            .send(TableCmd::Open {
                player,
                out,
                req: None,
            })
            .await;
    }
    cmds.close();
    while let Some(cmd) = cmds.recv().await {
        let _ = tx.send(cmd).await;
    }
}

fn refuse_all(id: &str, cmds: &mut mpsc::Receiver<TableCmd>) {
    cmds.close();
    while let Ok(cmd) = cmds.try_recv() {
        refuse(id, cmd);
    }
}

fn refuse(id: &str, cmd: TableCmd) {
    match cmd {
        TableCmd::Open { out, req, .. } | TableCmd::Act { out, req, .. } => {
            out.error(Some(id), req, unknown_table(id));
        }
        TableCmd::Join {
            out, req, reply, ..
        } => match reply {
            Some(r) => {
                let _ = r.send(Err(unknown_table(id)));
            }
            None => out.error(Some(id), req, unknown_table(id)),
        },
        TableCmd::Close { .. } | TableCmd::Gone { .. } | TableCmd::Stop => {}
    }
}

impl Proxy {
    async fn send(&self, conn: ConnId, cmd: Cmd) -> bool {
        let msg = Message::Cmd {
            table: self.id.clone(),
            from: self.cluster.node.clone(),
            conn,
            cmd,
        };
        match self.cluster.send(&self.owner, &msg).await {
            Ok(()) => true,
            Err(e) => {
                tracing::debug!(error = %e, "a command for another node was not sent");
                false
            }
        }
    }

    async fn command(&mut self, cmd: TableCmd) {
        if let TableCmd::Open { out, .. } | TableCmd::Join { out, .. } | TableCmd::Act { out, .. } =
            &cmd
        {
            // Back before its departure got through: that departure is old news.
            self.gone_pending.remove(&out.conn);
        }
        match cmd {
            TableCmd::Open { player, out, req } => {
                let conn = out.conn;
                let text = out.text;
                self.subs.insert(
                    conn,
                    Local {
                        opened: Some(player.clone()),
                        out: out.clone(),
                    },
                );
                if self.send(conn, Cmd::Open { player, text, req }).await {
                    self.asked(conn, req);
                } else {
                    out.error(Some(&self.id), req, not_sent());
                    // Opened again at the next beat, so the states come once it hears.
                    self.reopen_pending = true;
                }
            }
            TableCmd::Close { conn } => {
                self.send(conn, Cmd::Close).await;
            }
            TableCmd::Join {
                player,
                place,
                out,
                req,
                reply,
            } => {
                let conn = out.conn;
                let text = out.text;
                let entry = self.subs.entry(conn).or_insert(Local {
                    opened: None,
                    out: out.clone(),
                });
                let wants = reply.is_some();
                match reply {
                    // Opened once the answer says the player sits.
                    Some(r) => {
                        self.joins.insert(conn, (player.clone(), r));
                    }
                    None => entry.opened = Some(Some(player.clone())),
                }
                let cmd = Cmd::Join {
                    player,
                    place,
                    text,
                    req,
                    reply: wants,
                };
                if self.send(conn, cmd).await {
                    self.asked(conn, req);
                } else {
                    match self.joins.remove(&conn) {
                        Some((_, r)) => {
                            let _ = r.send(Err(not_sent()));
                        }
                        None => out.error(Some(&self.id), req, not_sent()),
                    }
                }
            }
            TableCmd::Act {
                player,
                version,
                action,
                out,
                req,
            } => {
                let conn = out.conn;
                let text = out.text;
                // An act is answered by the state it makes, which only a connection that
                // reads the table's states receives (else only a refusal answers it).
                let reads = self
                    .subs
                    .entry(conn)
                    .or_insert(Local {
                        opened: None,
                        out: out.clone(),
                    })
                    .opened
                    .is_some();
                let cmd = Cmd::Act {
                    player,
                    version,
                    action,
                    text,
                    req,
                };
                if !self.send(conn, cmd).await {
                    out.error(Some(&self.id), req, not_sent());
                } else if reads {
                    self.asked(conn, req);
                }
            }
            TableCmd::Gone { conn } => {
                // The player keeps their seat at the owner (away now): this node's list of
                // their tables stays as it is.
                self.subs.remove(&conn);
                self.joins.remove(&conn);
                self.unanswered.remove(&conn);
                if !self.send(conn, Cmd::Gone).await {
                    self.gone_pending.insert(conn);
                }
            }
            // Only a node's own tables are stopped.
            TableCmd::Stop => {}
        }
    }

    /// Hands what the owner sent to its connection. True when the owner says it has no such
    /// table.
    fn deliver(&mut self, conn: ConnId, out: Out) -> bool {
        if !matches!(out, Out::NotHere) {
            self.unanswered.remove(&conn);
        }
        match out {
            Out::NotHere => return true,
            Out::Joined { result } => {
                if let Some((player, r)) = self.joins.remove(&conn) {
                    if result.is_ok()
                        && let Some(s) = self.subs.get_mut(&conn)
                    {
                        s.opened = Some(Some(player));
                    }
                    let _ = r.send(result);
                }
            }
            Out::State { viewer, view, text } => {
                let Some(sub) = self.subs.get(&conn) else {
                    return false;
                };
                if let Some(Some(player)) = &sub.opened {
                    let pid = player.id;
                    if view.you.is_some() {
                        if self.seated.insert(pid) {
                            self.hub.seated(pid, &self.id, true);
                        }
                    } else if self.seated.remove(&pid) {
                        self.hub.seated(pid, &self.id, false);
                    }
                }
                let update = Update::new(self.id.clone(), viewer, *view, text);
                let out = sub.out.clone();
                if !out.send(Outgoing::State(Arc::new(update))) && out.is_closed() {
                    self.subs.remove(&conn);
                }
            }
            Out::Error { id, error } => {
                if let Some(sub) = self.subs.get(&conn) {
                    sub.out.error(Some(&self.id), id, error);
                }
            }
            // The table's node stops, or another node serves the table now: the game goes
            // on, so the connection stays and follows it (this stand-in finds the table
            // again). It was told the table closed, and the node that resumed the table
            // sent it nothing more.
            Out::Closed { reason } if reason == SHUTDOWN || reason == MOVED => return true,
            Out::Closed { reason } => {
                if let Some(sub) = self.subs.remove(&conn) {
                    sub.out.send(Outgoing::closed(self.id.clone(), reason));
                }
            }
        }
        false
    }

    /// Notes a command sent for `conn`, to be answered (its oldest unanswered one is kept).
    fn asked(&mut self, conn: ConnId, req: Option<u64>) {
        self.unanswered
            .entry(conn)
            .or_insert_with(|| (req, Instant::now()));
    }

    /// Tells each connection whose command the owner has not answered within
    /// [`ANSWER_PATIENCE`] that no answer came (the owner may hang: the player would wait in
    /// silence until the table is resumed elsewhere, without their move).
    fn tell_unanswered(&mut self) {
        let late: Vec<(ConnId, Option<u64>)> = self
            .unanswered
            .iter()
            .filter(|(_, (_, at))| at.elapsed() >= ANSWER_PATIENCE)
            .map(|(conn, (req, _))| (*conn, *req))
            .collect();
        for (conn, req) in late {
            self.unanswered.remove(&conn);
            tracing::info!(owner = %self.owner, conn, "a command for the table's node had no answer");
            if let Some((_, r)) = self.joins.remove(&conn) {
                let _ = r.send(Err(no_answer()));
            } else if let Some(sub) = self.subs.get(&conn) {
                sub.out.error(Some(&self.id), req, no_answer());
            }
        }
    }

    /// Tells the owner again of the departures it did not hear.
    async fn resend_gone(&mut self) {
        let pending: Vec<ConnId> = self.gone_pending.iter().copied().collect();
        for conn in pending {
            if self.send(conn, Cmd::Gone).await {
                self.gone_pending.remove(&conn);
            }
        }
    }

    /// Asks the owner for the current states again (messages may have been lost); if one
    /// does not reach it, all are asked again at the next beat.
    async fn reopen(&mut self) {
        let again: Vec<(ConnId, Option<PlayerInfo>, bool)> = self
            .subs
            .iter()
            .filter_map(|(c, s)| s.opened.clone().map(|p| (*c, p, s.out.text)))
            .collect();
        let mut reached = true;
        for (conn, player, text) in again {
            reached &= self
                .send(
                    conn,
                    Cmd::Open {
                        player,
                        text,
                        req: None,
                    },
                )
                .await;
        }
        self.reopen_pending = !reached;
    }

    /// The owner is gone or no longer has the table: find it again (resuming it here if
    /// its node is dead). True when this stand-in is done.
    async fn relocate(&mut self, cmds: &mut mpsc::Receiver<TableCmd>) -> bool {
        match self.cluster.resolve(&self.id).await {
            Resolved::Remote(o) => {
                if o != self.owner {
                    self.owner = o;
                    // The new owner resumed the table with everyone away.
                    self.gone_pending.clear();
                    self.reopen().await;
                }
                false
            }
            Resolved::Wait => false,
            Resolved::Local => {
                self.cluster.proxy_done(&self.id);
                for (_, (_, r)) in self.joins.drain() {
                    let _ = r.send(Err(not_sent()));
                }
                let subs: Vec<(Option<PlayerInfo>, Outbox)> = self
                    .subs
                    .drain()
                    .filter_map(|(_, s)| s.opened.map(|p| (p, s.out)))
                    .collect();
                hand_over(&self.hub, &self.id, subs, cmds).await;
                true
            }
            Resolved::Gone => {
                self.cluster.proxy_done(&self.id);
                for (_, (_, r)) in self.joins.drain() {
                    let _ = r.send(Err(unknown_table(&self.id)));
                }
                for (_, s) in self.subs.drain() {
                    if let Some(Some(p)) = &s.opened {
                        self.hub.seated(p.id, &self.id, false);
                    }
                    s.out.send(Outgoing::closed(self.id.clone(), "closed"));
                }
                refuse_all(&self.id, cmds);
                true
            }
        }
    }
}
