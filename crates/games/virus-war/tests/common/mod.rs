//! Helpers shared by the integration tests: building positions from lists of cells.
#![allow(dead_code)]

use parlour_core::Game;
use parlour_virus_war::{Cell, CellSet, FILES, Move, VirusWar, VirusWarParams};

/// The cell called `name` (e.g. "k10"); panics on a bad name (tests only).
pub fn cell(name: &str) -> Cell {
    let mut chars = name.chars();
    let f = chars.next().unwrap();
    let file = FILES.iter().position(|&c| c == f).unwrap() as u8;
    let rank: u8 = chars.as_str().parse().unwrap();
    Cell::at(file, rank - 1).unwrap()
}

/// The set of cells listed by name, separated by spaces.
pub fn set(names: &str) -> CellSet {
    names.split_whitespace().map(cell).collect()
}

/// A sub-move on the named cell.
pub fn mv(name: &str) -> Move {
    Move::Cell(cell(name))
}

/// A standard-board position: live X, live O, killed X (X†), killed O (O†), then the side to
/// move, sub-moves done and pass field as in the position string.
pub fn position(x: &str, o: &str, xd: &str, od: &str, tail: &str) -> VirusWar {
    position_sized(10, x, o, xd, od, tail)
}

/// Like [`position`] on a board of side `size`.
pub fn position_sized(size: u8, x: &str, o: &str, xd: &str, od: &str, tail: &str) -> VirusWar {
    let n = usize::from(size);
    let mut grid = vec![vec!['.'; n]; n];
    for (names, ch) in [(x, 'X'), (o, 'O'), (xd, 'x'), (od, 'o')] {
        for c in set(names).iter() {
            grid[n - 1 - usize::from(c.rank())][usize::from(c.file())] = ch;
        }
    }
    let ranks: Vec<String> = grid.iter().map(|r| r.iter().collect()).collect();
    let text = format!("{} {tail}", ranks.join("/"));
    let params = VirusWarParams { size, steps: 3 };
    VirusWar::from_text(&params, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays a record such as `1. a1,b2,c3 k10,i9,h8 2. d4,e5,f6 g7,f6*,e5*` from `state`.
pub fn play_record(state: &mut VirusWar, record: &str) {
    for token in record.split_whitespace() {
        if token.ends_with('.') {
            continue;
        }
        let moves = parlour_virus_war::parse_turn(state, token)
            .unwrap_or_else(|e| panic!("cannot read turn {token}: {e}"));
        for m in moves {
            state
                .play(m)
                .unwrap_or_else(|e| panic!("turn {token}: {e} in {}", state.to_text()));
        }
    }
}

/// A new standard game.
pub fn start() -> VirusWar {
    VirusWar::new(&VirusWarParams::default(), 0).unwrap()
}
