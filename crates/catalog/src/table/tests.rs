use super::*;
use parlour_core::{Outcome, SeatResult};

fn ann() -> Participant {
    Participant::person(1, "Ann")
}

fn bob() -> Participant {
    Participant::person(2, "Bob")
}

fn nines(places: Vec<Option<Participant>>) -> Table {
    Table::new(TableSetup::new(GameKind::Nines, None, 11), places).unwrap()
}

/// Plays the first legal move for whoever is to move, people and computers alike.
fn play_on(t: &mut Table, plies: usize) {
    for _ in 0..plies {
        match t.next() {
            Next::Person(seat) => {
                let mv = t.legal_moves()[0].clone();
                t.play_exact(seat, &mv).unwrap();
            }
            Next::Computer(_) => {
                let job = t.computer_job().unwrap();
                t.finish(job.run(&Budget::unlimited())).unwrap();
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}

#[test]
fn a_person_and_a_computer_take_turns() {
    let mut t = nines(vec![Some(ann()), Some(Participant::computer("easy"))]);
    assert_eq!(t.phase(), Phase::Playing);
    assert_eq!(t.game_number(), 1);
    assert_eq!(t.next(), Next::Person(Seat(0)));
    // Only the seat to move gets legal moves.
    assert!(!t.view(Viewer::Seat(Seat(0))).legal.is_empty());
    assert!(t.view(Viewer::Seat(Seat(1))).legal.is_empty());
    assert!(t.view(Viewer::Spectator).legal.is_empty());
    let v0 = t.version();
    let events = t.play(Seat(0), "d6").unwrap();
    assert!(matches!(&events[..], [Event::Moved(r)] if r.notation == "d6"));
    assert!(t.version() > v0);
    // The computer's turn: the person may not move, and the table says who is thinking.
    assert_eq!(t.next(), Next::Computer(Seat(1)));
    assert_eq!(
        t.play(Seat(0), "d5"),
        Err(TableError::NotYourTurn {
            to_move: Some(Seat(1))
        })
    );
    let job = t.computer_job().unwrap();
    assert_eq!(t.next(), Next::Thinking(Seat(1)));
    assert_eq!(t.view(Viewer::Spectator).thinking, Some(Seat(1)));
    let events = t.finish(job.run(&Budget::unlimited())).unwrap();
    assert!(matches!(&events[..], [Event::Moved(r)] if r.seat == Seat(1)));
    assert_eq!(t.next(), Next::Person(Seat(0)));
}

#[test]
fn bad_moves_change_nothing() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    let before = t.view(Viewer::Seat(Seat(0)));
    let e = t.play(Seat(0), "zz9").unwrap_err();
    assert_eq!(e.code(), "malformed_move");
    t.play(Seat(0), "d6").unwrap();
    let before_second = t.view(Viewer::Seat(Seat(1)));
    let e = t.play(Seat(1), "d6").unwrap_err();
    assert_eq!(e.code(), "illegal_move", "{e}");
    assert_eq!(t.view(Viewer::Seat(Seat(1))), before_second);
    assert_ne!(before.version, before_second.version);
}

#[test]
fn a_resignation_ends_the_game_and_seats_rotate_for_the_next() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    assert_eq!(t.seat_of(1), Some(Seat(0)));
    t.play(Seat(0), "d6").unwrap();
    t.play(Seat(1), "f4").unwrap();
    let events = t.resign(Seat(1)).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver(o)) if o.reason == "resignation"));
    assert_eq!(t.phase(), Phase::Over);
    let v = t.view(Viewer::Seat(Seat(0)));
    assert_eq!(v.series.games, 1);
    assert_eq!(v.series.players[0].wins, 1);
    assert_eq!(v.series.players[1].losses, 1);
    assert!(v.actions.ready && !v.actions.resign);
    // Ann is ready; the next game waits for Bob.
    t.ready(1).unwrap();
    assert_eq!(t.phase(), Phase::Over);
    let events = t.ready(2).unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::GameStarted { number: 2 })
    ));
    // Bob now has White: the first move alternates.
    assert_eq!(t.seat_of(2), Some(Seat(0)));
    assert_eq!(t.next(), Next::Person(Seat(0)));
    assert!(t.history().is_empty());
}

#[test]
fn open_places_wait_for_people_and_one_who_leaves_keeps_a_line_of_the_score() {
    let mut t = nines(vec![Some(ann()), None]);
    assert_eq!(t.phase(), Phase::Waiting);
    assert_eq!(t.next(), Next::Waiting);
    assert_eq!(t.game_number(), 0);
    assert_eq!(t.play(Seat(0), "d6"), Err(TableError::NotStarted));
    let spectator = t.view(Viewer::Spectator);
    assert!(spectator.actions.sit && !spectator.actions.leave);
    assert_eq!(t.sit(ann(), None).unwrap_err(), TableError::AlreadySeated);
    assert_eq!(
        t.sit(bob(), Some(0)).unwrap_err(),
        TableError::PlaceTaken(0)
    );
    assert_eq!(
        t.sit(bob(), Some(5)).unwrap_err(),
        TableError::NoSuchPlace(5)
    );
    let (place, events) = t.sit(bob(), None).unwrap();
    assert_eq!(place, 1);
    assert!(matches!(
        events.last(),
        Some(Event::GameStarted { number: 1 })
    ));
    // One who comes a moment too late hears that the table is full.
    assert_eq!(
        t.sit(Participant::person(3, "Cy"), None).unwrap_err(),
        TableError::NoOpenPlace
    );
    // One who sits there already is told so, not that the game is running.
    assert_eq!(t.sit(ann(), None).unwrap_err(), TableError::AlreadySeated);
    play_on(&mut t, 2);
    t.resign(Seat(0)).unwrap();
    assert_eq!(t.view(Viewer::Spectator).series.players[1].wins, 1);
    t.leave(2).unwrap();
    assert_eq!(t.open_places(), 1);
    // The open place starts again from zero; Bob's line stays, with what he won.
    let v = t.view(Viewer::Spectator);
    assert_eq!(v.series.players[1].wins, 0);
    assert_eq!(v.series.players[1].name, None);
    let gone = &v.series.players[2];
    assert_eq!(
        (gone.place, gone.name.as_deref(), gone.wins, gone.left),
        (1, Some("Bob"), 1, true)
    );
    // A newcomer fills the place; Ann still has to say she is ready.
    t.sit(Participant::person(3, "Cy"), None).unwrap();
    assert_eq!(t.view(Viewer::Spectator).series.players.len(), 3);
    assert_eq!(t.phase(), Phase::Over);
    t.ready(1).unwrap();
    assert_eq!(t.phase(), Phase::Playing);
}

#[test]
fn leaving_during_a_game_resigns_it() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    play_on(&mut t, 2);
    let events = t.leave(1).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Resigned(Seat(0)))));
    assert_eq!(t.outcome().unwrap().result(Seat(1)), SeatResult::Win);
    assert_eq!(t.open_places(), 1);
    // The score still shows who lost by leaving: Ann, listed after the open place.
    assert_eq!(scores(&t), vec![(0, 0, 0), (1, 0, 0), (0, 1, 0)]);
    let v = t.view(Viewer::Spectator).series;
    assert_eq!(
        (v.players[2].name.as_deref(), v.players[2].left),
        (Some("Ann"), true)
    );
}

#[test]
fn one_who_leaves_and_comes_back_has_one_line() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    play_on(&mut t, 2);
    t.leave(2).unwrap();
    // Bob comes back: his loss is his again, not a second line of his.
    t.sit(bob(), Some(1)).unwrap();
    let v = t.view(Viewer::Spectator).series;
    assert_eq!(v.players.len(), 2, "{v:?}");
    assert_eq!(
        (v.players[1].name.as_deref(), v.players[1].losses),
        (Some("Bob"), 1)
    );
    // He leaves again mid-game: one line with both losses.
    // (Bob sat down ready; Ann says so.)
    t.ready(1).unwrap();
    play_on(&mut t, 2);
    t.leave(2).unwrap();
    let v = t.view(Viewer::Spectator).series;
    let lines: Vec<_> = v.players.iter().filter(|p| p.left).collect();
    assert_eq!(lines.len(), 1, "{v:?}");
    assert_eq!(
        (lines[0].name.as_deref(), lines[0].losses),
        (Some("Bob"), 2)
    );
}

#[test]
fn those_who_left_keep_the_latest_lines_and_one_who_never_played_has_none() {
    let mut t = nines(vec![Some(ann()), None]);
    // Cy sits down and leaves before any game ends: nothing to keep.
    t.sit(Participant::person(3, "Cy"), None).unwrap();
    t.leave(3).unwrap();
    assert_eq!(t.view(Viewer::Spectator).series.players.len(), 2);
    // Ten people each lose a game to Ann and leave: the last eight keep their lines.
    for id in 10..20u64 {
        t.sit(Participant::person(id, &format!("P{id}")), None)
            .unwrap();
        if t.phase() != Phase::Playing {
            t.ready(1).unwrap();
        }
        play_on(&mut t, 2);
        t.leave(id).unwrap();
    }
    let v = t.view(Viewer::Spectator).series;
    let names: Vec<&str> = v.players[2..]
        .iter()
        .map(|p| p.name.as_deref().unwrap())
        .collect();
    assert_eq!(
        names,
        ["P12", "P13", "P14", "P15", "P16", "P17", "P18", "P19"]
    );
    assert!(v.players[2..].iter().all(|p| p.left && p.losses == 1));
    assert_eq!(v.players[0].wins, 10);
}

#[test]
fn draw_offers_need_every_other_seat_and_lapse_when_declined_by_moving() {
    let mut t = Table::new(
        TableSetup::new(GameKind::Nines, Some("client"), 3),
        vec![Some(ann()), Some(bob())],
    )
    .unwrap();
    // No offers while placing (client rules).
    assert!(matches!(t.offer_draw(Seat(0)), Err(TableError::Draw(_))));
    let mut plies = 0;
    while !t.may_offer_draw(t.to_move().unwrap()) {
        play_on(&mut t, 1);
        plies += 1;
        assert!(plies < 60, "no offer allowed after 60 plies");
    }
    let seat = t.to_move().unwrap();
    let other = seat.other();
    t.offer_draw(seat).unwrap();
    let v = t.view(Viewer::Seat(other));
    assert!(v.actions.answer_draw);
    assert_eq!(v.draw.as_ref().unwrap().offered_by, seat);
    assert!(!t.view(Viewer::Seat(seat)).actions.answer_draw);
    assert!(matches!(
        t.answer_draw(seat, true),
        Err(TableError::Draw(_))
    ));
    // The offer stands while its maker moves on; the other seat moving lets it lapse.
    play_on(&mut t, 1);
    while t.to_move() == Some(seat) {
        play_on(&mut t, 1);
    }
    assert!(t.draw_offer().is_some());
    assert_eq!(t.view(Viewer::Spectator).draw_declined, None);
    play_on(&mut t, 1);
    assert!(t.draw_offer().is_none());
    // The players are told that it lapsed, until the next move.
    let lapsed = Some(DeclinedView {
        offered_by: seat,
        declined_by: other,
        lapsed: true,
    });
    assert_eq!(t.view(Viewer::Seat(seat)).draw_declined, lapsed);
    if t.to_move() == Some(seat) {
        assert!(!t.may_offer_draw(seat), "one offer a turn, answered or not");
    }
    play_on(&mut t, 1);
    assert_eq!(t.view(Viewer::Spectator).draw_declined, None);
    // A new offer, accepted: the game is drawn and counted.
    while !t.may_offer_draw(t.to_move().unwrap()) {
        play_on(&mut t, 1);
    }
    let seat = t.to_move().unwrap();
    t.offer_draw(seat).unwrap();
    let events = t.answer_draw(seat.other(), true).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver(o)) if o.is_draw()));
    assert_eq!(t.view(Viewer::Spectator).series.draws, 1);
}

#[test]
fn a_declined_offer_is_told_and_not_made_again_before_a_move() {
    let mut t = Table::new(
        TableSetup::new(GameKind::Nines, Some("client"), 3),
        vec![Some(ann()), Some(bob())],
    )
    .unwrap();
    while !t.may_offer_draw(t.to_move().unwrap()) {
        play_on(&mut t, 1);
    }
    let seat = t.to_move().unwrap();
    t.offer_draw(seat).unwrap();
    t.answer_draw(seat.other(), false).unwrap();
    // Both are told who declined whose offer; the offer cannot be made again at once.
    let told = Some(DeclinedView {
        offered_by: seat,
        declined_by: seat.other(),
        lapsed: false,
    });
    assert_eq!(t.view(Viewer::Seat(seat)).draw_declined, told);
    assert_eq!(t.view(Viewer::Seat(seat.other())).draw_declined, told);
    assert!(!t.view(Viewer::Seat(seat)).actions.offer_draw);
    assert!(matches!(
        t.offer_draw(seat),
        Err(TableError::Draw(DrawError::Declined))
    ));
    // After a move the news is old, and the next turn may bring a new offer.
    play_on(&mut t, 1);
    assert_eq!(t.view(Viewer::Spectator).draw_declined, None);
    while t.to_move() != Some(seat) {
        play_on(&mut t, 1);
    }
    if t.phase() == Phase::Playing && t.m.may_offer_draw(seat) {
        t.offer_draw(seat).unwrap();
    }
}

#[test]
fn offering_again_keeps_the_acceptances_of_a_three_player_draw() {
    let mut t = Table::new(
        TableSetup::new(GameKind::ElephantFoxMouse, None, 4),
        vec![
            Some(ann()),
            Some(bob()),
            Some(Participant::person(3, "Cat")),
        ],
    )
    .unwrap();
    while !t.may_offer_draw(t.to_move().unwrap()) {
        play_on(&mut t, 1);
    }
    let offering = t.to_move().unwrap();
    let others: Vec<Seat> = (0..3u8).map(Seat).filter(|&s| s != offering).collect();
    t.offer_draw(offering).unwrap();
    t.answer_draw(others[0], true).unwrap();
    assert!(matches!(
        t.offer_draw(offering),
        Err(TableError::Draw(DrawError::AlreadyOffered))
    ));
    assert_eq!(t.m.draw_accepts(), vec![others[0]], "the acceptance stands");
    let events = t.answer_draw(others[1], true).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver(o)) if o.is_draw()));
}

#[test]
fn a_take_back_forgets_a_declined_offer() {
    // (The same number of moves later would be another position.)
    let mut setup = TableSetup::new(GameKind::Nines, Some("client"), 3);
    setup.undo = UndoPolicy::SharedKeyboard;
    let mut t = Table::new(setup, vec![Some(ann()), Some(bob())]).unwrap();
    while !t.may_offer_draw(t.to_move().unwrap()) {
        play_on(&mut t, 1);
    }
    let seat = t.to_move().unwrap();
    t.offer_draw(seat).unwrap();
    t.answer_draw(seat.other(), false).unwrap();
    assert!(t.view(Viewer::Spectator).draw_declined.is_some());
    let moves = t.history().len();
    t.undo(seat).unwrap();
    while t.history().len() < moves {
        play_on(&mut t, 1);
    }
    assert_eq!(t.history().len(), moves);
    assert_eq!(t.view(Viewer::Spectator).draw_declined, None);
    assert!(t.may_offer_draw(seat) || t.to_move() != Some(seat));
}

#[test]
fn a_computer_answers_a_draw_offer_itself() {
    // Find a game in which Ann reaches a point where she may offer (the computer may win
    // first: Ann only plays the first legal move).
    let mut found = None;
    for seed in 0..20 {
        let mut t = Table::new(
            TableSetup::new(GameKind::Nines, Some("client"), seed),
            vec![Some(ann()), Some(Participant::computer("easy"))],
        )
        .unwrap();
        while t.phase() == Phase::Playing
            && !(t.to_move() == Some(Seat(0)) && t.may_offer_draw(Seat(0)))
        {
            play_on(&mut t, 1);
        }
        if t.phase() == Phase::Playing {
            found = Some(t);
            break;
        }
    }
    let mut t = found.expect("a game where Ann may offer a draw");
    t.offer_draw(Seat(0)).unwrap();
    assert_eq!(t.next(), Next::Computer(Seat(1)));
    let job = t.computer_job().unwrap();
    let events = t.finish(job.run(&Budget::unlimited())).unwrap();
    assert!(matches!(
        events.first(),
        Some(Event::DrawAccepted(Seat(1)) | Event::DrawDeclined(Seat(1)))
    ));
    assert_eq!(t.draw_answer_due(), Vec::<Seat>::new());
}

#[test]
fn a_computer_answer_is_dropped_when_the_table_changed_meanwhile() {
    let mut t = nines(vec![Some(ann()), Some(Participant::computer("easy"))]);
    t.play(Seat(0), "d6").unwrap();
    let job = t.computer_job().unwrap();
    t.resign(Seat(0)).unwrap();
    let events = t.finish(job.run(&Budget::unlimited())).unwrap();
    assert!(events.is_empty());
    assert_eq!(t.history().len(), 1);
    assert_eq!(t.phase(), Phase::Over);
}

#[test]
fn undo_is_for_practice_and_never_with_hidden_cards() {
    let mut setup = TableSetup::new(GameKind::Nines, None, 1);
    setup.undo = UndoPolicy::AgainstComputers;
    let mut t = Table::new(
        setup.clone(),
        vec![Some(ann()), Some(Participant::computer("easy"))],
    )
    .unwrap();
    assert_eq!(t.undo(Seat(0)), Err(TableError::NothingToUndo));
    assert!(
        !t.view(Viewer::Seat(Seat(0))).actions.undo,
        "nothing of hers to take back yet"
    );
    t.play(Seat(0), "d6").unwrap();
    play_on(&mut t, 1);
    assert!(t.view(Viewer::Seat(Seat(0))).actions.undo);
    assert_eq!(
        t.undo(Seat(0)).unwrap(),
        vec![Event::Undone {
            plies: 2,
            by: Seat(0)
        }]
    );
    assert!(t.history().is_empty());
    assert!(
        !t.view(Viewer::Seat(Seat(0))).actions.undo,
        "and again nothing"
    );
    // The game is not rated from now on, and the view says so to the end of it, also after
    // a restart; the next game starts clean.
    assert!(t.view(Viewer::Seat(Seat(0))).unrated);
    let current = current_record(&t, 1, vec![Logged::TakeBack(Seat(0))]);
    let places = vec![Some(ann()), Some(Participant::computer("easy"))];
    let back = Table::restore(setup.clone(), places, &[], Some(&current)).unwrap();
    assert!(back.view(Viewer::Spectator).unrated);
    t.resign(Seat(0)).unwrap();
    assert!(
        t.view(Viewer::Seat(Seat(0))).unrated,
        "the result is not rated"
    );
    t.ready(1).unwrap();
    assert!(!t.view(Viewer::Spectator).unrated, "a new game");
    // Against a person it is refused.
    let mut t = Table::new(setup, vec![Some(ann()), Some(bob())]).unwrap();
    t.play(Seat(0), "d6").unwrap();
    assert!(matches!(
        t.undo(Seat(0)),
        Err(TableError::UndoNotAllowed(_))
    ));
    // Cards were seen: never, under either policy, and the view offers no undo (against the
    // computer, an undo would let a player peek at what it does next).
    for policy in [UndoPolicy::SharedKeyboard, UndoPolicy::AgainstComputers] {
        let mut setup = TableSetup::new(GameKind::Tablenette, None, 1);
        setup.undo = policy;
        let mut t = Table::new(
            setup,
            vec![Some(ann()), Some(Participant::computer("easy"))],
        )
        .unwrap();
        // The person has played a card and the computer one.
        play_on(&mut t, 2);
        assert!(!t.view(Viewer::Seat(Seat(0))).actions.undo, "{policy:?}");
        let refused = t.undo(Seat(0)).unwrap_err();
        assert_eq!(
            refused,
            TableError::UndoNotAllowed(NoUndo::CardsSeen),
            "{policy:?}"
        );
        // Why, in the reader's language, all of it.
        use parlour_core::Describe;
        let ru = parlour_i18n::say(parlour_i18n::Lang::Ru, &refused.message());
        assert_eq!(
            ru,
            "здесь ходы не возвращают: карты уже видны, и возврат хода позволил бы подсмотреть"
        );
    }
}

#[test]
fn hidden_cards_stay_in_their_own_view() {
    let t = Table::new(
        TableSetup::new(GameKind::Tablenette, None, 9),
        vec![Some(ann()), Some(bob())],
    )
    .unwrap();
    let south = serde_json::to_string(&t.view(Viewer::Seat(Seat(0)))).unwrap();
    let north = serde_json::to_string(&t.view(Viewer::Seat(Seat(1)))).unwrap();
    let spectator = serde_json::to_string(&t.view(Viewer::Spectator)).unwrap();
    let hand = |v: &TableView| v.board.value()["hand"].clone();
    let sv = t.view(Viewer::Seat(Seat(0)));
    let nv = t.view(Viewer::Seat(Seat(1)));
    assert!(hand(&sv).is_array() && hand(&nv).is_array());
    assert_ne!(hand(&sv), hand(&nv));
    assert!(t.view(Viewer::Spectator).board.value()["hand"].is_null());
    // No view names a card of the other hand.
    for card in hand(&nv).as_array().unwrap() {
        let c = card.to_string();
        assert!(!south.contains(&c) || sv.board.value()["table"].to_string().contains(&c));
        assert!(!spectator.contains(&c));
    }
    assert!(north.contains("hand"));
}

#[test]
fn a_computer_takes_over_a_place_mid_game() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    t.play(Seat(0), "d6").unwrap();
    t.play(Seat(1), "d2").unwrap();
    t.play(Seat(0), "f4").unwrap();
    // The event names the seat of the game under way: the records count it lost by leaving.
    assert_eq!(
        t.take_over(1, "easy").unwrap(),
        vec![Event::TakenOver {
            place: 1,
            seat: Some(Seat(1))
        }]
    );
    assert_eq!(t.next(), Next::Computer(Seat(1)));
    play_on(&mut t, 1);
    assert_eq!(t.next(), Next::Person(Seat(0)));
    assert_eq!(t.seat_of(2), None);
}

/// Bob is taken over before his first move: the game is called off, as his leaving would
/// call it off (it was played on, and rated as Ann's win even if she then resigned), and
/// the computer plays from the next game.
#[test]
fn a_person_taken_over_before_their_first_move_has_the_game_called_off() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    t.play(Seat(0), "d6").unwrap();
    assert_eq!(
        t.take_over(1, "easy").unwrap(),
        vec![
            Event::GameAbandoned,
            Event::TakenOver {
                place: 1,
                seat: None
            }
        ]
    );
    assert!(t.abandoned());
    let v = t.view(Viewer::Spectator);
    assert_eq!(
        v.series.games, 0,
        "the called-off game is counted for nobody"
    );
    let by = CalledOff {
        seat: Seat(1),
        name: "Bob".into(),
        how: CallOff::WentAway,
    };
    assert_eq!(v.called_off, Some(by), "everyone is told who, and how");
    // Ann is ready: game 2, against the computer, which plays White now (the seats turn).
    t.ready(1).unwrap();
    assert_eq!(t.history().len(), 0);
    assert_eq!(t.next(), Next::Computer(Seat(0)));
}

/// The score of each place: wins, losses, survivals.
fn scores(t: &Table) -> Vec<(u32, u32, u32)> {
    let v = t.view(Viewer::Spectator).series;
    v.players
        .iter()
        .map(|p| (p.wins, p.losses, p.survivals))
        .collect()
}

#[test]
fn a_game_someone_left_counts_for_those_who_stayed_also_after_a_restart() {
    let setup = || TableSetup::new(GameKind::Nines, None, 11);
    let mut t = Table::new(setup(), vec![Some(ann()), Some(bob())]).unwrap();
    let mut log = Vec::new();
    for _ in 0..3 {
        let Next::Person(seat) = t.next() else {
            panic!("two people play")
        };
        let mv = t.legal_moves()[0].clone();
        log.extend(logged(&t.play_exact(seat, &mv).unwrap()));
    }
    // Bob goes away; a computer plays on for him, and Ann resigns: on the board the
    // computer won, but leaving loses, so the series gives the game to Ann, the one who
    // stayed, and nothing to the computer that came in late.
    log.extend(logged(&t.take_over(1, "easy").unwrap()));
    log.extend(logged(
        &t.run_computers(&Budget::unlimited(), |_| {}).unwrap(),
    ));
    log.extend(logged(&t.resign(Seat(0)).unwrap()));
    let outcome = t.outcome().unwrap();
    assert_eq!(outcome.result(Seat(1)), SeatResult::Win);
    // Bob's line (the third, after the places) has the loss.
    assert_eq!(scores(&t), vec![(1, 0, 0), (0, 0, 0), (0, 1, 0)]);
    let bob_line = &t.view(Viewer::Spectator).series.players[2];
    assert_eq!(
        (bob_line.name.as_deref(), bob_line.left),
        (Some("Bob"), true)
    );
    assert_eq!(t.view(Viewer::Spectator).series.games, 1);
    let v = t.view(Viewer::Seat(Seat(0)));
    assert_eq!(v.left, vec![Seat(1)], "the room can say why");
    assert_eq!(
        v.left_names,
        vec![Some("Bob".to_string())],
        "and who left, not the computer now in his seat"
    );
    // The records say the same after a restart: the finished game with the seat left, and
    // the same game being played again, ended by the log.
    let places = vec![Some(ann()), Some(Participant::computer("easy"))];
    let finished = FinishedRecord {
        number: 1,
        seats: vec![ann(), bob()],
        outcome: outcome.clone(),
        left: vec![Seat(1)],
        unrated: true,
    };
    let back = Table::restore(setup(), places.clone(), &[finished], None).unwrap();
    assert_eq!(scores(&back), vec![(1, 0, 0), (0, 0, 0), (0, 1, 0)]);
    assert_eq!(
        back.view(Viewer::Spectator).series,
        t.view(Viewer::Spectator).series
    );
    // Between games, the last result is told as it was: who left, and not rated.
    let v = back.view(Viewer::Spectator);
    assert_eq!((v.left, v.unrated), (vec![Seat(1)], true));
    assert_eq!(v.left_names, vec![Some("Bob".to_string())]);
    // The result speaks of the computer that played on, as before the restart.
    let names: Vec<&str> = v.outcome_players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Computer (easy)"]);
    // The game being played is recorded with the people who began it.
    let mut current = current_record(&t, 1, log);
    current.seats = vec![ann(), bob()];
    let back = Table::restore(setup(), places, &[], Some(&current)).unwrap();
    assert_eq!(back.outcome(), Some(outcome));
    assert_eq!(
        back.view(Viewer::Spectator).left_names,
        vec![Some("Bob".to_string())]
    );
    assert_eq!(scores(&back), vec![(1, 0, 0), (0, 0, 0), (0, 1, 0)]);
}

#[test]
fn a_take_back_never_reaches_the_moves_of_a_person_whose_seat_was_taken_over() {
    let mut setup = TableSetup::new(GameKind::Nines, None, 11);
    setup.undo = UndoPolicy::AgainstComputers;
    let mut t = Table::new(setup, vec![Some(ann()), Some(bob())]).unwrap();
    play_on(&mut t, 3);
    t.take_over(1, "easy").unwrap();
    play_on(&mut t, 1); // the computer, for Bob
    assert_eq!(t.next(), Next::Person(Seat(0)));
    // Ann's last turn came before the take-over: it stays, and so do Bob's moves (said
    // so: not "you have no move to take back").
    assert_eq!(t.undo(Seat(0)), Err(TableError::UndoBeforeResume));
    assert!(!t.view(Viewer::Seat(Seat(0))).actions.undo);
    // A turn played since can be taken back, with the computer's answer.
    play_on(&mut t, 2);
    assert_eq!(t.history().len(), 6);
    t.undo(Seat(0)).unwrap();
    assert_eq!(t.history().len(), 4);
    assert_eq!(t.undo(Seat(0)), Err(TableError::UndoBeforeResume));
}

#[test]
fn leaving_before_everyone_has_moved_calls_the_game_off() {
    // Bob sat down at Ann's table and goes before anyone has moved: nobody is beaten.
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    let events = t.leave(2).unwrap();
    assert!(matches!(events[0], Event::GameAbandoned), "{events:?}");
    assert_eq!(t.phase(), Phase::Over);
    let v = t.view(Viewer::Seat(Seat(0)));
    assert!(v.abandoned);
    assert_eq!(v.outcome, None);
    assert_eq!(v.series.games, 0, "counted for nobody");
    let called_off = v.called_off.expect("who called it off");
    assert_eq!(
        (called_off.name.as_str(), called_off.how),
        ("Bob", CallOff::Left)
    );
    // Once both have moved, leaving resigns; the view says which it would be, to each of
    // them (a spectator cannot leave).
    let leave_resigns = |t: &Table| {
        [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(1)),
            Viewer::Spectator,
        ]
        .map(|v| t.view(v).actions.leave_resigns)
    };
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    assert_eq!(leave_resigns(&t), [false; 3]);
    play_on(&mut t, 1);
    assert_eq!(leave_resigns(&t), [false; 3]);
    assert!(matches!(t.leave(1).unwrap()[0], Event::GameAbandoned));
    assert_eq!(leave_resigns(&t), [false; 3], "between games");
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    play_on(&mut t, 2);
    assert_eq!(leave_resigns(&t), [true, true, false]);
    let events = t.leave(1).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::GameOver(_))),
        "{events:?}"
    );
    assert!(!t.view(Viewer::Spectator).abandoned);
    assert_eq!(t.view(Viewer::Spectator).series.games, 1);
}

/// Resigning before everyone has moved calls the game off, as leaving then does: a rated
/// loss for a misclick on the first move (and a rated win for a game the other side never
/// played) helped nobody. From the first move of everyone, it loses.
#[test]
fn resigning_before_everyone_has_moved_calls_the_game_off() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    t.play(Seat(0), "d6").unwrap();
    let version = t.view(Viewer::Spectator).version;
    assert_eq!(
        t.resign(Seat(0)).unwrap(),
        vec![Event::Resigned(Seat(0)), Event::GameAbandoned]
    );
    let v = t.view(Viewer::Seat(Seat(1)));
    assert!(v.abandoned && v.version > version);
    assert_eq!((v.phase, v.outcome), (Phase::Over, None));
    assert_eq!(v.series.games, 0, "counted for nobody");
    let called_off = v.called_off.expect("who called it off");
    assert_eq!(
        (
            called_off.seat,
            called_off.name.as_str(),
            called_off.how.name()
        ),
        (Seat(0), "Ann", "resigned")
    );
    // The word is the view's.
    let json = serde_json::to_value(&called_off).unwrap();
    assert_eq!(json["how"], called_off.how.name());
    assert!(v.actions.ready && !v.actions.resign);
    // The next game forgets it; once both have moved there, resigning loses.
    t.ready(1).unwrap();
    t.ready(2).unwrap();
    assert_eq!(t.phase(), Phase::Playing);
    assert_eq!(t.view(Viewer::Spectator).called_off, None);
    play_on(&mut t, 2);
    let events = t.resign(Seat(0)).unwrap();
    assert!(matches!(events.last(), Some(Event::GameOver(o)) if o.reason == "resignation"));
    let v = t.view(Viewer::Spectator);
    assert!(!v.abandoned && v.called_off.is_none());
    assert_eq!(v.series.games, 1);
}

/// An Elephant–Fox–Mouse table of computers only: two of one level and a random one.
fn two_easies_and_a_random() -> Table {
    Table::new(
        TableSetup::new(GameKind::ElephantFoxMouse, None, 4),
        vec![
            Some(Participant::computer("easy")),
            Some(Participant::computer("easy")),
            Some(Participant::computer("random")),
        ],
    )
    .unwrap()
}

#[test]
fn computers_play_a_series_alone_with_distinct_names() {
    let mut t = two_easies_and_a_random();
    for game in 1..=2 {
        let mut moves = 0;
        let events = t
            .run_computers(&Budget::unlimited(), |_| moves += 1)
            .unwrap();
        assert!(
            matches!(events.last(), Some(Event::GameOver(_))),
            "game {game}"
        );
        assert_eq!(t.phase(), Phase::Over);
        assert!(moves > 0);
        if game == 1 {
            t.next_game().unwrap();
        }
    }
    let v = t.view(Viewer::Spectator);
    assert_eq!(v.series.games, 2);
    let names: Vec<String> = v
        .series
        .players
        .iter()
        .filter_map(|p| p.name.clone())
        .collect();
    assert_eq!(
        names,
        [
            "Computer (easy) 1",
            "Computer (easy) 2",
            "Computer (random)"
        ]
    );
    // Game 2's seats turned one place: the elephant is place 1, "Computer (easy) 2", in
    // the players' list, in the result and in the lobby alike (the result and the lobby
    // numbered by seat, and named "1" the winner the list called "2").
    let seated: Vec<String> = v
        .seats
        .iter()
        .map(|s| s.player.as_ref().unwrap().name.clone())
        .collect();
    let result: Vec<String> = v.outcome_players.iter().map(|p| p.name.clone()).collect();
    assert_eq!(
        seated,
        [
            "Computer (easy) 2",
            "Computer (random)",
            "Computer (easy) 1"
        ]
    );
    assert_eq!(result, seated);
    assert_eq!(t.seat_numbers(), [Some(2), None, Some(1)]);
}

/// The game being played at `t`, as the records keep it (game `number` of the table).
fn current_record(t: &Table, number: u64, log: Vec<Logged>) -> CurrentRecord {
    let record = t.record();
    CurrentRecord {
        number,
        params: record.params,
        seed: record.seed,
        seats: t.seat_holders(),
        log,
    }
}

/// What a table's events say, as a log to restore from.
fn logged(events: &[Event]) -> Vec<Logged> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Moved(r) => Some(Logged::Move(r.seat, r.notation.clone())),
            Event::DrawOffered(s) => Some(Logged::DrawOffer(*s)),
            Event::DrawAccepted(s) => Some(Logged::DrawAccept(*s)),
            Event::DrawDeclined(s) => Some(Logged::DrawDecline(*s)),
            Event::Resigned(s) => Some(Logged::Resign(*s)),
            Event::TakenOver { seat: Some(s), .. } => Some(Logged::TakenOver(*s)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_table_comes_back_from_its_records() {
    let places = vec![Some(ann()), Some(Participant::computer("easy"))];
    let setup = TableSetup::new(GameKind::Nines, Some("standard"), 77);
    let mut t = Table::new(setup.clone(), places.clone()).unwrap();
    // Game 1: Ann resigns after a few moves.
    let mut log = Vec::new();
    for _ in 0..3 {
        match t.next() {
            Next::Person(seat) => {
                let mv = t.legal_moves()[0].clone();
                log.extend(logged(&t.play_exact(seat, &mv).unwrap()));
            }
            _ => log.extend(logged(
                &t.run_computers(&Budget::unlimited(), |_| {}).unwrap(),
            )),
        }
    }
    t.resign(Seat(0)).unwrap();
    let first = FinishedRecord {
        number: 1,
        seats: vec![ann(), Participant::computer("easy")],
        outcome: t.outcome().unwrap(),
        left: vec![],
        unrated: false,
    };
    // Game 2: seats rotated, the computer opens; some moves and a pending draw offer.
    t.ready(1).unwrap();
    let mut log = logged(&t.run_computers(&Budget::unlimited(), |_| {}).unwrap());
    for _ in 0..4 {
        match t.next() {
            Next::Person(seat) => {
                let mv = t.legal_moves()[0].clone();
                log.extend(logged(&t.play_exact(seat, &mv).unwrap()));
            }
            _ => log.extend(logged(
                &t.run_computers(&Budget::unlimited(), |_| {}).unwrap(),
            )),
        }
    }
    let current = current_record(&t, 2, log);
    let back = Table::restore(setup, places, &[first], Some(&current)).unwrap();
    let (a, b) = (
        t.view(Viewer::Seat(Seat(1))),
        back.view(Viewer::Seat(Seat(1))),
    );
    assert_eq!(a.board, b.board);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.series, b.series);
    assert_eq!(a.seats, b.seats);
    assert_eq!(a.legal, b.legal);
    assert_eq!(back.next(), t.next());
    assert_eq!(back.seat_of(1), Some(Seat(1)), "Ann has Black in game 2");
}

#[test]
fn a_declined_offer_comes_back_from_the_records() {
    let places = vec![Some(ann()), Some(bob())];
    let setup = TableSetup::new(GameKind::Nines, Some("client"), 5);
    let mut t = Table::new(setup.clone(), places.clone()).unwrap();
    let mut log = Vec::new();
    while !t.may_offer_draw(t.to_move().unwrap()) {
        let seat = t.to_move().unwrap();
        let mv = t.legal_moves()[0].clone();
        log.extend(logged(&t.play_exact(seat, &mv).unwrap()));
    }
    let seat = t.to_move().unwrap();
    log.extend(logged(&t.offer_draw(seat).unwrap()));
    log.extend(logged(&t.answer_draw(seat.other(), false).unwrap()));
    let current = current_record(&t, 1, log);
    let back = Table::restore(setup, places, &[], Some(&current)).unwrap();
    assert_eq!(
        back.view(Viewer::Spectator).draw_declined,
        t.view(Viewer::Spectator).draw_declined
    );
    assert!(back.view(Viewer::Spectator).draw_declined.is_some());
    assert!(
        !back.may_offer_draw(seat),
        "no second offer before moving, restart or not"
    );
}

#[test]
fn a_table_with_a_finished_game_only_comes_back_over() {
    let places = vec![Some(ann()), Some(bob())];
    let setup = TableSetup::new(GameKind::Isolo, None, 3);
    let finished = FinishedRecord {
        number: 1,
        seats: vec![ann(), bob()],
        outcome: Outcome::win(Seat(0), 2, "resignation"),
        left: vec![],
        unrated: false,
    };
    let t = Table::restore(setup, places, &[finished], None).unwrap();
    assert_eq!(t.phase(), Phase::Over);
    let v = t.view(Viewer::Seat(Seat(0)));
    assert_eq!(v.series.players[0].wins, 1);
    assert!(v.actions.ready);
}

#[test]
fn a_change_that_could_not_be_saved_is_taken_back() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    t.play(Seat(0), "d6").unwrap();
    let before = t.view(Viewer::Seat(Seat(1)));
    let cp = t.checkpoint();
    t.play(Seat(1), "d5").unwrap();
    t.rollback(cp);
    let after = t.view(Viewer::Seat(Seat(1)));
    assert_eq!(after.board, before.board);
    assert_eq!(after.moves, before.moves);
    assert!(
        after.version > before.version,
        "viewers learn the state changed"
    );
    // A finished game taken back to before its end.
    let cp = t.checkpoint();
    t.resign(Seat(1)).unwrap();
    assert_eq!(t.phase(), Phase::Over);
    t.rollback(cp);
    assert_eq!(t.phase(), Phase::Playing);
    assert_eq!(t.view(Viewer::Spectator).series.games, 0);
    assert_eq!(t.next(), Next::Person(Seat(1)));
}

/// A hint is a whole turn of complete legal moves: typed as given, on one line, it plays
/// exactly that turn (Virus War's three sub-moves; a Tablenette card that could trail or
/// capture is given as the move it stands for, never a bare card that would need a choice).
#[test]
fn a_hint_is_a_whole_turn_that_plays_as_typed() {
    for (kind, variant) in [
        (GameKind::VirusWar, Some("small")),
        (GameKind::Tablenette, Some("hand")),
        (GameKind::Nines, None),
    ] {
        let mut t = Table::new(
            TableSetup::new(kind, variant, 5),
            vec![Some(ann()), Some(bob())],
        )
        .unwrap();
        for _ in 0..12 {
            let Next::Person(seat) = t.next() else {
                break;
            };
            let turn = t.hint_turn(seat).unwrap();
            assert!(!turn.is_empty());
            assert!(
                t.legal_moves().contains(&turn[0].0),
                "{kind:?}: hint {} is not a legal move",
                turn[0].0
            );
            let line: Vec<&str> = turn.iter().map(|(m, _)| m.as_str()).collect();
            let events = t
                .play(seat, &line.join(" "))
                .unwrap_or_else(|e| panic!("{kind:?}: hint '{}' refused: {e}", line.join(" ")));
            let played: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Moved(r) => Some(r.notation.clone()),
                    _ => None,
                })
                .collect();
            assert_eq!(played, line, "{kind:?}");
            if kind == GameKind::VirusWar {
                assert_eq!(played.len(), 3, "a Virus War turn is three sub-moves");
            }
        }
    }
}

/// Between games the result names who played the last game, not who sits there now: one
/// who sat down after it did not play it (`played` is `None`), and the names stay after the
/// players leave.
#[test]
fn the_last_result_names_those_who_played_it() {
    let mut t = nines(vec![Some(ann()), Some(bob())]);
    // During a game nothing of the kind is sent.
    let v = t.view(Viewer::Seat(Seat(0)));
    assert!(v.outcome_players.is_empty() && v.played.is_none());
    play_on(&mut t, 2);
    t.resign(Seat(1)).unwrap();
    let v = t.view(Viewer::Seat(Seat(0)));
    let names: Vec<&str> = v.outcome_players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert_eq!(v.played, Some(Seat(0)));
    assert_eq!(t.view(Viewer::Seat(Seat(1))).played, Some(Seat(1)));
    assert_eq!(t.view(Viewer::Spectator).played, None);
    // Bob leaves and Cy sits in his place: Cy has Bob's seat but did not play.
    t.leave(2).unwrap();
    let v = t.view(Viewer::Spectator);
    let names: Vec<&str> = v.outcome_players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert_eq!(v.outcome.as_ref().unwrap().reason, "resignation");
    t.sit(Participant::person(3, "Cy"), None).unwrap();
    let cy = t.view(Viewer::Seat(t.seat_of(3).unwrap()));
    assert_eq!(cy.you, Some(Seat(1)));
    assert_eq!(cy.played, None);
    assert_eq!(cy.outcome_players[1].name, "Bob");
    // Ann leaves too: her name stays in the result.
    t.leave(1).unwrap();
    assert_eq!(t.view(Viewer::Spectator).outcome_players[0].name, "Ann");
    // Once the next game starts, the fields go (and are not serialised).
    t.sit(ann(), None).unwrap();
    assert_eq!(t.phase(), Phase::Playing);
    let v = t.view(Viewer::Seat(Seat(0)));
    assert!(v.outcome_players.is_empty() && v.played.is_none());
    let json = serde_json::to_value(&v).unwrap();
    assert!(json.get("outcome_players").is_none() && json.get("played").is_none());
}

/// Two computers of one level are numbered in the result as in the seats.
#[test]
fn the_last_result_numbers_two_computers_of_one_level() {
    let mut t = two_easies_and_a_random();
    t.run_computers(&Budget::unlimited(), |_| {}).unwrap();
    assert_eq!(t.phase(), Phase::Over);
    let v = t.view(Viewer::Spectator);
    let numbers: Vec<Option<u32>> = v.outcome_players.iter().map(|p| p.number).collect();
    assert_eq!(numbers, [Some(1), Some(2), None]);
    assert_eq!(v.outcome_players[1].name, "Computer (easy) 2");
    assert!(v.outcome_players.iter().all(|p| p.computer));
}

/// A table restored between games shows the last game's result and who played it.
#[test]
fn a_table_restored_between_games_shows_the_last_result() {
    let cy = Participant::person(3, "Cy");
    let finished = [
        FinishedRecord {
            number: 1,
            seats: vec![ann(), bob()],
            outcome: Outcome::win(Seat(1), 2, "resignation"),
            left: vec![],
            unrated: false,
        },
        FinishedRecord {
            number: 2,
            seats: vec![bob(), ann()],
            outcome: Outcome::win(Seat(0), 2, "blockade"),
            left: vec![],
            unrated: false,
        },
    ];
    // Ann left after the second game; Cy sat down in her place.
    let places = vec![Some(cy), Some(bob())];
    let setup = TableSetup::new(GameKind::Nines, None, 3);
    let t = Table::restore(setup, places, &finished, None).unwrap();
    assert_eq!(t.phase(), Phase::Over);
    let v = t.view(Viewer::Seat(t.seat_of(2).unwrap()));
    assert_eq!(v.game_number, 2);
    assert_eq!(
        v.outcome.as_ref().map(|o| o.reason.as_str()),
        Some("blockade")
    );
    let names: Vec<&str> = v.outcome_players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Bob", "Ann"]);
    assert_eq!(v.played, Some(Seat(0)));
    assert_eq!(t.view(Viewer::Seat(t.seat_of(3).unwrap())).played, None);
}
