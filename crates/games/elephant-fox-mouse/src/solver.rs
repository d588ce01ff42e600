//! The exact solution: everything that can be forced, computed once by retrograde analysis.
//!
//! The whole game has 2 turn-order directions × 3 animals to move × 36·35·34 placements =
//! 257,040 positions, few enough to solve completely at start-up. With three players there
//! is no single "value" of a position, so the solution answers precise questions, each a
//! two-sided game of "can this side force that?":
//!
//! - **Forced win** ([`Solution::forced_win`]): can a hunter eat its prey whatever the two
//!   others do, even playing together against it? (They may also end the game another way:
//!   the prey eating the hunter's predator stops the hunter too.)
//! - **Doom** ([`Solution::doom`]): can the predator and the prey of a victim, playing
//!   together, force the predator to eat it?
//! - **Cornering** ([`Solution::cornering`]): how soon can those two force a position where
//!   the predator alone has a forced win? Doom's early warning.
//! - **Chase odds** ([`Solution::chase_odds`]): a game of chance rather than a forced result:
//!   how likely is a hunter to catch its prey within [`CHASE_PLIES`] plies, both playing
//!   perfectly, while the third animal moves at random?
//!
//! The forced questions are solved backwards from their goal: a position where the forcing
//! side is to move is won as soon as one move reaches a won position, a position where the
//! other side is to move when every move does (and it has no eat of its own to escape with).
//! Processing positions in the order they are found gives the exact number of plies with
//! best play on both sides. The chase odds are computed forwards, one ply deeper per sweep.
//! The food chain looks the same from every animal, so each question is solved once, for
//! the Elephant, and asked about any animal by relabelling the position.
//!
//! What the solution says (see `examples/solve.rs`):
//! - No hunter can force a win from any fair start, in either turn-order direction: with
//!   perfect play the chase is endless. A lone hunter wins only by cornering its prey
//!   (`E b4 F a1 M f1`, Elephant to move: only `b2` wins, in 4 plies).
//! - But two together always catch the third: every fair start is doom for every animal,
//!   7 to 27 plies away. No animal is ever safe from a coalition; a careful player keeps the
//!   coalition's work long.

use crate::actions::for_each_action;
use crate::{Animal, Cell, ElephantFoxMouse};
use std::sync::OnceLock;

const N: usize = crate::board::CELLS;
/// Slots in a table: direction × mover × Elephant cell × Fox cell × Mouse cell (slots where
/// two animals share a cell are unused).
const SLOTS: usize = 2 * 3 * N * N * N;
/// A defender with an eat of its own is never forced.
const ESCAPES: u8 = u8::MAX;

/// The tables of the exact solution. Build it once with [`Solution::get`].
///
/// ```
/// use parlour_core::Game;
/// use parlour_elephant_fox_mouse::{Animal, ElephantFoxMouse, Solution};
/// let g = ElephantFoxMouse::from_text(&Default::default(), "E b4 F a1 M f1 / order E F M / E").unwrap();
/// let moves: Vec<String> = Solution::get().winning_moves(&g).iter().map(|c| c.to_string()).collect();
/// assert_eq!(moves, ["b2"]);
/// assert_eq!(Solution::get().forced_win(&g, Animal::Elephant), Some(4));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Solution {
    /// Plies until the Elephant eats the Fox by force, 0 if it cannot force it.
    win: Vec<u16>,
    /// See [`chase`].
    chase: Vec<u16>,
    /// 1 + plies until the Fox and the Mouse together can force a position where the Mouse
    /// has a forced win on the Elephant; 0 if they cannot.
    cornering: Vec<u16>,
    /// Plies until the Mouse eats the Elephant when the Mouse and the Fox play together, 0 if
    /// they cannot force it.
    doom: Vec<u16>,
}

impl std::fmt::Debug for Solution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solution").finish_non_exhaustive()
    }
}

fn slot(prey_next: bool, mover: Animal, cells: &[Cell; 3]) -> usize {
    let head = usize::from(!prey_next) * 3 + mover.index();
    ((head * N + cells[0].index()) * N + cells[1].index()) * N + cells[2].index()
}

/// The position in a slot, if the slot holds one.
fn position(slot: usize) -> Option<(bool, Animal, [Cell; 3])> {
    let m = Cell::from_index(slot % N)?;
    let f = Cell::from_index(slot / N % N)?;
    let e = Cell::from_index(slot / (N * N) % N)?;
    let head = slot / (N * N * N);
    let mover = Animal::from_index(head % 3)?;
    (e != f && f != m && e != m && head < 6).then_some((head < 3, mover, [e, f, m]))
}

/// What an animal does in one of the solved questions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Role {
    /// On the side that wants the eat: it picks its moves to force it.
    Forces,
    /// Against the eat: any of its moves, or an eat of its own, may escape.
    Defends,
}

/// Plies to the eat of `eater` on its prey when each animal plays its `role` (indexed by
/// animal). 0 where the eat cannot be forced.
fn retrograde(roles: [Role; 3], eater: Animal) -> Vec<u16> {
    let victim = eater.prey();
    let eat_now = |_: usize, mover: Animal, cells: &[Cell; 3]| {
        mover == eater && cells[eater.index()].touches(cells[victim.index()])
    };
    reach(roles, eat_now)
}

/// 1 + the plies the side playing [`Role::Forces`] needs to force a position where `goal`
/// holds (given the slot, the mover and the cells), against the [`Role::Defends`] side,
/// which escapes for good with any eat of its own. 0 where it cannot be forced.
fn reach(roles: [Role; 3], goal: impl Fn(usize, Animal, &[Cell; 3]) -> bool) -> Vec<u16> {
    let mut dist = vec![0u16; SLOTS];
    // For positions where a defender moves: its moves not yet known to lose.
    let mut left = vec![0u8; SLOTS];
    let mut queue: Vec<u32> = Vec::with_capacity(SLOTS / 8);
    for (i, (d, l)) in dist.iter_mut().zip(left.iter_mut()).enumerate() {
        let Some((_, mover, cells)) = position(i) else {
            continue;
        };
        if goal(i, mover, &cells) {
            *d = 1;
            queue.push(i as u32);
            continue;
        }
        match roles[mover.index()] {
            Role::Forces => {}
            Role::Defends => {
                let (mut moves, mut eats) = (0u8, false);
                for_each_action(&cells, mover, |_, eat| {
                    if eat {
                        eats = true;
                    } else {
                        moves += 1;
                    }
                });
                *l = if eats || moves == 0 { ESCAPES } else { moves };
            }
        }
    }
    let mut head = 0;
    while let Some(&i) = queue.get(head) {
        head += 1;
        let Some((prey_next, mover, cells)) = position(i as usize) else {
            continue;
        };
        let d = dist[i as usize].saturating_add(1);
        // Who moved into this position, and from where: moves are reversible, so the cells
        // it can have come from are the cells it could move to now.
        let before = if prey_next {
            mover.predator()
        } else {
            mover.prey()
        };
        let role = roles[before.index()];
        let mut reach = |j: usize| {
            if dist[j] != 0 {
                return;
            }
            if role != Role::Defends {
                dist[j] = d;
                queue.push(j as u32);
            } else if left[j] != ESCAPES {
                left[j] -= 1;
                if left[j] == 0 {
                    dist[j] = d;
                    queue.push(j as u32);
                }
            }
        };
        for_each_action(&cells, before, |from, eat| {
            if !eat {
                let mut earlier = cells;
                earlier[before.index()] = from;
                reach(slot(prey_next, before, &earlier));
            }
        });
    }
    dist
}

/// How many plies ahead [`Solution::chase_odds`] looks.
pub const CHASE_PLIES: u32 = 18;

/// Chance (in 65535ths) that the Elephant eats the Fox within `plies` plies when the Elephant
/// hunts as well as it can, the Fox flees as well as it can, and the Mouse plays at random.
///
/// Unlike the other tables this is a game of chance, solved by looking one more ply ahead
/// per sweep. The moves are listed once (children of every position, as slots) so that each
/// sweep is only arithmetic.
fn chase(plies: u32) -> Vec<u16> {
    // Per slot: the first child in `children`, and how the value is made.
    let mut first = Vec::with_capacity(SLOTS + 1);
    let mut children: Vec<u32> = Vec::with_capacity(SLOTS * 7);
    let mut rule = vec![Rule::Fixed(0.0); SLOTS];
    for (i, r) in rule.iter_mut().enumerate() {
        first.push(children.len() as u32);
        let Some((prey_next, mover, cells)) = position(i) else {
            continue;
        };
        let next_mover = if prey_next {
            mover.prey()
        } else {
            mover.predator()
        };
        let (mut eats, mut actions) = (false, 0u8);
        for_each_action(&cells, mover, |c, eat| {
            actions += 1;
            if eat {
                eats = true;
            } else {
                let mut moved = cells;
                moved[mover.index()] = c;
                children.push(slot(prey_next, next_mover, &moved) as u32);
            }
        });
        *r = match (mover, eats) {
            (Animal::Elephant, true) => Rule::Fixed(1.0),
            (Animal::Elephant, false) => Rule::Best,
            (Animal::Fox, true) => Rule::Fixed(0.0),
            (Animal::Fox, false) => Rule::Worst,
            // The Mouse eating the Elephant is one of its choices, and ends the chase.
            (Animal::Mouse, _) => Rule::Average(f32::from(actions.max(1))),
        };
    }
    first.push(children.len() as u32);
    let mut before = vec![0f32; SLOTS];
    let mut after = vec![0f32; SLOTS];
    for _ in 0..plies {
        for (i, v) in after.iter_mut().enumerate() {
            let kids = children[first[i] as usize..first[i + 1] as usize]
                .iter()
                .map(|&c| before[c as usize]);
            *v = match rule[i] {
                Rule::Fixed(x) => x,
                Rule::Best => kids.fold(0.0, f32::max),
                Rule::Worst => kids.fold(1.0, f32::min),
                Rule::Average(n) => kids.sum::<f32>() / n,
            };
        }
        std::mem::swap(&mut before, &mut after);
    }
    before
        .iter()
        .map(|&p| (p.clamp(0.0, 1.0) * 65535.0).round() as u16)
        .collect()
}

/// How a position's chance in [`chase`] follows from its children's.
#[derive(Copy, Clone, Debug)]
enum Rule {
    /// Decided now (an eat is available), or no position at all.
    Fixed(f32),
    /// The hunter picks the best child.
    Best,
    /// The prey picks the worst child.
    Worst,
    /// The bystander picks at random among this many actions.
    Average(f32),
}

static SOLUTION: OnceLock<Solution> = OnceLock::new();

/// The slot of `game` seen from `focus`: the food chain looks the same from every animal, so
/// relabelling `focus` as the Elephant (its prey as the Fox, its predator as the Mouse) turns
/// a question about any animal into the same question about the Elephant.
fn slot_seen_from(game: &ElephantFoxMouse, focus: Animal) -> Option<usize> {
    let mover = game.animal_to_move()?;
    Some(reframed(
        game.order().prey_moves_next(),
        mover,
        game.cells(),
        focus,
    ))
}

/// The slot of a position seen from `focus` (see [`slot_seen_from`]).
fn reframed(prey_next: bool, mover: Animal, c: &[Cell; 3], focus: Animal) -> usize {
    let cells = [
        c[focus.index()],
        c[focus.prey().index()],
        c[focus.predator().index()],
    ];
    let relabel = Animal::ALL[(mover.index() + 3 - focus.index()) % 3];
    slot(prey_next, relabel, &cells)
}

impl Solution {
    /// The solution, computed on first use (about 0.2 s in release builds) and shared.
    pub fn get() -> &'static Solution {
        SOLUTION.get_or_init(Solution::compute)
    }

    /// Computes the tables from scratch (what [`Solution::get`] does once).
    pub fn compute() -> Solution {
        use Role::{Defends, Forces};
        let win = retrograde([Forces, Defends, Defends], Animal::Elephant);
        // The Elephant lost by force: its predator, the Mouse, has a forced win.
        let lost = |i: usize, mover: Animal, cells: &[Cell; 3]| {
            win[reframed(i < SLOTS / 2, mover, cells, Animal::Mouse)] > 0
        };
        let cornering = reach([Defends, Forces, Forces], lost);
        Solution {
            cornering,
            win,
            doom: retrograde([Defends, Forces, Forces], Animal::Mouse),
            chase: chase(CHASE_PLIES),
        }
    }

    fn lookup(table: &[u16], game: &ElephantFoxMouse, focus: Animal) -> Option<u32> {
        let d = table[slot_seen_from(game, focus)?];
        (d > 0).then_some(u32::from(d))
    }

    /// If `hunter` can eat its prey whatever the two others do: the number of plies until it
    /// does (1 when it can eat now). `None` when it cannot force it, or the game is over.
    pub fn forced_win(&self, game: &ElephantFoxMouse, hunter: Animal) -> Option<u32> {
        Self::lookup(&self.win, game, hunter)
    }

    /// The chance that `hunter` eats its prey within [`CHASE_PLIES`] plies when it hunts as
    /// well as it can, its prey flees as well as it can, and the third animal moves at random
    /// (a bystander that sometimes blocks, sometimes helps). From 0 to 1.
    pub fn chase_odds(&self, game: &ElephantFoxMouse, hunter: Animal) -> f64 {
        match game.animal_to_move() {
            Some(_) => {
                slot_seen_from(game, hunter).map_or(0.0, |i| f64::from(self.chase[i]) / 65535.0)
            }
            None => 0.0,
        }
    }

    /// Plies until the predator and the prey of `victim`, playing together, can put it in a
    /// forced loss (0: it already is). `None` if they cannot.
    pub fn cornering(&self, game: &ElephantFoxMouse, victim: Animal) -> Option<u32> {
        Self::lookup(&self.cornering, game, victim).map(|d| d - 1)
    }

    /// If the predator and the prey of `victim`, playing together, can force the predator to
    /// eat it: the number of plies until they do. `None` when `victim` is safe: only when it
    /// can eat now or has a forced win of its own (or a few odd positions where its prey can
    /// eat its predator).
    pub fn doom(&self, game: &ElephantFoxMouse, victim: Animal) -> Option<u32> {
        Self::lookup(&self.doom, game, victim)
    }

    /// The moves of the animal to move that keep (or complete) a forced win, in listing order.
    /// Empty when it has no forced win.
    pub fn winning_moves(&self, game: &ElephantFoxMouse) -> Vec<Cell> {
        use parlour_core::Game;
        let Some(me) = game.animal_to_move() else {
            return Vec::new();
        };
        game.legal_moves()
            .into_iter()
            .filter(|&mv| {
                let mut next = *game;
                next.apply(mv);
                next.eaten() == Some(me.prey()) || self.forced_win(&next, me).is_some()
            })
            .collect()
    }
}
