//! Tablenette's hidden cards leak through no door, for whole games, on the real binary run
//! with every log at debug level:
//!
//! - the web door: every frame a player and a spectator receive;
//! - the TCP door: every line a player receives;
//! - error messages: a player names every card she does not hold, on both doors, and the
//!   refusals read the same whether the card is in the other hand or still in the deck;
//! - the records while the game runs: the HTTP replay and exports are refused, the lists
//!   and player pages name no card, the `records` command refuses the JSON export and its
//!   text names no hidden card;
//! - the server's log at debug level: a card appears only once it is public.
//!
//! After the games, their records (now complete, with the seed) are replayed, so every
//! check knows exactly which cards were hidden from whom at every moment.

#[path = "support/banner.rs"]
mod banner;

use futures_util::{SinkExt, StreamExt};
use parlour_catalog::{AnyMatch, GameKind};
use parlour_core::{Seat, Viewer};
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashMap};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

const PATIENCE: Duration = Duration::from_secs(30);
const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];
const SUITS: [(&str, &str); 4] = [("C", "♣"), ("D", "♦"), ("H", "♥"), ("S", "♠")];

fn all_cards() -> Vec<String> {
    RANKS
        .iter()
        .flat_map(|r| SUITS.iter().map(move |(s, _)| format!("{r}{s}")))
        .collect()
}

fn pretty(card: &str) -> String {
    let (rank, suit) = card.split_at(card.len() - 1);
    let symbol = SUITS.iter().find(|(s, _)| *s == suit).map_or("?", |x| x.1);
    format!("{rank}{symbol}")
}

/// True when `card` stands in `text` on its own, as `10D` or `10♦`.
fn mentions(text: &str, card: &str) -> bool {
    [card.to_string(), pretty(card)].iter().any(|word| {
        text.match_indices(word.as_str()).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

fn named(text: &str) -> BTreeSet<String> {
    all_cards()
        .into_iter()
        .filter(|c| mentions(text, c))
        .collect()
}

fn strings(v: &Value) -> BTreeSet<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// A game replayed from its finished record: what each viewer could see after each move.
struct Mirror {
    /// `seen[k][v]`: the cards viewer `v` (0, 1; 2 = a spectator) could know after `k` moves.
    seen: Vec<[BTreeSet<String>; 3]>,
}

impl Mirror {
    fn new(record: &Value) -> Mirror {
        let kind = GameKind::Tablenette;
        let mut m = kind
            .match_from_params(&record["params"], record["seed"].as_u64().unwrap())
            .unwrap();
        let moves: Vec<String> = record["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["notation"].as_str().map(str::to_string))
            .collect();
        assert!(moves.len() >= 40, "a whole hand: {moves:?}");
        let mut seen = vec![Self::now(m.as_ref(), &BTreeSet::new())];
        let mut played = BTreeSet::new();
        for mv in moves {
            m.play_exact(&mv).unwrap();
            played.extend(named(&mv));
            seen.push(Self::now(m.as_ref(), &played));
        }
        Mirror { seen }
    }

    fn now(m: &dyn AnyMatch, played: &BTreeSet<String>) -> [BTreeSet<String>; 3] {
        let known = |v: Viewer| {
            let view = m.view(v);
            let mut s = strings(&view["hand"]);
            s.extend(strings(&view["table"]));
            s.extend(strings(&view["seen"]));
            s.extend(strings(&view["deck_bottom"]));
            for pile in view["piles"].as_array().into_iter().flatten() {
                s.extend(strings(&pile["cards"]));
            }
            s.extend(played.iter().cloned());
            s
        };
        [
            known(Viewer::Seat(Seat(0))),
            known(Viewer::Seat(Seat(1))),
            known(Viewer::Spectator),
        ]
    }

    /// Fails if `text`, read by `viewer` after `moment` moves, names a card hidden from it.
    fn check(&self, text: &str, moment: usize, viewer: usize, what: &str) {
        let moment = moment.min(self.seen.len() - 1);
        let leaked: Vec<String> = named(text)
            .into_iter()
            .filter(|c| !self.seen[moment][viewer].contains(c))
            .collect();
        assert!(
            leaked.is_empty(),
            "{what} (viewer {viewer}, after {moment} moves) names hidden {leaked:?}: {text}"
        );
    }
}

struct Server {
    child: Child,
    http: String,
    tcp: String,
    log: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(data: &Path) -> Server {
    std::fs::create_dir_all(data).unwrap();
    let log = data.join("server.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--http", "127.0.0.1:0", "--tcp", "127.0.0.1:0"])
        .args(["--seed", "4", "--computer-pace", "0"])
        .args(["--game", "tablenette", "--variant", "hand"])
        .args(["--bots", "--bot-wait", "1", "--bot-level", "easy"])
        .arg("--data")
        .arg(data)
        .env("RUST_LOG", "debug")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("start parlour serve");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let (http, tcp) = banner::doors(&mut out);
    assert!(!http.is_empty() && !tcp.is_empty());
    Server {
        child,
        http,
        tcp,
        log,
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket client keeping every frame it received.
struct Ws {
    socket: Socket,
    frames: Vec<Value>,
}

impl Ws {
    async fn connect(addr: &str) -> Ws {
        let socket = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap()
            .0;
        Ws {
            socket,
            frames: Vec::new(),
        }
    }

    async fn send(&mut self, v: Value) {
        self.socket
            .send(tokio_tungstenite::tungstenite::Message::Text(
                v.to_string().into(),
            ))
            .await
            .unwrap();
    }

    async fn until(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        loop {
            let msg = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a message in time")
                .expect("open")
                .unwrap();
            if let tokio_tungstenite::tungstenite::Message::Text(t) = msg {
                let v: Value = serde_json::from_str(&t).unwrap();
                self.frames.push(v.clone());
                if pred(&v) {
                    return v;
                }
            }
        }
    }
}

async fn get(addr: &str, path: &str) -> (u16, String) {
    let mut c = tokio::net::TcpStream::connect(addr).await.unwrap();
    let ask = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    c.write_all(ask.as_bytes()).await.unwrap();
    let mut body = Vec::new();
    tokio::io::AsyncReadExt::read_to_end(&mut c, &mut body)
        .await
        .unwrap();
    let text = String::from_utf8_lossy(&body).into_owned();
    let status = text.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, text)
}

fn records(data: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("records")
        .args(args)
        .arg("--data")
        .arg(data)
        .output()
        .unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// Names every card `hand` lacks as a move; returns the refusals with the card taken out.
fn same_refusals(refusals: &[(String, String)]) {
    let shapes: BTreeSet<String> = refusals
        .iter()
        .map(|(card, text)| text.replace(card, "CARD").replace(&pretty(card), "CARD"))
        .collect();
    assert_eq!(
        shapes.len(),
        1,
        "a refusal tells where a card is: {shapes:#?}"
    );
}

fn my_turn(v: &Value) -> bool {
    v["type"] == "state"
        && v["state"]["phase"] == "playing"
        && v["state"]["to_move"] == v["state"]["you"]
        && !v["state"]["legal"].as_array().is_none_or(Vec::is_empty)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_cards_leak_through_no_door() {
    let data = std::env::temp_dir().join(format!("parlour-noleak-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let srv = start(&data);

    // The TCP player first: the quick table t1, where a computer takes the other seat.
    let (r, mut w) = tokio::net::TcpStream::connect(&srv.tcp)
        .await
        .unwrap()
        .into_split();
    let mut bob = tokio::io::BufReader::new(r).lines();
    w.write_all(b"bob\n").await.unwrap();
    // Every line with the number of moves played when it came.
    let mut bob_lines: Vec<(usize, String)> = Vec::new();
    let mut bob_seat = None;
    // Bob's game ends at his END; the table may start the next one (seats rotated) before
    // his QUIT arrives, and those lines are of another deal: they are not read.
    let mut bob_done = false;
    let mut bob_moves = 0;
    let mut bob_refused = false;
    // One move typed per position (a refusal shows the same YOURMOVE again).
    let mut bob_typed_at: Option<usize> = None;

    // The web player: t2 against the computer, watched by a spectator.
    let mut ann = Ws::connect(&srv.http).await;
    ann.send(json!({"type": "hello", "nick": "ann"})).await;
    ann.until(|v| v["type"] == "welcome").await;
    // Wait for the TCP table to be t1.
    tokio::time::sleep(Duration::from_millis(300)).await;
    ann.send(json!({"type": "create_table", "game": "tablenette", "variant": "hand", "seats": ["me", "easy"]}))
        .await;
    let t2 = ann.until(|v| v["type"] == "created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let mut cy = Ws::connect(&srv.http).await;
    cy.send(json!({"type": "hello", "nick": "cy"})).await;
    cy.send(json!({"type": "open", "table": t2})).await;

    // Ann plays her whole hand; once, mid-game, she names every card she does not hold.
    let mut ann_refused = Vec::new();
    let mut records_checked = false;
    loop {
        let v = ann
            .until(|v| v["type"] == "state" && (my_turn(v) || v["state"]["phase"] == "over"))
            .await;
        let state = &v["state"];
        if state["phase"] == "over" {
            break;
        }
        let moves = state["moves"].as_array().unwrap().len();
        if moves >= 10 && ann_refused.is_empty() {
            let hand = strings(&state["board"]["hand"]);
            for card in all_cards().into_iter().filter(|c| !hand.contains(c)) {
                // Within the rate limit (20 a second), so every answer is the refusal itself.
                tokio::time::sleep(Duration::from_millis(55)).await;
                ann.send(
                    json!({"type": "move", "table": t2, "version": state["version"], "move": card}),
                )
                .await;
                let e = ann.until(|v| v["type"] == "error").await;
                ann_refused.push((card, e["message"].as_str().unwrap().to_string()));
            }
        }
        if moves >= 20 && !records_checked {
            records_checked = true;
            // The records while the game runs.
            for file in ["", "/export.json", "/export.txt"] {
                let (status, _) = get(&srv.http, &format!("/api/records/{t2}.1{file}")).await;
                assert_eq!(status, 403, "{file}");
            }
            for path in [
                "/api/records?running=true",
                "/api/records",
                "/api/players/ann",
            ] {
                let (status, body) = get(&srv.http, path).await;
                assert_eq!(status, 200, "{path}");
                let cards = named(body.split("\r\n\r\n").nth(1).unwrap_or_default());
                assert!(cards.is_empty(), "{path} names {cards:?}");
            }
            let (ok, text) = records(&data, &["export", &format!("{t2}.1")]);
            assert!(!ok && text.contains("still being played"), "{text}");
            let (ok, show) = records(&data, &["show", &format!("{t2}.1")]);
            assert!(ok, "{show}");
            let (_, text) = records(&data, &["export", &format!("{t2}.1"), "--format", "text"]);
            // Checked against the replay below.
            ann.frames.push(
                json!({"type": "records", "moves": moves, "text": format!("{show}\n{text}")}),
            );
        }
        let legal = state["legal"].as_array().unwrap();
        let mv = legal[moves % legal.len()]["notation"].clone();
        ann.send(json!({"type": "move", "table": t2, "version": state["version"], "move": mv}))
            .await;

        // Meanwhile Bob plays on the TCP door.
        while let Ok(Ok(Some(line))) =
            tokio::time::timeout(Duration::from_millis(20), bob.next_line()).await
        {
            if bob_done {
                continue;
            }
            if line.starts_with("MOVE ") && line.contains(" played ") {
                bob_moves += 1;
            }
            if let Some(seat) = line
                .strip_prefix("START ")
                .and_then(|l| l.split("you are ").nth(1))
            {
                bob_seat = Some(if seat.trim() == "south" { 0 } else { 1 });
            }
            if line.starts_with("END") {
                w.write_all(b"QUIT\n").await.unwrap();
                bob_done = true;
            }
            if let Some(legal) = line
                .strip_prefix("YOURMOVE ")
                .filter(|_| bob_typed_at != Some(bob_moves))
            {
                bob_typed_at = Some(bob_moves);
                let legal: Vec<&str> = legal
                    .split("legal: ")
                    .nth(1)
                    .unwrap()
                    .trim_end_matches(')')
                    .split_whitespace()
                    .collect();
                if bob_moves >= 6 && !bob_refused {
                    // Every card Bob does not hold, typed as a move.
                    bob_refused = true;
                    let his: BTreeSet<String> = legal
                        .iter()
                        .map(|l| l.split(':').next().unwrap().to_string())
                        .collect();
                    let mut typed = String::new();
                    for card in all_cards().into_iter().filter(|c| !his.contains(c)) {
                        typed.push_str(&format!("{card}\n"));
                    }
                    w.write_all(typed.as_bytes()).await.unwrap();
                }
                w.write_all(format!("{}\n", legal[bob_moves % legal.len()]).as_bytes())
                    .await
                    .unwrap();
            }
            bob_lines.push((bob_moves, line));
        }
    }
    // Bob's game to its end.
    while let Ok(Ok(Some(line))) = tokio::time::timeout(PATIENCE, bob.next_line()).await {
        if bob_done {
            break;
        }
        if line.starts_with("MOVE ") && line.contains(" played ") {
            bob_moves += 1;
        }
        if let Some(legal) = line
            .strip_prefix("YOURMOVE ")
            .filter(|_| bob_typed_at != Some(bob_moves))
        {
            bob_typed_at = Some(bob_moves);
            let first = legal
                .split("legal: ")
                .nth(1)
                .unwrap()
                .split_whitespace()
                .next()
                .unwrap();
            w.write_all(format!("{first}\n").as_bytes()).await.unwrap();
        }
        let end = line.starts_with("END");
        bob_lines.push((bob_moves, line));
        if end {
            w.write_all(b"QUIT\n").await.unwrap();
            break;
        }
    }
    cy.send(json!({"type": "ping", "id": 1})).await;
    cy.until(|v| v["type"] == "pong").await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Both games are over: their records say who held what.
    let export = |id: &str| {
        let (ok, text) = records(&data, &["export", id]);
        assert!(ok, "{text}");
        serde_json::from_str::<Value>(&text).unwrap()
    };
    let tail: Vec<&String> = bob_lines.iter().rev().take(6).map(|(_, l)| l).collect();
    assert!(
        bob_lines.iter().any(|(_, l)| l.starts_with("END")),
        "bob's game ended: {tail:#?}"
    );
    let web = Mirror::new(&export(&format!("{t2}.1")));
    let tcp = Mirror::new(&export("t1.1"));

    // The web door: Ann (seat 0) and Cy (the spectator), frame by frame.
    let mut frames = 0;
    for (viewer, client) in [(0, &ann), (2, &cy)] {
        for f in &client.frames {
            if f["type"] == "records" {
                web.check(
                    &f["text"].to_string(),
                    f["moves"].as_u64().unwrap() as usize,
                    2,
                    "the records",
                );
                continue;
            }
            if f["type"] != "state" || f["table"] != t2.as_str() {
                continue;
            }
            let moment = f["state"]["moves"].as_array().unwrap().len();
            web.check(&f.to_string(), moment, viewer, "a web frame");
            frames += 1;
        }
    }
    assert!(frames > 60, "{frames} frames");
    // The refusals, alike whoever holds the card.
    assert!(ann_refused.len() >= 40);
    for (_, text) in &ann_refused {
        assert!(named(text).len() <= 1, "{text}");
    }
    same_refusals(&ann_refused);
    // The TCP door: every line Bob read.
    let seat = bob_seat.expect("bob's seat");
    let mut tcp_refusals = Vec::new();
    for (moment, line) in &bob_lines {
        // The drawing's typing hint is the same example for every deal, not cards of this one.
        let mut line_checked = line.replace("to trail (7H) or a capture (KC:10D+4S)", "");
        // A refusal quotes the card typed: that is the player's own text (the refusals are
        // compared with each other below).
        if line.starts_with("INVALID")
            && let Some(typed) = line.split('\'').nth(1)
        {
            line_checked = line_checked.replace(typed, "");
        }
        let after = *moment;
        tcp.check(&line_checked, after, seat, "a TCP line");
        if line.starts_with("INVALID")
            && let Some(card) = named(line).into_iter().next()
        {
            tcp_refusals.push((card, line.clone()));
        }
    }
    assert!(tcp_refusals.len() >= 30, "{}", tcp_refusals.len());
    same_refusals(&tcp_refusals);

    // The log at debug level: a card is named only once it is public. A line about a table
    // (its span or field names it) is read at that table's moment, which the log's own
    // move lines count; any other line names no card.
    let log = std::fs::read_to_string(&srv.log).unwrap();
    let mirrors: HashMap<&str, (&Mirror, usize)> =
        [(t2.as_str(), (&web, 0)), ("t1", (&tcp, 0))].into();
    let mut moments: HashMap<&str, usize> = HashMap::new();
    let mut debug_lines = 0;
    for line in log.lines() {
        if line.contains("DEBUG") {
            debug_lines += 1;
        }
        let table = mirrors
            .keys()
            .copied()
            .find(|t| line.contains(&format!("id={t}}}")) || line.contains(&format!("table={t} ")));
        let cards = named(line);
        match table {
            Some(t) => {
                let n = moments.entry(t).or_insert(0);
                if line.contains(" move ") && line.contains("notation=") {
                    *n += 1;
                }
                let (mirror, _) = mirrors[t];
                // Past the end of the recorded game (the next one begins) nothing is known.
                if *n < mirror.seen.len() {
                    mirror.check(line, *n, 2, "a log line");
                }
            }
            None => assert!(cards.is_empty(), "a log line names {cards:?}: {line}"),
        }
    }
    // The log is at debug level, with every move of both tables (the count of its debug
    // lines, which was the check, moves with what is logged at info).
    assert!(
        debug_lines > 20,
        "the log is at debug level: {debug_lines} lines"
    );
    assert!(
        mirrors
            .keys()
            .all(|t| moments.get(t).is_some_and(|n| *n > 0)),
        "the moves of both tables are in the log: {moments:?}"
    );
    drop(srv);
    let _ = std::fs::remove_dir_all(&data);
}
