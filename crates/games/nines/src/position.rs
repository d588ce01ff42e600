//! The position: who stands where, what is in hand, whose turn, and how a step changes it.
//!
//! A position is plain data (two 24-bit masks, two hand counts, a few counters) that copies
//! without touching the heap, because a search copies it at every node.

use crate::board::{self, ALL, Point};
use crate::ending::Ending;
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
    /// The seat whose step it is (0 or 1); kept after the end for the record.
    pub(crate) side: u8,
    /// The side to act has just closed a line and must now remove a piece.
    pub(crate) removal_due: bool,
    /// Turns completed (a turn is a placement or a move, with its removal if any).
    pub(crate) turns: u16,
    /// Turns completed since the last removal.
    pub(crate) quiet: u16,
    /// The last step played, and by whom (shown to players; part of the position text).
    pub(crate) last: Option<LastStep>,
    /// The keys of the turn-start positions since the last placement or removal, oldest
    /// first (the repetition record; empty while placing). Unused slots are 0.
    pub(crate) seen: [u32; SEEN],
    pub(crate) seen_len: u8,
    /// Derived from the fields above: how the game ended, if it has.
    pub(crate) end: Option<Ending>,
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
            side: 0,
            removal_due: false,
            turns: 0,
            quiet: 0,
            last: None,
            seen: [0; SEEN],
            seen_len: 0,
            end: None,
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
                key ^= zobrist::PIECE[seat][p.index()];
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
        self.end = self.judge();
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
        self.last
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

    #[inline]
    fn removable_of(&self, victim: usize) -> u32 {
        let on = self.pieces[victim];
        let free = on & !board::in_lines(on);
        if free != 0 || !self.rules.remove_from_lines_when_all_protected {
            free
        } else {
            on
        }
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
    #[inline]
    fn flies(&self, men: u8) -> bool {
        matches!(self.rules.flying_at, Some(n) if men <= n)
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

    /// True when the seat to act has at least one legal step (ignoring the end of the game).
    #[inline]
    pub(crate) fn can_act(&self) -> bool {
        let me = usize::from(self.side & 1);
        let empty = ALL & !(self.pieces[0] | self.pieces[1]);
        if self.removal_due {
            return self.removable_of(1 - me) != 0;
        }
        let own = self.pieces[me];
        if self.hand[me] > 0 {
            empty != 0
        } else if self.flies(self.count[me]) {
            own != 0 && empty != 0
        } else {
            own & board::neighbours_of(empty) != 0
        }
    }

    // ----- Playing a step -----

    /// Plays a step known to be legal. Anything else makes nonsense, but never panics.
    #[inline]
    pub(crate) fn apply_step(&mut self, step: Step) {
        let me = usize::from(self.side & 1);
        let opp = 1 - me;
        self.last = Some(LastStep {
            seat: Seat(me as u8),
            step,
        });
        match step {
            Step::Remove(p) => {
                if self.pieces[opp] & p.bit() != 0 {
                    self.pieces[opp] &= !p.bit();
                    self.count[opp] -= 1;
                    self.key ^= zobrist::PIECE[opp][p.index()];
                }
                if self.removal_due {
                    self.removal_due = false;
                    self.key ^= zobrist::REMOVAL_DUE;
                }
                self.end_turn(true, true);
            }
            Step::Place(p) => {
                self.put(me, p);
                let h = self.hand[me];
                self.key ^= zobrist::hand(me, h) ^ zobrist::hand(me, h.saturating_sub(1));
                self.hand[me] = h.saturating_sub(1);
                self.arrived(p, true);
            }
            Step::Slide { from, to } => {
                if self.pieces[me] & from.bit() != 0 {
                    self.pieces[me] &= !from.bit();
                    self.count[me] -= 1;
                    self.key ^= zobrist::PIECE[me][from.index()];
                }
                self.put(me, to);
                self.arrived(to, false);
            }
        }
    }

    #[inline]
    fn put(&mut self, me: usize, p: Point) {
        if self.pieces[me] & p.bit() == 0 {
            self.pieces[me] |= p.bit();
            self.count[me] += 1;
            self.key ^= zobrist::PIECE[me][p.index()];
        }
    }

    /// A piece of the side to act has just arrived on `at`: a removal is due if it closed a
    /// line, otherwise the turn is over.
    #[inline]
    fn arrived(&mut self, at: Point, placed: bool) {
        let me = usize::from(self.side & 1);
        if board::in_line(self.pieces[me], at) {
            // Under `standard` the removal is always due (OpenSpiel's behaviour, even in the
            // unreachable case of a victim without pieces); under `client` a removal with
            // nothing to remove is lost and the turn simply ends.
            if self.rules.remove_from_lines_when_all_protected || self.removable_of(1 - me) != 0 {
                self.removal_due = true;
                self.key ^= zobrist::REMOVAL_DUE;
                self.end = self.judge();
                return;
            }
        }
        self.end_turn(placed, false);
    }

    /// Passes the turn to the opponent and updates the counters and the record.
    #[inline]
    fn end_turn(&mut self, placed: bool, removed: bool) {
        self.turns = self.turns.saturating_add(1);
        self.quiet = if removed {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        self.side ^= 1;
        self.key ^= zobrist::BLACK_TO_ACT;
        // Placements and removals cannot be undone, so no earlier position can come back.
        if placed || removed {
            self.seen = [0; SEEN];
            self.seen_len = 0;
        }
        // While placing, nothing can repeat: keep the record (and the text) empty.
        if self.hand == [0, 0] {
            self.remember(self.turn_key());
        }
        self.end = self.judge();
    }

    /// The 32-bit key the repetition record stores for the current position.
    pub(crate) fn turn_key(&self) -> u32 {
        (self.key >> 32) as u32
    }

    #[inline]
    fn remember(&mut self, k: u32) {
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
