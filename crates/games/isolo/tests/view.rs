//! The view a page animates: every lap of the last move as plain steps (where its seeds were
//! lifted, the holes sown one by one, the rows after its end), which replayed by hand give
//! the position after the move.

use parlour_core::{Game, Rng, Viewer};
use parlour_isolo::{
    HoleRef, Isolo, IsoloParams, IsoloView, LapEnd, LapKind, MoveEnd, MoveView, NORTH, SOUTH,
};

fn position(text: &str) -> Isolo {
    Isolo::from_text(&IsoloParams::default(), text).unwrap()
}

/// The rows a lap by lap replay of `m` reaches, checking every lap's `after` rows on the way:
/// what a page does with the view (lift, sow one seed a hole, then the lap's end).
fn replay(m: &MoveView, holes: usize) -> (Vec<u32>, Vec<u32>) {
    // Indexed by seat: South 0, North 1.
    let mut rows = [m.south_before.clone(), m.north_before.clone()];
    let me = m.seat.index();
    let enemy = 1 - me;
    let mut hand = 0;
    for (i, lap) in m.laps.iter().enumerate() {
        if i == 0 {
            // The chosen hole and a stock seed.
            let from = &lap.lifted_from;
            assert_eq!(
                *from,
                HoleRef {
                    seat: m.seat,
                    hole: m.hole,
                    stock: true
                }
            );
            hand = rows[me][usize::from(m.hole) - 1] + 1;
            rows[me][usize::from(m.hole) - 1] = 0;
        }
        assert_eq!(hand, lap.lap.seeds, "lap {} sows what was lifted", i + 1);
        assert_eq!(lap.sown.len(), lap.lap.seeds as usize);
        assert_eq!(lap.sown.first(), Some(&lap.lap.start));
        assert_eq!(lap.sown.last(), Some(&lap.lap.end));
        assert_eq!(lap.rounds, (lap.lap.seeds - 1) / holes as u32);
        for &h in &lap.sown {
            rows[me][usize::from(h) - 1] += 1;
        }
        let end = usize::from(lap.lap.end) - 1;
        match lap.lap.then {
            LapEnd::Sleep => assert_eq!(rows[me][end], 1, "sleeps in an empty hole"),
            LapEnd::Relay { lifted } => {
                assert_eq!(rows[me][end], lifted);
                hand = lifted;
                rows[me][end] = 0;
            }
            LapEnd::Capture { hole, seeds } => {
                assert_eq!(usize::from(hole), holes - end, "the facing hole");
                assert_eq!(rows[enemy][usize::from(hole) - 1], seeds);
                rows[enemy][usize::from(hole) - 1] = 0;
                hand = seeds;
            }
            LapEnd::Mwipinda { hole, into, lifted } => {
                assert_eq!(rows[enemy][usize::from(hole) - 1], 1);
                rows[enemy][usize::from(hole) - 1] = 0;
                rows[me][usize::from(into) - 1] += 1;
                assert_eq!(rows[me][usize::from(into) - 1], lifted);
                rows[me][usize::from(into) - 1] = 0;
                hand = lifted;
            }
        }
        let (s, n) = (rows[0].clone(), rows[1].clone());
        assert_eq!(s, lap.south_after, "South after lap {}", i + 1);
        assert_eq!(n, lap.north_after, "North after lap {}", i + 1);
        // The next lap's seeds come from where this one ended.
        if let Some(next) = m.laps.get(i + 1) {
            let expected = match lap.lap.then {
                LapEnd::Relay { .. } => HoleRef {
                    seat: m.seat,
                    hole: lap.lap.end,
                    stock: false,
                },
                LapEnd::Capture { hole, .. } => HoleRef {
                    seat: m.seat.other(),
                    hole,
                    stock: false,
                },
                LapEnd::Mwipinda { into, .. } => HoleRef {
                    seat: m.seat,
                    hole: into,
                    stock: false,
                },
                LapEnd::Sleep => panic!("a lap follows a sleep"),
            };
            assert_eq!(next.lifted_from, expected, "lap {}", i + 2);
            assert_eq!(
                next.after_mwipinda,
                matches!(lap.lap.then, LapEnd::Mwipinda { .. })
            );
        }
    }
    let [south, north] = rows;
    (south, north)
}

fn last(view: &IsoloView) -> &MoveView {
    view.last_move.as_ref().expect("a last move")
}

#[test]
fn the_rules_s1_opening_as_steps() {
    let mut g = Isolo::new(&IsoloParams::with_holes(8), 0).unwrap();
    g.play(parlour_isolo::Hole(1)).unwrap();
    let v = g.view(Viewer::Spectator);
    let m = last(&v);
    assert_eq!(m.laps.len(), 6);
    // Lap 1: S1 with a stock seed (3), sown S1 S2 S3, captures N6.
    assert_eq!(m.laps[0].sown, vec![1, 2, 3]);
    assert_eq!(m.laps[0].south_after, vec![1, 3, 3, 2, 2, 2, 2, 2]);
    assert_eq!(m.laps[0].north_after, vec![2, 2, 2, 2, 2, 0, 2, 2]);
    // Lap 2 sows the two captured seeds of N6 from S1.
    assert_eq!(
        m.laps[1].lifted_from,
        HoleRef {
            seat: NORTH,
            hole: 6,
            stock: false
        }
    );
    assert_eq!(m.laps[1].lap.kind, LapKind::Capture);
    let (south, north) = replay(m, 8);
    assert_eq!(south, v.south);
    assert_eq!(north, v.north);
    // The JSON a page reads: the lap's fields and its steps side by side.
    let json = serde_json::to_value(&v).unwrap();
    let lap = &json["last_move"]["laps"][0];
    assert_eq!(lap["kind"], "first");
    assert_eq!(lap["then"]["type"], "capture");
    assert_eq!(lap["sown"], serde_json::json!([1, 2, 3]));
    assert_eq!(lap["lifted_from"]["stock"], true);
}

#[test]
fn a_mwipinda_lap_lifts_the_end_hole() {
    // The worked example of a mwipinda after the first lap.
    let mut g = position("S 0 2 2 3 0 1 0 2 / N 3 0 2 0 2 0 1 3 / S");
    g.play(parlour_isolo::Hole(6)).unwrap();
    let v = g.view(Viewer::Spectator);
    let m = last(&v);
    assert!(matches!(
        m.laps[0].lap.then,
        LapEnd::Mwipinda {
            hole: 7,
            into: 1,
            lifted: 2
        }
    ));
    assert!(m.laps[1].after_mwipinda);
    assert_eq!(
        m.laps[1].lifted_from,
        HoleRef {
            seat: SOUTH,
            hole: 1,
            stock: false
        }
    );
    let (south, north) = replay(m, 8);
    assert_eq!(south, vec![0, 4, 0, 4, 1, 1, 0, 2]);
    assert_eq!(north, vec![3, 0, 2, 0, 2, 0, 0, 3]);
}

#[test]
fn random_games_of_every_row_length_replay_from_their_steps() {
    let mut rng = Rng::new(12);
    for holes in (6..=16u8).step_by(2) {
        let params = IsoloParams::with_holes(holes).automated();
        for game in 0..4 {
            let mut g = Isolo::new(&params, game).unwrap();
            for _ in 0..60 {
                let legal = g.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[rng.below(legal.len())];
                g.play(mv).unwrap();
                let v = g.view(Viewer::Spectator);
                let m = last(&v);
                let (south, north) = replay(m, usize::from(holes));
                assert_eq!(south, v.south, "{holes} holes, South");
                assert_eq!(north, v.north, "{holes} holes, North");
                if m.end == MoveEnd::EmptiesRow {
                    assert_eq!(v.winner, Some(m.seat));
                }
            }
        }
    }
}
