//! Game records: what is stored, and enough to rebuild any game by replay.

use parlour_core::Outcome;
use serde::{Deserialize, Serialize};

/// A game as it is stored: rules, seed, moves and result. The state is rebuilt by replaying
/// the moves from the seed (or from `start`), never stored as a snapshot.
///
/// A record holds the seed, which decides hidden cards: it must stay on the server until the
/// game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// Game id, e.g. `"nines"`.
    pub game: String,
    /// The rule parameters, as JSON.
    pub params: serde_json::Value,
    /// The seed all chance came from.
    pub seed: u64,
    /// The position text the game started from, when it did not start from the seed.
    pub start: Option<String>,
    /// The moves in notation.
    pub moves: Vec<String>,
    /// True when the game ended in a draw by agreement.
    #[serde(default)]
    pub agreed_draw: bool,
    /// The seat that resigned, when the game ended by a resignation.
    #[serde(default)]
    pub resigned: Option<parlour_core::Seat>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}
