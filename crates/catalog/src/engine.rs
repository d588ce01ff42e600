//! `parlour engine nines`: the Nines computer player behind a UCI-style text protocol, the
//! kind mill engines and their GUIs speak, so that other programs can use it and match it
//! against other engines.
//!
//! One command a line on the input, answers on the output (docs/nines-engine.md has the
//! whole protocol and a transcript):
//!
//! - `uci`: the engine's name and options, then `uciok`;
//! - `isready`: `readyok` (under the `standard` rules, once the endgame tables are built);
//! - `setoption name Rules value standard`, also `Threefold` (`true`/`false`), `TurnLimit`
//!   (`rules`: the rule set's own, `none`, or a number of turns), `Level`
//!   (`easy`, `medium`, `hard`: the settings of a `go` without limits), `Seed`, `Tables`
//!   (`false`: never build the endgame tables, so that they are not used) and `OwnBook`
//!   (`false`: hard searches its first placements too, instead of playing the opening
//!   book's steps at once, `parlour_nines::book`; `go infinite` always searches);
//! - `ucinewgame`: forget the last game (the search's tables) and start from the empty board;
//! - `position startpos [moves d6 f4 …]` or `position fen <position text> [moves …]`, with
//!   steps in Parlour's notation (`d6`, `d6-d5`, `xg1`; a removal is a step of its own);
//! - `go` with `nodes N`, `movetime MS`, `depth D` (any together: the first reached stops
//!   the search), `wtime`/`btime`/`winc`/`binc`/`movestogo`, or `infinite` (until `stop`);
//!   nothing: the level's own budget. The answer is an `info` line (depth, score in
//!   hundredths of a man or `mate N` in steps, nodes, speed, time, principal variation) and
//!   `bestmove <step>`, or `bestmove (none)` when the game is over;
//! - `stop` ends a search at once (its `bestmove` follows), `quit` ends the engine;
//! - `d` shows the position, its text and its legal steps; `help` lists the commands.
//!
//! Bad input is answered with a line `info string error: …` and the engine carries on in
//! the state it was in. A search runs on a thread of its own, so `isready` and `stop` are
//! answered while it thinks.

use parlour_ai::{AlphaBeta, PROVEN, WIN};
use parlour_core::{Bot, Budget, Describe, Game, Heuristic, Viewer};
use parlour_i18n::Lang;
use parlour_nines::{Level, Nines, Rules, level};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the input loop does after a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit`: stop.
    Quit,
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    /// Raised just before `bestmove` is written: a command that follows may wait for the
    /// thread to hand its player back, which it is about to do.
    answered: Arc<AtomicBool>,
    infinite: bool,
    handle: JoinHandle<AlphaBeta<Nines>>,
}

/// The engine's state: the options, the game so far, and the computer player.
pub struct NinesEngine<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    /// The rules played: the rule set with the `Threefold` and `TurnLimit` options applied.
    rules: Rules,
    turn_limit: TurnLimit,
    level: Level,
    seed: u64,
    /// Build the endgame tables at `isready` (they are used once built).
    tables: bool,
    /// Whether a level that plays the opening book (hard) may use it.
    own_book: bool,
    state: Nines,
    bot: Option<AlphaBeta<Nines>>,
    running: Option<Running>,
}

/// The `TurnLimit` option: after how many turns a game is drawn.
///
/// The open mill engines have no such limit (they draw by repetition instead), while
/// `standard` draws after 200 turns. Against them the engine must
/// play on past turn 200, and must not count on that draw as it nears.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum TurnLimit {
    /// The rule set's own (`standard`: 200 turns; `client`: none).
    OfTheRules,
    /// No limit.
    Unlimited,
    /// Drawn once this many turns are completed.
    Turns(u16),
}

impl TurnLimit {
    /// The option's value as sent (any case, spaces around it allowed).
    fn parse(value: &str) -> Result<TurnLimit, String> {
        let v = value.trim().to_ascii_lowercase();
        match v.as_str() {
            "rules" | "default" => Ok(TurnLimit::OfTheRules),
            "none" | "off" | "0" => Ok(TurnLimit::Unlimited),
            _ => match v.parse::<u16>() {
                Ok(n) => Ok(TurnLimit::Turns(n)),
                Err(_) => Err(format!(
                    "setoption TurnLimit: '{value}' is not rules, none or a number of turns up \
                     to 65535"
                )),
            },
        }
    }

    /// `rule_set` with this limit.
    fn apply(self, rule_set: Rules) -> Rules {
        let max_turns = match self {
            TurnLimit::OfTheRules => rule_set.max_turns,
            TurnLimit::Unlimited => None,
            TurnLimit::Turns(n) => Some(n),
        };
        Rules {
            max_turns,
            ..rule_set
        }
    }
}

/// The commands, for `help` and for the error on an unknown one.
const COMMANDS: &str = "uci, isready, setoption, ucinewgame, position, go, stop, d, help, quit";

/// Limits of one `go`.
#[derive(Clone, Debug, Default, PartialEq)]
struct Go {
    nodes: Option<u64>,
    movetime: Option<u64>,
    depth: Option<u32>,
    wtime: Option<u64>,
    btime: Option<u64>,
    winc: Option<u64>,
    binc: Option<u64>,
    movestogo: Option<u64>,
    infinite: bool,
}

impl Go {
    fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let key = words[i].to_ascii_lowercase();
            if key == "infinite" {
                go.infinite = true;
                i += 1;
                continue;
            }
            let slot = match key.as_str() {
                "nodes" => &mut go.nodes,
                "movetime" => &mut go.movetime,
                "wtime" => &mut go.wtime,
                "btime" => &mut go.btime,
                "winc" => &mut go.winc,
                "binc" => &mut go.binc,
                "movestogo" => &mut go.movestogo,
                "depth" => {
                    let v = number(words.get(i + 1).copied(), &key)?;
                    if v == 0 {
                        return Err("go: depth must be at least 1".to_string());
                    }
                    go.depth = Some(u32::try_from(v.min(64)).unwrap_or(64));
                    i += 2;
                    continue;
                }
                _ => {
                    return Err(format!(
                        "go: unknown limit '{}' (limits: nodes, movetime, depth, wtime, btime, \
                         winc, binc, movestogo, infinite)",
                        words[i]
                    ));
                }
            };
            let v = number(words.get(i + 1).copied(), &key)?;
            // No search fits in no positions or no time: said, not searched anyway (the
            // search looks at its budget every 256 positions, so `nodes 0` searched 256).
            if v == 0 && matches!(key.as_str(), "nodes" | "movetime") {
                return Err(format!("go: {key} must be at least 1"));
            }
            *slot = Some(v);
            i += 2;
        }
        Ok(go)
    }

    /// The time this move may take under a clock (`wtime`…), for the seat to move.
    fn clock_time(&self, white_to_move: bool) -> Option<u64> {
        let (left, inc) = if white_to_move {
            (self.wtime?, self.winc.unwrap_or(0))
        } else {
            (self.btime?, self.binc.unwrap_or(0))
        };
        let moves = self.movestogo.unwrap_or(30).max(1);
        // An even share of what is left plus most of the increment, never more than half
        // the clock, and a margin for the answer to travel.
        let share = left / moves + inc * 4 / 5;
        Some(share.min(left / 2).saturating_sub(20).max(1))
    }
}

fn number(word: Option<&str>, key: &str) -> Result<u64, String> {
    let w = word.ok_or_else(|| format!("go: {key} needs a number"))?;
    w.parse::<u64>().map_err(|e| match e.kind() {
        std::num::IntErrorKind::PosOverflow => {
            format!("go: {key} {w} is too large (at most {})", u64::MAX)
        }
        _ => format!("go: {key} needs a number, not '{w}'"),
    })
}

impl<W: Write + Send + 'static> NinesEngine<W> {
    /// An engine writing its answers to `out`: `client` rules, level hard, seed 1.
    pub fn new(out: W) -> NinesEngine<W> {
        let rules = Rules::client();
        let level = level("hard").unwrap_or_else(|| Level::named("hard"));
        NinesEngine {
            out: Arc::new(Mutex::new(out)),
            state: Nines::new(&rules, 0).unwrap_or_else(|_| unreachable_start()),
            bot: Some(AlphaBeta::new(level.clone(), 1)),
            rules,
            turn_limit: TurnLimit::OfTheRules,
            level,
            seed: 1,
            tables: true,
            own_book: true,
            running: None,
        }
    }

    /// The output, for tests that write into memory.
    pub fn output(&self) -> Arc<Mutex<W>> {
        Arc::clone(&self.out)
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    /// Whether the endgame tables are to be built: asked for, and of use under the rules.
    fn wants_tables(&self) -> bool {
        self.tables && parlour_nines::tablebase::applies_to(&self.rules)
    }

    fn error(&self, message: &str) {
        self.say(&format!("info string error: {}", shorten_words(message)));
    }

    /// Handles one line of input.
    pub fn handle(&mut self, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return Flow::Continue;
        };
        let command = first.to_ascii_lowercase();
        // A finished search hands its player back before anything else happens.
        self.collect(false);
        match command.as_str() {
            "uci" => self.uci(),
            "isready" => {
                // Only rules the tables are for wait for them (a few seconds, once).
                if self.wants_tables() {
                    crate::GameKind::Nines.prepare();
                }
                self.say("readyok");
            }
            "quit" => {
                self.stop();
                return Flow::Quit;
            }
            "stop" => self.stop(),
            "help" => self.say(&format!("info string commands: {COMMANDS}")),
            // Showing the position changes nothing, so it may be asked during a search.
            "d" => self.display(),
            _ if self.running.is_some() => {
                self.error(&format!(
                    "'{command}' while searching: send stop first (or wait for bestmove)"
                ));
            }
            "setoption" => self.set_option(&words[1..]),
            "ucinewgame" => {
                if let Some(b) = self.bot.as_mut() {
                    b.clear();
                }
                self.reset();
            }
            "position" => self.position(&words[1..]),
            "go" => self.go(&words[1..]),
            _ => self.error(&format!("unknown command '{first}' (commands: {COMMANDS})")),
        }
        Flow::Continue
    }

    /// At the end of the input: a running search is finished (an infinite one stopped).
    pub fn finish(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.infinite) {
            self.stop();
        } else {
            self.collect(true);
        }
    }

    fn uci(&self) {
        self.say(&format!(
            "id name Parlour Nines {}",
            env!("CARGO_PKG_VERSION")
        ));
        self.say("id author the Parlour developers");
        self.say("option name Rules type combo default client var client var standard");
        self.say("option name Threefold type check default false");
        self.say("option name TurnLimit type string default rules");
        self.say("option name Level type combo default hard var easy var medium var hard");
        self.say("option name Seed type spin default 1 min 0 max 4294967295");
        self.say("option name Tables type check default true");
        self.say("option name OwnBook type check default true");
        self.say("uciok");
    }

    /// Takes back the player of a finished search (waiting for it if `wait`).
    fn collect(&mut self, wait: bool) {
        let done = self
            .running
            .as_ref()
            .is_some_and(|r| wait || r.answered.load(Ordering::Acquire) || r.handle.is_finished());
        if !done {
            return;
        }
        if let Some(r) = self.running.take() {
            match r.handle.join() {
                Ok(bot) => self.bot = Some(bot),
                Err(_) => {
                    // The search thread died: report it and start a fresh player.
                    self.error("the search failed; starting a fresh search");
                    self.bot = Some(AlphaBeta::new(self.level.clone(), self.seed));
                }
            }
        }
    }

    fn stop(&mut self) {
        if let Some(r) = &self.running {
            r.stop.store(true, Ordering::Relaxed);
        }
        self.collect(true);
    }

    fn reset(&mut self) {
        self.state = Nines::new(&self.rules, 0).unwrap_or_else(|_| unreachable_start());
    }

    fn set_option(&mut self, words: &[&str]) {
        // setoption name <name words> [value <value words>]
        let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
        if lower.first().map(String::as_str) != Some("name") {
            self.error("setoption: expected 'setoption name <option> value <value>'");
            return;
        }
        let value_at = lower.iter().position(|w| w == "value");
        let name = lower[1..value_at.unwrap_or(lower.len())].join(" ");
        let value = value_at
            .map(|i| words[i + 1..].join(" "))
            .unwrap_or_default();
        let v = value.trim().to_ascii_lowercase();
        match name.as_str() {
            "rules" => match Rules::by_name(&v) {
                Ok(r) => {
                    self.rules = self.with_options(r);
                    self.reset();
                    // Rules the tables are for: their building starts now, so that the
                    // `isready` that follows waits less (or a GUI that sends none finds
                    // them ready sooner).
                    if self.wants_tables() {
                        std::thread::spawn(|| crate::GameKind::Nines.prepare());
                    }
                }
                Err(e) => self.error(&format!("setoption Rules: {e}")),
            },
            "threefold" => match v.as_str() {
                "true" | "on" | "1" => {
                    self.play_on_under(self.rules.with_threefold_repetition(true))
                }
                "false" | "off" | "0" => {
                    self.play_on_under(self.rules.with_threefold_repetition(false))
                }
                _ => self.error(&format!(
                    "setoption Threefold: '{value}' is not true or false"
                )),
            },
            "turnlimit" => match TurnLimit::parse(&value) {
                Ok(limit) => {
                    self.turn_limit = limit;
                    // The rule set without the caps of the options, which the name ignores.
                    let rule_set = Rules::by_name(self.rules.name()).unwrap_or(self.rules);
                    self.play_on_under(self.with_options(rule_set));
                }
                Err(e) => self.error(&e),
            },
            "level" => match level(&v) {
                Some(l) => {
                    self.level = l;
                    if let Some(b) = self.bot.as_mut() {
                        b.reconfigure(self.level.clone());
                    }
                }
                None => self.error(&format!(
                    "setoption Level: unknown level '{value}' (levels: easy, medium, hard)"
                )),
            },
            // Within the range `uci` gives (a larger number was taken without a word).
            "seed" => match v.parse::<u32>() {
                Ok(s) => {
                    let s = u64::from(s);
                    self.seed = s;
                    self.bot = Some(AlphaBeta::new(self.level.clone(), s));
                }
                Err(_) => self.error(&format!(
                    "setoption Seed: '{value}' is not a number from 0 to {}",
                    u32::MAX
                )),
            },
            "tables" => match v.as_str() {
                "true" | "on" | "1" => self.tables = true,
                "false" | "off" | "0" => self.tables = false,
                _ => self.error(&format!("setoption Tables: '{value}' is not true or false")),
            },
            "ownbook" => match v.as_str() {
                "true" | "on" | "1" => self.own_book = true,
                "false" | "off" | "0" => self.own_book = false,
                _ => self.error(&format!(
                    "setoption OwnBook: '{value}' is not true or false"
                )),
            },
            "" => self.error("setoption: no option name"),
            _ => self.error(&format!(
                "setoption: unknown option '{name}' (options: Rules, Threefold, TurnLimit, \
                 Level, Seed, Tables, OwnBook)"
            )),
        }
    }

    /// `rule_set` with the `TurnLimit` and `Threefold` options as they are set now.
    fn with_options(&self, rule_set: Rules) -> Rules {
        self.turn_limit
            .apply(rule_set)
            .with_threefold_repetition(self.rules.threefold_repetition)
    }

    /// The game goes on under `rules` (a changed `Threefold` or `TurnLimit`).
    fn play_on_under(&mut self, rules: Rules) {
        self.rules = rules;
        // Replayed from its text: the position is kept, the new rule judges it.
        let text = self.state.to_text();
        self.state = Nines::from_text(&self.rules, &text)
            .unwrap_or_else(|_| Nines::new(&self.rules, 0).unwrap_or_else(|_| unreachable_start()));
    }

    fn position(&mut self, words: &[&str]) {
        let moves_at = words
            .iter()
            .position(|w| w.eq_ignore_ascii_case("moves"))
            .unwrap_or(words.len());
        let (setup, moves) = (
            &words[..moves_at],
            &words[(moves_at + 1).min(words.len())..],
        );
        let mut state = match setup.first().map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("startpos") if setup.len() == 1 => match Nines::new(&self.rules, 0) {
                Ok(s) => s,
                Err(e) => return self.error(&format!("position: {e}")),
            },
            Some("fen") => match Nines::from_text(&self.rules, &setup[1..].join(" ")) {
                Ok(s) => s,
                Err(e) => return self.error(&format!("position fen: {e}")),
            },
            _ => {
                return self.error(
                    "position: expected 'position startpos [moves …]' or 'position fen <text> \
                     [moves …]'",
                );
            }
        };
        for (i, m) in moves.iter().enumerate() {
            let played = state
                .parse_move(m)
                .map_err(|e| english(&e))
                .and_then(|mv| state.play(mv).map_err(|e| english(&e)));
            if let Err(e) = played {
                return self.error(&format!(
                    "position: step {} '{m}' refused: {e} (the position is unchanged)",
                    i + 1
                ));
            }
        }
        self.state = state;
    }

    fn go(&mut self, words: &[&str]) {
        let go = match Go::parse(words) {
            Ok(g) => g,
            Err(e) => return self.error(&e),
        };
        if let Some(o) = self.state.outcome() {
            self.say(&format!("info string game over: {}", ending(&o)));
            self.say("bestmove (none)");
            return;
        }
        let Some(mut bot) = self.bot.take() else {
            return self.error("no computer player (a search is running)");
        };
        let white = self.state.to_move().map(|s| s.0 == 0).unwrap_or(true);
        let time = match (go.movetime, go.clock_time(white)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let limited = go.infinite || go.nodes.is_some() || time.is_some() || go.depth.is_some();
        let config = if limited {
            // The limits of the command replace the level's budget (noise stays); `nodes N`
            // is searched to N whether the choice is settled or not.
            Level {
                node_limit: go.nodes,
                time_limit: time.map(Duration::from_millis),
                max_depth: go.depth.unwrap_or(64),
                settling: None,
                ..self.level.clone()
            }
        } else {
            self.level.clone()
        };
        // `go infinite` is analysis: it searches until `stop`, book or not.
        let config = Level {
            book: config.book && self.own_book && !go.infinite,
            ..config
        };
        let from_book = config.book && self.state.book_move().is_some();
        bot.reconfigure(config);
        let stop = Arc::new(AtomicBool::new(false));
        let budget = Budget {
            stop: Some(Arc::clone(&stop)),
            ..Budget::default()
        };
        let state = self.state.clone();
        let out = Arc::clone(&self.out);
        let answered = Arc::new(AtomicBool::new(false));
        let answer = Arc::clone(&answered);
        let handle = std::thread::spawn(move || {
            let started = Instant::now();
            let found = bot.analyse(&state, &budget);
            let elapsed = started.elapsed();
            let st = bot.stats();
            let ms = elapsed.as_millis();
            let nps = (st.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64;
            match found {
                Some((mv, value)) => {
                    // The line is the move chosen, then the table's best moves from there.
                    // (The table's own best move at the root can be another one: noise
                    // chose differently, or an unfinished last iteration stored its
                    // favourite there.)
                    let first = state.format_move(mv);
                    let mut walk = state.clone();
                    walk.apply(mv);
                    let mut pv = vec![first.clone()];
                    for m in bot.principal_variation(&walk.clone(), 31) {
                        pv.push(walk.format_move(m));
                        walk.apply(m);
                    }
                    let pv = pv.join(" ");
                    if from_book {
                        say(&out, "info string book");
                    }
                    say(
                        &out,
                        &format!(
                            "info depth {} score {} nodes {} nps {nps} time {ms} pv {pv}",
                            st.depth,
                            score(value),
                            st.nodes
                        ),
                    );
                    answer.store(true, Ordering::Release);
                    say(&out, &format!("bestmove {first}"));
                }
                None => {
                    answer.store(true, Ordering::Release);
                    say(&out, "bestmove (none)");
                }
            }
            bot
        });
        self.running = Some(Running {
            stop,
            answered,
            infinite: go.infinite,
            handle,
        });
    }

    fn display(&self) {
        // The engine protocol is for programs: its words stay English.
        for line in self.state.render(Viewer::Spectator, &Lang::En).lines() {
            self.say(line);
        }
        self.say(&format!("position: {}", self.state.to_text()));
        let limit = match self.turn_limit {
            TurnLimit::OfTheRules => String::new(),
            TurnLimit::Unlimited => ", no turn limit".to_string(),
            TurnLimit::Turns(1) => ", drawn after 1 turn".to_string(),
            TurnLimit::Turns(n) => format!(", drawn after {n} turns"),
        };
        self.say(&format!(
            "rules: {}{}{limit}",
            self.rules.name(),
            if self.rules.threefold_repetition {
                ", threefold repetition draws"
            } else {
                ""
            }
        ));
        match self.state.outcome() {
            Some(o) => self.say(&format!("game over: {}", ending(&o))),
            None => {
                let legal: Vec<String> = self
                    .state
                    .legal_moves()
                    .into_iter()
                    .map(|m| self.state.format_move(m))
                    .collect();
                self.say(&format!("legal: {}", legal.join(" ")));
            }
        }
    }
}

/// How a game ended, in words: `white wins (blockade)`, `draw (repetition)`.
fn ending(o: &parlour_core::Outcome) -> String {
    match o.winners().first() {
        Some(w) if o.results.len() == 2 => {
            let who = if w.0 == 0 { "white" } else { "black" };
            format!("{who} wins ({})", o.reason)
        }
        _ => format!("draw ({})", o.reason),
    }
}

/// The start of a game under valid rules cannot fail; this is never reached.
fn unreachable_start() -> Nines {
    Nines::new(&Rules::client(), 0).unwrap_or_else(|e| panic!("the client rules are valid: {e}"))
}

/// A refusal in the English catalogue's words, as the console says it (a game's own
/// `Display` names message keys, for logs).
fn english(e: &impl Describe) -> String {
    parlour_i18n::say(Lang::En, &e.message())
}

/// A search value as UCI writes it: `cp N` (hundredths of a man) or `mate N` (steps to the
/// end, negative when the engine loses).
fn score(value: i32) -> String {
    if value > PROVEN {
        format!("mate {}", WIN - value)
    } else if value < -PROVEN {
        format!("mate -{}", WIN + value)
    } else {
        format!("cp {value}")
    }
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    // A poisoned lock only means another thread panicked mid-write: keep writing.
    let mut w = out.lock().unwrap_or_else(|p| p.into_inner());
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// Longer words of an error line are quoted only by their start.
const LONGEST_WORD: usize = 48;
/// How much of such a word is kept.
const WORD_START: usize = 40;

/// `message` with every word (a run without spaces) longer than [`LONGEST_WORD`] cut to
/// its start and `…`, keeping the quote or comma that ends it, and control characters
/// written as escapes (`\u{1b}`): errors quote what was sent, and a 100,000-letter command
/// came back whole, an escape sequence raw to the GUI's terminal.
fn shorten_words(message: &str) -> String {
    let mut escaped = String::with_capacity(message.len());
    for c in message.chars() {
        if c.is_control() && !c.is_whitespace() {
            escaped.extend(c.escape_default());
        } else {
            escaped.push(c);
        }
    }
    let message = escaped.as_str();
    let mut out = String::with_capacity(message.len().min(1024));
    let mut rest = message;
    while !rest.is_empty() {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        if word.chars().count() > LONGEST_WORD {
            out.extend(word.chars().take(WORD_START));
            out.push('…');
            if let Some(last) = word
                .chars()
                .last()
                .filter(|c| matches!(c, '\'' | ',' | ')'))
            {
                out.push(last);
            }
        } else {
            out.push_str(word);
        }
        let space_end = after
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(after.len());
        out.push_str(&after[..space_end]);
        rest = &after[space_end..];
    }
    out
}

/// Runs the engine: commands from `input`, answers to `output`, until `quit` or the end of
/// the input.
pub fn run_nines<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    let mut engine = NinesEngine::new(output);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // Bytes that are not UTF-8 make an unknown command, not the end of the engine.
        let line = String::from_utf8_lossy(&bytes);
        if engine.handle(&line) == Flow::Quit {
            return Ok(());
        }
    }
    engine.finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Output collected in memory.
    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn session(commands: &str) -> Vec<String> {
        let buf = Buffer::default();
        run_nines(commands.as_bytes(), buf.clone()).unwrap();
        let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn uci_handshake_lists_the_options() {
        // Without the tables, so that the test does not wait for them to be built.
        let out = session("uci\nsetoption name Tables value false\nisready\n");
        assert!(out[0].starts_with("id name Parlour Nines"), "{out:?}");
        assert!(out.iter().any(|l| l.starts_with("option name Rules")));
        assert!(out.iter().any(|l| l.starts_with("option name Threefold")));
        assert!(out.iter().any(|l| l.starts_with("option name TurnLimit")));
        assert_eq!(out[out.len() - 2], "uciok");
        assert_eq!(out[out.len() - 1], "readyok");
    }

    #[test]
    fn go_answers_a_legal_move_and_closes_a_line() {
        // White has a7 d7 and places: g7 closes the top line (searched, not from the book).
        let out = session(
            "setoption name OwnBook value false\nposition startpos moves a7 a4 d7 b4\ngo depth 3\n",
        );
        assert!(out[0].starts_with("info depth 3 score"), "{out:?}");
        assert_eq!(out.last().unwrap(), "bestmove g7");
        let out = session("position startpos moves a7 a4 d7 b4 g7\ngo nodes 2000\n");
        let best = out.last().unwrap();
        assert!(best == "bestmove xa4" || best == "bestmove xb4", "{out:?}");
    }

    #[test]
    fn hard_plays_its_first_placement_from_the_book_unless_told_not_to() {
        let out = session("setoption name Tables value false\nposition startpos\ngo nodes 5000\n");
        assert!(out.contains(&"info string book".to_string()), "{out:?}");
        assert!(out[1].contains(" nodes 0 "), "{out:?}");
        let rules = Rules::client();
        let start = Nines::new(&rules, 0).unwrap();
        let (step, _) = parlour_nines::book::Book::for_rules(&rules)
            .and_then(|b| b.lookup(&start))
            .unwrap();
        assert_eq!(out.last().unwrap(), &format!("bestmove {step}"));
        let out = session(
            "setoption name Tables value false\nsetoption name OwnBook value false\n\
             position startpos\ngo nodes 5000\n",
        );
        assert!(!out.contains(&"info string book".to_string()), "{out:?}");
        assert!(!out[0].contains(" nodes 0 "), "{out:?}");
        assert!(out.last().unwrap().starts_with("bestmove "));
    }

    #[test]
    fn the_principal_variation_is_a_line_of_legal_steps_from_the_move_chosen() {
        // After this search the table's best step at the root is not the one chosen (the
        // last iteration was cut short), which once left the line at one step.
        let out = session(
            "setoption name Rules value standard\nsetoption name Threefold value true\n\
             setoption name OwnBook value false\nposition startpos moves d6 f4 d2 b4\n\
             go nodes 300000\n",
        );
        let info = out.iter().find(|l| l.starts_with("info depth")).unwrap();
        let pv: Vec<&str> = info.split(" pv ").nth(1).unwrap().split(' ').collect();
        assert!(pv.len() >= 4, "{info}");
        assert_eq!(out.last().unwrap(), &format!("bestmove {}", pv[0]));
        let mut s = Nines::new(&Rules::standard(), 0).unwrap();
        for step in ["d6", "f4", "d2", "b4"].iter().chain(&pv) {
            let m = s.parse_move(step).unwrap();
            s.play(m).unwrap();
        }
    }

    #[test]
    fn a_long_word_is_quoted_by_its_start() {
        let long = "z".repeat(100_000);
        let out = session(&format!(
            "{long}\ngo nodes {long}\nsetoption name Level value {long}\n"
        ));
        let errors: Vec<&String> = out
            .iter()
            .filter(|l| l.starts_with("info string error:"))
            .collect();
        assert_eq!(errors.len(), 3, "{out:?}");
        let quoted = format!("'{}…'", "z".repeat(WORD_START - 1));
        for e in &errors {
            assert!(e.chars().count() < 300, "{e}");
            assert!(e.contains(&quoted), "{e}");
        }
        assert!(errors[0].contains("(commands: uci,"), "{}", errors[0]);
        // Short words stay whole, spaces as they were; control characters are escaped.
        assert_eq!(shorten_words("a  b 'c'"), "a  b 'c'");
        assert_eq!(shorten_words("'\u{1b}[A' '\0'"), "'\\u{1b}[A' '\\u{0}'");
    }

    #[test]
    fn numbers_out_of_range_are_said_so() {
        let out = session(
            "setoption name Seed value 4294967296\ngo depth 99999999999999999999\n\
             setoption name TurnLimit value 1\nd\n",
        );
        let errors: Vec<&String> = out
            .iter()
            .filter(|l| l.starts_with("info string error:"))
            .collect();
        assert_eq!(errors.len(), 2, "{out:?}");
        assert!(errors[0].contains("from 0 to 4294967295"), "{}", errors[0]);
        assert!(errors[1].contains("too large"), "{}", errors[1]);
        assert!(
            out.iter().any(|l| l.ends_with("drawn after 1 turn")),
            "{out:?}"
        );
    }

    #[test]
    fn bad_input_is_answered_and_the_engine_carries_on() {
        let out = session(
            "frobnicate\nposition startpos moves a7 a7\nposition nowhere\ngo nodes many\n\
             setoption name Rules value chess\nsetoption name Colour value red\n\
             position fen WWW\nposition startpos moves zz9\nd\n",
        );
        let errors: Vec<&String> = out
            .iter()
            .filter(|l| l.starts_with("info string error:"))
            .collect();
        assert_eq!(errors.len(), 8, "{out:?}");
        assert!(errors[0].contains("unknown command 'frobnicate'"));
        assert!(errors[1].contains("step 2 'a7' refused"), "{}", errors[1]);
        // In words, not message keys.
        assert!(errors[1].contains("a7 is not empty"), "{}", errors[1]);
        assert!(errors[7].contains("a point like d6"), "{}", errors[7]);
        assert!(!errors[7].contains("nines-"), "{}", errors[7]);
        assert!(errors[3].contains("nodes needs a number"));
        // The position is still the empty board.
        assert!(
            out.iter()
                .any(|l| l == "position: ........................ w - 9/9 0 0 - -"),
            "{out:?}"
        );
    }

    #[test]
    fn the_turn_limit_option_lets_a_standard_game_go_on_past_its_200_turns() {
        // Four men each, nothing in hand, 199 turns played: White's step ends turn 200.
        let at_199 = "position fen W.W...W.W......B.B...B.B w - 0/0 199 4 moves a7-d7";
        let past = "position fen W.W...W.W......B.B...B.B w - 0/0 199 4 moves a7-d7 a1-d1";
        let standard = "setoption name Tables value false\nsetoption name Rules value standard\n";
        // The rule set's own limit: drawn at turn 200, so Black has no step.
        // (A session's lines are sent at once, and a search refuses a `position`: one
        // session for each `go`.)
        let out = session(&format!("{standard}{at_199}\ngo depth 2\n"));
        assert_eq!(out.last().unwrap(), "bestmove (none)", "{out:?}");
        let out = session(&format!("{standard}{past}\n"));
        assert!(out.last().unwrap().contains("the game is over"), "{out:?}");
        // No limit, set before or after the rules: the game goes on.
        for order in [
            format!("setoption name TurnLimit value none\n{standard}"),
            format!("{standard}setoption name TurnLimit value none\n"),
        ] {
            let out = session(&format!("{order}{at_199}\ngo depth 2\n"));
            assert!(
                out.iter()
                    .any(|l| l.starts_with("bestmove ") && l != "bestmove (none)")
            );
            let out = session(&format!("{order}{past}\nd\n"));
            assert!(out.iter().all(|l| !l.contains("error")), "{out:?}");
            assert!(out.contains(&"rules: standard, no turn limit".to_string()));
            assert!(out.iter().any(|l| l.starts_with("legal: ")), "{out:?}");
        }
        // A limit of its own, and back to the rule set's.
        let out = session(&format!(
            "{standard}setoption name TurnLimit value 202\n{past}\nd\n\
             setoption name TurnLimit value rules\nd\nsetoption name TurnLimit value Soon\n"
        ));
        assert!(out.contains(&"rules: standard, drawn after 202 turns".to_string()));
        assert!(
            out.contains(&"game over: draw (turn limit)".to_string()),
            "{out:?}"
        );
        assert!(
            out.last()
                .unwrap()
                .contains("'Soon' is not rules, none or a number")
        );
    }

    #[test]
    fn options_change_the_rules_and_game_over_is_reported() {
        // A worked example of a blockade: White is blocked after 20 steps.
        let blockade = "d5 g4 c4 e4 d3 f6 e5 g1 g7 d7 b6 a1 d6 d2 a4 c5 a7 b4 d3-c3 d2-d3";
        let out = session(&format!(
            "setoption name Rules value standard\nsetoption name Threefold value true\n\
             position startpos moves {blockade}\nd\ngo depth 2\n"
        ));
        assert!(
            out.iter()
                .any(|l| l == "rules: standard, threefold repetition draws")
        );
        assert!(
            out.iter().any(|l| l.starts_with("info string game over")),
            "{out:?}"
        );
        assert_eq!(out.last().unwrap(), "bestmove (none)");
    }

    #[test]
    fn stop_ends_an_infinite_search_with_a_move() {
        let out = session(
            "setoption name Tables value false\nposition startpos\ngo infinite\nisready\nstop\n",
        );
        assert!(out.contains(&"readyok".to_string()), "{out:?}");
        assert!(out.last().unwrap().starts_with("bestmove "), "{out:?}");
    }

    #[test]
    fn clock_time_takes_a_share_of_what_is_left() {
        let go = Go::parse(&["wtime", "60000", "btime", "1000", "winc", "1000"]).unwrap();
        assert_eq!(go.clock_time(true), Some(60_000 / 30 + 800 - 20));
        assert_eq!(go.clock_time(false), Some(1000 / 30 - 20));
        assert!(Go::parse(&["depth"]).is_err());
        assert_eq!(
            Go::parse(&["nodes", "0"]),
            Err("go: nodes must be at least 1".to_string())
        );
        assert!(Go::parse(&["movetime", "0"]).is_err());
        assert!(Go::parse(&["depth", "0"]).is_err());
        assert!(
            Go::parse(&["wtime", "0", "btime", "0"]).is_ok(),
            "a clock may run out"
        );
        assert!(Go::parse(&["sideways", "3"]).is_err());
    }
}
