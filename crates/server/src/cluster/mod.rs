//! Several nodes, one lobby: what a node keeps in Redis and the messages it relays through
//! it (`docs/scale-out.md`). Only a server started with `--redis` has one.
//!
//! Each node writes its own keys (its heartbeat, its tables' summaries, its players) and
//! renews them; it reads the other nodes' keys for the lobby. A table lives on the node
//! that owns it; commands from a connection on another node travel to the owner's inbox
//! channel, and the owner's states for that connection come back to the connection's
//! node's inbox (`proxy` on the viewer's side, `remote` on the owner's).

mod proxy;
mod remote;
pub mod wire;

use crate::hub::{Hub, lock};
use parlour_protocol::{TableId, TableSummary};
use parlour_store::{StoreError, TableResume, queries};
use redis::AsyncCommands;
use redis::aio::ConnectionManager;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tokio::sync::{Notify, mpsc, watch};
use wire::Message;

/// How a node takes part in a group of nodes.
#[derive(Clone)]
pub struct ClusterConfig {
    /// The Redis server (`redis://host:port`).
    pub redis: String,
    /// The node's name (its keys carry it, with its start time).
    pub node: String,
    /// A node whose heartbeat is older than this is dead: its tables and players leave the
    /// lobby and its tables may be resumed elsewhere.
    pub ttl: Duration,
    /// How often a node renews its keys.
    pub heartbeat: Duration,
}

impl std::fmt::Debug for ClusterConfig {
    // The URL may carry a password: it is not printed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClusterConfig")
            .field("node", &self.node)
            .field("ttl", &self.ttl)
            .field("heartbeat", &self.heartbeat)
            .finish_non_exhaustive()
    }
}

impl ClusterConfig {
    /// Ten seconds to be declared dead, a heartbeat every two.
    pub fn new(redis: &str, node: &str) -> ClusterConfig {
        ClusterConfig {
            redis: redis.to_string(),
            node: node.to_string(),
            ttl: Duration::from_secs(10),
            heartbeat: Duration::from_secs(2),
        }
    }
}

/// Why a node could not join the others.
#[derive(Debug)]
pub enum ClusterError {
    /// The Redis URL is not one.
    BadUrl(String),
    /// Redis did not answer.
    Unreachable(String),
}

impl std::fmt::Display for ClusterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClusterError::BadUrl(e) => write!(f, "the redis url is not valid: {e}"),
            ClusterError::Unreachable(e) => write!(f, "redis does not answer: {e}"),
        }
    }
}

impl std::error::Error for ClusterError {}

/// Why a message for another node did not reach it.
#[derive(Debug)]
pub(crate) enum SendError {
    /// Redis refused it or is away.
    Redis(redis::RedisError),
    /// Redis took it, but no node listened on that inbox at that moment.
    NotListening,
    /// Redis did not answer in time (it is away, and the connection is being made again).
    TimedOut,
}

/// How long a message to another node may wait for Redis.
const SEND_PATIENCE: Duration = Duration::from_secs(1);

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SendError::Redis(e) => write!(f, "redis did not take the message: {e}"),
            SendError::NotListening => write!(f, "no node listens on that inbox now"),
            SendError::TimedOut => write!(f, "redis did not answer in time"),
        }
    }
}

const PREFIX: &str = "parlour:";
const LOBBY_CHANGED: &str = "parlour:lobby-changed";
/// A player's key changed: `<node> <player id>`. Every other node forgets the old key and
/// signs out the player's connections.
const KEY_CHANGED: &str = "parlour:key-changed";
const BORN: &str = "parlour:born";
const TABLE_SEQ: &str = "parlour:table-seq";

fn node_key(node: &str) -> String {
    format!("{PREFIX}node:{node}")
}
fn lobby_key(node: &str) -> String {
    format!("{PREFIX}lobby:{node}")
}
fn online_key(node: &str) -> String {
    format!("{PREFIX}online:{node}")
}
fn owner_key(table: &str) -> String {
    format!("{PREFIX}owner:{table}")
}
fn inbox(node: &str) -> String {
    format!("{PREFIX}inbox:{node}")
}

/// Renews the node's key; says whether it was still there (it is not after Redis lost its
/// data, or after this node could not reach it for longer than the expiry). Also notes when
/// Redis's data began (`parlour:born`), which claims wait on.
const HEARTBEAT: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('SET', KEYS[2], now, 'NX')
local had = redis.call('EXISTS', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return had
";

/// Takes a table whose owner is gone. Refused (the owner returned) while the owner's node
/// key lives; refused (nil: wait) while Redis's data is younger than a node's expiry,
/// because after a Redis restart the live owners have not yet written their keys again.
const CLAIM: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local born = redis.call('GET', KEYS[2])
if not born then
  redis.call('SET', KEYS[2], now)
  born = now
end
local cur = redis.call('GET', KEYS[1])
if cur == ARGV[1] then return cur end
if cur and redis.call('EXISTS', ARGV[3] .. cur) == 1 then return cur end
if now - tonumber(born) < tonumber(ARGV[2]) then return false end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]
";

/// Writes the owner of one of this node's own tables again (after Redis lost it): taken
/// unless another live node holds it.
const OWN: &str = r"
local cur = redis.call('GET', KEYS[1])
if cur and cur ~= ARGV[1] and redis.call('EXISTS', ARGV[2] .. cur) == 1 then return cur end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]
";

/// The next table number: counted in Redis, never below what the records have used.
const NEXT_TABLE: &str = r"
local v = redis.call('INCR', KEYS[1])
if v < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1])
  v = tonumber(ARGV[1])
end
return v
";

/// Where a table lives, as a node sees it.
pub(crate) enum Resolved {
    /// On this node (it was, or this node just took it over from its records).
    Local,
    /// On that (live) node.
    Remote(String),
    /// Closed, or never opened.
    Gone,
    /// Cannot tell now (Redis unreachable, or too soon after Redis restarted).
    Wait,
}

/// The other nodes' part of the lobby.
#[derive(Default, PartialEq)]
struct RemoteLobby {
    tables: Vec<TableSummary>,
    online: Vec<String>,
}

/// A node's part in the group.
pub struct Cluster {
    /// This node's id: its name and its start time (a restarted node is a new node).
    pub node: String,
    config: ClusterConfig,
    client: redis::Client,
    conn: ConnectionManager,
    hub: Weak<Hub>,
    remote_lobby: Mutex<RemoteLobby>,
    /// The stand-ins for tables on other nodes that this node's connections use.
    proxies: Mutex<HashMap<TableId, proxy::Handle>>,
    /// Connections of other nodes to this node's tables.
    remotes: remote::Remotes,
    /// This node's lobby changed: write it out.
    local_changed: Notify,
    /// Grows every time this node's messages may have been lost (Redis reconnected, or lost
    /// its data): proxies ask their owners for the current states again.
    resets: watch::Sender<u64>,
    /// Until when other nodes are not declared gone for missing keys: after Redis lost
    /// its data, every node writes its keys again at its next heartbeat, and until then a
    /// live node looks like a dead one.
    no_sweep_until: Mutex<Option<std::time::Instant>>,
}

impl Cluster {
    /// Connects to Redis and starts the node's heartbeat, lobby and inbox tasks.
    pub async fn start(
        hub: &Arc<Hub>,
        config: ClusterConfig,
    ) -> Result<Arc<Cluster>, ClusterError> {
        let client = redis::Client::open(config.redis.as_str())
            .map_err(|e| ClusterError::BadUrl(e.to_string()))?;
        let manager = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(2)))
            .set_response_timeout(Some(Duration::from_secs(2)))
            .set_max_delay(Duration::from_secs(1));
        let conn = ConnectionManager::new_with_config(client.clone(), manager)
            .await
            .map_err(|e| ClusterError::Unreachable(e.to_string()))?;
        let node = format!("{}@{}", config.node, parlour_store::now_ms());
        let (resets, _) = watch::channel(0);
        let cluster = Arc::new(Cluster {
            node,
            config,
            client,
            conn,
            hub: Arc::downgrade(hub),
            remote_lobby: Mutex::new(RemoteLobby::default()),
            proxies: Mutex::new(HashMap::new()),
            remotes: remote::Remotes::default(),
            local_changed: Notify::new(),
            resets,
            no_sweep_until: Mutex::new(None),
        });
        // The node is in the lobby before its doors open.
        cluster.heartbeat(true).await;
        tracing::info!(node = %cluster.node, "joined the other nodes through redis");
        hub.tracker.spawn(Arc::clone(&cluster).keep_alive());
        hub.tracker.spawn(Arc::clone(&cluster).listen());
        Ok(cluster)
    }

    fn hub(&self) -> Option<Arc<Hub>> {
        self.hub.upgrade()
    }

    fn conn(&self) -> ConnectionManager {
        self.conn.clone()
    }

    /// Sends a message to a node's inbox. Lost if Redis is away, or if the node is not
    /// listening (it is subscribing again after a Redis restart): states heal with the next
    /// one, and commands are answered "not sent" by the caller.
    pub(crate) async fn send(&self, node: &str, msg: &Message) -> Result<(), SendError> {
        let payload = serde_json::to_string(msg).unwrap_or_default();
        let mut conn = self.conn();
        // While Redis is away the connection tries again for seconds: a command waits at
        // most SEND_PATIENCE, so its player hears "not sent" at once, and the commands
        // queued behind it at the table's stand-in do not wait their turn for seconds each.
        let published = tokio::time::timeout(SEND_PATIENCE, conn.publish(inbox(node), payload));
        let heard_by: i64 = published
            .await
            .map_err(|_| SendError::TimedOut)?
            .map_err(SendError::Redis)?;
        // Redis keeps no message for a channel nobody listens to: a command published then
        // is gone, and saying so lets its player try again instead of waiting for an answer.
        if heard_by == 0 {
            return Err(SendError::NotListening);
        }
        Ok(())
    }

    // ---- this node's keys ----

    /// This node's lobby changed (a table, a player): written out soon.
    pub fn notify_local(&self) {
        self.local_changed.notify_one();
    }

    /// Renews this node's keys; `first`: the node is joining, so Redis cannot have had
    /// them (said otherwise, the log read as if Redis had restarted at every start).
    async fn heartbeat(&self, first: bool) {
        let mut conn = self.conn();
        let ttl = self.config.ttl.as_millis() as u64;
        let had: Result<i64, _> = redis::Script::new(HEARTBEAT)
            .key(node_key(&self.node))
            .key(BORN)
            .arg(&self.config.node)
            .arg(ttl)
            .invoke_async(&mut conn)
            .await;
        match had {
            Ok(1) => {}
            Ok(_) if first => {}
            Ok(_) => {
                // Redis forgot this node (it restarted, or this node was cut off for longer
                // than its expiry): write the owners of its tables again, and have every
                // proxy ask for its states again.
                tracing::info!(node = %self.node, "redis had lost this node's keys: writing them again");
                *lock(&self.no_sweep_until) = Some(std::time::Instant::now() + self.config.ttl);
                self.own_all().await;
                self.resets.send_modify(|g| *g += 1);
            }
            Err(e) => {
                tracing::debug!(error = %e, "heartbeat failed");
                return;
            }
        }
        self.write_lobby(false).await;
        self.read_lobby().await;
        let waiting = lock(&self.no_sweep_until).is_some_and(|t| std::time::Instant::now() < t);
        if !waiting {
            self.remotes.sweep(self).await;
        }
    }

    async fn own_all(&self) {
        let Some(hub) = self.hub() else { return };
        for id in hub.local_table_ids() {
            let mut conn = self.conn();
            let owner: Result<String, _> = redis::Script::new(OWN)
                .key(owner_key(&id))
                .arg(&self.node)
                .arg(node_key(""))
                .invoke_async(&mut conn)
                .await;
            match owner {
                Ok(o) if o != self.node => {
                    // Another live node resumed it while this one was cut off: two copies
                    // would write one record; this one stops.
                    tracing::warn!(table = %id, owner = %o, "another node took this table over: stopping here");
                    hub.stop_table(&id);
                }
                Ok(_) => {}
                Err(e) => tracing::debug!(table = %id, error = %e, "cannot write a table's owner"),
            }
        }
    }

    /// Writes this node's tables and players (and tells the others when they changed).
    async fn write_lobby(&self, changed: bool) {
        let Some(hub) = self.hub() else { return };
        let (tables, online) = hub.local_lobby();
        let ttl = self.config.ttl.as_millis() as i64;
        let (lk, ok) = (lobby_key(&self.node), online_key(&self.node));
        let mut pipe = redis::pipe();
        pipe.atomic().del(&lk).ignore();
        if !tables.is_empty() {
            let fields: Vec<(String, String)> = tables
                .iter()
                .map(|s| (s.id.clone(), serde_json::to_string(s).unwrap_or_default()))
                .collect();
            pipe.hset_multiple(&lk, &fields).ignore();
            pipe.pexpire(&lk, ttl).ignore();
        }
        pipe.del(&ok).ignore();
        if !online.is_empty() {
            pipe.sadd(&ok, &online).ignore();
            pipe.pexpire(&ok, ttl).ignore();
        }
        if changed {
            pipe.publish(LOBBY_CHANGED, &self.node).ignore();
        }
        let mut conn = self.conn();
        if let Err(e) = pipe.query_async::<()>(&mut conn).await {
            tracing::debug!(error = %e, "cannot write the lobby");
        }
    }

    /// Reads the other nodes' tables and players.
    async fn read_lobby(&self) {
        match self.fetch_lobby().await {
            Ok(lobby) => {
                let changed = {
                    let mut current = lock(&self.remote_lobby);
                    let changed = *current != lobby;
                    *current = lobby;
                    changed
                };
                if changed && let Some(hub) = self.hub() {
                    hub.lobby_refreshed();
                }
            }
            Err(e) => tracing::debug!(error = %e, "cannot read the lobby"),
        }
    }

    async fn fetch_lobby(&self) -> Result<RemoteLobby, redis::RedisError> {
        let mut conn = self.conn();
        let mine = (lobby_key(&self.node), online_key(&self.node));
        let mut lobby = RemoteLobby::default();
        let keys = scan(&mut conn, &format!("{PREFIX}lobby:*")).await?;
        for k in keys.iter().filter(|k| **k != mine.0) {
            let all: HashMap<String, String> = conn.hgetall(k).await?;
            for json in all.values() {
                match serde_json::from_str::<TableSummary>(json) {
                    Ok(s) => lobby.tables.push(s),
                    Err(e) => tracing::warn!(key = %k, error = %e, "a lobby entry is not readable"),
                }
            }
        }
        lobby
            .tables
            .sort_by_key(|s| std::cmp::Reverse(table_number(&s.id)));
        for k in scan(&mut conn, &format!("{PREFIX}online:*"))
            .await?
            .iter()
            .filter(|k| **k != mine.1)
        {
            let nicks: Vec<String> = conn.smembers(k).await?;
            lobby.online.extend(nicks);
        }
        lobby.online.sort();
        lobby.online.dedup();
        Ok(lobby)
    }

    /// The other nodes' tables (newest first) and players.
    pub(crate) fn remote_lobby(&self) -> (Vec<TableSummary>, Vec<String>) {
        let l = lock(&self.remote_lobby);
        (l.tables.clone(), l.online.clone())
    }

    /// Renews the keys and refreshes the lobby, until shutdown; then leaves the lobby.
    async fn keep_alive(self: Arc<Self>) {
        let Some(shutdown) = self.hub().map(|h| h.shutdown.clone()) else {
            return;
        };
        let mut every = tokio::time::interval(self.config.heartbeat);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = every.tick() => self.heartbeat(false).await,
                _ = self.local_changed.notified() => {
                    // Changes come in bursts (a move changes a table and its seats): one
                    // write for the burst.
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    self.write_lobby(true).await;
                }
                _ = shutdown.cancelled() => break,
            }
        }
        self.remotes.clear();
        // Leaving: the lobby forgets this node now, and its tables may be resumed elsewhere
        // at once (they stay open in the records).
        let mut conn = self.conn();
        let mut pipe = redis::pipe();
        pipe.del(node_key(&self.node))
            .del(lobby_key(&self.node))
            .del(online_key(&self.node))
            .publish(LOBBY_CHANGED, &self.node);
        let _ = pipe.query_async::<()>(&mut conn).await;
    }

    /// Reads this node's inbox and the lobby's change notices, reconnecting with backoff.
    async fn listen(self: Arc<Self>) {
        let Some(shutdown) = self.hub().map(|h| h.shutdown.clone()) else {
            return;
        };
        let mut backoff = Duration::from_millis(100);
        loop {
            let subscribed = async {
                let mut ps = self.client.get_async_pubsub().await?;
                ps.subscribe(&[
                    inbox(&self.node),
                    LOBBY_CHANGED.to_string(),
                    KEY_CHANGED.to_string(),
                ])
                .await?;
                Ok::<_, redis::RedisError>(ps)
            };
            let ps = tokio::select! {
                r = subscribed => r,
                _ = shutdown.cancelled() => return,
            };
            match ps {
                Ok(ps) => {
                    backoff = Duration::from_millis(100);
                    // Anything sent while this node was not listening is lost: ask again,
                    // and read keys from the records again (one may have changed meanwhile).
                    self.resets.send_modify(|g| *g += 1);
                    if let Some(hub) = self.hub() {
                        let again = Arc::clone(&hub);
                        hub.tracker.spawn(async move { again.recheck_keys().await });
                    }
                    let mut messages = ps.into_on_message();
                    loop {
                        let msg = tokio::select! {
                            m = futures_util::StreamExt::next(&mut messages) => m,
                            _ = shutdown.cancelled() => return,
                        };
                        let Some(msg) = msg else { break };
                        if msg.get_channel_name() == KEY_CHANGED {
                            let said: String = msg.get_payload().unwrap_or_default();
                            self.on_key_changed(&said);
                            continue;
                        }
                        if msg.get_channel_name() == LOBBY_CHANGED {
                            let from: String = msg.get_payload().unwrap_or_default();
                            if from != self.node {
                                self.read_lobby().await;
                            }
                            continue;
                        }
                        match serde_json::from_slice::<Message>(msg.get_payload_bytes()) {
                            Ok(m) => self.dispatch(m),
                            Err(e) => {
                                tracing::warn!(error = %e, "a message between nodes is not readable")
                            }
                        }
                    }
                    tracing::warn!("lost the connection to redis: reconnecting");
                }
                Err(e) => tracing::debug!(error = %e, "cannot subscribe"),
            }
            tokio::select! {
                _ = tokio::time::sleep(backoff) => {}
                _ = shutdown.cancelled() => return,
            }
            backoff = (backoff * 2).min(Duration::from_secs(2));
        }
    }

    /// Tells the other nodes that `player`'s key changed. Should Redis be away, a node that
    /// missed it reads the keys of its connections from the records when it hears Redis
    /// again (see `listen`).
    pub(crate) async fn key_changed(&self, player: u64) {
        let said = format!("{} {player}", self.node);
        let sent: Result<i64, _> = self.conn().publish(KEY_CHANGED, said).await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, "could not tell the other nodes of a new key");
        }
    }

    fn on_key_changed(&self, said: &str) {
        let Some((from, player)) = said.rsplit_once(' ') else {
            return;
        };
        match (from != self.node, player.parse::<u64>(), self.hub()) {
            (true, Ok(player), Some(hub)) => hub.key_changed_elsewhere(player),
            (true, Err(_), _) => tracing::warn!(said, "a key change between nodes is not readable"),
            _ => {}
        }
    }

    fn dispatch(self: &Arc<Self>, msg: Message) {
        match msg {
            Message::Cmd {
                table,
                from,
                conn,
                cmd,
            } => {
                if let Some(hub) = self.hub() {
                    remote::handle(self, &hub, table, from, conn, cmd);
                }
            }
            Message::Out { table, conn, out } => {
                let relay = lock(&self.proxies).get(&table).map(|h| h.relay.clone());
                if let Some(relay) = relay
                    && relay.try_send((conn, out)).is_err()
                {
                    tracing::debug!(table = %table, "a proxy is behind: a state dropped");
                }
            }
        }
    }

    /// Receives the changes of proxies' reconnections.
    pub(crate) fn resets(&self) -> watch::Receiver<u64> {
        self.resets.subscribe()
    }

    // ---- tables ----

    /// The command queue of the stand-in for `id`, a table of another node (or of none yet:
    /// the stand-in finds out, and may resume it here). `None` for what cannot be a table id.
    pub fn proxy(self: &Arc<Self>, id: &str) -> Option<mpsc::Sender<crate::table_task::TableCmd>> {
        table_number(id)?;
        let hub = self.hub()?;
        let mut proxies = lock(&self.proxies);
        if let Some(h) = proxies.get(id) {
            return Some(h.cmds.clone());
        }
        if proxies.len() >= hub.config.max_tables {
            return None;
        }
        let (handle, task) = proxy::start(Arc::clone(self), Arc::clone(&hub), id.to_string());
        let tx = handle.cmds.clone();
        proxies.insert(id.to_string(), handle);
        hub.tracker.spawn(task);
        Some(tx)
    }

    fn proxy_done(&self, id: &str) {
        lock(&self.proxies).remove(id);
    }

    /// Whether a node's heartbeat lives (`Err` when Redis cannot tell).
    pub(crate) async fn alive(&self, node: &str) -> Result<bool, redis::RedisError> {
        self.conn().exists(node_key(node)).await
    }

    /// Where `id` lives; a table of a dead node (or of none) is claimed and resumed here
    /// from its record.
    pub(crate) async fn resolve(&self, id: &str) -> Resolved {
        let Some(hub) = self.hub() else {
            return Resolved::Gone;
        };
        if hub.local_table(id).is_some() {
            return Resolved::Local;
        }
        // A node that stops claims nothing: it has just given its own tables up (and its
        // keys are gone, so its own tables would look like a dead node's).
        if hub.shutdown.is_cancelled() {
            return Resolved::Wait;
        }
        let owner: Result<Option<String>, _> = self.conn().get(owner_key(id)).await;
        match owner {
            Err(_) => return Resolved::Wait,
            Ok(Some(o)) if o != self.node => match self.alive(&o).await {
                Ok(true) => return Resolved::Remote(o),
                Ok(false) => {}
                Err(_) => return Resolved::Wait,
            },
            Ok(_) => {}
        }
        let key = id.to_string();
        let record: Result<Option<TableResume>, StoreError> =
            hub.store.run(move |db| queries::open_table(db, &key)).await;
        // Only open tables are claimed (the record is read again once this node keeps it).
        match record {
            Ok(Some(_)) => {}
            Ok(None) => return Resolved::Gone,
            Err(e) => {
                tracing::warn!(table = %id, error = %e, "cannot read a table's record");
                return Resolved::Wait;
            }
        }
        let mut conn = self.conn();
        let claimed: Result<Option<String>, _> = redis::Script::new(CLAIM)
            .key(owner_key(id))
            .key(BORN)
            .arg(&self.node)
            .arg(self.config.ttl.as_millis() as u64)
            .arg(node_key(""))
            .invoke_async(&mut conn)
            .await;
        match claimed {
            Ok(Some(w)) if w == self.node => {
                if hub.local_table(id).is_some() {
                    return Resolved::Local;
                }
                // Become the table's keeper in the records, then read it again: a copy left
                // on a node that was only cut off can no longer save, and nothing it saved
                // before is missed.
                let key = id.to_string();
                let taken = hub.store.run(move |db| queries::take_over(db, &key)).await;
                let (record, keeper) = match taken {
                    Ok(Some(t)) => t,
                    Ok(None) => return Resolved::Gone,
                    Err(e) => {
                        tracing::warn!(table = %id, error = %e, "cannot take a table over");
                        return Resolved::Wait;
                    }
                };
                if hub.resume_one(&record, Some(keeper)) {
                    // (Its node stopped or died, or no node ever held it: a table of the single
                    // server whose records the nodes took over.)
                    tracing::info!(table = %id, keeper, "resumed here from its record: no running node holds it");
                    Resolved::Local
                } else {
                    Resolved::Gone
                }
            }
            Ok(Some(w)) => Resolved::Remote(w),
            Ok(None) | Err(_) => Resolved::Wait,
        }
    }

    /// Records that this node owns a new table.
    pub(crate) async fn own(&self, id: &str) {
        let r: Result<(), _> = self.conn().set(owner_key(id), &self.node).await;
        if let Err(e) = r {
            // Written again with the other keys once Redis is back.
            tracing::warn!(table = %id, error = %e, "cannot record the table's owner in redis");
        }
    }

    /// A table of this node closed.
    pub(crate) fn disown(self: &Arc<Self>, id: &str) {
        let this = Arc::clone(self);
        let id = id.to_string();
        if let Some(hub) = self.hub() {
            hub.tracker.spawn(async move {
                let mut conn = this.conn();
                let r: Result<i64, _> = redis::Script::new(
                    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
                )
                .key(owner_key(&id))
                .arg(&this.node)
                .invoke_async(&mut conn)
                .await;
                if let Err(e) = r {
                    tracing::debug!(table = %id, error = %e, "cannot forget a table's owner");
                }
            });
        }
    }

    /// The number of a new table, unique across the nodes (and never one the records used).
    pub(crate) async fn next_table_number(&self, floor: u64) -> Result<u64, redis::RedisError> {
        let mut conn = self.conn();
        redis::Script::new(NEXT_TABLE)
            .key(TABLE_SEQ)
            .arg(floor)
            .invoke_async(&mut conn)
            .await
    }
}

/// The number in a table id (`t42` → 42), if it is one.
pub(crate) fn table_number(id: &str) -> Option<u64> {
    let digits = id.strip_prefix('t')?;
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

async fn scan(
    conn: &mut ConnectionManager,
    pattern: &str,
) -> Result<Vec<String>, redis::RedisError> {
    let mut keys = Vec::new();
    let mut cursor: u64 = 0;
    loop {
        let (next, batch): (u64, Vec<String>) = redis::cmd("SCAN")
            .arg(cursor)
            .arg("MATCH")
            .arg(pattern)
            .arg("COUNT")
            .arg(500)
            .query_async(conn)
            .await?;
        keys.extend(batch);
        if next == 0 {
            return Ok(keys);
        }
        cursor = next;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn table_numbers() {
        assert_eq!(super::table_number("t42"), Some(42));
        assert_eq!(super::table_number("t"), None);
        assert_eq!(super::table_number("x1"), None);
        assert_eq!(super::table_number("t1a"), None);
        assert_eq!(super::table_number("t99999999999999999999"), None);
    }
}
