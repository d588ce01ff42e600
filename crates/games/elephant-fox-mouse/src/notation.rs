//! Notation: a move is its target cell, and a position is one line of text.
//!
//! **Moves.** The mover is implied by the turn, so a move or an eat is just the cell the
//! piece goes to: `c3` (either case). The network flow of the seed also lets players type the
//! file and the rank as numbers, `3 3` (or `3,3`), which means `c3`; the canonical form
//! written back is always `c3`.
//!
//! **Positions.** The three cells in the order Elephant, Fox, Mouse, then the turn order,
//! then the animal to move:
//!
//! ```text
//! E c3 F f6 M a6 / order E F M / E
//! ```
//!
//! Optional fields follow when they are not at their start values: `ply 12` (plies played,
//! which the ply cap counts) and the last move, `last F e4-f6` or, for an eat,
//! `last E c3xd4`. Once an animal has been eaten its cell is written `-` and the animal to
//! move is written `over`:
//!
//! ```text
//! E d4 F - M a6 / order E F M / over / ply 7 / last E c3xd4
//! ```

use crate::actions::judge;
use crate::state::{ElephantFoxMouse, LastMove, Params};
use crate::{Animal, Cell, TurnOrder};
use parlour_core::{Message, ParseMoveError, ParsePositionError};

/// Reads a move: a cell name (`c3`) or a file and rank pair (`3 3`).
pub(crate) fn parse_move(text: &str) -> Result<Cell, ParseMoveError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseMoveError::Empty);
    }
    if let Some(cell) = Cell::parse(t) {
        return Ok(cell);
    }
    let parts: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|p| !p.is_empty())
        .collect();
    if let [file, rank] = parts[..] {
        let number = |p: &str| p.parse::<u8>().ok().filter(|n| (1..=6).contains(n));
        if let (Some(f), Some(r)) = (number(file), number(rank))
            && let Some(cell) = Cell::new(f - 1, r - 1)
        {
            return Ok(cell);
        }
    }
    Err(ParseMoveError::Malformed {
        text: t.to_string(),
        expected: Message::new("efm-expected"),
    })
}

/// Writes the position line described in the module docs.
pub(crate) fn to_text(game: &ElephantFoxMouse) -> String {
    let mut out = String::new();
    for a in Animal::ALL {
        let cell = game
            .cell(a)
            .map_or_else(|| "-".to_string(), |c| c.to_string());
        if a != Animal::Elephant {
            out.push(' ');
        }
        out.push(a.letter());
        out.push(' ');
        out.push_str(&cell);
    }
    out.push_str(&format!(" / order {} / ", game.order));
    match game.eaten {
        Some(_) => out.push_str("over"),
        None => out.push(game.turn.letter()),
    }
    if game.ply > 0 {
        out.push_str(&format!(" / ply {}", game.ply));
    }
    if let Some(last) = game.last {
        let sep = if last.ate.is_some() { 'x' } else { '-' };
        out.push_str(&format!(
            " / last {} {}{sep}{}",
            last.animal.letter(),
            last.from,
            last.to
        ));
    }
    out
}

fn malformed(why: &str) -> ParsePositionError {
    ParsePositionError::Malformed(why.to_string())
}

fn impossible(why: String) -> ParsePositionError {
    ParsePositionError::Impossible(why)
}

fn animal(token: &str) -> Result<Animal, ParsePositionError> {
    let mut chars = token.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Animal::from_letter(c)
            .ok_or_else(|| malformed(&format!("'{token}' is not an animal (E, F or M)"))),
        _ => Err(malformed(&format!(
            "'{token}' is not an animal (E, F or M)"
        ))),
    }
}

fn cell(token: &str) -> Result<Cell, ParsePositionError> {
    Cell::parse(token).ok_or_else(|| malformed(&format!("'{token}' is not a cell (a1 to f6)")))
}

/// Reads a position line (see the module docs); any text is refused cleanly.
pub(crate) fn from_text(
    params: &Params,
    text: &str,
) -> Result<ElephantFoxMouse, ParsePositionError> {
    ElephantFoxMouse::validate(params).map_err(|e| impossible(e.to_string()))?;
    let fields: Vec<&str> = text.split('/').map(str::trim).collect();
    if fields.len() < 3 {
        return Err(malformed(
            "expected three cells, the order and the animal to move, like 'E c3 F f6 M a6 / order E F M / E'",
        ));
    }

    // The three animals and their cells, in any order of listing.
    let tokens: Vec<&str> = fields[0].split_whitespace().collect();
    if tokens.len() != 6 {
        return Err(malformed(
            "expected three animals with their cells, like 'E c3 F f6 M a6'",
        ));
    }
    let mut cells: [Option<Cell>; 3] = [None; 3];
    let mut listed = [false; 3];
    let mut eaten = None;
    for pair in tokens.chunks(2) {
        let a = animal(pair[0])?;
        if std::mem::replace(&mut listed[a.index()], true) {
            return Err(malformed(&format!("the {a} is listed twice")));
        }
        if pair[1] == "-" {
            if eaten.is_some() {
                return Err(impossible("only one animal can be eaten".into()));
            }
            eaten = Some(a);
        } else {
            cells[a.index()] = Some(cell(pair[1])?);
        }
    }
    for a in Animal::ALL {
        for b in Animal::ALL {
            if a < b && cells[a.index()].is_some() && cells[a.index()] == cells[b.index()] {
                return Err(impossible(format!(
                    "the {a} and the {b} stand on the same cell"
                )));
            }
        }
    }

    // The turn order.
    let order_tokens: Vec<&str> = fields[1].split_whitespace().collect();
    let order = match order_tokens[..] {
        [word, a, b, c] if word.eq_ignore_ascii_case("order") => {
            TurnOrder::new([animal(a)?, animal(b)?, animal(c)?])
                .ok_or_else(|| malformed("the turn order must name E, F and M once each"))?
        }
        _ => return Err(malformed("expected the turn order, like 'order E F M'")),
    };

    // Whose turn, or "over" after an eat (then the eater's turn is kept).
    let over = fields[2].eq_ignore_ascii_case("over");
    let turn = match (eaten, over) {
        (Some(victim), true) => victim.predator(),
        (None, false) => animal(fields[2])?,
        (Some(victim), false) => {
            return Err(impossible(format!(
                "the {victim} has been eaten, so the game is over: write 'over'"
            )));
        }
        (None, true) => {
            return Err(impossible(
                "'over' needs an eaten animal, written like 'F -'".into(),
            ));
        }
    };
    // Every animal but the eaten one has a cell; the eaten one shares its eater's.
    let place = |a: Animal| {
        cells[a.index()]
            .or(cells[a.predator().index()])
            .ok_or_else(|| impossible(format!("the {a} has no cell")))
    };
    let board = [
        place(Animal::Elephant)?,
        place(Animal::Fox)?,
        place(Animal::Mouse)?,
    ];

    let mut game = ElephantFoxMouse {
        params: *params,
        cells: board,
        order,
        turn,
        eaten,
        ply: 0,
        last: None,
    };
    let mut seen_ply = false;
    for field in &fields[3..] {
        let words: Vec<&str> = field.split_whitespace().collect();
        match words[..] {
            [word, n] if word.eq_ignore_ascii_case("ply") && !seen_ply => {
                game.ply = n
                    .parse()
                    .map_err(|_| malformed(&format!("'{n}' is not a ply count")))?;
                seen_ply = true;
            }
            [word, a, mv] if word.eq_ignore_ascii_case("last") && game.last.is_none() => {
                game.last = Some(last_move(&game, animal(a)?, mv)?);
            }
            _ => return Err(malformed(&format!("unexpected field '{field}'"))),
        }
    }
    if game.last.is_some() && game.ply == 0 {
        return Err(impossible(
            "a last move needs at least one ply played".into(),
        ));
    }
    Ok(game)
}

/// Reads `c3-c5` or `c3xd4` as the last move of `mover`, and checks that it was a legal turn
/// leading to `game`.
fn last_move(
    game: &ElephantFoxMouse,
    mover: Animal,
    text: &str,
) -> Result<LastMove, ParsePositionError> {
    let ate_sep = text.find(['x', 'X']);
    let (from, to) = match (text.split_once('-'), ate_sep) {
        (Some((f, t)), None) => (cell(f)?, cell(t)?),
        (None, Some(i)) => (cell(&text[..i])?, cell(&text[i + 1..])?),
        _ => {
            return Err(malformed(&format!(
                "'{text}' is not a move like c3-c5 or c3xd4"
            )));
        }
    };
    let ate = ate_sep.map(|_| mover.prey());
    let bad = |why: &str| {
        Err(impossible(format!(
            "last move {} {text}: {why}",
            mover.letter()
        )))
    };
    match game.eaten {
        Some(victim) if ate != Some(victim) => {
            return bad("the game ended with an eat, so the last move must be it");
        }
        None if ate.is_some() => return bad("an eat ends the game, but the game goes on"),
        None if game.order.after(mover) != game.turn => {
            return bad("it is not the turn before this one");
        }
        _ => {}
    }
    if game.cells[mover.index()] != to {
        return bad("the animal does not stand on the target");
    }
    // The position before the move: the mover back on `from`, a victim back on `to`.
    let mut before = game.cells;
    before[mover.index()] = from;
    if let Some(victim) = ate {
        before[victim.index()] = to;
    }
    let free = Animal::ALL
        .iter()
        .all(|&a| a == mover || before[a.index()] != from);
    if !free || judge(&before, mover, to) != Ok(ate.is_some()) {
        return bad("not a legal turn");
    }
    Ok(LastMove {
        animal: mover,
        from,
        to,
        ate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_as_cells_or_number_pairs() {
        let c3 = Cell::parse("c3").unwrap();
        for t in ["c3", "C3", " c3 ", "3 3", "3,3", "3, 3"] {
            assert_eq!(parse_move(t), Ok(c3), "{t}");
        }
        assert_eq!(parse_move("  "), Err(ParseMoveError::Empty));
        for t in ["7 7", "0 1", "c7", "c3 c4", "3", "1 2 3", "x"] {
            assert!(
                matches!(parse_move(t), Err(ParseMoveError::Malformed { .. })),
                "{t}"
            );
        }
    }

    #[test]
    fn positions_round_trip() {
        let p = Params::default();
        for t in [
            "E c3 F f6 M a6 / order E F M / E",
            "E c3 F f6 M a6 / order F E M / M / ply 12 / last E c1-c3",
            "E d4 F - M a6 / order E F M / over / ply 7 / last E c3xd4",
        ] {
            let g = from_text(&p, t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(to_text(&g), t);
        }
        assert_eq!(
            to_text(&from_text(&p, "e C3 m a6 f F6/ORDER e f m/e").unwrap()),
            "E c3 F f6 M a6 / order E F M / E"
        );
    }

    #[test]
    fn bad_positions_are_refused() {
        let p = Params::default();
        for t in [
            "",
            "E c3 F c3 M a6 / order E F M / E",
            "E c3 F f6 M a6 / order E E M / E",
            "E c3 F f6 / order E F M / E",
            "E c3 F f6 M a6 / order E F M / over",
            "E d4 F - M a6 / order E F M / E",
            "E c3 F f6 M a6 / order E F M / E / last M a5-a6",
            "E c3 F f6 M a6 / order E F M / E / ply 2 / last F f5-f6",
            "E c3 F f6 M a6 / order E F M / E / ply 2 / last M a3-a6",
            "E c3 F f6 M a6 / order E F M / E / ply x",
            "E d4 F - M - / order E F M / over",
        ] {
            assert!(from_text(&p, t).is_err(), "{t}");
        }
    }
}
