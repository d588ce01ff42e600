//! A table: who sits at it, the match they play, and the series of games they play there.
//!
//! This is the one driver below every front-end. The console, the arena, the TCP door and
//! the web door all hold a [`Table`] and ask it what must happen next ([`Table::next`]): a
//! person must move or answer a draw offer, a computer must think, people must fill the
//! open places, or the game is over. Every change returns the [`Event`]s it caused (a move
//! played, a draw offered, the game over), which a front-end announces and a store saves.
//!
//! The rules of the table live here and nowhere else:
//! - **Places and seats.** A table has one *place* per seat. Each place holds a
//!   [`Participant`] (a person or a computer level) or is open. Game `g` puts the holder of
//!   place `p` in seat `(p − g) mod n`, so seats rotate one step a game and the first move
//!   alternates through a series.
//! - **Starting.** A game starts when every place is filled and every person in it is ready;
//!   a person who sits down is ready, and after a game each says so again ([`Table::ready`]).
//! - **The series.** Wins, losses, survivals and draws per place, counted when a game ends;
//!   a place that changes hands starts again from zero, and the one who left it keeps a
//!   line of the score (what they had, the game their leaving lost included).
//! - **Draw offers** (where the game allows them): every other seat must accept, computers
//!   answering for themselves; one refusal withdraws the offer.
//! - **Resignation**, and **undo** where the table allows it (practice against computers, or
//!   people sharing one keyboard; never in a game with hidden cards, where a take-back would
//!   let a player peek).
//! - **Computers** think outside the table: [`Table::computer_job`] hands out the bot and a
//!   copy of the match, the job runs anywhere (a blocking thread in the server, inline in the
//!   console), and [`Table::finish`] plays its answer if nothing changed meanwhile.
//!
//! ```
//! use parlour_catalog::{GameKind, table::{Next, Participant, Table, TableSetup}};
//! use parlour_core::{Budget, Seat};
//!
//! let setup = TableSetup::new(GameKind::Nines, None, 7);
//! let ann = Participant::person(1, "Ann");
//! let mut t = Table::new(setup, vec![Some(ann), Some(Participant::computer("easy"))]).unwrap();
//! assert_eq!(t.next(), Next::Person(Seat(0)));
//! t.play(Seat(0), "d6").unwrap();
//! let job = t.computer_job().unwrap();
//! let done = job.run(&Budget::unlimited());
//! t.finish(done).unwrap();
//! assert_eq!(t.next(), Next::Person(Seat(0)));
//! ```

mod computer;
mod restore;
mod series;
mod view;

pub use computer::{ComputerDone, ComputerJob};
pub use restore::{AbandonedRecord, Checkpoint, CurrentRecord, FinishedRecord, Logged};
pub use series::{SeriesEntry, SeriesView, numbers_by_place, repeat_numbers};
pub use view::{Actions, DeclinedView, DrawView, MoveView, PlayerView, SeatView, TableView};

use crate::bots::AnyBot;
use crate::game_match::{AnyMatch, DrawError, MoveRecord, PlayError};
use crate::kind::{CatalogError, GameKind};
use crate::record::MatchRecord;
use parlour_core::{Budget, Describe, GameInfo, Message, Outcome, Seat, Viewer};
use parlour_i18n::Lang;
use serde::{Deserialize, Serialize};
use series::{GONE_KEPT, Gone, Tally};
use std::fmt;

/// How a front-end identifies a person (a player account, a local player number).
pub type PlayerId = u64;

/// Who holds a place at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Participant {
    /// A person.
    Person {
        /// Their id, chosen by the front-end.
        id: PlayerId,
        /// The name shown to everyone.
        name: String,
    },
    /// A computer player.
    Computer {
        /// Its level (`"easy"`, `"hard"`, `"random"`…).
        level: String,
    },
}

/// A person who went away in the middle of a game while a computer played on in their seat.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Leaver {
    /// Their seat.
    pub seat: Seat,
    /// Their name, when the table knows it (the one who left, not the computer now there).
    pub name: Option<String>,
}

impl Leaver {
    /// The one who held `seat` (`who`; a person's name is kept).
    pub fn of(seat: Seat, who: Option<&Participant>) -> Leaver {
        let name = match who {
            Some(Participant::Person { name, .. }) => Some(name.clone()),
            _ => None,
        };
        Leaver { seat, name }
    }
}

impl Participant {
    /// A person.
    pub fn person(id: PlayerId, name: &str) -> Participant {
        Participant::Person {
            id,
            name: name.to_string(),
        }
    }

    /// A computer player of `level`.
    pub fn computer(level: &str) -> Participant {
        Participant::Computer {
            level: level.trim().to_ascii_lowercase(),
        }
    }

    /// The name shown in seat lists and scores: a person's name, or `Computer (hard)`.
    pub fn name(&self) -> String {
        match self {
            Participant::Person { name, .. } => name.clone(),
            Participant::Computer { level } => format!("Computer ({level})"),
        }
    }

    /// The person's id, if this is a person.
    pub fn person_id(&self) -> Option<PlayerId> {
        match self {
            Participant::Person { id, .. } => Some(*id),
            Participant::Computer { .. } => None,
        }
    }
}

/// Who may take moves back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum UndoPolicy {
    /// Nobody (the default: people at different machines play for real).
    #[default]
    Never,
    /// A person playing only against computers (practice).
    AgainstComputers,
    /// Anyone: the people share one keyboard and take back the last turn played.
    SharedKeyboard,
}

/// What a table plays and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    /// The game.
    pub kind: GameKind,
    /// The rule variant (`None`: the game's default).
    pub variant: Option<String>,
    /// The seed all games of the series are drawn from: the first game's seed.
    pub seed: u64,
    /// A secret the seeds of the later games are drawn from, where their deals must not be
    /// foreseen: a finished game's record shows its seed, and with `None` game `g` uses
    /// `seed + g`, so whoever read the first game's record could deal the second (a
    /// server's tables have one; the console, the arena and tests need none).
    pub deal_key: Option<u64>,
    /// Play each deal or start once from every seat before the next (the arena's
    /// fairness): game `g` then uses seed `seed + g / n` instead of `seed + g`.
    pub deal_per_rotation: bool,
    /// Plies played at random at the start of every game (the arena's openings).
    pub opening: usize,
    /// Who may take moves back.
    pub undo: UndoPolicy,
    /// Parameters changed from the variant's (see `GameKind::new_match_with`).
    pub options: Option<serde_json::Value>,
}

impl TableSetup {
    /// A table for `kind` with these rules and seed, and the usual settings (a new deal
    /// every game, no random opening, no undo).
    pub fn new(kind: GameKind, variant: Option<&str>, seed: u64) -> TableSetup {
        TableSetup {
            kind,
            variant: variant.map(str::to_string),
            seed,
            deal_key: None,
            deal_per_rotation: false,
            opening: 0,
            undo: UndoPolicy::Never,
            options: None,
        }
    }
}

/// The place whose holder sits in `seat` in game `game_no` (from 0) of a table of `places`
/// places: the seats turn one place a game, so that every place plays every seat in turn.
/// (The records number a game's computers by it: `parlour_store::Holder::numbered`.)
pub fn place_of_seat_in(game_no: u64, places: usize, seat: usize) -> usize {
    let n = places as u64;
    ((seat as u64 + game_no % n) % n) as usize
}

/// Where a table is in its series.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the open places to fill (and, between games, for people to be ready).
    Waiting,
    /// A game is being played.
    Playing,
    /// The last game is over; waiting for people to be ready for the next.
    Over,
}

/// What must happen next at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Open places must be filled, or people must say they are ready.
    Waiting,
    /// The person in this seat must move (people answer draw offers when they like: an
    /// offer stands until each of them accepts, declines, or moves without accepting).
    Person(Seat),
    /// The computer in this seat must act: take its [`Table::computer_job`].
    Computer(Seat),
    /// The computer in this seat is thinking (its job is out).
    Thinking(Seat),
    /// The game is over.
    Over,
}

/// Something that happened at the table, for front-ends to announce and stores to save.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A game started (numbered from 1).
    GameStarted {
        /// Its number in the series.
        number: u64,
    },
    /// A move was played.
    Moved(MoveRecord),
    /// A seat offered a draw.
    DrawOffered(Seat),
    /// A seat accepted the pending offer.
    DrawAccepted(Seat),
    /// A seat declined the pending offer; it is withdrawn.
    DrawDeclined(Seat),
    /// A seat resigned.
    Resigned(Seat),
    /// Moves were taken back.
    Undone {
        /// How many plies.
        plies: usize,
        /// The seat that asked.
        by: Seat,
    },
    /// The game ended.
    GameOver(Outcome),
    /// The game was given up without a result (nothing is counted).
    GameAbandoned,
    /// Someone sat down in a place.
    Sat {
        /// The place.
        place: usize,
    },
    /// A place was left open.
    Left {
        /// The place.
        place: usize,
    },
    /// A computer took over a place.
    TakenOver {
        /// The place.
        place: usize,
        /// The seat it plays on in the game under way, when a person went away in the
        /// middle of one (`None` between games).
        seat: Option<Seat>,
    },
    /// A person is ready for the next game.
    Ready {
        /// Their place.
        place: usize,
    },
}

/// Why the table refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The game has not started: places are open or people are not ready.
    NotStarted,
    /// The game is over.
    GameOver,
    /// Another seat is to move.
    NotYourTurn {
        /// The seat to move, if any.
        to_move: Option<Seat>,
    },
    /// The move was not played.
    Move(PlayError),
    /// The draw offer or answer was not possible.
    Draw(DrawError),
    /// No open place is left.
    NoOpenPlace,
    /// That place is taken.
    PlaceTaken(usize),
    /// The table has no such place.
    NoSuchPlace(usize),
    /// This person already sits at the table.
    AlreadySeated,
    /// This person does not sit at the table.
    NotSeated,
    /// Places change only between games.
    GameRunning,
    /// Taking moves back is not allowed here.
    UndoNotAllowed(NoUndo),
    /// There is no move of yours to take back.
    NothingToUndo,
    /// Your last turn came before the game was resumed, or before a computer took a
    /// place: it stays (what was played since can be taken back).
    UndoBeforeResume,
    /// The game or a computer level could not be set up.
    Setup(CatalogError),
    /// The computer player failed.
    Computer(String),
    /// A recorded game could not be replayed.
    Replay(String),
}

impl TableError {
    /// A stable snake_case code for wire protocols and translations.
    pub fn code(&self) -> &'static str {
        match self {
            TableError::NotStarted => "not_started",
            TableError::GameOver => "game_over",
            TableError::NotYourTurn { .. } => "not_your_turn",
            TableError::Move(PlayError::Parse(_)) => "malformed_move",
            TableError::Move(PlayError::Choice { .. }) => "choose_move",
            TableError::Move(PlayError::GameOver) => "game_over",
            TableError::Move(_) => "illegal_move",
            TableError::Draw(_) => "draw_refused",
            TableError::NoOpenPlace => "table_full",
            TableError::PlaceTaken(_) => "place_taken",
            TableError::NoSuchPlace(_) => "no_such_place",
            TableError::AlreadySeated => "already_seated",
            TableError::NotSeated => "not_seated",
            TableError::GameRunning => "game_running",
            TableError::UndoNotAllowed(_) => "undo_not_allowed",
            TableError::NothingToUndo | TableError::UndoBeforeResume => "nothing_to_undo",
            TableError::Setup(_) => "bad_setup",
            TableError::Computer(_) => "computer_failed",
            TableError::Replay(_) => "bad_record",
        }
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::NotStarted => write!(f, "the game has not started yet"),
            TableError::GameOver => write!(f, "the game is over"),
            TableError::NotYourTurn { .. } => write!(f, "it is not your turn"),
            TableError::Move(e) => write!(f, "{e}"),
            TableError::Draw(e) => write!(f, "{e}"),
            TableError::NoOpenPlace => write!(f, "the table has no open place"),
            // (The place is in the error's data; counted from 0 there, from 1 by people.)
            TableError::PlaceTaken(_) => write!(f, "that place is taken"),
            TableError::NoSuchPlace(_) => write!(f, "the table has no such place"),
            TableError::AlreadySeated => write!(f, "you already sit at this table"),
            TableError::NotSeated => write!(f, "you do not sit at this table"),
            TableError::GameRunning => write!(f, "places change only between games"),
            TableError::UndoNotAllowed(why) => write!(f, "no take-backs here: {}", why.text()),
            TableError::NothingToUndo => write!(f, "you have no move to take back"),
            TableError::UndoBeforeResume => write!(
                f,
                "your last turn came before the game was resumed (or a computer took a place): only turns played since can be taken back"
            ),
            TableError::Setup(e) => write!(f, "{e}"),
            TableError::Computer(e) => write!(f, "the computer player failed: {e}"),
            TableError::Replay(e) => write!(f, "the recorded game cannot be replayed: {e}"),
        }
    }
}

impl std::error::Error for TableError {}

/// The refusal as words for people: the game's own words for moves and draw offers, and
/// the table's for the rest (`locales/*/moves.ftl` of `parlour-i18n`).
impl Describe for TableError {
    fn message(&self) -> Message {
        match self {
            TableError::NotStarted => Message::new("table-not-started"),
            TableError::GameOver => Message::new("play-game-over"),
            TableError::NotYourTurn { .. } => Message::new("table-not-your-turn"),
            TableError::Move(e) => e.message(),
            TableError::Draw(e) => e.message(),
            TableError::NoOpenPlace => Message::new("table-no-open-place"),
            TableError::PlaceTaken(p) => Message::new("table-place-taken").with("place", p + 1),
            TableError::NoSuchPlace(p) => Message::new("table-no-such-place").with("place", p + 1),
            TableError::AlreadySeated => Message::new("table-already-seated"),
            TableError::NotSeated => Message::new("table-not-seated"),
            TableError::GameRunning => Message::new("table-game-running"),
            TableError::UndoNotAllowed(why) => {
                Message::new("table-undo-not-allowed").with("why", Message::new(why.key()))
            }
            TableError::NothingToUndo => Message::new("table-nothing-to-undo"),
            TableError::UndoBeforeResume => Message::new("table-undo-before-resume"),
            TableError::Setup(e) => e.message(),
            TableError::Computer(e) => Message::new("table-computer").with("why", e.as_str()),
            TableError::Replay(e) => Message::new("table-replay").with("why", e.as_str()),
        }
    }
}

/// Why moves cannot be taken back at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoUndo {
    /// A game of hidden cards: a take-back would show a player cards again, or new ones.
    CardsSeen,
    /// The table plays for real.
    ForReal,
    /// Only in practice against the computer (people sit at this table).
    PracticeOnly,
}

impl NoUndo {
    /// The reason in English, as the error's text says it.
    pub fn text(self) -> &'static str {
        match self {
            NoUndo::CardsSeen => "cards were seen, so a take-back would let a player peek",
            NoUndo::ForReal => "this table plays for real",
            NoUndo::PracticeOnly => "only in practice against the computer",
        }
    }

    /// The catalogue key of the reason, for every language.
    pub fn key(self) -> &'static str {
        match self {
            NoUndo::CardsSeen => "table-undo-cards-seen",
            NoUndo::ForReal => "table-undo-for-real",
            NoUndo::PracticeOnly => "table-undo-practice-only",
        }
    }
}

/// One place at the table and who holds it.
struct Place {
    who: Option<Participant>,
    ready: bool,
    tally: Tally,
}

/// A table: see the [module documentation](self).
pub struct Table {
    setup: TableSetup,
    info: GameInfo,
    places: Vec<Place>,
    /// The current (or last) game, counted from 0.
    game_no: u64,
    /// Games started so far.
    games_started: u64,
    m: Box<dyn AnyMatch>,
    /// The computer players of the current game, by seat; `None` for people, and for a
    /// computer whose job is out.
    bots: Vec<Option<Box<dyn AnyBot>>>,
    phase: Phase,
    series: series::Series,
    /// Those who left a place after playing in the series, oldest first (at most
    /// [`GONE_KEPT`]).
    gone: Vec<Gone>,
    /// Grows with every change the players can see.
    version: u64,
    /// The ply at which the computer to move was last asked whether it offers a draw, so a
    /// declined offer is not made again at once.
    offer_asked_at: Option<usize>,
    /// The last draw offer declined, until the next move: the offerer is told, and may not
    /// offer again before moving (an offer is an offer a turn, not a way to nag).
    declined: Option<Declined>,
    /// The moves a take-back may not reach: those played before a computer took over a
    /// person's seat (they were that person's), or before the table came back from its
    /// records (which do not say who held a seat when).
    undo_floor: usize,
    /// The seats of the game being played whose person went away and whose place a computer
    /// took ([`Table::take_over`]): leaving loses the game, as in the records.
    left: Vec<Leaver>,
    /// A move of the game being played (or the last one) was taken back: it counts in the
    /// statistics but is not rated, and the players are reminded of that.
    taken_back: bool,
    /// The last game was called off without a result ([`Table::abandon`]).
    abandoned: bool,
    /// Who called it off, and how (none when the console's `new` gave it up).
    called_off: Option<CalledOff>,
    /// Who held each seat of the last game when it ended (by seat; empty before the first
    /// ends), so its result names the people who played it, whoever sits here now.
    last_players: Vec<Participant>,
    /// How the last game ended, as counted (also for a table restored between games, whose
    /// match is a fresh one).
    last_outcome: Option<Outcome>,
}

/// How a person called a game off: by doing, before everyone had moved, what would
/// otherwise have lost it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CallOff {
    /// They resigned.
    Resigned,
    /// They left the table.
    Left,
    /// They were away, and a computer took their place.
    WentAway,
}

impl CallOff {
    /// The word the view and the catalogues' selectors use: `resigned`, `left`, `went_away`.
    pub fn name(self) -> &'static str {
        match self {
            CallOff::Resigned => "resigned",
            CallOff::Left => "left",
            CallOff::WentAway => "went_away",
        }
    }

    /// The one with this [`CallOff::name`].
    pub fn from_name(name: &str) -> Option<CallOff> {
        [CallOff::Resigned, CallOff::Left, CallOff::WentAway]
            .into_iter()
            .find(|c| c.name() == name)
    }
}

/// Who called the last game off, and how (see [`Table::resign`], [`Table::leave`],
/// [`Table::take_over`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CalledOff {
    /// Their seat in the game called off.
    pub seat: Seat,
    /// Their name.
    pub name: String,
    /// What they did.
    pub how: CallOff,
}

/// A draw offer that was declined, and when.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Declined {
    pub(crate) offered_by: Seat,
    pub(crate) declined_by: Seat,
    /// The number of moves played when it was declined.
    pub(crate) ply: usize,
    /// Declined by moving on instead of answering.
    pub(crate) lapsed: bool,
}

impl Declined {
    /// The offer declined by `by`'s answer, if one was pending (`offered_by`), with `ply`
    /// moves played.
    pub(crate) fn answered(offered_by: Option<Seat>, by: Seat, ply: usize) -> Option<Declined> {
        offered_by.map(|offered_by| Declined {
            offered_by,
            declined_by: by,
            ply,
            lapsed: false,
        })
    }

    /// The offer that lapsed because `mover` moved, if one did: an offer by another seat
    /// (`before`) that the match no longer holds (`after`).
    pub(crate) fn lapse(
        before: Option<Seat>,
        after: Option<Seat>,
        mover: Seat,
        ply: usize,
    ) -> Option<Declined> {
        let offered_by = before.filter(|&s| s != mover && after.is_none())?;
        Some(Declined {
            offered_by,
            declined_by: mover,
            ply,
            lapsed: true,
        })
    }
}

impl Table {
    /// A table with these places (one per seat; `None` is open for a person to take). The
    /// first game starts at once if every place is filled.
    pub fn new(setup: TableSetup, places: Vec<Option<Participant>>) -> Result<Table, TableError> {
        let m = setup
            .kind
            .new_match_with(
                setup.variant.as_deref(),
                setup.options.as_ref(),
                setup.seed,
                false,
            )
            .map_err(TableError::Setup)?;
        let info = m.info();
        let n = info.seat_names.len();
        if places.len() != n {
            return Err(TableError::Setup(CatalogError::Setup(
                parlour_core::SetupError::InvalidParams(format!(
                    "{} has {n} seats, {} places given",
                    info.name,
                    places.len()
                )),
            )));
        }
        for p in places.iter().flatten() {
            if let Participant::Computer { level } = p {
                setup.kind.check_level(level).map_err(TableError::Setup)?;
            }
        }
        let mut table = Table {
            info,
            places: places
                .into_iter()
                .map(|who| Place {
                    ready: who.is_some(),
                    who,
                    tally: Tally::default(),
                })
                .collect(),
            game_no: 0,
            games_started: 0,
            m,
            bots: (0..n).map(|_| None).collect(),
            phase: Phase::Waiting,
            series: series::Series::default(),
            gone: Vec::new(),
            version: 0,
            offer_asked_at: None,
            declined: None,
            undo_floor: 0,
            left: Vec::new(),
            taken_back: false,
            abandoned: false,
            called_off: None,
            last_players: Vec::new(),
            last_outcome: None,
            setup,
        };
        table.start_if_ready()?;
        Ok(table)
    }

    /// The game played here.
    pub fn kind(&self) -> GameKind {
        self.setup.kind
    }

    /// Static facts about the game.
    pub fn info(&self) -> GameInfo {
        self.info
    }

    /// The setup the table was made with.
    pub fn setup(&self) -> &TableSetup {
        &self.setup
    }

    /// The rule variant's name.
    pub fn variant(&self) -> &str {
        self.setup
            .variant
            .as_deref()
            .unwrap_or(self.info.variants[0])
    }

    /// Where the table is in its series.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Grows with every change the players can see.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Goes on counting versions from `floor` at least: a table rebuilt from its records
    /// starts counting again, and a request quoting a version of before the rebuild must
    /// not match one after it (a move chosen on an old position was played on the new).
    pub fn continue_versions_from(&mut self, floor: u64) {
        self.version = self.version.max(floor);
    }

    /// Games finished at this table.
    pub fn games_finished(&self) -> u32 {
        self.series.games
    }

    /// Number of places (= seats).
    pub fn places(&self) -> usize {
        self.places.len()
    }

    /// The current (or last) game's number, from 1 once a game has started (0 before).
    pub fn game_number(&self) -> u64 {
        self.games_started
    }

    /// Who holds `place`.
    pub fn participant(&self, place: usize) -> Option<&Participant> {
        self.places.get(place).and_then(|p| p.who.as_ref())
    }

    /// The place held by the person `id`.
    pub fn place_of(&self, id: PlayerId) -> Option<usize> {
        self.places
            .iter()
            .position(|p| p.who.as_ref().and_then(Participant::person_id) == Some(id))
    }

    /// The seat the holder of `place` has in the current game.
    pub fn seat_of_place(&self, place: usize) -> Seat {
        let n = self.places.len() as u64;
        Seat(((place as u64 + n - self.game_no % n) % n) as u8)
    }

    /// Each place's holder's name (`None`: open), in place order.
    fn place_names(&self) -> Vec<Option<String>> {
        self.places
            .iter()
            .map(|p| p.who.as_ref().map(Participant::name))
            .collect()
    }

    /// For each seat, its holder's number among those of one name ("Computer (random) 2"),
    /// counted by place as the table's players' list counts them (`None`: a name of its
    /// own, or an open seat).
    pub fn seat_numbers(&self) -> Vec<Option<u32>> {
        let numbers = repeat_numbers(&self.place_names());
        (0..self.places.len())
            .map(|s| numbers[self.place_of_seat(Seat(s as u8))])
            .collect()
    }

    /// The place whose holder sits in `seat` in the current game.
    pub fn place_of_seat(&self, seat: Seat) -> usize {
        place_of_seat_in(self.game_no, self.places.len(), seat.index())
    }

    /// The seat of the person `id` in the current game.
    pub fn seat_of(&self, id: PlayerId) -> Option<Seat> {
        self.place_of(id).map(|p| self.seat_of_place(p))
    }

    /// Who sits in `seat` in the current game.
    pub fn seated(&self, seat: Seat) -> Option<&Participant> {
        self.participant(self.place_of_seat(seat))
    }

    /// The number of open places.
    pub fn open_places(&self) -> usize {
        self.places.iter().filter(|p| p.who.is_none()).count()
    }

    /// The people at the table, by place.
    pub fn people(&self) -> Vec<(usize, PlayerId)> {
        self.places
            .iter()
            .enumerate()
            .filter_map(|(i, p)| Some((i, p.who.as_ref()?.person_id()?)))
            .collect()
    }

    fn is_computer(&self, seat: Seat) -> bool {
        matches!(self.seated(seat), Some(Participant::Computer { .. }))
    }

    /// What must happen next.
    pub fn next(&self) -> Next {
        match self.phase {
            Phase::Waiting => return Next::Waiting,
            Phase::Over => return Next::Over,
            Phase::Playing => {}
        }
        let Some(to_move) = self.m.to_move() else {
            return Next::Over;
        };
        // Computers answer a draw offer at once, whoever is to move.
        if let Some(c) = self
            .draw_answer_due()
            .into_iter()
            .find(|&s| self.is_computer(s))
        {
            return self.computer_next(c);
        }
        if self.is_computer(to_move) {
            self.computer_next(to_move)
        } else {
            Next::Person(to_move)
        }
    }

    /// The seats that have yet to answer the pending draw offer.
    pub fn draw_answer_due(&self) -> Vec<Seat> {
        let Some(offerer) = self.m.draw_offer() else {
            return Vec::new();
        };
        let accepted = self.m.draw_accepts();
        (0..self.places.len())
            .map(|i| Seat(i as u8))
            .filter(|&s| s != offerer && !accepted.contains(&s))
            .collect()
    }

    fn computer_next(&self, seat: Seat) -> Next {
        if self.bots[seat.index()].is_some() {
            Next::Computer(seat)
        } else {
            Next::Thinking(seat)
        }
    }

    /// The seat to move in the current game, if one is being played.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Playing => self.m.to_move(),
            _ => None,
        }
    }

    /// The outcome of the current game, once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.m.outcome()
    }

    /// The rules text of this table's variant, in `lang`.
    pub fn rules(&self, lang: Lang) -> String {
        self.m.rules(lang)
    }

    /// The legal moves in notation (empty unless a game is being played).
    pub fn legal_moves(&self) -> Vec<String> {
        match self.phase {
            Phase::Playing => self.m.legal_moves(),
            _ => Vec::new(),
        }
    }

    /// What a legal move written in notation would do (messages, one per line), or `None`.
    pub fn explain(&self, notation: &str) -> Option<Vec<Message>> {
        self.m.explain(notation)
    }

    /// The moves of the current game.
    pub fn history(&self) -> &[MoveRecord] {
        self.m.history()
    }

    /// A text drawing of the position for `viewer`, its words in `lang`.
    pub fn render(&self, viewer: Viewer, lang: Lang) -> String {
        self.m.render(viewer, lang)
    }

    /// The pending draw offer and who accepted it.
    pub fn draw_offer(&self) -> Option<(Seat, Vec<Seat>)> {
        self.m.draw_offer().map(|s| (s, self.m.draw_accepts()))
    }

    /// Whether `seat` may offer a draw now.
    pub fn may_offer_draw(&self, seat: Seat) -> bool {
        self.phase == Phase::Playing
            && self.m.may_offer_draw(seat)
            && self.declined_now().is_none_or(|d| d.offered_by != seat)
    }

    /// The draw offer declined since the last move, if any.
    pub(crate) fn declined_now(&self) -> Option<Declined> {
        self.declined
            .filter(|d| self.phase == Phase::Playing && d.ply == self.m.history().len())
    }

    /// The record of the current game (it holds the seed, which decides hidden cards:
    /// never send it to a player before the game is over).
    pub fn record(&self) -> MatchRecord {
        self.m.record()
    }

    fn changed(&mut self) {
        self.version += 1;
    }

    fn playing(&self) -> Result<(), TableError> {
        match self.phase {
            Phase::Waiting => Err(TableError::NotStarted),
            Phase::Over => Err(TableError::GameOver),
            Phase::Playing => Ok(()),
        }
    }

    fn person_to_move(&self, seat: Seat) -> Result<(), TableError> {
        self.playing()?;
        let to_move = self.m.to_move();
        if to_move != Some(seat) || self.is_computer(seat) {
            return Err(TableError::NotYourTurn { to_move });
        }
        Ok(())
    }

    /// The person in `seat` plays typed text: one move, or several of one turn (all or
    /// none); a partly typed move may be refused with a choice (see `AnyMatch::play`).
    pub fn play(&mut self, seat: Seat, text: &str) -> Result<Vec<Event>, TableError> {
        self.person_to_move(seat)?;
        let offer = self.m.draw_offer();
        let records = self.m.play(text).map_err(TableError::Move)?;
        Ok(self.after_moves(seat, offer, records))
    }

    /// The person in `seat` plays one move written exactly in notation (as listed in the
    /// view's legal moves).
    pub fn play_exact(&mut self, seat: Seat, notation: &str) -> Result<Vec<Event>, TableError> {
        self.person_to_move(seat)?;
        let offer = self.m.draw_offer();
        let record = self.m.play_exact(notation).map_err(TableError::Move)?;
        Ok(self.after_moves(seat, offer, vec![record]))
    }

    /// After `seat` moved, with `offer` the draw offer pending before: an offer that
    /// lapsed because its answer was a move is told, as a declined one is.
    fn after_moves(
        &mut self,
        seat: Seat,
        offer: Option<Seat>,
        records: Vec<MoveRecord>,
    ) -> Vec<Event> {
        if let Some(lapsed) =
            Declined::lapse(offer, self.m.draw_offer(), seat, self.m.history().len())
        {
            self.declined = Some(lapsed);
        }
        self.changed();
        let mut events: Vec<Event> = records.into_iter().map(Event::Moved).collect();
        self.check_over(&mut events);
        events
    }

    /// Who sits in each seat now, by seat (empty unless every seat is held).
    fn seat_holders(&self) -> Vec<Participant> {
        (0..self.places.len())
            .map(|s| self.seated(Seat(s as u8)).cloned())
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default()
    }

    /// Ends the game in the series if it is over.
    fn check_over(&mut self, events: &mut Vec<Event>) {
        if self.phase != Phase::Playing {
            return;
        }
        let Some(outcome) = self.m.outcome() else {
            return;
        };
        let left: Vec<Seat> = self.left.iter().map(|l| l.seat).collect();
        // Each seat's result goes to its place's tally; a left seat's to the line of the
        // one who left (the places' tallies come first, then those of the gone).
        let n = self.places.len();
        let holders: Vec<Option<usize>> = (0..n)
            .map(|s| {
                let seat = Seat(s as u8);
                let place = self.place_of_seat(seat);
                if left.contains(&seat) {
                    self.gone
                        .iter()
                        .rposition(|g| g.place == place)
                        .map(|k| n + k)
                } else {
                    Some(place)
                }
            })
            .collect();
        self.last_players = self.seat_holders();
        self.last_outcome = Some(outcome.clone());
        self.count_in_series(&outcome, &left, &holders);
        self.phase = Phase::Over;
        for p in &mut self.places {
            // Computers are always ready for another game; people say so.
            p.ready = matches!(p.who, Some(Participant::Computer { .. }));
        }
        self.changed();
        events.push(Event::GameOver(outcome));
    }

    /// Gives up the game being played without a result: nothing is counted for anyone, and
    /// the next game may start (the console's `new`, where one person plays the computers
    /// or both sides; a person leaving before everyone has moved, see [`Table::leave`]).
    pub fn abandon(&mut self) -> Result<Vec<Event>, TableError> {
        self.playing()?;
        self.phase = Phase::Over;
        self.abandoned = true;
        self.called_off = None;
        self.last_players = self.seat_holders();
        self.last_outcome = None;
        for p in &mut self.places {
            p.ready = matches!(p.who, Some(Participant::Computer { .. }));
        }
        self.changed();
        Ok(vec![Event::GameAbandoned])
    }

    /// Calls off the game being played because the person in `seat` resigned, left or
    /// went away before everyone had moved: [`Table::abandon`], remembering who and how,
    /// so that everyone is told.
    fn call_off(&mut self, seat: Seat, how: CallOff) -> Result<Vec<Event>, TableError> {
        let name = self.seated(seat).map(Participant::name).unwrap_or_default();
        let events = self.abandon()?;
        self.called_off = Some(CalledOff { seat, name, how });
        Ok(events)
    }

    /// The person in `seat` offers a draw (on their turn, where the variant allows it).
    pub fn offer_draw(&mut self, seat: Seat) -> Result<Vec<Event>, TableError> {
        self.person_to_move(seat)?;
        if self.declined_now().is_some_and(|d| d.offered_by == seat) {
            return Err(TableError::Draw(DrawError::Declined));
        }
        self.m.offer_draw(seat).map_err(TableError::Draw)?;
        self.changed();
        Ok(vec![Event::DrawOffered(seat)])
    }

    /// The person in `seat` answers the pending draw offer.
    pub fn answer_draw(&mut self, seat: Seat, accept: bool) -> Result<Vec<Event>, TableError> {
        self.playing()?;
        if self.is_computer(seat) {
            return Err(TableError::NotSeated);
        }
        self.answer(seat, accept)
    }

    fn answer(&mut self, seat: Seat, accept: bool) -> Result<Vec<Event>, TableError> {
        let mut events = Vec::new();
        if accept {
            self.m.accept_draw(seat).map_err(TableError::Draw)?;
            events.push(Event::DrawAccepted(seat));
        } else {
            let offered_by = self.m.draw_offer();
            self.m.decline_draw(seat).map_err(TableError::Draw)?;
            self.declined = Declined::answered(offered_by, seat, self.m.history().len());
            events.push(Event::DrawDeclined(seat));
        }
        self.changed();
        self.check_over(&mut events);
        Ok(events)
    }

    /// The person in `seat` resigns.
    pub fn resign(&mut self, seat: Seat) -> Result<Vec<Event>, TableError> {
        self.playing()?;
        if self.is_computer(seat) {
            return Err(TableError::NotSeated);
        }
        if !self.everyone_has_moved() {
            // Nobody loses a game that one side has not played yet: as leaving then does,
            // resigning calls it off (a rated loss for a misclick on the first move, and a
            // rated win for the other side, helped nobody). The resignation is told first,
            // so that the records keep who called the game off.
            let mut events = vec![Event::Resigned(seat)];
            events.extend(self.call_off(seat, CallOff::Resigned)?);
            return Ok(events);
        }
        self.m.resign(seat).map_err(TableError::Move)?;
        self.changed();
        let mut events = vec![Event::Resigned(seat)];
        self.check_over(&mut events);
        Ok(events)
    }

    /// Whether the person in `seat` may take back moves now, and if not, why.
    pub fn undo_allowed(&self, seat: Seat) -> Result<(), TableError> {
        self.playing()?;
        if self.info.hidden_information {
            return Err(TableError::UndoNotAllowed(NoUndo::CardsSeen));
        }
        let others_are_computers = (0..self.places.len())
            .map(|s| Seat(s as u8))
            .filter(|&s| s != seat)
            .all(|s| self.is_computer(s));
        match self.setup.undo {
            UndoPolicy::Never => Err(TableError::UndoNotAllowed(NoUndo::ForReal)),
            UndoPolicy::AgainstComputers if !others_are_computers => {
                Err(TableError::UndoNotAllowed(NoUndo::PracticeOnly))
            }
            _ => Ok(()),
        }
    }

    /// How many plies a take-back by `seat` would take back now (see [`Table::undo`]).
    pub fn undo_plies(&self, seat: Seat) -> Result<usize, TableError> {
        self.undo_allowed(seat)?;
        let history = self.m.history();
        let Some(last) = history.last() else {
            return Err(TableError::NothingToUndo);
        };
        let target = if self.setup.undo == UndoPolicy::SharedKeyboard {
            last.seat
        } else {
            seat
        };
        let Some(end) = history.iter().rposition(|r| r.seat == target) else {
            return Err(TableError::NothingToUndo);
        };
        let mut first = end;
        while first > 0 && history[first - 1].seat == target {
            first -= 1;
        }
        if first < self.undo_floor {
            return Err(TableError::UndoBeforeResume);
        }
        Ok(history.len() - first)
    }

    /// The person in `seat` takes back a turn: against computers, everything since the
    /// start of their own last turn; at a shared keyboard, the last turn played.
    pub fn undo(&mut self, seat: Seat) -> Result<Vec<Event>, TableError> {
        let plies = self.m.undo(self.undo_plies(seat)?);
        self.taken_back = true;
        self.offer_asked_at = None;
        self.declined = None;
        self.changed();
        Ok(vec![Event::Undone { plies, by: seat }])
    }

    /// Sits the person `who` down in `place` (or the first open one). Between games only.
    /// Starts the next game when every place is filled and ready. Returns the place.
    pub fn sit(
        &mut self,
        who: Participant,
        place: Option<usize>,
    ) -> Result<(usize, Vec<Event>), TableError> {
        // Someone already seated hears so even mid-game: the doors take them back to the
        // table (a player who types `JOIN` again after a reconnect).
        if let Some(id) = who.person_id()
            && self.place_of(id).is_some()
        {
            return Err(TableError::AlreadySeated);
        }
        let place = match place {
            Some(p) if p >= self.places.len() => return Err(TableError::NoSuchPlace(p)),
            Some(p) if self.places[p].who.is_some() => return Err(TableError::PlaceTaken(p)),
            Some(p) => p,
            None => self
                .places
                .iter()
                .position(|p| p.who.is_none())
                .ok_or(TableError::NoOpenPlace)?,
        };
        // Asked after the place: one who clicked Join a moment after the last place was
        // taken (which started the game) is told the table is full, not that places change
        // only between games, which is true but not why. (A running game has no open
        // place: one who leaves it ends it. This stays as the rule's guard.)
        if self.phase == Phase::Playing {
            return Err(TableError::GameRunning);
        }
        if let Participant::Computer { level } = &who {
            self.setup
                .kind
                .check_level(level)
                .map_err(TableError::Setup)?;
        }
        // One who left and comes back goes on with their score (two lines of one person
        // read as two players).
        let tally = match &who {
            Participant::Person { name, .. } => self.take_gone(name),
            Participant::Computer { .. } => Tally::default(),
        };
        self.places[place] = Place {
            who: Some(who),
            ready: true,
            tally,
        };
        self.changed();
        let mut events = vec![Event::Sat { place }];
        events.extend(self.start_if_ready()?);
        Ok((place, events))
    }

    /// The person `id` leaves their place. During a game this resigns it first, unless not
    /// everyone has moved yet: then the game is called off, counted for nobody (whoever sat
    /// down at a table whose other player had gone is not made to lose for leaving it).
    pub fn leave(&mut self, id: PlayerId) -> Result<Vec<Event>, TableError> {
        let place = self.place_of(id).ok_or(TableError::NotSeated)?;
        let mut events = Vec::new();
        if self.phase == Phase::Playing {
            if self.everyone_has_moved() {
                events.extend(self.resign(self.seat_of_place(place))?);
            } else {
                events.extend(self.call_off(self.seat_of_place(place), CallOff::Left)?);
            }
        }
        self.vacate(place, false);
        self.changed();
        events.push(Event::Left { place });
        Ok(events)
    }

    /// Counts a finished game in the series: `holders[seat]` indexes the places' tallies,
    /// then those of the people who left (see [`series::Series::count`]).
    fn count_in_series(&mut self, outcome: &Outcome, left: &[Seat], holders: &[Option<usize>]) {
        let Table {
            places,
            gone,
            series,
            ..
        } = self;
        let mut tallies: Vec<&mut Tally> = places
            .iter_mut()
            .map(|p| &mut p.tally)
            .chain(gone.iter_mut().map(|g| &mut g.tally))
            .collect();
        series.count(outcome, left, holders, &mut tallies);
    }

    /// Empties `place`. Its holder's line of the series score stays among those who left if
    /// they played a game in it, or if `playing` (the game being played will count for them).
    fn vacate(&mut self, place: usize, playing: bool) {
        let Place { who, tally, .. } = std::mem::replace(
            &mut self.places[place],
            Place {
                who: None,
                ready: false,
                tally: Tally::default(),
            },
        );
        if let Some(who) = who
            && (tally.played > 0 || playing)
        {
            self.keep_gone(Gone {
                place,
                name: who.name(),
                tally,
            });
        }
    }

    /// Adds a line of one who left (to their line, if they left before: it becomes the
    /// latest), the oldest going past [`GONE_KEPT`].
    fn keep_gone(&mut self, mut gone: Gone) {
        gone.tally.add(&self.take_gone(&gone.name));
        self.gone.push(gone);
        if self.gone.len() > GONE_KEPT {
            self.gone.remove(0);
        }
    }

    /// Takes the line of `name` out of those who left: what they had (nothing if none).
    fn take_gone(&mut self, name: &str) -> Tally {
        let mut tally = Tally::default();
        self.gone.retain(|g| {
            let theirs = g.name == name;
            if theirs {
                tally.add(&g.tally);
            }
            !theirs
        });
        tally
    }

    /// Whether every seat has made a move in the game being played.
    fn everyone_has_moved(&self) -> bool {
        (0..self.places.len()).all(|s| self.has_moved(Seat(s as u8)))
    }

    /// Whether `seat` has made a move in the game being played.
    pub fn has_moved(&self, seat: Seat) -> bool {
        self.m.history().iter().any(|r| r.seat == seat)
    }

    /// Whether the last game was called off without a result.
    pub fn abandoned(&self) -> bool {
        self.phase == Phase::Over && self.abandoned
    }

    /// Who called the last game off, and how, while it is the game on the table (none
    /// when the console's `new` gave it up).
    pub fn called_off(&self) -> Option<&CalledOff> {
        self.called_off.as_ref().filter(|_| self.abandoned())
    }

    /// A computer of `level` takes over `place` (whose person is gone). During a game it
    /// plays on from the current position; the person's moves can no longer be taken back.
    /// A person who has not moved yet in the game is not played for: the game is called off
    /// (as their leaving would), and the computer plays from the next one.
    pub fn take_over(&mut self, place: usize, level: &str) -> Result<Vec<Event>, TableError> {
        if place >= self.places.len() {
            return Err(TableError::NoSuchPlace(place));
        }
        let who = Participant::computer(level);
        let Participant::Computer { level } = &who else {
            return Err(TableError::NoSuchPlace(place));
        };
        let bot = self
            .setup
            .kind
            .new_bot(level, self.bot_seed(self.seat_of_place(place)))
            .map_err(TableError::Setup)?;
        let mut events = Vec::new();
        // A person taken over before their first move of the game: the game is called off,
        // as their leaving would call it off (nobody is rated for a game one side never
        // played; it was rated as a win for whoever stayed, even one who then resigned),
        // and the computer sits down for the next (which starts, as after any game, once
        // the people are ready: the called-off game stays on screen to say what happened).
        if self.phase == Phase::Playing && !self.has_moved(self.seat_of_place(place)) {
            events.extend(self.call_off(self.seat_of_place(place), CallOff::WentAway)?);
        }
        let mid_game = (self.phase == Phase::Playing).then(|| self.seat_of_place(place));
        if let Some(seat) = mid_game {
            self.bots[seat.index()] = Some(bot);
            self.undo_floor = self.m.history().len();
            if !self.left.iter().any(|l| l.seat == seat) {
                self.left
                    .push(Leaver::of(seat, self.places[place].who.as_ref()));
            }
        }
        // Mid-game the one taken over keeps a line even before their first finished game:
        // the game being played counts as lost by them.
        self.vacate(place, mid_game.is_some());
        self.places[place] = Place {
            who: Some(who),
            ready: true,
            tally: Tally::default(),
        };
        self.changed();
        events.push(Event::TakenOver {
            place,
            seat: mid_game,
        });
        if self.phase != Phase::Playing {
            events.extend(self.start_if_ready()?);
        }
        Ok(events)
    }

    /// The person `id` is ready for the next game; it starts when everyone is.
    pub fn ready(&mut self, id: PlayerId) -> Result<Vec<Event>, TableError> {
        let place = self.place_of(id).ok_or(TableError::NotSeated)?;
        if self.phase == Phase::Playing {
            return Err(TableError::GameRunning);
        }
        let mut events = Vec::new();
        if !self.places[place].ready {
            self.places[place].ready = true;
            self.changed();
            events.push(Event::Ready { place });
        }
        events.extend(self.start_if_ready()?);
        Ok(events)
    }

    /// Everyone at the table is ready: the next game starts if every place is filled (for
    /// front-ends where one person answers for all, like a console).
    pub fn next_game(&mut self) -> Result<Vec<Event>, TableError> {
        if self.phase == Phase::Playing {
            return Err(TableError::GameRunning);
        }
        for p in &mut self.places {
            p.ready = p.who.is_some();
        }
        self.start_if_ready()
    }

    fn start_if_ready(&mut self) -> Result<Vec<Event>, TableError> {
        if self.phase == Phase::Playing || self.places.iter().any(|p| p.who.is_none() || !p.ready) {
            return Ok(Vec::new());
        }
        self.game_no = self.games_started;
        self.games_started += 1;
        let seed = self.game_seed(self.game_no);
        let automated = self
            .places
            .iter()
            .all(|p| matches!(p.who, Some(Participant::Computer { .. })));
        let mut m = self
            .setup
            .kind
            .new_match_with(
                self.setup.variant.as_deref(),
                self.setup.options.as_ref(),
                seed,
                automated,
            )
            .map_err(TableError::Setup)?;
        random_opening(m.as_mut(), self.setup.opening, seed).map_err(TableError::Computer)?;
        let bots = self.new_bots(seed)?;
        self.m = m;
        self.bots = bots;
        self.phase = Phase::Playing;
        self.offer_asked_at = None;
        self.declined = None;
        self.undo_floor = 0;
        self.left.clear();
        self.taken_back = false;
        self.abandoned = false;
        self.called_off = None;
        self.changed();
        let mut events = vec![Event::GameStarted {
            number: self.game_no + 1,
        }];
        // A random opening may already have ended the game.
        self.check_over(&mut events);
        Ok(events)
    }

    fn seated_in(&self, seat: Seat) -> Option<&Participant> {
        self.places[self.place_of_seat(seat)].who.as_ref()
    }

    fn bot_seed(&self, seat: Seat) -> u64 {
        self.bot_seed_for(self.game_seed(self.game_no), seat)
    }

    /// The seed of game `game_no` (from 0) of the series; see [`TableSetup::deal_key`].
    fn game_seed(&self, game_no: u64) -> u64 {
        let setup = &self.setup;
        if setup.deal_per_rotation {
            setup.seed.wrapping_add(game_no / self.places.len() as u64)
        } else {
            match setup.deal_key {
                Some(key) if game_no > 0 => secret_seed(key, game_no),
                _ => setup.seed.wrapping_add(game_no),
            }
        }
    }

    /// Computer players' seeds: distinct per seat and game, reproducible from the table seed.
    fn bot_seed_for(&self, game_seed: u64, seat: Seat) -> u64 {
        game_seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(seat.index() as u64 * 7919 + self.game_no)
    }

    /// Plays every computer turn (and computer draw answer) due now, thinking inline, until
    /// a person must act or the game is over. For front-ends that may block: the console
    /// and the arena. `each` sees every job's result before it is played.
    pub fn run_computers(
        &mut self,
        budget: &Budget,
        mut each: impl FnMut(&ComputerDone),
    ) -> Result<Vec<Event>, TableError> {
        let mut events = Vec::new();
        while let Some(job) = self.computer_job() {
            let done = job.run(budget);
            each(&done);
            events.extend(self.finish(done)?);
        }
        Ok(events)
    }

    /// A hint for the person in `seat`: the move a strong computer player would make
    /// (it sees only what the seat sees). Thinks inline.
    pub fn hint(&self, seat: Seat) -> Result<String, TableError> {
        self.person_to_move(seat)?;
        let mut helper = self
            .setup
            .kind
            .new_bot("hard", self.version ^ 0x4849_4E54)
            .map_err(TableError::Setup)?;
        helper
            .choose(self.m.as_ref(), &Budget::unlimited())
            .map_err(|e| TableError::Computer(e.to_string()))
    }
}

impl Table {
    /// A whole turn for the person in `seat`: the hint's move and, while the same seat is
    /// still to move (Virus War's three sub-moves, a Nines removal), the moves after it,
    /// each with what it does. The moves typed on one line play the turn.
    pub fn hint_turn(&self, seat: Seat) -> Result<Vec<(String, Vec<Message>)>, TableError> {
        self.person_to_move(seat)?;
        let mut helper = self
            .setup
            .kind
            .new_bot("hard", self.version ^ 0x4849_4E54)
            .map_err(TableError::Setup)?;
        let mut trial = self.m.box_clone();
        let mut turn = Vec::new();
        // A turn is a few plies in every game; the bound only guards against a loop.
        while trial.to_move() == Some(seat) && turn.len() < 16 {
            let mv = helper
                .choose(trial.as_ref(), &Budget::unlimited())
                .map_err(|e| TableError::Computer(e.to_string()))?;
            let what = trial.explain(&mv).unwrap_or_default();
            trial.play_exact(&mv).map_err(TableError::Move)?;
            turn.push((mv, what));
        }
        Ok(turn)
    }
}

/// A seed drawn from a secret `key` and a number, such that seeds drawn from one key tell
/// nothing of the key nor of each other (SHA-256: a game's seed is public once it is over).
///
/// ```
/// use parlour_catalog::table::secret_seed;
/// assert_ne!(secret_seed(7, 1), secret_seed(7, 2));
/// assert_eq!(secret_seed(7, 1), secret_seed(7, 1));
/// ```
pub fn secret_seed(key: u64, n: u64) -> u64 {
    use sha2::{Digest, Sha256};
    let digest = Sha256::new()
        .chain_update(key.to_le_bytes())
        .chain_update(n.to_le_bytes())
        .finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// Plays `plies` random moves, the same ones for every game with this seed.
fn random_opening(m: &mut dyn AnyMatch, plies: usize, seed: u64) -> Result<(), String> {
    let mut rng = parlour_core::Rng::new(seed ^ 0x0DE1_1F00);
    for _ in 0..plies {
        let legal = m.legal_moves();
        let Some(mv) = rng.pick(&legal) else { break };
        m.play_exact(mv).map_err(|e| e.to_string())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
