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
