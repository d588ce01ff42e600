//! The short soak: players come and go against the real server (connect, play, resign,
//! leave) for about twenty seconds, with `parlour loadtest --churn`; once they have all
//! left, the server's memory is within 10% of what it was before (after a warm-up, which
//! fills the caches that are meant to stay full: the allocator's, the records'). The hour
//! of it is run by hand (docs/measurements.md).

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

struct Server {
    child: Child,
    http: String,
    data: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

fn start() -> Server {
    let data = std::env::temp_dir().join(format!("parlour-soak-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--http", "127.0.0.1:0", "--no-tcp", "--seed", "3"])
        .arg("--data")
        .arg(&data)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start parlour serve");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut http = String::new();
    for _ in 0..10 {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap() == 0 {
            break;
        }
        if let Some(url) = line.trim().strip_prefix("Web:") {
            http = url
                .trim()
                .trim_start_matches("http://")
                .trim_end_matches('/')
                .into();
        }
        if line.starts_with("Press Ctrl-C") {
            break;
        }
    }
    assert!(!http.is_empty(), "the server said where it listens");
    Server { child, http, data }
}

/// Runs `parlour loadtest --churn` against the server; returns its JSON report.
fn churn(srv: &Server, players: usize, seconds: u32) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["loadtest", "--url"])
        .arg(format!("ws://{}/ws", srv.http))
        .args(["--churn", &players.to_string()])
        .args(["--seconds", &seconds.to_string()])
        .args(["--pace-ms", "20", "--churn-moves", "8", "--json"])
        .args(["--server-pid", &srv.child.id().to_string()])
        .output()
        .expect("run parlour loadtest");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("a JSON report")
}

#[test]
fn memory_comes_back_after_a_churn_of_players() {
    let srv = start();
    let warm = churn(&srv, 30, 8);
    assert_eq!(warm["failures"], 0, "{warm:#}");
    let start = warm["rss_after_kb"].as_u64().expect("the server's memory");
    let soak = churn(&srv, 30, 20);
    assert_eq!(soak["failures"], 0, "{soak:#}");
    let cycles = soak["churn_cycles"].as_u64().unwrap();
    assert!(cycles >= 60, "players came and went: {soak:#}");
    assert!(
        soak["moves"].as_u64().unwrap() >= 8 * cycles / 2,
        "{soak:#}"
    );
    let end = soak["rss_after_kb"].as_u64().unwrap();
    assert!(
        end * 10 <= start * 11,
        "memory after the soak is within 10% of the start: {start} kB then {end} kB ({:#})",
        soak
    );
}
