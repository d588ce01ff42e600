//! A table rebuilt from its records, and a table taken back to an earlier moment.
//!
//! Records hold no positions: a restarted server rebuilds each table from who holds its
//! places, the games finished there (for the series score) and the log of the game being
//! played, replayed move by move from the game's parameters and seed. And a server that
//! could not save a change takes the table back to where it was ([`Table::rollback`]), so
//! no one is ever told of a move that was not saved.

use super::series::{GONE_KEPT, Gone, Series, Tally};
use super::{CallOff, CalledOff, Leaver, Participant, Phase, Place, Table, TableError, TableSetup};
use crate::bots::AnyBot;
use crate::game_match::AnyMatch;
use crate::kind::CatalogError;
use parlour_core::{Outcome, Seat};

/// One entry of a recorded game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Logged {
    /// A move, in notation.
    Move(Seat, String),
    /// A draw offer.
    DrawOffer(Seat),
    /// An acceptance of the pending offer.
    DrawAccept(Seat),
    /// A refusal of the pending offer.
    DrawDecline(Seat),
    /// A resignation.
    Resign(Seat),
    /// The person in this seat went away and a computer took the place (it plays on; the
    /// game counts as lost by the one who left).
    TakenOver(Seat),
    /// This seat took moves back (they are gone from the log): the game is not rated.
    TakeBack(Seat),
}

/// A game finished at the table, as the series counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedRecord {
    /// Its number at the table, from 1.
    pub number: u64,
    /// Who sat in each seat.
    pub seats: Vec<Participant>,
    /// How it ended on the board.
    pub outcome: Outcome,
    /// The seats whose person went away during it (a computer played on there): the series
    /// counts the game as lost by them.
    pub left: Vec<Seat>,
    /// A move was taken back in it: it was not rated (said beside its result while the
    /// table shows it between games).
    pub unrated: bool,
}

/// The last game of a table, given up without a result (called off, or abandoned by the
/// console), when no game came after it.
#[derive(Clone, Debug, PartialEq)]
pub struct AbandonedRecord {
    /// Its number at the table, from 1.
    pub number: u64,
    /// The game's parameters as recorded.
    pub params: serde_json::Value,
    /// Its seed.
    pub seed: u64,
    /// Who sat in each seat.
    pub seats: Vec<Participant>,
    /// What happened in it, in order: its moves are played again, so that the board shows
    /// where it stopped.
    pub log: Vec<Logged>,
    /// Who called it off, and how, when the records say.
    pub called_off: Option<(Seat, CallOff)>,
}

/// The game being played when the table was saved.
#[derive(Clone, Debug, PartialEq)]
pub struct CurrentRecord {
    /// Its number at the table, from 1.
    pub number: u64,
    /// The game's parameters as recorded.
    pub params: serde_json::Value,
    /// Its seed.
    pub seed: u64,
    /// Who sat in each seat when it began (the person, for a seat a computer took over).
    pub seats: Vec<Participant>,
    /// What happened, in order.
    pub log: Vec<Logged>,
}

/// Everything of a table taken back by [`Table::rollback`] (computer players excepted: they
/// keep what they learned).
pub struct Checkpoint {
    m: Box<dyn AnyMatch>,
    places: Vec<(Option<Participant>, bool, Tally)>,
    game_no: u64,
    games_started: u64,
    phase: Phase,
    series: Series,
    gone: Vec<Gone>,
    version: u64,
    offer_asked_at: Option<usize>,
    declined: Option<super::Declined>,
    undo_floor: usize,
    left: Vec<Leaver>,
    taken_back: bool,
    abandoned: bool,
    called_off: Option<super::CalledOff>,
    last_players: Vec<Participant>,
    last_outcome: Option<Outcome>,
}

/// Those whose seat a computer took over in a recorded game (`seats`: who sat where), as
/// the table lists them.
fn leavers(log: &[Logged], seats: &[Participant]) -> Vec<Leaver> {
    log.iter()
        .filter_map(|l| match l {
            Logged::TakenOver(s) => Some(Leaver::of(*s, seats.get(s.index()))),
            _ => None,
        })
        .collect()
}

/// The place that holds `seat` in game `number` (from 1) of a table of `n` places: see
/// [`super::place_of_seat_in`].
fn place_in(seat: Seat, number: u64, n: usize) -> usize {
    super::place_of_seat_in(number.max(1) - 1, n, seat.index())
}

impl Table {
    /// The index among the lines of those who left of `who`'s at `place`, added if new
    /// (a table brought back from its records learns them from the games; the oldest past
    /// [`GONE_KEPT`] go once it is rebuilt, so that indices hold meanwhile).
    fn gone_line(&mut self, place: usize, who: &Participant) -> usize {
        let name = who.name();
        if let Some(k) = self.gone.iter().rposition(|g| g.name == name) {
            self.gone[k].place = place;
            return k;
        }
        self.gone.push(Gone {
            place,
            name,
            tally: Tally::default(),
        });
        self.gone.len() - 1
    }

    /// A table rebuilt by [`Table::restore`] whose last game was given up without a result
    /// (`last`, numbered after every game `restore` was given): it stands after that game,
    /// as it did before, saying who called it off, and its next game takes the next number
    /// (it took the called-off game's number again, which the records refused for ever).
    pub fn restore_abandoned(&mut self, last: &AbandonedRecord) {
        if self.phase == Phase::Playing || last.number <= self.games_started {
            return;
        }
        // The board where the game stopped, as it was shown before (its moves only: the
        // resignation that called it off did not end it with a result). A log that does
        // not replay leaves the board empty rather than the table unrestored.
        let moves: Vec<Logged> = last
            .log
            .iter()
            .filter(|l| matches!(l, Logged::Move(..)))
            .cloned()
            .collect();
        if let Ok(mut m) = self.setup.kind.match_from_params(&last.params, last.seed)
            && replay(m.as_mut(), &moves).is_ok()
        {
            self.m = m;
        }
        self.games_started = last.number;
        self.game_no = last.number - 1;
        self.phase = Phase::Over;
        self.abandoned = true;
        self.last_players = last.seats.clone();
        self.last_outcome = None;
        // Who went away in it and whether a move was taken back, as the table said them.
        self.taken_back = last.log.iter().any(|l| matches!(l, Logged::TakeBack(_)));
        self.left = leavers(&last.log, &last.seats);
        self.called_off = last.called_off.map(|(seat, how)| CalledOff {
            seat,
            name: last
                .seats
                .get(seat.index())
                .map(Participant::name)
                .unwrap_or_default(),
            how,
        });
        for p in &mut self.places {
            p.ready = matches!(p.who, Some(Participant::Computer { .. }));
        }
    }

    /// Rebuilds a table from its records. `places` hold who sits where now; `finished` are
    /// the games finished at it, oldest first; `current` the game being played, if any.
    pub fn restore(
        setup: TableSetup,
        places: Vec<Option<Participant>>,
        finished: &[FinishedRecord],
        current: Option<&CurrentRecord>,
    ) -> Result<Table, TableError> {
        let mut table = Table::new(setup, places.iter().map(|_| None).collect())?;
        let n = table.places.len();
        if places.len() != n {
            return Err(TableError::Replay(format!(
                "{} places recorded for {n} seats",
                places.len()
            )));
        }
        for (i, who) in places.into_iter().enumerate() {
            table.places[i] = Place {
                ready: matches!(who, Some(Participant::Computer { .. })),
                who,
                tally: Tally::default(),
            };
        }
        // The series: each finished game counts for the places whose holder then is the
        // holder now (a place that changed hands started again from zero), and for the
        // line of whoever held a place then and holds it no more.
        for f in finished {
            let holders: Vec<Option<usize>> = (0..n)
                .map(|s| {
                    let place = place_in(Seat(s as u8), f.number, n);
                    let who = f.seats.get(s)?;
                    if Some(who) == table.places[place].who.as_ref() {
                        Some(place)
                    } else {
                        Some(n + table.gone_line(place, who))
                    }
                })
                .collect();
            table.count_in_series(&f.outcome, &f.left, &holders);
        }
        let last = finished.last().map_or(0, |f| f.number);
        match current {
            None => {
                table.games_started = last;
                table.game_no = last.saturating_sub(1);
                table.phase = if last > 0 {
                    Phase::Over
                } else {
                    Phase::Waiting
                };
                if last == 0 {
                    for p in &mut table.places {
                        p.ready = p.who.is_some();
                    }
                }
                // Between games: the last game's result, and who played it, stay in view.
                if let Some(f) = finished.last() {
                    table.last_players = f.seats.clone();
                    // A seat left in the middle ended with the computer that took it over,
                    // which holds its place now: it is who the result speaks of, as it was
                    // before the restart (the room names who left apart).
                    for &seat in &f.left {
                        let place = place_in(seat, f.number, n);
                        if let (Some(c @ Participant::Computer { .. }), Some(p)) = (
                            &table.places[place].who,
                            table.last_players.get_mut(seat.index()),
                        ) {
                            *p = c.clone();
                        }
                    }
                    table.last_outcome = Some(f.outcome.clone());
                    table.taken_back = f.unrated;
                    table.left = f
                        .left
                        .iter()
                        .map(|&seat| Leaver::of(seat, f.seats.get(seat.index())))
                        .collect();
                }
            }
            Some(c) => {
                table.games_started = c.number;
                table.game_no = c.number.saturating_sub(1);
                let mut m = table
                    .setup
                    .kind
                    .match_from_params(&c.params, c.seed)
                    .map_err(TableError::Setup)?;
                table.declined = replay(m.as_mut(), &c.log)?;
                // The records do not say who held each seat when: a take-back stops here.
                table.undo_floor = m.history().len();
                table.left = leavers(&c.log, &c.seats);
                // One taken over in this game has their line (which this game's end counts).
                let taken: Vec<Seat> = table.left.iter().map(|l| l.seat).collect();
                for seat in taken {
                    if let Some(who) = c.seats.get(seat.index()) {
                        table.gone_line(place_in(seat, c.number, n), who);
                    }
                }
                table.taken_back = c.log.iter().any(|l| matches!(l, Logged::TakeBack(_)));
                table.m = m;
                table.bots = table.new_bots(c.seed)?;
                table.phase = Phase::Playing;
                for p in &mut table.places {
                    p.ready = true;
                }
                let mut events = Vec::new();
                table.check_over(&mut events);
            }
        }
        let extra = table.gone.len().saturating_sub(GONE_KEPT);
        table.gone.drain(..extra);
        table.version = 1;
        Ok(table)
    }

    /// The computer players of the current game's seats.
    pub(super) fn new_bots(
        &self,
        game_seed: u64,
    ) -> Result<Vec<Option<Box<dyn AnyBot>>>, TableError> {
        let mut bots = Vec::new();
        for s in 0..self.places.len() {
            let seat = Seat(s as u8);
            bots.push(match self.seated_in(seat) {
                Some(Participant::Computer { level }) => Some(
                    self.setup
                        .kind
                        .new_bot(level, self.bot_seed_for(game_seed, seat))
                        .map_err(TableError::Setup)?,
                ),
                _ => None,
            });
        }
        Ok(bots)
    }

    /// Everything needed to take the table back to this moment.
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            m: self.m.box_clone(),
            places: self
                .places
                .iter()
                .map(|p| (p.who.clone(), p.ready, p.tally.clone()))
                .collect(),
            game_no: self.game_no,
            games_started: self.games_started,
            phase: self.phase,
            series: self.series.clone(),
            gone: self.gone.clone(),
            version: self.version,
            offer_asked_at: self.offer_asked_at,
            declined: self.declined,
            undo_floor: self.undo_floor,
            left: self.left.clone(),
            taken_back: self.taken_back,
            abandoned: self.abandoned,
            called_off: self.called_off.clone(),
            last_players: self.last_players.clone(),
            last_outcome: self.last_outcome.clone(),
        }
    }

    /// Takes the table back to a checkpoint (a change that could not be saved).
    pub fn rollback(&mut self, cp: Checkpoint) {
        let new_game = cp.games_started != self.games_started;
        self.m = cp.m;
        for (p, (who, ready, tally)) in self.places.iter_mut().zip(cp.places) {
            p.who = who;
            p.ready = ready;
            p.tally = tally;
        }
        self.game_no = cp.game_no;
        self.games_started = cp.games_started;
        self.phase = cp.phase;
        self.series = cp.series;
        self.gone = cp.gone;
        self.offer_asked_at = cp.offer_asked_at;
        self.declined = cp.declined;
        self.undo_floor = cp.undo_floor;
        self.left = cp.left;
        self.taken_back = cp.taken_back;
        self.abandoned = cp.abandoned;
        self.called_off = cp.called_off;
        self.last_players = cp.last_players;
        self.last_outcome = cp.last_outcome;
        // The version moves on: what viewers saw after the checkpoint is gone.
        self.version = self.version.max(cp.version) + 1;
        // Computer players stay with their seats; a seat that is a person's again has none.
        for s in 0..self.places.len() {
            let seat = Seat(s as u8);
            if !matches!(self.seated_in(seat), Some(Participant::Computer { .. })) {
                self.bots[s] = None;
            }
        }
        if new_game {
            // The checkpoint's game was over or not begun: no computer moves in it.
            for b in &mut self.bots {
                *b = None;
            }
        }
    }
}

/// Replays a recorded log on a fresh match; returns the draw offer declined since the
/// last move, if any (its offerer may not offer again before moving, restart or not).
fn replay(m: &mut dyn AnyMatch, log: &[Logged]) -> Result<Option<super::Declined>, TableError> {
    let mut declined = None;
    for (i, entry) in log.iter().enumerate() {
        let bad = |what: String| TableError::Replay(format!("entry {}: {what}", i + 1));
        match entry {
            Logged::Move(seat, notation) => {
                let offer = m.draw_offer();
                m.play_exact(notation)
                    .map_err(|e| bad(format!("{notation}: {e}")))?;
                let lapsed =
                    super::Declined::lapse(offer, m.draw_offer(), *seat, m.history().len());
                if lapsed.is_some() {
                    declined = lapsed;
                }
            }
            Logged::DrawOffer(s) => m.offer_draw(*s).map_err(|e| bad(e.to_string()))?,
            Logged::DrawAccept(s) => {
                m.accept_draw(*s).map_err(|e| bad(e.to_string()))?;
            }
            Logged::DrawDecline(s) => {
                let offered_by = m.draw_offer();
                m.decline_draw(*s).map_err(|e| bad(e.to_string()))?;
                declined = super::Declined::answered(offered_by, *s, m.history().len());
            }
            Logged::Resign(s) => m.resign(*s).map_err(|e| bad(e.to_string()))?,
            // Who holds a place, and the moves that were taken back, do not change the game.
            Logged::TakenOver(_) | Logged::TakeBack(_) => {}
        }
    }
    Ok(declined)
}

impl From<CatalogError> for TableError {
    fn from(e: CatalogError) -> TableError {
        TableError::Setup(e)
    }
}
