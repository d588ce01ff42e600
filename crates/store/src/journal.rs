//! What a table's events become in the records.

use crate::model::{Holder, LogEntry, LogKind, Millis, TableResume, Write};
use parlour_catalog::GameKind;
use parlour_catalog::table::{
    AbandonedRecord, CallOff, CurrentRecord, Event, FinishedRecord, Logged, Participant, Table,
    TableError, TableSetup, UndoPolicy,
};
use parlour_core::Seat;

/// Whether the people at a table are accounts (server players, rated) or only names (at a
/// console, where two people may share a keyboard).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum People {
    /// People are players with an id in the store.
    Accounts,
    /// People are names at one keyboard.
    Names,
}

/// The holder stored for a participant.
pub fn holder(p: &Participant, people: People) -> Holder {
    match (p, people) {
        (Participant::Person { id, name }, People::Accounts) => Holder::person(*id as i64, name),
        (Participant::Person { name, .. }, People::Names) => Holder {
            player: None,
            name: name.clone(),
            level: None,
            number: None,
        },
        (Participant::Computer { level }, _) => Holder::computer(level),
    }
}

/// The writes that record `events`, which `table` has just gone through.
pub fn writes(
    table_id: &str,
    table: &Table,
    events: &[Event],
    people: People,
    at: Millis,
) -> Vec<Write> {
    let number = table.game_number();
    let log = |seat: Seat, kind: LogKind, notation: Option<String>| Write::Log {
        table: table_id.to_string(),
        number,
        entry: LogEntry {
            seat: seat.0,
            kind,
            notation,
            at,
        },
    };
    let place = |place: usize| Write::Place {
        table: table_id.to_string(),
        place,
        holder: table.participant(place).map(|p| holder(p, people)),
    };
    let mut out = Vec::new();
    for e in events {
        let write = match e {
            Event::GameStarted { number } => {
                let record = table.record();
                Some(Write::GameStarted {
                    table: table_id.to_string(),
                    number: *number,
                    game: table.kind().id().to_string(),
                    variant: table.variant().to_string(),
                    params: record.params,
                    seed: record.seed,
                    seats: (0..table.places())
                        .map(|s| {
                            table
                                .seated(Seat(s as u8))
                                .map_or_else(|| Holder::computer("?"), |p| holder(p, people))
                        })
                        .collect(),
                    at,
                })
            }
            Event::Moved(r) => Some(log(r.seat, LogKind::Move, Some(r.notation.clone()))),
            Event::DrawOffered(s) => Some(log(*s, LogKind::DrawOffer, None)),
            Event::DrawAccepted(s) => Some(log(*s, LogKind::DrawAccept, None)),
            Event::DrawDeclined(s) => Some(log(*s, LogKind::DrawDecline, None)),
            Event::Resigned(s) => Some(log(*s, LogKind::Resign, None)),
            // After the take-back's own write, which clears the log from the first move
            // taken back: the game keeps a mark that it is not rated.
            Event::Undone { plies, by } => {
                out.push(Write::Undo {
                    table: table_id.to_string(),
                    number,
                    moves: *plies,
                });
                Some(log(*by, LogKind::TakeBack, Some(plies.to_string())))
            }
            Event::GameOver(outcome) => Some(Write::GameOver {
                table: table_id.to_string(),
                number,
                outcome: outcome.clone(),
                at,
            }),
            Event::GameAbandoned => {
                // Who called it off and how, for its replay and the table after a restart.
                if let Some(c) = table.called_off() {
                    out.push(log(c.seat, LogKind::CalledOff, Some(c.how.name().into())));
                }
                Some(Write::GameAbandoned {
                    table: table_id.to_string(),
                    number,
                    at,
                })
            }
            Event::Sat { place: p } | Event::Left { place: p } => Some(place(*p)),
            // In the middle of a game the game's log says so too: the person who went away
            // loses it, whatever the computer makes of it (see `queries::game_over`).
            Event::TakenOver { place: p, seat } => {
                if let (Some(seat), Some(Participant::Computer { level })) =
                    (seat, table.participant(*p))
                {
                    out.push(log(*seat, LogKind::TakenOver, Some(level.clone())));
                }
                Some(place(*p))
            }
            Event::Ready { .. } => None,
        };
        out.extend(write);
    }
    out
}

/// The writes that record a new table with its places (and its first game, if it started).
pub fn opened(
    table_id: &str,
    table: &Table,
    quick: bool,
    people: People,
    at: Millis,
) -> Vec<Write> {
    let mut w = vec![Write::Table {
        id: table_id.to_string(),
        game: table.kind().id().to_string(),
        variant: table.variant().to_string(),
        seed: table.setup().seed,
        quick,
        at,
    }];
    for p in 0..table.places() {
        w.push(Write::Place {
            table: table_id.to_string(),
            place: p,
            holder: table.participant(p).map(|x| holder(x, people)),
        });
    }
    if table.game_number() > 0 {
        w.extend(writes(
            table_id,
            table,
            &[Event::GameStarted {
                number: table.game_number(),
            }],
            people,
            at,
        ));
    }
    w
}

/// The participant a stored holder stands for. People without an account (at a console)
/// get the id of the place they hold, as the console gives them.
fn participant(h: &Holder, places: &[Option<Holder>]) -> Participant {
    match (h.player, &h.level) {
        (Some(id), _) => Participant::person(id as u64, &h.name),
        (None, Some(level)) => Participant::computer(level),
        (None, None) => {
            let place = places
                .iter()
                .position(|p| p.as_ref().is_some_and(|p| p.name == h.name))
                .unwrap_or(0);
            Participant::person(place as u64 + 1, &h.name)
        }
    }
}

/// What a log entry replays at the table (`None` for what the game being played cannot
/// hold: a game called off is over).
fn logged(e: &crate::model::LogEntry) -> Option<Logged> {
    let seat = Seat(e.seat);
    Some(match e.kind {
        LogKind::Move => Logged::Move(seat, e.notation.clone().unwrap_or_default()),
        LogKind::DrawOffer => Logged::DrawOffer(seat),
        LogKind::DrawAccept => Logged::DrawAccept(seat),
        LogKind::DrawDecline => Logged::DrawDecline(seat),
        LogKind::Resign => Logged::Resign(seat),
        LogKind::TakenOver => Logged::TakenOver(seat),
        LogKind::TakeBack => Logged::TakeBack(seat),
        LogKind::CalledOff => return None,
    })
}

/// Rebuilds a table from its records: its places, the series of its finished games, and the
/// game being played, replayed. `deal_key`: the secret its later games are dealt from
/// (`TableSetup::deal_key`; not recorded, so that the records never tell a deal to come).
pub fn restore(
    t: &TableResume,
    undo: UndoPolicy,
    deal_key: Option<u64>,
) -> Result<Table, TableError> {
    let kind: GameKind = t.game.parse().map_err(TableError::Setup)?;
    let mut setup = TableSetup::new(kind, Some(&t.variant), t.seed);
    setup.undo = undo;
    setup.deal_key = deal_key;
    let places = t
        .places
        .iter()
        .map(|h| h.as_ref().map(|h| participant(h, &t.places)))
        .collect();
    let finished: Vec<FinishedRecord> = t
        .finished
        .iter()
        .map(|f| FinishedRecord {
            number: f.number,
            seats: f.seats.iter().map(|h| participant(h, &t.places)).collect(),
            outcome: f.outcome.clone(),
            left: f.left.iter().map(|&s| Seat(s)).collect(),
            unrated: f.unrated,
        })
        .collect();
    let current = t.current.as_ref().map(|g| CurrentRecord {
        number: g.number,
        params: g.params.clone(),
        seed: g.seed,
        seats: g.seats.iter().map(|h| participant(h, &t.places)).collect(),
        log: g.log.iter().filter_map(logged).collect(),
    });
    let mut table = Table::restore(setup, places, &finished, current.as_ref())?;
    if let Some(a) = &t.abandoned {
        table.restore_abandoned(&AbandonedRecord {
            number: a.number,
            params: a.params.clone(),
            seed: a.seed,
            seats: a.seats.iter().map(|h| participant(h, &t.places)).collect(),
            log: a.log.iter().filter_map(logged).collect(),
            called_off: crate::queries::called_off_by(a)
                .and_then(|(seat, how)| Some((Seat(seat), CallOff::from_name(&how)?))),
        });
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Who called a game off, and how, is logged just before the game is given up: its
    /// replay and the table after a restart say it.
    #[test]
    fn a_game_called_off_logs_who_and_how() {
        let ann = Participant::person(1, "ann");
        let setup = TableSetup::new(GameKind::Nines, None, 3);
        let mut t = Table::new(
            setup,
            vec![Some(ann), Some(Participant::computer("random"))],
        )
        .unwrap();
        let events = t.resign(Seat(0)).unwrap();
        let w = writes("t1", &t, &events, People::Accounts, 5);
        let kinds: Vec<String> = w
            .iter()
            .map(|w| match w {
                Write::Log { entry, .. } => format!(
                    "{} {} {}",
                    entry.kind.name(),
                    entry.seat,
                    entry.notation.as_deref().unwrap_or("")
                ),
                Write::GameAbandoned { .. } => "abandoned".into(),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(kinds, ["resign 0 ", "called_off 0 resigned", "abandoned"]);
    }

    #[test]
    fn a_seat_taken_over_mid_game_is_logged_with_its_level_and_one_filled_between_games_is_not() {
        let ann = Participant::person(1, "ann");
        let bob = Participant::person(2, "bob");
        let setup = TableSetup::new(GameKind::Nines, None, 3);
        let mut t = Table::new(setup.clone(), vec![Some(ann.clone()), Some(bob)]).unwrap();
        // (Bob has moved: one who has not is not played for, the game is called off.)
        t.play(Seat(0), "d6").unwrap();
        t.play(Seat(1), "d2").unwrap();
        t.play(Seat(0), "f4").unwrap();
        let events = t.take_over(1, "easy").unwrap();
        let w = writes("t1", &t, &events, People::Accounts, 5);
        let logged: Vec<&LogEntry> = w
            .iter()
            .filter_map(|w| match w {
                Write::Log { entry, .. } => Some(entry),
                _ => None,
            })
            .collect();
        assert_eq!(logged.len(), 1, "{w:?}");
        assert_eq!(
            (
                logged[0].seat,
                logged[0].kind,
                logged[0].notation.as_deref()
            ),
            (1, LogKind::TakenOver, Some("easy"))
        );
        assert!(w.iter().any(|w| matches!(w, Write::Place { place: 1, .. })));

        // A take-back clears the moves, then marks the game as not rated.
        let mut practice = Table::new(
            {
                let mut s = TableSetup::new(GameKind::Nines, None, 3);
                s.undo = UndoPolicy::AgainstComputers;
                s
            },
            vec![Some(ann.clone()), Some(Participant::computer("random"))],
        )
        .unwrap();
        practice.play(Seat(0), "d6").unwrap();
        while let Some(job) = practice.computer_job() {
            let done = job.run(&parlour_core::Budget::unlimited());
            practice.finish(done).unwrap();
        }
        let events = practice.undo(Seat(0)).unwrap();
        let w = writes("t3", &practice, &events, People::Accounts, 5);
        assert!(
            matches!(
                &w[..],
                [
                    Write::Undo { moves: 2, .. },
                    Write::Log {
                        entry: LogEntry {
                            seat: 0,
                            kind: LogKind::TakeBack,
                            ..
                        },
                        ..
                    }
                ]
            ),
            "{w:?}"
        );

        // An open place filled before a game: nobody went away.
        let mut quick = Table::new(setup, vec![Some(ann), None]).unwrap();
        let events = quick.take_over(1, "easy").unwrap();
        let w = writes("t2", &quick, &events, People::Accounts, 5);
        assert!(!w.iter().any(|w| matches!(w, Write::Log { .. })), "{w:?}");
    }
}
