//! The turn order: drawn once per game, then a fixed round robin.
//!
//! Of the six orders, three are rotations of "each animal is followed by its prey"
//! (Elephant → Fox → Mouse) and three of "each animal is followed by its predator"
//! (Elephant → Mouse → Fox). Which seat starts only shifts the round; the *direction* of the
//! cycle is what changes the game, which is why the exact solution is computed for both.

use crate::Animal;
use serde::Serialize;
use std::fmt;

/// The order in which the three animals move, starting with the first mover.
///
/// ```
/// use parlour_elephant_fox_mouse::{Animal, TurnOrder};
/// let order = TurnOrder::new([Animal::Fox, Animal::Mouse, Animal::Elephant]).unwrap();
/// assert_eq!(order.after(Animal::Elephant), Animal::Fox);
/// assert!(order.prey_moves_next());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TurnOrder([Animal; 3]);

impl TurnOrder {
    /// The six possible orders.
    pub const ALL: [TurnOrder; 6] = {
        use Animal::{Elephant as E, Fox as F, Mouse as M};
        [
            TurnOrder([E, F, M]),
            TurnOrder([F, M, E]),
            TurnOrder([M, E, F]),
            TurnOrder([E, M, F]),
            TurnOrder([M, F, E]),
            TurnOrder([F, E, M]),
        ]
    };

    /// The order `animals`, if it names each animal once.
    pub fn new(animals: [Animal; 3]) -> Option<TurnOrder> {
        let distinct =
            animals[0] != animals[1] && animals[1] != animals[2] && animals[0] != animals[2];
        distinct.then_some(TurnOrder(animals))
    }

    /// The animals, first mover first.
    pub fn animals(self) -> [Animal; 3] {
        self.0
    }

    /// The animal that moves first.
    pub fn first(self) -> Animal {
        self.0[0]
    }

    /// The animal that moves after `animal`.
    pub fn after(self, animal: Animal) -> Animal {
        if self.prey_moves_next() {
            animal.prey()
        } else {
            animal.predator()
        }
    }

    /// The animal that moves before `animal`.
    pub fn before(self, animal: Animal) -> Animal {
        if self.prey_moves_next() {
            animal.predator()
        } else {
            animal.prey()
        }
    }

    /// True when every animal is followed by its prey (a rotation of Elephant, Fox, Mouse);
    /// false when it is followed by its predator.
    pub fn prey_moves_next(self) -> bool {
        self.0[1] == self.0[0].prey()
    }
}

/// Written as the three letters, e.g. `E F M`, as in the position text.
impl fmt::Display for TurnOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.0;
        write!(f, "{} {} {}", a.letter(), b.letter(), c.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_and_before_follow_the_listed_order() {
        for order in TurnOrder::ALL {
            let [a, b, c] = order.animals();
            assert_eq!((order.after(a), order.after(b), order.after(c)), (b, c, a));
            assert_eq!(order.before(b), a);
            assert_eq!(TurnOrder::new(order.animals()), Some(order));
        }
        assert_eq!(
            TurnOrder::ALL
                .iter()
                .filter(|o| o.prey_moves_next())
                .count(),
            3
        );
        assert_eq!(
            TurnOrder::new([Animal::Fox, Animal::Fox, Animal::Mouse]),
            None
        );
    }
}
