//! How the page and the records travel over HTTP: compressed for a browser that asks, and
//! not sent again to a browser that has them already.

mod common;

use common::http_get;
use parlour_server::ServerConfig;
use std::io::Read;

#[tokio::test]
async fn the_page_travels_compressed_to_a_browser_that_asks() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    for path in ["/", "/js/app.js", "/api/games"] {
        let plain = http_get(addr, path, "").await;
        assert_eq!(plain.status, 200, "{path}");
        assert_eq!(plain.header("content-encoding"), None, "{path}");
        let packed = http_get(addr, path, "Accept-Encoding: gzip\r\n").await;
        assert_eq!(packed.status, 200, "{path}");
        assert_eq!(packed.header("content-encoding"), Some("gzip"), "{path}");
        let mut unpacked = Vec::new();
        flate2::read::GzDecoder::new(&packed.body[..])
            .read_to_end(&mut unpacked)
            .expect("gzip");
        assert_eq!(unpacked, plain.body, "{path}");
        assert!(packed.body.len() < plain.body.len(), "{path}");
    }
}

#[tokio::test]
async fn a_browser_that_has_the_page_is_told_so_and_gets_no_body() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    let first = http_get(addr, "/js/app.js", "").await;
    let tag = first.header("etag").expect("a tag").to_string();
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    let again = http_get(addr, "/js/app.js", &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    // Another file, or a tag of an older binary, is sent whole.
    let other = http_get(addr, "/", &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!(other.status, 200);
    assert_ne!(other.header("etag"), Some(tag.as_str()));
    let stale = http_get(addr, "/js/app.js", "If-None-Match: \"0\"\r\n").await;
    assert_eq!(stale.status, 200);
    assert_eq!(stale.body, first.body);
}

/// The same file travels gzipped or plain under one tag, so the tag is weak (a strong one
/// promises the same bytes), and a browser holding either copy is told it has the page.
#[tokio::test]
async fn one_weak_tag_serves_the_plain_and_the_compressed_page() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    let plain = http_get(addr, "/js/app.js", "").await;
    let packed = http_get(addr, "/js/app.js", "Accept-Encoding: gzip\r\n").await;
    let tag = plain.header("etag").expect("a tag").to_string();
    assert!(tag.starts_with("W/\""), "{tag}");
    assert_eq!(packed.header("etag"), Some(tag.as_str()));
    assert_eq!(packed.header("vary"), Some("accept-encoding"));
    let again = http_get(
        addr,
        "/js/app.js",
        &format!("Accept-Encoding: gzip\r\nIf-None-Match: {tag}\r\n"),
    )
    .await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
}

/// A browser sent to an address the page does not have (mistyped, or from an old link)
/// gets a page in its language with the way back to the lobby, not two words; one of the
/// page's own addresses without its `#` is sent on to it.
#[tokio::test]
async fn a_browser_at_a_missing_address_is_shown_the_way_to_the_lobby() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    let browser = "Accept: text/html,application/xhtml+xml,*/*;q=0.8\r\n";
    let ru = format!("{browser}Accept-Language: ru-RU,ru;q=0.9,en;q=0.5\r\n");
    let page = http_get(addr, "/tables/t1", &ru).await;
    assert_eq!(page.status, 404);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    let text = page.text();
    assert!(text.contains("<html lang=\"ru\">"), "{text}");
    assert!(text.contains("Страница не найдена"), "{text}");
    assert!(text.contains("'/tables/t1'"), "{text}");
    assert!(text.contains("<a href=\"/\">"), "{text}");
    // What the visitor typed is shown as text, never as markup.
    let typed = http_get(addr, "/%3Cb%3Ebold%3C/b%3E", browser).await;
    assert_eq!(typed.status, 404);
    let text = typed.text();
    assert!(text.contains("<html lang=\"en\">"), "{text}");
    assert!(text.contains("&lt;b&gt;bold&lt;"), "{text}");
    assert!(!text.contains("<b>"), "{text}");
    // One of the page's own addresses without its `#` (a link copied by hand) leads there.
    for (asked, to) in [
        ("/table/t3", "/#/table/t3"),
        ("/player/%D0%B0%20b", "/#/player/%D0%B0%20b"),
        ("/leaderboard", "/#/leaderboard"),
    ] {
        let answer = http_get(addr, asked, browser).await;
        assert_eq!(answer.status, 303, "{asked}");
        assert_eq!(answer.header("location"), Some(to), "{asked}");
    }
    // A program that does not ask for HTML gets the short answer. Every answer of these
    // says that it depends on what was accepted, for caches.
    for asked in ["/tables/t1", "/table/t3"] {
        let plain = http_get(addr, asked, "").await;
        assert_eq!((plain.status, plain.text().as_str()), (404, "not found"));
        assert_eq!(plain.header("vary"), Some("accept"), "{asked}");
    }
    let redirect = http_get(addr, "/table/t3", browser).await;
    assert_eq!(redirect.header("vary"), Some("accept"));
    // An address that is not UTF-8 is an address like any other.
    let odd = http_get(addr, "/x/%FF%FE", browser).await;
    assert_eq!(odd.status, 404);
    assert!(odd.text().contains("<a href=\"/\">"), "{}", odd.text());
    srv.shutdown().await;
}

/// Everything under `/api/` refuses as JSON, the rules route and unknown routes too.
#[tokio::test]
async fn the_api_refuses_in_json_everywhere() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    for (path, status, says) in [
        (
            "/api/nothing",
            404,
            "there is no such address in the API: '/api/nothing'",
        ),
        ("/api", 404, "there is no such address in the API: '/api'"),
        ("/api/rules/chess", 404, "chess"),
        ("/api/rules/nines?variant=huge", 400, "huge"),
        (
            "/api/x/%FF",
            404,
            "there is no such address in the API: '/api/x/\u{fffd}'",
        ),
    ] {
        let answer = http_get(addr, path, "Accept: text/html\r\n").await;
        assert_eq!(answer.status, status, "{path}");
        assert_eq!(
            answer.header("content-type"),
            Some("application/json"),
            "{path}"
        );
        let json: serde_json::Value = serde_json::from_slice(&answer.body).expect(path);
        let error = json["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{path}: {json}"));
        assert!(error.contains(says), "{path}: {error}");
    }
    // The rules themselves are Markdown, in the reader's language.
    let rules = http_get(addr, "/api/rules/nines", "Accept-Language: vi\r\n").await;
    assert_eq!(rules.status, 200);
    assert_eq!(
        rules.header("content-type"),
        Some("text/plain; charset=utf-8")
    );
    let vi = http_get(addr, "/api/rules/nines?lang=vi", "").await;
    assert_eq!(rules.body, vi.body);
    // What follows the reader's language says so to caches, beside the compression.
    let varies = |a: &common::Answer| {
        a.head
            .lines()
            .filter_map(|l| l.split_once(':'))
            .filter(|(n, _)| n.eq_ignore_ascii_case("vary"))
            .map(|(_, v)| v.trim().to_ascii_lowercase())
            .collect::<Vec<_>>()
            .join(", ")
    };
    for path in ["/api/games", "/api/rules/isolo", "/nowhere"] {
        let a = http_get(addr, path, "Accept-Encoding: gzip\r\nAccept: text/html\r\n").await;
        let vary = varies(&a);
        assert!(vary.contains("accept-language"), "{path}: {}", a.head);
        assert!(vary.contains("accept-encoding"), "{path}: {}", a.head);
    }
    let file = http_get(addr, "/js/app.js", "").await;
    assert!(!varies(&file).contains("accept-language"), "{}", file.head);
    srv.shutdown().await;
}

/// Every route only answers: another method is refused, in JSON under `/api/`.
#[tokio::test]
async fn only_get_is_answered() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    for (path, json) in [("/api/records", true), ("/api/nothing", true), ("/", false)] {
        let answer = common::http_request(addr, "DELETE", path, "").await;
        assert_eq!(answer.status, 405, "{path}");
        assert_eq!(answer.header("allow"), Some("GET, HEAD"), "{path}");
        let is_json = answer.header("content-type") == Some("application/json");
        assert_eq!(is_json, json, "{path}: {}", answer.head);
    }
    srv.shutdown().await;
}
