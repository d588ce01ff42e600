//! The loopback round trip from a move sent over the WebSocket to the mover receiving the
//! new state: what a click in the page waits for. Two clients play Nines against each other
//! with random legal moves (new games as they end) until `MOVES` moves are measured, paced
//! to stay under the server's rate limit.
//!
//! `cargo bench -p parlour-server --bench ws_roundtrip` prints the median, p90, p99 and max.
//! (`cargo bench --no-run` only builds it; CI does that.)

#![allow(clippy::print_stdout)]

use futures_util::{SinkExt, StreamExt};
use parlour_core::Rng;
use parlour_server::ServerConfig;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const MOVES: usize = 2000;
const PACE: Duration = Duration::from_millis(26);

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn recv(ws: &mut Socket) -> Value {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return serde_json::from_str(&t).expect("json"),
            Some(Ok(_)) => continue,
            other => panic!("socket closed: {other:?}"),
        }
    }
}

async fn send(ws: &mut Socket, v: Value) {
    ws.send(Message::Text(v.to_string().into()))
        .await
        .expect("send");
}

async fn player(addr: std::net::SocketAddr, nick: &str) -> Socket {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("connect");
    send(&mut ws, json!({"type": "hello", "nick": nick})).await;
    while recv(&mut ws).await["type"] != "welcome" {}
    ws
}

/// Reads states of `table` until one has a version above `after`.
async fn state_after(ws: &mut Socket, after: u64) -> Value {
    loop {
        let v = recv(ws).await;
        if v["type"] == "error" {
            panic!("error: {v}");
        }
        if v["type"] == "state" && v["state"]["version"].as_u64().unwrap_or(0) > after {
            return v["state"].clone();
        }
    }
}

fn main() {
    let dir = std::env::temp_dir().join(format!("parlour-ws-bench-{}", std::process::id()));
    let file = parlour_store::Location::Sqlite {
        path: dir.join("parlour.db"),
        durability: parlour_store::Durability::Normal,
    };
    for (what, location) in [
        ("records in memory", parlour_store::Location::Memory),
        ("records in an SQLite file", file),
    ] {
        let store = parlour_store::Store::open(&location).expect("records");
        measure(what, store);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn measure(what: &str, store: parlour_store::Store) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async {
        let any = "127.0.0.1:0".parse().ok();
        let srv = parlour_server::start(ServerConfig::default(), store, any, None)
            .await
            .expect("server");
        let addr = srv.http.expect("http");
        let mut players = [player(addr, "ann").await, player(addr, "bob").await];
        send(&mut players[0], json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]})).await;
        let table = recv(&mut players[0]).await["table"].as_str().unwrap().to_string();
        send(&mut players[1], json!({"type": "join", "table": table})).await;
        let mut states = [state_after(&mut players[0], 0).await, state_after(&mut players[1], 0).await];
        let mut rng = Rng::new(7);
        let mut times: Vec<Duration> = Vec::with_capacity(MOVES);
        while times.len() < MOVES {
            let s = &states[0];
            if s["phase"] == "over" {
                for p in players.iter_mut() {
                    send(p, json!({"type": "ready", "table": table})).await;
                }
                let v = s["version"].as_u64().unwrap();
                states = [state_after(&mut players[0], v).await, state_after(&mut players[1], v).await];
                while states[0]["phase"] != "playing" {
                    let v = states[0]["version"].as_u64().unwrap();
                    states = [state_after(&mut players[0], v).await, state_after(&mut players[1], v).await];
                }
                continue;
            }
            let mover = if states[0]["to_move"] == states[0]["you"] { 0 } else { 1 };
            let legal = states[mover]["legal"].as_array().cloned().unwrap_or_default();
            let Some(choice) = rng.pick(&legal) else { panic!("no legal move: {}", states[mover]) };
            let version = states[mover]["version"].as_u64().unwrap();
            let started = Instant::now();
            send(&mut players[mover], json!({"type": "move", "table": table, "version": version, "move": choice["notation"]})).await;
            let mine = state_after(&mut players[mover], version).await;
            times.push(started.elapsed());
            let other = state_after(&mut players[1 - mover], version).await;
            states[mover] = mine;
            states[1 - mover] = other;
            // Stay under the server's rate limit (20 messages a second a connection): the
            // two players alternate, so each sends one move every 50 ms at most.
            tokio::time::sleep(PACE).await;
        }
        times.sort();
        let q = |p: f64| times[((p * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1];
        println!(
            "ws round trip ({what}), move sent -> new state received, {} moves over loopback: median {:?}, p90 {:?}, p99 {:?}, max {:?}",
            times.len(),
            q(0.5),
            q(0.9),
            q(0.99),
            times[times.len() - 1]
        );
        srv.shutdown().await;
    });
}
