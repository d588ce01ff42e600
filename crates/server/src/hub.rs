//! The hub: one lobby for every door. Players, tables, and the lobby list.

use crate::admission::Admissions;
use crate::cluster::Cluster;
use crate::conn::{ConnId, Outbox};
use crate::players::{PlayerId, Players, new_token};
use crate::pool::AiPool;
use crate::table_task::{self, TableCmd};
use crate::{ServerConfig, table_seed};
use futures_util::FutureExt;
use parlour_catalog::GameKind;
use parlour_catalog::table::{Participant, Phase, Table, TableSetup, UndoPolicy};
use parlour_protocol::{
    ErrorCode, ErrorInfo, LobbyView, PlayerInfo, SeatChoice, TableId, TableSummary, nick_problem,
};
use parlour_store::journal::{self, People};
use parlour_store::{Store, StoreError, TableResume, now_ms, queries, token_hash};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// Commands waiting for a table task. A table answers quickly, so this is only ever short;
/// a door that finds it full tells its client the table is busy.
const TABLE_QUEUE: usize = 256;

/// How many tables of each kind the lobby lists.
const LOBBY_LIST: usize = 100;

struct TableEntry {
    tx: mpsc::Sender<TableCmd>,
    summary: Option<TableSummary>,
    /// Creation order, for "newest first".
    seq: u64,
    /// The player who opened it here (not known for a table resumed from the records).
    creator: Option<PlayerId>,
    /// The address it was opened from, when it counts toward that address's tables.
    address: Option<std::net::IpAddr>,
}

#[derive(Default)]
struct Tables {
    map: HashMap<TableId, TableEntry>,
    /// The number of the next table's id (the records go on counting across restarts).
    next: u64,
    /// Tables being opened: allowed by the limits, not in `map` until they are saved. They
    /// count as open, or requests sent together all passed the limits (26 tables for a
    /// player allowed 20).
    opening: Vec<Opening>,
    /// The number of the next `Opening`.
    openings: u64,
}

impl Tables {
    /// The tables open or being opened that `counts`, given who opened each (while they
    /// have not left it) and from where.
    fn opened(&self, counts: impl Fn(Option<PlayerId>, Option<std::net::IpAddr>) -> bool) -> usize {
        let open = self.map.values().filter(|e| counts(e.creator, e.address));
        let opening = self.opening.iter().filter(|o| counts(o.creator, o.address));
        open.count() + opening.count()
    }
}

/// A table being opened, as the limits count it.
struct Opening {
    number: u64,
    creator: Option<PlayerId>,
    address: Option<std::net::IpAddr>,
    computers: usize,
}

/// Holds a table's place among those being opened until it is in the list or given up.
struct Reservation<'a> {
    hub: &'a Hub,
    number: u64,
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        lock(&self.hub.tables)
            .opening
            .retain(|o| o.number != self.number);
    }
}

/// The shared lobby.
pub struct Hub {
    /// How the server runs.
    pub config: ServerConfig,
    /// The records.
    pub store: Store,
    players: Mutex<Players>,
    tables: Mutex<Tables>,
    lobby_tx: watch::Sender<u64>,
    lobby_cache: Mutex<(u64, Arc<LobbyView>)>,
    /// Quick play looks for a table and opens one as one step: two players arriving at
    /// once would otherwise each open a table (the first one's is not listed until saved).
    quick_play: tokio::sync::Mutex<()>,
    /// Cancelled when the server stops.
    pub shutdown: CancellationToken,
    /// Every task of the server, so shutdown can wait for them.
    pub tracker: TaskTracker,
    /// Connection slots, both doors together, and each address's share of them.
    pub admissions: Admissions,
    /// Computer players thinking at once (people's tables first).
    pub ai_pool: Arc<AiPool>,
    next_conn: AtomicU64,
    /// The other nodes, when this node is one of several (`--redis`).
    cluster: OnceLock<Arc<Cluster>>,
}

/// Locks `m`, poisoned or not: the server's one way to take its locks.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section of the server leaves its data consistent between statements,
    // so a panic elsewhere that poisoned the lock leaves nothing half-done: keep serving.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Hub {
    /// A hub on these records, with no table open yet (see [`Hub::resume_tables`]).
    pub fn new(config: ServerConfig, store: Store) -> Arc<Hub> {
        let (lobby_tx, _) = watch::channel(0);
        Arc::new(Hub {
            store,
            admissions: Admissions::new(&config),
            ai_pool: AiPool::new(config.ai_threads),
            config,
            players: Mutex::new(Players::default()),
            tables: Mutex::new(Tables::default()),
            lobby_cache: Mutex::new((u64::MAX, Arc::new(empty_lobby()))),
            quick_play: tokio::sync::Mutex::new(()),
            lobby_tx,
            shutdown: CancellationToken::new(),
            tracker: TaskTracker::new(),
            next_conn: AtomicU64::new(1),
            cluster: OnceLock::new(),
        })
    }

    /// Makes this node one of several (once, before it serves).
    pub fn set_cluster(&self, cluster: Arc<Cluster>) {
        let _ = self.cluster.set(cluster);
    }

    /// The other nodes, if this node is one of several.
    pub fn cluster(&self) -> Option<&Arc<Cluster>> {
        self.cluster.get()
    }

    /// A new connection id.
    pub fn next_conn(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    // ---- players ----

    /// A new player, or the player a token belongs to. Counts the connection (`out`: it is
    /// signed out should the player's key change elsewhere).
    pub async fn identify(
        &self,
        token: Option<&str>,
        nick: Option<&str>,
        out: &Outbox,
    ) -> Result<(PlayerInfo, String), ErrorInfo> {
        let found = match (token.filter(|t| !t.trim().is_empty()), nick) {
            (Some(t), nick) => match self.resume(t).await? {
                Some(p) => (p, t.trim().to_string()),
                None => match nick {
                    Some(n) => self.register(n).await?,
                    None => {
                        return Err(ErrorInfo::new(
                            ErrorCode::UnknownToken,
                            "that token is not known here; choose a nickname",
                        ));
                    }
                },
            },
            (None, Some(n)) => self.register(n).await?,
            (None, None) => {
                return Err(ErrorInfo::new(
                    ErrorCode::NickInvalid,
                    "say hello with a nickname (or the token of an earlier visit)",
                )
                .arg("problem", "none"));
            }
        };
        if self.cluster().is_some() {
            // The player may sit at tables of other nodes (or of nodes gone): the shared
            // records know where, so coming back to any node brings their tables back.
            let id = found.0.id as i64;
            match self
                .store
                .run(move |db| queries::open_tables_of(db, id))
                .await
            {
                Ok(tables) => {
                    let mut players = lock(&self.players);
                    for t in tables {
                        players.seated(found.0.id, &t, true);
                    }
                }
                Err(e) => tracing::warn!(error = %e, "cannot read a player's tables"),
            }
        }
        if !lock(&self.players).connected(found.0.id, out, &token_hash(&found.1)) {
            // The key was changed while this one was being checked: it is the old one now.
            return Err(ErrorInfo::new(
                ErrorCode::UnknownToken,
                "that token is not known here; choose a nickname",
            ));
        }
        self.lobby_changed();
        Ok(found)
    }

    async fn resume(&self, token: &str) -> Result<Option<PlayerInfo>, ErrorInfo> {
        let hash = token_hash(token);
        // On several nodes the shared records decide: a key changed on another node while
        // Redis was away (its notice lost) still signed in here with the old one.
        if self.cluster().is_none()
            && let Some(p) = lock(&self.players).by_token_hash(&hash)
        {
            return Ok(Some(p));
        }
        let h = hash.clone();
        let found = self
            .store
            .run(move |db| queries::player_by_token(db, &h))
            .await
            .map_err(|e| not_saved(&e))?;
        Ok(found.map(|(id, nick)| {
            lock(&self.players).remember(id as PlayerId, &nick, Some(&hash));
            PlayerInfo {
                id: id as PlayerId,
                nick,
            }
        }))
    }

    async fn register(&self, nick: &str) -> Result<(PlayerInfo, String), ErrorInfo> {
        let nick = parlour_protocol::plain_nick(nick);
        let taken = || {
            ErrorInfo::new(
                ErrorCode::NickTaken,
                format!("the nickname '{nick}' is taken"),
            )
            .arg("nick", nick.as_str())
        };
        if let Some(problem) = nick_problem(&nick) {
            let mut e = ErrorInfo::new(ErrorCode::NickInvalid, problem.to_string())
                .arg("nick", nick.as_str())
                .arg("problem", problem.code());
            if let Some((name, value)) = problem.detail() {
                e = e.arg(name, value);
            }
            return Err(e);
        }
        if lock(&self.players).nick_in_use(&nick) {
            return Err(taken());
        }
        let token = new_token();
        let hash = token_hash(&token);
        let (n, h) = (nick.clone(), hash.clone());
        let id = match self
            .store
            .run(move |db| queries::create_player(db, &n, &h, now_ms()))
            .await
        {
            Ok(id) => id as PlayerId,
            Err(StoreError::NickTaken(_)) => return Err(taken()),
            // Said with the name it looks like (the other languages say that one is taken).
            Err(ref e @ StoreError::NickLookAlike { ref like, .. }) => {
                return Err(
                    ErrorInfo::new(ErrorCode::NickTaken, e.to_string()).arg("nick", like.as_str())
                );
            }
            Err(e) => {
                // As every failed save is, for the administrator who watches the log.
                tracing::warn!(error = %e, "records: a save failed (a new player)");
                return Err(not_saved(&e));
            }
        };
        lock(&self.players).remember(id, &nick, Some(&hash));
        Ok((PlayerInfo { id, nick }, token))
    }

    /// A connection of `player` closed.
    pub fn disconnected(&self, player: PlayerId, conn: ConnId) {
        lock(&self.players).disconnected(player, conn);
        self.lobby_changed();
    }

    /// Gives `player` a new key (token), for a key that may have leaked: the old one no
    /// longer signs in, and every other connection that signed in with it, on any node, is
    /// told so and closed. The connection that asked (`conn`) stays. Returns the new key.
    pub async fn new_key(&self, who: &PlayerInfo, conn: ConnId) -> Result<String, ErrorInfo> {
        let player = who.id;
        let token = new_token();
        let hash = token_hash(&token);
        let h = hash.clone();
        let known = self
            .store
            .run(move |db| queries::set_token(db, player as i64, &h))
            .await
            .map_err(|e| not_saved(&e))?;
        if !known {
            // Only a player the records hold signs in: this is a store emptied underneath.
            return Err(not_saved(&StoreError::Other(
                "the records no longer hold this player".into(),
            )));
        }
        let others = lock(&self.players).rekeyed(player, Some(&hash), Some(conn));
        sign_out(others);
        if let Some(cluster) = self.cluster() {
            cluster.key_changed(player).await;
        }
        self.lobby_changed();
        tracing::info!(player = %who.nick, "a player changed their key");
        Ok(token)
    }

    /// `player`'s key changed on another node: this node forgets the old one and signs out
    /// the player's connections here.
    pub fn key_changed_elsewhere(&self, player: PlayerId) {
        let others = lock(&self.players).rekeyed(player, None, None);
        if !others.is_empty() {
            sign_out(others);
            self.lobby_changed();
        }
    }

    /// This node may have missed news of keys changed on other nodes (it lost Redis for a
    /// while): it forgets the keys it knows, reads each from the records when used, and
    /// signs out the connections here whose key is no longer their player's.
    pub async fn recheck_keys(&self) {
        lock(&self.players).forget_keys();
        let ids: Vec<i64> = lock(&self.players)
            .connected_players()
            .into_iter()
            .map(|id| id as i64)
            .collect();
        if ids.is_empty() {
            return;
        }
        let current = match self
            .store
            .run(move |db| queries::token_hashes(db, &ids))
            .await
        {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the players' keys again");
                return;
            }
        };
        let mut signed_out = false;
        for (id, hash) in current {
            let stale = lock(&self.players).stale(id as PlayerId, &hash);
            signed_out |= !stale.is_empty();
            sign_out(stale);
        }
        if signed_out {
            self.lobby_changed();
        }
    }

    /// `player` sits at `table`, or no longer does.
    pub fn seated(&self, player: PlayerId, table: &str, sits: bool) {
        lock(&self.players).seated(player, table, sits);
        // A table its opener has left is theirs no more: it counts no longer towards the
        // tables they may have open, as the refusal's advice ("leave one") says.
        if !sits
            && let Some(e) = lock(&self.tables).map.get_mut(table)
            && e.creator == Some(player)
        {
            e.creator = None;
        }
    }

    /// The tables where `player` sits.
    pub fn tables_of(&self, player: PlayerId) -> Vec<TableId> {
        lock(&self.players).tables_of(player)
    }

    /// A computer took `player`'s place at `table` while they were away.
    pub fn replaced(&self, player: PlayerId, table: &str) {
        lock(&self.players).replaced(player, table);
    }

    /// The tables where `player` was replaced while away, each told once (on arrival).
    pub fn take_replaced(&self, player: PlayerId) -> Vec<TableId> {
        lock(&self.players).take_replaced(player)
    }

    // ---- tables ----

    /// The command queue of a table: its task's, or, for a table of another node, the
    /// queue of its stand-in here, which relays.
    pub fn table(&self, id: &str) -> Option<mpsc::Sender<TableCmd>> {
        if let Some(tx) = self.local_table(id) {
            return Some(tx);
        }
        self.cluster().and_then(|c| c.proxy(id))
    }

    /// The command queue of a table of this node.
    pub fn local_table(&self, id: &str) -> Option<mpsc::Sender<TableCmd>> {
        lock(&self.tables).map.get(id).map(|e| e.tx.clone())
    }

    /// The ids of this node's tables.
    pub fn local_table_ids(&self) -> Vec<TableId> {
        lock(&self.tables).map.keys().cloned().collect()
    }

    /// Stops this node's copy of a table another node serves now (its record stays open).
    pub(crate) fn stop_table(&self, id: &str) {
        if let Some(tx) = self.local_table(id) {
            let _ = tx.try_send(TableCmd::Stop);
        }
    }

    /// This node's part of the lobby: its tables' summaries and its connected players.
    pub(crate) fn local_lobby(&self) -> (Vec<TableSummary>, Vec<String>) {
        let tables = lock(&self.tables)
            .map
            .values()
            .filter_map(|e| e.summary.clone())
            .collect();
        (tables, lock(&self.players).online())
    }

    /// Sends a command to a table; tells the client when there is no such table or it is
    /// too busy to take the command. False when there is no such table.
    pub fn send_to_table(&self, id: &str, cmd: TableCmd, out: &Outbox, req: Option<u64>) -> bool {
        let Some(tx) = self.table(id) else {
            out.error(Some(id), req, unknown_table(id));
            return false;
        };
        if tx.try_send(cmd).is_err() {
            out.error(
                Some(id),
                req,
                ErrorInfo::new(
                    ErrorCode::RateLimited,
                    "this table is busy; try again in a moment",
                ),
            );
        }
        true
    }

    /// Opens a table. `creator` takes the seat marked `me`; `address` is where they connect
    /// from (see [`ServerConfig::max_tables_per_address`]). The table is saved in the
    /// records, then its task starts.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_table(
        self: &Arc<Self>,
        creator: Option<&PlayerInfo>,
        address: Option<std::net::IpAddr>,
        game: &str,
        variant: Option<&str>,
        options: Option<&serde_json::Value>,
        seats: &[SeatChoice],
        quick: bool,
    ) -> Result<TableId, ErrorInfo> {
        // Loopback is not counted (a reverse proxy on this machine, or tests).
        let address = address.filter(|a| self.config.limit_loopback || !a.is_loopback());
        if self.shutdown.is_cancelled() {
            return Err(ErrorInfo::new(
                ErrorCode::ShuttingDown,
                "the server is shutting down and opens no new tables",
            ));
        }
        let kind: GameKind = game.parse().map_err(|e| ErrorInfo::from(&e))?;
        let n = kind.info().seat_names.len();
        if seats.len() != n {
            return Err(ErrorInfo::new(
                ErrorCode::BadSeats,
                format!(
                    "{} has {n} seats ({}); {} given",
                    kind.name(),
                    kind.info().seat_names.join(", "),
                    match seats.len() {
                        1 => "1 was".to_string(),
                        given => format!("{given} were"),
                    }
                ),
            )
            .arg("expected", n)
            .arg("given", seats.len())
            .arg("seats", serde_json::json!(kind.info().seat_names))
            .arg("problem", "count"));
        }
        if seats.iter().filter(|s| **s == SeatChoice::Me).count() > 1 {
            return Err(ErrorInfo::new(
                ErrorCode::BadSeats,
                "you can take only one seat at a table",
            )
            .arg("problem", "one_me"));
        }
        let places: Vec<Option<Participant>> = seats
            .iter()
            .map(|s| match s {
                SeatChoice::Me => creator.map(|c| Participant::person(c.id, &c.nick)),
                SeatChoice::Open => None,
                SeatChoice::Computer(level) => Some(Participant::computer(level)),
            })
            .collect();
        let computers = seats
            .iter()
            .filter(|s| matches!(s, SeatChoice::Computer(_)))
            .count();
        let (n, _reserved) = {
            let mut tables = lock(&self.tables);
            if computers > 0 {
                let seated: usize = tables
                    .map
                    .values()
                    .filter_map(|e| e.summary.as_ref())
                    .map(|s| s.seats.iter().filter(|x| x.computer).count())
                    .chain(tables.opening.iter().map(|o| o.computers))
                    .sum();
                if seated + computers > self.config.max_computers {
                    return Err(at_limit(creator, address, ErrorInfo::new(
                        ErrorCode::ServerFull,
                        format!(
                            "the server has as many computer players as it allows ({}); play a person, or try again later",
                            self.config.max_computers
                        ),
                    )
                    .arg("limit", self.config.max_computers)));
                }
            }
            // Counted: tables the player opened and has not left (see `Hub::seated`), and
            // those being opened.
            let limit = self.config.max_tables_per_player;
            if let Some(c) = creator
                && limit > 0
                && tables.opened(|by, _| by == Some(c.id)) >= limit
            {
                return Err(at_limit(creator, address, ErrorInfo::new(
                    ErrorCode::TooManyTables,
                    format!(
                        "you have {limit} tables open, as many as one player may; play or leave one of them first"
                    ),
                )
                .arg("limit", limit)));
            }
            let limit = self.config.max_tables_per_address;
            if let Some(a) = address
                && limit > 0
                && tables.opened(|_, from| from == Some(a)) >= limit
            {
                return Err(at_limit(creator, address, ErrorInfo::new(
                    ErrorCode::TooManyTables,
                    format!(
                        "{limit} tables opened from your address are open, as many as one address may; play or leave one of them first"
                    ),
                )
                .arg("limit", limit)
                .arg("reason", "address")));
            }
            if tables.map.len() + tables.opening.len() >= self.config.max_tables {
                return Err(at_limit(creator, address, ErrorInfo::new(
                    ErrorCode::ServerFull,
                    format!(
                        "the server has as many tables as it allows ({}); join one, or try again later",
                        self.config.max_tables
                    ),
                )
                .arg("limit", self.config.max_tables)));
            }
            tables.openings += 1;
            let number = tables.openings;
            tables.opening.push(Opening {
                number,
                creator: creator.map(|c| c.id),
                address,
                computers,
            });
            let reserved = Reservation { hub: self, number };
            if self.cluster().is_some() {
                (0, reserved) // numbered by the group, below
            } else {
                tables.next += 1;
                (tables.next - 1, reserved)
            }
        };
        let n = match self.cluster() {
            Some(c) => {
                // Unique across the nodes: counted in Redis, above what the records used.
                let floor = self
                    .store
                    .run(queries::next_table_seq)
                    .await
                    .map_err(|e| not_saved(&e))?;
                c.next_table_number(floor).await.map_err(|e| {
                    // The system's words are for the log; the player is told what it means.
                    tracing::warn!(error = %e, "no table opened: redis cannot be reached");
                    ErrorInfo::new(
                        ErrorCode::NotSaved,
                        "the servers' shared lobby cannot be reached just now, so no table can be opened; nothing was changed: try again in a moment",
                    )
                })?
            }
            None => n,
        };
        let mut setup = TableSetup::new(kind, variant, table_seed(self.config.seed, n));
        setup.deal_key = self.deal_key(n);
        setup.undo = UndoPolicy::AgainstComputers;
        setup.options = options.cloned();
        let table = match Table::new(setup, places) {
            Ok(t) => t,
            Err(e) => {
                // Give the number back if no other table took the next one meanwhile.
                let mut tables = lock(&self.tables);
                if tables.next == n + 1 && self.cluster().is_none() {
                    tables.next = n;
                }
                return Err(ErrorInfo::from(&e));
            }
        };
        let id = format!("t{n}");
        // Saved before anyone hears of it.
        self.store
            .save(journal::opened(
                &id,
                &table,
                quick,
                People::Accounts,
                now_ms(),
            ))
            .await
            .map_err(|e| not_saved(&e))?;
        if let Some(c) = creator
            && seats.contains(&SeatChoice::Me)
        {
            self.seated(c.id, &id, true);
        }
        if let Some(c) = self.cluster() {
            c.own(&id).await;
        }
        tracing::info!(table = %id, game = kind.id(), variant = variant.unwrap_or("default"), quick, "table opened");
        // On several nodes every save checks that this copy still keeps the table.
        let keeper = self.cluster().map(|_| 0);
        let opener = (creator.map(|c| c.id), address);
        self.spawn_table(id.clone(), n, table, quick, keeper, opener);
        Ok(id)
    }

    fn spawn_table(
        self: &Arc<Self>,
        id: TableId,
        seq: u64,
        table: Table,
        quick: bool,
        keeper: Option<u64>,
        (creator, address): (Option<PlayerId>, Option<std::net::IpAddr>),
    ) {
        let (tx, rx) = mpsc::channel(TABLE_QUEUE);
        lock(&self.tables).map.insert(
            id.clone(),
            TableEntry {
                tx,
                // Its people have no connection to it yet (see `table_task::run`).
                summary: Some(table_task::summary(
                    &id,
                    &table,
                    quick,
                    0,
                    table.people().len(),
                )),
                seq,
                creator,
                address,
            },
        );
        // Every line the table's task logs carries its id (`table{id=t3}`); the table
        // outlives the connection that opened it, so the span has no parent.
        let span = tracing::info_span!(parent: None, "table", id = %id);
        let hub = Arc::clone(self);
        self.tracker.spawn(tracing::Instrument::instrument(
            async move {
                // A table whose task dies of a bug must still leave the lobby and give back
                // its places (its computer players count against the server's limit);
                // otherwise the server would fill up with tables nobody can reach.
                let task = table_task::run(Arc::clone(&hub), id.clone(), table, quick, keeper, rx);
                if std::panic::AssertUnwindSafe(task)
                    .catch_unwind()
                    .await
                    .is_err()
                {
                    tracing::error!(table = %id, "the table's task failed; the table is closed");
                    hub.update_summary(&id, None);
                }
            },
            span,
        ));
    }

    /// Reopens the tables that were open when the server stopped, each rebuilt from its
    /// records (its running game replayed); returns how many. Also makes new table ids go on
    /// from the last one.
    pub async fn resume_tables(self: &Arc<Self>) -> Result<usize, StoreError> {
        let next = self.store.run(queries::next_table_seq).await?;
        lock(&self.tables).next = next.max(1);
        if self.cluster().is_some() {
            // One of several nodes: a table is resumed by whichever node a player of it
            // reaches first (see cluster), not by every node that starts.
            return Ok(0);
        }
        let open = self.store.run(queries::open_tables).await?;
        let mut resumed = 0;
        for t in open {
            if self.resume_one(&t, None) {
                resumed += 1;
            }
        }
        Ok(resumed)
    }

    /// The secret the later games of table `tN` are dealt from ([`ServerConfig::deal_key`]).
    fn deal_key(&self, n: u64) -> Option<u64> {
        let key = self.config.deal_key?;
        Some(parlour_catalog::table::secret_seed(key, n))
    }

    /// Reopens one table from its records (its running game replayed). False when it is
    /// not a server's table or cannot be rebuilt. `keeper`: the number this copy keeps the
    /// table's records under, on several nodes ([`queries::take_over`]).
    pub(crate) fn resume_one(self: &Arc<Self>, t: &TableResume, keeper: Option<u64>) -> bool {
        let seq: u64 = t.id.trim_start_matches('t').parse().unwrap_or(0);
        if !t.id.starts_with('t') {
            return false; // a console's table
        }
        match journal::restore(t, UndoPolicy::AgainstComputers, self.deal_key(seq)) {
            Ok(mut table) => {
                // Versions go on from the clock's milliseconds, above any the table had
                // before (it changed less than once a millisecond since it was last
                // rebuilt, or opened at version 0), so a request quoting an old version is
                // refused as stale, not played on the position rebuilt.
                table.continue_versions_from(parlour_store::now_ms().max(0) as u64);
                for (_, player) in table.people() {
                    let nick = table
                        .participant(table.place_of(player).unwrap_or(0))
                        .map(parlour_catalog::table::Participant::name)
                        .unwrap_or_default();
                    let mut players = lock(&self.players);
                    players.remember(player, &nick, None);
                    players.seated(player, &t.id, true);
                }
                tracing::info!(table = %t.id, game = %t.game, "table resumed from the records");
                self.spawn_table(t.id.clone(), seq, table, t.quick, keeper, (None, None));
                true
            }
            Err(e) => {
                tracing::error!(table = %t.id, error = %e, "cannot resume a table from its records");
                false
            }
        }
    }

    /// A quick-play table of `game` with an open place: the oldest one waiting on this node,
    /// else the oldest waiting on another node of the cluster, else a new one with every
    /// place open. A table with somebody away is passed over, unless `asker` sits there: a
    /// newcomer would start a game against a seat nobody plays. (It keeps waiting for its
    /// own people, and closes once all of them have been away for `abandon_after`.)
    /// `tried` are tables that refused a moment ago (full, or started: the other nodes'
    /// part of the lobby can be a heartbeat old), so they are passed over.
    ///
    /// Two players asking on two nodes at the same instant may each get a new table: a
    /// node sees the other's table only once the lobby change has crossed Redis (about
    /// 20 ms). That costs a wait for a third player, never a wrong seat.
    pub async fn quick_table(
        self: &Arc<Self>,
        game: GameKind,
        variant: Option<&str>,
        asker: &str,
        tried: &[TableId],
    ) -> Result<TableId, ErrorInfo> {
        let _one_at_a_time = self.quick_play.lock().await;
        let waiting = |s: &TableSummary| {
            s.quick
                && s.game == game.id()
                && s.open > 0
                && s.phase != Phase::Playing
                && (s.away == 0
                    || s.seats
                        .iter()
                        .any(|x| !x.computer && x.player.as_deref() == Some(asker)))
                && variant.is_none_or(|v| v == s.variant)
                && !tried.contains(&s.id)
        };
        {
            let tables = lock(&self.tables);
            let found = tables
                .map
                .iter()
                .filter(|(_, e)| e.summary.as_ref().is_some_and(waiting))
                .min_by_key(|(_, e)| e.seq);
            if let Some((id, _)) = found {
                return Ok(id.clone());
            }
        }
        if let Some(c) = self.cluster() {
            let (remote, _) = c.remote_lobby();
            let found = remote
                .iter()
                .filter(|s| waiting(s))
                .min_by_key(|s| crate::cluster::table_number(&s.id).unwrap_or(u64::MAX));
            if let Some(s) = found {
                return Ok(s.id.clone());
            }
        }
        let n = game.info().seat_names.len();
        self.create_table(
            None,
            None,
            game.id(),
            variant,
            None,
            &vec![SeatChoice::Open; n],
            true,
        )
        .await
    }

    /// The lobby's summary of one open table, of this node or another.
    pub fn summary_of(&self, id: &str) -> Option<TableSummary> {
        let local = lock(&self.tables)
            .map
            .get(id)
            .and_then(|e| e.summary.clone());
        local.or_else(|| {
            self.cluster()
                .and_then(|c| c.remote_lobby().0.into_iter().find(|s| s.id == id))
        })
    }

    /// A table's task reports its new summary (or `None` when it closes).
    pub fn update_summary(&self, id: &str, summary: Option<TableSummary>) {
        let mut tables = lock(&self.tables);
        match summary {
            Some(s) => {
                if let Some(e) = tables.map.get_mut(id) {
                    e.summary = Some(s);
                }
            }
            None => {
                tables.map.remove(id);
                if let Some(c) = self.cluster() {
                    c.disown(id);
                }
            }
        }
        drop(tables);
        self.lobby_changed();
    }

    /// Number of players connected to this node.
    pub fn online_count(&self) -> usize {
        lock(&self.players).online().len()
    }

    /// Number of tables open.
    pub fn table_count(&self) -> usize {
        lock(&self.tables).map.len()
    }

    // ---- the lobby ----

    fn lobby_changed(&self) {
        self.lobby_tx.send_modify(|g| *g += 1);
        if let Some(c) = self.cluster() {
            c.notify_local();
        }
    }

    /// The other nodes' part of the lobby changed.
    pub(crate) fn lobby_refreshed(&self) {
        self.lobby_tx.send_modify(|g| *g += 1);
    }

    /// Changes to the lobby: the value grows with every change.
    pub fn lobby_changes(&self) -> watch::Receiver<u64> {
        self.lobby_tx.subscribe()
    }

    /// The lobby now (built at most once per change, however many clients ask).
    pub fn lobby(&self) -> Arc<LobbyView> {
        let generation = *self.lobby_tx.borrow();
        let mut cache = lock(&self.lobby_cache);
        if cache.0 == generation {
            return Arc::clone(&cache.1);
        }
        let (mut open, mut playing) = (Vec::new(), Vec::new());
        let (remote, remote_online) = match self.cluster() {
            Some(c) => c.remote_lobby(),
            None => (Vec::new(), Vec::new()),
        };
        {
            let tables = lock(&self.tables);
            let mut all: Vec<(u64, &TableSummary)> = tables
                .map
                .values()
                .filter_map(|e| e.summary.as_ref().map(|s| (e.seq, s)))
                .chain(
                    remote
                        .iter()
                        .map(|s| (crate::cluster::table_number(&s.id).unwrap_or(0), s)),
                )
                .collect();
            all.sort_by_key(|(seq, _)| std::cmp::Reverse(*seq));
            for (_, s) in all {
                // A table whose people are all away is nobody's to play at: whoever sat
                // down would wait for them (it closes once they have been away too long).
                let people = s
                    .seats
                    .iter()
                    .filter(|x| x.player.is_some() && !x.computer)
                    .count();
                let deserted = s.away > 0 && s.away >= people;
                if s.open > 0 && s.phase != Phase::Playing {
                    if deserted {
                        continue;
                    }
                    if open.len() < LOBBY_LIST {
                        open.push(s.clone());
                    }
                } else if s.phase == Phase::Playing {
                    if playing.len() < LOBBY_LIST {
                        playing.push(s.clone());
                    }
                } else if playing.len() < LOBBY_LIST && !deserted && people > 0 {
                    // A series between two games with every place taken: a spectator looks
                    // for it with the games being played. Not when nobody will start the
                    // next game: its people all away, or only computers (who play one game).
                    playing.push(s.clone());
                }
            }
        }
        let mut online = lock(&self.players).online();
        if !remote_online.is_empty() {
            online.extend(remote_online);
            online.sort_by_key(|n| n.to_lowercase());
            online.dedup();
        }
        let view = Arc::new(LobbyView {
            open,
            playing,
            online,
        });
        *cache = (generation, Arc::clone(&view));
        view
    }
}

/// A table refused at one of the server's limits (`e`), logged for the operator as a
/// connection refused is.
fn at_limit(
    creator: Option<&PlayerInfo>,
    address: Option<std::net::IpAddr>,
    e: ErrorInfo,
) -> ErrorInfo {
    tracing::info!(
        player = creator.map(|c| c.nick.as_str()),
        client = ?address,
        why = e.code.as_str(),
        "table refused: {}",
        e.message
    );
    e
}

/// The error players get when the records could not be saved: nothing was changed.
pub fn not_saved(e: &StoreError) -> ErrorInfo {
    ErrorInfo::new(
        ErrorCode::NotSaved,
        format!("{e}; nothing was changed: try again in a moment"),
    )
    .arg("reason", e.to_string())
}

/// Tells connections that used a player's old key that it changed; each door says so and
/// closes.
fn sign_out(conns: Vec<Outbox>) {
    for out in conns {
        let told = ErrorInfo::new(
            ErrorCode::KeyChanged,
            "your key was changed on another device, so this one is signed out; use the new key to play here",
        );
        if !out.send(crate::conn::Outgoing::SignedOut(Box::new(told))) {
            // An outbox that is full or gone: its connection ends anyway.
            tracing::debug!(conn = out.conn, "signed out a connection that did not read");
        }
    }
}

/// The error for a table that does not exist (or no longer does).
pub fn unknown_table(id: &str) -> ErrorInfo {
    ErrorInfo::new(
        ErrorCode::UnknownTable,
        format!("there is no table '{id}' (it may have closed)"),
    )
    .arg("table", id)
}

/// The error for a command its table did not answer in time (its node hangs): it may or
/// may not have been carried out.
pub fn no_answer() -> ErrorInfo {
    ErrorInfo::new(
        ErrorCode::NoAnswer,
        "the server that holds this table did not answer in time, so that may not have been done: the table shows how things stand when it answers again",
    )
}

fn empty_lobby() -> LobbyView {
    LobbyView {
        open: Vec::new(),
        playing: Vec::new(),
        online: Vec::new(),
    }
}

/// Forgets players long gone, once a minute, until shutdown.
pub async fn housekeeping(hub: Arc<Hub>) {
    let mut every = tokio::time::interval(Duration::from_secs(60));
    loop {
        tokio::select! {
            _ = every.tick() => lock(&hub.players).forget_idle(Duration::from_secs(3600)),
            _ = hub.shutdown.cancelled() => break,
        }
    }
}
