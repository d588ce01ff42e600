//! `parlour connect`: a friendly terminal client for the TCP text door.
//!
//! The server's lines start with a tag word (see docs/tcp-protocol.md). This client hides
//! the tags, draws boards without the `BOARD` prefix, marks errors, and shows a prompt when
//! the server asks for a move or a nickname. What the user types is sent as it is.

use crate::terminal::for_terminal;
use parlour_core::Message;
use parlour_i18n::Lang;
use parlour_protocol::LineTag;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

/// The port of the server's TCP door when none is given.
pub const DEFAULT_PORT: u16 = 7070;

/// The socket addresses `addr` names: a host name or an IP address, with or without a
/// port (`localhost`, `example.org:7071`, `127.0.0.1`, `[::1]:7070`, `::1`); without one,
/// [`DEFAULT_PORT`]. Its errors are in English (see `addresses` for words in a language).
pub fn resolve(addr: &str) -> io::Result<Vec<SocketAddr>> {
    addresses(addr).map_err(|(kind, m)| io::Error::new(kind, parlour_i18n::say(Lang::En, &m)))
}

/// [`resolve`], with what is wrong as a message, for the reader's language.
fn addresses(addr: &str) -> Result<Vec<SocketAddr>, (io::ErrorKind, Message)> {
    let invalid = |m: Message| (io::ErrorKind::InvalidInput, m);
    let addr = addr.trim();
    let unbracketed = addr.trim_start_matches('[').trim_end_matches(']');
    // A bare IPv6 address has colons but no port; any other text with a colon ends in one.
    let (host, port) = if unbracketed.parse::<std::net::Ipv6Addr>().is_ok() {
        (unbracketed, DEFAULT_PORT)
    } else {
        match addr.rsplit_once(':') {
            Some((host, port)) => {
                let port = port
                    .parse::<u16>()
                    .map_err(|_| invalid(Message::new("connect-bad-port").with("port", port)))?;
                (host.trim_start_matches('[').trim_end_matches(']'), port)
            }
            None => (addr, DEFAULT_PORT),
        }
    };
    if host.is_empty() {
        return Err(invalid(Message::new("connect-no-host")));
    }
    let found: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|e| {
            (
                e.kind(),
                Message::new("connect-unknown-host")
                    .with("host", host)
                    .with("why", e.to_string()),
            )
        })?
        .collect();
    if found.is_empty() {
        return Err((
            io::ErrorKind::NotFound,
            Message::new("connect-no-address").with("host", host),
        ));
    }
    Ok(found)
}

/// How long the server must have said nothing, once the input has ended, before the client
/// says `QUIT`: lines piped in (`printf 'ann\nNEW nines me easy\n' | parlour connect`) are
/// answered, and the games they start are seen beginning, before the connection closes.
pub const QUIET_AT_END: Duration = Duration::from_secs(2);

/// Connects to `addr` (see [`resolve`]) and relays between the server and this terminal
/// until either side closes. When the input ends without `QUIT` (a pipe, or Ctrl-D), the
/// client waits until the server has been quiet for `QUIET_AT_END`, then says `QUIT`;
/// when the server closes the connection, the client ends at once, whatever the input.
/// `lang`: the client's own words. The door speaks the server's language until told
/// otherwise: with `ask_lang` the client asks it for `lang` at once (`LANG ru`) and shows
/// the greeting the door then says again in it, not the first one.
pub fn connect(
    addr: &str,
    lang: parlour_i18n::Lang,
    ask_lang: bool,
    input: impl BufRead + Send + 'static,
    out: impl Write + Send + 'static,
) -> io::Result<()> {
    connect_with(addr, (lang, ask_lang), input, out, QUIET_AT_END)
}

fn connect_with(
    addr: &str,
    (lang, ask_lang): (parlour_i18n::Lang, bool),
    input: impl BufRead + Send + 'static,
    out: impl Write + Send + 'static,
    quiet: Duration,
) -> io::Result<()> {
    let addrs =
        addresses(addr).map_err(|(kind, m)| io::Error::new(kind, parlour_i18n::say(lang, &m)))?;
    let mut stream = TcpStream::connect(&addrs[..]).map_err(|e| {
        let said = parlour_core::Message::new("connect-failed")
            .with("address", addr)
            .with("why", e.to_string());
        io::Error::new(e.kind(), parlour_i18n::say(lang, &said))
    })?;
    if ask_lang {
        writeln!(stream, "LANG {}", lang.code())?;
    }
    let reader = BufReader::new(stream.try_clone()?);
    let out = Arc::new(Mutex::new(out));
    let printer_out = Arc::clone(&out);
    // When the server last said something, and whether it has closed.
    let heard = Arc::new(Mutex::new((Instant::now(), false)));
    let printer_heard = Arc::clone(&heard);
    let printer = thread::spawn(move || -> io::Result<()> {
        let mut reader = reader;
        let result = (|| {
            let mut first = ask_lang.then(|| FirstGreeting::new(lang));
            // The lines of the rules or the help being received: shown together, flowed
            // for the terminal, once the server has sent what it had.
            let mut document = Document::default();
            let mut line = String::new();
            loop {
                line.clear();
                if reader.read_line(&mut line)? == 0 {
                    break;
                }
                lock(&printer_heard).0 = Instant::now();
                let line = line.trim_end_matches(['\n', '\r']).to_string();
                let shown = match &mut first {
                    Some(f) => f.pass(line),
                    None => vec![line],
                };
                let mut o = lock(&printer_out);
                for line in shown {
                    if document.take(&line) {
                        continue;
                    }
                    document.show(&mut *o)?;
                    writeln!(o, "{}", pretty(&line))?;
                    if needs_prompt(&line) {
                        write!(o, "> ")?;
                    }
                }
                if reader.buffer().is_empty() {
                    document.show(&mut *o)?;
                }
                o.flush()?;
            }
            let mut o = lock(&printer_out);
            document.show(&mut *o)?;
            writeln!(o, "{}", parlour_i18n::tr(lang, "connect-closed"))?;
            o.flush()
        })();
        lock(&printer_heard).1 = true;
        result
    });
    // The input is read on a thread of its own, so that a connection the server closes
    // ends the client even while the terminal waits for a line (the thread is left
    // blocked in its read; the program ends with the client).
    let (lines, typed) = mpsc::channel::<String>();
    thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut writer = stream;
    let mut input_ended = false;
    loop {
        match typed.recv_timeout(Duration::from_millis(50)) {
            Ok(line) => {
                let quit = line.trim().eq_ignore_ascii_case("quit");
                if writer.write_all(format!("{line}\n").as_bytes()).is_err() || quit {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if lock(&heard).1 {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                input_ended = true;
                break;
            }
        }
    }
    if input_ended {
        // The input ended first: let the server answer it, then leave as a person would.
        loop {
            let (last, closed) = *lock(&heard);
            if closed || last.elapsed() >= quiet {
                break;
            }
            thread::sleep(Duration::from_millis(50));
        }
        let _ = writer.write_all(b"QUIT\n");
    }
    let _ = writer.shutdown(std::net::Shutdown::Write);
    printer
        .join()
        .map_err(|_| io::Error::other("the display thread failed"))?
}

/// The lines of a text the door sends a line at a time (`RULES`, `HELP`), wrapped for 80
/// columns: gathered and shown as one document flowed for the terminal, so that a narrow
/// one gets whole paragraphs, not each line broken in two.
#[derive(Default)]
struct Document {
    lines: Vec<String>,
}

impl Document {
    /// Keeps `line` if it is a line of such a text.
    fn take(&mut self, line: &str) -> bool {
        match LineTag::split(line) {
            Some((LineTag::Rules | LineTag::Help, text)) => {
                self.lines.push(text.to_string());
                true
            }
            _ => false,
        }
    }

    /// Writes what was gathered, flowed for the terminal.
    fn show(&mut self, out: &mut impl Write) -> io::Result<()> {
        if self.lines.is_empty() {
            return Ok(());
        }
        let text = std::mem::take(&mut self.lines).join("\n");
        writeln!(out, "{}", crate::terminal::for_terminal_document(&text))
    }
}

/// A lock that a panicked holder does not make unusable (the data is plain).
/// The door's first lines when the client asked for its language at once: the greeting in
/// the server's language is held back until the door answers `LANG`, then dropped if the
/// door greets again in the language asked for (an older door says only the prompt again:
/// its first welcome is shown after all). The answer itself ("language: Русский") says
/// nothing to one who chose it on the command line. Anything else (a `BYE` of a full
/// server, an `ERROR`) shows what was held and ends the holding.
struct FirstGreeting {
    answer: String,
    held: Vec<String>,
    answered: bool,
    done: bool,
}

impl FirstGreeting {
    fn new(lang: parlour_i18n::Lang) -> FirstGreeting {
        let m = parlour_core::Message::new("tcp-language-set").with("name", lang.name());
        FirstGreeting {
            answer: format!("INFO {}", parlour_i18n::say(lang, &m)),
            held: Vec::new(),
            answered: false,
            done: false,
        }
    }

    /// The lines to show now, `line` having come.
    fn pass(&mut self, line: String) -> Vec<String> {
        if self.done {
            return vec![line];
        }
        let greeting = line.starts_with("WELCOME") || line.starts_with("NICK");
        if !self.answered && greeting {
            self.held.push(line);
            return Vec::new();
        }
        if !self.answered && line == self.answer {
            self.answered = true;
            return Vec::new();
        }
        self.done = true;
        if self.answered {
            // The prompt is asked again in any case; the welcome only by a newer door.
            let again = line.starts_with("WELCOME");
            self.held.retain(|l| !again && l.starts_with("WELCOME"));
        }
        let mut shown = std::mem::take(&mut self.held);
        shown.push(line);
        shown
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A server line as a person should read it (the tags are the door's, from
/// [`parlour_protocol::LineTag`]), wrapped for the terminal; a board is shown as drawn.
pub fn pretty(line: &str) -> String {
    let Some((tag, rest)) = LineTag::split(line) else {
        return for_terminal(line);
    };
    let shown = match tag {
        LineTag::Board if is_board_header(rest) => return String::new(),
        // As drawn, not indented: the door's widest boards (Nines with its side notes in
        // Russian) take 79 of a terminal's 80 columns.
        LineTag::Board => return rest.to_string(),
        t if t.is_refusal() => format!("! {rest}"),
        LineTag::End => format!("*** {rest} ***"),
        LineTag::Start => format!("=== {rest} ==="),
        LineTag::YourMove => format!(">>> {rest}"),
        _ => rest.to_string(),
    };
    for_terminal(&shown)
}

/// Whether a `BOARD` line is the count that heads a drawing ("14 lines follow", «14 строк
/// далее»…), in whichever language the door speaks.
fn is_board_header(rest: &str) -> bool {
    let Some(count) = rest.split(' ').next().and_then(|n| n.parse::<i64>().ok()) else {
        return false;
    };
    parlour_i18n::Lang::ALL.iter().any(|&lang| {
        let m = parlour_core::Message::new("tcp-board-lines").with("count", count);
        parlour_i18n::say(lang, &m) == rest
    })
}

fn needs_prompt(line: &str) -> bool {
    LineTag::split(line).is_some_and(|(t, _)| t.asks())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_hidden_and_boards_shown_as_drawn() {
        assert_eq!(pretty("BOARD 6 lines follow"), "");
        assert_eq!(pretty("BOARD 14 строк далее"), "");
        assert_eq!(pretty("BOARD 14 dòng tiếp theo"), "");
        assert_eq!(pretty("BOARD 10 . x . ."), "10 . x . .");
        assert_eq!(pretty("BOARD 6 . . E . . ."), "6 . . E . . .");
        assert_eq!(pretty("INVALID illegal move: no"), "! illegal move: no");
        assert_eq!(
            pretty("WAIT waiting for players 1/3"),
            "waiting for players 1/3"
        );
        assert_eq!(pretty("something else"), "something else");
        assert_eq!(pretty("DRAW ann offers a draw"), "ann offers a draw");
        assert_eq!(pretty("NOTYOURTURN wait"), "! wait");
        assert_eq!(pretty("RULES # Isolo"), "# Isolo");
        assert_eq!(pretty("RULES"), "", "an empty line of the rules stays one");
        assert!(needs_prompt("YOURMOVE your move") && needs_prompt("NICK choose"));
        assert!(!needs_prompt("MOVE ann played d6"));
    }

    #[test]
    fn the_rules_and_the_help_are_shown_as_one_text_without_their_tags() {
        let mut doc = Document::default();
        for line in [
            "RULES # Isolo",
            "RULES",
            "RULES One paragraph",
            "RULES on two lines.",
        ] {
            assert!(doc.take(line), "{line}");
        }
        assert!(!doc.take("YOURMOVE your move"));
        assert!(!doc.take("RULESX not a tag"));
        let mut out = Vec::new();
        doc.show(&mut out).unwrap();
        doc.show(&mut out).unwrap(); // (shown once)
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "# Isolo\n\nOne paragraph\non two lines.\n"
        );
        assert!(doc.take("HELP - While playing: …"));
    }

    #[test]
    fn long_lines_wrap_for_the_terminal_and_boards_do_not() {
        let start = "START Партия «Табланет» начинается (партия 1): south=ann north=north-bot; порядок ходов: Юг, Север; вы — Юг";
        let shown = pretty(start);
        assert!(shown.lines().count() > 1, "{shown}");
        assert!(shown.lines().all(|l| l.chars().count() <= 80), "{shown}");
        let board = format!("BOARD {}", "+--".repeat(30));
        assert_eq!(pretty(&board), "+--".repeat(30));
    }

    /// A writer the test can read after the client is done.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            lock(&self.0).extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn piped_lines_are_answered_before_the_client_says_quit() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let server = thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            let mut w = stream.try_clone().unwrap();
            let mut got = Vec::new();
            for line in BufReader::new(stream).lines() {
                let line = line.unwrap();
                if line == "NEW nines me easy" {
                    // An answer that comes a while after the input has ended.
                    thread::sleep(Duration::from_millis(150));
                    w.write_all(b"START Nines begins\r\n").unwrap();
                }
                if line == "QUIT" {
                    w.write_all(b"BYE goodbye\r\n").unwrap();
                    got.push(line);
                    break;
                }
                got.push(line);
            }
            got
        });
        let out = Shared::default();
        connect_with(
            &addr,
            (parlour_i18n::Lang::En, false),
            "ann\nNEW nines me easy\n".as_bytes(),
            out.clone(),
            Duration::from_millis(400),
        )
        .unwrap();
        let got = server.join().unwrap();
        assert_eq!(got, ["ann", "NEW nines me easy", "QUIT"]);
        let shown = String::from_utf8(lock(&out.0).clone()).unwrap();
        assert!(shown.contains("=== Nines begins ==="), "{shown}");
        assert!(shown.contains("goodbye"), "{shown}");
    }

    /// Input that never comes (a terminal nobody types in).
    struct Silent;

    impl io::Read for Silent {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            loop {
                thread::park();
            }
        }
    }

    #[test]
    fn a_connection_the_server_closes_ends_the_client_while_it_waits_for_a_line() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            stream
                .write_all(b"BYE the server is shutting down\r\n")
                .unwrap();
        });
        let out = Shared::default();
        let ru = parlour_i18n::Lang::Ru;
        let input = BufReader::new(Silent);
        connect_with(&addr, (ru, false), input, out.clone(), QUIET_AT_END).unwrap();
        let shown = String::from_utf8(lock(&out.0).clone()).unwrap();
        assert!(shown.contains("shutting down"), "{shown}");
        assert!(shown.ends_with("(соединение закрыто)\n"), "{shown}");
    }

    #[test]
    fn the_first_greeting_gives_way_to_the_one_in_the_language_asked_for() {
        use parlour_i18n::Lang;
        let run = |lines: &[&str]| {
            let mut f = FirstGreeting::new(Lang::Ru);
            let mut shown = Vec::new();
            for l in lines {
                shown.extend(f.pass(l.to_string()));
            }
            shown
        };
        // This door: the greeting again, in Russian; the English one and the answer unseen.
        let again = [
            "WELCOME Welcome",
            "NICK Choose",
            "INFO язык: Русский",
            "WELCOME Добро",
            "NICK Выберите",
            "INFO Здравствуйте",
        ];
        assert_eq!(
            run(&again),
            ["WELCOME Добро", "NICK Выберите", "INFO Здравствуйте"]
        );
        // An older door asks only the nickname again: its welcome is shown after all.
        let older = [
            "WELCOME Welcome",
            "NICK Choose",
            "INFO язык: Русский",
            "NICK Выберите",
        ];
        assert_eq!(run(&older), ["WELCOME Welcome", "NICK Выберите"]);
        // A full server: what it said is shown as it came.
        let full = [
            "WELCOME Welcome",
            "BYE the server is full",
            "INFO язык: Русский",
        ];
        assert_eq!(run(&full), full);
        // An INFO that is not the answer is not swallowed.
        let other = ["WELCOME Welcome", "INFO something else"];
        assert_eq!(run(&other), other);
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
        // In the reader's language (it was English whatever the run's).
        let (_, said) = addresses("localhost:x").unwrap_err();
        assert_eq!(
            parlour_i18n::say(Lang::Ru, &said),
            "«x» — не номер порта (1–65535)"
        );
    }
}
