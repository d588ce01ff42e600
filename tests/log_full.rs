//! Output that cannot be written stops nobody: a log on a full disk loses log lines and
//! nothing else, and a banner nobody reads (a closed pipe) is simply not read.
//!
//! Found by an hour's soak on a machine whose disk filled up: the logging library reported
//! each failed write with `eprintln!`, which panics when standard error is that full disk,
//! so every task that logged died — tables stayed in the lobby's count with their computer
//! players, and the server soon refused every new table. Here the server's standard error is
//! `/dev/full`, where every write fails, and a person still plays, resigns and opens another
//! table over the TCP door.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

struct Door {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Door {
    fn send(&mut self, line: &str) {
        self.writer
            .write_all(format!("{line}\r\n").as_bytes())
            .expect("the door takes a line");
    }

    /// Reads lines until one starts with one of `tags`; that line.
    fn until(&mut self, tags: &[&str]) -> String {
        let mut seen = Vec::new();
        loop {
            let mut line = String::new();
            let n = self.reader.read_line(&mut line).unwrap_or(0);
            assert!(
                n > 0,
                "the server closed the connection while we waited for {tags:?}; last lines: {:?}",
                &seen[seen.len().saturating_sub(8)..]
            );
            let line = line.trim_end().to_string();
            if tags.iter().any(|t| line.starts_with(t)) {
                return line;
            }
            seen.push(line);
        }
    }
}

#[test]
fn a_log_on_a_full_disk_stops_nobody() {
    let data = std::env::temp_dir().join(format!("parlour-log-full-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full, a device where every write fails as on a full disk");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .env("RUST_LOG", "info")
        .args(["serve", "--http", "127.0.0.1:0", "--tcp", "127.0.0.1:0"])
        .args(["--computer-pace", "0", "--data"])
        .arg(&data)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::from(full))
        .spawn()
        .expect("the parlour binary starts");
    let stdout = child.stdout.take().unwrap();
    let _server = Killed(child);
    let mut port = None;
    let mut lines = BufReader::new(stdout).lines();
    for line in lines.by_ref() {
        let line = line.expect("the banner");
        // `  TCP:  nc 127.0.0.1 PORT   (or: …)`
        if let Some(rest) = line.trim().strip_prefix("TCP:") {
            port = rest
                .split_whitespace()
                .nth(2)
                .and_then(|p| p.parse::<u16>().ok());
            break;
        }
    }
    let port = port.expect("the server prints its TCP door");
    let stream = TcpStream::connect(("127.0.0.1", port)).expect("the TCP door opens");
    plays_resigns_and_opens_another(stream);
    let _ = std::fs::remove_dir_all(&data);
}

/// A person at the TCP door plays eight steps of Nines against the computer, resigns, and
/// opens an Isolo table: the server is whole.
fn plays_resigns_and_opens_another(stream: TcpStream) {
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let mut door = Door {
        reader: BufReader::new(stream.try_clone().unwrap()),
        writer: stream,
    };
    door.until(&["NICK"]);
    door.send("logfull");
    door.until(&["INFO"]);
    door.send("NEW nines me easy");
    let mut moves = 0;
    while moves < 8 {
        let line = door.until(&["YOURMOVE", "END"]);
        assert!(line.starts_with("YOURMOVE"), "the game ended early: {line}");
        let legal = line
            .split("legal: ")
            .nth(1)
            .and_then(|l| l.trim_end_matches(')').split_whitespace().next())
            .unwrap_or_else(|| panic!("legal moves in {line}"))
            .to_string();
        door.send(&legal);
        moves += 1;
    }
    door.send("RESIGN");
    let end = door.until(&["END"]);
    assert!(end.contains("resign"), "{end}");
    // The table closes and another opens: nothing was left behind by the lost log lines.
    door.send("LEAVE");
    door.send("NEW isolo me easy");
    door.until(&["START"]);
    door.until(&["YOURMOVE", "TURN"]);
}

#[test]
fn a_banner_nobody_reads_stops_nobody() {
    // A supervisor whose pipe closed, or `parlour serve | head -1`: the server's standard
    // output has no reader before the banner is written. (`parlour rules | head` ends
    // quietly at a closed pipe; a server must not.) The door's port is chosen here, since
    // the banner that would say it is lost.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port();
    let data = std::env::temp_dir().join(format!("parlour-no-reader-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args(["serve", "--no-http", "--tcp", &format!("127.0.0.1:{port}")])
        .args(["--computer-pace", "0", "--data"])
        .arg(&data)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the parlour binary starts");
    drop(child.stdout.take());
    let mut server = Killed(child);
    let mut stream = None;
    for _ in 0..600 {
        if let Some(status) = server.0.try_wait().expect("the server's status") {
            panic!("the server ended ({status}) when its banner found no reader");
        }
        match TcpStream::connect(("127.0.0.1", port)) {
            Ok(s) => {
                stream = Some(s);
                break;
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
    plays_resigns_and_opens_another(stream.expect("the TCP door opens within a minute"));
    assert!(
        server.0.try_wait().expect("the server's status").is_none(),
        "the server is still running"
    );
    let _ = std::fs::remove_dir_all(&data);
}
