//! The TCP door over real connections on loopback: the Elephant–Fox–Mouse brief's flow
//! (nicknames, waiting n/3, the start, malformed lines, illegal moves, moves out of turn, a
//! whole game to a capture, the end to all, back to waiting), computers filling seats, a
//! disconnect that keeps the seat for the token, a web player and an `nc` player at one
//! table, hidden cards that never reach the other socket, and `RULES` read at the door.

mod common;

use common::{Line, Ws, server};
use parlour_catalog::{AnyMatch, GameKind};
use parlour_core::Budget;
use parlour_server::{ServerConfig, table_seed};
use serde_json::json;
use std::collections::HashMap;
use std::time::Duration;

fn config(seed: u64) -> ServerConfig {
    ServerConfig {
        seed,
        ..ServerConfig::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_play_to_a_capture_and_return_to_waiting() {
    let srv = server(config(7)).await;
    let addr = srv.tcp.unwrap();

    // Nicknames: welcome, a valid one, a duplicate (any case), an invalid one.
    let mut alice = Line::connect(addr, "alice").await;
    assert!(alice.until("WELCOME").await.contains("Elephant–Fox–Mouse"));
    alice.until("NICK").await;
    alice.send("alice").await;
    assert!(alice.until("INFO").await.contains("Your token is"));
    assert!(alice.until("WAIT").await.contains("1/3"));

    let mut bob = Line::connect(addr, "bob").await;
    bob.until("NICK").await;
    bob.send("ALICE").await;
    assert!(bob.until("NICK").await.contains("taken"));
    bob.send("аlice").await; // a Cyrillic а
    let refused = bob.until("NICK").await;
    assert!(refused.contains("looks like 'alice'"), "{refused}");
    bob.send("no spaces allowed").await;
    assert!(
        bob.until("NICK")
            .await
            .contains("1 to 10 letters, digits or _")
    );
    bob.send("bob").await;
    assert!(bob.until("WAIT").await.contains("2/3"));
    assert!(alice.until("WAIT").await.contains("2/3"));

    let (carol, _) = Line::player(addr, "carol").await;

    // The start, announced to all three, with seats and turn order.
    let mut clients = [alice, bob, carol];
    let mut seat_of_client: HashMap<String, String> = HashMap::new();
    let mut announced_order = String::new();
    for c in clients.iter_mut() {
        let start = c.until("START").await;
        announced_order = start
            .split("turn order: ")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string();
        for pair in start.split([' ', ';']).filter(|w| w.contains('=')) {
            let (seat, nick) = pair.split_once('=').unwrap();
            seat_of_client.insert(nick.to_string(), seat.to_string());
        }
    }
    assert_eq!(seat_of_client.len(), 3, "{seat_of_client:?}");

    // A mirror of the server's game, from the same seed, to choose sensible moves.
    let kind = GameKind::ElephantFoxMouse;
    let mut mirror: Box<dyn AnyMatch> = kind.new_match(None, table_seed(7, 1), false).unwrap();
    let names = kind.info().seat_names;
    let order: Vec<&str> = mirror
        .turn_order()
        .iter()
        .map(|s| names[s.index()])
        .collect();
    assert_eq!(
        announced_order,
        order.join(", "),
        "START announces the game's drawn turn order"
    );
    let client_for = |seat: usize| {
        let seat_name = names[seat];
        let nick = seat_of_client
            .iter()
            .find(|(_, s)| *s == seat_name)
            .map(|(n, _)| n.clone())
            .unwrap();
        ["alice", "bob", "carol"]
            .iter()
            .position(|n| *n == nick)
            .unwrap()
    };
    // The hunter plays the exact table; the other two play easy, so a capture comes.
    let mut bots: Vec<_> = (0..3)
        .map(|s| {
            kind.new_bot(if s == 0 { "hard" } else { "easy" }, s as u64 + 1)
                .unwrap()
        })
        .collect();

    let mut plies = 0;
    let mut tested_errors = false;
    while let Some(seat) = mirror.to_move() {
        let mover = client_for(seat.index());
        let prompt = clients[mover].until("YOURMOVE").await;
        let legal: Vec<String> = mirror.legal_moves();
        assert!(
            prompt.contains(&legal[0]),
            "the prompt lists the legal moves: {prompt}"
        );
        if !tested_errors {
            tested_errors = true;
            clients[mover].send("zz").await;
            assert!(clients[mover].until("INVALID").await.contains("malformed"));
            clients[mover].until("YOURMOVE").await;
            let illegal = ["a1", "f6", "a6", "f1", "c3", "d4"]
                .iter()
                .find(|c| !legal.contains(&c.to_string()))
                .unwrap();
            clients[mover].send(illegal).await;
            let msg = clients[mover].until("INVALID").await;
            assert!(msg.contains("illegal move"), "{msg}");
            clients[mover].until("YOURMOVE").await;
            let other = (mover + 1) % 3;
            clients[other].send(&legal[0]).await;
            assert!(
                clients[other]
                    .until("NOTYOURTURN")
                    .await
                    .contains("not yours")
            );
        }
        let choice = bots[seat.index()]
            .choose(mirror.as_ref(), &Budget::unlimited())
            .unwrap();
        let bare_trail = mirror.completions(&choice).len() > 1;
        mirror.play_exact(&choice).unwrap();
        clients[mover].send(&choice).await;
        if bare_trail {
            // Played as typed: no "can be played 2 ways" chooser.
            let moved = clients[mover].until("MOVE").await;
            assert!(moved.contains(&format!("played {choice}:")), "{moved}");
        }
        plies += 1;
        assert!(plies < 3000, "no capture after {plies} plies");
        if mirror.outcome().is_some() {
            break;
        }
        // Everyone sees the move, the board, the players and whose turn it is.
        for c in clients.iter_mut() {
            let mv = c.until("MOVE").await;
            assert!(mv.contains(&choice), "{mv}");
            c.until("BOARD").await;
            c.until("PLAYERS").await;
            c.until("TURN").await;
        }
    }
    let outcome = mirror.outcome().unwrap();
    assert_eq!(outcome.reason, "eaten", "{outcome:?}");
    for c in clients.iter_mut() {
        let end = c.until("END").await;
        // Winner first, then loser, then survivor, each with a seat.
        let (w, l, s) = (
            end.find("winner:").unwrap(),
            end.find("loser:").unwrap(),
            end.find("survivor:").unwrap(),
        );
        assert!(w < l && l < s, "{end}");
    }
    // Each door says READY for its player after END, so the next game starts for all three
    // (a door may say WAIT in between, or not, if the others were ready before it looked:
    // a state waiting for a reader is replaced by the newest).
    for c in clients.iter_mut() {
        assert!(c.until("START").await.contains("(game 2)"));
    }
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_fill_seats_and_a_dropped_player_comes_back_with_the_token() {
    let srv = server(ServerConfig {
        seed: 9,
        bots: true,
        bot_wait: Duration::from_millis(200),
        bot_level: "easy".into(),
        ..ServerConfig::default()
    })
    .await;
    let addr = srv.tcp.unwrap();

    // One person alone: computer players take the two empty seats.
    let (mut dan, token) = Line::player(addr, "dan").await;
    assert!(dan.until("WAIT").await.contains("computer players"));
    let start = dan.until("START").await;
    assert_eq!(start.matches("-bot").count(), 2, "{start}");
    dan.until("PLAYERS").await;

    // Dan drops; the game waits for him. He comes back with his token.
    drop(dan);
    let mut back = Line::connect(addr, "dan again").await;
    back.until("NICK").await;
    back.send("TOKEN nonsense").await;
    let refused = back.until("NICK").await;
    assert!(refused.contains("not known"), "{refused}");
    assert_eq!(refused.matches("choose a nickname").count(), 1, "{refused}");
    back.send(&format!("TOKEN {token}")).await;
    assert!(back.until("INFO").await.contains("Hello, dan"));
    assert!(back.until("INFO").await.contains("back at table"));
    // His game goes on: it is told as under way, not as beginning.
    assert!(back.until("INFO").await.contains("(game 1) is under way"));
    back.until("PLAYERS").await;

    // A malformed flood does not break the connection; a long line is not echoed.
    back.send(&"x".repeat(2000)).await;
    let refused = back.until("INVALID").await;
    assert!(
        refused.contains("at most 512 bytes") && !refused.contains("xxx"),
        "{refused}"
    );
    back.send(&"y".repeat(600)).await;
    let refused = back.until("INVALID").await;
    assert!(!refused.contains("yyy"), "{refused}");
    back.send(&"z".repeat(300)).await;
    let refused = back.until("INVALID").await;
    assert!(
        refused.contains("not a move") && !refused.contains("zzz"),
        "{refused}"
    );
    back.send("tables").await;
    assert!(back.until("TABLE").await.contains("elephant-fox-mouse"));
    back.send("quit").await;
    back.until("BYE").await;
    srv.shutdown().await;
}

/// A web client that watches the lobby (every change comes to it).
async fn lobby_watcher(srv: &parlour_server::Running) -> Ws {
    let (mut watcher, _) = Ws::player(srv.http.unwrap(), "watcher").await;
    watcher.send(json!({"type": "lobby", "watch": true})).await;
    watcher
}

/// Quick play does not seat a newcomer with somebody who has gone: the game would start
/// against a seat nobody plays. The table that waits for its away player stays his, and
/// the lobby does not offer it to anyone while he is away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_play_passes_over_a_table_whose_player_is_away() {
    let srv = server(config(12)).await;
    let addr = srv.tcp.unwrap();
    let mut watcher = lobby_watcher(&srv).await;

    let (mut dan, token) = Line::player(addr, "dan").await;
    assert!(dan.until("WAIT").await.contains("1/3"));
    let lobby = watcher
        .until_match("dan's table", |v| {
            v["type"] == "lobby" && v["open"].as_array().is_some_and(|o| o.len() == 1)
        })
        .await;
    let dans = lobby["open"][0]["id"].clone();
    drop(dan);
    watcher
        .until_match("dan's table hidden while he is away", |v| {
            v["type"] == "lobby" && v["open"].as_array().is_some_and(|o| o.is_empty())
        })
        .await;

    // Eve is not seated with him: she waits alone at a new table.
    let (mut eve, _) = Line::player(addr, "eve").await;
    assert!(eve.until("WAIT").await.contains("1/3"));

    // Dan comes back to his own table; with him there, it is a quick table like any other.
    let (_back, again) = Line::back(addr, "dan again", &token, "dan").await;
    assert!(again.contains(dans.as_str().unwrap()), "{again}");
    watcher
        .until_match("nobody away", |v| {
            v["type"] == "lobby"
                && v["open"]
                    .as_array()
                    .is_some_and(|o| o.len() == 2 && o.iter().all(|t| t["away"] == 0))
        })
        .await;
    srv.shutdown().await;
}

/// `play` still takes a player back to his own waiting quick table when he is away from
/// it (connected, but following another of his tables), rather than opening him a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_takes_a_player_back_to_his_own_waiting_table() {
    let srv = server(config(13)).await;
    let addr = srv.tcp.unwrap();
    let mut watcher = lobby_watcher(&srv).await;
    // Dan opens a Nines table on the web (t1, the first of his tables) and stays there.
    let (mut web, token) = Ws::player(srv.http.unwrap(), "dan").await;
    web.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "open"]}))
        .await;
    web.until("created").await;
    // On the TCP door he asks for a game: a quick table of his own; then he drops there.
    let (mut tcp, _) = Line::back(addr, "dan tcp", &token, "dan").await;
    tcp.send("play").await;
    // (The Nines table he follows says "1/2" first, or not, as the lines come.)
    while !tcp.until("WAIT").await.contains("1/3") {}
    drop(tcp);
    let efm_tables = |v: &serde_json::Value| -> Vec<serde_json::Value> {
        v["open"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|t| t["game"] == "elephant-fox-mouse")
            .cloned()
            .collect()
    };
    watcher
        .until_match("his quick table, hidden while he is away", |v| {
            v["type"] == "lobby" && efm_tables(v).is_empty()
        })
        .await;
    // Back on the door he follows his first table (the Nines one); `play` brings him to
    // his quick table, not to a new one.
    let (mut tcp, _) = Line::back(addr, "dan tcp again", &token, "dan").await;
    tcp.send("play").await;
    watcher
        .until_match("one quick table, him there", |v| {
            v["type"] == "lobby" && {
                let efm = efm_tables(v);
                efm.len() == 1 && efm[0]["away"] == 0
            }
        })
        .await;
    // The door shows him that table (after the Nines table's line, which he followed).
    while !tcp.until("WAIT").await.contains("1/3") {}
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_player_and_an_nc_player_share_a_table() {
    let srv = server(config(11)).await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    let table = ann.create_table("nines", json!(["me", "open"])).await;

    let (mut bob, _) = Line::player(srv.tcp.unwrap(), "bob").await;
    bob.send("tables").await;
    let mut listed = bob.until("TABLE").await;
    while !listed.contains(&table) {
        listed = bob.until("TABLE").await;
    }
    assert!(
        listed.contains("nines") && listed.contains("black=(open)"),
        "{listed}"
    );
    bob.send("leave").await; // leave the quick table the door seated him at
    bob.send(&format!("join {table}")).await;
    let start = bob.until("START").await;
    assert!(
        start.contains("white=ann") && start.contains("black=bob"),
        "{start}"
    );

    let s = ann.my_turn(&table).await;
    ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": "d6"}))
        .await;
    assert!(bob.until("MOVE").await.contains("ann played d6"));
    bob.until("YOURMOVE").await;
    bob.send("d5").await;
    let s = ann.my_turn(&table).await;
    assert_eq!(s["moves"][1]["notation"], "d5");
    // JOIN of his own table mid-game takes him back to it (the position drawn again),
    // not "places change only between games".
    bob.send(&format!("join {table}")).await;
    let back = bob.until("INFO").await;
    assert!(back.contains(&format!("back at table {table}")), "{back}");
    assert!(bob.until("PLAYERS").await.contains("bob"));
    // The TCP player resigns; the web player sees the win. (Draw offers across the two doors
    // are played in tests/browser_efm.rs: offered from the page and from TCP.)
    bob.send("resign").await;
    let over = ann
        .until_match("the end", |v| {
            v["type"] == "state" && v["state"]["phase"] == "over"
        })
        .await;
    assert_eq!(over["state"]["outcome"]["results"], json!(["win", "loss"]));
    let end = bob.until("END").await;
    assert!(
        end.contains("winner: ann (white), loser: bob (black) ("),
        "{end}"
    );
    srv.shutdown().await;
}

/// `card` ("10D") as the console draws it ("10♦").
fn with_symbol(card: &str) -> String {
    let (rank, suit) = card.split_at(card.len() - 1);
    let symbol = match suit {
        "C" => "♣",
        "D" => "♦",
        "H" => "♥",
        _ => "♠",
    };
    format!("{rank}{symbol}")
}

/// True when `word` stands in `text` on its own (not inside a longer word or number).
fn mentions(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tablenette_hands_never_reach_the_other_socket() {
    let kind = GameKind::Tablenette;
    let srv = server(ServerConfig {
        seed: 21,
        quick_game: kind,
        quick_variant: Some("hand".into()),
        ..ServerConfig::default()
    })
    .await;
    let addr = srv.tcp.unwrap();
    let (c0, _) = Line::player(addr, "ann").await;
    let (c1, _) = Line::player(addr, "ben").await;
    let mut clients = [c0, c1];
    let mut seat_of = HashMap::new();
    for (i, c) in clients.iter_mut().enumerate() {
        let start = c.until("START").await;
        let mine = start.rsplit("you are ").next().unwrap().trim().to_string();
        seat_of.insert(mine, i);
    }
    let mut mirror = kind
        .new_match(Some("hand"), table_seed(21, 1), false)
        .unwrap();
    let names = kind.info().seat_names;
    let client_of = |seat: usize| seat_of[names[seat]];
    let mut bots: Vec<_> = (0..2)
        // Random players: they trail cards that could capture often enough for the check
        // below (a strong player, rightly, rarely does).
        .map(|s| kind.new_bot("random", s as u64).unwrap())
        .collect();
    let hand_of = |m: &dyn AnyMatch, seat: usize| -> Vec<String> {
        let view = m.view(parlour_core::Viewer::Seat(parlour_core::Seat(seat as u8)));
        view["hand"]
            .as_array()
            .map(|h| h.iter().map(|c| c.as_str().unwrap().to_string()).collect())
            .unwrap_or_default()
    };
    let mut checked = 0;
    let mut bare_trails = 0;
    while let Some(seat) = mirror.to_move() {
        let mover = client_of(seat.index());
        clients[mover].until("YOURMOVE").await;
        // Everything each socket has seen so far must not name a card the other seat holds.
        for (seat_index, client) in (0..2).map(|s| (s, client_of(s))) {
            let other_hand = hand_of(mirror.as_ref(), 1 - seat_index);
            // The drawing's typing hint uses the rules' example cards ("KC:10D+4S"), not cards
            // of this deal; leave that line out.
            let seen: Vec<&String> = clients[client]
                .seen
                .iter()
                .filter(|l| !l.contains("KC:10D+4S"))
                .collect();
            let seen = seen
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n");
            for card in &other_hand {
                assert!(
                    !mentions(&seen, card) && !mentions(&seen, &with_symbol(card)),
                    "{} saw {card}, which the other seat holds",
                    clients[client].name
                );
            }
            clients[client].seen.clear();
            checked += 1;
        }
        let choice = bots[seat.index()]
            .choose(mirror.as_ref(), &Budget::unlimited())
            .unwrap();
        // A bare card is a trail, played as typed even when the card could also capture.
        if mirror.completions(&choice).len() > 1 {
            bare_trails += 1;
        }
        let bare_trail = mirror.completions(&choice).len() > 1;
        mirror.play_exact(&choice).unwrap();
        clients[mover].send(&choice).await;
        if bare_trail {
            // Played as typed: no "can be played 2 ways" chooser.
            let moved = clients[mover].until("MOVE").await;
            assert!(moved.contains(&format!("played {choice}:")), "{moved}");
        }
        if mirror.outcome().is_some() {
            break;
        }
        for c in clients.iter_mut() {
            c.until("TURN").await;
        }
    }
    assert!(checked >= 90, "a whole hand is 48 plays: {checked} checks");
    assert!(
        bare_trails > 0,
        "this deal has trails of cards that could capture"
    );
    for c in clients.iter_mut() {
        assert!(c.until("END").await.contains("scores"));
    }
    srv.shutdown().await;
}

/// Lines: at most 512 bytes, longer ones refused unread; what a refusal quotes back of a
/// line is only its start. Nicknames with control characters or bytes that are not text
/// are refused with the reason, never cleaned into another name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_lines_and_bad_nicknames_are_refused_without_echo() {
    let srv = server(ServerConfig {
        quick_game: GameKind::Isolo,
        ..config(3)
    })
    .await;
    let addr = srv.tcp.unwrap();
    let mut c = Line::connect(addr, "dana").await;
    c.until("NICK").await;
    c.send_raw(b"da\x01na\r\n").await;
    let refused = c.until("NICK").await;
    assert!(refused.contains("control character"), "{refused}");
    c.send_raw(b"d\xc3na\n").await;
    let refused = c.until("NICK").await;
    assert!(refused.contains("not UTF-8 text"), "{refused}");
    // A command before a name is not taken for one; the prompt's own tag before the name is
    // understood.
    c.send("TABLES").await;
    let first = c.until("NICK").await;
    assert!(
        first.contains("first choose a nickname") && first.contains("then TABLES works"),
        "{first}"
    );
    // NICK or TOKEN alone: what goes after it is asked for.
    c.send("NICK").await;
    let asked = c.until("NICK").await;
    assert!(asked.contains("which nickname?"), "{asked}");
    c.send("token").await;
    let asked = c.until("NICK").await;
    assert!(asked.contains("type the token after TOKEN"), "{asked}");
    c.send("NICK dana").await;
    assert!(c.until("INFO").await.contains("Hello, dana."));
    c.send("NEW isolo 6-holes me easy").await;
    let request = c.until("YOURMOVE").await;
    assert!(
        request.starts_with("YOURMOVE enter your move (you are south; legal: "),
        "{request}"
    );

    // 512 bytes are read; 513 are not (and nothing of them comes back).
    let limit = format!("{}\n", "q".repeat(512));
    c.send_raw(limit.as_bytes()).await;
    let answer = c.until("INVALID").await;
    assert!(answer.contains("not a move"), "{answer}");
    assert!(!answer.contains(&"q".repeat(21)), "{answer}");
    let over = format!("{}\n", "w".repeat(600));
    c.send_raw(over.as_bytes()).await;
    let answer = c.until("INVALID").await;
    assert!(answer.contains("at most 512 bytes"), "{answer}");
    assert!(!answer.contains("ww"), "{answer}");
    // A shorter bad move and a bad argument are quoted by their first 20 characters.
    let bad_move = "z".repeat(90);
    c.send(&bad_move).await;
    let answer = c.until("INVALID").await;
    assert!(
        answer.contains(&format!("'{}…'", "z".repeat(20))),
        "{answer}"
    );
    c.send(&format!("JOIN {}", "t".repeat(95))).await;
    let answer = c.until("ERROR").await;
    assert!(
        answer.contains(&format!("'{}…'", "t".repeat(20))),
        "{answer}"
    );
    assert!(answer.len() < 100, "{answer}");
    srv.shutdown().await;
}

/// What the server logs at info level: connections, players, tables and results, each
/// table's lines inside a span with its id.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_tables_and_results_are_logged_with_the_table_in_a_span() {
    use std::io::Write;
    use std::sync::{Arc, Mutex};
    #[derive(Clone, Default)]
    struct Capture(Arc<Mutex<Vec<u8>>>);
    impl Write for Capture {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let capture = Capture::default();
    let writer = capture.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_env_filter("parlour_server=info")
        .with_writer(move || writer.clone())
        .finish();
    // Tables and connections run on the runtime's worker threads, so the subscriber must be
    // global; the other tests of this file log into it too, which does no harm.
    tracing::subscriber::set_global_default(subscriber).unwrap();
    let srv = server(config(5)).await;
    let addr = srv.tcp.unwrap();
    let (mut c, _) = Line::player(addr, "logan").await;
    c.send("NEW isolo 6-holes me easy").await;
    let opened = c.until("INFO").await;
    let table = opened
        .split("table ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .unwrap()
        .to_string();
    c.until("YOURMOVE").await;
    // A move each first: a resignation before that calls the game off.
    c.send("1").await;
    c.until("YOURMOVE").await;
    c.send("RESIGN").await;
    c.until("END").await;
    c.send("QUIT").await;
    c.until("BYE").await;
    srv.shutdown().await;
    let log = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    for needle in [
        "tcp connection opened".to_string(),
        "player arrived (tcp) player=logan".to_string(),
        format!("table opened table={table}"),
        format!("table{{id={table}}}"),
        // Who had each result, by name.
        "results=logan: Loss, Computer (easy): Win".to_string(),
        "tcp connection closed".to_string(),
    ] {
        assert!(log.contains(&needle), "'{needle}' not in the log:\n{log}");
    }
    let span = format!("table{{id={table}}}");
    assert!(
        log.lines()
            .any(|l| l.contains("game over") && l.contains(&span)),
        "{log}"
    );
    for over in log.lines().filter(|l| l.contains("game over")) {
        assert!(
            !over.contains("tcp{"),
            "a table's span stands alone: {over}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_cannot_be_saved_is_refused_over_tcp() {
    let store = parlour_store::Store::memory();
    let srv = common::server_on(
        ServerConfig {
            computer_pace: Duration::ZERO,
            ..config(12)
        },
        store.clone(),
    )
    .await;
    let (mut bob, _) = Line::player(srv.tcp.unwrap(), "bob").await;
    bob.send("leave").await; // the quick table the door seated him at
    bob.send("new nines me random").await;
    bob.until("YOURMOVE").await;
    // The disk fills up: the move is refused in words, and the board does not change.
    store.fail_writes(true);
    bob.send("d6").await;
    let refusal = bob.until("ERROR").await;
    assert!(
        refusal.contains("disk") && refusal.contains("not"),
        "the refusal says why: {refusal}"
    );
    store.fail_writes(false);
    bob.send("d6").await;
    assert!(bob.until("MOVE").await.contains("bob played d6"));
    // The computer answers: the game goes on.
    let reply = bob.until("MOVE").await;
    assert!(reply.contains("played"), "{reply}");
    bob.until("YOURMOVE").await;
    srv.shutdown().await;
}

/// The `RULES` lines answering one request: the request is followed by `HELP`, whose
/// answer marks where the rules end.
async fn rules_lines(c: &mut Line, request: &str) -> Vec<String> {
    c.send(request).await;
    c.send("HELP").await;
    let mut got = Vec::new();
    loop {
        let line = c.next_line().await.expect("the server answers");
        if line.starts_with("HELP") {
            return got;
        }
        if line == "RULES" || line.starts_with("RULES ") {
            got.push(line);
        }
    }
}

/// `RULES` reads a game's rules and its computer levels at the door: before a nickname, in
/// the connection's language, and for the table one sits at. No game, an unknown game or
/// an unknown variant is an `ERROR` that changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_are_read_at_the_door() {
    let srv = server(config(11)).await;
    let addr = srv.tcp.unwrap();
    let mut c = Line::connect(addr, "reader").await;
    c.until("NICK").await;

    c.send("RULES").await;
    assert!(c.until("ERROR").await.contains("RULES nines"));
    c.send("RULES chess").await;
    let refused = c.until("ERROR").await;
    assert!(refused.contains("chess"), "{refused}");
    c.send("RULES nines fast").await;
    let refused = c.until("ERROR").await;
    assert!(refused.contains("fast"), "{refused}");

    let nines = rules_lines(&mut c, "rules nines standard").await;
    assert_eq!(nines[0], "RULES # Nines (Nine Men's Morris)");
    assert!(
        nines.contains(&"RULES".to_string()),
        "empty lines are bare tags"
    );
    for level in ["easy:", "medium:", "hard:"] {
        assert!(
            nines
                .iter()
                .any(|l| l.starts_with(&format!("RULES {level}"))),
            "{level} is described: {nines:#?}"
        );
    }
    assert!(
        nines.iter().any(|l| l.contains("exact tables")),
        "{nines:#?}"
    );
    // The default variant (`client`) has no endgame tables.
    let client = rules_lines(&mut c, "RULES nines").await;
    assert!(!client.iter().any(|l| l.contains("exact tables")));

    // In another language, still before a nickname.
    c.send("LANG ru").await;
    c.until("NICK").await;
    let virus = rules_lines(&mut c, "RULES virus-war").await;
    assert_eq!(virus[0], "RULES # Война вирусов");

    // At a table, `RULES` alone tells that table's game.
    c.send("LANG en").await;
    c.until("NICK").await;
    c.send("reader").await;
    c.until("INFO").await;
    c.send("NEW isolo me easy").await;
    c.until("START").await;
    let isolo = rules_lines(&mut c, "RULES").await;
    assert_eq!(isolo[0], "RULES # Isolo");
    assert!(isolo.len() > 20, "{isolo:#?}");
    // Every game's rules end with what its levels do, as Nines' do.
    assert!(
        isolo.iter().any(|l| l.starts_with("RULES hard: looks")),
        "{isolo:#?}"
    );
}

/// The `TABLE` lines answering `TABLES` (the `HELP` sent after it marks where they end).
async fn table_lines(c: &mut Line) -> Vec<String> {
    c.send("TABLES").await;
    c.send("HELP").await;
    let mut got = Vec::new();
    loop {
        let line = c.next_line().await.expect("the server answers");
        if line.starts_with("HELP") {
            // The rest of the help comes too; the next request's answer follows it.
            while !c
                .next_line()
                .await
                .expect("help")
                .starts_with("HELP Server lines")
            {}
            return got;
        }
        if line.starts_with("TABLE ") {
            got.push(line);
        }
    }
}

/// The first legal move a `YOURMOVE` line lists.
fn first_legal(prompt: &str) -> String {
    prompt
        .split("legal: ")
        .nth(1)
        .and_then(|l| l.split([' ', ')']).next())
        .expect("the prompt lists moves")
        .to_string()
}

/// The lines up to (and with) the first that starts with `tag`.
async fn lines_until(c: &mut Line, tag: &str) -> Vec<String> {
    let mut got = Vec::new();
    loop {
        let line = c.next_line().await.expect("the server answers");
        let last = line.starts_with(tag);
        got.push(line);
        if last {
            return got;
        }
    }
}

/// `NEW` takes a player from the quick-play table that waits for players: nobody there
/// waits for him, nor starts a game with him while he plays elsewhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_gives_up_the_seat_at_a_waiting_quick_table() {
    let srv = server(config(14)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    assert!(dave.until("WAIT").await.contains("1/3"));
    dave.send("NEW nines me easy").await;
    assert!(dave.until("INFO").await.contains("table t2 is open"));
    dave.until("PLAYERS").await;
    no_open_table_waits_for(&mut dave).await;
    srv.shutdown().await;
}

/// Three players who type a nickname and `NEW` in one breath: the last of them fills the
/// quick table as they go elsewhere. Whoever is still seated in a game that began there was
/// kept from going (told they are playing there); one who went elsewhere gave the seat up,
/// and the game they never saw is called off. None is left in it unaware, with the others
/// waiting for a player who is connected, so never away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_racing_out_of_a_quick_table_are_never_left_in_its_game_unaware() {
    let srv = server(config(16)).await;
    let addr = srv.tcp.unwrap();
    for round in 0..4 {
        let mut racers = Vec::new();
        for i in 0..3 {
            let mut c = Line::connect(addr, &format!("r{round}x{i}")).await;
            c.until("NICK").await;
            racers.push(c);
        }
        for (i, c) in racers.iter_mut().enumerate() {
            c.send_raw(format!("r{round}x{i}\nNEW nines me easy\n").as_bytes())
                .await;
        }
        for c in &mut racers {
            while let Ok(Some(_)) =
                tokio::time::timeout(Duration::from_millis(600), c.next_line()).await
            {}
        }
        let lobby = srv.hub.lobby();
        for t in lobby.playing.iter().filter(|t| t.quick) {
            for c in &racers {
                let seated = t.seats.iter().any(|s| s.player.as_deref() == Some(&c.name));
                let told = c
                    .seen
                    .iter()
                    .any(|l| l.contains(&format!("playing a game at table {}", t.id)));
                assert!(!seated || told, "{} in {}: {:#?}", c.name, t.id, c.seen);
            }
        }
    }
    srv.shutdown().await;
}

/// `WATCH` too: a player who watches another table is not left at a quick table whose game
/// would start with him not looking.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watch_gives_up_the_seat_at_a_waiting_quick_table() {
    let srv = server(config(14)).await;
    let addr = srv.tcp.unwrap();
    let (_erin, table) = erin_plays_the_computer(addr).await;
    let (mut dave, _) = Line::player(addr, "dave").await;
    assert!(dave.until("WAIT").await.contains("1/3"));
    dave.send(&format!("WATCH {table}")).await;
    assert!(dave.until("INFO").await.contains(&table));
    no_open_table_waits_for(&mut dave).await;
    srv.shutdown().await;
}

/// `LANG` in the middle of a game draws the board again in the new language at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_language_redraws_the_board_at_once() {
    let srv = server(config(14)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    dave.send("LANG ru").await;
    dave.send("NEW nines me easy").await;
    let turn = dave.until("YOURMOVE").await;
    assert!(turn.contains("введите ход"), "{turn}");
    let before = dave.seen.len();
    dave.send("LANG vi").await;
    let turn = dave.until("YOURMOVE").await;
    assert!(!turn.contains("введите"), "{turn}");
    let board = &dave.seen[before..];
    assert!(
        board
            .iter()
            .any(|l| l.starts_with("BOARD") && l.contains("Trắng")),
        "{board:#?}"
    );
    srv.shutdown().await;
}

/// `WATCH` without a table says how to name one; a spectator's `LEAVE` stops watching.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_leaves_by_leave() {
    let srv = server(config(14)).await;
    let addr = srv.tcp.unwrap();
    let (_erin, table) = erin_plays_the_computer(addr).await;
    let (mut dave, _) = Line::player(addr, "dave").await;
    dave.send("WATCH").await;
    let which = dave.until("ERROR").await;
    assert!(which.contains("WATCH t3"), "{which}");
    dave.send(&format!("WATCH {table}")).await;
    assert!(dave.until("INFO").await.contains(&table));
    dave.send("LEAVE").await;
    let info = dave.until("INFO").await;
    assert!(info.contains("stopped watching"), "{info}");
    srv.shutdown().await;
}

/// `NEW` with the wrong number of seats says how many the game has and how to name them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_with_the_wrong_seats_says_what_the_game_needs() {
    let srv = server(config(14)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    for line in [
        "NEW nines me",
        "NEW nines me easy easy",
        "NEW nines standard me",
    ] {
        dave.send(line).await;
        let error = dave.until("ERROR").await;
        assert!(
            error.contains("nines has 2 seats") && error.contains("NEW nines me hard"),
            "{line}: {error}"
        );
    }
    dave.send("NEW nines fancy me easy").await;
    let error = dave.until("ERROR").await;
    assert!(error.contains("fancy"), "{error}");
    dave.send("NEW nines standard me easy").await;
    assert!(dave.until("INFO").await.contains("is open"));
    srv.shutdown().await;
}

/// `NEW nines hard`: a level alone is you against that level (it was refused for naming
/// one seat of two).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_with_a_level_alone_plays_against_it() {
    let srv = server(config(14)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    dave.send("NEW nines hard").await;
    assert!(dave.until("INFO").await.contains("is open"));
    let players = dave.until("PLAYERS").await;
    assert!(
        players.contains("dave (you)") && players.contains("hard"),
        "{players}"
    );
    srv.shutdown().await;
}

/// A word typed with no game in hand is answered as a command the door does not know, not
/// as a move ("the game has not started yet" answered `FOO` at a waiting table).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_command_is_said_to_be_one() {
    let srv = server(config(15)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    dave.send("FOO").await;
    let told = dave.until("ERROR").await;
    assert!(
        told.contains("'FOO' is not a command here: HELP lists them"),
        "{told}"
    );
    dave.send("NEW nines me open").await;
    dave.until("WAIT").await;
    dave.send("FOO").await;
    let told = dave.until("ERROR").await;
    assert!(told.contains("'FOO' is not a command here"), "{told}");
    srv.shutdown().await;
}

/// A table one opened and kept while playing at another: when its game begins with one's
/// move there, the door says so, and `LEAVE t2` gives that place up (the game there is
/// called off) without leaving the table one is at.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_begun_at_ones_other_table_is_told_and_can_be_left_by_name() {
    let srv = server(config(17)).await;
    let addr = srv.tcp.unwrap();
    let (mut ann, _) = Line::player(addr, "ann").await;
    ann.send("NEW tablenette me open").await;
    let open = ann.until("INFO table t").await;
    let other = open
        .split_whitespace()
        .find(|w| w.starts_with('t') && w[1..].chars().all(|c| c.is_ascii_digit()))
        .expect("the table's id")
        .to_string();
    ann.send("NEW nines me easy").await;
    ann.until("YOURMOVE").await;
    let (mut bob, _) = Line::player(addr, "bob").await;
    bob.send(&format!("JOIN {other}")).await;
    bob.until("START").await;
    let told = ann.until("INFO").await;
    assert!(
        told.contains(&format!("has begun at table {other}"))
            && told.contains(&format!("LEAVE {other}")),
        "{told}"
    );
    ann.send(&format!("LEAVE {other}")).await;
    let left = ann.until("INFO").await;
    assert!(
        left.contains(&format!("you left table {other}; you are still at table")),
        "{left}"
    );
    assert!(bob.until("END").await.contains("called off"));
    ann.send("LEAVE t999").await;
    assert!(ann.until("ERROR").await.contains("no place at table t999"));
    srv.shutdown().await;
}

/// `TAKEOVER` of an away player's seat is said to the table: the computer plays on for him.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_over_is_told() {
    let srv = server(ServerConfig {
        quick_game: GameKind::Nines,
        takeover_after: Duration::from_millis(1500),
        ..config(16)
    })
    .await;
    let addr = srv.tcp.unwrap();
    let (mut ann, _) = Line::player(addr, "ann").await;
    let (bob, bob_token) = Line::player(addr, "bob").await;
    ann.until("START").await;
    ann.until("PLAYERS").await;
    drop(bob);
    assert!(ann.until("INFO").await.contains("is away"));
    // A seat mistyped is named as missing, with the seats there are; one asked too soon
    // says how long is left.
    ann.send("TAKEOVER zzz").await;
    let missing = ann.until("ERROR").await;
    assert!(
        missing.contains("no seat 'zzz'") && missing.contains("TAKEOVER white | black"),
        "{missing}"
    );
    ann.send("TAKEOVER bob").await;
    let soon = ann.until("ERROR").await;
    assert!(
        soon.contains("may take this place in ") && soon.contains(" s, if its player"),
        "{soon}"
    );
    // The door says when a computer may take over; then ann lets one.
    loop {
        let line = ann.until("INFO").await;
        if line.contains("TAKEOVER") {
            break;
        }
    }
    ann.send("TAKEOVER bob").await;
    let told = ann.until("INFO").await;
    assert!(told.contains("a computer took the place of bob"), "{told}");
    // Bob, back, is told where his place went.
    let mut back = Line::connect(addr, "bob again").await;
    back.until("NICK").await;
    back.send(&format!("TOKEN {bob_token}")).await;
    back.until("INFO").await;
    let info = back.until("INFO").await;
    assert!(
        info.contains("while you were away, a computer took your place at table"),
        "{info}"
    );
    // And where he is now (a quick table, not named by its WAIT line).
    let now = back.until("INFO").await;
    assert!(
        now.starts_with("INFO you are at table t") && now.contains("TABLES"),
        "{now}"
    );
    srv.shutdown().await;
}

/// A client that floods the door is told why it is cut off: the `BYE` arrives, not a reset.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_ends_with_bye_not_a_reset() {
    let srv = server(config(14)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    dave.send_raw("tables\n".repeat(2000).as_bytes()).await;
    let bye = dave.until("BYE").await;
    assert!(bye.contains("too many lines"), "{bye}");
    srv.shutdown().await;
}

/// Erin opens a Nines table against the computer; returns her and the table's id.
async fn erin_plays_the_computer(addr: std::net::SocketAddr) -> (Line, String) {
    let (mut erin, _) = Line::player(addr, "erin").await;
    erin.send("NEW nines me easy").await;
    let open = erin.until("INFO").await;
    let table = open
        .split_whitespace()
        .nth(2)
        .expect("table id")
        .to_string();
    (erin, table)
}

/// Waits until no open table lists dave (by `TABLES`).
async fn no_open_table_waits_for(dave: &mut Line) {
    let start = tokio::time::Instant::now();
    loop {
        let tables = table_lines(dave).await;
        if !tables
            .iter()
            .any(|t| t.contains(" open ") && t.contains("=dave"))
        {
            break;
        }
        assert!(
            start.elapsed() < common::PATIENCE,
            "dave still waits at a quick table: {tables:#?}"
        );
        // (Two lines a look, well below the door's rate limit.)
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// Coming back with the token takes a player to his game in progress (not to a table that
/// waits) and names his other tables; that game, and `JOIN` of its table, are told as under
/// way, not as a new game beginning.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn token_takes_a_player_back_to_his_game_in_progress() {
    let srv = server(config(14)).await;
    let addr = srv.tcp.unwrap();
    let (mut dave, token) = Line::player(addr, "dave").await;
    // t2 waits for a second player (a table of his own, kept); t3 is his game.
    dave.send("NEW nines me open").await;
    assert!(dave.until("INFO").await.contains("table t2 is open"));
    // The open place: how others take it.
    let how = dave.until("INFO").await;
    assert!(
        how.contains("JOIN t2") && how.contains("#/table/t2"),
        "{how}"
    );
    dave.send("NEW nines me easy").await;
    assert!(dave.until("INFO").await.contains("table t3 is open"));
    dave.until("PLAYERS").await;
    drop(dave);

    let (mut back, at) = Line::back(addr, "dave again", &token, "dave").await;
    assert!(at.ends_with("back at table t3"), "{at}");
    let told = lines_until(&mut back, "PLAYERS").await;
    assert!(
        told.iter()
            .any(|l| l.starts_with("INFO you also sit at t2")),
        "{told:#?}"
    );
    assert!(
        told.iter()
            .any(|l| l.starts_with("INFO Nines (game 1) is under way")),
        "{told:#?}"
    );
    assert!(!told.iter().any(|l| l.starts_with("START")), "{told:#?}");
    // His moves are played there.
    let prompt = back.until("YOURMOVE").await;
    let mv = first_legal(&prompt);
    back.send(&mv).await;
    assert!(
        back.until("MOVE")
            .await
            .contains(&format!("dave played {mv}"))
    );

    // JOIN of his own table mid-game (once the computer has answered): back, not a new game.
    back.until("YOURMOVE").await;
    back.send("JOIN t3").await;
    let told = lines_until(&mut back, "PLAYERS").await;
    assert!(
        told.iter().any(|l| l == "INFO back at table t3"),
        "{told:#?}"
    );
    assert!(
        told.iter().any(|l| l.contains("(game 1) is under way")),
        "{told:#?}"
    );
    assert!(!told.iter().any(|l| l.starts_with("START")), "{told:#?}");
    srv.shutdown().await;
}

/// A player who leaves during a game is named in its `END` line, not as an open seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_names_a_player_who_left_during_the_game() {
    let srv = server(config(15)).await;
    let (mut dave, _) = Line::player(srv.tcp.unwrap(), "dave").await;
    dave.send("NEW nines me easy").await;
    dave.until("YOURMOVE").await;
    // Before everyone has moved, leaving calls the game off.
    dave.send("LEAVE").await;
    let end = dave.until("END").await;
    assert!(end.contains("called off"), "{end}");
    dave.send("NEW nines me easy").await;
    dave.until("YOURMOVE").await;
    dave.send("d6").await;
    dave.until("YOURMOVE").await;
    dave.send("LEAVE").await;
    let end = dave.until("END").await;
    assert!(end.contains("loser: dave ("), "{end}");
    assert!(!end.contains("(open)"), "{end}");
    // The door says he left, and shows the table no more.
    let left = dave.until("INFO").await;
    assert!(
        left.contains("you left table") && left.contains("PLAY"),
        "{left}"
    );
    dave.send("BOARD").await;
    assert!(dave.until("ERROR").await.contains("you sit at no table"));
    srv.shutdown().await;
}

/// When a player's connection goes during a game, the others see `(away)` beside him on
/// `PLAYERS` (sent at once, and on `BOARD`), and are told when he is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_door_marks_a_player_away_and_says_when_he_is_back() {
    let srv = server(ServerConfig {
        quick_game: GameKind::Nines,
        ..config(16)
    })
    .await;
    let addr = srv.tcp.unwrap();
    let (mut ann, _) = Line::player(addr, "ann").await;
    let (mut bob, token) = Line::player(addr, "bob").await;
    ann.until("START").await;
    bob.until("PLAYERS").await;
    ann.until("PLAYERS").await;
    drop(bob);

    let gone = ann.until("INFO").await;
    assert!(
        gone.starts_with("INFO bob (") && gone.ends_with("is away: their connection closed"),
        "{gone}"
    );
    let players = ann.until("PLAYERS").await;
    assert!(players.contains("=bob (away)"), "{players}");
    ann.send("BOARD").await;
    let players = ann.until("PLAYERS").await;
    assert!(players.contains("=bob (away)"), "{players}");

    let (_bob, _) = Line::back(addr, "bob again", &token, "bob").await;
    let back = ann.until("INFO").await;
    assert!(
        back.starts_with("INFO bob (") && back.ends_with("is back"),
        "{back}"
    );
    let players = ann.until("PLAYERS").await;
    assert!(
        players.contains("=bob") && !players.contains("(away)"),
        "{players}"
    );
    srv.shutdown().await;
}

/// After a game at a full table, the door says it waits for the players to be ready for the
/// next one (and how web players say so), not for players who are all seated. `READY` is
/// answered: during a game with what it is for, after one with what the table waits for. One
/// who comes to watch then is told the last game's result once, not its moves and `END` as
/// if they were happening.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_game_the_door_waits_for_players_to_be_ready() {
    let srv = server(config(17)).await;
    let (mut ann, _) = Ws::player(srv.http.unwrap(), "ann").await;
    let table = ann.create_table("nines", json!(["me", "open"])).await;
    let (mut bob, _) = Line::player(srv.tcp.unwrap(), "bob").await;
    bob.send(&format!("join {table}")).await;
    bob.until("START").await;
    let s = ann.my_turn(&table).await;
    ann.send(json!({"type": "move", "table": table, "version": s["version"], "move": "d6"}))
        .await;
    bob.until("YOURMOVE").await;
    bob.send("ready").await;
    let refused = bob.until("ERROR").await;
    assert!(refused.contains("READY is for between games"), "{refused}");
    bob.send("d5").await;
    bob.until("MOVE bob").await;
    bob.send("resign").await;
    bob.until("END").await;
    let wait = bob.until("WAIT").await;
    assert!(
        wait.contains("ready for the next game: 1/2 ready") && wait.contains("Next game"),
        "{wait}"
    );
    // The door said READY for him: his own is answered with the same wait.
    bob.send("READY").await;
    assert_eq!(bob.until("WAIT").await, wait);
    // Back at his own table (JOIN, or WATCH of it), the game he saw end is not told again
    // as if it were being played.
    for back in ["join", "watch"] {
        bob.send(&format!("{back} {table}")).await;
        let told = lines_until(&mut bob, "WAIT").await;
        assert!(
            told.iter()
                .any(|l| l == &format!("INFO back at table {table}")),
            "{back}: {told:#?}"
        );
        assert!(
            told.iter()
                .any(|l| l.starts_with("INFO the last game here")),
            "{back}: {told:#?}"
        );
        assert!(
            !told
                .iter()
                .any(|l| l.starts_with("MOVE") || l.starts_with("END") || l.contains("watching")),
            "{back}: {told:#?}"
        );
    }

    let (mut cy, _) = Line::player(srv.tcp.unwrap(), "cy").await;
    cy.until("WAIT").await; // (the quick table's)
    cy.send(&format!("watch {table}")).await;
    let told = lines_until(&mut cy, "WAIT").await;
    let last = told.iter().find(|l| l.contains("the last game here"));
    assert!(
        last.is_some_and(|l| l.starts_with("INFO ")
            && l.contains("Nines (game 1), has ended: winner: ann (white)")),
        "{told:#?}"
    );
    assert!(
        !told
            .iter()
            .any(|l| l.starts_with("MOVE") || l.starts_with("END") || l.starts_with("START")),
        "{told:#?}"
    );
    srv.shutdown().await;
}

/// A refused line of several words is quoted as typed (not by its first word alone), cut
/// after 20 characters.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_line_is_quoted_as_typed() {
    let srv = server(config(18)).await;
    let (mut c, _) = Line::player(srv.tcp.unwrap(), "erin").await;
    c.send("NEW elephant-fox-mouse me easy easy").await;
    c.until("YOURMOVE").await;
    for typed in ["3 3 3", "e 4"] {
        c.send(typed).await;
        let refused = c.until("INVALID").await;
        assert!(
            refused.contains(&format!("malformed: '{typed}' is not a move")),
            "{refused}"
        );
        c.until("YOURMOVE").await;
    }
    c.send(&"3 ".repeat(15)).await;
    let refused = c.until("INVALID").await;
    let quoted = format!("'{}…' is not a move", "3 ".repeat(10));
    assert!(refused.contains(&quoted), "{refused}");
    srv.shutdown().await;
}

/// A player whose game ended while he was away is told its `END` when he comes back with
/// his token (it is his result), without its moves again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_back_after_his_game_ended_is_told_its_end() {
    let srv = server(ServerConfig {
        quick_game: GameKind::Nines,
        ..config(21)
    })
    .await;
    let addr = srv.tcp.unwrap();
    let (mut ann, _) = Line::player(addr, "ann").await;
    let (mut bob, token) = Line::player(addr, "bob").await;
    ann.until("START").await;
    bob.until("PLAYERS").await;
    // A move each (Ann is White), so that her resignation loses rather than calls off.
    ann.send("d6").await;
    bob.until("YOURMOVE").await;
    bob.send("d5").await;
    ann.until("YOURMOVE").await;
    drop(bob);
    assert!(ann.until("INFO").await.contains("is away"));
    ann.send("RESIGN").await;
    assert!(ann.until("END").await.contains("winner: bob"));
    let (mut back, _) = Line::back(addr, "bob again", &token, "bob").await;
    let told = lines_until(&mut back, "END").await;
    assert!(told.last().unwrap().contains("winner: bob"), "{told:#?}");
    assert!(!told.iter().any(|l| l.starts_with("MOVE")), "{told:#?}");
    srv.shutdown().await;
}

/// Ann, Bob and Cy at the door's quick Elephant–Fox–Mouse table, its game begun: the
/// three, and the nickname of the one who moves first.
async fn three_at_the_quick_table(
    addr: std::net::SocketAddr,
) -> (HashMap<&'static str, Line>, String) {
    let mut people = HashMap::new();
    for nick in ["ann", "bob", "cy"] {
        people.insert(nick, Line::player(addr, nick).await.0);
    }
    // Who moves first: "START … elephant=ann fox=bob mouse=cy; turn order: fox, …".
    let start = people.get_mut("ann").unwrap().until("START").await;
    let first_seat = start
        .split("turn order: ")
        .nth(1)
        .and_then(|o| o.split([',', ';']).next())
        .expect("the turn order")
        .to_string();
    let first = start
        .split_whitespace()
        .find_map(|w| w.strip_prefix(&format!("{first_seat}=")))
        .expect("who sits there")
        .trim_end_matches(';')
        .to_string();
    (people, first)
}

/// `DRAW` typed while another player's offer waits for an answer accepts it (offers are
/// made on one's own turn, so it was refused as "not your turn").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_typed_to_answer_an_offer_accepts_it() {
    let srv = server(config(20)).await;
    let (mut people, first) = three_at_the_quick_table(srv.tcp.unwrap()).await;
    let offerer = people.get_mut(first.as_str()).unwrap();
    offerer.until("YOURMOVE").await;
    offerer.send("DRAW").await;
    for (_, line) in people.iter_mut().filter(|(n, _)| **n != first) {
        line.until("DRAW").await;
        line.send("draw").await;
    }
    for (nick, line) in people.iter_mut() {
        let end = line.until("END").await;
        assert!(end.starts_with("END draw"), "{nick}: {end}");
    }
    srv.shutdown().await;
}

/// A draw offer declined on the offerer's turn: the offerer is asked for a move again (the
/// door said "declined the draw offer; play on" and fell silent).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_offer_asks_the_offerer_for_a_move_again() {
    let srv = server(config(21)).await;
    let (mut people, first) = three_at_the_quick_table(srv.tcp.unwrap()).await;
    let offerer = people.get_mut(first.as_str()).unwrap();
    offerer.until("YOURMOVE").await;
    offerer.send("DRAW").await;
    offerer.until("DRAW").await;
    let other = ["ann", "bob", "cy"]
        .into_iter()
        .find(|n| *n != first)
        .unwrap();
    let decliner = people.get_mut(other).unwrap();
    decliner.until("DRAW").await;
    decliner.send("DECLINE").await;
    let offerer = people.get_mut(first.as_str()).unwrap();
    assert!(offerer.until("DRAW").await.contains("declined"));
    let prompt = offerer.next_line().await.unwrap_or_default();
    assert!(prompt.starts_with("YOURMOVE"), "{prompt}");
    srv.shutdown().await;
}

/// A draw offer the rules refuse on one's own turn asks for the move again (the door said
/// why and fell silent, with no prompt), as a refused move does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_refused_on_one_s_turn_asks_for_the_move_again() {
    let srv = server(config(22)).await;
    let (mut c, _) = Line::player(srv.tcp.unwrap(), "dora").await;
    c.send("NEW nines client me easy").await;
    c.until("YOURMOVE").await;
    c.send("DRAW").await;
    let refused = c.until("ERROR").await;
    assert!(refused.contains("no draw offer"), "{refused}");
    let prompt = c.next_line().await.unwrap_or_default();
    assert!(prompt.starts_with("YOURMOVE"), "{prompt}");
    srv.shutdown().await;
}

/// Virus War: a cell typed with a space is told how it is written (several cells on one
/// line are a turn's sub-moves, played one after another).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_virus_war_cell_with_a_space_is_told_how_it_is_written() {
    let srv = server(config(19)).await;
    let (mut c, _) = Line::player(srv.tcp.unwrap(), "vera").await;
    c.send("NEW virus-war me easy").await;
    c.until("YOURMOVE").await;
    c.send("a 1").await;
    let refused = c.until("INVALID").await;
    let told = "'a 1' is not a move: expected the cell without a space: a1";
    assert!(refused.contains(told), "{refused}");
    c.until("YOURMOVE").await;
    // MOVES: whose turn it is and the legal moves, not the whole drawing again.
    c.send("MOVES").await;
    let told = lines_until(&mut c, "YOURMOVE").await;
    assert_eq!(told.len(), 2, "{told:#?}");
    assert!(told[0].starts_with("TURN it is your turn"), "{told:#?}");
    assert!(told[1].contains("legal: a1 pass"), "{told:#?}");
    // `MOVE a1`, as the door's own lines tag a move, is the move a1 (it was "'MOVE a1' is
    // not a move").
    c.send("MOVE a1").await;
    let played = c.until("MOVE").await;
    assert!(played.contains("vera played a1"), "{played}");
    srv.shutdown().await;
}

/// In the middle of her game, PLAY, NEW, JOIN and WATCH of another table are refused with
/// what to do instead: the door shows one table, and the computer would wait for her move
/// for ever (she is connected, so never away). JOIN of her own table draws it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_in_a_game_is_not_taken_elsewhere() {
    let srv = server(config(15)).await;
    let addr = srv.tcp.unwrap();
    let (mut dave, _) = Line::player(addr, "dave").await;
    dave.send("NEW isolo me open").await;
    let other = dave.until("INFO").await;
    let other = other.split_whitespace().nth(2).expect("table id");
    let (mut erin, table) = erin_plays_the_computer(addr).await;
    erin.until("YOURMOVE").await;
    let (join, watch) = (format!("JOIN {other}"), format!("WATCH {other}"));
    for line in ["PLAY", "PLAY nines", "NEW isolo me easy", &join, &watch] {
        erin.send(line).await;
        let refused = erin.until("ERROR").await;
        assert!(
            refused.contains(&format!("playing a game at table {table}"))
                && refused.contains("RESIGN"),
            "{line}: {refused}"
        );
    }
    erin.send(&format!("JOIN {table}")).await;
    erin.until("YOURMOVE").await;
    // After the game the door says READY for her and the computer starts the next one at
    // once: she leaves the table (that game is called off), and may go.
    erin.send("RESIGN").await;
    erin.until("END").await;
    erin.send("LEAVE").await;
    while !erin.until("INFO").await.contains("you left table") {}
    erin.send("PLAY").await;
    assert!(erin.until("WAIT").await.contains("waiting for players"));
    // Waiting, an empty line says what for, and a long one is not asked for again as a
    // move ("enter your move again", with no game on).
    erin.send("").await;
    assert!(erin.until("WAIT").await.contains("waiting for players"));
    erin.send(&"x".repeat(300)).await;
    let refused = erin.until("ERROR").await;
    assert!(refused.contains("is not a command here"), "{refused}");
    erin.send(&"x1".repeat(150)).await;
    let refused = erin.until("ERROR").await;
    assert!(refused.contains("has not started"), "{refused}");
    srv.shutdown().await;
}
