//! The WebSocket protocol with a raw client: typed errors for every bad message (and nothing
//! changes), seats that only their own player can act for, reconnection with the token.

mod common;

use common::{Line, Ws, server};
use parlour_server::ServerConfig;
use serde_json::{Value, json};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

fn config(seed: u64) -> ServerConfig {
    ServerConfig {
        seed,
        ..ServerConfig::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_get_typed_errors_and_change_nothing() {
    let srv = server(config(3)).await;
    let addr = srv.http.unwrap();
    let mut w = Ws::connect(addr, "ann").await;

    // Before hello, only ping works.
    w.send(json!({"type": "lobby", "watch": true})).await;
    assert_eq!(w.error().await["code"], "not_identified");
    w.send(json!({"type": "ping", "id": 5})).await;
    assert_eq!(w.until("pong").await["id"], 5);
    // Junk.
    for junk in [
        "not json",
        "[1,2,3]",
        r#"{"type":"fly"}"#,
        r#"{"type":"ping","x":1}"#,
    ] {
        w.send_text(junk).await;
        let e = w.error().await;
        assert_eq!(e["code"], "bad_message", "{junk}: {e}");
        assert!(e["message"].as_str().unwrap().contains("not a message"));
    }
    w.send(json!({"type": "hello", "nick": "two words"})).await;
    assert_eq!(w.error().await["code"], "nick_invalid");
    w.send(json!({"type": "hello", "nick": "ann"})).await;
    let welcome = w.until("welcome").await;
    assert_eq!(welcome["you"]["nick"], "ann");
    assert_eq!(welcome["games"].as_array().unwrap().len(), 5);
    w.send(json!({"type": "hello", "nick": "ann"})).await;
    assert_eq!(w.error().await["code"], "bad_message");

    // Bad tables.
    for (msg, code) in [
        (
            json!({"type": "create_table", "game": "chess", "seats": ["me", "hard"]}),
            "unknown_game",
        ),
        (
            json!({"type": "create_table", "game": "nines", "seats": ["me"]}),
            "bad_seats",
        ),
        (
            json!({"type": "create_table", "game": "nines", "seats": ["me", "me"]}),
            "bad_seats",
        ),
        (
            json!({"type": "create_table", "game": "nines", "seats": ["me", "grandmaster"]}),
            "unknown_level",
        ),
        (
            json!({"type": "create_table", "game": "nines", "variant": "fast", "seats": ["me", "hard"]}),
            "unknown_variant",
        ),
        (
            json!({"type": "move", "table": "t999", "version": 1, "move": "d6"}),
            "unknown_table",
        ),
    ] {
        w.send(msg.clone()).await;
        let e = w.error().await;
        assert_eq!(e["code"], code, "{msg}: {e}");
    }

    // A table against the computer: the first state lists the legal moves.
    w.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    let state = w.my_turn("t1").await;
    let version = state["version"].as_u64().unwrap();
    assert_eq!(state["you"], 0);
    assert!(
        state["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["notation"] == "d6" && m["kind"] == "place")
    );

    // A stale version, a malformed move, an illegal one: errors, and nothing changes.
    w.send(json!({"type": "move", "table": "t1", "version": version + 5, "move": "d6", "id": 1}))
        .await;
    let e = w.error().await;
    assert_eq!(e["code"], "stale_version");
    assert_eq!(e["args"]["sent"], version + 5);
    assert_eq!(e["args"]["current"], version);
    assert_eq!(e["id"], 1);
    assert_eq!(e["table"], "t1");
    w.send(json!({"type": "move", "table": "t1", "version": version, "move": "zz"}))
        .await;
    assert_eq!(w.error().await["code"], "malformed_move");
    w.send(json!({"type": "move", "table": "t1", "version": version, "move": "d6-d5"}))
        .await;
    assert_eq!(w.error().await["code"], "illegal_move");
    // A message of a megabyte.
    let big = format!(
        r#"{{"type":"ping","id":1,"pad":"{}"}}"#,
        "x".repeat(1 << 20)
    );
    w.send_text(&big).await;
    let e = w.error().await;
    assert_eq!(e["code"], "too_large");
    // None of that changed the table: the same version plays.
    w.send(json!({"type": "ping", "id": 2})).await;
    w.until("pong").await;
    assert!(
        w.seen.iter().filter(|v| v["type"] == "state").count() == 1,
        "no new state after refused messages: {:#?}",
        w.tail()
    );
    w.send(json!({"type": "move", "table": "t1", "version": version, "move": "d6"}))
        .await;
    let after = w.my_turn("t1").await;
    assert!(after["version"].as_u64().unwrap() > version);
    assert_eq!(after["moves"][0]["notation"], "d6");
    assert_eq!(
        after["moves"].as_array().unwrap().len(),
        2,
        "the computer answered"
    );
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_seats_own_player_acts_for_it() {
    let srv = server(config(4)).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let (mut bob, _) = Ws::player(addr, "bob").await;
    let (mut cy, _) = Ws::player(addr, "cy").await;

    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]}))
        .await;
    let waiting = ann.until("state").await;
    assert_eq!(waiting["state"]["phase"], "waiting");
    // Bob finds the table in the lobby and sits down.
    bob.send(json!({"type": "lobby", "watch": true})).await;
    let lobby = bob
        .until_match("the open table", |v| {
            v["type"] == "lobby" && v["open"].as_array().is_some_and(|o| !o.is_empty())
        })
        .await;
    let table = lobby["open"][0]["id"].as_str().unwrap().to_string();
    assert_eq!(lobby["open"][0]["game"], "nines");
    bob.send(json!({"type": "join", "table": table})).await;
    let state = ann.my_turn(&table).await;
    let version = state["version"].as_u64().unwrap();
    let bob_state = bob
        .until_match("bob's first state", |v| {
            v["type"] == "state" && v["state"]["phase"] == "playing"
        })
        .await;
    assert_eq!(bob_state["state"]["you"], 1);
    assert!(bob_state["state"]["legal"].as_array().unwrap().is_empty());

    // Bob may not move for White, whatever he sends.
    bob.send(json!({"type": "move", "table": table, "version": version, "move": "d6"}))
        .await;
    assert_eq!(bob.error().await["code"], "not_your_turn");
    // A spectator acts for nobody.
    cy.send(json!({"type": "open", "table": table})).await;
    let seen = cy.until("state").await;
    assert!(seen["state"]["you"].is_null());
    assert!(seen["state"]["legal"].as_array().unwrap().is_empty());
    for msg in [
        json!({"type": "move", "table": table, "version": version, "move": "d6"}),
        // Not told the version moved (it did not) when the point is that he sits nowhere.
        json!({"type": "move", "table": table, "version": version + 5, "move": "d6"}),
        json!({"type": "resign", "table": table}),
        json!({"type": "offer_draw", "table": table}),
    ] {
        cy.send(msg).await;
        assert_eq!(cy.error().await["code"], "not_seated");
    }
    cy.send(json!({"type": "join", "table": table})).await;
    assert_eq!(cy.error().await["code"], "table_full");

    // Ann moves; everyone sees it, the spectator too.
    ann.send(json!({"type": "move", "table": table, "version": version, "move": "d6"}))
        .await;
    let after = bob.my_turn(&table).await;
    assert_eq!(after["moves"][0]["notation"], "d6");
    cy.until_match("the move", |v| {
        v["type"] == "state" && v["state"]["moves"].as_array().is_some_and(|m| m.len() == 1)
    })
    .await;
    // An old message replayed: stale.
    ann.send(json!({"type": "move", "table": table, "version": version, "move": "d5"}))
        .await;
    assert_eq!(ann.error().await["code"], "stale_version");
    // Bob answers, then resigns: the game is over and both may play again (seats rotate).
    // (Before his first move it would have been called off.)
    bob.send(json!({"type": "move", "table": table, "version": after["version"], "move": "d2"}))
        .await;
    ann.my_turn(&table).await;
    bob.send(json!({"type": "resign", "table": table})).await;
    let over = ann
        .until_match("the end", |v| {
            v["type"] == "state" && v["state"]["phase"] == "over"
        })
        .await;
    assert_eq!(over["state"]["outcome"]["reason"], "resignation");
    assert_eq!(over["state"]["series"]["players"][0]["wins"], 1);
    // A move for the finished game is refused.
    let v = over["state"]["version"].as_u64().unwrap();
    ann.send(json!({"type": "move", "table": table, "version": v, "move": "d5"}))
        .await;
    assert_eq!(ann.error().await["code"], "game_over");
    ann.send(json!({"type": "ready", "table": table})).await;
    bob.send(json!({"type": "ready", "table": table})).await;
    let second = bob.my_turn(&table).await;
    assert_eq!(second["game_number"], 2);
    assert_eq!(second["you"], 0, "Bob has White in the second game");
    srv.shutdown().await;
}

/// A refusal quotes what was sent only by its start, whichever way it went out: a table's
/// refusal of a 10,000-letter move, and a 15,000-letter table id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_text_sent_comes_back_only_by_its_start() {
    let srv = server(config(6)).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let table = ann.create_table("nines", json!(["me", "random"])).await;
    let s = ann.my_turn(&table).await;
    for lang in ["en", "ru"] {
        ann.send(json!({"type": "language", "lang": lang})).await;
        ann.until("language").await;
        let long = "x".repeat(10_000);
        ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": long}))
            .await;
        let e = ann.error().await;
        assert_eq!(e["code"], "malformed_move", "{e}");
        assert!(
            e.to_string().len() < 1_000,
            "{lang}: {} bytes",
            e.to_string().len()
        );
    }
    let long_id = "t".repeat(15_000);
    ann.send(json!({"type": "open", "table": long_id})).await;
    let e = ann.error().await;
    assert_eq!(e["code"], "unknown_table", "{e}");
    assert!(e.to_string().len() < 1_000, "{} bytes", e.to_string().len());
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_comes_back_with_the_token_finds_the_seat_and_position() {
    let srv = server(config(5)).await;
    let addr = srv.http.unwrap();
    let (mut ann, token) = Ws::player(addr, "ann").await;
    let (mut bob, _) = Ws::player(addr, "bob").await;
    let table = ann.create_table("nines", json!(["me", "open"])).await;
    bob.send(json!({"type": "join", "table": table})).await;
    let s = ann.my_turn(&table).await;
    ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": "a7"}))
        .await;
    let s = bob.my_turn(&table).await;
    bob.send(json!({"type": "move", "table": table, "version": s["version"], "move": "g1"}))
        .await;
    let before = ann.my_turn(&table).await;

    // Ann's connection drops: the game does not end, her seat waits, Bob sees she is away.
    ann.close().await;
    let away = bob
        .until_match("ann away", |v| {
            v["type"] == "state" && !v["state"]["seats"][0]["away_secs"].is_null()
        })
        .await;
    assert_eq!(away["state"]["phase"], "playing");
    // A stranger cannot take her seat with a made-up token.
    let mut eve = Ws::connect(addr, "eve").await;
    eve.send(json!({"type": "hello", "token": "0123456789abcdef0123456789abcdef"}))
        .await;
    assert_eq!(eve.error().await["code"], "unknown_token");

    // She comes back with her token: same seat, same position, her turn.
    let mut again = Ws::connect(addr, "ann again").await;
    again.send(json!({"type": "hello", "token": token})).await;
    let welcome = again.until("welcome").await;
    assert_eq!(welcome["you"]["nick"], "ann");
    assert_eq!(welcome["tables"], json!([table]));
    let state = again.my_turn(&table).await;
    assert_eq!(state["you"], 0);
    assert_eq!(state["version"], before["version"]);
    assert_eq!(state["board"], before["board"]);
    assert!(state["seats"][0]["away_secs"].is_null());
    again
        .send(json!({"type": "move", "table": table, "version": state["version"], "move": "d7"}))
        .await;
    let s = bob.my_turn(&table).await;
    assert_eq!(s["moves"].as_array().unwrap().len(), 3);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_key_signs_out_the_old_one_everywhere_but_keeps_the_game() {
    let srv = server(config(6)).await;
    let (addr, door) = (srv.http.unwrap(), srv.tcp.unwrap());
    let (mut ann, old) = Ws::player(addr, "ann").await;
    let table = ann.create_table("nines", json!(["me", "random"])).await;
    let before = ann.my_turn(&table).await;
    // The key has leaked: someone else plays as ann in another browser and at the door.
    let mut eve = Ws::connect(addr, "eve's browser").await;
    eve.send(json!({"type": "hello", "token": old})).await;
    assert_eq!(eve.until("welcome").await["you"]["nick"], "ann");
    let mut eve_door = Line::connect(door, "eve's door").await;
    eve_door.until("NICK").await;
    eve_door.send(&format!("TOKEN {old}")).await;
    assert!(eve_door.until("INFO").await.contains("Hello, ann"));

    ann.send(json!({"type": "new_key", "id": 41})).await;
    let key = ann.until("key").await;
    assert_eq!(key["id"], 41);
    let new = key["token"].as_str().unwrap().to_string();
    assert_eq!(new.len(), 32);
    assert_ne!(new, old);

    // The old key's connections are told why, then closed.
    let closed = eve.closed().await;
    let told = eve.seen.last().unwrap().clone();
    assert_eq!(told["code"], "key_changed", "{told}");
    assert!(told.get("table").is_none());
    assert_eq!(closed.map(|c| c.1), Some("key changed".to_string()));
    let said = eve_door.until_closed().await;
    let bye = said.iter().find(|l| l.starts_with("BYE")).expect("a BYE");
    assert!(bye.contains("your token was changed"), "{said:?}");

    // The old key signs in nowhere now; the new one does, as ann, at her table.
    let mut stale = Ws::connect(addr, "stale").await;
    stale.send(json!({"type": "hello", "token": old})).await;
    assert_eq!(stale.error().await["code"], "unknown_token");
    let mut again = Ws::connect(addr, "ann elsewhere").await;
    again.send(json!({"type": "hello", "token": new})).await;
    let welcome = again.until("welcome").await;
    assert_eq!(welcome["you"]["nick"], "ann");
    assert_eq!(welcome["tables"], json!([table]));
    // The connection that asked stays signed in and plays on.
    ann.send(json!({"type": "move", "table": table, "version": before["version"], "move": "d6"}))
        .await;
    let s = ann.my_turn(&table).await;
    assert_eq!(s["moves"].as_array().unwrap().len(), 2);

    // At the door too: NEWKEY gives a new token, and the web page that used the last one
    // is signed out.
    let mut door_ann = Line::connect(door, "ann's door").await;
    door_ann.until("NICK").await;
    door_ann.send(&format!("TOKEN {new}")).await;
    assert!(door_ann.until("INFO").await.contains("Hello, ann"));
    door_ann.send("NEWKEY").await;
    let mut info = door_ann.until("INFO").await;
    while !info.contains("Your new token is ") {
        info = door_ann.until("INFO").await;
    }
    let newest = info
        .split("Your new token is ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .unwrap()
        .to_string();
    assert_eq!(ann.closed().await.map(|c| c.1), Some("key changed".into()));
    assert_eq!(
        again.closed().await.map(|c| c.1),
        Some("key changed".into())
    );
    let mut web = Ws::connect(addr, "ann's browser").await;
    web.send(json!({"type": "hello", "token": newest})).await;
    assert_eq!(web.until("welcome").await["you"]["nick"], "ann");
    // Before a hello there is no key to change.
    let mut nobody = Ws::connect(addr, "nobody").await;
    nobody.send(json!({"type": "new_key"})).await;
    assert_eq!(nobody.error().await["code"], "not_identified");
    srv.shutdown().await;
}

/// Ann and Bob at a Nines table, Ann to move, on a server where someone away may be
/// replaced after 0.3 s.
async fn ann_and_bob_at_nines_quick_to_replace() -> (parlour_server::Running, Ws, Ws, String, String)
{
    let mut c = config(6);
    c.takeover_after = Duration::from_millis(300);
    let srv = server(c).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let (mut bob, bob_token) = Ws::player(addr, "bob").await;
    let table = ann.create_table("nines", json!(["me", "open"])).await;
    bob.send(json!({"type": "join", "table": table})).await;
    ann.my_turn(&table).await;
    (srv, ann, bob, bob_token, table)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_away_player_can_be_replaced_by_a_computer_after_the_timeout() {
    let (srv, mut ann, bob, bob_token, table) = ann_and_bob_at_nines_quick_to_replace().await;
    // Too early: Bob is here.
    ann.send(json!({"type": "take_over", "table": table, "place": 1}))
        .await;
    assert_eq!(ann.error().await["code"], "not_away");
    // A level the game does not have is said so, whether or not the place may be taken.
    ann.send(json!({"type": "take_over", "table": table, "place": 1, "level": "god"}))
        .await;
    assert_eq!(ann.error().await["code"], "unknown_level");
    bob.close().await;
    let offer = ann
        .until_match("the take-over offer", |v| {
            v["type"] == "state" && v["state"]["actions"]["take_over"] == json!([1])
        })
        .await;
    assert_eq!(offer["state"]["seats"][1]["place"], 1);
    ann.send(json!({"type": "take_over", "table": table, "place": 1, "level": "random"}))
        .await;
    // Bob had not moved yet: the game is called off, as his leaving would have called it
    // off, and the next, once Ann is ready, has the computer in his place (White now: the
    // seats turn each game).
    let off = ann
        .until_match("the game called off", |v| {
            v["type"] == "state" && v["state"]["abandoned"] == true
        })
        .await;
    // Everyone is told who called it off, and how.
    assert_eq!(
        off["state"]["called_off"],
        json!({"seat": 1, "name": "bob", "how": "went_away"})
    );
    ann.send(json!({"type": "ready", "table": table})).await;
    let taken = ann
        .until_match("game 2 with the computer in Bob's place", |v| {
            v["type"] == "state"
                && v["state"]["game_number"] == 2
                && v["state"]["seats"][0]["player"]["computer"] == true
        })
        .await;
    assert!(taken["state"]["seats"][0]["away_secs"].is_null());
    let s = ann.my_turn(&table).await;
    assert_eq!(
        s["moves"].as_array().unwrap().len(),
        1,
        "the computer moved first"
    );
    let v = s["version"].clone();
    let mv = s["legal"][0]["notation"].clone();
    ann.send(json!({"type": "move", "table": table, "version": v, "move": mv}))
        .await;
    let s = ann
        .until_match("the computer's answer", |v| {
            v["type"] == "state" && v["state"]["moves"].as_array().is_some_and(|m| m.len() == 3)
        })
        .await;
    assert_eq!(s["state"]["seats"][0]["player"]["computer"], true);
    // Bob comes back: he is told, once, where a computer took his place.
    let mut back = Ws::connect(srv.http.unwrap(), "bob again").await;
    back.send(json!({"type": "hello", "token": bob_token}))
        .await;
    back.until("welcome").await;
    let told = back.error().await;
    assert_eq!(told["code"], "taken_over", "{told}");
    assert_eq!(told["args"]["table"], table.as_str());
    srv.shutdown().await;
}

/// Between games too: a player who went away does not hold up the next game for ever.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_away_player_can_be_replaced_between_games() {
    let (srv, mut ann, bob, _, table) = ann_and_bob_at_nines_quick_to_replace().await;
    ann.send(json!({"type": "resign", "table": table})).await;
    ann.until_match("the end of game 1", |v| {
        v["type"] == "state" && v["state"]["phase"] == "over"
    })
    .await;
    bob.close().await;
    ann.until_match("the take-over offer between games", |v| {
        v["type"] == "state"
            && v["state"]["phase"] == "over"
            && v["state"]["actions"]["take_over"] == json!([1])
    })
    .await;
    ann.send(json!({"type": "take_over", "table": table, "place": 1, "level": "random"}))
        .await;
    ann.send(json!({"type": "ready", "table": table})).await;
    ann.until_match("game 2 with a computer in Bob's place", |v| {
        v["type"] == "state" && v["state"]["phase"] == "playing" && v["state"]["game_number"] == 2
    })
    .await;
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_tells_every_client() {
    let srv = server(config(7)).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    ann.send(json!({"type": "create_table", "game": "isolo", "seats": ["me", "easy"]}))
        .await;
    ann.until("state").await;
    let stop = tokio::spawn(srv.shutdown());
    let bye = ann.until("bye").await;
    assert!(bye["reason"].as_str().unwrap().contains("shutting down"));
    tokio::time::timeout(Duration::from_secs(10), stop)
        .await
        .expect("shutdown finishes: every task is tracked")
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_cannot_be_saved_is_not_played() {
    let store = parlour_store::Store::memory();
    let mut c = config(8);
    c.computer_pace = Duration::ZERO;
    let srv = common::server_on(c, store.clone()).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "random"]}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let before = ann.my_turn(&table).await;
    // The disk fills up: the move is refused with a clear error and nobody sees it played.
    store.fail_writes(true);
    ann.send(json!({"type": "move", "table": table, "version": before["version"], "move": "d6"}))
        .await;
    let e = ann.error().await;
    assert_eq!(e["code"], "not_saved");
    assert!(e["message"].as_str().unwrap().contains("disk"), "{e}");
    let after = ann
        .until_match("the state after the refusal", |v| v["type"] == "state")
        .await;
    assert!(after["state"]["moves"].as_array().unwrap().is_empty());
    assert_eq!(after["state"]["to_move"], 0);
    // A new table cannot be opened either, and the server keeps running.
    ann.send(json!({"type": "create_table", "game": "isolo", "seats": ["me", "easy"]}))
        .await;
    assert_eq!(ann.error().await["code"], "not_saved");
    // Space again: the same move plays, and the computer answers.
    store.fail_writes(false);
    let v = after["state"]["version"].clone();
    ann.send(json!({"type": "move", "table": table, "version": v, "move": "d6"}))
        .await;
    let s = ann.my_turn(&table).await;
    assert_eq!(s["moves"].as_array().unwrap().len(), 2);
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_limit_chosen_at_the_table_ends_the_chase_in_a_draw() {
    let srv = server(ServerConfig {
        computer_pace: Duration::ZERO,
        ..config(4)
    })
    .await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    // Without options the game has no limit; with `ply_cap` it stops there.
    ann.send(json!({"type": "create_table", "game": "elephant-fox-mouse",
        "seats": ["me", "random", "random"], "options": {"ply_cap": 0}}))
        .await;
    assert_eq!(ann.error().await["code"], "bad_setup", "a limit of 0 moves");
    // Options that are not an object are refused, not taken for none.
    for options in [json!("5"), json!([1])] {
        ann.send(json!({"type": "create_table", "game": "elephant-fox-mouse",
            "seats": ["me", "random", "random"], "options": options}))
            .await;
        let e = ann.error().await;
        assert_eq!(e["code"], "bad_setup", "{options}: {e}");
        assert!(
            e["message"].as_str().unwrap().contains("must be an object"),
            "{e}"
        );
    }
    ann.send(json!({"type": "create_table", "game": "elephant-fox-mouse",
        "seats": ["me", "random", "random"], "options": {"ply_cap": 4}}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let over = loop {
        let v = ann
            .until_match("a state of the table", |v| {
                v["type"] == "state" && v["table"] == table.as_str()
            })
            .await;
        let state = &v["state"];
        assert_eq!(state["board"]["ply_cap"], 4);
        if state["phase"] == "over" {
            break state.clone();
        }
        let mine =
            state["to_move"] == state["you"] && !state["legal"].as_array().unwrap().is_empty();
        if mine {
            // A move that eats nothing, so only the limit can end the game.
            let quiet = state["legal"]
                .as_array()
                .unwrap()
                .iter()
                .find(|m| m["kind"] == "move")
                .expect("a quiet move")
                .clone();
            ann.send(
                json!({"type": "move", "table": table, "version": state["version"],
                "move": quiet["notation"]}),
            )
            .await;
        }
    };
    let board = &over["board"];
    assert_eq!(board["ply"], 4, "{board}");
    assert_eq!(board["result"]["reason"], "ply cap", "{board}");
    assert_eq!(over["outcome"]["results"], json!(["draw", "draw", "draw"]));
    srv.shutdown().await;
}

/// The number of spectators the lobby message `v` gives for `table`, if it lists the table.
fn spectators_in(v: &Value, table: &str) -> Option<u64> {
    if v["type"] != "lobby" {
        return None;
    }
    ["open", "playing"]
        .iter()
        .flat_map(|list| v[*list].as_array().into_iter().flatten())
        .find(|t| t["id"] == table)
        .and_then(|t| t["spectators"].as_u64())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_counts_a_spectator_until_he_closes_the_table_or_goes() {
    let srv = server(config(9)).await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let table = ann.create_table("nines", json!(["me", "open"])).await;
    ann.send(json!({"type": "lobby", "watch": true})).await;
    let count = |n: u64| {
        let t = table.clone();
        move |v: &Value| spectators_in(v, &t) == Some(n)
    };
    ann.until_match("no spectator", count(0)).await;

    // Cat watches, then closes the table: the lobby counts him, then no longer.
    let (mut cat, _) = Ws::player(addr, "cat").await;
    cat.send(json!({"type": "open", "table": table})).await;
    cat.until("state").await;
    ann.until_match("cat watching", count(1)).await;
    cat.send(json!({"type": "close", "table": table})).await;
    cat.until("closed").await;
    ann.until_match("cat no longer watching", count(0)).await;

    // He watches again and his connection drops: the same.
    cat.send(json!({"type": "open", "table": table})).await;
    cat.until("state").await;
    ann.until_match("cat watching again", count(1)).await;
    cat.close().await;
    ann.until_match("cat gone", count(0)).await;
    srv.shutdown().await;
}

/// A series between two games, every place taken, is still a table people play at: the
/// lobby lists it with the games being played, where a spectator looks for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_table_between_games_stays_in_the_lobby() {
    let srv = server(config(9)).await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    let table = ann.create_table("nines", json!(["me", "easy"])).await;
    let listed = |list: &[parlour_protocol::TableSummary]| list.iter().any(|t| t.id == table);
    common::eventually("the game is listed", || listed(&srv.hub.lobby().playing)).await;
    ann.play_a_round(&table).await;
    ann.send(json!({"type": "resign", "table": table})).await;
    ann.until_match("state", |v| v["state"]["phase"] == "over")
        .await;
    common::eventually("the series is listed between games", || {
        let lobby = srv.hub.lobby();
        let over = lobby.playing.iter().any(|t| t.id == table && t.games == 1);
        over && !listed(&lobby.open)
    })
    .await;
    // Nobody will start its next game once its people are all away.
    ann.close().await;
    common::eventually("the deserted table leaves the lobby", || {
        !listed(&srv.hub.lobby().playing)
    })
    .await;
    srv.shutdown().await;
}

/// Computers alone play one game and stop: once it is over, nothing is played there, so the
/// lobby does not list it with the games being played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_of_computers_alone_leaves_the_lobby() {
    let srv = server(ServerConfig {
        computer_pace: Duration::ZERO,
        ..config(10)
    })
    .await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    ann.send(
        json!({"type": "create_table", "game": "nines", "seats": ["random", "random"], "id": 1}),
    )
    .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    ann.until_match("state", |v| v["state"]["phase"] == "over")
        .await;
    common::eventually("the finished game leaves the lobby", || {
        let lobby = srv.hub.lobby();
        !lobby
            .playing
            .iter()
            .chain(&lobby.open)
            .any(|t| t.id == table)
    })
    .await;
    srv.shutdown().await;
}

/// A table of computers alone goes on with its series while someone watches: a few
/// seconds after each result, the next game (it stopped after one, "2/2 ready").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_alone_play_on_while_watched() {
    let srv = common::server(ServerConfig {
        computer_pace: Duration::ZERO,
        ..config(21)
    })
    .await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    let table = ann.create_table("nines", json!(["random", "random"])).await;
    let t = table.clone();
    ann.until_match("the first game over", move |v| {
        v["type"] == "state" && v["table"] == t.as_str() && v["state"]["phase"] == "over"
    })
    .await;
    let t = table.clone();
    ann.until_match("the second game", move |v| {
        v["type"] == "state" && v["table"] == t.as_str() && v["state"]["game_number"] == 2
    })
    .await;
    srv.shutdown().await;
}

/// A frame the WebSocket protocol forbids ends the connection with a close frame that says
/// why (it was dropped without a word): an unmasked frame or a reserved bit is a protocol
/// error (1002), a frame over the 2 MiB limit is too big (1009), text that is not UTF-8
/// is invalid (1007). A raw client, since a WebSocket library would not send them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forbidden_frame_is_answered_with_a_close_frame_that_says_why() {
    let srv = server(config(4)).await;
    let addr = srv.http.unwrap();
    let masked = |first: u8, payload: &[u8]| {
        let mut f = vec![first, 0x80 | payload.len() as u8, 0, 0, 0, 0];
        f.extend_from_slice(payload); // (a zero mask leaves the payload as it is)
        f
    };
    let hello = br#"{"type":"hello"}"#;
    let mut unmasked = vec![0x81, hello.len() as u8];
    unmasked.extend_from_slice(hello);
    let mut too_big = vec![0x81, 0xff];
    too_big.extend_from_slice(&(3u64 << 20).to_be_bytes());
    too_big.extend_from_slice(&[0; 4 + 100]);
    let cases: [(&str, Vec<u8>, u16); 4] = [
        ("unmasked", unmasked, 1002),
        ("a reserved bit", masked(0xc1, hello), 1002),
        ("too big", too_big, 1009),
        ("not utf-8", masked(0x81, b"\xff\xfe"), 1007),
    ];
    for (what, frame, code) in cases {
        let mut s = raw_upgrade(addr).await;
        s.write_all(&frame).await.unwrap();
        let mut got = Vec::new();
        let read = tokio::time::timeout(common::PATIENCE, s.read_to_end(&mut got)).await;
        assert!(read.is_ok(), "{what}: the connection was never closed");
        let head_end = got.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
        let reply = &got[head_end..];
        assert!(
            reply.len() >= 4 && reply[0] == 0x88,
            "{what}: no close frame: {reply:?}"
        );
        assert_eq!(u16::from_be_bytes([reply[2], reply[3]]), code, "{what}");
    }
}

/// A client that floods without reading is told why it is cut off: its refusals quote the
/// requests' ids (they quoted none), and the close frame (1008) reaches it (the server closed
/// with the rest of the flood unread, the system reset the connection, and the client lost
/// what had come before). A message that is not of the protocol quotes its id too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_refused_by_id_and_told_why_it_is_closed() {
    let srv = server(config(5)).await;
    let addr = srv.http.unwrap();
    let mut w = Ws::connect(addr, "ann").await;
    w.send(json!({"type": "move", "table": "t1", "move": "a7", "version": -1, "id": 77}))
        .await;
    let e = w.error().await;
    assert_eq!(
        (e["code"].as_str(), e["id"].as_u64()),
        (Some("bad_message"), Some(77))
    );
    w.close().await;
    // 200 pings, one write each, and only then a look at what came back.
    let mut s = raw_upgrade(addr).await;
    for id in 0..200 {
        let ping = json!({"type": "ping", "id": id}).to_string();
        let mut frame = vec![0x81, 0x80 | ping.len() as u8, 0, 0, 0, 0];
        frame.extend_from_slice(ping.as_bytes());
        if s.write_all(&frame).await.is_err() {
            break;
        }
    }
    let mut got = Vec::new();
    let read = tokio::time::timeout(common::PATIENCE, s.read_to_end(&mut got)).await;
    assert!(
        matches!(read, Ok(Ok(_))),
        "the connection was reset: {read:?}"
    );
    let text = String::from_utf8_lossy(&got);
    assert!(text.contains(r#""id":88,"code":"rate_limited""#), "{text}");
    assert!(text.contains("too many messages"), "{text}");
}

/// A client's close frame is answered with the server's (RFC 6455): the connection was
/// dropped without one, and browsers took the close for an unclean one (1006).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_s_close_is_answered_with_a_close() {
    let srv = server(config(6)).await;
    let mut s = raw_upgrade(srv.http.unwrap()).await;
    // A masked close frame, code 1000, with a zero mask.
    s.write_all(&[0x88, 0x82, 0, 0, 0, 0, 0x03, 0xe8])
        .await
        .unwrap();
    let mut got = Vec::new();
    let read = tokio::time::timeout(common::PATIENCE, s.read_to_end(&mut got)).await;
    assert!(matches!(read, Ok(Ok(_))), "{read:?}");
    let head_end = got.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
    let reply = &got[head_end..];
    assert!(
        reply.len() >= 2 && reply[0] == 0x88,
        "no close frame back: {reply:?}"
    );
}

/// A WebSocket connection upgraded by hand, for frames no library would send.
async fn raw_upgrade(addr: std::net::SocketAddr) -> tokio::net::TcpStream {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let upgrade = format!(
        "GET /ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    s.write_all(upgrade.as_bytes()).await.unwrap();
    s
}

/// A server's settings (computers without their pace) and records in `dir`, for a test
/// that starts it again on the same records.
fn restartable(dir: &tempfile::TempDir) -> (ServerConfig, parlour_store::Location) {
    let mut c = config(9);
    c.computer_pace = Duration::ZERO;
    let records = parlour_store::Location::Sqlite {
        path: dir.path().join("parlour.db"),
        durability: Default::default(),
    };
    (c, records)
}

/// A table rebuilt from its records after a restart goes on counting versions above the
/// ones it had: a move quoting a version of before the restart is refused as stale (the
/// versions began again at 1, so a move chosen on the empty board was played on the
/// position eight moves on).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_version_from_before_a_restart_is_stale_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let (c, records) = restartable(&dir);
    let srv = common::server_on(c.clone(), parlour_store::Store::open(&records).unwrap()).await;
    let (mut ann, token) = Ws::player(srv.http.unwrap(), "ann").await;
    let table = ann.create_table("nines", json!(["me", "random"])).await;
    let mut versions = Vec::new();
    for _ in 0..4 {
        let s = ann.my_turn(&table).await;
        versions.push(s["version"].as_u64().unwrap());
        let first = s["legal"][0]["notation"].clone();
        ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": first}))
            .await;
    }
    let before = ann.my_turn(&table).await;
    srv.shutdown().await;
    let srv = common::server_on(c, parlour_store::Store::open(&records).unwrap()).await;
    let mut ann = Ws::connect(srv.http.unwrap(), "ann").await;
    ann.send(json!({"type": "hello", "token": token})).await;
    let now = ann.my_turn(&table).await;
    assert_eq!(
        now["moves"], before["moves"],
        "the game goes on where it was"
    );
    let v = now["version"].as_u64().unwrap();
    assert!(versions.iter().all(|old| *old < v), "{versions:?} then {v}");
    for old in versions {
        ann.send(json!({"type": "move", "table": table, "version": old, "move": now["legal"][0]["notation"]}))
            .await;
        let e = ann.error().await;
        assert_eq!(e["code"], "stale_version", "version {old}: {e}");
    }
    ann.send(
        json!({"type": "move", "table": table, "version": v, "move": now["legal"][0]["notation"]}),
    )
    .await;
    assert!(ann.my_turn(&table).await["version"].as_u64().unwrap() > v);
    srv.shutdown().await;
}

/// A table whose last game was called off comes back from a restart as it stood: it says
/// who called the game off, and its next game starts, numbered after it (it took the
/// called-off game's number again, which the records refused: the table could never play
/// again).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_game_was_called_off_plays_on_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (c, records) = restartable(&dir);
    let srv = common::server_on(c.clone(), parlour_store::Store::open(&records).unwrap()).await;
    let (mut ann, token) = Ws::player(srv.http.unwrap(), "ann").await;
    // The computer moves first; ann resigns before her first move.
    let table = ann.create_table("nines", json!(["random", "me"])).await;
    ann.my_turn(&table).await;
    ann.send(json!({"type": "resign", "table": table})).await;
    let off = ann
        .until_match("the game called off", |v| {
            v["type"] == "state" && v["state"]["called_off"].is_object()
        })
        .await;
    assert_eq!(off["state"]["game_number"], 1, "{off}");
    srv.shutdown().await;

    let srv = common::server_on(c, parlour_store::Store::open(&records).unwrap()).await;
    let mut ann = Ws::connect(srv.http.unwrap(), "ann").await;
    ann.send(json!({"type": "hello", "token": token})).await;
    let back = ann
        .until_match("the table", |v| v["type"] == "state" && v["table"] == table)
        .await;
    let state = &back["state"];
    assert_eq!(
        (&state["phase"], &state["game_number"]),
        (&json!("over"), &json!(1)),
        "{back}"
    );
    assert_eq!(
        state["called_off"],
        json!({"seat": 1, "name": "ann", "how": "resigned"}),
        "{back}"
    );
    assert_eq!(
        state["moves"], off["state"]["moves"],
        "the board where the game stopped"
    );
    assert_eq!(state["moves"].as_array().map(Vec::len), Some(1));
    ann.send(json!({"type": "ready", "table": table})).await;
    let next = ann.my_turn(&table).await;
    assert_eq!(next["game_number"], 2, "{next}");
    assert!(
        ann.tail().iter().all(|v| v["type"] != "error"),
        "{:?}",
        ann.tail()
    );
    srv.shutdown().await;
}

/// Against a computer at its pace, a move brings each state once: the mover's move, the
/// computer thinking, its answer. The end of the pace sent the table's state again, as it
/// was, after each of the two moves (twice the traffic of a game against the computer).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_state_is_sent_once_for_each_change() {
    let srv = server(ServerConfig {
        computer_pace: Duration::from_millis(200),
        ..config(8)
    })
    .await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    let table = ann.create_table("nines", json!(["me", "easy"])).await;
    let s = ann.my_turn(&table).await;
    let from = ann.seen.len();
    ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": "d6"}))
        .await;
    ann.until_match("the computer's answer", |v| {
        v["type"] == "state" && v["state"]["moves"].as_array().map(Vec::len) == Some(2)
    })
    .await;
    // A moment more: nothing comes after the answer, as nothing changed.
    ann.listen_for(Duration::from_millis(600)).await;
    let states: Vec<Value> = ann.seen[from..]
        .iter()
        .filter(|v| v["type"] == "state")
        .map(|v| v["state"].clone())
        .collect();
    for pair in states.windows(2) {
        assert!(
            pair[0] != pair[1],
            "a state sent twice as it was: version {}, thinking {}",
            pair[0]["version"],
            pair[0]["thinking"]
        );
    }
    let told: Vec<String> = states
        .iter()
        .map(|s| format!("v{} thinking {}", s["version"], s["thinking"]))
        .collect();
    assert_eq!(told.len(), 3, "{told:?}");
}
