//! # Nines: Nine Men's Morris
//!
//! Two players, White and Black, have nine pieces each. The board has 24 points on three
//! nested squares joined at the middles of their sides ([`board`]).
//!
//! 1. **Placing.** Starting with White, the players take turns putting a piece from their
//!    hand on any empty point (`d6`).
//! 2. **Moving.** With an empty hand, a player moves one piece along an edge to a
//!    neighbouring empty point (`d6-d5`). Under the `standard` rules a player down to three
//!    men *flies*: any piece may go to any empty point.
//! 3. **Lines.** A piece that arrives and completes three in a row on one of the 16 lines
//!    lets its owner remove one opponent piece from the board (`xg1`), as a second step of
//!    the same turn. A piece that stands in a complete line is protected. Two lines closed at
//!    once still remove one piece; moving out of a line and back closes it again.
//! 4. **The end.** A player who cannot move on their turn loses (blockade). Under `client`
//!    rules a player with no pieces left loses; under `standard`, a player down to two men.
//!    `client` games are drawn by agreement; `standard` games after 200 turns.
//!
//! The two rule sets ([`Rules`]) are `client`, the client's text read literally (the
//! default), and `standard`, exactly OpenSpiel's `nine_mens_morris`; they differ in flying,
//! the losing number of men, what may be removed when all pieces are protected, and draws.
//!
//! ## Reading order
//!
//! The modules follow the rules: [`board`] (points, edges, lines), [`rules`] (the two rule
//! sets), [`step`] (the atomic steps and their notation), [`position`] (the state, the legal
//! steps and how a step changes the position), [`ending`] (how a game ends), [`legality`]
//! (why a step is illegal), [`draw`] (draws by agreement and their cues), [`text`] (the
//! position text and the console drawing), [`view`] (what a screen is sent), then the
//! `Game` glue, the computer's knowledge ([`eval`]) and its [`levels`]. The tools' players
//! come last: [`judged`] (the search with another evaluation, or other weights) and
//! [`sparring`] (the plain evaluation of the open engines).
//!
//! ## Notation and position text
//!
//! Steps are written `d6` (place), `d6-d5` (slide or flight) and `xg1` (remove), any case.
//! The one-line position text is described in [`text`]; for example the start is
//! `........................ w - 9/9 0 0 - -`.
//!
//! ```
//! use parlour_core::{Game, Seat};
//! use parlour_nines::{Nines, Rules};
//!
//! let mut g = Nines::new(&Rules::client(), 0).unwrap();
//! for s in ["a7", "a4", "d7", "b4", "g7"] {
//!     g.play(g.parse_move(s).unwrap()).unwrap();
//! }
//! // White closed the top line: the same seat now removes a black piece.
//! assert!(g.removal_due());
//! assert_eq!(g.to_move(), Some(Seat(0)));
//! g.play(g.parse_move("xa4").unwrap()).unwrap();
//! assert_eq!(g.on_board(Seat(1)), 1);
//! assert_eq!(g.to_text(), "WWW.......B............. b - 6/7 5 0 w:xa4 -");
//! ```
//!
//! ## Draws
//!
//! `client` games are drawn by agreement, outside the moves: see [`draw`] for who may offer
//! when ([`draw::DrawOffer`]) and the cues a computer player uses (threefold repetition, 100
//! turns without a removal). `Game::automated` adds turn caps for games without a human.
//!
//! ## Computer players
//!
//! The generic alpha-beta of `parlour-ai` plays Nines with this crate's evaluation, move
//! ordering and Zobrist keys ([`eval`], through `parlour_core::Heuristic`), and under the
//! `standard` rules with the exact values of the flying endgames ([`tablebase`], 3 men
//! against 3 or 4, built by retrograde analysis). The levels are plain settings in
//! [`levels`]; `examples/nines_arena.rs` measures them against each other and against
//! stronger settings, `examples/nines_suite.rs` scores them on a suite of trap positions.
//!
//! ## Random playouts
//!
//! `Game::random_move` draws a uniformly random legal step without listing the steps: the
//! position keeps the mask of choices of the side to act (worked out anyway to judge whether
//! the game goes on), and one `Rng::below(n)` picks the `k`-th bit of it with a few word
//! operations and a table. `tests/random_move.rs` checks that it consumes exactly one
//! `below(n)`, `n` the number of listed steps, and maps the number drawn one to one onto them.
//!
//! `Game::playout` plays random steps to the end of the game (what MCTS rollouts and
//! `parlour bench` run). It plays long stretches of placements, or of moves and the
//! removals they bring, with the position in registers rather than in memory (the
//! `playout` module), drawing exactly what the same steps played one by one would: the
//! conformance kit checks the two against each other from every position it visits.
//!
//! ## Cross-checks
//!
//! The `standard` rules are checked step by step against OpenSpiel:
//! `tools/openspiel_fixture.py` recorded 300 random `nine_mens_morris` games (every
//! legal-action list and the returns) in `tests/data/`, which `tests/openspiel.rs` replays
//! without Python. `tools/openspiel_bench.py` measures OpenSpiel's random-rollout speed for
//! comparison with `benches/nines.rs`.
//!
//! ## Words
//! The crate says nothing in a language of its own: what it tells people is data
//! ([`parlour_core::Message`]) and the front-ends choose the words. The rules players read
//! are `rules/{en,vi,ru}.md` beside this crate, written for players of each language
//! («Мельница», «Cờ Cối Xay»), followed by the variant's part as messages
//! ([`Game::rules`](parlour_core::Game::rules)); `locales/{en,vi,ru}.ftl` holds the words of
//! a step (`nines-place`, `nines-remove`, with `nines-closes-remove` and `nines-then-wins` around it), why a step is refused (every [`MoveError`] is `Describe`), the drawing's side panel, and the rule set's paragraphs (flying, protection, the end, the draws). Notation (what people type) is the same in every language.

pub mod board;
pub mod book;
pub mod draw;
pub mod ending;
pub mod eval;
mod game;
pub mod judged;
pub mod legality;
pub mod levels;
mod playout;
pub mod position;
mod random;
pub mod rules;
pub mod sparring;
pub mod step;
pub mod symmetry;
pub mod tablebase;
pub mod text;
pub mod view;
mod zobrist;

pub use board::Point;
pub use ending::{Ending, Reason};
pub use eval::MAN;
pub use legality::MoveError;
pub use levels::{LEVELS, Level, describe, level};
pub use position::{LastStep, Nines, Phase};
pub use rules::Rules;
pub use step::Step;
pub use view::NinesView;
