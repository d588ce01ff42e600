//! `parlour loadtest`: many WebSocket clients against a running server, on this machine
//! only, for a bounded time.
//!
//! Clients of three kinds, all at once: *idle* ones (they say hello and then only answer
//! pings, like a lobby left open), *players* who open tables against the computer or
//! against each other and play random legal moves at a set pace, and *watchers* of tables
//! where computers play each other. With `--churn`, players instead come and go: connect,
//! play a few moves, resign, disconnect, again and again (the soak).
//!
//! It reports the connections held, the server's memory (its `VmRSS`, given its pid) before
//! (once it has settled: a fresh server still builds its computer players' tables), with the
//! clients, and after they left, the moves played a second, and the latency from a
//! move sent to its state arriving at the mover (`echo`) and at the other players
//! (`broadcast`), p50 and p99.

use anyhow::{Context, Result, bail};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The server's WebSocket, e.g. `ws://127.0.0.1:8080/ws` (loopback only).
    pub url: String,
    /// Idle clients.
    pub idle: usize,
    /// Games played by the players (each against the computer, or two players each).
    pub games: usize,
    /// Players play each other (two per game) instead of the computer.
    pub people: bool,
    /// The game played.
    pub game: String,
    /// The computer's level (against the computer, and at watched tables).
    pub level: String,
    /// Time between a player's moves.
    pub pace: Duration,
    /// Tables of computers playing each other, each watched by a client.
    pub computer_tables: usize,
    /// Come and go (this many players at once) instead of staying.
    pub churn: Option<usize>,
    /// Moves a churning player plays before resigning and leaving.
    pub churn_moves: usize,
    /// How long the clients play once they are all connected.
    pub duration: Duration,
    /// The server's process id, to read its memory.
    pub server_pid: Option<u32>,
    /// Connections opened at once while connecting.
    pub connect_batch: usize,
}

/// What was measured.
#[derive(Debug, Default, serde::Serialize)]
pub struct Report {
    /// Idle connections that said hello and were still open at the end of the run.
    pub idle_held: usize,
    /// Clients that failed to connect or were closed early.
    pub failures: usize,
    /// The first few failures, in words.
    pub failure_examples: Vec<String>,
    /// Players' connections open while playing.
    pub players: usize,
    /// Watched computer tables.
    pub computer_tables: usize,
    /// Moves the players played (their own; the computer's replies are not counted).
    pub moves: u64,
    /// Moves a second during the run.
    pub moves_per_sec: f64,
    /// Moves of every seat seen by the players a second (theirs and the computers').
    pub states_per_sec: f64,
    /// Churn cycles completed (connect, play, leave).
    pub churn_cycles: u64,
    /// Move → the mover's new state, milliseconds.
    pub echo_ms: Percentiles,
    /// Move → the other players' new state, milliseconds (players against each other).
    pub broadcast_ms: Percentiles,
    /// Move → the computer's answer, milliseconds (against the computer).
    pub answer_ms: Percentiles,
    /// Server memory (kB) before the clients came.
    pub rss_before_kb: Option<u64>,
    /// Server memory (kB) with the idle clients connected (before the games).
    pub rss_idle_kb: Option<u64>,
    /// Server memory (kB) at the end of the run, clients still connected.
    pub rss_loaded_kb: Option<u64>,
    /// Server memory (kB) once every client had left.
    pub rss_after_kb: Option<u64>,
    /// `(rss_idle - rss_before) / idle`, bytes.
    pub bytes_per_idle_connection: Option<u64>,
    /// Seconds of play measured.
    pub seconds: f64,
}

/// p50, p99 and the largest of a sample.
#[derive(Debug, Default, serde::Serialize)]
pub struct Percentiles {
    /// Samples.
    pub count: usize,
    /// Median.
    pub p50: f64,
    /// 99th percentile.
    pub p99: f64,
    /// Largest.
    pub max: f64,
}

impl Percentiles {
    fn of(mut v: Vec<f64>) -> Percentiles {
        if v.is_empty() {
            return Percentiles::default();
        }
        v.sort_by(f64::total_cmp);
        let at = |q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
        Percentiles {
            count: v.len(),
            p50: at(0.5),
            p99: at(0.99),
            max: v[v.len() - 1],
        }
    }
}

/// The server's resident memory in kB (`VmRSS` of `/proc/<pid>/status`).
pub fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|n| n.parse().ok())
}

/// The server's resident memory once it stops growing on its own: a server just started
/// still builds what its computer players need (the Nines endgame tables, tens of MB), and
/// counting that as the clients' would make every connection look several KB heavier.
/// Waits until it has stayed within 1 MB for five seconds (a fresh server's stays flat for
/// a few seconds before the tables fill), for at most a minute.
async fn settled_rss_kb(pid: u32) -> Option<u64> {
    let mut since = rss_kb(pid)?;
    let mut steady = 0;
    for _ in 0..60 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let now = rss_kb(pid)?;
        if now.abs_diff(since) < 1024 {
            steady += 1;
            if steady == 5 {
                return Some(now);
            }
        } else {
            (since, steady) = (now, 0);
        }
    }
    rss_kb(pid)
}

/// The soft limit on open files of this process, if it can be read.
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(3))
        .and_then(|n| n.parse().ok())
}

/// Refuses anything but this machine: a load test is not to be aimed at others.
pub fn check_loopback(url: &str) -> Result<()> {
    let rest = url.strip_prefix("ws://").context(
        "the address must start with ws:// (this tool speaks plain WebSocket on this machine only)",
    )?;
    let host = rest.split('/').next().unwrap_or_default();
    let host = match host.rsplit_once(':') {
        Some((h, port)) if port.chars().all(|c| c.is_ascii_digit()) => h,
        _ => host,
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let local = host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    if !local {
        bail!(
            "'{host}' is not this machine: loadtest only runs against loopback (127.0.0.1, ::1, localhost)"
        );
    }
    Ok(())
}

/// Shared counters and samples.
#[derive(Default)]
struct Tally {
    moves: AtomicU64,
    states: AtomicU64,
    cycles: AtomicU64,
    failures: AtomicUsize,
    examples: Mutex<Vec<String>>,
    echo: Mutex<Vec<f64>>,
    broadcast: Mutex<Vec<f64>>,
    answer: Mutex<Vec<f64>>,
    /// Samples are kept only while this is set (after the ramp-up).
    measuring: AtomicBool,
}

impl Tally {
    fn fail(&self, what: String) {
        self.failures.fetch_add(1, Ordering::Relaxed);
        let mut ex = self.examples.lock().unwrap_or_else(|p| p.into_inner());
        if ex.len() < 5 {
            ex.push(what);
        }
    }

    fn sample(&self, into: &Mutex<Vec<f64>>, since: Instant) {
        if self.measuring.load(Ordering::Relaxed) {
            into.lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(since.elapsed().as_secs_f64() * 1000.0);
        }
    }
}

/// Moves sent and not yet seen, per table: (moves in the state before, when sent).
type Pending = Arc<Mutex<HashMap<String, (usize, Instant)>>>;

async fn connect(url: &str) -> Result<Socket> {
    // Small buffers, as the server's: ten thousand clients must fit in this process too.
    let mut config = WebSocketConfig::default();
    config.read_buffer_size = 4096;
    config.write_buffer_size = 0;
    let (ws, _) = tokio::time::timeout(
        Duration::from_secs(30),
        tokio_tungstenite::connect_async_with_config(url, Some(config), false),
    )
    .await
    .context("connecting timed out")??;
    Ok(ws)
}

async fn send(ws: &mut Socket, v: Value) -> Result<()> {
    ws.send(Message::Text(v.to_string().into())).await?;
    Ok(())
}

/// The next JSON message (pings are answered by the socket meanwhile).
async fn next(ws: &mut Socket) -> Result<Value> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return Ok(serde_json::from_str(&t)?),
            Some(Ok(Message::Close(f))) => bail!("closed by the server: {f:?}"),
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.into()),
            None => bail!("the connection ended"),
        }
    }
}

async fn until(ws: &mut Socket, kind: &str) -> Result<Value> {
    loop {
        let v = next(ws).await?;
        if v["type"] == kind {
            return Ok(v);
        }
        if v["type"] == "error" {
            bail!("the server refused: {}", v["message"]);
        }
    }
}

/// Connects and says hello; returns the socket and the token.
async fn hello(url: &str, nick: &str) -> Result<(Socket, String)> {
    let mut ws = connect(url).await?;
    send(&mut ws, json!({"type": "hello", "nick": nick})).await?;
    let w = until(&mut ws, "welcome").await?;
    Ok((ws, w["token"].as_str().unwrap_or_default().to_string()))
}

/// A nickname unique to this run: `<run><kind><n>`, the run in four hex digits and `n` in
/// base 32, so that it fits a nickname's ten characters up to a million clients. The
/// digits of `n` leave out `0`, `1`, `l` and `o`: the server refuses a name that looks like
/// one already there (`13f1cl` beside `13f1c1`).
fn nick(run: u32, kind: char, n: usize) -> String {
    const DIGITS: &[u8; 32] = b"23456789abcdefghijkmnpqrstuvwxyz";
    let mut digits = Vec::new();
    let mut rest = n;
    loop {
        digits.push(char::from(DIGITS[rest % 32]));
        rest /= 32;
        if rest == 0 {
            break;
        }
    }
    let n: String = digits.into_iter().rev().collect();
    format!("{run:04x}{kind}{n}")
}

/// A simple generator for the random moves (each client its own).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The parts of a message a player looks at. States are most of the traffic and the
/// clients share the machine with the server, so they are read into this, not into a whole
/// JSON tree.
#[derive(serde::Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    table: Option<String>,
    #[serde(default)]
    state: Option<Lite>,
    #[serde(default)]
    code: Option<String>,
}

#[derive(serde::Deserialize)]
struct Lite {
    version: u64,
    phase: String,
    you: Option<u64>,
    to_move: Option<u64>,
    #[serde(default)]
    game_number: u64,
    #[serde(default)]
    moves: Vec<SeatOf>,
    #[serde(default)]
    legal: Vec<Notation>,
}

#[derive(serde::Deserialize)]
struct SeatOf {
    seat: u64,
}

#[derive(serde::Deserialize, Clone)]
struct Notation {
    notation: String,
}

impl Lite {
    fn my_turn(&self) -> bool {
        self.phase == "playing"
            && self.you.is_some()
            && self.to_move == self.you
            && !self.legal.is_empty()
    }
}

/// The next message, read as [`Incoming`].
async fn next_lite(ws: &mut Socket) -> Result<Incoming> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return Ok(serde_json::from_str(&t)?),
            Some(Ok(Message::Close(f))) => bail!("closed by the server: {f:?}"),
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.into()),
            None => bail!("the connection ended"),
        }
    }
}

/// One player at one table until `stop` (or `max_moves` of its own): plays a random legal
/// move `pace` after its previous one whenever it is its turn; a game over is followed by
/// `ready` for the next.
#[allow(clippy::too_many_arguments)]
async fn play(
    ws: &mut Socket,
    table: &str,
    pace: Duration,
    pending: &Pending,
    tally: &Tally,
    stop: &AtomicBool,
    max_moves: Option<usize>,
    seed: u64,
    against_computer: bool,
) -> Result<()> {
    let mut rng = Rng(seed | 1);
    let mut last_move = Instant::now() - pace;
    let mut played = 0;
    // When to move next, at which version, choosing among which moves.
    let mut due: Option<(Instant, u64, Vec<Notation>, usize)> = None;
    let mut seen_moves = 0;
    let mut readied = 0u64;
    // The moves (by the count before them) whose arrival this client has timed.
    let (mut timed, mut answered): (Option<usize>, Option<usize>) = (None, None);
    while !stop.load(Ordering::Relaxed) && max_moves.is_none_or(|m| played < m) {
        let wait = due.as_ref().map(|d| d.0);
        let msg = tokio::select! {
            m = next_lite(ws) => Some(m?),
            _ = async { match wait { Some(at) => tokio::time::sleep_until(at.into()).await, None => std::future::pending().await } } => None,
            _ = tokio::time::sleep(Duration::from_millis(200)) => continue,
        };
        let Some(msg) = msg else {
            let Some((_, version, legal, before)) = due.take() else {
                continue;
            };
            let m = &legal[rng.below(legal.len())].notation;
            lock(pending).insert(table.to_string(), (before, Instant::now()));
            send(
                ws,
                json!({"type": "move", "table": table, "version": version, "move": m}),
            )
            .await?;
            last_move = Instant::now();
            played += 1;
            tally.moves.fetch_add(1, Ordering::Relaxed);
            continue;
        };
        match msg.kind.as_str() {
            "state" if msg.table.as_deref() == Some(table) => {
                let Some(state) = msg.state else { continue };
                let n = state.moves.len();
                if n > seen_moves {
                    tally
                        .states
                        .fetch_add((n - seen_moves) as u64, Ordering::Relaxed);
                    let sent = lock(pending).get(table).copied();
                    if let Some((before, at)) = sent {
                        // The first state of this client that holds the move sent.
                        if n > before && timed != Some(before) {
                            timed = Some(before);
                            if Some(state.moves[before].seat) == state.you {
                                tally.sample(&tally.echo, at);
                            } else {
                                tally.sample(&tally.broadcast, at);
                            }
                        }
                        // Against the computer: the state with its answer.
                        if against_computer && n > before + 1 && answered != Some(before) {
                            answered = Some(before);
                            tally.sample(&tally.answer, at);
                        }
                    }
                }
                seen_moves = n;
                due = if state.my_turn() {
                    Some((last_move + pace, state.version, state.legal, n))
                } else {
                    None
                };
                if state.phase == "over" && readied < state.game_number {
                    readied = state.game_number;
                    seen_moves = 0;
                    lock(pending).remove(table);
                    (timed, answered) = (None, None);
                    send(ws, json!({"type": "ready", "table": table})).await?;
                }
            }
            "error" => {
                let code = msg.code.unwrap_or_default();
                // A move overtaken by the table's change is a race, not a failure.
                if code != "stale_version" && code != "not_your_turn" {
                    bail!("the server refused: {code}");
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Runs the plan; returns what was measured.
pub async fn run(plan: Plan) -> Result<Report> {
    check_loopback(&plan.url)?;
    let wanted = plan.idle
        + plan.computer_tables
        + plan.churn.unwrap_or(if plan.people {
            2 * plan.games
        } else {
            plan.games
        });
    if let Some(limit) = open_files_limit()
        && wanted as u64 + 64 > limit
    {
        bail!(
            "{wanted} connections need more open files than this process may have ({limit}); raise the limit first, e.g. `ulimit -n {}`",
            wanted + 1024
        );
    }
    let run_id = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
        % 0xFFFF) as u32;
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let pending: Pending = Arc::default();
    let mut report = Report {
        rss_before_kb: match plan.server_pid {
            Some(pid) => settled_rss_kb(pid).await,
            None => None,
        },
        ..Report::default()
    };
    let mut tasks = tokio::task::JoinSet::new();

    // Idle clients, in batches (a burst of ten thousand SYNs overflows any listen queue).
    let idle_ok = Arc::new(AtomicUsize::new(0));
    let leave = Arc::new(tokio::sync::Notify::new());
    for start in (0..plan.idle).step_by(plan.connect_batch.max(1)) {
        let end = (start + plan.connect_batch.max(1)).min(plan.idle);
        let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel::<()>(end - start);
        for i in start..end {
            let (url, tally, ok, leave, ready) = (
                plan.url.clone(),
                Arc::clone(&tally),
                Arc::clone(&idle_ok),
                Arc::clone(&leave),
                ready_tx.clone(),
            );
            let nick = nick(run_id, 'i', i);
            tasks.spawn(async move {
                match hello(&url, &nick).await {
                    Ok((mut ws, _)) => {
                        let _ = ready.send(()).await;
                        drop(ready);
                        // Reading answers the server's pings; nothing else comes.
                        let held = tokio::select! {
                            r = async { loop { if next(&mut ws).await.is_err() { break false } } } => r,
                            _ = leave.notified() => true,
                        };
                        if held {
                            ok.fetch_add(1, Ordering::Relaxed);
                        } else {
                            tally.fail(format!("idle {nick} was closed"));
                        }
                        let _ = ws.close(None).await;
                    }
                    Err(e) => {
                        let _ = ready.send(()).await;
                        tally.fail(format!("idle {nick}: {e}"));
                    }
                }
            });
        }
        drop(ready_tx);
        for _ in start..end {
            if ready_rx.recv().await.is_none() {
                break;
            }
        }
    }
    if plan.idle > 0 {
        tokio::time::sleep(Duration::from_secs(2)).await;
        report.rss_idle_kb = plan.server_pid.and_then(rss_kb);
        report.bytes_per_idle_connection =
            per_connection(report.rss_before_kb, report.rss_idle_kb, plan.idle);
    }

    // Watched tables of computers.
    for i in 0..plan.computer_tables {
        let (url, tally, stop, level, game) = (
            plan.url.clone(),
            Arc::clone(&tally),
            Arc::clone(&stop),
            plan.level.clone(),
            plan.game.clone(),
        );
        let nick = nick(run_id, 'w', i);
        tasks.spawn(async move {
            let r = async {
                let (mut ws, _) = hello(&url, &nick).await?;
                let seats = vec![json!(level); seats_of(&game)];
                send(
                    &mut ws,
                    json!({"type": "create_table", "game": game, "seats": seats}),
                )
                .await?;
                until(&mut ws, "created").await?;
                while !stop.load(Ordering::Relaxed) {
                    tokio::select! {
                        m = next(&mut ws) => { m?; }
                        _ = tokio::time::sleep(Duration::from_millis(200)) => {}
                    }
                }
                let _ = ws.close(None).await;
                Ok::<_, anyhow::Error>(())
            }
            .await;
            if let Err(e) = r {
                tally.fail(format!("watcher {nick}: {e}"));
            }
        });
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    report.computer_tables = plan.computer_tables;

    // Players.
    let started = Instant::now();
    let players = match plan.churn {
        Some(n) => {
            for i in 0..n {
                let (plan, tally, stop, pending) = (
                    plan.clone(),
                    Arc::clone(&tally),
                    Arc::clone(&stop),
                    Arc::clone(&pending),
                );
                tasks.spawn(async move { churn(plan, run_id, i, tally, stop, pending).await });
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            n
        }
        None => {
            for g in 0..plan.games {
                let (one, tally, stop, pending) = (
                    plan.clone(),
                    Arc::clone(&tally),
                    Arc::clone(&stop),
                    Arc::clone(&pending),
                );
                tasks.spawn(async move {
                    if let Err(e) = game(&one, run_id, g, &tally, &stop, &pending).await {
                        tally.fail(format!("game {g}: {e:#}"));
                    }
                });
                // Spread the games' moves over the pace.
                tokio::time::sleep(plan.pace / (plan.games.max(1) as u32).max(1)).await;
            }
            if plan.people {
                2 * plan.games
            } else {
                plan.games
            }
        }
    };
    report.players = players;
    // Measure once everyone is in.
    let ramp = started.elapsed();
    tally.measuring.store(true, Ordering::Relaxed);
    let (moves0, states0) = (
        tally.moves.load(Ordering::Relaxed),
        tally.states.load(Ordering::Relaxed),
    );
    let t0 = Instant::now();
    tokio::time::sleep(plan.duration.saturating_sub(ramp.min(plan.duration / 2))).await;
    tally.measuring.store(false, Ordering::Relaxed);
    let seconds = t0.elapsed().as_secs_f64();
    report.seconds = seconds;
    report.moves = tally.moves.load(Ordering::Relaxed) - moves0;
    report.moves_per_sec = report.moves as f64 / seconds;
    report.states_per_sec = (tally.states.load(Ordering::Relaxed) - states0) as f64 / seconds;
    report.rss_loaded_kb = plan.server_pid.and_then(rss_kb);

    // Everyone leaves.
    stop.store(true, Ordering::Relaxed);
    leave.notify_waiters();
    // Idle clients that had not begun to wait yet hear it through their permits too.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !tasks.is_empty() && Instant::now() < deadline {
        leave.notify_waiters();
        match tokio::time::timeout(Duration::from_millis(200), tasks.join_next()).await {
            Ok(Some(_)) | Err(_) => {}
            Ok(None) => break,
        }
    }
    tasks.abort_all();
    report.idle_held = idle_ok.load(Ordering::Relaxed);
    report.churn_cycles = tally.cycles.load(Ordering::Relaxed);
    report.failures = tally.failures.load(Ordering::Relaxed);
    report.failure_examples = lock(&tally.examples).clone();
    report.echo_ms = Percentiles::of(std::mem::take(&mut *lock(&tally.echo)));
    report.broadcast_ms = Percentiles::of(std::mem::take(&mut *lock(&tally.broadcast)));
    report.answer_ms = Percentiles::of(std::mem::take(&mut *lock(&tally.answer)));
    if let Some(pid) = plan.server_pid {
        // The server closes tables whose people left; give it a moment, then read.
        tokio::time::sleep(Duration::from_secs(3)).await;
        report.rss_after_kb = rss_kb(pid);
    }
    Ok(report)
}

fn seats_of(game: &str) -> usize {
    game.parse::<parlour_catalog::GameKind>()
        .map_or(2, |k| k.info().seat_names.len())
}

/// One game: a player against the computer, or two players against each other.
async fn game(
    plan: &Plan,
    run_id: u32,
    g: usize,
    tally: &Tally,
    stop: &AtomicBool,
    pending: &Pending,
) -> Result<()> {
    let n = seats_of(&plan.game);
    let (mut a, _) = hello(&plan.url, &nick(run_id, 'a', g)).await?;
    let mut seats = vec![
        json!(if plan.people {
            "open"
        } else {
            plan.level.as_str()
        });
        n
    ];
    seats[0] = json!("me");
    send(
        &mut a,
        json!({"type": "create_table", "game": plan.game, "seats": seats}),
    )
    .await?;
    let table = until(&mut a, "created").await?["table"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    if !plan.people {
        play(
            &mut a, &table, plan.pace, pending, tally, stop, None, g as u64, true,
        )
        .await?;
        return leave(&mut a, &table).await;
    }
    let mut others = Vec::new();
    for k in 1..n {
        let (mut b, _) = hello(&plan.url, &nick(run_id, 'b', g * 8 + k)).await?;
        send(&mut b, json!({"type": "join", "table": table})).await?;
        others.push(b);
    }
    let mut all = vec![a];
    all.extend(others);
    let mut games = Vec::new();
    for (k, mut ws) in all.into_iter().enumerate() {
        let table = table.clone();
        let seed = (g * 8 + k) as u64;
        games.push(async move {
            let r = play(
                &mut ws, &table, plan.pace, pending, tally, stop, None, seed, false,
            )
            .await;
            match r {
                Ok(()) => leave(&mut ws, &table).await,
                Err(e) => Err(e),
            }
        });
    }
    for r in futures_util::future::join_all(games).await {
        r?;
    }
    Ok(())
}

/// A player leaves the table and disconnects: a game the run leaves behind is over, not
/// "being played" in the records and resumed at every restart of the server.
async fn leave(ws: &mut Socket, table: &str) -> Result<()> {
    send(ws, json!({"type": "leave", "table": table})).await?;
    // The leave is answered by the table's next state (or its closing).
    let _ = tokio::time::timeout(Duration::from_secs(5), until(ws, "state")).await;
    let _ = ws.close(None).await;
    Ok(())
}

/// A player who comes and goes until `stop`: connects (with its token after the first
/// time), opens a table against the computer, plays some moves, resigns, leaves the table,
/// disconnects.
async fn churn(
    plan: Plan,
    run_id: u32,
    i: usize,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
    pending: Pending,
) {
    let mut token: Option<String> = None;
    let mut round = 0u64;
    while !stop.load(Ordering::Relaxed) {
        round += 1;
        let r = async {
            let mut ws = connect(&plan.url).await?;
            let hello = match &token {
                Some(t) => json!({"type": "hello", "token": t}),
                None => json!({"type": "hello", "nick": nick(run_id, 'c', i)}),
            };
            send(&mut ws, hello).await?;
            let w = until(&mut ws, "welcome").await?;
            token = w["token"].as_str().map(str::to_string);
            let n = seats_of(&plan.game);
            let mut seats = vec![json!(plan.level); n];
            seats[0] = json!("me");
            send(
                &mut ws,
                json!({"type": "create_table", "game": plan.game, "seats": seats}),
            )
            .await?;
            let table = until(&mut ws, "created").await?["table"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            let seed = (i as u64) << 20 | round;
            play(
                &mut ws,
                &table,
                plan.pace,
                &pending,
                &tally,
                &stop,
                Some(plan.churn_moves),
                seed,
                true,
            )
            .await?;
            leave(&mut ws, &table).await
        }
        .await;
        match r {
            Ok(()) => {
                tally.cycles.fetch_add(1, Ordering::Relaxed);
            }
            Err(e) if !stop.load(Ordering::Relaxed) => tally.fail(format!("churn {i}: {e:#}")),
            Err(_) => {}
        }
    }
}

/// Bytes of the server's memory per connection, from its resident memory (KB) before and
/// with `n` connections. Memory that fell meanwhile (the server freed what it built at its
/// start) says nothing of the connections: not measured, rather than "0.0 KB".
fn per_connection(before_kb: Option<u64>, with_kb: Option<u64>, n: usize) -> Option<u64> {
    let grew = with_kb?.checked_sub(before_kb?)?;
    Some(grew * 1024 / n.max(1) as u64)
}

/// The report in words.
pub fn describe(r: &Report, plan: &Plan) -> String {
    let mut out = String::new();
    let kb = |v: Option<u64>| v.map_or("?".to_string(), |k| format!("{:.1} MB", k as f64 / 1024.0));
    out.push_str(&format!(
        "idle connections held: {} of {}\n",
        r.idle_held, plan.idle
    ));
    if let Some(b) = r.bytes_per_idle_connection {
        out.push_str(&format!(
            "server memory per idle connection: {:.1} KB\n",
            b as f64 / 1024.0
        ));
    } else if let (Some(a), Some(b)) = (r.rss_before_kb, r.rss_idle_kb)
        && b < a
    {
        out.push_str(&format!(
            "server memory per idle connection: not measured (the server's memory fell from {} to {} while the connections were made: it was still settling; run again)\n",
            kb(Some(a)),
            kb(Some(b))
        ));
    }
    out.push_str(&format!(
        "players: {} ({} games{}), watched computer tables: {}\n",
        r.players,
        plan.churn.map_or(plan.games, |_| 0),
        if plan.people {
            ", against each other"
        } else {
            ", against the computer"
        },
        r.computer_tables
    ));
    if plan.churn.is_some() {
        out.push_str(&format!("churn cycles: {}\n", r.churn_cycles));
    }
    out.push_str(&format!(
        "moves: {} in {:.1} s = {:.1}/s (all seats: {:.1}/s)\n",
        r.moves, r.seconds, r.moves_per_sec, r.states_per_sec
    ));
    for (name, p) in [
        ("move -> own state", &r.echo_ms),
        ("move -> others' state", &r.broadcast_ms),
        ("move -> computer's answer", &r.answer_ms),
    ] {
        if p.count > 0 {
            out.push_str(&format!(
                "{name}: p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms ({} samples)\n",
                p.p50, p.p99, p.max, p.count
            ));
        }
    }
    out.push_str(&format!(
        "server memory: before {}, idle clients {}, end of run {}, after they left {}\n",
        kb(r.rss_before_kb),
        kb(r.rss_idle_kb),
        kb(r.rss_loaded_kb),
        kb(r.rss_after_kb)
    ));
    out.push_str(&format!("failures: {}\n", r.failures));
    for e in &r.failure_examples {
        out.push_str(&format!("  {e}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_machine() {
        assert!(check_loopback("ws://127.0.0.1:8080/ws").is_ok());
        assert!(check_loopback("ws://localhost:1/ws").is_ok());
        assert!(check_loopback("ws://[::1]:8080/ws").is_ok());
        assert!(check_loopback("ws://10.0.0.1:8080/ws").is_err());
        assert!(check_loopback("ws://example.org/ws").is_err());
        assert!(check_loopback("wss://127.0.0.1/ws").is_err());
    }

    #[test]
    fn memory_that_fell_is_not_a_measure() {
        assert_eq!(per_connection(Some(100), Some(110), 10), Some(1024));
        assert_eq!(per_connection(Some(105_000), Some(65_000), 300), None);
        assert_eq!(per_connection(None, Some(65_000), 300), None);
    }

    #[test]
    fn a_load_test_nickname_is_one_a_server_takes() {
        assert_eq!(nick(0xFFFE, 'b', 0), "fffeb2");
        assert_eq!(nick(0xFFFE, 'b', 32 * 32 * 32 * 32 - 1), "fffebzzzz");
        // No two of a run look alike to the server (its `0`/`o`, `1`/`l`).
        let alike = |n: &str| n.replace('0', "o").replace('1', "l");
        let seen: std::collections::HashSet<String> =
            (0..5000).map(|n| alike(&nick(0x13f1, 'c', n))).collect();
        assert_eq!(seen.len(), 5000);
    }

    #[test]
    fn percentiles() {
        let p = Percentiles::of((1..=100).map(f64::from).collect());
        assert_eq!((p.p50, p.p99, p.max), (51.0, 99.0, 100.0));
    }
}
