//! Limits per connection and per server, on both doors: idle connections are closed but a
//! player thinking is not, a full server, an address with all its share and a full table
//! list refuse in words (not with a reset), a client that does not read is dropped, and a
//! server shutting down opens no table.

mod common;

use common::{Line, Ws, eventually, server};
use futures_util::SinkExt;
use parlour_protocol::{ErrorCode, SeatChoice};
use parlour_server::ServerConfig;
use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

fn config(seed: u64) -> ServerConfig {
    ServerConfig {
        seed,
        ..ServerConfig::default()
    }
}

/// A TCP connection whose receive buffer is small, so a client that stops reading is
/// noticed quickly.
async fn small_buffer_stream(addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    socket.connect(addr).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websocket_player_thinking_stays_and_a_silent_socket_is_closed() {
    let srv = server(ServerConfig {
        ping_every: Duration::from_millis(100),
        idle_after: Duration::from_millis(400),
        ..config(11)
    })
    .await;
    let addr = srv.http.unwrap();
    let max = srv.hub.config.max_connections;
    let (mut ann, _) = Ws::player(addr, "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let state = ann.my_turn(&table).await;
    // A socket that never reads, so never answers a ping.
    let mut gone = Ws::connect(addr, "gone").await;
    // Ann thinks for many idle periods; her client answers pings as browsers do.
    let meanwhile = ann.listen_for(Duration::from_millis(1500)).await;
    assert!(
        meanwhile.is_empty(),
        "nothing happens while she thinks: {meanwhile:?}"
    );
    // The silent socket was closed, with the reason, and its place is free again.
    // (The close frame may be lost: the client answers the pings it finds only now, on a
    // connection the server has closed.)
    if let Some((code, reason)) = gone.closed().await {
        assert_eq!(code, 1001, "going away");
        assert!(reason.contains("idle"), "{reason}");
    }
    eventually("the silent socket's slot is free", || {
        srv.hub.admissions.free_slots() == max - 1
    })
    .await;
    // Ann is still here and her move plays.
    ann.send(json!({"type": "move", "table": table, "version": state["version"], "move": "d6"}))
        .await;
    let s = ann.my_turn(&table).await;
    assert_eq!(s["moves"].as_array().unwrap().len(), 2);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_tcp_player_keeps_the_seat_and_one_who_sits_nowhere_is_closed() {
    let srv = server(ServerConfig {
        tcp_idle_after: Duration::from_millis(300),
        quick_game: parlour_catalog::GameKind::Nines,
        ..config(12)
    })
    .await;
    let addr = srv.tcp.unwrap();
    // At the nickname prompt nobody sits anywhere: closed after the idle time.
    let mut mute = Line::connect(addr, "mute").await;
    mute.until("NICK").await;
    let last = mute.until_closed().await;
    assert!(
        last.last()
            .is_some_and(|l| l.starts_with("BYE") && l.contains("0.3 s")),
        "{last:?}"
    );
    // A player seated at a quick table, waiting for an opponent: silent for many idle
    // periods, and still served.
    let (mut ann, _) = Line::player(addr, "ann").await;
    ann.until("WAIT").await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    ann.send("TABLES").await;
    assert!(ann.until("TABLE").await.contains("nines"));
    // Once she leaves her place she sits nowhere, and silence ends the connection.
    ann.send("LEAVE").await;
    let last = ann.until_closed().await;
    assert!(
        last.last()
            .is_some_and(|l| l.starts_with("BYE") && l.contains("no table")),
        "{last:?}"
    );
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_server_refuses_in_words_on_both_doors() {
    let srv = server(ServerConfig {
        max_connections: 2,
        ..config(13)
    })
    .await;
    let (http, tcp) = (srv.http.unwrap(), srv.tcp.unwrap());
    let (ann, _) = Ws::player(http, "ann").await;
    let (_bob, _) = Line::player(tcp, "bob").await;

    // A third WebSocket: an error in words, then a close frame "try again later" (1013).
    let mut third = Ws::connect(http, "third").await;
    let e = third.error().await;
    assert_eq!(e["code"], "server_full");
    assert_eq!(e["args"]["limit"], 2);
    assert!(e["message"].as_str().unwrap().contains("full"), "{e}");
    let (code, reason) = third.closed().await.expect("a close frame");
    assert_eq!((code, reason.as_str()), (1013, "server full"));

    // A third TCP client, typing at once: the refusal line arrives and the connection ends
    // cleanly (end of stream, not a reset that would swallow the line).
    let mut fourth = Line::connect(tcp, "fourth").await;
    fourth.send("carol").await;
    let lines = fourth.until_closed().await;
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("ERROR the server is full (2 connections)"),
        "{lines:?}"
    );

    // When someone leaves there is room again.
    ann.close().await;
    eventually("ann's slot is free", || {
        srv.hub.admissions.free_slots() == 1
    })
    .await;
    let (_dan, _) = Ws::player(http, "dan").await;
    srv.shutdown().await;
}

/// One address has its share of the connections, both doors together, and is told so in
/// words (the test's clients are all on loopback, which is counted here on purpose).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_has_its_share_of_connections_on_both_doors() {
    let srv = server(ServerConfig {
        max_per_address: 2,
        limit_loopback: true,
        ..config(14)
    })
    .await;
    let (http, tcp) = (srv.http.unwrap(), srv.tcp.unwrap());
    let (ann, _) = Ws::player(http, "ann").await;
    let (_bob, _) = Line::player(tcp, "bob").await;
    let local = "127.0.0.1".parse().unwrap();
    assert_eq!(srv.hub.admissions.open_from(local), 2);

    let mut third = Ws::connect(http, "third").await;
    let e = third.error().await;
    assert_eq!(e["code"], "address_full");
    assert_eq!(e["args"]["limit"], 2);
    let (code, reason) = third.closed().await.expect("a close frame");
    assert_eq!(
        (code, reason.as_str()),
        (1013, "too many connections from your address")
    );
    let mut fourth = Line::connect(tcp, "fourth").await;
    fourth.send("carol").await;
    let lines = fourth.until_closed().await;
    assert_eq!(
        lines,
        ["ERROR too many connections from your address (2); close one or try again later"]
    );

    // The server itself has room: when the address closes one, it comes in again.
    assert!(srv.hub.admissions.free_slots() > 2);
    ann.close().await;
    eventually("ann's share is free", || {
        srv.hub.admissions.open_from(local) == 1
    })
    .await;
    let (_dan, _) = Ws::player(http, "dan").await;
    srv.shutdown().await;
}

/// Behind a reverse proxy every player comes from loopback; with `--forwarded-for` each
/// has the share of the address the proxy names, and without it the header means nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_each_player_has_the_share_of_the_address_it_names() {
    let srv = server(ServerConfig {
        max_per_address: 2,
        forwarded_for: true,
        ..config(14)
    })
    .await;
    let http = srv.http.unwrap();
    let from = |address: &'static str| [("x-forwarded-for", address)];
    let mut first = Ws::connect_with(http, "first", &from("203.0.113.7")).await;
    // What a client sent before the proxy's own address does not count.
    let mut second = Ws::connect_with(http, "second", &from("10.1.1.1, 203.0.113.7")).await;
    for ws in [&mut first, &mut second] {
        ws.send(json!({"type": "ping"})).await;
        ws.until("pong").await;
    }
    let seen = "203.0.113.7".parse().unwrap();
    assert_eq!(srv.hub.admissions.open_from(seen), 2);
    let mut third = Ws::connect_with(http, "third", &from("203.0.113.7")).await;
    assert_eq!(third.error().await["code"], "address_full");
    // Another player behind the same proxy, and the proxy itself, come in.
    let mut other = Ws::connect_with(http, "other", &from("198.51.100.2")).await;
    let mut proxy = Ws::connect(http, "proxy").await;
    for ws in [&mut other, &mut proxy] {
        ws.send(json!({"type": "ping"})).await;
        ws.until("pong").await;
    }
    srv.shutdown().await;

    // Without the option, the header is only a header.
    let srv = server(ServerConfig {
        max_per_address: 2,
        ..config(14)
    })
    .await;
    let http = srv.http.unwrap();
    let mut clients = Vec::new();
    for name in ["a", "b", "c"] {
        let mut ws = Ws::connect_with(http, name, &from("203.0.113.7")).await;
        ws.send(json!({"type": "ping"})).await;
        ws.until("pong").await;
        clients.push(ws);
    }
    assert_eq!(srv.hub.admissions.open_from(seen), 0);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_limit_is_refused_in_words_on_both_doors() {
    let srv = server(ServerConfig {
        max_tables: 1,
        ..config(14)
    })
    .await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    ann.until("created").await;
    ann.send(json!({"type": "create_table", "game": "isolo", "seats": ["me", "easy"], "id": 7}))
        .await;
    let e = ann.error().await;
    assert_eq!(e["code"], "server_full");
    assert_eq!(e["id"], 7);
    assert!(
        e["message"].as_str().unwrap().contains("as many tables"),
        "{e}"
    );
    // Over TCP the quick table cannot open either: said in words, and the player stays.
    let (mut bob, _) = Line::player(srv.tcp.unwrap(), "bob").await;
    let refused = bob.until("ERROR").await;
    assert!(
        refused.contains("as many tables as it allows (1)"),
        "{refused}"
    );
    bob.send("NEW nines me hard").await;
    assert!(bob.until("ERROR").await.contains("as many tables"));
    bob.send("TABLES").await;
    assert!(bob.until("TABLE").await.contains("t1"));
    assert_eq!(srv.hub.table_count(), 1);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_player_cannot_fill_the_table_list_and_a_table_never_begun_closes_soon() {
    let srv = server(ServerConfig {
        max_tables_per_player: 3,
        abandon_waiting_after: Duration::from_millis(300),
        ..config(18)
    })
    .await;
    let addr = srv.http.unwrap();
    let (mut hog, _) = Ws::player(addr, "hog").await;
    let hog_id = hog
        .seen
        .iter()
        .find(|v| v["type"] == "welcome")
        .and_then(|v| v["you"]["id"].as_u64())
        .expect("the hog's id");
    let mut opened = Vec::new();
    for _ in 0..3 {
        opened.push(hog.create_table("nines", json!(["me", "open"])).await);
    }
    hog.send(json!({"type": "create_table", "game": "nines", "seats": ["easy", "easy"], "id": 4}))
        .await;
    let e = hog.error().await;
    assert_eq!(
        (e["code"].as_str(), e["id"].as_i64()),
        (Some("too_many_tables"), Some(4))
    );
    assert_eq!(e["args"]["limit"], 3);
    assert!(
        e["message"].as_str().unwrap().contains("3 tables open"),
        "{e}"
    );
    // As the refusal advises, leaving one lets another be opened (a table left is the
    // hog's no more: it waits for others, or closes).
    hog.send(json!({"type": "leave", "table": opened[0]})).await;
    eventually("the hog left a table", || {
        srv.hub.tables_of(hog_id).len() == 2
    })
    .await;
    hog.create_table("nines", json!(["me", "open"])).await;
    // Another player opens tables as before.
    let (mut ann, _) = Ws::player(addr, "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    ann.until("created").await;
    assert_eq!(srv.hub.table_count(), 5);
    // The hog goes away: the tables where no game began close soon; Ann's game stays.
    drop(hog);
    eventually("the hog's waiting tables closed", || {
        srv.hub.table_count() == 1
    })
    .await;
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_nicknames_of_one_address_cannot_fill_the_table_list() {
    let srv = server(ServerConfig {
        max_tables_per_address: 3,
        limit_loopback: true,
        ..config(19)
    })
    .await;
    let addr = srv.http.unwrap();
    // Kept connected: their tables stay open.
    let mut players = Vec::new();
    for (i, nick) in ["ann", "bob"].into_iter().enumerate() {
        let (mut p, _) = Ws::player(addr, nick).await;
        for _ in 0..(2 - i) {
            p.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]}))
                .await;
            p.until("created").await;
        }
        if i == 1 {
            p.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]}))
                .await;
            let e = p.error().await;
            assert_eq!(
                (e["code"].as_str(), e["args"]["reason"].as_str()),
                (Some("too_many_tables"), Some("address")),
                "{e}"
            );
            assert!(
                e["message"].as_str().unwrap().contains("from your address"),
                "{e}"
            );
        }
        players.push(p);
    }
    // The text door counts the same address.
    let (mut cy, _) = Line::player(srv.tcp.unwrap(), "cy").await;
    cy.send("NEW nines me easy").await;
    assert!(cy.until("ERROR").await.contains("from your address"));
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_player_limit_is_refused_in_words() {
    let srv = server(ServerConfig {
        max_computers: 2,
        ..config(17)
    })
    .await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "easy"]}))
        .await;
    ann.until("created").await;
    ann.send(json!({"type": "create_table", "game": "isolo", "seats": ["easy", "easy"]}))
        .await;
    let e = ann.error().await;
    assert_eq!(e["code"], "server_full");
    assert_eq!(e["args"]["limit"], 2);
    assert!(
        e["message"].as_str().unwrap().contains("computer players"),
        "{e}"
    );
    // A table of people only is still welcome.
    ann.send(json!({"type": "create_table", "game": "isolo", "seats": ["me", "open"]}))
        .await;
    ann.until("created").await;
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_does_not_read_is_dropped_on_both_doors() {
    let srv = server(ServerConfig {
        computer_pace: Duration::ZERO,
        write_timeout: Duration::from_millis(500),
        tcp_burst: 20_000,
        ..config(15)
    })
    .await;
    let max = srv.hub.config.max_connections;
    // A WebSocket watching busy tables of computers, which stops reading after hello.
    let stream = small_buffer_stream(srv.http.unwrap()).await;
    let url = format!("ws://{}/ws", srv.http.unwrap());
    let (mut lazy, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    let say = |v: serde_json::Value| Message::Text(v.to_string().into());
    lazy.send(say(json!({"type": "hello", "nick": "lazy"})))
        .await
        .unwrap();
    for _ in 0..4 {
        lazy.send(say(
            json!({"type": "create_table", "game": "nines", "seats": ["random", "random"]}),
        ))
        .await
        .unwrap();
    }
    // A TCP client that asks for help ten thousand times (the answers are 9 MB: more than
    // the kernel buffers).
    let mut slow = small_buffer_stream(srv.tcp.unwrap()).await;
    let mut asks = b"slow\r\n".to_vec();
    for _ in 0..10_000 {
        asks.extend_from_slice(b"HELP\r\n");
    }
    slow.write_all(&asks).await.unwrap();
    // Neither reads another byte: the server lets both go instead of buffering for them.
    eventually("both slow clients are disconnected", || {
        srv.hub.admissions.free_slots() == max
    })
    .await;
    // The TCP one finds its connection ended when it finally reads.
    let mut sink = vec![0u8; 1 << 16];
    let mut total = 0;
    loop {
        match tokio::time::timeout(common::PATIENCE, slow.read(&mut sink)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => total += n,
            Err(_) => panic!("the slow TCP client was never disconnected"),
        }
    }
    assert!(total > 0);
    drop(lazy);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_shutting_down_opens_no_table() {
    let srv = server(config(16)).await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    srv.hub.shutdown.cancel();
    let refused = srv
        .hub
        .create_table(
            None,
            None,
            "nines",
            None,
            None,
            &[SeatChoice::Open, SeatChoice::Open],
            false,
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, ErrorCode::ShuttingDown);
    let bye = ann.until("bye").await;
    assert!(bye["reason"].as_str().unwrap().contains("kept"));
    srv.shutdown().await;
}

/// Requests sent together cannot pass the table limits together: a table being opened
/// counts as open (requests from ten connections of one player allowed 20 opened 26).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_asked_for_at_once_count_against_the_limit() {
    let srv = server(ServerConfig {
        max_tables_per_player: 3,
        ..config(23)
    })
    .await;
    let addr = srv.http.unwrap();
    let (first, token) = Ws::player(addr, "eager").await;
    let mut conns = vec![first];
    for i in 0..9 {
        let mut w = Ws::connect(addr, &format!("eager{i}")).await;
        w.send(json!({"type": "hello", "token": token})).await;
        w.until("welcome").await;
        conns.push(w);
    }
    for w in &mut conns {
        for id in 0..2 {
            w.send(
                json!({"type": "create_table", "game": "nines", "seats": ["me", "open"], "id": id}),
            )
            .await;
        }
    }
    let mut created = 0;
    for w in &mut conns {
        for _ in 0..2 {
            let v = w
                .until_match("an answer", |v| {
                    v["type"] == "created" || v["type"] == "error"
                })
                .await;
            if v["type"] == "created" {
                created += 1;
            } else {
                assert_eq!(v["code"], "too_many_tables", "{v}");
            }
        }
    }
    assert_eq!(created, 3);
    srv.shutdown().await;
}
