//! A turn: move one or two cells in a straight line, or eat a touching prey.
//!
//! The seat to move must do exactly one of:
//! - **move** 1 or 2 cells along its file or rank onto an empty cell, over an empty cell;
//! - **eat**: step onto its prey when the prey stands on one of the 8 surrounding cells.
//!
//! So cells two steps away are "move only", orthogonal neighbours "move or eat", diagonal
//! neighbours "eat only". Nobody may pass, nobody must eat, and the only way into an occupied
//! cell is eating: never onto the predator, never onto a prey two cells away.
//!
//! Actions are listed in a fixed order: moves down (1 then 2 cells), up, left, right, then
//! the eat. That is at most 8 moves and 1 eat, and on this board a seat always has at least
//! one action (a piece boxed in by the two others touches its prey).

use crate::board::DIRECTIONS;
use crate::{Animal, Cell};
use parlour_core::{Describe, Message};
use std::fmt;

/// Why a cell is not a legal target for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over: an animal was eaten or the ply cap was reached.
    GameOver,
    /// The target is the mover's own cell (passing is not allowed).
    StandingStill {
        /// The mover.
        animal: Animal,
        /// Where it stands.
        cell: Cell,
    },
    /// The target holds the mover's predator.
    OntoPredator {
        /// The predator standing there.
        predator: Animal,
        /// Its cell.
        cell: Cell,
    },
    /// The target holds the mover's prey, but not on a touching cell.
    PreyOutOfReach {
        /// The prey.
        prey: Animal,
        /// Its cell.
        cell: Cell,
    },
    /// The target is a diagonal neighbour without prey on it.
    DiagonalStep {
        /// The empty diagonal cell.
        cell: Cell,
    },
    /// The target is neither 1 or 2 cells away in a straight line nor a touching prey.
    TooFar {
        /// Where the mover stands.
        from: Cell,
        /// The target.
        to: Cell,
    },
    /// A two-cell move would pass over another animal.
    PathBlocked {
        /// The animal in the way.
        blocker: Animal,
        /// Its cell.
        cell: Cell,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::StandingStill { animal, cell } => {
                write!(
                    f,
                    "the {animal} already stands on {cell}, and passing is not allowed"
                )
            }
            MoveError::OntoPredator { predator, cell } => {
                write!(
                    f,
                    "{cell} holds the {predator}, your predator: you cannot go there"
                )
            }
            MoveError::PreyOutOfReach { prey, cell } => write!(
                f,
                "the {prey} on {cell} is out of reach: you can eat only from a touching cell"
            ),
            MoveError::DiagonalStep { cell } => write!(
                f,
                "{cell} is a diagonal step: diagonal cells can only be entered to eat"
            ),
            MoveError::TooFar { from, to } => write!(
                f,
                "{to} cannot be reached from {from}: a move goes 1 or 2 cells in a straight line"
            ),
            MoveError::PathBlocked { blocker, cell } => {
                write!(f, "the {blocker} on {cell} blocks the way")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Animals are given by id (`"fox"`), so each language chooses their names in the case its
/// sentence needs.
impl Describe for MoveError {
    fn message(&self) -> Message {
        match *self {
            MoveError::GameOver => Message::new("play-game-over"),
            MoveError::StandingStill { animal, cell } => Message::new("efm-standing-still")
                .with("animal", animal.name())
                .with("cell", cell.to_string()),
            MoveError::OntoPredator { predator, cell } => Message::new("efm-onto-predator")
                .with("predator", predator.name())
                .with("cell", cell.to_string()),
            MoveError::PreyOutOfReach { prey, cell } => Message::new("efm-prey-out-of-reach")
                .with("prey", prey.name())
                .with("cell", cell.to_string()),
            MoveError::DiagonalStep { cell } => {
                Message::new("efm-diagonal-step").with("cell", cell.to_string())
            }
            MoveError::TooFar { from, to } => Message::new("efm-too-far")
                .with("from", from.to_string())
                .with("to", to.to_string()),
            MoveError::PathBlocked { blocker, cell } => Message::new("efm-path-blocked")
                .with("blocker", blocker.name())
                .with("cell", cell.to_string()),
        }
    }
}

/// The set of occupied cells.
pub(crate) fn occupied(cells: &[Cell; 3]) -> u64 {
    cells[0].bit() | cells[1].bit() | cells[2].bit()
}

/// Calls `f(target, eats)` for every legal action of `mover`, in the listing order.
/// `cells` holds the three animals, all on the board.
#[inline]
pub(crate) fn for_each_action(cells: &[Cell; 3], mover: Animal, mut f: impl FnMut(Cell, bool)) {
    let occ = occupied(cells);
    let from = cells[mover.index()];
    for dir in 0..DIRECTIONS {
        let Some(one) = from.step(dir) else { continue };
        if occ & one.bit() != 0 {
            continue;
        }
        f(one, false);
        if let Some(two) = one.step(dir)
            && occ & two.bit() == 0
        {
            f(two, false);
        }
    }
    let prey = cells[mover.prey().index()];
    if from.around() & prey.bit() != 0 {
        f(prey, true);
    }
}

/// True when `mover` has at least one action (always, on the 6×6 board).
pub(crate) fn has_action(cells: &[Cell; 3], mover: Animal) -> bool {
    let from = cells[mover.index()];
    let free_step =
        (0..DIRECTIONS).any(|d| from.step(d).is_some_and(|c| occupied(cells) & c.bit() == 0));
    free_step || from.touches(cells[mover.prey().index()])
}

/// Whether `mover` may go to `to`, and if so whether that eats. Says precisely why not.
pub(crate) fn judge(cells: &[Cell; 3], mover: Animal, to: Cell) -> Result<bool, MoveError> {
    let from = cells[mover.index()];
    if to == from {
        return Err(MoveError::StandingStill {
            animal: mover,
            cell: from,
        });
    }
    let (prey, predator) = (mover.prey(), mover.predator());
    if to == cells[predator.index()] {
        return Err(MoveError::OntoPredator { predator, cell: to });
    }
    if to == cells[prey.index()] {
        return if from.touches(to) {
            Ok(true)
        } else {
            Err(MoveError::PreyOutOfReach { prey, cell: to })
        };
    }
    let (dx, dy) = (
        from.file().abs_diff(to.file()),
        from.rank().abs_diff(to.rank()),
    );
    if dx == 1 && dy == 1 {
        return Err(MoveError::DiagonalStep { cell: to });
    }
    let straight = (dx == 0 && (1..=2).contains(&dy)) || (dy == 0 && (1..=2).contains(&dx));
    if !straight {
        return Err(MoveError::TooFar { from, to });
    }
    if dx + dy == 2 {
        // The cell in between; `new` cannot fail between two cells of the board.
        let mid = Cell::new((from.file() + to.file()) / 2, (from.rank() + to.rank()) / 2);
        if let Some(mid) = mid
            && let Some(blocker) = Animal::ALL.into_iter().find(|a| cells[a.index()] == mid)
        {
            return Err(MoveError::PathBlocked { blocker, cell: mid });
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(e: &str, f: &str, m: &str) -> [Cell; 3] {
        [e, f, m].map(|n| Cell::parse(n).unwrap())
    }

    fn listed(cells: &[Cell; 3], mover: Animal) -> Vec<String> {
        let mut out = vec![];
        for_each_action(cells, mover, |c, eat| {
            out.push(format!("{}{c}", if eat { "x" } else { "" }))
        });
        out
    }

    #[test]
    fn judge_agrees_with_the_listing_everywhere() {
        // Every placement, every mover, every target: judge says yes exactly for listed cells.
        let all: Vec<Cell> = Cell::all().collect();
        for &e in &all {
            for &f in &all {
                for &m in &all {
                    if e == f || f == m || e == m {
                        continue;
                    }
                    let cs = [e, f, m];
                    for mover in Animal::ALL {
                        let mut legal = vec![];
                        for_each_action(&cs, mover, |c, eat| legal.push((c, eat)));
                        assert!(has_action(&cs, mover));
                        for to in Cell::all() {
                            let listed = legal.iter().find(|(c, _)| *c == to).map(|&(_, eat)| eat);
                            assert_eq!(judge(&cs, mover, to).ok(), listed, "{cs:?} {mover} {to}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn errors_say_why() {
        let cs = cells("c3", "e3", "c4");
        let j = |to: &str| judge(&cs, Animal::Elephant, Cell::parse(to).unwrap());
        assert!(matches!(j("c3"), Err(MoveError::StandingStill { .. })));
        assert!(matches!(j("c4"), Err(MoveError::OntoPredator { .. })));
        assert!(matches!(j("e3"), Err(MoveError::PreyOutOfReach { .. })));
        assert!(matches!(
            j("c5"),
            Err(MoveError::PathBlocked {
                blocker: Animal::Mouse,
                ..
            })
        ));
        assert!(matches!(j("d4"), Err(MoveError::DiagonalStep { .. })));
        assert!(matches!(j("f6"), Err(MoveError::TooFar { .. })));
        assert_eq!(
            listed(&cs, Animal::Elephant),
            ["c2", "c1", "b3", "a3", "d3"]
        );
    }
}
