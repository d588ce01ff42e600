//! The records over HTTP: player pages, leaderboards, replays and exports, and what a
//! running game with hidden cards keeps to itself.

mod common;

use common::Ws;
use parlour_server::ServerConfig;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// A GET over plain HTTP/1.1: the status and the body.
async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    get_with(addr, path, "").await
}

/// A GET with request headers (`Accept-Language: vi\r\n`…): the status and the body.
async fn get_with(addr: SocketAddr, path: &str, headers: &str) -> (u16, String) {
    let answer = common::http_get(addr, path, headers).await;
    (answer.status, answer.text())
}

async fn get_json(addr: SocketAddr, path: &str) -> (u16, Value) {
    get_json_with(addr, path, "").await
}

/// A GET with request headers: the status and the JSON body.
async fn get_json_with(addr: SocketAddr, path: &str, headers: &str) -> (u16, Value) {
    let (status, body) = get_with(addr, path, headers).await;
    let v = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}"));
    (status, v)
}

fn config() -> ServerConfig {
    ServerConfig {
        seed: 11,
        computer_pace: Duration::ZERO,
        ..ServerConfig::default()
    }
}

/// Opens a table against the random player and returns its id.
async fn table(ws: &mut Ws, game: &str) -> String {
    ws.create_table(game, json!(["me", "random"])).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_on_the_player_page_the_leaderboard_and_replays() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let t = table(&mut ann, "nines").await;
    let s = ann.my_turn(&t).await;
    ann.send(json!({"type": "move", "table": t, "version": s["version"], "move": "d6"}))
        .await;
    ann.my_turn(&t).await;
    ann.send(json!({"type": "resign", "table": t})).await;
    ann.until_match("the end", |v| !v["state"]["outcome"].is_null())
        .await;

    let id = format!("{t}.1");
    let (status, replay) = get_json(addr, &format!("/api/records/{id}")).await;
    assert_eq!(status, 200, "{replay}");
    let frames = replay["frames"].as_array().unwrap();
    assert_eq!(frames.len(), 3, "the start and two moves");
    assert_eq!(frames[1]["notation"], "d6");
    assert!(
        frames[0]["board"].is_object(),
        "the game's own view: {}",
        frames[0]
    );
    assert_eq!(frames[2]["outcome"]["reason"], "resignation");
    assert_eq!(replay["record"]["seats"][0]["name"], "ann");
    assert_eq!(replay["seat_names"][0], "white");

    let (status, page) = get_json(addr, "/api/players/ANN").await;
    assert_eq!(status, 200);
    assert_eq!(page["nick"], "ann");
    let nines = &page["games"][0];
    assert_eq!(
        (nines["game"].as_str(), nines["losses"].as_u64()),
        (Some("nines"), Some(1))
    );
    assert!(nines["rating"]["rating"].as_f64().unwrap() < 1500.0);
    assert_eq!(page["series"][0]["table"], t.as_str());
    assert_eq!(page["recent"][0]["moves"], 2);

    let (status, board) = get_json(addr, "/api/leaderboard/nines").await;
    assert_eq!(status, 200);
    assert_eq!(
        board[0]["key"], "computer:random",
        "the winner leads: {board}"
    );
    assert_eq!(board.as_array().unwrap().len(), 2);
    // How each one's rated games went.
    let results =
        |r: &Value| [&r["wins"], &r["draws"], &r["losses"], &r["survivals"]].map(|n| n.as_u64());
    assert_eq!(
        results(&board[0]),
        [Some(1), Some(0), Some(0), Some(0)],
        "{board}"
    );
    assert_eq!(
        results(&board[1]),
        [Some(0), Some(0), Some(1), Some(0)],
        "{board}"
    );
    // Its later rows, as the page's "More players" asks for them.
    let (status, rest) = get_json(addr, "/api/leaderboard/nines?limit=1&offset=1").await;
    assert_eq!(status, 200);
    assert_eq!(rest.as_array().unwrap().len(), 1);
    assert_eq!(rest[0]["key"], board[1]["key"]);
    let (status, none) = get_json(addr, "/api/leaderboard/nines?offset=18446744073709551615").await;
    assert_eq!((status, none), (200, serde_json::json!([])));

    let (_, list) = get_json(addr, "/api/records?player=ann&game=nines").await;
    assert_eq!(list.as_array().unwrap().len(), 1);

    let (status, text) = get(addr, &format!("/api/records/{id}/export.txt")).await;
    assert_eq!(status, 200);
    assert!(text.contains("1. White d6"), "{text}");
    assert!(text.contains("White resigns"), "{text}");
    // In the reader's language: the page says it, else the browser's Accept-Language.
    let (_, text) = get(addr, &format!("/api/records/{id}/export.txt?lang=ru")).await;
    assert!(text.contains("1. Белые d6"), "{text}");
    assert!(text.contains("Белые: признание поражения"), "{text}");
    let (_, text) = get_with(
        addr,
        &format!("/api/records/{id}/export.txt"),
        "Accept-Language: vi, en;q=0.5\r\n",
    )
    .await;
    assert!(text.contains("Trắng chịu thua"), "{text}");
    let (status, json) = get_json(addr, &format!("/api/records/{id}/export.json")).await;
    assert_eq!(status, 200);
    assert_eq!(json["log"].as_array().unwrap().len(), 3);

    // What does not exist is a 404 with a sentence, never a crash; a request that cannot
    // be read is a 400 in the same JSON, saying why.
    let unread = "the query cannot be read:";
    for (path, status, why) in [
        ("/api/players/nobody", 404, "no player 'nobody'"),
        ("/api/leaderboard/chess", 404, "unknown game 'chess'"),
        ("/api/records/t999.1", 404, "no game 't999.1'"),
        ("/api/records/t1.1.1", 404, "'t1.1.1' is not a game"),
        ("/api/records/garbage", 404, "'garbage' is not a game"),
        ("/api/records?player=nobody", 404, "no player 'nobody'"),
        (
            "/api/records?limit=abc",
            400,
            "the query cannot be read: limit: invalid digit",
        ),
        ("/api/records?running=maybe", 400, unread),
        ("/api/leaderboard/nines?limit=-1", 400, unread),
        ("/api/records?limit=0", 400, "limit must be at least 1"),
        (
            "/api/leaderboard/nines?limit=0",
            400,
            "limit must be at least 1",
        ),
        (
            "/api/players/%FF",
            400,
            "the address cannot be read: invalid UTF-8",
        ),
    ] {
        let (got, v) = get_json(addr, path).await;
        assert_eq!(got, status, "{path}: {v}");
        let error = v["error"].as_str().unwrap_or_default();
        assert!(error.starts_with(why), "{path}: {error}");
    }
    let (status, _) = get(addr, &format!("/api/records/{id}/export.exe")).await;
    assert_eq!(status, 404);
    // What the request named is quoted by its start only.
    let long = "x".repeat(5000);
    let (status, v) = get_json(addr, &format!("/api/players/{long}")).await;
    assert_eq!(status, 404);
    assert!(v["error"].as_str().unwrap().len() < 100, "{v}");
    // A game's id too (one that reads as an id was quoted whole: 60,000 bytes back).
    let (status, v) = get_json(addr, &format!("/api/records/t{}.1", "9".repeat(5000))).await;
    assert_eq!(status, 404);
    assert!(v["error"].as_str().unwrap().len() < 100, "{v}");
    // A game found by another spelling of its id is answered under its own.
    let odd = id.to_uppercase().replace('.', ".0");
    let (status, v) = get_json(addr, &format!("/api/records/{odd}")).await;
    assert_eq!(
        (status, v["id"].as_str()),
        (200, Some(id.as_str())),
        "{odd}"
    );

    // A player's games a page at a time, running ones among them (`running=any`), as
    // the player page asks for older games than its first twenty.
    let t2 = table(&mut ann, "nines").await;
    let s = ann.my_turn(&t2).await;
    ann.send(json!({"type": "move", "table": t2, "version": s["version"], "move": "d6"}))
        .await;
    ann.my_turn(&t2).await;
    let page = async |query: &str| -> Vec<String> {
        let (status, v) = get_json(addr, &format!("/api/records?player=ann&{query}")).await;
        assert_eq!(status, 200, "{query}: {v}");
        v.as_array()
            .unwrap()
            .iter()
            .map(|g| format!("{}.{}", g["table"].as_str().unwrap(), g["number"]))
            .collect()
    };
    assert_eq!(page("running=any&limit=1").await, [format!("{t2}.1")]);
    assert_eq!(page("running=any&limit=1&offset=1").await, vec![id.clone()]);
    assert!(page("running=any&offset=2").await.is_empty());
    // An offset past every game, however large, is past every game (2⁶³ wrapped round to
    // the first page).
    for huge in [
        "9223372036854775807",
        "9223372036854775808",
        "18446744073709551615",
    ] {
        assert!(
            page(&format!("running=any&offset={huge}")).await.is_empty(),
            "{huge}"
        );
    }
    assert_eq!(page("").await, vec![id.clone()], "finished ones, as before");
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_card_game_stays_on_the_server_until_it_is_over() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let t = table(&mut ann, "tablenette").await;
    ann.my_turn(&t).await;
    let id = format!("{t}.1");
    for path in [
        format!("/api/records/{id}"),
        format!("/api/records/{id}/export.json"),
        format!("/api/records/{id}/export.txt"),
    ] {
        let (status, v) = get_json(addr, &path).await;
        assert_eq!(status, 403, "{path}: {v}");
        assert!(v["error"].as_str().unwrap().contains("hides cards"), "{v}");
    }
    // The running list shows the game, without anything hidden in it.
    let (_, running) = get_json(addr, "/api/records?running=true").await;
    assert_eq!(running[0]["table"], t.as_str());
    ann.play_a_round(&t).await;
    ann.send(json!({"type": "resign", "table": t})).await;
    ann.until_match("the end", |v| !v["state"]["outcome"].is_null())
        .await;
    // Over: the replay shows both hands, seat by seat.
    let (status, replay) = get_json(addr, &format!("/api/records/{id}")).await;
    assert_eq!(status, 200, "{replay}");
    let first = &replay["frames"][0];
    assert_eq!(first["seats"].as_array().unwrap().len(), 2);
    assert_ne!(first["seats"][0], first["seats"][1]);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_open_game_replays_without_its_seed() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let t = table(&mut ann, "virus-war").await;
    ann.my_turn(&t).await;
    let (status, replay) = get_json(addr, &format!("/api/records/{t}.1")).await;
    assert_eq!(status, 200, "{replay}");
    assert!(replay["record"].get("seed").is_none(), "{replay}");
    assert_eq!(replay["record"]["game"], "virus-war");
    assert!(replay["record"]["outcome"].is_null());
    srv.shutdown().await;
}

fn cyrillic(text: &str) -> bool {
    text.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_speaks_the_language_it_is_asked_in() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let t = table(&mut ann, "isolo").await;
    let s = ann.my_turn(&t).await;
    let first = s["legal"][0]["notation"].clone();
    ann.send(json!({"type": "move", "table": t, "version": s["version"], "move": first}))
        .await;
    ann.my_turn(&t).await;
    ann.send(json!({"type": "resign", "table": t})).await;
    ann.until_match("the end", |v| !v["state"]["outcome"].is_null())
        .await;
    let id = format!("{t}.1");

    let (status, en) = get_json(addr, &format!("/api/records/{id}")).await;
    assert_eq!(status, 200, "{en}");
    let (status, ru) = get_json(addr, &format!("/api/records/{id}?lang=ru")).await;
    assert_eq!(status, 200, "{ru}");
    let english = en["frames"][1]["explanation"].as_str().unwrap();
    let russian = ru["frames"][1]["explanation"].as_str().unwrap();
    assert!(!cyrillic(english), "{english}");
    assert!(
        cyrillic(russian),
        "the move explained in Russian: {russian}"
    );
    // Line by line too (each with the lap it tells), as a live table's state gives them.
    let lines: Vec<&str> = ru["frames"][1]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap())
        .collect();
    assert_eq!(lines.join("\n"), russian);
    assert!(cyrillic(ru["name"].as_str().unwrap()), "{}", ru["name"]);
    let last = ru["frames"].as_array().unwrap().last().unwrap();
    assert!(
        cyrillic(last["outcome"]["reason_text"].as_str().unwrap()),
        "{last}"
    );
    // What programs read stays the same in every language.
    assert_eq!(ru["frames"][1]["notation"], en["frames"][1]["notation"]);
    assert_eq!(ru["seat_names"], en["seat_names"]);
    assert_eq!(last["outcome"]["reason"], "resignation");

    // Without `?lang=`, the browser's languages choose; the page's own choice wins.
    let vi_header = "Accept-Language: vi-VN,vi;q=0.9,en;q=0.8\r\n";
    let (_, vi) = get_json_with(addr, &format!("/api/records/{id}"), vi_header).await;
    let vietnamese = vi["frames"][1]["explanation"].as_str().unwrap();
    assert_ne!(vietnamese, english, "the move explained in Vietnamese");
    assert!(!cyrillic(vietnamese), "{vietnamese}");
    let (_, chosen) = get_json_with(addr, &format!("/api/records/{id}?lang=ru"), vi_header).await;
    assert_eq!(chosen["frames"][1]["explanation"].as_str(), Some(russian));
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_computers_of_one_level_are_one_entry_of_a_series_that_says_so() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let t = ann
        .create_table("elephant-fox-mouse", json!(["me", "random", "random"]))
        .await;
    ann.play_a_round(&t).await;
    ann.send(json!({"type": "resign", "table": t})).await;
    ann.until_match("the end", |v| !v["state"]["outcome"].is_null())
        .await;
    let (status, page) = get_json(addr, "/api/players/ann").await;
    assert_eq!(status, 200, "{page}");
    let scores = page["series"][0]["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 2, "ann and the random level: {scores:?}");
    let computers = scores
        .iter()
        .find(|e| e["key"] == "computer:random")
        .unwrap_or_else(|| panic!("{scores:?}"));
    assert_eq!(computers["seats"], 2, "two seats of one level: {computers}");
    assert_eq!(computers["wins"], 1, "{computers}");
    let ann_entry = scores.iter().find(|e| e["name"] == "ann").unwrap();
    assert_eq!(ann_entry["seats"], 1, "{ann_entry}");
    srv.shutdown().await;
}

/// `/api/status` says how the server stands, for a monitor: the records answer, and the
/// counts an operator watches.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_status_says_the_server_stands_and_what_it_holds() {
    let srv = common::server(config()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    table(&mut ann, "nines").await;
    let (status, v) = get_json(addr, "/api/status").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "ok", "{v}");
    assert!(v["records"].is_null(), "{v}");
    assert_eq!(v["players_online"], 1, "{v}");
    assert!(v["tables"].as_u64().is_some_and(|n| n >= 1), "{v}");
    assert!(v["connections"].as_u64().is_some_and(|n| n >= 1), "{v}");
    assert_eq!(v["shutting_down"], false, "{v}");
    srv.shutdown().await;
}
