//! Both doors in Vietnamese and Russian over real connections on loopback: the TCP door's
//! `LANG` command and `--lang` default (the tags stay English, the words after them
//! change), and the web door's `hello.lang` and `language` message (game names, errors and
//! the state's words in the page's language, ids unchanged).

mod common;

use common::{Line, Ws, server};
use parlour_i18n::Lang;
use parlour_server::ServerConfig;
use serde_json::{Value, json};

fn config() -> ServerConfig {
    ServerConfig {
        seed: 3,
        computer_pace: std::time::Duration::ZERO,
        ..ServerConfig::default()
    }
}

/// True when `text` has a Cyrillic letter.
fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tcp_player_switches_to_russian_and_reads_russian_after_english_tags() {
    let srv = server(config()).await;
    let addr = srv.tcp.unwrap();
    let mut c = Line::connect(addr, "ru").await;
    assert!(c.until("NICK").await.starts_with("NICK Choose a nickname"));

    c.send("LANG").await;
    let list = c.until("INFO").await;
    assert!(
        list.contains("ru (Русский)") && list.contains("vi (Tiếng Việt)"),
        "{list}"
    );
    c.send("LANG xx").await;
    assert!(c.until("ERROR").await.contains("'xx'"));

    c.send("lang ru").await;
    assert_eq!(c.until("INFO").await, "INFO язык: Русский");
    // Before a nickname, the greeting and the prompt come again in the new language.
    let welcome = c.until("WELCOME").await;
    assert!(welcome.starts_with("WELCOME Добро пожаловать"), "{welcome}");
    assert!(welcome.contains("«Слон, Лиса и Мышь»"), "{welcome}");
    let prompt = c.until("NICK").await;
    assert!(prompt.starts_with("NICK Выберите ник"), "{prompt}");
    // A refused nickname says what is wrong with it, in Russian too.
    c.send("ann bob").await;
    let refused = c.until("NICK").await;
    assert!(refused.contains("в этом есть пробел"), "{refused}");
    c.send(&"ж".repeat(21)).await;
    let refused = c.until("NICK").await;
    assert!(refused.contains("в этом 21 символ"), "{refused}");
    c.send("HELP").await;
    let help = c.until("HELP").await;
    assert!(cyrillic(&help), "{help}");

    c.send("boris").await;
    let hello = c.until("INFO").await;
    assert!(hello.starts_with("INFO Здравствуйте, boris."), "{hello}");
    c.until("WAIT").await;

    // A refusal: the tag is ERROR, the words Russian, the table id as typed.
    c.send("JOIN t99").await;
    let refused = c.until("ERROR").await;
    assert_eq!(refused, "ERROR нет стола «t99» (возможно, он закрыт)");
    // What was typed is quoted by its start, in Russian quotes as in English ones.
    c.send(&format!("JOIN {}", "t".repeat(40))).await;
    let refused = c.until("ERROR").await;
    assert!(
        refused.contains(&format!("«{}…»", "t".repeat(20))),
        "{refused}"
    );

    // A table against the computer: START, PLAYERS, TURN and YOURMOVE in Russian, the
    // `seat=nick` words and the notation as they are.
    c.send("NEW nines me easy").await;
    assert!(c.until("INFO").await.contains("открыт"));
    let start = c.until("START").await;
    assert!(
        start.starts_with("START «Мельница»: начинается партия 1"),
        "{start}"
    );
    assert!(
        start.contains("white=boris") || start.contains("black=boris"),
        "{start}"
    );
    let players = c.until("PLAYERS").await;
    assert!(players.contains("(вы)"), "{players}");
    assert!(players.contains("(компьютер, лёгкий)"), "{players}");
    let prompt = c.until("YOURMOVE").await;
    assert!(
        prompt.starts_with("YOURMOVE введите ход (вы — "),
        "{prompt}"
    );

    // A line that is not a move: INVALID, in Russian, then the board again.
    c.send("zz").await;
    let invalid = c.until("INVALID").await;
    assert!(invalid.starts_with("INVALID неверный ввод: "), "{invalid}");
    c.until("YOURMOVE").await;

    // The table list: the TABLE line keeps its ids and key words for scripts.
    c.send("TABLES").await;
    // (t2 is our Nines table; the quick-play table the nickname seated us at, t1, was given
    // up for it.)
    let mut table = c.until("TABLE").await;
    while !table.starts_with("TABLE t2 ") {
        table = c.until("TABLE").await;
    }
    assert!(
        table.starts_with("TABLE t2 nines client playing ") && table.contains("=boris"),
        "{table}"
    );
    // The computer is called as in every other line of the door.
    let computer = if table.contains("white=boris") {
        "black=black-bot"
    } else {
        "white=white-bot"
    };
    assert!(table.ends_with(computer), "{table}");

    c.send("QUIT").await;
    assert!(c.until("BYE").await.starts_with("BYE до свидания"));
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_language_is_the_tcp_doors_default() {
    let srv = server(ServerConfig {
        lang: Lang::Vi,
        ..config()
    })
    .await;
    let mut c = Line::connect(srv.tcp.unwrap(), "vi").await;
    let welcome = c.until("WELCOME").await;
    assert!(
        welcome.starts_with("WELCOME Chào mừng đến với Parlour!"),
        "{welcome}"
    );
    assert!(
        welcome.contains("Voi Cáo Chuột") || welcome.contains("Voi"),
        "{welcome}"
    );
    c.until("NICK").await;
    c.send("LANG en").await;
    assert_eq!(c.until("INFO").await, "INFO language: English");
    assert!(c.until("NICK").await.starts_with("NICK Choose a nickname"));
    srv.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_door_speaks_the_pages_language_and_changes_with_it() {
    let srv = server(config()).await;
    let addr = srv.http.unwrap();
    let mut ann = Ws::connect(addr, "ann").await;
    ann.send(json!({"type": "hello", "nick": "ann", "lang": "ru"}))
        .await;
    let welcome = ann.until("welcome").await;
    assert_eq!(welcome["lang"], "ru");
    let nines = &welcome["games"][0];
    assert_eq!(nines["id"], "nines");
    assert_eq!(nines["name"], "Мельница");
    assert!(cyrillic(nines["summary"].as_str().unwrap()));
    assert_eq!(
        nines["variants"].as_array().unwrap().len(),
        nines["variant_names"].as_array().unwrap().len()
    );

    // A refusal's message in Russian, its code and arguments unchanged.
    ann.send(json!({"type": "open", "table": "t77", "id": 5}))
        .await;
    let e = ann.error().await;
    assert_eq!(e["code"], "unknown_table");
    assert_eq!(e["args"]["table"], "t77");
    assert_eq!(e["message"], "нет стола «t77» (возможно, он закрыт)");

    // A table's state: names in Russian, the computer's level and number for the page.
    ann.send(json!({"type": "create_table", "game": "isolo", "variant": "6-holes", "seats": ["me", "easy"]}))
        .await;
    let table = ann.until("created").await["table"]
        .as_str()
        .unwrap()
        .to_string();
    let state = ann.my_turn(&table).await;
    assert_eq!(state["name"], "Исоло");
    assert_eq!(state["variant"], "6-holes");
    assert_eq!(state["variant_name"], "6 лунок");
    let computer = state["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"]["computer"] == true)
        .expect("a computer seat");
    assert_eq!(computer["player"]["level"], "easy");

    // A sowing: the explanation line by line, each line with its lap.
    let first = state["legal"][0]["notation"].clone();
    ann.send(json!({"type": "move", "table": table, "version": state["version"], "move": first}))
        .await;
    let state = ann.my_turn(&table).await;
    let last = state["moves"]
        .as_array()
        .and_then(|m| m.last())
        .expect("a move");
    let laps = state["board"]["last_move"]["laps"]
        .as_array()
        .map_or(0, Vec::len);
    let lines = last["lines"].as_array().expect("lines");
    assert!(laps > 0 && lines.len() == laps, "{last}");
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["lap"], json!(i), "{last}");
    }

    // Another language: the games in it, then the table again, in it.
    ann.send(json!({"type": "language", "lang": "vi"})).await;
    let answer = ann.until("language").await;
    assert_eq!(answer["lang"], "vi");
    assert_eq!(answer["games"][1]["name"], "Isolo");
    let again = ann
        .until_match("the state in Vietnamese", |v: &Value| {
            v["type"] == "state" && v["state"]["variant_name"] == "6 lỗ"
        })
        .await;
    assert_eq!(again["table"], table.as_str());
    ann.send(json!({"type": "language", "lang": "klingon", "id": 8}))
        .await;
    let e = ann.error().await;
    assert_eq!(
        (e["code"].as_str(), e["id"].as_u64()),
        (Some("bad_message"), Some(8))
    );
    srv.shutdown().await;
}

/// A table the server cannot set up says why in Russian and Vietnamese too: the option that
/// is wrong, how many seats the game has, one seat a person (they said only "the table could
/// not be set up" and "those seats do not fit this game", with nothing in `args`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_table_says_what_is_wrong_in_every_language() {
    let srv = server(config()).await;
    let addr = srv.http.unwrap();
    for (lang, count, one_me) in [
        (
            "ru",
            "в этой игре 2 места, а указано 1",
            "только одно место",
        ),
        (
            "vi",
            "trò chơi này có 2 chỗ, nhưng bạn đưa 1",
            "chỉ có thể ngồi một chỗ",
        ),
        (
            "en",
            "Nines has 2 seats (white, black); 1 was given",
            "only one seat",
        ),
    ] {
        let mut w = Ws::connect(addr, lang).await;
        w.send(json!({"type": "hello", "nick": format!("rt{lang}"), "lang": lang}))
            .await;
        w.until("welcome").await;
        w.send(
            json!({"type": "create_table", "game": "nines", "seats": ["me", "easy"],
            "options": {"bogus": 1}}),
        )
        .await;
        let e = w.error().await;
        assert_eq!(e["code"], "bad_setup");
        assert!(
            e["message"].as_str().unwrap().contains("'bogus'"),
            "{lang}: {e}"
        );
        w.send(json!({"type": "create_table", "game": "nines", "seats": ["me"]}))
            .await;
        let e = w.error().await;
        assert_eq!(
            (e["args"]["expected"].as_u64(), e["args"]["given"].as_u64()),
            (Some(2), Some(1))
        );
        assert!(
            e["message"].as_str().unwrap().contains(count),
            "{lang}: {e}"
        );
        w.send(json!({"type": "create_table", "game": "nines", "seats": ["me", "me"]}))
            .await;
        let e = w.error().await;
        assert!(
            e["message"].as_str().unwrap().contains(one_me),
            "{lang}: {e}"
        );
    }
}
