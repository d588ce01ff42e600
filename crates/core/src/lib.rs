//! # parlour-core: the vocabulary of Parlour
//!
//! Every game in Parlour is a pure rules crate implementing [`Game`]: no I/O, no async, no
//! knowledge of front-ends. Front-ends (web, console, TCP), computer players and tests all
//! drive the same rules through this trait.
//!
//! - [`Game`]: moves, params (rule variants), per-seat views, outcomes, notation, position
//!   text, ASCII rendering, and sampling of hidden information.
//! - [`Message`] and [`Describe`]: what a game says to people, as data (a catalogue key and
//!   values); [`Words`] puts messages into words for [`Game::render`]; [`RulesText`] is a
//!   game's rules documents and its variant's messages. `parlour-i18n` holds the words.
//! - [`Heuristic`]: what a game tells a generic search (hash, evaluation, ordering).
//! - [`Bot`]: a computer player, thinking within a [`Budget`]; [`InfoSetBot`] one that only
//!   gets its seat's [`InfoSet`] (hidden-information games), seated with [`Blind`].
//! - [`Determinized`]: what a hidden-information game tells a determinized search.
//! - [`Rng`]: the seeded generator all chance comes from, so records replay exactly.
//!
//! A game is played like this (any game; here Nines, from `parlour-nines`, which this crate
//! does not depend on, so the example is not compiled here):
//!
//! ```ignore
//! let mut g = Nines::new(&Default::default(), 42)?;
//! while let Some(seat) = g.to_move() {
//!     let mv = g.legal_moves()[0];
//!     g.play(mv)?;
//! }
//! println!("{:?}", g.outcome());
//! ```

mod bot;
mod difficulty;
mod error;
mod game;
mod info_set;
pub mod interned;
mod message;
mod move_data;
mod outcome;
mod rng;
mod rules_text;
mod search;
mod seat;
mod wrap;

pub use bot::{Bot, BotStats, Budget};
pub use difficulty::Difficulty;
pub use error::{ParseMoveError, ParsePositionError, SetupError};
pub use game::{Game, GameInfo};
pub use info_set::{Blind, InfoSet, InfoSetBot};
pub use message::{Arg, Describe, Message, Words};
pub use move_data::MoveData;
pub use outcome::{Outcome, SeatResult};
pub use rng::{Rng, mix_seed, splitmix64};
pub use rules_text::RulesText;
pub use search::{
    Determinized, DeterminizedLevel, DeterminizedSearch, EVAL_LIMIT, ExactChoice, Heuristic, Known,
    SearchLevel, SearchTuning, Settling,
};
pub use seat::{Seat, Viewer};
pub use wrap::{TERMINAL_WIDTH, wrapped};

/// Finds the variant named `name` among `known` and builds its params with `build`, or
/// reports the names that exist. A helper for [`Game::variant`] implementations.
pub fn variant_by_name<P>(
    name: &str,
    known: &[&str],
    build: impl Fn(usize) -> P,
) -> Result<P, SetupError> {
    let wanted = name.trim().to_ascii_lowercase();
    match known.iter().position(|k| *k == wanted) {
        Some(i) => Ok(build(i)),
        None => Err(SetupError::UnknownVariant {
            name: name.to_string(),
            known: known.iter().map(|s| s.to_string()).collect(),
        }),
    }
}
