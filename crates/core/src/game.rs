//! The one trait every game implements, and the static facts about a game.

use crate::{
    Describe, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, Rng, RulesText, Seat,
    SetupError, Viewer, Words,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::hash::Hash;

/// Static facts about a game, the same for every position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable identifier used on the command line, in URLs and in records: `"virus-war"`.
    pub id: &'static str,
    /// Display name: `"Virus War"`.
    pub name: &'static str,
    /// One line saying what the game is.
    pub summary: &'static str,
    /// Lowercase names of the seats in seat order, e.g. `["white", "black"]`.
    pub seat_names: &'static [&'static str],
    /// Names of the rule variants; the first is the default (the client's reading).
    pub variants: &'static [&'static str],
    /// True when a seat cannot see the whole state (cards in hands, the deck).
    pub hidden_information: bool,
    /// True when the players may end the game as a draw by agreement (offer and accept).
    pub draw_by_agreement: bool,
}

/// The rules of one game, implemented on its full state.
///
/// A state is everything needed to continue the game: replaying the moves of a record from
/// [`Game::new`] with the record's params and seed must rebuild an equal state. All chance
/// (deals, start placements, turn orders) is drawn from the seed, so a state never needs
/// outside randomness.
///
/// The contract below is checked for every game by `parlour-testkit`:
/// - [`Game::legal_moves`] is empty exactly when [`Game::to_move`] is `None`, which is exactly
///   when [`Game::outcome`] is `Some`;
/// - every listed move is accepted by [`Game::play`]; any other move is refused and leaves the
///   state unchanged;
/// - [`Game::format_move`] and [`Game::parse_move`] round-trip every legal move, and
///   [`Game::to_text`] / [`Game::from_text`] round-trip every reachable position;
/// - for hidden-information games, [`Game::sample`] changes only what the seat cannot see.
///
/// Search must not assume seats alternate: a seat may move several times in a row (a Nines
/// removal, Virus War's three sub-moves).
pub trait Game: Clone + PartialEq + Debug + Send + Sync + 'static {
    /// One atomic step by the seat to move. Small and `Copy`.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// Rule variants. `Default` is the client's reading of the rules.
    type Params: Clone + Default + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see: the only game data that is ever sent to a client or a log.
    type View: Clone + PartialEq + Debug + Serialize + Send + Sync;
    /// Why a well-formed move is illegal here: said to people through [`Describe`] (the
    /// catalogues' words); its `Display` is a lowercase English line for logs and tests.
    type MoveError: std::error::Error + Describe + Clone + PartialEq + Send + Sync + 'static;

    /// The static facts about this game.
    const INFO: GameInfo;

    /// The parameters of a named variant (one of [`GameInfo::variants`]).
    fn variant(name: &str) -> Result<Self::Params, SetupError>;

    /// Parameters for games where no human sits: adds the safety caps (ply limits) that
    /// guarantee the game ends. Human games keep the rules exactly as chosen.
    fn automated(params: &Self::Params) -> Self::Params {
        params.clone()
    }

    /// The rules as players read them: the game's rules document in each language it is
    /// written in, and what this variant sets (row length, rule set) as messages.
    fn rules(params: &Self::Params) -> RulesText;

    /// A new game. Everything random in it is decided by `seed`.
    fn new(params: &Self::Params, seed: u64) -> Result<Self, SetupError>;

    /// The parameters this game was created with.
    fn params(&self) -> &Self::Params;

    /// Number of seats (fixed for a game).
    fn seat_count(&self) -> usize {
        Self::INFO.seat_names.len()
    }

    /// The seat to move, or `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;

    /// The order in which seats take their turns, starting with the first seat of the game.
    /// Defaults to seat order; games that draw a turn order (Elephant–Fox–Mouse) override it.
    fn turn_order(&self) -> Vec<Seat> {
        (0..self.seat_count()).map(|i| Seat(i as u8)).collect()
    }

    /// Writes the legal moves into `out` (clearing it first), in a stable order without
    /// duplicates. Empty exactly when the game is over.
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>);

    /// The legal moves, see [`Game::legal_moves_into`].
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// A uniformly random legal move, or `None` when the game is over. Random playouts (MCTS
    /// rollouts, benches) call this; the default lists the moves into `scratch` and picks
    /// one. A game may override it to sample without listing, as long as every legal move
    /// stays equally likely (the conformance kit checks legality; the game's own tests
    /// should check the distribution).
    fn random_move(&self, rng: &mut Rng, scratch: &mut Vec<Self::Move>) -> Option<Self::Move> {
        self.legal_moves_into(scratch);
        rng.pick(scratch).copied()
    }

    /// Draws a uniformly random legal move, plays it and returns it; `None` (and nothing
    /// changes) when the game is over. Random playouts call this once per ply. It must make
    /// exactly the choice of [`Game::random_move`] with the same generator, consume the
    /// generator the same way and leave the state [`Game::apply`] would (the conformance kit
    /// checks all three). The default does just that; a game may override it to draw and
    /// play in one go, sharing the work (Nines does, for its slides).
    #[inline]
    fn play_random(&mut self, rng: &mut Rng, scratch: &mut Vec<Self::Move>) -> Option<Self::Move> {
        let m = self.random_move(rng, scratch)?;
        self.apply(m);
        Some(m)
    }

    /// Plays uniformly random moves until the game ends or `max_plies` moves are played, and
    /// returns how many were played: a random playout, as MCTS rollouts and benches play
    /// them. It must play exactly what [`Game::play_random`] would, move after move, with the
    /// same generator (the conformance kit checks it). The default does just that; a game may
    /// override it to keep its state in registers for a stretch of moves.
    fn playout(&mut self, rng: &mut Rng, scratch: &mut Vec<Self::Move>, max_plies: usize) -> usize {
        let mut plies = 0;
        while plies < max_plies && self.play_random(rng, scratch).is_some() {
            plies += 1;
        }
        plies
    }

    /// Says whether `mv` is legal for the seat to move, and if not, why.
    fn check(&self, mv: Self::Move) -> Result<(), Self::MoveError>;

    /// Applies a move already known to be legal (the fast path used by search).
    /// Applying an illegal move may leave a nonsense state but must not panic.
    fn apply(&mut self, mv: Self::Move);

    /// Checks and applies a move. On error the state is unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::MoveError> {
        self.check(mv)?;
        self.apply(mv);
        Ok(())
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// What `viewer` may see. Must not depend on anything the viewer cannot know.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// Reads a move in the game's notation, in this position. Case-insensitive where the
    /// notation allows. Does not need to check legality ([`Game::play`] does), but may reject
    /// text that cannot fit the position, and must report text that matches several moves.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// The legal moves a player who typed `text` may have meant, when the text names a move
    /// only partly: in Tablenette a bare card is a trail, but if that card can also capture,
    /// the player should be offered the trail and every capture. Front-ends show a choice
    /// when this returns two or more moves. Empty (the default) when the text is complete.
    fn completions(&self, text: &str) -> Vec<Self::Move> {
        let _ = text;
        Vec::new()
    }

    /// Writes a move in the game's notation, as it reads in this position (before the move).
    fn format_move(&self, mv: Self::Move) -> String;

    /// The move as data for a graphical client: its kind and the places it touches, read in
    /// this position (before the move). See [`MoveData`].
    fn move_data(&self, mv: Self::Move) -> MoveData;

    /// One line of text describing the whole state; [`Game::from_text`] reads it back.
    fn to_text(&self) -> String;

    /// Reads a position written by [`Game::to_text`].
    fn from_text(params: &Self::Params, text: &str) -> Result<Self, ParsePositionError>;

    /// A text drawing of the position as `viewer` sees it, for the console. Its words
    /// (labels, legends, whose turn it is) are messages put into words by `words`, in the
    /// reader's language; the drawing itself (coordinates, pieces) is the same in every
    /// language.
    fn render(&self, viewer: Viewer, words: &dyn Words) -> String;

    /// Whether `seat` may offer a draw by agreement now. Defaults to
    /// [`GameInfo::draw_by_agreement`] on the seat's own turn; a game whose variants differ
    /// (Nines: offers under `client`, none under `standard`) or that limits when offers are
    /// made overrides it. The match layer refuses offers this rejects.
    fn may_offer_draw(&self, seat: Seat) -> bool {
        Self::INFO.draw_by_agreement && self.to_move() == Some(seat)
    }

    /// Whether these rules have draws by agreement at all: a game whose variants differ
    /// says so, and an offer under rules without them is refused as such, not as "not at
    /// this point of the game". Defaults to [`GameInfo::draw_by_agreement`].
    fn has_draw_offers(&self) -> bool {
        Self::INFO.draw_by_agreement
    }

    /// How the game ends when `seat` resigns. By default `seat` loses and every other seat
    /// wins; a game with more than two seats may say otherwise (in Elephant–Fox–Mouse the
    /// animal that eats the one resigning wins, and the third survives).
    fn resignation(&self, seat: Seat) -> Outcome {
        Outcome::lost_by(&[seat], self.seat_count(), "resignation")
    }

    /// What `mv` does in this position (before it is played), for move lists and "the
    /// opponent played..." lines: one message per line (Isolo says one per lap). Defaults to
    /// the notation (the `move-notation` message).
    fn explain(&self, mv: Self::Move) -> Vec<Message> {
        vec![Message::new("move-notation").with("move", self.format_move(mv))]
    }

    /// A full state that `seat` cannot tell apart from this one: everything the seat sees is
    /// kept, everything hidden from it is redrawn with `rng`. Perfect-information games return
    /// a clone. The result must depend only on `self.view(Viewer::Seat(seat))` and `rng`, so a
    /// computer player that searches sampled states cannot cheat.
    fn sample(&self, seat: Seat, rng: &mut Rng) -> Self {
        let _ = (seat, rng);
        self.clone()
    }
}
