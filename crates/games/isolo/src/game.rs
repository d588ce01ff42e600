//! Isolo as a Parlour [`Game`]: the contract every front-end, bot and test drives.

use crate::display::{lap_messages, side};
use crate::error::MoveError;
use crate::params::{ALIASES, IsoloParams, VARIANTS};
use crate::rules::rules_text;
use crate::state::{Hole, Isolo, Status};
use crate::view::IsoloView;
use parlour_core::{
    Describe, Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError,
    RulesText, Seat, SetupError, Viewer, Words,
};

impl Game for Isolo {
    type Move = Hole;
    type Params = IsoloParams;
    type View = IsoloView;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        id: "isolo",
        name: "Isolo",
        summary: "a Bemba sowing game from Zambia: sow your row, capture, empty the enemy row",
        seat_names: &["south", "north"],
        variants: &[
            VARIANTS[0].0,
            VARIANTS[1].0,
            VARIANTS[2].0,
            VARIANTS[3].0,
            VARIANTS[4].0,
            VARIANTS[5].0,
        ],
        hidden_information: false,
        draw_by_agreement: false,
    };

    /// A listed variant, or `standard`, the old name of the 8-hole game.
    fn variant(name: &str) -> Result<IsoloParams, SetupError> {
        let wanted = name.trim().to_ascii_lowercase();
        if let Some(&(_, holes)) = ALIASES.iter().find(|(alias, _)| *alias == wanted) {
            return Ok(IsoloParams::with_holes(holes));
        }
        parlour_core::variant_by_name(name, Self::INFO.variants, |i| {
            IsoloParams::with_holes(VARIANTS[i].1)
        })
    }

    fn automated(params: &IsoloParams) -> IsoloParams {
        params.automated()
    }

    fn rules(params: &IsoloParams) -> RulesText {
        rules_text(params)
    }

    /// The start position; Isolo has no chance, so the seed is not used.
    fn new(params: &IsoloParams, _seed: u64) -> Result<Isolo, SetupError> {
        Isolo::start(params)
    }

    fn params(&self) -> &IsoloParams {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        (self.status == Status::Playing).then_some(self.side)
    }

    fn legal_moves_into(&self, out: &mut Vec<Hole>) {
        out.clear();
        if self.status != Status::Playing {
            return;
        }
        let mine = self.row(self.side);
        out.extend(
            (0..mine.len())
                .filter(|&i| mine[i] > 0 && self.sowing_ends(i))
                .map(|i| Hole(i as u8 + 1)),
        );
    }

    fn check(&self, mv: Hole) -> Result<(), MoveError> {
        self.check_hole(mv)
    }

    fn apply(&mut self, mv: Hole) {
        self.apply_hole(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now()
    }

    fn view(&self, _viewer: Viewer) -> IsoloView {
        self.view_all()
    }

    fn parse_move(&self, text: &str) -> Result<Hole, ParseMoveError> {
        self.parse_hole(text)
    }

    fn format_move(&self, mv: Hole) -> String {
        mv.0.to_string()
    }

    /// A sowing from a hole of the mover's row, numbered from its owner's left.
    fn move_data(&self, mv: Hole) -> MoveData {
        MoveData::new("sow").from(mv.0.to_string())
    }

    fn to_text(&self) -> String {
        self.write_text()
    }

    fn from_text(params: &IsoloParams, text: &str) -> Result<Isolo, ParsePositionError> {
        Isolo::read_text(params, text)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.draw(viewer, words)
    }

    /// The laps the move would make, a message each; or why it cannot be played.
    fn explain(&self, mv: Hole) -> Vec<Message> {
        match self.trace(mv) {
            Ok(t) => lap_messages(&t, self.holes()),
            Err(e) => vec![
                Message::new("isolo-cannot-play")
                    .with("side", side(self.side))
                    .with("hole", mv.0)
                    .with("reason", e.message()),
            ],
        }
    }
}
