//! Every game in English, Vietnamese and Russian, through the facade the front-ends use:
//! the rules of every variant have a document of their own in each language, and along
//! played games every explanation, drawing and refusal comes out in words (no message key
//! and no Fluent placeholder left), differing from the English.

use parlour_catalog::{GameKind, Lang, i18n};
use parlour_core::{Describe, Viewer};

/// True when `text` still shows a message key or a placeholder: a missing translation.
/// The keys' first words ("nines-", "efm-", "move-"…) are read from the catalogues
/// themselves, so a game added with catalogues of its own is checked too.
fn untranslated(text: &str) -> Option<String> {
    let mut starts: Vec<String> = i18n::CATALOGUES
        .iter()
        .flat_map(|c| c.sources[0].lines())
        .filter_map(|l| {
            let (key, _) = l.split_once(" =")?;
            let first = key.split('-').next()?;
            (!key.starts_with(['#', ' ', '.']) && key.contains('-')).then(|| format!("{first}-"))
        })
        .collect();
    starts.sort();
    starts.dedup();
    starts
        .iter()
        .map(String::as_str)
        .chain(["{", "}"])
        .find(|k| text.contains(k))
        .map(|k| format!("'{k}' in: {text}"))
}

#[test]
fn every_game_has_catalogues_of_its_own() {
    for kind in GameKind::ALL {
        assert!(
            i18n::CATALOGUES.iter().any(|c| c.group == kind.id()),
            "{kind}: no catalogue!(game \"{}\") in crates/i18n/src/lib.rs",
            kind.id()
        );
    }
}

#[test]
fn every_variant_has_rules_in_three_languages() {
    for kind in GameKind::ALL {
        for variant in kind.info().variants {
            let english = kind.rules(Some(variant), Lang::En).unwrap();
            for lang in Lang::ALL {
                let text = kind.rules(Some(variant), lang).unwrap();
                assert!(text.starts_with("# "), "{kind} {variant} ({lang}): {text}");
                assert!(
                    text.lines().count() >= 20,
                    "{kind} {variant} ({lang}) is short"
                );
                assert!(
                    text.lines().all(|l| l.chars().count() <= 80),
                    "{kind} {variant} ({lang}): {text}"
                );
                if let Some(bad) = untranslated(&text) {
                    panic!("{kind} {variant} ({lang}): {bad}");
                }
                if lang != Lang::En {
                    // Its own document, not the English one it would fall back to.
                    let heading = |t: &str| t.lines().nth(2).unwrap_or("").to_string();
                    assert_ne!(
                        heading(&text),
                        heading(&english),
                        "{kind} {variant} ({lang})"
                    );
                }
            }
        }
    }
}

/// Why a game ended is a key (`"double pass"`): every language has its words.
fn reason_is_known(kind: GameKind, reason: &str) {
    for lang in Lang::ALL {
        let key = format!("reason-{}", reason.replace(' ', "-"));
        assert!(i18n::has(lang, &key), "{kind} ({lang}): no {key}");
    }
}

#[test]
fn resignations_and_agreements_have_words() {
    for kind in GameKind::ALL {
        let mut m = kind.new_match(None, 1, false).unwrap();
        let seat = m.to_move().unwrap();
        m.resign(seat).unwrap();
        reason_is_known(kind, &m.outcome().unwrap().reason);
    }
    reason_is_known(GameKind::ALL[0], "agreement");
    // Nines ends in these ways (its `Reason`s), under one rule set or another.
    for reason in [
        "blockade",
        "elimination",
        "too few men",
        "turn limit",
        "no removal limit",
        "repetition",
    ] {
        reason_is_known(GameKind::ALL[0], reason);
    }
}

#[test]
fn played_games_are_told_in_every_language() {
    for kind in GameKind::ALL {
        for seed in 0..3u64 {
            let mut m = kind.new_match(None, seed, true).unwrap();
            let mut bot = kind.new_bot("random", seed).unwrap();
            for _ply in 0..120 {
                let Some(seat) = m.to_move() else { break };
                for lang in Lang::ALL {
                    for viewer in [Viewer::Spectator, Viewer::Seat(seat)] {
                        let drawing = m.render(viewer, lang);
                        if let Some(bad) = untranslated(&drawing) {
                            panic!("{kind} drawing ({lang}): {bad}");
                        }
                    }
                    for mv in m.legal_moves().iter().take(4) {
                        let said = i18n::lines(lang, &m.explain(mv).unwrap());
                        if let Some(bad) = untranslated(&said) {
                            panic!("{kind} explanation ({lang}): {bad}");
                        }
                    }
                    // A move refused in words: text that is no move, and a move for a turn
                    // that is not this one (played twice).
                    let junk = m.box_clone().play("zz99").unwrap_err();
                    if let Some(bad) = untranslated(&i18n::say(lang, &junk.message())) {
                        panic!("{kind} refusal ({lang}): {bad}");
                    }
                }
                let mv = bot
                    .choose(m.as_ref(), &parlour_core::Budget::unlimited())
                    .unwrap();
                let record = m.play_exact(&mv).unwrap();
                assert_eq!(record.seat, seat);
                let english = record.explanation_in(Lang::En);
                if let Some(o) = m.outcome() {
                    reason_is_known(kind, &o.reason);
                }
                for lang in [Lang::Vi, Lang::Ru] {
                    let words = record.explanation_in(lang);
                    assert_eq!(words.lines().count(), english.lines().count(), "{kind}");
                    if let Some(bad) = untranslated(&words) {
                        panic!("{kind} move ({lang}): {bad}");
                    }
                }
            }
        }
    }
}
