//! Nines judged by another evaluation than the catalog's: how the tools play hard's search
//! with a different judgement.
//!
//! [`Judged`] is a Nines position with a [`Judge`] beside it. Everything but the
//! evaluation (and, if the judge says so, the endgame tables and the draw cue) is the
//! game's own, so the generic search of `parlour-ai` plays a `Judged` position exactly as
//! it plays Nines, only valuing the leaves differently. Two judges exist:
//! - [`crate::sparring::Plain`], the plain men-and-mobility evaluation of the open mill
//!   engines (the sparring partner of `nines_arena`);
//! - [`Weights`], the catalog's own evaluation with a table of weights that a tool can
//!   change at run time (`nines_spsa` tunes them by play). With [`Weights::CATALOG`] a
//!   judged search is hard's search.
//!
//! Nothing in the game or the catalogue offers a judged player: they are tools.

use crate::eval::Weights;
use crate::legality::MoveError;
use crate::position::Nines;
use crate::rules::Rules;
use crate::step::Step;
use crate::view::NinesView;
use parlour_core::{
    Game, GameInfo, Heuristic, Known, Message, MoveData, Outcome, ParseMoveError,
    ParsePositionError, RulesText, SearchTuning, Seat, SetupError, Viewer, Words,
};
use std::fmt::Debug;

/// An evaluation of Nines positions other than the catalog's.
pub trait Judge: Clone + Default + PartialEq + Debug + Send + Sync + 'static {
    /// Whether the search may also read the endgame tables and the game's draw cue, as
    /// hard's does.
    const HARDS_KNOWLEDGE: bool;

    /// What `position` is worth to `seat`, in hundredths of a man.
    fn evaluate(&self, position: &Nines, seat: Seat) -> i32;

    /// The refinements of the generic search to use with this judgement.
    fn search_tuning() -> SearchTuning;
}

/// A Nines position that the generic search judges with `J` (see the module documentation).
///
/// ```
/// use parlour_core::{Game, Heuristic, Seat};
/// use parlour_nines::eval::Weights;
/// use parlour_nines::judged::Judged;
/// use parlour_nines::{Nines, Rules};
///
/// let mut n = Nines::new(&Rules::standard(), 0).unwrap();
/// n.apply(n.parse_move("d6").unwrap());
/// let judged = Judged(n.clone(), Weights::CATALOG);
/// assert_eq!(judged.evaluate(Seat(0)), n.evaluate(Seat(0)));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<J>(pub Nines, pub J);

impl Judge for Weights {
    const HARDS_KNOWLEDGE: bool = true;

    fn evaluate(&self, position: &Nines, seat: Seat) -> i32 {
        position.evaluate_with(seat, self)
    }

    fn search_tuning() -> SearchTuning {
        Nines::search_tuning()
    }
}

impl<J: Judge> Game for Judged<J> {
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

    fn new(params: &Rules, seed: u64) -> Result<Judged<J>, SetupError> {
        Nines::new(params, seed).map(|n| Judged(n, J::default()))
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

    fn from_text(params: &Rules, text: &str) -> Result<Judged<J>, ParsePositionError> {
        Nines::from_text(params, text).map(|n| Judged(n, J::default()))
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.0.render(viewer, words)
    }

    fn explain(&self, mv: Step) -> Vec<Message> {
        self.0.explain(mv)
    }
}

impl<J: Judge> Heuristic for Judged<J> {
    #[inline]
    fn hash(&self) -> u64 {
        self.0.key
    }

    #[inline]
    fn evaluate(&self, seat: Seat) -> i32 {
        self.1.evaluate(&self.0, seat)
    }

    fn move_order(&self, mv: Step) -> i32 {
        self.0.move_order(mv)
    }

    fn is_forcing(&self, mv: Step) -> bool {
        self.0.is_forcing(mv)
    }

    /// The game's own, which lists what the default would, only faster.
    fn forcing_moves_into(&self, out: &mut Vec<Step>) -> bool {
        self.0.forcing_moves_into(out)
    }

    fn draw_cue(&self) -> bool {
        J::HARDS_KNOWLEDGE && self.0.draw_cue()
    }

    #[inline]
    fn known_value(&self) -> Option<Known> {
        if J::HARDS_KNOWLEDGE {
            self.0.known_value()
        } else {
            None
        }
    }

    fn search_tuning() -> SearchTuning {
        J::search_tuning()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::Rng;

    #[test]
    fn the_catalog_weights_judge_as_the_catalog_and_other_weights_do_not() {
        let rules = Rules::standard();
        let mut rng = Rng::new(3);
        let mut other = Weights::CATALOG;
        other.set(crate::eval::Term::PlacingPair, 6.0);
        let mut differed = false;
        for _ in 0..20 {
            let mut s = Nines::new(&rules, 0).unwrap();
            let mut scratch = Vec::new();
            while s.to_move().is_some() {
                for seat in [Seat(0), Seat(1)] {
                    let judged = Judged(s.clone(), Weights::CATALOG);
                    assert_eq!(judged.evaluate(seat), s.evaluate(seat));
                    assert_eq!(judged.known_value(), s.known_value());
                    differed |= Judged(s.clone(), other).evaluate(seat) != s.evaluate(seat);
                }
                let m = s.random_move(&mut rng, &mut scratch).unwrap();
                s.apply(m);
            }
        }
        assert!(differed);
    }
}
