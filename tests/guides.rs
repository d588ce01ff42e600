//! The commands in the README and the guides run as written, so the documents cannot rot.
//!
//! Every line of a ```sh block that starts with `parlour` or `cargo run --release` is run
//! with the binary this test was built with (`cargo run --release -- X` stands for
//! `parlour X`), with the records in a folder of its own and the doors on free ports
//! (`:8080` and `:7070` become `:0`, so a Parlour already running on the machine does not
//! get in the way). A command must either finish with success, or still be running after a
//! few seconds (an arena of 200 games, a benchmark: it started and read its options). A
//! command marked `# (runs until stopped)` is a server or an interactive program: a server
//! must say it is running and stop cleanly on SIGTERM; a console program is given `quit`
//! and must end with success. Lines with a placeholder (`<id>`) are templates, not run;
//! `cargo build` and `cargo test` are what CI itself does.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a command that does not end by itself is given to fail, if it is going to.
const GRACE: Duration = Duration::from_secs(4);

const DOCUMENTS: &[&str] = &[
    "README.md",
    "docs/guide/user.md",
    "docs/guide/user.vi.md",
    "docs/guide/user.ru.md",
    "docs/guide/admin.md",
    "docs/guide/programmer.md",
];

/// A command found in a document.
#[derive(Debug)]
struct Found {
    doc: &'static str,
    line: usize,
    args: Vec<String>,
    until_stopped: bool,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The commands of one document.
fn commands(doc: &'static str) -> Vec<Found> {
    let text = std::fs::read_to_string(root().join(doc))
        .unwrap_or_else(|e| panic!("{doc}, a guide this test checks, cannot be read: {e}"));
    let mut out = Vec::new();
    let mut in_sh = false;
    // A command continued over several lines (`\` at the end) is read as one, from its
    // first line.
    let mut pending: Option<(usize, String)> = None;
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.starts_with("```") {
            in_sh = !in_sh && trimmed == "```sh";
            pending = None;
            continue;
        }
        if !in_sh {
            continue;
        }
        let (i, joined) = match pending.take() {
            Some((first, mut so_far)) => {
                so_far.push(' ');
                so_far.push_str(trimmed);
                (first, so_far)
            }
            None => (i, trimmed.to_string()),
        };
        if let Some(head) = joined.strip_suffix('\\') {
            pending = Some((i, head.trim_end().to_string()));
            continue;
        }
        let line = joined.as_str();
        let (command, comment) = match line.find(" #") {
            Some(at) => (line[..at].trim(), line[at..].trim()),
            None => (line, ""),
        };
        let words: Vec<&str> = command.split_whitespace().collect();
        let args: Vec<&str> = match words.as_slice() {
            ["parlour", rest @ ..] => rest.to_vec(),
            ["cargo", "run", "--release", "--", rest @ ..] => rest.to_vec(),
            ["cargo", "run", "--release"] => Vec::new(),
            _ => continue,
        };
        if args.iter().any(|a| a.contains('<')) {
            continue;
        }
        out.push(Found {
            doc,
            line: i + 1,
            args: args
                .iter()
                .map(|a| a.replace(":8080", ":0").replace(":7070", ":0"))
                .collect(),
            until_stopped: comment.starts_with("# (runs until stopped)"),
        });
    }
    out
}

/// A server of our own for `parlour connect`.
struct Door {
    child: std::process::Child,
    tcp: String,
}

impl Drop for Door {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn door(data: &Path) -> Door {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .args([
            "serve",
            "--http",
            "127.0.0.1:0",
            "--tcp",
            "127.0.0.1:0",
            "--data",
        ])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start a server");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut tcp = String::new();
    for _ in 0..10 {
        let mut line = String::new();
        if out.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
        if let Some(rest) = line.trim().strip_prefix("TCP:  nc ") {
            let mut w = rest.split_whitespace();
            tcp = format!("{}:{}", w.next().unwrap_or(""), w.next().unwrap_or(""));
        }
        if line.starts_with("Press Ctrl-C") {
            break;
        }
    }
    assert!(!tcp.is_empty(), "the server said where its door is");
    Door { child, tcp }
}

fn run(found: &Found, data: &Path, door: &Door) -> Result<(), String> {
    let mut args = found.args.clone();
    if args.first().map(String::as_str) == Some("connect") {
        // The guide's server is this test's own.
        args.truncate(1);
        args.push(door.tcp.clone());
    }
    let serves = args.is_empty() || args[0] == "serve";
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .env("LC_ALL", "C.UTF-8")
        .env("PARLOUR_DATA", data)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let mut stdin = child.stdin.take().expect("stdin");
    if found.until_stopped && !serves {
        // A person leaves: `quit` at a game or at the text door, `q` at the menu.
        let _ = stdin.write_all(b"q\nquit\nq\nq\n");
    }
    drop(stdin);
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let start = Instant::now();
    if found.until_stopped && serves {
        let mut line = String::new();
        while stdout.read_line(&mut line).unwrap_or(0) > 0 && !line.contains("Parlour is running") {
            line.clear();
        }
        if !line.contains("Parlour is running") {
            let _ = child.wait();
            let mut err = String::new();
            let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
            return Err(format!("the server did not start: {err}"));
        }
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
    }
    // Read what it prints, so it never blocks on a full pipe.
    std::thread::spawn(move || {
        let mut sink = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut sink);
    });
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) => {
                let mut err = String::new();
                let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
                return Err(format!("ended with {status}: {err}"));
            }
            Ok(None) if start.elapsed() > GRACE => {
                if found.until_stopped {
                    let _ = child.kill();
                    return Err("did not stop when asked".into());
                }
                // Still at work (a long arena): it started with these options.
                let _ = child.kill();
                let _ = child.wait();
                return Ok(());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(e.to_string()),
        }
    }
}

#[test]
fn every_command_in_the_readme_and_the_guides_runs() {
    let data = std::env::temp_dir().join(format!("parlour-guides-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let door = door(&data.join("door"));
    let mut found = Vec::new();
    for doc in DOCUMENTS {
        found.extend(commands(doc));
    }
    assert!(
        found.len() >= 15,
        "the documents' commands were found: {found:?}"
    );
    let failures: Vec<String> = found
        .iter()
        .filter_map(|f| {
            run(f, &data, &door)
                .err()
                .map(|e| format!("{}:{}: parlour {}: {e}", f.doc, f.line, f.args.join(" ")))
        })
        .collect();
    let _ = std::fs::remove_dir_all(&data);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
