//! Random playouts with the position in registers.
//!
//! `Game::playout` plays random steps until the game ends. Played one by one
//! (`Game::play_random`), every step reads the position from memory and writes it back, and
//! the next step waits on those writes. But most steps of a game come in long stretches in
//! which nothing changes except where the pieces stand: both sides place, or both sides move
//! (slide, or fly once down to three men), and a closed line only leads to a removal. A
//! *run* plays such a stretch with the position in local variables, which the compiler keeps
//! in registers, and stops where something else may happen:
//!
//! - [`Nines::placement_run`] while both sides place, up to a closed line;
//! - [`Nines::move_run`] while both sides move, through the removals that closed lines bring,
//!   up to a removal that ends the game or makes the victim fly (the end of the game and the
//!   switch to flying are then judged step by step).
//!
//! Anything else (the removals of the placing phase, positions where a side still has pieces
//! in hand, the removals of rules that keep a repetition record, and every move under the
//! threefold-repetition rule) is played one step at a time.
//!
//! A run leaves the position exactly as the same steps played one by one would, having drawn
//! the same numbers from the generator: the conformance kit checks this from every position
//! of a thousand games per rule set. `parlour bench nines` measures the speed.

use crate::board::{self, ALL, LINES, Point};
use crate::position::{Choice, Nines, removable_among, slides};
use crate::random::{EDGES, SLIDE_IDS, SLIDES, random_edge, random_flight, random_point_of};
use crate::step::Step;
use crate::zobrist;
use parlour_core::Rng;

impl Nines {
    /// Random steps until the game ends or `max_plies` are played (see
    /// [`parlour_core::Game::playout`]); returns the number played.
    pub(crate) fn play_out(&mut self, rng: &mut Rng, max_plies: usize) -> usize {
        let mut plies = 0;
        while plies < max_plies {
            if self.choices == 0 {
                break;
            }
            let left = max_plies - plies;
            plies += match self.choice {
                // A threefold repetition ends the game, which the runs do not look for.
                Choice::Slide | Choice::Fly
                    if self.hand[usize::from(!self.side & 1)] == 0
                        && !self.rules.threefold_repetition =>
                {
                    self.move_run(rng, left)
                }
                Choice::Place => self.placement_run(rng, left),
                _ => match self.play_random_step(rng) {
                    Some(_) => 1,
                    None => break,
                },
            };
        }
        plies
    }

    /// Plays random placements while both sides place. Stops after a placement that closes
    /// a line (the removal is due), when the next side has nothing left in hand, at a turn
    /// limit, or after `max` placements. Needs a side to act that places and has an empty
    /// point. Returns the number of placements played (at least one).
    #[inline(never)]
    fn placement_run(&mut self, rng: &mut Rng, max: usize) -> usize {
        let first = usize::from(self.side & 1);
        let seats = [first, 1 - first];
        let mut pieces = seats.map(|s| self.pieces[s]);
        let mut lined = seats.map(|s| self.lined[s]);
        let mut hand = seats.map(|s| self.hand[s]);
        let mut count = seats.map(|s| self.count[s]);
        let mut key = self.key;
        let mut empty = self.choices as u32;
        let mut r = rng.clone();
        let max = max.min(self.room()).max(1);
        let mut played = 0;
        let (closed, last_mover, last) = 'run: loop {
            for me in [0, 1] {
                let seat = seats[me];
                let p = random_point_of(empty, &mut r);
                played += 1;
                let h = hand[me];
                hand[me] = h.saturating_sub(1);
                key ^= zobrist::hand(seat, h)
                    ^ zobrist::hand(seat, h.saturating_sub(1))
                    ^ zobrist::PIECE[seat][p.slot()];
                pieces[me] |= p.bit();
                lined[me] |= board::LINE_ORDER[p.slot()];
                count[me] += 1;
                empty &= !p.bit();
                if board::in_line(pieces[me], p) {
                    break 'run (true, me, p);
                }
                key ^= zobrist::BLACK_TO_ACT;
                if hand[1 - me] == 0 || empty == 0 || played == max {
                    break 'run (false, me, p);
                }
            }
        };
        *rng = r;
        for (i, &seat) in seats.iter().enumerate() {
            self.pieces[seat] = pieces[i];
            self.lined[seat] = lined[i];
            self.hand[seat] = hand[i];
            self.count[seat] = count[i];
        }
        self.key = key;
        let mover = seats[last_mover];
        self.last_step = Some(Step::Place(last));
        self.last_seat = mover as u8;
        // The turns completed: all but a closing placement's, which ends with its removal.
        // As each turn with a placement would, they clear the repetition record.
        let turns = u16::try_from(played - usize::from(closed)).unwrap_or(u16::MAX);
        self.turns = self.turns.saturating_add(turns);
        self.quiet = self.quiet.saturating_add(turns);
        if turns > 0 {
            self.forget_seen();
        }
        if closed {
            self.side = mover as u8;
            self.closed_line(mover, true);
        } else {
            self.side = 1 - mover as u8;
            if self.rules.keeps_record() && self.hand == [0, 0] {
                self.remember(self.turn_key());
            }
            let (choice, choices) = self.choices();
            self.settle_quiet(choice, choices);
        }
        played
    }

    /// The turns that may still be played before a turn limit ends the game (at least one
    /// in a live game, which is within its limits).
    fn room(&self) -> usize {
        let room = self.caps[0]
            .saturating_sub(u32::from(self.turns))
            .min(self.caps[1].saturating_sub(u32::from(self.quiet)));
        usize::try_from(room).unwrap_or(usize::MAX)
    }

    /// Plays random moves while both sides move (see [`Run`]). Needs a side to act that
    /// moves and can, and a next side with an empty hand. Returns the number of steps
    /// played (at least one).
    fn move_run(&mut self, rng: &mut Rng, max: usize) -> usize {
        // One copy of the loop for each pair of kinds, so that the usual one (both slide)
        // carries no test for flights.
        let next = usize::from(!self.side & 1);
        match (self.choice == Choice::Fly, self.flies(self.count[next])) {
            (false, false) => self.run_of::<false, false>(rng, max),
            (false, true) => self.run_of::<false, true>(rng, max),
            (true, false) => self.run_of::<true, false>(rng, max),
            (true, true) => self.run_of::<true, true>(rng, max),
        }
    }

    /// [`Nines::move_run`] where the side to act flies if `FIRST_FLIES`, the other side if
    /// `SECOND_FLIES`. Stops:
    ///
    /// - after a move that closes a line when the removal is left to the step-by-step path
    ///   (rules that keep a repetition record, or nothing to remove), with the removal due;
    /// - after a removal that may end the game or make the victim fly;
    /// - when the side to act cannot move, at a turn limit, or after `max` steps.
    #[inline(never)]
    fn run_of<const FIRST_FLIES: bool, const SECOND_FLIES: bool>(
        &mut self,
        rng: &mut Rng,
        max: usize,
    ) -> usize {
        let first = usize::from(self.side & 1);
        let seats = [first, 1 - first];
        let flies = [FIRST_FLIES, SECOND_FLIES];
        let mask = self.choices;
        // Each side's pieces in line order, as two variables rather than an array, so that
        // each half of the loop below names its own and nothing is indexed at run time.
        let (mut lined_0, mut lined_1) = (self.lined[first], self.lined[1 - first]);
        let mut run = Run {
            empty: board::LINE_ORDER_ALL & !(self.lined[0] | self.lined[1]),
            key: self.key,
            mask: if FIRST_FLIES {
                mask
            } else {
                mask & board::EDGE_STARTS
            },
            rng: rng.clone(),
            last_edge: 0,
            last_flight: (Point::FIRST, Point::FIRST),
            removed: Point::FIRST,
        };
        let mut count = seats.map(|s| self.count[s]);
        let (mut turns, mut quiet) = (self.turns, self.quiet);
        // `turns` and `quiet` are brought up to date at removals only: between removals
        // every step is a move, and every move but a closing one completes a turn, so the
        // turns completed since are the steps played since (`played - synced`).
        let mut synced = 0;
        // The number of steps at which a turn limit or `max` stops the run; worked out again
        // after a removal, which resets the turns without a removal.
        let caps = self.caps;
        let limit_from = |turns: u16, quiet: u16, played: usize| {
            let turns_left = caps[0].saturating_sub(u32::from(turns));
            let quiet_left = caps[1].saturating_sub(u32::from(quiet));
            let turns_left = usize::try_from(turns_left.min(quiet_left)).unwrap_or(usize::MAX);
            played + turns_left.min(max - played)
        };
        let mut limit = limit_from(turns, quiet, 0).max(1);
        // The repetition record's upkeep around removals is left to the step-by-step path.
        let record = self.rules.keeps_record();
        let free_all = self.rules.remove_from_lines_when_all_protected;
        let lose_at = self.rules.lose_at_men;
        let mut played = 0;
        // Written out for each side, so that which side moves is a constant in each half
        // (its masks stay in registers).
        macro_rules! turn {
            ($me:literal, $own:ident, $other:ident) => {
                played += 1;
                if run.step(&mut $own, $other, seats[$me], flies[$me]) {
                    let victim = board::from_line_order($other);
                    let removable = removable_among(victim, free_all);
                    if record || removable == 0 || played == limit {
                        break (Stop::Closed, $me);
                    }
                    run.remove(&mut $other, seats[1 - $me], removable);
                    // The closing move's turn ends with the removal.
                    let done = u16::try_from(played - synced).unwrap_or(u16::MAX);
                    turns = turns.saturating_add(done);
                    quiet = 0;
                    played += 1;
                    synced = played;
                    count[1 - $me] -= 1;
                    limit = limit_from(turns, quiet, played);
                    if count[1 - $me] <= lose_at
                        || self.flies(count[1 - $me]) != flies[1 - $me]
                        || played == limit
                    {
                        break (Stop::Removed, $me);
                    }
                    run.choices_of($other, $own, flies[1 - $me]);
                    if run.mask == 0 {
                        break (Stop::Removed, $me);
                    }
                } else {
                    run.pass($other, $own, flies[1 - $me]);
                    if record {
                        self.remember((run.key >> 32) as u32);
                    }
                    if run.mask == 0 || played == limit {
                        break (Stop::Moved, $me);
                    }
                }
            };
        }
        let (stop, last_mover) = loop {
            turn!(0, lined_0, lined_1);
            turn!(1, lined_1, lined_0);
        };
        let lined = [lined_0, lined_1];
        *rng = run.rng;
        for (i, &seat) in seats.iter().enumerate() {
            self.pieces[seat] = board::from_line_order(lined[i]);
            self.lined[seat] = lined[i];
            self.count[seat] = count[i];
        }
        self.key = run.key;
        // A closing move's turn is not over yet.
        let done = played - synced - usize::from(matches!(stop, Stop::Closed));
        let done = u16::try_from(done).unwrap_or(u16::MAX);
        self.turns = turns.saturating_add(done);
        self.quiet = quiet.saturating_add(done);
        let mover = seats[last_mover];
        self.last_seat = mover as u8;
        let moved = if flies[last_mover] {
            let (from, to) = run.last_flight;
            Step::Slide { from, to }
        } else {
            // The slide went towards the end of the edge that now holds the piece.
            let e = usize::from(run.last_edge);
            let line = LINES[e / 2];
            let far = board::LINE_ORDER[usize::from(line[e % 2 + 1])];
            let backwards = lined[last_mover] & far == 0;
            SLIDES[mover][(2 * e + usize::from(backwards)) % SLIDE_IDS].step
        };
        match stop {
            Stop::Closed => {
                self.last_step = Some(moved);
                self.side = mover as u8;
                self.closed_line(mover, false);
            }
            Stop::Removed => {
                self.last_step = Some(Step::Remove(run.removed));
                self.side = 1 - mover as u8;
                self.forget_seen();
                self.settle();
            }
            Stop::Moved => {
                self.last_step = Some(moved);
                self.side = 1 - mover as u8;
                let next = 1 - last_mover;
                let (choice, choices) = if flies[next] {
                    (Choice::Fly, run.mask)
                } else {
                    let slides = slides(lined[next], lined[last_mover]);
                    (Choice::Slide, slides)
                };
                self.settle_quiet(choice, choices);
            }
        }
        played
    }
}

/// Why a run of moves stopped.
#[derive(Copy, Clone)]
enum Stop {
    /// A move closed a line; the removal is due.
    Closed,
    /// A removal was played; the game may be over.
    Removed,
    /// A move closed no line; the other side is to move.
    Moved,
}

/// What a run of moves changes besides the pieces (see [`Nines::run_of`]), as local
/// variables the compiler keeps in registers: only what the next step needs. The pieces as
/// board masks, the counts and the step last played are worked out where the run stops.
struct Run {
    /// The empty points in line order, kept as the pieces are: a move flips the same two
    /// points in both.
    empty: u64,
    /// The Zobrist key.
    key: u64,
    /// The choices of the side to act: the edge bits of its slides (see [`slides`]), or
    /// the pairs of a flight (see [`Nines::choices`]).
    mask: u64,
    /// A copy of the generator, written back at the end.
    rng: Rng,
    /// The edge of the last slide, the last flight, the last piece removed.
    last_edge: u8,
    last_flight: (Point, Point),
    removed: Point,
}

impl Run {
    /// The side to act (pieces `own` in line order, seat `seat`, the other side's pieces
    /// `other`) plays a random move: a slide or, if it `flies`, a flight. True when it
    /// closes a line.
    #[inline(always)]
    fn step(&mut self, own: &mut u64, other: u64, seat: usize, flies: bool) -> bool {
        if flies {
            self.fly(own, other, seat)
        } else {
            self.slide(own, seat)
        }
    }

    /// The turn passes to the side whose pieces are `next` (the other side's `other`), which
    /// `flies` or not: its choices are worked out.
    #[inline(always)]
    fn pass(&mut self, next: u64, other: u64, flies: bool) {
        self.key ^= zobrist::BLACK_TO_ACT;
        self.choices_of(next, other, flies);
    }

    /// Works out the choices of the side about to act, whose pieces are `own` (the other
    /// side's `other`) and which `flies` or not.
    #[inline(always)]
    fn choices_of(&mut self, own: u64, other: u64, flies: bool) {
        if flies {
            let own = board::from_line_order(own);
            let empty = ALL & !(own | board::from_line_order(other));
            self.mask = if own != 0 && empty != 0 {
                u64::from(own) << 32 | u64::from(empty)
            } else {
                0
            };
        } else {
            // The edge bits of [`slides`], from the empty points kept up to date.
            self.mask = (own & (self.empty >> 1)) | (self.empty & (own >> 1));
        }
    }

    /// The side to act (see [`Run::step`]) flies a random piece; true when it closes a line.
    #[inline(always)]
    fn fly(&mut self, own: &mut u64, other: u64, seat: usize) -> bool {
        let (pieces, empty) = ((self.mask >> 32) as u32, self.mask as u32);
        debug_assert_eq!(empty, ALL & !board::from_line_order(*own | other));
        // The side has a piece and there is an empty point, or the run would have stopped.
        let (from, to) =
            random_flight(pieces, empty, &mut self.rng).unwrap_or((Point::FIRST, Point::FIRST));
        self.last_flight = (from, to);
        let lined = board::LINE_ORDER[from.slot()] ^ board::LINE_ORDER[to.slot()];
        *own ^= lined;
        self.empty ^= lined;
        self.key ^= zobrist::PIECE[seat & 1][from.slot()] ^ zobrist::PIECE[seat & 1][to.slot()];
        board::in_line(pieces ^ (from.bit() | to.bit()), to)
    }

    /// The side to act (see [`Run::step`]) plays a random slide; true when it closes a line.
    #[inline(always)]
    fn slide(&mut self, own: &mut u64, seat: usize) -> bool {
        let (e, lined) = random_edge(self.mask, &mut self.rng);
        self.last_edge = e as u8;
        let moved = *own ^ lined;
        *own = moved;
        self.empty ^= lined;
        let edge = &EDGES[e];
        self.key ^= edge.key[seat & 1];
        // A line is complete where its three bits are; only the lines across the edge can
        // have just become complete.
        moved & (moved >> 1) & (moved >> 2) & edge.closes != 0
    }

    /// The side to act, having closed a line, removes a random piece of `removable`, of the
    /// other side (pieces `victim` in line order, seat `victim_seat`); the turn passes.
    #[inline(always)]
    fn remove(&mut self, victim: &mut u64, victim_seat: usize, removable: u32) {
        let p = random_point_of(removable, &mut self.rng);
        self.removed = p;
        let lined = board::LINE_ORDER[p.slot()];
        *victim &= !lined;
        self.empty |= lined;
        // The removal due was flagged in the key and is cleared again: no change.
        self.key ^= zobrist::PIECE[victim_seat & 1][p.slot()] ^ zobrist::BLACK_TO_ACT;
    }
}
