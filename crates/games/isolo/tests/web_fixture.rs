//! Where the page's Isolo fixture comes from.
//!
//! `web/tests/isolo-moves.json` holds views the server sends after a move, which the page's
//! own tests (`web/tests/isolo-steps.test.mjs`) animate lap by lap. Each entry says the
//! variant and the moves from the start that made it; this test plays them again and
//! checks that the view is still exactly what the page is tested against, so the fixture
//! cannot drift from the game. After a deliberate change of the view, rewrite the fixture:
//!
//! ```sh
//! PARLOUR_BLESS=1 cargo test -p parlour-isolo --test web_fixture
//! ```
//!
//! One entry is a move with a mwipinda (an enemy endhole's single seed carried to the
//! mover's end hole and sown on), found by a seeded random game so that the page's tests
//! cover that lap end too.

use parlour_core::{Game, Rng, Viewer};
use parlour_isolo::Isolo;
use serde_json::{Value, json};
use std::path::PathBuf;

fn fixture_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../web/tests/isolo-moves.json")
}

/// Plays `moves` (in notation) from the start of `variant`; the view after the last one.
fn view_after(variant: &str, moves: &[String]) -> (Value, Isolo) {
    let params = <Isolo as Game>::variant(variant).expect("a variant of the fixture");
    let mut game = Isolo::new(&params, 0).expect("a start position");
    for m in moves {
        let mv = game
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{variant} {m}: {e}"));
        assert!(game.legal_moves().contains(&mv), "{variant}: {m} is legal");
        game.apply(mv);
    }
    let view = serde_json::to_value(game.view(Viewer::Spectator)).expect("a view in JSON");
    (view, game)
}

/// Whether a view's last move has a lap that ended in a mwipinda.
fn has_mwipinda(view: &Value) -> bool {
    view["last_move"]["laps"]
        .as_array()
        .is_some_and(|laps| laps.iter().any(|l| l["then"]["type"] == "mwipinda"))
}

/// The moves of the first seeded random game on `variant` that reach a mwipinda.
fn mwipinda_moves(variant: &str) -> Vec<String> {
    let params = <Isolo as Game>::variant(variant).unwrap();
    for seed in 1..200u64 {
        let mut rng = Rng::new(seed);
        let mut game = Isolo::new(&params, 0).unwrap();
        let mut moves = Vec::new();
        let mut scratch = Vec::new();
        while moves.len() < 200 {
            let Some(mv) = game.random_move(&mut rng, &mut scratch) else {
                break;
            };
            moves.push(game.format_move(mv));
            game.apply(mv);
            if has_mwipinda(&serde_json::to_value(game.view(Viewer::Spectator)).unwrap()) {
                return moves;
            }
        }
    }
    panic!("no mwipinda in 200 random games of {variant}");
}

#[test]
fn the_page_fixture_is_what_the_game_sends() {
    let text = std::fs::read_to_string(fixture_path()).expect("web/tests/isolo-moves.json");
    let mut fixture: serde_json::Map<String, Value> =
        serde_json::from_str(&text).expect("the fixture is JSON");
    let bless = std::env::var_os("PARLOUR_BLESS").is_some();
    if bless && !fixture.contains_key("mwipinda_8") {
        let moves = mwipinda_moves("8-holes");
        fixture.insert(
            "mwipinda_8".into(),
            json!({"variant": "8-holes", "moves": moves}),
        );
    }
    let mut mwipinda_seen = false;
    for (name, entry) in fixture.iter_mut() {
        let variant = entry["variant"]
            .as_str()
            .unwrap_or_else(|| panic!("{name}: the fixture entry says its variant"))
            .to_string();
        let moves: Vec<String> = serde_json::from_value(entry["moves"].clone())
            .unwrap_or_else(|_| panic!("{name}: the fixture entry lists its moves"));
        let (view, game) = view_after(&variant, &moves);
        mwipinda_seen |= has_mwipinda(&view);
        if bless {
            // (An entry's `explanation`, the English lines the page once split into laps,
            // is kept as it is: the page now reads laps from the view.)
            entry["board"] = view;
        } else {
            assert_eq!(
                entry["board"], view,
                "{name}: the view of {variant} after {moves:?} changed; if on purpose, \
                 rewrite the fixture with PARLOUR_BLESS=1"
            );
        }
        let _ = game;
    }
    assert!(mwipinda_seen, "the fixture has a move with a mwipinda");
    if bless {
        let out = serde_json::to_string(&Value::Object(fixture)).unwrap();
        std::fs::write(fixture_path(), out + "\n").unwrap();
    }
}
