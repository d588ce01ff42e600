//! # parlour-console: play in a terminal
//!
//! A [`Session`] is a series of games between participants (people at this keyboard or
//! computer levels) at one game. It shows the rules at the start, draws the board as the
//! player to move may see it, reads moves in the game's notation, and keeps the series
//! score. Seats rotate between games, so the first player alternates.
//!
//! The session is generic: it holds an [`AnyMatch`](parlour_catalog::AnyMatch) and
//! [`AnyBot`](parlour_catalog::AnyBot)s and never names a game. It reads from any `BufRead`
//! and writes to any `Write`, so tests script it line by line.

mod connect;
mod session;
mod terminal;

pub use connect::{DEFAULT_PORT, connect, pretty, resolve};

pub use session::{Participant, Session, SessionEnd, default_name};
pub use terminal::{
    Wrapping, follow_terminal, for_terminal, for_terminal_document, quoting_for_terminal,
    rules_page, width,
};
