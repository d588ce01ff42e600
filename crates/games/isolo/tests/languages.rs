//! Isolo in three languages: a move's laps, its drawing and its rules read in English,
//! Vietnamese and Russian, with the Russian plural forms chosen by the seed counts
//! (1 семя, 2 семени, 5 семян).

use parlour_core::{Game, Viewer};
use parlour_i18n::{Lang, lines};
use parlour_isolo::{Hole, Isolo, IsoloParams};

fn eight() -> Isolo {
    Isolo::new(&IsoloParams::with_holes(8), 0).unwrap()
}

fn position(text: &str) -> Isolo {
    Isolo::from_text(&IsoloParams::with_holes(8), text).unwrap()
}

#[test]
fn russian_laps_count_their_seeds_in_the_right_forms() {
    // The worked example: S1 on 8 holes, six laps of 3, 2 and 5 seeds.
    let laps = lines(Lang::Ru, &eight().explain(Hole(1)));
    let laps: Vec<&str> = laps.lines().collect();
    assert_eq!(laps.len(), 6, "{laps:#?}");
    assert_eq!(
        laps[0],
        "круг 1: в S1 добавлено семя из запаса, и 3 семени посеяны от S1 до S3; \
         взяты 2 семени из N6"
    );
    assert_eq!(
        laps[2],
        "круг 3: 2 взятых семени посеяны от S1 до S2; напротив пустая лунка N7, поэтому \
         эстафета: поднято 5 семян из S2"
    );
    assert!(
        laps[3].starts_with("круг 4: 5 семян посеяно от S3 до S7;"),
        "{}",
        laps[3]
    );
    // One seed taken, and the row it came from is empty: South wins.
    let win = lines(
        Lang::Ru,
        &position("S 1 1 0 0 0 0 0 0 / N 0 0 0 0 0 0 1 0 / S").explain(Hole(1)),
    );
    assert_eq!(
        win,
        "круг 1: в S1 добавлено семя из запаса, и 2 семени посеяны от S1 до S2; \
         взято 1 семя из N7: Север остаётся без семян, Юг побеждает"
    );
}

#[test]
fn every_language_explains_every_lap() {
    let start = eight();
    for hole in 1..=8 {
        let english = lines(Lang::En, &start.explain(Hole(hole)));
        for lang in [Lang::Vi, Lang::Ru] {
            let words = lines(lang, &start.explain(Hole(hole)));
            assert_eq!(words.lines().count(), english.lines().count(), "{words}");
            assert_ne!(words, english);
            assert!(!words.contains("isolo-") && !words.contains('{'), "{words}");
        }
    }
}

#[test]
fn the_drawing_speaks_the_language_and_keeps_the_board() {
    let mut game = eight();
    game.play(Hole(1)).unwrap();
    let english = game.render(Viewer::Seat(parlour_isolo::SOUTH), &Lang::En);
    let russian = game.render(Viewer::Seat(parlour_isolo::SOUTH), &Lang::Ru);
    let vietnamese = game.render(Viewer::Seat(parlour_isolo::SOUTH), &Lang::Vi);
    assert!(english.contains("South (you): "), "{english}");
    assert!(russian.contains("Юг (вы): "), "{russian}");
    assert!(
        russian.contains("Последний ход: Юг сыграл S1: 6 кругов, взято 8 семян."),
        "{russian}"
    );
    assert!(vietnamese.contains("Nam (bạn): "), "{vietnamese}");
    // The board itself (hole names and seed counts) is the same in every language.
    let board = |t: &str| t.lines().skip(1).take(4).collect::<Vec<_>>().join("\n");
    assert_eq!(board(&english), board(&russian));
    assert_eq!(board(&english), board(&vietnamese));
}

#[test]
fn the_rules_exist_in_three_languages_with_the_row_length() {
    let sixteen = Isolo::rules(&IsoloParams::default());
    let english = parlour_i18n::rules(Lang::En, &sixteen);
    let vietnamese = parlour_i18n::rules(Lang::Vi, &sixteen);
    let russian = parlour_i18n::rules(Lang::Ru, &sixteen);
    // Paragraphs are wrapped: compare their words.
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(english.starts_with("# Isolo"), "{english}");
    assert!(russian.starts_with("# Исоло"), "{russian}");
    assert!(
        flat(&vietnamese).contains("Mỗi hàng có N lỗ"),
        "{vietnamese}"
    );
    assert!(
        flat(&russian).contains("В этой партии в каждом ряду 16 лунок"),
        "{russian}"
    );
    assert!(
        flat(&english).contains("a move from hole 15 starts sowing in hole 16"),
        "{english}"
    );
    let eight = parlour_i18n::rules(Lang::Ru, &Isolo::rules(&IsoloParams::with_holes(8)));
    assert!(
        flat(&eight).contains("не более чем за 5 полуходов (3 хода Юга)"),
        "{eight}"
    );
    for text in [english, vietnamese, russian, eight] {
        assert!(text.lines().all(|l| l.chars().count() <= 78), "{text}");
    }
}
