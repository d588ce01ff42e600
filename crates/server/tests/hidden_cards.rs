//! Hidden cards stay hidden on the web door: two players and a spectator follow a whole game
//! of Tablenette (every hand, to the end) over raw WebSockets, every frame each of them
//! receives is recorded, and afterwards each frame is checked against what its reader may
//! know at that moment.
//!
//! What a seat may not see at a moment: the other hand and the cards still in the deck
//! (except the jacks everybody saw go to its bottom): every card that is neither public
//! (table, piles, the known bottom of the deck) nor in its own hand. A spectator sees
//! neither hand. The hand a seat is shown is checked against the other seat's view of the
//! same moment (the same number of moves), so the test relies on nothing but what the
//! server sends.
//!
//! A frame may still name cards of *earlier hands* (the move list, the last play and the
//! score sheet of the previous hand): those cards were played in the open and are dealt
//! again since, so the check leaves those parts of a frame out and looks at everything else.

mod common;

use common::{Ws, server};
use parlour_server::ServerConfig;
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

/// Plays dealt in one hand: 52 cards, 4 of them laid on the table by the deal.
const PLAYS_PER_HAND: usize = 48;

const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];
const SUITS: [(&str, &str); 4] = [("C", "♣"), ("D", "♦"), ("H", "♥"), ("S", "♠")];

fn all_cards() -> BTreeSet<String> {
    RANKS
        .iter()
        .flat_map(|r| SUITS.iter().map(move |(s, _)| format!("{r}{s}")))
        .collect()
}

/// `10D` as the move sentences write it: `10♦`.
fn pretty(card: &str) -> String {
    let (rank, suit) = card.split_at(card.len() - 1);
    let symbol = SUITS
        .iter()
        .find(|(s, _)| *s == suit)
        .map_or("?", |(_, y)| y);
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

fn cards_of(v: &Value) -> BTreeSet<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The two hands at one moment, as each seat's own frames show them.
#[derive(Clone, Debug, Default)]
struct Moment {
    hands: [Option<BTreeSet<String>>; 2],
}

/// The moment a table state describes: (game number, moves played).
fn moment_key(state: &Value) -> (u64, usize) {
    (
        state["game_number"].as_u64().unwrap_or(0),
        state["moves"].as_array().map_or(0, Vec::len),
    )
}

/// The public cards of a state: table, piles, the known bottom of the deck.
fn public_cards(board: &Value) -> BTreeSet<String> {
    let mut out = cards_of(&board["table"]);
    out.extend(cards_of(&board["deck_bottom"]));
    for pile in board["piles"].as_array().into_iter().flatten() {
        out.extend(cards_of(&pile["cards"]));
    }
    out
}

/// The frame with the parts about earlier hands taken out (see the module documentation).
fn current_part(frame: &Value) -> Value {
    let mut v = frame.clone();
    let state = &mut v["state"];
    if state.is_null() {
        return v;
    }
    let hand = state["board"]["hand_number"].as_u64().unwrap_or(1) as usize;
    let earlier = PLAYS_PER_HAND * hand.saturating_sub(1);
    let moves = state["moves"].as_array().map_or(0, Vec::len);
    if state["phase"] == "playing" {
        if let Some(list) = state["moves"].as_array_mut() {
            list.drain(..earlier.min(list.len()));
        }
        let board = &mut state["board"];
        board["last_hand"] = Value::Null;
        board["sheet"] = Value::Null;
        if moves == earlier {
            // No play yet in this hand: the last play is the previous hand's last.
            board["last_play"] = Value::Null;
        }
    }
    v
}

/// The more a move takes the better; else the first trail.
fn choose(legal: &[Value]) -> String {
    legal
        .iter()
        .max_by_key(|m| m["with"].as_array().map_or(0, Vec::len))
        .and_then(|m| m["notation"].as_str())
        .expect("a legal move")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_websocket_frame_names_a_card_its_reader_cannot_see() {
    let srv = server(ServerConfig {
        seed: 29,
        ..ServerConfig::default()
    })
    .await;
    let addr = srv.http.unwrap();
    let (mut ann, _) = Ws::player(addr, "ann").await;
    ann.send(json!({"type": "create_table", "game": "tablenette", "seats": ["me", "open"]}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let (mut ben, _) = Ws::player(addr, "ben").await;
    ben.send(json!({"type": "join", "table": table})).await;
    let (mut eve, _) = Ws::player(addr, "eve").await;
    eve.send(json!({"type": "open", "table": table})).await;

    // Who sits where.
    let playing = |v: &Value| v["type"] == "state" && v["state"]["phase"] == "playing";
    let first = ann.until_match("the game", playing).await;
    let ann_seat = first["state"]["you"].as_u64().unwrap() as usize;
    let mut people = [ann, ben];
    if ann_seat == 1 {
        people.swap(0, 1);
    }
    // people[s] sits in seat s.

    // The whole game: whoever is to move plays; the other follows.
    let mut to_move = first["state"]["to_move"].as_u64().unwrap() as usize;
    let mut version = 0;
    let mut moves = 0;
    let my_turn = |v: &Value| {
        v["state"]["to_move"] == v["state"]["you"]
            && !v["state"]["legal"].as_array().is_none_or(Vec::is_empty)
    };
    // A state already read in which `to_move` plays.
    let mut ready: Option<Value> = (to_move == ann_seat && my_turn(&first)).then(|| first.clone());
    loop {
        let state = match ready.take() {
            Some(s) => s,
            None => {
                let t = table.clone();
                people[to_move]
                    .until_match("my turn or the end", move |v| {
                        v["type"] == "state"
                            && v["table"] == t.as_str()
                            && v["state"]["version"].as_u64() > Some(version)
                            && (v["state"]["phase"] == "over" || my_turn(v))
                    })
                    .await
            }
        };
        if state["state"]["phase"] == "over" {
            break;
        }
        version = state["state"]["version"].as_u64().unwrap();
        let mv = choose(state["state"]["legal"].as_array().unwrap());
        people[to_move]
            .send(json!({"type": "move", "table": table, "version": version, "move": mv}))
            .await;
        moves += 1;
        assert!(moves < 3000, "the game does not end");
        // Stay under the rate limit (20 messages a second).
        tokio::time::sleep(Duration::from_millis(30)).await;
        let t = table.clone();
        let after = people[to_move]
            .until_match("the state after my move", move |v| {
                v["type"] == "state"
                    && v["table"] == t.as_str()
                    && v["state"]["version"].as_u64() > Some(version)
            })
            .await;
        if after["state"]["phase"] == "over" {
            break;
        }
        let next = after["state"]["to_move"].as_u64().unwrap() as usize;
        if next == to_move && my_turn(&after) {
            // The same player again (the first lead of a new hand).
            ready = Some(after);
        }
        to_move = next;
    }
    // Everyone reads on to the end of the game.
    let over = |v: &Value| v["type"] == "state" && v["state"]["phase"] == "over";
    for w in people.iter_mut().chain(std::iter::once(&mut eve)) {
        if !w.seen.iter().any(over) {
            w.until_match("the end", over).await;
        }
    }
    let end = eve.seen.iter().rev().find(|v| over(v)).unwrap().clone();
    let hands = end["state"]["board"]["hand_number"].as_u64().unwrap();
    assert!(hands >= 2, "a whole game of several hands: {hands}");
    assert_eq!(
        end["state"]["outcome"]["reason"], "over 251",
        "played to the target"
    );
    assert!(moves >= 2 * PLAYS_PER_HAND, "{moves} moves");

    // The two hands at each moment, from the seats' own frames.
    let mut moments: HashMap<(u64, usize), Moment> = HashMap::new();
    for w in &people {
        for f in &w.seen {
            if f["type"] != "state" || f["table"] != table.as_str() {
                continue;
            }
            let s = &f["state"];
            let seat = s["you"].as_u64().expect("a seat") as usize;
            let hand = cards_of(&s["board"]["hand"]);
            assert_eq!(
                s["board"]["hand_sizes"][seat].as_u64(),
                Some(hand.len() as u64),
                "the hand shown is as large as the seat's hand"
            );
            let m = moments.entry(moment_key(s)).or_default();
            if let Some(known) = &m.hands[seat] {
                assert_eq!(known, &hand, "one hand per seat and moment");
            }
            m.hands[seat] = Some(hand);
        }
    }
    for (key, m) in &moments {
        if let (Some(a), Some(b)) = (&m.hands[0], &m.hands[1]) {
            assert!(a.is_disjoint(b), "two hands share a card at {key:?}");
        }
    }

    // Every frame, against what its reader may know then: the public cards and, for a seat,
    // its own hand (checked above against the other seat's view of the same moment).
    let full = all_cards();
    let mut checked = 0;
    for w in people.iter().chain(std::iter::once(&eve)) {
        let mut hidden = BTreeSet::new();
        assert_eq!(w.frames.len(), w.seen.len());
        for (raw, frame) in w.frames.iter().zip(&w.seen) {
            let is_state = frame["type"] == "state" && frame["table"] == table.as_str();
            if is_state {
                let s = &frame["state"];
                let mut known = public_cards(&s["board"]);
                match s["you"].as_u64() {
                    Some(_) => known.extend(cards_of(&s["board"]["hand"])),
                    None => assert!(s["board"]["hand"].is_null(), "a spectator has no hand"),
                }
                hidden = full.difference(&known).cloned().collect();
                // Only the reader's own hand, never a whole position.
                let board = s["board"].as_object().unwrap();
                for key in ["hands", "deck", "seed", "position"] {
                    assert!(!board.contains_key(key), "the board has no {key}");
                }
                assert!(!raw.contains("seed="), "no position text");
            }
            let text = if is_state {
                current_part(frame).to_string()
            } else {
                raw.clone()
            };
            for card in &hidden {
                assert!(
                    !mentions(&text, card) && !mentions(&text, &pretty(card)),
                    "{} received {card}, which it cannot see, in {text}",
                    w.name
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 3 * 2 * PLAYS_PER_HAND, "{checked} frames checked");
    srv.shutdown().await;
}

/// A finished game's record shows its seed; the next game at the table is not dealt from
/// anything that seed tells: with the server's secret, game 2's seed is not game 1's plus
/// one (from which anyone could deal it), and it is the one the secret gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_s_seed_does_not_tell_the_next_deal() {
    let srv = server(ServerConfig {
        deal_key: Some(9),
        computer_pace: Duration::ZERO,
        ..ServerConfig::default()
    })
    .await;
    let http = srv.http.unwrap();
    let (mut ann, _) = Ws::player(http, "ann").await;
    let table = ann.create_table("tablenette", json!(["me", "easy"])).await;
    let seeds = async |number: u64| -> u64 {
        let id = format!("{table}.{number}");
        let answer = common::http_get(http, &format!("/api/records/{id}"), "").await;
        assert_eq!(answer.status, 200, "{id}: {}", answer.text());
        let json: Value = serde_json::from_slice(&answer.body).unwrap();
        json["record"]["seed"]
            .as_u64()
            .expect("a finished game's seed")
    };
    for number in 1..=2 {
        ann.send(json!({"type": "resign", "table": table})).await;
        ann.until_match("state", |v| {
            v["state"]["phase"] == "over" && v["state"]["game_number"] == number
        })
        .await;
        if number == 1 {
            ann.send(json!({"type": "ready", "table": table})).await;
            ann.until_match("state", |v| v["state"]["phase"] == "playing")
                .await;
        }
    }
    let (first, second) = (seeds(1).await, seeds(2).await);
    assert_ne!(second, first.wrapping_add(1));
    let n: u64 = table.trim_start_matches('t').parse().unwrap();
    let key = parlour_catalog::table::secret_seed(9, n);
    assert_eq!(second, parlour_catalog::table::secret_seed(key, 1));
    srv.shutdown().await;
}
