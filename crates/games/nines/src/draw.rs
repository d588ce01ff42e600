//! Draws: by agreement, with cues for when to propose one.
//!
//! The client's draw is "both players can move but neither can make a line". Whether a line
//! can *ever* be made again cannot be decided by a simple test, so the game is drawn by
//! agreement: a player offers on their own turn, the opponent accepts or declines. Offers
//! are not steps: they never appear among the legal steps, so counts and cross-checks are
//! unaffected, and the match layer carries them (`GameInfo::draw_by_agreement`); a
//! [`DrawOffer`] checks that an offer is allowed and turns an acceptance into the outcome.
//!
//! A computer player needs a hint of when a draw is reasonable. Two cues:
//! - the same position (board, side to move, hands) has come up three times;
//! - 100 turns (50 per side) have passed without a removal.
//!
//! Positions can only repeat while no piece is placed or removed, so the position keeps a
//! small record of the turn-start positions since the last placement or removal (the last
//! 16; long enough for every shuttle of up to seven turns to show three times). Rules with
//! neither draw offers nor the threefold-repetition draw (`standard`) keep no record: there,
//! [`Nines::repetitions`] is always 0. With [`Rules::threefold_repetition`] the third
//! occurrence ends the game in a draw ([`crate::Reason::Repetition`]).
//!
//! [`Rules::threefold_repetition`]: crate::Rules::threefold_repetition

use crate::position::{Nines, Phase};
use parlour_core::{Outcome, Seat};

/// Occurrences of one position that make a repetition cue.
pub const REPETITION_CUE: u8 = 3;

/// Turns without a removal that make a no-progress cue.
pub const NO_REMOVAL_CUE: u16 = 100;

impl Nines {
    /// How many times the position at the start of this turn has occurred at the start of a
    /// turn since the last placement or removal (1 the first time, 0 before any record, and
    /// always 0 under rules that keep no record: neither draw offers nor the threefold
    /// draw).
    pub fn repetitions(&self) -> u8 {
        let n = usize::from(self.seen_len);
        if n == 0 {
            return 0;
        }
        let now = self.seen[n - 1];
        self.seen[..n].iter().filter(|&&k| k == now).count() as u8
    }

    /// True when a draw by agreement looks reasonable: a threefold repetition, or
    /// [`NO_REMOVAL_CUE`] turns without a removal.
    pub fn draw_cue(&self) -> bool {
        self.repetitions() >= REPETITION_CUE || self.quiet >= NO_REMOVAL_CUE
    }
}

/// The reason key of a game drawn by agreement.
pub const AGREEMENT: &str = "agreement";

/// A draw offered by one seat, waiting for the other seat's answer.
///
/// ```
/// use parlour_core::{Game, Seat};
/// use parlour_nines::{Nines, Rules};
/// use parlour_nines::draw::DrawOffer;
///
/// // Both hands empty: White may offer on its turn.
/// let g = Nines::from_text(&Rules::client(), "W.B.....W.B......B.W.... w - 0/0 30 10").unwrap();
/// let offer = DrawOffer::make(&g, Seat(0)).unwrap();
/// assert_eq!(offer.answer(false), None); // declined: play goes on
/// let outcome = offer.answer(true).unwrap();
/// assert!(outcome.is_draw());
/// assert_eq!(outcome.reason, "agreement");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    /// The seat that offers.
    pub by: Seat,
}

/// Why a draw cannot be offered now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawOfferError {
    /// These rules have no draws by agreement (`standard`).
    NotInTheseRules,
    /// The game is over.
    GameOver,
    /// Only the seat to move may offer, and not in the middle of a removal.
    NotYourTurn,
    /// Offers start with the first moving turn.
    StillPlacing,
}

impl std::fmt::Display for DrawOfferError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DrawOfferError::NotInTheseRules => "these rules have no draws by agreement",
            DrawOfferError::GameOver => "the game is over",
            DrawOfferError::NotYourTurn => "you may offer a draw only on your own turn",
            DrawOfferError::StillPlacing => "draws may be offered once all pieces are placed",
        })
    }
}

impl std::error::Error for DrawOfferError {}

impl DrawOffer {
    /// `seat` offers a draw in `state`, if the rules let it now.
    pub fn make(state: &Nines, seat: Seat) -> Result<DrawOffer, DrawOfferError> {
        if !state.rules.draw_offers {
            Err(DrawOfferError::NotInTheseRules)
        } else if state.end.is_some() {
            Err(DrawOfferError::GameOver)
        } else if state.side() != seat || state.removal_due {
            Err(DrawOfferError::NotYourTurn)
        } else if state.phase(seat) == Phase::Placing {
            Err(DrawOfferError::StillPlacing)
        } else {
            Ok(DrawOffer { by: seat })
        }
    }

    /// The other seat answers: accepted, the game ends in a draw (this outcome); declined,
    /// play goes on (`None`) and the offerer still has to move.
    pub fn answer(self, accept: bool) -> Option<Outcome> {
        accept.then(|| Outcome::draw(2, AGREEMENT))
    }
}
