//! A client acts only for its own seat, on both doors: forged and borrowed tokens, forged
//! seat numbers, moves for another table or a finished game, replayed (stale) messages, and
//! spectators trying to play are all refused, and none of them changes the table.

mod common;

use common::{Line, Ws, server};
use parlour_catalog::GameKind;
use parlour_server::ServerConfig;
use serde_json::{Value, json};

fn config(seed: u64) -> ServerConfig {
    ServerConfig {
        seed,
        ..ServerConfig::default()
    }
}

/// A table's state as `ws` sees it now.
async fn look(ws: &mut Ws, table: &str) -> Value {
    ws.send(json!({"type": "open", "table": table})).await;
    let t = table.to_string();
    ws.until_match("the table's state", move |v| {
        v["type"] == "state" && v["table"] == t.as_str()
    })
    .await["state"]
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_the_web_door_nobody_acts_for_another_seat() {
    let srv = server(config(31)).await;
    let addr = srv.http.unwrap();
    let (mut ann, ann_token) = Ws::player(addr, "ann").await;
    let (mut bob, _) = Ws::player(addr, "bob").await;
    let (mut cy, _) = Ws::player(addr, "cy").await;
    ann.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]}))
        .await;
    let t1 = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    bob.send(json!({"type": "join", "table": t1})).await;
    let state = ann.my_turn(&t1).await;
    let version = state["version"].clone();
    // Cy has a table of her own, of another game.
    cy.send(json!({"type": "create_table", "game": "isolo", "seats": ["me", "easy"]}))
        .await;
    let t2 = cy.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();

    // Tokens that are almost Ann's are nobody's.
    let near: Vec<String> = vec![
        ann_token[..ann_token.len() - 1].to_string(),
        ann_token.to_uppercase(),
        format!("{ann_token}0"),
        format!("{}{}", &ann_token[1..], &ann_token[..1]),
    ];
    for token in near {
        let mut eve = Ws::connect(addr, "eve").await;
        eve.send(json!({"type": "hello", "token": token})).await;
        assert_eq!(eve.error().await["code"], "unknown_token", "{token}");
        eve.send(json!({"type": "move", "table": t1, "version": version, "move": "d6"}))
            .await;
        assert_eq!(eve.error().await["code"], "not_identified");
    }
    // A seat number in a message is not part of the protocol: refused whole.
    for forged in [
        json!({"type": "move", "table": t1, "version": version, "move": "d6", "seat": 0}),
        json!({"type": "move", "table": t1, "version": version, "move": "d6", "you": 0}),
        json!({"type": "resign", "table": t1, "seat": 0}),
        json!({"type": "hello", "nick": "x", "player": 1}),
    ] {
        bob.send(forged.clone()).await;
        assert_eq!(bob.error().await["code"], "bad_message", "{forged}");
    }
    // Places: taken ones cannot be sat in, and a computer may not take the place of a
    // person who is here (nor one's own, nor one that does not exist).
    for place in [0, 1, 5] {
        cy.send(json!({"type": "join", "table": t1, "place": place}))
            .await;
        let code = cy.error().await["code"].clone();
        let wanted = if place == 5 {
            "no_such_place"
        } else {
            "place_taken"
        };
        assert_eq!(code, wanted, "place {place}");
    }
    for place in [0, 1, 7] {
        bob.send(json!({"type": "take_over", "table": t1, "place": place, "level": "easy"}))
            .await;
        // (A place the table does not have is said so.)
        let wanted = if place == 7 {
            "no_such_place"
        } else {
            "not_away"
        };
        assert_eq!(bob.error().await["code"], wanted, "place {place}");
    }
    cy.send(json!({"type": "take_over", "table": t1, "place": 1}))
        .await;
    assert_eq!(cy.error().await["code"], "not_seated");
    // Ann acts at a table of another game where she does not sit.
    let cy_state = look(&mut cy, &t2).await;
    for msg in [
        json!({"type": "move", "table": t2, "version": cy_state["version"], "move": "1"}),
        json!({"type": "resign", "table": t2}),
        json!({"type": "undo", "table": t2}),
        json!({"type": "offer_draw", "table": t2}),
        json!({"type": "leave", "table": t2}),
    ] {
        ann.send(msg.clone()).await;
        let e = ann.error().await;
        assert_eq!(e["code"], "not_seated", "{msg}: {e}");
        assert_eq!(e["table"], t2.as_str());
    }
    // A move of her own table's version sent to the other table: she sits nowhere there,
    // and is told that first (not that the version is stale).
    ann.send(json!({"type": "move", "table": t2, "version": 999_999, "move": "d6"}))
        .await;
    assert_eq!(ann.error().await["code"], "not_seated");
    // Bob plays for Ann while it is her turn: not his turn, whatever he sends.
    bob.send(json!({"type": "move", "table": t1, "version": version, "move": "d6"}))
        .await;
    assert_eq!(bob.error().await["code"], "not_your_turn");
    bob.send(json!({"type": "undo", "table": t1})).await;
    assert_eq!(bob.error().await["code"], "undo_not_allowed");

    // Nothing of that changed either table.
    let now = look(&mut ann, &t1).await;
    assert_eq!(now["version"], version);
    assert!(now["moves"].as_array().unwrap().is_empty());
    assert_eq!(look(&mut cy, &t2).await["version"], cy_state["version"]);

    // The real move plays; replaying it (its old version) is refused.
    let m = json!({"type": "move", "table": t1, "version": version, "move": "d6"});
    ann.send(m.clone()).await;
    bob.my_turn(&t1).await;
    ann.send(m).await;
    assert_eq!(ann.error().await["code"], "stale_version");
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_the_tcp_door_nobody_acts_for_another_seat() {
    let srv = server(ServerConfig {
        quick_game: GameKind::Nines,
        ..config(32)
    })
    .await;
    let addr = srv.tcp.unwrap();
    let (mut ann, ann_token) = Line::player(addr, "ann").await;
    let (mut bob, _) = Line::player(addr, "bob").await;
    let start = ann.until("START").await;
    bob.until("START").await;
    // Whoever plays white moves first.
    let ann_white = start.ends_with("you are white");
    let (first, second) = if ann_white {
        (&mut ann, &mut bob)
    } else {
        (&mut bob, &mut ann)
    };
    first.until("YOURMOVE").await;
    second.until("TURN").await;

    // The other seat types a move: not its turn, nothing played.
    second.send("d6").await;
    assert!(second.until("NOTYOURTURN").await.contains("not yours"));
    // The player to move sends the same move twice at once (a replay): once played, the
    // second is not theirs to play any more.
    first.send_raw(b"d6\r\nd6\r\n").await;
    let moved = first.until("MOVE").await;
    assert!(moved.contains("played d6"), "{moved}");
    first.until("NOTYOURTURN").await;

    // A spectator types moves and commands: refused, she sits here not.
    let (mut cy, _) = Line::player(addr, "cy").await;
    cy.send("WATCH t1").await;
    cy.until("BOARD").await;
    for line in ["d5", "RESIGN", "DRAW", "TAKEOVER white"] {
        cy.send(line).await;
        let refused = cy.until("ERROR").await;
        assert!(
            refused.contains("do not sit at this table")
                || refused.contains("not a person who has been away")
                || refused.contains("away for a while"),
            "{line}: {refused}"
        );
    }
    // Her LEAVE stops her watching, and leaves the game alone.
    cy.send("LEAVE").await;
    assert!(cy.until("INFO").await.contains("stopped watching"));
    cy.send("JOIN t1").await;
    assert!(cy.until("ERROR").await.contains("no open place"));

    // Tokens that are almost Ann's are nobody's.
    for token in [
        ann_token[..ann_token.len() - 1].to_string(),
        ann_token.to_uppercase(),
        format!("{ann_token}x"),
    ] {
        let mut eve = Line::connect(addr, "eve").await;
        eve.until("NICK").await;
        eve.send(&format!("TOKEN {token}")).await;
        let again = eve.until("NICK").await;
        assert!(again.contains("not known"), "{again}");
    }
    // A seated player may not hand a present player's seat to a computer.
    let (seated, other_seat) = if ann_white {
        (&mut bob, "white")
    } else {
        (&mut ann, "white")
    };
    seated.send(&format!("TAKEOVER {other_seat}")).await;
    assert!(seated.until("ERROR").await.contains("away"));

    // Resigning ends the game for both (a finished game takes no move: the web door's test
    // shows `game_over`; here both players are back to waiting at once, and the next game
    // is a new one). One of them has not moved yet: the game is called off, and says who.
    seated.send("RESIGN").await;
    let end = seated.until("END").await;
    assert!(
        end.contains("called off") && end.contains("resigned before everyone had moved"),
        "{end}"
    );
    srv.shutdown().await;
}
