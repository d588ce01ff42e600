//! # Virus War (Война вирусов)
//!
//! Two colonies of viruses, the crosses **X** and the noughts **O**, grow and kill each other
//! on a 10×10 board. The game comes from Leningrad University in the 1980s; these are the
//! client's rules, as set out in `docs/rules/virus-war.md`.
//!
//! ## The game in one page
//!
//! - Files are `a b c d e f g h i k` (no `j`), ranks 1–10. X moves first; its first sub-move of
//!   the game must be on a1, O's on k10.
//! - A cell is empty, a live X or O, or a killed X or O. Killed symbols stay for good.
//! - A turn is a **pass**, or **three sub-moves** in a row. A sub-move uses one *available*
//!   cell: an empty one (you *grow* a live symbol there) or a live enemy symbol (you *kill*
//!   it).
//! - A cell is available to you when it is empty or a live enemy, and touches (side or
//!   corner) your **reach**: your live symbols plus the chains of enemy symbols you have killed
//!   that lead to them. Your own killed symbols are a wall for you and a road for the enemy.
//!   Availability is recomputed after every sub-move.
//! - You may pass only before the first sub-move of a turn. A turn stops early only when no
//!   cell is left available; with nothing available at the start, you must pass.
//! - You win the moment you kill the enemy's last live symbol. Two passes in a row draw.
//!
//! ```
//! use parlour_core::{Game, Seat};
//! use parlour_virus_war::{Move, VirusWar, parse_turn};
//!
//! let mut game = VirusWar::new(&Default::default(), 0).unwrap();
//! // A sample game: 1. a1,b2,c3 k10,i9,h8 2. d4,e5,f6 g7,f6*,e5*
//! for turn in ["a1,b2,c3", "k10,i9,h8", "d4,e5,f6", "g7,f6*,e5*"] {
//!     for m in parse_turn(&game, turn).unwrap() {
//!         game.play(m).unwrap();
//!     }
//! }
//! assert_eq!(game.to_move(), Some(Seat(0)));
//! assert_eq!(game.available(Seat(0)).len(), 14);
//! assert_eq!(game.format_move(game.parse_move("pass").unwrap()), "pass");
//! assert!(game.legal_moves().contains(&Move::Pass));
//! ```
//!
//! ## Reading the crate
//!
//! The modules follow the rules in order:
//!
//! 1. `board` — cells, their names, and sets of cells as 128-bit bitboards ([`Cell`],
//!    [`CellSet`]); the one geometric operation, `grow` (a set plus its neighbours).
//! 2. `variant` — [`VirusWarParams`]: board size and sub-moves per turn (default 10 and 3).
//! 3. `availability` — reach through killed enemy symbols, available cells, the start
//!    exception, and the *potential* that proves a symbol can never be killed.
//! 4. `state` — the position [`VirusWar`], the [`Move`], and the turn procedure: sub-moves,
//!    short turns, passes, the win and the draw ([`MoveError`] says why a move is illegal).
//! 5. `notation` — reading and writing sub-moves, turns and the one-line position string.
//! 6. `display` — the rules text, the console drawing, [`VirusWarView`] and move
//!    explanations.
//! 7. `game` — the [`parlour_core::Game`] implementation, tying the above together.
//! 8. `zobrist` — the position key for the transposition table.
//! 9. `eval` — what the computer knows: evaluation, move ordering ([`parlour_core::Heuristic`]).
//! 10. [`levels`] — the settings of the easy, medium and hard computer players.
//!
//! ## Data structures (for a programmer changing them)
//!
//! **Position.** [`VirusWar`] is plain data without heap: four `u128` bitboards (live and
//! killed symbols of each seat), the side to move, the number of sub-moves made in this turn,
//! the number of consecutive passes (0, 1 = the "pass flag", 2 = drawn), and the records of
//! the last and the current turn for views. It also caches the reach of both seats and the
//! available cells of the side to move, so that generating and ordering moves needs no flood
//! fill, and keeps its Zobrist key up to date with a few XORs per move. A clone is a copy of
//! under 200 bytes. "Has entered the game" is not stored: a seat has entered exactly when it
//! has a symbol on the board. The bit of cell `(file, rank)` is `rank · 10 + file` on every
//! board size, so smaller boards are the lower-left corner of the same layout.
//!
//! **Move.** [`Move`] is one sub-move, `Move::Cell(cell)`, or `Move::Pass`. Whether a sub-move
//! grows or kills follows from the cell's content, as in the paper game. A turn is therefore
//! up to three consecutive moves by the same seat; the [`parlour_core::Game`] trait allows a
//! seat to move several times in a row, and [`parlour_core::Game::to_move`] tells who moves.
//!
//! **Game tree.** There is no stored tree. The generic alpha-beta (`crates/ai/src/alphabeta.rs`)
//! walks it implicitly: at each node it lists the legal moves, orders them, clones the state
//! and applies one. Each tree level is a sub-move; a turn is one to three levels of the same
//! seat, and a pass is a level of its own. The search counts **depth in turns**: a move that
//! leaves the same seat to move keeps the depth, so every searched line contains whole turns,
//! and positions are evaluated only at turn boundaries (never with one or two sub-moves still
//! owed).
//!
//! **Transposition table.** `crates/ai/src/tt.rs`: `2^tt_bits` slots, one entry per slot,
//! indexed by the low bits of [`parlour_core::Heuristic::hash`] and holding the full key,
//! depth, bound, value and best move. Our key covers board, side, sub-move index and passes
//! (`zobrist`). Every cell used joins the mover's reach at once, so the position after a turn
//! depends only on the *set* of cells used: the up to 3! = 6 orders of one turn reach the same
//! key and are searched once. We do not generate just one canonical order of each turn, which
//! keeps mid-turn entries sound.
//! A turn's positions never repeat (cells only change forward), so the table is exact.
//!
//! ## How the computer player plugs in
//!
//! The crate implements [`parlour_core::Heuristic`] (in `eval`):
//!
//! - `hash` — the Zobrist key;
//! - `evaluate` — at turn boundaries: kills, live symbols, available cells of both sides,
//!   threats within one turn, and the sound bounds from permanent safety (a seat with a live
//!   symbol the enemy can never reach cannot lose; when both have one the value is 0);
//! - `move_order` — winning kill, other kills, growth by usefulness, pass last (±1000);
//! - `is_forcing` — kills and the pass, never pruned by the width limits;
//! - `draw_cue` — both seats permanently safe.
//!
//! Levels ([`levels`]) are settings for `parlour_ai::AlphaBeta`: depth in turns, a node
//! budget, a width limit for non-forcing moves, and noise for the easy level. The bot is
//! asked for one sub-move at a time; its table survives between the calls, so the second and
//! third sub-moves of a turn mostly reuse the first search. To change the play, tune the
//! weights and the ordering in `eval` or the budgets in [`levels`]; to change the search
//! itself, see `parlour_ai::alphabeta`.
//!
//! ## Position string
//!
//! `<rank 10>/…/<rank 1> <side> <sub-moves done> <passes> [<last turn> [<this turn>]]`, with
//! `.` empty, `X` `O` live, `x` `o` killed (details in the `notation` module):
//!
//! ```text
//! .........O/........O./.......O../......O.../.....x..../....x...../...X....../..X......./.X......../X......... X 0 - g7,f6*,e5*
//! ```
//!
//! ## Words
//! The crate says nothing in a language of its own: what it tells people is data
//! ([`parlour_core::Message`]) and the front-ends choose the words. The rules players read
//! are `rules/{en,vi,ru}.md` beside this crate, written for players of each language
//! («Война вирусов» with крестики / нолики, «Chiến tranh virus»), followed by the variant's part as messages
//! ([`Game::rules`](parlour_core::Game::rules)); `locales/{en,vi,ru}.ftl` holds the words of
//! a sub-move and what it leaves of the turn (`virus-kill`, `virus-then-more`), why a sub-move is refused (every [`MoveError`] is `Describe`), the legend and counts of the drawing, and the variant's board, sub-moves and start cells. Notation (what people type) is the same in every language.

mod availability;
mod board;
mod display;
mod eval;
mod game;
pub mod levels;
mod notation;
mod state;
mod variant;
mod zobrist;

pub use board::{Cell, CellSet, FILES, MAX_SIZE, MIN_SIZE};
pub use display::{SubMoveView, TurnEnd, TurnView, VirusWarView};
pub use eval::Features;
pub use notation::parse_turn;
pub use state::{CellState, Move, MoveError, O, TurnRecord, VirusWar, X};
pub use variant::{MAX_STEPS, VirusWarParams};
