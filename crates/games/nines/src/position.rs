//! The position: who stands where, what is in hand, whose turn, and how a step changes it.
//!
//! A position is plain data (two 24-bit masks, two hand counts, a few counters, and fields
//! derived from them) that copies without touching the heap, because a search copies it at
//! every node.
//!
//! The derived fields make the hot path of a random playout short. Besides the Zobrist key
//! and the ending, the position keeps its pieces in *line order* (`board::LINE_ORDER`), where
//! every edge joins neighbouring bits, and the mask of choices of the side to act: the end
//! of the game needs it anyway, and a random step is then one pick from it (the `random`
//! module). A step updates them in place; the conformance kit checks at every step that they
//! equal a fresh computation (`from_text(to_text())` gives an equal position).

use crate::board::{self, ALL, Point};
use crate::ending::Ending;
use crate::random::Slide;
use crate::rules::Rules;
use crate::step::Step;
use crate::zobrist;
use parlour_core::Seat;

/// How many turn-start positions the repetition record keeps (see [`Nines::repetitions`]).
pub(crate) const SEEN: usize = 16;

/// Pieces each player starts with.
pub const PIECES_PER_PLAYER: u8 = 9;

/// The whole state of a game of Nines (the type that implements `parlour_core::Game`).
///
/// ```
/// use parlour_core::{Game, Seat};
/// use parlour_nines::{Nines, Rules};
/// let mut g = Nines::new(&Rules::client(), 0).unwrap();
/// g.play(g.parse_move("d6").unwrap()).unwrap();
/// assert_eq!(g.in_hand(Seat(0)), 8);
/// assert_eq!(g.on_board(Seat(0)), 1);
/// assert_eq!(g.to_move(), Some(Seat(1)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nines {
    pub(crate) rules: Rules,
    /// The pieces of White (seat 0) and Black (seat 1), one bit per point.
    pub(crate) pieces: [u32; 2],
    /// Pieces still in hand.
    pub(crate) hand: [u8; 2],
    /// Derived: pieces on the board, per seat (kept so that no step needs a bit count).
    pub(crate) count: [u8; 2],
    /// Derived: `pieces` in line order ([`board::LINE_ORDER`]), where every edge joins
    /// neighbouring bits, so that one shift finds every slide (see [`slides`]).
    pub(crate) lined: [u64; 2],
    /// The seat whose step it is (0 or 1); kept after the end for the record.
    pub(crate) side: u8,
    /// The side to act has just closed a line and must now remove a piece.
    pub(crate) removal_due: bool,
    /// Turns completed (a turn is a placement or a move, with its removal if any).
    pub(crate) turns: u16,
    /// Turns completed since the last removal.
    pub(crate) quiet: u16,
    /// The last step played (shown to players; part of the position text), and the seat
    /// index that played it (0 before the first step). Two plain fields rather than an
    /// `Option<LastStep>`, which every step would have to pack.
    pub(crate) last_step: Option<Step>,
    pub(crate) last_seat: u8,
    /// The keys of the turn-start positions since the last placement or removal, oldest
    /// first (the repetition record; empty while placing). Only rules with draw offers keep
    /// it, since it only cues a draw offer: under other rules it stays empty, which spares
    /// random playouts its upkeep. Unused slots are 0.
    pub(crate) seen: [u32; SEEN],
    pub(crate) seen_len: u8,
    /// Derived from the fields above: how the game ended, if it has.
    pub(crate) end: Option<Ending>,
    /// Derived: what kind of step the side to act takes, and the mask it chooses from (see
    /// [`Nines::choices`]; 0 once the game is over). The end of the game needs them anyway,
    /// and a random step is then one pick from the mask.
    pub(crate) choice: Choice,
    pub(crate) choices: u64,
    /// Derived from the rules: the turn limit and the limit of turns without a removal
    /// (`u32::MAX` for none), as plain numbers for the check after every step.
    pub(crate) caps: [u32; 2],
    /// Derived: the Zobrist key of the fields that decide the future.
    pub(crate) key: u64,
}

/// The step played last, and the seat that played it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastStep {
    /// Who played it.
    pub seat: Seat,
    /// What was played.
    pub step: Step,
}

/// The kind of step the side to act takes, which says what the bits of [`Nines::choices`]
/// stand for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Choice {
    /// Remove the piece on one of the points of the mask.
    Remove,
    /// Place a piece on one of the points of the mask.
    Place,
    /// Fly a piece: the low 32 bits are the empty points, the high 32 the pieces (all 0
    /// when either is empty).
    Fly,
    /// Slide a piece: the bits are slides in line order, see [`slides`].
    Slide,
}

/// What a player does on their turn, decided by their hand and their number of men.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Pieces remain in hand: place one.
    Placing,
    /// The hand is empty: slide a piece to a neighbouring empty point.
    Moving,
    /// The hand is empty and the player is down to the flying limit: move anywhere.
    Flying,
}

impl Nines {
    /// The empty board at the start of a game under `rules`.
    pub(crate) fn start(rules: Rules) -> Nines {
        let mut s = Nines {
            rules,
            pieces: [0, 0],
            hand: [PIECES_PER_PLAYER; 2],
            count: [0, 0],
            lined: [0, 0],
            side: 0,
            removal_due: false,
            turns: 0,
            quiet: 0,
            last_step: None,
            last_seat: 0,
            seen: [0; SEEN],
            seen_len: 0,
            end: None,
            choice: Choice::Place,
            choices: 0,
            caps: [rules.max_turns, rules.max_turns_without_removal]
                .map(|cap| cap.map_or(u32::MAX, u32::from)),
            key: 0,
        };
        s.refresh();
        s
    }

    /// Recomputes the derived fields (key, piece counts and ending) from the others.
    pub(crate) fn refresh(&mut self) {
        let mut key = 0;
        for seat in 0..2 {
            for p in board::points(self.pieces[seat]) {
                key ^= zobrist::PIECE[seat][p.slot()];
            }
            key ^= zobrist::hand(seat, self.hand[seat]);
        }
        if self.side == 1 {
            key ^= zobrist::BLACK_TO_ACT;
        }
        if self.removal_due {
            key ^= zobrist::REMOVAL_DUE;
        }
        self.key = key;
        self.count = self.pieces.map(|p| p.count_ones() as u8);
        self.lined = self.pieces.map(board::line_order);
        self.settle();
    }

    // ----- Questions a player (or a screen) asks about the position -----

    /// The piece on `point`, if any: the seat that owns it.
    pub fn piece_at(&self, point: Point) -> Option<Seat> {
        (0..2u8)
            .find(|&s| self.pieces[usize::from(s)] & point.bit() != 0)
            .map(Seat)
    }

    /// The points holding a piece of `seat`, as a mask (bit `i` is point `i`).
    pub fn pieces_mask(&self, seat: Seat) -> u32 {
        self.pieces[seat.index() & 1]
    }

    /// The empty points, as a mask.
    pub fn empty_mask(&self) -> u32 {
        ALL & !(self.pieces[0] | self.pieces[1])
    }

    /// Pieces `seat` still has in hand.
    pub fn in_hand(&self, seat: Seat) -> u8 {
        self.hand[seat.index() & 1]
    }

    /// Pieces `seat` has on the board.
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.count[seat.index() & 1]
    }

    /// Men of `seat`: pieces on the board plus pieces in hand.
    pub fn men(&self, seat: Seat) -> u8 {
        self.men_of(seat.index() & 1)
    }

    /// Pieces of `seat` taken off the board by the opponent so far.
    pub fn lost(&self, seat: Seat) -> u8 {
        PIECES_PER_PLAYER.saturating_sub(self.men(seat))
    }

    /// What `seat` does on its turns now: place, move or fly.
    pub fn phase(&self, seat: Seat) -> Phase {
        if self.in_hand(seat) > 0 {
            Phase::Placing
        } else if self.flies(self.men(seat)) {
            Phase::Flying
        } else {
            Phase::Moving
        }
    }

    /// True when the seat to act has closed a line and must now remove a piece.
    pub fn removal_due(&self) -> bool {
        self.removal_due && self.end.is_none()
    }

    /// Turns completed so far (a turn is a placement or a move, with its removal).
    pub fn turns_completed(&self) -> u16 {
        self.turns
    }

    /// Turns completed since the last removal (0 right after one).
    pub fn turns_without_removal(&self) -> u16 {
        self.quiet
    }

    /// The last step played and who played it.
    pub fn last_step(&self) -> Option<LastStep> {
        self.last_step.map(|step| LastStep {
            seat: Seat(self.last_seat),
            step,
        })
    }

    /// The seat whose step it is (also after the end: the seat that could not go on).
    pub(crate) fn side(&self) -> Seat {
        Seat(self.side)
    }

    /// The pieces of `victim` that may be removed now (if a line was closed against them).
    ///
    /// Pieces in a complete line of their owner are protected. If all are protected, the
    /// `standard` rules free them all; the `client` rules free none.
    pub fn removable(&self, victim: Seat) -> u32 {
        self.removable_of(victim.index() & 1)
    }

    /// [`Nines::removable`] for seat index `victim`.
    #[inline]
    pub(crate) fn removable_of(&self, victim: usize) -> u32 {
        removable_among(
            self.pieces[victim],
            self.rules.remove_from_lines_when_all_protected,
        )
    }

    /// The complete lines of `seat`, as masks.
    pub fn lines_of(&self, seat: Seat) -> impl Iterator<Item = u32> + '_ {
        let on = self.pieces[seat.index() & 1];
        board::LINE_MASKS.into_iter().filter(move |&l| on & l == l)
    }

    // ----- The legal steps -----
    //
    // This is the hot path of every search and playout, so it works on plain indices and
    // masks: `me` is 0 or 1, and a mask has one bit per point.

    /// Men of seat index `me` (board and hand).
    #[inline]
    pub(crate) fn men_of(&self, me: usize) -> u8 {
        self.hand[me] + self.count[me]
    }

    /// True when seat index `me`, with an empty hand and `men` men, may fly.
    #[inline(always)]
    pub(crate) fn flies(&self, men: u8) -> bool {
        // `matches!(flying_at, Some(n) if men <= n)`, written so that it needs no branch.
        i16::from(men) <= self.rules.flying_at.map_or(-1, i16::from)
    }

    /// Writes the legal steps in OpenSpiel's order (ascending action numbers).
    #[inline]
    pub(crate) fn steps_into(&self, out: &mut Vec<Step>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        let me = usize::from(self.side & 1);
        let own = self.pieces[me];
        let empty = ALL & !(self.pieces[0] | self.pieces[1]);
        // Steps are listed from a small array of points: extending a Vec from a slice is a
        // tight loop, pushing one by one is not.
        let mut pts = [Point::FIRST; 32];
        if self.removal_due {
            let n = board::list_points(self.removable_of(1 - me), &mut pts);
            out.extend(pts[..n].iter().map(|&p| Step::Remove(p)));
        } else if self.hand[me] > 0 {
            let n = board::list_points(empty, &mut pts);
            out.extend(pts[..n].iter().map(|&p| Step::Place(p)));
        } else if self.flies(self.count[me]) {
            let n = board::list_points(empty, &mut pts);
            for from in board::points(own) {
                out.extend(pts[..n].iter().map(|&to| Step::Slide { from, to }));
            }
        } else {
            // Only pieces with an empty neighbour can move. Each edge gives at most one
            // slide, so 32 slots always suffice, plus room for the writes that are dropped.
            let mut slides = [Step::Place(Point::FIRST); 36];
            let mut n = 0;
            for from in board::points(own & board::neighbours_of(empty)) {
                // Branch-free: write a slide to every neighbour, keep those that are empty.
                for &(bit, to) in &board::AROUND[from.index()] {
                    if let (Some(slot), Some(to)) = (slides.get_mut(n), Point::new(to)) {
                        *slot = Step::Slide { from, to };
                    }
                    n += usize::from(empty & bit != 0);
                }
            }
            // Copying the whole array (a fixed size, so no branches) and cutting it back is
            // faster than copying exactly `n`.
            out.extend_from_slice(&slides);
            out.truncate(n);
        }
    }

    /// What the side to act chooses from (ignoring the end of the game): the kind of step,
    /// and a mask with one bit per legal step of that kind (empty exactly when the side has
    /// no legal step).
    #[inline(always)]
    pub(crate) fn choices(&self) -> (Choice, u64) {
        let me = usize::from(self.side & 1);
        self.choices_given(self.lined[me], self.lined[1 - me])
    }

    /// [`Nines::choices`], given the line-order masks of the side to act and of the other
    /// side (a step that has just changed one passes it on rather than reading it back).
    #[inline(always)]
    fn choices_given(&self, own_lined: u64, other_lined: u64) -> (Choice, u64) {
        let me = usize::from(self.side & 1);
        if self.removal_due {
            return self.removal_choices();
        }
        if self.hand[me] > 0 {
            (Choice::Place, u64::from(self.empty_mask()))
        } else if self.flies(self.count[me]) {
            let own = self.pieces[me];
            let empty = self.empty_mask();
            let pairs = if own != 0 && empty != 0 {
                u64::from(own) << 32 | u64::from(empty)
            } else {
                0
            };
            (Choice::Fly, pairs)
        } else {
            (Choice::Slide, slides(own_lined, other_lined))
        }
    }

    /// [`Nines::choices`] when a removal is due (kept out of line: it is rare, and long).
    #[inline(never)]
    fn removal_choices(&self) -> (Choice, u64) {
        let opp = usize::from(!self.side & 1);
        (Choice::Remove, u64::from(self.removable_of(opp)))
    }

    /// True when the seat to act has at least one legal step (ignoring the end of the game).
    #[inline]
    pub(crate) fn can_act(&self) -> bool {
        self.choices().1 != 0
    }

    // ----- Playing a step -----

    /// Plays a step known to be legal. Anything else makes nonsense, but never panics.
    #[inline(always)]
    pub(crate) fn apply_step(&mut self, step: Step) {
        let me = usize::from(self.side & 1);
        self.last_step = Some(step);
        self.last_seat = me as u8;
        match step {
            Step::Slide { from, to } => {
                let (f, t) = (from.bit(), to.bit());
                if self.pieces[me] & f != 0 && (self.pieces[0] | self.pieces[1]) & t == 0 {
                    // The usual case, a piece to an empty point: flip both bits in one go.
                    let pieces = self.pieces[me] ^ (f | t);
                    self.pieces[me] = pieces;
                    let lined = self.lined[me]
                        ^ board::LINE_ORDER[from.slot()]
                        ^ board::LINE_ORDER[to.slot()];
                    self.lined[me] = lined;
                    let moved = zobrist::PIECE[me][from.slot()] ^ zobrist::PIECE[me][to.slot()];
                    self.moved(me, lined, moved, board::in_line(pieces, to));
                } else {
                    self.take(me, from);
                    self.put(me, to);
                    self.arrived(me, to, false);
                }
            }
            Step::Place(p) => {
                let h = self.hand[me];
                self.key ^= zobrist::hand(me, h) ^ zobrist::hand(me, h.saturating_sub(1));
                self.hand[me] = h.saturating_sub(1);
                if (self.pieces[0] | self.pieces[1]) & p.bit() == 0 {
                    // The usual case, as for a slide: work from the masks just made.
                    let pieces = self.pieces[me] | p.bit();
                    self.pieces[me] = pieces;
                    let lined = self.lined[me] | board::LINE_ORDER[p.slot()];
                    self.lined[me] = lined;
                    self.count[me] += 1;
                    self.key ^= zobrist::PIECE[me][p.slot()];
                    if board::in_line(pieces, p) {
                        self.closed_line(me, true);
                    } else {
                        self.end_turn(true, false);
                        let (choice, choices) = self.choices_given(self.lined[1 - me], lined);
                        self.settle_quiet(choice, choices);
                    }
                } else {
                    self.put(me, p);
                    self.arrived(me, p, true);
                }
            }
            Step::Remove(p) => {
                self.take(1 - me, p);
                if self.removal_due {
                    self.removal_due = false;
                    self.key ^= zobrist::REMOVAL_DUE;
                }
                self.end_turn(true, true);
                self.settle();
            }
        }
    }

    /// Plays `slide` for seat index `me`, the side to act, known to be one of its slides: a
    /// random playout's usual step, without the checks and look-ups of [`Nines::apply_step`]
    /// (the conformance kit checks that both leave the same position).
    #[inline(always)]
    pub(crate) fn apply_slide(&mut self, me: usize, slide: &Slide) {
        self.last_step = Some(slide.step);
        self.last_seat = me as u8;
        let pieces = self.pieces[me] ^ slide.pieces;
        self.pieces[me] = pieces;
        let lined = self.lined[me] ^ slide.lined;
        self.lined[me] = lined;
        let [h, v] = slide.lines;
        self.moved(me, lined, slide.key, (pieces & h == h) | (pieces & v == v));
    }

    /// Seat index `me` has moved a piece to an empty point (its pieces in line order are now
    /// `lined`, and `key` is the change of the Zobrist key): a removal is due if the move
    /// `closed` a line, otherwise the turn is over.
    #[inline(always)]
    fn moved(&mut self, me: usize, lined: u64, key: u64, closed: bool) {
        if closed {
            self.key ^= key;
            self.closed_line(me, false);
        } else {
            // One update of the key for the move and the turn.
            self.key ^= key ^ zobrist::BLACK_TO_ACT;
            self.pass_turn(false, false);
            // The next side's slides are worked out from the mask just made, rather than
            // from memory written a moment ago.
            let (choice, choices) = self.choices_given(self.lined[1 - me], lined);
            self.settle_quiet(choice, choices);
        }
    }

    /// Puts a piece of seat index `me` on `p` (nothing happens if one is there already).
    #[inline(always)]
    fn put(&mut self, me: usize, p: Point) {
        if self.pieces[me] & p.bit() == 0 {
            self.pieces[me] |= p.bit();
            self.lined[me] |= board::LINE_ORDER[p.slot()];
            self.count[me] += 1;
            self.key ^= zobrist::PIECE[me][p.slot()];
        }
    }

    /// Takes the piece of seat index `seat` off `p` (nothing happens if there is none).
    #[inline(always)]
    fn take(&mut self, seat: usize, p: Point) {
        if self.pieces[seat] & p.bit() != 0 {
            self.pieces[seat] &= !p.bit();
            self.lined[seat] &= !board::LINE_ORDER[p.slot()];
            self.count[seat] -= 1;
            self.key ^= zobrist::PIECE[seat][p.slot()];
        }
    }

    /// A piece of seat index `me`, the side to act, has just arrived on `at`: a removal is due
    /// if it closed a line, otherwise the turn is over.
    #[inline(always)]
    fn arrived(&mut self, me: usize, at: Point, placed: bool) {
        if board::in_line(self.pieces[me], at) {
            self.closed_line(me, placed);
        } else {
            self.end_turn(placed, false);
            let (choice, choices) = self.choices();
            self.settle_quiet(choice, choices);
        }
    }

    /// Seat index `me` has closed a line with a placement (`placed`) or a move.
    #[inline(never)]
    pub(crate) fn closed_line(&mut self, me: usize, placed: bool) {
        // Under `standard` the removal is always due (OpenSpiel's behaviour, even in the
        // unreachable case of a victim without pieces); under `client` a removal with
        // nothing to remove is lost and the turn simply ends. Either way nobody's men have
        // changed yet.
        let free = self.removable_of(1 - me);
        if self.rules.remove_from_lines_when_all_protected || free != 0 {
            self.removal_due = true;
            self.key ^= zobrist::REMOVAL_DUE;
            self.settle_quiet(Choice::Remove, u64::from(free));
        } else {
            self.end_turn(placed, false);
            let (choice, choices) = self.choices();
            self.settle_quiet(choice, choices);
        }
    }

    /// Passes the turn to the opponent and updates the counters and the record; the caller
    /// then judges the new position.
    #[inline(always)]
    fn end_turn(&mut self, placed: bool, removed: bool) {
        self.key ^= zobrist::BLACK_TO_ACT;
        self.pass_turn(placed, removed);
    }

    /// [`Nines::end_turn`] without the key's side-to-act flip (the caller does it).
    #[inline(always)]
    fn pass_turn(&mut self, placed: bool, removed: bool) {
        self.turns = self.turns.saturating_add(1);
        self.quiet = if removed {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        self.side ^= 1;
        // Placements and removals cannot be undone, so no earlier position can come back.
        if placed || removed {
            self.forget_seen();
        }
        // While placing, nothing can repeat: keep the record (and the text) empty. The record
        // cues draw offers and decides the threefold-repetition draw, so rules with neither
        // (`standard`) skip it, which keeps random playouts free of its upkeep.
        if self.rules.keeps_record() && self.hand == [0, 0] {
            self.remember(self.turn_key());
        }
    }

    /// The 32-bit key the repetition record stores for the current position.
    pub(crate) fn turn_key(&self) -> u32 {
        (self.key >> 32) as u32
    }

    /// Empties the repetition record (after a placement or a removal, which no position
    /// before it can follow).
    #[inline]
    pub(crate) fn forget_seen(&mut self) {
        if self.seen_len != 0 {
            self.seen = [0; SEEN];
            self.seen_len = 0;
        }
    }

    #[inline]
    pub(crate) fn remember(&mut self, k: u32) {
        let n = usize::from(self.seen_len);
        if n == SEEN {
            self.seen.copy_within(1.., 0);
            self.seen[SEEN - 1] = k;
        } else {
            self.seen[n] = k;
            self.seen_len += 1;
        }
    }
}

/// The pieces of `on` that may be removed: those outside complete lines; if there are none,
/// all of them when `free_all` (the `standard` rules), none otherwise.
#[inline]
pub(crate) fn removable_among(on: u32, free_all: bool) -> u32 {
    let free = on & !board::in_lines(on);
    if free != 0 || !free_all { free } else { on }
}

/// The slides of a side whose pieces are `own` and whose opponent's are `other` (both in line
/// order, [`board::LINE_ORDER`]). Every edge joins two neighbours on a line, so the slides
/// are found line by line, in the line's nibble: bit 0 or 1 says that a piece can slide
/// along the line's first or second edge (a piece at one end, an empty point at the other),
/// and bit 2 or 3 that it slides backwards along that edge (towards the line's first point).
/// The count of bits 0 and 1 is the number of slides.
#[inline(always)]
pub(crate) fn slides(own: u64, other: u64) -> u64 {
    let empty = board::LINE_ORDER_ALL & !(own | other);
    let forward = own & (empty >> 1) & board::EDGE_STARTS;
    let back = empty & (own >> 1) & board::EDGE_STARTS;
    forward | back | back << 2
}
