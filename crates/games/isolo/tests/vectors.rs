//! The worked examples on 8 holes (first moves, S1 lap by lap, mwipinda), from literal positions.

use parlour_core::Game;
use parlour_isolo::{Hole, Isolo, IsoloParams, LapEnd, LapKind, MoveEnd, NORTH, SOUTH};

fn position(text: &str) -> Isolo {
    Isolo::from_text(&IsoloParams::default(), text).unwrap()
}

fn start() -> Isolo {
    Isolo::new(&IsoloParams::with_holes(8), 0).unwrap()
}

/// The eight first moves from the start: move, South after, North after, laps.
const OPENINGS: [(u8, [u32; 8], [u32; 8], usize); 8] = [
    (1, [4, 1, 5, 4, 3, 3, 3, 2], [2, 0, 2, 2, 0, 0, 0, 2], 6),
    (2, [6, 1, 5, 4, 3, 2, 2, 2], [2, 2, 2, 0, 0, 0, 0, 2], 6),
    (3, [3, 3, 1, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], 1),
    (4, [6, 1, 5, 2, 3, 3, 3, 2], [2, 0, 2, 2, 0, 0, 0, 2], 6),
    (5, [6, 1, 5, 4, 1, 3, 3, 2], [2, 0, 2, 2, 0, 0, 0, 2], 6),
    (6, [6, 1, 5, 4, 3, 1, 3, 2], [2, 0, 2, 2, 0, 0, 0, 2], 6),
    (7, [5, 1, 4, 4, 3, 3, 0, 3], [2, 2, 0, 2, 0, 2, 0, 2], 5),
    (8, [6, 1, 5, 4, 3, 3, 3, 0], [2, 0, 2, 2, 0, 0, 0, 2], 6),
];

#[test]
fn the_eight_openings() {
    for (hole, south, north, laps) in OPENINGS {
        let s = start();
        let trace = s.trace(Hole(hole)).unwrap();
        assert_eq!(trace.laps.len(), laps, "S{hole}");
        assert_eq!(trace.end, MoveEnd::Sleeps, "S{hole}");
        let mut after = s.clone();
        after.play(Hole(hole)).unwrap();
        assert_eq!(after.row(SOUTH), &south, "S{hole}");
        assert_eq!(after.row(NORTH), &north, "S{hole}");
        assert_eq!(after.to_move(), Some(NORTH));
        assert_eq!(after.last_move(), Some(trace));
    }
}

#[test]
fn every_opening_is_legal_and_explained_lap_by_lap() {
    let s = start();
    assert_eq!(s.legal_moves(), (1..=8).map(Hole).collect::<Vec<_>>());
    for (hole, _, _, laps) in OPENINGS {
        assert_eq!(
            parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(Hole(hole)))
                .lines()
                .count(),
            laps
        );
    }
}

#[test]
fn s1_in_detail() {
    let t = start().trace(Hole(1)).unwrap();
    let laps: Vec<(LapKind, u8, u32, u8, LapEnd)> = t
        .laps
        .iter()
        .map(|l| (l.kind, l.start, l.seeds, l.end, l.then))
        .collect();
    use LapKind::*;
    assert_eq!(
        laps,
        vec![
            // Lap 1 from S1 (3 seeds) ends in S3, captures 2 from N6 (central).
            (First, 1, 3, 3, LapEnd::Capture { hole: 6, seeds: 2 }),
            // Sown from S1, ends in S2, captures 2 from N7.
            (Capture, 1, 2, 2, LapEnd::Capture { hole: 7, seeds: 2 }),
            // Multiple capture: sown from S1, ends in S2, N7 now empty: relay 5.
            (Capture, 1, 2, 2, LapEnd::Relay { lifted: 5 }),
            // Relay from S3, ends in S7, captures 2 from N2 (endhole with 2 seeds).
            (Relay, 3, 5, 7, LapEnd::Capture { hole: 2, seeds: 2 }),
            // After a relay: sown from the hole after S2, i.e. S3; ends in S4, takes N5.
            (Capture, 3, 2, 4, LapEnd::Capture { hole: 5, seeds: 2 }),
            // Sown from S1, ends in S2, which was empty: sleep.
            (Capture, 1, 2, 2, LapEnd::Sleep),
        ]
    );
    assert_eq!(t.captured, 8);
    let explained = parlour_i18n::lines(parlour_i18n::Lang::En, &start().explain(Hole(1)));
    assert_eq!(
        explained,
        "lap 1: S1 plus a stock seed makes 3, sown S1 to S3; captures 2 from N6\n\
         lap 2: 2 captured seeds sown S1 to S2; captures 2 from N7\n\
         lap 3: 2 captured seeds sown S1 to S2; N7 is empty, so relay: lifts the 5 in S2\n\
         lap 4: 5 seeds sown S3 to S7; captures 2 from N2\n\
         lap 5: 2 captured seeds sown S3 to S4; captures 2 from N5\n\
         lap 6: 2 captured seeds sown S1 to S2; S2 was empty: sleeps"
    );
}

#[test]
fn s7_starts_its_first_lap_in_s8() {
    let t = start().trace(Hole(7)).unwrap();
    assert_eq!((t.laps[0].start, t.laps[0].seeds, t.laps[0].end), (8, 3, 2));
}

#[test]
fn mwipinda_after_the_first_lap() {
    let s = position("S 0 2 2 3 0 1 0 2 / N 3 0 2 0 2 0 1 3 / S");
    let t = s.trace(Hole(6)).unwrap();
    assert_eq!(
        t.laps[0].then,
        LapEnd::Mwipinda {
            hole: 7,
            into: 1,
            lifted: 2
        }
    );
    // S1's 2 seeds are sown from S2, ending in S3; N6 is empty: relay 3 from S4 to S6.
    assert_eq!((t.laps[1].start, t.laps[1].seeds, t.laps[1].end), (2, 2, 3));
    assert_eq!(t.laps[1].then, LapEnd::Relay { lifted: 3 });
    assert_eq!((t.laps[2].start, t.laps[2].seeds, t.laps[2].end), (4, 3, 6));
    assert_eq!(t.laps[2].then, LapEnd::Sleep);
    assert_eq!(t.laps.len(), 3);
    assert_eq!(
        parlour_i18n::lines(parlour_i18n::Lang::En, &s.explain(Hole(6))),
        "lap 1: S6 plus a stock seed makes 2, sown S1 to S2; captures the single seed of N7 \
         (a mwipinda), puts it into S1 and lifts its 2\n\
         lap 2: 2 seeds sown S2 to S3; N6 is empty, so relay: lifts the 3 in S3\n\
         lap 3: 3 seeds sown S4 to S6; S6 was empty: sleeps"
    );
    let mut after = s.clone();
    after.play(Hole(6)).unwrap();
    assert_eq!(
        after.to_text(),
        "S 0 4 0 4 1 1 0 2 / N 3 0 2 0 2 0 0 3 / N / ply 1"
    );
}

#[test]
fn mwipinda_after_a_relay() {
    let s = position("S 2 0 3 0 0 0 1 2 / N 2 1 3 2 2 0 2 0 / S");
    let t = s.trace(Hole(1)).unwrap();
    let shape: Vec<(LapKind, u8, u32, u8)> = t
        .laps
        .iter()
        .map(|l| (l.kind, l.start, l.seeds, l.end))
        .collect();
    assert_eq!(
        shape,
        vec![
            (LapKind::First, 1, 3, 3),
            (LapKind::Relay, 4, 4, 7),
            (LapKind::Capture, 1, 3, 3),
        ]
    );
    assert_eq!(
        t.laps[1].then,
        LapEnd::Mwipinda {
            hole: 2,
            into: 8,
            lifted: 3
        }
    );
    let mut after = s.clone();
    after.play(Hole(1)).unwrap();
    assert_eq!(after.row(SOUTH), &[2, 2, 1, 1, 1, 1, 2, 0]);
    assert_eq!(after.row(NORTH), &[2, 0, 3, 2, 2, 0, 2, 0]);
}

#[test]
fn the_start_position_text_is_the_rules_example() {
    let s = start();
    assert_eq!(s.to_text(), "S 2 2 2 2 2 2 2 2 / N 2 2 2 2 2 2 2 2 / S");
    assert_eq!(position("s 2 2 2 2 2 2 2 2 / n 2 2 2 2 2 2 2 2 / s"), s);
}
