//! What one viewer of a table may see: the only table data a door sends.
//!
//! Built from the game's per-seat view ([`parlour_core::Game::view`]), so hidden cards stay
//! hidden: the board is the viewer's own view, legal moves are listed only to the seat to
//! move, and the record (which holds the seed) is not part of it.

use super::series::{
    SeriesEntry, SeriesView, distinct_names, numbered_name, numbers_by_place, repeat_numbers,
};
use super::{CalledOff, Participant, Phase, Table, UndoPolicy};
use crate::game_match::LegalMove;
use parlour_core::{Outcome, Seat, Viewer};
use parlour_i18n::Lang;
use serde::{Deserialize, Serialize};

/// A table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    /// Game id, e.g. `"nines"`.
    #[serde(deserialize_with = "parlour_core::interned::static_str")]
    pub game: parlour_core::interned::StaticStr,
    /// Display name of the game.
    #[serde(deserialize_with = "parlour_core::interned::static_str")]
    pub name: parlour_core::interned::StaticStr,
    /// The rule variant.
    pub variant: String,
    /// Grows with every change; a move must quote the version it was chosen in.
    pub version: u64,
    /// `waiting`, `playing` or `over`.
    pub phase: Phase,
    /// The current (or last) game's number in the series, from 1 (0 before the first).
    pub game_number: u64,
    /// The viewer's seat, `None` for a spectator.
    pub you: Option<Seat>,
    /// Every seat: its name, who sits there, whether they are ready.
    pub seats: Vec<SeatView>,
    /// The seat to move, while a game is being played.
    pub to_move: Option<Seat>,
    /// The computer seat that is thinking now, if any.
    pub thinking: Option<Seat>,
    /// Seats in the order they move.
    pub turn_order: Vec<Seat>,
    /// The viewer's legal moves, when it is the viewer's turn (empty otherwise).
    pub legal: Vec<LegalMove>,
    /// The game's own view of the position for this viewer (its shape is the game's).
    pub board: crate::game_match::BoardJson,
    /// The moves of the current game, each with what it did in the view's language.
    pub moves: Vec<MoveView>,
    /// These rules have draws by agreement (the game has them and this variant keeps them):
    /// without, D is not offered and its key says why.
    pub draw_offers: bool,
    /// The pending draw offer.
    pub draw: Option<DrawView>,
    /// The draw offer declined since the last move, so the players are told (the one who
    /// offered may offer again after moving).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_declined: Option<DeclinedView>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// The last game was called off without a result (a player resigned, left or went away
    /// before everyone had moved): over, with no outcome, counted for nobody.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abandoned: bool,
    /// Who called the last game off, and how (resigned, left, went away), when it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called_off: Option<CalledOff>,
    /// A move of this game (the one being played, or the last one once it is over) was
    /// taken back: it counts in the players' statistics but is not rated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
    /// The seats of this game (the one being played, or the last one) whose person went
    /// away in the middle of it while a computer played on: leaving loses, so the game
    /// counts as lost by them and won by everyone who stayed, whatever `outcome` says of
    /// the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<Seat>,
    /// The names of the people who left those seats, in the order of `left` (`None` for
    /// one the table does not know): the computer now in the seat is not who left.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left_names: Vec<Option<String>>,
    /// Who played the last game, by seat, once it is over (empty otherwise): the people
    /// its `outcome` speaks of, whoever sits at the table now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcome_players: Vec<PlayerView>,
    /// The viewer's seat in the last game, once it is over; `None` for a viewer who did not
    /// play it (who sat down after it, say), though `you` gives their seat for the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<Seat>,
    /// The score of the series at this table.
    pub series: SeriesView,
    /// What the viewer may do now besides moving.
    pub actions: Actions,
}

/// One move of the current game, as a viewer reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveView {
    /// The seat that played it.
    pub seat: Seat,
    /// The move in the game's notation (the same in every language).
    pub notation: String,
    /// What it did, one line per message of the game (one per Isolo lap); shared with the
    /// table's words for the move, which made it once.
    pub explanation: std::sync::Arc<str>,
    /// The same as data and in every language, for a door that says it in each reader's
    /// language (a handle on the words the table keeps). Not sent: a view that crossed to
    /// another node has only `explanation`.
    #[serde(skip)]
    pub words: Option<crate::game_match::MoveWords>,
}

/// One seat of the current game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Its name in the game (`"white"`, `"fox"`).
    #[serde(deserialize_with = "parlour_core::interned::static_str")]
    pub seat_name: parlour_core::interned::StaticStr,
    /// The place at the table that holds this seat in the current game.
    pub place: usize,
    /// Who sits there, `None` when the place is open.
    pub player: Option<PlayerView>,
    /// Whether they are ready for the next game (between games).
    pub ready: bool,
    /// Seconds since the person's last connection closed, when they are away (filled in
    /// by the server, which knows connections).
    pub away_secs: Option<u64>,
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Their name, distinct from every other name at the table.
    pub name: String,
    /// True for a computer player.
    pub computer: bool,
    /// A computer's level.
    pub level: Option<String>,
    /// When two players at the table have one name (two computers of one level), this
    /// one's number among them: `name` ends with it, and a front-end that says the name in
    /// its own words ("Компьютер (сильный) 2") adds it.
    pub number: Option<u32>,
}

/// A pending draw offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawView {
    /// The seat that offered.
    pub offered_by: Seat,
    /// The seats that accepted so far.
    pub accepted_by: Vec<Seat>,
}

/// A draw offer that was declined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclinedView {
    /// The seat that offered.
    pub offered_by: Seat,
    /// The seat that declined.
    pub declined_by: Seat,
    /// Declined by moving instead of answering: the offer lapsed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lapsed: bool,
}

/// What the viewer may do now, so clients never work out the rules of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actions {
    /// Offer a draw.
    pub offer_draw: bool,
    /// Accept or decline the pending offer.
    pub answer_draw: bool,
    /// Resign the game.
    pub resign: bool,
    /// Take back a turn.
    pub undo: bool,
    /// Say you are ready for the next game.
    pub ready: bool,
    /// Sit down in an open place.
    pub sit: bool,
    /// Leave your place (between games; during a game this resigns, or calls the game
    /// off: see `leave_resigns`).
    pub leave: bool,
    /// Leaving (or resigning) now loses the game: it is being played and every seat has
    /// moved in it. During a game, `false` means leaving or resigning calls it off, counted
    /// for nobody. (A client asks "resign?" or "call off?" from this, not from its own
    /// reading of the rule.)
    pub leave_resigns: bool,
    /// Places whose person has been away long enough for a computer to take over (filled
    /// in by the server, which knows connections).
    pub take_over: Vec<usize>,
}

impl Table {
    /// What `viewer` may see, its words (move explanations) in English: see
    /// [`Table::view_in`].
    pub fn view(&self, viewer: Viewer) -> TableView {
        self.view_in(viewer, Lang::En)
    }

    /// What `viewer` may see, the move explanations in `lang`. A viewer is a seat of the
    /// current game or a spectator.
    pub fn view_in(&self, viewer: Viewer, lang: Lang) -> TableView {
        let you = viewer.seat().filter(|s| s.index() < self.places.len());
        let viewer = you.map_or(Viewer::Spectator, Viewer::Seat);
        let names = self.place_names();
        let numbers = repeat_numbers(&names);
        let names = distinct_names(&names);
        let seats = (0..self.places.len())
            .map(|s| {
                let seat = Seat(s as u8);
                let place = self.place_of_seat(seat);
                let p = &self.places[place];
                SeatView {
                    seat,
                    seat_name: self.info.seat_names.get(s).copied().unwrap_or("?"),
                    place,
                    player: p.who.as_ref().map(|who| {
                        player_view(
                            who,
                            names[place].clone().unwrap_or_default(),
                            numbers[place],
                        )
                    }),
                    ready: p.ready,
                    away_secs: None,
                }
            })
            .collect();
        let playing = self.phase == Phase::Playing;
        let to_move = self.to_move();
        let your_turn = playing && you.is_some() && to_move == you;
        let thinking = match self.next() {
            super::Next::Thinking(s) => Some(s),
            _ => None,
        };
        let draw = self.m.draw_offer().map(|offered_by| DrawView {
            offered_by,
            accepted_by: self.m.draw_accepts(),
        });
        let seated = you.is_some();
        let actions = Actions {
            offer_draw: your_turn && draw.is_none() && you.is_some_and(|s| self.may_offer_draw(s)),
            answer_draw: playing
                && draw.as_ref().is_some_and(|d| {
                    you.is_some_and(|s| d.offered_by != s && !d.accepted_by.contains(&s))
                }),
            resign: playing && seated,
            undo: seated
                && self.setup.undo != UndoPolicy::Never
                && you.is_some_and(|s| self.undo_plies(s).is_ok())
                && !self.m.history().is_empty(),
            ready: seated
                && self.phase != Phase::Playing
                && you.is_some_and(|s| !self.places[self.place_of_seat(s)].ready),
            sit: !seated && self.phase != Phase::Playing && self.open_places() > 0,
            leave: seated,
            leave_resigns: playing && seated && self.everyone_has_moved(),
            take_over: Vec::new(),
        };
        let series = SeriesView {
            games: self.series.games,
            draws: self.series.draws,
            players: self
                .places
                .iter()
                .enumerate()
                .map(|(place, p)| SeriesEntry {
                    place,
                    name: names[place].clone(),
                    wins: p.tally.wins,
                    losses: p.tally.losses,
                    survivals: p.tally.survivals,
                    left: false,
                })
                .chain(self.gone.iter().map(|g| SeriesEntry {
                    place: g.place,
                    name: Some(g.name.clone()),
                    wins: g.tally.wins,
                    losses: g.tally.losses,
                    survivals: g.tally.survivals,
                    left: true,
                }))
                .collect(),
        };
        let over = self.phase == Phase::Over;
        let last: &[Participant] = if over { &self.last_players } else { &[] };
        // Numbered by place, as the players' list numbers them: by seat, the result named
        // "Computer (random) 1" the winner where the list said the winner was 2.
        let last_names: Vec<Option<String>> = last.iter().map(|p| Some(p.name())).collect();
        let last_numbers = numbers_by_place(&last_names, |s| self.place_of_seat(Seat(s as u8)));
        let outcome_players = last
            .iter()
            .zip(last_numbers)
            .map(|(who, number)| player_view(who, numbered_name(&who.name(), number), number))
            .collect();
        // The viewer played the last game if they held one of its seats: a person by their
        // id (wherever they sit now), anyone else by their seat.
        let played = you.and_then(|s| {
            let who = self.seated(s)?;
            match who.person_id() {
                Some(id) => last
                    .iter()
                    .position(|p| p.person_id() == Some(id))
                    .map(|i| Seat(i as u8)),
                None => (last.get(s.index()) == Some(who)).then_some(s),
            }
        });
        // Who left the game being played or the last one (none before the first begins).
        let left: &[super::Leaver] = if self.phase == Phase::Waiting {
            &[]
        } else {
            &self.left
        };
        TableView {
            game: self.info.id,
            name: self.info.name,
            variant: self.variant().to_string(),
            version: self.version,
            phase: self.phase,
            game_number: self.game_number(),
            you,
            seats,
            to_move,
            thinking,
            turn_order: self.m.turn_order(),
            legal: if your_turn {
                self.m.legal_moves_data()
            } else {
                Vec::new()
            },
            board: self.m.board(viewer),
            moves: self
                .m
                .history()
                .iter()
                .map(|r| {
                    let words = r.words();
                    MoveView {
                        seat: r.seat,
                        notation: r.notation.clone(),
                        explanation: words.text(lang),
                        words: Some(words),
                    }
                })
                .collect(),
            draw_offers: self.m.has_draw_offers(),
            draw,
            draw_declined: self.declined_now().map(|d| DeclinedView {
                offered_by: d.offered_by,
                declined_by: d.declined_by,
                lapsed: d.lapsed,
            }),
            abandoned: self.abandoned(),
            called_off: self.called_off().cloned(),
            unrated: self.taken_back && self.phase != Phase::Waiting,
            left: left.iter().map(|l| l.seat).collect(),
            left_names: left.iter().map(|l| l.name.clone()).collect(),
            outcome: match self.phase {
                Phase::Waiting => None,
                Phase::Playing => self.m.outcome(),
                // A table restored between games has a fresh match: the result is kept
                // (none for a game called off: abandoning clears it).
                Phase::Over => self.m.outcome().or_else(|| self.last_outcome.clone()),
            },
            outcome_players,
            played,
            series,
            actions,
        }
    }
}

/// A participant as a viewer reads it, under its name made distinct at the table.
fn player_view(who: &Participant, name: String, number: Option<u32>) -> PlayerView {
    PlayerView {
        name,
        computer: matches!(who, Participant::Computer { .. }),
        level: match who {
            Participant::Computer { level } => Some(level.clone()),
            Participant::Person { .. } => None,
        },
        number,
    }
}
