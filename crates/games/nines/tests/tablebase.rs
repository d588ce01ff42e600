//! The endgame tables against the rules: every value must follow from the values of the
//! positions one step on, played with the real rules (a check of the retrograde analysis
//! that does not trust its move generation).

use parlour_core::{Game, Known, Rng, Seat, SeatResult};
use parlour_nines::tablebase::Tablebase;
use parlour_nines::{Nines, Rules};
use std::sync::OnceLock;

/// The 3-against-3 table, built once for the tests of this file (about a second).
fn three_three() -> &'static Tablebase {
    static TB: OnceLock<Tablebase> = OnceLock::new();
    TB.get_or_init(|| Tablebase::build(3))
}

/// `standard` without the turn limit, so that table values are read as they are.
fn unlimited() -> Rules {
    Rules {
        max_turns: None,
        ..Rules::standard()
    }
}

fn text(mover: u32, other: u32, white_to_move: bool) -> String {
    let (w, b) = if white_to_move {
        (mover, other)
    } else {
        (other, mover)
    };
    let board: String = (0..24)
        .map(|i| {
            if w & (1 << i) != 0 {
                'W'
            } else if b & (1 << i) != 0 {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    format!(
        "{board} {} - 0/0 40 0",
        if white_to_move { 'w' } else { 'b' }
    )
}

fn random_set(rng: &mut Rng, n: u32, taken: u32) -> u32 {
    let mut set = 0u32;
    while set.count_ones() < n {
        let p = rng.below(24) as u32;
        if (set | taken) & (1 << p) == 0 {
            set |= 1 << p;
        }
    }
    set
}

/// A comparable score: sooner wins and later losses are better.
fn score(k: Known) -> i64 {
    match k {
        Known::Win(d) => 1000 - i64::from(d),
        Known::Draw => 0,
        Known::Loss(d) => -1000 + i64::from(d),
    }
}

/// The value of `s` for its side to move, from the tables one step on.
fn from_children(tb: &Tablebase, s: &Nines) -> Known {
    let me = s.to_move().unwrap();
    let mut best: Option<Known> = None;
    for m in s.legal_moves() {
        let mut c = s.clone();
        c.play(m).unwrap();
        let v = turn_value(tb, &c, me);
        if best.is_none_or(|b| score(v) > score(b)) {
            best = Some(v);
        }
    }
    best.expect("a position in the tables has a step")
}

/// The value for `me` of the position after `me`'s step (a removal may still be due).
fn turn_value(tb: &Tablebase, c: &Nines, me: Seat) -> Known {
    if let Some(o) = c.outcome() {
        return match o.result(me) {
            SeatResult::Win => Known::Win(1),
            SeatResult::Loss => Known::Loss(1),
            _ => Known::Draw,
        };
    }
    if c.to_move() == Some(me) {
        // A removal: the best of them.
        let mut best: Option<Known> = None;
        for r in c.legal_moves() {
            let mut g = c.clone();
            g.play(r).unwrap();
            let v = turn_value(tb, &g, me);
            if best.is_none_or(|b| score(v) > score(b)) {
                best = Some(v);
            }
        }
        return best.unwrap();
    }
    match tb.probe(c).expect("the next position is in the tables") {
        Known::Win(d) => Known::Loss(d + 1),
        Known::Loss(d) => Known::Win(d + 1),
        Known::Draw => Known::Draw,
    }
}

#[test]
fn three_against_three_follows_from_the_rules() {
    let tb = three_three();
    let census = tb.census();
    assert_eq!(census.len(), 1);
    let ((a, b), [wins, draws, losses]) = census[0];
    assert_eq!((a, b), (3, 3));
    assert_eq!(wins + draws + losses, 2024 * 1330);
    assert!(wins > 0 && draws > 0 && losses > 0, "{:?}", census[0]);
    assert!(tb.longest() < 100, "{}", tb.longest());
    let rules = unlimited();
    let mut rng = Rng::new(5);
    let mut seen = [0u32; 3];
    for i in 0..3000 {
        let mover = random_set(&mut rng, 3, 0);
        let other = random_set(&mut rng, 3, mover);
        let s = Nines::from_text(&rules, &text(mover, other, i % 2 == 0)).unwrap();
        if s.outcome().is_some() {
            continue;
        }
        let k = tb.probe(&s).expect("3 against 3 is in the tables");
        seen[match k {
            Known::Win(_) => 0,
            Known::Draw => 1,
            Known::Loss(_) => 2,
        }] += 1;
        assert_eq!(k, from_children(tb, &s), "{}", s.to_text());
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

#[test]
fn the_turn_limit_and_other_rules_are_respected() {
    let tb = three_three();
    // White to move flies into a7-d7-g7 at once.
    let near = "WW.......B.........BB..W w - 0/0 40 0";
    let s = Nines::from_text(&unlimited(), near).unwrap();
    assert_eq!(tb.probe(&s), Some(Known::Win(1)));
    // Under `standard` with the last turn left it is still a win; with none, a draw.
    let s = Nines::from_text(&Rules::standard(), &near.replace(" 40 ", " 199 ")).unwrap();
    assert_eq!(tb.probe(&s), Some(Known::Win(1)));
    // Not the tables' business: `client` rules, pieces in hand, a removal due, 4 against 4.
    assert_eq!(
        tb.probe(&Nines::from_text(&Rules::client(), near).unwrap()),
        None
    );
    let placing = "WW.......B.........BB..W w - 1/1 40 0";
    assert_eq!(
        tb.probe(&Nines::from_text(&unlimited(), placing).unwrap()),
        None
    );
    let four = "WW.W.....B.......B.BB..W w - 0/0 40 0";
    assert_eq!(
        tb.probe(&Nines::from_text(&unlimited(), four).unwrap()),
        None
    );
}
