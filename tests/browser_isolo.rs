//! Isolo in a real browser (headless Chromium through ChromeDriver, against the real
//! `parlour serve`): a move by mouse and one by keyboard, the lap-by-lap animation reaching
//! the position `parlour moves isolo` gives for the same moves, every even row length offered
//! by the lobby (boards of 6, 10, 14 and 16 holes played), and a game on the default 16-hole
//! board against the computer played to its end.
//!
//! The page is read through its data attributes: `data-version`, `data-turn`,
//! `data-animating`, `data-step` on the `<svg>`; `data-hole`, `data-seeds`, `data-kind`,
//! `data-legal` on the holes.

mod common;

use common::{Browser, Driver, Server, one_at_a_time};
use fantoccini::key::Key;
use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Command;
use std::time::{Duration, Instant};

const LAPTOP: (u32, u32) = (1280, 900);

const ISOLO_JS: &str = r#"
const svg = document.querySelector('svg.isolo-board');
if (!svg) return null;
const holes = {};
for (const g of svg.querySelectorAll('[data-hole]')) holes[g.dataset.hole] = Number(g.dataset.seeds);
return {
  version: Number(svg.dataset.version),
  turn: svg.dataset.turn,
  pending: !!svg.dataset.pending,
  animating: svg.dataset.animating === 'true',
  step: svg.dataset.step,
  holes,
  kinds: [...svg.querySelectorAll('[data-hole]')].map(g => g.dataset.kind),
  legal: [...svg.querySelectorAll('[data-hole][data-legal]')].map(g => g.dataset.hole),
  moves: [...document.querySelectorAll('.moves code')].map(c => c.textContent),
  laps: [...document.querySelectorAll('.isolo-laps li')].map(li => li.textContent),
  outcome: (document.querySelector('.outcome:not([hidden])') || {}).textContent || '',
};
"#;

async fn board(b: &Browser) -> Value {
    let v = b.js(ISOLO_JS).await;
    assert!(!v.is_null(), "no Isolo board:\n{}", b.text().await);
    v
}

fn strings(v: &Value, key: &str) -> Vec<String> {
    v[key]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn version(v: &Value) -> u64 {
    v["version"].as_u64().unwrap_or(0)
}

/// Waits until the board shows a state newer than `after`, every move shown to its end, in
/// which the viewer acts (or the game is over).
async fn my_turn_after(b: &Browser, after: u64) -> Value {
    b.wait_for(
        "my turn, the animation over",
        &format!(
            "(() => {{ const s = document.querySelector('svg.isolo-board'); \
             return s && Number(s.dataset.version) > {after} && !s.dataset.pending && \
             s.dataset.animating === 'false' && \
             (s.dataset.turn === 'you' || s.dataset.turn === 'over'); }})()"
        ),
    )
    .await;
    board(b).await
}

/// Creates an Isolo table from the lobby, me (South) against `second`; waits for the room.
async fn create(b: &Browser, variant: &str, second: &str) {
    b.select("#new-game", "isolo").await;
    b.select("#new-variant", variant).await;
    b.select("#new-seat-0", "me").await;
    b.select("#new-seat-1", second).await;
    b.click("[data-action='create']").await;
    b.wait_for(
        "the Isolo board",
        "document.querySelector('svg.isolo-board[data-version]')",
    )
    .await;
}

async fn setup(driver: &Driver, server: &Server, nick: &str) -> Browser {
    let b = Browser::open(driver, LAPTOP.0, LAPTOP.1).await;
    b.sign_in(&server.url, nick).await;
    b
}

/// The rows `parlour moves isolo` reaches after `moves`: ("S", counts), ("N", counts).
fn reference(variant: &str, moves: &[String]) -> (Vec<u32>, Vec<u32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["moves", "isolo", "--variant", variant])
        .args(moves)
        .output()
        .expect("run parlour moves");
    let text = String::from_utf8_lossy(&out.stdout);
    // position: S 4 1 5 4 3 3 3 2 / N 2 0 2 2 0 0 0 2 / N / ply 1
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .unwrap_or_else(|| panic!("no position line in:\n{text}"));
    let parts: Vec<&str> = line.split(" / ").collect();
    let row = |p: &str| -> Vec<u32> {
        p.split_whitespace()
            .skip(1)
            .map(|n| n.parse().unwrap())
            .collect()
    };
    (row(parts[0]), row(parts[1]))
}

fn rows_on_page(v: &Value, holes: usize) -> (Vec<u32>, Vec<u32>) {
    let get = |side: &str, i: usize| v["holes"][format!("{side}{i}")].as_u64().unwrap() as u32;
    (
        (1..=holes).map(|i| get("S", i)).collect(),
        (1..=holes).map(|i| get("N", i)).collect(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_by_mouse_and_one_by_keyboard() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    create(&b, "8-holes", "easy").await;
    b.select("#isolo-speed", "fast").await;
    let v = my_turn_after(&b, 0).await;
    assert_eq!(strings(&v, "legal").len(), 8, "every hole of my row");
    let kinds = strings(&v, "kinds");
    assert_eq!(kinds.iter().filter(|k| *k == "end").count(), 8);
    assert_eq!(kinds.iter().filter(|k| *k == "central").count(), 8);

    // A click on the other row explains instead of playing.
    b.click("svg.isolo-board [data-hole='N3']").await;
    b.wait_for(
        "a hint",
        "document.querySelector('.hint').textContent.includes('own row')",
    )
    .await;
    // Mouse: S3.
    b.click("svg.isolo-board [data-hole='S3']").await;
    b.wait_move_listed("3").await;
    let v = my_turn_after(&b, version(&v)).await;

    // Keyboard: Tab to the board, then the arrows to a legal hole and Enter.
    let mut cursor = None;
    for _ in 0..30 {
        b.press(&[Key::Tab.into()]).await;
        let focused = b
            .js("return document.activeElement && document.activeElement.dataset.hole || null")
            .await;
        if let Some(h) = focused.as_str() {
            cursor = Some(h.to_string());
            break;
        }
    }
    let cursor = cursor.expect("Tab reaches the board");
    let target = strings(&v, "legal").last().cloned().expect("a legal hole");
    let from: i64 = cursor[1..].parse().unwrap();
    let to: i64 = target[1..].parse().unwrap();
    let mut keys: Vec<char> = Vec::new();
    if cursor.starts_with('N') {
        keys.push(Key::Down.into());
    }
    // On South's row, right goes up the numbers. (From North, down lands on the facing hole.)
    let start = if cursor.starts_with('N') {
        9 - from
    } else {
        from
    };
    let step: char = if to > start { Key::Right } else { Key::Left }.into();
    keys.extend(std::iter::repeat_n(
        step,
        (to - start).unsigned_abs() as usize,
    ));
    b.press(&keys).await;
    let focused = b
        .js("return document.activeElement.dataset.hole || null")
        .await;
    assert_eq!(
        focused.as_str(),
        Some(target.as_str()),
        "the cursor follows"
    );
    b.press(&[Key::Enter.into()]).await;
    let moves_before = strings(&v, "moves").len();
    b.wait_for(
        "my keyboard move in the list",
        &format!("document.querySelectorAll('.moves code').length > {moves_before}"),
    )
    .await;
    let moves = strings(&board(&b).await, "moves");
    assert_eq!(moves[moves_before], &target[1..], "the hole I chose");
    b.close().await;
}

/// A 16-hole row on a narrow screen (headless Chromium's narrowest window) stands upright,
/// with holes big enough to touch: North on the left, S1 at the bottom right, no sideways
/// scrolling, the whole board within about two thirds of the window's height (seen at once
/// on a phone, with the turn banner above it), each hole's whole cell answering a touch; a tap
/// plays, and the arrows follow the picture (up along the row, left to the facing hole).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_row_on_a_narrow_screen_stands_upright() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 500, 900).await;
    b.sign_in(&server.url, "ann").await;
    create(&b, "16-holes", "easy").await;
    b.select("#isolo-speed", "off").await;
    let v = my_turn_after(&b, 0).await;
    let g = b
        .js(r#"
const at = (h) => document.querySelector(`[data-hole='${h}'] .pit`).getBoundingClientRect();
const [s1, s2, n16] = [at('S1'), at('S2'), at('N16')];
return {
  upright: document.querySelector('svg.isolo-board').dataset.upright === 'true',
  s2_above_s1: s2.y < s1.y - 10,
  n16_left_of_s1: n16.x < s1.x - 10 && Math.abs(n16.y - s1.y) < 2,
  hole: s1.width,
  sideways: document.documentElement.scrollWidth > window.innerWidth,
  sides: (() => {
    const board = document.querySelector('svg.isolo-board').getBoundingClientRect();
    const line = (side) => document.querySelector(`[data-side='${side}']`).closest('.isolo-side');
    const [north, south] = [line('north'), line('south')];
    const [n, so] = [north.getBoundingClientRect(), south.getBoundingClientRect()];
    return {
      above: n.bottom <= board.top && so.bottom <= board.top,
      side_by_side: n.right <= so.left && Math.abs(n.top - so.top) < 2,
    };
  })(),
  board_share: document.querySelector('svg.isolo-board').getBoundingClientRect().height / window.innerHeight,
  cell: (() => {
    const c = document.querySelector("[data-hole='S5'] .hit").getBoundingClientRect();
    const corner = document.elementFromPoint(c.left + 2, c.top + 2).closest('[data-hole]');
    return { width: c.width, height: c.height, corner: corner && corner.dataset.hole };
  })(),
};"#)
        .await;
    assert_eq!(g["upright"], true, "{g}");
    assert_eq!(g["s2_above_s1"], true, "{g}");
    assert_eq!(g["n16_left_of_s1"], true, "{g}");
    assert!(g["hole"].as_f64().unwrap_or(0.0) >= 26.0, "{g}");
    assert!(g["cell"]["width"].as_f64().unwrap_or(0.0) >= 40.0, "{g}");
    assert!(g["cell"]["height"].as_f64().unwrap_or(0.0) >= 31.5, "{g}");
    assert_eq!(g["cell"]["corner"], "S5", "a touch by the hole: {g}");
    // Three fifths of the window, or the holes at their least spacing (32 pixels) in a
    // window as short as this one (757 pixels inside): before, 759 pixels whatever the window.
    assert!(g["board_share"].as_f64().unwrap_or(1.0) <= 0.72, "{g}");
    assert_eq!(g["sideways"], false, "{g}");
    // Each side's line heads its column, above the board (South's was below it, naming
    // the right-hand column as a bottom row, out of a phone's window); mine is shaded, as
    // the side to move.
    assert_eq!(g["sides"]["above"], true, "{g}");
    assert_eq!(g["sides"]["side_by_side"], true, "North's on the left: {g}");
    assert_eq!(b.shaded_sides("isolo-side").await, [false, true], "{g}");

    // A tap on the other row, at the top of the board: why it plays nothing is said in the
    // window (it was under the board, below the window's foot).
    b.js("window.scrollTo(0, 0)").await;
    b.click("svg.isolo-board [data-hole='N1']").await;
    b.wait_for(
        "a hint",
        "document.querySelector('.hint').textContent.includes('own row')",
    )
    .await;
    let hint = b
        .js("const r = document.querySelector('.hint').getBoundingClientRect(); return [r.top, r.bottom, innerHeight]")
        .await;
    let at = |i: usize| hint[i].as_f64().unwrap_or(-1.0);
    assert!(
        at(0) >= 0.0 && at(1) <= at(2),
        "the hint is out of the window: {hint}"
    );

    let target = strings(&v, "legal").first().cloned().expect("a legal hole");
    b.click(&format!("svg.isolo-board [data-hole='{target}']"))
        .await;
    b.wait_move_listed(&target[1..]).await;
    my_turn_after(&b, version(&v)).await;
    let focused = || b.js("return document.activeElement.dataset.hole || null");
    b.js("document.querySelector(\"[data-hole='S3']\").focus()")
        .await;
    b.press(&[Key::Up.into()]).await;
    assert_eq!(
        focused().await.as_str(),
        Some("S4"),
        "up goes along the row"
    );
    b.press(&[Key::Left.into()]).await;
    assert_eq!(
        focused().await.as_str(),
        Some("N13"),
        "left to the facing hole"
    );
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_animation_reaches_the_position_of_parlour_moves() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    create(&b, "8-holes", "easy").await;
    b.select("#isolo-speed", "fast").await;
    let v = my_turn_after(&b, 0).await;
    // S1 from the start: six laps of relays and captures.
    b.click("svg.isolo-board [data-hole='S1']").await;
    // Watch the steps go by.
    let mut steps = BTreeSet::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = board(&b).await;
        if now["animating"].as_bool() == Some(true) {
            steps.insert(now["step"].as_str().unwrap_or("").to_string());
        } else if !steps.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "no animation was shown");
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
    assert!(
        steps.len() >= 5,
        "the move was shown step by step: {steps:?}"
    );
    let v = my_turn_after(&b, version(&v)).await;
    let laps = strings(&v, "laps");
    assert!(
        laps.first().is_some_and(|l| l.starts_with("lap 1: ")),
        "the lap list stays after the animation: {laps:?}"
    );
    // Every move shown to its end: the page's rows are those of `parlour moves`.
    let moves = strings(&v, "moves");
    assert_eq!(moves[0], "1");
    assert_eq!(rows_on_page(&v, 8), reference("8-holes", &moves));
    // The rules file's vector after S1 alone, seen in the first story's lines.
    let (south, north) = reference("8-holes", &moves[..1]);
    assert_eq!(south, [4, 1, 5, 4, 3, 3, 3, 2]);
    assert_eq!(north, [2, 0, 2, 2, 0, 0, 0, 2]);

    // Skip to the result: the same rows at once.
    b.select("#isolo-speed", "slow").await;
    let hole = strings(&v, "legal")[0].clone();
    b.click(&format!("svg.isolo-board [data-hole='{hole}']"))
        .await;
    b.wait_for(
        "the slow animation",
        "document.querySelector('svg.isolo-board').dataset.animating === 'true'",
    )
    .await;
    b.click("[data-action='skip']").await;
    let v = my_turn_after(&b, version(&v)).await;
    let moves = strings(&v, "moves");
    if v["turn"] == "you" {
        assert_eq!(rows_on_page(&v, 8), reference("8-holes", &moves));
    }
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_even_row_length_from_the_lobby() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    // The lobby offers every even row length, 16 (the default) first.
    b.select("#new-game", "isolo").await;
    let offered = b
        .js("return [...document.querySelectorAll('#new-variant option')].map(o => o.value)")
        .await;
    assert_eq!(
        offered,
        serde_json::json!([
            "16-holes", "6-holes", "8-holes", "10-holes", "12-holes", "14-holes"
        ])
    );
    for (variant, holes) in [
        ("6-holes", 6usize),
        ("10-holes", 10),
        ("14-holes", 14),
        ("16-holes", 16),
    ] {
        b.goto(&server.url).await;
        b.wait_for("the lobby", "document.querySelector('#new-table')")
            .await;
        create(&b, variant, "easy").await;
        b.select("#isolo-speed", "off").await;
        let v = my_turn_after(&b, 0).await;
        assert_eq!(v["holes"].as_object().unwrap().len(), 2 * holes);
        // The legend says what the holes' letters stand for, up to this row's length.
        let rows = b
            .js("return document.querySelector('.isolo-rows').textContent")
            .await;
        let said = format!("N1–N{holes}: North's holes, S1–S{holes}: South's");
        assert_eq!(rows.as_str(), Some(said.as_str()), "{variant}");
        let kinds = strings(&v, "kinds");
        assert_eq!(kinds.iter().filter(|k| *k == "end").count(), 8, "{variant}");
        let hole = strings(&v, "legal")[0].clone();
        b.click(&format!("svg.isolo-board [data-hole='{hole}']"))
            .await;
        let v = my_turn_after(&b, version(&v)).await;
        let moves = strings(&v, "moves");
        if v["turn"] == "you" {
            assert_eq!(rows_on_page(&v, holes), reference(variant, &moves));
        }
        // Leave the table for the next one.
        b.click("[data-action='resign']").await;
        b.click("[data-action='confirm-yes']").await;
        b.wait_for(
            "the end",
            "document.querySelector('svg.isolo-board').dataset.turn === 'over'",
        )
        .await;
    }
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_to_its_end() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    // The default board: 16 holes a row.
    create(&b, "16-holes", "random").await;
    b.select("#isolo-speed", "off").await;
    let mut v = my_turn_after(&b, 0).await;
    for _ in 0..300 {
        if v["turn"] == "over" {
            break;
        }
        let hole = strings(&v, "legal")[0].clone();
        b.click(&format!("svg.isolo-board [data-hole='{hole}']"))
            .await;
        v = my_turn_after(&b, version(&v)).await;
    }
    assert_eq!(v["turn"], "over", "the game ended");
    b.wait_for(
        "the outcome",
        "document.querySelector('.outcome:not([hidden])')",
    )
    .await;
    let v = board(&b).await;
    let outcome = v["outcome"].as_str().unwrap();
    assert!(
        outcome.contains("empty row") || outcome.contains("for ever"),
        "the outcome says why: {outcome}"
    );
    // The final position is the one `parlour moves` reaches.
    let moves = strings(&v, "moves");
    assert_eq!(rows_on_page(&v, 16), reference("16-holes", &moves));
    b.close().await;
}
