//! The `parlour` command as scripts and people use it: help, the JSON scripting interface,
//! arenas, benches, and one-line errors with the documented exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const GAMES: [&str; 5] = [
    "nines",
    "isolo",
    "virus-war",
    "elephant-fox-mouse",
    "tablenette",
];

/// The records of every command run by these tests: a folder of the test run's own.
fn data() -> &'static str {
    static DIR: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("parlour-cli-test-{}", std::process::id()));
        dir.to_string_lossy().into_owned()
    })
}

fn parlour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .env("PARLOUR_DATA", data())
        .args(args)
        .output()
        .expect("run parlour")
}

fn parlour_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .env("PARLOUR_DATA", data())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run parlour");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_str(stdout(o).trim())
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", stdout(o)))
}

/// A usage error: status 2, exactly one line on stderr, no panic or backtrace.
fn assert_one_line_error(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(o));
    let err = stderr(o);
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "one line expected: {err}"
    );
    assert!(err.contains(needle), "'{needle}' not in: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
}

#[test]
fn loadtest_runs_against_this_machine_only() {
    for url in [
        "ws://10.1.2.3:8080/ws",
        "ws://example.org/ws",
        "wss://127.0.0.1/ws",
    ] {
        let o = parlour(&["loadtest", "--url", url, "--idle", "1", "--seconds", "1"]);
        assert_one_line_error(&o, "this machine");
        assert_eq!(o.status.code(), Some(2), "{url}");
    }
}

#[test]
fn help_lists_every_subcommand() {
    let o = parlour(&["--help"]);
    assert!(o.status.success());
    for sub in [
        "play", "rules", "moves", "arena", "bench", "engine", "serve", "connect", "loadtest",
    ] {
        assert!(stdout(&o).contains(sub), "missing {sub}: {}", stdout(&o));
        let sub_help = parlour(&[sub, "--help"]);
        assert!(sub_help.status.success(), "{sub} --help");
    }
}

/// A command that needs one of its own (`parlour records`) lists them, and says it was
/// not enough (status 2).
#[test]
fn a_command_without_its_subcommand_lists_them() {
    let o = parlour(&["records"]);
    assert_eq!(o.status.code(), Some(2));
    let help = stderr(&o);
    for sub in [
        "list",
        "show",
        "export",
        "replay",
        "player",
        "leaderboard",
        "backup",
    ] {
        assert!(help.contains(sub), "missing {sub}: {help}");
    }
}

#[test]
fn moves_json_has_the_documented_keys_for_every_game() {
    for g in GAMES {
        // --reveal: the whole position, hidden cards too (a no-op for open games).
        let o = parlour(&["moves", g, "--json", "--reveal"]);
        assert!(o.status.success(), "{g}: {}", stderr(&o));
        let v = json(&o);
        assert!(v["position"].is_string(), "{g}: {v}");
        assert!(v["to_move"].is_string(), "{g}: {v}");
        let legal = v["legal"].as_array().unwrap();
        assert!(!legal.is_empty(), "{g}");
        assert!(v["outcome"].is_null(), "{g}");
        // Playing the first legal move is accepted, and the position changes.
        let first = legal[0].as_str().unwrap();
        let o2 = parlour(&["moves", g, "--json", "--reveal", first]);
        assert!(o2.status.success(), "{g} {first}: {}", stderr(&o2));
        assert_ne!(json(&o2)["position"], v["position"], "{g}");
        // And from that position text the same legal moves follow.
        let pos = json(&o2)["position"].as_str().unwrap().to_string();
        let o3 = parlour(&["moves", g, "--json", "--reveal", "--position", &pos]);
        assert!(o3.status.success(), "{g}: {}", stderr(&o3));
        assert_eq!(json(&o3)["legal"], json(&o2)["legal"], "{g}");
    }
}

#[test]
fn a_finished_game_reports_each_seat() {
    // Nines rules §5.3 example 4 (OpenSpiel actions 7 14 11 … 423 496): white is blocked.
    let steps = "d5 g4 c4 e4 d3 f6 e5 g1 g7 d7 b6 a1 d6 d2 a4 c5 a7 b4 d3-c3 d2-d3";
    let mut args = vec!["moves", "nines", "--json"];
    args.extend(steps.split(' '));
    let o = parlour(&args);
    let v = json(&o);
    assert!(o.status.success(), "{v}");
    assert_eq!(v["outcome"]["results"]["black"], "win", "{v}");
    assert_eq!(v["outcome"]["results"]["white"], "loss", "{v}");
    assert!(v["to_move"].is_null());
    assert_eq!(v["legal"].as_array().unwrap().len(), 0);
    // Without --json, one line says it (it printed the JSON of the outcome).
    let text = parlour(
        &args[..2]
            .iter()
            .chain(&args[3..])
            .copied()
            .collect::<Vec<_>>(),
    );
    assert!(
        stdout(&text).contains("\ngame over: white loss, black win (blockade)\n"),
        "{}",
        stdout(&text)
    );
}

#[test]
fn the_rules_take_a_variant_after_the_game_as_the_text_door_does() {
    let by_word = parlour(&["rules", "nines", "standard"]);
    let by_option = parlour(&["rules", "nines", "--variant", "standard"]);
    assert!(by_word.status.success(), "{}", stderr(&by_word));
    assert_eq!(stdout(&by_word), stdout(&by_option));
    assert_ne!(stdout(&by_word), stdout(&parlour(&["rules", "nines"])));
}

#[test]
fn bad_input_gives_one_line_and_status_2() {
    assert_one_line_error(&parlour(&["moves", "chess"]), "there is no game 'chess'");
    assert_one_line_error(&parlour(&["play", "nines", "--bogus"]), "--bogus");
    assert_one_line_error(&parlour(&["moves", "nines", "zz9"]), "'zz9'");
    assert_one_line_error(&parlour(&["moves", "nines", "d6", "d6"]), "move 2 'd6'");
    assert_one_line_error(
        &parlour(&["moves", "isolo", "--variant", "nope"]),
        "this game has no variant 'nope'",
    );
    assert_one_line_error(
        &parlour(&["moves", "virus-war", "--position", "garbage"]),
        "position",
    );
    assert_one_line_error(
        &parlour(&["arena", "nines", "--players", "hard"]),
        "needs 2 players",
    );
    assert_one_line_error(
        &parlour(&["arena", "nines", "--players", "hard,wizard"]),
        "wizard",
    );
    assert_one_line_error(
        &parlour(&["play", "nines", "--seats", "human,human,human"]),
        "2 seats",
    );
    assert_one_line_error(
        &parlour(&["serve", "--tcp", "not-an-address"]),
        "not an address",
    );
    // A count of games is at least one (0 played one all the same).
    assert_one_line_error(
        &parlour(&["play", "nines", "--seats", "random,random", "--games", "0"]),
        "1 or more",
    );
    assert_one_line_error(
        &parlour(&[
            "arena",
            "nines",
            "--players",
            "random,random",
            "--games",
            "0",
        ]),
        "1 or more",
    );
    // An address of a database Parlour does not speak is refused, and no folder `mysql:`
    // is made for it (it was read as a file name).
    let dir = tempfile::tempdir().unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .current_dir(dir.path())
        .args([
            "play",
            "nines",
            "--seats",
            "random,random",
            "--database",
            "mysql://u@h/db",
        ])
        .output()
        .expect("run parlour");
    assert_one_line_error(&o, "not at mysql://");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    // Clap's hint and ours are not both given.
    let o = parlour(&["play", "nines", "--seed", "abc"]);
    assert_one_line_error(&o, "'abc'");
    assert_eq!(stderr(&o).matches("--help").count(), 1, "{}", stderr(&o));
}

/// Starts `parlour` with `args`, reads its stdout up to the web address, fetches the page
/// and the games over plain HTTP, then stops it with SIGTERM; returns what it printed.
fn serve_and_stop(args: &[&str]) -> String {
    // Records of its own: one server to a set of records (the tests run side by side).
    static SERVED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = SERVED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    serve_and_stop_at(&format!("{}/served-{n}", data()), args)
}

/// [`serve_and_stop`] on the records in folder `dir`.
fn serve_and_stop_at(dir: &str, args: &[&str]) -> String {
    use std::io::{BufRead, BufReader, Read};
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .env("PARLOUR_DATA", dir)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run parlour");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut printed = String::new();
    let mut web = None;
    for _ in 0..10 {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap() == 0 {
            break;
        }
        printed.push_str(&line);
        if let Some(url) = line.trim().strip_prefix("Web:") {
            web = Some(
                url.trim()
                    .trim_start_matches("http://")
                    .trim_end_matches('/')
                    .to_string(),
            );
        }
        if line.starts_with("Press Ctrl-C") {
            break;
        }
    }
    let web = web.unwrap_or_else(|| panic!("no web address in: {printed}"));
    for path in ["/", "/api/games"] {
        let mut s = std::net::TcpStream::connect(&web).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: {web}\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut reply = String::new();
        s.read_to_string(&mut reply).unwrap();
        assert!(reply.starts_with("HTTP/1.1 200"), "{path}: {reply}");
        printed.push_str(&reply);
    }
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert!(status.success(), "a clean stop after SIGTERM: {status:?}");
    printed
}

/// A second server on records another one serves is refused: both resumed the same tables
/// and wrote two histories into one game's record.
#[test]
fn a_second_server_on_the_same_records_is_refused() {
    use std::io::{BufRead, BufReader};
    let dir = format!("{}/shared", data());
    let start = || {
        Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8")
            .args(["serve", "--http", "127.0.0.1:0", "--no-tcp", "--data", &dir])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run parlour")
    };
    let mut first = start();
    let mut out = BufReader::new(first.stdout.take().unwrap());
    let mut line = String::new();
    while out.read_line(&mut line).unwrap() > 0 && !line.contains("Press Ctrl-C") {}
    let second = start().wait_with_output().unwrap();
    let _ = first.kill();
    let _ = first.wait();
    assert_eq!(second.status.code(), Some(1), "{}", stderr(&second));
    let err = stderr(&second);
    assert!(
        err.contains("another Parlour server (process ") && err.contains("is using the records at"),
        "{err}"
    );
    // Once the first is gone, a server starts there again.
    let printed = serve_and_stop_at(&dir, &["serve", "--http", "127.0.0.1:0", "--no-tcp"]);
    assert!(printed.contains("Parlour is running."), "{printed}");
}

#[test]
fn parlour_alone_serves_the_page_and_stops_cleanly() {
    let printed = serve_and_stop(&[]);
    assert!(printed.contains("Parlour is running."), "{printed}");
    assert!(printed.contains("TCP:  nc 127.0.0.1"), "{printed}");
    assert!(printed.contains("<!doctype html>"), "{printed}");
    assert!(printed.contains("\"elephant-fox-mouse\""), "{printed}");
}

#[test]
fn a_taken_port_moves_the_doors_to_the_next_free_one() {
    // Hold the default ports (if something else holds them already, so much the better).
    let _web = std::net::TcpListener::bind("127.0.0.1:8080");
    let _tcp = std::net::TcpListener::bind("127.0.0.1:7070");
    let printed = serve_and_stop(&[]);
    let line = |prefix: &str| -> String {
        printed
            .lines()
            .find_map(|l| l.trim().strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix} line in {printed}"))
            .trim()
            .to_string()
    };
    // "Web:  http://127.0.0.1:8081/" and "TCP:  nc 127.0.0.1 7071   (or: …)".
    let web: u16 = line("Web:")
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no web port in {printed}"));
    let tcp: u16 = line("TCP:  nc 127.0.0.1")
        .split_whitespace()
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no tcp port in {printed}"));
    assert!((8081..8100).contains(&web), "web door on {web}: {printed}");
    assert!((7071..7090).contains(&tcp), "tcp door on {tcp}: {printed}");
}

#[test]
fn serve_takes_addresses() {
    let printed = serve_and_stop(&["serve", "--http", "127.0.0.1:0", "--no-tcp", "--seed", "3"]);
    assert!(!printed.contains("TCP:"), "{printed}");
    let o = parlour(&["serve", "--http", "nowhere"]);
    assert_one_line_error(&o, "'nowhere' is not an address like 127.0.0.1:8080");
    let o = parlour(&["serve", "--tcp", "nowhere"]);
    assert_one_line_error(&o, "'nowhere' is not an address like 127.0.0.1:7070");
    // A server with no door, or with a page folder that holds no page, is refused before
    // it starts (it ran, serving nothing, or answering every page with 404).
    let o = parlour(&["serve", "--no-http", "--no-tcp"]);
    assert_one_line_error(&o, "keep at least one door open");
    let o = parlour(&["serve", "--web-dir", "/nonexistent", "--no-tcp"]);
    assert_one_line_error(&o, "--web-dir /nonexistent: no index.html there");
}

#[test]
fn the_menu_opens_and_ends_cleanly_without_input() {
    let o = parlour_with_input(&["play"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Welcome to Parlour"), "{}", stdout(&o));
    for g in ["Nines", "Isolo", "Virus War", "Tablenette"] {
        assert!(stdout(&o).contains(g), "{}", stdout(&o));
    }
    // The menu fits an 80-column terminal in every language (the summaries wrap under
    // themselves).
    for lang in ["en", "vi", "ru"] {
        let o = parlour_with_input(&["play", "--lang", lang], "");
        let out = stdout(&o);
        assert!(out.contains("5)"), "{out}");
        for line in out.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
}

/// `parlour rules` fits an 80-column terminal: the list of the games and every game's
/// rules, variants and levels, in every language.
#[test]
fn rules_keep_to_eighty_columns() {
    for lang in ["en", "ru", "vi"] {
        let mut asks = vec![vec!["rules", "--lang", lang]];
        asks.extend(GAMES.iter().map(|g| vec!["rules", g, "--lang", lang]));
        for args in asks {
            let o = parlour(&args);
            assert!(o.status.success(), "{args:?}");
            for line in stdout(&o).lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}");
            }
        }
    }
}

#[test]
fn rules_are_printed_for_every_game() {
    for g in GAMES {
        let o = parlour(&["rules", g]);
        assert!(o.status.success(), "{g}");
        assert!(
            stdout(&o).split_whitespace().count() > 150,
            "{g}: rules too short"
        );
        assert!(
            stdout(&o).contains("Computer levels: random, easy, medium, hard"),
            "{g}"
        );
    }
}

/// Isolo starts on 16 holes a row and says why; the 8-hole rules say it is decided.
#[test]
fn isolo_rules_explain_the_sixteen_hole_default() {
    let flat = |args: &[&str]| {
        let o = parlour(args);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let default = flat(&["rules", "isolo"]);
    assert!(default.contains("Each row has 16 holes"), "{default}");
    assert!(default.contains("Parlour plays 16 holes a row by default"));
    assert!(!default.contains("decided before it starts"));
    let eight = flat(&["rules", "isolo", "--variant", "8-holes"]);
    assert!(eight.contains("Each row has 8 holes"));
    assert!(eight.contains("can force a win within 5 plies"), "{eight}");
    // The old name still reads as the 8-hole game.
    assert_eq!(flat(&["rules", "isolo", "--variant", "standard"]), eight);
    let ten = flat(&["rules", "isolo", "--variant", "10-holes"]);
    assert!(ten.contains("Each row has 10 holes"));
    // A position text says its own row length.
    let o = parlour(&[
        "moves",
        "isolo",
        "--position",
        "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("position: S 4 1 5 4 3 3 3 2 / N 2 0 2 2 0 0 0 2 / N / ply 1"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn arena_json_reports_every_player() {
    let o = parlour(&[
        "arena",
        "nines",
        "--players",
        "easy,random",
        "--games",
        "4",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    for p in players {
        for key in ["name", "wins", "draws", "losses"] {
            assert!(!p[key].is_null(), "{key} missing: {p}");
        }
    }
    let total: u64 = players
        .iter()
        .map(|p| {
            p["wins"].as_u64().unwrap()
                + p["draws"].as_u64().unwrap()
                + p["losses"].as_u64().unwrap()
        })
        .sum();
    assert_eq!(total, 8, "two seats per game: {v}");
    let seats = v["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    assert_eq!(seats[0]["seat"], "white");
    let by_seat: u64 = seats
        .iter()
        .map(|s| {
            s["wins"].as_u64().unwrap()
                + s["draws"].as_u64().unwrap()
                + s["losses"].as_u64().unwrap()
        })
        .sum();
    assert_eq!(by_seat, 8, "{v}");
    let t = parlour(&[
        "arena",
        "tablenette",
        "--variant",
        "hand",
        "--players",
        "easy,random",
        "--games",
        "2",
        "--json",
    ]);
    assert!(t.status.success(), "{}", stderr(&t));
    assert!(
        json(&t)["players"][0]["points_per_hand"].is_number(),
        "{}",
        stdout(&t)
    );
}

#[test]
fn bench_json_has_the_three_rates() {
    let o = parlour(&["bench", "isolo", "--seconds", "0.2", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // It says what it is doing and for how long (on stderr: stdout stays one JSON object).
    assert!(
        stderr(&o).contains("Measuring Isolo for about"),
        "{}",
        stderr(&o)
    );
    let v = json(&o);
    for key in ["playouts_per_sec", "plies_per_sec", "search_nodes_per_sec"] {
        assert!(v[key].as_f64().is_some_and(|x| x > 0.0), "{key}: {v}");
    }
}

#[test]
fn console_game_against_the_computer_to_the_end() {
    // Elephant–Fox–Mouse needs three seats: here three computers, one game, watched.
    let o = parlour_with_input(
        &[
            "play",
            "elephant-fox-mouse",
            "--seats",
            "hard,easy,easy",
            "--seed",
            "4",
            "--no-rules",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Game over."), "{}", stdout(&o));
    // A person at the keyboard who quits at once.
    let o = parlour_with_input(
        &["play", "tablenette", "--seats", "human,easy", "--seed", "4"],
        "moves\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Legal moves:"), "{}", stdout(&o));
    assert!(stdout(&o).contains("Series score"), "{}", stdout(&o));
}

/// Every relative link of the README and the docs points at a file of this repository
/// (the rules and design notes a reader needs ship with it; nothing points outside).
#[test]
fn readme_and_docs_link_only_to_files_in_the_repository() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    for dir in ["docs", "docs/rules", "docs/guide"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    for g in GAMES {
        let rules = root.join(format!("docs/rules/{g}.md"));
        assert!(rules.is_file(), "no rules page for {g}");
        assert!(pages.contains(&rules), "{g}");
    }
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        assert!(
            !text.contains("../shared"),
            "{} points outside",
            page.display()
        );
        for (_, rest) in text.match_indices("](").map(|(i, _)| text.split_at(i + 2)) {
            let target = rest.split(')').next().unwrap_or_default();
            let target = target.split('#').next().unwrap_or_default();
            if target.is_empty() || target.contains("://") {
                continue;
            }
            let file = page.parent().unwrap().join(target);
            assert!(
                file.exists(),
                "{} links to {target}, which is not in the repository",
                page.display()
            );
        }
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    for g in GAMES {
        assert!(readme.contains(&format!("(docs/rules/{g}.md)")), "{g}");
    }
    assert!(readme.contains("(docs/design.md)"));
}

/// Without --reveal, a game of hidden cards shows only what the seat to move may see.
#[test]
fn moves_shows_one_seats_view_of_hidden_cards_unless_revealed() {
    let o = parlour(&["moves", "tablenette", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    assert!(v["position"].is_null(), "{v}");
    let view = &v["view"];
    assert_eq!(view["hand"].as_array().map(Vec::len), Some(6), "{view}");
    let revealed = json(&parlour(&["moves", "tablenette", "--json", "--reveal"]));
    let position = revealed["position"].as_str().unwrap();
    // The hidden view names none of the cards only the whole position holds.
    let text = v.to_string();
    let seen: Vec<&str> = view["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let other: Vec<&str> = position
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() >= 2 && w.len() <= 3 && !seen.contains(w))
        .filter(|w| {
            w.ends_with(['C', 'D', 'H', 'S'])
                && w[..w.len() - 1]
                    .chars()
                    .all(|c| c.is_ascii_digit() || "AJQKT".contains(c))
        })
        .collect();
    assert!(!other.is_empty(), "{position}");
    let table: Vec<String> = view["table"]
        .as_array()
        .map(|t| {
            t.iter()
                .map(|c| c.as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default();
    for card in other {
        if table.iter().any(|t| t == card) {
            continue;
        }
        assert!(
            !text.contains(&format!("\"{card}\"")),
            "{card} leaked: {text}"
        );
    }
    let plain = parlour(&["moves", "tablenette"]);
    assert!(
        stdout(&plain).contains("position: hidden"),
        "{}",
        stdout(&plain)
    );
}

#[test]
fn rules_without_a_game_list_the_games() {
    let o = parlour(&["rules"]);
    assert!(o.status.success(), "{}", stderr(&o));
    for g in GAMES {
        assert!(stdout(&o).contains(g), "{g}: {}", stdout(&o));
    }
}

/// `--help` speaks the language asked for (it was English in every language), `help` and
/// `-V` too; English stays the commands' own words.
#[test]
fn the_help_speaks_the_reader_s_language() {
    let ru = stdout(&parlour(&["--lang", "ru", "play", "--help"]));
    assert!(ru.contains("Использование: parlour play"), "{ru}");
    assert!(
        ru.contains("--no-rules") && ru.contains("Не показывать правила в начале"),
        "{ru}"
    );
    assert!(
        ru.contains("-h, --help") && ru.contains("Показать справку"),
        "{ru}"
    );
    let vi = stdout(&parlour(&["--lang", "vi", "help", "records"]));
    assert!(vi.contains("Cách dùng: parlour records"), "{vi}");
    assert!(
        vi.contains("In trợ giúp này hoặc trợ giúp của các lệnh"),
        "{vi}"
    );
    let en = stdout(&parlour(&["--lang", "en", "play", "--help"]));
    assert!(en.contains("Do not print the rules at the start"), "{en}");
    let version = parlour(&["--lang", "ru", "records", "-V"]);
    assert!(
        stdout(&version).starts_with("parlour-records "),
        "{version:?}"
    );
}

/// The records' errors are said in the run's language around the database's own words
/// (they were English under «ошибка:»), and a store that cannot be reached is no mistake of
/// the user's (exit status 1).
#[test]
fn the_records_errors_speak_the_reader_s_language() {
    // Port 1 on this machine: nothing listens there.
    let at = "postgres://nobody@127.0.0.1:1/club";
    let o = parlour(&["--lang", "ru", "records", "list", "--database", at]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert!(
        stderr(&o).starts_with("ошибка: база записей недоступна: "),
        "{o:?}"
    );
    let o = parlour(&["--lang", "en", "records", "list", "--database", at]);
    assert!(
        stderr(&o).starts_with("error: the records database is unavailable: "),
        "{o:?}"
    );
}

/// `parlour rules` speaks the reader's language, down to its last two lines.
#[test]
fn rules_speak_the_reader_s_language() {
    let o = parlour(&["rules", "nines", "--lang", "ru"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("Варианты: client (правила Parlour), standard (стандартные правила) (по"),
        "{out}"
    );
    assert!(out.contains("Уровни компьютера: "), "{out}");
    assert!(
        !out.contains("Variants:") && !out.contains("Computer levels"),
        "{out}"
    );
    // Each variant in a line, as the page's new-table form says it.
    assert!(out.contains("  standard: Обычная мельница: "), "{out}");
    let o = parlour(&["rules", "--lang", "vi"]);
    assert!(stdout(&o).contains("Các trò chơi"), "{}", stdout(&o));
}

/// The menu asks again at once after a wrong answer and keeps the right ones; a game quit
/// (or left with `new` to change the players) comes back to the menu.
#[test]
fn the_menu_asks_again_and_games_come_back_to_it() {
    let input = "9\n1\nfoo\nclient\nbob\nhuman\neasy\nquit\n1\n\n\n\nnew\nc\nq\n";
    let o = parlour_with_input(&["play", "--no-records"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("'9' is not one of the games"), "{out}");
    assert!(
        out.contains("Unknown variant 'foo': choose one of client (Parlour), standard."),
        "{out}"
    );
    assert!(
        out.contains("Unknown player 'bob': type human or one of"),
        "{out}"
    );
    assert!(out.contains("These are the Parlour rules."), "{out}");
    assert!(out.contains("White: You   Black: Computer (easy)"), "{out}");
    assert_eq!(out.matches("Back at the menu.").count(), 2, "{out}");
    assert!(
        out.contains("White: You   Black: Computer (medium)"),
        "{out}"
    );
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
}

/// `q` at the menu's later questions goes back to the list of games (it ended the program);
/// at the list it leaves.
#[test]
fn q_after_the_game_goes_back_to_the_list() {
    let o = parlour_with_input(&["play", "--no-records"], "1\nq\n2\n\nq\nq\n");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("[Enter = client, q = back]"), "{out}");
    assert_eq!(out.matches("Back at the menu.").count(), 2, "{out}");
    assert_eq!(out.matches("Which game?").count(), 3, "{out}");
    assert!(!out.contains("Game 1"), "{out}");
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
}

/// The menu takes a seat's answer in the words of its language too (Vietnamese "người" for
/// human, "dễ" for easy), as well as the words of the command line.
#[test]
fn the_menu_takes_answers_in_its_language() {
    let input = "1

người
dễ
quit
q
";
    let o = parlour_with_input(&["play", "--no-records", "--lang", "vi"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(!out.contains("Không biết người chơi"), "{out}");
    assert!(out.contains("Máy tính (dễ)"), "{out}");
}

/// The menu takes the names it shows: a game's («Исоло», listed so), a variant's («16
/// лунок», shown beside `16-holes`), a level's («лёгкий», offered instead of `easy`); each
/// was refused in Russian, where only the English words were taken.
#[test]
fn the_menu_takes_the_names_it_shows() {
    let input = "Исоло\n6 лунок\nчеловек\nлёгкий\nquit\nq\n";
    let o = parlour_with_input(&["play", "--no-records", "--lang", "ru"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("6-holes (6 лунок)"), "{out}");
    assert!(
        out.contains("человек или случайный/лёгкий/средний/сильный"),
        "{out}"
    );
    assert!(!out.contains("не игра"), "{out}");
    assert!(!out.contains("Варианта"), "{out}");
    assert!(!out.contains("Неизвестный игрок"), "{out}");
    assert!(out.contains("Компьютер (лёгкий)"), "{out}");
    // Six holes a row: the board of the variant chosen by its name.
    assert!(out.contains("N6  N5  N4  N3  N2  N1"), "{out}");
    // On the command line too.
    let o = parlour(&["--lang", "ru", "rules", "мельница"]);
    assert!(stdout(&o).starts_with("# Мельница"), "{}", stderr(&o));
}

/// The menu's own questions and refusals keep to 80 columns as the games do, and quote a
/// long answer by its start only; Enter alone asks again.
#[test]
fn the_menu_fits_the_terminal_and_quotes_answers_short() {
    let long = "x".repeat(300);
    let input = format!("\n{long}\n1\n\n\n{long}\n\nnew\nn\nquit\nq\n");
    for lang in ["en", "ru", "vi"] {
        let o = parlour_with_input(&["play", "--no-records", "--lang", lang], &input);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        assert!(!out.contains(&"x".repeat(21)), "{lang}: {out}");
        assert_eq!(
            out.matches(&format!("{}…", "x".repeat(20))).count(),
            2,
            "{lang}: {out}"
        );
        // A prompt ends in "] " (the menu's) or "> " (a game's) and the answer typed after
        // it is not in the output (the terminal shows it, then a new line): what follows a
        // prompt is a line of its own.
        let lines = out
            .lines()
            .flat_map(|l| l.split("] ").flat_map(|l| l.split("> ")));
        for line in lines {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
}

/// A long command says how far it has got: plain lines when stderr is not a terminal.
#[test]
fn arena_shows_progress_and_the_running_score() {
    let o = parlour(&[
        "arena",
        "isolo",
        "--variant",
        "6-holes",
        "--players",
        "easy,random",
        "--games",
        "4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("1/4 games: score easy"), "{err}");
    assert!(err.contains("4/4 games: score easy"), "{err}");
    assert!(
        stdout(&o).contains("Isolo arena: 4 games"),
        "{}",
        stdout(&o)
    );
}

/// `parlour connect` takes host names and a missing port; a closed door is a one-line error.
#[test]
fn connect_resolves_names_and_reports_a_closed_door() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let o = parlour_with_input(&["connect", &format!("localhost:{port}")], "");
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("cannot connect to localhost:{port}")),
        "{err}"
    );
    assert!(!err.contains("invalid socket address"), "{err}");
    let o = parlour_with_input(&["connect", "localhost:http-ish"], "");
    assert!(stderr(&o).contains("not a port number"), "{}", stderr(&o));
}

/// The text door speaks the server's `--lang`, and `parlour --lang ru connect` asks the
/// door for Russian first and prints what it gets: the words in Russian from the greeting
/// on, the tags read.
#[test]
fn the_text_door_speaks_the_servers_language_and_connect_asks_for_its_own() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .env("PARLOUR_DATA", data())
        .args(["--lang", "vi", "serve", "--no-http", "--tcp", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run parlour");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut port = None;
    for _ in 0..10 {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap() == 0 {
            break;
        }
        // `  TCP:  nc 127.0.0.1 PORT   (or: …)`
        if let Some(rest) = line.trim().strip_prefix("TCP:") {
            port = rest.split_whitespace().nth(2).map(str::to_string);
            break;
        }
    }
    let port = port.expect("the TCP door's port");
    let addr = format!("127.0.0.1:{port}");

    // A plain client gets the server's language.
    let s = std::net::TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    let mut lines = BufReader::new(s).lines();
    let welcome = lines.next().unwrap().unwrap();
    assert!(
        welcome.starts_with("WELCOME Chào mừng đến với Parlour!"),
        "{welcome}"
    );
    drop(lines);

    // `connect` in Russian.
    let o = parlour_with_input(&["--lang", "ru", "connect", &addr], "boris\nquit\n");
    let printed = stdout(&o);
    // The greeting too is in Russian: the server's (in Vietnamese) is not shown.
    assert!(
        printed.starts_with("Добро пожаловать в Parlour!"),
        "{printed}"
    );
    assert!(!printed.contains("Chào mừng"), "{printed}");
    assert!(printed.contains("Здравствуйте, boris."), "{printed}");
    assert!(printed.contains("до свидания"), "{printed}");

    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert!(child.wait().unwrap().success());
}

#[test]
fn a_reader_who_stops_reading_ends_the_command_quietly() {
    // `parlour rules nines | head -1`: here the reader is gone before the first line, so
    // every write finds the pipe closed.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["rules", "nines"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    // 141 as a shell reports a command ended by a closed pipe (not 101, a panic).
    assert_ne!(out.status.code(), Some(101), "{err}");
}

/// A player's mistakes on the command line are told in the language asked for (`--lang`, or
/// the machine's); an unknown language is told in the machine's.
#[test]
fn usage_errors_speak_the_player_s_language() {
    let cases: [(&[&str], [&str; 3]); 9] = [
        (
            &["play", "nine"],
            [
                "error: there is no game 'nine'",
                "ошибка: нет игры «nine»",
                "lỗi: không có trò chơi 'nine'",
            ],
        ),
        (
            &["play", "nines", "--seats", "human"],
            [
                "but --seats lists 1",
                "а в --seats указано 1",
                "nhưng --seats liệt kê 1",
            ],
        ),
        (
            &["rules", "isolo", "--variant", "zzz"],
            [
                "this game has no variant 'zzz'",
                "нет варианта «zzz»",
                "không có biến thể 'zzz'",
            ],
        ),
        (
            &["records", "list", "--data", "/nowhere/at/all"],
            [
                "there are no records at",
                "записей в /nowhere",
                "không có hồ sơ ở",
            ],
        ),
        (
            &["records", "show", "c1", "--database", ":memory:"],
            [
                "'c1' is a table, not one of its games: write the game, c1.1 for its first",
                "«c1» — это стол, а не партия",
                "'c1' là một bàn",
            ],
        ),
        (
            &["records", "list", "--database", "/nowhere/at/all.db"],
            [
                "no game has been kept in this file yet; --database names another",
                "в этом файле ещё не сохранено ни одной партии",
                "chưa có ván nào được lưu trong tệp này",
            ],
        ),
        (
            &["moves", "nines", "d6", "d6"],
            [
                "move 2 'd6' refused: ",
                "ход 2 «d6» не принят: ",
                "nước 2 'd6' không được chấp nhận: ",
            ],
        ),
        (
            &["arena", "nines", "--players", "foo,bar", "--games", "1"],
            [
                "unknown player 'foo'",
                "нет игрока «foo»",
                "không có người chơi 'foo'",
            ],
        ),
        (
            &["engine", "isolo"],
            [
                "Isolo has no engine protocol",
                "нет протокола движка",
                "không có giao thức engine",
            ],
        ),
    ];
    for (args, said) in cases {
        for (lang, needle) in ["en", "ru", "vi"].into_iter().zip(said) {
            let mut with_lang = args.to_vec();
            with_lang.extend(["--lang", lang]);
            let o = parlour(&with_lang);
            assert_one_line_error(&o, needle);
        }
    }
    let o = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "ru_RU.UTF-8")
        .args(["--lang", "xx", "rules"])
        .output()
        .unwrap();
    assert_one_line_error(&o, "ошибка: «xx» — не язык Parlour");
}

/// Consoles started at the same moment on new records all play and record their games,
/// each under a table of its own: the records are made once (one failed with "table
/// players already exists") and each takes the next free table number (one failed with
/// "UNIQUE constraint failed: tables.id").
#[test]
fn consoles_started_together_each_get_their_own_table() {
    for _ in 0..5 {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().to_string_lossy().into_owned();
        let consoles: Vec<_> = (0..8)
            .map(|_| {
                Command::new(env!("CARGO_BIN_EXE_parlour"))
                    .env("LC_ALL", "C.UTF-8")
                    .args(["play", "nines", "--seats", "random,random", "--games", "1"])
                    .args(["--no-rules", "--data", &data])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .expect("run parlour")
            })
            .collect();
        let mut tables: Vec<String> = consoles
            .into_iter()
            .map(|c| {
                let o = c.wait_with_output().unwrap();
                let said = String::from_utf8_lossy(&o.stderr).into_owned();
                assert!(o.status.success(), "{said}");
                said.split("Recorded as table ")
                    .nth(1)
                    .and_then(|rest| rest.split(';').next())
                    .unwrap_or_else(|| panic!("{said}"))
                    .to_string()
            })
            .collect();
        tables.sort();
        tables.dedup();
        assert_eq!(tables.len(), 8, "{tables:?}");
    }
}

/// A console game's hints name the records it was saved in: `records list --data DIR`
/// lists it, and `play --resume` on the list says `--data DIR` too (both said the bare
/// command, which reads the default records). Records in memory are not said to be kept.
#[test]
fn a_console_game_s_hints_name_its_records() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir
        .path()
        .join("my records, kept in a folder with a long name");
    let data = data.to_string_lossy().into_owned();
    let quit = |store: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .env("LC_ALL", "C.UTF-8")
            .args(["play", "nines", "--seats", "human,random", "--no-rules"])
            .args(store)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run parlour");
        c.stdin.take().unwrap().write_all(b"quit\n").unwrap();
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success(), "{o:?}");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let said = quit(&["--data", &data]);
    // On a line of its own, whole, to be copied.
    let listed = format!("    parlour records list --data '{data}'\n");
    assert!(said.contains(&listed), "{said}");
    let o = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["records", "list", "--data", &data])
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&o.stdout);
    // The command that goes on with the game on a line of its own, whole (it was broken
    // after `--data` when the folder was long).
    let resume = format!("parlour play --resume c1 --data '{data}'");
    assert!(list.lines().any(|l| l.trim() == resume), "{list}");
    let said = quit(&["--database", ":memory:"]);
    assert!(!said.contains("Recorded"), "{said}");
}

/// A console game is never rated, so a take-back in it is not said to have kept it from
/// being rated ("unfinished; to go on with it: (not rated: a move was taken back)").
#[test]
fn a_console_game_with_a_take_back_is_listed_without_a_rating_note() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_string_lossy().into_owned();
    let o = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["play", "nines", "--seats", "human,random", "--no-rules"])
        .args(["--data", &data])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(b"d6\nundo\nquit\n")?;
            c.wait_with_output()
        })
        .unwrap();
    assert!(o.status.success());
    let list = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["records", "list", "--data", &data])
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&list.stdout);
    assert!(list.contains("unfinished; to go on with it:"), "{list}");
    assert!(!list.contains("not rated"), "{list}");
}
