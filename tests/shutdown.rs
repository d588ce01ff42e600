//! Graceful shutdown of the real binary: SIGTERM in the middle of games tells every client
//! on both doors (players and a spectator), the process ends by itself with status 0 and
//! its doors closed, every running game is in the records, and after a restart the players
//! come back with their tokens to the same positions and play on. (That a server shutting
//! down opens no new table is tested in crates/server/tests/limits.rs.)

#[path = "support/banner.rs"]
mod banner;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

const PATIENCE: Duration = Duration::from_secs(30);

struct Server {
    child: Child,
    http: String,
    tcp: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(data: &Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--http", "127.0.0.1:0", "--tcp", "127.0.0.1:0"])
        .args(["--seed", "9", "--computer-pace", "0", "--game", "isolo"])
        .args(["--bots", "--bot-wait", "1", "--bot-level", "easy"])
        .arg("--data")
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start parlour serve");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let (http, tcp) = banner::doors(&mut out);
    assert!(!http.is_empty() && !tcp.is_empty(), "the server listens");
    Server { child, http, tcp }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn ws(addr: &str) -> Socket {
    tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("websocket")
        .0
}

async fn send(ws: &mut Socket, v: Value) {
    ws.send(tokio_tungstenite::tungstenite::Message::Text(
        v.to_string().into(),
    ))
    .await
    .unwrap();
}

/// The next message that satisfies `pred`; `None` if the socket closes first.
async fn until(ws: &mut Socket, pred: impl Fn(&Value) -> bool) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("a message in time");
        match msg {
            Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                assert_ne!(v["type"], "error", "{v}");
                if pred(&v) {
                    return Some(v);
                }
            }
            Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_))) | None | Some(Err(_)) => {
                return None;
            }
            Some(Ok(_)) => {}
        }
    }
}

fn my_turn(v: &Value) -> bool {
    v["type"] == "state"
        && v["state"]["phase"] == "playing"
        && v["state"]["to_move"] == v["state"]["you"]
        && !v["state"]["legal"].as_array().is_none_or(Vec::is_empty)
}

struct Line {
    lines: tokio::io::Lines<tokio::io::BufReader<tokio::net::tcp::OwnedReadHalf>>,
    w: tokio::net::tcp::OwnedWriteHalf,
}

impl Line {
    async fn connect(addr: &str) -> Line {
        let (r, w) = tokio::net::TcpStream::connect(addr)
            .await
            .unwrap()
            .into_split();
        Line {
            lines: tokio::io::BufReader::new(r).lines(),
            w,
        }
    }

    async fn send(&mut self, text: &str) {
        self.w
            .write_all(format!("{text}\n").as_bytes())
            .await
            .unwrap();
    }

    /// The next line starting with `tag` (`None` when the connection ends first).
    async fn until(&mut self, tag: &str) -> Option<String> {
        loop {
            let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
                .await
                .expect("a line in time")
                .ok()??;
            if line.starts_with(tag) {
                return Some(line);
            }
        }
    }

    /// The first legal move of the next YOURMOVE.
    async fn first_legal(&mut self) -> String {
        let line = self.until("YOURMOVE").await.expect("my move");
        line.split("legal: ")
            .nth(1)
            .and_then(|l| l.split([' ', ')']).next())
            .unwrap()
            .to_string()
    }
}

fn records_running(data: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["records", "list", "--running", "--json"])
        .arg("--data")
        .arg(data)
        .output()
        .unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).unwrap()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_tells_everyone_keeps_every_game_and_they_resume() {
    let data = temp("sigterm");
    let mut srv = start(&data);

    // Ann plays the computer on the web door; Cy watches her table.
    let mut ann = ws(&srv.http).await;
    send(&mut ann, json!({"type": "hello", "nick": "ann"})).await;
    let ann_token = until(&mut ann, |v| v["type"] == "welcome").await.unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string();
    send(
        &mut ann,
        json!({"type": "create_table", "game": "nines", "seats": ["me", "easy"]}),
    )
    .await;
    let mut state = until(&mut ann, my_turn).await.unwrap()["state"].clone();
    for _ in 0..3 {
        let mv = state["legal"][0]["notation"].clone();
        send(
            &mut ann,
            json!({"type": "move", "table": "t1", "version": state["version"], "move": mv}),
        )
        .await;
        state = until(&mut ann, my_turn).await.unwrap()["state"].clone();
    }
    let mut cy = ws(&srv.http).await;
    send(&mut cy, json!({"type": "hello", "nick": "cy"})).await;
    send(&mut cy, json!({"type": "open", "table": "t1"})).await;
    until(&mut cy, |v| v["type"] == "state").await.unwrap();

    // Bob plays the computer on the TCP door, at the quick table a computer fills.
    let mut bob = Line::connect(&srv.tcp).await;
    bob.send("bob").await;
    let hello = bob.until("INFO").await.unwrap();
    let bob_token = hello
        .split("Your token is ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .unwrap()
        .to_string();
    bob.until("START").await.unwrap();
    let bob_table = "t2".to_string();
    for _ in 0..2 {
        let mv = bob.first_legal().await;
        bob.send(&mv).await;
        bob.until("MOVE bob").await.unwrap();
    }

    // SIGTERM.
    let term = Command::new("kill")
        .args(["-TERM", &srv.child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    // Everyone is told, on both doors.
    for (who, socket) in [("ann", &mut ann), ("cy", &mut cy)] {
        let bye = until(socket, |v| v["type"] == "bye")
            .await
            .unwrap_or_else(|| panic!("{who} was told nothing"));
        assert!(bye["reason"].as_str().unwrap().contains("kept"), "{bye}");
    }
    // Told once, by the BYE: not first that his table closed and to type PLAY or TABLES at
    // a door that is closing.
    let mut before = Vec::new();
    let bye = loop {
        let line = bob.until("").await.expect("bob is told");
        if line.starts_with("BYE") {
            break line;
        }
        before.push(line);
    };
    assert!(bye.contains("TOKEN"), "{bye}");
    assert!(
        !before
            .iter()
            .any(|l| l.contains("type PLAY") || l.contains("is closed")),
        "{before:#?}"
    );
    // The process ends by itself, cleanly, and its doors are closed.
    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        if let Some(s) = srv.child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "the server never stopped");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    assert!(tokio::net::TcpStream::connect(&srv.tcp).await.is_err());
    assert!(tokio::net::TcpStream::connect(&srv.http).await.is_err());

    // Both games are in the records, still running, with every move seen.
    let running = records_running(&data);
    let games = running.as_array().unwrap();
    let ann_game = games.iter().find(|g| g["table"] == "t1").expect("t1");
    let seen = state["moves"].as_array().unwrap().len() as u64;
    assert_eq!(ann_game["moves"].as_u64(), Some(seen), "{ann_game}");
    assert!(games.iter().any(|g| g["table"] == bob_table.as_str()));

    // After a restart they come back to the same positions and play on.
    let srv = start(&data);
    let mut ann = ws(&srv.http).await;
    send(&mut ann, json!({"type": "hello", "token": ann_token})).await;
    let welcome = until(&mut ann, |v| v["type"] == "welcome").await.unwrap();
    assert_eq!(welcome["tables"], json!(["t1"]));
    let back = until(&mut ann, my_turn).await.unwrap()["state"].clone();
    assert_eq!(back["moves"], state["moves"]);
    assert_eq!(back["board"], state["board"]);
    let mv = back["legal"][0]["notation"].clone();
    send(
        &mut ann,
        json!({"type": "move", "table": "t1", "version": back["version"], "move": mv}),
    )
    .await;
    let on = until(&mut ann, my_turn).await.unwrap()["state"].clone();
    assert_eq!(
        on["moves"].as_array().unwrap().len(),
        back["moves"].as_array().unwrap().len() + 2
    );

    let mut bob = Line::connect(&srv.tcp).await;
    bob.send(&format!("TOKEN {bob_token}")).await;
    let again = bob.until("INFO back at table").await.unwrap();
    assert!(again.ends_with(&bob_table), "{again}");
    let mv = bob.first_legal().await;
    bob.send(&mv).await;
    bob.until("MOVE bob").await.unwrap();
    drop(srv);
    let _ = std::fs::remove_dir_all(&data);
}
