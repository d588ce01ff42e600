//! What the generic searches of `parlour-ai` need to know about Elephant–Fox–Mouse: a hash,
//! an evaluation and a move ordering ([`Heuristic`]), and the medium level's settings.
//!
//! The medium level is `parlour_ai::Paranoid` at [`MEDIUM`]: with three players there is
//! no zero-sum value to search, so it assumes the two others play together against it.
//! The evaluation only knows distances (keep the predator away, close in on the prey) and
//! how many moves each side has.

use crate::actions::for_each_action;
use crate::{Animal, Cell, ElephantFoxMouse};
use parlour_core::{Heuristic, SearchLevel, Seat};
use std::time::Duration;

/// The medium level: 4 plies (one turn each, and its own again), at most 200,000 positions,
/// at most one second.
pub const MEDIUM: SearchLevel = SearchLevel {
    max_depth: 4,
    node_limit: Some(200_000),
    time_limit: Some(Duration::from_secs(1)),
    ..SearchLevel::named("medium")
};

/// Chebyshev distance: how many king steps apart two cells are.
pub(crate) fn distance(a: Cell, b: Cell) -> i32 {
    i32::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

/// The number of actions `a` has.
pub(crate) fn mobility(s: &ElephantFoxMouse, a: Animal) -> i32 {
    let mut n = 0;
    for_each_action(s.cells(), a, |_, _| n += 1);
    n
}

impl Heuristic for ElephantFoxMouse {
    /// The cells, the order, whose turn, who was eaten and the ply (the cap depends on it).
    fn hash(&self) -> u64 {
        let mut h = 0x9E37_79B9_7F4A_7C15u64;
        let mut add = |x: u64| {
            h = (h ^ x).wrapping_mul(0xBF58_476D_1CE4_E5B9).rotate_left(27);
        };
        for c in self.cells {
            add(c.index() as u64);
        }
        add(self.order.animals()[0].index() as u64 | (u64::from(self.order.prey_moves_next()) << 4));
        add(self.turn.index() as u64 | ((self.eaten.map_or(7, Animal::index) as u64) << 3));
        add(u64::from(self.ply));
        h ^ (h >> 31)
    }

    /// A static guess of how good the position is for `seat`: being next to its prey (more
    /// if it is its turn), next to its predator (much worse if the predator moves), keeping
    /// the predator at a distance, closing in on the prey, and having more moves than the
    /// prey.
    fn evaluate(&self, seat: Seat) -> i32 {
        let Some(me) = Animal::from_seat(seat) else {
            return 0;
        };
        let c = self.cells();
        let (x, p, q) = (
            c[me.index()],
            c[me.prey().index()],
            c[me.predator().index()],
        );
        let mover = self.animal_to_move();
        let mut v = 0;
        if x.touches(p) {
            v += if mover == Some(me) { 500 } else { 100 };
        }
        if q.touches(x) {
            v -= if mover == Some(me.predator()) {
                2000
            } else {
                300
            };
        }
        v += 40 * distance(x, q).min(4) - 25 * distance(x, p);
        v + 5 * (mobility(self, me) - mobility(self, me.prey()))
    }

    /// Eating first: it ends the game, so it decides most cutoffs.
    fn move_order(&self, mv: Cell) -> i32 {
        match self.animal_to_move() {
            Some(a) if self.cells()[a.prey().index()] == mv => 1,
            _ => 0,
        }
    }

    /// An eat ends the game.
    fn is_forcing(&self, mv: Cell) -> bool {
        self.move_order(mv) > 0
    }
}
