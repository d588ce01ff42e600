//! Conservation laws, checked on random games and random positions.
//!
//! - The board grows by exactly one seed per move while the game goes on (seeds never
//!   leave the board; only the stock seed is new).
//! - The opponent's row never gains during a move: each of its holes only loses seeds.
//! - The laps of a move's record, replayed one by one from the rows before it, give the
//!   rows after it (so a front-end can animate a move from its record alone).
//! - Text, notation and refusals never panic, whatever they are given.

use parlour_core::{Game, Rng, Seat, Viewer};
use parlour_isolo::{Hole, Isolo, IsoloParams, LapEnd, MoveEnd, MoveTrace};
use proptest::prelude::*;

fn total(s: &Isolo) -> u64 {
    [Seat(0), Seat(1)]
        .iter()
        .map(|&p| u64::from(s.seeds(p)))
        .sum()
}

/// Replays the laps of `t` by hand and returns (mover's row, enemy row) after them.
fn replay_laps(t: &MoveTrace) -> (Vec<u32>, Vec<u32>) {
    let (mut mine, mut theirs) = if t.seat == Seat(0) {
        (t.south_before.clone(), t.north_before.clone())
    } else {
        (t.north_before.clone(), t.south_before.clone())
    };
    let n = mine.len();
    let mut hand = mine[usize::from(t.hole) - 1] + 1;
    mine[usize::from(t.hole) - 1] = 0;
    for (i, lap) in t.laps.iter().enumerate() {
        assert_eq!(lap.seeds, hand, "lap {i} sows what was in hand");
        let mut at = usize::from(lap.start) - 1;
        for k in 0..lap.seeds {
            if k > 0 {
                at = (at + 1) % n;
            }
            mine[at] += 1;
        }
        assert_eq!(at + 1, usize::from(lap.end), "lap {i} ends where it says");
        let facing = n - at - 1;
        match lap.then {
            LapEnd::Sleep => assert_eq!(mine[at], 1),
            LapEnd::Relay { lifted } => {
                assert_eq!(theirs[facing], 0);
                assert_eq!(mine[at], lifted);
                mine[at] = 0;
                hand = lifted;
            }
            LapEnd::Capture { hole, seeds } => {
                assert_eq!(usize::from(hole) - 1, facing);
                assert_eq!(theirs[facing], seeds);
                theirs[facing] = 0;
                hand = seeds;
            }
            LapEnd::Mwipinda { hole, into, lifted } => {
                assert_eq!(usize::from(hole) - 1, facing);
                assert_eq!(theirs[facing], 1);
                theirs[facing] = 0;
                let into = usize::from(into) - 1;
                assert!(into == 0 || into == n - 1);
                mine[into] += 1;
                assert_eq!(mine[into], lifted);
                mine[into] = 0;
                hand = lifted;
            }
        }
    }
    (mine, theirs)
}

/// Plays `mv` and checks every law of a single move.
fn play_and_check(s: &mut Isolo, mv: Hole) -> Result<(), TestCaseError> {
    let me = s.to_move().expect("game goes on");
    let enemy = me.other();
    let before = s.clone();
    let trace = s.trace(mv).expect("legal move");
    s.play(mv).expect("legal move");
    prop_assert_eq!(s.ply(), before.ply() + 1);
    for (i, (&after, &was)) in s.row(enemy).iter().zip(before.row(enemy)).enumerate() {
        prop_assert!(
            after <= was,
            "enemy hole {} grew from {} to {}",
            i + 1,
            was,
            after
        );
    }
    prop_assert!(
        s.seeds(me) > before.seeds(me),
        "the mover's row gains at least the stock seed"
    );
    match trace.end {
        MoveEnd::Sleeps => {
            prop_assert_eq!(total(s), total(&before) + 1);
            prop_assert!(s.seeds(enemy) > 0);
        }
        MoveEnd::EmptiesRow => {
            prop_assert_eq!(s.seeds(enemy), 0);
            prop_assert!(total(s) <= total(&before) + 1);
            prop_assert_eq!(s.outcome().map(|o| o.winners()), Some(vec![me]));
        }
        MoveEnd::Endless => prop_assert!(false, "a legal move never sows forever"),
    }
    let (mine, theirs) = replay_laps(&trace);
    prop_assert_eq!(mine.as_slice(), s.row(me));
    if trace.end == MoveEnd::Sleeps {
        prop_assert_eq!(theirs.as_slice(), s.row(enemy));
    }
    prop_assert_eq!(s.last_move(), Some(trace));
    Ok(())
}

/// A row length the rules allow: even, 6 to 16.
fn row_length() -> impl Strategy<Value = u8> {
    (3u8..=8).prop_map(|half| 2 * half)
}

/// A position text with random rows (at least one seed in each) and side.
fn arbitrary_position() -> impl Strategy<Value = (u8, String)> {
    (row_length(), any::<bool>()).prop_flat_map(|(n, north)| {
        let row = proptest::collection::vec(0u32..12, usize::from(n));
        (Just(n), row.clone(), row, Just(north), 0u8..16, 0u8..16).prop_map(
            |(n, mut s, mut no, north, a, b)| {
                s[usize::from(a % n)] += 1;
                no[usize::from(b % n)] += 1;
                let f = |r: &Vec<u32>| r.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
                (
                    n,
                    format!(
                        "S {} / N {} / {}",
                        f(&s),
                        f(&no),
                        if north { "N" } else { "S" }
                    ),
                )
            },
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_games_keep_the_laws(seed in any::<u64>(), holes in row_length()) {
        let mut s = Isolo::new(&IsoloParams::with_holes(holes), seed).unwrap();
        let mut rng = Rng::new(seed);
        while s.to_move().is_some() && s.ply() < 400 {
            let moves = s.legal_moves();
            let mv = *rng.pick(&moves).unwrap();
            play_and_check(&mut s, mv)?;
        }
    }

    #[test]
    fn every_move_of_a_random_position_keeps_the_laws((holes, text) in arbitrary_position()) {
        let params = IsoloParams::with_holes(holes);
        let s = Isolo::from_text(&params, &text).unwrap();
        prop_assert_eq!(s.to_text(), text.clone());
        prop_assert_eq!(Isolo::from_text(&params, &s.to_text()).unwrap(), s.clone());
        // Every hole with a seed is legal, and only those.
        let me = s.to_move().unwrap();
        let with_seeds: Vec<Hole> =
            (1..=holes).filter(|&h| s.row(me)[usize::from(h) - 1] > 0).map(Hole).collect();
        prop_assert_eq!(s.legal_moves(), with_seeds);
        for mv in s.legal_moves() {
            play_and_check(&mut s.clone(), mv)?;
        }
    }

    #[test]
    fn any_hole_value_is_refused_or_played_without_panic(
        (holes, text) in arbitrary_position(), hole in any::<u8>()
    ) {
        let s = Isolo::from_text(&IsoloParams::with_holes(holes), &text).unwrap();
        let mut copy = s.clone();
        let _ = parlour_i18n::lines(parlour_i18n::Lang::En, &copy.explain(Hole(hole)));
        match copy.play(Hole(hole)) {
            Ok(()) => prop_assert!(s.legal_moves().contains(&Hole(hole))),
            Err(_) => {
                prop_assert_eq!(&copy, &s);
                copy.apply(Hole(hole));
                prop_assert_eq!(&copy, &s);
            }
        }
    }

    #[test]
    fn any_text_is_read_without_panic(text in "\\PC{0,40}", holes in 0u8..20) {
        let s = Isolo::new(&IsoloParams::default(), 0).unwrap();
        let _ = s.parse_move(&text);
        let _ = s.completions(&text);
        if let Ok(p) = Isolo::from_text(&IsoloParams::with_holes(holes), &text) {
            let _ = p.render(Viewer::Spectator, &parlour_i18n::Lang::En);
        }
    }

    #[test]
    fn near_misses_of_position_texts_never_panic(
        (holes, text) in arbitrary_position(), cut in 0usize..200, insert in "[ /0-9a-zA-Z-]{0,3}"
    ) {
        let at = text.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(text.len());
        let mangled = format!("{}{insert}{}", &text[..at], &text[at..]);
        if let Ok(p) = Isolo::from_text(&IsoloParams::with_holes(holes), &mangled) {
            prop_assert_eq!(Isolo::from_text(&IsoloParams::with_holes(holes), &p.to_text()).unwrap(), p);
        }
    }
}
