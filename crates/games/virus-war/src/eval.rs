//! What the computer knows about Virus War: the key, the evaluation and the move ordering
//! it gives the generic alpha-beta search of `parlour-ai`.
//!
//! # Evaluation
//!
//! Positions are judged only at turn boundaries, from the side to move ("me"; "opp" has
//! just moved). The features, all bitboard operations:
//!
//! | feature | meaning |
//! |---|---|
//! | `kills` | enemy symbols a side has killed: material, a permanent wall against the victim and a road for the killer |
//! | `live` | live symbols (weak: they are also targets) |
//! | `avail` | size of the available set (mobility) |
//! | `threats` | enemy live symbols a side could kill within one full turn, by a 0-1 distance (empty cells and live enemies cost a sub-move, chain cells are free) |
//! | `safe` | the side has a live symbol outside the enemy's potential reach: it can never lose |
//!
//! ```text
//! V = 50·(kills_me − kills_opp) + 10·(live_me − live_opp) + 5·avail_me − 15·avail_opp
//!   + 30·min(threats_me, 3) − 20·min(threats_opp, 3)
//! ```
//!
//! then the sound bounds: if opp is safe, `V ≤ 0` (I can no longer win); if I am safe,
//! `V ≥ 0` (I can no longer lose); both, `V = 0`. Restricting the opponent weighs more than
//! expanding (the best cheap heuristic found by earlier engines); my threats weigh
//! more than the opponent's because I move first and can still parry theirs.
//!
//! # Move ordering and selectivity
//!
//! [`Heuristic::move_order`] puts the winning kill first (1000), then other kills
//! (600–730, preferring kills of symbols that touch mine and kills that open new cells), then
//! growth (about −40 to 400: reconnecting a dormant chain, bringing enemy symbols into reach
//! and opening new cells count for it, growing where the enemy can reach counts against it),
//! and the pass last (−1000). Kills and the pass are [`Heuristic::is_forcing`], so a search
//! with a width limit never prunes them: kills because pruning them is how a selective search
//! misses a destruction threat, the pass because it is often the only move that does not
//! hand the enemy a target, and it is how a drawn position is agreed.

use crate::board::grow;
use crate::state::{Move, O, VirusWar, X};
use parlour_core::{Heuristic, Known, SearchTuning, Seat};

/// Evaluation weights (see the module docs). A kill's weight is also the unit the levels'
/// noise is said in ([`crate::levels::describe`]).
pub(crate) const W_KILL: i32 = 50;
const W_LIVE: i32 = 10;
const W_AVAIL_ME: i32 = 5;
const W_AVAIL_OPP: i32 = 15;
const W_THREAT_ME: i32 = 30;
const W_THREAT_OPP: i32 = 20;

/// The features of a position for one pair of sides, as the evaluation sees them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Features {
    /// Enemy symbols each seat has killed.
    pub kills: [i32; 2],
    /// Live symbols of each seat.
    pub live: [i32; 2],
    /// Cells available to each seat.
    pub avail: [i32; 2],
    /// Enemy live symbols each seat could kill within one full turn.
    pub threats: [i32; 2],
    /// Whether each seat owns a symbol the enemy can never kill.
    pub safe: [bool; 2],
}

impl VirusWar {
    /// Live symbols of `defender` that `attacker` could kill within `steps` sub-moves if it
    /// were to move: layers of a 0-1 distance from the attacker's reach.
    fn threatened(&self, attacker: usize, steps: u8) -> u128 {
        let b = &self.board;
        let defender = 1 - attacker;
        let targets = b.targets(attacker);
        let mut reach = self.reach[attacker];
        let mut hit = 0;
        for _ in 0..steps {
            // Every cell one sub-move further; taking it adds it (and the chains it touches)
            // to the reach at no further cost.
            let step = grow(reach, b.all) & targets & !reach;
            if step == 0 {
                break;
            }
            hit |= step & b.live[defender];
            reach = crate::board::flood(reach | step, b.dead[defender], b.all);
        }
        hit
    }

    /// The evaluation features of this position.
    pub fn features(&self) -> Features {
        let b = &self.board;
        let steps = self.params.steps;
        let avail = |p: usize| {
            if p == usize::from(self.side) && !self.is_over() {
                self.avail.count_ones() as i32
            } else {
                b.available(p, self.reach[p], self.start_bit(p))
                    .count_ones() as i32
            }
        };
        Features {
            kills: [b.dead[1].count_ones() as i32, b.dead[0].count_ones() as i32],
            live: [b.live[0].count_ones() as i32, b.live[1].count_ones() as i32],
            avail: [avail(0), avail(1)],
            threats: [
                self.threatened(0, steps).count_ones() as i32,
                self.threatened(1, steps).count_ones() as i32,
            ],
            safe: [
                b.permanently_safe(0, self.start_bit(1)),
                b.permanently_safe(1, self.start_bit(0)),
            ],
        }
    }

    /// The static value for the side to move.
    fn value_for_mover(&self) -> i32 {
        let f = self.features();
        let me = usize::from(self.side);
        let opp = 1 - me;
        let cap = i32::from(self.params.steps);
        let v = W_KILL * (f.kills[me] - f.kills[opp])
            + W_LIVE * (f.live[me] - f.live[opp])
            + W_AVAIL_ME * f.avail[me]
            - W_AVAIL_OPP * f.avail[opp]
            + W_THREAT_ME * f.threats[me].min(cap)
            - W_THREAT_OPP * f.threats[opp].min(cap);
        match (f.safe[me], f.safe[opp]) {
            (true, true) => 0,
            (true, false) => v.max(0),
            (false, true) => v.min(0),
            (false, false) => v,
        }
    }
}

impl Heuristic for VirusWar {
    fn hash(&self) -> u64 {
        self.key
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        if self.is_over() {
            return 0;
        }
        let v = self.value_for_mover();
        if seat.index() == usize::from(self.side) {
            v
        } else {
            -v
        }
    }

    fn move_order(&self, mv: Move) -> i32 {
        let cell = match mv {
            Move::Pass => return -1000,
            Move::Cell(c) => c,
        };
        let b = &self.board;
        let p = usize::from(self.side);
        let e = 1 - p;
        let bit = cell.bit();
        let around = grow(bit, b.all) & !bit;
        // Cells this sub-move would make available that are not yet.
        let opened = (around & b.targets(p) & !self.avail).count_ones() as i32;
        if b.live[e] & bit != 0 {
            if b.live[e] == bit {
                return 1000;
            }
            let touches_mine = i32::from(around & b.live[p] != 0);
            return 600 + 10 * opened + 50 * touches_mine;
        }
        let new_targets = (around & b.live[e] & !self.avail).count_ones() as i32;
        let reconnects = i32::from(around & b.dead[e] & !self.reach[p] != 0);
        // Touching the enemy's reach means the enemy can kill the new symbol next turn.
        let exposed = i32::from(around & self.reach[e] != 0);
        8 * opened + 40 * new_targets + 80 * reconnects - 40 * exposed
    }

    fn is_forcing(&self, mv: Move) -> bool {
        match mv {
            Move::Pass => true,
            Move::Cell(c) => self.board.live[1 - usize::from(self.side)] & c.bit() != 0,
        }
    }

    fn draw_cue(&self) -> bool {
        !self.is_over() && (self.dead_draw() || self.shut_out(X) || self.shut_out(O))
    }

    /// A seat shut out of the game (it passed before entering and its start cell was then
    /// taken) makes the game a certain draw, however far ahead the other seat is: without
    /// this, hard grew onto the start cell of a random player that kept passing, and then
    /// filled the board for a draw.
    fn known_value(&self) -> Option<Known> {
        (self.shut_out(X) || self.shut_out(O)).then_some(Known::Draw)
    }

    /// A draw by two passes costs the searching seat 300 (three cells' worth of
    /// mobility). The evaluation leans against the side to move, and medium's two turns
    /// end with itself to move: it read playing on at about −110 from the first move,
    /// worse than the 0 of passing after the random player's first-turn pass, and drew
    /// 13–15 games of 40 against it. With the contempt every level beats random and the
    /// next level down 40 of 40 (`docs/measurements.md`). A symmetric evaluation instead
    /// lost hard 40 games of 40 against today's.
    fn search_tuning() -> SearchTuning {
        SearchTuning {
            contempt: 300,
            ..SearchTuning::NONE
        }
    }
}
