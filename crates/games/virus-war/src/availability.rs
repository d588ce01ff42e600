//! Which cells a player may act on: reach through killed enemy symbols, and availability.
//!
//! This is the heart of the game (docs/rules/virus-war.md, "A turn"). For player P with enemy E:
//!
//! - P's **reach** is P's live symbols plus every killed E symbol joined to one of them by an
//!   8-connected chain of killed E symbols. It is a flood fill from the live symbols that may
//!   only step onto killed enemy symbols. P's own killed symbols are never passable for P, and
//!   a chain touching no live P symbol is dormant.
//! - A cell is **available** to P when it is empty or holds a live E symbol, and touches P's
//!   reach (sides or corners).
//! - **Start exception:** before P's first sub-move of the game, P's only available cell is
//!   its start cell (a1 for X, the far corner for O), if that cell is empty.
//!
//! "Has entered the game" needs no counter: symbols never leave the board, so P has entered
//! exactly when P has a live or a killed symbol on it.

use crate::board::{flood, grow};

/// The cells of a board: live and killed symbols of each seat (X is seat 0, O seat 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    /// `live[s]`: live symbols of seat `s`.
    pub live: [u128; 2],
    /// `dead[s]`: killed symbols of seat `s` (killed by the other seat, which owns them now).
    pub dead: [u128; 2],
    /// Every cell of the board (depends on the board size only).
    pub all: u128,
}

impl Board {
    /// An empty board whose cells are `all`.
    pub fn empty(all: u128) -> Board {
        Board {
            live: [0; 2],
            dead: [0; 2],
            all,
        }
    }

    /// Cells holding any symbol, live or killed.
    pub fn occupied(&self) -> u128 {
        self.live[0] | self.live[1] | self.dead[0] | self.dead[1]
    }

    /// Cells `p` may act on if it can reach them: empty cells and live enemy symbols.
    pub fn targets(&self, p: usize) -> u128 {
        (self.all & !self.occupied()) | self.live[1 - p]
    }

    /// True once `p` has made a sub-move (its symbols never leave the board).
    pub fn entered(&self, p: usize) -> bool {
        self.live[p] | self.dead[p] != 0
    }

    /// True when `p` has entered the game and has no live symbol left: `p` has lost.
    pub fn destroyed(&self, p: usize) -> bool {
        self.live[p] == 0 && self.dead[p] != 0
    }

    /// `p`'s reach: its live symbols flooded through the enemy symbols `p` has killed.
    pub fn reach(&self, p: usize) -> u128 {
        flood(self.live[p], self.dead[1 - p], self.all)
    }

    /// `p`'s available cells, given `p`'s reach and start cell (one bit).
    pub fn available(&self, p: usize, reach: u128, start: u128) -> u128 {
        if self.entered(p) {
            grow(reach, self.all) & self.targets(p)
        } else {
            start & self.all & !self.occupied()
        }
    }

    /// Every cell `p` could ever act on or pass through, now or later: a flood
    /// from `p`'s live symbols (or from its start cell, before it enters) through every cell
    /// except `p`'s own killed symbols. It only shrinks as the game goes on, so a live enemy
    /// symbol outside it can never be killed.
    pub fn potential(&self, p: usize, start: u128) -> u128 {
        let seed = if self.entered(p) {
            self.live[p]
        } else {
            start & self.all & !self.occupied()
        };
        flood(seed, self.all & !self.dead[p], self.all)
    }

    /// True when `p` owns a live symbol the enemy can never kill, so `p` can never lose.
    pub fn permanently_safe(&self, p: usize, enemy_start: u128) -> bool {
        self.live[p] & !self.potential(1 - p, enemy_start) != 0
    }
}
