//! The three animals and the food chain that ties them together.
//!
//! The Elephant eats the Fox, the Fox eats the Mouse, the Mouse eats the Elephant. Every
//! animal has exactly one prey and one predator; apart from that the three are identical, so
//! most of the crate speaks of "the mover", "its prey" and "its predator" rather than of
//! elephants and mice.

use parlour_core::Seat;
use serde::Serialize;
use std::fmt;

/// One of the three pieces. Each seat plays one animal: seat 0 the Elephant, seat 1 the Fox,
/// seat 2 the Mouse.
///
/// ```
/// use parlour_elephant_fox_mouse::Animal;
/// assert_eq!(Animal::Elephant.prey(), Animal::Fox);
/// assert_eq!(Animal::Elephant.predator(), Animal::Mouse);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Animal {
    /// The Elephant (E): eats the Fox, is eaten by the Mouse.
    Elephant = 0,
    /// The Fox (F): eats the Mouse, is eaten by the Elephant.
    Fox = 1,
    /// The Mouse (M): eats the Elephant, is eaten by the Fox.
    Mouse = 2,
}

impl Animal {
    /// The three animals in seat order.
    pub const ALL: [Animal; 3] = [Animal::Elephant, Animal::Fox, Animal::Mouse];

    /// The animal this one eats.
    pub fn prey(self) -> Animal {
        match self {
            Animal::Elephant => Animal::Fox,
            Animal::Fox => Animal::Mouse,
            Animal::Mouse => Animal::Elephant,
        }
    }

    /// The animal that eats this one.
    pub fn predator(self) -> Animal {
        match self {
            Animal::Elephant => Animal::Mouse,
            Animal::Fox => Animal::Elephant,
            Animal::Mouse => Animal::Fox,
        }
    }

    /// Index 0, 1 or 2, for per-animal arrays (the same as the seat index).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The animal at `index` (0, 1 or 2).
    pub fn from_index(index: usize) -> Option<Animal> {
        Animal::ALL.get(index).copied()
    }

    /// The seat that plays this animal.
    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The animal played by `seat`, if the seat exists.
    pub fn from_seat(seat: Seat) -> Option<Animal> {
        Animal::from_index(seat.index())
    }

    /// The capital letter used on the board and in notation: `E`, `F` or `M`.
    pub fn letter(self) -> char {
        match self {
            Animal::Elephant => 'E',
            Animal::Fox => 'F',
            Animal::Mouse => 'M',
        }
    }

    /// The animal written `letter` (either case).
    pub fn from_letter(letter: char) -> Option<Animal> {
        match letter.to_ascii_uppercase() {
            'E' => Some(Animal::Elephant),
            'F' => Some(Animal::Fox),
            'M' => Some(Animal::Mouse),
            _ => None,
        }
    }

    /// The lowercase English name, also the seat name: `"elephant"`.
    pub fn name(self) -> &'static str {
        match self {
            Animal::Elephant => "elephant",
            Animal::Fox => "fox",
            Animal::Mouse => "mouse",
        }
    }

    /// The capitalised name for sentences that start with it: `"Elephant"`.
    pub fn title(self) -> &'static str {
        match self {
            Animal::Elephant => "Elephant",
            Animal::Fox => "Fox",
            Animal::Mouse => "Mouse",
        }
    }
}

impl fmt::Display for Animal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_food_chain_is_a_cycle() {
        for a in Animal::ALL {
            assert_eq!(a.prey().predator(), a);
            assert_eq!(a.prey().prey(), a.predator());
            assert_ne!(a.prey(), a);
            assert_eq!(Animal::from_letter(a.letter()), Some(a));
            assert_eq!(Animal::from_seat(a.seat()), Some(a));
        }
    }
}
