//! Command-line parsing and the subcommands.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use parlour_catalog::{GameKind, arena};
use parlour_console::{Participant, Session};
use parlour_core::Message;
use parlour_i18n::{Lang, names, say, tr};
use serde_json::json;
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

/// Five traditional games to play in a web page, in a terminal or over the network, against
/// people or strong computer players: nines, isolo, virus-war, elephant-fox-mouse,
/// tablenette.
#[derive(Parser, Debug)]
#[command(name = "parlour", version, propagate_version = true)]
pub(crate) struct Cli {
    /// The language of the console, of the text door and of the records' text: en, vi or
    /// ru (default: from LANGUAGE, LC_ALL or LANG, else English). Each web page chooses its own.
    #[arg(long, global = true)]
    lang: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The language chosen for this run (`--lang`, else the environment).
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Whether the language was chosen (`--lang`, or a locale variable naming a language
/// Parlour speaks), rather than English by default: `parlour connect` then asks the server
/// for it.
fn lang_chosen() -> bool {
    LANG_GIVEN.load(std::sync::atomic::Ordering::Relaxed) || Lang::named_by_env().is_some()
}

/// Set when `--lang` was given.
static LANG_GIVEN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The language of this run's console and text door.
fn lang() -> Lang {
    *LANG.get_or_init(Lang::from_env)
}

/// `key` in this run's language.
fn t(key: &'static str) -> String {
    tr(lang(), key)
}

/// A message in this run's language.
fn words(m: Message) -> String {
    say(lang(), &m)
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play in this terminal: hot-seat, or against computer levels (no game: a menu).
    Play(PlayArgs),
    /// Print the rules of a game.
    Rules(RulesArgs),
    /// Replay moves and print the position and its legal moves (the scripting interface).
    Moves(MovesArgs),
    /// Let computer players play each other and report the results.
    Arena(ArenaArgs),
    /// Measure random playouts and search speed on one thread.
    Bench(BenchArgs),
    /// Speak a UCI-style engine protocol on stdin and stdout (nines only; see
    /// docs/nines-engine.md).
    Engine(EngineArgs),
    /// Run the server: the web page and the TCP text door, sharing one lobby (the default).
    Serve(ServeArgs),
    /// Connect to a Parlour TCP server and play in this terminal.
    Connect(ConnectArgs),
    /// The records: list games, show or export one, replay it in this terminal.
    Records(RecordsArgs),
    /// Load a running server on this machine with many WebSocket clients, for a bounded
    /// time, and report connections, memory, moves a second and latency.
    Loadtest(LoadtestArgs),
}

#[derive(Args, Debug)]
struct LoadtestArgs {
    /// The server's WebSocket (this machine only).
    #[arg(long, default_value = "ws://127.0.0.1:8080/ws")]
    url: String,
    /// Idle clients: they say hello, then only answer pings.
    #[arg(long, default_value_t = 0)]
    idle: usize,
    /// Games played at once (a player against the computer, or two players with --people).
    #[arg(long, default_value_t = 0)]
    games: usize,
    /// Players play each other instead of the computer.
    #[arg(long)]
    people: bool,
    /// The game played.
    #[arg(long, default_value = "nines")]
    game: String,
    /// The computer's level.
    #[arg(long, default_value = "random")]
    level: String,
    /// Milliseconds between a player's moves.
    #[arg(long, default_value_t = 1000)]
    pace_ms: u64,
    /// Tables of computers playing each other, each watched by one client.
    #[arg(long, default_value_t = 0)]
    computer_tables: usize,
    /// Players who come and go (connect, play, resign, leave) instead of staying.
    #[arg(long)]
    churn: Option<usize>,
    /// Moves a churning player plays each time.
    #[arg(long, default_value_t = 6)]
    churn_moves: usize,
    /// Seconds of play, once connected (at most an hour).
    #[arg(long, default_value_t = 30.0)]
    seconds: f64,
    /// The server's process id, to read its memory (VmRSS).
    #[arg(long)]
    server_pid: Option<u32>,
    /// Connections opened at once while connecting the idle clients.
    #[arg(long, default_value_t = 200)]
    batch: usize,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Where the records are (shared by the commands that use them).
#[derive(Args, Debug, Clone)]
struct StoreArgs {
    /// Folder of the records (`parlour.db`). Default: `$PARLOUR_DATA`, else the user's
    /// data folder (`$XDG_DATA_HOME/parlour` or `~/.local/share/parlour`).
    #[arg(long, global = true)]
    data: Option<std::path::PathBuf>,
    /// A database URL instead: `postgres://user@host:port/db` (or an SQLite file path).
    #[arg(long, global = true, value_parser = database_address)]
    database: Option<String>,
    /// SQLite only: `normal` (a commit survives the program being killed; synced to disk
    /// within a second) or `full` (every commit synced: survives a power cut, slower).
    #[arg(long, global = true, default_value = "normal", value_parser = ["normal", "full"])]
    durability: String,
}

#[derive(Args, Debug)]
struct RecordsArgs {
    #[command(subcommand)]
    what: RecordsCommand,
    #[command(flatten)]
    store: StoreArgs,
}

#[derive(Subcommand, Debug)]
enum RecordsCommand {
    /// The latest games, newest first.
    List {
        /// Only this game.
        #[arg(long)]
        game: Option<String>,
        /// Only games of this player.
        #[arg(long)]
        player: Option<String>,
        /// Only games still being played.
        #[arg(long)]
        running: bool,
        /// At most this many.
        #[arg(long, default_value_t = 20, value_parser = at_least_one)]
        limit: usize,
        /// One JSON array.
        #[arg(long)]
        json: bool,
    },
    /// A game's record as text: who played, every move with what it did, the result.
    Show {
        /// The game: table and number, e.g. `t3.1` (`parlour records list` shows them).
        id: String,
    },
    /// A game's record as JSON (rules, seed, seats, every move and offer with its time).
    Export {
        /// The game, e.g. `t3.1`.
        id: String,
        /// `json` (default) or `text`.
        #[arg(long, default_value = "json")]
        format: String,
    },
    /// Replays a game in this terminal, position by position.
    Replay {
        /// The game, e.g. `t3.1`.
        id: String,
        /// Print every position at once instead of waiting for Enter.
        #[arg(long)]
        all: bool,
        /// A finished game with hidden cards: show it as this seat saw it, its hand in
        /// view (`south`, `north`); without it the hands stay hidden.
        #[arg(long = "as", value_name = "SEAT")]
        seat: Option<String>,
    },
    /// A player's results and ratings per game.
    Player {
        /// The nickname.
        nick: String,
    },
    /// Gives a player a new key, for one who lost theirs (a browser's data cleared): prints
    /// it, for the operator to hand to that player only. The old key signs in no more; a
    /// server running now may still take it from a browser it saw it in, until it restarts
    /// (for a key others may have seen, the player's own "New key" acts at once).
    NewKey {
        /// The nickname.
        nick: String,
    },
    /// The best ratings of a game.
    Leaderboard {
        /// The game.
        game: String,
    },
    /// Copies the SQLite records into a new file, safely while Parlour runs (for
    /// PostgreSQL use `pg_dump`).
    Backup {
        /// The new file (it must not exist yet).
        to: std::path::PathBuf,
    },
    /// Copies every record (players with their keys, tables, games, ratings) into other,
    /// empty records: from the SQLite file to PostgreSQL when a club moves to several nodes
    /// (docs/scale-out.md), or back. Stop the server first: what it writes meanwhile is
    /// not copied.
    Copy {
        /// Where to: a `postgres://` URL, or an SQLite file (new, or with no records).
        #[arg(long, value_parser = database_address)]
        to: String,
    },
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The game: nines, isolo, virus-war, elephant-fox-mouse, tablenette (none: a menu).
    #[arg(required = false)]
    game: Option<String>,
    /// Rule variant (see `parlour rules <game>`); the client's rules by default.
    #[arg(long)]
    variant: Option<String>,
    /// Seed of the first game (deals, start positions, computer choices).
    #[arg(long)]
    seed: Option<u64>,
    /// Who sits in each seat, in seat order: `human` or a computer level
    /// (random, easy, medium, hard). Default: you against the computer (medium).
    #[arg(long, value_delimiter = ',', value_parser = trimmed)]
    seats: Vec<String>,
    /// Do not print the rules at the start.
    #[arg(long)]
    no_rules: bool,
    /// Stop after this many games (useful when only computers play).
    #[arg(long, value_parser = at_least_one)]
    games: Option<usize>,
    /// Do not record the games.
    #[arg(long)]
    no_records: bool,
    /// Go on with an unfinished game recorded at this console (its table id, e.g. `c4`;
    /// `parlour records list --running` shows them).
    #[arg(long, conflicts_with_all = ["game", "seats", "variant", "seed", "no_records"])]
    resume: Option<String>,
    #[command(flatten)]
    store: StoreArgs,
}

#[derive(Args, Debug)]
struct RulesArgs {
    /// The game (none: the list of games).
    game: Option<String>,
    /// Rule variant, also written after the game (`parlour rules nines standard`, as the
    /// text door's RULES takes it).
    #[arg(value_name = "VARIANT")]
    variant_word: Option<String>,
    /// Rule variant.
    #[arg(long, conflicts_with = "variant_word")]
    variant: Option<String>,
}

#[derive(Args, Debug)]
struct MovesArgs {
    /// The game.
    game: String,
    /// Rule variant.
    #[arg(long)]
    variant: Option<String>,
    /// Seed of the game (decides deals and random starts).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Start from this position text instead of the start of the game.
    #[arg(long)]
    position: Option<String>,
    /// Print one JSON object: position, to_move, legal, outcome, moves, view.
    #[arg(long)]
    json: bool,
    /// In a game of hidden cards, print the whole position (both hands and the deck order)
    /// instead of the view of the seat to move.
    #[arg(long)]
    reveal: bool,
    /// Moves in the game's notation, played in order.
    moves: Vec<String>,
}

#[derive(Args, Debug)]
struct ArenaArgs {
    /// The game.
    game: String,
    /// Players, one per seat, rotated over the seats: random, easy, medium or hard
    /// (`parlour rules <game>` says what each level is).
    #[arg(long, value_delimiter = ',', required = true, value_parser = trimmed)]
    players: Vec<String>,
    /// Number of games.
    #[arg(long, default_value_t = 100, value_parser = at_least_one)]
    games: usize,
    /// Seed of the first game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Rule variant.
    #[arg(long)]
    variant: Option<String>,
    /// Plies played at random at the start of each game (the same for both seatings of a
    /// seed), so that games from a fixed start position differ.
    #[arg(long, default_value_t = 0)]
    opening: usize,
    /// Print one JSON object with a `players` array.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// The game.
    game: String,
    /// Rule variant.
    #[arg(long)]
    variant: Option<String>,
    /// Seconds spent on each measurement.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct EngineArgs {
    /// The game (only nines has an engine protocol).
    game: String,
}

#[derive(Args, Debug)]
struct ServeArgs {
    /// Address of the web door (the page and its WebSocket). Default: 127.0.0.1:8080, or
    /// the next free port.
    #[arg(long)]
    http: Option<String>,
    /// Address of the TCP text door (for nc and parlour connect). Default: 127.0.0.1:7070,
    /// or the next free port.
    #[arg(long)]
    tcp: Option<String>,
    /// Open no web door.
    #[arg(long, conflicts_with = "http")]
    no_http: bool,
    /// Open no TCP door.
    #[arg(long, conflicts_with = "tcp")]
    no_tcp: bool,
    /// The game a TCP player is seated at after choosing a nickname (quick play).
    #[arg(long, default_value = "elephant-fox-mouse")]
    game: String,
    /// Rule variant of that game.
    #[arg(long)]
    variant: Option<String>,
    /// Let computer players take the open seats of quick-play tables.
    #[arg(long)]
    bots: bool,
    /// Seconds a quick-play table waits for people before computer players fill it.
    #[arg(long, default_value_t = 20)]
    bot_wait: u64,
    /// Level of those computer players.
    #[arg(long, default_value = "hard")]
    bot_level: String,
    /// Seconds a person may be away before the others may let a computer take the seat.
    #[arg(long, default_value_t = 60)]
    takeover_after: u64,
    /// Milliseconds a computer waits after a move before its own, while people watch, so
    /// they can follow.
    #[arg(long, default_value_t = 400)]
    computer_pace: u64,
    /// Connections served at once (both doors together).
    #[arg(long, default_value_t = 10_000)]
    max_connections: usize,
    /// Connections served at once from one address, both doors together (0: no limit).
    /// Loopback addresses are not counted: behind a reverse proxy on this machine, see
    /// --forwarded-for.
    #[arg(long, default_value_t = 100)]
    max_per_address: usize,
    /// Behind a reverse proxy on this machine: take a web player's address from the
    /// proxy's X-Forwarded-For header (its last address), so --max-per-address counts each
    /// player. Only connections from loopback are believed.
    #[arg(long)]
    forwarded_for: bool,
    /// Tables open at once.
    #[arg(long, default_value_t = 5_000)]
    max_tables: usize,
    /// Tables one player may have open at once, of those they opened and have not left (0:
    /// no limit).
    #[arg(long, default_value_t = 20)]
    max_tables_per_player: usize,
    /// Tables open at once that were opened from one address (0: no limit; loopback
    /// addresses are not counted, as for --max-per-address).
    #[arg(long, default_value_t = 100)]
    max_tables_per_address: usize,
    /// Computer players seated at open tables, at most (each keeps its own search memory).
    #[arg(long, default_value_t = 400)]
    max_computers: usize,
    /// Threads for computer players (default: one per core).
    #[arg(long)]
    ai_threads: Option<usize>,
    /// Seed of the first table (default: drawn from the operating system). The later
    /// games of a table are dealt from a secret drawn at every start, whatever the seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Serve the page from this folder instead of the copy in the binary (to work on it).
    #[arg(long)]
    web_dir: Option<std::path::PathBuf>,
    /// Run as one of several nodes sharing one lobby through this Redis server
    /// (`redis://127.0.0.1:6379`); give them all the same PostgreSQL `--database`.
    #[arg(long)]
    redis: Option<String>,
    /// This node's name among the others (default: the host name and the process id).
    #[arg(long, requires = "redis")]
    node: Option<String>,
    /// Seconds after which a node that stopped renewing its heartbeat counts as gone
    /// (its tables leave the lobby, and another node resumes them).
    #[arg(long, default_value_t = 10, requires = "redis")]
    node_ttl: u64,
    #[command(flatten)]
    store: StoreArgs,
}

#[derive(Args, Debug)]
struct ConnectArgs {
    /// Server address: a host name or IP address, with an optional port (default 7070),
    /// e.g. localhost, 127.0.0.1:7070, example.org:7071.
    #[arg(default_value = "127.0.0.1")]
    addr: String,
}

/// A word of a comma-separated list, without the spaces around it (`random, easy` was
/// refused as "unknown player ' easy'").
fn trimmed(text: &str) -> Result<String, String> {
    Ok(text.trim().to_string())
}

/// Why an option's value is refused, in words every language has: the refusal of a command
/// line says it in the run's language (`misread`), where a plain string stays English.
#[derive(Debug, Clone)]
pub(crate) struct Unfit(pub(crate) Message);

impl std::fmt::Display for Unfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say(Lang::En, &self.0))
    }
}

impl std::error::Error for Unfit {}

/// A count of games: a whole number, at least 1 (`--games 0` played one all the same, and
/// `records list --limit 0` listed 50).
fn at_least_one(text: &str) -> Result<usize, Unfit> {
    match text.parse::<usize>() {
        Ok(0) => Err(Unfit(Message::new("cli-why-at-least-one"))),
        Ok(n) => Ok(n),
        Err(_) => Err(Unfit(Message::new("cli-why-whole-number"))),
    }
}

/// `--database`: a `postgres://` address or an SQLite file. Another kind of address
/// (`mysql://…`) is refused: read as a file name it made a folder `mysql:` and records in it.
fn database_address(text: &str) -> Result<String, Unfit> {
    // `postgres:/…` with a slash missing was taken for a file path: a folder `postgres:`
    // was made, and the copy said "Copied into postgres:/…".
    if let Some((scheme, rest)) = text.split_once(':')
        && scheme.len() >= 2
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        && !rest.starts_with("//")
    {
        if matches!(scheme, "postgres" | "postgresql") {
            return Err(Unfit(
                Message::new("cli-why-database-slashes").with("scheme", scheme),
            ));
        }
        // Another kind of address, mistyped too (`http:/…`).
        if rest.starts_with('/') {
            return Err(Unfit(
                Message::new("cli-why-database").with("kind", format!("{scheme}:/")),
            ));
        }
    }
    match text.split_once("://") {
        Some((scheme, _))
            if !scheme.is_empty()
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
                && !matches!(scheme, "postgres" | "postgresql") =>
        {
            Err(Unfit(
                Message::new("cli-why-database").with("kind", format!("{scheme}://")),
            ))
        }
        _ => Ok(text.to_string()),
    }
}

/// Reads a command line (with the program's name first). A negative number is read as a
/// value, to be refused as one ("'-1' is not a value for --max-connections"), not as an
/// unknown option `-1`.
pub(crate) fn parse_from<I, T>(words: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    use clap::{CommandFactory, FromArgMatches};
    fn numbers_may_be_negative(c: clap::Command) -> clap::Command {
        c.mut_args(|a| {
            let values = a.get_action().takes_values();
            a.allow_negative_numbers(values)
        })
        .mut_subcommands(numbers_may_be_negative)
    }
    let words: Vec<std::ffi::OsString> = words.into_iter().map(Into::into).collect();
    // The help in the language asked for among these words, else the machine's.
    let said: Vec<String> = words
        .iter()
        .skip(1)
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let lang = crate::misread::asked_lang(&said);
    let command = crate::help::localized(numbers_may_be_negative(Cli::command()), lang);
    let matches = command.try_get_matches_from(words)?;
    Cli::from_arg_matches(&matches)
}

/// Exit codes: 0 fine, 1 runtime failure, 2 bad usage or an illegal move.
pub fn main() -> ExitCode {
    let cli = match parse_from(std::env::args_os()) {
        Ok(c) => c,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // `parlour records` alone: its commands, not a one-line complaint.
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                let _ = e.print();
                return ExitCode::from(2);
            }
            let words: Vec<String> = std::env::args().skip(1).collect();
            eprintln!(
                "{}",
                crate::misread::refusal(&e, crate::misread::asked_lang(&words), &words)
            );
            return ExitCode::from(2);
        }
    };
    if let Some(code) = &cli.lang {
        match Lang::parse(code) {
            Some(l) => {
                let _ = LANG.set(l);
                LANG_GIVEN.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            None => {
                // (Said in the language the machine speaks: the one asked for is not known.)
                let machine = Lang::from_env();
                let m = Message::new("cli-unknown-lang").with("code", code.as_str());
                let m = Message::new("cli-error").with("message", say(machine, &m));
                eprintln!("{}", say(machine, &m));
                return ExitCode::from(2);
            }
        }
    }
    // Text for the terminal is wrapped at its width, asked again at each line so that a
    // window resized mid-game is followed.
    if io::stdout().is_terminal() {
        parlour_console::follow_terminal(terminal_size);
    }
    // The server tells its operator about connections, tables and results (info); the
    // other commands print only warnings, and the console game only errors: it tells its
    // player every refusal in words, and a log line in the middle of the board ("WARN
    // parlour_store: records: a save failed") said it again, in a stranger's words.
    // RUST_LOG overrides all.
    let default_filter = match cli.command {
        None | Some(Command::Serve(_)) => "warn,parlour_server=info",
        Some(Command::Play(_)) => "error",
        _ => "warn",
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter)),
        )
        .with_ansi(io::stderr().is_terminal())
        .with_writer(io::stderr)
        // When the log cannot be written (a full disk), the line is lost, and nothing
        // else: by default the subscriber reports its failure with `eprintln!`, which
        // panics when stderr is that full disk, and so kills the task that logged.
        .log_internal_errors(false)
        .init();
    let result = match cli.command {
        None => match Cli::try_parse_from(["parlour", "serve"]).map(|c| c.command) {
            Ok(Some(Command::Serve(a))) => serve(a),
            _ => Err(anyhow::anyhow!("cannot read the default serve settings")),
        },
        Some(Command::Play(a)) => play(a),
        Some(Command::Rules(a)) => rules(a),
        Some(Command::Moves(a)) => moves(a),
        Some(Command::Arena(a)) => run_arena(a),
        Some(Command::Bench(a)) => bench(a),
        Some(Command::Engine(a)) => engine(a),
        Some(Command::Serve(a)) => serve(a),
        Some(Command::Connect(a)) => connect(a),
        Some(Command::Records(a)) => records(a),
        Some(Command::Loadtest(a)) => loadtest(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let usage = e.downcast_ref::<UsageError>();
            let message = one_line(&format!("{e:#}"));
            // "error:" in the words of the message after it: an English one (the
            // operator's and developer's commands, a failure of the system) keeps an
            // English heading.
            let said = if usage.is_some_and(|u| u.localized)
                || e.downcast_ref::<SaidFailure>().is_some()
            {
                words(Message::new("cli-error").with("message", message))
            } else {
                format!("error: {message}")
            };
            // Broken between words on a narrow terminal; whole in a pipe or a log.
            let _ = writeln!(parlour_console::Wrapping::new(io::stderr()), "{said}");
            ExitCode::from(if usage.is_some() { 2 } else { 1 })
        }
    }
}

/// A failure that is no mistake of the user's (exit status 1), said in this run's
/// language (a server that cannot be reached).
#[derive(Debug)]
struct SaidFailure(String);

impl std::fmt::Display for SaidFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SaidFailure {}

/// An error in what the user asked for (exit status 2), in this run's language or in
/// English.
#[derive(Debug)]
struct UsageError {
    text: String,
    localized: bool,
}

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::error::Error for UsageError {}

/// Prints `text` wrapped for the terminal, as the console says things (an indented line
/// goes on under its indent).
fn print_wrapped(text: &str) {
    println!("{}", parlour_console::for_terminal(text));
}

/// A usage error in English (the operator's and developer's commands).
fn usage(e: impl std::fmt::Display) -> anyhow::Error {
    anyhow::Error::new(UsageError {
        text: e.to_string(),
        localized: false,
    })
}

/// A usage error told in this run's language (the commands people play and read records
/// with, and a game's name, rules, variant or level wherever it is typed).
fn said(m: Message) -> anyhow::Error {
    anyhow::Error::new(UsageError {
        text: words(m),
        localized: true,
    })
}

/// A refusal from the catalog or a table, in this run's language.
fn refused(e: impl parlour_core::Describe) -> anyhow::Error {
    said(e.message())
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn game(name: &str) -> Result<GameKind> {
    match name.parse::<GameKind>() {
        Ok(k) => Ok(k),
        // A game's name for people («мельница», `parlour play "Virus War"`) names it too.
        Err(e) => game_named(name).ok_or_else(|| refused(e)),
    }
}

/// A seed nobody can guess: from the operating system's randomness (the standard
/// library's hash keys), for what players must not foresee (a server's deals); the clock
/// is known to within a second, and a second is only a billion seeds to try.
fn unguessable_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::hash::RandomState::new().build_hasher();
    h.write_u64(clock_seed());
    h.finish()
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

fn participants(kind: GameKind, seats: &[String]) -> Result<Vec<Participant>> {
    let n = kind.info().seat_names.len();
    let seats: Vec<String> = if seats.is_empty() {
        let mut v = vec!["human".to_string()];
        v.extend(std::iter::repeat_n("medium".to_string(), n - 1));
        v
    } else {
        seats.to_vec()
    };
    if seats.len() != n {
        return Err(said(
            Message::new("cli-seats-count")
                .with("game", kind.id())
                .with("seats", n)
                .with("names", kind.info().seat_names.join(", "))
                .with("count", seats.len()),
        ));
    }
    let humans = seats
        .iter()
        .filter(|s| s.eq_ignore_ascii_case("human"))
        .count();
    let levels = kind.levels();
    let mut out = Vec::new();
    let mut human_no = 0;
    for s in seats {
        let s = s.trim().to_ascii_lowercase();
        if s == "human" {
            human_no += 1;
            out.push(Participant::Human(parlour_console::default_name(
                lang(),
                human_no,
                humans,
            )));
        } else if levels.contains(&s.as_str()) {
            out.push(Participant::Computer(s));
        } else {
            return Err(said(
                Message::new("cli-unknown-seat")
                    .with("seat", s)
                    .with("levels", levels.join(", ")),
            ));
        }
    }
    Ok(out)
}

fn play(a: PlayArgs) -> Result<ExitCode> {
    if let Some(id) = &a.resume {
        let store = open_store_to_write(&a.store)?;
        let told = records_options(&a.store);
        return closing(Some(&store), resume(id, &store, told.as_deref()));
    }
    let kept = || -> Result<Option<Kept>> {
        Ok((!a.no_records)
            .then(|| open_store_to_write(&a.store))
            .transpose()?
            .map(|store| Kept {
                store,
                told: records_options(&a.store),
            }))
    };
    let Some(name) = &a.game else {
        let records = kept()?;
        return closing(records.as_ref().map(|k| &k.store), menu(records.clone()));
    };
    let kind = game(name)?;
    let people = participants(kind, &a.seats)?;
    let records = kept()?;
    let end = run_session(
        kind,
        a.variant.clone(),
        a.seed.unwrap_or_else(clock_seed),
        people,
        !a.no_rules,
        a.games,
        records.clone(),
    );
    // `new`, answered "change", asks for another game or other players: the menu does.
    let result = match end {
        Ok(parlour_console::SessionEnd::Change) => menu(records.clone()),
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => Err(e),
    };
    closing(records.as_ref().map(|k| &k.store), result)
}

/// The records a console game is saved in, and the options that name them in its hints.
#[derive(Clone)]
struct Kept {
    store: parlour_store::Store,
    /// See [`records_options`] (`None`: records in memory).
    told: Option<String>,
}

/// Closes the records a command used once it is done with them (`Store::close`): a SQLite
/// file is then whole on its own, with no `-wal` journal beside it that a backup put in its
/// place could be mixed with.
fn closing<T>(records: Option<&parlour_store::Store>, result: T) -> T {
    if let Some(store) = records {
        store.close_blocking();
    }
    result
}

/// The options that point a later command at the records these options name, as they go
/// into the hints a console game prints (`parlour records list --data /tmp/x`): none for
/// the default records, `--data DIR` or `--database URL` as given (a password in a URL is
/// not shown). `None` for records in memory, which no later command can read.
fn records_options(a: &StoreArgs) -> Option<String> {
    match (&a.database, &a.data) {
        (Some(db), _) if db == ":memory:" => None,
        (Some(_), _) => Some(format!(
            " --database {}",
            shell_word(&store_location(a).describe())
        )),
        (None, Some(dir)) => Some(format!(
            " --data {}",
            shell_word(&dir.display().to_string())
        )),
        (None, None) => Some(String::new()),
    }
}

/// A word as a shell reads it back: as it is when it is plain, else in single quotes.
fn shell_word(w: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+:,=@".contains(c);
    if !w.is_empty() && w.chars().all(plain) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}

/// Goes on with a console game from the records.
fn resume(id: &str, store: &parlour_store::Store, told: Option<&str>) -> Result<ExitCode> {
    let open = store
        .run_blocking(parlour_store::queries::open_tables)
        .map_err(store_error)?;
    let saved = open.into_iter().find(|t| t.id == id).ok_or_else(|| {
        said(
            Message::new("cli-no-console-table")
                .with("table", id)
                .with("where", store.location()),
        )
    })?;
    if !parlour_store::is_console_table(id) {
        return Err(said(Message::new("cli-server-table").with("table", id)));
    }
    if saved.current.is_none() {
        return Err(said(Message::new("cli-table-over").with("table", id)));
    }
    // Taking the table counts its keeper up: a console still playing it stops at its next
    // save instead of writing a second history into the same game.
    let table_id = id.to_string();
    let (saved, keeper) = store
        .run_blocking(move |db| parlour_store::queries::take_over(db, &table_id))
        .map_err(store_error)?
        .ok_or_else(|| said(Message::new("cli-table-closed").with("table", id)))?;
    let stdin = io::stdin();
    let out = parlour_console::Wrapping::new(io::stdout());
    let mut session = Session::resume(stdin.lock(), out, store.clone(), &saved, keeper)
        .map_err(refused)?
        .lang(lang());
    session = on_this_terminal(session);
    print_wrapped(&words(Message::new("console-going-on").with("id", id)));
    session.run().context("console session")?;
    // As a new game says where it was recorded (`run_session`).
    say_recorded(id, told);
    Ok(ExitCode::SUCCESS)
}

/// The user's data folder: `$PARLOUR_DATA`, else `$XDG_DATA_HOME/parlour`, else
/// `~/.local/share/parlour` (`%APPDATA%\parlour` on Windows), else `./parlour-data`.
fn data_dir() -> std::path::PathBuf {
    use std::path::PathBuf;
    if let Some(d) = std::env::var_os("PARLOUR_DATA") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("parlour");
    }
    if let Some(d) = std::env::var_os("APPDATA") {
        return PathBuf::from(d).join("parlour");
    }
    match std::env::var_os("HOME") {
        Some(h) => PathBuf::from(h).join(".local/share/parlour"),
        None => PathBuf::from("parlour-data"),
    }
}

/// Opens the records the options point at (creating them on first use).
fn open_store(a: &StoreArgs) -> Result<parlour_store::Store> {
    parlour_store::Store::open(&store_location(a)).map_err(store_error)
}

/// [`open_store`] for a command that saves games (`serve`, `play`): records that can only
/// be read (a backup on a read-only disk) are refused at once, not at the first move.
fn open_store_to_write(a: &StoreArgs) -> Result<parlour_store::Store> {
    let store = open_store(a)?;
    if store.read_only() {
        let m = Message::new("cli-records-read-only").with("where", store.location());
        store.close_blocking();
        return Err(said(m));
    }
    Ok(store)
}

/// Where the records of these options are.
fn store_location(a: &StoreArgs) -> parlour_store::Location {
    let dir = a.data.clone().unwrap_or_else(data_dir);
    let durability = if a.durability == "full" {
        parlour_store::Durability::Full
    } else {
        parlour_store::Durability::Normal
    };
    parlour_store::Location::with_durability(a.database.as_deref(), &dir, durability)
}

fn run_session(
    kind: GameKind,
    variant: Option<String>,
    seed: u64,
    people: Vec<Participant>,
    show_rules: bool,
    games: Option<usize>,
    records: Option<Kept>,
) -> Result<parlour_console::SessionEnd> {
    let computers_only = people.iter().all(|p| matches!(p, Participant::Computer(_)));
    let stdin = io::stdin();
    let mut session = Session::new(
        stdin.lock(),
        parlour_console::Wrapping::new(io::stdout()),
        kind,
        variant.as_deref(),
        people,
        seed,
    )
    .map_err(refused)?
    .lang(lang())
    .show_rules(show_rules)
    .max_games(games.or(computers_only.then_some(1)));
    session = on_this_terminal(session);
    let told = records.as_ref().and_then(|k| k.told.clone());
    if let Some(kept) = records {
        session = session.with_records(kept.store).map_err(store_error)?;
    }
    let end = session.run().context("console session")?;
    if let Some(id) = session.table_id() {
        say_recorded(id, told.as_deref());
    }
    Ok(end)
}

/// Says where a console game was recorded and how to list it (`told`: the options that
/// point there, see [`records_options`]; `None`: records in memory, gone with the program).
fn say_recorded(id: &str, told: Option<&str>) {
    if let Some(options) = told {
        let m = Message::new("console-recorded").with("id", id);
        eprintln!("{}", parlour_console::for_terminal(&words(m)));
        // The command on a line of its own, never broken: it is there to be copied.
        eprintln!("    parlour records list{options}");
    }
}

/// A console session set for where its output goes: on a terminal long rules are paged (so
/// the start does not scroll off before the board) and the screen is cleared between
/// hot-seat players of a card game; a pipe gets everything as it is.
fn on_this_terminal<R: BufRead, W: Write>(session: Session<R, W>) -> Session<R, W> {
    let terminal = io::stdout().is_terminal();
    let rows = terminal_size().map(|(rows, _)| rows);
    session
        .page_rules(terminal.then(|| parlour_console::rules_page(rows)))
        .on_terminal(terminal)
}

/// The rows and columns of the terminal standard output is, when it is one.
fn terminal_size() -> Option<(usize, usize)> {
    console::Term::stdout()
        .size_checked()
        .map(|(rows, columns)| (usize::from(rows), usize::from(columns)))
}

/// A rating rounded, with a `?` while it is provisional ("1662?").
fn rating_number(r: &parlour_store::RatingRow) -> String {
    format!("{:.0}{}", r.rating, if r.provisional { "?" } else { "" })
}

/// "1 game", "3 games", «3 партии».
fn count_games(n: u64) -> String {
    words(Message::new("records-games").with("count", n))
}

/// "3 games: 2 won, 0 drawn, 1 lost" (and survived, in a game of three `seats`): `counts`
/// are won, drawn, lost and survived.
fn results_line(games: u64, counts: [u64; 4], seats: usize) -> Message {
    let [wins, draws, losses, survived] = counts;
    Message::new("records-player-game")
        .with("games", count_games(games))
        .with("wins", wins)
        .with("draws", draws)
        .with("losses", losses)
        .with("survived", survived)
        .with("seats", seats)
}

/// "1 move", "3 moves", «3 хода»; Virus War's are sub-moves, three to a move («73 шага»).
fn count_moves(game: &str, n: usize) -> String {
    words(
        Message::new("records-moves")
            .with("game", game)
            .with("count", n),
    )
}

/// One game of `parlour records list`.
struct ListRow {
    /// Its id and game, padded to the players' column.
    head: String,
    players: String,
    moves: String,
    result: String,
    /// The command that goes on with it (an unfinished console game).
    resume: Option<String>,
}

/// The lines of `parlour records list`, each game on two that fit a terminal: its id, name
/// and players, then its moves and result under the players (three players and a result
/// did not fit one line of 80 columns); the command that goes on with a game on a line of
/// its own, never broken, as it is there to be copied.
fn list_lines(rows: &[ListRow]) -> String {
    let mut out = String::new();
    for row in rows {
        let indent = " ".repeat(row.head.chars().count());
        out.push_str(&parlour_core::wrapped(&row.head, &row.players, 80));
        out.push('\n');
        out.push_str(&parlour_core::wrapped(
            &indent,
            &format!("{}, {}", row.moves, row.result),
            80,
        ));
        out.push('\n');
        if let Some(command) = &row.resume {
            let fits = indent.chars().count() + command.chars().count() <= 80;
            out.push_str(if fits { &indent } else { "    " });
            out.push_str(command);
            out.push('\n');
        }
    }
    out
}

/// A store's error in the run's language, with the database's own words as they came
/// ("password authentication failed"); a failure, not a mistake of the user's (exit 1).
fn store_error(e: parlour_store::StoreError) -> anyhow::Error {
    anyhow::Error::new(SaidFailure(words(store_words(e))))
}

/// What a store's error says, as a message of the catalogues.
fn store_words(e: parlour_store::StoreError) -> Message {
    use parlour_store::StoreError as E;
    match e {
        E::Open(why) => Message::new("cli-store-open").with("why", why),
        E::Full => Message::new("cli-store-full"),
        E::ReadOnly => Message::new("cli-store-read-only"),
        E::Locked => Message::new("cli-store-locked"),
        E::Unavailable(why) => Message::new("cli-store-unavailable").with("why", why),
        E::NickTaken(nick) => Message::new("cli-store-nick-taken").with("nick", nick),
        E::NickLookAlike { nick, like } => Message::new("cli-store-nick-look-alike")
            .with("nick", nick)
            .with("like", like),
        E::Corrupt(why) => Message::new("cli-store-corrupt").with("why", why),
        E::Closed => Message::new("cli-store-closed"),
        E::NotKeeper(table) => Message::new("cli-store-not-keeper").with("table", table),
        E::Other(why) => Message::new("cli-store-other").with("why", why),
    }
}

/// Refuses a new file in a folder that is not there, with the message `key` naming the
/// folder: SQLite's "unable to open database" blamed the records, and a store opened there
/// would make the folder of a mistyped path.
fn folder_is_there(file: &std::path::Path, key: &'static str) -> Result<()> {
    let folder = file.parent().filter(|p| !p.as_os_str().is_empty());
    match folder.filter(|f| !f.is_dir()) {
        Some(folder) => Err(said(
            Message::new(key).with("folder", folder.display().to_string()),
        )),
        None => Ok(()),
    }
}

/// Parses a game id of the records: `t3.1` is game 1 of table t3.
fn record_id(id: &str) -> Result<(String, u64)> {
    parlour_store::replay::parse_id(id).ok_or_else(|| {
        // A table alone (`c1`, `t3`): its first game is written for the player to copy.
        let mut chars = id.chars();
        let table = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && !chars.as_str().is_empty()
            && chars.all(|c| c.is_ascii_digit());
        let key = if table {
            "cli-table-not-game"
        } else {
            "cli-not-a-game-id"
        };
        said(Message::new(key).with("id", id))
    })
}

fn records(a: RecordsArgs) -> Result<ExitCode> {
    // Reading records that are not there is a mistyped folder, not a reason to make one.
    if let parlour_store::Location::Sqlite { path, .. } = store_location(&a.store) {
        // A folder that is a file is said so, as `serve` says it (by the store).
        if path.parent().is_some_and(|d| d.is_file()) {
            open_store(&a.store)?;
        }
        if !path.exists() {
            let key = match a.store.database {
                Some(_) => "cli-no-records-file",
                None => "cli-no-records",
            };
            return Err(said(
                Message::new(key).with("path", path.display().to_string()),
            ));
        }
    }
    let store = open_store(&a.store)?;
    let result = records_in(&store, a);
    closing(Some(&store), result)
}

/// `parlour records …` on records that are open.
fn records_in(store: &parlour_store::Store, a: RecordsArgs) -> Result<ExitCode> {
    use parlour_store::{GameFilter, queries, replay};
    // A hint names the records the command was pointed at.
    let told = records_options(&a.store).unwrap_or_default();
    let find = |id: &str| -> Result<parlour_store::GameRecord> {
        let (table, number) = record_id(id)?;
        store
            .run_blocking(move |db| queries::game(db, &table, number))
            .map_err(store_error)?
            .ok_or_else(|| {
                said(
                    Message::new("cli-no-game")
                        .with("id", id)
                        .with("where", store.location()),
                )
            })
    };
    match a.what {
        RecordsCommand::List {
            game: only,
            player,
            running,
            limit,
            json,
        } => {
            let player_id = match &player {
                Some(nick) => {
                    let n = nick.clone();
                    let found = store
                        .run_blocking(move |db| queries::player_by_nick(db, &n))
                        .map_err(store_error)?;
                    Some(
                        found
                            .ok_or_else(|| {
                                said(Message::new("cli-no-player").with("nick", nick.as_str()))
                            })?
                            .0,
                    )
                }
                None => None,
            };
            let filter = GameFilter {
                player: player_id,
                game: match only {
                    Some(g) => Some(game(&g)?.id().to_string()),
                    None => None,
                },
                finished: running.then_some(false),
                limit,
                offset: 0,
            };
            let list = store
                .run_blocking(move |db| queries::games(db, &filter))
                .map_err(store_error)?;
            if json {
                println!("{}", serde_json::to_string(&list)?);
                return Ok(ExitCode::SUCCESS);
            }
            if list.is_empty() {
                let none = if running {
                    "records-none-running"
                } else {
                    "records-none"
                };
                println!(
                    "{}",
                    words(Message::new(none).with("where", store.location()))
                );
            }
            let mut rows = Vec::new();
            for g in list {
                let seats = parlour_store::replay::holder_names(&g.seats, lang());
                let reason = |o: &parlour_core::Outcome| names::reason(lang(), &o.reason);
                // As the game counts: someone who went away lost it (the board's outcome
                // is in the record).
                let mut resume = None;
                let result = match g.counted.as_ref().or(g.outcome.as_ref()) {
                    Some(o) if o.is_draw() => {
                        words(Message::new("records-draw").with("reason", reason(o)))
                    }
                    Some(o) => {
                        let w: Vec<parlour_core::Arg> = o
                            .winners()
                            .iter()
                            .filter_map(|s| seats.get(s.index()).cloned().map(Into::into))
                            .collect();
                        words(
                            Message::new("records-won")
                                .with("winners", parlour_core::Arg::List(w))
                                .with("reason", reason(o)),
                        )
                    }
                    None if g.finished_at.is_some() => t("records-abandoned"),
                    // A console game left with quit is not being played: it waits for
                    // the player who may go on with it.
                    None if parlour_store::is_console_table(&g.table) => {
                        resume = Some(format!("parlour play --resume {}{told}", g.table));
                        t("records-paused")
                    }
                    None => t("records-running"),
                };
                // (A console game is never rated: its take-backs are not worth a word.)
                let result = if g.unrated && !parlour_store::is_console_table(&g.table) {
                    format!("{result} {}", t("records-unrated"))
                } else {
                    result
                };
                // The game by its name in the list's language («Мельница»), as the menu
                // shows it; `--game` takes that name too.
                let head = format!(
                    "{:<8} {:<20} ",
                    format!("{}.{}", g.table, g.number),
                    names::game(lang(), &g.game)
                );
                rows.push(ListRow {
                    head,
                    players: seats.join(&format!(" {} ", t("records-versus"))),
                    moves: count_moves(&g.game, g.moves),
                    result,
                    resume,
                });
            }
            print!("{}", list_lines(&rows));
        }
        RecordsCommand::Show { id } => {
            let record = find(&id)?;
            let text = replay::text(&record, lang()).map_err(|e| anyhow::anyhow!("{e}"))?;
            // Wrapped for the terminal, each move's continuation under its words.
            print_wrapped(text.trim_end());
        }
        RecordsCommand::Export { id, format } => {
            let record = find(&id)?;
            match format.as_str() {
                // What the server would let out: no seed of a running game, no running
                // game with hidden cards.
                "json" => match replay::shareable(&record) {
                    Ok(shared) => println!("{}", serde_json::to_string_pretty(&shared)?),
                    Err(replay::ReplayError::Running) => {
                        return Err(said(Message::new("cli-hidden-running")));
                    }
                    Err(e) => return Err(anyhow::anyhow!("{e}")),
                },
                "text" => println!(
                    "{}",
                    replay::text(&record, lang())
                        .map_err(|e| anyhow::anyhow!("{e}"))?
                        .trim_end()
                ),
                other => {
                    return Err(said(
                        Message::new("cli-unknown-format").with("format", other),
                    ));
                }
            }
        }
        RecordsCommand::Replay { id, all, seat } => {
            let record = find(&id)?;
            // Whose view the positions are drawn in: a seat's, for a game with hidden cards.
            let viewer = match seat {
                None => parlour_core::Viewer::Spectator,
                Some(name) => {
                    let names: Vec<&str> = record
                        .game
                        .parse::<parlour_catalog::GameKind>()
                        .map(|k| k.info().seat_names.to_vec())
                        .unwrap_or_default();
                    let Some(i) = names.iter().position(|n| n.eq_ignore_ascii_case(&name)) else {
                        return Err(said(
                            Message::new("cli-replay-no-seat")
                                .with("seat", name.as_str())
                                .with("seats", names.join(", ")),
                        ));
                    };
                    parlour_core::Viewer::Seat(parlour_core::Seat(i as u8))
                }
            };
            let frames =
                replay::frames_as(&record, lang(), viewer).map_err(|e| anyhow::anyhow!("{e}"))?;
            let stdin = io::stdin();
            let mut input = stdin.lock();
            let mut i = 0;
            loop {
                let f = &frames[i];
                match (&f.notation, f.seat) {
                    // What the move did is a sentence, wrapped for the terminal (a Tablenette
                    // take with its cards is longer than a line); the drawing is the game's.
                    (Some(n), Some(_)) => println!(
                        "\n{}",
                        parlour_console::for_terminal(&words(
                            Message::new("records-replay-move")
                                .with("game", record.game.as_str())
                                .with("ply", f.ply)
                                .with("total", frames.len() - 1)
                                .with("notation", n.as_str())
                                .with("explanation", f.explanation.clone().unwrap_or_default())
                        ))
                    ),
                    _ => println!(
                        "\n{}",
                        words(
                            Message::new("records-replay-start")
                                .with("moves", count_moves(&record.game, frames.len() - 1))
                        )
                    ),
                }
                println!("{}", f.text.trim_end());
                if all {
                    if i + 1 == frames.len() {
                        break;
                    }
                    i += 1;
                    continue;
                }
                let Some(answer) = ask(
                    &mut input,
                    &mut io::stdout(),
                    &format!(
                        "{} ",
                        words(
                            Message::new("records-replay-ask").with("game", record.game.as_str())
                        )
                    ),
                )?
                else {
                    break;
                };
                match answer.as_str() {
                    "" | "n" => i = (i + 1).min(frames.len() - 1),
                    "b" | "p" => i = i.saturating_sub(1),
                    n => match n.parse::<usize>() {
                        Ok(k) => i = k.min(frames.len() - 1),
                        Err(_) => println!(
                            "{}",
                            words(
                                Message::new("records-replay-again")
                                    .with("game", record.game.as_str())
                            )
                        ),
                    },
                }
            }
            // Who won, as `records show` ends (the reason alone, "colony destroyed", did
            // not say whose), or that the game is not over.
            let said = replay::result(&record, lang());
            print_wrapped(&said);
        }
        RecordsCommand::Player { nick } => {
            let n = nick.clone();
            let stats = store
                .run_blocking(move |db| queries::player_stats(db, &n))
                .map_err(store_error)?
                .ok_or_else(|| {
                    said(Message::new("cli-no-player-results").with("nick", nick.as_str()))
                })?;
            println!("{}", stats.nick);
            // A player whose games are all still running, or were called off, has nothing
            // counted yet: said, rather than a name alone.
            if stats.games.is_empty() {
                print_wrapped(&format!("  {}", t("records-player-none")));
            }
            for g in &stats.games {
                let rating = g.rating.as_ref().map(|r| {
                    let m = Message::new("records-rating")
                        .with("rating", rating_number(r))
                        .with("deviation", format!("{:.0}", r.deviation));
                    words(m)
                });
                // Survivals are told for a game of three (where one may neither win nor lose).
                let seats = g
                    .game
                    .parse::<GameKind>()
                    .map_or(2, |k| k.info().seat_names.len());
                let line = results_line(g.played, [g.wins, g.draws, g.losses, g.survivals], seats);
                // The game by its name in this language, padded by characters (not bytes)
                // so the columns line up in every language.
                let name = names::game(lang(), &g.game);
                let pad = " ".repeat(20usize.saturating_sub(name.chars().count()));
                print_wrapped(&format!("  {name}{pad} {}", words(line)));
                // The rating under the results, whole ("1383? ± 287" was cut after the ±
                // when the line ran long, as it does in Russian).
                if let Some(rating) = rating {
                    println!("{}{rating}", " ".repeat(23));
                }
            }
        }
        RecordsCommand::NewKey { nick } => {
            let n = nick.clone();
            let (id, name) = store
                .run_blocking(move |db| queries::player_by_nick(db, &n))
                .map_err(store_error)?
                .ok_or_else(|| said(Message::new("cli-no-player").with("nick", nick.as_str())))?;
            let token = parlour_server::new_token();
            let hash = parlour_store::token_hash(&token);
            store
                .run_blocking(move |db| queries::set_token(db, id, &hash))
                .map_err(|e| anyhow::anyhow!("the new key was not saved: {e}"))?;
            let said = words(
                Message::new("records-new-key")
                    .with("nick", name)
                    .with("token", token),
            );
            print_wrapped(&said);
        }
        RecordsCommand::Leaderboard { game: g } => {
            let kind = game(&g)?;
            let id = kind.id().to_string();
            let rows = store
                .run_blocking(move |db| queries::leaderboard(db, &id, 50))
                .map_err(store_error)?;
            println!(
                "{}",
                words(
                    Message::new("records-leaderboard")
                        .with("game", names::game(lang(), kind.id()))
                )
            );
            if rows.is_empty() {
                let line = format!("  {}", t("records-leaderboard-empty"));
                print_wrapped(&line);
            }
            let seats = kind.info().seat_names.len();
            for (i, r) in rows.iter().enumerate() {
                // A computer level by its name in this language; a person by nickname.
                let name = match r.key.strip_prefix("computer:") {
                    Some(level) => names::computer(lang(), level, None),
                    None => r.name.clone(),
                };
                println!(
                    "  {:>3}. {:<24} {:>6} ± {:.0}",
                    i + 1,
                    name,
                    rating_number(r),
                    r.deviation,
                );
                // The rated games and how they went, as on a player's own lines: under the
                // name (beside it, a game of three's ran past 80 columns).
                let results =
                    results_line(r.games, [r.wins, r.draws, r.losses, r.survivals], seats);
                print_wrapped(&format!("       {}", words(results)));
            }
            if rows.iter().any(|r| r.provisional) {
                let line = format!("  {}", t("records-provisional"));
                print_wrapped(&line);
            }
        }
        RecordsCommand::Copy { to } => {
            let into = parlour_store::Location::from_options(Some(&to), std::path::Path::new("."));
            match &into {
                parlour_store::Location::Memory => {
                    return Err(said(Message::new("cli-copy-memory")));
                }
                // A file, in a folder that is there: a mistyped path is said, not made.
                parlour_store::Location::Sqlite { path, .. } => {
                    if path.is_dir() {
                        let file = path.join("parlour.db").display().to_string();
                        return Err(said(Message::new("cli-copy-folder").with("file", file)));
                    }
                    folder_is_there(path, "cli-copy-no-folder")?;
                }
                parlour_store::Location::Postgres(_) => {}
            }
            let from = store_location(&a.store);
            if from.same_records(&into) {
                return Err(said(
                    Message::new("cli-copy-same").with("where", into.describe()),
                ));
            }
            // No server may write either side while they are copied (its moves would be
            // lost); held until the copy is done, so none starts meanwhile. The source's
            // first: a refused copy makes no new file.
            // (Records that cannot be written, a backup on a read-only disk, no server writes
            // either, and their lock file could not be made.)
            let _source = if store.read_only() {
                None
            } else {
                Some(only_server(&from, store, RecordsUser::Copy)?)
            };
            let target = parlour_store::Store::open(&into).map_err(|e| {
                said(
                    Message::new("cli-copy-into-error")
                        .with("where", into.describe())
                        .with("why", words(store_words(e))),
                )
            })?;
            if target.read_only() {
                target.close_blocking();
                let m = Message::new("cli-copy-read-only").with("where", into.describe());
                return Err(said(m));
            }
            let copied = match only_server(&into, &target, RecordsUser::Copy) {
                Ok(_held) => parlour_store::copy::copy(store, &target),
                Err(e) => {
                    target.close_blocking();
                    return Err(e);
                }
            };
            target.close_blocking();
            let c = match copied {
                Ok(c) => c,
                Err(parlour_store::copy::CopyError::NotEmpty { players, tables }) => {
                    return Err(said(
                        Message::new("cli-copy-not-empty")
                            .with("where", into.describe())
                            .with("players", players as i64)
                            .with("tables", tables as i64),
                    ));
                }
                Err(parlour_store::copy::CopyError::Store(e)) => {
                    let m = Message::new("cli-copy-failed").with("why", words(store_words(e)));
                    return Err(said(m));
                }
            };
            println!(
                "{}",
                words(
                    Message::new("records-copied")
                        .with("where", into.describe())
                        .with("players", c.players as i64)
                        .with("tables", c.tables as i64)
                        .with("games", c.games as i64)
                        .with("moves", c.moves as i64)
                        .with("ratings", c.ratings as i64)
                )
            );
        }
        RecordsCommand::Backup { to } => {
            if store.kind() != parlour_store::db::DbKind::Sqlite {
                return Err(said(Message::new("cli-backup-postgres")));
            }
            if to.exists() {
                let file = to.display().to_string();
                return Err(said(Message::new("cli-backup-exists").with("file", file)));
            }
            folder_is_there(&to, "cli-backup-no-folder")?;
            let target = to.to_string_lossy().to_string();
            // VACUUM INTO writes a consistent copy from one read transaction, so games may go
            // on while it runs (a plain file copy could catch the WAL half-written).
            let copied =
                store.run_blocking(move |db| db.execute("VACUUM INTO ?", &[target.into()]));
            if let Err(e) = copied {
                // What was begun of the copy goes (it stood in the way of the next try),
                // and a full disk is the copy's: the records' own disk is another matter.
                let _ = std::fs::remove_file(&to);
                let why = match e {
                    parlour_store::StoreError::Full => {
                        format!("the disk holding {} is full", to.display())
                    }
                    e => e.to_string(),
                };
                return Err(anyhow::anyhow!("the backup failed: {why}"));
            }
            println!(
                "{}",
                words(Message::new("records-backup-done").with("file", to.display().to_string()))
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn rules(a: RulesArgs) -> Result<ExitCode> {
    let Some(name) = &a.game else {
        println!("{}", t("rules-games"));
        for k in GameKind::ALL {
            let head = format!("  {:<20} ", k.id());
            let summary = names::summary(lang(), k.id());
            println!(
                "{}",
                parlour_core::wrapped(&head, &summary, parlour_console::width())
            );
        }
        return Ok(ExitCode::SUCCESS);
    };
    let kind = game(name)?;
    let variant = a.variant.as_deref().or(a.variant_word.as_deref());
    let text = kind.rules(variant, lang()).map_err(refused)?;
    println!(
        "{}\n",
        parlour_console::for_terminal_document(text.trim_end())
    );
    // Variant ids stay as typed on the command line, their names beside them; level names
    // are translated.
    let levels: Vec<String> = kind
        .levels()
        .iter()
        .map(|l| names::level(lang(), l))
        .collect();
    println!(
        "{}",
        parlour_console::for_terminal(&words(
            Message::new("rules-variants")
                .with("variants", variants_named(kind.info().variants))
                .with("default", kind.info().variants[0])
        ))
    );
    // Each variant in a line, as the page's new-table form says it, where it needs one.
    for v in kind.info().variants {
        let about = names::variant_about(lang(), kind.id(), v);
        if !about.is_empty() {
            println!(
                "{}",
                parlour_console::for_terminal(&format!("  {v}: {about}"))
            );
        }
    }
    println!(
        "{}",
        parlour_console::for_terminal(&words(
            Message::new("rules-levels").with("levels", levels.join(", "))
        ))
    );
    Ok(ExitCode::SUCCESS)
}

/// Each variant by the word to type and, beside it, its name for people ("client (Parlour
/// rules)", «8-holes (8 лунок)»), as the web page names it.
fn variants_named(variants: &[&str]) -> String {
    variants
        .iter()
        .map(|v| match names::variant(lang(), v) {
            // (A row length, "16-holes", says itself in English.)
            name if name.replace(' ', "-") == *v => v.to_string(),
            name => format!("{v} ({name})"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn moves(a: MovesArgs) -> Result<ExitCode> {
    let kind = game(&a.game)?;
    let mut m = match &a.position {
        Some(text) => kind
            .match_from_position(a.variant.as_deref(), text)
            .map_err(refused)?,
        None => kind
            .new_match(a.variant.as_deref(), a.seed, false)
            .map_err(refused)?,
    };
    let mut played = Vec::new();
    for (i, mv) in a.moves.iter().enumerate() {
        match m.play_exact(mv) {
            Ok(rec) => played.push(rec.notation),
            Err(e) => {
                // For scripts, in English; for people, in the run's language.
                let msg = format!("move {} '{mv}' rejected: {e}", i + 1);
                if a.json {
                    println!("{}", json!({ "error": msg, "move_index": i, "move": mv }));
                }
                return Err(said(
                    Message::new("cli-move-refused")
                        .with("number", i + 1)
                        .with("move", mv.as_str())
                        .with("why", parlour_core::Describe::message(&e)),
                ));
            }
        }
    }
    let names = kind.info().seat_names;
    let to_move = m.to_move().map(|s| names[s.index()]);
    // What the seat to move may see (a spectator's view once the game is over). In a game
    // of hidden cards that is all that is shown unless --reveal asks for the whole position,
    // which holds the other hand and the deck order.
    let viewer = m
        .to_move()
        .map_or(parlour_core::Viewer::Spectator, parlour_core::Viewer::Seat);
    let hidden = kind.info().hidden_information && !a.reveal;
    let position = (!hidden).then(|| m.position());
    let outcome = m.outcome().map(|o| {
        let results: serde_json::Map<String, serde_json::Value> = (0..names.len())
            .map(|i| (names[i].to_string(), json!(o.results[i].name())))
            .collect();
        json!({ "results": results, "reason": o.reason, "scores": o.scores })
    });
    if a.json {
        let out = json!({
            "game": kind.id(),
            "position": position,
            "view": m.view(viewer),
            "to_move": to_move,
            "legal": m.legal_moves(),
            "outcome": outcome,
            "moves": played,
        });
        println!("{out}");
    } else {
        // In a game of hidden cards the drawing is the seat to move's (with --reveal too: the
        // position text below then holds everything); otherwise everyone sees the same.
        let drawing = if kind.info().hidden_information {
            m.render(viewer, lang())
        } else {
            m.render(parlour_core::Viewer::Spectator, lang())
        };
        println!("{}", drawing.trim_end());
        match &position {
            Some(p) => println!("position: {p}"),
            None => println!("position: hidden (the view of the seat to move; --reveal shows it)"),
        }
        match to_move {
            Some(s) => println!("to move: {s}"),
            // One line a script or a person reads: "game over: white win, black loss
            // (blockade)", and the scores where the game keeps them (--json has it all).
            None => match m.outcome() {
                Some(o) => {
                    let results: Vec<String> = (0..names.len())
                        .map(|i| format!("{} {}", names[i], o.results[i].name()))
                        .collect();
                    let scores = o.scores.as_ref().map_or_else(String::new, |s| {
                        let s: Vec<String> = s.iter().map(ToString::to_string).collect();
                        format!("; scores {}", s.join(" "))
                    });
                    println!("game over: {} ({}){scores}", results.join(", "), o.reason)
                }
                None => println!("game over"),
            },
        }
        println!("legal: {}", m.legal_moves().join(" "));
    }
    Ok(ExitCode::SUCCESS)
}

fn run_arena(a: ArenaArgs) -> Result<ExitCode> {
    let kind = game(&a.game)?;
    let n = kind.info().seat_names.len();
    if a.players.len() != n {
        return Err(usage(format!(
            "{} needs {n} players, --players lists {}",
            kind.id(),
            a.players.len()
        )));
    }
    let levels = kind.levels();
    for p in &a.players {
        if !levels.contains(&p.as_str()) {
            return Err(said(
                Message::new("cli-unknown-player")
                    .with("player", p.as_str())
                    .with("levels", levels.join(", ")),
            ));
        }
    }
    kind.new_match(a.variant.as_deref(), a.seed, true)
        .map_err(usage)?;
    let mut progress = crate::progress::Progress::new("games", a.games, io::stderr().is_terminal());
    let options = arena::ArenaOptions {
        games: a.games,
        seed: a.seed,
        opening: a.opening,
    };
    let report = arena::run_arena(
        kind,
        a.variant.as_deref(),
        &a.players,
        &options,
        &mut |done, r: &arena::ArenaReport| {
            let score: Vec<String> = r
                .players
                .iter()
                .map(|p| format!("{} {:.3}", p.name, p.score))
                .collect();
            progress.update(done, &format!("score {}", score.join(", ")));
        },
    )
    .map_err(|e| anyhow::anyhow!(e))?;
    progress.finish();
    if a.json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{} arena: {} games, mean {:.1} plies, seats rotated every game",
        kind.name(),
        report.games,
        report.mean_plies
    );
    for p in &report.players {
        print!(
            "  {:<8} W {:>4}  D {:>4}  L {:>4}",
            p.name, p.wins, p.draws, p.losses
        );
        if p.survivals > 0 || n > 2 {
            print!("  S {:>4}", p.survivals);
        }
        print!("  score {:.3} ± {:.3}", p.score, p.score_ci95);
        if let (Some(pph), Some(m), Some(ci)) =
            (p.points_per_hand, p.margin_per_hand, p.margin_ci95)
        {
            print!("  points/hand {pph:.1}  margin/hand {m:+.1} ± {ci:.1}");
        }
        print!(
            "  think ms median {:.3} p95 {:.3}",
            p.think_ms_median, p.think_ms_p95
        );
        if p.turns != p.moves {
            print!(
                "  per turn median {:.3} p95 {:.3}",
                p.think_turn_ms_median, p.think_turn_ms_p95
            );
        }
        println!();
    }
    let seats: Vec<String> = report
        .seats
        .iter()
        .map(|s| {
            let mut line = format!("{} W {} D {} L {}", s.seat, s.wins, s.draws, s.losses);
            if n > 2 {
                line.push_str(&format!(" S {}", s.survivals));
            }
            line
        })
        .collect();
    println!("  by seat: {}", seats.join("; "));
    let reasons: Vec<String> = report
        .reasons
        .iter()
        .map(|(r, c)| format!("{r} {c}"))
        .collect();
    println!("  endings: {}", reasons.join(", "));
    Ok(ExitCode::SUCCESS)
}

fn bench(a: BenchArgs) -> Result<ExitCode> {
    let kind = game(&a.game)?;
    if !(a.seconds > 0.0 && a.seconds <= 600.0) {
        return Err(usage("--seconds must be more than 0 and at most 600"));
    }
    // Two measurements of --seconds each: say so, rather than sit silent.
    eprintln!(
        "Measuring {} for about {} s (random playouts, then search)...",
        kind.name(),
        // "0.4", "2", "1.5": the time asked for, not rounded up to a whole second.
        format!("{:.1}", 2.0 * a.seconds)
            .trim_end_matches('0')
            .trim_end_matches('.')
    );
    let r = kind
        .bench(a.variant.as_deref(), Duration::from_secs_f64(a.seconds))
        .map_err(usage)?;
    if a.json {
        println!("{}", serde_json::to_string(&r)?);
    } else {
        println!("{} bench ({} variant, one thread):", kind.name(), r.variant);
        println!(
            "  random playouts: {:.0}/s ({:.0} plies/s, {:.1} plies per game)",
            r.playouts_per_sec, r.plies_per_sec, r.mean_plies
        );
        println!(
            "  search ({}): {:.0} nodes/s over {} move{}, think ms median {:.3} p95 {:.3}",
            r.search_level,
            r.search_nodes_per_sec,
            r.search_moves,
            if r.search_moves == 1 { "" } else { "s" },
            r.think_ms_median,
            r.think_ms_p95
        );
        if let Some(rate) = r.tt_hit_rate {
            println!("  transposition table hit rate: {:.1}%", rate * 100.0);
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn engine(a: EngineArgs) -> Result<ExitCode> {
    let kind = game(&a.game)?;
    if kind != GameKind::Nines {
        return Err(said(
            Message::new("cli-no-engine").with("game", names::game(lang(), kind.id())),
        ));
    }
    let stdin = io::stdin();
    parlour_catalog::engine::run_nines(stdin.lock(), io::stdout())
        .context("reading the engine's commands")?;
    Ok(ExitCode::SUCCESS)
}

fn serve(a: ServeArgs) -> Result<ExitCode> {
    let quick = game(&a.game)?;
    quick
        .new_match(a.variant.as_deref(), 1, false)
        .map_err(usage)?;
    if !quick.levels().contains(&a.bot_level.as_str()) {
        return Err(usage(format!(
            "unknown level '{}': use one of {}",
            a.bot_level,
            quick.levels().join(", ")
        )));
    }
    if a.no_http && a.no_tcp {
        return Err(usage(
            "--no-http and --no-tcp together leave no way in: keep at least one door open",
        ));
    }
    if let Some(dir) = a
        .web_dir
        .as_deref()
        .filter(|d| !d.join("index.html").is_file())
    {
        return Err(usage(format!(
            "--web-dir {}: no index.html there (give the folder of the page, web/ in the sources)",
            dir.display()
        )));
    }
    let http = door_address(a.http.as_deref(), a.no_http, 8080)?;
    let tcp = door_address(a.tcp.as_deref(), a.no_tcp, 7070)?;
    let cluster = match &a.redis {
        Some(url) => Some(cluster_config(
            url,
            a.node.as_deref(),
            a.node_ttl,
            &a.store,
        )?),
        None => None,
    };
    let config = parlour_server::ServerConfig {
        seed: a.seed.unwrap_or_else(unguessable_seed),
        deal_key: Some(unguessable_seed()),
        quick_game: quick,
        quick_variant: a.variant,
        bots: a.bots,
        bot_wait: Duration::from_secs(a.bot_wait),
        bot_level: a.bot_level,
        takeover_after: Duration::from_secs(a.takeover_after),
        computer_pace: Duration::from_millis(a.computer_pace),
        max_connections: a.max_connections,
        max_per_address: a.max_per_address,
        forwarded_for: a.forwarded_for,
        max_tables: a.max_tables,
        max_tables_per_player: a.max_tables_per_player,
        max_tables_per_address: a.max_tables_per_address,
        max_computers: a.max_computers,
        web_dir: a.web_dir,
        cluster,
        ai_threads: a
            .ai_threads
            .unwrap_or(parlour_server::ServerConfig::default().ai_threads),
        lang: lang(),
        ..parlour_server::ServerConfig::default()
    };
    let store = open_store_to_write(&a.store)?;
    // One server to a set of records, or nodes that share them through Redis, never both:
    // two servers both resumed the same tables and wrote two histories into one game's
    // record.
    let user = if a.redis.is_some() {
        RecordsUser::Node
    } else {
        RecordsUser::Server
    };
    let _only_server = only_server(&store_location(&a.store), &store, user)?;
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async move {
        let http = match http {
            Some(d) => Some(d.bind().await?),
            None => None,
        };
        let tcp = match tcp {
            Some(d) => Some(d.bind().await?),
            None => None,
        };
        let records = store.location().to_string();
        let running = parlour_server::start_on(config, store, http, tcp).await?;
        // Listen for Ctrl-C and SIGTERM before saying we run: a stop that comes right after
        // the address is printed must still be a clean one.
        let stop = shutdown_signal()?;
        let mut banner = String::from("Parlour is running.\n");
        if let Some(addr) = running.http {
            let (shown, here) = reachable(addr);
            banner.push_str(&format!("  Web:  http://{shown}/"));
            if let Some(here) = here {
                banner.push_str(&format!("   (on this machine: http://{here}/)"));
            }
            banner.push('\n');
        }
        if let Some(addr) = running.tcp {
            let (shown, _) = reachable(addr);
            banner.push_str(&format!(
                "  TCP:  nc {} {}   (or: parlour connect {shown})\n",
                shown.ip(),
                shown.port()
            ));
        }
        banner.push_str(&format!("  Records: {records}\n"));
        if let Some(c) = running.hub.cluster() {
            banner.push_str(&format!(
                "  Node: {} (sharing the lobby through redis)\n",
                c.node
            ));
        }
        banner.push_str("Press Ctrl-C to stop.\n");
        // A server whose standard output nobody reads any more (a supervisor's pipe that
        // closed, `parlour serve | head -1`) goes on serving: the banner is for people, the
        // players are what matters. Unlike `parlour rules | head`, a closed pipe here is
        // not the end of the command.
        let mut out = io::stdout().lock();
        if let Err(e) = out.write_all(banner.as_bytes()).and_then(|()| out.flush()) {
            tracing::warn!("the banner could not be printed ({e}); serving on");
        }
        drop(out);
        // Computer players that need tables build them now, so the first move is quick. On
        // a thread of its own that a stop does not wait for (the runtime would wait for a
        // blocking task). Only in optimized builds: a debug build (the tests start hundreds
        // of servers) would spend minutes of CPU on each, and builds them on first use.
        if !cfg!(debug_assertions) {
            std::thread::spawn(|| {
                for k in GameKind::ALL {
                    k.prepare();
                }
            });
        }
        stop.await;
        // To a standard error that may be gone too: a stop is not the time to panic.
        let _ = writeln!(
            io::stderr(),
            "Stopping: telling every player, closing the tables."
        );
        running.shutdown().await;
        Ok::<_, anyhow::Error>(())
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Held while this server is the one server of its records, or one of the nodes that share
/// them: a SQLite file's lock file (`parlour.db.lock`, locked by the operating system, so a
/// server that died holds it no more), or PostgreSQL's advisory lock, held by the records'
/// connection (a server without Redis holds it alone, nodes hold it together).
enum OnlyServer {
    File { _locked: std::fs::File },
    Postgres,
    Memory,
}

/// The advisory lock of a PostgreSQL database's servers ("parlour-1" in ASCII): a server
/// without Redis holds it alone, the nodes that share a lobby through Redis hold it shared.
const ONLY_SERVER_LOCK: i64 = 0x7061_726c_6f75_722d;

/// Calls one of PostgreSQL's advisory lock functions that answer yes or no
/// (`pg_try_advisory_lock`, its `_shared` form, `pg_advisory_unlock_shared`) on the
/// servers' lock, from the records' connection, and says its answer.
fn advisory_lock(store: &parlour_store::Store, function: &str) -> Result<bool> {
    let sql = format!("SELECT CASE WHEN {function}({ONLY_SERVER_LOCK}) THEN 1 ELSE 0 END");
    store
        .run_blocking(move |db| {
            let rows = db.query(&sql, &[])?;
            Ok(rows
                .first()
                .and_then(|r| r.first())
                .is_some_and(|v| v.int() == 1))
        })
        .map_err(store_error)
}

/// Who wants the records at `location` to itself: a server, a node (which shares them with
/// other nodes through Redis), or `records copy` (which reads or writes them whole, and
/// would miss what a server wrote meanwhile).
#[derive(Clone, Copy, PartialEq, Eq)]
enum RecordsUser {
    Server,
    Node,
    Copy,
}

/// Makes sure no other server uses these records, but for other nodes when `user` is a
/// node; refuses if one does.
fn only_server(
    location: &parlour_store::Location,
    store: &parlour_store::Store,
    user: RecordsUser,
) -> Result<OnlyServer> {
    let node = user == RecordsUser::Node;
    // A copy is told to wait for the server to stop, not to take other records.
    let copying = user == RecordsUser::Copy;
    match location.clone() {
        parlour_store::Location::Sqlite { path, .. } => {
            let lock_path = std::path::PathBuf::from(format!("{}.lock", path.display()));
            let mut file = std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&lock_path)
                .with_context(|| format!("cannot open {}", lock_path.display()))?;
            match file.try_lock() {
                Ok(()) => {
                    // For whoever finds the other server: its process id.
                    let _ = file.set_len(0);
                    let _ = writeln!(file, "{}", std::process::id());
                    Ok(OnlyServer::File { _locked: file })
                }
                Err(std::fs::TryLockError::WouldBlock) => {
                    let pid = std::fs::read_to_string(&lock_path).unwrap_or_default();
                    if copying {
                        return Err(said(
                            Message::new("cli-copy-server-running")
                                .with("where", path.display().to_string())
                                .with("process", pid.trim().to_string()),
                        ));
                    }
                    Err(anyhow::anyhow!(
                        "another Parlour server (process {}) is using the records at {}: stop it first, or give this one other records (--data)",
                        pid.trim(),
                        path.display()
                    ))
                }
                Err(std::fs::TryLockError::Error(e)) => {
                    Err(anyhow::anyhow!("cannot lock {}: {e}", lock_path.display()))
                }
            }
        }
        parlour_store::Location::Postgres(_) if node => {
            if advisory_lock(store, "pg_try_advisory_lock_shared")? {
                Ok(OnlyServer::Postgres)
            } else {
                Err(anyhow::anyhow!(
                    "a Parlour server without --redis is using this database: stop it first, or start it again as a node with --redis (docs/scale-out.md)"
                ))
            }
        }
        parlour_store::Location::Postgres(_) if copying => {
            if advisory_lock(store, "pg_try_advisory_lock")? {
                Ok(OnlyServer::Postgres)
            } else {
                Err(said(
                    Message::new("cli-copy-servers-running").with("where", location.describe()),
                ))
            }
        }
        parlour_store::Location::Postgres(_) => {
            if advisory_lock(store, "pg_try_advisory_lock")? {
                Ok(OnlyServer::Postgres)
            } else if advisory_lock(store, "pg_try_advisory_lock_shared")? {
                // Nodes hold it, not a server alone: this one would play their tables too.
                let _ = advisory_lock(store, "pg_advisory_unlock_shared");
                Err(anyhow::anyhow!(
                    "nodes that share a lobby through Redis are using this database: start this server as one of them, with --redis (docs/scale-out.md)"
                ))
            } else {
                Err(anyhow::anyhow!(
                    "another Parlour server is using this database: stop it first; several servers on one database share it as nodes, with --redis (docs/scale-out.md)"
                ))
            }
        }
        // Records in memory are this process's alone.
        parlour_store::Location::Memory => Ok(OnlyServer::Memory),
    }
}

/// The node's part in a group of nodes: checked here, so a mistake is a usage error.
fn cluster_config(
    url: &str,
    node: Option<&str>,
    ttl: u64,
    store: &StoreArgs,
) -> Result<parlour_server::cluster::ClusterConfig> {
    if !(url.starts_with("redis://") || url.starts_with("rediss://")) {
        return Err(usage(format!("--redis wants a redis:// url, not '{url}'")));
    }
    // PostgreSQL as the store reads `--database`.
    if !matches!(store_location(store), parlour_store::Location::Postgres(_)) {
        return Err(usage(
            "several nodes share their records: give --redis together with --database postgres://…",
        ));
    }
    if !(2..=3600).contains(&ttl) {
        return Err(usage("--node-ttl must be between 2 and 3600 seconds"));
    }
    let name = match node {
        Some(n) => n.to_string(),
        None => {
            let host = std::fs::read_to_string("/etc/hostname")
                .map(|h| h.trim().to_string())
                .unwrap_or_default();
            let host = if host.is_empty() {
                "node".to_string()
            } else {
                host
            };
            format!("{host}-{}", std::process::id())
        }
    };
    if name.is_empty()
        || name.len() > 64
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
    {
        return Err(usage(format!(
            "--node '{name}': use up to 64 letters, digits, '-', '_' or '.'"
        )));
    }
    let mut c = parlour_server::cluster::ClusterConfig::new(url, &name);
    c.ttl = Duration::from_secs(ttl);
    // Five heartbeats per expiry: one lost beat never makes a live node look dead.
    c.heartbeat = (c.ttl / 5).max(Duration::from_millis(400));
    Ok(c)
}

fn loadtest(a: LoadtestArgs) -> Result<ExitCode> {
    if !(a.seconds > 0.0 && a.seconds <= 3600.0) {
        return Err(usage("--seconds must be between 0 and 3600"));
    }
    game(&a.game)?;
    crate::loadtest::check_loopback(&a.url).map_err(usage)?;
    let plan = crate::loadtest::Plan {
        url: a.url,
        idle: a.idle,
        games: a.games,
        people: a.people,
        game: a.game,
        level: a.level,
        pace: Duration::from_millis(a.pace_ms.max(1)),
        computer_tables: a.computer_tables,
        churn: a.churn,
        churn_moves: a.churn_moves.max(1),
        duration: Duration::from_secs_f64(a.seconds),
        server_pid: a.server_pid,
        connect_batch: a.batch.max(1),
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    let report = runtime.block_on(crate::loadtest::run(plan.clone()))?;
    if a.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", crate::loadtest::describe(&report, &plan));
    }
    Ok(ExitCode::SUCCESS)
}

/// The address to tell people for a door bound to `addr`, and, when that is not this
/// machine's own loopback address, the loopback one to use on this machine. A door on every
/// interface (`0.0.0.0`) is told by this machine's address on its network, the one friends
/// on other machines can reach (`0.0.0.0` is nobody's address); without a network, by the
/// loopback address.
fn reachable(addr: std::net::SocketAddr) -> (std::net::SocketAddr, Option<std::net::SocketAddr>) {
    use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};
    if !addr.ip().is_unspecified() {
        return (addr, None);
    }
    let (loopback, probe, any): (IpAddr, SocketAddr, SocketAddr) = if addr.is_ipv4() {
        // A documentation address (TEST-NET-2): a UDP "connect" only asks the routing table
        // which local address would be used; no packet is sent.
        (
            Ipv4Addr::LOCALHOST.into(),
            SocketAddr::from(([198, 51, 100, 1], 9)),
            SocketAddr::from(([0, 0, 0, 0], 0)),
        )
    } else {
        (
            Ipv6Addr::LOCALHOST.into(),
            SocketAddr::from((Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1), 9)),
            SocketAddr::from((Ipv6Addr::UNSPECIFIED, 0)),
        )
    };
    let here = SocketAddr::new(loopback, addr.port());
    let network = UdpSocket::bind(any)
        .and_then(|s| s.connect(probe).and_then(|()| s.local_addr()))
        .ok()
        .map(|local| local.ip())
        .filter(|ip| !ip.is_unspecified() && !ip.is_loopback());
    match network {
        Some(ip) => (SocketAddr::new(ip, addr.port()), Some(here)),
        None => (here, None),
    }
}

/// Starts listening for Ctrl-C and SIGTERM; the returned future ends when one comes.
fn shutdown_signal() -> Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term = signal(SignalKind::terminate()).context("listening for SIGTERM")?;
        let mut int = signal(SignalKind::interrupt()).context("listening for Ctrl-C")?;
        Ok(async move {
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            let _ = tokio::signal::ctrl_c().await;
        })
    }
}

/// Where a door listens: an address given on the command line (used as it is), or the
/// default port on loopback, moving on to the next ports while they are taken.
struct Door {
    addrs: Vec<std::net::SocketAddr>,
}

impl Door {
    async fn bind(self) -> Result<tokio::net::TcpListener> {
        let mut last = None;
        for addr in &self.addrs {
            match tokio::net::TcpListener::bind(addr).await {
                Ok(l) => return Ok(l),
                Err(e) => last = Some((addr, e)),
            }
        }
        match last {
            Some((addr, e)) => Err(anyhow::anyhow!("cannot listen on {addr}: {e}")),
            None => Err(anyhow::anyhow!("no address to listen on")),
        }
    }
}

fn door_address(given: Option<&str>, closed: bool, default_port: u16) -> Result<Option<Door>> {
    if closed {
        return Ok(None);
    }
    match given {
        Some(text) => {
            use std::net::ToSocketAddrs;
            let addrs: Vec<std::net::SocketAddr> = text
                .to_socket_addrs()
                .map_err(|_| {
                    usage(format!(
                        "'{text}' is not an address like 127.0.0.1:{default_port}"
                    ))
                })?
                .collect();
            Ok(Some(Door { addrs }))
        }
        None => Ok(Some(Door {
            addrs: (0..20)
                .map(|i| std::net::SocketAddr::from(([127, 0, 0, 1], default_port + i)))
                .collect(),
        })),
    }
}

fn connect(a: ConnectArgs) -> Result<ExitCode> {
    // The door speaks the server's language until told otherwise: a chosen language is
    // asked for first (`LANG vi`), and the door says everything in it, its greeting too.
    let input = io::BufReader::new(io::stdin());
    let out = parlour_console::Wrapping::new(io::stdout());
    parlour_console::connect(&a.addr, lang(), lang_chosen(), input, out)
        .map_err(|e| anyhow::Error::new(SaidFailure(e.to_string())))?;
    Ok(ExitCode::SUCCESS)
}

/// `parlour play` with no game: pick a game, variant and seats from a menu. A game that is
/// quit (or left with `new` to change the players) comes back to the menu; `q` leaves.
fn menu(records: Option<Kept>) -> Result<ExitCode> {
    let mut out = io::stdout();
    writeln!(out, "{}", t("menu-welcome"))?;
    loop {
        let Some((kind, variant, seats)) = menu_choices(&mut io::stdin().lock(), &mut out)? else {
            writeln!(out, "{}", t("menu-goodbye"))?;
            return Ok(ExitCode::SUCCESS);
        };
        let people = participants(kind, &seats)?;
        run_session(
            kind,
            variant,
            clock_seed(),
            people,
            true,
            None,
            records.clone(),
        )?;
        writeln!(out, "\n{}", t("menu-back"))?;
    }
}

/// A game of the menu: its number, its name and its summary, the summary wrapped under
/// itself so that the menu fits the terminal in every language.
fn menu_line(number: usize, name: &str, summary: &str) -> String {
    let head = format!("  {number}) {name:<20} ");
    parlour_core::wrapped(&head, summary, parlour_console::width())
}

/// What the menu asked for: the game, its variant (`None`: the default) and who sits in
/// each seat (`human` or a computer level).
type MenuChoice = (GameKind, Option<String>, Vec<String>);

/// Asks for a game, a variant and who sits in each seat; a wrong answer is explained and
/// asked again at once, keeping the answers already given; `q` after the game goes back to
/// the list of games. `None`: the user left (`q` at the list, or the end of the input).
fn menu_choices(input: &mut impl BufRead, out: &mut impl Write) -> Result<Option<MenuChoice>> {
    loop {
        match menu_choice(input, out)? {
            Said::Text(choice) => return Ok(Some(choice)),
            Said::Back => writeln!(out, "{}", t("menu-back"))?,
            Said::End => return Ok(None),
        }
    }
}

/// What was answered at a question of the menu: `Back` is `q` (quit at the list of games).
enum Said<T> {
    Text(T),
    Back,
    End,
}

/// The game a person named in words, in any of Parlour's languages («Исоло», "cờ gánh"
/// aside): the menu lists the games by these names.
fn game_named(answer: &str) -> Option<GameKind> {
    let answer = answer.trim().to_lowercase();
    GameKind::ALL.iter().copied().find(|k| {
        Lang::ALL
            .iter()
            .any(|l| names::game(*l, k.id()).to_lowercase() == answer)
    })
}

/// One pass of the menu, from its list of games.
fn menu_choice(input: &mut impl BufRead, out: &mut impl Write) -> Result<Said<MenuChoice>> {
    writeln!(out)?;
    for (i, k) in GameKind::ALL.iter().enumerate() {
        let summary = names::summary(lang(), k.id());
        writeln!(
            out,
            "{}",
            menu_line(i + 1, &names::game(lang(), k.id()), &summary)
        )?;
    }
    let kind = loop {
        let prompt = format!("\n{} ", t("menu-which-game"));
        let Some(choice) = ask(input, out, &prompt)? else {
            return Ok(Said::End);
        };
        if choice.is_empty() {
            continue; // Enter alone asks again
        }
        match choice.parse::<usize>() {
            Ok(n) if (1..=GameKind::ALL.len()).contains(&n) => break GameKind::ALL[n - 1],
            _ => match choice
                .parse::<GameKind>()
                .ok()
                .or_else(|| game_named(&choice))
            {
                Some(k) => break k,
                None => writeln!(
                    out,
                    "{}",
                    parlour_console::quoting_for_terminal(&words(
                        Message::new("menu-not-a-game").with("choice", choice.as_str())
                    ))
                )?,
            },
        }
    };
    let info = kind.info();
    let mut variant = None;
    if info.variants.len() > 1 {
        let prompt = format!(
            "{} ",
            words(
                Message::new("menu-variant")
                    .with("variants", variants_named(info.variants))
                    .with("default", info.variants[0])
            )
        );
        loop {
            let v = match ask_or_back(input, out, &prompt)? {
                Said::Text(v) => v.to_ascii_lowercase(),
                Said::Back => return Ok(Said::Back),
                Said::End => return Ok(Said::End),
            };
            if v.is_empty() {
                break;
            }
            // The variant's word, or its name in this language («16 лунок»).
            let chosen = info.variants.iter().find(|w| {
                **w == v.as_str() || names::variant(lang(), w).to_lowercase() == v.trim()
            });
            if let Some(w) = chosen {
                variant = Some(w.to_string());
                break;
            }
            writeln!(
                out,
                "{}",
                parlour_console::quoting_for_terminal(&words(
                    Message::new("menu-unknown-variant")
                        .with("variant", v.as_str())
                        .with("variants", variants_named(info.variants))
                ))
            )?;
        }
    }
    let levels = kind.levels();
    // Offered in the menu's language (`лёгкий`); the words of `--seats` are taken too.
    let level_names: Vec<String> = levels.iter().map(|l| names::level(lang(), l)).collect();
    let human = t("menu-human");
    let mut seats = Vec::new();
    for (i, name) in info.seat_names.iter().enumerate() {
        let default = if i == 0 { "human" } else { "medium" };
        let default_name = if i == 0 {
            human.clone()
        } else {
            names::level(lang(), default)
        };
        let prompt = format!(
            "{} ",
            words(
                Message::new("menu-who-plays")
                    .with("seat", names::seat(lang(), name))
                    .with("human", human.as_str())
                    .with("levels", level_names.join("/"))
                    .with("default", default_name)
            )
        );
        let seat = loop {
            let answer = match ask_or_back(input, out, &prompt)? {
                Said::Text(a) => a.to_lowercase(),
                Said::Back => return Ok(Said::Back),
                Said::End => return Ok(Said::End),
            };
            if answer.is_empty() {
                break default.to_string();
            }
            // The words of the prompt, or their translations in the prompt's brackets
            // («человек», "dễ").
            if answer == "human" || answer == human.to_lowercase() {
                break "human".to_string();
            }
            // A level's word first, then its name in this language (a name never hides
            // another level's word).
            let level = levels.iter().find(|l| **l == answer.as_str()).or_else(|| {
                levels
                    .iter()
                    .find(|l| names::level(lang(), l).to_lowercase() == answer)
            });
            if let Some(level) = level {
                break level.to_string();
            }
            writeln!(
                out,
                "{}",
                parlour_console::quoting_for_terminal(&words(
                    Message::new("menu-unknown-player")
                        .with("answer", answer.as_str())
                        .with("human", human.as_str())
                        .with("levels", level_names.join(", "))
                ))
            )?;
        };
        seats.push(seat);
    }
    Ok(Said::Text((kind, variant, seats)))
}

/// Asks with `prompt` (wrapped for the terminal) and reads the answer: `None` at the end
/// of the input or for `q`.
fn ask(input: &mut impl BufRead, out: &mut impl Write, prompt: &str) -> Result<Option<String>> {
    Ok(match ask_or_back(input, out, prompt)? {
        Said::Text(answer) => Some(answer),
        Said::Back | Said::End => None,
    })
}

/// [`ask`], telling `q` (`Back`) from the end of the input.
fn ask_or_back(
    input: &mut impl BufRead,
    out: &mut impl Write,
    prompt: &str,
) -> Result<Said<String>> {
    write!(out, "{} ", parlour_console::for_terminal(prompt.trim_end()))?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(Said::End);
    }
    let t = line.trim().to_string();
    if t.eq_ignore_ascii_case("q") || t.eq_ignore_ascii_case("quit") {
        return Ok(Said::Back);
    }
    Ok(Said::Text(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::SocketAddr;

    #[test]
    fn a_door_on_every_interface_is_told_by_an_address_people_can_use() {
        let one: SocketAddr = "127.0.0.1:8080".parse().unwrap();
        assert_eq!(reachable(one), (one, None), "a chosen address is kept");
        let lan: SocketAddr = "192.0.2.7:8080".parse().unwrap();
        assert_eq!(reachable(lan), (lan, None));
        for every in ["0.0.0.0:8080", "[::]:8080"] {
            let (shown, here) = reachable(every.parse().unwrap());
            assert!(!shown.ip().is_unspecified(), "{every} shown as {shown}");
            assert_eq!(shown.port(), 8080);
            // This machine's network address, with the loopback one beside it; or, with
            // no network, the loopback address alone.
            match here {
                Some(h) => assert!(h.ip().is_loopback() && !shown.ip().is_loopback()),
                None => assert!(shown.ip().is_loopback()),
            }
        }
    }
}
