//! Nines as a `parlour_core::Game`: the glue between the rules above and every front-end.

use crate::board::Point;
use crate::legality::MoveError;
use crate::position::{Nines, Phase};
use crate::rules::{Rules, VARIANTS};
use crate::step::{self, NotationError, Step, Written};
use crate::text::{reason, seat_name};
use crate::view::NinesView;
use parlour_core::{
    Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, Rng, RulesText,
    Seat, SetupError, Viewer, Words,
};

impl Game for Nines {
    type Move = Step;
    type Params = Rules;
    type View = NinesView;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        id: "nines",
        name: "Nines",
        summary: "Nine Men's Morris: place nine pieces, form lines of three, take the \
                  opponent's pieces",
        seat_names: &["white", "black"],
        variants: VARIANTS,
        hidden_information: false,
        draw_by_agreement: true,
    };

    fn variant(name: &str) -> Result<Rules, SetupError> {
        Rules::by_name(name)
    }

    fn automated(params: &Rules) -> Rules {
        params.automated()
    }

    fn rules(params: &Rules) -> RulesText {
        params.text()
    }

    /// Nines has no chance: the seed is not used.
    fn new(params: &Rules, _seed: u64) -> Result<Nines, SetupError> {
        params.validate()?;
        Ok(Nines::start(*params))
    }

    fn params(&self) -> &Rules {
        &self.rules
    }

    #[inline]
    fn to_move(&self) -> Option<Seat> {
        match self.end {
            None => Some(self.side()),
            Some(_) => None,
        }
    }

    #[inline]
    fn legal_moves_into(&self, out: &mut Vec<Step>) {
        self.steps_into(out);
    }

    /// Draws the step without listing the steps (see the `random` module): random playouts
    /// spend most of their time here.
    #[inline(always)]
    fn random_move(&self, rng: &mut Rng, _scratch: &mut Vec<Step>) -> Option<Step> {
        self.random_step(rng)
    }

    /// Draws and plays in one go (see the `random` module): a slide is played straight from
    /// a table of slides.
    #[inline(always)]
    fn play_random(&mut self, rng: &mut Rng, _scratch: &mut Vec<Step>) -> Option<Step> {
        self.play_random_step(rng)
    }

    /// Stretches of placements, and of moves with the removals they bring, are played with
    /// the position in registers (see the `playout` module).
    fn playout(&mut self, rng: &mut Rng, _scratch: &mut Vec<Step>, max_plies: usize) -> usize {
        self.play_out(rng, max_plies)
    }

    fn check(&self, mv: Step) -> Result<(), MoveError> {
        self.check_step(mv)
    }

    // Always inlined: a random playout alternates `random_move` and `apply`, and inlined the
    // two share values in registers rather than through a call (the difference is about 10%
    // of `parlour bench`).
    #[inline(always)]
    fn apply(&mut self, mv: Step) {
        self.apply_step(mv);
    }

    /// Offers are made under rules with draw offers (`client`), on your own turn, not in
    /// the middle of a removal, once your hand is empty.
    fn may_offer_draw(&self, seat: Seat) -> bool {
        crate::draw::DrawOffer::make(self, seat).is_ok()
    }

    /// Under `client` rules; `standard` has none.
    fn has_draw_offers(&self) -> bool {
        self.rules.draw_offers
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|e| e.outcome())
    }

    fn view(&self, _viewer: Viewer) -> NinesView {
        self.build_view()
    }

    fn parse_move(&self, text: &str) -> Result<Step, ParseMoveError> {
        let written = step::read(text).map_err(|e| match e {
            NotationError::Empty => ParseMoveError::Empty,
            NotationError::Malformed => ParseMoveError::Malformed {
                text: text.trim().to_string(),
                expected: Message::new("nines-expected"),
            },
            NotationError::NotAPoint(sq) => ParseMoveError::Inconsistent {
                text: text.trim().to_string(),
                reason: Message::new("nines-not-a-point").with("square", sq),
            },
        })?;
        match written {
            Written::Remove(p) => Ok(Step::Remove(p)),
            Written::Slide(from, to) => Ok(Step::Slide { from, to }),
            Written::Point(p) => self.read_bare_point(text, p),
        }
    }

    fn completions(&self, text: &str) -> Vec<Step> {
        match step::read(text) {
            Ok(Written::Point(p)) if self.moving_now() => {
                let c = self.slides_touching(p);
                if c.len() > 1 { c } else { Vec::new() }
            }
            _ => Vec::new(),
        }
    }

    fn format_move(&self, mv: Step) -> String {
        mv.to_string()
    }

    fn move_data(&self, mv: Step) -> MoveData {
        match mv {
            Step::Place(p) => MoveData::new("place").to(p.label()),
            Step::Slide { from, to } if from.neighbours() & to.bit() != 0 => {
                MoveData::new("move").from(from.label()).to(to.label())
            }
            Step::Slide { from, to } => MoveData::new("fly").from(from.label()).to(to.label()),
            Step::Remove(p) => MoveData::new("remove").to(p.label()),
        }
    }

    fn to_text(&self) -> String {
        self.write_text()
    }

    fn from_text(params: &Rules, text: &str) -> Result<Nines, ParsePositionError> {
        Nines::read_text(params, text)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.draw(viewer, words)
    }

    /// The step, whether it closes a line and what follows, and how the game ends if it
    /// does: one message.
    fn explain(&self, mv: Step) -> Vec<Message> {
        let me = self.side();
        let who = seat_name(me);
        // By id, so each language chooses the form of the name ("a black piece",
        // «фишку чёрных»).
        let victim = if me.other().0 == 0 { "white" } else { "black" };
        let step = match mv {
            Step::Place(p) => Message::new("nines-place").with("point", p.to_string()),
            Step::Slide { from, to } if from.neighbours() & to.bit() != 0 => {
                Message::new("nines-slide")
                    .with("from", from.to_string())
                    .with("to", to.to_string())
            }
            Step::Slide { from, to } => Message::new("nines-fly")
                .with("from", from.to_string())
                .with("to", to.to_string()),
            Step::Remove(p) => Message::new("nines-remove")
                .with("point", p.to_string())
                .with("victim", victim),
        }
        .with("seat", who);
        if self.check_step(mv).is_err() {
            return vec![Message::new("nines-not-legal-here").with("step", step)];
        }
        let mut after = self.clone();
        after.apply_step(mv);
        let closed = mv
            .destination()
            .is_some_and(|to| crate::board::in_line(after.pieces_mask(me), to));
        let mut what = step;
        if closed {
            let key = if after.removal_due {
                "nines-closes-remove"
            } else if after.end.is_none() {
                "nines-closes-protected"
            } else {
                "nines-closes"
            };
            what = Message::new(key).with("step", what).with("victim", victim);
        }
        if let Some(e) = after.end {
            what = match e.winner {
                Some(w) => Message::new("nines-then-wins")
                    .with("step", what)
                    .with("seat", seat_name(w))
                    .with("reason", reason(e.reason.key())),
                None => Message::new("nines-then-drawn")
                    .with("step", what)
                    .with("reason", reason(e.reason.key())),
            };
        }
        vec![Message::new("nines-explained").with("step", what)]
    }
}

impl Nines {
    /// True when the side to act moves pieces (rather than placing or removing).
    fn moving_now(&self) -> bool {
        self.end.is_none() && !self.removal_due && self.phase(self.side()) != Phase::Placing
    }

    /// The legal slides that start or end on `p`.
    fn slides_touching(&self, p: Point) -> Vec<Step> {
        let mut all = Vec::new();
        self.steps_into(&mut all);
        all.retain(|s| matches!(s, Step::Slide { from, to } if *from == p || *to == p));
        all
    }

    /// A bare point means a placement; helpfully also a removal when one is due, or the one
    /// slide that starts or ends there while moving.
    fn read_bare_point(&self, text: &str, p: Point) -> Result<Step, ParseMoveError> {
        if self.removal_due() {
            return Ok(Step::Remove(p));
        }
        if !self.moving_now() {
            return Ok(Step::Place(p));
        }
        let options = self.slides_touching(p);
        match options.as_slice() {
            [one] => Ok(*one),
            [] => Err(ParseMoveError::Inconsistent {
                text: text.trim().to_string(),
                reason: Message::new("nines-placing-over").with("point", p.to_string()),
            }),
            _ => Err(ParseMoveError::Ambiguous {
                text: text.trim().to_string(),
                options: options.iter().map(Step::to_string).collect(),
            }),
        }
    }
}
