//! Computer players seen through the object-safe facade.

use crate::game_match::{AnyMatch, Match};
use parlour_core::{Bot, BotStats, Budget, Game, Seat};
use std::fmt;

/// Why a computer player could not move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotError {
    /// The bot was made for another game.
    WrongGame,
    /// The game is over.
    GameOver,
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BotError::WrongGame => "this computer player belongs to another game",
            BotError::GameOver => "the game is over",
        })
    }
}

impl std::error::Error for BotError {}

/// A computer player for whatever game a match holds.
pub trait AnyBot: Send {
    /// The level name, e.g. `"hard"`.
    fn name(&self) -> &str;
    /// Chooses a move for the seat to move, in the game's notation (play it with
    /// [`AnyMatch::play_exact`]).
    fn choose(&mut self, m: &dyn AnyMatch, budget: &Budget) -> Result<String, BotError>;
    /// What the last choice cost.
    fn stats(&self) -> BotStats;
    /// Whether the bot in `seat` accepts a pending draw offer.
    fn accepts_draw(&mut self, m: &dyn AnyMatch, seat: Seat) -> bool;
    /// Whether the bot in `seat` (to move) offers a draw.
    fn offers_draw(&mut self, m: &dyn AnyMatch, seat: Seat) -> bool;
}

/// Adapts a typed [`Bot`] to [`AnyBot`].
pub struct TypedBot<G: Game> {
    inner: Box<dyn Bot<G>>,
}

impl<G: Game> TypedBot<G> {
    /// Wraps a typed bot.
    pub fn new(inner: Box<dyn Bot<G>>) -> TypedBot<G> {
        TypedBot { inner }
    }

    fn state<'a>(&self, m: &'a dyn AnyMatch) -> Result<&'a G, BotError> {
        m.as_any()
            .downcast_ref::<Match<G>>()
            .map(Match::state)
            .ok_or(BotError::WrongGame)
    }
}

impl<G: Game> AnyBot for TypedBot<G> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn choose(&mut self, m: &dyn AnyMatch, budget: &Budget) -> Result<String, BotError> {
        if m.outcome().is_some() {
            return Err(BotError::GameOver);
        }
        let state = self.state(m)?;
        let mv = self.inner.choose(state, budget).ok_or(BotError::GameOver)?;
        Ok(state.format_move(mv))
    }

    fn stats(&self) -> BotStats {
        self.inner.stats()
    }

    fn accepts_draw(&mut self, m: &dyn AnyMatch, seat: Seat) -> bool {
        match m.as_any().downcast_ref::<Match<G>>() {
            Some(typed) => self.inner.accepts_draw(typed.state(), seat),
            None => false,
        }
    }

    fn offers_draw(&mut self, m: &dyn AnyMatch, seat: Seat) -> bool {
        match m.as_any().downcast_ref::<Match<G>>() {
            Some(typed) => self.inner.offers_draw(typed.state(), seat),
            None => false,
        }
    }
}

/// Lets a bot move for the seat to move and plays its move; returns the move record.
pub fn bot_move(
    m: &mut dyn AnyMatch,
    bot: &mut dyn AnyBot,
    budget: &Budget,
) -> Result<crate::MoveRecord, String> {
    let notation = bot.choose(m, budget).map_err(|e| e.to_string())?;
    // A bot's move comes from the legal list; a refusal here is a bug in that game's notation
    // round-trip, reported rather than hidden.
    m.play_exact(&notation)
        .map_err(|e| format!("{} chose '{notation}': {e}", bot.name()))
}
