//! # Elephant–Fox–Mouse (Voi Cáo Chuột)
//!
//! A chase for three players on a 6×6 board. Each player has one animal: the **Elephant**
//! (`E`), the **Fox** (`F`) or the **Mouse** (`M`). The Elephant eats the Fox, the Fox eats
//! the Mouse, and the Mouse eats the Elephant, so every animal hunts one of the others and is
//! hunted by the third.
//!
//! ## How it is played
//! - The animals start at random cells, far enough apart that nobody can eat during the first
//!   round ([`start`]). A random turn order is drawn and then kept ([`TurnOrder`]).
//! - On its turn an animal either **moves** 1 or 2 cells in a straight line onto an empty
//!   cell, without jumping, or **eats** its prey standing on one of the 8 cells around it by
//!   stepping onto it ([`actions`]). Passing is not allowed; eating is never compulsory.
//! - The first eat ends the game: the eater wins, the eaten animal loses, the third survives.
//!   The chase may never end; computer-only games stop at a ply cap, as a draw.
//!
//! ## Ways out of an endless chase
//! The seed's rule stays the default: no move limit, the game ends only when an animal is
//! eaten. Two ways out are offered on top of it:
//! - **A draw by agreement of all three.** On its turn a seat may offer a draw; the game is
//!   drawn once *both* other seats accept, and one refusal withdraws the offer (so does
//!   moving on without accepting). Computer players accept unless they can force a win
//!   ([`Solution::forced_win`]).
//! - **A move limit** chosen when the table is made: [`Params::ply_cap`] (none by default);
//!   reaching it draws the game for everyone.
//!
//! **Resigning** counts as being eaten: the animal that gives up loses, its predator (the
//! animal that would have eaten it) wins, and the third animal survives
//! ([`Game::resignation`](parlour_core::Game::resignation)).
//!
//! ## Reading the crate
//! The modules follow the rules: [`animal`] (the food chain), [`board`] (cells and
//! nearness), [`order`] and [`start`] (how a game begins), [`actions`] (what a turn may do),
//! [`state`] (the game and its [`parlour_core::Game`] contract), [`notation`] (moves and
//! position text), [`display`] (rules text, drawing, views), then the computer players:
//! [`solver`] (the exact solution), [`heuristic`] (what a generic search needs) and
//! [`bots`] (easy, medium, hard).
//!
//! ## Computer players
//! The game is small enough to solve exactly ([`Solution`]): no animal can force a win alone
//! from a fair start, but any two together can always catch the third. [`EasyBot`] eats
//! when it can and otherwise wanders without stepping next to its predator;
//! the medium level is `parlour_ai::Paranoid` at [`heuristic::MEDIUM`], searching 4 plies
//! assuming the two others gang up on it, with this crate's evaluation; [`HardBot`] plays
//! from the solution. `examples/elephant_fox_mouse_arena.rs` measures them,
//! `examples/solve.rs` prints what the solution says.
//!
//! ## Notation
//! A move is its target cell, `c3`, since the mover is implied by the turn; `3 3` (file and
//! rank numbers) is accepted too. A position is one line:
//! `E c3 F f6 M a6 / order E F M / E` (cells of E, F, M; turn order; animal to move), with
//! optional `/ ply N` and `/ last F e4-f6` fields; see [`notation`].
//!
//! ```
//! use parlour_core::Game;
//! use parlour_elephant_fox_mouse::ElephantFoxMouse;
//!
//! let game = ElephantFoxMouse::from_text(&Default::default(), "E c3 F f6 M a6 / order E F M / E").unwrap();
//! let moves: Vec<String> = game.legal_moves().iter().map(|&m| game.format_move(m)).collect();
//! assert_eq!(moves, ["c2", "c1", "c4", "c5", "b3", "a3", "d3", "e3"]);
//! ```
//!
//! ## Words
//! The crate says nothing in a language of its own: what it tells people is data
//! ([`parlour_core::Message`]) and the front-ends choose the words. The rules players read
//! are `rules/{en,vi,ru}.md` beside this crate, written for players of each language
//! ("Voi Cáo Chuột" with Voi, Cáo, Chuột, «Слон, Лиса и Мышь»), followed by the variant's part as messages
//! ([`Game::rules`](parlour_core::Game::rules)); `locales/{en,vi,ru}.ftl` holds the words of
//! a move (`efm-moves-near-prey`, `efm-eats-wins`), why a move is refused (every [`MoveError`] is `Describe`), the drawing's lines, and whether the game has a limit; animals travel as ids (`"fox"`) so that each language puts a name in the case its sentence needs (Russian «съедает Лису»). Notation (what people type) is the same in every language.

// The rules, in the order a player learns them (kept apart so the order stays).
pub mod animal;

pub mod board;

pub mod order;

pub mod start;

pub mod actions;

pub mod state;

pub mod notation;

pub mod display;

// The computer players.
pub mod solver;

pub mod heuristic;

pub mod bots;

pub use actions::MoveError;
pub use animal::Animal;
pub use board::Cell;
pub use bots::{EasyBot, HardBot};
pub use display::View;
pub use order::TurnOrder;
pub use solver::Solution;
pub use state::{AUTOMATED_PLY_CAP, ElephantFoxMouse, LastMove, Params};
