//! The hard player: perfect knowledge from the exact solution, plus a taste for traps.
//!
//! The [`Solution`] answers, for every position, whether a hunter can force its win, how
//! soon two animals playing together could corner the third, and how likely a hunter is to
//! catch its prey when the third animal wanders at random. The hard player ranks its moves:
//! 1. eat its prey;
//! 2. keep a forced win, by the shortest way;
//! 3. never walk into a forced loss, where its predator alone could force the eat;
//! 4. stay far from two-against-one doom: from a fair start the two others, playing
//!    together, can always force its death, so it keeps the number of plies they would need
//!    to corner it (into a forced loss) at [`SAFE_MARGIN`] or more when it can, and as large
//!    as possible when it cannot;
//! 5. then hunt: the best odds of catching its prey minus the odds of being caught, with the
//!    third animal as a random bystander ([`Solution::chase_odds`]);
//! 6. then set traps: the move after which the most replies of the two others, picked at
//!    random, leave it a forced win (a careless prey walks into a corner);
//! 7. then close in on its prey.
//!
//! Each move costs a few table lookups: it answers in microseconds once the solution is
//! computed (the first hard move of the process, a fraction of a second).

use crate::actions::for_each_action;
use crate::{Animal, Cell, ElephantFoxMouse, Solution};
use parlour_core::{Bot, BotStats, Budget, Game, Rng, Seat};

/// Cornering this many plies away or more (two rounds and two plies) counts as far enough:
/// the hard player hunts freely while the two others, playing together, would still need
/// 8 plies to corner it, and flees first below that. A smaller margin presses the prey
/// harder, a larger one is more timid. Measured with `parlour arena elephant-fox-mouse`
/// (3,000 games a table, seeds 5001 on, seats rotated): against medium and easy (hard's
/// prey the medium player) hard won 2,302 games at 8 and 944 at 12, the former value; it
/// was eaten 3 and 2 times. Against two easy players: 2,968 wins at 8, 2,925 at 12, eaten
/// once at each. At 6 it was eaten once in 3,000 games from seed 1001, at 8 never.
pub const SAFE_MARGIN: u32 = 8;

/// The player that uses the exact [`Solution`].
#[derive(Clone, Debug)]
pub struct HardBot {
    rng: Rng,
    stats: BotStats,
    margin: u32,
}

impl HardBot {
    /// The `hard` level: margin [`SAFE_MARGIN`]; `seed` decides between equally good moves.
    pub fn new(seed: u64) -> HardBot {
        HardBot::with_margin(SAFE_MARGIN, seed)
    }

    /// A hard player that treats cornering `margin` plies away or more as far enough:
    /// larger is more careful, smaller hunts more boldly.
    pub fn with_margin(margin: u32, seed: u64) -> HardBot {
        HardBot {
            rng: Rng::new(seed),
            stats: BotStats::default(),
            margin,
        }
    }
}

/// The rank of a move, compared lexicographically: a tier, then tie-breaks within it.
type Rank = (u8, [i64; 4]);

/// Chebyshev distance: how many king steps apart two cells are.
fn distance(a: Cell, b: Cell) -> i64 {
    i64::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

/// After `me` has moved into `next`: the share (in millionths) of the two others' replies,
/// each picked uniformly, that leave `me` to move with a forced win.
fn trap(sol: &Solution, next: &ElephantFoxMouse, me: Animal) -> i64 {
    let Some(first) = next.animal_to_move() else {
        return 0;
    };
    let (mut share, mut replies) = (0.0, 0u32);
    for_each_action(next.cells(), first, |a, _| {
        replies += 1;
        let mut s1 = *next;
        s1.apply(a);
        let Some(second) = s1.animal_to_move() else {
            return;
        };
        let (mut won, mut all) = (0u32, 0u32);
        for_each_action(s1.cells(), second, |b, _| {
            let mut s2 = s1;
            s2.apply(b);
            all += 1;
            won += u32::from(sol.forced_win(&s2, me).is_some());
        });
        share += f64::from(won) / f64::from(all.max(1));
    });
    (share / f64::from(replies.max(1)) * 1e6) as i64
}

fn rank(sol: &Solution, state: &ElephantFoxMouse, me: Animal, mv: Cell, margin: u32) -> Rank {
    let mut next = *state;
    next.apply(mv);
    let margin = i64::from(margin);
    if next.eaten() == Some(me.prey()) {
        return (4, [0; 4]);
    }
    if next.is_over() {
        // The ply cap: a draw, as good as a quiet safe move.
        return (1, [margin, 0, 0, 0]);
    }
    if let Some(d) = sol.forced_win(&next, me) {
        return (3, [-i64::from(d), 0, 0, 0]);
    }
    if let Some(d) = sol.forced_win(&next, me.predator()) {
        return (0, [i64::from(d), 0, 0, 0]);
    }
    let cornering = sol
        .cornering(&next, me)
        .map_or(margin, |d| i64::from(d).min(margin));
    let odds = sol.chase_odds(&next, me) - sol.chase_odds(&next, me.predator());
    let c = next.cells();
    let closeness = -distance(c[me.index()], c[me.prey().index()]);
    (
        1,
        [
            cornering,
            (odds * 1e6) as i64,
            trap(sol, &next, me),
            closeness,
        ],
    )
}

impl Bot<ElephantFoxMouse> for HardBot {
    fn name(&self) -> &str {
        "hard"
    }

    fn choose(&mut self, state: &ElephantFoxMouse, _: &Budget) -> Option<Cell> {
        let me = state.animal_to_move()?;
        let mut moves = state.legal_moves();
        // Shuffled so that equally ranked moves vary with the seed.
        self.rng.shuffle(&mut moves);
        let sol = Solution::get();
        let mut best: Option<(Cell, Rank)> = None;
        for &mv in &moves {
            let r = rank(sol, state, me, mv, self.margin);
            if best.is_none_or(|(_, b)| r > b) {
                best = Some((mv, r));
            }
        }
        self.stats = BotStats {
            nodes: moves.len() as u64,
            score: best.map(|(_, r)| i32::from(r.0)),
            ..BotStats::default()
        };
        best.map(|(mv, _)| mv)
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }

    fn accepts_draw(&mut self, state: &ElephantFoxMouse, seat: Seat) -> bool {
        super::accepts_draw(state, seat)
    }
}
