//! A series of games at one keyboard, driven by the one table driver of the catalog.

use crate::terminal::{Pages, for_terminal, rules_page_now, width};
use parlour_catalog::GameKind;
use parlour_catalog::table::{
    Event, Next, Participant as Place, Phase, Table, TableError, TableSetup, UndoPolicy,
};
use parlour_catalog::{MoveRecord, PlayError};
use parlour_core::{Arg, Budget, Describe, Message, Seat, SeatResult, Viewer};
use parlour_i18n::{Lang, names, tr};
use parlour_store::journal::{self, People};
use parlour_store::{Store, StoreError, TableResume, now_ms};
use std::fmt;
use std::io::{self, BufRead, Write};

/// Why a change at the console's table did not happen.
#[derive(Debug)]
enum Refused {
    /// The table refused it.
    Table(TableError),
    /// The records could not save it, so it was taken back.
    NotSaved(StoreError),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Table(e) => write!(f, "{e}"),
            Refused::NotSaved(e) => write!(f, "{e}"),
        }
    }
}

impl Refused {
    /// The refusal in words, in `lang`.
    fn words(&self, lang: Lang) -> String {
        match self {
            Refused::Table(e) => parlour_i18n::say(lang, &e.message()),
            Refused::NotSaved(e) => parlour_i18n::say(
                lang,
                &Message::new("console-not-saved").with("why", e.to_string()),
            ),
        }
    }
}

/// Where a session records its games.
struct Records {
    store: Store,
    table_id: String,
    /// The table's keeper number when this session took it: a second console that resumes
    /// the same table counts it up, and from then on this one's saves are refused whole
    /// (two consoles writing one game would make a record that no longer replays).
    keeper: u64,
    /// Another console took the table over: this session stops.
    elsewhere: bool,
}

/// Someone taking part in the series: a person at this keyboard or a computer level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Participant {
    /// A person, with the name shown in prompts and scores.
    Human(String),
    /// A computer player at a level (`"easy"`, `"hard"`...).
    Computer(String),
}

impl Participant {
    fn is_human(&self) -> bool {
        matches!(self, Participant::Human(_))
    }
}

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// The player quit (or input ended).
    Quit,
    /// The requested number of games was played (computer-only sessions).
    Finished,
    /// The player asked for a new game with other settings (`new` answered "change").
    Change,
}

/// How one game ended, inside a session.
enum GameEnd {
    Over,
    Abandoned,
    Quit,
    Change,
}

/// A series of games between the same participants.
pub struct Session<R: BufRead, W: Write> {
    input: R,
    out: W,
    table: Table,
    records: Option<Records>,
    show_rules: bool,
    max_games: Option<usize>,
    /// Lines of rules shown at a time before asking to go on (`None`: all at once).
    page: Option<usize>,
    /// A line typed at the rules' "more" prompt that was not an answer to it: the next
    /// line read.
    typed: Option<String>,
    /// The output is a terminal: the screen can be cleared between hot-seat players.
    terminal: bool,
    /// The language the session speaks.
    lang: Lang,
}

impl<R: BufRead, W: Write> Session<R, W> {
    /// A session of `kind` (rules `variant`) reading `input` and writing `out`.
    /// `participants` are listed in seat order for the first game; each new game rotates
    /// them one seat. Fails when the game, the variant, a level or the number of
    /// participants is wrong.
    pub fn new(
        input: R,
        out: W,
        kind: GameKind,
        variant: Option<&str>,
        participants: Vec<Participant>,
        seed: u64,
    ) -> Result<Session<R, W>, TableError> {
        let humans = participants.iter().filter(|p| p.is_human()).count();
        let mut setup = TableSetup::new(kind, variant, seed);
        setup.undo = if humans > 1 {
            UndoPolicy::SharedKeyboard
        } else {
            UndoPolicy::AgainstComputers
        };
        let places = participants
            .iter()
            .enumerate()
            .map(|(i, p)| {
                Some(match p {
                    Participant::Human(name) => Place::person(i as u64 + 1, name),
                    Participant::Computer(level) => Place::computer(level),
                })
            })
            .collect();
        Ok(Session {
            input,
            out,
            table: Table::new(setup, places)?,
            records: None,
            show_rules: true,
            max_games: None,
            page: None,
            typed: None,
            terminal: false,
            lang: Lang::En,
        })
    }

    /// Records every game of the session in `store` (as table `c<n>`), each change saved
    /// before it is shown. Fails when the records cannot be written.
    pub fn with_records(mut self, store: Store) -> Result<Self, StoreError> {
        // Consoles started at the same moment read the same next number: the first to save
        // keeps it, and the others take the next (one failed with "UNIQUE constraint").
        let mut tries = 0;
        let table_id = loop {
            let seq = store.run_blocking(parlour_store::queries::next_table_seq)?;
            let id = parlour_store::console_table_id(seq);
            let opened = journal::opened(&id, &self.table, false, People::Names, now_ms());
            let Err(e) = store.save_blocking(opened) else {
                break id;
            };
            tries += 1;
            let taken =
                store.run_blocking(move |db| parlour_store::queries::table_exists(db, &id))?;
            if !taken || tries == 10 {
                return Err(e);
            }
        };
        self.records = Some(Records {
            store,
            table_id,
            keeper: 0,
            elsewhere: false,
        });
        Ok(self)
    }

    /// A session that goes on with a console game recorded earlier (`parlour play --resume`).
    /// `keeper` is the table's keeper number as [`parlour_store::queries::take_over`] counted
    /// it up: a console still playing the table stops at its next save.
    pub fn resume(
        input: R,
        out: W,
        store: Store,
        saved: &TableResume,
        keeper: u64,
    ) -> Result<Session<R, W>, TableError> {
        let humans = saved
            .places
            .iter()
            .flatten()
            .filter(|h| h.level.is_none())
            .count();
        let undo = if humans > 1 {
            UndoPolicy::SharedKeyboard
        } else {
            UndoPolicy::AgainstComputers
        };
        let table = journal::restore(saved, undo, None)?;
        Ok(Session {
            input,
            out,
            table,
            records: Some(Records {
                store,
                table_id: saved.id.clone(),
                keeper,
                elsewhere: false,
            }),
            show_rules: false,
            max_games: None,
            page: None,
            typed: None,
            terminal: false,
            lang: Lang::En,
        })
    }

    /// The language to speak (English by default). The names of people typed at the
    /// keyboard stay as they are, but for the console's own ([`default_name`]), said in
    /// this language whatever language they were given in.
    pub fn lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    fn t(&self, key: &'static str) -> String {
        tr(self.lang, key)
    }

    /// The command a typed line names: a command's word (`help`, `moves`…), or its word in
    /// the session's language (`помощь`, `gợi ý`), which a player need not switch keyboards
    /// to type. Anything else comes back as typed, lowercased, to be read as a move.
    fn command_of(&self, line: &str) -> String {
        let typed = line.trim().to_lowercase();
        // `console-command-words`: "word=command" pairs, separated by commas.
        self.t("console-command-words")
            .split(',')
            .filter_map(|pair| pair.split_once('='))
            .find(|(word, _)| word.trim() == typed)
            .map_or_else(|| line.to_ascii_lowercase(), |(_, c)| c.trim().to_string())
    }

    fn say(&self, m: Message) -> String {
        parlour_i18n::say(self.lang, &m)
    }

    /// `"yes"` when the person in `seat` is "you" (the one player at this keyboard), for
    /// the catalogues that word a sentence about you differently.
    fn you(&self, seat: Seat) -> &'static str {
        if self.name(seat) == default_name(self.lang, 1, 1) {
            "yes"
        } else {
            "no"
        }
    }

    /// A message about the person in `seat`, with their name and whether it is "you".
    fn about(&self, key: &'static str, seat: Seat) -> String {
        self.say(
            Message::new(key)
                .with("name", self.name(seat))
                .with("you", self.you(seat)),
        )
    }

    /// The records' id of this session's table, when it is recorded.
    pub fn table_id(&self) -> Option<&str> {
        self.records.as_ref().map(|r| r.table_id.as_str())
    }

    /// Makes a change at the table and saves it before anything is shown; a change that
    /// cannot be saved is taken back.
    fn change(
        &mut self,
        f: impl FnOnce(&mut Table) -> Result<Vec<Event>, TableError>,
    ) -> Result<Vec<Event>, Refused> {
        let checkpoint = self.table.checkpoint();
        let events = f(&mut self.table).map_err(Refused::Table)?;
        if let Some(r) = &mut self.records {
            let mut writes = vec![parlour_store::Write::Keeper {
                table: r.table_id.clone(),
                keeper: r.keeper,
            }];
            writes.extend(journal::writes(
                &r.table_id,
                &self.table,
                &events,
                People::Names,
                now_ms(),
            ));
            if let Err(e) = r.store.save_blocking(writes) {
                self.table.rollback(checkpoint);
                r.elsewhere = matches!(e, StoreError::NotKeeper(_));
                return Err(Refused::NotSaved(e));
            }
        }
        Ok(events)
    }

    /// Plays every computer turn due now, each saved before it is shown.
    fn run_computers(&mut self) -> io::Result<Vec<Event>> {
        let mut events = Vec::new();
        while let Some(job) = self.table.computer_job() {
            let done = job.run(&Budget::unlimited());
            match self.change(|t| t.finish(done)) {
                Ok(e) => events.extend(e),
                // Told by the game loop, which stops.
                Err(_) if self.taken_elsewhere() => break,
                Err(e) => return Err(io::Error::other(e.to_string())),
            }
        }
        Ok(events)
    }

    /// Whether another console has taken this table over (`--resume` elsewhere).
    fn taken_elsewhere(&self) -> bool {
        self.records.as_ref().is_some_and(|r| r.elsewhere)
    }

    /// Whether to print the rules before the first game (default: yes).
    pub fn show_rules(mut self, show: bool) -> Self {
        self.show_rules = show;
        self
    }

    /// Shows long rules `lines` at a time, asking before the next part, so that they do not
    /// scroll off a terminal before the board appears (`None`: all at once, for pipes).
    pub fn page_rules(mut self, lines: Option<usize>) -> Self {
        self.page = lines.filter(|&n| n > 0);
        self
    }

    /// Whether the output is a terminal: then, when people share one keyboard in a game of
    /// hidden cards, the screen is cleared before the next player's cards are shown (the
    /// last player's hand would stay on it). Default: no.
    pub fn on_terminal(mut self, terminal: bool) -> Self {
        self.terminal = terminal;
        self
    }

    /// Prints the rules, a page at a time when paging is on, each page flowed for the
    /// terminal as it is then. Input ending stops the pages.
    fn print_rules(&mut self) -> io::Result<()> {
        let rules = self.table.rules(self.lang);
        let mut pages = Pages::new(rules.trim_end());
        let Some(page) = self.page else {
            return writeln!(self.out, "{}", pages.all(width()).join("\n"));
        };
        let mut first = true;
        while !pages.done() {
            if !first {
                write!(self.out, "{}", self.t("console-rules-more"))?;
                self.out.flush()?;
                let answer = self.read_line()?;
                writeln!(self.out)?;
                let skip = |a: &str| a.eq_ignore_ascii_case("s") || a.eq_ignore_ascii_case("q");
                match answer {
                    Some(a) if a.is_empty() => {}
                    // A move or a command typed at the prompt ends the rules and is read
                    // as the game's first line (it was read as "go on" and lost).
                    Some(a) if !skip(&a) => {
                        writeln!(self.out, "{}", self.t("console-rules-again"))?;
                        self.typed = Some(a);
                        return Ok(());
                    }
                    _ => {
                        writeln!(self.out, "{}", self.t("console-rules-again"))?;
                        return Ok(());
                    }
                }
            }
            // Measured after the answer: the window may have been resized meanwhile.
            let (page, width) = (rules_page_now(page).max(1), width());
            // Rules that fit in a page and a bit are not stopped for, nor is a last page of
            // a few lines (they go with this one).
            let lines = if pages.left(width) <= page + if first { 2 } else { 0 } {
                pages.all(width)
            } else {
                pages.next(page, width, 3)
            };
            writeln!(self.out, "{}", lines.join("\n"))?;
            first = false;
        }
        Ok(())
    }

    /// Stop after this many games (used when only computers play).
    pub fn max_games(mut self, games: Option<usize>) -> Self {
        self.max_games = games;
        self
    }

    /// Plays games until the player quits (or `max_games` are played).
    pub fn run(&mut self) -> io::Result<SessionEnd> {
        let info = self.table.info();
        let title = self.say(
            Message::new("console-title")
                .with("name", names::game(self.lang, info.id))
                .with("summary", names::summary(self.lang, info.id)),
        );
        writeln!(self.out, "{}", parlour_i18n::wrap(&title, width()))?;
        if self.show_rules {
            writeln!(self.out)?;
            self.print_rules()?;
            writeln!(self.out)?;
        }
        if self.any_human() {
            writeln!(self.out, "{}", for_terminal(&self.t("console-help-hint")))?;
        }
        let mut played = 0usize;
        loop {
            let heading = self
                .say(Message::new("console-game-number").with("number", self.table.game_number()));
            writeln!(self.out, "\n{heading}")?;
            let seating: Vec<String> = (0..self.table.places())
                .map(|s| {
                    self.say(
                        Message::new("console-seating")
                            .with("seat", self.seat_title(Seat(s as u8)))
                            .with("name", self.name(Seat(s as u8))),
                    )
                })
                .collect();
            // One line for the seats when it fits, else one seat a line.
            let one_line = seating.join("   ");
            if one_line.chars().count() <= width() {
                writeln!(self.out, "{one_line}")?;
            } else {
                writeln!(self.out, "{}", seating.join("\n"))?;
            }
            let end = self.play_game()?;
            match end {
                GameEnd::Quit => {
                    self.print_score()?;
                    return Ok(SessionEnd::Quit);
                }
                GameEnd::Change => return Ok(SessionEnd::Change),
                GameEnd::Abandoned => writeln!(self.out, "{}", self.t("console-abandoned"))?,
                GameEnd::Over => self.print_score()?,
            }
            played += 1;
            if self.max_games.is_some_and(|max| played >= max) {
                return Ok(SessionEnd::Finished);
            }
            // After "abandon, same players again" the answer is already given.
            if self.any_human() && !matches!(end, GameEnd::Abandoned) {
                // Yes or no, in any of the three languages; anything else is asked again
                // (a stray word must not start a game, nor end the session).
                loop {
                    write!(self.out, "{} ", for_terminal(&self.t("console-play-again")))?;
                    self.out.flush()?;
                    let Some(answer) = self.read_line()? else {
                        return Ok(SessionEnd::Quit);
                    };
                    match answer.to_lowercase().as_str() {
                        "" | "y" | "yes" | "д" | "да" | "có" | "co" => break,
                        "n" | "no" | "q" | "quit" | "н" | "нет" | "k" | "không" | "khong" => {
                            return Ok(SessionEnd::Quit);
                        }
                        _ => writeln!(self.out, "{}", self.t("console-yes-or-no"))?,
                    }
                }
            }
            self.change(|t| t.next_game())
                .map_err(|e| io::Error::other(e.to_string()))?;
        }
    }

    fn any_human(&self) -> bool {
        (0..self.table.places())
            .any(|p| matches!(self.table.participant(p), Some(Place::Person { .. })))
    }

    fn is_human(&self, seat: Seat) -> bool {
        matches!(self.table.seated(seat), Some(Place::Person { .. }))
    }

    fn humans(&self) -> Vec<Seat> {
        (0..self.table.places())
            .map(|s| Seat(s as u8))
            .filter(|&s| self.is_human(s))
            .collect()
    }

    /// The name of whoever sits in `seat`: a person's name, `Computer (hard)` in the
    /// session's language.
    fn name(&self, seat: Seat) -> String {
        let view = self.table.view(Viewer::Spectator);
        view.seats
            .get(seat.index())
            .and_then(|s| s.player.as_ref())
            .map(|p| self.player_name(p))
            .unwrap_or_default()
    }

    fn player_name(&self, p: &parlour_catalog::table::PlayerView) -> String {
        match (&p.level, p.computer) {
            (Some(level), true) => names::computer(self.lang, level, p.number),
            // A game resumed in another language than it began in: "Вы" is "You".
            _ => names::keyboard_person(self.lang, &p.name),
        }
    }

    /// The seat's name, as a name: "White", «Белые».
    fn seat_title(&self, seat: Seat) -> String {
        names::seat(self.lang, self.table.info().seat_names[seat.index()])
    }

    /// `Name (Seat)`.
    fn label(&self, seat: Seat) -> String {
        names::in_seat(self.lang, &self.name(seat), &self.seat_title(seat))
    }

    fn read_line(&mut self) -> io::Result<Option<String>> {
        if let Some(line) = self.typed.take() {
            // Typed at the rules' prompt: shown after this prompt, as if typed here (what it
            // did would stand on the prompt's line).
            writeln!(self.out, "{line}")?;
            return Ok(Some(line));
        }
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(printable(line.trim())))
    }

    /// The seat whose view a person at this keyboard sees: the one to move if a person,
    /// else the only person; with no person, a spectator.
    fn viewer(&self) -> Viewer {
        let humans = self.humans();
        if let Some(s) = self.table.to_move()
            && humans.contains(&s)
        {
            return Viewer::Seat(s);
        }
        match humans.as_slice() {
            [only] => Viewer::Seat(*only),
            _ if self.table.info().hidden_information => Viewer::Spectator,
            [first, ..] => Viewer::Seat(*first),
            [] => Viewer::Spectator,
        }
    }

    fn print_events(&mut self, events: &[Event]) -> io::Result<()> {
        for e in events {
            match e {
                Event::Moved(r) => {
                    let line = self.move_line(r);
                    self.tell(&line)?;
                }
                Event::DrawOffered(s) => {
                    let line = self.about("console-offers-draw", *s);
                    self.tell(&line)?;
                }
                Event::DrawAccepted(s) => {
                    let line = self.about("console-accepts-draw", *s);
                    self.tell(&line)?;
                }
                Event::DrawDeclined(s) => {
                    let line = self.about("console-declines-draw", *s);
                    self.tell(&line)?;
                }
                // A resignation that called the game off is said with the game's end.
                Event::Resigned(s) if !self.table.abandoned() => {
                    let line = self.about("console-resigns", *s);
                    self.tell(&line)?;
                }
                Event::Undone { plies, .. } => {
                    let line = self.say(Message::new("console-took-back").with("count", *plies));
                    self.tell(&line)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// "Black (computer, hard) plays d6: what it did", "You play d6: …".
    fn move_line(&self, r: &MoveRecord) -> String {
        let who = match self.table.seated(r.seat) {
            Some(Place::Computer { level }) => self.say(
                Message::new("console-computer-plays")
                    .with("seat", self.seat_title(r.seat))
                    .with("level", Arg::msg(format!("level-{level}"))),
            ),
            _ => self.about("console-plays", r.seat),
        };
        format!(
            "{who} {}",
            notation_line(&r.notation, &r.explanation_in(self.lang))
        )
    }

    /// Writes what the console says (a sentence, or a move and its lines), wrapped for the
    /// terminal; boards and tables are written as they are drawn.
    fn tell(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{}", for_terminal(line))
    }

    fn play_game(&mut self) -> io::Result<GameEnd> {
        let hot_seat_secrets = self.table.info().hidden_information && self.humans().len() > 1;
        let mut shown_version = u64::MAX;
        let mut last_human_seat: Option<Seat> = None;
        // How many moves the last board shown had: a game that ends without a move (a
        // resignation, a draw agreed) is not drawn again, under a "to play" line that no
        // longer holds.
        let mut shown_plies: Option<usize> = None;
        loop {
            let events = self.run_computers()?;
            self.print_events(&events)?;
            if let Some(r) = self.records.as_ref().filter(|r| r.elsewhere) {
                let line = self
                    .say(Message::new("console-taken-elsewhere").with("id", r.table_id.clone()));
                self.tell(&line)?;
                return Ok(GameEnd::Quit);
            }
            if events.iter().any(|e| matches!(e, Event::Moved(_))) && self.humans().is_empty() {
                writeln!(
                    self.out,
                    "{}",
                    self.table.render(Viewer::Spectator, self.lang).trim_end()
                )?;
                shown_plies = Some(self.table.history().len());
            }
            if events.iter().any(|e| matches!(e, Event::DrawOffered(_))) {
                self.answer_draw_offer()?;
                continue;
            }
            let seat = match self.table.next() {
                Next::Over => {
                    if shown_plies != Some(self.table.history().len()) {
                        writeln!(
                            self.out,
                            "\n{}",
                            self.table.render(Viewer::Spectator, self.lang).trim_end()
                        )?;
                    }
                    let line = self.describe_outcome();
                    self.tell(&line)?;
                    return Ok(GameEnd::Over);
                }
                Next::Person(seat) => seat,
                other => {
                    return Err(io::Error::other(format!(
                        "the table waits for something a console cannot give: {other:?}"
                    )));
                }
            };
            let label = self.label(seat);
            // A turn with nothing to do but pass (Virus War with no cell available) is played
            // for the person, with the reason, instead of waiting for them to type it.
            if self.table.legal_moves() == ["pass"] {
                let line = self.say(Message::new("console-forced-pass").with("who", label));
                self.tell(&line)?;
                match self.change(|t| t.play_exact(seat, "pass")) {
                    Ok(events) => self.print_events(&events)?,
                    Err(e) => return Err(io::Error::other(e.to_string())),
                }
                continue;
            }
            // A person's turn.
            if shown_version != self.table.version() || last_human_seat != Some(seat) {
                if hot_seat_secrets && last_human_seat != Some(seat) {
                    if self.terminal && last_human_seat.is_some() {
                        // Clear the screen and its scrollback: the last hand goes.
                        write!(self.out, "\x1b[H\x1b[2J\x1b[3J")?;
                    }
                    let line =
                        self.say(Message::new("console-secret-cards").with("who", label.clone()));
                    write!(self.out, "\n{line} ")?;
                    self.out.flush()?;
                    if self.read_line()?.is_none() {
                        return Ok(GameEnd::Quit);
                    }
                }
                let viewer = self.viewer();
                writeln!(
                    self.out,
                    "\n{}",
                    self.table.render(viewer, self.lang).trim_end()
                )?;
                if let Some((offerer, _)) = self.table.draw_offer()
                    && offerer != seat
                {
                    let line = self
                        .say(Message::new("console-draw-pending").with("name", self.name(offerer)));
                    self.tell(&line)?;
                }
                shown_version = self.table.version();
                shown_plies = Some(self.table.history().len());
                last_human_seat = Some(seat);
            }
            write!(self.out, "{label} > ")?;
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                // The end of the input (Ctrl-D) leaves the cursor after the prompt: what
                // follows starts on a line of its own.
                writeln!(self.out)?;
                return Ok(GameEnd::Quit);
            };
            let command = self.command_of(&line);
            match command.as_str() {
                "" | "board" | "b" => shown_version = u64::MAX,
                "help" | "?" | "h" => {
                    let list = for_terminal(&self.t("console-help"));
                    let moves = parlour_i18n::wrap(&self.t("console-help-moves"), width());
                    writeln!(self.out, "{list}\n{moves}")?;
                }
                "rules" => self.print_rules()?,
                "moves" | "legal" | "m" => {
                    let line = self.say(
                        Message::new("console-legal")
                            .with("moves", self.table.legal_moves().join(" ")),
                    );
                    self.tell(&line)?;
                }
                "score" => self.print_score()?,
                "quit" | "exit" | "q" => return Ok(GameEnd::Quit),
                "new" => {
                    write!(
                        self.out,
                        "{} ",
                        for_terminal(&self.t("console-abandon-ask"))
                    )?;
                    self.out.flush()?;
                    let end = match self.read_line()?.map(|a| a.to_ascii_lowercase()).as_deref() {
                        Some("y" | "yes") => Some(GameEnd::Abandoned),
                        Some("c" | "change") => Some(GameEnd::Change),
                        None => return Ok(GameEnd::Quit),
                        _ => None,
                    };
                    match end {
                        // The game is given up in the records too: finished, counted for
                        // nobody, never resumed.
                        Some(end) => match self.change(|t| t.abandon()) {
                            Ok(_) => return Ok(end),
                            Err(e) => self.refused("console-cannot-abandon", &e)?,
                        },
                        None => writeln!(self.out, "{}", self.t("console-play-on"))?,
                    }
                }
                "undo" => match self.change(|t| t.undo(seat)) {
                    Ok(events) => self.print_events(&events)?,
                    Err(e) => self.refused("console-cannot-undo", &e)?,
                },
                "hint" => match self.table.hint_turn(seat) {
                    Ok(turn) => self.print_hint(&turn)?,
                    Err(e) => self.refused("console-no-hint", &Refused::Table(e))?,
                },
                "resign" => match self.change(|t| t.resign(seat)) {
                    Ok(events) => self.print_events(&events)?,
                    Err(e) => self.refused("console-not-resigned", &e)?,
                },
                "draw" => match self.change(|t| t.offer_draw(seat)) {
                    Ok(events) => {
                        self.print_events(&events)?;
                        self.answer_draw_offer()?;
                    }
                    Err(e) => self.refused("console-cannot-offer", &e)?,
                },
                "accept" | "decline" => {
                    match self.change(|t| t.answer_draw(seat, command == "accept")) {
                        Ok(events) => self.print_events(&events)?,
                        Err(e) => self.refused("console-cannot-answer", &e)?,
                    }
                }
                _ => match self.change(|t| t.play(seat, &line)) {
                    Ok(events) => self.print_events(&events)?,
                    Err(Refused::Table(TableError::Move(PlayError::Choice { text, options }))) => {
                        let line = self.say(
                            Message::new("console-choices")
                                .with("text", text.as_str())
                                .with("count", options.len()),
                        );
                        self.tell(&line)?;
                        for (i, o) in options.iter().enumerate() {
                            let what = self.table.explain(o).unwrap_or_default();
                            let what = what
                                .first()
                                .map(|m| parlour_i18n::say(self.lang, m))
                                .unwrap_or_default();
                            let line = format!("  {}) {o:<16} {what}", i + 1);
                            writeln!(self.out, "{}", for_terminal(&line))?;
                        }
                        writeln!(self.out, "{}", self.t("console-choose"))?;
                    }
                    Err(e) => self.refused("console-not-played", &e)?,
                },
            }
        }
    }

    /// Says why something was refused: `key` with the reason as `$why`.
    fn refused(&mut self, key: &'static str, e: &Refused) -> io::Result<()> {
        if self.taken_elsewhere() {
            // The game loop says where the game went, and stops.
            return Ok(());
        }
        // A long line typed is quoted by its start, as at the text door.
        let why = parlour_protocol::shorten_quotes(&e.words(self.lang), 20);
        let line = self.say(Message::new(key).with("why", why));
        self.tell(&line)
    }

    /// A hint is a whole turn, each move with what it does, typed as one line.
    fn print_hint(&mut self, turn: &[(String, Vec<Message>)]) -> io::Result<()> {
        let lang = self.lang;
        let first_line = |what: &[Message]| {
            what.first()
                .map(|m| parlour_i18n::say(lang, m))
                .unwrap_or_default()
        };
        match turn {
            [(mv, what)] => {
                let line = self.say(
                    Message::new("console-hint")
                        .with("move", mv.as_str())
                        .with("what", first_line(what)),
                );
                self.tell(&line)
            }
            _ => {
                let moves: Vec<&str> = turn.iter().map(|(m, _)| m.as_str()).collect();
                let line =
                    self.say(Message::new("console-hint-turn").with("moves", moves.join(" ")));
                self.tell(&line)?;
                for (mv, what) in turn {
                    let line = format!("  {mv}: {}", first_line(what));
                    writeln!(self.out, "{}", for_terminal(&line))?;
                }
                Ok(())
            }
        }
    }

    /// Asks the people at the keyboard who must answer a pending draw offer (computers
    /// answer on their own when the table runs them).
    fn answer_draw_offer(&mut self) -> io::Result<()> {
        let events = self.run_computers()?;
        self.print_events(&events)?;
        while let Some(seat) = self
            .table
            .draw_answer_due()
            .into_iter()
            .find(|&s| self.is_human(s))
        {
            let ask = self.say(Message::new("console-accept-ask").with("name", self.name(seat)));
            write!(self.out, "{ask} ")?;
            self.out.flush()?;
            let accept = matches!(
                self.read_line()?
                    .as_deref()
                    .map(str::to_ascii_lowercase)
                    .as_deref(),
                Some("y" | "yes")
            );
            let events = self
                .change(|t| t.answer_draw(seat, accept))
                .map_err(|e| io::Error::other(e.to_string()))?;
            self.print_events(&events)?;
        }
        if self.table.draw_offer().is_some() {
            return Ok(());
        }
        if self.table.phase() == Phase::Playing {
            writeln!(self.out, "{}", self.t("console-play-on"))?;
        }
        Ok(())
    }

    fn describe_outcome(&self) -> String {
        let Some(o) = self.table.outcome() else {
            // At one keyboard only a resignation calls a game off (nobody leaves a place).
            return match self.table.called_off() {
                Some(c) => self.about("console-called-off", c.seat),
                None => self.t("console-game-over"),
            };
        };
        let reason = names::reason(self.lang, &o.reason);
        let mut parts = Vec::new();
        if o.is_draw() {
            parts.push(self.say(Message::new("console-drawn").with("reason", reason)));
        } else {
            for (wanted, key) in [
                (SeatResult::Win, "console-wins"),
                (SeatResult::Loss, "console-loses"),
                (SeatResult::Survivor, "console-survives"),
            ] {
                for s in 0..self.table.places() {
                    let seat = Seat(s as u8);
                    if o.result(seat) != wanted {
                        continue;
                    }
                    parts.push(
                        self.say(
                            Message::new(key)
                                .with("who", self.label(seat))
                                .with("you", self.you(seat))
                                .with("reason", reason.as_str()),
                        ),
                    );
                }
            }
        }
        if let Some(scores) = &o.scores {
            let list: Vec<String> = (0..self.table.places())
                .map(|s| format!("{} {}", self.label(Seat(s as u8)), scores[s]))
                .collect();
            parts.push(self.say(Message::new("console-scores").with("scores", list.join(", "))));
        }
        self.say(Message::new("console-game-over-with").with("details", parts.join(" ")))
    }

    fn print_score(&mut self) -> io::Result<()> {
        let view = self.table.view(Viewer::Spectator);
        let series = &view.series;
        let three = self.table.places() > 2;
        let mut parts: Vec<String> = Vec::new();
        // "Name: 1 win": the colon keeps a number in a name ("Computer (hard) 2") apart
        // from the score.
        // Nobody leaves a place at one keyboard: the lines of those who left (`left`) are
        // the server's.
        for p in series.players.iter().filter(|p| !p.left) {
            // The name in this language: a computer's from the seat it holds now.
            let name = view
                .seats
                .iter()
                .find(|s| s.place == p.place)
                .and_then(|s| s.player.as_ref())
                .map(|pl| self.player_name(pl))
                .or_else(|| p.name.clone())
                .unwrap_or_default();
            let part = if three {
                Message::new("console-series-three")
                    .with("name", name)
                    .with("wins", p.wins)
                    .with("losses", p.losses)
                    .with("survivals", p.survivals)
            } else {
                Message::new("console-series-wins")
                    .with("name", name)
                    .with("count", p.wins)
            };
            parts.push(self.say(part));
        }
        // Draws are listed only where the game can end in one that the players chose (or
        // one has happened), not as a "draws 0" in games without draws.
        if series.draws > 0 || self.table.info().draw_by_agreement {
            parts.push(self.say(Message::new("console-series-draws").with("count", series.draws)));
        }
        if three {
            // Three players' scores have commas of their own: one line each, under the title.
            let title = self.say(Message::new("console-series").with("parts", ""));
            writeln!(self.out, "{}", title.trim_end())?;
            for p in parts {
                writeln!(self.out, "  {p}")?;
            }
            return Ok(());
        }
        let line = self.say(Message::new("console-series").with("parts", parts.join(", ")));
        self.tell(&line)
    }
}

/// The name the console gives the people at its keyboard who gave none: "You" when one
/// person plays, else "Player 1", "Player 2"… (in `lang`; the records show them in their
/// reader's, [`names::keyboard_person`]).
pub fn default_name(lang: Lang, number: usize, people: usize) -> String {
    names::keyboard_name(lang, number, people)
}

/// "d6: what it did", with a multi-line explanation (one line per lap, say) set out below
/// the move, indented.
fn notation_line(notation: &str, explanation: &str) -> String {
    if explanation.contains('\n') {
        let body: Vec<String> = explanation.lines().map(|l| format!("    {l}")).collect();
        format!("{notation}:\n{}", body.join("\n"))
    } else {
        format!("{notation}: {explanation}")
    }
}

/// `text` as the console reads it: a tab as a space, and every other control character
/// marked as the text door marks it ([`parlour_protocol::mark_controls`]), so that a
/// refusal quoting what was typed never sends an escape sequence back to the terminal (F2,
/// `ESC O Q`, was read as `'Q'`).
fn printable(text: &str) -> String {
    parlour_protocol::mark_controls(&text.replace('\t', " "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_i18n::Lang;

    fn ann_and_bob() -> Vec<Participant> {
        vec![
            Participant::Human("Ann".into()),
            Participant::Human("Bob".into()),
        ]
    }

    fn session(
        kind: GameKind,
        variant: Option<&str>,
        input: &str,
        people: Vec<Participant>,
    ) -> (SessionEnd, String) {
        let mut out = Vec::new();
        let end = Session::new(input.as_bytes(), &mut out, kind, variant, people, 1)
            .unwrap()
            .run()
            .unwrap();
        (end, String::from_utf8(out).unwrap())
    }

    /// Isolo on 6 holes: short scripted games.
    fn isolo(input: &str, people: Vec<Participant>) -> (SessionEnd, String) {
        session(GameKind::Isolo, Some("6-holes"), input, people)
    }

    #[test]
    fn hot_seat_game_to_the_end_with_score() {
        // One move each: a resignation before that calls the game off.
        let (end, out) = isolo("1\n1\nresign\nn\n", ann_and_bob());
        assert_eq!(end, SessionEnd::Quit);
        assert!(out.contains("Ann resigns."), "{out}");
        assert!(out.contains("Bob (North) wins (resignation)"), "{out}");
        assert!(out.contains("Ann (South) loses."), "{out}");
        assert!(
            out.contains("Series score: Ann: 0 wins, Bob: 1 win"),
            "{out}"
        );
        assert!(
            !out.contains(", draws"),
            "Isolo has no draw by agreement: {out}"
        );
    }

    #[test]
    fn a_resignation_does_not_draw_the_board_again() {
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("easy".into()),
        ];
        // Resigned before anyone has moved: called off, and said so.
        let (_, out) = session(GameKind::Nines, None, "resign\nn\n", people);
        let after = out
            .split("You resigned before everyone had moved: the game is called off")
            .nth(1)
            .unwrap_or_default();
        assert!(after.contains("Series score: You: 0 wins"), "{out}");
        assert!(
            !after.contains("to play"),
            "the board is not drawn again with a turn to play: {out}"
        );
        assert_eq!(out.matches("White to play").count(), 1, "{out}");
    }

    #[test]
    fn bad_input_is_explained_and_changes_nothing() {
        let (_, out) = isolo("banana\n99\nmoves\nquit\n", ann_and_bob());
        assert!(out.contains("Not played: 'banana'"), "{out}");
        assert!(out.contains("Not played: '99'"), "{out}");
        assert!(out.contains("Legal moves: "), "{out}");
    }

    #[test]
    fn a_long_line_is_quoted_by_its_start() {
        let (_, out) = isolo(&format!("{}\nquit\n", "z".repeat(3000)), ann_and_bob());
        assert!(
            out.contains(&format!("Not played: '{}…'", "z".repeat(20))),
            "{out}"
        );
        assert!(
            !out.contains(&"z".repeat(21)),
            "the whole line is not sent back"
        );
    }

    #[test]
    fn a_key_s_escape_sequence_is_refused_without_being_sent_back() {
        // F2 in a terminal: ESC O Q.
        let (_, out) = isolo("\u{1b}OQ\nquit\n", ann_and_bob());
        assert!(out.contains("Not played: '\u{FFFD}OQ'"), "{out}");
        assert!(!out.contains('\u{1b}'), "{out}");
    }

    #[test]
    fn undo_against_the_computer_takes_back_a_whole_exchange() {
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("easy".into()),
        ];
        let (_, out) = session(GameKind::Nines, None, "d6\nundo\nquit\n", people);
        assert!(out.contains("You play d6"), "{out}");
        assert!(out.contains("Took back 2 moves."), "{out}");
    }

    #[test]
    fn play_again_takes_yes_or_no_and_asks_again_otherwise() {
        let (end, out) = isolo("resign\nmaybe\nнет\n", ann_and_bob());
        assert_eq!(end, SessionEnd::Quit);
        assert_eq!(out.matches("Play again?").count(), 2, "{out}");
        assert!(out.contains("Type y or n."), "{out}");
        assert!(!out.contains("--- Game 2 ---"), "{out}");
    }

    #[test]
    fn seats_rotate_between_games() {
        let (_, out) = isolo("resign\ny\nquit\n", ann_and_bob());
        assert!(out.contains("South: Ann   North: Bob"), "{out}");
        assert!(out.contains("South: Bob   North: Ann"), "{out}");
    }

    #[test]
    fn computers_play_a_fixed_number_of_games_with_distinct_names() {
        let mut out = Vec::new();
        let people = vec![
            Participant::Computer("easy".into()),
            Participant::Computer("easy".into()),
        ];
        let end = Session::new(
            "".as_bytes(),
            &mut out,
            GameKind::Isolo,
            Some("6-holes"),
            people,
            3,
        )
        .unwrap()
        .show_rules(false)
        .max_games(Some(2))
        .run()
        .unwrap();
        assert_eq!(end, SessionEnd::Finished);
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("South (computer, easy) plays"), "{out}");
        assert!(out.contains("Series score: Computer (easy) 1: "), "{out}");
        assert!(out.contains("Computer (easy) 2: "), "{out}");
        assert!(!out.contains("draw"), "Isolo has no draws: {out}");
    }

    #[test]
    fn a_three_player_series_score_gives_each_player_a_line() {
        let mut out = Vec::new();
        let people = vec![Participant::Computer("random".into()); 3];
        Session::new(
            "".as_bytes(),
            &mut out,
            GameKind::ElephantFoxMouse,
            None,
            people,
            5,
        )
        .unwrap()
        .show_rules(false)
        .max_games(Some(1))
        .run()
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        let score: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("Series score"))
            .take(4)
            .collect();
        assert_eq!(score[0], "Series score:", "{out}");
        for (line, n) in score[1..].iter().zip(1..) {
            assert!(
                line.starts_with(&format!("  Computer (random) {n}: "))
                    && line.ends_with("survived"),
                "{out}"
            );
        }
    }

    #[test]
    fn a_draw_offer_is_answered_at_the_keyboard() {
        // Nines (client rules) allows offers once the pieces are placed; play placements
        // that form no line, then offer.
        let moves = "a7\ng7\nd7\nd6\nb6\nd5\nf6\na1\nc5\nb4\ne5\nc4\na4\ne4\nc3\nd3\ne3\ng1\n";
        let input = format!("{moves}draw\ny\nquit\n");
        let (_, out) = session(GameKind::Nines, Some("client"), &input, ann_and_bob());
        assert!(out.contains("Ann offers a draw."), "{out}");
        assert!(out.contains("Bob, do you accept the draw? [y/N]"), "{out}");
        assert!(out.contains("Bob accepts the draw."), "{out}");
        assert!(out.contains("The game is a draw (agreement)."), "{out}");
    }

    #[test]
    fn sentences_about_you_are_grammatical() {
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("easy".into()),
        ];
        let (_, out) = isolo_with("1\nresign\nn\n", people);
        assert!(out.contains("You resign."), "{out}");
        assert!(out.contains("You (South) lose."), "{out}");
        assert!(
            out.contains("Computer (easy, North) wins (resignation)."),
            "{out}"
        );
        assert!(
            out.contains("Series score: You: 0 wins, Computer (easy): 1 win"),
            "{out}"
        );
        for wrong in [
            "You resigns",
            "You loses",
            "You wins",
            "You offers",
            "You plays",
        ] {
            assert!(!out.contains(wrong), "{wrong}: {out}");
        }
    }

    #[test]
    fn a_draw_offered_by_you_reads_well() {
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("easy".into()),
            Participant::Computer("easy".into()),
        ];
        let (_, out) = session(GameKind::ElephantFoxMouse, None, "draw\nquit\n", people);
        assert!(out.contains("You offer a draw."), "{out}");
        assert!(!out.contains("You offers"), "{out}");
    }

    fn isolo_with(input: &str, people: Vec<Participant>) -> (SessionEnd, String) {
        session(GameKind::Isolo, Some("6-holes"), input, people)
    }

    #[test]
    fn long_rules_are_paged_and_can_be_skipped() {
        let mut out = Vec::new();
        let input = "s\nquit\n";
        Session::new(
            input.as_bytes(),
            &mut out,
            GameKind::Tablenette,
            None,
            ann_and_bob(),
            1,
        )
        .unwrap()
        .page_rules(Some(10))
        .run()
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains("-- more: Enter to read on, s to skip to the game --"),
            "{out}"
        );
        assert!(out.contains("Type 'rules' during the game"), "{out}");
        // The rest of the rules was skipped, and the game (its first prompt) came next.
        assert!(!out.contains("END OF THE GAME"), "{out}");
        assert!(out.contains("--- Game 1 ---"), "{out}");
    }

    #[test]
    fn a_move_typed_at_the_rules_prompt_is_played_not_lost() {
        let mut out = Vec::new();
        let input = "d6\nquit\n";
        let people = vec![
            Participant::Human("Ann".into()),
            Participant::Computer("random".into()),
        ];
        Session::new(input.as_bytes(), &mut out, GameKind::Nines, None, people, 1)
            .unwrap()
            .page_rules(Some(10))
            .run()
            .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("-- more:"), "{out}");
        // The rules stopped, and d6 was Ann's first move.
        assert!(out.contains("Type 'rules' during the game"), "{out}");
        assert!(out.contains("Ann plays d6"), "{out}");
    }

    #[test]
    fn a_virus_war_hint_is_a_whole_turn() {
        let (_, out) = session(
            GameKind::VirusWar,
            Some("small"),
            "hint\nquit\n",
            ann_and_bob(),
        );
        let hint = out
            .lines()
            .find(|l| l.contains("Hint: "))
            .unwrap_or_else(|| panic!("no hint: {out}"));
        assert!(hint.contains("(type it on one line)"), "{hint}");
        let moves: Vec<&str> = hint
            .split("Hint: ")
            .nth(1)
            .unwrap()
            .split(" (")
            .next()
            .unwrap()
            .split_whitespace()
            .collect();
        assert_eq!(moves.len(), 3, "{hint}");
        assert_eq!(moves[0], "a1", "{hint}");
    }

    /// Random Virus War games on the small board until one reaches a turn where the player
    /// to move can only pass; returns the moves before it.
    fn moves_to_a_forced_pass() -> Vec<String> {
        for seed in 0..2000 {
            let mut m = GameKind::VirusWar
                .new_match(Some("small"), 1, false)
                .unwrap();
            let mut rng = parlour_core::Rng::new(seed);
            let mut moves = Vec::new();
            while m.outcome().is_none() {
                let legal = m.legal_moves();
                if legal == ["pass"] {
                    return moves;
                }
                // No voluntary passes: two in a row would end the game.
                let choices: Vec<String> = legal.into_iter().filter(|l| l != "pass").collect();
                let mv = rng.pick(&choices).unwrap().clone();
                m.play_exact(&mv).unwrap();
                moves.push(mv);
            }
        }
        panic!("no random game reached a forced pass");
    }

    #[test]
    fn a_forced_pass_is_played_for_the_player_with_a_message() {
        let moves = moves_to_a_forced_pass();
        let input = format!("{}\nquit\n", moves.join("\n"));
        let (_, out) = session(GameKind::VirusWar, Some("small"), &input, ann_and_bob());
        assert!(out.contains(": the turn passes."), "{out}");
        assert!(!out.contains("Not played"), "{out}");
    }

    #[test]
    fn undo_takes_back_a_whole_virus_war_turn() {
        let input = "a1 b2 c3\nundo\nquit\n";
        let (_, out) = session(GameKind::VirusWar, Some("small"), input, ann_and_bob());
        assert!(out.contains("Took back 3 moves."), "{out}");
    }

    #[test]
    fn end_of_input_quits_cleanly() {
        let (end, _) = isolo("", ann_and_bob());
        assert_eq!(end, SessionEnd::Quit);
    }

    /// Input that hands out one line at a time and may first flip the records into
    /// failing (or back): the disk fills up between two moves the player types.
    struct Flaky {
        lines: std::collections::VecDeque<(Option<bool>, String)>,
        store: Store,
    }

    impl io::Read for Flaky {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some((fail, line)) = self.lines.pop_front() else {
                return Ok(0);
            };
            if let Some(fail) = fail {
                self.store.fail_writes(fail);
            }
            let bytes = format!("{line}\n").into_bytes();
            buf[..bytes.len()].copy_from_slice(&bytes);
            Ok(bytes.len())
        }
    }

    #[test]
    fn a_console_whose_table_was_resumed_elsewhere_stops_without_saving() {
        let store = Store::memory();
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("random".into()),
        ];
        let mut out = Vec::new();
        let mut session = Session::new(
            "d6\nquit\n".as_bytes(),
            &mut out,
            GameKind::Nines,
            None,
            people,
            1,
        )
        .unwrap()
        .show_rules(false)
        .with_records(store.clone())
        .unwrap();
        // `parlour play --resume` in another window takes the table first.
        let table = session.table_id().unwrap().to_string();
        let id = table.clone();
        let (_, keeper) = store
            .run_blocking(move |db| parlour_store::queries::take_over(db, &id))
            .unwrap()
            .unwrap();
        assert_eq!(keeper, 1);
        session.run().unwrap();
        drop(session);
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains("is being played in another window now"),
            "{out}"
        );
        assert!(!out.contains("another node"), "{out}");
        let game = store
            .run_blocking(move |db| parlour_store::queries::game(db, &table, 1))
            .unwrap()
            .unwrap();
        assert!(game.moves().is_empty(), "nothing saved from the old window");
    }

    #[test]
    fn a_move_that_cannot_be_saved_is_refused_and_the_game_goes_on() {
        let store = Store::memory();
        let lines = [
            (None, "d6"),
            (Some(true), "a7"),
            (Some(false), "a7"),
            (None, "quit"),
        ];
        let input = io::BufReader::with_capacity(
            64,
            Flaky {
                lines: lines.into_iter().map(|(f, l)| (f, l.to_string())).collect(),
                store: store.clone(),
            },
        );
        let people = vec![
            Participant::Human("You".into()),
            Participant::Computer("random".into()),
        ];
        let mut out = Vec::new();
        let mut session = Session::new(input, &mut out, GameKind::Nines, None, people, 1)
            .unwrap()
            .show_rules(false)
            .with_records(store.clone())
            .unwrap();
        session.run().unwrap();
        let table = session.table_id().unwrap().to_string();
        drop(session);
        let out = one_line(&String::from_utf8(out).unwrap());
        assert!(
            out.contains("the disk holding the records is full, so nothing was changed; try again"),
            "{out}"
        );
        // What the records hold is what was played: d6, the computer's reply, a7 (typed
        // again once the disk had room), and the computer's second reply.
        let game = store
            .run_blocking(move |db| parlour_store::queries::game(db, &table, 1))
            .unwrap()
            .unwrap();
        let moves = game.moves();
        assert_eq!(moves.len(), 4, "{moves:?}");
        // (Had the refused a7 been played, the second would have hit a taken point.)
        assert_eq!((moves[0], moves[2]), ("d6", "a7"), "{moves:?}");
        assert!(!out.contains("is taken"), "{out}");
    }

    /// The console's output with every run of spaces and line breaks made one space: what
    /// it says, whatever the lines it was wrapped into.
    fn one_line(out: &str) -> String {
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn the_console_speaks_russian_and_vietnamese() {
        let people = |lang| {
            vec![
                Participant::Human(default_name(lang, 1, 1)),
                Participant::Computer("easy".into()),
            ]
        };
        let run = |lang, input: &str| {
            let mut out = Vec::new();
            Session::new(
                input.as_bytes(),
                &mut out,
                GameKind::Nines,
                None,
                people(lang),
                1,
            )
            .unwrap()
            .lang(lang)
            .show_rules(false)
            .run()
            .unwrap();
            one_line(&String::from_utf8(out).unwrap())
        };
        let ru = run(Lang::Ru, "d6\nundo\nd6\nresign\nn\n");
        assert!(ru.contains("=== Мельница — "), "{ru}");
        assert!(ru.contains("Белые: Вы Чёрные: Компьютер (лёгкий)"), "{ru}");
        assert!(ru.contains("Ваш ход d6"), "{ru}");
        // Two plies taken back: «2 хода» (few), not «2 ходов».
        assert!(ru.contains("Взяты назад 2 хода."), "{ru}");
        assert!(ru.contains("Вы сдаётесь."), "{ru}");
        assert!(ru.contains("Вы (Белые) проигрываете."), "{ru}");
        assert!(
            ru.contains("Компьютер (лёгкий, Чёрные) побеждает (соперник сдался)."),
            "{ru}"
        );
        assert!(
            ru.contains("Счёт серии: Вы: 0 побед, Компьютер (лёгкий): 1 победа, 0 ничьих"),
            "{ru}"
        );
        let vi = run(Lang::Vi, "d6\nresign\nn\n");
        assert!(vi.contains("=== Cờ Cối Xay — "), "{vi}");
        assert!(vi.contains("Bạn đi d6"), "{vi}");
        assert!(vi.contains("Bạn đầu hàng."), "{vi}");
        assert!(vi.contains("Máy tính (dễ, Đen) thắng (đầu hàng)."), "{vi}");
        // The commands in the session's language too, without switching keyboards (they
        // were refused as moves: «"помощь" — не ход»).
        let ru = run(Lang::Ru, "Помощь\nходы\nсдаюсь\nn\n");
        assert!(
            ru.contains("Команды (английское слово или русское):"),
            "{ru}"
        );
        assert!(ru.contains("Разрешённые ходы: a7 d7"), "{ru}");
        assert!(
            ru.contains("Вы сдались, когда ещё не все сделали ход"),
            "{ru}"
        );
        assert!(!ru.contains("не ход"), "{ru}");
        let vi = run(Lang::Vi, "gợi ý\nđầu hàng\nn\n");
        assert!(
            vi.contains("Bạn đầu hàng khi chưa phải ai cũng đã đi"),
            "{vi}"
        );
        assert!(!vi.contains("không phải"), "{vi}");
    }

    /// What a player reads before the first move (the title, the hint, the commands and
    /// the board) fits an 80-column terminal in every language.
    #[test]
    fn the_opening_screen_fits_eighty_columns() {
        for kind in GameKind::ALL {
            for lang in Lang::ALL {
                for seed in 1..=3 {
                    let mut people = vec![Participant::Human(default_name(lang, 1, 1))];
                    let seats = kind.info().seat_names.len();
                    people.resize(seats, Participant::Computer("easy".into()));
                    let input = "help\nquit\n".as_bytes();
                    let mut out = Vec::new();
                    Session::new(input, &mut out, kind, None, people, seed)
                        .unwrap()
                        .lang(lang)
                        .show_rules(false)
                        .run()
                        .unwrap();
                    let out = String::from_utf8(out).unwrap();
                    for line in out.lines() {
                        assert!(line.chars().count() <= 80, "{kind:?} {lang:?}: {line}");
                    }
                }
            }
        }
    }

    /// Every line of whole games between computers (moves, boards, the end and the score)
    /// fits an 80-column terminal in every language.
    #[test]
    fn every_line_of_a_whole_game_fits_eighty_columns() {
        for kind in GameKind::ALL {
            for lang in Lang::ALL {
                for seed in 3..=5 {
                    let seats = kind.info().seat_names.len();
                    let people = vec![Participant::Computer("random".into()); seats];
                    let mut out = Vec::new();
                    Session::new("".as_bytes(), &mut out, kind, None, people, seed)
                        .unwrap()
                        .lang(lang)
                        .show_rules(false)
                        .max_games(Some(1))
                        .run()
                        .unwrap();
                    let out = String::from_utf8(out).unwrap();
                    assert!(out.lines().count() > 20, "{out}");
                    for line in out.lines() {
                        assert!(line.chars().count() <= 80, "{kind:?} {lang:?}: {line}");
                    }
                }
            }
        }
    }
}
