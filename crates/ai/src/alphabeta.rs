//! Negamax alpha-beta with iterative deepening and a transposition table.
//!
//! **Depth is counted in turns, not plies.** A ply that leaves the same seat to move (a Nines
//! removal after a mill, Virus War's second and third sub-moves) is searched at the same
//! depth, so a "2-turn" search always sees the whole of each turn, and positions are only
//! evaluated at turn boundaries. The sign of the value flips only when the seat to move
//! changes; seats are never assumed to alternate.
//!
//! The search is a principal-variation search: the first move of a node gets the full
//! window, the others a null window that only asks "is it better?", and a move that says yes
//! is searched again with the full window. With a good move order most null-window searches
//! fail low at once, which is where the saving is.
//!
//! Move ordering: the transposition-table move, then the game's own [`Heuristic::move_order`],
//! then two killer moves per ply, then the history heuristic. Moves are scored once and
//! picked best first as they are needed (a node that cuts off early never orders the rest).
//! An optional width limit keeps only the best-ordered non-forcing moves at inner nodes
//! (selective search); forcing moves ([`Heuristic::is_forcing`]) are never pruned. Root
//! noise makes the easy levels err.
//!
//! A game may ask for more through [`Heuristic::search_tuning`]: aspiration windows at the
//! root, an extension of forced single replies, late-move reductions, killer moves ranked
//! above the game's own order, and a quiescence search: at the end of the depth, forcing
//! steps ([`Heuristic::forcing_moves_into`]) are followed for a few more turns, the side to
//! act standing on the evaluation if it prefers, so that a leaf where a line is about to
//! close (in Nines, a man about to be lost) is not judged as if nothing could happen. A
//! game that knows the exact value of some positions (endgame tables) reports it through
//! [`Heuristic::known_value`], and the search stops there.
//!
//! A level may settle ([`parlour_core::Settling`]): it deepens on a smaller budget of
//! positions while each iteration confirms the last one's best step and value, and goes on
//! to its whole budget once an iteration finds another best step or sees the value fall.

use crate::tt::{Bound, Entry, Table};
use parlour_core::{
    Bot, BotStats, Budget, Game, Heuristic, Known, Rng, SearchTuning, Seat, SeatResult,
};
use std::hash::{Hash, Hasher};
use std::time::Instant;

/// The value of a won position (minus the plies needed to win, so faster wins score higher).
pub const WIN: i32 = 1_000_000;
/// The value of a lost position.
pub const LOSS: i32 = -WIN;
const INF: i32 = WIN + 1;
/// Values beyond this are proven wins or losses.
pub const PROVEN: i32 = WIN - 100_000;

/// The settings of one alpha-beta level: the plain data type games declare their levels in.
pub type AlphaBetaConfig = parlour_core::SearchLevel;

/// An alpha-beta player for a two-seat perfect-information game.
#[derive(Debug)]
pub struct AlphaBeta<G: Game> {
    config: AlphaBetaConfig,
    tuning: SearchTuning,
    tt: Table<G::Move>,
    rng: Rng,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// Per ply: the moves of the node and their order scores (reused, never reallocated).
    buffers: Vec<(Vec<G::Move>, Vec<i64>)>,
    /// Per ply: the key of the position searched there, on the line being searched (for
    /// [`SearchTuning::repetition_draws`]; entry 0 is the root).
    line: Vec<u64>,
    nodes: u64,
    deadline: Option<Instant>,
    node_cap: Option<u64>,
    /// With [`parlour_core::Settling`]: the cap an unsettled search may go on to (`None`
    /// once it is unsettled, or without settling).
    unsettled_cap: Option<u64>,
    /// The value of the last complete iteration, for [`parlour_core::Settling::drop`].
    last_value: Option<i32>,
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    aborted: bool,
    /// Single-reply extensions stop beyond this ply (forced shuttles would go on forever).
    extension_limit: i32,
    /// The seat the current search plays for: a draw's contempt is counted against it.
    root_seat: Option<Seat>,
    stats: BotStats,
}

const HISTORY_SIZE: usize = 1 << 12;

/// Iterations from this depth on can unsettle a search (see `AlphaBeta::unsettle`).
const SETTLED_FROM_DEPTH: i32 = 4;

/// A multiply-rotate hasher (the "Fx" hash): the history table needs speed, not
/// resistance to adversarial keys, and SipHash cost a tenth of the search time.
#[derive(Default)]
struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn move_slot<M: Hash>(seat: Seat, m: &M) -> usize {
    let mut h = FastHasher::default();
    seat.hash(&mut h);
    m.hash(&mut h);
    // The high bits of a multiplicative hash are the well-mixed ones.
    ((h.finish() >> 40) as usize) & (HISTORY_SIZE - 1)
}

/// Mate scores are stored relative to the node, read back relative to the root.
fn to_tt(v: i32, ply: i32) -> i32 {
    if v > PROVEN {
        v + ply
    } else if v < -PROVEN {
        v - ply
    } else {
        v
    }
}

fn from_tt(v: i32, ply: i32) -> i32 {
    if v > PROVEN {
        v - ply
    } else if v < -PROVEN {
        v + ply
    } else {
        v
    }
}

/// A value the game knows exactly, as a search value `ply` plies from the root.
fn known_to_value(k: Known, ply: i32) -> i32 {
    let n = |plies: u32| ply.saturating_add(plies.min(50_000) as i32);
    match k {
        Known::Win(p) => WIN - n(p),
        Known::Loss(p) => LOSS + n(p),
        Known::Draw => 0,
    }
}

/// The result of one iteration at the root.
#[derive(Copy, Clone, Debug)]
struct RootResult<M> {
    best: M,
    value: i32,
}

impl<G: Heuristic> AlphaBeta<G> {
    /// A player with these settings; `seed` decides noise and the order of equal moves.
    pub fn new(config: AlphaBetaConfig, seed: u64) -> AlphaBeta<G> {
        AlphaBeta {
            tt: Table::new(config.tt_bits),
            config,
            tuning: G::search_tuning(),
            rng: Rng::new(seed),
            killers: Vec::new(),
            history: vec![0; HISTORY_SIZE],
            buffers: Vec::new(),
            line: Vec::new(),
            nodes: 0,
            deadline: None,
            node_cap: None,
            unsettled_cap: None,
            last_value: None,
            stop: None,
            aborted: false,
            extension_limit: 0,
            root_seat: None,
            stats: BotStats::default(),
        }
    }

    /// The same player with other search refinements than the game's own (for experiments
    /// and comparisons: `SearchTuning::NONE` is the plain search).
    pub fn with_tuning(mut self, tuning: SearchTuning) -> AlphaBeta<G> {
        self.tuning = tuning;
        self
    }

    /// The settings.
    pub fn config(&self) -> &AlphaBetaConfig {
        &self.config
    }

    /// The best move the transposition table remembers for `state` from the searches so
    /// far, if any: how [`TurnPlanner`](crate::TurnPlanner) reads the rest of a planned turn.
    pub fn remembered_move(&mut self, state: &G) -> Option<G::Move> {
        self.tt.probe(state.hash()).and_then(|e| e.best)
    }

    /// Changes the settings, keeping what was learned (a new table size starts a new table).
    pub fn reconfigure(&mut self, config: AlphaBetaConfig) {
        if config.tt_bits != self.config.tt_bits {
            self.tt = Table::new(config.tt_bits);
        }
        self.config = config;
    }

    /// The principal variation after a search of `state`: the best moves stored in the
    /// transposition table, followed from `state` (at most `max_len` of them).
    pub fn principal_variation(&mut self, state: &G, max_len: usize) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut s = state.clone();
        let mut seen = Vec::new();
        while line.len() < max_len && s.to_move().is_some() {
            let key = s.hash();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(m) = self.tt.peek(key).and_then(|e| e.best) else {
                break;
            };
            if !s.legal_moves().contains(&m) {
                break;
            }
            s.apply(m);
            line.push(m);
        }
        line
    }

    /// Forgets everything learned in earlier searches (the transposition table, killers and
    /// history), as at the start of a new game.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
    }

    /// Searches `state` and returns the best move with its value for the seat to move.
    pub fn search(&mut self, state: &G, budget: &Budget) -> Option<(G::Move, i32)> {
        self.search_root(state, budget, true)
    }

    /// Searches `state` without answering a single legal move at once, so the value is
    /// always searched (it reads 0 for a forced move otherwise).
    pub fn analyse(&mut self, state: &G, budget: &Budget) -> Option<(G::Move, i32)> {
        self.search_root(state, budget, false)
    }

    /// The search; with `shortcut`, a position with a single legal move is answered at once
    /// (its value then reads 0). Draw decisions need the real value and search it anyway.
    fn search_root(
        &mut self,
        state: &G,
        budget: &Budget,
        shortcut: bool,
    ) -> Option<(G::Move, i32)> {
        let me = state.to_move()?;
        if self.config.book {
            // A step from the game's opening book: chosen once by a far deeper search.
            if let Some((mv, value)) = state.book_move()
                && state.legal_moves().contains(&mv)
            {
                self.stats = BotStats {
                    score: Some(value),
                    ..BotStats::default()
                };
                return Some((mv, value));
            }
        }
        if self.tuning.contempt != 0 && self.root_seat.is_some_and(|s| s != me) {
            // Values stored for the other seat counted the contempt the other way round.
            self.tt.clear();
        }
        self.root_seat = Some(me);
        let start = Instant::now();
        self.deadline = budget.deadline(start, self.config.time_limit);
        self.node_cap = match (budget.nodes, self.config.node_limit) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        // A settling level starts on its smaller budget (see `unsettle`).
        self.unsettled_cap = None;
        self.last_value = None;
        if let (Some(settling), Some(cap)) = (self.config.settling, self.node_cap)
            && settling.nodes < cap
        {
            self.node_cap = Some(settling.nodes);
            self.unsettled_cap = Some(cap);
        }
        self.stop = budget.stop.clone();
        self.aborted = false;
        self.nodes = 0;
        self.tt.new_search();
        self.tt.reset_counters();
        self.history.iter_mut().for_each(|h| *h /= 8);
        self.stats = BotStats::default();
        self.line.clear();
        self.line.push(state.hash());

        let mut root_moves = state.legal_moves();
        // Shuffle first so that equally ordered moves vary from game to game (seeded).
        self.rng.shuffle(&mut root_moves);
        root_moves.sort_by_key(|&m| std::cmp::Reverse(state.move_order(m)));
        if let Some(w) = self.config.root_width {
            let mut kept = 0;
            root_moves.retain(|&m| {
                let keep = kept < w || state.is_forcing(m);
                kept += 1;
                keep
            });
        }
        if shortcut && root_moves.len() == 1 {
            self.stats.depth = 0;
            return Some((root_moves[0], 0));
        }
        let mut best: Option<(G::Move, i32)> = None;
        'deepen: for depth in 1..=self.config.max_depth.max(1) as i32 {
            self.extension_limit = 4 * depth + 8;
            // Aspiration: look first in a window around the last value, widening on a miss.
            let mut delta = self.tuning.aspiration.unwrap_or(0).max(1);
            let (mut lo, mut hi) = match (self.tuning.aspiration, best) {
                (Some(_), Some((_, v)))
                    if depth >= 3 && v.abs() < PROVEN && self.config.noise == 0 =>
                {
                    (v - delta, v + delta)
                }
                _ => (-INF, INF),
            };
            loop {
                let result = self.root(state, me, depth, &mut root_moves, lo, hi);
                if self.aborted {
                    // A partial iteration is trusted only for a move proved better than the
                    // previous best (root() reports such a result, and nothing else).
                    if let Some(r) = result {
                        best = Some((r.best, r.value));
                    }
                    break 'deepen;
                }
                let Some(r) = result else { break 'deepen };
                if r.value <= lo && lo > -INF {
                    delta = delta.saturating_mul(3);
                    lo = if delta > 4 * self.tuning.aspiration.unwrap_or(0) {
                        -INF
                    } else {
                        (r.value - delta).max(-INF)
                    };
                    continue;
                }
                if r.value >= hi && hi < INF {
                    // The move that failed high is better than anything before: keep it
                    // even if the wider search runs out of budget.
                    best = Some((r.best, r.value));
                    delta = delta.saturating_mul(3);
                    hi = if delta > 4 * self.tuning.aspiration.unwrap_or(0) {
                        INF
                    } else {
                        (r.value + delta).min(INF)
                    };
                    continue;
                }
                // A new best step, or the best value fallen since the last iteration.
                if best.is_some_and(|(previous, _)| previous != r.best) {
                    self.unsettle(depth);
                }
                self.check_drop(depth, r.value);
                best = Some((r.best, r.value));
                self.last_value = Some(r.value);
                break;
            }
            self.stats.depth = depth as u32;
            if let Some((_, v)) = best
                && v.abs() > PROVEN
            {
                break;
            }
        }
        self.stats.nodes = self.nodes;
        self.stats.score = best.map(|b| b.1);
        self.stats.tt_probes = self.tt.probes;
        self.stats.tt_hits = self.tt.hits;
        best.or_else(|| root_moves.first().map(|&m| (m, 0)))
    }

    /// One iteration at the root within the window `(lo, hi)`. Reorders `moves` best first
    /// for the next iteration. When the search is aborted, returns only a move whose value
    /// was established (the first move completed, or a later one that proved better).
    fn root(
        &mut self,
        state: &G,
        me: Seat,
        depth: i32,
        moves: &mut [G::Move],
        lo: i32,
        hi: i32,
    ) -> Option<RootResult<G::Move>> {
        let noisy = self.config.noise > 0;
        let mut alpha = lo;
        let mut scored: Vec<(G::Move, i32)> = Vec::with_capacity(moves.len());
        let mut best: Option<RootResult<G::Move>> = None;
        for (i, &m) in moves.iter().enumerate() {
            let v = if noisy {
                // Noise needs the true value of every move.
                self.child_value(state, me, m, depth, -INF, INF, 0)
            } else if i == 0 {
                self.child_value(state, me, m, depth, alpha, hi, 0)
            } else {
                let v = self.child_value(state, me, m, depth, alpha, alpha + 1, 0);
                if v > alpha && v < hi && !self.aborted {
                    let full = self.child_value(state, me, m, depth, alpha, hi, 0);
                    if self.aborted {
                        // Proved better than the best so far, but not how much better.
                        best = Some(RootResult { best: m, value: v });
                        break;
                    }
                    full
                } else {
                    v
                }
            };
            if self.aborted {
                if i == 0 {
                    return None;
                }
                break;
            }
            if i == 0 {
                // The last best step searched one turn deeper: a fall unsettles the choice
                // before the budget runs out on finding a better one.
                self.check_drop(depth, v);
            }
            scored.push((m, v));
            if best.is_none_or(|b| v > b.value) {
                best = Some(RootResult { best: m, value: v });
            }
            if !noisy {
                alpha = alpha.max(v);
                if alpha >= hi {
                    break;
                }
            }
        }
        let complete = scored.len() == moves.len() && !self.aborted;
        // Order for the next iteration: best value first (unsearched moves keep their place,
        // after the searched ones).
        let mut order: Vec<(G::Move, i32)> = scored.clone();
        order.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        if let Some(b) = best
            && let Some(pos) = order.iter().position(|&(m, _)| m == b.best)
        {
            let entry = order.remove(pos);
            order.insert(0, entry);
        }
        let searched: Vec<G::Move> = order.iter().map(|&(m, _)| m).collect();
        let rest: Vec<G::Move> = moves
            .iter()
            .copied()
            .filter(|m| !searched.contains(m))
            .collect();
        for (slot, m) in moves.iter_mut().zip(searched.into_iter().chain(rest)) {
            *slot = m;
        }
        let best = best?;
        if complete && best.value > lo && best.value < hi {
            self.tt.store(Entry {
                key: state.hash(),
                depth,
                value: to_tt(best.value, 0),
                bound: Bound::Exact,
                best: Some(best.best),
                generation: 0,
            });
        }
        if noisy && complete {
            let n = self.config.noise;
            let mut noisy_best: Option<(G::Move, i32, i32)> = None;
            for &(m, v) in &scored {
                // Noise never hides a proven result.
                let jitter = if v.abs() > PROVEN {
                    0
                } else {
                    self.rng.below((2 * n + 1) as usize) as i32 - n
                };
                let nv = v.saturating_add(jitter);
                if noisy_best.is_none_or(|(_, _, b)| nv > b) {
                    noisy_best = Some((m, v, nv));
                }
            }
            return noisy_best.map(|(m, v, _)| RootResult { best: m, value: v });
        }
        Some(best)
    }

    /// Applies `m` and returns its value for `me`.
    #[allow(clippy::too_many_arguments)]
    fn child_value(
        &mut self,
        state: &G,
        me: Seat,
        m: G::Move,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        let mut child = state.clone();
        child.apply(m);
        match child.to_move() {
            None => self.terminal_value(state, &child, me, ply + 1),
            Some(s) if s == me => self.negamax(&child, s, depth, alpha, beta, ply + 1),
            Some(s) => -self.negamax(&child, s, depth - 1, -beta, -alpha, ply + 1),
        }
    }

    /// A settling search whose choice changed may use the level's whole budget. The first
    /// iterations are too shallow to tell: their best step changes as a matter of course.
    fn unsettle(&mut self, depth: i32) {
        if depth >= SETTLED_FROM_DEPTH
            && let Some(cap) = self.unsettled_cap.take()
        {
            self.node_cap = Some(cap);
        }
    }

    /// Unsettles the search when `value`, the best step's at `depth`, fell by the level's
    /// [`parlour_core::Settling::drop`] from the last iteration.
    fn check_drop(&mut self, depth: i32, value: i32) {
        let fell = match (self.config.settling, self.last_value) {
            (Some(s), Some(last)) => value <= last.saturating_sub(s.drop),
            _ => false,
        };
        if fell {
            self.unsettle(depth);
        }
    }

    fn out_of_budget(&self) -> bool {
        if self.node_cap.is_some_and(|cap| self.nodes >= cap) {
            return true;
        }
        if self
            .stop
            .as_ref()
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
        {
            return true;
        }
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Counts a node, and every 256 nodes checks the budget (a search that has run out
    /// stops: `aborted`).
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes & 255 == 0 && self.out_of_budget() {
            self.aborted = true;
        }
    }

    fn negamax(
        &mut self,
        state: &G,
        me: Seat,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        self.count_node();
        if self.aborted {
            return 0;
        }
        if let Some(k) = state.known_value() {
            return known_to_value(k, ply);
        }
        if self.tuning.repetition_draws && self.repeats_on_line(state, ply) {
            return self.draw_value(me);
        }
        if depth <= 0 {
            if self.tuning.quiescence > 0 && self.config.quiescence {
                return self.quiesce(
                    state,
                    me,
                    alpha,
                    beta,
                    ply,
                    i32::from(self.tuning.quiescence),
                );
            }
            return state.evaluate(me);
        }
        let key = state.hash();
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if e.depth >= depth {
                let v = from_tt(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        let uply = ply as usize;
        if self.buffers.len() <= uply {
            self.buffers.resize_with(uply + 1, Default::default);
            self.killers.resize(uply + 1, [None, None]);
        }
        let (mut moves, mut scores) = std::mem::take(&mut self.buffers[uply]);
        state.legal_moves_into(&mut moves);
        let n = moves.len();
        // The table's move goes first, before the others are scored: when it cuts off, as
        // it usually does, they never are.
        let tt_first = match tt_move.and_then(|t| moves.iter().position(|&m| m == t)) {
            Some(pos) => {
                bring_to(&mut moves, 0, pos);
                true
            }
            None => false,
        };
        let mut scored = false;
        // A forced single reply costs nothing to follow one turn further.
        let child_depth = if n == 1
            && self.tuning.single_reply_extension
            && ply < self.extension_limit
            && !state.is_forcing(moves[0])
        {
            depth + 1
        } else {
            depth
        };
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..n {
            if i > 0 || !tt_first {
                if !scored {
                    self.score_moves(state, me, &moves, &mut scores, tt_move, uply);
                    scored = true;
                }
                bring_best_forward(&mut moves, &mut scores, i);
            }
            let m = moves[i];
            let forcing = state.is_forcing(m);
            if let Some(w) = self.config.width
                && i >= w
                && !forcing
                && Some(m) != tt_move
            {
                continue;
            }
            let quiet = !forcing && Some(m) != tt_move && !self.killers[uply].contains(&Some(m));
            let v = if i == 0 {
                self.child_value(state, me, m, child_depth, alpha, beta, ply)
            } else {
                let reduce = quiet
                    && child_depth >= self.tuning.lmr_min_depth
                    && self.tuning.lmr_after.is_some_and(|after| i >= after);
                let mut v = if reduce {
                    self.child_value(state, me, m, child_depth - 1, alpha, alpha + 1, ply)
                } else {
                    alpha + 1
                };
                if v > alpha && !self.aborted {
                    v = self.child_value(state, me, m, child_depth, alpha, alpha + 1, ply);
                }
                if v > alpha && v < beta && !self.aborted {
                    v = self.child_value(state, me, m, child_depth, alpha, beta, ply);
                }
                v
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(m);
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                if !forcing {
                    let k = &mut self.killers[uply];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                }
                let slot = move_slot(me, &m);
                self.history[slot] = (self.history[slot] + depth * depth).min(1 << 18);
                break;
            }
        }
        self.buffers[uply] = (moves, scores);
        if self.aborted {
            return 0;
        }
        if best_move.is_none() {
            // Every move was pruned by the width limit (cannot happen: the first move is
            // always searched), or there were none: judge the position statically.
            return state.evaluate(me);
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.store(Entry {
            key,
            depth,
            value: to_tt(best, ply),
            bound,
            best: best_move,
            generation: 0,
        });
        best
    }

    /// The quiescence search: beyond the depth limit, only forcing steps are followed (for
    /// `turns` more turns), so that a line about to close is not judged as if nothing could
    /// happen. The side to act may stand on the evaluation unless every step it has is
    /// forcing (a removal that is due).
    fn quiesce(
        &mut self,
        state: &G,
        me: Seat,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        turns: i32,
    ) -> i32 {
        let uply = ply as usize;
        if self.buffers.len() <= uply {
            self.buffers.resize_with(uply + 1, Default::default);
            self.killers.resize(uply + 1, [None, None]);
        }
        let (mut moves, mut scores) = std::mem::take(&mut self.buffers[uply]);
        let others = state.forcing_moves_into(&mut moves);
        let mut best = -INF;
        if others {
            best = state.evaluate(me);
            if best >= beta || turns <= 0 {
                self.buffers[uply] = (moves, scores);
                return best;
            }
            alpha = alpha.max(best);
        }
        scores.clear();
        scores.extend(moves.iter().map(|&m| i64::from(state.move_order(m))));
        let n = moves.len();
        for i in 0..n {
            bring_best_forward(&mut moves, &mut scores, i);
            let m = moves[i];
            let mut child = state.clone();
            child.apply(m);
            self.count_node();
            if self.aborted {
                break;
            }
            let v = match child.to_move() {
                None => self.terminal_value(state, &child, me, ply + 1),
                Some(s) => {
                    let v = match child.known_value() {
                        Some(k) => known_to_value(k, ply + 1),
                        None if s == me => self.quiesce(&child, s, alpha, beta, ply + 1, turns),
                        None => self.quiesce(&child, s, -beta, -alpha, ply + 1, turns - 1),
                    };
                    if s == me { v } else { -v }
                }
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                break;
            }
        }
        self.buffers[uply] = (moves, scores);
        if self.aborted {
            // The caller throws the value away.
            return 0;
        }
        if best == -INF {
            // Every step is forcing but there are none: cannot happen for a game in progress.
            return state.evaluate(me);
        }
        best
    }

    /// The order scores of `moves`: the table move first, then the game's guess, killers
    /// and history.
    fn score_moves(
        &self,
        state: &G,
        me: Seat,
        moves: &[G::Move],
        scores: &mut Vec<i64>,
        tt_move: Option<G::Move>,
        ply: usize,
    ) {
        let killers = self.killers[ply];
        scores.clear();
        scores.extend(moves.iter().map(|&m| {
            if Some(m) == tt_move {
                i64::MAX
            } else {
                let base = i64::from(state.move_order(m)) << 24;
                let killer = if killers.contains(&Some(m)) {
                    (i64::from(self.tuning.killer_bonus) << 24) + (1 << 20)
                } else {
                    0
                };
                base + killer + i64::from(self.history[move_slot(me, &m)])
            }
        }));
    }

    /// True when `state`, at `ply` on the line being searched, repeats a position before it
    /// on that line; otherwise records it there for the positions after it.
    fn repeats_on_line(&mut self, state: &G, ply: i32) -> bool {
        let key = state.hash();
        let uply = ply as usize;
        if self.line.len() <= uply {
            self.line.resize(uply + 1, 0);
        }
        // Entries below `ply` are this line's positions (each node writes its own before it
        // searches its children; the root's is written by `search_root`).
        if self.line[..uply].contains(&key) {
            return true;
        }
        self.line[uply] = key;
        false
    }

    /// The value for `me` of a draw the game did not suggest (a finished game, or a
    /// repetition on the line searched, [`SearchTuning::repetition_draws`]): nothing, less
    /// the tuning's contempt for the root's seat (more for its opponent).
    fn draw_value(&self, me: Seat) -> i32 {
        match self.root_seat {
            _ if self.tuning.contempt == 0 => 0,
            Some(s) if s == me => -self.tuning.contempt,
            _ => self.tuning.contempt,
        }
    }

    /// The search value of `state` for `seat`.
    fn value_for(&mut self, state: &G, seat: Seat) -> Option<i32> {
        let mover = state.to_move()?;
        let (_, v) = self.search_root(state, &Budget::unlimited(), false)?;
        Some(if mover == seat { v } else { -v })
    }
}

/// Moves the best-scored of `moves[i..]` (the first of equals) to `i`, with its score; the
/// others keep their order, so that equal scores are searched in the order they were
/// listed. A selection sort one step at a time: most nodes are cut off after a move or two.
fn bring_best_forward<M: Copy>(moves: &mut [M], scores: &mut [i64], i: usize) {
    let mut k = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[k] {
            k = j;
        }
    }
    bring_to(moves, i, k);
    bring_to(scores, i, k);
}

/// Moves `items[k]` to `i` (`i <= k`), shifting the ones between up a place: what
/// `items[i..=k].rotate_right(1)` does, without the general rotation's bookkeeping, which
/// cost about a twentieth of a Nines search (callgrind).
fn bring_to<T: Copy>(items: &mut [T], i: usize, k: usize) {
    if k > i {
        let x = items[k];
        items.copy_within(i..k, i + 1);
        items[i] = x;
    }
}

impl<G: Heuristic> AlphaBeta<G> {
    /// The value for `me` of `finished`, reached from `parent` `ply` plies from the root: a
    /// draw the game did not suggest costs the root's seat the tuning's contempt.
    fn terminal_value(&self, parent: &G, finished: &G, me: Seat, ply: i32) -> i32 {
        match finished.outcome().map(|o| o.result(me)) {
            Some(SeatResult::Win) => WIN - ply,
            Some(SeatResult::Loss) => LOSS + ply,
            // Without contempt a draw is 0 whatever the cue: it is not asked for.
            _ if self.tuning.contempt == 0 || parent.draw_cue() => 0,
            _ => self.draw_value(me),
        }
    }
}

impl<G: Heuristic> Bot<G> for AlphaBeta<G> {
    fn name(&self) -> &str {
        self.config.name
    }

    fn choose(&mut self, state: &G, budget: &Budget) -> Option<G::Move> {
        self.search(state, budget).map(|(m, _)| m)
    }

    fn stats(&self) -> BotStats {
        self.stats.clone()
    }

    fn accepts_draw(&mut self, state: &G, seat: Seat) -> bool {
        let Some(v) = self.value_for(state, seat) else {
            return false;
        };
        v <= self.config.draw_accept_margin
            || (state.draw_cue() && v <= self.config.draw_cue_margin)
    }

    fn offers_draw(&mut self, state: &G, seat: Seat) -> bool {
        if !state.draw_cue() {
            return false;
        }
        let Some(v) = self.value_for(state, seat) else {
            return false;
        };
        v.abs() <= self.config.draw_cue_margin
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_testkit::toy::TicTacToe;

    fn position(text: &str) -> TicTacToe {
        TicTacToe::from_text(&Default::default(), text).unwrap()
    }

    fn hard() -> AlphaBeta<TicTacToe> {
        AlphaBeta::new(
            AlphaBetaConfig {
                max_depth: 9,
                ..AlphaBetaConfig::named("hard")
            },
            7,
        )
    }

    #[test]
    fn takes_a_win_in_one() {
        // X: 1 2 _, O: 4 5 _ ; X to move wins at 3.
        let s = position("XX.OO....");
        let mv = hard().choose(&s, &Budget::unlimited()).unwrap();
        assert_eq!(s.format_move(mv), "3");
    }

    #[test]
    fn blocks_a_threat() {
        // O threatens 4-5-6; X (to move, no win of its own) must block at 6.
        let s2 = position("X..OO..X.");
        let mv2 = hard().choose(&s2, &Budget::unlimited()).unwrap();
        assert_eq!(s2.format_move(mv2), "6");
    }

    #[test]
    fn empty_board_is_a_draw_and_signature_is_stable() {
        let s = TicTacToe::new(&Default::default(), 0).unwrap();
        let mut b = hard();
        b.choose(&s, &Budget::unlimited()).unwrap();
        let st = b.stats();
        assert_eq!(st.score, Some(0));
        assert_eq!(st.depth, 9);
        assert!(st.tt_hits > 0);
    }

    #[test]
    fn hard_never_loses_to_random() {
        use crate::RandomBot;
        for seed in 0..40u64 {
            let mut s = TicTacToe::new(&Default::default(), 0).unwrap();
            let mut ab = hard();
            let mut rnd = RandomBot::new(seed);
            let ab_seat = Seat((seed % 2) as u8);
            while let Some(seat) = s.to_move() {
                let m = if seat == ab_seat {
                    ab.choose(&s, &Budget::unlimited())
                } else {
                    Bot::<TicTacToe>::choose(&mut rnd, &s, &Budget::unlimited())
                };
                s.play(m.unwrap()).unwrap();
            }
            assert_ne!(
                s.outcome().unwrap().result(ab_seat),
                SeatResult::Loss,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn refinements_keep_the_exact_values() {
        // Aspiration windows, single-reply extensions and late-move reductions change how a
        // tree is searched, never what a finished search proves.
        let tuning = SearchTuning {
            aspiration: Some(1),
            single_reply_extension: true,
            lmr_after: Some(1),
            lmr_min_depth: 2,
            quiescence: 2,
            killer_bonus: 50,
            contempt: 0,
            repetition_draws: true,
        };
        let mut b = hard().with_tuning(tuning);
        let s = position("XX.OO....");
        assert_eq!(
            s.format_move(b.choose(&s, &Budget::unlimited()).unwrap()),
            "3"
        );
        let s2 = position("X..OO..X.");
        assert_eq!(
            s2.format_move(b.choose(&s2, &Budget::unlimited()).unwrap()),
            "6"
        );
        let start = TicTacToe::new(&Default::default(), 0).unwrap();
        let (_, v) = b.search(&start, &Budget::unlimited()).unwrap();
        assert_eq!(v, 0);
        let plain = hard().search(&s2, &Budget::unlimited()).unwrap();
        let tuned = b.search(&s2, &Budget::unlimited()).unwrap();
        assert_eq!(plain.1, tuned.1);
    }

    #[test]
    fn node_limit_still_returns_a_legal_move() {
        let s = TicTacToe::new(&Default::default(), 0).unwrap();
        let mut b = hard();
        let budget = Budget {
            nodes: Some(1),
            ..Budget::default()
        };
        let m = b.choose(&s, &budget).unwrap();
        assert!(s.legal_moves().contains(&m));
    }

    #[test]
    fn noisy_level_still_plays_legal_moves() {
        let s = TicTacToe::new(&Default::default(), 0).unwrap();
        let mut b: AlphaBeta<TicTacToe> = AlphaBeta::new(
            AlphaBetaConfig {
                max_depth: 2,
                noise: 5,
                ..AlphaBetaConfig::named("easy")
            },
            3,
        );
        let m = b.choose(&s, &Budget::unlimited()).unwrap();
        assert!(s.legal_moves().contains(&m));
    }
}
