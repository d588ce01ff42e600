//! The Elephant–Fox–Mouse network flow over real TCP connections on a loopback port:
//! nicknames (a duplicate and an invalid one), waiting n/3, the start, a malformed line, an
//! illegal move, a move out of turn, a whole game played to a capture, the end announced to
//! all three, and everyone back in the waiting state.

use parlour_catalog::{AnyMatch, GameKind};
use parlour_core::Budget;
use parlour_server::lobby::Lobby;
use parlour_server::{GameSpec, ServerConfig, room_seed};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

struct Client {
    name: String,
    lines: Lines<BufReader<OwnedReadHalf>>,
    writer: OwnedWriteHalf,
    seen: Vec<String>,
}

impl Client {
    async fn connect(addr: std::net::SocketAddr, name: &str) -> Client {
        let stream = TcpStream::connect(addr).await.expect("connect");
        let (r, w) = stream.into_split();
        Client {
            name: name.to_string(),
            lines: BufReader::new(r).lines(),
            writer: w,
            seen: Vec::new(),
        }
    }

    async fn send(&mut self, text: &str) {
        self.writer
            .write_all(format!("{text}\n").as_bytes())
            .await
            .expect("send");
    }

    /// Reads lines until one starts with `tag`; returns it.
    async fn until(&mut self, tag: &str) -> String {
        loop {
            let line = tokio::time::timeout(Duration::from_secs(20), self.lines.next_line())
                .await
                .unwrap_or_else(|_| {
                    panic!(
                        "{} timed out waiting for {tag}; saw {:#?}",
                        self.name,
                        self.tail()
                    )
                })
                .expect("read")
                .unwrap_or_else(|| panic!("{} disconnected waiting for {tag}", self.name));
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

    fn tail(&self) -> Vec<String> {
        self.seen.iter().rev().take(20).rev().cloned().collect()
    }
}

fn spec() -> GameSpec {
    let kind = GameKind::ElephantFoxMouse;
    GameSpec {
        new_match: Arc::new(move |seed| {
            kind.new_match(None, seed, false).map_err(|e| e.to_string())
        }),
        new_bot: Arc::new(move |level, seed| kind.new_bot(level, seed).map_err(|e| e.to_string())),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_play_to_a_capture_and_return_to_waiting() {
    let config = ServerConfig {
        seed: 7,
        ..ServerConfig::default()
    };
    let lobby = Lobby::new(spec(), config).unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (_stop, stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(parlour_server::tcp::serve(listener, lobby, stop_rx));

    // Nicknames: welcome, a valid one, a duplicate (any case), an invalid one.
    let mut alice = Client::connect(addr, "alice").await;
    alice.until("WELCOME").await;
    alice.until("NICK").await;
    alice.send("alice").await;
    assert!(alice.until("WAIT").await.contains("1/3"));

    let mut bob = Client::connect(addr, "bob").await;
    bob.until("NICK").await;
    bob.send("ALICE").await;
    assert!(bob.until("NICK").await.contains("taken"));
    bob.send("no spaces allowed").await;
    assert!(bob.until("NICK").await.contains("1 to 10 letters"));
    bob.send("bob").await;
    assert!(bob.until("WAIT").await.contains("2/3"));
    assert!(alice.until("WAIT").await.contains("2/3"));

    let mut carol = Client::connect(addr, "carol").await;
    carol.until("NICK").await;
    carol.send("carol").await;

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
    let mut mirror: Box<dyn AnyMatch> = kind.new_match(None, room_seed(7, 0), false).unwrap();
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
        mirror.play_exact(&choice).unwrap();
        clients[mover].send(&choice).await;
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
        assert!(
            end.contains("winner:") && end.contains("loser:") && end.contains("survivor:"),
            "{end}"
        );
        // Back to waiting for the next game.
        c.until("WAIT").await;
    }
    // All three are waiting again, so the next game starts for them.
    for c in clients.iter_mut() {
        assert!(c.until("START").await.contains("begins"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_disconnect_aborts_the_game_and_computers_fill_seats() {
    let config = ServerConfig {
        seed: 9,
        bots: true,
        bot_wait: Duration::from_millis(200),
        bot_level: "easy".into(),
    };
    let lobby = Lobby::new(spec(), config).unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (_stop, stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(parlour_server::tcp::serve(listener, lobby, stop_rx));

    // One person alone: computer players take the two empty seats.
    let mut dan = Client::connect(addr, "dan").await;
    dan.until("NICK").await;
    dan.send("dan").await;
    assert!(dan.until("WAIT").await.contains("computer players"));
    let start = dan.until("START").await;
    assert_eq!(start.matches("-bot").count(), 2, "{start}");
    dan.until("PLAYERS").await;

    // Two people and one computer; one person drops mid-game.
    let mut eve = Client::connect(addr, "eve").await;
    eve.until("NICK").await;
    eve.send("eve").await;
    let mut fay = Client::connect(addr, "fay").await;
    fay.until("NICK").await;
    fay.send("fay").await;
    eve.until("START").await;
    fay.until("START").await;
    drop(fay);
    let end = eve.until("END").await;
    assert!(end.contains("aborted") && end.contains("fay left"), "{end}");
    assert!(eve.until("WAIT").await.contains("waiting for players"));
    // A malformed flood does not break the connection.
    eve.send(&"x".repeat(2000)).await;
    assert!(eve.until("INVALID").await.contains("too long"));
    eve.send("quit").await;
    eve.until("BYE").await;
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
    let spec = GameSpec {
        new_match: Arc::new(move |seed| {
            kind.new_match(Some("hand"), seed, false)
                .map_err(|e| e.to_string())
        }),
        new_bot: Arc::new(move |level, seed| kind.new_bot(level, seed).map_err(|e| e.to_string())),
    };
    let lobby = Lobby::new(
        spec,
        ServerConfig {
            seed: 21,
            ..ServerConfig::default()
        },
    )
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (_stop, stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(parlour_server::tcp::serve(listener, lobby, stop_rx));

    let mut clients = [
        Client::connect(addr, "ann").await,
        Client::connect(addr, "ben").await,
    ];
    for c in clients.iter_mut() {
        c.until("NICK").await;
        let nick = c.name.clone();
        c.send(&nick).await;
    }
    let mut seat_of = HashMap::new();
    for (i, c) in clients.iter_mut().enumerate() {
        let start = c.until("START").await;
        let mine = start.rsplit("you are ").next().unwrap().trim().to_string();
        seat_of.insert(mine, i);
    }
    let mut mirror = kind
        .new_match(Some("hand"), room_seed(21, 0), false)
        .unwrap();
    let names = kind.info().seat_names;
    let client_of = |seat: usize| seat_of[names[seat]];
    let mut bots: Vec<_> = (0..2)
        .map(|s| kind.new_bot("medium", s as u64).unwrap())
        .collect();
    let hand_of = |m: &dyn AnyMatch, seat: usize| -> Vec<String> {
        let view = m.view(parlour_core::Viewer::Seat(parlour_core::Seat(seat as u8)));
        view["hand"]
            .as_array()
            .map(|h| h.iter().map(|c| c.as_str().unwrap().to_string()).collect())
            .unwrap_or_default()
    };
    let mut checked = 0;
    let mut confirmed = 0;
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
        let ambiguous = mirror.completions(&choice).len() > 1;
        mirror.play_exact(&choice).unwrap();
        clients[mover].send(&choice).await;
        if ambiguous {
            // A bare card that could also capture: the server lists the ways to play it,
            // and the same move typed again confirms it.
            let offer = clients[mover].until("INVALID").await;
            assert!(
                offer.contains("1) ") && offer.contains("type a number"),
                "{offer}"
            );
            clients[mover].send(&choice).await;
            confirmed += 1;
        }
        if mirror.outcome().is_some() {
            break;
        }
        for c in clients.iter_mut() {
            c.until("TURN").await;
        }
    }
    assert!(checked >= 90, "a whole hand is 48 plays: {checked} checks");
    assert!(confirmed > 0, "this deal has trails that needed confirming");
    for c in clients.iter_mut() {
        assert!(c.until("END").await.contains("scores"));
    }
}
