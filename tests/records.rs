//! Save, then send: the server is killed with SIGKILL in the middle of games (a web player
//! against the computer, a TCP player at a table with computers) and a console game is
//! killed too; after a restart every move any client saw is in the records, the players
//! come back with their tokens and go on from the same position (computer seats
//! included), and the console game goes on with `parlour play --resume`.

#[path = "support/banner.rs"]
mod banner;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::{BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

const PATIENCE: Duration = Duration::from_secs(30);

/// The server binary, its addresses, and what it printed.
struct Server {
    child: Child,
    http: String,
    tcp: String,
}

impl Server {
    fn start(data: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
            .args([
                "serve",
                "--http",
                "127.0.0.1:0",
                "--tcp",
                "127.0.0.1:0",
                "--seed",
                "5",
                "--computer-pace",
                "0",
                "--bots",
                "--bot-wait",
                "1",
                "--bot-level",
                "easy",
            ])
            .arg("--data")
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start parlour serve");
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let (http, tcp) = banner::doors(&mut out);
        assert!(
            !http.is_empty() && !tcp.is_empty(),
            "the server said where it listens"
        );
        Server { child, http, tcp }
    }

    fn kill9(&mut self) {
        kill9(&self.child);
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn kill9(child: &Child) {
    let ok = Command::new("kill")
        .args(["-KILL", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn ws_connect(addr: &str) -> Socket {
    tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("websocket")
        .0
}

async fn ws_send(ws: &mut Socket, v: Value) {
    ws.send(tokio_tungstenite::tungstenite::Message::Text(
        v.to_string().into(),
    ))
    .await
    .unwrap();
}

async fn ws_until(ws: &mut Socket, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
    loop {
        let msg = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .unwrap_or_else(|_| panic!("timed out waiting for {what}"))
            .unwrap_or_else(|| panic!("closed waiting for {what}"))
            .unwrap();
        if let tokio_tungstenite::tungstenite::Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            assert_ne!(v["type"], "error", "{v}");
            if pred(&v) {
                return v;
            }
        }
    }
}

fn my_turn(v: &Value) -> bool {
    v["type"] == "state"
        && v["state"]["phase"] == "playing"
        && v["state"]["to_move"] == v["state"]["you"]
        && !v["state"]["legal"].as_array().is_none_or(Vec::is_empty)
}

fn moves_of(state: &Value) -> Vec<String> {
    state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["notation"].as_str().unwrap().to_string())
        .collect()
}

/// A console game in a child process, its output collected as it comes.
struct Console {
    child: Child,
    stdin: ChildStdin,
    out: Arc<Mutex<String>>,
}

impl Console {
    fn start(args: &[&str], data: &Path) -> Console {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
            .args(args)
            .arg("--data")
            .arg(data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the console");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let out = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&out);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Console { child, stdin, out }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits until the output holds `needle` `times` times; returns the output.
    fn wait_for(&self, needle: &str, times: usize) -> String {
        let start = Instant::now();
        loop {
            let text = self.out.lock().unwrap().clone();
            if text.matches(needle).count() >= times {
                return text;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "console never said {needle:?}:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The moves the console showed, in order: "You play N:" (after the prompt, on its line)
/// and the computer's "North (computer, easy) plays N:".
fn console_moves(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            l.split_once("You play ")
                .or_else(|| l.split_once(" plays "))
                .map(|(_, m)| m)
        })
        .filter_map(|l| l.split(':').next())
        .map(str::to_string)
        .collect()
}

fn records_json(data: &Path, args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["records"])
        .args(args)
        .arg("--data")
        .arg(data)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_loses_no_move_anyone_saw() {
    let dir = std::env::temp_dir().join(format!("parlour-records-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut server = Server::start(&dir);

    // A web player against the computer plays a few moves.
    let mut ann = ws_connect(&server.http).await;
    ws_send(&mut ann, json!({"type": "hello", "nick": "ann"})).await;
    let token = ws_until(&mut ann, "welcome", |v| v["type"] == "welcome").await["token"]
        .as_str()
        .unwrap()
        .to_string();
    ws_send(
        &mut ann,
        json!({"type": "create_table", "game": "nines", "variant": "standard", "seats": ["me", "easy"]}),
    )
    .await;
    let mut state = ws_until(&mut ann, "my turn", my_turn).await["state"].clone();
    let table = "t1";
    for _ in 0..4 {
        let mv = state["legal"][0]["notation"].clone();
        ws_send(
            &mut ann,
            json!({"type": "move", "table": table, "version": state["version"], "move": mv}),
        )
        .await;
        state = ws_until(&mut ann, "my turn", my_turn).await["state"].clone();
    }
    let ann_saw = moves_of(&state);
    assert!(ann_saw.len() >= 5, "{ann_saw:?}");

    // A TCP player at a quick table that computers fill, a few moves too.
    let stream = tokio::net::TcpStream::connect(&server.tcp).await.unwrap();
    let (r, mut w) = stream.into_split();
    let mut bob = tokio::io::BufReader::new(r).lines();
    w.write_all(b"bob\n").await.unwrap();
    let mut bob_token = String::new();
    let mut bob_saw: Vec<String> = Vec::new();
    let (mut sent, mut own_seen) = (0, 0);
    while own_seen < 3 {
        let line = tokio::time::timeout(PATIENCE, bob.next_line())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        if let Some(t) = line.split("Your token is ").nth(1) {
            bob_token = t.split(':').next().unwrap().to_string();
        }
        if let Some(rest) = line.strip_prefix("MOVE ")
            && let Some((who, mv)) = rest.split_once(" played ")
        {
            bob_saw.push(mv.split(':').next().unwrap().to_string());
            if who == "bob" {
                own_seen += 1;
            }
        }
        if let Some(legal) = line.strip_prefix("YOURMOVE ")
            && sent < 3
        {
            let first = legal.split("legal: ").nth(1).unwrap();
            let first = first.split([' ', ')']).next().unwrap();
            w.write_all(format!("{first}\n").as_bytes()).await.unwrap();
            sent += 1;
        }
    }
    assert!(!bob_token.is_empty());

    // A console game against the computer, two moves.
    let mut console = Console::start(
        &[
            "play",
            "isolo",
            "--variant",
            "12-holes",
            "--seats",
            "human,easy",
            "--no-rules",
        ],
        &dir,
    );
    for k in 1..=2 {
        console.send("moves");
        let text = console.wait_for("Legal moves:", k);
        let legal = text
            .rsplit("Legal moves: ")
            .next()
            .unwrap()
            .lines()
            .next()
            .unwrap();
        let first = legal.split_whitespace().next().unwrap().to_string();
        console.send(&first);
        console.wait_for("You play ", k);
    }
    let console_text = console.wait_for("You play ", 2);
    let console_saw = console_moves(&console_text);

    // Kill everything without warning.
    kill9(&console.child);
    let _ = console.child.wait();
    server.kill9();
    drop(ann);

    // Every move anyone saw is in the records.
    let games = records_json(&dir, &["list", "--json", "--limit", "100"]);
    let list = games.as_array().unwrap();
    let nines = list
        .iter()
        .find(|g| g["table"] == "t1")
        .expect("the web game");
    assert!(nines["moves"].as_u64().unwrap() as usize >= ann_saw.len());
    let console_game = list
        .iter()
        .find(|g| g["table"].as_str().unwrap().starts_with('c'))
        .expect("the console game");
    let console_id = format!(
        "{}.{}",
        console_game["table"].as_str().unwrap(),
        console_game["number"]
    );
    let exported = records_json(&dir, &["export", &console_id]);
    let recorded_moves = |exported: &Value| -> Vec<String> {
        exported["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["kind"] == "move")
            .map(|e| e["notation"].as_str().unwrap().to_string())
            .collect()
    };
    let recorded = recorded_moves(&exported);
    assert_eq!(console_saw.len(), 4, "two moves each: {console_saw:?}");
    assert_eq!(
        recorded[..console_saw.len()],
        console_saw[..],
        "every move the console showed, the computer's too, is saved"
    );

    // A backup (taken as an administrator would, while nothing runs here, but VACUUM INTO
    // is safe with a server running too) holds the same games.
    let copy_dir = dir.join("backup");
    std::fs::create_dir_all(&copy_dir).unwrap();
    let copy = copy_dir.join("parlour.db");
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["records", "backup"])
        .arg(&copy)
        .arg("--data")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["records", "backup"])
        .arg(&copy)
        .arg("--data")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(!again.status.success(), "a backup never overwrites a file");
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    // Into a folder that is not there: said so (it blamed "the records").
    let nowhere = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["records", "backup"])
        .arg(dir.join("no-such-folder").join("copy.db"))
        .arg("--data")
        .arg(&dir)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&nowhere.stderr);
    assert!(
        !nowhere.status.success()
            && said.contains("there is no folder")
            && said.contains("no-such-folder"),
        "{said}"
    );
    assert_eq!(
        records_json(&copy_dir, &["list", "--json", "--limit", "100"]),
        games,
        "the backup holds every game"
    );

    // The server comes back; Ann finds her seat and position and plays on.
    let server = Server::start(&dir);
    let mut ann = ws_connect(&server.http).await;
    ws_send(&mut ann, json!({"type": "hello", "token": token})).await;
    let welcome = ws_until(&mut ann, "welcome", |v| v["type"] == "welcome").await;
    assert_eq!(welcome["you"]["nick"], "ann");
    assert_eq!(welcome["tables"], json!([table]));
    let back = ws_until(&mut ann, "my turn again", my_turn).await["state"].clone();
    let now = moves_of(&back);
    assert_eq!(
        now[..ann_saw.len()],
        ann_saw[..],
        "every move Ann saw is there"
    );
    let mv = back["legal"][0]["notation"].clone();
    ws_send(
        &mut ann,
        json!({"type": "move", "table": table, "version": back["version"], "move": mv}),
    )
    .await;
    let after = ws_until(&mut ann, "the computer's answer", my_turn).await["state"].clone();
    assert_eq!(
        moves_of(&after).len(),
        now.len() + 2,
        "the computer seat plays on"
    );

    // Bob comes back over TCP with his token.
    let stream = tokio::net::TcpStream::connect(&server.tcp).await.unwrap();
    let (r, mut w) = stream.into_split();
    let mut bob = tokio::io::BufReader::new(r).lines();
    w.write_all(format!("TOKEN {bob_token}\n").as_bytes())
        .await
        .unwrap();
    let mut replayed: Vec<String> = Vec::new();
    loop {
        let line = tokio::time::timeout(PATIENCE, bob.next_line())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        if let Some(rest) = line.strip_prefix("MOVE ")
            && let Some(mv) = rest.split(" played ").nth(1)
        {
            replayed.push(mv.split(':').next().unwrap().to_string());
        }
        if line.starts_with("YOURMOVE") {
            break;
        }
    }
    assert_eq!(
        replayed[..bob_saw.len()],
        bob_saw[..],
        "every move Bob saw is there"
    );

    // The console game goes on.
    let id = console_game["table"].as_str().unwrap();
    let mut again = Console::start(&["play", "--resume", id], &dir);
    let text = again.wait_for(" > ", 1);
    assert!(
        text.contains(&format!("Going on with table {id}")),
        "{text}"
    );
    // From the same position: the next move is the fifth, the player's, and the computer
    // seat answers it.
    let resumed_at = recorded.len() + 1;
    assert!(
        text.contains(&format!("South to move (move {resumed_at})")),
        "{text}"
    );
    again.send("moves");
    let text = again.wait_for("Legal moves:", 1);
    let legal = text.rsplit("Legal moves: ").next().unwrap();
    let next = legal.split_whitespace().next().unwrap().to_string();
    again.send(&next);
    let text = again.wait_for(" plays ", 1);
    let after = console_moves(&text);
    assert_eq!(after.first(), Some(&next), "{text}");
    assert_eq!(after.len(), 2, "the computer answered: {text}");
    again.send("quit");
    let _ = again.child.wait();
    let exported = records_json(&dir, &["export", &console_id]);
    let mut expected = recorded.clone();
    expected.extend(after);
    assert_eq!(
        recorded_moves(&exported),
        expected,
        "the resumed game is recorded"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `parlour records …` with plain text output; returns stdout.
fn records_text(data: &Path, args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["records"])
        .args(args)
        .arg("--data")
        .arg(data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "records {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_records_command_reads_a_finished_game() {
    let dir = std::env::temp_dir().join(format!("parlour-records-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut server = Server::start(&dir);
    // Ann plays two moves against the computer, then resigns: a finished, rated game.
    let mut ann = ws_connect(&server.http).await;
    ws_send(&mut ann, json!({"type": "hello", "nick": "ann"})).await;
    let welcome = ws_until(&mut ann, "welcome", |v| v["type"] == "welcome").await;
    let old_key = welcome["token"].as_str().unwrap().to_string();
    ws_send(
        &mut ann,
        json!({"type": "create_table", "game": "nines", "seats": ["me", "easy"]}),
    )
    .await;
    let mut state = ws_until(&mut ann, "my turn", my_turn).await["state"].clone();
    for _ in 0..2 {
        let mv = state["legal"][0]["notation"].clone();
        let version = state["version"].as_u64().unwrap();
        ws_send(
            &mut ann,
            json!({"type": "move", "table": "t1", "version": version, "move": mv}),
        )
        .await;
        state = ws_until(&mut ann, "my turn", |v| {
            my_turn(v) && v["state"]["version"].as_u64().unwrap() > version
        })
        .await["state"]
            .clone();
    }
    let seen = moves_of(&state);
    ws_send(&mut ann, json!({"type": "resign", "table": "t1"})).await;
    ws_until(&mut ann, "the end", |v| {
        v["type"] == "state" && v["state"]["phase"] == "over"
    })
    .await;
    // And a chase with two computers (of two levels),
    // resigned after a move each: a three-player rating.
    ws_send(
        &mut ann,
        json!({"type": "create_table", "game": "elephant-fox-mouse", "seats": ["me", "random", "easy"]}),
    )
    .await;
    let chase = ws_until(&mut ann, "the chase", |v| my_turn(v) && v["table"] == "t2").await;
    let version = chase["state"]["version"].as_u64().unwrap();
    let mv = chase["state"]["legal"][0]["notation"].clone();
    ws_send(
        &mut ann,
        json!({"type": "move", "table": "t2", "version": version, "move": mv}),
    )
    .await;
    ws_until(&mut ann, "the chase's next turn", |v| {
        my_turn(v) && v["table"] == "t2" && v["state"]["version"].as_u64().unwrap() > version
    })
    .await;
    ws_send(&mut ann, json!({"type": "resign", "table": "t2"})).await;
    ws_until(&mut ann, "the end of the chase", |v| {
        v["type"] == "state" && v["table"] == "t2" && v["state"]["phase"] == "over"
    })
    .await;
    server.kill9();

    let list = records_text(&dir, &["list"], "");
    assert!(
        list.contains("t1.1") && list.contains("ann v Computer (easy)"),
        "{list}"
    );
    assert!(list.contains("won (resignation)"), "{list}");
    let show = records_text(&dir, &["show", "t1.1"], "");
    assert!(
        show.contains("White: ann") && show.contains("Black: Computer (easy)"),
        "{show}"
    );
    for mv in &seen {
        assert!(show.contains(&format!(" {mv}")), "{mv} in: {show}");
    }
    assert!(show.contains("White resigns"), "{show}");
    assert!(
        show.contains("Result: Computer (easy, Black) won (resignation)."),
        "{show}"
    );
    // In Russian, names, seats, steps and the result alike.
    let russian = records_text(&dir, &["show", "t1.1", "--lang", "ru"], "");
    assert!(
        russian.contains("Белые: ann") && russian.contains("Чёрные: Компьютер (лёгкий)"),
        "{russian}"
    );
    assert!(russian.contains("Белые: признание поражения"), "{russian}");
    assert!(
        russian.contains("Итог: Компьютер (лёгкий, Чёрные) — победа (соперник сдался)."),
        "{russian}"
    );
    let text = records_text(&dir, &["export", "t1.1", "--format", "text"], "");
    assert_eq!(
        text.trim_end(),
        show.trim_end(),
        "the text export is the record shown"
    );
    assert!(text.ends_with('\n'));
    // The replay, every position at once, and stepped by Enter, back and a jump.
    let all = records_text(&dir, &["replay", "t1.1", "--all"], "");
    assert_eq!(all.matches("--- move ").count(), seen.len(), "{all}");
    assert!(all.contains("--- start"), "{all}");
    // It ends saying who won, as the record shown does.
    assert!(
        all.trim_end()
            .ends_with("Result: Computer (easy, Black) won (resignation)."),
        "{all}"
    );
    let stepped = records_text(&dir, &["replay", "t1.1"], "\n\nb\n4\nq\n");
    assert!(stepped.contains("--- move 2 of 4"), "{stepped}");
    assert!(
        stepped.matches("--- move 1 of 4").count() >= 2,
        "b goes back: {stepped}"
    );
    assert!(stepped.contains("--- move 4 of 4"), "a jump: {stepped}");
    // Every line of a replay fits an 80-column terminal, in every language.
    for lang in ["en", "ru", "vi"] {
        let all = records_text(&dir, &["replay", "t1.1", "--all", "--lang", lang], "");
        for line in all.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
    // Ann's page and the leaderboard, computer level included.
    let player = records_text(&dir, &["player", "ann"], "");
    assert!(
        player.contains("Nines") && player.contains("1 game: 0 won, 0 drawn, 1 lost"),
        "{player}"
    );
    assert!(player.contains("rating "), "{player}");
    // Survivals are told for the game of three only.
    let nines = player.lines().find(|l| l.contains("Nines")).unwrap();
    assert!(!nines.contains("survived"), "{player}");
    let chase = player.lines().find(|l| l.contains("Elephant–Fox–Mouse"));
    assert!(chase.expect("ann's chase").contains("survived"), "{player}");
    // Every line of these fits 80 columns too, in every language.
    for lang in ["en", "ru", "vi"] {
        for args in [
            &["player", "ann"][..],
            &["leaderboard", "nines"],
            &["leaderboard", "elephant-fox-mouse"],
            &["show", "t1.1"],
        ] {
            let mut with_lang = args.to_vec();
            with_lang.extend(["--lang", lang]);
            let text = records_text(&dir, &with_lang, "");
            for line in text.lines() {
                assert!(line.chars().count() <= 80, "{lang} {args:?}: {line}");
                // A rating is never cut after its ± (it was, where a line ran long).
                assert!(!line.trim_end().ends_with('±'), "{lang} {args:?}: {text}");
            }
        }
    }
    let board = records_text(&dir, &["leaderboard", "nines"], "");
    assert!(
        board.contains("ann") && board.contains("Computer (easy)"),
        "{board}"
    );
    // How each one's rated games went, on the line under their name.
    let under = |name: &str| {
        let mut lines = board.lines().skip_while(|l| !l.contains(name));
        lines.nth(1).unwrap_or_default().trim()
    };
    assert_eq!(under("ann"), "1 game: 0 won, 0 drawn, 1 lost", "{board}");
    assert_eq!(
        under("Computer (easy)"),
        "1 game: 1 won, 0 drawn, 0 lost",
        "{board}"
    );
    let chase = records_text(&dir, &["leaderboard", "elephant-fox-mouse"], "");
    assert_eq!(
        chase.lines().filter(|l| l.contains(" 1 game")).count(),
        3,
        "the three animals are rated: {chase}"
    );
    assert!(
        chase.contains("0 won, 0 drawn, 1 lost, 0 survived"),
        "ann resigned the chase: {chase}"
    );
    assert!(chase.contains("ann"), "{chase}");
    let empty = records_text(&dir, &["leaderboard", "isolo"], "");
    assert!(empty.contains("No rated game yet"), "{empty}");

    // Ann lost her key: the operator gives her a new one, which the next server takes and
    // the old one no longer opens.
    let said = records_text(&dir, &["new-key", "ANN"], "");
    let new_key = said
        .split("The new key of ann is ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .unwrap_or_else(|| panic!("{said}"))
        .to_string();
    assert_eq!(new_key.len(), 32, "{said}");
    let nobody = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["records", "new-key", "nobody", "--data"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(nobody.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&nobody.stderr).contains("no player 'nobody' in the records"),
        "{nobody:?}"
    );
    // The records copied into another folder (as into PostgreSQL for several nodes) are
    // the same records: a server on the copy knows ann by her key; a second copy into
    // records that are not empty is refused.
    let copy_dir = dir.with_extension("copy");
    let _ = std::fs::remove_dir_all(&copy_dir);
    std::fs::create_dir_all(&copy_dir).unwrap();
    let into = copy_dir.join("parlour.db").to_string_lossy().into_owned();
    let copied = records_text(&dir, &["copy", "--to", &into], "");
    assert!(
        copied.starts_with(&format!("Copied into {into}: ")),
        "{copied}"
    );
    assert!(
        copied.contains(": 1 player, 2 tables, 2 games with "),
        "{copied}"
    );
    assert_eq!(
        records_text(&copy_dir, &["list"], ""),
        records_text(&dir, &["list"], "")
    );
    let twice = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["records", "copy", "--to", &into, "--data"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(twice.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&twice.stderr).contains("are not empty"),
        "{twice:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    let dir = copy_dir;
    let mut server = Server::start(&dir);
    // A copy while a server writes the records is refused (its moves after the snapshot
    // would be lost), and makes no file; so is an address with a slash missing, which was
    // taken for a folder `postgres:`.
    let elsewhere = dir.with_extension("again");
    let _ = std::fs::remove_dir_all(&elsewhere);
    std::fs::create_dir_all(&elsewhere).unwrap();
    let again = elsewhere.join("parlour.db").to_string_lossy().into_owned();
    for (to, said) in [
        (again.as_str(), "is using the records at"),
        ("postgres:/ann@127.0.0.1/club", "a slash missing"),
    ] {
        let refused = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8")
            .current_dir(&elsewhere)
            .args(["records", "copy", "--to", to, "--data"])
            .arg(&dir)
            .output()
            .unwrap();
        assert_eq!(refused.status.code(), Some(2), "{refused:?}");
        assert!(
            String::from_utf8_lossy(&refused.stderr).contains(said),
            "{refused:?}"
        );
    }
    assert_eq!(
        std::fs::read_dir(&elsewhere).unwrap().count(),
        0,
        "nothing made"
    );
    let _ = std::fs::remove_dir_all(&elsewhere);
    let mut stale = ws_connect(&server.http).await;
    ws_send(&mut stale, json!({"type": "hello", "token": old_key})).await;
    let refused = tokio::time::timeout(PATIENCE, stale.next())
        .await
        .expect("an answer")
        .expect("a message")
        .unwrap();
    assert!(refused.to_string().contains("unknown_token"), "{refused}");
    let mut back = ws_connect(&server.http).await;
    ws_send(&mut back, json!({"type": "hello", "token": new_key})).await;
    let welcome = ws_until(&mut back, "welcome", |v| v["type"] == "welcome").await;
    assert_eq!(welcome["you"]["nick"], "ann");
    server.kill9();
    let _ = std::fs::remove_dir_all(&dir);
}

/// `new` in the console gives up the game: the next one starts at once with the same
/// players, and the records show the first as abandoned, not as being played, and do not
/// resume it.
#[test]
fn a_game_abandoned_in_the_console_is_recorded_as_abandoned() {
    let dir = std::env::temp_dir().join(format!("parlour-records-abandon-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut console = Console::start(
        &["play", "nines", "--seats", "human,easy", "--no-rules"],
        &dir,
    );
    console.wait_for("You (White) >", 1);
    console.send("d6");
    console.wait_for("You (White) >", 2);
    console.send("new");
    console.wait_for("Abandon this game?", 1);
    console.send("y");
    // Game 2 begins without another question, and is played.
    console.wait_for("--- Game 2 ---", 1);
    console.send("quit");
    let _ = console.child.wait();
    let text = console.out.lock().unwrap().clone();
    assert!(!text.contains("Play again?"), "{text}");
    let list = records_text(&dir, &["list"], "");
    // (Each game takes two lines: its result is on the second.)
    let first = list
        .lines()
        .skip_while(|l| !l.starts_with("c1.1 "))
        .nth(1)
        .unwrap_or_else(|| panic!("{list}"));
    assert!(first.ends_with("called off"), "{list}");
    let running = records_text(&dir, &["list", "--running"], "");
    assert!(!running.contains("c1.1 "), "{running}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A console game keeps the person as "You" in the language it was played in: the records
/// show it in the reader's. Every line of `records list` fits 80 columns, three players and
/// all.
#[test]
fn a_console_game_in_russian_is_listed_in_english_within_80_columns() {
    let dir = std::env::temp_dir().join(format!("parlour-records-you-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut console = Console::start(
        &[
            "play",
            "elephant-fox-mouse",
            "--seats",
            "human,medium,medium",
            "--no-rules",
            "--lang",
            "ru",
        ],
        &dir,
    );
    console.wait_for("Вы (", 1);
    console.send("quit");
    let _ = console.child.wait();
    let list = records_text(&dir, &["list"], "");
    assert!(
        list.contains("You v Computer (medium) 1 v Computer (medium) 2"),
        "{list}"
    );
    assert!(!list.contains("Вы"), "{list}");
    // The game quit in the middle waits to be resumed; it is not "being played".
    assert!(list.contains("unfinished; to go on with it:\n"), "{list}");
    assert!(
        list.lines()
            .any(|l| l.trim().starts_with("parlour play --resume c1 --data ")),
        "{list}"
    );
    let replayed = records_text(&dir, &["replay", "c1.1", "--all"], "");
    assert!(
        replayed
            .trim_end()
            .ends_with("Unfinished: parlour play --resume c1 goes on with it."),
        "{replayed}"
    );
    let russian = records_text(&dir, &["list", "--lang", "ru"], "");
    let vietnamese = records_text(&dir, &["list", "--lang", "vi"], "");
    assert!(russian.contains("Вы — Компьютер"), "{russian}");
    assert!(vietnamese.contains("Bạn vs Máy tính"), "{vietnamese}");
    // The game by its name in the list's language, not its id (`elephant-fox-mouse`).
    assert!(list.contains("c1.1     Elephant–Fox–Mouse "), "{list}");
    assert!(russian.contains("c1.1     Слон, Лиса и Мышь "), "{russian}");
    assert!(
        vietnamese.contains("c1.1     Voi Cáo Chuột "),
        "{vietnamese}"
    );
    for text in [&list, &russian, &vietnamese] {
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }
    let show = records_text(&dir, &["show", "c1.1"], "");
    assert!(show.contains("Elephant: You"), "{show}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Virus War's records count its sub-moves as sub-moves, three to a move: in the list and
/// the replay, in every language (they said "73 moves" of 73 sub-moves).
#[test]
fn virus_war_records_count_sub_moves() {
    let dir = std::env::temp_dir().join(format!("parlour-records-vw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut console = Console::start(
        &[
            "play",
            "virus-war",
            "--seats",
            "random,random",
            "--no-rules",
        ],
        &dir,
    );
    let _ = console.child.wait();
    let list = records_text(&dir, &["list"], "");
    assert!(
        list.contains(" sub-moves, ") || list.contains(" sub-move, "),
        "{list}"
    );
    let russian = records_text(&dir, &["list", "--lang", "ru"], "");
    assert!(russian.contains(" шаг"), "{russian}");
    let replayed = records_text(&dir, &["replay", "c1.1", "--all"], "");
    assert!(replayed.contains("--- sub-move 1 of "), "{replayed}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finished game of hidden cards replays in the terminal with the hands hidden, or as one
/// seat saw it with `--as` (the page could show a hand; the terminal could not).
#[test]
fn a_finished_card_game_replays_as_a_seat_saw_it() {
    let dir = std::env::temp_dir().join(format!("parlour-records-as-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let played = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args([
            "play",
            "tablenette",
            "--variant",
            "hand",
            "--seats",
            "easy,easy",
        ])
        .args(["--games", "1", "--no-rules", "--seed", "3", "--data"])
        .arg(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(played.status.success(), "{played:?}");
    let hidden = records_text(&dir, &["replay", "c1.1", "--all"], "");
    let south = records_text(&dir, &["replay", "c1.1", "--all", "--as", "south"], "");
    // The first position: South's six cards face down, or shown.
    let hand = |text: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with("South "))
            .unwrap_or_default()
            .to_string()
    };
    assert!(hand(&hidden).contains("##"), "{hidden}");
    assert!(!hand(&south).contains("##"), "{south}");
    let refused = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args([
            "records", "replay", "c1.1", "--all", "--as", "west", "--data",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        !refused.status.success()
            && said.contains("'west' is not a seat of this game (its seats: south, north)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
