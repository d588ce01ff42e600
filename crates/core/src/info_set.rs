//! Computer players for games with hidden information, blind by construction.
//!
//! A [`Bot`] is handed the full state, and a well-behaved player of a hidden-information
//! game only looks at it through [`Game::sample`]. An [`InfoSetBot`] is never handed the
//! full state at all: it gets an [`InfoSet`], which keeps only a world drawn from what its
//! seat sees, so whatever it does, it cannot depend on the hidden cards. [`Blind`] makes it
//! a [`Bot`] for the tables, arenas and tests.
//!
//! ```
//! use parlour_core::{Blind, Bot, Budget, Game, InfoSet, InfoSetBot};
//!
//! /// Plays the first legal move of its seat: a player that can only see what it may.
//! struct First;
//! impl<G: Game> InfoSetBot<G> for First {
//!     fn name(&self) -> &str {
//!         "first"
//!     }
//!     fn choose(&mut self, seen: &InfoSet<G>, _: &Budget) -> Option<G::Move> {
//!         seen.legal_moves().first().copied()
//!     }
//! }
//!
//! # fn demo<G: Game>(state: &G) {
//! let mut bot = Blind(First);
//! let mv = Bot::<G>::choose(&mut bot, state, &Budget::unlimited());
//! # let _ = mv;
//! # }
//! ```

use crate::{Bot, BotStats, Budget, Game, Rng, Seat, Viewer};

/// Seeds the one world an [`InfoSet`] keeps: fixed, so that the world depends only on the
/// seat's view (a [`Game::sample`] must depend on nothing else).
const WORLD_SEED: u64 = 0x001F_05E7_B11D;

/// What one seat knows of a game: everything its view shows, nothing else.
///
/// It holds a single world drawn with [`Game::sample`] from the real state, never the real
/// state itself, and draws further worlds from that one (a world the seat cannot tell
/// apart from the real position samples exactly like it). So a player that works on an
/// `InfoSet` is blind to the hidden information by its type, not by good behaviour.
#[derive(Clone, Debug)]
pub struct InfoSet<G: Game> {
    seat: Seat,
    world: G,
}

impl<G: Game> InfoSet<G> {
    /// What `seat` knows of `state`. The real state is not kept.
    pub fn new(state: &G, seat: Seat) -> InfoSet<G> {
        let mut rng = Rng::new(WORLD_SEED ^ u64::from(seat.0));
        InfoSet {
            seat,
            world: state.sample(seat, &mut rng),
        }
    }

    /// The seat whose knowledge this is.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat to move, or `None` once the game is over (public in every game).
    pub fn to_move(&self) -> Option<Seat> {
        self.world.to_move()
    }

    /// What the seat sees, exactly as a front-end would show it.
    pub fn view(&self) -> G::View {
        self.world.view(Viewer::Seat(self.seat))
    }

    /// One world the seat cannot tell apart from the real one, always the same for the same
    /// view. What the seat sees (its hand, the table, its legal moves) is right in it;
    /// anything hidden is one guess among many, to be read as such.
    pub fn world(&self) -> &G {
        &self.world
    }

    /// A fresh world the seat cannot tell apart from the real one, hidden parts redrawn
    /// with `rng`.
    pub fn sample(&self, rng: &mut Rng) -> G {
        self.world.sample(self.seat, rng)
    }

    /// The legal moves of the seat to move (a seat knows its own moves).
    pub fn legal_moves(&self) -> Vec<G::Move> {
        self.world.legal_moves()
    }
}

/// A computer player that only ever gets what its seat knows.
///
/// Implement this rather than [`Bot`] for a hidden-information game, and wrap it in
/// [`Blind`] to seat it at a table.
pub trait InfoSetBot<G: Game>: Send {
    /// A short name for logs and arenas, e.g. `"hard"`.
    fn name(&self) -> &str;

    /// Chooses a legal move for the seat to move (the seat of `seen`), or `None` when the
    /// game is over.
    fn choose(&mut self, seen: &InfoSet<G>, budget: &Budget) -> Option<G::Move>;

    /// Statistics of the last [`InfoSetBot::choose`].
    fn stats(&self) -> BotStats {
        BotStats::default()
    }

    /// Whether this bot accepts a draw offered by its opponent, knowing `seen`.
    fn accepts_draw(&mut self, seen: &InfoSet<G>) -> bool {
        let _ = seen;
        false
    }
}

impl<G: Game> InfoSetBot<G> for Box<dyn InfoSetBot<G>> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn choose(&mut self, seen: &InfoSet<G>, budget: &Budget) -> Option<G::Move> {
        (**self).choose(seen, budget)
    }
    fn stats(&self) -> BotStats {
        (**self).stats()
    }
    fn accepts_draw(&mut self, seen: &InfoSet<G>) -> bool {
        (**self).accepts_draw(seen)
    }
}

/// An [`InfoSetBot`] seated as a [`Bot`]: every state it is given is turned into the
/// mover's [`InfoSet`] before the player sees anything.
#[derive(Clone, Debug)]
pub struct Blind<B>(pub B);

impl<G: Game, B: InfoSetBot<G>> Bot<G> for Blind<B> {
    fn name(&self) -> &str {
        self.0.name()
    }

    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        let seat = state.to_move()?;
        self.0.choose(&InfoSet::new(state, seat), budget)
    }

    fn stats(&self) -> BotStats {
        self.0.stats()
    }

    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        self.0.accepts_draw(&InfoSet::new(state, seat))
    }
}
