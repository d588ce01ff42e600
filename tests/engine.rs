//! `parlour engine nines` driven as another program drives it: commands written one at a
//! time to the real binary, answers read back as they come.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .args(["engine", "nines"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run parlour engine nines");
        let input = child.stdin.take().unwrap();
        let output: ChildStdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = Engine {
            child,
            input,
            lines,
        };
        // The tables take seconds to build in a debug binary: the tests do without.
        e.send("setoption name Tables value false");
        e
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line, waiting at most a minute (a hung engine fails the test, not CI).
    fn line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(60))
            .expect("the engine answers")
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let l = self.line();
            let done = l.starts_with(prefix);
            out.push(l);
            if done {
                return out;
            }
        }
    }
}

#[test]
fn a_session_as_a_gui_runs_it() {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok");
    assert!(hello[0].starts_with("id name Parlour Nines"), "{hello:?}");
    for option in [
        "Rules",
        "Threefold",
        "TurnLimit",
        "Level",
        "Seed",
        "Tables",
        "OwnBook",
    ] {
        assert!(
            hello
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} "))),
            "{option}: {hello:?}"
        );
    }
    e.send("setoption name Rules value standard");
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.send("ucinewgame");
    // Black threatens b4 c4... White to move must block at c4 (a4 b4 are Black's).
    e.send("position startpos moves a7 a4 f6 b4");
    e.send("go depth 4");
    let answer = e.until("bestmove");
    assert!(
        answer[0].starts_with("info depth 4 score cp "),
        "{answer:?}"
    );
    assert_eq!(answer.last().unwrap(), "bestmove c4");
    // A line closed: the removal is the engine's next step.
    e.send("position startpos moves a7 a4 d7 b4 g7");
    e.send("go nodes 5000");
    let best = e.until("bestmove").pop().unwrap();
    assert!(best == "bestmove xa4" || best == "bestmove xb4", "{best}");
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn bad_input_gets_an_error_line_and_the_engine_goes_on() {
    let mut e = Engine::start();
    for bad in [
        "castle kingside",
        "position startpos moves d6 d6",
        "position fen not a position",
        "go nodes lots",
        "go sideways 3",
        "setoption name Rules value checkers",
        "setoption name Hash value 64",
        "setoption",
        "\u{1F600} \u{0}",
    ] {
        e.send(bad);
        let l = e.line();
        assert!(l.starts_with("info string error: "), "{bad}: {l}");
    }
    // Bytes that are not text at all.
    e.input.write_all(&[0xFF, 0xFE, b'x', b'\n']).unwrap();
    e.input.flush().unwrap();
    assert!(e.line().starts_with("info string error: unknown command"));
    // Still alive, and still on the empty board.
    e.send("d");
    let shown = e.until("legal:");
    assert!(
        shown
            .iter()
            .any(|l| l == "position: ........................ w - 9/9 0 0 - -"),
        "{shown:?}"
    );
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn isready_and_stop_are_answered_during_an_infinite_search() {
    let mut e = Engine::start();
    e.send("position startpos moves d6 f4");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.send("position startpos");
    assert!(e.line().contains("while searching"));
    e.send("stop");
    let answer = e.until("bestmove");
    assert!(answer[0].starts_with("info depth "), "{answer:?}");
    // The search stopped: the engine takes new work at once.
    e.send("go depth 1");
    assert!(e.until("bestmove").last().unwrap().starts_with("bestmove "));
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn a_finished_game_has_no_best_move_and_other_games_have_no_engine() {
    let mut e = Engine::start();
    // Rules file §5.3 example 4: White is blocked after these 20 steps.
    e.send(
        "position startpos moves d5 g4 c4 e4 d3 f6 e5 g1 g7 d7 b6 a1 d6 d2 a4 c5 a7 b4 \
         d3-c3 d2-d3",
    );
    e.send("go movetime 100");
    let answer = e.until("bestmove");
    assert!(
        answer[0].starts_with("info string game over: black wins (blockade)"),
        "{answer:?}"
    );
    assert_eq!(answer.last().unwrap(), "bestmove (none)");
    drop(e);
    let o = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["engine", "isolo"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("only Nines has one"));
}
