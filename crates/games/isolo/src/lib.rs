//! # Isolo: a sowing game of the Bemba of Zambia
//!
//! Isolo was first written down by J. H. Chaplin in 1956. It is a *mancala*: seeds are
//! sown one by one along a row of holes, and where the last seed falls decides what
//! happens next. This crate holds the rules as Parlour plays them (`docs/rules/isolo.md` is
//! the reference); front-ends and computer players drive them through
//! [`parlour_core::Game`].
//!
//! ## The game in one page
//!
//! Two players, **South** and **North**, each own one row of N holes (N = 16 by default),
//! numbered 1..N from the owner's own left, so South's hole 1 faces North's hole N. Every
//! hole starts with 2 seeds, and each player has an unlimited stock. South moves first.
//!
//! A move: choose a non-empty hole of your row; add one stock seed to it, lift all its
//! seeds and sow them one per hole along **your own row**, starting in hole 1 (or in hole
//! N if you chose hole N−1) and wrapping from N back to 1. Where the last seed falls:
//!
//! - an empty hole: the move ends (you *sleep*);
//! - an occupied hole facing an empty enemy hole: *relay*, lift it and sow on;
//! - an occupied hole facing an occupied enemy hole: *capture* the enemy seeds and sow
//!   them as a new lap: from hole 1 after the first lap or after a lap of captured seeds,
//!   from the hole after the last relay hole after a relay lap; and a single seed taken
//!   from an enemy endhole (holes 1, 2, N−1, N) by the first lap or a relay lap, a
//!   *mwipinda*, goes into your end hole on its side of the board, which is then lifted
//!   and sown from the next hole.
//!
//! A capture that empties the enemy row wins at once; a player whose row is empty on his
//! turn loses; a hole whose laps would repeat forever may not be chosen, and a player with
//! only such holes loses. The board grows by exactly one seed per move. The end-of-game
//! rule and the board size are the project's reconstructions: the sources break off
//! before they describe them.
//!
//! ```
//! use parlour_core::Game;
//! use parlour_isolo::{Hole, Isolo, NORTH, SOUTH};
//!
//! // The worked example is on 8 holes, the literal reading of the sources.
//! let mut game = Isolo::new(&Isolo::variant("8-holes").unwrap(), 0).unwrap();
//! game.play(Hole(1)).unwrap(); // S1: six laps, four captures
//! assert_eq!(game.row(SOUTH), &[4, 1, 5, 4, 3, 3, 3, 2]);
//! assert_eq!(game.row(NORTH), &[2, 0, 2, 2, 0, 0, 0, 2]);
//! assert_eq!(game.to_move(), Some(NORTH));
//! assert_eq!(game.to_text(), "S 4 1 5 4 3 3 3 2 / N 2 0 2 2 0 0 0 2 / N / ply 1");
//! ```
//!
//! ## Notation
//!
//! A move is the chosen hole's number from the mover's own left, `3`; `S3` or `N3` is also
//! read when the letter is the mover's side. A position is one line, South's row, North's
//! row (each from its owner's left), the side to move, and the plies played once there
//! are any: `S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S`, `… / N / ply 1` (see
//! [`notation`] for details).
//!
//! ## Variants, and what search found
//!
//! `16-holes` (the default), `6-holes`, `8-holes`, `10-holes`, `12-holes` and `14-holes`:
//! every even length from 6 to 16 ([`IsoloParams`]); `standard` is still read as the
//! 8-hole game it used to name. Captures are large (South's opening S1 on 8 holes takes
//! half of North's seeds), so short rows are sharp. With these reconstructed rules, a plain
//! search over the rules ([`proof`]) shows that South, who moves first, wins by force on 6
//! holes within 3 plies, on 8 and 10 holes within 5, on 12 within 7 (on 8 holes only S1
//! wins within 5 plies, and every opening but S3 within 9); on 14 and 16 holes it finds no
//! forced win within 13 plies. That is why the default is 16 holes, where deeper search
//! beats shallower search clearly.
//!
//! ## Reading order
//!
//! [`board`] (the holes and who faces whom), [`params`] (row length, ply cap),
//! [`sowing`] (a move, lap by lap), [`state`] (a game and its end), then notation, the
//! rules text, the console drawing, the view, the evaluation for computer players and
//! their [`levels`], and the [`proof`] of the short rows' forced wins.
//!
//! ## Words
//! The crate says nothing in a language of its own: what it tells people is data
//! ([`parlour_core::Message`]) and the front-ends choose the words. The rules players read
//! are `rules/{en,vi,ru}.md` beside this crate (Исоло, Юг and Север in Russian; Nam and Bắc
//! in Vietnamese), followed by the row length, what search proved about it and the cap of
//! computer games, as messages. [`Game::explain`](parlour_core::Game::explain) says one
//! message per lap — how many seeds were sown from where to where, and whether the lap
//! slept, relayed, captured or took a mwipinda — with the seed counts as numbers, so that
//! Russian chooses 1 семя, 2 семени, 5 семян. `locales/{en,vi,ru}.ftl` holds those words,
//! the drawing's, and the errors' (every [`MoveError`] is `Describe`).

pub mod board;
mod display;
mod error;
mod game;
mod heuristic;
pub mod levels;
pub mod notation;
pub mod params;
pub mod proof;
mod rules;
pub mod sowing;
pub mod state;
mod view;

pub use board::{DEFAULT_HOLES, LITERAL_HOLES, MAX_HOLES, MIN_HOLES, NORTH, SOUTH};
pub use error::MoveError;
pub use params::{DEFAULT_PLY_CAP, IsoloParams};
pub use sowing::{Lap, LapEnd, LapKind, MoveEnd};
pub use state::{Ending, Hole, Isolo, MoveTrace};
pub use view::{HoleRef, IsoloView, LapView, MoveView};
