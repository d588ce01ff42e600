//! A game in progress, and the [`Game`] contract that front-ends and bots drive it through.
//!
//! The state is a few bytes (three cells, the order, whose turn, a ply counter and the last
//! move), `Copy`, and cloned without touching the heap, because searches clone it at every
//! node.

use crate::actions::{self, MoveError};
use crate::display::{self, View};
use crate::start::draw_start;
use crate::{Animal, Cell, TurnOrder, notation};
use parlour_core::{
    Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, Rng, RulesText,
    Seat, SeatResult, SetupError, Viewer, Words,
};
use serde::{Deserialize, Serialize};

/// The ply cap that [`Game::automated`] adds when the params have none.
pub const AUTOMATED_PLY_CAP: u32 = 300;

/// The rule variant. The default is the seed's game: no cap, the chase may last forever.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Params {
    /// After this many plies without an eat the game ends in a draw for everyone. `None`
    /// (the default for human games) means never.
    #[serde(default)]
    pub ply_cap: Option<u32>,
}

/// What the previous turn did, for the view and the move list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct LastMove {
    /// The animal that moved.
    pub animal: Animal,
    /// Where it came from.
    pub from: Cell,
    /// Where it went.
    pub to: Cell,
    /// The animal it ate on `to`, if it ate.
    pub ate: Option<Animal>,
}

/// The whole state of a game of Elephant–Fox–Mouse.
///
/// ```
/// use parlour_core::Game;
/// use parlour_elephant_fox_mouse::ElephantFoxMouse;
///
/// let mut game = ElephantFoxMouse::from_text(&Default::default(), "E c3 F d4 M a6 / order E F M / E").unwrap();
/// let eat = game.parse_move("d4").unwrap();
/// // What a move does is a message; the front-end says it in its reader's language.
/// let said = |lang| parlour_i18n::lines(lang, &game.explain(eat));
/// assert_eq!(said(parlour_i18n::Lang::En), "The elephant eats the fox on d4 and wins; the mouse survives");
/// assert_eq!(said(parlour_i18n::Lang::Vi), "Voi ăn Cáo ở d4 và thắng; Chuột sống sót");
/// game.play(eat).unwrap();
/// assert_eq!(game.outcome().unwrap().winners(), vec![parlour_core::Seat(0)]);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ElephantFoxMouse {
    pub(crate) params: Params,
    /// Cells of the Elephant, the Fox and the Mouse. An eaten animal keeps the cell where it
    /// was eaten, which is its eater's cell, so equal games have equal arrays.
    pub(crate) cells: [Cell; 3],
    pub(crate) order: TurnOrder,
    /// The animal to move; once an animal is eaten, the eater.
    pub(crate) turn: Animal,
    pub(crate) eaten: Option<Animal>,
    /// Plies played since the start (or since the position the text described).
    pub(crate) ply: u32,
    pub(crate) last: Option<LastMove>,
}

impl ElephantFoxMouse {
    /// Checks the parameters: a cap of 0 would end the game before it starts.
    pub(crate) fn validate(params: &Params) -> Result<(), SetupError> {
        if params.ply_cap == Some(0) {
            return Err(SetupError::InvalidParams(
                "the ply cap must be at least 1".into(),
            ));
        }
        Ok(())
    }

    /// A game set up on a chosen position (for puzzles, tests and analysis): the Elephant,
    /// the Fox and the Mouse on `cells`, `to_move` to play, no ply played yet. Any placement
    /// of three distinct cells is allowed, even one where an animal can eat at once.
    pub fn setup(
        params: &Params,
        cells: [Cell; 3],
        order: TurnOrder,
        to_move: Animal,
    ) -> Result<Self, SetupError> {
        Self::validate(params)?;
        if cells[0] == cells[1] || cells[1] == cells[2] || cells[0] == cells[2] {
            return Err(SetupError::InvalidParams("two animals on one cell".into()));
        }
        Ok(ElephantFoxMouse {
            params: *params,
            cells,
            order,
            turn: to_move,
            eaten: None,
            ply: 0,
            last: None,
        })
    }

    /// Where `animal` stands, or `None` once it has been eaten.
    pub fn cell(&self, animal: Animal) -> Option<Cell> {
        (self.eaten != Some(animal)).then_some(self.cells[animal.index()])
    }

    /// The turn order of this game.
    pub fn order(&self) -> TurnOrder {
        self.order
    }

    /// The animal to move, or `None` once the game is over.
    pub fn animal_to_move(&self) -> Option<Animal> {
        (!self.is_over()).then_some(self.turn)
    }

    /// Plies played so far.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The previous turn, if any.
    pub fn last_move(&self) -> Option<LastMove> {
        self.last
    }

    /// The animal that was eaten, once one was.
    pub fn eaten(&self) -> Option<Animal> {
        self.eaten
    }

    /// The cells of the Elephant, the Fox and the Mouse (an eaten animal shares its eater's).
    pub(crate) fn cells(&self) -> &[Cell; 3] {
        &self.cells
    }

    fn cap_reached(&self) -> bool {
        self.params.ply_cap.is_some_and(|cap| self.ply >= cap)
    }

    /// True once an animal is eaten or the ply cap is reached.
    pub fn is_over(&self) -> bool {
        self.eaten.is_some() || self.cap_reached()
    }
}

impl Game for ElephantFoxMouse {
    type Move = Cell;
    type Params = Params;
    type View = View;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        id: "elephant-fox-mouse",
        name: "Elephant–Fox–Mouse",
        summary: "three animals chase each other round a food chain on a 6×6 board",
        seat_names: &["elephant", "fox", "mouse"],
        variants: &["standard"],
        hidden_information: false,
        draw_by_agreement: true,
    };

    fn variant(name: &str) -> Result<Params, SetupError> {
        parlour_core::variant_by_name(name, Self::INFO.variants, |_| Params::default())
    }

    fn automated(params: &Params) -> Params {
        Params {
            ply_cap: params.ply_cap.or(Some(AUTOMATED_PLY_CAP)),
        }
    }

    fn rules(params: &Params) -> RulesText {
        display::rules(params)
    }

    fn new(params: &Params, seed: u64) -> Result<Self, SetupError> {
        Self::validate(params)?;
        let (cells, order) = draw_start(&mut Rng::new(seed));
        Ok(ElephantFoxMouse {
            params: *params,
            cells,
            order,
            turn: order.first(),
            eaten: None,
            ply: 0,
            last: None,
        })
    }

    fn params(&self) -> &Params {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        self.animal_to_move().map(Animal::seat)
    }

    fn turn_order(&self) -> Vec<Seat> {
        self.order.animals().iter().map(|a| a.seat()).collect()
    }

    fn legal_moves_into(&self, out: &mut Vec<Cell>) {
        out.clear();
        if !self.is_over() {
            actions::for_each_action(&self.cells, self.turn, |c, _| out.push(c));
        }
    }

    fn check(&self, mv: Cell) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        actions::judge(&self.cells, self.turn, mv).map(|_| ())
    }

    fn apply(&mut self, mv: Cell) {
        if self.is_over() {
            return;
        }
        let mover = self.turn;
        let from = self.cells[mover.index()];
        let prey = mover.prey();
        let ate = (self.cells[prey.index()] == mv).then_some(prey);
        self.cells[mover.index()] = mv;
        self.ply = self.ply.saturating_add(1);
        self.last = Some(LastMove {
            animal: mover,
            from,
            to: mv,
            ate,
        });
        if ate.is_some() {
            self.eaten = ate;
            return;
        }
        self.turn = self.order.after(mover);
        // A seat without any action would skip its turn. On the 6×6 board every seat always
        // has one (checked over all states in the tests), so this never fires; it is kept
        // for smaller boards, as the rules ask.
        for _ in 0..2 {
            if actions::has_action(&self.cells, self.turn) {
                break;
            }
            self.turn = self.order.after(self.turn);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(victim) = self.eaten {
            let winner = victim.predator();
            let results = Animal::ALL
                .iter()
                .map(|&a| match a {
                    a if a == winner => SeatResult::Win,
                    a if a == victim => SeatResult::Loss,
                    _ => SeatResult::Survivor,
                })
                .collect();
            return Some(Outcome {
                results,
                scores: None,
                rounds: None,
                reason: "eaten".into(),
            });
        }
        self.cap_reached().then(|| Outcome::draw(3, "ply cap"))
    }

    fn view(&self, viewer: Viewer) -> View {
        display::view(self, viewer)
    }

    /// The animal resigning loses as if eaten: its predator wins and the third animal
    /// survives (the outcome an eat would have given).
    fn resignation(&self, seat: Seat) -> Outcome {
        let Some(quitter) = Animal::from_seat(seat) else {
            return Outcome::draw(3, "resignation");
        };
        let winner = quitter.predator();
        let results = Animal::ALL
            .iter()
            .map(|&a| match a {
                a if a == winner => SeatResult::Win,
                a if a == quitter => SeatResult::Loss,
                _ => SeatResult::Survivor,
            })
            .collect();
        Outcome {
            results,
            scores: None,
            rounds: None,
            reason: "resignation".into(),
        }
    }

    fn parse_move(&self, text: &str) -> Result<Cell, ParseMoveError> {
        notation::parse_move(text)
    }

    fn format_move(&self, mv: Cell) -> String {
        mv.to_string()
    }

    /// The animal to move goes `to` a cell: `move` to an empty one, `eat` on its prey.
    fn move_data(&self, mv: Cell) -> MoveData {
        let Some(animal) = self.animal_to_move() else {
            return MoveData::new("move").to(mv.to_string());
        };
        let eats = self.cell(animal.prey()) == Some(mv);
        let data = MoveData::new(if eats { "eat" } else { "move" }).to(mv.to_string());
        match self.cell(animal) {
            Some(from) => data.from(from.to_string()),
            None => data,
        }
    }

    fn to_text(&self) -> String {
        notation::to_text(self)
    }

    fn from_text(params: &Params, text: &str) -> Result<Self, ParsePositionError> {
        notation::from_text(params, text)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        display::render(self, viewer, words)
    }

    fn explain(&self, mv: Cell) -> Vec<Message> {
        vec![display::explain(self, mv)]
    }
}
