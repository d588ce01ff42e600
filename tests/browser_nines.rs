//! Nines in a real browser: headless Chromium driven through ChromeDriver against the real
//! `parlour serve`. The tests read the board from the page's data attributes and follow
//! whatever the computer plays (the `random` level), so they do not depend on fixed lines.
//!
//! They need `chromium` and `chromium-driver` (Debian packages); without them they fail with
//! a message saying so, never skip.

mod common;

use common::{Board, Browser, Driver, MILLS, Server, arrow_between, one_at_a_time, path};
use fantoccini::Locator;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::key::Key;
use serde_json::Value;
use std::time::Duration;

const LAPTOP: (u32, u32) = (1280, 900);

/// A placement that builds towards a line of three: the emptiest line without enemy pieces
/// that has most of ours, else the first highlighted point.
fn placement(board: &Board) -> String {
    let me = board.colour();
    let legal = board.legal();
    let mut best: Option<(usize, String)> = None;
    for line in MILLS {
        let enemy = line
            .iter()
            .any(|p| board.piece(p) != "empty" && board.piece(p) != me);
        if enemy {
            continue;
        }
        let ours = line.iter().filter(|p| board.piece(p) == me).count();
        let Some(empty) = line.iter().find(|p| legal.iter().any(|l| l == *p)) else {
            continue;
        };
        if best.as_ref().is_none_or(|(n, _)| ours > *n) {
            best = Some((ours, empty.to_string()));
        }
    }
    best.map(|(_, p)| p)
        .or_else(|| legal.first().cloned())
        .expect("a point to place on")
}

/// Plays one step of ours by clicks (a placement or a removal) and returns the state after it.
async fn place_or_remove(b: &Browser, board: &Board) -> Board {
    let point = match board.action() {
        "place" => placement(board),
        "remove" => board
            .removable()
            .first()
            .cloned()
            .expect("a removable piece"),
        other => panic!("expected to place or remove, the board says {other}"),
    };
    b.click_point(&point).await;
    let notation = if board.action() == "remove" {
        format!("x{point}")
    } else {
        point
    };
    b.wait_move_listed(&notation).await;
    b.my_turn_after(board.version()).await
}

/// Plays placements (and removals) by clicks until the board asks us to slide.
async fn play_to_movement(b: &Browser) -> Board {
    let mut board = b.my_turn_after(0).await;
    for _ in 0..40 {
        match board.action() {
            "move" | "fly" => return board,
            "place" | "remove" => board = place_or_remove(b, &board).await,
            other => panic!("the game ended before the movement phase ({other})"),
        }
    }
    panic!("no movement phase after 40 steps");
}

async fn setup(driver: &Driver, server: &Server, nick: &str) -> Browser {
    let b = Browser::open(driver, LAPTOP.0, LAPTOP.1).await;
    b.sign_in(&server.url, nick).await;
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_a_table_from_the_lobby_and_place_by_clicks() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    // The lobby lists the five games with a line each.
    let games =
        b.c.find_all(Locator::Css(".games [data-game]"))
            .await
            .unwrap();
    assert_eq!(games.len(), 5, "five games in the lobby");
    // Every game's buttons say which game they are for to a screen reader (the same
    // "Rules" and "Play" stand on every line).
    let described = b
        .js(
            "return [...document.querySelectorAll('.games [data-game] button')].map(b => \
             b.textContent + ' ' + document.getElementById(b.getAttribute('aria-describedby')).textContent)",
        )
        .await;
    let described: Vec<&str> = described
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(described.len(), 10, "{described:?}");
    assert!(described.contains(&"Play Nines"), "{described:?}");
    assert!(described.contains(&"Rules Tablenette"), "{described:?}");
    b.create_nines("client", "random").await;

    let mut board = b.my_turn_after(0).await;
    assert_eq!(board.colour(), "white");
    assert_eq!(board.banner(), "Your turn");
    assert_eq!(board.legal().len(), 24, "every point is free at the start");
    // My side's line, below the board, is shaded as the side to move (the shading's rule
    // named a class the sides never had).
    assert_eq!(b.shaded_sides("nines-side").await, [false, true]);
    for _ in 0..3 {
        let point = placement(&board);
        b.click_point(&point).await;
        b.wait_move_listed(&point).await;
        let after = b.my_turn_after(board.version()).await;
        assert_eq!(after.piece(&point), "white", "my piece stands on {point}");
        board = after;
    }
    // The computer's answers were said to a screen reader as they came (a log beside the
    // banner), mine not: a blind player heard only "Waiting", "thinking" and "Your turn".
    let said = b
        .js("return [[...document.querySelectorAll('[data-say=moves] p')].map(p => p.textContent), \
             [...document.querySelectorAll('ol.moves li[data-seat=\"1\"] .explanation')].map(e => e.textContent)]")
        .await;
    assert_eq!(
        said[0], said[1],
        "said, and the computer's moves in the list"
    );
    assert!(said[0].as_array().is_some_and(|s| s.len() >= 2), "{said}");
    // A click on a taken point is answered in words.
    let taken = board
        .pieces()
        .into_iter()
        .find(|(_, piece)| piece != "empty")
        .map(|(label, _)| label)
        .unwrap();
    if board.action() == "place" {
        b.click_point(&taken).await;
        b.wait_for(
            "a hint",
            "document.querySelector('.hint').textContent.includes('taken')",
        )
        .await;
    }
    // The connection drops (as when a phone puts the page away): the banner says so
    // instead of "Your turn", and the board offers no move, until the page is back on.
    // Every banner shown meanwhile is written down, as the drop lasts half a second.
    b.js(
        "window.seen = []; const banner = document.querySelector('.banner'); \
         new MutationObserver(() => window.seen.push([banner.dataset.kind, banner.textContent, \
         document.querySelectorAll('svg.nines-board [data-legal]').length])) \
         .observe(banner, { childList: true, characterData: true, subtree: true, attributes: true }); \
         window.dispatchEvent(new PageTransitionEvent('pagehide')); return null;",
    )
    .await;
    b.wait_for(
        "the connection back and my turn again",
        "(window.seen || []).some(s => s[0] === 'offline') && \
         document.getElementById('connection').dataset.state === 'open' && \
         document.querySelector('.banner').textContent.startsWith('Your turn') && \
         document.querySelectorAll('svg.nines-board [data-legal]').length > 0",
    )
    .await;
    let seen = b
        .js("return window.seen.filter(s => s[0] === 'offline')")
        .await;
    for s in seen.as_array().unwrap() {
        assert_eq!(
            s[1], "Connection lost: you can play again once it is back",
            "{seen}"
        );
        assert_eq!(s[2], 0, "no point offered while offline: {seen}");
    }
    b.close().await;
}

/// The take-back button, pressed several states after it was drawn, takes back my last turn
/// and the computer's answer, and the move list then shows the moves that are left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_take_back_button_takes_back_my_turn_and_the_answer() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    b.create_nines("client", "random").await;
    // Two placements each (no line of three can close so soon): the button is drawn after
    // my first placement and stays, unchanged, through the states that follow.
    let board = b.my_turn_after(0).await;
    let board = place_or_remove(&b, &board).await;
    let kept = board.moves();
    assert_eq!(kept.len(), 2, "my placement and the answer: {kept:?}");
    let board = place_or_remove(&b, &board).await;
    assert_eq!(board.moves().len(), 4);

    // The first take-back costs the game its rating: the room asks first.
    b.click("[data-action='undo']").await;
    let asked = b
        .js("return document.querySelector('.confirm') && document.querySelector('.confirm').textContent")
        .await;
    assert_eq!(
        asked,
        "Take back your move? A game with a move taken back is not rated."
    );
    b.click("[data-action='confirm-yes']").await;
    let after = b.my_turn_after(board.version()).await;
    assert_eq!(after.moves(), kept, "the list shows the moves left");
    assert_eq!(after.pieces(), {
        // The position is the one before my second placement.
        let mut before = board.pieces();
        for (label, piece) in &mut before {
            if !kept.contains(label) {
                *piece = "empty".to_string();
            }
        }
        before
    });
    let errors = b
        .js("return document.querySelectorAll('.notices .notice').length")
        .await;
    assert_eq!(errors, 0, "no error shown:\n{}", b.text().await);
    // The page's title says the game waits for my move (a tab in the background shows it).
    let title = b.js("return document.title").await;
    assert_eq!(title.as_str(), Some("(1) Your turn · Parlour"));
    // The room says, to the end of the game, that it will not be rated.
    b.wait_for(
        "the not-rated note",
        "document.querySelector('[data-unrated]') !== null",
    )
    .await;
    let note = b
        .js("return document.querySelector('[data-unrated]').textContent")
        .await;
    assert!(
        note.as_str().is_some_and(|n| n.contains("not rated")),
        "{note}"
    );
    b.close().await;
}

/// The standard rules have no draws by agreement: the key help does not offer D, and D
/// says so (it said "a draw cannot be offered at this point of the game", as if later).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standard_rules_offer_no_draw() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    // The form says in a line what the chosen rules are ("standard" says nothing by itself).
    b.select("#new-game", "nines").await;
    b.select("#new-variant", "standard").await;
    let note = b
        .js("return document.querySelector('#new-variant-note').textContent")
        .await;
    assert!(
        note.as_str()
            .is_some_and(|n| n.contains("three pieces fly")),
        "{note}"
    );
    b.create_nines("standard", "random").await;
    b.my_turn_after(0).await;
    let keys = b
        .js("return document.querySelector('.keys').textContent")
        .await;
    let keys = keys.as_str().unwrap_or_default();
    assert!(
        keys.contains("R resigns") && !keys.contains("draw"),
        "{keys}"
    );
    b.js("document.activeElement.blur()").await;
    b.press(&['d']).await;
    b.wait_for(
        "why D does nothing",
        "[...document.querySelectorAll('.notices .notice')].some(n => n.textContent.includes('no draw by agreement'))",
    )
    .await;
    b.close().await;
}

/// Resigning before everyone has moved calls the game off: the page asks that question, not
/// "really resign?", and then says who called it off and that it counts for nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_before_everyone_has_moved_calls_the_game_off() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    let table = b.create_nines("client", "random").await;
    b.my_turn_after(0).await;
    b.click("[data-action='resign']").await;
    let asked = b
        .js("return document.querySelector('.confirm').textContent")
        .await;
    assert!(
        asked
            .as_str()
            .is_some_and(|a| a.contains("resigning now calls the game off")),
        "{asked}"
    );
    // Twice at once (a double click on a slow page): the second answer finds nothing
    // asked, and does nothing (it left the table).
    b.js("const yes = document.querySelector(\"[data-action='confirm-yes']\"); yes.click(); yes.click();")
        .await;
    b.wait_for(
        "the game called off",
        "!!document.querySelector('[data-abandoned]')",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    b.wait_for(
        "still seated, asked to start the next game",
        "!!document.querySelector(\"[data-action='ready']\")",
    )
    .await;
    let said = b
        .js("return document.querySelector('[data-abandoned]').textContent")
        .await;
    let called_off = "The game was called off: ann resigned before everyone had moved. It \
                      counts for nobody.";
    assert_eq!(said.as_str(), Some(called_off));
    // Its replay says so too (the records keep the resignation).
    b.goto(&format!("{}#/replay/{table}.1", server.url)).await;
    b.wait_for(
        "the replay's ending",
        "!!document.querySelector('.replay [data-abandoned]')",
    )
    .await;
    let said = b
        .js("return document.querySelector('.replay [data-abandoned]').textContent")
        .await;
    assert_eq!(said.as_str(), Some(called_off));
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slide_by_clicks_and_by_dragging() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    b.create_nines("client", "random").await;
    let board = play_to_movement(&b).await;

    // Click a piece, then where it goes.
    let from = board
        .legal()
        .first()
        .cloned()
        .expect("a piece that can move");
    b.click_point(&from).await;
    let selected = b.board().await;
    assert_eq!(selected.selected().as_deref(), Some(from.as_str()));
    let to = selected.legal().first().cloned().expect("a target");
    b.click_point(&to).await;
    b.wait_move_listed(&format!("{from}-{to}")).await;

    // Drag a piece with the mouse (pointer events).
    let mut board = b.my_turn_after(selected.version()).await;
    while board.action() == "remove" {
        board = place_or_remove(&b, &board).await;
    }
    assert_eq!(board.action(), "move", "still sliding");
    let from = board
        .legal()
        .first()
        .cloned()
        .expect("a piece that can move");
    // Clicking it twice selects and lets go of it; in between the targets show.
    b.click_point(&from).await;
    let to = b.board().await.legal().first().cloned().expect("a target");
    b.click_point(&from).await;
    assert_eq!(b.board().await.selected(), None);
    let piece =
        b.c.find(Locator::Css(&format!("[data-point='{from}']")))
            .await
            .unwrap();
    let target =
        b.c.find(Locator::Css(&format!("[data-point='{to}']")))
            .await
            .unwrap();
    // Dropped off the board, a piece stays where it was and the page says why.
    let off = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement {
            element: piece.clone(),
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(50)),
            x: 8.0,
            y: 8.0,
        })
        .then(PointerAction::MoveTo {
            duration: Some(Duration::from_millis(200)),
            x: 4.0,
            y: 4.0,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    b.c.perform_actions(off).await.expect("drag off the board");
    b.wait_for(
        "the off-board hint",
        "(document.querySelector('.hint') || {}).textContent.includes('off the board')",
    )
    .await;
    let after = b.board().await;
    assert!(
        after.hint().contains("off the board"),
        "hint: {:?}",
        after.hint()
    );
    assert_eq!(after.piece(&from), board.piece(&from), "the piece stayed");
    assert_eq!(after.version(), board.version(), "nothing was sent");
    let drag = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement {
            element: piece,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(50)),
            x: 8.0,
            y: 8.0,
        })
        .then(PointerAction::MoveToElement {
            element: target,
            duration: Some(Duration::from_millis(200)),
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    b.c.perform_actions(drag).await.expect("drag");
    b.wait_move_listed(&format!("{from}-{to}")).await;
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_of_three_lets_me_remove_a_highlighted_piece() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    b.create_nines("client", "random").await;
    let mut board = b.my_turn_after(0).await;
    for _ in 0..30 {
        if board.action() == "remove" {
            break;
        }
        assert_eq!(
            board.action(),
            "place",
            "no line closed during the placements"
        );
        board = place_or_remove(&b, &board).await;
    }
    assert_eq!(board.action(), "remove");
    let removable = board.removable();
    assert!(
        !removable.is_empty(),
        "the removable pieces are highlighted"
    );
    for p in &removable {
        assert_eq!(board.piece(p), "black", "{p} is an enemy piece");
    }
    assert!(
        b.text().await.contains("You closed a line"),
        "the page says what to do"
    );
    // And the banner says it, above the board: the instruction under it is out of a
    // laptop's window.
    assert_eq!(board.banner(), "Your turn: remove a piece");
    // A click on one of my own pieces explains instead of doing nothing.
    let mine = board
        .pieces()
        .into_iter()
        .find(|(_, piece)| piece == "white")
        .map(|(l, _)| l)
        .unwrap();
    b.click_point(&mine).await;
    b.wait_for(
        "a hint",
        "document.querySelector('.hint').textContent.length > 0",
    )
    .await;
    let victim = removable[0].clone();
    b.click_point(&victim).await;
    b.wait_move_listed(&format!("x{victim}")).await;
    b.wait_for(
        "black's removed count",
        "document.querySelector('[data-side=black]').textContent.includes('1 removed')",
    )
    .await;
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_by_keyboard_only() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    b.create_nines("client", "random").await;
    let board = b.my_turn_after(0).await;

    // The new table's room gives the board's cursor the focus as the game starts (the
    // lobby's Create button, which had it, is gone).
    let first = b
        .js("return document.activeElement && document.activeElement.dataset.point || null")
        .await;
    assert!(
        first.is_string(),
        "the board has the focus at the start: {first}"
    );
    // From the top of the page, Tab until a point of the board has the focus: that is the
    // cursor. The key before it is on the Rules button: nothing of the board (its <svg>) is
    // a Tab stop of its own.
    b.js("document.getElementById('brand').focus(); return null")
        .await;
    let mut cursor = None;
    let mut before = Value::Null;
    for _ in 0..20 {
        b.press(&[Key::Tab.into()]).await;
        let focused = b
            .js("return document.activeElement && document.activeElement.dataset.point || null")
            .await;
        if let Some(p) = focused.as_str() {
            cursor = Some(p.to_string());
            break;
        }
        before = b
            .js("const e = document.activeElement; return e && (e.dataset.action || e.tagName)")
            .await;
    }
    let cursor = cursor.expect("Tab reaches the board");
    assert_eq!(before, "rules", "the Tab stop before the board's cursor");
    let target = "g1";
    assert_eq!(board.piece(target), "empty");
    let keys: Vec<char> = path(&cursor, target)
        .windows(2)
        .map(|w| arrow_between(&w[0], &w[1]))
        .collect();
    b.press(&keys).await;
    let focused = b
        .js("return document.activeElement.dataset.point || null")
        .await;
    assert_eq!(
        focused.as_str(),
        Some(target),
        "the cursor follows the arrows"
    );
    b.press(&[Key::Enter.into()]).await;
    b.wait_move_listed(target).await;
    let after = b.my_turn_after(board.version()).await;
    assert_eq!(after.piece(target), "white");
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reloading_the_page_keeps_the_seat_and_the_position() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = setup(&driver, &server, "ann").await;
    let table = b.create_nines("standard", "random").await;
    let mut board = b.my_turn_after(0).await;
    for _ in 0..2 {
        board = place_or_remove(&b, &board).await;
    }
    b.c.refresh().await.expect("reload");
    let again = b.my_turn_after(0).await;
    assert_eq!(
        b.js("return location.hash").await.as_str(),
        Some(format!("#/table/{table}").as_str())
    );
    assert_eq!(again.colour(), "white", "still in my seat");
    assert_eq!(again.version(), board.version());
    assert_eq!(again.pieces(), board.pieces());
    assert_eq!(again.moves(), board.moves());
    assert_eq!(again.turn(), "you");
    b.close().await;
}

/// Waits until one of the people has a state newer than `after` in which they act, and the
/// other shows the same version; returns (mover, the other, the mover's name, the board).
async fn next_to_move<'a>(
    people: &[(&'a Browser, &'a str); 2],
    after: u64,
) -> (&'a Browser, &'a Browser, &'a str, Board) {
    let deadline = std::time::Instant::now() + common::PATIENCE;
    loop {
        let boards = [people[0].0.board().await, people[1].0.board().await];
        for i in 0..2 {
            let (me, other) = (&boards[i], &boards[1 - i]);
            if me.turn() == "you" && me.version() > after && other.version() == me.version() {
                return (people[i].0, people[1 - i].0, people[i].1, me.clone());
            }
        }
        assert!(
            std::time::Instant::now() < deadline,
            "nobody's turn after version {after}: {boards:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_each_other_through_the_lobby() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let ann = setup(&driver, &server, "ann").await;
    let table = ann.create_nines("client", "open").await;
    let bob = setup(&driver, &server, "bob").await;
    let join = format!("[data-list='open'] [data-table='{table}'] [data-action='join']");
    bob.wait_for(
        "ann's table in the lobby",
        &format!("document.querySelector(\"{join}\")"),
    )
    .await;
    bob.click(&join).await;

    // Whoever is to move plays (a placement, or a removal after a line); the other waits.
    let people = [(&ann, "ann"), (&bob, "bob")];
    let mut version = 0;
    for _ in 0..8 {
        let (mover, waiter, name, board) = next_to_move(&people, version).await;
        let theirs = waiter.board().await;
        assert_eq!(theirs.turn(), "other");
        assert_eq!(theirs.banner(), format!("Waiting for {name}"));
        let (point, notation) = match board.action() {
            "remove" => {
                let p = board.removable()[0].clone();
                (p.clone(), format!("x{p}"))
            }
            _ => {
                let p = placement(&board);
                (p.clone(), p)
            }
        };
        mover.click_point(&point).await;
        waiter.wait_move_listed(&notation).await;
        version = board.version();
    }
    // The other player saw the last move listed; the mover's own page may still be
    // drawing it. Wait (a little) until both pages show the same version.
    let mut tries = 0;
    let (a, b) = loop {
        let (a, b) = (ann.board().await, bob.board().await);
        if a.version() == b.version() || tries == 50 {
            break (a, b);
        }
        tries += 1;
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(a.pieces(), b.pieces(), "both see the same position");
    assert_eq!(a.colour(), "white");
    assert_eq!(b.colour(), "black");

    // Ann leaves (it resigns the game, as the page asks her, from the server's word): back
    // in the lobby, she is not counted as watching the table she left.
    ann.click("[data-action='leave']").await;
    let asked = ann
        .js("return document.querySelector('.confirm').textContent")
        .await;
    assert_eq!(asked, "Leaving now resigns the game. Leave?");
    ann.click("[data-action='confirm-yes']").await;
    let line = format!("[data-table='{table}']");
    ann.wait_for(
        "the table in ann's lobby",
        &format!("document.querySelector(\"#new-table\") && document.querySelector(\"{line}\")"),
    )
    .await;
    bob.wait_for(
        "the game over for bob",
        "document.querySelector('svg.nines-board').dataset.turn === 'over'",
    )
    .await;
    let listed = ann
        .js(&format!(
            "return document.querySelector(\"{line}\").textContent"
        ))
        .await;
    assert!(
        !listed.as_str().unwrap_or_default().contains("watching"),
        "ann still counted as watching: {listed}"
    );
    ann.close().await;
    bob.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friend_comes_by_the_table_s_link_and_sits_down() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let ann = setup(&driver, &server, "ann").await;
    let table = ann.create_nines("client", "open").await;
    // The seated player is given the table's link to send.
    ann.wait_for("the invitation", "document.querySelector('#invite-link')")
        .await;
    let link = ann
        .js("return document.querySelector('#invite-link').value")
        .await;
    let link = link.as_str().expect("a link").to_string();
    assert!(
        link.starts_with(server.url.trim_end_matches('/'))
            && link.ends_with(&format!("#/table/{table}")),
        "{link} for {table} at {}",
        server.url
    );
    // Opened as 127.0.0.1, the room says the link reaches this machine only, and how to
    // let friends elsewhere in.
    let note = ann
        .js("return document.querySelector('[data-note=local-link]').textContent")
        .await;
    assert!(
        note.as_str().unwrap_or_default().contains("0.0.0.0"),
        "{note}"
    );
    // The friend opens it on a phone: a nickname first, then the table, with the open place
    // offered under the banner.
    let bob = Browser::open(&driver, 500, 900).await;
    bob.goto(&link).await;
    bob.wait_for("the nickname form", "document.querySelector('#nick')")
        .await;
    // The form says what the name is asked for (it was a bare "Choose a nickname to play").
    let invited = bob
        .js("return (document.querySelector('[data-note=invited]') || {}).textContent || ''")
        .await;
    assert!(
        invited
            .as_str()
            .is_some_and(|s| s.contains(&format!("table {table}")) && s.contains("watch")),
        "{invited}"
    );
    bob.type_into("#nick", "bob").await;
    bob.click("[data-action='enter']").await;
    bob.wait_for(
        "the open place offered",
        "document.querySelector(\".invite[data-mode='sit'] [data-action='sit']\")",
    )
    .await;
    let sits = bob
        .js("return document.querySelectorAll(\"[data-action='sit']\").length")
        .await;
    assert_eq!(sits, 1, "one Sit down button");
    bob.click(".invite [data-action='sit']").await;
    // The game begins for both, and the invitation goes.
    let first = ann.my_turn_after(0).await;
    assert_eq!(first.colour(), "white");
    bob.wait_for(
        "bob seated as Black",
        "document.querySelector('svg.nines-board').dataset.turn === 'other'",
    )
    .await;
    for b in [&ann, &bob] {
        let shown = b
            .js("return getComputedStyle(document.querySelector('.invite')).display")
            .await;
        assert_eq!(shown, "none", "the invitation is gone from sight");
    }
    ann.close().await;
    bob.close().await;
}

/// Back in the lobby with a game waiting for your move, your tables come first, not below
/// the games and the new-table form (a phone's length away).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_shows_your_tables_first_once_you_have_one() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = Browser::open(&driver, 500, 900).await;
    b.sign_in(&server.url, "ann").await;
    let first = "document.querySelector('.lobby > .box').dataset.box || ''";
    assert_eq!(b.js(&format!("return {first}")).await, "", "no table yet");
    b.create_nines("client", "easy").await;
    b.goto(&server.url).await;
    b.wait_for(
        "your table first, your turn",
        &format!(
            "document.querySelector('#new-table') && {first} === 'yours' && document.querySelector('.lobby > .box').textContent.includes('your turn')"
        ),
    )
    .await;
    b.close().await;
}
