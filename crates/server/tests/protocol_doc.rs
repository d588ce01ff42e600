//! `docs/web-protocol.md` against the real server: every message type has an example, every
//! client example is read by the server's parser, every server example has the fields the
//! server really sends (checked against the frames of a real session), every error code is
//! listed, and every field of each game's `board` is described.
//!
//! When a message changes shape this test fails until the document says so.

mod common;

use common::{Ws, server};
use parlour_protocol::{ClientMsg, ErrorCode, LineTag};
use parlour_server::ServerConfig;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};

/// The document, read from the workspace.
fn document() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/web-protocol.md");
    std::fs::read_to_string(path).expect("docs/web-protocol.md")
}

/// The `type` of a client message. The match has no wildcard, so a new message does not
/// compile until it is named here (and then needs an example in the document).
fn client_type(m: &ClientMsg) -> &'static str {
    match m {
        ClientMsg::Hello { .. } => "hello",
        ClientMsg::Language { .. } => "language",
        ClientMsg::Lobby { .. } => "lobby",
        ClientMsg::CreateTable { .. } => "create_table",
        ClientMsg::Open { .. } => "open",
        ClientMsg::Close { .. } => "close",
        ClientMsg::Join { .. } => "join",
        ClientMsg::Leave { .. } => "leave",
        ClientMsg::Move { .. } => "move",
        ClientMsg::OfferDraw { .. } => "offer_draw",
        ClientMsg::AnswerDraw { .. } => "answer_draw",
        ClientMsg::Resign { .. } => "resign",
        ClientMsg::Undo { .. } => "undo",
        ClientMsg::Ready { .. } => "ready",
        ClientMsg::TakeOver { .. } => "take_over",
        ClientMsg::NewKey { .. } => "new_key",
        ClientMsg::Ping { .. } => "ping",
    }
}

const CLIENT_TYPES: [&str; 17] = [
    "hello",
    "language",
    "lobby",
    "create_table",
    "open",
    "close",
    "join",
    "leave",
    "move",
    "offer_draw",
    "answer_draw",
    "resign",
    "undo",
    "ready",
    "take_over",
    "new_key",
    "ping",
];

const SERVER_TYPES: [&str; 10] = [
    "welcome", "language", "created", "lobby", "state", "closed", "error", "key", "pong", "bye",
];

/// The JSON values of the document's ```json blocks: a block is one value, or one value a
/// line (lines that are not JSON on their own, such as a value spread over lines, are read
/// as part of the block).
fn examples(doc: &str) -> Vec<Value> {
    let mut out = Vec::new();
    let mut block: Option<String> = None;
    for line in doc.lines() {
        match (&mut block, line.trim_start()) {
            (None, l) if l.starts_with("```json") => block = Some(String::new()),
            (Some(b), l) if l.starts_with("```") => {
                if let Ok(v) = serde_json::from_str::<Value>(b) {
                    out.push(v);
                } else {
                    for l in b.lines().filter(|l| !l.trim().is_empty()) {
                        let v = serde_json::from_str::<Value>(l)
                            .unwrap_or_else(|e| panic!("not JSON in the document: {l}\n{e}"));
                        out.push(v);
                    }
                }
                block = None;
            }
            (Some(b), _) => {
                b.push_str(line);
                b.push('\n');
            }
            (None, _) => {}
        }
    }
    out
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// For each message type, the keys every real frame had and the keys any had.
#[derive(Default)]
struct Shapes(BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>);

impl Shapes {
    fn add(&mut self, kind: &str, v: &Value) {
        let k = keys(v);
        let e = self
            .0
            .entry(kind.to_string())
            .or_insert_with(|| (k.clone(), BTreeSet::new()));
        e.0 = e.0.intersection(&k).cloned().collect();
        e.1.extend(k);
    }

    /// The example has every key that is always sent, and no key that never is.
    fn check(&self, kind: &str, example: &Value) {
        let (always, ever) = self
            .0
            .get(kind)
            .unwrap_or_else(|| panic!("the session sent no {kind}"));
        let k = keys(example);
        let missing: Vec<_> = always.difference(&k).collect();
        let unknown: Vec<_> = k.difference(ever).collect();
        assert!(
            missing.is_empty() && unknown.is_empty(),
            "the document's {kind} example {example}\n  lacks {missing:?}\n  has fields the server never sends: {unknown:?}"
        );
    }
}

/// Plays a little of every game and collects the frames of every server message type.
async fn real_frames() -> (Vec<Value>, BTreeMap<String, Value>) {
    let srv = server(ServerConfig {
        seed: 5,
        computer_pace: std::time::Duration::ZERO,
        ..ServerConfig::default()
    })
    .await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let (mut bob, _) = Ws::player(addr, "bob").await;
    ann.send(json!({"type": "lobby", "watch": true})).await;
    ann.until("lobby").await;
    ann.send(json!({"type": "ping", "id": 7})).await;
    ann.until("pong").await;
    ann.send(json!({"type": "move", "table": "t9", "version": 1, "move": "d6", "id": 3}))
        .await;
    ann.error().await;
    // A new key, which signs out another connection that used the old one.
    let (mut dan, old) = Ws::player(addr, "dan").await;
    let mut dan_too = Ws::connect(addr, "dan too").await;
    dan_too.send(json!({"type": "hello", "token": old})).await;
    dan_too.until("welcome").await;
    dan.send(json!({"type": "new_key", "id": 8})).await;
    dan.until("key").await;
    dan_too.closed().await;
    // An error that concerns no table and answers no request id.
    let mut carl = Ws::connect(addr, "carl").await;
    carl.send(json!({"type": "hello", "nick": "ann"})).await;
    carl.error().await;

    // A table of every game against the computer, and the board of each.
    let mut boards = BTreeMap::new();
    // Every game the catalog has: a game added is checked here without a word more.
    for (n, kind) in parlour_catalog::GameKind::ALL.into_iter().enumerate() {
        let game = kind.id();
        let mut seats = vec!["random"; kind.info().seat_names.len()];
        seats[0] = "me";
        let table = format!("t{}", n + 1);
        ann.send(json!({"type": "create_table", "game": game, "seats": seats, "id": n}))
            .await;
        ann.until("created").await;
        let mut state = ann.my_turn(&table).await;
        // One move of ours, so the board has a last move to show.
        let first = state["legal"][0]["notation"].clone();
        let version = state["version"].clone();
        ann.send(json!({"type": "move", "table": table, "version": version, "move": first}))
            .await;
        state = ann.my_turn(&table).await;
        boards.insert(game.to_string(), state["board"].clone());
    }
    // Watching a table, then closing it; an open table to join, and a draw offer refused.
    bob.send(json!({"type": "open", "table": "t1"})).await;
    bob.until("state").await;
    // Another language: the games in it, then the table again.
    bob.send(json!({"type": "language", "lang": "vi"})).await;
    bob.until("language").await;
    bob.until("state").await;
    bob.send(json!({"type": "close", "table": "t1"})).await;
    bob.until("closed").await;
    srv.shutdown().await;
    while ann.next().await.is_some() {}
    while bob.next().await.is_some() {}
    while carl.next().await.is_some() {}
    while dan.next().await.is_some() {}
    let mut seen = ann.seen;
    seen.extend(bob.seen);
    seen.extend(carl.seen);
    seen.extend(dan.seen);
    seen.extend(dan_too.seen);
    (seen, boards)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_protocol_document_matches_the_server() {
    let doc = document();
    let examples = examples(&doc);
    let (frames, boards) = real_frames().await;
    if let Ok(dir) = std::env::var("PARLOUR_DUMP_FRAMES") {
        // For whoever updates the document: the frames as the server sent them.
        let all = json!({"frames": frames, "boards": boards});
        std::fs::write(format!("{dir}/frames.json"), all.to_string()).expect("dump");
    }

    let mut shapes = Shapes::default();
    let mut state_shapes = Shapes::default();
    for f in &frames {
        let kind = f["type"].as_str().expect("a type");
        shapes.add(kind, f);
        if kind == "state" {
            state_shapes.add("table view", &f["state"]);
            state_shapes.add("actions", &f["state"]["actions"]);
            state_shapes.add("series", &f["state"]["series"]);
        }
    }

    let mut client_seen = BTreeSet::new();
    let mut server_seen = BTreeSet::new();
    for ex in &examples {
        let Some(kind) = ex.get("type").and_then(Value::as_str) else {
            // The table view of a `state`, shown on its own.
            if ex.get("legal").is_some() {
                state_shapes.check("table view", ex);
                state_shapes.check("actions", &ex["actions"]);
                state_shapes.check("series", &ex["series"]);
                server_seen.insert("state (view)");
            }
            continue;
        };
        // `lobby` is both: a client asks with `watch`, the server answers with the lists;
        // so is `language`: a client asks for one, the server answers with the games.
        let from_client = CLIENT_TYPES.contains(&kind)
            && !(kind == "lobby" && ex.get("watch").is_none())
            && !(kind == "language" && ex.get("games").is_some());
        if from_client {
            let m: ClientMsg = serde_json::from_value(ex.clone())
                .unwrap_or_else(|e| panic!("the server does not read the example {ex}: {e}"));
            client_seen.insert(client_type(&m));
        } else {
            assert!(SERVER_TYPES.contains(&kind), "unknown type in {ex}");
            shapes.check(kind, ex);
            server_seen.insert(kind);
        }
    }
    for t in CLIENT_TYPES {
        assert!(
            client_seen.contains(t),
            "no example of the client message {t}"
        );
    }
    for t in SERVER_TYPES {
        assert!(
            server_seen.contains(t),
            "no example of the server message {t}"
        );
    }
    assert!(
        server_seen.contains("state (view)"),
        "no example of a table view"
    );

    for code in ErrorCode::ALL {
        assert!(
            doc.contains(&format!("`{}`", code.as_str())),
            "the error code {} is not in the document",
            code.as_str()
        );
    }
    // The page words every error in its own language: a code it has no sentence for is
    // shown in the server's English.
    for lang in ["en", "ru", "vi"] {
        let path = format!("{}/../../web/js/lang/{lang}.js", env!("CARGO_MANIFEST_DIR"));
        let catalogue = std::fs::read_to_string(&path).expect("the page's catalogue");
        for code in ErrorCode::ALL {
            assert!(
                catalogue.contains(&format!("'error.{}'", code.as_str())),
                "the page's {lang} catalogue has no sentence for the error {}",
                code.as_str()
            );
        }
    }
    for (game, board) in &boards {
        let described = board_section(&doc, game);
        for key in keys(board) {
            assert!(
                described.contains(&format!("`{key}`")),
                "the {game} board's field {key} is not described in its section"
            );
        }
    }
}

/// The part of the document that describes one game's board: from its anchor
/// (`<a id="board-nines"></a>`) and heading to the next heading.
fn board_section(doc: &str, game: &str) -> String {
    let heading = format!("<a id=\"board-{game}\"></a>");
    let start = doc
        .find(&heading)
        .unwrap_or_else(|| panic!("the document has no board section {heading}"));
    // Past the anchor and the heading line under it, to the next heading.
    let rest = &doc[start + heading.len()..];
    let rest = rest.trim_start().split_once('\n').map_or("", |(_, r)| r);
    let end = rest.find("\n#").unwrap_or(rest.len());
    rest[..end].to_string()
}

#[test]
fn the_tcp_document_describes_every_line_tag() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/tcp-protocol.md");
    let doc = std::fs::read_to_string(path).expect("docs/tcp-protocol.md");
    for tag in LineTag::ALL {
        assert!(
            doc.contains(&format!("| `{tag}` |")),
            "docs/tcp-protocol.md has no row for the tag {tag}"
        );
    }
}
