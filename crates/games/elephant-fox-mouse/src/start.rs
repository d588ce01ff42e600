//! The start: a random placement with strong separation, and a random turn order.
//!
//! The seed asks for pieces "far apart, so that nobody can eat at once". The project reads
//! that strictly: no one can eat at any point of the first round, whatever is played and in
//! any turn order. Two pieces that are both allowed one move before the second one's turn can
//! close a gap of at most 2 cells along one axis, so for every pair with file distance `dx`
//! and rank distance `dy` we require NOT (`dx ≤ 1` and `dy ≤ 3`) and NOT (`dy ≤ 1` and
//! `dx ≤ 3`). 3,864 of the 42,840 placements pass.

use crate::{Cell, TurnOrder};
use parlour_core::Rng;

/// True when pieces on `a` and `b` cannot come to touch within one round.
pub fn strongly_separated(a: Cell, b: Cell) -> bool {
    let dx = a.file().abs_diff(b.file());
    let dy = a.rank().abs_diff(b.rank());
    let close = (dx <= 1 && dy <= 3) || (dy <= 1 && dx <= 3);
    !close
}

/// True when every pair of the three cells (Elephant, Fox, Mouse) is strongly separated.
pub fn is_fair_start(cells: [Cell; 3]) -> bool {
    strongly_separated(cells[0], cells[1])
        && strongly_separated(cells[1], cells[2])
        && strongly_separated(cells[0], cells[2])
}

/// Draws the cells of the Elephant, the Fox and the Mouse (by rejection, so every fair
/// placement is equally likely) and then the turn order.
pub(crate) fn draw_start(rng: &mut Rng) -> ([Cell; 3], TurnOrder) {
    let mut draw = || Cell::from_index(rng.below(crate::board::CELLS));
    let cells = loop {
        // About one draw in eleven is fair; `from_index` cannot fail on `below(36)`.
        if let (Some(e), Some(f), Some(m)) = (draw(), draw(), draw())
            && e != f
            && f != m
            && e != m
            && is_fair_start([e, f, m])
        {
            break [e, f, m];
        }
    };
    let order = TurnOrder::ALL[rng.below(TurnOrder::ALL.len())];
    (cells, order)
}
