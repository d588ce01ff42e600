//! Fuzzing every parser that reads text from outside, with a fixed budget so it runs in
//! `cargo test`; `PARLOUR_FUZZ_CASES=N` runs N cases per property instead (by hand, in
//! release: see docs/measurements.md for the budget and the results).
//!
//! - every game's move notation (typed, exact, completions, explanations) in positions
//!   reached by random play, and its position text (`from_text`), from arbitrary text and
//!   from mutations of real positions; a position that parses must then work (legal moves,
//!   drawings, views, a listed move plays);
//! - the TCP door's line reader (arbitrary bytes in arbitrary pieces) and its commands
//!   (random lines sent to a live server, which must keep answering);
//! - the WebSocket messages: arbitrary text into the message parser, and random messages of
//!   every type with random fields sent to a live server, which must keep answering and keep
//!   its tables;
//! - the HTTP API's paths and queries.
//!
//! The property is always the same: no panic, and the server still answers.

mod common;

use common::{Ws, server};
use parlour_catalog::{AnyMatch, GameKind};
use parlour_core::{Seat, Viewer};
use parlour_protocol::ClientMsg;
use parlour_server::ServerConfig;
use parlour_server::lines::{Line, LineReader, MAX_LINE};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt, ReadBuf};

/// Cases per property: `PARLOUR_FUZZ_CASES`, else `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PARLOUR_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn config(default: u32) -> Config {
    Config {
        cases: cases(default),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Text as it may arrive: anything, bytes that are not UTF-8, or text close to a game's
/// notation (its letters, digits and separators), which reaches deeper into the parsers.
fn outside_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(any::<u8>(), 0..40)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        "[a-hA-H0-9:+,;x/\\-. ]{0,14}",
        "(10|[2-9AJQKajqk])[CDHScdhs♣♦♥♠]?(:((10|[2-9AJQK])[CDHS]\\+?){0,4})?",
        "[a-g][1-7]([-x:][a-g][1-7]){0,3}",
        "[0-9]{1,3}( [0-9]{1,3}){0,3}",
    ]
}

/// An edit of a text: replace, insert or delete one character, cut, or repeat a part.
#[derive(Clone, Debug)]
enum Edit {
    Replace(usize, char),
    Insert(usize, char),
    Delete(usize),
    Cut(usize),
    Repeat(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let c = prop_oneof![
        any::<char>(),
        "[0-9a-zA-Z:;,./| \\-]".prop_map(|s| s.chars().next().unwrap_or('x')),
    ];
    prop_oneof![
        (any::<usize>(), c.clone()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), c).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        any::<usize>().prop_map(Edit::Cut),
        (any::<usize>(), 1..30usize).prop_map(|(i, n)| Edit::Repeat(i, n)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len().max(1);
        match *e {
            Edit::Replace(i, c) if !chars.is_empty() => chars[i % n] = c,
            Edit::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i % n);
            }
            Edit::Cut(i) => chars.truncate(i % (chars.len() + 1)),
            Edit::Repeat(i, len) if !chars.is_empty() => {
                let at = i % n;
                let part: Vec<char> = chars[at..(at + len).min(chars.len())].to_vec();
                for (k, c) in part.into_iter().enumerate() {
                    chars.insert(at + k, c);
                }
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A match of `kind` after `plies` random legal moves (fewer if it ends), the choices drawn
/// from `seed`.
fn reached(kind: GameKind, variant: &str, seed: u64, plies: usize) -> Box<dyn AnyMatch> {
    let mut m = kind
        .new_match(Some(variant), seed, false)
        .expect("every listed variant opens");
    let mut x = seed | 1;
    for _ in 0..plies {
        let legal = m.legal_moves();
        if legal.is_empty() || m.outcome().is_some() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mv = &legal[(x % legal.len() as u64) as usize];
        m.play_exact(mv).expect("a listed move plays");
    }
    m
}

/// Everything a position that was read must do without failing.
fn exercise(m: &mut dyn AnyMatch) {
    let seats = m.info().seat_names.len();
    let _ = m.render(Viewer::Spectator, parlour_catalog::Lang::En);
    for s in 0..seats {
        let _ = m.view(Viewer::Seat(Seat(s as u8)));
        let _ = m.render(Viewer::Seat(Seat(s as u8)), parlour_catalog::Lang::Ru);
    }
    let _ = m.legal_moves_data();
    let _ = m.outcome();
    let text = m.position();
    let legal = m.legal_moves();
    if let Some(first) = legal.first() {
        let _ = m.explain(first);
        m.play_exact(first)
            .unwrap_or_else(|e| panic!("the listed move {first} does not play in {text}: {e}"));
        let _ = m.position();
    }
}

fn every_game() -> Vec<(GameKind, &'static str)> {
    GameKind::ALL
        .iter()
        .flat_map(|k| k.info().variants.iter().map(move |v| (*k, *v)))
        .collect()
}

proptest! {
    #![proptest_config(config(256))]

    /// Move text in positions reached by play: typed, exact, completions, explanations.
    #[test]
    fn move_text_of_every_game(
        game in 0..64usize,
        seed in any::<u64>(),
        plies in 0..120usize,
        texts in proptest::collection::vec(outside_text(), 1..12),
    ) {
        let games = every_game();
        let (kind, variant) = games[game % games.len()];
        let m = reached(kind, variant, seed, plies);
        let legal = m.legal_moves();
        for (i, text) in texts.iter().enumerate() {
            // Also a legal move with something stuck to it.
            let near = legal.get(i % legal.len().max(1)).map(|l| format!("{l}{text}"));
            for t in std::iter::once(text.clone()).chain(near) {
                let _ = m.completions(&t);
                let _ = m.explain(&t);
                let mut typed = m.box_clone();
                if typed.play(&t).is_ok() {
                    exercise(typed.as_mut());
                }
                let mut exact = m.box_clone();
                if exact.play_exact(&t).is_ok() {
                    exercise(exact.as_mut());
                }
            }
        }
    }

    /// Position text: arbitrary, and real positions with edits.
    #[test]
    fn position_text_of_every_game(
        game in 0..64usize,
        seed in any::<u64>(),
        plies in 0..120usize,
        junk in outside_text(),
        edits in proptest::collection::vec(edit(), 1..6),
    ) {
        let games = every_game();
        let (kind, variant) = games[game % games.len()];
        let real = reached(kind, variant, seed, plies).position();
        for text in [junk, apply(&real, &edits), real.clone()] {
            if let Ok(mut m) = kind.match_from_position(Some(variant), &text) {
                exercise(m.as_mut());
            }
        }
        // A real position always reads back.
        prop_assert!(kind.match_from_position(Some(variant), &real).is_ok(), "{real}");
    }

    /// The WebSocket message parser, on anything.
    #[test]
    fn websocket_messages_parse_or_are_refused(text in outside_text(), bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = serde_json::from_str::<ClientMsg>(&text);
        let _ = serde_json::from_slice::<ClientMsg>(&bytes);
    }
}

/// A reader handing out its bytes in the pieces given.
struct Pieces(VecDeque<Vec<u8>>);

impl AsyncRead for Pieces {
    fn poll_read(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        if let Some(mut piece) = self.0.pop_front() {
            let n = piece.len().min(buf.remaining());
            buf.put_slice(&piece[..n]);
            if n < piece.len() {
                piece.drain(..n);
                self.0.push_front(piece);
            }
        }
        Poll::Ready(Ok(()))
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// The TCP line reader: any bytes, in any pieces; lines are bounded, clean, and no more
    /// than the line ends (plus a last unended one).
    #[test]
    fn the_line_reader_takes_any_bytes(
        pieces in proptest::collection::vec(
            prop_oneof![
                proptest::collection::vec(any::<u8>(), 0..300),
                proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b'\r'), Just(255u8), Just(b'a'), Just(250u8), Just(240u8)], 0..40),
                proptest::collection::vec(Just(b'x'), 400..1200),
            ],
            0..8,
        ),
    ) {
        // A line ends at `\n` or `\r` (`\r\n` and `\r\0` are one ending).
        let newlines = pieces.iter().flatten().filter(|&&b| b == b'\n' || b == b'\r').count();
        // (An empty piece would read as the end of the stream.)
        let mut reader = LineReader::new(Pieces(pieces.into_iter().filter(|p| !p.is_empty()).collect()));
        let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let lines = rt.block_on(async {
            let mut got = Vec::new();
            while let Some(l) = reader.next_line().await.expect("reading never fails here") {
                got.push(l);
            }
            got
        });
        prop_assert!(lines.len() <= newlines + 1);
        for l in lines {
            if let Line::Text(t) = l {
                // A byte becomes at most the three bytes of U+FFFD.
                prop_assert!(t.len() <= 3 * MAX_LINE, "{}", t.len());
                prop_assert!(!t.chars().any(|c| c.is_control() && c != '\t'), "{t:?}");
            }
        }
    }
}

/// A line a TCP client may type: a command with random arguments, or anything.
fn tcp_line() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("help"),
        Just("board"),
        Just("moves"),
        Just("tables"),
        Just("play"),
        Just("new"),
        Just("join"),
        Just("watch"),
        Just("leave"),
        Just("draw"),
        Just("accept"),
        Just("decline"),
        Just("resign"),
        Just("ready"),
        Just("takeover"),
        Just("newkey"),
        Just("lang"),
        Just("token"),
        Just("nick"),
        Just("NEW nines"),
        Just("NEW tablenette hand"),
        Just("JOIN t"),
        Just("WATCH t"),
        Just("PLAY virus-war"),
        Just("rules"),
        Just("RULES nines"),
        Just("RULES tablenette"),
        Just(""),
    ];
    prop_oneof![
        (word, outside_text()).prop_map(|(w, a)| format!("{w} {a}")),
        outside_text(),
        proptest::collection::vec(any::<u8>(), 0..80)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
    ]
    // Quitting is not a failure to answer.
    .prop_filter("not quit", |l| {
        let w = l
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        w != "quit" && w != "exit"
    })
}

#[test]
fn the_tcp_door_answers_whatever_is_typed() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let srv = rt.block_on(server(ServerConfig {
        tcp_burst: 100_000,
        quick_game: GameKind::Tablenette,
        ..ServerConfig::default()
    }));
    let addr = srv.tcp.unwrap();
    let mut runner = TestRunner::new(config(48));
    let lines = proptest::collection::vec(tcp_line(), 1..24);
    let count = std::cell::Cell::new(0);
    runner
        .run(&lines, |lines| {
            let n = count.get() + 1;
            count.set(n);
            rt.block_on(async {
                let mut c = tokio::net::TcpStream::connect(addr).await.unwrap();
                let mut text = String::new();
                // Half the cases choose a nickname first, so commands reach the tables.
                if n % 2 == 0 {
                    text.push_str(&format!("fuzz{n}\r\n"));
                }
                for l in &lines {
                    text.push_str(l);
                    text.push_str("\r\n");
                }
                text.push_str("HELP\r\n");
                c.write_all(text.as_bytes()).await.unwrap();
                // The last line of the help shows the server read every line and answered.
                let mut seen = Vec::new();
                let mut buf = [0u8; 4096];
                loop {
                    let r = tokio::time::timeout(common::PATIENCE, c.read(&mut buf))
                        .await
                        .expect("the server answers");
                    match r {
                        Ok(0) | Err(_) => panic!(
                            "the server closed on {lines:?}; it said {}",
                            String::from_utf8_lossy(&seen)
                        ),
                        Ok(k) => seen.extend_from_slice(&buf[..k]),
                    }
                    if String::from_utf8_lossy(&seen).contains("HELP Server lines start with a tag")
                    {
                        break;
                    }
                }
            });
            Ok(())
        })
        .unwrap();
    rt.block_on(srv.shutdown());
}

/// A JSON value of any shape, with the kinds of values clients get wrong.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        outside_text().prop_map(Value::from),
        "t[0-9]{1,2}".prop_map(Value::from),
        Just(json!("me")),
        Just(json!("hard")),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map("[a-z_]{1,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A message of a known type (or not), with fields of the protocol (and others).
fn ws_message() -> impl Strategy<Value = Value> {
    let kind = prop_oneof![
        Just("hello"),
        Just("lobby"),
        Just("create_table"),
        Just("open"),
        Just("close"),
        Just("join"),
        Just("leave"),
        Just("move"),
        Just("offer_draw"),
        Just("answer_draw"),
        Just("resign"),
        Just("undo"),
        Just("ready"),
        Just("take_over"),
        Just("new_key"),
        Just("language"),
        Just("ping"),
        Just("fly"),
    ];
    let field = prop_oneof![
        Just("table"),
        Just("version"),
        Just("move"),
        Just("id"),
        Just("game"),
        Just("variant"),
        Just("seats"),
        Just("options"),
        Just("place"),
        Just("accept"),
        Just("level"),
        Just("token"),
        Just("nick"),
        Just("watch"),
        Just("seat"),
        Just("lang"),
    ];
    let game = prop_oneof![
        Just(json!("nines")),
        Just(json!("isolo")),
        Just(json!("virus-war")),
        Just(json!("elephant-fox-mouse")),
        Just(json!("tablenette")),
    ];
    (
        kind,
        proptest::collection::vec((field, json_value()), 0..6),
        proptest::option::of(game),
        proptest::option::of(0..40u64),
        proptest::option::of(outside_text()),
    )
        .prop_map(|(kind, fields, game, version, notation)| {
            let mut m = serde_json::Map::new();
            m.insert("type".into(), json!(kind));
            for (k, v) in fields {
                m.insert(k.into(), v);
            }
            if let Some(g) = game {
                m.insert("game".into(), g);
            }
            if let Some(v) = version {
                // Often a table that exists, at a version near its own.
                m.insert("version".into(), json!(v));
                m.insert("table".into(), json!(format!("t{}", 1 + v % 5)));
            }
            if let Some(n) = notation {
                m.insert("move".into(), json!(n));
            }
            Value::Object(m)
        })
}

#[test]
fn the_web_door_answers_whatever_is_sent() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let srv = rt.block_on(server(ServerConfig {
        ws_burst: 100_000,
        ..ServerConfig::default()
    }));
    let addr = srv.http.unwrap();
    // A player at a table of every game, so moves reach real positions.
    let ws = rt.block_on(async {
        let (mut ws, _) = Ws::player(addr, "fuzzer").await;
        for game in GameKind::ALL {
            let mut seats = vec![json!("random"); game.info().seat_names.len()];
            seats[0] = json!("me");
            ws.send(json!({"type": "create_table", "game": game.id(), "seats": seats}))
                .await;
            ws.until("created").await;
        }
        std::cell::RefCell::new(ws)
    });
    let mut runner = TestRunner::new(config(96));
    let batch = proptest::collection::vec(ws_message(), 1..16);
    let pings = std::cell::Cell::new(0u64);
    runner
        .run(&batch, |batch| {
            let ping = pings.get() + 1;
            pings.set(ping);
            let mut ws = ws.borrow_mut();
            rt.block_on(async {
                for m in &batch {
                    ws.send(m.clone()).await;
                }
                ws.send(json!({"type": "ping", "id": ping})).await;
                ws.until_match("the pong after the batch", |v| {
                    v["type"] == "pong" && v["id"] == ping
                })
                .await;
                ws.seen.clear();
            });
            Ok(())
        })
        .unwrap();
    // Every table of the player is still there and answers.
    let mut ws = ws.into_inner();
    rt.block_on(async {
        for t in 1..=GameKind::ALL.len() {
            let table = format!("t{t}");
            ws.send(json!({"type": "open", "table": table})).await;
            ws.until_match("the table answers", |v| {
                v["type"] == "state" && v["table"] == table.as_str()
            })
            .await;
        }
        srv.shutdown().await;
    });
}

/// Raw bytes as a path segment: every byte percent-encoded but letters and digits.
fn encoded(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| {
            if b.is_ascii_alphanumeric() || *b == b'.' || *b == b'-' {
                (*b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn the_http_api_answers_whatever_is_asked() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let srv = rt.block_on(server(ServerConfig::default()));
    let addr = srv.http.unwrap();
    let mut runner = TestRunner::new(config(256));
    let asks = (
        prop_oneof![
            Just("/api/records/"),
            Just("/api/players/"),
            Just("/api/rules/"),
            Just("/api/leaderboard/"),
            Just("/api/records/t1.1/"),
            Just("/"),
            Just("/api/records?player="),
            Just("/api/records?limit="),
            Just("/api/rules/nines?variant="),
            Just("/api/x/"),
            Just("/x/"),
            Just("/api/leaderboard/nines?limit="),
        ],
        prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..60),
            "t[0-9]{0,20}(\\.[0-9]{0,25})?".prop_map(String::into_bytes),
        ],
    );
    runner
        .run(&asks, |(route, tail)| {
            let path = format!("{route}{}", encoded(&tail));
            rt.block_on(async {
                let mut c = tokio::net::TcpStream::connect(addr).await.unwrap();
                let ask = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
                c.write_all(ask.as_bytes()).await.unwrap();
                let mut answer = Vec::new();
                tokio::time::timeout(common::PATIENCE, c.read_to_end(&mut answer))
                    .await
                    .expect("an answer")
                    .expect("a clean close");
                let text = String::from_utf8_lossy(&answer);
                let status: u16 = text
                    .split_whitespace()
                    .nth(1)
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| panic!("no status for {path}: {text}"));
                assert!(status < 500, "{path}: {text}");
                // The API refuses in one shape, whatever was asked.
                let json = text
                    .lines()
                    .any(|l| l.eq_ignore_ascii_case("content-type: application/json"));
                let api = path.starts_with("/api/");
                assert!(!api || status < 400 || json, "{path}: {text}");
            });
            Ok(())
        })
        .unwrap();
    rt.block_on(srv.shutdown());
}
