//! A sparring partner for the tools (`nines_arena`): Nines with another evaluation, in the
//! style of the strongest open mill engines, so that hard can be measured against a player
//! that does not think like itself.
//!
//! The open engines that beat hard by blockade (issue 20) search deep with a very plain
//! evaluation: men, a pending removal, and *mobility*, counted as the (piece, empty
//! neighbour) pairs of each side, in every phase, at a fifth of a man a pair. Such a player
//! starts to wall the opponent in while still placing, because every empty point taken
//! from around the opponent's men is worth a fifth of a man to it. [`Sparring`] is that
//! evaluation on our own search (written from that description, not from any engine's
//! code); it knows nothing of threats, lines or blockades but what its search finds, and
//! has no endgame tables.
//!
//! It is a tool, not a level: nothing in the game or the catalogue offers it.

use crate::eval::MAN;
use crate::legality::MoveError;
use crate::position::Nines;
use crate::rules::Rules;
use crate::step::Step;
use crate::view::NinesView;
use parlour_core::{
    Game, GameInfo, Heuristic, Message, MoveData, Outcome, ParseMoveError, ParsePositionError,
    RulesText, SearchTuning, Seat, SetupError, Viewer, Words,
};

/// One (piece, empty neighbour) pair: a fifth of a man.
const PAIR: i32 = MAN / 5;

/// A Nines position that the generic search judges with the sparring evaluation (see the
/// module documentation). Everything but the evaluation is the game's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sparring(pub Nines);

impl Sparring {
    /// Men and mobility of seat index `me`.
    fn side_value(&self, me: usize) -> i32 {
        let s = &self.0;
        let empty = s.empty_mask();
        let mut pairs = 0;
        for p in crate::board::points(s.pieces[me]) {
            pairs += (p.neighbours() & empty).count_ones() as i32;
        }
        i32::from(s.men_of(me)) * MAN + pairs * PAIR
    }
}

impl Game for Sparring {
    type Move = Step;
    type Params = Rules;
    type View = NinesView;
    type MoveError = MoveError;

    const INFO: GameInfo = Nines::INFO;

    fn variant(name: &str) -> Result<Rules, SetupError> {
        Nines::variant(name)
    }

    fn automated(params: &Rules) -> Rules {
        Nines::automated(params)
    }

    fn rules(params: &Rules) -> RulesText {
        Nines::rules(params)
    }

    fn new(params: &Rules, seed: u64) -> Result<Sparring, SetupError> {
        Nines::new(params, seed).map(Sparring)
    }

    fn params(&self) -> &Rules {
        self.0.params()
    }

    #[inline]
    fn to_move(&self) -> Option<Seat> {
        self.0.to_move()
    }

    #[inline]
    fn legal_moves_into(&self, out: &mut Vec<Step>) {
        self.0.legal_moves_into(out);
    }

    fn check(&self, mv: Step) -> Result<(), MoveError> {
        self.0.check(mv)
    }

    #[inline]
    fn apply(&mut self, mv: Step) {
        self.0.apply(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn view(&self, viewer: Viewer) -> NinesView {
        self.0.view(viewer)
    }

    fn parse_move(&self, text: &str) -> Result<Step, ParseMoveError> {
        self.0.parse_move(text)
    }

    fn format_move(&self, mv: Step) -> String {
        self.0.format_move(mv)
    }

    fn move_data(&self, mv: Step) -> MoveData {
        self.0.move_data(mv)
    }

    fn to_text(&self) -> String {
        self.0.to_text()
    }

    fn from_text(params: &Rules, text: &str) -> Result<Sparring, ParsePositionError> {
        Nines::from_text(params, text).map(Sparring)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.0.render(viewer, words)
    }

    fn explain(&self, mv: Step) -> Vec<Message> {
        self.0.explain(mv)
    }
}

impl Heuristic for Sparring {
    #[inline]
    fn hash(&self) -> u64 {
        self.0.key
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        let me = seat.index() & 1;
        let mut v = self.side_value(me) - self.side_value(1 - me);
        if self.0.removal_due {
            v += if self.0.side() == seat { MAN } else { -MAN };
        }
        v
    }

    fn move_order(&self, mv: Step) -> i32 {
        self.0.move_order(mv)
    }

    fn is_forcing(&self, mv: Step) -> bool {
        self.0.is_forcing(mv)
    }

    /// A forced single reply is followed one turn further, as those engines do; nothing
    /// else is added to the plain search.
    fn search_tuning() -> SearchTuning {
        SearchTuning {
            single_reply_extension: true,
            ..SearchTuning::NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evaluation_counts_men_and_free_neighbours() {
        let rules = Rules::client();
        let s = Sparring(Nines::new(&rules, 0).unwrap());
        assert_eq!(s.evaluate(Seat(0)), 0);
        let mut t = s.clone();
        // White on d6 (4 neighbours), Black on a7 (2): 2 pairs more for White.
        t.apply(t.parse_move("d6").unwrap());
        t.apply(t.parse_move("a7").unwrap());
        assert_eq!(t.evaluate(Seat(0)), 2 * PAIR);
        assert_eq!(t.evaluate(Seat(1)), -2 * PAIR);
    }
}
