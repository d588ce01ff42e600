//! The hub: one lobby for every door. Players, tables, and the lobby list.

use crate::conn::{ConnId, Outbox};
use crate::players::{PlayerId, Players};
use crate::table_task::{self, TableCmd};
use crate::{ServerConfig, table_seed};
use parlour_catalog::GameKind;
use parlour_catalog::table::{Participant, Phase, Table, TableSetup, UndoPolicy};
use parlour_protocol::{
    ErrorCode, ErrorInfo, LobbyView, PlayerInfo, SeatChoice, TableId, TableSummary,
};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::{Semaphore, mpsc, watch};
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
}

#[derive(Default)]
struct Tables {
    map: HashMap<TableId, TableEntry>,
    created: u64,
}

/// The shared lobby.
pub struct Hub {
    /// How the server runs.
    pub config: ServerConfig,
    players: Mutex<Players>,
    tables: Mutex<Tables>,
    lobby_tx: watch::Sender<u64>,
    lobby_cache: Mutex<(u64, Arc<LobbyView>)>,
    /// Cancelled when the server stops.
    pub shutdown: CancellationToken,
    /// Every task of the server, so shutdown can wait for them.
    pub tracker: TaskTracker,
    /// Connection slots, both doors together.
    pub conn_slots: Arc<Semaphore>,
    /// Computer players thinking at once.
    pub ai_slots: Arc<Semaphore>,
    next_conn: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section leaves the data consistent between statements, so a panic
    // elsewhere that poisoned the lock leaves nothing half-done: keep serving.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Hub {
    /// A hub with no players and no tables.
    pub fn new(config: ServerConfig) -> Arc<Hub> {
        let (lobby_tx, _) = watch::channel(0);
        Arc::new(Hub {
            conn_slots: Arc::new(Semaphore::new(config.max_connections)),
            ai_slots: Arc::new(Semaphore::new(config.ai_threads.max(1))),
            config,
            players: Mutex::new(Players::default()),
            tables: Mutex::new(Tables::default()),
            lobby_cache: Mutex::new((u64::MAX, Arc::new(empty_lobby()))),
            lobby_tx,
            shutdown: CancellationToken::new(),
            tracker: TaskTracker::new(),
            next_conn: AtomicU64::new(1),
        })
    }

    /// A new connection id.
    pub fn next_conn(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    // ---- players ----

    /// A new player, or the player a token belongs to. Counts the connection.
    pub fn identify(
        &self,
        token: Option<&str>,
        nick: Option<&str>,
    ) -> Result<(PlayerInfo, String), ErrorInfo> {
        let mut players = lock(&self.players);
        let found = match (token, nick) {
            (Some(t), _) if !t.trim().is_empty() => match players.resume(t) {
                Ok(p) => Ok(p),
                Err(e) => match nick {
                    Some(n) => players.register(n),
                    None => Err(e),
                },
            },
            (_, Some(n)) => players.register(n),
            _ => Err(ErrorInfo::new(
                ErrorCode::NickInvalid,
                "say hello with a nickname (or the token of an earlier visit)",
            )),
        }?;
        players.connected(found.0.id);
        drop(players);
        self.lobby_changed();
        Ok(found)
    }

    /// A connection of `player` closed.
    pub fn disconnected(&self, player: PlayerId) {
        lock(&self.players).disconnected(player);
        self.lobby_changed();
    }

    /// `player` sits at `table`, or no longer does.
    pub fn seated(&self, player: PlayerId, table: &str, sits: bool) {
        lock(&self.players).seated(player, table, sits);
    }

    /// The tables where `player` sits.
    pub fn tables_of(&self, player: PlayerId) -> Vec<TableId> {
        lock(&self.players).tables_of(player)
    }

    // ---- tables ----

    /// The command queue of a table.
    pub fn table(&self, id: &str) -> Option<mpsc::Sender<TableCmd>> {
        lock(&self.tables).map.get(id).map(|e| e.tx.clone())
    }

    /// Sends a command to a table; tells the client when there is no such table or it is
    /// too busy to take the command.
    pub fn send_to_table(&self, id: &str, cmd: TableCmd, out: &Outbox, req: Option<u64>) {
        let Some(tx) = self.table(id) else {
            out.error(Some(id), req, unknown_table(id));
            return;
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
    }

    /// Opens a table. `creator` takes the seat marked `me`. The table's task starts at once.
    pub fn create_table(
        self: &Arc<Self>,
        creator: Option<&PlayerInfo>,
        game: &str,
        variant: Option<&str>,
        seats: &[SeatChoice],
        quick: bool,
    ) -> Result<TableId, ErrorInfo> {
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
                    "{} has {n} seats ({}); {} were given",
                    kind.name(),
                    kind.info().seat_names.join(", "),
                    seats.len()
                ),
            )
            .arg("expected", n));
        }
        if seats.iter().filter(|s| **s == SeatChoice::Me).count() > 1 {
            return Err(ErrorInfo::new(
                ErrorCode::BadSeats,
                "you can take only one seat at a table",
            ));
        }
        let places: Vec<Option<Participant>> = seats
            .iter()
            .map(|s| match s {
                SeatChoice::Me => creator.map(|c| Participant::person(c.id, &c.nick)),
                SeatChoice::Open => None,
                SeatChoice::Computer(level) => Some(Participant::computer(level)),
            })
            .collect();
        let mut tables = lock(&self.tables);
        if tables.map.len() >= self.config.max_tables {
            return Err(ErrorInfo::new(
                ErrorCode::ServerFull,
                format!(
                    "the server has as many tables as it allows ({}); join one, or try again later",
                    self.config.max_tables
                ),
            ));
        }
        let n = tables.created;
        let mut setup = TableSetup::new(kind, variant, table_seed(self.config.seed, n));
        setup.undo = UndoPolicy::AgainstComputers;
        let table = Table::new(setup, places).map_err(|e| ErrorInfo::from(&e))?;
        tables.created += 1;
        let id = format!("t{}", tables.created);
        let (tx, rx) = mpsc::channel(TABLE_QUEUE);
        tables.map.insert(
            id.clone(),
            TableEntry {
                tx,
                summary: Some(table_task::summary(&id, &table, quick, 0)),
                seq: n,
            },
        );
        drop(tables);
        if let Some(c) = creator {
            if seats.contains(&SeatChoice::Me) {
                self.seated(c.id, &id, true);
            }
        }
        tracing::info!(table = %id, game = kind.id(), variant = variant.unwrap_or("default"), quick, "table opened");
        self.tracker.spawn(table_task::run(
            Arc::clone(self),
            id.clone(),
            table,
            quick,
            rx,
        ));
        Ok(id)
    }

    /// A quick-play table of `game` with an open place: the newest one waiting, or a new
    /// one with every place open.
    pub fn quick_table(
        self: &Arc<Self>,
        game: GameKind,
        variant: Option<&str>,
    ) -> Result<TableId, ErrorInfo> {
        {
            let tables = lock(&self.tables);
            let mut found: Vec<(&TableId, &TableEntry)> = tables
                .map
                .iter()
                .filter(|(_, e)| {
                    e.summary.as_ref().is_some_and(|s| {
                        s.quick
                            && s.game == game.id()
                            && s.open > 0
                            && s.phase != Phase::Playing
                            && variant.is_none_or(|v| v == s.variant)
                    })
                })
                .collect();
            found.sort_by_key(|(_, e)| e.seq);
            if let Some((id, _)) = found.first() {
                return Ok((*id).clone());
            }
        }
        let n = game.info().seat_names.len();
        self.create_table(None, game.id(), variant, &vec![SeatChoice::Open; n], true)
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
            }
        }
        drop(tables);
        self.lobby_changed();
    }

    /// Number of tables open.
    pub fn table_count(&self) -> usize {
        lock(&self.tables).map.len()
    }

    // ---- the lobby ----

    fn lobby_changed(&self) {
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
        {
            let tables = lock(&self.tables);
            let mut all: Vec<&TableEntry> = tables.map.values().collect();
            all.sort_by_key(|e| std::cmp::Reverse(e.seq));
            for e in all {
                let Some(s) = &e.summary else { continue };
                if s.open > 0 && s.phase != Phase::Playing {
                    if open.len() < LOBBY_LIST {
                        open.push(s.clone());
                    }
                } else if s.phase == Phase::Playing && playing.len() < LOBBY_LIST {
                    playing.push(s.clone());
                }
            }
        }
        let view = Arc::new(LobbyView {
            open,
            playing,
            online: lock(&self.players).online(),
        });
        *cache = (generation, Arc::clone(&view));
        view
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
