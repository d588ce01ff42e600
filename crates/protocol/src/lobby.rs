//! The lobby as a client sees it: the games, the tables, who is online.

use parlour_catalog::GameKind;
use parlour_catalog::table::Phase;
use serde::{Deserialize, Serialize};

/// One game of the catalog, with what a "new table" form needs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameEntry {
    /// Stable id: `"nines"`.
    pub id: &'static str,
    /// Display name (in the reader's language, on the web door).
    pub name: String,
    /// One line saying what the game is.
    pub summary: String,
    /// Seat names in seat order.
    pub seats: Vec<&'static str>,
    /// Rule variants; the first is the default.
    pub variants: Vec<&'static str>,
    /// The variants' names for people, in the order of `variants`.
    pub variant_names: Vec<String>,
    /// Each variant in a line, for choosing among them, in the order of `variants` (empty
    /// where its name says it all).
    pub variant_about: Vec<String>,
    /// Computer levels.
    pub levels: Vec<&'static str>,
    /// True when a seat cannot see the whole state.
    pub hidden_information: bool,
    /// True when the game has draws by agreement (in some variant).
    pub draw_by_agreement: bool,
    /// The parameters of the default variant, which `create_table` may change.
    pub options: serde_json::Value,
}

impl GameEntry {
    /// The entry for one game.
    pub fn of(kind: GameKind) -> GameEntry {
        let info = kind.info();
        GameEntry {
            id: info.id,
            name: info.name.to_string(),
            summary: info.summary.to_string(),
            seats: info.seat_names.to_vec(),
            variants: info.variants.to_vec(),
            variant_names: info.variants.iter().map(|v| v.to_string()).collect(),
            variant_about: info.variants.iter().map(|_| String::new()).collect(),
            levels: kind.levels(),
            hidden_information: info.hidden_information,
            draw_by_agreement: info.draw_by_agreement,
            options: kind.options(None).unwrap_or(serde_json::Value::Null),
        }
    }

    /// Every game, in menu order.
    pub fn all() -> Vec<GameEntry> {
        GameKind::ALL.into_iter().map(GameEntry::of).collect()
    }
}

/// A player as others see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInfo {
    /// The player's id on this server.
    pub id: u64,
    /// Their nickname.
    pub nick: String,
}

/// One place at a table, in the lobby list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSummary {
    /// The seat name in the current game.
    #[serde(deserialize_with = "parlour_core::interned::static_str")]
    pub seat_name: parlour_core::interned::StaticStr,
    /// Who sits there (`None`: open).
    pub player: Option<String>,
    /// True for a computer player.
    pub computer: bool,
    /// A computer's level, so a client names it in its own words.
    pub level: Option<String>,
    /// When two computers of one level sit at the table, this one's number among them.
    pub number: Option<u32>,
}

/// A table in the lobby list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSummary {
    /// Its id.
    pub id: String,
    /// Game id.
    #[serde(deserialize_with = "parlour_core::interned::static_str")]
    pub game: parlour_core::interned::StaticStr,
    /// Game name (in the reader's language, on the web door).
    pub name: String,
    /// Rule variant.
    pub variant: String,
    /// The variant's name for people.
    pub variant_name: String,
    /// `waiting`, `playing` or `over`.
    pub phase: Phase,
    /// The seats of the current game.
    pub seats: Vec<SeatSummary>,
    /// Open places.
    pub open: usize,
    /// Games finished at this table.
    pub games: u32,
    /// People watching.
    pub spectators: usize,
    /// Seated people who have no connection to the table now (away).
    #[serde(default)]
    pub away: usize,
    /// True for a quick-play table (filled by whoever asks for a game of its kind).
    pub quick: bool,
}

/// The lobby: tables to join or watch, and who is online.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LobbyView {
    /// Tables with open places, newest first.
    pub open: Vec<TableSummary>,
    /// Games being played (to watch), newest first.
    pub playing: Vec<TableSummary>,
    /// Nicknames of the players connected now.
    pub online: Vec<String>,
}
