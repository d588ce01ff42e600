//! # parlour-server: people playing each other over the network
//!
//! One server hosts every game at once, in one lobby, behind two doors:
//! - the **web door** ([`web`]): the page (embedded in the binary), a small HTTP API and a
//!   WebSocket speaking JSON (`docs/web-protocol.md`);
//! - the **TCP text door** ([`tcp`]): a line protocol for `nc` and `telnet`
//!   (`docs/tcp-protocol.md`).
//!
//! Both doors sit on the same [`Hub`](hub::Hub): the players (nickname and token), the
//! tables and the lobby list. Each table is one task ([`table_task`]) that owns its
//! [`Table`](parlour_catalog::table::Table) — the one table driver every front-end uses —
//! and is the only code allowed to change it. It checks every action against the rules (the
//! server is authoritative), runs computer players on a bounded pool of blocking threads,
//! and sends every viewer only their own view.
//!
//! Everything on the way to a client is bounded: each connection has a bounded outbox, and
//! a client that does not read is disconnected rather than buffered for.

pub mod admission;
pub mod cluster;
pub mod conn;
pub mod hub;
pub mod limits;
pub mod lines;
pub mod localized;
mod players;
pub mod pool;
pub mod refusals;
pub mod table_task;
pub mod tcp;
pub mod web;
pub mod words;

pub use players::new_token;

use parlour_catalog::GameKind;
use parlour_store::Store;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The seed tables are drawn from: table `tN` uses [`table_seed`]`(seed, N)`.
    pub seed: u64,
    /// A secret the later games of every table draw their deals from (each table its own,
    /// see `TableSetup::deal_key`), so that a finished game's record, which shows its seed,
    /// does not show the next deal. `parlour serve` draws one from the operating system at
    /// every start; `None` (the default, for tests) deals game `g` of a table from its seed
    /// plus `g`.
    pub deal_key: Option<u64>,
    /// The game a TCP player is seated at after choosing a nickname (quick play).
    pub quick_game: GameKind,
    /// Its rule variant.
    pub quick_variant: Option<String>,
    /// Whether computer players take the open places of quick-play tables.
    pub bots: bool,
    /// How long a quick-play table waits for people before computers fill it.
    pub bot_wait: Duration,
    /// The level of those computer players.
    pub bot_level: String,
    /// How long a person may be away before the others may let a computer take the seat.
    pub takeover_after: Duration,
    /// How long a table whose people are all away is kept.
    pub abandon_after: Duration,
    /// How long a table where no game has begun is kept once its people are all away (it
    /// is out of the lobby then, so nobody can come to it; a creator who reloads the page
    /// is back in seconds).
    pub abandon_waiting_after: Duration,
    /// Connections served at once, both doors together.
    pub max_connections: usize,
    /// Connections served at once from one address, both doors together (0: no such
    /// limit). Loopback addresses are not counted (see [`admission`]).
    pub max_per_address: usize,
    /// Count loopback addresses too (for tests: every test client is on loopback).
    pub limit_loopback: bool,
    /// Trust the `X-Forwarded-For` header of web connections from loopback (a reverse
    /// proxy on this machine): the player's address is the last one it names
    /// ([`admission::client_address`]).
    pub forwarded_for: bool,
    /// Tables open at once.
    pub max_tables: usize,
    /// Tables one player may have opened that are still open and that they have not left (0:
    /// no such limit): one client filled the server's table list by itself.
    pub max_tables_per_player: usize,
    /// Tables opened from one address that are still open (0: no such limit): nicknames
    /// cost nothing, so many players of one machine could fill the list all the same.
    /// Loopback addresses are not counted, as for `max_per_address`.
    pub max_tables_per_address: usize,
    /// Computer players thinking at once (threads).
    pub ai_threads: usize,
    /// Computer players seated at the open tables, at most (a new table that would pass it
    /// is refused). Each keeps its own search memory, up to tens of megabytes at `hard`
    /// (see docs/measurements.md), so this bounds what computer tables can cost.
    pub max_computers: usize,
    /// The least time between a move and a computer's next move, while people watch, so
    /// they can follow (a Virus War computer's three sub-moves one by one).
    pub computer_pace: Duration,
    /// Serve the page from this folder instead of the copy in the binary (for development).
    pub web_dir: Option<PathBuf>,
    /// How often the web door pings each WebSocket (browsers answer by themselves, so a
    /// person thinking over a move keeps answering).
    pub ping_every: Duration,
    /// A WebSocket from which nothing at all has arrived for this long, not even the answer
    /// to a ping, is closed: its client is gone.
    pub idle_after: Duration,
    /// A TCP connection that sends nothing for this long while its player sits at no table
    /// (or has not chosen a nickname) is closed. A seated player is never closed for
    /// silence: thinking, or waiting for the others, is not idle. (Dead peers are found by
    /// TCP keepalive.)
    pub tcp_idle_after: Duration,
    /// A client that does not take a message within this time is disconnected.
    pub write_timeout: Duration,
    /// Messages a second a client may send, on average (both doors).
    pub message_rate: u32,
    /// Messages a WebSocket client may send at once before the rate applies.
    pub ws_burst: u32,
    /// Lines a TCP client may send at once before the rate applies (pasted moves).
    pub tcp_burst: u32,
    /// The language a TCP connection starts in (`parlour serve --lang`, else the
    /// environment); each connection may change it with `LANG`. The web page says its own.
    pub lang: parlour_i18n::Lang,
    /// One of several nodes sharing a lobby through Redis (`None`: the only one).
    pub cluster: Option<cluster::ClusterConfig>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            seed: 1,
            deal_key: None,
            quick_game: GameKind::ElephantFoxMouse,
            quick_variant: None,
            bots: false,
            bot_wait: Duration::from_secs(20),
            bot_level: "hard".into(),
            takeover_after: Duration::from_secs(60),
            abandon_after: Duration::from_secs(30 * 60),
            abandon_waiting_after: Duration::from_secs(5 * 60),
            max_connections: 10_000,
            max_per_address: 100,
            limit_loopback: false,
            forwarded_for: false,
            max_tables: 5_000,
            max_tables_per_player: 20,
            max_tables_per_address: 100,
            ai_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            max_computers: 400,
            computer_pace: Duration::from_millis(400),
            web_dir: None,
            ping_every: Duration::from_secs(30),
            idle_after: Duration::from_secs(90),
            tcp_idle_after: Duration::from_secs(10 * 60),
            write_timeout: Duration::from_secs(10),
            message_rate: 20,
            ws_burst: 40,
            tcp_burst: 100,
            lang: parlour_i18n::Lang::En,
            cluster: None,
        }
    }
}

/// The seed of table `tN` (N counted from 1) of a server started with `base`.
pub fn table_seed(base: u64, n: u64) -> u64 {
    parlour_core::mix_seed(base, n)
}

/// A running server: its addresses, and the handle to stop it.
pub struct Running {
    /// The web door's address, if it was opened.
    pub http: Option<SocketAddr>,
    /// The TCP door's address, if it was opened.
    pub tcp: Option<SocketAddr>,
    /// The shared lobby.
    pub hub: Arc<hub::Hub>,
}

impl Running {
    /// Stops accepting, tells every client, waits for every connection and table task to
    /// finish (tracked, not slept on), then closes the records: a SQLite file is left whole,
    /// with no journal beside it that a restored backup could be mixed with.
    pub async fn shutdown(self) {
        self.hub.shutdown.cancel();
        self.hub.tracker.close();
        self.hub.tracker.wait().await;
        self.hub.store.close().await;
    }
}

/// Opens the doors asked for (`None` leaves a door closed) and starts serving, on these
/// records (tables that were open in them are resumed).
pub async fn start(
    config: ServerConfig,
    store: Store,
    http: Option<SocketAddr>,
    tcp: Option<SocketAddr>,
) -> std::io::Result<Running> {
    let http = match http {
        Some(a) => Some(TcpListener::bind(a).await?),
        None => None,
    };
    let tcp = match tcp {
        Some(a) => Some(TcpListener::bind(a).await?),
        None => None,
    };
    start_on(config, store, http, tcp).await
}

/// Starts serving on listeners already bound (`None` leaves a door closed), on these
/// records: the tables that were open in them are resumed first.
pub async fn start_on(
    config: ServerConfig,
    store: Store,
    http: Option<TcpListener>,
    tcp: Option<TcpListener>,
) -> std::io::Result<Running> {
    let cluster = config.cluster.clone();
    let hub = hub::Hub::new(config, store);
    if let Some(c) = cluster {
        let c = cluster::Cluster::start(&hub, c)
            .await
            .map_err(std::io::Error::other)?;
        hub.set_cluster(c);
    }
    let resumed = hub
        .resume_tables()
        .await
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    if resumed > 0 {
        tracing::info!(tables = resumed, "tables resumed from the records");
    }
    let http = match http {
        Some(l) => {
            let addr = l.local_addr()?;
            hub.tracker.spawn(web::serve(l, Arc::clone(&hub)));
            Some(addr)
        }
        None => None,
    };
    let tcp = match tcp {
        Some(l) => {
            let addr = l.local_addr()?;
            hub.tracker.spawn(tcp::serve(l, Arc::clone(&hub)));
            Some(addr)
        }
        None => None,
    };
    hub.tracker.spawn(hub::housekeeping(Arc::clone(&hub)));
    Ok(Running { http, tcp, hub })
}
