//! Where a `parlour serve` started by a test listens, read from the banner it prints.
//!
//! Shared by the tests that start the real binary (`#[path = "support/banner.rs"] mod
//! banner;`), so that a change of the banner is followed in one place.

use std::io::BufRead;

/// Reads the banner up to `Press Ctrl-C` (or the end of the output) and returns the web
/// door's and the TCP door's `host:port`, empty when the banner did not say them.
pub fn doors(out: &mut impl BufRead) -> (String, String) {
    let (mut http, mut tcp) = (String::new(), String::new());
    loop {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
        if let Some(url) = line.trim().strip_prefix("Web:") {
            // The address alone (a door on every interface adds this machine's in brackets).
            http = url
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .trim_start_matches("http://")
                .trim_end_matches('/')
                .into();
        }
        if let Some(nc) = line.trim().strip_prefix("TCP:  nc ") {
            let mut w = nc.split_whitespace();
            if let (Some(host), Some(port)) = (w.next(), w.next()) {
                tcp = format!("{host}:{port}");
            }
        }
        if line.starts_with("Press Ctrl-C") {
            break;
        }
    }
    (http, tcp)
}
