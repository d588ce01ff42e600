//! Test helpers: a server on loopback ports, a raw WebSocket client and a line client.

#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use parlour_server::{Running, ServerConfig};
use parlour_store::Store;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for any one message before failing.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A server with both doors on free loopback ports, its records in memory.
pub async fn server(config: ServerConfig) -> Running {
    server_on(config, Store::memory()).await
}

/// A server with both doors on free loopback ports, on these records.
pub async fn server_on(config: ServerConfig, store: Store) -> Running {
    let any = "127.0.0.1:0".parse().ok();
    parlour_server::start(config, store, any, any)
        .await
        .expect("start")
}

/// A WebSocket client that keeps every message it received.
pub struct Ws {
    pub name: String,
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub seen: Vec<Value>,
    pub frames: Vec<String>,
}

impl Ws {
    pub async fn connect(addr: SocketAddr, name: &str) -> Ws {
        Ws::connect_with(addr, name, &[]).await
    }

    /// Connects with these headers in the upgrade request (`X-Forwarded-For`, as a proxy
    /// would send it).
    pub async fn connect_with(
        addr: SocketAddr,
        name: &str,
        headers: &[(&'static str, &str)],
    ) -> Ws {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
        for (header, value) in headers {
            request
                .headers_mut()
                .insert(*header, value.parse().expect("a header value"));
        }
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("websocket connect");
        Ws {
            name: name.to_string(),
            socket,
            seen: Vec::new(),
            frames: Vec::new(),
        }
    }

    /// Connects and says hello with a nickname; returns the client and its token.
    pub async fn player(addr: SocketAddr, nick: &str) -> (Ws, String) {
        let mut ws = Ws::connect(addr, nick).await;
        ws.send(json!({"type": "hello", "nick": nick})).await;
        let welcome = ws.until("welcome").await;
        let token = welcome["token"].as_str().unwrap().to_string();
        (ws, token)
    }

    pub async fn send(&mut self, v: Value) {
        self.send_text(&v.to_string()).await;
    }

    /// Opens a table of `game` with these seats (`["me", "open"]`…); returns its id from
    /// the `created` answer, so the table's states are all still to be read.
    pub async fn create_table(&mut self, game: &str, seats: Value) -> String {
        self.send(json!({"type": "create_table", "game": game, "seats": seats}))
            .await;
        self.until("created").await["table"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// Sends, whether or not the server still reads (false when the send failed).
    pub async fn try_send_text(&mut self, text: &str) -> bool {
        self.socket.send(Message::Text(text.into())).await.is_ok()
    }

    pub async fn send_text(&mut self, text: &str) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("websocket send");
    }

    /// The next JSON message (or `None` if the socket closed).
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let msg = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .unwrap_or_else(|_| panic!("{} timed out; saw {:#?}", self.name, self.tail()))?;
            match msg {
                Ok(Message::Text(t)) => {
                    self.frames.push(t.to_string());
                    let v: Value = serde_json::from_str(&t).expect("server sends JSON");
                    self.seen.push(v.clone());
                    return Some(v);
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// Reads until a message of `kind` arrives; returns it.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next().await.unwrap_or_else(|| {
                panic!(
                    "{} closed waiting for {kind}; saw {:#?}",
                    self.name,
                    self.tail()
                )
            });
            if v["type"] == kind {
                return v;
            }
        }
    }

    /// Reads until a message satisfies `pred`.
    pub async fn until_match(&mut self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        loop {
            let v = self.next().await.unwrap_or_else(|| {
                panic!(
                    "{} closed waiting for {what}; saw {:#?}",
                    self.name,
                    self.tail()
                )
            });
            if pred(&v) {
                return v;
            }
        }
    }

    /// The next state of `table` in which it is this client's turn.
    pub async fn my_turn(&mut self, table: &str) -> Value {
        let t = table.to_string();
        self.until_match("my turn", move |v| {
            v["type"] == "state"
                && v["table"] == t.as_str()
                && v["state"]["phase"] == "playing"
                && !v["state"]["legal"].as_array().is_none_or(Vec::is_empty)
                && v["state"]["to_move"] == v["state"]["you"]
        })
        .await["state"]
            .clone()
    }

    /// Plays the first legal move at `table` on this player's turn and waits for the turn
    /// to come back, everyone having moved: a resignation then loses the game (before, it
    /// calls the game off). The state of the turn come back.
    pub async fn play_a_round(&mut self, table: &str) -> Value {
        // The turn may have come already (the last state of the table received).
        let last = self
            .seen
            .iter()
            .rev()
            .find(|v| v["type"] == "state" && v["table"] == table)
            .map(|v| v["state"].clone())
            .filter(|s| s["phase"] == "playing" && s["to_move"] == s["you"]);
        let s = match last {
            Some(s) => s,
            None => self.my_turn(table).await,
        };
        let played = s["moves"].as_array().map_or(0, Vec::len);
        let mv = s["legal"][0]["notation"].clone();
        self.send(serde_json::json!({"type": "move", "table": table, "version": s["version"], "move": mv}))
            .await;
        let t = table.to_string();
        self.until_match("my turn again", move |v| {
            v["type"] == "state"
                && v["table"] == t.as_str()
                && v["state"]["to_move"] == v["state"]["you"]
                && v["state"]["moves"].as_array().map_or(0, Vec::len) > played + 1
        })
        .await["state"]
            .clone()
    }

    /// The next error.
    pub async fn error(&mut self) -> Value {
        self.until("error").await
    }

    pub fn tail(&self) -> Vec<Value> {
        self.seen.iter().rev().take(8).rev().cloned().collect()
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }

    /// Reads (answering pings, as any WebSocket client does) for `d`; returns the messages
    /// that came meanwhile. Fails if the socket closes.
    pub async fn listen_for(&mut self, d: Duration) -> Vec<Value> {
        let end = tokio::time::Instant::now() + d;
        let mut got = Vec::new();
        loop {
            match tokio::time::timeout_at(end, self.socket.next()).await {
                Err(_) => return got,
                Ok(Some(Ok(Message::Text(t)))) => {
                    let v: Value = serde_json::from_str(&t).expect("server sends JSON");
                    self.seen.push(v.clone());
                    got.push(v);
                }
                Ok(Some(Ok(Message::Close(f)))) => panic!("{} was closed: {f:?}", self.name),
                Ok(Some(Ok(_))) => {}
                Ok(Some(Err(e))) => panic!("{} failed: {e}", self.name),
                Ok(None) => panic!("{} ended", self.name),
            }
        }
    }

    /// Reads until the server closes the socket; returns the close frame's code and reason
    /// (`None` for a connection that ended without one).
    pub async fn closed(&mut self) -> Option<(u16, String)> {
        loop {
            let msg = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .unwrap_or_else(|_| panic!("{} was never closed", self.name));
            match msg {
                Some(Ok(Message::Close(f))) => {
                    return f.map(|f| (u16::from(f.code), f.reason.to_string()));
                }
                Some(Ok(Message::Text(t))) => {
                    if let Ok(v) = serde_json::from_str::<Value>(&t) {
                        self.seen.push(v);
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return None,
            }
        }
    }
}

/// A line client for the TCP door.
pub struct Line {
    pub name: String,
    lines: Lines<BufReader<OwnedReadHalf>>,
    writer: OwnedWriteHalf,
    pub seen: Vec<String>,
}

impl Line {
    pub async fn connect(addr: SocketAddr, name: &str) -> Line {
        let stream = TcpStream::connect(addr).await.expect("connect");
        let (r, w) = stream.into_split();
        Line {
            name: name.to_string(),
            lines: BufReader::new(r).lines(),
            writer: w,
            seen: Vec::new(),
        }
    }

    pub async fn send(&mut self, text: &str) {
        self.writer
            .write_all(format!("{text}\n").as_bytes())
            .await
            .expect("send");
    }

    pub async fn send_raw(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).await.expect("send");
    }

    /// Reads lines until one starts with `tag`; returns it.
    pub async fn until(&mut self, tag: &str) -> String {
        loop {
            let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
                .await
                .unwrap_or_else(|_| {
                    panic!(
                        "{} timed out waiting for {tag}; saw {:#?}",
                        self.name,
                        self.tail()
                    )
                })
                .expect("read")
                .unwrap_or_else(|| {
                    panic!(
                        "{} disconnected waiting for {tag}; saw {:#?}",
                        self.name,
                        self.tail()
                    )
                });
            assert!(
                line.split(' ')
                    .next()
                    .is_some_and(|t| t.chars().all(|c| c.is_ascii_uppercase()) && !t.is_empty()),
                "every line starts with an upper-case tag: {line:?}"
            );
            self.seen.push(line.clone());
            if line.starts_with(tag) {
                return line;
            }
        }
    }

    /// Connects, gives a nickname, and returns the client with its token.
    pub async fn player(addr: SocketAddr, nick: &str) -> (Line, String) {
        let mut c = Line::connect(addr, nick).await;
        c.until("NICK").await;
        c.send(nick).await;
        let hello = c.until("INFO").await;
        let token = hello
            .split("Your token is ")
            .nth(1)
            .and_then(|t| t.split(':').next())
            .expect("the greeting gives a token")
            .to_string();
        (c, token)
    }

    /// Connects as `name`, comes back with `token` as the player `nick`, and returns the
    /// client with the line that says which table he is back at.
    pub async fn back(addr: SocketAddr, name: &str, token: &str, nick: &str) -> (Line, String) {
        let mut c = Line::connect(addr, name).await;
        c.until("NICK").await;
        c.send(&format!("TOKEN {token}")).await;
        assert!(c.until("INFO").await.contains(&format!("Hello, {nick}")));
        let back = c.until("INFO").await;
        assert!(back.contains("back at table"), "{back}");
        (c, back)
    }

    pub fn tail(&self) -> Vec<String> {
        self.seen.iter().rev().take(20).rev().cloned().collect()
    }

    /// The next line, `None` at the end of the stream (a reset fails the test).
    pub async fn next_line(&mut self) -> Option<String> {
        let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
            .await
            .unwrap_or_else(|_| panic!("{} timed out; saw {:#?}", self.name, self.tail()))
            .unwrap_or_else(|e| panic!("{} failed (not a clean close): {e}", self.name));
        if let Some(l) = &line {
            self.seen.push(l.clone());
        }
        line
    }

    /// Reads until the server closes the connection; returns the lines of the meantime.
    pub async fn until_closed(&mut self) -> Vec<String> {
        let mut got = Vec::new();
        while let Some(l) = self.next_line().await {
            got.push(l);
        }
        got
    }
}

/// Waits until `check` holds, polling; fails after [`PATIENCE`].
pub async fn eventually(what: &str, check: impl Fn() -> bool) {
    let start = tokio::time::Instant::now();
    while !check() {
        assert!(start.elapsed() < PATIENCE, "never: {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// An HTTP answer: the status, the head's lines and the body's bytes.
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: Vec<u8>,
}

impl Answer {
    /// A header's value (the name in any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).to_string()
    }
}

/// A GET over HTTP/1.0 (so the body ends where the connection does, never in chunks), with
/// request headers such as `Accept-Encoding: gzip\r\n`.
pub async fn http_get(addr: SocketAddr, path: &str, headers: &str) -> Answer {
    http_request(addr, "GET", path, headers).await
}

/// A request of any method, as [`http_get`].
pub async fn http_request(addr: SocketAddr, method: &str, path: &str, headers: &str) -> Answer {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let request = format!("{method} {path} HTTP/1.0\r\nHost: localhost\r\n{headers}\r\n");
    s.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    tokio::time::timeout(PATIENCE, s.read_to_end(&mut raw))
        .await
        .expect("an answer in time")
        .expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head and a body");
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    Answer {
        status,
        head,
        body: raw[split + 4..].to_vec(),
    }
}
