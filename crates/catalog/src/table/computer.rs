//! Computer players think outside the table, so a server can run them on a blocking thread
//! while the table keeps answering people.

use super::{Event, Next, Table, TableError};
use crate::bots::{AnyBot, BotError};
use crate::game_match::AnyMatch;
use parlour_core::{Budget, Seat};
use std::time::{Duration, Instant};

/// What a computer was asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Task {
    /// Move; first say whether to offer a draw, when that is allowed.
    Move { may_offer: bool },
    /// Answer the pending draw offer.
    AnswerDraw,
}

/// What the computer decided.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Answer {
    Move(Result<String, BotError>),
    OfferDraw,
    Draw(bool),
}

/// A computer's turn, handed out by [`Table::computer_job`]: the computer player and a
/// copy of the match. Run it anywhere, then give the result to [`Table::finish`].
pub struct ComputerJob {
    seat: Seat,
    version: u64,
    game: u64,
    task: Task,
    bot: Box<dyn AnyBot>,
    snapshot: Box<dyn AnyMatch>,
}

/// A finished [`ComputerJob`].
pub struct ComputerDone {
    seat: Seat,
    version: u64,
    game: u64,
    bot: Box<dyn AnyBot>,
    answer: Answer,
    /// How long the computer thought.
    pub think_time: Duration,
}

impl ComputerJob {
    /// The seat the computer plays.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Thinks (blocking) within `budget`.
    pub fn run(self, budget: &Budget) -> ComputerDone {
        let ComputerJob {
            seat,
            version,
            game,
            task,
            mut bot,
            snapshot,
        } = self;
        let started = Instant::now();
        let answer = match task {
            Task::AnswerDraw => Answer::Draw(bot.accepts_draw(snapshot.as_ref(), seat)),
            Task::Move { may_offer } => {
                if may_offer && bot.offers_draw(snapshot.as_ref(), seat) {
                    Answer::OfferDraw
                } else {
                    Answer::Move(bot.choose(snapshot.as_ref(), budget))
                }
            }
        };
        ComputerDone {
            seat,
            version,
            game,
            bot,
            answer,
            think_time: started.elapsed(),
        }
    }
}

impl ComputerDone {
    /// The seat the computer plays.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The move chosen, in notation, if the computer chose one.
    pub fn chosen_move(&self) -> Option<&str> {
        match &self.answer {
            Answer::Move(Ok(m)) => Some(m),
            _ => None,
        }
    }

    /// The level of the computer player.
    pub fn level(&self) -> &str {
        self.bot.name()
    }
}

impl Table {
    /// Hands out the computer's work when [`Table::next`] says a computer must act. The
    /// computer player travels with the job; until [`Table::finish`] brings it back, `next`
    /// says [`Next::Thinking`].
    pub fn computer_job(&mut self) -> Option<ComputerJob> {
        let Next::Computer(seat) = self.next() else {
            return None;
        };
        let bot = self.bots[seat.index()].take()?;
        let task = if self.draw_answer_due().contains(&seat) {
            Task::AnswerDraw
        } else {
            let ply = self.m.history().len();
            let may_offer = self.m.may_offer_draw(seat)
                && self.m.draw_offer().is_none()
                && self.offer_asked_at != Some(ply);
            self.offer_asked_at = Some(ply);
            Task::Move { may_offer }
        };
        Some(ComputerJob {
            seat,
            version: self.version,
            game: self.game_no,
            task,
            bot,
            snapshot: self.m.box_clone(),
        })
    }

    /// Takes back a computer's work and plays its answer, unless the table changed while it
    /// thought (a resignation, a take-back): then the answer is dropped and the computer
    /// is asked again when its turn comes.
    pub fn finish(&mut self, done: ComputerDone) -> Result<Vec<Event>, TableError> {
        let ComputerDone {
            seat,
            version,
            game,
            bot,
            answer,
            ..
        } = done;
        if game != self.game_no || self.bots.get(seat.index()).is_none_or(Option::is_some) {
            // A computer player of an earlier game, or of a place taken over meanwhile.
            return Ok(Vec::new());
        }
        self.bots[seat.index()] = Some(bot);
        if version != self.version {
            return Ok(Vec::new());
        }
        match answer {
            Answer::Move(choice) => {
                let notation = choice.map_err(|e| TableError::Computer(e.to_string()))?;
                // A computer's move comes from the legal list; a refusal here is a bug in
                // that game's notation round-trip, reported rather than hidden.
                let offer = self.m.draw_offer();
                let record = self
                    .m
                    .play_exact(&notation)
                    .map_err(|e| TableError::Computer(format!("its move {notation}: {e}")))?;
                Ok(self.after_moves(seat, offer, vec![record]))
            }
            Answer::OfferDraw => {
                self.m.offer_draw(seat).map_err(TableError::Draw)?;
                self.changed();
                Ok(vec![Event::DrawOffered(seat)])
            }
            Answer::Draw(accept) => self.answer(seat, accept),
        }
    }
}
