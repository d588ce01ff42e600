//! Virus War as a Parlour [`Game`]: the trait methods, each handed to the module that holds
//! its idea.

use crate::board::Cell;
use crate::display::{VirusWarView, rules_text};
use crate::state::{CellState, Move, MoveError, VirusWar};
use crate::variant::{VARIANTS, VirusWarParams};
use parlour_core::{
    Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, Rng, RulesText,
    Seat, SetupError, Viewer, Words,
};

impl VirusWar {
    /// How the game ended, or `None` while it goes on.
    pub(crate) fn result(&self) -> Option<Outcome> {
        if let Some(loser) = self.destroyed_seat() {
            Some(Outcome::win(Seat(1 - loser as u8), 2, "destruction"))
        } else if self.passes >= 2 {
            Some(Outcome::draw(2, "double pass"))
        } else {
            None
        }
    }
}

impl Game for VirusWar {
    type Move = Move;
    type Params = VirusWarParams;
    type View = VirusWarView;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        id: "virus-war",
        name: "Virus War",
        summary: "two virus colonies grow and kill each other, three sub-moves a turn",
        seat_names: &["x", "o"],
        variants: VARIANTS,
        hidden_information: false,
        // The game has its own way to agree a draw: both players pass.
        draw_by_agreement: false,
    };

    fn variant(name: &str) -> Result<VirusWarParams, SetupError> {
        parlour_core::variant_by_name(name, VARIANTS, VirusWarParams::of_variant)
    }

    /// No caps are needed: every cell changes at most twice and a pass must be answered by a
    /// sub-move or the game ends, so a game has at most 2 · (2 · cells) + 2 plies.
    fn automated(params: &VirusWarParams) -> VirusWarParams {
        *params
    }

    fn rules(params: &VirusWarParams) -> RulesText {
        rules_text(params)
    }

    fn new(params: &VirusWarParams, _seed: u64) -> Result<VirusWar, SetupError> {
        // Virus War has no chance: the seed is not needed.
        params.validate()?;
        Ok(VirusWar::start(*params))
    }

    fn params(&self) -> &VirusWarParams {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then_some(Seat(self.side))
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.legal_into(out);
    }

    /// Picks straight from the cached available set: the same choice, for the same `rng`, as
    /// picking from [`Game::legal_moves`] (cells in index order, then the pass), without
    /// listing anything.
    fn random_move(&self, rng: &mut Rng, _scratch: &mut Vec<Move>) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let cells = self.avail.count_ones() as usize;
        let total = cells + usize::from(self.sub == 0);
        if total == 0 {
            return None;
        }
        let r = rng.below(total);
        if r == cells {
            return Some(Move::Pass);
        }
        let mut bits = self.avail;
        for _ in 0..r {
            bits &= bits - 1;
        }
        Cell::from_index(bits.trailing_zeros() as u8).map(Move::Cell)
    }

    fn check(&self, mv: Move) -> Result<(), MoveError> {
        self.check_move(mv)
    }

    fn apply(&mut self, mv: Move) {
        self.apply_move(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn view(&self, viewer: Viewer) -> VirusWarView {
        self.make_view(viewer)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        self.parse(text)
    }

    fn format_move(&self, mv: Move) -> String {
        self.format(mv)
    }

    /// `grow` on an empty cell, `kill` on an enemy symbol, or `pass`. `to` is the cell's
    /// name (`e5`, without the `*` the notation of a kill carries).
    fn move_data(&self, mv: Move) -> MoveData {
        match mv {
            Move::Pass => MoveData::new("pass"),
            Move::Cell(c) => {
                let kind = if self.cell(c) == CellState::Empty {
                    "grow"
                } else {
                    "kill"
                };
                MoveData::new(kind).to(c.to_string())
            }
        }
    }

    fn to_text(&self) -> String {
        self.text()
    }

    fn from_text(params: &VirusWarParams, text: &str) -> Result<VirusWar, ParsePositionError> {
        VirusWar::read(params, text)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.draw(viewer, words)
    }

    fn explain(&self, mv: Move) -> Vec<Message> {
        vec![self.describe(mv)]
    }
}
