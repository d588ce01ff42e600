//! The rules of Pebbles, in the shape every Parlour game has: `parlour_core::Game`.

use crate::{Pebbles, PebblesParams, PebblesView, Take, TakeError};
use parlour_core::{
    Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, RulesText,
    Seat, SetupError, Viewer, Words,
};

impl Game for Pebbles {
    type Move = Take;
    type Params = PebblesParams;
    type View = PebblesView;
    type MoveError = TakeError;

    const INFO: GameInfo = GameInfo {
        id: "pebbles",
        name: "Pebbles",
        summary: "take one to three pebbles from the pile; whoever takes the last one wins",
        seat_names: &["south", "north"],
        variants: &["classic", "long"],
        hidden_information: false,
        draw_by_agreement: false,
    };

    fn variant(name: &str) -> Result<PebblesParams, SetupError> {
        parlour_core::variant_by_name(name, Self::INFO.variants, |i| match i {
            0 => PebblesParams::default(),
            _ => PebblesParams {
                pile: 50,
                max_take: 5,
            },
        })
    }

    fn rules(params: &PebblesParams) -> RulesText {
        // The rules are a document per language (a real game keeps them in
        // `rules/<lang>.md` beside its crate and includes them with `include_str!`); what
        // the variant sets is said as a message, put into words by the front-end.
        RulesText {
            documents: &[(
                "en",
                "South and North take turns to take pebbles from one pile.\n\
                 Whoever takes the last pebble wins.\n",
            )],
            variant: vec![
                Message::new("pebbles-variant")
                    .with("pile", params.pile)
                    .with("most", params.max_take),
            ],
        }
    }

    fn new(params: &PebblesParams, _seed: u64) -> Result<Pebbles, SetupError> {
        // Pebbles has no chance, so the seed decides nothing. A game with chance draws all
        // of it from `parlour_core::Rng::new(seed)` here and in `apply`, never elsewhere.
        params.validate()?;
        Ok(Pebbles {
            params: params.clone(),
            left: params.pile,
            turn: Seat(0),
        })
    }

    fn params(&self) -> &PebblesParams {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        (self.left > 0).then_some(self.turn)
    }

    fn legal_moves_into(&self, out: &mut Vec<Take>) {
        // Once the pile is empty `most` is 0, and the list is empty: the game is over.
        out.clear();
        out.extend((1..=self.most()).map(Take));
    }

    fn check(&self, mv: Take) -> Result<(), TakeError> {
        if self.left == 0 {
            Err(TakeError::GameOver)
        } else if mv.0 == 0 {
            Err(TakeError::Nothing)
        } else if mv.0 > self.most() {
            Err(TakeError::TooMany { most: self.most() })
        } else {
            Ok(())
        }
    }

    fn apply(&mut self, mv: Take) {
        // Search calls this with moves it knows are legal; saturating keeps a wrong call
        // from panicking all the same.
        self.left = self.left.saturating_sub(mv.0);
        self.turn = self.turn.other();
    }

    fn outcome(&self) -> Option<Outcome> {
        // The seat that took the last pebble is the one that is not to move.
        (self.left == 0).then(|| Outcome::win(self.turn.other(), 2, "last pebble"))
    }

    fn view(&self, _viewer: Viewer) -> PebblesView {
        PebblesView {
            left: self.left,
            max_take: self.params.max_take,
        }
    }

    fn parse_move(&self, text: &str) -> Result<Take, ParseMoveError> {
        // Reading is not judging: `9` is read as a move here, and `play` refuses it.
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        text.parse()
            .map(Take)
            .map_err(|_| ParseMoveError::Malformed {
                text: text.to_string(),
                expected: Message::new("pebbles-expected-number"),
            })
    }

    fn format_move(&self, mv: Take) -> String {
        mv.0.to_string()
    }

    fn move_data(&self, mv: Take) -> MoveData {
        // A board finds a move by its kind and the places it touches; here the only
        // "place" is the count.
        MoveData::new("take").to(mv.0.to_string())
    }

    fn to_text(&self) -> String {
        // The pebbles left and the seat to move: `18 north`.
        let seat = Self::INFO.seat_names[self.turn.index()];
        format!("{} {seat}", self.left)
    }

    fn from_text(params: &PebblesParams, text: &str) -> Result<Pebbles, ParsePositionError> {
        let malformed = || {
            ParsePositionError::Malformed(format!(
                "'{text}': expected the pebbles left and the seat to move, like '18 north'"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [left, seat] = words[..] else {
            return Err(malformed());
        };
        let left: u8 = left.parse().map_err(|_| malformed())?;
        let turn = match Self::INFO.seat_names.iter().position(|s| *s == seat) {
            Some(i) => Seat(i as u8),
            None => return Err(malformed()),
        };
        params
            .validate()
            .map_err(|e| ParsePositionError::Impossible(e.to_string()))?;
        if left > params.pile {
            return Err(ParsePositionError::Impossible(format!(
                "{left} pebbles left of a pile of {}",
                params.pile
            )));
        }
        Ok(Pebbles {
            params: params.clone(),
            left,
            turn,
        })
    }

    fn render(&self, _viewer: Viewer, words: &dyn Words) -> String {
        // One `o` a pebble, in rows of ten, then the count.
        let pebbles = "o".repeat(usize::from(self.left));
        let rows: Vec<&str> = pebbles
            .as_bytes()
            .chunks(10)
            .map(|row| std::str::from_utf8(row).unwrap_or_default())
            .collect();
        let left = words.say(&Message::new("pebbles-left").with("count", self.left));
        format!("{}\n{left}", rows.join("\n"))
    }
}
