//! Several nodes sharing one lobby through Redis, their records in one PostgreSQL
//! (docs/scale-out.md): real `parlour serve` processes, a redis-server and a PostgreSQL
//! cluster started by the tests on free loopback ports. Nothing here is skipped: without
//! redis-server or PostgreSQL the tests fail and say what to install.

#[path = "../crates/store/tests/common/mod.rs"]
#[allow(unused_imports)]
mod pg;

#[path = "support/banner.rs"]
mod banner;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

const PATIENCE: Duration = Duration::from_secs(30);

/// Seconds before a silent node counts as gone (short, so the tests do not wait long).
const NODE_TTL: &str = "3";

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A redis-server of the test's own: a free loopback port, no persistence, a temp folder.
struct Redis {
    child: Option<Child>,
    port: u16,
    dir: tempfile::TempDir,
}

impl Redis {
    fn start() -> Redis {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut r = Redis {
            child: None,
            port: free_port(),
            dir,
        };
        r.spawn();
        r
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    fn spawn(&mut self) {
        let child = Command::new("redis-server")
            .args([
                "--port",
                &self.port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
            ])
            .arg(self.dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("cannot start redis-server (install it: apt-get install redis-server)");
        self.child = Some(child);
        let deadline = std::time::Instant::now() + PATIENCE;
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                std::time::Instant::now() < deadline,
                "redis-server did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until no node listens on node `name`'s inbox (Redis has seen its connection
    /// close: a dead node's socket is closed by the system, but Redis notices in its own
    /// time).
    fn until_deaf(&self, name: &str) {
        let deadline = std::time::Instant::now() + PATIENCE;
        loop {
            let out = Command::new("redis-cli")
                .args(["-p", &self.port.to_string(), "pubsub", "channels"])
                .arg(format!("parlour:inbox:{name}@*"))
                .output()
                .expect("redis-cli (it comes with redis-server)");
            if out.status.success() && out.stdout.iter().all(u8::is_ascii_whitespace) {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "node {name} still listens"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Kills the server (its data is gone: nothing is saved) and starts it again.
    fn restart(&mut self) {
        self.stop();
        std::thread::sleep(Duration::from_millis(500));
        self.spawn();
    }

    fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A `parlour serve` node; its log goes to a file, shown when a test fails.
struct Node {
    child: Child,
    http: String,
    tcp: String,
    log: PathBuf,
}

impl Node {
    fn start(name: &str, redis: &Redis, db: &str, logs: &std::path::Path, ttl: &str) -> Node {
        let log = logs.join(format!("{name}.log"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8")
            .env("RUST_LOG", "warn,parlour_server=debug")
            .args([
                "serve",
                "--http",
                "127.0.0.1:0",
                "--tcp",
                "127.0.0.1:0",
                "--seed",
                "3",
                "--computer-pace",
                "0",
                "--node-ttl",
                ttl,
                "--node",
                name,
                "--redis",
                &redis.url(),
                "--database",
                db,
            ])
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).expect("log file"))
            .spawn()
            .expect("start parlour serve");
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let (http, tcp) = banner::doors(&mut out);
        assert!(
            !http.is_empty() && !tcp.is_empty(),
            "node {name} did not start:\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
        // Keep reading stdout so the node never blocks on it.
        std::thread::spawn(move || for _ in out.lines() {});
        Node {
            child,
            http,
            tcp,
            log,
        }
    }

    fn kill9(&mut self) {
        self.signal("KILL");
        let _ = self.child.wait();
    }

    /// Sends the node a signal (`KILL`, `STOP`, `CONT`).
    fn signal(&self, name: &str) {
        let ok = Command::new("kill")
            .args([&format!("-{name}"), &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(ok.success());
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Whether the node's process has ended within `secs` seconds.
    fn ends_within(&mut self, secs: u64) -> bool {
        let until = std::time::Instant::now() + Duration::from_secs(secs);
        while std::time::Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        false
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Redis, PostgreSQL and a folder for the nodes' logs.
struct Group {
    redis: Redis,
    pg: pg::Postgres,
    logs: tempfile::TempDir,
}

impl Group {
    fn start() -> Group {
        Group {
            redis: Redis::start(),
            pg: pg::Postgres::start(),
            // PARLOUR_TEST_KEEP_LOGS=1 keeps the nodes' logs for a look after the test.
            logs: tempfile::Builder::new()
                .prefix("parlour-scale-out-")
                .disable_cleanup(std::env::var_os("PARLOUR_TEST_KEEP_LOGS").is_some())
                .tempdir()
                .expect("temp dir"),
        }
    }

    fn node(&self, name: &str) -> Node {
        self.node_with_ttl(name, NODE_TTL)
    }

    /// A node that counts as gone only after `ttl` seconds of silence.
    fn node_with_ttl(&self, name: &str, ttl: &str) -> Node {
        Node::start(name, &self.redis, &self.pg.url, self.logs.path(), ttl)
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A player at a table, through either door.
enum Client {
    Ws {
        socket: Box<Socket>,
        table: String,
    },
    Tcp {
        lines: tokio::io::Lines<tokio::io::BufReader<tokio::net::tcp::OwnedReadHalf>>,
        write: tokio::net::tcp::OwnedWriteHalf,
    },
}

/// What a client noticed while it waited for its turn.
enum Turn {
    /// Its move, with the legal moves and the version (web only).
    Mine(Vec<String>, Option<u64>),
    /// The game ended; a web client also learns how many moves the game had (its last
    /// state lists them).
    Over(Option<u64>),
}

async fn ws(addr: &str, hello: Value) -> (Socket, Value) {
    let mut socket = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("websocket")
        .0;
    ws_send(&mut socket, hello).await;
    let welcome = ws_until(&mut socket, "welcome", |v| v["type"] == "welcome").await;
    (socket, welcome)
}

async fn ws_send(ws: &mut Socket, v: Value) {
    ws.send(tokio_tungstenite::tungstenite::Message::Text(
        v.to_string().into(),
    ))
    .await
    .unwrap();
}

async fn ws_next(ws: &mut Socket, what: &str) -> Value {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .unwrap_or_else(|_| panic!("timed out waiting for {what}"))
            .unwrap_or_else(|| panic!("closed waiting for {what}"))
            .unwrap();
        if let tokio_tungstenite::tungstenite::Message::Text(t) = msg {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

async fn ws_until(ws: &mut Socket, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = ws_next(ws, what).await;
        assert_ne!(v["type"], "error", "{v}");
        if pred(&v) {
            return v;
        }
    }
}

async fn tcp(addr: &str, first: &str) -> (Client, String) {
    let stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let (r, mut write) = stream.into_split();
    let lines = tokio::io::BufReader::new(r).lines();
    write
        .write_all(format!("{first}\n").as_bytes())
        .await
        .unwrap();
    let mut c = Client::Tcp { lines, write };
    let token = c
        .tcp_until("the token", |l| l.contains("Your token is "))
        .await;
    let token = token
        .split("Your token is ")
        .nth(1)
        .unwrap()
        .split(':')
        .next()
        .unwrap()
        .to_string();
    (c, token)
}

impl Client {
    async fn tcp_line(&mut self, line: &str) {
        let Client::Tcp { write, .. } = self else {
            panic!("not a tcp client")
        };
        write
            .write_all(format!("{line}\n").as_bytes())
            .await
            .unwrap();
    }

    async fn tcp_until(&mut self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let Client::Tcp { lines, .. } = self else {
            panic!("not a tcp client")
        };
        let mut seen: Vec<String> = Vec::new();
        loop {
            let line = tokio::time::timeout(PATIENCE, lines.next_line())
                .await
                .unwrap_or_else(|_| {
                    panic!("timed out waiting for {what}; saw:\n{}", seen.join("\n"))
                })
                .unwrap()
                .unwrap_or_else(|| panic!("closed waiting for {what}"));
            if pred(&line) {
                return line;
            }
            seen.push(line);
        }
    }

    /// Waits for this player's turn (or the end). Errors (a command lost while Redis was
    /// away) are answered by asking for the table again.
    async fn turn(&mut self) -> Turn {
        match self {
            Client::Ws { socket, table } => loop {
                let v = ws_next(socket, "a turn").await;
                if v["type"] == "error" {
                    let t = table.clone();
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    ws_send(socket, json!({"type": "open", "table": t})).await;
                    continue;
                }
                if v["type"] != "state" || v["table"] != *table {
                    continue;
                }
                let s = &v["state"];
                if s["phase"] == "over" || !s["outcome"].is_null() {
                    return Turn::Over(moves_shown(s));
                }
                if s["phase"] == "playing" && s["to_move"] == s["you"] && !s["you"].is_null() {
                    let legal: Vec<String> = s["legal"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|m| m["notation"].as_str().map(str::to_string))
                        .collect();
                    if !legal.is_empty() {
                        return Turn::Mine(legal, s["version"].as_u64());
                    }
                }
            },
            Client::Tcp { lines, write } => loop {
                let line = tokio::time::timeout(PATIENCE, lines.next_line())
                    .await
                    .unwrap_or_else(|_| panic!("timed out waiting for a turn (tcp)"))
                    .unwrap()
                    .expect("closed waiting for a turn");
                if line.starts_with("END ") {
                    return Turn::Over(None);
                }
                if line.starts_with("ERROR ") {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    write.write_all(b"board\n").await.unwrap();
                    continue;
                }
                if let Some(rest) = line.strip_prefix("YOURMOVE ") {
                    let legal = rest.split("legal: ").nth(1).unwrap_or_default();
                    let legal: Vec<String> = legal
                        .trim_end_matches(')')
                        .split_whitespace()
                        .map(str::to_string)
                        .collect();
                    if !legal.is_empty() {
                        return Turn::Mine(legal, None);
                    }
                }
            },
        }
    }

    async fn play(&mut self, mv: &str, version: Option<u64>) {
        match self {
            Client::Ws { socket, table } => {
                let t = table.clone();
                ws_send(
                    socket,
                    json!({"type": "move", "table": t, "version": version, "move": mv}),
                )
                .await
            }
            Client::Tcp { write, .. } => {
                write.write_all(format!("{mv}\n").as_bytes()).await.unwrap()
            }
        }
    }

    async fn resign(&mut self) {
        match self {
            Client::Ws { socket, table } => {
                let t = table.clone();
                ws_send(socket, json!({"type": "resign", "table": t})).await
            }
            Client::Tcp { write, .. } => write.write_all(b"resign\n").await.unwrap(),
        }
    }
}

/// Plays the first legal move at every turn, until the game ends, or resigns once it has
/// made `resign_after` moves (a game of first moves may wander). Returns the moves it sent,
/// and for a web client the moves the finished game had.
///
/// A move sent is not always a move made: one the server refused (its node could not be
/// reached for a moment, or a second prompt for the same turn was answered too) comes back
/// as an error, and the client asks for the board and plays again. So a test that checks
/// the record against the game counts the game's own moves, not the ones sent.
async fn autoplay(mut c: Client, resign_after: usize) -> (Client, usize, Option<u64>) {
    let mut moves = 0;
    loop {
        match c.turn().await {
            Turn::Over(made) => return (c, moves, made),
            Turn::Mine(legal, version) => {
                if moves >= resign_after {
                    c.resign().await;
                } else {
                    c.play(&legal[0], version).await;
                    moves += 1;
                }
            }
        }
    }
}

/// Plays exactly `n` moves of this player's (the others play meanwhile).
async fn play_moves(c: &mut Client, n: usize) {
    for _ in 0..n {
        match c.turn().await {
            Turn::Mine(legal, version) => c.play(&legal[0], version).await,
            Turn::Over(_) => panic!("the game ended early"),
        }
    }
}

async fn records_of(db: &str, table: &str) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args([
            "records",
            "list",
            "--json",
            "--limit",
            "100",
            "--database",
            db,
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let all: Value = serde_json::from_slice(&out.stdout).unwrap();
    all.as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == table)
        .cloned()
        .unwrap_or(Value::Null)
}

/// `table`'s record once `ready` holds of it; `what` names the wait in the message if it
/// never comes. A table saves every change before anyone hears of it, but a test's last
/// move may still be on its way when the test reads the record (`play_moves` returns once
/// the move is sent), so a read at once can be a move short.
async fn record_once(db: &str, table: &str, what: &str, ready: impl Fn(&Value) -> bool) -> Value {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let record = records_of(db, table).await;
        if ready(&record) {
            return record;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the record of {table} never showed {what}: {record}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The moves a table's state lists (the current game's), if it lists any.
fn moves_shown(state: &Value) -> Option<u64> {
    state["moves"].as_array().map(|m| m.len() as u64)
}

/// The moves in a record (0 before it has any).
fn moves_in(record: &Value) -> u64 {
    record["moves"].as_u64().unwrap_or(0)
}

/// A web player on node A opens a Nines table; a TCP player on node B joins it.
async fn nines_across(a: &Node, b: &Node) -> (Client, Client, String, String, String) {
    let (mut ann, welcome) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    let ann_token = welcome["token"].as_str().unwrap().to_string();
    ws_send(
        &mut ann,
        json!({"type": "create_table", "game": "nines", "variant": "standard", "seats": ["me", "open"]}),
    )
    .await;
    let first = ws_until(&mut ann, "the new table", |v| v["type"] == "state").await;
    let table = first["table"].as_str().unwrap().to_string();
    // Node B lists it in its lobby, from node A's keys.
    let (mut watcher, _) = ws(&b.http, json!({"type": "hello", "nick": "watcher"})).await;
    ws_send(&mut watcher, json!({"type": "lobby", "watch": true})).await;
    ws_until(&mut watcher, "the table in B's lobby", |v| {
        v["type"] == "lobby"
            && v["open"]
                .as_array()
                .is_some_and(|o| o.iter().any(|t| t["id"] == table))
    })
    .await;
    drop(watcher);
    let (mut bob, bob_token) = tcp(&b.tcp, "bob").await;
    bob.tcp_line(&format!("join {table}")).await;
    let ann = Client::Ws {
        socket: Box::new(ann),
        table: table.clone(),
    };
    (ann, bob, table, ann_token, bob_token)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_player_and_a_tcp_player_on_two_nodes_play_nines_to_the_end() {
    let g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (ann, bob, table, _, _) = nines_across(&a, &b).await;
    let play = async {
        let (ann, bob) = tokio::join!(autoplay(ann, 40), autoplay(bob, 40));
        (ann, bob)
    };
    let ((_, ann_moves, made), (_, bob_moves, _)) =
        tokio::time::timeout(Duration::from_secs(180), play)
            .await
            .unwrap_or_else(|_| panic!("the game did not end:\nA:\n{}\nB:\n{}", a.log(), b.log()));
    assert!(ann_moves >= 5 && bob_moves >= 5, "{ann_moves} {bob_moves}");
    // The game is over in the shared records, with every move of it.
    let made = made.expect("ann plays on the web");
    let over = |r: &Value| !r["outcome"].is_null() && moves_in(r) == made;
    record_once(&g.pg.url, &table, "the end and every move", over).await;
}

/// A node stopped with SIGTERM while a player of another node sits at its table ends (it
/// waited for ever on the forwarding of that player's states), and claims none of its own
/// tables back on its way out (its keys gone, they looked like a dead node's). The game
/// goes on at the other node, with its player there still at the table: they were told it
/// closed, and got nothing more when the other player came back and moved.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_stops_on_sigterm_with_another_node_s_player_at_its_table() {
    let g = Group::start();
    let mut a = g.node("a");
    let b = g.node("b");
    let (mut ann, mut bob, table, ann_token, _) = nines_across(&a, &b).await;
    let (x, y) = tokio::join!(play_moves(&mut ann, 1), play_moves(&mut bob, 1));
    let _ = (x, y);
    a.signal("TERM");
    let ended = tokio::task::spawn_blocking(move || {
        let ended = a.ends_within(20);
        (ended, a)
    });
    let (ended, a) = ended.await.unwrap();
    assert!(ended, "node a still runs 20 s after SIGTERM:\n{}", a.log());
    assert!(
        !a.log().contains("resumed here from its record"),
        "{}",
        a.log()
    );
    // A node that has just joined does not log what the guide gives as the sign of a
    // Redis restart.
    assert!(!b.log().contains("lost this node's keys"), "{}", b.log());
    // Bob is told that ann is away (her connection went with node A), as when she leaves
    // at one node: he heard nothing until he asked for the board.
    bob.tcp_until("ann away", |l| l.contains("ann") && l.contains("away"))
        .await;
    drop(ann);
    // Ann comes back at node B and moves: Bob, who never left B, sees it and plays on.
    let (socket, _) = ws(&b.http, json!({"type": "hello", "token": ann_token})).await;
    let mut ann = Client::Ws {
        socket: Box::new(socket),
        table: table.clone(),
    };
    if let Client::Ws { socket, .. } = &mut ann {
        ws_send(socket, json!({"type": "open", "table": table})).await;
    }
    play_moves(&mut ann, 1).await;
    bob.tcp_until("ann's move, at node B", |l| l.starts_with("MOVE ann"))
        .await;
    play_moves(&mut bob, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn elephant_fox_mouse_with_a_player_on_each_of_three_nodes() {
    let g = Group::start();
    let (a, b, c) = (g.node("a"), g.node("b"), g.node("c"));
    let (mut ann, _) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    ws_send(
        &mut ann,
        json!({"type": "create_table", "game": "elephant-fox-mouse", "seats": ["me", "open", "open"]}),
    )
    .await;
    let first = ws_until(&mut ann, "the new table", |v| v["type"] == "state").await;
    let table = first["table"].as_str().unwrap().to_string();
    let (mut bob, _) = tcp(&b.tcp, "bob").await;
    bob.tcp_line(&format!("join {table}")).await;
    bob.tcp_until("bob seated", |l| l.starts_with("WAIT") && l.contains("2/3"))
        .await;
    let (mut cat, _) = ws(&c.http, json!({"type": "hello", "nick": "cat"})).await;
    ws_send(&mut cat, json!({"type": "join", "table": table})).await;
    // Cat on node C sees all three seated, each under their own name.
    let seated = ws_until(&mut cat, "three players", |v| {
        v["type"] == "state"
            && v["state"]["seats"]
                .as_array()
                .is_some_and(|s| s.iter().all(|x| !x["player"].is_null()))
    })
    .await;
    let names: Vec<&str> = seated["state"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["player"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ann", "bob", "cat"]);
    // Each sees only their own seat as "you".
    assert_eq!(seated["state"]["you"], 2);
    let ann = Client::Ws {
        socket: Box::new(ann),
        table: table.clone(),
    };
    let cat = Client::Ws {
        socket: Box::new(cat),
        table: table.clone(),
    };
    let play = async { tokio::join!(autoplay(ann, 8), autoplay(bob, 8), autoplay(cat, 8)) };
    let ((_, x, made), (_, y, _), (_, z, _)) = tokio::time::timeout(Duration::from_secs(180), play)
        .await
        .unwrap_or_else(|_| {
            panic!(
                "the game did not end:\nA:\n{}\nB:\n{}\nC:\n{}",
                a.log(),
                b.log(),
                c.log()
            )
        });
    assert!(x >= 1 && y >= 1 && z >= 1, "everyone moved: {x} {y} {z}");
    let made = made.expect("ann plays on the web");
    let over = |r: &Value| !r["outcome"].is_null() && moves_in(r) == made;
    record_once(&g.pg.url, &table, "the end and every move", over).await;
}

/// Quick play (what an `nc` player gets after a nickname) fills a table that waits on
/// another node before it opens one of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_play_on_one_node_joins_the_table_waiting_on_another() {
    let g = Group::start();
    let (a, b) = (g.node("a"), g.node("b"));
    let (mut ann, _) = tcp(&a.tcp, "ann").await;
    ann.tcp_until("ann waiting alone", |l| {
        l.starts_with("WAIT") && l.contains("1/3")
    })
    .await;
    // Node B hears of ann's table through Redis; a lobby watcher there shows when.
    let (mut eve, _) = ws(&b.http, json!({"type": "hello", "nick": "eve"})).await;
    ws_send(&mut eve, json!({"type": "lobby", "watch": true})).await;
    ws_until(&mut eve, "ann's table in B's lobby", |v| {
        v["type"] == "lobby"
            && v["open"]
                .as_array()
                .is_some_and(|o| o.iter().any(|t| t["game"] == "elephant-fox-mouse"))
    })
    .await;
    let (mut bob, _) = tcp(&b.tcp, "bob").await;
    bob.tcp_until("bob at ann's table", |l| {
        l.starts_with("WAIT") && l.contains("2/3")
    })
    .await;
    ann.tcp_until("ann sees bob", |l| {
        l.starts_with("WAIT") && l.contains("2/3")
    })
    .await;
}

/// Bob, on node `b`, opens a Nines table there; Ann on node `a` joins it. Returns Ann,
/// Bob, Bob's token and the table.
async fn bob_opens_on(b: &Node, a: &Node) -> (Client, Client, String, String) {
    let (mut bob, bob_token) = tcp(&b.tcp, "bob").await;
    bob.tcp_line("new nines standard me open").await;
    let opened = bob
        .tcp_until("the new table", |l| l.contains("is open"))
        .await;
    let table = opened
        .split("table ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let (mut ann, _) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    ws_send(&mut ann, json!({"type": "join", "table": table})).await;
    let ann = Client::Ws {
        socket: Box::new(ann),
        table: table.clone(),
    };
    (ann, bob, bob_token, table)
}

/// Bob (White, at the door of node `b`) and Ann (on the web at node `a`) play five moves of
/// a table Bob opened on `b`: then it is Ann's turn. Her client, Bob's, her legal moves and
/// the table's version, and the table.
async fn ann_to_move_on(b: &Node, a: &Node) -> (Client, Client, Vec<String>, Option<u64>, String) {
    let (mut ann, mut bob, _, table) = bob_opens_on(b, a).await;
    tokio::join!(play_moves(&mut ann, 2), play_moves(&mut bob, 3));
    let Turn::Mine(legal, version) = ann.turn().await else {
        panic!("the game ended early")
    };
    (ann, bob, legal, version, table)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_changed_on_one_node_signs_out_the_old_one_on_the_others() {
    let g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (mut ann, welcome) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    let old = welcome["token"].as_str().unwrap().to_string();
    // The key is used on node b too, which now knows it.
    let (mut there, _) = ws(&b.http, json!({"type": "hello", "token": old})).await;
    ws_send(&mut ann, json!({"type": "new_key"})).await;
    let key = ws_until(&mut ann, "the new key", |v| v["type"] == "key").await;
    let new = key["token"].as_str().unwrap().to_string();
    // Node b heard it: its connection with the old key is told, then closed.
    let told = ws_next(&mut there, "key_changed").await;
    assert_eq!(told["code"], "key_changed", "{told}\nB:\n{}", b.log());
    // On node b the old key signs in no more, and the new one does.
    refused_sign_in(&b, &old).await;
    let (_, back) = ws(&b.http, json!({"type": "hello", "token": new})).await;
    assert_eq!(back["you"]["nick"], "ann");
}

/// A key changed while Redis was away: the other node never heard of it, but a new sign-in
/// there with the old key is refused (the shared records decide), and once it hears Redis
/// again it reads its connections' keys from the records and signs out the connection that
/// used the old one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_changed_while_redis_was_away_signs_out_the_old_one_after() {
    let mut g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (mut ann, welcome) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    let old = welcome["token"].as_str().unwrap().to_string();
    let (mut there, _) = ws(&b.http, json!({"type": "hello", "token": old})).await;
    g.redis.stop();
    ws_send(&mut ann, json!({"type": "new_key"})).await;
    let key = ws_until(&mut ann, "the new key", |v| v["type"] == "key").await;
    assert_eq!(key["token"].as_str().map(str::len), Some(32));
    // Meanwhile the old key signs in on node b no more: the shared records decide.
    refused_sign_in(&b, &old).await;
    g.redis.spawn();
    let told = ws_next(&mut there, "key_changed").await;
    assert_eq!(told["code"], "key_changed", "{told}\nB:\n{}", b.log());
}

/// A sign-in at `node` with a key that is no longer its player's is refused.
async fn refused_sign_in(node: &Node, token: &str) {
    let mut stale = tokio_tungstenite::connect_async(format!("ws://{}/ws", node.http))
        .await
        .expect("websocket")
        .0;
    ws_send(&mut stale, json!({"type": "hello", "token": token})).await;
    let refused = ws_next(&mut stale, "the old key refused").await;
    assert_eq!(refused["code"], "unknown_token", "{refused}");
}

/// Waits until `node`'s lobby no longer lists `nick` online (its node's keys expired).
async fn gone_from_lobby(node: &Node, nick: &str) {
    let (mut watcher, _) = ws(&node.http, json!({"type": "hello", "nick": "watcher"})).await;
    ws_send(&mut watcher, json!({"type": "lobby", "watch": true})).await;
    ws_until(&mut watcher, "a lobby without the player", |v| {
        v["type"] == "lobby"
            && !v["online"]
                .as_array()
                .is_some_and(|o| o.iter().any(|n| n == nick))
    })
    .await;
}

/// A TCP player coming back to `node` with `token`, once told he is back at his table.
async fn comes_back(node: &Node, token: &str) -> Client {
    let stream = tokio::net::TcpStream::connect(&node.tcp).await.unwrap();
    let (r, write) = stream.into_split();
    let mut bob = Client::Tcp {
        lines: tokio::io::BufReader::new(r).lines(),
        write,
    };
    bob.tcp_line(&format!("token {token}")).await;
    bob.tcp_until("his seat back", |l| l.contains("back at table"))
        .await;
    bob
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_node_s_game_resumes_on_another_node_from_its_record() {
    let g = Group::start();
    let a = g.node("a");
    let mut b = g.node("b");
    // Bob, on node B, opens the table there; Ann on node A joins it.
    let (mut ann, mut bob, bob_token, table) = bob_opens_on(&b, &a).await;
    let (x, y) = tokio::join!(play_moves(&mut ann, 3), play_moves(&mut bob, 3));
    let _ = (x, y);
    let six = |r: &Value| moves_in(r) >= 6;
    let before = moves_in(&record_once(&g.pg.url, &table, "six moves", six).await);

    // Node B dies without a word; its lobby entry goes within seconds.
    b.kill9();
    drop(bob);
    // Its lobby entries go within seconds, without anybody cleaning up.
    // (The table itself is listed again as soon as node A has resumed it.)
    gone_from_lobby(&a, "bob").await;
    // Bob comes back, to node A, with his token: he is back at the table, which node A
    // rebuilt from its record; the game goes on from the same position.
    let mut bob = comes_back(&a, &bob_token).await;
    // (His first table is the quick one the TCP door seated him at; he follows this one,
    // as his seat.)
    bob.tcp_line(&format!("watch {table}")).await;
    let play = async { tokio::join!(autoplay(ann, 30), autoplay(bob, 30)) };
    let ((_, ann_more, made), (_, bob_more, _)) =
        tokio::time::timeout(Duration::from_secs(180), play)
            .await
            .unwrap_or_else(|_| panic!("the game did not go on:\nA:\n{}", a.log()));
    assert!(ann_more >= 1 && bob_more >= 1, "{ann_more} {bob_more}");
    // The resumed game was played to its end, every move of it recorded.
    let made = made.expect("ann plays on the web");
    assert!(made >= before + 2, "{made} moves, {before} before the kill");
    let over = |r: &Value| !r["outcome"].is_null() && moves_in(r) == made;
    record_once(&g.pg.url, &table, "the end and every move", over).await;
    assert!(
        a.log().contains("resumed here from its record"),
        "{}",
        a.log()
    );
}

/// A move for a table whose node has just died is refused at once, not lost on the way
/// (Redis keeps no message for an inbox nobody listens to); nothing changed, so once the
/// player's node has resumed the table from its record the same turn is still hers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_for_a_dead_node_is_refused_at_once_and_the_turn_waits() {
    let g = Group::start();
    // A longer expiry than the other tests': the move must reach node A's stand-in before
    // it finds B gone and resumes the table (then the move would simply be played there).
    let a = g.node_with_ttl("a", "10");
    let mut b = g.node_with_ttl("b", "10");
    // Bob (White) opens on node B; after five moves it is Ann's turn, on node A.
    let (mut ann, _bob, legal, version, table) = ann_to_move_on(&b, &a).await;
    let Client::Ws { socket, .. } = &mut ann else {
        unreachable!("ann plays on the web")
    };
    b.kill9();
    g.redis.until_deaf("b");
    ws_send(
        socket,
        json!({"type": "move", "table": table, "version": version, "move": legal[0], "id": 7}),
    )
    .await;
    // The answer to the move comes before anything else of this table's: the refusal.
    // (`ws_until` fails on an error; this one is awaited.)
    let refused = loop {
        let v = ws_next(socket, "the refusal").await;
        if v["type"] == "error" || v["table"] == table {
            break v;
        }
    };
    assert_eq!(refused["code"], "not_saved", "{refused}");
    assert_eq!(refused["id"], 7, "{refused}");
    // Node A resumes the table once B's keys expire: the position is the one before her
    // refused move, and it is her turn.
    let again = ws_until(socket, "the resumed table", |v| {
        v["type"] == "state" && v["table"] == table
    })
    .await;
    let s = &again["state"];
    assert_eq!(moves_shown(s), Some(5), "{again}");
    assert_eq!(s["to_move"], s["you"], "{again}");
    ws_send(
        socket,
        json!({"type": "move", "table": table, "version": s["version"], "move": legal[0]}),
    )
    .await;
    ws_until(socket, "her move played", |v| {
        v["type"] == "state" && moves_shown(&v["state"]) == Some(6)
    })
    .await;
    assert!(
        a.log().contains("resumed here from its record"),
        "{}",
        a.log()
    );
}

/// A move for a table whose node hangs (SIGSTOP: Redis still takes its messages, but it
/// runs nothing) is answered within seconds that no answer came, and that the move may not
/// have been made. The player waited in silence: until the table was resumed elsewhere,
/// without the move, or here, until the node woke up and played it. The node's expiry is
/// longer than the wait, so the answer is not a take-over's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_for_a_node_that_hangs_is_answered_that_no_answer_came() {
    let g = Group::start();
    let a = g.node_with_ttl("a", "12");
    let b = g.node_with_ttl("b", "12");
    let (mut ann, _bob, legal, version, table) = ann_to_move_on(&b, &a).await;
    let Client::Ws { socket, .. } = &mut ann else {
        unreachable!("ann plays on the web")
    };
    b.signal("STOP");
    ws_send(
        socket,
        json!({"type": "move", "table": table, "version": version, "move": legal[0], "id": 9}),
    )
    .await;
    let answer = loop {
        let v = ws_next(socket, "the answer").await;
        if v["type"] == "error" || v["table"] == table {
            break v;
        }
    };
    b.signal("CONT");
    assert_eq!(answer["code"], "no_answer", "{answer}\nA:\n{}", a.log());
    assert_eq!(answer["id"], 9, "{answer}");
    assert_eq!(answer["table"], table, "{answer}");
    // Awake again before its expiry, node B plays the move that waited: the table says so.
    ws_until(socket, "the move played after all", |v| {
        v["type"] == "state" && moves_shown(&v["state"]) == Some(6)
    })
    .await;
}

/// While Redis is away, every command for a table of another node is refused as not sent,
/// one after another, each within a second (each waited for Redis's reconnection attempts,
/// seconds; this test took 11.5 s so and 3.0 s now, but times are not asserted here).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_redis_is_away_each_command_for_another_node_is_refused() {
    let mut g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (mut ann, _bob, legal, version, table) = ann_to_move_on(&b, &a).await;
    let Client::Ws { socket, .. } = &mut ann else {
        unreachable!("ann plays on the web")
    };
    g.redis.stop();
    for id in [71, 72, 73] {
        ws_send(
            socket,
            json!({"type": "move", "table": table, "version": version, "move": legal[0], "id": id}),
        )
        .await;
    }
    let mut refused = Vec::new();
    while refused.len() < 3 {
        let v = ws_next(socket, "the refusals").await;
        if v["type"] == "error" {
            assert_eq!(v["code"], "not_saved", "{v}");
            refused.push(v["id"].as_u64().unwrap_or(0));
        }
    }
    assert_eq!(refused, [71, 72, 73]);
    g.redis.spawn();
}

/// A node that hangs for longer than its expiry (SIGSTOP: a long pause, or a network cut
/// from Redis while the database stays reachable) comes back to find its table resumed
/// elsewhere. Its copy must stop without writing: a command that waited in its inbox while
/// it hung (here Ann's resignation) is refused by the records, and the game's record holds
/// one history, played on at the node that took it over. (One order is right as well: if
/// the node was paused in the middle of a save, the take-over waits for that save, and the
/// node, awake by then, may save the resignation first; the other node then resumes a game
/// that is over. One history still.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_that_hung_leaves_its_table_to_the_node_that_took_it_over() {
    let g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (mut ann, mut bob, bob_token, table) = bob_opens_on(&b, &a).await;
    tokio::join!(play_moves(&mut ann, 3), play_moves(&mut bob, 3));

    // Node B hangs. Ann resigns meanwhile: her command waits in B's inbox.
    b.signal("STOP");
    drop(bob);
    ann.resign().await;
    gone_from_lobby(&a, "bob").await;
    // Bob comes back to node A, which takes the table over from its record.
    let mut bob = comes_back(&a, &bob_token).await;
    bob.tcp_line(&format!("watch {table}")).await;

    // Node B wakes up: its copy of the table stops, whichever it meets first (the
    // resignation refused by the records, or its heartbeat finding the new owner).
    b.signal("CONT");
    let stopped = |log: &str| {
        log.contains("another node keeps this table now")
            || log.contains("another node took this table over")
    };
    let deadline = std::time::Instant::now() + PATIENCE;
    while !stopped(&b.log()) {
        assert!(
            std::time::Instant::now() < deadline,
            "node B kept its copy:\n{}",
            b.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The game goes on at A, to its end, as one history.
    let play = async { tokio::join!(autoplay(ann, 20), autoplay(bob, 20)) };
    let ((_, ann_more, _), (_, bob_more, _)) = tokio::time::timeout(Duration::from_secs(180), play)
        .await
        .unwrap_or_else(|_| panic!("the game did not go on:\nA:\n{}", a.log()));
    let over = |r: &Value| !r["outcome"].is_null();
    let record = record_once(&g.pg.url, &table, "the end", over).await;
    if ann_more + bob_more == 0 {
        // The resignation was saved before the take-over: Ann lost by it.
        let ann_at = record["seats"]
            .as_array()
            .and_then(|s| s.iter().position(|s| s["name"] == "ann"))
            .expect("ann sits in the record");
        let outcome = &record["outcome"];
        assert!(
            outcome["reason"] == "resignation" && outcome["results"][ann_at] == "loss",
            "{record}\nA:\n{}\nB:\n{}",
            a.log(),
            b.log()
        );
    }
    // Every move of the record replays: no second history slipped in.
    let shown = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args([
            "records",
            "show",
            &format!("{table}.1"),
            "--database",
            &g.pg.url,
        ])
        .output()
        .unwrap();
    assert!(
        shown.status.success(),
        "{}\nA:\n{}\nB:\n{}",
        String::from_utf8_lossy(&shown.stderr),
        a.log(),
        b.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_goes_on_across_a_redis_restart() {
    let mut g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let (mut ann, mut bob, table, _, _) = nines_across(&a, &b).await;
    let _ = tokio::join!(play_moves(&mut ann, 2), play_moves(&mut bob, 2));
    let four = |r: &Value| moves_in(r) >= 4;
    let before = moves_in(&record_once(&g.pg.url, &table, "four moves", four).await);
    g.redis.restart();
    let play = async { tokio::join!(autoplay(ann, 6), autoplay(bob, 6)) };
    let ((_, x, made), (_, y, _)) = tokio::time::timeout(Duration::from_secs(180), play)
        .await
        .unwrap_or_else(|_| panic!("play stopped:\nA:\n{}\nB:\n{}", a.log(), b.log()));
    assert!(x >= 1 && y >= 1, "{x} {y}");
    // Every move the game made is in the record. (Counting the moves sent would not do: one
    // sent while Redis restarted may have been refused and sent again.)
    let made = made.expect("ann plays on the web");
    assert!(
        made >= before + 2,
        "{made} moves, {before} before the restart"
    );
    let all = |r: &Value| !r["outcome"].is_null() && moves_in(r) == made;
    record_once(&g.pg.url, &table, "the end and every move", all).await;
    // Still one copy of the table: node A never took it over from the live node B.
    assert!(
        !a.log().contains("resumed here from its record"),
        "{}",
        a.log()
    );
    // Nor did either node take the other for dead while Redis held no keys.
    for log in [a.log(), b.log()] {
        assert!(!log.contains("a viewer's node is gone"), "{log}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_redis_is_down_a_new_table_is_refused_in_words_a_player_reads() {
    let mut g = Group::start();
    let a = g.node("a");
    let (mut ann, _) = ws(&a.http, json!({"type": "hello", "nick": "ann"})).await;
    g.redis.stop();
    let create = json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]});
    ws_send(&mut ann, create.clone()).await;
    let refused = loop {
        let v = ws_next(&mut ann, "the refusal").await;
        if v["type"] == "error" {
            break v;
        }
    };
    assert_eq!(refused["code"], "not_saved", "{refused}");
    let said = refused["message"].as_str().unwrap();
    // What it means, not the system's words (those go to the log).
    assert!(said.contains("shared lobby cannot be reached"), "{said}");
    assert!(
        !said.contains("os error") && !said.contains("refused"),
        "{said}"
    );
    assert!(a.log().contains("redis cannot be reached"), "{}", a.log());
    // Once Redis is back, tables open again.
    g.redis.spawn();
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        ws_send(&mut ann, create.clone()).await;
        let v = ws_next(&mut ann, "the new table or a refusal").await;
        if v["type"] == "state" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{v}\n{}", a.log());
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

/// Plays Nines games between a web player on the table's node and a web player on `other`
/// until `other`'s player has made `moves` moves; returns the time from each of those moves
/// sent to its new state received, sorted. `tag` keeps the nicknames of two runs apart.
async fn move_times(host: &Node, other: &Node, moves: usize, tag: &str) -> Vec<Duration> {
    let (mut ann, welcome) = ws(
        &host.http,
        json!({"type": "hello", "nick": format!("ann-{tag}")}),
    )
    .await;
    let ann_token = welcome["token"].as_str().unwrap().to_string();
    let (mut ben, _) = ws(
        &other.http,
        json!({"type": "hello", "nick": format!("ben-{tag}")}),
    )
    .await;
    let mut times = Vec::with_capacity(moves);
    while times.len() < moves {
        ws_send(
            &mut ann,
            json!({"type": "create_table", "game": "nines", "variant": "standard", "seats": ["me", "open"]}),
        )
        .await;
        let first = ws_until(&mut ann, "the new table", |v| v["type"] == "state").await;
        let table = first["table"].as_str().unwrap().to_string();
        ws_send(&mut ben, json!({"type": "join", "table": table})).await;
        let ann_c = Client::Ws {
            socket: Box::new(ann),
            table: table.clone(),
        };
        // Ann plays her side in the background; Ben's moves are timed.
        let ann_task = tokio::spawn(async move {
            let (c, _, _) = autoplay(ann_c, 60).await;
            c
        });
        let mut played = 0;
        // The answer to a move is a state, and that state may give Ben the turn again (a
        // mill: his removal), so it is read again before waiting for the next one.
        let mut pending: Option<Value> = None;
        loop {
            let v = match pending.take() {
                Some(v) => v,
                None => ws_next(&mut ben, "a turn").await,
            };
            if v["type"] != "state" || v["table"] != table {
                continue;
            }
            let s = &v["state"];
            if s["phase"] == "over" || !s["outcome"].is_null() {
                break;
            }
            let mine = s["phase"] == "playing" && s["to_move"] == s["you"] && !s["you"].is_null();
            let legal = s["legal"][0]["notation"].as_str();
            if let (true, Some(mv)) = (mine, legal) {
                if played >= 60 || times.len() >= moves {
                    ws_send(&mut ben, json!({"type": "resign", "table": table})).await;
                    continue;
                }
                let version = s["version"].as_u64().unwrap();
                // Under the doors' rate limit (20 messages a second), for both players.
                tokio::time::sleep(Duration::from_millis(60)).await;
                let sent = std::time::Instant::now();
                ws_send(
                    &mut ben,
                    json!({"type": "move", "table": table, "version": version, "move": mv}),
                )
                .await;
                // The state of the move (the next version) is the answer.
                let answer = ws_until(&mut ben, "the move's state", |v| {
                    v["type"] == "state"
                        && v["table"] == table
                        && v["state"]["version"].as_u64() > Some(version)
                })
                .await;
                times.push(sent.elapsed());
                played += 1;
                pending = Some(answer);
            }
        }
        ann = match tokio::time::timeout(PATIENCE, ann_task).await {
            Ok(Ok(Client::Ws { socket, .. })) => *socket,
            _ => {
                ws(&host.http, json!({"type": "hello", "token": ann_token}))
                    .await
                    .0
            }
        };
    }
    times.sort();
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The cross-node move latency next to the single-node one (docs/measurements.md): a
/// measurement, not a test. Run it with
/// `cargo test --test scale_out -- --ignored --nocapture cross_node_move_latency`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run it by name"]
#[allow(clippy::print_stdout)]
async fn cross_node_move_latency() {
    let moves: usize = std::env::var("PARLOUR_LATENCY_MOVES")
        .ok()
        .and_then(|m| m.parse().ok())
        .unwrap_or(1000);
    let g = Group::start();
    let a = g.node("a");
    let b = g.node("b");
    let one = move_times(&a, &a, moves, "one").await;
    let two = move_times(&a, &b, moves, "two").await;
    for (name, t) in [("one node", &one), ("across two nodes", &two)] {
        println!(
            "{name}: {} moves, p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            t.len(),
            percentile(t, 0.5).as_secs_f64() * 1000.0,
            percentile(t, 0.9).as_secs_f64() * 1000.0,
            percentile(t, 0.99).as_secs_f64() * 1000.0,
            t.last().unwrap().as_secs_f64() * 1000.0
        );
    }
}

/// Without Redis, one server to a database: a second plain server on it refuses to start
/// (both resumed the same tables), and says how several servers share one. Nodes and a
/// plain server never share one either, whichever starts first (a plain server beside a
/// node resumed the node's table, and each took a move of one player in turn into its
/// record).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_without_redis_on_one_database_is_refused() {
    let g = Group::start();
    let serve = |redis: Option<&str>| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_parlour"));
        c.env("LC_ALL", "C.UTF-8").args([
            "serve",
            "--http",
            "127.0.0.1:0",
            "--no-tcp",
            "--database",
            &g.pg.url,
        ]);
        if let Some(url) = redis {
            c.args(["--redis", url, "--node", "late"]);
        }
        c.stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start parlour serve")
    };
    let refused = |redis: Option<&str>| {
        let o = serve(redis).wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(1), "{o:?}");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let mut first = serve(None);
    let mut out = BufReader::new(first.stdout.take().unwrap());
    let (http, _) = banner::doors(&mut out);
    assert!(!http.is_empty(), "the first server starts");
    let err = refused(None);
    assert!(
        err.contains("another Parlour server is using this database"),
        "{err}"
    );
    assert!(err.contains("--redis"), "{err}");
    // A node beside the plain server.
    let err = refused(Some(&g.redis.url()));
    assert!(
        err.contains("a Parlour server without --redis is using this database"),
        "{err}"
    );
    let _ = first.kill();
    let _ = first.wait();
    // A plain server beside a node, and beside two: refused; another node is welcome.
    let _web1 = g.node("web1");
    let err = refused(None);
    assert!(
        err.contains("nodes that share a lobby through Redis are using this database"),
        "{err}"
    );
    let _web2 = g.node("web2");
    let err = refused(None);
    assert!(err.contains("nodes that share a lobby"), "{err}");
}
