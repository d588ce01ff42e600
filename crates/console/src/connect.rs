//! `parlour connect`: a friendly terminal client for the TCP text door.
//!
//! The server's lines start with a tag word (see docs/tcp-protocol.md). This client hides
//! the tags, draws boards without the `BOARD` prefix, marks errors, and shows a prompt when
//! the server asks for a move or a nickname. What the user types is sent as it is.

use std::io::{self, BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::{Arc, Mutex};
use std::thread;

/// The port of the server's TCP door when none is given.
pub const DEFAULT_PORT: u16 = 7070;

/// The socket addresses `addr` names: a host name or an IP address, with or without a
/// port (`localhost`, `example.org:7071`, `127.0.0.1`, `[::1]:7070`, `::1`); without one,
/// [`DEFAULT_PORT`].
pub fn resolve(addr: &str) -> io::Result<Vec<SocketAddr>> {
    let addr = addr.trim();
    let unbracketed = addr.trim_start_matches('[').trim_end_matches(']');
    // A bare IPv6 address has colons but no port; any other text with a colon ends in one.
    let (host, port) = if unbracketed.parse::<std::net::Ipv6Addr>().is_ok() {
        (unbracketed, DEFAULT_PORT)
    } else {
        match addr.rsplit_once(':') {
            Some((host, port)) => {
                let port = port.parse::<u16>().map_err(|_| {
                    io::Error::new(
                        io::ErrorKind::InvalidInput,
                        format!("'{port}' is not a port number (1-65535)"),
                    )
                })?;
                (host.trim_start_matches('[').trim_end_matches(']'), port)
            }
            None => (addr, DEFAULT_PORT),
        }
    };
    if host.is_empty() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no host name: write it like localhost or 127.0.0.1:7070",
        ));
    }
    let found: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot find host '{host}': {e}")))?
        .collect();
    if found.is_empty() {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("host '{host}' has no address"),
        ));
    }
    Ok(found)
}

/// Connects to `addr` (see [`resolve`]) and relays between the server and this terminal
/// until either side closes.
pub fn connect(
    addr: &str,
    input: impl BufRead,
    out: impl Write + Send + 'static,
) -> io::Result<()> {
    let addrs = resolve(addr)?;
    let stream = TcpStream::connect(&addrs[..])
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

    #[test]
    fn host_names_resolve_and_the_port_defaults_to_the_door() {
        let local = resolve("localhost").unwrap();
        assert!(local.iter().all(|a| a.port() == DEFAULT_PORT), "{local:?}");
        assert!(local.iter().any(|a| a.ip().is_loopback()), "{local:?}");
        assert_eq!(
            resolve("127.0.0.1:7071").unwrap(),
            vec!["127.0.0.1:7071".parse::<SocketAddr>().unwrap()]
        );
        assert_eq!(
            resolve("127.0.0.1").unwrap(),
            vec!["127.0.0.1:7070".parse::<SocketAddr>().unwrap()]
        );
        assert_eq!(resolve("::1").unwrap()[0].port(), DEFAULT_PORT);
        assert_eq!(resolve("[::1]:7072").unwrap()[0].port(), 7072);
        let bad = resolve("localhost:port").unwrap_err().to_string();
        assert!(bad.contains("not a port number"), "{bad}");
        assert!(resolve(":7070").is_err());
    }
}
