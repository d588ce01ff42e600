//! How a game ends: blockade, elimination, too few men, or a turn limit.
//!
//! The end is judged after every step, looking at the seat to act (OpenSpiel's order):
//! 1. a seat that cannot make any legal step has lost: "blockade" (or "elimination" when it
//!    has no pieces left at all);
//! 2. a seat with at most `lose_at_men` men (board and hand) has lost: in `client` that is a
//!    seat with no pieces left ("elimination"), in `standard` a seat down to two men ("too
//!    few men");
//! 3. a turn limit that has been reached draws the game;
//! 4. with the threefold-repetition rule, a position that has come up for the third time
//!    draws the game.
//!
//! So even at the 200-turn limit, or on a repetition, a blocked player loses.

use crate::position::{Choice, Nines};
use parlour_core::{Outcome, Seat};

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The loser could not move on their turn.
    Blockade,
    /// The loser had no pieces left (`client`).
    Elimination,
    /// The loser was down to the losing number of men (`standard`: two).
    TooFewMen,
    /// The turn limit was reached: a draw.
    TurnLimit,
    /// Too many turns passed without a removal: a draw.
    NoRemovalLimit,
    /// The same position came up for the third time (only with the threefold rule): a draw.
    Repetition,
}

impl Reason {
    /// The short lowercase key used in outcomes and records.
    pub fn key(self) -> &'static str {
        match self {
            Reason::Blockade => "blockade",
            Reason::Elimination => "elimination",
            Reason::TooFewMen => "too few men",
            Reason::TurnLimit => "turn limit",
            Reason::NoRemovalLimit => "no removal limit",
            Reason::Repetition => "repetition",
        }
    }
}

/// The end of a game: the winner (none for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    /// The seat that won, or `None` for a draw.
    pub winner: Option<Seat>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Ending {
    /// As a `parlour_core` outcome.
    pub fn outcome(self) -> Outcome {
        match self.winner {
            Some(w) => Outcome::win(w, 2, self.reason.key()),
            None => Outcome::draw(2, self.reason.key()),
        }
    }
}

impl Nines {
    /// How the game has ended, if it has (computed from the position alone), given the
    /// mask of [`Nines::choices`].
    #[inline]
    fn judge_with(&self, choices: u64) -> Option<Ending> {
        let me = usize::from(self.side & 1);
        let lose_at = self.rules.lose_at_men;
        // First one cheap test that nothing below applies (`&` rather than `&&`, so that it
        // costs no branches), which is the usual answer.
        if (self.men_of(me) > lose_at)
            & (self.men_of(1 - me) > lose_at)
            & self.within_limits()
            & (choices != 0)
            & !self.threefold()
        {
            return None;
        }
        self.judge_in_order()
    }

    /// Brings the derived choices and ending up to date with the rest of the position.
    #[inline(never)]
    pub(crate) fn settle(&mut self) {
        let (choice, choices) = self.choices();
        self.choice = choice;
        self.end = self.judge_with(choices);
        self.choices = if self.end.is_none() { choices } else { 0 };
    }

    /// [`Nines::settle`] after a step that changed nobody's men (a placement, or a move
    /// without a removal) in a game that was going on, given [`Nines::choices`]: the men are
    /// still above the losing number, so only the turn limits and the new side's steps need a
    /// look. This runs after most steps.
    #[inline(always)]
    pub(crate) fn settle_quiet(&mut self, choice: Choice, choices: u64) {
        self.choice = choice;
        if self.within_limits() & (choices != 0) & !self.threefold() {
            self.choices = choices;
            self.end = None;
        } else {
            self.choices = 0;
            self.end = self.judge_in_order();
        }
    }

    /// True while no turn limit has been reached.
    #[inline(always)]
    fn within_limits(&self) -> bool {
        (u32::from(self.turns) < self.caps[0]) & (u32::from(self.quiet) < self.caps[1])
    }

    /// True when the threefold-repetition rule draws the game now.
    #[inline(always)]
    fn threefold(&self) -> bool {
        // The record must hold three entries before anything can have come up three times.
        self.rules.threefold_repetition
            && self.seen_len >= crate::draw::REPETITION_CUE
            && self.repetitions() >= crate::draw::REPETITION_CUE
    }

    /// [`Nines::judge_with`] rule by rule, in the order of the module documentation.
    #[cold]
    #[inline(never)]
    fn judge_in_order(&self) -> Option<Ending> {
        let me = usize::from(self.side & 1);
        let opp = 1 - me;
        let lose_at = self.rules.lose_at_men;
        let loss = |loser: usize, reason| {
            Some(Ending {
                winner: Some(Seat(1 - loser as u8)),
                reason,
            })
        };
        let few = if lose_at == 0 {
            Reason::Elimination
        } else {
            Reason::TooFewMen
        };
        if !self.can_act() {
            // A player with nothing left cannot move either; "elimination" says more.
            let why = if self.men_of(me) == 0 {
                Reason::Elimination
            } else {
                Reason::Blockade
            };
            return loss(me, why);
        }
        if self.men_of(me) <= lose_at {
            return loss(me, few);
        }
        if self.men_of(opp) <= lose_at {
            return loss(opp, few);
        }
        if matches!(self.rules.max_turns, Some(m) if self.turns >= m) {
            return Some(Ending {
                winner: None,
                reason: Reason::TurnLimit,
            });
        }
        if matches!(self.rules.max_turns_without_removal, Some(m) if self.quiet >= m) {
            return Some(Ending {
                winner: None,
                reason: Reason::NoRemovalLimit,
            });
        }
        if self.threefold() {
            return Some(Ending {
                winner: None,
                reason: Reason::Repetition,
            });
        }
        None
    }

    /// How the game ended, or `None` while it goes on.
    pub fn ending(&self) -> Option<Ending> {
        self.end
    }
}
