//! The records in a real browser: a finished Nines game replayed on the live board (step,
//! jump, autoplay, keys), the player page and the leaderboard it lands on.
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

    // The start: an empty board.
    let (counter, pieces) = replay_at(&b).await;
    assert_eq!(counter, format!("Move 0 of {moves}"));
    assert_eq!(pieces, 0);
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
    let text = b.text().await;
    assert!(text.contains("Computer (random) 1"), "the series: {text}");
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

    // A game that does not exist: a sentence, not a blank page.
    b.js("location.hash = '#/replay/t999.1'; return null").await;
    b.wait_for(
        "the refusal",
        "document.body.textContent.includes('no game t999.1 in the records')",
    )
    .await;
    b.close().await;
}
