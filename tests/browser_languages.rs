//! The page in Vietnamese and in Russian, in a real browser against the real `parlour serve`:
//! switched from the header's language menu, the lobby and a room (a Nines table against
//! the computer) show no English word, in what the page says and in what the server says
//! (game names, variants, computer players, refusals).
//!
//! The games' own texts (move explanations) are checked too: the games say them as data
//! and the server puts them into the page's language.
//!
//! `PARLOUR_SCREENSHOTS=<dir>` saves a screenshot of every page checked.
//!
//! Needs `chromium` and `chromium-driver` (Debian packages); without them it fails with a
//! message saying so, never skips.

mod common;

use common::{Browser, Driver, Server, one_at_a_time};
use fantoccini::Locator;

/// English words that must not be on a page in another language: the words of the page's
/// and the server's own sentences, buttons and names. Not listed, so allowed: nicknames
/// (`ann`), notation (`d6`), card codes, the brand (`Parlour`), the language names in
/// the language menu (`English`), and the game names Vietnamese keeps as they are
/// (Isolo, Tablenette, "Chiến tranh virus").
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "you",
    "your",
    "turn",
    "lobby",
    "table",
    "tables",
    "game",
    "games",
    "play",
    "playing",
    "computer",
    "open",
    "rules",
    "move",
    "moves",
    "white",
    "black",
    "wins",
    "win",
    "player",
    "players",
    "waiting",
    "new",
    "create",
    "watch",
    "join",
    "leave",
    "resign",
    "draw",
    "offer",
    "seat",
    "seats",
    "variant",
    "standard",
    "client",
    "random",
    "easy",
    "medium",
    "hard",
    "piece",
    "pieces",
    "back",
    "nickname",
    "connected",
    "signed",
    "leaderboard",
    "leaderboards",
    "ready",
    "series",
    "losses",
    "places",
    "place",
    "takes",
    "online",
    "nobody",
    "none",
    "yet",
    "here",
    "with",
    "for",
    "from",
    "men",
    "morris",
    "nine",
    "mill",
    "nines",
    "war",
    "elephant",
    "fox",
    "mouse",
    "hand",
    "holes",
];

/// The words of `text` that are in [`ENGLISH`], each with a little of its line.
fn english_in(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let words = line
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty());
        for w in words {
            let lower = w.to_lowercase();
            if ENGLISH.contains(&lower.as_str()) {
                let context: String = line.chars().take(80).collect();
                found.push(format!("{w:?} in {context:?}"));
            }
        }
    }
    found
}

/// The page's visible text without the games' own texts (the move explanations, the rules
/// dialog): hidden for a moment while it is read.
const PAGE_TEXT_JS: &str = r#"
const games = [...document.querySelectorAll('.explanation, #rules')];
const was = games.map((e) => e.style.display);
games.forEach((e) => (e.style.display = 'none'));
const text = document.body.innerText;
games.forEach((e, i) => (e.style.display = was[i]));
return text;
"#;

/// The games' own texts on the page (DEPENDS ON THE GAME-TEXT HALF).
const GAME_TEXT_JS: &str = r#"
return [...document.querySelectorAll('.explanation')].map((e) => e.textContent).join('\n');
"#;

/// Checks the page in `lang`: no English in what the page and server say, nor in the
/// games' texts (`game_texts`: the page shows some, which must then be found).
async fn check_no_english(b: &Browser, lang: &str, what: &str, game_texts: bool) {
    let text = b.js(PAGE_TEXT_JS).await;
    let text = text.as_str().unwrap_or_default();
    let found = english_in(text);
    assert!(
        found.is_empty(),
        "English on the {what} in {lang}:\n  {}\nthe page says:\n{text}",
        found.join("\n  ")
    );
    // The explanations come from the games, through the server's words.
    let games = b.js(GAME_TEXT_JS).await;
    let games = games.as_str().unwrap_or_default();
    if game_texts {
        assert!(
            !games.trim().is_empty(),
            "the move list shows the games' texts"
        );
    }
    let english = english_in(games);
    assert!(
        english.is_empty(),
        "English in the games' texts on the {what} in {lang}:\n  {}\nthey say:\n{games}",
        english.join("\n  ")
    );
    screenshot(b, &format!("{what}-{lang}")).await;
}

async fn screenshot(b: &Browser, name: &str) {
    let Ok(dir) = std::env::var("PARLOUR_SCREENSHOTS") else {
        return;
    };
    let png = b.c.screenshot().await.expect("a screenshot");
    std::fs::write(format!("{dir}/{name}.png"), png).expect("write the screenshot");
}

/// Chooses `lang` in the header's menu and waits until the server has answered in it
/// (the lobby's or the room's game name in the new language).
async fn switch_to(b: &Browser, lang: &str, nines: &str) {
    b.select("#lang", lang).await;
    b.wait_for(
        &format!("the page in {lang}"),
        &format!("document.documentElement.lang === '{lang}'"),
    )
    .await;
    b.wait_for(
        &format!("the server's words in {lang}"),
        &format!(
            "(document.querySelector('.games [data-game=\"nines\"]') || document.querySelector('.room-head') || {{}}).textContent.includes('{nines}')"
        ),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_and_a_room_show_no_english_in_vietnamese_and_russian() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = Browser::open(&driver, 1280, 900).await;
    // A nickname in Cyrillic letters: the form takes every alphabet, as the server does.
    b.sign_in(&server.url, "Иван").await;

    // The lobby, in each language, with a table of ours listed.
    switch_to(&b, "vi", "Cờ Cối Xay").await;
    check_no_english(&b, "vi", "lobby", false).await;
    switch_to(&b, "ru", "Мельница").await;
    check_no_english(&b, "ru", "lobby", false).await;
    // Chosen in another tab of this browser (which the browser tells this one by a storage
    // event): this tab follows, server's words and all (it stayed in the old language).
    b.js("localStorage.setItem('parlour.lang', 'vi'); \
          window.dispatchEvent(new StorageEvent('storage', { key: 'parlour.lang', newValue: 'vi' })); return null")
        .await;
    b.wait_for(
        "the page in Vietnamese, from another tab",
        "document.documentElement.lang === 'vi' && document.querySelector('#lang').value === 'vi' && \
         document.querySelector('.games [data-game=\"nines\"]').textContent.includes('Cờ Cối Xay')",
    )
    .await;
    switch_to(&b, "ru", "Мельница").await;

    // A room: Nines against the computer, a few moves in so the move list, the computer's
    // name and the series have something to say.
    b.create_nines("client", "easy").await;
    let mut version = 0;
    for _ in 0..2 {
        let board = b.my_turn_after(version).await;
        let point = board.legal().first().cloned().expect("a legal point");
        b.click_point(&point).await;
        b.wait_move_listed(&point).await;
        version = board.version();
    }
    b.my_turn_after(version).await;
    check_no_english(&b, "ru", "room", true).await;
    const CYRILLIC: &str = "/[А-Яа-яЁё]/.test(document.querySelector('.moves').textContent)";
    let russian = b.js(&format!("return {CYRILLIC}")).await;
    assert_eq!(russian, true, "the move list in Russian");
    switch_to(&b, "vi", "Cờ Cối Xay").await;
    b.my_turn_after(0).await;
    check_no_english(&b, "vi", "room", true).await;
    // The moves already listed are told again in the new language.
    b.wait_for("the move list in Vietnamese", &format!("!{CYRILLIC}"))
        .await;

    // The computer is named from its level in the page's words.
    let seats = b
        .js("return document.querySelector('.seats').innerText")
        .await;
    assert!(
        seats.as_str().unwrap_or_default().contains("Máy tính (dễ)"),
        "{seats}"
    );

    // Back to the lobby: our table is listed in the page's language.
    b.click(".room-head a.back").await;
    b.wait_for("the lobby", "document.querySelector('#new-table')")
        .await;
    b.wait_for(
        "our table in the lobby",
        "document.querySelector('[data-table]')",
    )
    .await;
    check_no_english(&b, "vi", "lobby with a table", false).await;
    let games =
        b.c.find_all(Locator::Css(".games [data-game]"))
            .await
            .unwrap();
    assert_eq!(games.len(), 5);
    b.close().await;
}
