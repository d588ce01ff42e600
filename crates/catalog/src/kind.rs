//! [`GameKind`]: every game by name, and how to make its matches and computer players.

use crate::bots::{AnyBot, TypedBot};
use crate::game_match::{AnyMatch, Match};
use crate::games::{self, Entry};
use parlour_core::{
    Bot, Describe, Difficulty, Game, GameInfo, Message, ParsePositionError, Rng, SetupError,
};
use parlour_i18n::Lang;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// The five games of Parlour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Nine Men's Morris as the client plays it (and OpenSpiel's standard rules).
    Nines,
    /// The Bemba mancala of Zambia.
    Isolo,
    /// The 10×10 Russian paper game of spreading and killing.
    VirusWar,
    /// A three-player chase on 6×6.
    ElephantFoxMouse,
    /// The Balkan fishing card game.
    Tablenette,
}

/// Why the catalog could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// No game has that name.
    UnknownGame(String),
    /// No computer level has that name for this game.
    UnknownLevel {
        /// The name asked for.
        level: String,
        /// The levels that exist.
        known: Vec<&'static str>,
    },
    /// The rules or variant could not be set up.
    Setup(SetupError),
    /// The position text could not be read.
    Position(ParsePositionError),
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::UnknownGame(name) => {
                write!(
                    f,
                    "unknown game '{name}' (games: {})",
                    game_ids().join(", ")
                )
            }
            CatalogError::UnknownLevel { level, known } => {
                write!(
                    f,
                    "unknown computer level '{level}' (levels: {})",
                    known.join(", ")
                )
            }
            CatalogError::Setup(e) => write!(f, "{e}"),
            CatalogError::Position(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CatalogError {}

/// A wrong game, level or variant in the reader's words (the server's refusals of the
/// same, `server-error-unknown-…` in `server.ftl` of `parlour-i18n`); a bad parameter or
/// position is told as its text says.
impl Describe for CatalogError {
    fn message(&self) -> Message {
        match self {
            CatalogError::UnknownGame(name) => Message::new("server-error-unknown-game")
                .with("game", name.as_str())
                .with("known", game_ids().join(", ")),
            CatalogError::UnknownLevel { level, known } => {
                Message::new("server-error-unknown-level")
                    .with("level", level.as_str())
                    .with("known", known.join(", "))
            }
            CatalogError::Setup(SetupError::UnknownVariant { name, known }) => {
                Message::new("server-error-unknown-variant")
                    .with("variant", name.as_str())
                    .with("known", known.join(", "))
            }
            CatalogError::Setup(_) | CatalogError::Position(_) => {
                Message::new("table-setup").with("why", self.to_string())
            }
        }
    }
}

/// Every game's id, in the catalog's order.
pub fn game_ids() -> Vec<&'static str> {
    GameKind::ALL.iter().map(|k| k.id()).collect()
}

/// What `parlour bench` measures.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct BenchReport {
    /// Game id.
    pub game: String,
    /// Rule variant measured.
    pub variant: String,
    /// Complete random games per second, one thread.
    pub playouts_per_sec: f64,
    /// Plies of random games per second.
    pub plies_per_sec: f64,
    /// Mean plies per random game.
    pub mean_plies: f64,
    /// The level whose search was measured.
    pub search_level: String,
    /// Search nodes per second of that level.
    pub search_nodes_per_sec: f64,
    /// Moves searched.
    pub search_moves: usize,
    /// Median think time per move, milliseconds.
    pub think_ms_median: f64,
    /// 95th percentile think time, milliseconds.
    pub think_ms_p95: f64,
    /// Transposition-table hit rate of the search (hits / probes), when it has one.
    pub tt_hit_rate: Option<f64>,
}

macro_rules! with_entry {
    ($kind:expr, $E:ident => $body:expr) => {
        match $kind {
            GameKind::Nines => {
                type $E = games::nines::NinesEntry;
                $body
            }
            GameKind::Isolo => {
                type $E = games::isolo::IsoloEntry;
                $body
            }
            GameKind::VirusWar => {
                type $E = games::virus_war::VirusWarEntry;
                $body
            }
            GameKind::ElephantFoxMouse => {
                type $E = games::elephant_fox_mouse::EfmEntry;
                $body
            }
            GameKind::Tablenette => {
                type $E = games::tablenette::TablenetteEntry;
                $body
            }
        }
    };
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 5] = [
        GameKind::Nines,
        GameKind::Isolo,
        GameKind::VirusWar,
        GameKind::ElephantFoxMouse,
        GameKind::Tablenette,
    ];

    /// Static facts about the game.
    pub fn info(self) -> GameInfo {
        with_entry!(self, E => <<E as Entry>::G as Game>::INFO)
    }

    /// The stable id: `"virus-war"`.
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The display name: `"Virus War"`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Computer player names: `random` first, then the game's levels (easy, medium, hard...).
    pub fn levels(self) -> Vec<&'static str> {
        let mut v = vec!["random"];
        v.extend(Difficulty::ALL.map(Difficulty::name));
        v
    }

    /// The rules text players read, for a variant (default: the client's rules), in `lang`.
    pub fn rules(self, variant: Option<&str>, lang: Lang) -> Result<String, CatalogError> {
        with_entry!(self, E => Ok(parlour_i18n::rules(
            lang,
            &<<E as Entry>::G as Game>::rules(&params::<E>(variant)?),
        )))
    }

    /// A new match. `automated` adds the safety caps used when only computers play.
    pub fn new_match(
        self,
        variant: Option<&str>,
        seed: u64,
        automated: bool,
    ) -> Result<Box<dyn AnyMatch>, CatalogError> {
        with_entry!(self, E => {
            let mut p = params::<E>(variant)?;
            if automated {
                p = <<E as Entry>::G as Game>::automated(&p);
            }
            let m = Match::<<E as Entry>::G>::new(p, seed).map_err(CatalogError::Setup)?;
            Ok(Box::new(m) as Box<dyn AnyMatch>)
        })
    }

    /// A match of a variant with some of its parameters changed: `options` is a JSON object
    /// whose keys are fields of the game's parameters (Elephant–Fox–Mouse:
    /// `{"ply_cap": 200}`). An unknown key or a value of the wrong kind is refused.
    pub fn new_match_with(
        self,
        variant: Option<&str>,
        options: Option<&serde_json::Value>,
        seed: u64,
        automated: bool,
    ) -> Result<Box<dyn AnyMatch>, CatalogError> {
        let bad = |why: String| CatalogError::Setup(SetupError::InvalidParams(why));
        // Nothing to change: no options, `null`, or `{}`. Anything else that is not an
        // object is refused (a string or a list was taken for no options).
        let Some(options) =
            options.filter(|o| !o.is_null() && o.as_object().is_none_or(|m| !m.is_empty()))
        else {
            return self.new_match(variant, seed, automated);
        };
        with_entry!(self, E => {
            let base = params::<E>(variant)?;
            let mut json = serde_json::to_value(base).map_err(|e| bad(e.to_string()))?;
            let (Some(fields), Some(changes)) = (json.as_object_mut(), options.as_object()) else {
                return Err(bad("options must be an object of parameter names and values".into()));
            };
            for (k, v) in changes {
                if !fields.contains_key(k) {
                    let known: Vec<&str> = fields.keys().map(String::as_str).collect();
                    return Err(bad(format!("no option '{k}' (options: {})", known.join(", "))));
                }
                fields.insert(k.clone(), v.clone());
            }
            let mut p: <<E as Entry>::G as Game>::Params =
                serde_json::from_value(json).map_err(|e| bad(format!("options: {e}")))?;
            if automated {
                p = <<E as Entry>::G as Game>::automated(&p);
            }
            let m = Match::<<E as Entry>::G>::new(p, seed).map_err(CatalogError::Setup)?;
            Ok(Box::new(m) as Box<dyn AnyMatch>)
        })
    }

    /// The parameters of a variant as JSON: the options a table may change.
    pub fn options(self, variant: Option<&str>) -> Result<serde_json::Value, CatalogError> {
        with_entry!(self, E => {
            let p = params::<E>(variant)?;
            Ok(serde_json::to_value(p).unwrap_or(serde_json::Value::Null))
        })
    }

    /// A match with the parameters of a record (as JSON) and its seed: how a recorded game
    /// is replayed exactly, whatever variant or safety caps it was played with.
    pub fn match_from_params(
        self,
        params: &serde_json::Value,
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, CatalogError> {
        with_entry!(self, E => {
            let p: <<E as Entry>::G as Game>::Params = serde_json::from_value(params.clone())
                .map_err(|e| CatalogError::Setup(SetupError::InvalidParams(format!("recorded parameters: {e}"))))?;
            let m = Match::<<E as Entry>::G>::new(p, seed).map_err(CatalogError::Setup)?;
            Ok(Box::new(m) as Box<dyn AnyMatch>)
        })
    }

    /// A match starting from a position text.
    pub fn match_from_position(
        self,
        variant: Option<&str>,
        text: &str,
    ) -> Result<Box<dyn AnyMatch>, CatalogError> {
        with_entry!(self, E => {
            let p = params::<E>(variant)?;
            let start = <<E as Entry>::G as Game>::from_text(&p, text).map_err(CatalogError::Position)?;
            Ok(Box::new(Match::from_state(p, 0, start, true)) as Box<dyn AnyMatch>)
        })
    }

    /// A computer player by level name (see [`GameKind::levels`]).
    pub fn new_bot(self, level: &str, seed: u64) -> Result<Box<dyn AnyBot>, CatalogError> {
        let difficulty = self.check_level(level)?;
        with_entry!(self, E => {
            let bot: Box<dyn Bot<<E as Entry>::G>> = match difficulty {
                None => E::random(seed),
                Some(d) => E::bot(d, seed),
            };
            Ok(Box::new(TypedBot::new(bot)) as Box<dyn AnyBot>)
        })
    }

    /// Whether `level` names a computer player of this game, without making one (a `hard`
    /// player holds tens of megabytes of search memory): its difficulty, `None` for
    /// `random`.
    pub fn check_level(self, level: &str) -> Result<Option<Difficulty>, CatalogError> {
        let wanted = level.trim().to_ascii_lowercase();
        if wanted == "random" {
            return Ok(None);
        }
        Difficulty::from_name(&wanted)
            .map(Some)
            .ok_or_else(|| CatalogError::UnknownLevel {
                level: level.to_string(),
                known: self.levels(),
            })
    }

    /// Builds whatever tables the computer players need, so the first move is quick
    /// (blocking; call it off the async runtime).
    pub fn prepare(self) {
        with_entry!(self, E => E::prepare())
    }

    /// Measures random playouts and the strongest level's search, `time` each.
    pub fn bench(self, variant: Option<&str>, time: Duration) -> Result<BenchReport, CatalogError> {
        with_entry!(self, E => bench::<E>(self, variant, time))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameKind {
    type Err = CatalogError;

    /// Accepts the id (`virus-war`), also with underscores or spaces, any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == wanted)
            .ok_or_else(|| CatalogError::UnknownGame(s.to_string()))
    }
}

fn params<E: Entry>(variant: Option<&str>) -> Result<<E::G as Game>::Params, CatalogError> {
    match variant {
        None => Ok(Default::default()),
        Some(v) => <E::G as Game>::variant(v).map_err(CatalogError::Setup),
    }
}

fn bench<E: Entry>(
    kind: GameKind,
    variant: Option<&str>,
    time: Duration,
) -> Result<BenchReport, CatalogError> {
    let p = <E::G as Game>::automated(&params::<E>(variant)?);
    let variant_name = variant
        .unwrap_or(<E::G as Game>::INFO.variants[0])
        .to_string();
    // Random playouts on one thread.
    let mut rng = Rng::new(12345);
    let mut buf = Vec::new();
    let (mut games, mut plies) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < time || games == 0 {
        let mut s = <E::G as Game>::new(&p, rng.next_u64()).map_err(CatalogError::Setup)?;
        plies += s.playout(&mut rng, &mut buf, usize::MAX) as u64;
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    // The strongest level searching positions taken from random games, with its tables.
    let level = Difficulty::Hard;
    E::prepare();
    let mut think = Vec::new();
    let (mut nodes, mut probes, mut hits) = (0u64, 0u64, 0u64);
    let search_start = Instant::now();
    let mut game_seed = 1u64;
    while search_start.elapsed() < time || think.is_empty() {
        let mut s = <E::G as Game>::new(&p, game_seed).map_err(CatalogError::Setup)?;
        let skip = (game_seed * 7) % 30;
        game_seed += 1;
        for _ in 0..skip {
            s.legal_moves_into(&mut buf);
            let Some(&m) = rng.pick(&buf) else { break };
            s.apply(m);
        }
        if s.to_move().is_none() {
            continue;
        }
        let mut bot = E::bot(level, game_seed);
        let t = Instant::now();
        let _ = bot.choose(&s, &parlour_core::Budget::unlimited());
        think.push(t.elapsed().as_secs_f64());
        let st = bot.stats();
        nodes += st.nodes;
        probes += st.tt_probes;
        hits += st.tt_hits;
    }
    let search_secs: f64 = think.iter().sum();
    let ms: Vec<f64> = think.iter().map(|t| t * 1000.0).collect();
    Ok(BenchReport {
        game: kind.id().to_string(),
        variant: variant_name,
        playouts_per_sec: games as f64 / secs,
        plies_per_sec: plies as f64 / secs,
        mean_plies: plies as f64 / games as f64,
        search_level: level.name().to_string(),
        search_nodes_per_sec: if search_secs > 0.0 {
            nodes as f64 / search_secs
        } else {
            0.0
        },
        search_moves: think.len(),
        think_ms_median: crate::arena::quantile(&ms, 0.5),
        think_ms_p95: crate::arena::quantile(&ms, 0.95),
        tt_hit_rate: (probes > 0).then(|| hits as f64 / probes as f64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_listed() {
        for k in GameKind::ALL {
            assert_eq!(k.id().parse::<GameKind>().unwrap(), k);
            assert!(k.levels().contains(&"hard"));
        }
        assert_eq!("Virus_War".parse::<GameKind>().unwrap(), GameKind::VirusWar);
        let e = "chess".parse::<GameKind>().unwrap_err().to_string();
        assert!(
            e.contains("unknown game 'chess'") && e.contains("tablenette"),
            "{e}"
        );
    }

    #[test]
    fn every_game_plays_a_bot_move_through_the_facade() {
        for k in GameKind::ALL {
            let mut m = k.new_match(None, 3, true).unwrap();
            let mut bot = k.new_bot("easy", 1).unwrap();
            let rec = crate::bot_move(m.as_mut(), bot.as_mut(), &parlour_core::Budget::unlimited())
                .unwrap();
            assert_eq!(m.history().len(), 1, "{k}: {rec:?}");
            assert!(k.new_bot("grandmaster", 1).is_err());
        }
    }

    #[test]
    fn nines_draw_offers_follow_the_variant() {
        use crate::DrawError;
        for (variant, offers) in [("client", true), ("standard", false)] {
            let mut m = GameKind::Nines.new_match(Some(variant), 1, false).unwrap();
            // Nobody offers while placing; under rules without offers, never.
            let first = m.to_move().unwrap();
            let refused = if offers {
                DrawError::NotNow
            } else {
                DrawError::NotInThisGame
            };
            assert_eq!(m.offer_draw(first), Err(refused), "{variant}");
            let mut offered = false;
            for _ in 0..60 {
                let Some(seat) = m.to_move() else { break };
                if m.may_offer_draw(seat) {
                    offered = true;
                    m.offer_draw(seat).unwrap();
                    assert_eq!(m.draw_offer(), Some(seat));
                    m.decline_draw(seat.other()).unwrap();
                }
                let mv = m.legal_moves()[0].clone();
                m.play_exact(&mv).unwrap();
            }
            assert_eq!(offered, offers, "{variant}");
        }
    }
}
