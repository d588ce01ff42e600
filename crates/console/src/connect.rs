//! `parlour connect`: a friendly terminal client for the TCP text door.
//!
//! The server's lines start with a tag word (see docs/tcp-protocol.md). This client hides
//! the tags, draws boards without the `BOARD` prefix, marks errors, and shows a prompt when
//! the server asks for a move or a nickname. What the user types is sent as it is.

use std::io::{self, BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::{Arc, Mutex};
use std::thread;

/// Connects to `addr` and relays between the server and this terminal until either side
/// closes.
pub fn connect(
    addr: &str,
    input: impl BufRead,
    out: impl Write + Send + 'static,
) -> io::Result<()> {
    let stream = TcpStream::connect(addr)
        .map_err(|e| io::Error::new(e.kind(), format!("cannot connect to {addr}: {e}")))?;
    let reader = BufReader::new(stream.try_clone()?);
    let out = Arc::new(Mutex::new(out));
    let printer_out = Arc::clone(&out);
    let printer = thread::spawn(move || -> io::Result<()> {
        for line in reader.lines() {
            let line = line?;
            let mut o = printer_out.lock().unwrap_or_else(|p| p.into_inner());
            writeln!(o, "{}", pretty(&line))?;
            if needs_prompt(&line) {
                write!(o, "> ")?;
            }
            o.flush()?;
        }
        let mut o = printer_out.lock().unwrap_or_else(|p| p.into_inner());
        writeln!(o, "(connection closed)")?;
        o.flush()
    });
    let mut writer = stream;
    for line in input.lines() {
        let line = line?;
        if writer.write_all(format!("{line}\n").as_bytes()).is_err() {
            break;
        }
        if line.trim().eq_ignore_ascii_case("quit") {
            break;
        }
    }
    let _ = writer.shutdown(std::net::Shutdown::Write);
    printer
        .join()
        .map_err(|_| io::Error::other("the display thread failed"))?
}

/// A server line as a person should read it.
pub fn pretty(line: &str) -> String {
    let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
    match tag {
        "BOARD" if rest.ends_with("lines follow") => String::new(),
        "BOARD" => format!("  {rest}"),
        "INVALID" | "NOTYOURTURN" | "ERROR" => format!("! {rest}"),
        "END" => format!("*** {rest} ***"),
        "START" => format!("=== {rest} ==="),
        "YOURMOVE" => format!(">>> {rest}"),
        "HELP" | "WELCOME" | "NICK" | "WAIT" | "INFO" | "MOVE" | "PLAYERS" | "TURN" | "BYE" => {
            rest.to_string()
        }
        _ => line.to_string(),
    }
}

fn needs_prompt(line: &str) -> bool {
    line.starts_with("YOURMOVE") || line.starts_with("NICK")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_hidden_and_boards_indented() {
        assert_eq!(pretty("BOARD 6 lines follow"), "");
        assert_eq!(pretty("BOARD 6 . . E . . ."), "  6 . . E . . .");
        assert_eq!(pretty("INVALID illegal move: no"), "! illegal move: no");
        assert_eq!(
            pretty("WAIT waiting for players 1/3"),
            "waiting for players 1/3"
        );
        assert_eq!(pretty("something else"), "something else");
    }
}
