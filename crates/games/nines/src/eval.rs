//! What a computer player knows about Nines: a position key, an evaluation, a move order.
//!
//! The generic alpha-beta of `parlour-ai` does the searching; this module tells it what a
//! position is worth. Values are in hundredths of a piece: one man is worth [`MAN`].
//!
//! The evaluation adds, for each side (and subtracts the opponent's):
//! - men (board and hand): the material that decides both rule sets;
//! - lines one step from closing ("two-piece configurations") that a piece can actually
//!   complete next turn, and more for two at once, since only one can be blocked;
//! - closed lines whose piece can step out and come back (re-forming removes again), and
//!   "running" lines, where the step out closes another line at once;
//! - mobility, the first thing a mill player must keep: a player who cannot move loses,
//!   and most games between strong players end that way a few turns after the placing.
//!   While moving it is the number of legal slides (a steep penalty for the last few), and
//!   pieces without an empty neighbour count against their owner. While placing it is the
//!   number of (piece, empty neighbour) pairs, weighted more as the board fills and the
//!   moving phase comes near, again with a penalty for every piece already walled in;
//! - the blockade itself: once both hands are empty, the number of distinct empty points
//!   next to one's men, the points the opponent must fill to wall them all in. Slides count
//!   one point three times when three men border it, yet one opposing man fills it; with
//!   one or two such points left the side is a few moves from losing by blockade, and the
//!   steep penalty for that lets the search see the wall coming long before it closes;
//! - in `client`, a large bonus when the opponent is down to fewer than 3 pieces, since they
//!   can never form a line again.
//!
//! Move ordering tries line-closing steps first, then removals of dangerous pieces, then
//! steps that block the opponent's next line, then steps that prepare a line of one's own.

use crate::board::{self, LINE_MASKS, Point, points};
use crate::position::{Nines, Phase, slides};
use crate::step::Step;
use parlour_core::{EVAL_LIMIT, Heuristic, Known, SearchTuning, Seat};

/// The value of one man.
pub const MAN: i32 = 100;

/// A term of the evaluation: something counted for one side, times its [`Term::weight`].
///
/// The evaluation is the sum of the terms' counts times their weights, for the side
/// minus its opponent. Counting is apart from weighing so that a tool can read the counts
/// of many positions and fit the weights to what followed them (`nines_tune`, the "Texel"
/// method of chess programs); the search only ever adds them up.
///
/// The weights are set by hand and judged by engine matches and the position suite. The
/// placing has its own line terms because fitting asked for very different line weights
/// there; but no fitted set of weights has yet played better than these, though they
/// predicted results and deeper searches a sixth to nearly half better (2026-12-03: six
/// fitted sets scored 30% to 51% at equal nodes, `docs/measurements.md`). Weights tuned by
/// play ([`Weights`], `nines_spsa`) won 58% at the small budget they were tuned at, were
/// even at ten times it, and 53.5% over 240 games (not significant) from a larger tuning
/// budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// Men on the board and in hand: the material that decides both rule sets.
    Men,
    /// A line that can be closed next turn.
    LiveThreat,
    /// A line with two pieces and a hole that no piece can reach yet.
    DeadThreat,
    /// Two or more different points where a line can be closed next turn (counted once).
    DoubleThreat,
    /// A complete line (its pieces are protected).
    ClosedLine,
    /// While moving: a closed line that can be opened and closed again (at most two).
    OpenableLine,
    /// While moving: a closed line whose piece closes another line by stepping out.
    RunningLine,
    /// While moving: the value of the number of legal slides, read from a table
    /// (`MOBILITY`), steep at the bottom; its weight is one.
    Mobility,
    /// While moving: a piece with no empty neighbour (it can neither move nor help).
    BlockedMoving,
    /// While moving, both hands empty: the penalty for few empty points next to one's men,
    /// read from a table (`BLOCKADE`); its weight is one.
    Blockade,
    /// While placing: a line that can be closed next turn. The placing has its own weights
    /// for lines, since a line one step from closing is blocked by the next man placed.
    PlacingThreat,
    /// While placing: two or more points where a line can be closed next turn.
    PlacingDoubleThreat,
    /// While placing: a complete line.
    PlacingClosedLine,
    /// While placing: a (piece, empty neighbour) pair.
    PlacingPair,
    /// While placing: five eighths of a hundredth for every pair and every piece on the
    /// board (its weight is one): pairs weigh more as the board fills, since the pairs left
    /// when it is full decide who can move.
    CrowdedPair,
    /// While placing: a piece with no empty neighbour.
    BlockedPlacing,
    /// `client`: fewer than 3 men, so no line can be formed again.
    TooFewToLine,
}

impl Term {
    /// Every term, in the order of the enum.
    pub const ALL: [Term; 17] = [
        Term::Men,
        Term::LiveThreat,
        Term::DeadThreat,
        Term::DoubleThreat,
        Term::ClosedLine,
        Term::OpenableLine,
        Term::RunningLine,
        Term::Mobility,
        Term::BlockedMoving,
        Term::Blockade,
        Term::PlacingThreat,
        Term::PlacingDoubleThreat,
        Term::PlacingClosedLine,
        Term::PlacingPair,
        Term::CrowdedPair,
        Term::BlockedPlacing,
        Term::TooFewToLine,
    ];

    /// The weight of one count, in hundredths of a man.
    ///
    /// ```
    /// use parlour_nines::eval::{MAN, Term};
    /// assert_eq!(Term::Men.weight(), MAN);
    /// ```
    pub const fn weight(self) -> i32 {
        match self {
            Term::Men => MAN,
            Term::LiveThreat => 35,
            Term::DeadThreat => 8,
            Term::DoubleThreat => 45,
            Term::ClosedLine => 8,
            Term::OpenableLine => 15,
            Term::RunningLine => 60,
            Term::Mobility | Term::Blockade => 1,
            Term::BlockedMoving => -12,
            Term::PlacingThreat => 35,
            Term::PlacingDoubleThreat => 45,
            Term::PlacingClosedLine => 8,
            Term::PlacingPair => 3,
            Term::CrowdedPair => 1,
            Term::BlockedPlacing => -25,
            Term::TooFewToLine => -150,
        }
    }
}

/// The side to act has a removal due: a bonus to it, not a count of either side.
const REMOVAL_DUE: i32 = 90;

/// A weight for every term that a tool can change at run time, in sixteenths of a
/// hundredth of a man (so that the terms of weight one, the tables and the crowding, can be
/// scaled too), indexed in the order of [`Term::ALL`].
///
/// The search of the catalog weighs with the constant [`Term::weight`]s; a table like this
/// one is for the tools that try other weights in play (`nines_spsa`, through
/// [`crate::judged::Judged`]). [`Weights::CATALOG`] evaluates exactly as the catalog does.
///
/// ```
/// use parlour_nines::eval::{Term, Weights};
/// let mut w = Weights::CATALOG;
/// assert_eq!(w.get(Term::LiveThreat), 35.0);
/// w.set(Term::LiveThreat, 40.25);
/// assert_eq!(w.get(Term::LiveThreat), 40.25);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; Term::ALL.len()]);

impl Weights {
    /// Sixteenths: the unit of the table.
    pub const SCALE: i32 = 16;

    /// The catalog's weights.
    pub const CATALOG: Weights = {
        let mut w = [0; Term::ALL.len()];
        let mut i = 0;
        while i < w.len() {
            w[i] = Term::ALL[i].weight() * Weights::SCALE;
            i += 1;
        }
        Weights(w)
    };

    /// The weight of `term`, in hundredths of a man.
    pub fn get(&self, term: Term) -> f64 {
        f64::from(self.0[term as usize]) / f64::from(Weights::SCALE)
    }

    /// Sets the weight of `term`, in hundredths of a man (to the nearest sixteenth).
    pub fn set(&mut self, term: Term, hundredths: f64) {
        self.0[term as usize] = (hundredths * f64::from(Weights::SCALE)).round() as i32;
    }
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::CATALOG
    }
}

/// The tally of a search with a table of weights: the weighted sum, in sixteenths.
struct WeighedSum<'a> {
    weights: &'a Weights,
    sum: i32,
}

impl Tally for WeighedSum<'_> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.sum += self.weights.0[term as usize] * count;
    }
}

/// What is done with the counts of [`Nines::count_terms`]: the search adds them up, weighed;
/// the tuning tool keeps them apart.
pub trait Tally {
    /// `count` more of `term`.
    fn add(&mut self, term: Term, count: i32);
}

/// The tally of the search: the weighted sum.
struct Sum(i32);

impl Tally for Sum {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.0 += term.weight() * count;
    }
}

/// While moving, once both hands are empty: the penalty for having `n` distinct empty
/// points next to one's men (`BLOCKADE[n.min(5)]`). Steep, a few men for the last one or
/// two: a wall closes in a move or two and ends the game, and a search that weighs it like
/// a lost man walks into it (the trap positions of issue 20, where the engine lost by
/// blockade while level or ahead on men). Tuned on that suite (`nines_suite`, node-limited):
/// hard passed 20 of its 43 entries without the term, 27 to 30 with half or twice these
/// values and 32 with these.
const BLOCKADE: [i32; 6] = [600, 360, 180, 80, 32, 0];

/// While moving: the value of having `n` legal slides (`MOBILITY[n.min(16)]`): steep at the
/// bottom, where a blockade is a move or two away, flat at the top.
const MOBILITY: [i32; 17] = [
    -300, -160, -90, -45, -15, 0, 12, 23, 33, 42, 50, 57, 63, 68, 72, 75, 78,
];

impl Nines {
    /// The value of `seat`'s own terms.
    #[inline]
    fn side_value(&self, seat: Seat) -> i32 {
        let mut sum = Sum(0);
        self.count_terms(seat, &mut sum);
        sum.0
    }

    /// The evaluation for `seat` with the weights of `weights` instead of the catalog's
    /// (with [`Weights::CATALOG`] it is the catalog's evaluation).
    pub fn evaluate_with(&self, seat: Seat, weights: &Weights) -> i32 {
        let side = |s: Seat| {
            let mut t = WeighedSum { weights, sum: 0 };
            self.count_terms(s, &mut t);
            t.sum
        };
        self.value_from(seat, (side(seat) - side(seat.other())) / Weights::SCALE)
    }

    /// The evaluation for `seat` from the difference of the sides' terms: a removal due is
    /// worth a bonus to the side to act, and the value stays within the search's limits.
    fn value_from(&self, seat: Seat, terms: i32) -> i32 {
        let due = match (self.removal_due, self.side() == seat) {
            (false, _) => 0,
            (true, true) => REMOVAL_DUE,
            (true, false) => -REMOVAL_DUE,
        };
        (terms + due).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Counts the terms of the evaluation that belong to `seat` alone into `tally`.
    ///
    /// Written on the line-order masks (`board::LINE_ORDER`), where each line is a nibble:
    /// counting the pieces of every line at once, and the (piece, empty neighbour) pairs as
    /// the bits of one shift, takes about half the instructions of going line by line and
    /// point by point (callgrind), and the search evaluates every leaf.
    ///
    /// ```
    /// use parlour_core::{Game, Seat};
    /// use parlour_nines::eval::{Tally, Term};
    /// use parlour_nines::{Nines, Rules};
    ///
    /// struct Men(i32);
    /// impl Tally for Men {
    ///     fn add(&mut self, term: Term, count: i32) {
    ///         if term == Term::Men {
    ///             self.0 += count;
    ///         }
    ///     }
    /// }
    /// let start = Nines::new(&Rules::standard(), 0).unwrap();
    /// let mut men = Men(0);
    /// start.count_terms(Seat(0), &mut men);
    /// assert_eq!(men.0, 9);
    /// ```
    #[inline(always)]
    pub fn count_terms(&self, seat: Seat, tally: &mut impl Tally) {
        let me = seat.index() & 1;
        let own = self.pieces[me];
        let opp = self.pieces[1 - me];
        let own_lined = self.lined[me];
        let empty = self.empty_mask();
        let phase = self.phase(seat);
        let men = i32::from(self.men_of(me));
        tally.add(Term::Men, men);

        // Per line, the pieces of each side: own + 4 × other in each nibble.
        let counts = board::line_counts(own_lined) | board::line_counts(self.lined[1 - me]) << 2;

        // Lines one step from closing (two own pieces, the third point empty), and the
        // points that would close them.
        let mut live_points = 0u32;
        let mut dead = 0;
        let mut two = board::nibbles_equal(counts, 2);
        while two != 0 {
            let l = LINE_MASKS[(two.trailing_zeros() / 4) as usize];
            two &= two - 1;
            let hole = l & empty;
            let can_fill = match phase {
                Phase::Placing => true,
                Phase::Flying => own & !l != 0,
                Phase::Moving => board::neighbours_of(own & !l) & hole != 0,
            };
            if can_fill {
                live_points |= hole;
            } else {
                dead += 1;
            }
        }
        let live = live_points.count_ones() as i32;
        // Closed lines (and below, while moving, whether they can be re-formed).
        let mut closed = board::nibbles_equal(counts, 3);
        if phase == Phase::Placing {
            tally.add(Term::PlacingThreat, live);
            tally.add(Term::PlacingDoubleThreat, i32::from(live >= 2));
            tally.add(Term::PlacingClosedLine, closed.count_ones() as i32);
        } else {
            tally.add(Term::LiveThreat, live);
            tally.add(Term::DeadThreat, dead);
            tally.add(Term::DoubleThreat, i32::from(live >= 2));
            tally.add(Term::ClosedLine, closed.count_ones() as i32);
        }

        // Every (piece, empty neighbour) pair is one slide.
        let pairs =
            (slides(own_lined, self.lined[1 - me]) & board::EDGE_STARTS).count_ones() as i32;
        let blocked = (own & !board::neighbours_of(empty)).count_ones() as i32;
        if phase == Phase::Moving {
            let mut in_lines = 0;
            while closed != 0 {
                in_lines |= LINE_MASKS[(closed.trailing_zeros() / 4) as usize];
                closed &= closed - 1;
            }
            let mut openable = 0;
            let mut running = 0;
            let opp_reach = board::neighbours_of(opp);
            for p in points(in_lines) {
                // The opponent could step into the hole at once: then it is no shuttle.
                let contested = opp_reach & p.bit() != 0;
                for t in points(p.neighbours() & empty) {
                    if board::in_line((own & !p.bit()) | t.bit(), t) {
                        running += 1;
                    } else if !contested {
                        openable += 1;
                    }
                }
            }
            tally.add(Term::OpenableLine, openable.min(2));
            tally.add(Term::RunningLine, running.min(2));
            tally.add(Term::Mobility, MOBILITY[pairs.min(16) as usize]);
            tally.add(Term::BlockedMoving, blocked);
            // While the opponent still places, a man in hand can go anywhere and the count
            // says little: the term starts with the moving phase of both sides.
            if self.hand[1 - me] == 0 {
                let free = (board::neighbours_of(own) & empty).count_ones() as usize;
                tally.add(Term::Blockade, -BLOCKADE[free.min(5)]);
            }
        } else if phase == Phase::Placing {
            // Pieces hemmed in when the placing ends cannot move: keep room around them,
            // the more so the fuller the board.
            let filled = (own | opp).count_ones() as i32;
            tally.add(Term::PlacingPair, pairs);
            tally.add(Term::CrowdedPair, pairs * filled * 5 / 8);
            tally.add(Term::BlockedPlacing, blocked);
        }

        if self.rules.flying_at.is_none() && men < 3 {
            tally.add(Term::TooFewToLine, 1);
        }
    }

    /// True when `to` is the hole of a line where `seat` has the two other points.
    fn completes_for(&self, seat: Seat, to: Point, without: u32) -> bool {
        let pieces = (self.pieces_mask(seat) & !without) | to.bit();
        board::in_line(pieces, to)
    }
}

impl Heuristic for Nines {
    #[inline]
    fn hash(&self) -> u64 {
        self.key
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        self.value_from(seat, self.side_value(seat) - self.side_value(seat.other()))
    }

    fn move_order(&self, mv: Step) -> i32 {
        let me = self.side();
        let opp = me.other();
        match mv {
            Step::Remove(p) => {
                // Take a piece of a line one step from closing first, then a mobile one.
                let opp_pieces = self.pieces_mask(opp);
                let empty = self.empty_mask();
                let breaks_two = p
                    .lines()
                    .iter()
                    .any(|&l| (opp_pieces & l).count_ones() == 2 && l & empty != 0);
                let mobile = (p.neighbours() & empty).count_ones() as i32;
                600 + if breaks_two { 200 } else { 0 } + mobile * 20
            }
            Step::Place(_) | Step::Slide { .. } => {
                let (to, from_bit) = match mv {
                    Step::Slide { from, to } => (to, from.bit()),
                    Step::Place(to) | Step::Remove(to) => (to, 0),
                };
                if self.completes_for(me, to, from_bit) {
                    return 900;
                }
                let mut v = 0;
                if self.completes_for(opp, to, 0) {
                    v += 500;
                }
                let own = (self.pieces_mask(me) & !from_bit) | to.bit();
                let empty = self.empty_mask() & !to.bit() | from_bit;
                for l in to.lines() {
                    if (own & l).count_ones() == 2 && l & empty != 0 {
                        v += 100;
                    }
                }
                // Stepping out of a closed line (to close it again later).
                if let Step::Slide { from, .. } = mv
                    && board::in_line(self.pieces_mask(me), from)
                {
                    v += 60;
                }
                v + (to.neighbours().count_ones() as i32) * 10
            }
        }
    }

    fn is_forcing(&self, mv: Step) -> bool {
        match mv {
            Step::Remove(_) => true,
            Step::Place(to) => self.completes_for(self.side(), to, 0),
            Step::Slide { from, to } => self.completes_for(self.side(), to, from.bit()),
        }
    }

    /// The steps that close a line (or the removals, when one is due), found from the
    /// holes of the lines the side to act holds two points of, rather than by trying every
    /// step: the quiescence search asks at every leaf.
    fn forcing_moves_into(&self, out: &mut Vec<Step>) -> bool {
        if self.removal_due || self.end.is_some() {
            // Every removal is forcing (and a finished game has no steps at all).
            self.steps_into(out);
            return false;
        }
        out.clear();
        let me = self.side();
        let m = me.index() & 1;
        let own = self.pieces[m];
        let empty = self.empty_mask();
        // The holes of the lines with two own pieces and an empty third point.
        let counts = board::line_counts(self.lined[m]) | board::line_counts(self.lined[1 - m]) << 2;
        let mut two = board::nibbles_equal(counts, 2);
        let mut holes = 0;
        while two != 0 {
            holes |= LINE_MASKS[(two.trailing_zeros() / 4) as usize];
            two &= two - 1;
        }
        holes &= empty;
        match self.phase(me) {
            Phase::Placing => {
                out.extend(points(holes).map(Step::Place));
                empty & !holes != 0
            }
            Phase::Moving => {
                for from in points(own & board::neighbours_of(holes)) {
                    for to in points(from.neighbours() & holes) {
                        if self.completes_for(me, to, from.bit()) {
                            out.push(Step::Slide { from, to });
                        }
                    }
                }
                let slides =
                    (slides(self.lined[m], self.lined[1 - m]) & board::EDGE_STARTS).count_ones();
                out.len() < slides as usize
            }
            Phase::Flying => {
                for from in points(own) {
                    for to in points(holes) {
                        if self.completes_for(me, to, from.bit()) {
                            out.push(Step::Slide { from, to });
                        }
                    }
                }
                out.len() < own.count_ones() as usize * empty.count_ones() as usize
            }
        }
    }

    fn draw_cue(&self) -> bool {
        Nines::draw_cue(self)
    }

    /// The flying endgames of the `standard` rules, from the tables once they are built
    /// ([`crate::tablebase`]).
    #[inline]
    fn known_value(&self) -> Option<Known> {
        if self.hand != [0, 0] || self.count[0].max(self.count[1]) > 4 {
            return None;
        }
        crate::tablebase::built()?.probe(self)
    }

    fn book_move(&self) -> Option<(Step, i32)> {
        // The book covers the first placements only; later positions need no hash lookup.
        if self.turns > crate::book::LAST_TURN {
            return None;
        }
        crate::book::Book::for_rules(&self.rules)?.lookup(self)
    }

    /// Measured with engine matches at equal nodes (`docs/measurements.md`, issue 20):
    /// two turns of quiescence (a line that closes at a leaf, and the answer to it; hard
    /// only, see `SearchLevel::quiescence` in the levels) took 61% and 63% of the points
    /// from the search without it; killers ranked half a line above the static order (50)
    /// need 11% fewer positions for the same depth. One turn or three of quiescence, and
    /// reducing from the third move on, were within the noise; extending nodes with one
    /// or two replies (a blockade closing in) lost clearly. Also within the noise, and not
    /// taken (2026-12-03, 80 to 240 games each at 300,000 positions): reducing the steps
    /// after the eighth by two turns instead of one (54.4% of 240 games, 0.3 turns deeper),
    /// after the sixth (50.6%), and a tempo of a tenth of a man for the side to act (51.2%).
    /// Repetition draws on the searched line (2026-12-05, hard's own budget against the
    /// sparring partner, the same 86 games before and after): 85.9% of the points instead
    /// of 77.9%, the `standard` games with the threefold-repetition draw 85.4% instead of
    /// 68.8%, for 4% fewer positions a second.
    fn search_tuning() -> SearchTuning {
        SearchTuning {
            aspiration: None,
            single_reply_extension: false,
            lmr_after: Some(4),
            lmr_min_depth: 3,
            quiescence: 2,
            killer_bonus: 50,
            repetition_draws: true,
            ..SearchTuning::NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::{Game, Rng};

    /// The forcing steps as the default of the trait finds them: every step, filtered.
    fn forcing_by_filter(s: &Nines) -> (Vec<Step>, bool) {
        let mut all = Vec::new();
        s.legal_moves_into(&mut all);
        let n = all.len();
        all.retain(|&m| s.is_forcing(m));
        let others = all.len() < n;
        (all, others)
    }

    /// Counts every term apart, and weighs them as the search does.
    #[derive(Default)]
    struct Apart(std::collections::HashMap<Term, i32>);

    impl Tally for Apart {
        fn add(&mut self, term: Term, count: i32) {
            *self.0.entry(term).or_default() += count;
        }
    }

    impl Apart {
        fn weighed(&self) -> i32 {
            self.0.iter().map(|(t, c)| t.weight() * c).sum()
        }
    }

    #[test]
    fn the_counted_terms_weigh_up_to_the_evaluation_in_either_table_and_all_of_them_occur() {
        // A tool reading the counts (`nines_tune`) sees exactly what the search adds up,
        // and `Term::ALL` lists every term that the evaluation counts.
        let mut seen = std::collections::HashSet::new();
        for rules in [crate::Rules::client(), crate::Rules::standard()] {
            let mut rng = Rng::new(11);
            for _ in 0..200 {
                let mut s = Nines::new(&rules, 0).unwrap();
                let mut scratch = Vec::new();
                while s.to_move().is_some() {
                    for seat in [Seat(0), Seat(1)] {
                        let (mut own, mut other) = (Apart::default(), Apart::default());
                        s.count_terms(seat, &mut own);
                        s.count_terms(seat.other(), &mut other);
                        let due = match (s.removal_due, s.side() == seat) {
                            (false, _) => 0,
                            (true, true) => REMOVAL_DUE,
                            (true, false) => -REMOVAL_DUE,
                        };
                        let sum = own.weighed() - other.weighed() + due;
                        assert_eq!(
                            s.evaluate(seat),
                            sum.clamp(-EVAL_LIMIT, EVAL_LIMIT),
                            "{}",
                            s.to_text()
                        );
                        assert_eq!(s.evaluate_with(seat, &Weights::CATALOG), s.evaluate(seat));
                        seen.extend(own.0.iter().filter(|(_, c)| **c != 0).map(|(t, _)| *t));
                    }
                    let m = s.random_move(&mut rng, &mut scratch).unwrap();
                    s.apply(m);
                }
            }
        }
        let all: std::collections::HashSet<Term> = Term::ALL.into_iter().collect();
        assert_eq!(all.len(), Term::ALL.len());
        assert_eq!(seen, all);
        // A table of weights is indexed by the terms' order in `Term::ALL`.
        for (i, t) in Term::ALL.into_iter().enumerate() {
            assert_eq!(t as usize, i);
            assert_eq!(Weights::CATALOG.get(t), f64::from(t.weight()));
        }
    }

    #[test]
    fn forcing_steps_are_the_forcing_legal_steps_in_their_order() {
        let mut checked = 0;
        for rules in [crate::Rules::client(), crate::Rules::standard()] {
            let mut rng = Rng::new(7);
            for _ in 0..300 {
                let mut s = Nines::new(&rules, 0).unwrap();
                let mut out = Vec::new();
                while s.to_move().is_some() && s.turns_completed() < 120 {
                    let others = s.forcing_moves_into(&mut out);
                    assert_eq!(
                        (out.clone(), others),
                        forcing_by_filter(&s),
                        "{}",
                        s.to_text()
                    );
                    checked += 1;
                    let mut scratch = Vec::new();
                    let m = s.random_move(&mut rng, &mut scratch).unwrap();
                    s.apply(m);
                }
            }
        }
        assert!(checked > 10_000);
    }
}
