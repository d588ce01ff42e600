//! A player's key in a real browser: shown under "You are …" with a copy button, it takes
//! the player to another device (a second browser with a profile of its own) and to the
//! text door (`TOKEN`); a key the server does not know is said beside the form; signing out
//! forgets the player in that browser, and only there; a new key signs out the other
//! device, which comes back with it.
//!
//! Needs `chromium` and `chromium-driver`; without them it fails with a message, never skips.

mod common;

use common::{Browser, Driver, Server, one_at_a_time};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

const LAPTOP: (u32, u32) = (1280, 900);

/// The nickname the header names (its "You are …" line).
async fn signed_in_as(b: &Browser) -> String {
    b.wait_for("the account menu", "document.querySelector('#who summary')")
        .await;
    let v = b
        .js("return document.querySelector('#who summary').textContent")
        .await;
    v.as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_takes_a_player_to_another_device_and_to_the_door() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let laptop = Browser::open(&driver, LAPTOP.0, LAPTOP.1).await;
    laptop.sign_in(&server.url, "kay").await;
    assert_eq!(signed_in_as(&laptop).await, "You are kay");
    laptop.click("[data-action='account']").await;
    let key = laptop
        .js("return document.querySelector('#account-key').value")
        .await;
    let key = key.as_str().expect("the key").to_string();
    assert_eq!(key.len(), 32, "{key}");

    // Another device: a mistyped key is said beside the form (not as "the server no longer
    // knows you"), and the right one comes back as kay.
    let phone = Browser::open(&driver, 500, 900).await;
    phone.goto(&server.url).await;
    phone
        .wait_for("the nickname form", "document.querySelector('#key')")
        .await;
    phone
        .js("document.querySelector('.key-form').open = true")
        .await;
    phone.type_into("#key", "0123456789abcdef").await;
    phone.click("[data-action='come-back']").await;
    phone
        .wait_for(
            "the key refused",
            "document.querySelector('#key-error').textContent.includes('not known')",
        )
        .await;
    let notices = phone
        .js("return document.querySelectorAll('.notices .notice').length")
        .await;
    assert_eq!(notices, 0, "{}", phone.text().await);
    phone.js("document.querySelector('#key').value = ''").await;
    // Pasted as the door writes it, "TOKEN <key>": the key is taken from it.
    phone.type_into("#key", &format!("TOKEN {key}")).await;
    phone.click("[data-action='come-back']").await;
    phone
        .wait_for("the lobby", "document.querySelector('#new-table')")
        .await;
    assert_eq!(signed_in_as(&phone).await, "You are kay");

    // The door knows the same key.
    let port = server.tcp.expect("the text door");
    let stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("connect to the door");
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    write
        .write_all(format!("TOKEN {key}\n").as_bytes())
        .await
        .unwrap();
    let mut hello = String::new();
    while let Ok(Ok(Some(line))) =
        tokio::time::timeout(std::time::Duration::from_secs(10), lines.next_line()).await
    {
        if line.starts_with("INFO Hello") {
            hello = line;
            break;
        }
    }
    assert!(hello.starts_with("INFO Hello, kay."), "{hello}");

    // Signing out on the phone forgets kay there, and only there.
    phone.click("[data-action='account']").await;
    // Asked first; "No" gives the focus back to the button that asked.
    phone.click("[data-action='sign-out']").await;
    phone
        .wait_for(
            "the question focused",
            "document.activeElement && document.activeElement.dataset.action === 'sign-out-yes'",
        )
        .await;
    phone.click("[data-action='sign-out-no']").await;
    phone
        .wait_for(
            "the focus back on Sign out",
            "document.activeElement && document.activeElement.dataset.action === 'sign-out'",
        )
        .await;
    phone.click("[data-action='sign-out']").await;
    phone.click("[data-action='sign-out-yes']").await;
    phone
        .wait_for("the nickname form again", "document.querySelector('#nick')")
        .await;
    let token = phone
        .js("return localStorage.getItem('parlour.token')")
        .await;
    assert!(token.is_null(), "{token}");
    laptop.goto(&server.url).await;
    assert_eq!(signed_in_as(&laptop).await, "You are kay");
    phone.close().await;
    laptop.close().await;
}

/// On the nickname page: comes back with `key` (under "Played here before on another
/// device?") and waits for the lobby.
async fn come_back_with(b: &Browser, key: &str) {
    b.wait_for("the nickname form", "document.querySelector('#key')")
        .await;
    b.js("document.querySelector('.key-form').open = true")
        .await;
    b.type_into("#key", key).await;
    b.click("[data-action='come-back']").await;
    b.wait_for("the lobby", "document.querySelector('#new-table')")
        .await;
}

/// The key shown in the account menu (opening it).
async fn shown_key(b: &Browser) -> String {
    let open = b
        .js("return !!document.querySelector('#who details[open]')")
        .await;
    if open != serde_json::Value::Bool(true) {
        b.click("[data-action='account']").await;
    }
    let key = b
        .js("return document.querySelector('#account-key').value")
        .await;
    key.as_str().expect("the key").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_key_signs_out_the_other_device_until_it_has_the_new_key() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let laptop = Browser::open(&driver, LAPTOP.0, LAPTOP.1).await;
    laptop.sign_in(&server.url, "lou").await;
    let old = shown_key(&laptop).await;
    // The open menu closes when the page changes (it covered half a phone's next page),
    // and opens again on its summary.
    laptop
        .js("location.hash = '#/leaderboard'; return null")
        .await;
    laptop
        .wait_for(
            "the menu closed on the next page",
            "document.querySelector('.leaderboard, [data-page=leaderboard], h2') && !document.querySelector('#who details[open]')",
        )
        .await;
    laptop.js("location.hash = '#/'; return null").await;
    laptop
        .wait_for("the lobby", "document.querySelector('#new-table')")
        .await;
    assert_eq!(shown_key(&laptop).await, old);
    // The key reached another device.
    let phone = Browser::open(&driver, 500, 900).await;
    phone.goto(&server.url).await;
    come_back_with(&phone, &old).await;

    // A new key on the laptop, confirmed first: the question takes the focus, so Enter
    // answers it, and the focus stays in the menu once the key has come.
    laptop.click("[data-action='new-key']").await;
    laptop
        .wait_for(
            "the confirmation focused",
            "document.activeElement && document.activeElement.dataset.action === 'new-key-yes'",
        )
        .await;
    laptop.press(&['\u{E007}']).await;
    laptop
        .wait_for(
            "the new key said",
            "document.querySelector('#who [role=status]') && document.querySelector('#who').textContent.includes('New key made')",
        )
        .await;
    let focused = laptop
        .js("return document.activeElement && document.activeElement.dataset.action")
        .await;
    assert_eq!(focused.as_str(), Some("new-key"), "the focus left the menu");
    let new = shown_key(&laptop).await;
    assert_eq!(new.len(), 32);
    assert_ne!(new, old);
    let kept = laptop
        .js("return localStorage.getItem('parlour.token')")
        .await;
    assert_eq!(kept.as_str(), Some(new.as_str()));
    assert_eq!(signed_in_as(&laptop).await, "You are lou");

    // The phone is signed out, told why, with the key form open; it forgot the old key.
    phone
        .wait_for(
            "the phone signed out",
            "document.querySelector('[data-note=signed-out]') && !document.querySelector('[data-note=signed-out]').hidden",
        )
        .await;
    let open = phone
        .js("return document.querySelector('.key-form').open")
        .await;
    assert_eq!(open, serde_json::Value::Bool(true));
    let token = phone
        .js("return localStorage.getItem('parlour.token')")
        .await;
    assert!(token.is_null(), "{token}");
    // Reloaded, it stays signed out (the old key is not sent again); the new key brings it
    // back as lou.
    phone.goto(&server.url).await;
    come_back_with(&phone, &new).await;
    assert_eq!(signed_in_as(&phone).await, "You are lou");
    phone.close().await;
    laptop.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_key_made_in_one_tab_is_taken_by_the_other_tabs_of_the_browser() {
    let _turn = one_at_a_time().await;
    let server = Server::start();
    let driver = Driver::start();
    let b = Browser::open(&driver, LAPTOP.0, LAPTOP.1).await;
    b.sign_in(&server.url, "tia").await;
    let first = b.c.window().await.expect("the first tab");
    let second = b.c.new_window(true).await.expect("a second tab").handle;
    b.c.switch_to_window(second.clone()).await.unwrap();
    b.goto(&server.url).await;
    assert_eq!(signed_in_as(&b).await, "You are tia");
    // The first tab makes a new key: the second, signed out by it, takes the key the first
    // keeps in the browser, and stays signed in after a reload.
    b.c.switch_to_window(first).await.unwrap();
    b.click("[data-action='account']").await;
    b.click("[data-action='new-key']").await;
    b.click("[data-action='new-key-yes']").await;
    b.wait_for(
        "the new key said",
        "document.querySelector('#who').textContent.includes('New key made')",
    )
    .await;
    let new = shown_key(&b).await;
    b.c.switch_to_window(second).await.unwrap();
    b.wait_for(
        "the second tab with the new key",
        &format!(
            "localStorage.getItem('parlour.token') === '{new}' && document.querySelector('#who summary') && !document.querySelector('#nick')"
        ),
    )
    .await;
    b.goto(&server.url).await;
    assert_eq!(signed_in_as(&b).await, "You are tia");
    b.close().await;
}
