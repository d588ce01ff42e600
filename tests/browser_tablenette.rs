//! Tablenette in a real browser against the computer: a capture by drag and drop (WebDriver
//! pointer actions), a capture that needs the chooser, a trail dropped on the deck, a play
//! by keyboard, and a whole hand played to its score sheet, each jack sweep and Tablenette
//! announced on the way. The other hand stays face down.
//!
//! The page is read through data attributes: `data-hand-card` with `data-plays` (the
//! notations of the card's legal plays) on the hand, `data-table-card` on the table,
//! `data-version`, `data-turn` and `data-phase` on the board, `data-sheet-hand` on the
//! score sheet. The tests follow whatever is dealt: every gesture is tried when the cards
//! allow it.

mod common;

use common::{Browser, Driver, PATIENCE, Server, one_at_a_time};
use fantoccini::Locator;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::key::Key;
use serde_json::Value;
use std::time::{Duration, Instant};

const LAPTOP: (u32, u32) = (1280, 900);

const TN_JS: &str = r#"
const root = document.querySelector('.tn[data-board=tablenette]');
if (!root) return null;
const sheet = document.querySelector('.tn-sheet');
const opp = document.querySelector('.tn-opponent');
return {
  version: Number(root.dataset.version),
  turn: root.dataset.turn,
  phase: root.dataset.phase,
  pending: !!root.dataset.pending,
  hand: [...document.querySelectorAll('.tn-hand [data-hand-card]')].map(c => ({
    card: c.dataset.handCard,
    plays: (c.dataset.plays || '').split(' ').filter(Boolean),
  })),
  table: [...document.querySelectorAll('.tn-table [data-table-card]')].map(c => c.dataset.tableCard),
  deck: Number(document.querySelector('.tn-deck').dataset.count),
  opponentCount: Number((opp.querySelector('[data-hand-count]') || {dataset: {handCount: -1}}).dataset.handCount),
  opponentBacks: opp.querySelectorAll('.tn-backs .card.back').length,
  opponentFaces: opp.querySelectorAll('[data-card]').length,
  sheet: sheet && !sheet.hidden ? Number(sheet.dataset.sheetHand) : null,
  announce: (document.querySelector('.tn-announce') || {dataset: {}}).dataset.kind || null,
  moves: [...document.querySelectorAll('.moves code')].map(c => c.textContent),
  lastMove: (() => { const c = [...document.querySelectorAll('.moves li[data-seat]')].pop(); return c ? c.textContent : ''; })(),
  announceText: (document.querySelector('.tn-announce') || {}).textContent || '',
};
"#;

/// The Tablenette board as the page shows it.
#[derive(Clone, Debug)]
struct Tn(Value);

impl Tn {
    fn version(&self) -> u64 {
        self.0["version"].as_u64().unwrap_or(0)
    }
    fn str(&self, key: &str) -> &str {
        self.0[key].as_str().unwrap_or("")
    }
    fn moves(&self) -> usize {
        self.0["moves"].as_array().map_or(0, Vec::len)
    }
    /// Each hand card and the notations of its plays.
    fn hand(&self) -> Vec<(String, Vec<String>)> {
        self.0["hand"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|c| {
                        let plays = c["plays"]
                            .as_array()
                            .map(|p| {
                                p.iter()
                                    .filter_map(|x| x.as_str().map(str::to_string))
                                    .collect()
                            })
                            .unwrap_or_default();
                        (c["card"].as_str().unwrap_or("").to_string(), plays)
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
    fn table(&self) -> Vec<String> {
        self.0["table"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }
}

async fn tn(b: &Browser) -> Tn {
    let v = b.js(TN_JS).await;
    assert!(!v.is_null(), "no Tablenette board:\n{}", b.text().await);
    Tn(v)
}

/// The table cards a capture takes: `KC:KH+KS` → [KH, KS]; a trail takes none.
fn taken(notation: &str) -> Vec<String> {
    notation
        .split_once(':')
        .map(|(_, cards)| cards.split('+').map(str::to_string).collect())
        .unwrap_or_default()
}

/// Waits until it is my turn in a state newer than `after`, or the game is over.
async fn my_turn_after(b: &Browser, after: u64) -> Tn {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let t = tn(b).await;
        if t.version() > after
            && !t.0["pending"].as_bool().unwrap_or(false)
            && (t.str("turn") == "you" || t.str("phase") == "over")
        {
            return t;
        }
        assert!(
            Instant::now() < deadline,
            "never my turn after {after}: {t:?}"
        );
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
}

/// Waits until the move list holds `notation` after its first `before` entries.
async fn wait_played(b: &Browser, notation: &str, before: usize) {
    b.wait_for(
        &format!("{notation} in the move list"),
        &format!(
            "[...document.querySelectorAll('.moves code')].slice({before}).some(c => c.textContent === '{notation}')"
        ),
    )
    .await;
}

/// Presses a hand card with the mouse and carries it over `target` (a CSS selector), the
/// button still down, as a person would.
async fn hold_over(b: &Browser, card: &str, target: &str) {
    let from =
        b.c.find(Locator::Css(&format!(".tn-hand [data-hand-card='{card}']")))
            .await
            .expect("the hand card");
    let to =
        b.c.find(Locator::Css(target))
            .await
            .unwrap_or_else(|e| panic!("no {target} ({e})"));
    let actions = MouseActions::new("mouse".into())
        .then(PointerAction::MoveToElement {
            element: from,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(60)),
            x: 10.0,
            y: -10.0,
        })
        .then(PointerAction::MoveToElement {
            element: to,
            duration: Some(Duration::from_millis(250)),
            x: 0.0,
            y: 0.0,
        });
    b.c.perform_actions(actions).await.expect("drag");
}

/// Lets go of the mouse button.
async fn let_go(b: &Browser) {
    let up = MouseActions::new("mouse".into()).then(PointerAction::Up {
        button: MOUSE_BUTTON_LEFT,
    });
    b.c.perform_actions(up).await.expect("let go");
    b.c.release_actions().await.expect("release");
}

/// Drags a hand card onto `target` (a CSS selector) with the mouse, as a person would.
async fn drag(b: &Browser, card: &str, target: &str) {
    hold_over(b, card, target).await;
    let_go(b).await;
}

/// Drags a hand card over the deck, presses Escape with the button still down, then lets
/// go: the drag is given up, and nothing is played.
async fn drag_given_up_with_escape(b: &Browser, card: &str) {
    hold_over(b, card, ".tn-deck").await;
    let ghost = b.js("return !!document.querySelector('.drag-ghost')").await;
    assert_eq!(ghost, Value::Bool(true), "the card follows the pointer");
    b.press(&[Key::Escape.into()]).await;
    let_go(b).await;
}

/// Presses Tab until a card of the hand has the focus, as a keyboard user reaches it.
async fn keyboard_to_hand(b: &Browser) {
    for _ in 0..80 {
        let on_hand = b
            .js("return !!(document.activeElement && document.activeElement.closest('.tn-hand [data-hand-card]'))")
            .await;
        if on_hand == Value::Bool(true) {
            return;
        }
        b.press(&[Key::Tab.into()]).await;
    }
    panic!("Tab never reaches the hand:\n{}", b.text().await);
}

async fn open_table(driver: &Driver, server: &Server, variant: &str) -> Browser {
    let b = Browser::open(driver, LAPTOP.0, LAPTOP.1).await;
    b.sign_in(&server.url, "ann").await;
    b.select("#new-game", "tablenette").await;
    b.select("#new-variant", variant).await;
    b.select("#new-seat-0", "me").await;
    b.select("#new-seat-1", "easy").await;
    b.click("[data-action='create']").await;
    b.wait_for(
        "the room",
        "document.querySelector('.tn[data-board=tablenette][data-version]')",
    )
    .await;
    b
}

/// Plays one turn by clicks: the card, then the best-paying of its plays in the list under
/// the table. Returns the notation played.
async fn play_by_clicks(b: &Browser, t: &Tn) -> String {
    let (card, plays) = t
        .hand()
        .into_iter()
        .max_by_key(|(_, plays)| plays.iter().map(|p| taken(p).len()).max().unwrap_or(0))
        .expect("a card in hand");
    let choice = plays
        .iter()
        .max_by_key(|p| taken(p).len())
        .expect("a play")
        .clone();
    b.click(&format!(".tn-hand [data-hand-card='{card}']"))
        .await;
    let button = format!(".tn-plays [data-move='{choice}']");
    b.wait_for(
        "the plays of the card",
        &format!("document.querySelector(\"{button}\")"),
    )
    .await;
    b.click(&button).await;
    choice
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drag_to_capture_choose_among_captures_trail_on_the_deck_and_play_by_keyboard() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = open_table(&driver, &server, "client").await;

    let mut t = my_turn_after(&b, 0).await;
    // The opponent's hand is face down: only its count.
    assert_eq!(t.0["opponentFaces"], 0, "{t:?}");
    assert_eq!(t.0["opponentBacks"], t.0["opponentCount"]);
    assert!(t.0["deck"].as_u64().is_some_and(|d| d > 0));
    assert_eq!(t.hand().len() + t.moves() / 2, 6, "six cards dealt: {t:?}");

    // Escape gives a drag up: a card that may trail, dropped on the deck after it, is not
    // trailed.
    let card = t
        .hand()
        .into_iter()
        .find(|(card, plays)| plays.contains(card))
        .expect("a card that may trail")
        .0;
    drag_given_up_with_escape(&b, &card).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let after = b
        .js("return [!!document.querySelector('.drag-ghost'), document.querySelectorAll('.moves code').length, !!document.querySelector('.tn-hand [data-selected]')]")
        .await;
    assert_eq!(
        after,
        serde_json::json!([false, t.moves(), false]),
        "nothing was played, and the card was let go"
    );

    // A card chosen by a click does not move the hand under the pointer, however many its
    // plays: their bar stays one line (it wrapped, here in a bar made narrow, as on a phone
    // or in large text, and pushed the hand down).
    let (card, plays) = t
        .hand()
        .into_iter()
        .max_by_key(|(_, plays)| plays.len())
        .expect("a card in hand");
    let hand_top = "return document.querySelector('.tn-hand').getBoundingClientRect().top";
    b.js("document.querySelector('.tn-plays').style.cssText = 'width: 9rem; margin: 0 auto'")
        .await;
    let before = b.js(hand_top).await;
    b.click(&format!(".tn-hand [data-hand-card='{card}']"))
        .await;
    b.wait_for(
        "the plays of the card",
        &format!(
            "document.querySelectorAll('.tn-plays [data-move]').length === {}",
            plays.len()
        ),
    )
    .await;
    let after = b.js(hand_top).await;
    assert_eq!(after, before, "the hand moved: {plays:?}");
    // The line scrolls to the play the arrows point at (the last, one step back): its start
    // at least, in a bar this narrow.
    b.press(&[Key::Up.into()]).await;
    let seen = b
        .js("const bar = document.querySelector('.tn-plays').getBoundingClientRect(); \
             const on = document.querySelector('.tn-plays [aria-pressed=true]').getBoundingClientRect(); \
             return [on.left >= bar.left - 1 && on.left < bar.right, bar.left, bar.right, on.left]")
        .await;
    assert_eq!(
        seen[0], true,
        "{seen} the play pointed at is out of its bar: {plays:?}"
    );
    b.js("document.querySelector('.tn-plays').style.cssText = ''")
        .await;

    let (mut dragged, mut chose, mut trailed, mut keyed) = (false, false, false, false);
    for _ in 0..120 {
        if dragged && chose && trailed && keyed {
            break;
        }
        assert_eq!(t.str("phase"), "playing", "the game ended first: {t:?}");
        let before = t.moves();
        let hand = t.hand();
        let table = t.table();
        // Table cards taken by exactly one capture of a card, and by several.
        let mut single = None;
        let mut shared = None;
        for (card, plays) in &hand {
            for target in &table {
                let with: Vec<&String> =
                    plays.iter().filter(|p| taken(p).contains(target)).collect();
                if with.len() == 1 && single.is_none() {
                    single = Some((card.clone(), target.clone(), with[0].clone()));
                }
                if with.len() >= 2 && shared.is_none() {
                    shared = Some((card.clone(), target.clone(), with.len()));
                }
            }
        }
        let trail = hand.iter().find_map(|(card, plays)| {
            plays
                .iter()
                .find(|p| *p == card)
                .map(|p| (card.clone(), p.clone()))
        });

        if let (false, Some((card, target, play))) = (chose, shared.clone()) {
            // Several captures take that card: the chooser shows each with its points.
            drag(
                &b,
                &card,
                &format!(".tn-table [data-table-card='{target}']"),
            )
            .await;
            b.wait_for(
                "the chooser",
                "document.querySelector('.tn-chooser:not([hidden]) .tn-choice')",
            )
            .await;
            let choices = b
                .js("return [...document.querySelectorAll('.tn-chooser .tn-choice')].map(c => [c.dataset.move, c.textContent])")
                .await;
            let choices = choices.as_array().cloned().unwrap_or_default();
            assert_eq!(choices.len(), play, "{choices:?}");
            for c in &choices {
                let text = c[1].as_str().unwrap_or("");
                assert!(
                    text.contains("point"),
                    "each capture shows its points: {text}"
                );
                assert!(
                    taken(c[0].as_str().unwrap_or("")).contains(&target),
                    "every choice takes {target}"
                );
            }
            let pick = choices[choices.len() - 1][0].as_str().unwrap().to_string();
            b.click(&format!(".tn-chooser [data-move='{pick}']")).await;
            wait_played(&b, &pick, before).await;
            chose = true;
        } else if let (false, Some((card, target, play))) = (dragged, single.clone()) {
            drag(
                &b,
                &card,
                &format!(".tn-table [data-table-card='{target}']"),
            )
            .await;
            wait_played(&b, &play, before).await;
            dragged = true;
        } else if let (false, Some((card, play))) = (trailed, trail.clone()) {
            // As in the seed's program: a card dropped on the face-down deck is trailed.
            drag(&b, &card, ".tn-deck").await;
            wait_played(&b, &play, before).await;
            trailed = true;
        } else if let (false, Some(index)) =
            (keyed, hand.iter().position(|(_, plays)| plays.len() >= 2))
        {
            // Keyboard only: Tab reaches the hand, → walks to a card with two plays or
            // more, ↓ ↓ ↑ ↓ cycles through its plays (the previewed one is pressed), Enter
            // plays the second.
            keyboard_to_hand(&b).await;
            b.press(&[Key::Right.into()]).await; // to the next card, selected
            let focused = b
                .js("return document.activeElement.dataset.handCard || ''")
                .await;
            let mut at = hand
                .iter()
                .position(|(c, _)| focused == c.as_str())
                .expect("a hand card has the focus");
            while at != index {
                b.press(&[Key::Right.into()]).await;
                at = (at + 1) % hand.len();
            }
            let (card, plays) = hand[index].clone();
            b.wait_for(
                "the card selected by the arrows",
                &format!(
                    "document.querySelector(\".tn-hand [data-hand-card='{card}']\").dataset.selected === 'true' \
                     && document.activeElement.dataset.handCard === '{card}'"
                ),
            )
            .await;
            let previewed = async |expect: &str| {
                b.wait_for(
                    &format!("{expect} previewed"),
                    &format!(
                        "(document.querySelector(\".tn-plays [aria-pressed='true']\") || {{dataset: {{}}}}).dataset.move === '{expect}'"
                    ),
                )
                .await;
            };
            b.press(&[Key::Down.into()]).await;
            previewed(&plays[0]).await;
            b.press(&[Key::Down.into()]).await;
            previewed(&plays[1]).await;
            b.press(&[Key::Up.into()]).await;
            previewed(&plays[0]).await;
            b.press(&[Key::Down.into()]).await;
            previewed(&plays[1]).await;
            b.press(&[Key::Enter.into()]).await;
            wait_played(&b, &plays[1], before).await;
            keyed = true;
            // The played card left the hand; the keyboard stays in the hand for the next
            // turn instead of falling back to the top of the page.
            let next = my_turn_after(&b, t.version()).await;
            if next.0["hand"].as_array().is_some_and(|h| !h.is_empty()) {
                b.wait_for(
                    "the focus back in the hand",
                    "!!(document.activeElement && document.activeElement.closest('.tn-hand [data-hand-card]'))",
                )
                .await;
            }
            t = next;
            continue;
        } else {
            let played = play_by_clicks(&b, &t).await;
            wait_played(&b, &played, before).await;
        }
        t = my_turn_after(&b, t.version()).await;
    }
    assert!(
        dragged && chose && trailed && keyed,
        "drag {dragged}, chooser {chose}, trail {trailed}, keyboard {keyed}"
    );
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_hand_against_the_computer_ends_with_its_score_sheet() {
    let _turn = one_at_a_time().await;
    let server = Server::start_with(&["--computer-pace", "0"]);
    let driver = Driver::start();
    let b = open_table(&driver, &server, "client").await;
    let from = record_announcements(&b).await;
    let mut t = my_turn_after(&b, 0).await;
    for _ in 0..30 {
        if t.0["sheet"].as_u64() == Some(1) {
            break;
        }
        let before = t.moves();
        // A player scrolled down to the hand, as one who plays by keyboard or on a phone.
        b.js("window.scrollTo(0, document.documentElement.scrollHeight)")
            .await;
        let played = play_by_clicks(&b, &t).await;
        wait_played(&b, &played, before).await;
        t = my_turn_after(&b, t.version()).await;
    }
    announcements_match_the_moves(&b, from).await;
    assert_eq!(t.0["sheet"].as_u64(), Some(1), "the sheet of hand 1: {t:?}");
    // The sheet that opened is in the window, not above it.
    let seen = b
        .js("const r = document.querySelector('.tn-sheet').getBoundingClientRect(); return [r.top, innerHeight]")
        .await;
    let top = seen[0].as_f64().unwrap_or(-1.0);
    assert!(
        top >= 0.0 && top < seen[1].as_f64().unwrap_or(0.0),
        "the sheet is out of the window: {seen}"
    );
    // The sheet: card points (22 in all), cards (52 in all), the hand's totals and the
    // running score, which the score table shows too.
    let sheet = b
        .js(r#"
            const rows = {};
            for (const tr of document.querySelectorAll('.tn-sheet tbody tr')) {
              rows[tr.querySelector('th').textContent] = [...tr.querySelectorAll('td')].map(td => Number(td.textContent));
            }
            return {
              rows,
              text: document.querySelector('.tn-sheet').innerText,
              scores: [...document.querySelectorAll('.tn-scores [data-score]')].map(td => Number(td.dataset.score)),
            };
        "#)
        .await;
    let row = |name: &str| -> Vec<i64> {
        sheet["rows"][name]
            .as_array()
            .unwrap_or_else(|| panic!("no row {name}: {sheet}"))
            .iter()
            .map(|v| v.as_i64().unwrap_or(-1))
            .collect()
    };
    assert_eq!(row("Card points").iter().sum::<i64>(), 22, "{sheet}");
    assert_eq!(row("Cards taken").iter().sum::<i64>(), 52, "{sheet}");
    let most = row("More than 27 cards (+3)");
    assert!(most.iter().all(|&m| m == 0 || m == 3), "{sheet}");
    let total = row("This hand");
    let tablenettes = row("Tablenettes");
    for i in 0..2 {
        assert_eq!(total[i], row("Card points")[i] + most[i] + tablenettes[i]);
    }
    assert_eq!(
        row("Total (to pass 251)"),
        total,
        "after one hand the total is the hand"
    );
    let scores: Vec<i64> = sheet["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(scores, total, "the score table agrees: {sheet}");
    let text = sheet["text"].as_str().unwrap_or("");
    assert!(
        text.contains("Hand 1 is over") && text.contains("Last pickup"),
        "{text}"
    );
    // The next hand is dealt; closing the sheet leaves the board.
    assert!(b.text().await.contains("Hand 2 so far"));
    b.click("[data-action='close-sheet']").await;
    b.wait_for(
        "the sheet closed",
        "document.querySelector('.tn-sheet').hidden",
    )
    .await;
    b.close().await;
}

/// Starts recording every announcement the page makes (each state is painted in its own
/// task, so the observer sees each one); returns the number of moves listed so far.
async fn record_announcements(b: &Browser) -> u64 {
    b.js(r#"
        window.announced = [];
        const a = document.querySelector('.tn-announce');
        new MutationObserver(() => {
          const last = window.announced[window.announced.length - 1];
          const now = [a.dataset.kind || '', a.textContent, Math.round(performance.now())];
          if (!last || last[0] !== now[0] || last[1] !== now[1]) window.announced.push(now);
        }).observe(a, {childList: true, characterData: true, subtree: true, attributes: true});
        return document.querySelectorAll('.moves li[data-seat]').length;
    "#)
        .await
        .as_u64()
        .expect("the number of moves")
}

/// Checks that every jack sweep and Tablenette in the move list since `from` (either
/// player's) was announced, once each, in words; returns how many of each there were.
async fn announcements_match_the_moves(b: &Browser, from: u64) -> (usize, usize) {
    let seen = b
        .js(&format!(
            "return {{ moves: [...document.querySelectorAll('.moves li[data-seat]')].slice({from}).map(li => li.textContent), \
             announced: window.announced }}"
        ))
        .await;
    let text = |v: &Value| v.as_str().unwrap_or("").to_string();
    let moves: Vec<String> = seen["moves"]
        .as_array()
        .map(|a| a.iter().map(text).collect())
        .unwrap_or_default();
    let announced: Vec<(String, String)> = seen["announced"]
        .as_array()
        .map(|a| a.iter().map(|x| (text(&x[0]), text(&x[1]))).collect())
        .unwrap_or_default();
    // The move sentences: "J♦ swept … no Tablenette for a jack", "5♥ took … — Tablenette, 8 points, and 2 points for the cards".
    let sweeps = moves.iter().filter(|m| m.contains(" swept ")).count();
    let tablenettes = moves
        .iter()
        .filter(|m| m.contains("— Tablenette, "))
        .count();
    let kind = |k: &str| announced.iter().filter(|(kind, _)| kind == k).count();
    assert_eq!(kind("sweep"), sweeps, "{seen}");
    assert_eq!(kind("tablenette"), tablenettes, "{seen}");
    let in_words = announced
        .iter()
        .filter(|(_, words)| words.starts_with("Jack sweep") || words.starts_with("Tablenette!"))
        .count();
    assert_eq!(in_words, sweeps + tablenettes, "{seen}");
    // Each stays a moment before the next play is told in its place (a computer at this
    // test's pace answers at once: the player's own went before it was read).
    let at: Vec<f64> = seen["announced"]
        .as_array()
        .map(|a| a.iter().map(|x| x[2].as_f64().unwrap_or(0.0)).collect())
        .unwrap_or_default();
    for (i, (kind, _)) in announced.iter().enumerate() {
        let special = |k: &str| k == "sweep" || k == "tablenette";
        if special(kind) && i + 1 < announced.len() && !special(&announced[i + 1].0) {
            assert!(at[i + 1] - at[i] >= 2000.0, "{i}: {seen}");
        }
    }
    (sweeps, tablenettes)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_hand_game_announces_its_sweeps_and_ends_with_the_winner() {
    let _turn = one_at_a_time().await;
    // A fixed deal, and a computer and a player (`play_by_clicks`) that choose the same way
    // every time: this hand has jack sweeps to announce.
    let server = Server::start_with(&["--computer-pace", "0", "--seed", "7"]);
    let driver = Driver::start();
    let b = open_table(&driver, &server, "hand").await;
    let from = record_announcements(&b).await;
    let mut t = my_turn_after(&b, 0).await;
    for _ in 0..30 {
        if t.str("phase") == "over" {
            break;
        }
        let before = t.moves();
        let played = play_by_clicks(&b, &t).await;
        wait_played(&b, &played, before).await;
        t = my_turn_after(&b, t.version()).await;
    }
    assert_eq!(t.str("phase"), "over", "one hand is the whole game: {t:?}");
    let (sweeps, tablenettes) = announcements_match_the_moves(&b, from).await;
    assert!(
        sweeps + tablenettes > 0,
        "this deal has a sweep or a Tablenette to announce"
    );
    let winner = b
        .js("return (document.querySelector('.tn-sheet .tn-winner') || {}).textContent || ''")
        .await;
    let winner = winner.as_str().unwrap_or("");
    let scores = b
        .js("return [...document.querySelectorAll('.tn-scores [data-score]')].map(td => Number(td.dataset.score))")
        .await;
    let scores: Vec<i64> = scores
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    if scores[0] == scores[1] {
        assert!(winner.contains("drawn"), "{winner}");
    } else {
        let best = *scores.iter().max().unwrap();
        assert!(
            winner.contains(" wins ") && winner.contains(&best.to_string()),
            "the winner with the higher score ({scores:?}): {winner}"
        );
    }
    assert!(
        b.js("return !document.querySelector('[data-action=close-sheet]')")
            .await
            .as_bool()
            .unwrap(),
        "the game is over: the sheet stays"
    );

    // The finished game's replay may show both hands: at the deal, each seat's six cards,
    // different ones, as that seat held them; the spectator sees none.
    b.click("[data-action='replay']").await;
    b.wait_for(
        "the replay viewer",
        "document.querySelector('.replay .tn[data-board=tablenette]') && document.querySelector('.replay select[data-view-as]:not([hidden]) option[value=\"1\"]')",
    )
    .await;
    b.press(&[Key::Home.into()]).await;
    let hand_as = async |seat: &str| -> Vec<String> {
        // By value in the page (WebDriver cannot pick the option whose value is empty).
        b.js(&format!(
            "const s = document.querySelector('.replay select[data-view-as]'); s.value = '{seat}'; \
             s.dispatchEvent(new Event('change')); return s.value"
        ))
        .await;
        let shown = if seat.is_empty() { "=== 0" } else { "> 0" };
        b.wait_for(
            "the hand of that view",
            &format!(
                "document.querySelectorAll('.replay .tn-hand [data-hand-card]').length {shown}"
            ),
        )
        .await;
        let cards = b
            .js("return [...document.querySelectorAll('.replay .tn-hand [data-hand-card]')].map(c => c.dataset.handCard)")
            .await;
        cards
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect()
    };
    let south = hand_as("0").await;
    let north = hand_as("1").await;
    let nobody = hand_as("").await;
    assert_eq!((south.len(), north.len()), (6, 6), "{south:?} {north:?}");
    assert!(
        south.iter().all(|c| !north.contains(c)),
        "two hands: {south:?} {north:?}"
    );
    assert!(nobody.is_empty(), "a spectator sees no hand: {nobody:?}");
    // Both hands face down, each with its count (South's count was nowhere).
    let counts = b
        .js("return [...document.querySelectorAll('.replay .tn-backs')].map(e => Number(e.dataset.handCount))")
        .await;
    assert_eq!(
        counts,
        serde_json::json!([6, 6]),
        "a spectator's view of the hands"
    );
    // Shown as South, the end is told as to anyone: the one reading is not South because
    // South's hand shows ("You lost" was said to the winner and to visitors).
    hand_as("0").await;
    b.press(&[Key::End.into()]).await;
    b.wait_for(
        "the result at the end of the replay",
        "!!document.querySelector('.replay .outcome:not([hidden]) .headline')",
    )
    .await;
    let headline = b
        .js("return document.querySelector('.replay .outcome .headline').textContent")
        .await;
    let headline = headline.as_str().unwrap();
    assert!(
        !headline.starts_with("You"),
        "the result as to anyone: {headline}"
    );
    b.close().await;
}
