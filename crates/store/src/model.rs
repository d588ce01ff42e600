//! What is stored: tables, the games played at them, and each game's log of moves and
//! offers. Positions are never stored: a game is rebuilt by replaying its log from its rules
//! and seed.

use parlour_core::Outcome;
use serde::{Deserialize, Serialize};

/// Milliseconds since 1970 (UTC).
pub type Millis = i64;

/// Now, in [`Millis`].
pub fn now_ms() -> Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The id of a console's table in the records, `c<n>` (a server's are `t<n>`): a person
/// at a console resumes it with `parlour play --resume c<n>`.
pub fn console_table_id(seq: impl std::fmt::Display) -> String {
    format!("c{seq}")
}

/// Whether a table of the records is a console's ([`console_table_id`]).
pub fn is_console_table(id: &str) -> bool {
    id.starts_with('c')
}

/// A player's id in the store.
pub type PlayerId = i64;

/// Who holds a place or sat in a seat: a person or a computer level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holder {
    /// The person's id (`None` for a computer).
    pub player: Option<PlayerId>,
    /// The name shown (a nickname, or `Computer (hard)`).
    pub name: String,
    /// A computer's level.
    pub level: Option<String>,
    /// Among the computers of one level at the table, this one's number, as the table
    /// showed it ("Computer (random) 2"): filled when a record is read, never stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u32>,
}

impl Holder {
    /// A person.
    pub fn person(id: PlayerId, nick: &str) -> Holder {
        Holder {
            player: Some(id),
            name: nick.to_string(),
            level: None,
            number: None,
        }
    }

    /// A computer level.
    pub fn computer(level: &str) -> Holder {
        Holder {
            player: None,
            name: format!("Computer ({level})"),
            level: Some(level.to_string()),
            number: None,
        }
    }

    /// The seats of game `game_number` (from 1) of a table, each computer numbered among
    /// those of its level as the table numbered them: by place. A table turns its seats one
    /// place a game (`Table::place_of_seat`), so in a series of two computers of one level,
    /// "Computer (random) 1" is White in the first game and Black in the second; numbered
    /// by seat, the records named the other one the winner of every second game.
    pub fn numbered(seats: Vec<Holder>, game_number: u64) -> Vec<Holder> {
        use parlour_catalog::table::{numbers_by_place, place_of_seat_in};
        let levels: Vec<Option<String>> = seats.iter().map(|h| h.level.clone()).collect();
        let game_no = game_number.saturating_sub(1);
        let numbers = numbers_by_place(&levels, |s| place_of_seat_in(game_no, seats.len(), s));
        seats
            .into_iter()
            .zip(numbers)
            .map(|(h, number)| Holder { number, ..h })
            .collect()
    }

    /// The key ratings are kept under: `player:7` or `computer:hard`.
    pub fn key(&self) -> String {
        match (self.player, &self.level) {
            (Some(id), _) => format!("player:{id}"),
            (None, Some(level)) => format!("computer:{level}"),
            (None, None) => format!("name:{}", self.name),
        }
    }
}

/// What a log entry records.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogKind {
    /// A move (its notation is in the entry).
    Move,
    /// A draw offer.
    DrawOffer,
    /// An acceptance of the pending offer.
    DrawAccept,
    /// A refusal of the pending offer.
    DrawDecline,
    /// A resignation.
    Resign,
    /// The seat's person went away and a computer took the seat over (its level is in the
    /// entry's notation): the person loses the game by leaving (see `game_over`).
    TakenOver,
    /// The seat took moves back (how many is in the entry's notation): the game is not
    /// rated (see `game_over`). The moves themselves are gone from the log.
    TakeBack,
    /// The seat's person called the game off before everyone had moved (how is in the
    /// entry's notation: `resigned`, `left` or `went_away`); written just before the game
    /// is given up, so that its replay and the table after a restart say who and how.
    CalledOff,
}

impl LogKind {
    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            LogKind::Move => "move",
            LogKind::DrawOffer => "draw_offer",
            LogKind::DrawAccept => "draw_accept",
            LogKind::DrawDecline => "draw_decline",
            LogKind::Resign => "resign",
            LogKind::TakenOver => "taken_over",
            LogKind::TakeBack => "take_back",
            LogKind::CalledOff => "called_off",
        }
    }

    /// The kind with this stored name.
    pub fn from_name(name: &str) -> Option<LogKind> {
        [
            LogKind::Move,
            LogKind::DrawOffer,
            LogKind::DrawAccept,
            LogKind::DrawDecline,
            LogKind::Resign,
            LogKind::TakenOver,
            LogKind::TakeBack,
            LogKind::CalledOff,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// One thing that happened in a game, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The seat that did it.
    pub seat: u8,
    /// What.
    pub kind: LogKind,
    /// The move's notation, for moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notation: Option<String>,
    /// When.
    pub at: Millis,
}

/// One change to the store. A list of writes is saved in one transaction: all or nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    /// The writes after it hold only while this copy of `table` is its keeper: the number
    /// [`crate::queries::take_over`] gave it (0 for a table never taken over). Saves of a
    /// table on several nodes start with it; otherwise the save fails with
    /// [`crate::StoreError::NotKeeper`] and nothing of it is written.
    Keeper {
        /// The table.
        table: String,
        /// Its keeper number.
        keeper: u64,
    },
    /// A table opened.
    Table {
        /// Its id.
        id: String,
        /// Game id.
        game: String,
        /// Rule variant.
        variant: String,
        /// The table's seed (every game's seed derives from it).
        seed: u64,
        /// A quick-play table.
        quick: bool,
        /// When.
        at: Millis,
    },
    /// A place got a new holder (or was left open).
    Place {
        /// The table.
        table: String,
        /// The place, from 0.
        place: usize,
        /// Who holds it now.
        holder: Option<Holder>,
    },
    /// A game started at a table.
    GameStarted {
        /// The table.
        table: String,
        /// The game's number at the table, from 1.
        number: u64,
        /// Game id.
        game: String,
        /// Rule variant.
        variant: String,
        /// The game's parameters as JSON (what replay needs).
        params: serde_json::Value,
        /// The game's seed.
        seed: u64,
        /// Who sits in each seat.
        seats: Vec<Holder>,
        /// When.
        at: Millis,
    },
    /// Something happened in a game.
    Log {
        /// The table.
        table: String,
        /// The game's number.
        number: u64,
        /// What.
        entry: LogEntry,
    },
    /// The last `moves` moves were taken back (with everything logged after the first).
    Undo {
        /// The table.
        table: String,
        /// The game's number.
        number: u64,
        /// How many moves.
        moves: usize,
    },
    /// A game ended (ratings are updated with it).
    GameOver {
        /// The table.
        table: String,
        /// The game's number.
        number: u64,
        /// How.
        outcome: Outcome,
        /// When.
        at: Millis,
    },
    /// A game was given up without a result: it is finished, with no outcome, and counts
    /// for nobody.
    GameAbandoned {
        /// The table.
        table: String,
        /// The game's number.
        number: u64,
        /// When.
        at: Millis,
    },
    /// A table closed (everyone left it). A game still being played there is abandoned:
    /// finished, with no outcome, as with [`Write::GameAbandoned`].
    TableClosed {
        /// The table.
        table: String,
        /// When.
        at: Millis,
    },
}

/// A game as it is stored: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The table it was played at.
    pub table: String,
    /// Its number at the table, from 1.
    pub number: u64,
    /// Game id.
    pub game: String,
    /// Rule variant.
    pub variant: String,
    /// The game's parameters.
    pub params: serde_json::Value,
    /// The seed all chance came from.
    pub seed: u64,
    /// Who sat in each seat.
    pub seats: Vec<Holder>,
    /// Moves and offers, in order.
    pub log: Vec<LogEntry>,
    /// When it started.
    pub started_at: Millis,
    /// When it ended.
    pub finished_at: Option<Millis>,
    /// How it ended.
    pub outcome: Option<Outcome>,
}

impl GameRecord {
    /// The moves in notation, in order.
    pub fn moves(&self) -> Vec<&str> {
        self.log
            .iter()
            .filter(|e| e.kind == LogKind::Move)
            .filter_map(|e| e.notation.as_deref())
            .collect()
    }
}

/// A finished game, as the series of its table counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedGame {
    /// Its number at the table.
    pub number: u64,
    /// Who sat in each seat.
    pub seats: Vec<Holder>,
    /// How it ended on the board.
    pub outcome: Outcome,
    /// The seats whose people went away in the middle of it, where a computer played on
    /// (the game counts as lost by them).
    pub left: Vec<u8>,
    /// A move was taken back in it: it was not rated.
    pub unrated: bool,
}

/// A table that was open when the server stopped, with what it needs to go on.
#[derive(Clone, Debug, PartialEq)]
pub struct TableResume {
    /// Its id.
    pub id: String,
    /// Game id.
    pub game: String,
    /// Rule variant.
    pub variant: String,
    /// The table's seed.
    pub seed: u64,
    /// A quick-play table.
    pub quick: bool,
    /// Who holds each place.
    pub places: Vec<Option<Holder>>,
    /// The games finished at it, in order.
    pub finished: Vec<FinishedGame>,
    /// The game being played, if any.
    pub current: Option<GameRecord>,
    /// The table's last game, when it was given up without a result (called off) and no
    /// game came after it, with its log.
    pub abandoned: Option<GameRecord>,
}

/// A line of a game list.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameSummary {
    /// The table.
    pub table: String,
    /// The game's number at the table.
    pub number: u64,
    /// Game id.
    pub game: String,
    /// Rule variant.
    pub variant: String,
    /// Who sat in each seat.
    pub seats: Vec<Holder>,
    /// How it ended (`None` while it goes on).
    pub outcome: Option<Outcome>,
    /// The seats whose people went away in the middle of the game, where a computer played
    /// on (empty for most games).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<u8>,
    /// How the game counts in the ratings and statistics, when that is not its outcome:
    /// whoever went away lost it, and everyone who stayed won it unless they resigned (see
    /// [`Outcome::counted`](parlour_core::Outcome::counted)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted: Option<Outcome>,
    /// A move was taken back in it: it counts in the statistics but moved no rating.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
    /// Moves played.
    pub moves: usize,
    /// When it started.
    pub started_at: Millis,
    /// When it ended.
    pub finished_at: Option<Millis>,
}

/// Which games to list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Only games this player sat in.
    pub player: Option<PlayerId>,
    /// Only this game.
    pub game: Option<String>,
    /// Only finished (true) or running (false) games.
    pub finished: Option<bool>,
    /// At most this many, newest first: the latest finished first, a running game by when
    /// it started (0: 50).
    pub limit: usize,
    /// The newest this many are passed over: the next page of a long list.
    pub offset: usize,
}

/// A rating.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingRow {
    /// Whose: `player:7` or `computer:hard`.
    pub key: String,
    /// The name shown.
    pub name: String,
    /// Game id.
    pub game: String,
    /// The rating.
    pub rating: f64,
    /// Its uncertainty (Glicko-2 deviation, Weng-Lin sigma).
    pub deviation: f64,
    /// Rated games.
    pub games: u64,
    /// Rated games won.
    pub wins: u64,
    /// Rated games drawn.
    pub draws: u64,
    /// Rated games lost.
    pub losses: u64,
    /// Rated games survived (three seats: someone else won, someone else lost). The four
    /// add up to `games`, but for records of before they were kept, counted by today's
    /// rules (see docs/records.md).
    pub survivals: u64,
    /// Whether the rating rests on fewer than [`PROVISIONAL_BELOW`] games: shown with a `?`
    /// and listed after the others in a leaderboard (one lucky game is not a rank).
    pub provisional: bool,
}

/// How many rated games make a rating more than provisional.
pub const PROVISIONAL_BELOW: u64 = 5;

/// One game's results for a player.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GameStats {
    /// Game id.
    pub game: String,
    /// Finished games.
    pub played: u64,
    /// Wins.
    pub wins: u64,
    /// Draws.
    pub draws: u64,
    /// Losses.
    pub losses: u64,
    /// Games survived (someone else won, someone else lost).
    pub survivals: u64,
    /// The rating, once rated.
    pub rating: Option<RatingRow>,
}

/// What a player page shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The player's id.
    pub id: PlayerId,
    /// Their nickname.
    pub nick: String,
    /// Per game.
    pub games: Vec<GameStats>,
    /// The series at the tables they played at, latest first.
    pub series: Vec<SeriesScore>,
    /// Their latest games.
    pub recent: Vec<GameSummary>,
}

/// The score of the series at one table: how many games each holder won there.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SeriesScore {
    /// The table.
    pub table: String,
    /// Game id.
    pub game: String,
    /// Finished games at the table.
    pub games: u64,
    /// Games nobody won.
    pub draws: u64,
    /// Everyone who sat at the table, with their wins, in seat order of their first game.
    pub scores: Vec<SeriesEntry>,
    /// When the last of those games ended.
    pub last_at: Millis,
    /// The number of the last of those games at the table (its replay is `table.number`).
    pub last_number: u64,
    /// The table is closed: there is nothing to watch or join there any more.
    pub closed: bool,
}

/// One holder's wins in a series.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeriesEntry {
    /// The rating key (`player:7`, `computer:hard`).
    pub key: String,
    /// The name shown.
    pub name: String,
    /// Games won.
    pub wins: u64,
    /// The seats the holder filled in one game: 2 for two computers of one level, which
    /// share a rating key and so one entry (their wins are the wins of both).
    pub seats: u64,
}
