//! A series of games at one keyboard.

use parlour_catalog::{AnyBot, AnyMatch, NewBot, NewMatch, PlayError, bot_move};
use parlour_core::{Budget, Seat, SeatResult, Viewer};
use std::io::{self, BufRead, Write};

/// Someone taking part in the series: a person at this keyboard or a computer level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Participant {
    /// A person, with the name shown in prompts and scores.
    Human(String),
    /// A computer player at a level (`"easy"`, `"hard"`...).
    Computer(String),
}

impl Participant {
    /// The name shown in prompts and the score table.
    pub fn label(&self) -> String {
        match self {
            Participant::Human(name) => name.clone(),
            Participant::Computer(level) => format!("Computer ({level})"),
        }
    }

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
}

/// How one game ended, inside a session.
enum GameEnd {
    Over,
    Abandoned,
    Quit,
}

type MatchFactory = Box<NewMatch>;
type BotFactory = Box<NewBot>;

/// A series of games between the same participants.
pub struct Session<R: BufRead, W: Write> {
    input: R,
    out: W,
    new_match: MatchFactory,
    new_bot: BotFactory,
    participants: Vec<Participant>,
    seed: u64,
    show_rules: bool,
    max_games: Option<usize>,
    /// Per participant: wins, losses, survivals; and draws for the series.
    wins: Vec<usize>,
    losses: Vec<usize>,
    survivals: Vec<usize>,
    draws: usize,
}

const HELP: &str = "\
Commands:
  <move>      play a move in the game's notation (several moves of one turn may be
              typed on one line, separated by spaces: all are played or none)
  moves       list the legal moves          board   draw the board again
  undo        take back your last turn      hint    ask the computer for a move
  draw        offer a draw (where allowed)  score   show the series score
  rules       show the rules                new     abandon this game, start another
  help        this list                     quit    leave";

impl<R: BufRead, W: Write> Session<R, W> {
    /// A session reading `input` and writing `out`. `new_match(seed)` sets up each game;
    /// `new_bot(level, seed)` makes computer players. `participants` are listed in seat order
    /// for the first game; each new game rotates them one seat.
    pub fn new(
        input: R,
        out: W,
        new_match: MatchFactory,
        new_bot: BotFactory,
        participants: Vec<Participant>,
        seed: u64,
    ) -> Session<R, W> {
        let n = participants.len();
        Session {
            input,
            out,
            new_match,
            new_bot,
            participants,
            seed,
            show_rules: true,
            max_games: None,
            wins: vec![0; n],
            losses: vec![0; n],
            survivals: vec![0; n],
            draws: 0,
        }
    }

    /// Whether to print the rules before the first game (default: yes).
    pub fn show_rules(mut self, show: bool) -> Self {
        self.show_rules = show;
        self
    }

    /// Stop after this many games (used when only computers play).
    pub fn max_games(mut self, games: Option<usize>) -> Self {
        self.max_games = games;
        self
    }

    /// Plays games until the player quits (or `max_games` are played).
    pub fn run(&mut self) -> io::Result<SessionEnd> {
        let first = (self.new_match)(self.seed).map_err(io::Error::other)?;
        let info = first.info();
        if first.info().seat_names.len() != self.participants.len() {
            return Err(io::Error::other(format!(
                "{} needs {} players, {} given",
                info.name,
                first.info().seat_names.len(),
                self.participants.len()
            )));
        }
        writeln!(self.out, "=== {} — {} ===", info.name, info.summary)?;
        if self.show_rules {
            writeln!(self.out, "\n{}\n", first.rules().trim_end())?;
        }
        if self.participants.iter().any(Participant::is_human) {
            writeln!(
                self.out,
                "Type 'help' for commands, 'moves' for the legal moves."
            )?;
        }
        let mut game_no = 0usize;
        loop {
            let seed = self.seed.wrapping_add(game_no as u64);
            let mut m = (self.new_match)(seed).map_err(io::Error::other)?;
            let n = self.participants.len();
            let rotation = game_no % n;
            let holders: Vec<usize> = (0..n).map(|s| (s + rotation) % n).collect();
            let mut bots: Vec<Option<Box<dyn AnyBot>>> = Vec::new();
            for (seat, &h) in holders.iter().enumerate() {
                bots.push(match &self.participants[h] {
                    Participant::Computer(level) => {
                        let bot_seed = seed.wrapping_mul(31).wrapping_add(seat as u64);
                        Some((self.new_bot)(level, bot_seed).map_err(io::Error::other)?)
                    }
                    Participant::Human(_) => None,
                });
            }
            writeln!(self.out, "\n--- Game {} ---", game_no + 1)?;
            let seating: Vec<String> = holders
                .iter()
                .enumerate()
                .map(|(s, &h)| {
                    format!(
                        "{}: {}",
                        title(m.info().seat_names[s]),
                        self.participants[h].label()
                    )
                })
                .collect();
            writeln!(self.out, "{}", seating.join("   "))?;
            match self.play_game(m.as_mut(), &holders, &mut bots)? {
                GameEnd::Quit => {
                    self.print_score()?;
                    return Ok(SessionEnd::Quit);
                }
                GameEnd::Abandoned => writeln!(self.out, "Game abandoned.")?,
                GameEnd::Over => {
                    self.count_result(m.as_ref(), &holders);
                    self.print_score()?;
                }
            }
            game_no += 1;
            if self.max_games.is_some_and(|max| game_no >= max) {
                return Ok(SessionEnd::Finished);
            }
            if self.participants.iter().any(Participant::is_human) {
                write!(self.out, "Play again? [Y/n] ")?;
                self.out.flush()?;
                match self.read_line()? {
                    None => return Ok(SessionEnd::Quit),
                    Some(a)
                        if a.trim().eq_ignore_ascii_case("n")
                            || a.trim().eq_ignore_ascii_case("no")
                            || a.trim() == "quit" =>
                    {
                        return Ok(SessionEnd::Quit);
                    }
                    Some(_) => {}
                }
            }
        }
    }

    fn read_line(&mut self) -> io::Result<Option<String>> {
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim().to_string()))
    }

    fn humans(&self, holders: &[usize]) -> Vec<usize> {
        (0..holders.len())
            .filter(|&s| self.participants[holders[s]].is_human())
            .collect()
    }

    /// The seat whose view a human at this keyboard sees: the one to move if human, else the
    /// only human; with no human, a spectator.
    fn viewer(&self, m: &dyn AnyMatch, holders: &[usize]) -> Viewer {
        let humans = self.humans(holders);
        if let Some(s) = m.to_move() {
            if humans.contains(&s.index()) {
                return Viewer::Seat(s);
            }
        }
        match humans.as_slice() {
            [only] => Viewer::Seat(Seat(*only as u8)),
            _ if m.info().hidden_information => Viewer::Spectator,
            [first, ..] => Viewer::Seat(Seat(*first as u8)),
            [] => Viewer::Spectator,
        }
    }

    fn play_game(
        &mut self,
        m: &mut dyn AnyMatch,
        holders: &[usize],
        bots: &mut [Option<Box<dyn AnyBot>>],
    ) -> io::Result<GameEnd> {
        let hot_seat_secrets = m.info().hidden_information && self.humans(holders).len() > 1;
        let mut shown_version = u64::MAX;
        let mut last_human_seat: Option<Seat> = None;
        loop {
            if let Some(outcome) = m.outcome() {
                writeln!(self.out, "\n{}", m.render(Viewer::Spectator).trim_end())?;
                writeln!(self.out, "{}", self.describe_outcome(m, holders, &outcome))?;
                return Ok(GameEnd::Over);
            }
            let Some(seat) = m.to_move() else { continue };
            let who = self.participants[holders[seat.index()]].clone();
            let seat_name = title(m.info().seat_names[seat.index()]);
            if let Some(bot) = bots[seat.index()].as_mut() {
                let label = who.label();
                if m.may_offer_draw(seat)
                    && bot.offers_draw(m, seat)
                    && m.offer_draw(seat).is_ok()
                    && self.answer_draw_offer(m, holders, bots, seat, &label)?
                {
                    continue;
                }
                let Some(bot) = bots[seat.index()].as_mut() else {
                    continue;
                };
                let rec =
                    bot_move(m, bot.as_mut(), &Budget::unlimited()).map_err(io::Error::other)?;
                writeln!(
                    self.out,
                    "{seat_name} ({}) plays {}",
                    label
                        .replace("Computer (", "computer, ")
                        .trim_end_matches(')'),
                    move_line(&rec.notation, &rec.explanation)
                )?;
                if self.humans(holders).is_empty() {
                    writeln!(self.out, "{}", m.render(Viewer::Spectator).trim_end())?;
                }
                continue;
            }
            // A person's turn.
            if shown_version != m.version() || last_human_seat != Some(seat) {
                if hot_seat_secrets && last_human_seat != Some(seat) {
                    write!(
                        self.out,
                        "\n{} ({seat_name}): your cards are about to be shown. Press Enter when the other player is not looking. ",
                        who.label()
                    )?;
                    self.out.flush()?;
                    if self.read_line()?.is_none() {
                        return Ok(GameEnd::Quit);
                    }
                }
                let viewer = self.viewer(m, holders);
                writeln!(self.out, "\n{}", m.render(viewer).trim_end())?;
                if let Some(offerer) = m.draw_offer() {
                    if offerer != seat {
                        writeln!(self.out, "(a draw offer is pending)")?;
                    }
                }
                shown_version = m.version();
                last_human_seat = Some(seat);
            }
            write!(self.out, "{} ({seat_name}) > ", who.label())?;
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                return Ok(GameEnd::Quit);
            };
            let command = line.to_ascii_lowercase();
            match command.as_str() {
                "" | "board" | "b" => shown_version = u64::MAX,
                "help" | "?" | "h" => writeln!(self.out, "{HELP}")?,
                "rules" => writeln!(self.out, "{}", m.rules().trim_end())?,
                "moves" | "legal" | "m" => {
                    writeln!(self.out, "Legal moves: {}", m.legal_moves().join(" "))?;
                }
                "score" => self.print_score()?,
                "quit" | "exit" | "q" => return Ok(GameEnd::Quit),
                "new" => return Ok(GameEnd::Abandoned),
                "undo" => self.undo(m, holders, seat)?,
                "hint" => {
                    let mut helper =
                        (self.new_bot)("hard", m.version()).map_err(io::Error::other)?;
                    match helper.choose(m, &Budget::unlimited()) {
                        Ok(mv) => writeln!(self.out, "Hint: {mv}")?,
                        Err(e) => writeln!(self.out, "No hint: {e}")?,
                    }
                }
                "draw" => {
                    if let Err(e) = m.offer_draw(seat) {
                        writeln!(self.out, "Cannot offer a draw: {e}.")?;
                    } else {
                        let label = who.label();
                        if !self.answer_draw_offer(m, holders, bots, seat, &label)? {
                            writeln!(self.out, "Play on.")?;
                        }
                    }
                }
                _ => {
                    let attempt = m.play(&line);
                    match attempt {
                        Ok(records) => {
                            for r in records {
                                let verb = if who.label() == "You" {
                                    "play"
                                } else {
                                    "plays"
                                };
                                writeln!(
                                    self.out,
                                    "{} {verb} {}",
                                    who.label(),
                                    move_line(&r.notation, &r.explanation)
                                )?;
                            }
                        }
                        Err(PlayError::Choice { text, options }) => {
                            writeln!(
                                self.out,
                                "'{text}' can be played in {} ways:",
                                options.len()
                            )?;
                            for (i, o) in options.iter().enumerate() {
                                let what = m.explain(o).unwrap_or_default();
                                let what = what.lines().next().unwrap_or_default();
                                writeln!(self.out, "  {}) {o:<16} {what}", i + 1)?;
                            }
                            writeln!(self.out, "Type the number of your choice.")?;
                        }
                        Err(e) => {
                            writeln!(
                                self.out,
                                "Not played: {e}. (Type 'moves' for the legal moves, 'help' for commands.)"
                            )?;
                        }
                    }
                }
            }
        }
    }

    /// Asks the other side(s) about a pending draw offer by `offerer`. Returns true when the
    /// draw was agreed (the game is over).
    fn answer_draw_offer(
        &mut self,
        m: &mut dyn AnyMatch,
        holders: &[usize],
        bots: &mut [Option<Box<dyn AnyBot>>],
        offerer: Seat,
        offerer_label: &str,
    ) -> io::Result<bool> {
        writeln!(self.out, "{offerer_label} offers a draw.")?;
        for s in 0..holders.len() {
            if s == offerer.index() {
                continue;
            }
            let seat = Seat(s as u8);
            let label = self.participants[holders[s]].label();
            let accepts = match bots[s].as_mut() {
                Some(bot) => bot.accepts_draw(m, seat),
                None => {
                    write!(self.out, "{label}, do you accept the draw? [y/N] ")?;
                    self.out.flush()?;
                    matches!(
                        self.read_line()?
                            .as_deref()
                            .map(str::to_ascii_lowercase)
                            .as_deref(),
                        Some("y" | "yes")
                    )
                }
            };
            if !accepts {
                writeln!(self.out, "{label} declines the draw.")?;
                let _ = m.decline_draw(seat);
                return Ok(false);
            }
            writeln!(self.out, "{label} accepts the draw.")?;
            if m.accept_draw(seat).is_ok() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Takes back the human's last turn: against computers, everything since the start of
    /// the human's previous turn; between people at one keyboard, the last turn played.
    fn undo(&mut self, m: &mut dyn AnyMatch, holders: &[usize], seat: Seat) -> io::Result<()> {
        let history = m.history();
        if history.is_empty() {
            writeln!(self.out, "Nothing to undo.")?;
            return Ok(());
        }
        let against_computer = self.humans(holders).len() == 1;
        let target = if against_computer {
            seat
        } else {
            history[history.len() - 1].seat
        };
        // Find the start of the last run of moves by `target`.
        let Some(last) = history.iter().rposition(|r| r.seat == target) else {
            writeln!(self.out, "You have no move to take back.")?;
            return Ok(());
        };
        let mut first = last;
        while first > 0 && history[first - 1].seat == target {
            first -= 1;
        }
        let n = history.len() - first;
        let taken = m.undo(n);
        writeln!(
            self.out,
            "Took back {taken} move{}.",
            if taken == 1 { "" } else { "s" }
        )?;
        Ok(())
    }

    fn describe_outcome(
        &self,
        m: &dyn AnyMatch,
        holders: &[usize],
        o: &parlour_core::Outcome,
    ) -> String {
        let name = |s: usize| {
            format!(
                "{} ({})",
                self.participants[holders[s]].label(),
                title(m.info().seat_names[s])
            )
        };
        let mut parts = Vec::new();
        if o.is_draw() {
            parts.push(format!("The game is a draw ({}).", o.reason));
        } else {
            for s in 0..holders.len() {
                match o.result(Seat(s as u8)) {
                    SeatResult::Win => parts.push(format!("{} wins ({}).", name(s), o.reason)),
                    SeatResult::Loss => parts.push(format!("{} loses.", name(s))),
                    SeatResult::Survivor => parts.push(format!("{} survives.", name(s))),
                    SeatResult::Draw => {}
                }
            }
        }
        if let Some(scores) = &o.scores {
            let list: Vec<String> = (0..holders.len())
                .map(|s| format!("{} {}", name(s), scores[s]))
                .collect();
            parts.push(format!("Scores: {}.", list.join(", ")));
        }
        format!("Game over. {}", parts.join(" "))
    }

    fn count_result(&mut self, m: &dyn AnyMatch, holders: &[usize]) {
        let Some(o) = m.outcome() else { return };
        if o.is_draw() {
            self.draws += 1;
            return;
        }
        for (s, &h) in holders.iter().enumerate() {
            match o.result(Seat(s as u8)) {
                SeatResult::Win => self.wins[h] += 1,
                SeatResult::Loss => self.losses[h] += 1,
                SeatResult::Survivor => self.survivals[h] += 1,
                SeatResult::Draw => {}
            }
        }
    }

    fn print_score(&mut self) -> io::Result<()> {
        let three = self.participants.len() > 2;
        let mut parts: Vec<String> = Vec::new();
        for (i, p) in self.participants.iter().enumerate() {
            if three {
                parts.push(format!(
                    "{} {} won, {} lost, {} survived",
                    p.label(),
                    self.wins[i],
                    self.losses[i],
                    self.survivals[i]
                ));
            } else {
                parts.push(format!("{} {}", p.label(), self.wins[i]));
            }
        }
        parts.push(format!("draws {}", self.draws));
        writeln!(self.out, "Series score: {}", parts.join(", "))
    }
}

/// "plays d6: what it did", with a multi-line explanation (one line per lap, say) set out
/// below the move, indented.
fn move_line(notation: &str, explanation: &str) -> String {
    if explanation.contains('\n') {
        let body: Vec<String> = explanation.lines().map(|l| format!("    {l}")).collect();
        format!("{notation}:\n{}", body.join("\n"))
    } else {
        format!("{notation}: {explanation}")
    }
}

fn title(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_ai::{AlphaBeta, AlphaBetaConfig};
    use parlour_catalog::{Match, TypedBot};
    use parlour_testkit::toy::TicTacToe;

    fn toy_match() -> MatchFactory {
        Box::new(|seed| {
            let m = Match::<TicTacToe>::new(Default::default(), seed).map_err(|e| e.to_string())?;
            Ok(Box::new(m) as Box<dyn AnyMatch>)
        })
    }

    /// "hard" searches the whole game; anything else looks one move ahead.
    fn toy_bot() -> BotFactory {
        Box::new(|level, seed| {
            let config = if level == "hard" {
                AlphaBetaConfig {
                    max_depth: 9,
                    ..AlphaBetaConfig::named("hard")
                }
            } else {
                AlphaBetaConfig {
                    max_depth: 1,
                    ..AlphaBetaConfig::named("easy")
                }
            };
            let bot = AlphaBeta::<TicTacToe>::new(config, seed);
            Ok(Box::new(TypedBot::<TicTacToe>::new(Box::new(bot))) as Box<dyn AnyBot>)
        })
    }

    fn ann_and_bob() -> Vec<Participant> {
        vec![
            Participant::Human("Ann".into()),
            Participant::Human("Bob".into()),
        ]
    }

    fn session(input: &str, participants: Vec<Participant>) -> (SessionEnd, String) {
        let mut out = Vec::new();
        let end = Session::new(
            input.as_bytes(),
            &mut out,
            toy_match(),
            toy_bot(),
            participants,
            1,
        )
        .run()
        .unwrap();
        (end, String::from_utf8(out).unwrap())
    }

    #[test]
    fn hot_seat_game_to_the_end_with_score() {
        let (end, out) = session("1\n4\n2\n5\n3\nn\n", ann_and_bob());
        assert_eq!(end, SessionEnd::Quit);
        assert!(out.contains("Ann (X) wins"), "{out}");
        assert!(out.contains("Series score: Ann 1, Bob 0, draws 0"), "{out}");
    }

    #[test]
    fn bad_input_is_explained_and_changes_nothing() {
        let (_, out) = session("banana\n5\n5\nmoves\nquit\n", ann_and_bob());
        assert!(out.contains("Not played: 'banana' is not a move"), "{out}");
        assert!(
            out.contains("Not played: '5' is not allowed: that cell is taken"),
            "{out}"
        );
        assert!(out.contains("Legal moves: 1 2 3 4 6 7 8 9"), "{out}");
    }

    #[test]
    fn undo_against_the_computer_takes_back_a_whole_exchange() {
        let people = vec![
            Participant::Human("Ann".into()),
            Participant::Computer("hard".into()),
        ];
        let (_, out) = session("5\nundo\nquit\n", people);
        assert!(out.contains("Took back 2 moves."), "{out}");
    }

    #[test]
    fn seats_rotate_between_games() {
        let (_, out) = session("1\n4\n2\n5\n3\ny\nquit\n", ann_and_bob());
        assert!(out.contains("X: Ann   O: Bob"), "{out}");
        assert!(out.contains("X: Bob   O: Ann"), "{out}");
    }

    #[test]
    fn computers_play_a_fixed_number_of_games() {
        let mut out = Vec::new();
        let people = vec![
            Participant::Computer("hard".into()),
            Participant::Computer("hard".into()),
        ];
        let end = Session::new("".as_bytes(), &mut out, toy_match(), toy_bot(), people, 3)
            .show_rules(false)
            .max_games(Some(2))
            .run()
            .unwrap();
        assert_eq!(end, SessionEnd::Finished);
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("draws 2"), "{out}");
        assert!(out.contains("X (computer, hard) plays"), "{out}");
    }

    #[test]
    fn end_of_input_quits_cleanly() {
        let (end, _) = session("", ann_and_bob());
        assert_eq!(end, SessionEnd::Quit);
    }
}
