//! Elephant–Fox–Mouse in real browsers and over the TCP door, on one server: three people
//! (two browsers and an `nc`-style line client) play to a capture, see the result and are
//! back in the waiting room; a browser, an `nc` player and a computer share a game with a
//! move limit chosen in the lobby; all three agree to a draw, offered from the page and from
//! TCP (and one refusal withdraws an offer); a click that plays nothing is explained.
//!
//! The page is read through its data attributes (`data-cell`, `data-animal`, `data-legal`,
//! `data-prey` on the cells; `data-version`, `data-turn`, `data-phase` on the board;
//! `data-overlay` on the waiting room and the result). Every player hunts its prey (the
//! legal cell nearest to it, or the eat when there is one): from any fair start that ends
//! in a capture within a dozen moves.

mod common;

use common::{Browser, Driver, PATIENCE, Server, one_at_a_time};
use serde_json::Value;
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

const LAPTOP: (u32, u32) = (1280, 900);

/// What each animal eats.
fn prey(animal: &str) -> &'static str {
    match animal {
        "elephant" => "fox",
        "fox" => "mouse",
        _ => "elephant",
    }
}

fn cell_xy(cell: &str) -> (i32, i32) {
    let b = cell.as_bytes();
    (i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
}

/// The king's distance between two cells (an animal eats within 1).
fn distance(a: &str, b: &str) -> i32 {
    let (p, q) = (cell_xy(a), cell_xy(b));
    (p.0 - q.0).abs().max((p.1 - q.1).abs())
}

/// The hunter's choice: the eat if there is one, else the first legal cell nearest the prey.
fn hunt(me: &str, cells: &HashMap<String, String>, legal: &[String]) -> String {
    let target = cells.get(prey(me)).cloned().unwrap_or_default();
    if legal.contains(&target) {
        return target;
    }
    let mut best: Option<(i32, String)> = None;
    for c in legal {
        let d = distance(c, &target);
        if best.as_ref().is_none_or(|(b, _)| d < *b) {
            best = Some((d, c.clone()));
        }
    }
    best.map(|(_, c)| c).expect("a legal cell")
}

// ---- The page --------------------------------------------------------------------

const EFM_JS: &str = r#"
const svg = document.querySelector('svg.efm-board');
if (!svg) return null;
const animals = {};
for (const g of svg.querySelectorAll('[data-cell][data-animal]')) animals[g.dataset.animal] = g.dataset.cell;
const me = document.querySelector('.efm-player[data-you]');
const overlay = document.querySelector('.efm-overlay');
return {
  version: Number(svg.dataset.version),
  turn: svg.dataset.turn,
  phase: svg.dataset.phase,
  pending: !!svg.dataset.pending,
  toMove: svg.dataset.toMove,
  animals,
  legal: [...svg.querySelectorAll('[data-cell][data-legal]')].map(g => g.dataset.cell),
  reach: Object.fromEntries([...svg.querySelectorAll('[data-cell][data-reach]')].map(g => [g.dataset.cell, g.dataset.reach])),
  hunter: (svg.querySelector('[data-cell][data-hunter]') || {dataset: {}}).dataset.animal || null,
  mine: me ? me.dataset.animal : null,
  overlay: overlay && !overlay.hidden ? overlay.dataset.overlay : null,
  overlayText: overlay && !overlay.hidden ? overlay.innerText : '',
  result: (document.querySelector('.efm-result') || {dataset: {}}).dataset.reason || null,
  drawLine: (() => { const d = document.querySelector('.efm-draw'); return d && !d.hidden ? d.textContent : ''; })(),
  info: (document.querySelector('.efm-info') || {}).textContent || '',
  banner: (document.querySelector('.banner') || {}).textContent || '',
  hint: (document.querySelector('.hint') || {}).textContent || '',
  gameNumber: (document.querySelector('.game-number') || {}).textContent || '',
};
"#;

/// The Elephant–Fox–Mouse board as one page shows it.
#[derive(Clone, Debug)]
struct Efm(Value);

impl Efm {
    fn version(&self) -> u64 {
        self.0["version"].as_u64().unwrap_or(0)
    }
    fn str(&self, key: &str) -> &str {
        self.0[key].as_str().unwrap_or("")
    }
    fn turn(&self) -> &str {
        self.str("turn")
    }
    fn mine(&self) -> &str {
        self.str("mine")
    }
    fn cells(&self) -> HashMap<String, String> {
        self.0["animals"]
            .as_object()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap_or("").to_string()))
                    .collect()
            })
            .unwrap_or_default()
    }
    fn legal(&self) -> Vec<String> {
        self.0["legal"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }
}

async fn efm(b: &Browser) -> Efm {
    let v = b.js(EFM_JS).await;
    assert!(
        !v.is_null(),
        "no Elephant–Fox–Mouse board:\n{}",
        b.text().await
    );
    Efm(v)
}

async fn open_page(driver: &Driver, server: &Server, nick: &str) -> Browser {
    let b = Browser::open(driver, LAPTOP.0, LAPTOP.1).await;
    b.sign_in(&server.url, nick).await;
    b
}

/// Creates an Elephant–Fox–Mouse table from the lobby form; `limit` is the move limit
/// option ("none" or a number). Returns the table id.
async fn create_table(b: &Browser, seats: [&str; 3], limit: &str) -> String {
    b.select("#new-game", "elephant-fox-mouse").await;
    b.wait_for(
        "the move limit field",
        "document.querySelector('#new-option-ply_cap')",
    )
    .await;
    let default = b
        .js("return document.querySelector('#new-option-ply_cap').value")
        .await;
    assert_eq!(default.as_str(), Some("none"), "no move limit by default");
    for (i, s) in seats.iter().enumerate() {
        b.select(&format!("#new-seat-{i}"), s).await;
    }
    b.select("#new-option-ply_cap", limit).await;
    b.click("[data-action='create']").await;
    b.wait_for(
        "the room",
        "document.querySelector('svg.efm-board[data-version]')",
    )
    .await;
    let hash = b.js("return location.hash").await;
    hash.as_str()
        .and_then(|h| h.strip_prefix("#/table/"))
        .expect("the room's address")
        .to_string()
}

/// Joins `table` from the lobby's list of open tables.
async fn join_from_lobby(b: &Browser, table: &str) {
    let join = format!("[data-list='open'] [data-table='{table}'] [data-action='join']");
    b.wait_for(
        "the table in the lobby",
        &format!("document.querySelector(\"{join}\")"),
    )
    .await;
    b.click(&join).await;
    b.wait_for(
        "the room",
        "document.querySelector('svg.efm-board[data-version]')",
    )
    .await;
}

async fn click_cell(b: &Browser, cell: &str) {
    b.click(&format!("svg.efm-board [data-cell='{cell}']"))
        .await;
}

// ---- The TCP door --------------------------------------------------------------

/// A player over the TCP door, as with `nc`.
struct Nc {
    lines: Lines<BufReader<OwnedReadHalf>>,
    writer: OwnedWriteHalf,
    seen: Vec<String>,
}

impl Nc {
    /// Connects and chooses a nickname.
    async fn player(port: u16, nick: &str) -> Nc {
        let stream = TcpStream::connect(("127.0.0.1", port))
            .await
            .expect("connect to the TCP door");
        let (r, w) = stream.into_split();
        let mut nc = Nc {
            lines: BufReader::new(r).lines(),
            writer: w,
            seen: Vec::new(),
        };
        nc.until("NICK").await;
        nc.send(nick).await;
        nc.until("INFO").await;
        nc
    }

    async fn send(&mut self, text: &str) {
        self.writer
            .write_all(format!("{text}\n").as_bytes())
            .await
            .expect("send a line");
    }

    /// Reads lines until one starts with `tag`; returns it.
    async fn until(&mut self, tag: &str) -> String {
        loop {
            let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
                .await
                .unwrap_or_else(|_| panic!("no {tag} line; saw {:#?}", self.tail()))
                .expect("read a line")
                .unwrap_or_else(|| panic!("the door closed before {tag}; saw {:#?}", self.tail()));
            self.seen.push(line.clone());
            if line.starts_with(tag) {
                return line;
            }
        }
    }

    /// Leaves the quick-play table the door seated us at and sits at `table`.
    async fn join(&mut self, table: &str) {
        self.send("leave").await;
        self.send(&format!("join {table}")).await;
    }

    fn tail(&self) -> Vec<String> {
        self.seen.iter().rev().take(25).rev().cloned().collect()
    }

    /// The animals' cells from the last board block (`Elephant (E) c3   Fox (F) f6 …`).
    fn cells(&self) -> HashMap<String, String> {
        let line = self
            .seen
            .iter()
            .rev()
            .find(|l| l.starts_with("BOARD Elephant ("))
            .cloned()
            .unwrap_or_default();
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut out = HashMap::new();
        for w in words.windows(3) {
            if w[1].starts_with('(') && w[2].len() == 2 {
                out.insert(w[0].to_ascii_lowercase(), w[2].to_string());
            }
        }
        out
    }

    /// Plays as a hunter every time it is our turn, until the game ends; returns the END line.
    async fn hunt_until_the_end(&mut self, me: &str) -> String {
        loop {
            let line = tokio::time::timeout(PATIENCE, self.lines.next_line())
                .await
                .unwrap_or_else(|_| panic!("the game stalled; saw {:#?}", self.tail()))
                .expect("read")
                .expect("the door stays open");
            self.seen.push(line.clone());
            if line.starts_with("END") {
                return line;
            }
            if let Some(list) = line
                .strip_prefix("YOURMOVE")
                .and_then(|l| l.split("legal: ").nth(1))
            {
                let legal: Vec<String> = list
                    .trim_end_matches(')')
                    .split_whitespace()
                    .map(str::to_string)
                    .collect();
                let choice = hunt(me, &self.cells(), &legal);
                self.send(&choice).await;
            }
        }
    }
}

/// `START … you are fox` → `fox`.
fn animal_of(start: &str) -> String {
    start
        .rsplit("you are ")
        .next()
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// Browser players hunt on their turns until the board shows the game over.
async fn hunt_in_browsers(people: &[&Browser]) -> Vec<Efm> {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut played: HashMap<usize, u64> = HashMap::new();
    loop {
        let mut boards = Vec::new();
        for b in people {
            boards.push(efm(b).await);
        }
        if boards.iter().all(|x| x.str("phase") == "over") {
            return boards;
        }
        for (i, board) in boards.iter().enumerate() {
            if board.turn() == "you"
                && !board.0["pending"].as_bool().unwrap_or(false)
                && played.get(&i) != Some(&board.version())
            {
                let choice = hunt(board.mine(), &board.cells(), &board.legal());
                click_cell(people[i], &choice).await;
                played.insert(i, board.version());
            }
        }
        assert!(
            Instant::now() < deadline,
            "the chase did not end: {boards:?}"
        );
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
}

// ---- The tests -----------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_play_to_a_capture_and_are_back_in_the_waiting_room() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let ann = open_page(&driver, &server, "ann").await;
    let table = create_table(&ann, ["me", "open", "open"], "none").await;

    // The seed's waiting room: n/3 players.
    ann.wait_for(
        "1/3 in the waiting room",
        "document.querySelector('.efm-overlay[data-overlay=waiting] .efm-waiting[data-seated=\"1\"]')",
    )
    .await;
    let wait = efm(&ann).await;
    assert!(wait.str("overlayText").contains("1/3"), "{wait:?}");

    let bob = open_page(&driver, &server, "bob").await;
    join_from_lobby(&bob, &table).await;
    ann.wait_for(
        "2/3",
        "document.querySelector('.efm-waiting[data-seated=\"2\"]')",
    )
    .await;
    assert!(efm(&ann).await.str("overlayText").contains("2/3"));

    let mut carol = Nc::player(server.tcp.expect("a TCP door"), "carol").await;
    carol.join(&table).await;
    let start = carol.until("START").await;
    assert!(
        start.contains("ann") && start.contains("bob") && start.contains("carol"),
        "{start}"
    );
    let carol_animal = animal_of(&start);

    // Everyone sees the game: the board, the three players and the drawn turn order.
    for b in [&ann, &bob] {
        b.wait_for(
            "the game",
            "document.querySelector('svg.efm-board[data-phase=playing]')",
        )
        .await;
        let board = efm(b).await;
        assert_eq!(board.cells().len(), 3, "three animals on the board");
        assert!(
            board.str("info").starts_with("Drawn at random: "),
            "{board:?}"
        );
        assert!(board.str("info").contains("no move limit"), "{board:?}");
        assert_eq!(
            b.js("return document.querySelectorAll('.efm-player').length")
                .await,
            3
        );
        assert!(b.text().await.contains("carol"));
    }
    let ann_animal = efm(&ann).await.mine().to_string();
    let bob_animal = efm(&bob).await.mine().to_string();
    let mut animals = vec![ann_animal.clone(), bob_animal.clone(), carol_animal.clone()];
    animals.sort();
    assert_eq!(animals, ["elephant", "fox", "mouse"]);

    // The animal to move shows the seed's colours and its predator is marked.
    let board = efm(&ann).await;
    assert!(
        board.0["reach"].as_object().is_some_and(|r| !r.is_empty()),
        "{board:?}"
    );
    let to_move = board.str("toMove").to_string();
    assert_eq!(
        board.0["hunter"].as_str(),
        Some(match to_move.as_str() {
            "elephant" => "mouse",
            "fox" => "elephant",
            _ => "fox",
        })
    );

    // A click that is not a move is explained, and plays nothing: the mover's own cell
    // (passing is not allowed), or any cell while another animal is to move.
    let (clicker, expect) = if ann_animal == to_move {
        (&ann, "passing is not allowed")
    } else if bob_animal == to_move {
        (&bob, "passing is not allowed")
    } else {
        (&ann, "it is not your turn")
    };
    let board = efm(clicker).await;
    let own = board.cells()[board.mine()].clone();
    click_cell(clicker, &own).await;
    clicker
        .wait_for(
            "a hint",
            &format!("document.querySelector('.hint').textContent.includes('{expect}')"),
        )
        .await;
    assert_eq!(
        efm(clicker).await.version(),
        board.version(),
        "nothing was played"
    );

    // The chase: the two browsers click, carol types.
    let nc = tokio::spawn(async move {
        let end = carol.hunt_until_the_end(&carol_animal).await;
        (carol, end)
    });
    let boards = hunt_in_browsers(&[&ann, &bob]).await;
    let (mut carol, end) = nc.await.expect("carol's task");
    assert!(
        end.contains("winner:") && end.contains("loser:") && end.contains("survivor:"),
        "{end}"
    );

    // The result, on the page: who ate whom.
    for (b, board) in [(&ann, &boards[0]), (&bob, &boards[1])] {
        assert_eq!(board.str("overlay"), "over", "{board:?}");
        assert_eq!(board.str("result"), "eaten");
        let text = board.str("overlayText");
        assert!(text.contains(" ate the "), "{text}");
        assert!(
            text.contains("wins") && text.contains("loses") && text.contains("survives"),
            "{text}"
        );
        assert!(b.text().await.contains("was eaten"));
    }

    // Back in the waiting room: carol is ready at once (the door's flow), the page asks the
    // others; when both are ready the next game starts, with the seats moved round.
    carol.until("WAIT").await;
    ann.wait_for(
        "the waiting room after the game",
        "document.querySelector('.efm-overlay[data-overlay=over] .efm-next') && \
         document.querySelector('.efm-next').textContent.includes('/3') && \
         document.querySelector(\"[data-action='ready']\")",
    )
    .await;
    let next = ann
        .js("return document.querySelector('.efm-next').textContent")
        .await;
    assert!(
        next.as_str()
            .is_some_and(|t| t.starts_with("Ready for the next game")),
        "{next}"
    );
    // What comes next is right under the result, above the board (it was under the board,
    // a screen further down on a phone).
    let order = ann
        .js(
            "const top = (s) => document.querySelector(s).getBoundingClientRect().top; \
             return [top('.outcome'), top(\"[data-action='ready']\"), top('.board-slot')]",
        )
        .await;
    let at = |i: usize| order[i].as_f64().unwrap_or(f64::NAN);
    assert!(
        at(0) < at(1) && at(1) < at(2),
        "result, buttons, board: {order}"
    );
    ann.click("[data-action='ready']").await;
    bob.wait_for(
        "the next-game button",
        "document.querySelector(\"[data-action='ready']\")",
    )
    .await;
    bob.click("[data-action='ready']").await;
    let start = carol.until("START").await;
    assert!(start.contains("(game 2)"), "{start}");
    for b in [&ann, &bob] {
        b.wait_for(
            "game 2",
            "document.querySelector('svg.efm-board[data-phase=playing]') && \
             document.querySelector('.game-number').textContent.includes('2')",
        )
        .await;
    }
    assert_ne!(efm(&ann).await.mine(), ann_animal, "seats rotate");
    ann.close().await;
    bob.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_an_nc_player_and_a_computer_share_a_game_with_a_move_limit() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let ann = open_page(&driver, &server, "ann").await;
    let table = create_table(&ann, ["me", "open", "easy"], "100").await;
    let mut carol = Nc::player(server.tcp.expect("a TCP door"), "carol").await;
    carol.join(&table).await;
    let start = carol.until("START").await;
    assert!(
        start.contains("mouse-bot"),
        "the computer is the mouse: {start}"
    );
    let carol_animal = animal_of(&start);
    ann.wait_for(
        "the game",
        "document.querySelector('svg.efm-board[data-phase=playing]')",
    )
    .await;
    let board = efm(&ann).await;
    assert!(
        board.str("info").contains("of 100 moves"),
        "the move limit chosen in the lobby: {board:?}"
    );
    assert!(ann.text().await.contains("Computer (easy)"));

    let nc = tokio::spawn(async move {
        let end = carol.hunt_until_the_end(&carol_animal).await;
        (carol, end)
    });
    let boards = hunt_in_browsers(&[&ann]).await;
    let (mut carol, end) = nc.await.expect("carol's task");
    let reason = boards[0].str("result").to_string();
    assert!(
        reason == "eaten" || reason == "ply cap",
        "a capture or the limit: {boards:?}"
    );
    assert!(end.starts_with("END"), "{end}");
    assert_eq!(boards[0].str("overlay"), "over");

    // Back to waiting: the computer and carol are ready, ann starts the next game.
    carol.until("WAIT").await;
    ann.wait_for(
        "ready 2/3",
        "document.querySelector('.efm-next') && document.querySelector('.efm-next').dataset.ready === '2'",
    )
    .await;
    ann.click("[data-action='ready']").await;
    assert!(carol.until("START").await.contains("(game 2)"));
    ann.close().await;
}

/// Plays until `who` is to move, by whoever is to move playing their first legal cell (no
/// one can eat in the first round of a fair start). `browsers` are (page, animal).
/// The first legal move of a door's `YOURMOVE` line.
fn first_legal(line: &str) -> String {
    line.split("legal: ")
        .nth(1)
        .and_then(|l| l.split_whitespace().next())
        .expect("a legal move")
        .trim_end_matches(')')
        .to_string()
}

async fn until_turn_of(who: &str, browsers: &[(&Browser, String)], nc: &mut Nc, nc_animal: &str) {
    for _ in 0..6 {
        let board = efm(browsers[0].0).await;
        let to_move = board.str("toMove").to_string();
        if to_move == who {
            return;
        }
        if to_move == nc_animal {
            let line = nc.until("YOURMOVE").await;
            nc.send(&first_legal(&line)).await;
        } else {
            let (page, _) = browsers
                .iter()
                .find(|(_, a)| *a == to_move)
                .expect("a browser player to move");
            let mine = efm(page).await;
            assert_eq!(mine.turn(), "you");
            click_cell(page, &mine.legal()[0]).await;
        }
        let v = board.version();
        browsers[0]
            .0
            .wait_for(
                "the move",
                &format!(
                    "Number(document.querySelector('svg.efm-board').dataset.version) > {v} && \
                     document.querySelector('svg.efm-board').dataset.toMove !== '{to_move}'"
                ),
            )
            .await;
    }
    panic!("{who} never came to move");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_three_agree_to_a_draw_from_the_page_and_from_tcp() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let ann = open_page(&driver, &server, "ann").await;
    let table = create_table(&ann, ["me", "open", "open"], "none").await;
    let bob = open_page(&driver, &server, "bob").await;
    join_from_lobby(&bob, &table).await;
    let mut carol = Nc::player(server.tcp.expect("a TCP door"), "carol").await;
    carol.join(&table).await;
    let carol_animal = animal_of(&carol.until("START").await);
    for b in [&ann, &bob] {
        b.wait_for(
            "the game",
            "document.querySelector('svg.efm-board[data-phase=playing]')",
        )
        .await;
    }
    let browsers = [
        (&ann, efm(&ann).await.mine().to_string()),
        (&bob, efm(&bob).await.mine().to_string()),
    ];

    // Game 1: ann offers from the page; bob accepts on the page, carol over TCP.
    until_turn_of(&browsers[0].1, &browsers, &mut carol, &carol_animal).await;
    ann.wait_for(
        "the offer button",
        "document.querySelector(\"[data-action='offer-draw']\")",
    )
    .await;
    ann.click("[data-action='offer-draw']").await;
    assert!(carol.until("DRAW").await.contains("ann"));
    bob.wait_for(
        "the offer",
        "document.querySelector(\"[data-action='accept-draw']\")",
    )
    .await;
    assert!(efm(&bob).await.str("drawLine").contains("needs all three"));
    bob.click("[data-action='accept-draw']").await;
    ann.wait_for(
        "bob's acceptance",
        "document.querySelector('.efm-draw').dataset.accepted === '1'",
    )
    .await;
    let line = efm(&ann).await.str("drawLine").to_string();
    assert!(
        line.contains("Accepted by bob") && line.contains("Waiting for carol"),
        "{line}"
    );
    assert_eq!(
        efm(&ann).await.str("phase"),
        "playing",
        "two of three is not enough"
    );
    carol.until("DRAW").await; // accepted by bob
    carol.send("accept").await;
    assert!(carol.until("END").await.contains("draw"));
    for b in [&ann, &bob] {
        b.wait_for(
            "the drawn game",
            "document.querySelector('.efm-result[data-reason=agreement]')",
        )
        .await;
        assert!(
            efm(b)
                .await
                .str("overlayText")
                .contains("all three players agreed")
        );
    }

    // Game 2: carol offers over TCP; ann declines (by key), so the offer is off, and carol may
    // not offer again before she has moved. After her move, whoever is next offers from the
    // page; the other page and carol accept.
    for b in [&ann, &bob] {
        b.wait_for(
            "the next-game button",
            "document.querySelector(\"[data-action='ready']\")",
        )
        .await;
        b.click("[data-action='ready']").await;
    }
    let carol_animal = animal_of(&carol.until("START").await);
    for b in [&ann, &bob] {
        b.wait_for(
            "game 2",
            "document.querySelector('svg.efm-board[data-phase=playing]') && \
             document.querySelector('.game-number').textContent.includes('2')",
        )
        .await;
    }
    let browsers = [
        (&ann, efm(&ann).await.mine().to_string()),
        (&bob, efm(&bob).await.mine().to_string()),
    ];
    until_turn_of(&carol_animal, &browsers, &mut carol, &carol_animal).await;
    carol.send("draw").await;
    ann.wait_for(
        "carol's offer",
        "document.querySelector(\"[data-action='decline-draw']\")",
    )
    .await;
    // Ann declines with the shortcut key the button shows (X), not the mouse.
    ann.press(&['x']).await;
    // The door says who declined.
    assert!(
        carol
            .until("DRAW ann (mouse) declined the draw offer")
            .await
            .contains("play on")
    );
    ann.wait_for(
        "the offer gone",
        "document.querySelector('.efm-draw').hidden",
    )
    .await;
    carol.send("draw").await;
    let refused = carol.until("ERROR refused").await;
    assert!(refused.contains("after your next move"), "{refused}");
    carol.send("board").await;
    let line = carol.until("YOURMOVE").await;
    carol.send(&first_legal(&line)).await;
    let deadline = Instant::now() + PATIENCE;
    let (next, other) = loop {
        let (a, b) = (efm(&ann).await, efm(&bob).await);
        if a.turn() == "you" && a.version() == b.version() {
            break (&ann, &bob);
        }
        if b.turn() == "you" && a.version() == b.version() {
            break (&bob, &ann);
        }
        assert!(
            Instant::now() < deadline,
            "nobody's turn after carol: {a:?} {b:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    next.wait_for(
        "the offer button",
        "document.querySelector(\"[data-action='offer-draw']\")",
    )
    .await;
    next.click("[data-action='offer-draw']").await;
    other
        .wait_for(
            "the second offer",
            "document.querySelector(\"[data-action='accept-draw']\")",
        )
        .await;
    other.click("[data-action='accept-draw']").await;
    carol.until("DRAW").await;
    carol.send("accept").await;
    assert!(carol.until("END").await.contains("draw"));
    ann.wait_for(
        "the drawn game",
        "document.querySelector('.efm-result[data-reason=agreement]')",
    )
    .await;
    // The series counts the two draws.
    ann.wait_for(
        "two draws in the series",
        "document.querySelector('[data-draws=\"2\"]')",
    )
    .await;
    ann.close().await;
    bob.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_moves_the_animal() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let ann = open_page(&driver, &server, "ann").await;
    create_table(&ann, ["me", "random", "random"], "none").await;
    let deadline = Instant::now() + PATIENCE;
    let board = loop {
        let b = efm(&ann).await;
        if b.turn() == "you" && !b.0["pending"].as_bool().unwrap_or(false) {
            break b;
        }
        assert!(Instant::now() < deadline, "never my turn: {b:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // The cursor starts on my animal; walk it to a legal cell with the arrow keys.
    let from = board.cells()[board.mine()].clone();
    let to = board.legal()[0].clone();
    ann.js(&format!(
        "document.querySelector(\"svg.efm-board [data-cell='{from}']\").focus()"
    ))
    .await;
    let (fx, fy) = cell_xy(&from);
    let (tx, ty) = cell_xy(&to);
    let mut keys = Vec::new();
    use fantoccini::key::Key;
    let (h, v) = (tx - fx, ty - fy);
    for _ in 0..h.abs() {
        keys.push(if h > 0 { Key::Right } else { Key::Left }.into());
    }
    for _ in 0..v.abs() {
        keys.push(if v > 0 { Key::Up } else { Key::Down }.into());
    }
    keys.push(Key::Enter.into());
    ann.press(&keys).await;
    ann.wait_for(
        &format!("{to} in the move list"),
        &format!(
            "[...document.querySelectorAll('.moves code')].some(c => c.textContent === '{to}')"
        ),
    )
    .await;
    ann.close().await;
}

/// The longest nickname, of wide letters with no space ("WWWWWWWWWW"), in a 500 px window: the
/// players list and the series table (three columns of numbers here) break it instead of
/// pushing the page sideways.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_nickname_does_not_push_a_narrow_room_sideways() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 500, 900).await;
    let nick = "W".repeat(10);
    b.sign_in(&server.url, &nick).await;
    create_table(&b, ["me", "easy", "open"], "none").await;
    b.wait_for(
        "the series table",
        &format!(
            "[...document.querySelectorAll('.series tbody th')].some(th => th.textContent === '{nick}')"
        ),
    )
    .await;
    let widths = b
        .js("const d = document.documentElement; return [d.scrollWidth, d.clientWidth]")
        .await;
    let (scroll, client) = (widths[0].as_u64().unwrap(), widths[1].as_u64().unwrap());
    assert!(
        scroll <= client,
        "the page scrolls sideways: {scroll} px wide in {client} px"
    );
    b.close().await;
}
