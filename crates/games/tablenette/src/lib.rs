//! # Tablenette
//!
//! A fishing card game for two players, **south** and **north**, as the client's 1991
//! shareware played it (the rules are in `docs/rules/tablenette.md`).
//!
//! ## The game in brief
//! - **The deal** ([`state`]). One 52-card deck, shuffled from the game's seed. Six cards
//!   to each player, one at a time, the non-dealer first; then four cards face up on the
//!   table. A jack drawn for the table goes under the deck (so it is the last card of the
//!   hand) and another card is drawn. When both hands are empty, six more each, until the
//!   deck is used up after four rounds. The non-dealer leads every round.
//! - **Values** ([`cards`]). 2–10 as printed, J 12, Q 13, K 14, and the ace 1 or 11.
//! - **A play** ([`capture`]). Trail a card (lay it on the table; always allowed), or
//!   capture with it: **every** table card of its rank plus at most **one pair** of table
//!   cards adding up to its value. A jack takes the whole table (no trail), or is laid on
//!   an empty table, where it counts 12.
//! - **Tablenette.** A capture that clears the table, by any card but a jack, scores the
//!   face values of the played card and all it took: table 10♦ 4♠ K♥ K♠, K♣ takes all,
//!   14 + 10 + 4 + 14 + 14 = 56.
//! - **The end of a hand.** The cards left on the table go to the last player who took.
//!   Each player scores the card points of the pile (A K Q J and tens 1, 10♦ 2, 2♣ 1:
//!   22 in all), 3 for more than 27 cards, and the hand's Tablenettes.
//! - **The end of the game.** Scores add up over hands and the deal alternates; after a
//!   hand, a player over 251 with the higher score wins. The `"hand"` variant plays one
//!   hand.
//!
//! ## Reading the crate
//! [`cards`] (the deck), [`capture`] (what a card may take and what it scores),
//! [`state`] (deal, turns, plays, end of hand and game), [`view`] (what each seat sees, and
//! the worlds a seat cannot tell apart), [`notation`] (`7H`, `KC:10D+4S+KH+KS`),
//! [`position`] (the one-line position text), and [`bots`] (the computer players).
//!
//! ```
//! use parlour_core::Game;
//! use parlour_tablenette::Tablenette;
//!
//! let mut g = Tablenette::new(&Tablenette::variant("hand").unwrap(), 7).unwrap();
//! while g.to_move().is_some() {
//!     let mv = g.legal_moves()[0];
//!     g.play(mv).unwrap();
//! }
//! let o = g.outcome().unwrap();
//! assert_eq!(o.rounds, Some(1));
//! ```
//!
//! ## Computer players
//! [`bots::easy`] is [`Greedy`], [`bots::medium`] is [`Prudent`] (greedy minus the
//! opponent's expected reply, by card counting); the hard level is a generic search of
//! `parlour-ai` run at [`bots::HARD`] over this crate's
//! [`Determinized`](parlour_core::Determinized) hooks ([`bots::search`]). None of them is
//! given the real state: each gets its seat's [`InfoSet`](parlour_core::InfoSet), so it
//! cannot depend on the hidden cards.
//!
//! ## Position text
//! [`to_text`](Game::to_text) writes the whole state on one line, hidden cards and seed
//! included (so never show it to a player); the fields are listed in [`position`].
//!
//! ## Hidden information and the seed
//! A seat's [`view`](Game::view) holds its own hand, never the other hand, the deck order
//! or the seed. [`sample`](Game::sample) redeals the unseen cards at random and gives the
//! sampled world a fresh seed, so the hands after the current one are unknown too.
//!
//! ## Words
//! The crate says nothing in a language of its own: what it tells people is data
//! ([`parlour_core::Message`]) and the front-ends choose the words. The rules players read
//! are `rules/{en,vi,ru}.md` beside this crate, written for players of each language
//! («Табланет»), followed by the variant's part as messages
//! ([`Game::rules`]); `locales/{en,vi,ru}.ftl` holds the words of
//! a play with its cards and points (`tablenette-took`, `tablenette-hand-ends`), why a play is refused (every [`MoveError`] is `Describe`), the table drawing, and how the variant ends. Notation (what people type) is the same in every language.

pub mod bots;
pub mod capture;
pub mod cards;
mod explain;
pub mod notation;
pub mod position;
mod render;
mod rules;
pub mod state;
pub mod view;

pub use bots::{Greedy, Prudent};
pub use cards::{Card, CardList, CardSet, Rank, Suit};
pub use state::{HandTally, LastPlay, MoveError, Play, Tablenette, TablenetteParams};
pub use view::{HandSheet, PlayOption, TablenetteView};

use parlour_core::{
    Game, GameInfo, Message, MoveData, Outcome, ParseMoveError, ParsePositionError, Rng, RulesText,
    Seat, SetupError, Viewer, Words,
};

/// A seat's name as a message of the shared catalogue (`seat-south`, `seat-north`).
pub fn seat_message(seat: Seat) -> parlour_core::Arg {
    parlour_core::Arg::msg(if seat.index() & 1 == 0 {
        "seat-south"
    } else {
        "seat-north"
    })
}

/// The name of a seat: `"south"` or `"north"`.
pub fn seat_name(seat: Seat) -> &'static str {
    Tablenette::INFO.seat_names[seat.index() & 1]
}

impl Game for Tablenette {
    type Move = Play;
    type Params = TablenetteParams;
    type View = TablenetteView;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        id: "tablenette",
        name: "Tablenette",
        summary: "a two-player fishing card game: capture by rank and pairs, clear the table",
        seat_names: &["south", "north"],
        variants: &["client", "hand"],
        hidden_information: true,
        draw_by_agreement: false,
    };

    fn variant(name: &str) -> Result<TablenetteParams, SetupError> {
        parlour_core::variant_by_name(name, Self::INFO.variants, |i| TablenetteParams {
            single_hand: i == 1,
            hand_limit: None,
        })
    }

    /// Full games end with probability one, but a run of tied scores could go on; computer
    /// games stop after 200 hands (random play needs about 15).
    fn automated(params: &TablenetteParams) -> TablenetteParams {
        TablenetteParams {
            hand_limit: Some(params.hand_limit.unwrap_or(200)),
            ..params.clone()
        }
    }

    fn rules(params: &TablenetteParams) -> RulesText {
        rules::text(params)
    }

    fn new(params: &TablenetteParams, seed: u64) -> Result<Self, SetupError> {
        if params.hand_limit == Some(0) {
            return Err(SetupError::InvalidParams(
                "the hand limit must be at least 1".into(),
            ));
        }
        Ok(Tablenette::start(params, seed))
    }

    fn params(&self) -> &TablenetteParams {
        &self.params
    }

    fn to_move(&self) -> Option<Seat> {
        self.turn()
    }

    /// The hand's order: the dealer's opponent leads and the dealer plays second (the deal
    /// passes to the other player every hand).
    fn turn_order(&self) -> Vec<Seat> {
        vec![self.dealer.other(), self.dealer]
    }

    fn legal_moves_into(&self, out: &mut Vec<Play>) {
        self.legal_into(out);
    }

    fn check(&self, mv: Play) -> Result<(), MoveError> {
        self.check_play(mv)
    }

    fn apply(&mut self, mv: Play) {
        self.apply_play(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn view(&self, viewer: Viewer) -> TablenetteView {
        self.view_for(viewer)
    }

    fn parse_move(&self, text: &str) -> Result<Play, ParseMoveError> {
        self.read_play(text)
    }

    fn completions(&self, text: &str) -> Vec<Play> {
        self.complete(text)
    }

    fn format_move(&self, mv: Play) -> String {
        self.notation(mv)
    }

    /// `trail` a hand card, or `capture` table cards with it (`with` lists them).
    fn move_data(&self, mv: Play) -> MoveData {
        if mv.take.is_empty() {
            MoveData::new("trail").from(mv.card.to_string())
        } else {
            MoveData::new("capture")
                .from(mv.card.to_string())
                .with(mv.take.iter().map(|c| c.to_string()).collect())
        }
    }

    fn to_text(&self) -> String {
        self.write_text()
    }

    fn from_text(params: &TablenetteParams, text: &str) -> Result<Self, ParsePositionError> {
        Tablenette::read_text(params, text)
    }

    fn render(&self, viewer: Viewer, words: &dyn Words) -> String {
        self.draw(viewer, words)
    }

    /// The card, what it took and the points, in one message.
    fn explain(&self, mv: Play) -> Vec<Message> {
        vec![self.explain_play(mv)]
    }

    fn sample(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.sample_for(seat, rng)
    }
}
