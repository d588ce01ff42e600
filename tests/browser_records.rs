//! The records in a real browser: a finished Nines game replayed on the live board (step,
//! jump, autoplay, keys), the player page and the leaderboard it lands on; long replays that
//! scroll down with the board held still; the records in the page's language; an
//! Elephant–Fox–Mouse replay.
//!
//! Needs `chromium` and `chromium-driver`; without them it fails with a message, never skips.

mod common;

use common::{Browser, Driver, Server, one_at_a_time};

/// The replay viewer's position: (the counter's text, the pieces on the board).
async fn replay_at(b: &Browser) -> (String, usize) {
    let v = b
        .js(
            "return [document.querySelector('.replay-counter').textContent, \
             document.querySelectorAll('svg.nines-board [data-piece=\"white\"], svg.nines-board [data-piece=\"black\"]').length]",
        )
        .await;
    (
        v[0].as_str().unwrap_or_default().to_string(),
        v[1].as_u64().unwrap_or(0) as usize,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_replays_on_the_board_and_lands_on_the_pages() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 1280, 900).await;
    b.sign_in(&server.url, "ann").await;
    let table = b.create_nines("client", "random").await;

    // Two placements of ours (and the computer's answers), then we resign.
    let mut board = b.my_turn_after(0).await;
    for _ in 0..2 {
        let point = board.legal().first().cloned().expect("a legal point");
        b.click_point(&point).await;
        b.wait_move_listed(&point).await;
        board = b.my_turn_after(board.version()).await;
    }
    let moves = board.moves().len();
    assert!(moves >= 4, "{:?}", board.moves());
    b.click("[data-action='resign']").await;
    b.click("[data-action='confirm-yes']").await;
    b.wait_for(
        "the replay link",
        "document.querySelector(\"[data-action='replay']\")",
    )
    .await;
    b.click("[data-action='replay']").await;
    b.wait_for(
        "the replay viewer",
        "document.querySelector('.replay svg.nines-board') && document.querySelector('.replay-counter').textContent",
    )
    .await;
    let hash = b.js("return location.hash").await;
    assert_eq!(hash, format!("#/replay/{table}.1"));

    // The start: an empty board, under the result (said up front, as a record's header
    // says it: one looking for how it ended need not play it through).
    let (counter, pieces) = replay_at(&b).await;
    assert_eq!(counter, format!("Move 0 of {moves}"));
    assert_eq!(pieces, 0);
    let result = b
        .js("return document.querySelector('.replay-result').textContent")
        .await;
    assert_eq!(
        result.as_str(),
        Some("Result: Computer (random) won. ann resigned.")
    );
    // A recorded game's points are named pictures, not buttons that play nothing.
    let roles = b
        .js("return [...document.querySelectorAll('.replay .nines-board .point')].map(p => p.getAttribute('role')).join(' ')")
        .await;
    assert_eq!(roles, vec!["img"; 24].join(" "));
    // One step forward by the button, one by the arrow key.
    b.click("[data-action='forward']").await;
    assert_eq!(replay_at(&b).await, (format!("Move 1 of {moves}"), 1));
    b.press(&['\u{e014}']).await; // ArrowRight
    assert_eq!(replay_at(&b).await, (format!("Move 2 of {moves}"), 2));
    // Jump to any move from the list; End shows how it ended.
    b.click("[data-ply='3']").await;
    assert_eq!(replay_at(&b).await, (format!("Move 3 of {moves}"), 3));
    b.press(&['\u{e010}']).await; // End
    assert_eq!(
        replay_at(&b).await,
        (format!("Move {moves} of {moves}"), moves)
    );
    let text = b.text().await;
    assert!(text.contains("ann resigned."), "{text}");
    // The first-move button goes out as it is pressed; the focus moves on to the forward
    // button (it fell to the page, and the next Tab started from the top).
    b.click("[data-action='first']").await;
    assert_eq!(replay_at(&b).await.1, 0);
    let focused = b
        .js("return document.activeElement.dataset.action || document.activeElement.tagName")
        .await;
    assert_eq!(focused, "forward");
    // Home, then autoplay at the fastest speed runs to the end by itself.
    b.press(&['\u{e011}']).await; // Home
    assert_eq!(replay_at(&b).await.1, 0);
    b.select(".replay-controls select", "3").await;
    b.click("[data-action='autoplay']").await;
    b.wait_for(
        "autoplay to reach the end",
        &format!(
            "document.querySelector('.replay-counter').textContent === 'Move {moves} of {moves}'"
        ),
    )
    .await;
    // The back button works after autoplay stopped at the end.
    b.click("[data-action='back']").await;
    assert_eq!(replay_at(&b).await.1, moves - 1);

    // The player page: the loss, a rating, the series and the game with its replay link.
    b.click("#nav a[href^='#/player/']").await;
    b.wait_for(
        "the player page",
        "document.querySelector(\"[data-list='results'] [data-game='nines']\")",
    )
    .await;
    let row = b
        .js("return document.querySelector(\"[data-list='results'] [data-game='nines']\").textContent")
        .await;
    let row = row.as_str().unwrap_or_default().to_string();
    assert!(
        row.starts_with("Nines1001"),
        "played 1, won 0, drawn 0, lost 1: {row}"
    );
    assert!(row.contains('±'), "a rating: {row}");
    // No game of three played: no survivors' column.
    let heads = b
        .js("return document.querySelectorAll(\"[data-list='results'] thead th\").length")
        .await;
    assert_eq!(heads, 6, "game, played, won, drawn, lost, rating");
    let text = b.text().await;
    assert!(text.contains("Computer (random): 1"), "the series: {text}");
    assert!(
        b.js(&format!(
            "return !!document.querySelector(\"[data-game-id='{table}.1'] a[href='#/replay/{table}.1']\")"
        ))
        .await
        .as_bool()
        .unwrap_or(false)
    );

    // The leaderboard: the computer above ann, each with a rating.
    b.click("#nav a[href='#/leaderboard']").await;
    b.wait_for(
        "the leaderboard",
        "document.querySelector(\"[data-list='leaderboard']\")",
    )
    .await;
    let keys = b
        .js("return [...document.querySelectorAll(\"[data-list='leaderboard'] tr[data-key]\")].map(r => r.dataset.key)")
        .await;
    assert_eq!(keys[0], "computer:random");
    assert_eq!(keys.as_array().map(Vec::len), Some(2));
    // How their rated games went: the computer won its one, ann lost hers (a Nines
    // leaderboard has no survivors' column).
    let results = b
        .js("return [...document.querySelectorAll(\"[data-list='leaderboard'] tr[data-key]\")].map(r => [...r.querySelectorAll('[data-field]')].map(c => c.dataset.field + ' ' + c.textContent).join(', '))")
        .await;
    assert_eq!(
        results,
        serde_json::json!(["wins 1, draws 0, losses 0", "wins 0, draws 0, losses 1"])
    );
    let heads = b
        .js("return [...document.querySelectorAll(\"[data-list='leaderboard'] thead th\")].map(c => c.textContent)")
        .await;
    assert_eq!(
        heads,
        serde_json::json!([
            "#",
            "Player",
            "Rating",
            "Rated games",
            "Won",
            "Drawn",
            "Lost"
        ])
    );

    // A game that does not exist: a sentence, not a blank page.
    b.js("location.hash = '#/replay/t999.1'; return null").await;
    b.wait_for(
        "the refusal",
        "document.body.textContent.includes('no game t999.1 in the records')",
    )
    .await;
    b.close().await;
}

/// Creates a table from the lobby form: `game` and `variant` (`None`: the default), with
/// `seats` in seat order (`me`, a level, `open`). Returns its id once the room shows.
async fn create_table(b: &Browser, game: &str, variant: Option<&str>, seats: &[&str]) -> String {
    b.select("#new-game", game).await;
    if let Some(v) = variant {
        b.select("#new-variant", v).await;
    }
    for (i, seat) in seats.iter().enumerate() {
        b.select(&format!("#new-seat-{i}"), seat).await;
    }
    b.click("[data-action='create']").await;
    b.wait_for("the room", "location.hash.startsWith('#/table/')")
        .await;
    let hash = b.js("return location.hash").await;
    hash.as_str()
        .and_then(|h| h.strip_prefix("#/table/"))
        .expect("the room's address")
        .to_string()
}

/// Has computers play a whole game of `game` at a table of their own, watched to its end
/// by a second connection of the page (a table nobody watches closes). Returns the table.
async fn computers_play(b: &Browser, game: &str, variant: &str, watcher: &str) -> String {
    let create = serde_json::json!({
        "type": "create_table", "game": game, "variant": variant, "seats": ["random", "random"],
    });
    b.js(&format!(
        r#"const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
window.watched = {{ table: null, over: false, socket: ws }};
ws.onopen = () => ws.send(JSON.stringify({{ type: 'hello', nick: '{watcher}' }}));
ws.onmessage = (e) => {{
  const m = JSON.parse(e.data);
  if (m.type === 'welcome') ws.send(JSON.stringify({create}));
  if (m.type === 'created') {{
    window.watched.table = m.table;
    ws.send(JSON.stringify({{ type: 'open', table: m.table }}));
  }}
  if (m.type === 'state' && m.state.outcome) window.watched.over = true;
}};
return null;"#
    ))
    .await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !b
        .js("return window.watched.over")
        .await
        .as_bool()
        .unwrap_or(false)
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the computers' {game} game did not end"
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    let table = b
        .js("window.watched.socket.close(); return window.watched.table")
        .await;
    table.as_str().expect("the table's id").to_string()
}

/// Waits for the room's game to end, then opens its replay at the start.
async fn replay_when_over(b: &Browser, table: &str) {
    b.wait_for(
        "the game to end",
        "document.querySelector(\"[data-action='replay']\")",
    )
    .await;
    open_replay(b, table).await;
}

/// Opens the replay of the first game of `table`, at the start.
async fn open_replay(b: &Browser, table: &str) {
    b.js(&format!(
        "location.hash = '#/replay/{table}.1'; return null"
    ))
    .await;
    b.wait_for(
        "the replay viewer",
        "document.querySelector('.replay-board svg') && document.querySelector('.replay-counter').textContent",
    )
    .await;
}

/// The replay's move list as a person sees it: (does it spill sideways, is the page wider
/// than the window, is the current move inside the list's visible part, the list's columns).
async fn move_list_shape(b: &Browser) -> (bool, bool, bool, usize) {
    let v = b
        .js(r#"const list = document.querySelector('.replay-moves');
const box = list.getBoundingClientRect();
const current = list.querySelector('.current');
const c = current ? current.getBoundingClientRect() : null;
const lefts = new Set([...list.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().left)));
return [list.scrollWidth > list.clientWidth + 1,
  document.documentElement.scrollWidth > window.innerWidth,
  !!c && c.top >= box.top - 1 && c.bottom <= box.bottom + 1,
  lefts.size];"#)
        .await;
    (
        v[0].as_bool().unwrap_or(true),
        v[1].as_bool().unwrap_or(true),
        v[2].as_bool().unwrap_or(false),
        v[3].as_u64().unwrap_or(0) as usize,
    )
}

/// Where the replay's board is on the page (its top, in CSS pixels from the page's top),
/// and the window's height.
async fn board_top(b: &Browser) -> (i64, i64) {
    let v = b
        .js("return [Math.round(document.querySelector('.replay-board').getBoundingClientRect().top + window.scrollY), window.innerHeight]")
        .await;
    (v[0].as_i64().unwrap_or(-1), v[1].as_i64().unwrap_or(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_replay_scrolls_down_and_its_board_stays_in_place() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 1280, 900).await;
    b.sign_in(&server.url, "ann").await;

    // Two random computers play a whole game of Nines: more moves than the list shows at once.
    let table = computers_play(&b, "nines", "standard", "watcher1").await;
    open_replay(&b, &table).await;
    let moves = b
        .js("return document.querySelectorAll('.replay-moves li').length")
        .await
        .as_u64()
        .unwrap_or(0);
    assert!(moves > 40, "a long game: {moves} moves");
    b.press(&['\u{e010}']).await; // End
    let (sideways, page_wider, current_shown, columns) = move_list_shape(&b).await;
    assert!(!sideways, "the list scrolls down, never to the side");
    assert!(!page_wider, "the page is no wider than the window");
    assert_eq!(columns, 1, "one column");
    assert!(current_shown, "the last move is scrolled into view");
    // Back to the start: the list scrolls up to it, and the page itself never scrolled.
    b.press(&['\u{e011}']).await; // Home
    b.click("[data-action='forward']").await;
    let (_, _, current_shown, _) = move_list_shape(&b).await;
    assert!(current_shown, "the first move is scrolled into view");
    let scrolled = b.js("return window.scrollY").await;
    assert_eq!(
        scrolled.as_f64(),
        Some(0.0),
        "stepping does not scroll the page"
    );

    // An Isolo game: a move that sows many laps says so lap by lap, and the board stays put.
    let table = computers_play(&b, "isolo", "8-holes", "watcher2").await;
    open_replay(&b, &table).await;
    let last = b
        .js("return document.querySelectorAll('.replay-moves li').length")
        .await
        .as_u64()
        .unwrap_or(0);
    let (top, height) = board_top(&b).await;
    assert!(
        top > 0 && top + 200 < height,
        "the board starts in sight: {top} of {height}"
    );
    let mut most_lines = 0;
    // Every position before the last (whose result box comes above the board).
    for ply in 1..last {
        b.press(&['\u{e014}']).await; // ArrowRight
        let lines = b
            .js("return document.querySelector('.replay-explanation').textContent.split('\\n').length")
            .await
            .as_u64()
            .unwrap_or(0);
        most_lines = most_lines.max(lines);
        assert_eq!(
            board_top(&b).await,
            (top, height),
            "move {ply} moved the board"
        );
    }
    assert!(most_lines > 3, "some move sowed several laps: {most_lines}");
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_records_speak_the_page_language() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 1280, 900).await;
    b.sign_in(&server.url, "ann").await;
    b.select("#lang", "ru").await;
    b.wait_for(
        "the page in Russian",
        "document.documentElement.lang === 'ru'",
    )
    .await;
    let table = b.create_nines("client", "random").await;
    let board = b.my_turn_after(0).await;
    let point = board.legal().first().cloned().expect("a legal point");
    b.click_point(&point).await;
    b.wait_move_listed(&point).await;
    b.my_turn_after(board.version()).await;
    b.click("[data-action='resign']").await;
    b.click("[data-action='confirm-yes']").await;
    replay_when_over(&b, &table).await;

    // Every move explained in Russian, not only the seat names.
    let cyrillic = "/[а-яё]/i";
    for _ in 0..2 {
        b.click("[data-action='forward']").await;
        let said = b
            .js("return document.querySelector('.replay-explanation').textContent")
            .await;
        let said = said.as_str().unwrap_or_default().to_string();
        let (head, what) = said.split_once(": ").unwrap_or_default();
        // The side is said once, by the sentence («d6: Белые ставят…», not «Белые d6: Белые…»).
        assert!(
            !head.contains("Белые") && !head.contains("Чёрные"),
            "the side said twice: {said}"
        );
        let russian = b
            .js(&format!(
                "return {cyrillic}.test({})",
                serde_json::json!(what)
            ))
            .await;
        assert_eq!(
            russian.as_bool(),
            Some(true),
            "explained in Russian: {said}"
        );
    }

    // The player page: the computer and the date in Russian; the series reads as scores.
    b.js("location.hash = '#/player/ann'; return null").await;
    b.wait_for(
        "the player page",
        "document.querySelector(\"[data-list='recent'] li\")",
    )
    .await;
    let recent = b
        .js("return document.querySelector(\"[data-list='recent'] li\").textContent")
        .await;
    let recent = recent.as_str().unwrap_or_default().to_string();
    assert!(recent.contains("Компьютер (случайный)"), "{recent}");
    assert!(recent.contains(" г."), "a Russian date: {recent}");
    let series = b
        .js(&format!(
            "return document.querySelector(\"[data-list='series'] [data-table='{table}']\").textContent"
        ))
        .await;
    let series = series.as_str().unwrap_or_default().to_string();
    assert!(
        series.contains("ann: 0, Компьютер (случайный): 1"),
        "{series}"
    );
    // "My games" is the current page here, and only here.
    let current = "return [...document.querySelectorAll('#nav a[aria-current]')].map((a) => a.getAttribute('href'))";
    assert_eq!(b.js(current).await, serde_json::json!(["#/player/ann"]));
    b.js("location.hash = '#/player/bob'; return null").await;
    b.wait_for(
        "bob's page",
        "document.querySelector('.records-page h2').textContent.includes('bob')",
    )
    .await;
    assert_eq!(
        b.js(current).await,
        serde_json::json!([]),
        "bob's page is not ann's"
    );

    // The leaderboard names the computer in Russian too.
    b.js("location.hash = '#/leaderboard/nines'; return null")
        .await;
    b.wait_for(
        "the leaderboard",
        "document.querySelector(\"[data-list='leaderboard'] tr[data-key='computer:random']\")",
    )
    .await;
    let row = b
        .js("return document.querySelector(\"[data-list='leaderboard'] tr[data-key='computer:random']\").textContent")
        .await;
    assert!(
        row.as_str()
            .unwrap_or_default()
            .contains("Компьютер (случайный)"),
        "{row}"
    );
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_efm_replay_has_no_waiting_room_and_keeps_nicknames_as_written() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 1280, 900).await;
    b.sign_in(&server.url, "ann").await;
    let table = create_table(&b, "elephant-fox-mouse", None, &["me", "random", "random"]).await;
    // One move of ours (so the replay has a position where ann is to move), then resign.
    b.wait_for(
        "our turn",
        "document.querySelector('svg.efm-board [data-cell][data-legal]')",
    )
    .await;
    let version = b
        .js("return document.querySelector('svg.efm-board').dataset.version || ''")
        .await;
    b.click("svg.efm-board [data-cell][data-legal]").await;
    b.wait_for(
        "our move to be played",
        &format!(
            "document.querySelector('svg.efm-board').dataset.version !== {version}",
            version = serde_json::json!(version)
        ),
    )
    .await;
    b.click("[data-action='resign']").await;
    b.click("[data-action='confirm-yes']").await;
    replay_when_over(&b, &table).await;

    // The position where ann was to move names her as she wrote her nickname.
    let found = b
        .js(r#"const last = document.querySelectorAll('.replay-moves li').length;
for (let i = 0; i <= last; i++) {
  const text = document.querySelector('.replay').textContent;
  if (text.includes('(the elephant) is to move') || text.includes('(the fox) is to move') || text.includes('(the mouse) is to move')) {
    if (/ann \(the (elephant|fox|mouse)\) is to move/.test(text)) return 'ann';
  }
  document.querySelector("[data-action='forward']").click();
}
return document.querySelector('.replay').textContent;"#)
        .await;
    assert!(
        found == "ann",
        "a position with ann to move, her nickname in lower case: {found}"
    );
    assert!(
        !b.js("return document.querySelector('.replay').textContent.includes('Ann (the')")
            .await
            .as_bool()
            .unwrap_or(true)
    );
    // The end: who won, and no live table's "ready for the next game".
    b.press(&['\u{e010}']).await; // End
    b.wait_for("the result", "document.querySelector('.efm-result')")
        .await;
    let text = b.text().await;
    assert!(
        b.js("return !document.querySelector('.replay .efm-next')")
            .await
            .as_bool()
            .unwrap_or(false),
        "no waiting line in a replay: {text}"
    );
    assert!(!text.contains("Ready for the next game"), "{text}");
    b.close().await;
}
