//! How the page and the records travel over HTTP: compressed for a browser that asks, and
//! not sent again to a browser that has them already.

mod common;

use parlour_server::ServerConfig;
use std::io::Read;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// An answer: the status, the head's lines (lowercase names) and the body's bytes.
struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }
}

/// A GET over HTTP/1.0 (so the body ends where the connection does, never in chunks), with
/// request headers such as `Accept-Encoding: gzip\r\n`.
async fn get(addr: SocketAddr, path: &str, headers: &str) -> Answer {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let request = format!("GET {path} HTTP/1.0\r\nHost: localhost\r\n{headers}\r\n");
    s.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    tokio::time::timeout(common::PATIENCE, s.read_to_end(&mut raw))
        .await
        .expect("an answer in time")
        .expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head and a body");
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    Answer {
        status,
        head,
        body: raw[split + 4..].to_vec(),
    }
}

#[tokio::test]
async fn the_page_travels_compressed_to_a_browser_that_asks() {
    let srv = common::server(ServerConfig::default()).await;
    let addr = srv.http.unwrap();
    for path in ["/", "/js/app.js", "/api/games"] {
        let plain = get(addr, path, "").await;
        assert_eq!(plain.status, 200, "{path}");
        assert_eq!(plain.header("content-encoding"), None, "{path}");
        let packed = get(addr, path, "Accept-Encoding: gzip\r\n").await;
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
    let first = get(addr, "/js/app.js", "").await;
    let tag = first.header("etag").expect("a tag").to_string();
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    let again = get(addr, "/js/app.js", &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    // Another file, or a tag of an older binary, is sent whole.
    let other = get(addr, "/", &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!(other.status, 200);
    assert_ne!(other.header("etag"), Some(tag.as_str()));
    let stale = get(addr, "/js/app.js", "If-None-Match: \"0\"\r\n").await;
    assert_eq!(stale.status, 200);
    assert_eq!(stale.body, first.body);
}
