//! A match: one game in progress, with its history, seen through an object-safe facade.
//!
//! [`Match<G>`] wraps a rules state with everything a front-end needs around it: the
//! parameters and seed it started from, the moves played (in notation, with a sentence
//! explaining each), a version number that grows with every change, undo, and draw offers.
//! [`AnyMatch`] is the same thing with the game type erased, so the console, the TCP door and
//! the web server never name a concrete game.

use crate::record::MatchRecord;
use parlour_core::{
    Describe, Game, GameInfo, Message, Outcome, ParseMoveError, Seat, SetupError, Viewer,
};
use parlour_i18n::Lang;
use std::any::Any;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// A legal move, in notation and as data (see [`parlour_core::MoveData`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LegalMove {
    /// The move in the game's notation: send this back to play it.
    pub notation: String,
    /// What it does, for a board to highlight.
    #[serde(flatten)]
    pub data: parlour_core::MoveData,
}

/// A game's view of the position as JSON text, written once from the game's own view type
/// and copied as it is into every message that shows it.
///
/// A table's view is built for every viewer after every change; as a `serde_json::Value`
/// tree the board cost a map allocated key by key, then written and dropped, every time.
///
/// ```
/// use parlour_catalog::BoardJson;
/// let board = BoardJson::new(&serde_json::json!({"to_move": "white"}));
/// assert_eq!(board.get(), r#"{"to_move":"white"}"#);
/// assert_eq!(board.value()["to_move"], "white");
/// ```
#[derive(Clone, Debug, serde::Serialize)]
#[serde(transparent)]
pub struct BoardJson(Box<serde_json::value::RawValue>);

/// Read as any JSON value and written again: a raw value can be read only straight from
/// JSON text, and a view that crosses between nodes is read inside a tagged message, which
/// serde reads into its own buffer first.
impl<'de> serde::Deserialize<'de> for BoardJson {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        Ok(BoardJson::new(&value))
    }
}

impl BoardJson {
    /// `view` written as JSON (`null` for a view that cannot be: a map with keys that are
    /// not strings would be a bug in a game's view type, never a leak).
    pub fn new<T: serde::Serialize>(view: &T) -> BoardJson {
        BoardJson(
            serde_json::value::to_raw_value(view)
                .unwrap_or_else(|_| serde_json::value::RawValue::NULL.to_owned()),
        )
    }

    /// The JSON text.
    pub fn get(&self) -> &str {
        self.0.get()
    }

    /// The view read back as a JSON value, for a program (or a test) that looks inside it.
    pub fn value(&self) -> serde_json::Value {
        serde_json::from_str(self.get()).unwrap_or(serde_json::Value::Null)
    }
}

/// Two boards are equal when their JSON says the same (a view written twice is written
/// alike, but a board that crossed between nodes was read back through a JSON value and
/// written again, its keys in another order).
impl PartialEq for BoardJson {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get() || self.value() == other.value()
    }
}

/// One move as it was played.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveRecord {
    /// The seat that played it.
    pub seat: Seat,
    /// The move in the game's notation.
    pub notation: String,
    /// What it did, as messages, one per line (Isolo says one per lap): put them into words
    /// with [`MoveRecord::explanation_in`]. Shared, not copied, by copies of the record: a
    /// match is copied before every change to a table (to take it back if the change cannot
    /// be saved) and for every computer's turn, its whole history with it.
    pub explanation: Arc<[Message]>,
    /// The same put into words, once per language (see [`MoveWords`]).
    #[serde(skip)]
    words: WordsOnce,
}

impl MoveRecord {
    /// A move as it was played.
    pub fn new(seat: Seat, notation: String, explanation: Vec<Message>) -> MoveRecord {
        MoveRecord {
            seat,
            notation,
            explanation: explanation.into(),
            words: WordsOnce::default(),
        }
    }

    /// What the move did, in `lang`, one line per message.
    pub fn explanation_in(&self, lang: Lang) -> String {
        self.words().text(lang).to_string()
    }

    /// The move's words in every language, shared by every view of it (a handle: cloning
    /// it copies no words).
    pub fn words(&self) -> MoveWords {
        self.words
            .0
            .get_or_init(|| {
                MoveWords(Arc::new(Said {
                    messages: Arc::clone(&self.explanation),
                    words: Default::default(),
                    text: Default::default(),
                }))
            })
            .clone()
    }
}

/// A played move's explanation put into words, each language once, when first asked.
///
/// A table's state carries every move of the game, and is sent again after every move, so
/// the words of a move would otherwise be made anew, in every language asked, each time:
/// for a long game most of the work of a state (measured in docs/measurements.md, "The
/// server under load"). The words of a move never change once it is played.
#[derive(Clone, Debug)]
pub struct MoveWords(Arc<Said>);

/// A move's messages, and their words in each language of [`Lang::ALL`] once made.
#[derive(Debug)]
struct Said {
    messages: Arc<[Message]>,
    words: [OnceLock<Arc<[String]>>; Lang::ALL.len()],
    text: [OnceLock<Arc<str>>; Lang::ALL.len()],
}

impl MoveWords {
    /// The messages of the move, as the game said them.
    pub fn messages(&self) -> &[Message] {
        &self.0.messages
    }

    /// The move's explanation in `lang`, a line per message.
    pub fn lines(&self, lang: Lang) -> Arc<[String]> {
        Arc::clone(self.0.words[lang.index()].get_or_init(|| {
            self.messages()
                .iter()
                .map(|m| parlour_i18n::say(lang, m))
                .collect()
        }))
    }

    /// The move's explanation in `lang` as one text, a line break between two lines.
    pub fn text(&self, lang: Lang) -> Arc<str> {
        Arc::clone(self.0.text[lang.index()].get_or_init(|| self.lines(lang).join("\n").into()))
    }
}

/// Two handles on the words of moves with the same messages say the same.
impl PartialEq for MoveWords {
    fn eq(&self, other: &MoveWords) -> bool {
        self.messages() == other.messages()
    }
}

impl Eq for MoveWords {}

/// A record's words, made when first asked. A cache: records are equal whether or not
/// theirs were made.
#[derive(Clone, Debug, Default)]
struct WordsOnce(OnceLock<MoveWords>);

impl PartialEq for WordsOnce {
    fn eq(&self, _: &WordsOnce) -> bool {
        true
    }
}

impl Eq for WordsOnce {}

/// Why a typed move was not played. The match is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The text is not a move.
    Parse(ParseMoveError),
    /// The move is well formed but not allowed here.
    Illegal {
        /// The move as typed.
        text: String,
        /// Why not (the game's own message).
        reason: Message,
    },
    /// The text names a move only partly; the player must choose one of these.
    Choice {
        /// What was typed.
        text: String,
        /// The legal moves it may stand for, in notation.
        options: Vec<String>,
    },
    /// Several moves were typed but the turn passed to another seat before the last.
    TurnEnded {
        /// The moves that would have been left over.
        rest: String,
    },
}

impl Describe for PlayError {
    fn message(&self) -> Message {
        match self {
            PlayError::GameOver => Message::new("play-game-over"),
            PlayError::Parse(e) => e.message(),
            PlayError::Illegal { text, reason } => Message::new("play-illegal")
                .with("text", text.as_str())
                .with("reason", reason.clone()),
            PlayError::Choice { text, options } => {
                let list: Vec<String> = options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| format!("{}) {o}", i + 1))
                    .collect();
                Message::new("play-choice")
                    .with("text", text.as_str())
                    .with("count", options.len())
                    .with("options", list.join(" "))
            }
            PlayError::TurnEnded { rest } => {
                Message::new("play-turn-ended").with("rest", rest.as_str())
            }
        }
    }
}

/// In English; a front-end says [`Describe::message`] in its reader's language.
impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&parlour_i18n::say(Lang::En, &self.message()))
    }
}

impl std::error::Error for PlayError {}

/// Why a draw offer, acceptance or refusal was not possible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// This game has no draw by agreement.
    NotInThisGame,
    /// The game is over.
    GameOver,
    /// Offers are made on your own turn.
    NotYourTurn,
    /// There is no offer to answer.
    NoOffer,
    /// You cannot answer your own offer.
    OwnOffer,
    /// The rules of this variant allow no offer at this point of the game.
    NotNow,
    /// You have already accepted this offer.
    AlreadyAccepted,
    /// Your offer is already waiting for the others' answers (offering again would wipe
    /// the acceptances given so far).
    AlreadyOffered,
    /// Your offer was declined: offer again after your next move.
    Declined,
}

impl Describe for DrawError {
    fn message(&self) -> Message {
        Message::new(match self {
            DrawError::NotInThisGame => "draw-not-in-this-game",
            DrawError::GameOver => "draw-game-over",
            DrawError::NotYourTurn => "draw-not-your-turn",
            DrawError::NoOffer => "draw-no-offer",
            DrawError::OwnOffer => "draw-own-offer",
            DrawError::NotNow => "draw-not-now",
            DrawError::AlreadyAccepted => "draw-already-accepted",
            DrawError::AlreadyOffered => "draw-already-offered",
            DrawError::Declined => "draw-declined",
        })
    }
}

/// In English; a front-end says [`Describe::message`] in its reader's language.
impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&parlour_i18n::say(Lang::En, &self.message()))
    }
}

impl std::error::Error for DrawError {}

/// A game in progress with its history.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    params: G::Params,
    seed: u64,
    start: G,
    started_from_position: bool,
    state: G,
    moves: Vec<G::Move>,
    history: Vec<MoveRecord>,
    version: u64,
    draw_offer: Option<Seat>,
    /// The seats that accepted the pending offer; the draw is agreed when every seat but
    /// the one offering has.
    draw_accepts: Vec<Seat>,
    agreed_draw: bool,
    /// Set when a seat resigned: the game is over with this outcome.
    resigned: Option<(Seat, Outcome)>,
    /// The moves offered by the last [`PlayError::Choice`], until the next move: a number
    /// or one of them typed exactly then plays it.
    offered: Vec<String>,
}

impl<G: Game> Match<G> {
    /// A new game of `G` with these rules and seed.
    pub fn new(params: G::Params, seed: u64) -> Result<Match<G>, SetupError> {
        let start = G::new(&params, seed)?;
        Ok(Match::from_state(params, seed, start, false))
    }

    /// A match that starts from a given state (for example one read from a position text).
    pub fn from_state(params: G::Params, seed: u64, start: G, from_position: bool) -> Match<G> {
        Match {
            params,
            seed,
            state: start.clone(),
            start,
            started_from_position: from_position,
            moves: Vec::new(),
            history: Vec::new(),
            version: 0,
            draw_offer: None,
            draw_accepts: Vec::new(),
            agreed_draw: false,
            resigned: None,
            offered: Vec::new(),
        }
    }

    /// The current rules state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Plays a typed move (or, for one seat's turn, several separated by spaces or commas,
    /// all or none).
    pub fn play_text(&mut self, text: &str) -> Result<Vec<MoveRecord>, PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let text = text.trim();
        if let Some(pick) = self.picked_option(text) {
            return self.play_notation(&pick).map(|r| vec![r]);
        }
        // A complete legal move is played as typed; the chooser below is only for text that
        // names a move partly (a Tablenette card that can trail or capture).
        if let Ok(mv) = self.state.parse_move(text)
            && self.state.check(mv).is_ok()
        {
            return self.play_one(mv, text).map(|r| vec![r]);
        }
        let options = self.state.completions(text);
        if options.len() > 1 {
            let options: Vec<String> = options.iter().map(|&m| self.state.format_move(m)).collect();
            self.offered = options.clone();
            return Err(PlayError::Choice {
                text: text.to_string(),
                options,
            });
        }
        match self.state.parse_move(text) {
            Ok(mv) => self.play_one(mv, text).map(|r| vec![r]),
            Err(first_error) => {
                let parts: Vec<&str> = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|p| !p.is_empty())
                    .collect();
                // Several moves in one line start with a move: a line whose first word is
                // none was not meant as several ("e 4"), and is refused as typed.
                if parts.len() < 2 || self.state.parse_move(parts[0]).is_err() {
                    return Err(PlayError::Parse(first_error));
                }
                self.play_several(&parts)
            }
        }
    }

    /// The offered option `text` chooses: its number, or the option itself.
    fn picked_option(&self, text: &str) -> Option<String> {
        if let Ok(k) = text.parse::<usize>()
            && (1..=self.offered.len()).contains(&k)
        {
            return Some(self.offered[k - 1].clone());
        }
        self.offered
            .iter()
            .find(|o| o.eq_ignore_ascii_case(text))
            .cloned()
    }

    /// Plays one move written exactly in notation, offering no choices.
    fn play_notation(&mut self, notation: &str) -> Result<MoveRecord, PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let mv = self.state.parse_move(notation).map_err(PlayError::Parse)?;
        self.play_one(mv, notation)
    }

    fn play_several(&mut self, parts: &[&str]) -> Result<Vec<MoveRecord>, PlayError> {
        let mut trial = self.clone();
        let seat = self.state.to_move();
        let mut played = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            if trial.state.to_move() != seat {
                return Err(PlayError::TurnEnded {
                    rest: parts[i..].join(" "),
                });
            }
            let mv = trial.state.parse_move(part).map_err(PlayError::Parse)?;
            played.push(trial.play_one(mv, part)?);
        }
        *self = trial;
        Ok(played)
    }

    /// Plays a move value (from a bot, or parsed). On error nothing changes.
    pub fn play_move(&mut self, mv: G::Move) -> Result<MoveRecord, PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let text = self.state.format_move(mv);
        self.play_one(mv, &text)
    }

    fn play_one(&mut self, mv: G::Move, text: &str) -> Result<MoveRecord, PlayError> {
        let seat = self.state.to_move().ok_or(PlayError::GameOver)?;
        self.state.check(mv).map_err(|e| PlayError::Illegal {
            text: text.to_string(),
            reason: e.message(),
        })?;
        let record = MoveRecord::new(seat, self.state.format_move(mv), self.state.explain(mv));
        self.state.apply(mv);
        self.moves.push(mv);
        self.history.push(record.clone());
        self.version += 1;
        self.offered.clear();
        // An offer stands while its maker moves on; anyone else who moves without having
        // accepted it lets it lapse (moving on is declining).
        if self.draw_offer.is_some_and(|s| s != seat) && !self.draw_accepts.contains(&seat) {
            self.draw_offer = None;
            self.draw_accepts.clear();
        }
        Ok(record)
    }

    /// The outcome, counting a draw by agreement and a resignation.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.agreed_draw {
            return Some(Outcome::draw(self.state.seat_count(), "agreement"));
        }
        if let Some((_, o)) = &self.resigned {
            return Some(o.clone());
        }
        self.state.outcome()
    }

    /// True once the game is over by its rules, by agreement or by a resignation.
    fn over(&self) -> bool {
        self.agreed_draw || self.resigned.is_some() || self.state.to_move().is_none()
    }

    /// Takes back up to `plies` moves by replaying the rest from the start. Returns how many
    /// were taken back.
    pub fn undo(&mut self, plies: usize) -> usize {
        let n = plies.min(self.moves.len());
        if n == 0 && !self.agreed_draw && self.resigned.is_none() {
            return 0;
        }
        let keep = self.moves.len() - n;
        let mut state = self.start.clone();
        for &m in &self.moves[..keep] {
            state.apply(m);
        }
        self.state = state;
        self.moves.truncate(keep);
        self.history.truncate(keep);
        self.agreed_draw = false;
        self.resigned = None;
        self.draw_offer = None;
        self.draw_accepts.clear();
        self.offered.clear();
        self.version += 1;
        n
    }

    fn draw_allowed(&self) -> Result<(), DrawError> {
        // (`has_draw_offers` is the game's `draw_by_agreement` unless its rules say more.)
        if !self.state.has_draw_offers() {
            return Err(DrawError::NotInThisGame);
        }
        if self.outcome().is_some() {
            return Err(DrawError::GameOver);
        }
        Ok(())
    }
}

/// A match with its game type erased: what every front-end holds.
pub trait AnyMatch: Send + Sync {
    /// Static facts about the game.
    fn info(&self) -> GameInfo;
    /// The rules of this match's variant, in `lang` (the game's document in that
    /// language, then what the variant sets).
    fn rules(&self, lang: Lang) -> String;
    /// The seat to move, `None` when the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// The order in which seats move (see `Game::turn_order`).
    fn turn_order(&self) -> Vec<Seat>;
    /// The legal moves in notation.
    fn legal_moves(&self) -> Vec<String>;
    /// The legal moves with their notation and as data, for graphical clients.
    fn legal_moves_data(&self) -> Vec<LegalMove>;
    /// Plays typed text: one move, or several moves of one seat's turn (all or none).
    /// A partly typed move with several meanings is refused with [`PlayError::Choice`];
    /// until the next move, the number of an option, or an option typed in full, plays it.
    fn play(&mut self, text: &str) -> Result<Vec<MoveRecord>, PlayError>;
    /// Plays exactly one move written in the game's own notation (as listed by
    /// [`AnyMatch::legal_moves`] or chosen by a bot), without offering choices.
    fn play_exact(&mut self, notation: &str) -> Result<MoveRecord, PlayError>;
    /// The legal moves a partly typed move may stand for (see `Game::completions`).
    fn completions(&self, text: &str) -> Vec<String>;
    /// What a move written in notation would do here, as messages (one per line), or
    /// `None` if it is not a move. `parlour_i18n::lines` puts them into words.
    fn explain(&self, notation: &str) -> Option<Vec<Message>>;
    /// The outcome, `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The position text (the whole state; never show it to a player of a hidden-information
    /// game: use [`AnyMatch::render`] or [`AnyMatch::view`]).
    fn position(&self) -> String;
    /// A text drawing for `viewer`, its words in `lang`.
    fn render(&self, viewer: Viewer, lang: Lang) -> String;
    /// What `viewer` may see, as JSON.
    fn view(&self, viewer: Viewer) -> serde_json::Value;
    /// What `viewer` may see, written as JSON text once (what a table's view carries).
    fn board(&self, viewer: Viewer) -> BoardJson;
    /// The moves played so far.
    fn history(&self) -> &[MoveRecord];
    /// Takes back up to `plies` moves; returns how many.
    fn undo(&mut self, plies: usize) -> usize;
    /// Grows with every change.
    fn version(&self) -> u64;
    /// Whether these rules have draws by agreement at all (the game has them and this
    /// variant keeps them: Nines' `standard` has none).
    fn has_draw_offers(&self) -> bool;
    /// Whether `seat` may offer a draw now (the game has draws by agreement, this variant
    /// allows them, and it is `seat`'s turn).
    fn may_offer_draw(&self, seat: Seat) -> bool;
    /// `seat` offers a draw (on its own turn).
    fn offer_draw(&mut self, seat: Seat) -> Result<(), DrawError>;
    /// `seat` accepts the pending offer. The game ends in a draw once every seat but the
    /// one offering has accepted; returns whether it has.
    fn accept_draw(&mut self, seat: Seat) -> Result<bool, DrawError>;
    /// `seat` declines the pending offer: the offer is withdrawn for everyone.
    fn decline_draw(&mut self, seat: Seat) -> Result<(), DrawError>;
    /// The seat whose draw offer is pending.
    fn draw_offer(&self) -> Option<Seat>;
    /// The seats that have accepted the pending offer so far.
    fn draw_accepts(&self) -> Vec<Seat>;
    /// `seat` resigns: the game ends as the game's rules say (see `Game::resignation`).
    fn resign(&mut self, seat: Seat) -> Result<(), PlayError>;
    /// The record of this match (parameters, seed, moves, result).
    fn record(&self) -> MatchRecord;
    /// A copy.
    fn box_clone(&self) -> Box<dyn AnyMatch>;
    /// For typed bots to reach the concrete match.
    fn as_any(&self) -> &dyn Any;
}

impl<G: Game> AnyMatch for Match<G> {
    fn info(&self) -> GameInfo {
        G::INFO
    }

    fn rules(&self, lang: Lang) -> String {
        parlour_i18n::rules(lang, &G::rules(&self.params))
    }

    fn to_move(&self) -> Option<Seat> {
        if self.over() {
            None
        } else {
            self.state.to_move()
        }
    }

    fn turn_order(&self) -> Vec<Seat> {
        self.state.turn_order()
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.over() {
            return Vec::new();
        }
        self.state
            .legal_moves()
            .into_iter()
            .map(|m| self.state.format_move(m))
            .collect()
    }

    fn legal_moves_data(&self) -> Vec<LegalMove> {
        if self.over() {
            return Vec::new();
        }
        self.state
            .legal_moves()
            .into_iter()
            .map(|m| LegalMove {
                notation: self.state.format_move(m),
                data: self.state.move_data(m),
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<Vec<MoveRecord>, PlayError> {
        self.play_text(text)
    }

    fn play_exact(&mut self, notation: &str) -> Result<MoveRecord, PlayError> {
        self.play_notation(notation)
    }

    fn completions(&self, text: &str) -> Vec<String> {
        self.state
            .completions(text)
            .into_iter()
            .map(|m| self.state.format_move(m))
            .collect()
    }

    fn explain(&self, notation: &str) -> Option<Vec<Message>> {
        let mv = self.state.parse_move(notation).ok()?;
        self.state.check(mv).ok()?;
        Some(self.state.explain(mv))
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn position(&self) -> String {
        self.state.to_text()
    }

    fn render(&self, viewer: Viewer, lang: Lang) -> String {
        self.state.render(viewer, &lang)
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        // Serializing a plain data view cannot fail; Null would only hide a bug in a game's
        // View type (for example a map with non-string keys), never leak anything.
        serde_json::to_value(self.state.view(viewer)).unwrap_or(serde_json::Value::Null)
    }

    fn board(&self, viewer: Viewer) -> BoardJson {
        BoardJson::new(&self.state.view(viewer))
    }

    fn history(&self) -> &[MoveRecord] {
        &self.history
    }

    fn undo(&mut self, plies: usize) -> usize {
        Match::undo(self, plies)
    }

    fn version(&self) -> u64 {
        self.version
    }

    fn has_draw_offers(&self) -> bool {
        self.state.has_draw_offers()
    }

    fn may_offer_draw(&self, seat: Seat) -> bool {
        self.draw_allowed().is_ok() && self.state.may_offer_draw(seat)
    }

    fn offer_draw(&mut self, seat: Seat) -> Result<(), DrawError> {
        self.draw_allowed()?;
        if self.draw_offer == Some(seat) {
            return Err(DrawError::AlreadyOffered);
        }
        if self.state.to_move() != Some(seat) {
            return Err(DrawError::NotYourTurn);
        }
        if !self.state.may_offer_draw(seat) {
            return Err(DrawError::NotNow);
        }
        self.draw_offer = Some(seat);
        self.draw_accepts.clear();
        self.version += 1;
        Ok(())
    }

    fn accept_draw(&mut self, seat: Seat) -> Result<bool, DrawError> {
        self.draw_allowed()?;
        match self.draw_offer {
            None => Err(DrawError::NoOffer),
            Some(s) if s == seat => Err(DrawError::OwnOffer),
            Some(_) if self.draw_accepts.contains(&seat) => Err(DrawError::AlreadyAccepted),
            Some(_) => {
                self.draw_accepts.push(seat);
                // Everyone but the one offering must agree (one seat in a two-seat game).
                if self.draw_accepts.len() + 1 >= self.state.seat_count() {
                    self.agreed_draw = true;
                    self.draw_offer = None;
                    self.draw_accepts.clear();
                }
                self.version += 1;
                Ok(self.agreed_draw)
            }
        }
    }

    fn decline_draw(&mut self, seat: Seat) -> Result<(), DrawError> {
        self.draw_allowed()?;
        match self.draw_offer {
            None => Err(DrawError::NoOffer),
            Some(s) if s == seat => Err(DrawError::OwnOffer),
            Some(_) => {
                self.draw_offer = None;
                self.draw_accepts.clear();
                self.version += 1;
                Ok(())
            }
        }
    }

    fn draw_offer(&self) -> Option<Seat> {
        self.draw_offer
    }

    fn draw_accepts(&self) -> Vec<Seat> {
        self.draw_accepts.clone()
    }

    fn resign(&mut self, seat: Seat) -> Result<(), PlayError> {
        if self.over() {
            return Err(PlayError::GameOver);
        }
        let outcome = self.state.resignation(seat);
        self.resigned = Some((seat, outcome));
        self.draw_offer = None;
        self.draw_accepts.clear();
        self.offered.clear();
        self.version += 1;
        Ok(())
    }

    fn record(&self) -> MatchRecord {
        MatchRecord {
            game: G::INFO.id.to_string(),
            params: serde_json::to_value(&self.params).unwrap_or(serde_json::Value::Null),
            seed: self.seed,
            start: self.started_from_position.then(|| self.start.to_text()),
            moves: self.history.iter().map(|r| r.notation.clone()).collect(),
            agreed_draw: self.agreed_draw,
            resigned: self.resigned.as_ref().map(|(s, _)| *s),
            outcome: Match::outcome(self),
        }
    }

    fn box_clone(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_testkit::toy::TicTacToe;

    fn ttt() -> Match<TicTacToe> {
        Match::new(Default::default(), 0).unwrap()
    }

    #[test]
    fn a_move_is_put_into_words_once_per_language_and_shared_by_its_copies() {
        let said = vec![Message::new("isolo-lap").with("lap", 1)];
        let record = MoveRecord::new(Seat(0), "S5".into(), said.clone());
        let fresh = record.clone();
        // Made when first asked, the same words as saying the messages.
        let ru = record.words().lines(Lang::Ru);
        assert_eq!(ru.join("\n"), parlour_i18n::lines(Lang::Ru, &said));
        assert_eq!(
            record.explanation_in(Lang::Ru),
            parlour_i18n::lines(Lang::Ru, &said)
        );
        // Not made again: a copy made after, and the view's handle, share them.
        assert!(Arc::ptr_eq(&ru, &record.clone().words().lines(Lang::Ru)));
        assert!(Arc::ptr_eq(&ru, &record.words().lines(Lang::Ru)));
        assert_ne!(record.words().lines(Lang::En), ru);
        // A cache: a record whose words were made equals one whose were not.
        assert_eq!(record, fresh);
        assert_eq!(record.words().messages(), &said[..]);
        // The messages themselves are one copy, however often the record is copied.
        assert!(Arc::ptr_eq(
            &record.clone().explanation,
            &record.explanation
        ));
        assert!(std::ptr::eq(
            record.words().messages(),
            &*record.clone().explanation
        ));
        // And so is the text a view carries, made once per language.
        let text = record.words().text(Lang::Ru);
        assert_eq!(&*text, record.explanation_in(Lang::Ru));
        assert!(Arc::ptr_eq(&text, &record.clone().words().text(Lang::Ru)));
    }

    #[test]
    fn plays_typed_moves_and_keeps_history() {
        let mut m = ttt();
        let r = m.play_text("5").unwrap();
        assert_eq!(r[0].notation, "5");
        assert_eq!(m.history().len(), 1);
        assert_eq!(AnyMatch::version(&m), 1);
    }

    #[test]
    fn bad_input_changes_nothing() {
        let mut m = ttt();
        m.play_text("5").unwrap();
        let before = m.state().clone();
        assert!(matches!(m.play_text("5"), Err(PlayError::Illegal { .. })));
        assert!(matches!(m.play_text("banana"), Err(PlayError::Parse(_))));
        assert!(matches!(m.play_text(""), Err(PlayError::Parse(_))));
        assert_eq!(*m.state(), before);
        assert_eq!(m.history().len(), 1);
    }

    #[test]
    fn several_moves_on_one_line_stop_at_the_end_of_the_turn() {
        // Tic-tac-toe turns are one move, so a second move belongs to the other seat.
        let mut m = ttt();
        let err = m.play_text("1 2").unwrap_err();
        assert!(matches!(err, PlayError::TurnEnded { .. }), "{err}");
        assert!(m.history().is_empty());
    }

    #[test]
    fn a_line_that_does_not_start_with_a_move_is_refused_as_typed() {
        let mut m = ttt();
        let err = m.play_text("e 4").unwrap_err();
        assert!(err.to_string().contains("'e 4'"), "{err}");
        // A line that starts with a move is still read as several.
        let err = m.play_text("1 zz").unwrap_err();
        assert!(err.to_string().contains("'zz'"), "{err}");
        assert!(m.history().is_empty());
    }

    #[test]
    fn undo_replays_from_the_start() {
        let mut m = ttt();
        m.play_text("1").unwrap();
        m.play_text("2").unwrap();
        assert_eq!(m.undo(1), 1);
        assert_eq!(m.state().to_text(), "X........");
        assert_eq!(m.undo(5), 1);
        assert_eq!(m.undo(1), 0);
    }

    #[test]
    fn draws_need_a_game_that_has_them() {
        let mut m = ttt();
        assert_eq!(m.offer_draw(Seat(0)), Err(DrawError::NotInThisGame));
    }

    #[test]
    fn record_lists_moves_and_result() {
        let mut m = ttt();
        for mv in ["1", "4", "2", "5", "3"] {
            m.play_text(mv).unwrap();
        }
        let rec = m.record();
        assert_eq!(rec.moves, vec!["1", "4", "2", "5", "3"]);
        assert_eq!(rec.outcome.unwrap().winners(), vec![Seat(0)]);
        assert!(matches!(m.play_text("9"), Err(PlayError::GameOver)));
    }
}
