//! The store test suite, run against SQLite and against a throwaway PostgreSQL cluster.

#![allow(dead_code)]

use parlour_core::{Outcome, Seat};
use parlour_store::{
    GameFilter, Holder, LogEntry, LogKind, Store, StoreError, Write, queries, token_hash,
};
use std::process::Command;

/// A PostgreSQL server for one test: `PARLOUR_TEST_POSTGRES` if set (a URL), or a cluster of
/// its own started in a temporary folder with the machine's PostgreSQL binaries (stopped when
/// dropped). Fails, never skips, when neither is there.
pub struct Postgres {
    pub url: String,
    dir: Option<tempfile::TempDir>,
    run_as: Option<&'static str>,
}

/// A PostgreSQL program: from the newest of Debian's versioned folders
/// (`/usr/lib/postgresql/<version>/bin`, not on PATH), else from PATH.
fn pg_bin(name: &str) -> String {
    let mut dirs: Vec<(u32, std::path::PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .collect();
    dirs.sort();
    dirs.into_iter()
        .rev()
        .map(|(_, dir)| dir.join(name))
        .find(|p| p.exists())
        .map_or_else(|| name.to_string(), |p| p.display().to_string())
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

impl Postgres {
    /// The same database through the server's local socket (`None` for one given by
    /// `PARLOUR_TEST_POSTGRES`): the URL form the administrator guide gives for Debian.
    #[allow(dead_code)]
    pub fn socket_url(&self) -> Option<String> {
        let dir = self.dir.as_ref()?.path().to_str()?.replace('/', "%2F");
        let port = self.url.rsplit(':').next()?.split('/').next()?;
        Some(format!("postgres://postgres@{dir}:{port}/postgres"))
    }

    pub fn start() -> Postgres {
        if let Ok(url) = std::env::var("PARLOUR_TEST_POSTGRES") {
            return Postgres {
                url,
                dir: None,
                run_as: None,
            };
        }
        let dir = tempfile::tempdir().expect("temp dir");
        let run_as = is_root().then_some("postgres");
        let path = dir.path().to_str().unwrap().to_string();
        if run_as.is_some() {
            let ok = Command::new("chown")
                .args(["postgres:postgres", &path])
                .status()
                .map(|s| s.success())
                .unwrap_or(false);
            assert!(
                ok,
                "cannot give {path} to the postgres user (is PostgreSQL installed? apt-get install postgresql)"
            );
        }
        let port = free_port();
        let run = |args: &[&str]| {
            let mut cmd = match run_as {
                Some(user) => {
                    let mut c = Command::new("runuser");
                    c.args(["-u", user, "--"]);
                    c.args(args);
                    c
                }
                None => {
                    let mut c = Command::new(args[0]);
                    c.args(&args[1..]);
                    c
                }
            };
            let out = cmd.output().unwrap_or_else(|e| {
                panic!("cannot run {}: {e} (install PostgreSQL: apt-get install postgresql, or set PARLOUR_TEST_POSTGRES)", args[0])
            });
            assert!(
                out.status.success(),
                "{} failed: {}{}",
                args[0],
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        };
        let data = format!("{path}/data");
        run(&[
            &pg_bin("initdb"),
            "-D",
            &data,
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--locale=C.UTF-8",
            "--no-sync",
        ]);
        let options = format!("-p {port} -k {path} -c listen_addresses=127.0.0.1 -c fsync=off");
        run(&[
            &pg_bin("pg_ctl"),
            "-D",
            &data,
            "-l",
            &format!("{path}/log"),
            "-w",
            "-o",
            &options,
            "start",
        ]);
        Postgres {
            url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            dir: Some(dir),
            run_as,
        }
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let Some(dir) = &self.dir else { return };
        let data = format!("{}/data", dir.path().display());
        let stop = [
            pg_bin("pg_ctl"),
            "-D".into(),
            data,
            "-m".into(),
            "immediate".into(),
            "-w".into(),
            "stop".into(),
        ];
        let _ = match self.run_as {
            Some(user) => Command::new("runuser")
                .args(["-u", user, "--"])
                .args(&stop)
                .output(),
            None => Command::new(&stop[0]).args(&stop[1..]).output(),
        };
    }
}

pub fn nines_table(store: &Store, id: &str, at: i64) {
    store
        .save_blocking(vec![
            Write::Table {
                id: id.into(),
                game: "nines".into(),
                variant: "client".into(),
                seed: u64::MAX - 5,
                quick: false,
                at,
            },
            Write::Place {
                table: id.into(),
                place: 0,
                holder: Some(Holder::person(1, "ann")),
            },
            Write::Place {
                table: id.into(),
                place: 1,
                holder: Some(Holder::computer("hard")),
            },
            Write::GameStarted {
                table: id.into(),
                number: 1,
                game: "nines".into(),
                variant: "client".into(),
                params: serde_json::json!({"rules": "client"}),
                seed: u64::MAX - 5,
                seats: vec![Holder::person(1, "ann"), Holder::computer("hard")],
                at,
            },
        ])
        .unwrap();
}

pub fn log(id: &str, number: u64, seat: u8, kind: LogKind, notation: Option<&str>) -> Write {
    Write::Log {
        table: id.into(),
        number,
        entry: LogEntry {
            seat,
            kind,
            notation: notation.map(str::to_string),
            at: 1000,
        },
    }
}

/// Every test of the suite, on one store.
pub fn suite(store: &Store) {
    players(store);
    a_game_is_recorded_and_rated(store);
    one_level_in_two_seats_is_rated_once(store);
    a_hot_seat_game_is_not_rated(store);
    a_console_game_is_not_rated(store);
    who_went_away_lost(store);
    a_rating_from_few_games_is_provisional(store);
    a_game_with_take_backs_is_not_rated(store);
    take_backs_remove_the_last_moves(store);
    every_take_back_is_kept(store);
    open_tables_come_back_with_their_games(store);
    a_closed_table_abandons_its_game(store);
    a_called_off_game_says_who_called_it_off(store);
    many_saves_at_once_all_land(store);
    a_failing_disk_saves_nothing(store);
    a_table_taken_over_refuses_its_old_copy(store);
}

/// Several nodes: once a table is taken over, a save of the copy that had it (a node that
/// was only cut off) is refused whole, and the new keeper's saves land.
fn a_table_taken_over_refuses_its_old_copy(store: &Store) {
    nines_table(store, "t40", 100);
    let kept = |keeper: u64, mv: &str| {
        vec![
            Write::Keeper {
                table: "t40".into(),
                keeper,
            },
            log("t40", 1, 0, LogKind::Move, Some(mv)),
        ]
    };
    store.save_blocking(kept(0, "a7")).unwrap();
    let (record, keeper) = store
        .run_blocking(|db| queries::take_over(db, "t40"))
        .unwrap()
        .expect("an open table");
    assert_eq!(keeper, 1);
    assert_eq!(record.current.unwrap().moves(), vec!["a7"]);
    assert_eq!(
        store.save_blocking(kept(0, "g7")),
        Err(StoreError::NotKeeper("t40".into()))
    );
    store.save_blocking(kept(1, "g7")).unwrap();
    let game = store
        .run_blocking(|db| queries::game(db, "t40", 1))
        .unwrap()
        .unwrap();
    assert_eq!(
        game.moves(),
        vec!["a7", "g7"],
        "nothing of the old copy's save"
    );
    // A closed table is nobody's to take over.
    store
        .save_blocking(vec![Write::TableClosed {
            table: "t40".into(),
            at: 200,
        }])
        .unwrap();
    assert!(
        store
            .run_blocking(|db| queries::take_over(db, "t40"))
            .unwrap()
            .is_none()
    );
}

fn players(store: &Store) {
    let id = store
        .run_blocking(|db| queries::create_player(db, "Ann", &token_hash("t1"), 5))
        .unwrap();
    let again = store.run_blocking(|db| queries::create_player(db, "ANN", &token_hash("t2"), 6));
    assert_eq!(again, Err(StoreError::NickTaken("ANN".into())));
    // A Cyrillic А in front: it would look like Ann in every list.
    let look_alike =
        store.run_blocking(|db| queries::create_player(db, "Аnn", &token_hash("t3"), 6));
    assert_eq!(
        look_alike,
        Err(StoreError::NickLookAlike {
            nick: "Аnn".into(),
            like: "Ann".into()
        })
    );
    // Names of another alphabet that do not look like hers are welcome.
    store
        .run_blocking(|db| queries::create_player(db, "Аня", &token_hash("t4"), 7))
        .unwrap();
    // A zero for an o reads as the o (after Аня, so that the other tests' ids stay).
    store
        .run_blocking(|db| queries::create_player(db, "B0b", &token_hash("t6"), 8))
        .unwrap();
    let bob = store.run_blocking(|db| queries::create_player(db, "bob", &token_hash("t7"), 8));
    assert_eq!(
        bob,
        Err(StoreError::NickLookAlike {
            nick: "bob".into(),
            like: "B0b".into()
        })
    );
    let found = store
        .run_blocking(|db| queries::player_by_token(db, &token_hash("t1")))
        .unwrap();
    assert_eq!(found, Some((id, "Ann".to_string())));
    assert_eq!(
        store
            .run_blocking(|db| queries::player_by_token(db, &token_hash("nope")))
            .unwrap(),
        None
    );
    // A new key: the old one no longer signs in, the new one does; no such player, no change.
    assert_eq!(
        store.run_blocking(move |db| queries::set_token(db, id, &token_hash("t1b"))),
        Ok(true)
    );
    assert_eq!(
        store
            .run_blocking(|db| queries::player_by_token(db, &token_hash("t1")))
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .run_blocking(|db| queries::player_by_token(db, &token_hash("t1b")))
            .unwrap(),
        Some((id, "Ann".to_string()))
    );
    assert_eq!(
        store.run_blocking(|db| queries::set_token(db, 9_999, &token_hash("t9"))),
        Ok(false)
    );
    // Read back, for a node that re-checks the keys its connections use.
    assert_eq!(
        store.run_blocking(move |db| queries::token_hashes(db, &[id, 9_999])),
        Ok(vec![(id, token_hash("t1b"))])
    );
    assert_eq!(
        store
            .run_blocking(|db| queries::player_by_nick(db, "aNN"))
            .unwrap()
            .map(|p| p.0),
        Some(id)
    );
}

fn a_game_is_recorded_and_rated(store: &Store) {
    nines_table(store, "t1", 100);
    store
        .save_blocking(vec![
            log("t1", 1, 0, LogKind::Move, Some("d6")),
            log("t1", 1, 1, LogKind::Move, Some("g1")),
            log("t1", 1, 0, LogKind::DrawOffer, None),
            log("t1", 1, 1, LogKind::DrawDecline, None),
            log("t1", 1, 0, LogKind::Resign, None),
            Write::GameOver {
                table: "t1".into(),
                number: 1,
                outcome: Outcome::win(Seat(1), 2, "resignation"),
                at: 200,
            },
        ])
        .unwrap();
    let g = store
        .run_blocking(|db| queries::game(db, "t1", 1))
        .unwrap()
        .unwrap();
    assert_eq!(g.moves(), vec!["d6", "g1"]);
    assert_eq!(g.seed, u64::MAX - 5, "seeds keep all 64 bits");
    assert_eq!(g.log.len(), 5);
    assert_eq!(g.log[3].kind, LogKind::DrawDecline);
    assert_eq!(g.outcome.as_ref().unwrap().reason, "resignation");
    assert_eq!(g.finished_at, Some(200));
    assert_eq!(g.params["rules"], "client");
    assert_eq!(g.seats[1].level.as_deref(), Some("hard"));
    let list = store
        .run_blocking(|db| {
            queries::games(
                db,
                &GameFilter {
                    player: Some(1),
                    ..GameFilter::default()
                },
            )
        })
        .unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].moves, 2);
    let stats = store
        .run_blocking(|db| queries::player_stats(db, "ann"))
        .unwrap()
        .unwrap();
    assert_eq!(stats.games[0].game, "nines");
    assert_eq!((stats.games[0].played, stats.games[0].losses), (1, 1));
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "nines", 10))
        .unwrap();
    assert_eq!(board.len(), 2);
    assert_eq!(board[0].key, "computer:hard", "the computer won: it leads");
    assert!(board[0].rating > 1500.0 && board[1].rating < 1500.0);
    assert_eq!(
        results(&board),
        [("computer:hard", [1, 0, 0, 0]), ("player:1", [0, 0, 1, 0])]
    );
    assert_eq!(stats.games[0].rating.as_ref().unwrap().games, 1);
    // The series at t1: the computer 1, ann 0, both listed.
    assert_eq!(stats.series.len(), 1);
    let series = &stats.series[0];
    assert_eq!(
        (series.table.as_str(), series.games, series.draws),
        ("t1", 1, 0)
    );
    let scores: Vec<(&str, u64)> = series
        .scores
        .iter()
        .map(|e| (e.name.as_str(), e.wins))
        .collect();
    assert_eq!(scores, vec![("ann", 0), ("Computer (hard)", 1)]);
}

/// The won, drawn, lost and survived rated games of each row of a leaderboard, by key.
fn results(board: &[parlour_store::RatingRow]) -> Vec<(&str, [u64; 4])> {
    board
        .iter()
        .map(|r| (r.key.as_str(), [r.wins, r.draws, r.losses, r.survivals]))
        .collect()
}

/// A table of `seats` playing `game`, started and finished with `outcome` at once.
fn finished_game(store: &Store, id: &str, game: &str, seats: Vec<Holder>, outcome: Outcome) {
    finished_game_with(store, id, game, seats, Vec::new(), outcome);
}

/// [`finished_game`] with `during` written between the start and the end.
fn finished_game_with(
    store: &Store,
    id: &str,
    game: &str,
    seats: Vec<Holder>,
    during: Vec<Write>,
    outcome: Outcome,
) {
    let mut writes = vec![Write::Table {
        id: id.into(),
        game: game.into(),
        variant: "standard".into(),
        seed: 7,
        quick: false,
        at: 300,
    }];
    for (place, h) in seats.iter().enumerate() {
        writes.push(Write::Place {
            table: id.into(),
            place,
            holder: Some(h.clone()),
        });
    }
    writes.push(Write::GameStarted {
        table: id.into(),
        number: 1,
        game: game.into(),
        variant: "standard".into(),
        params: serde_json::json!({}),
        seed: 7,
        seats,
        at: 300,
    });
    writes.extend(during);
    writes.push(Write::GameOver {
        table: id.into(),
        number: 1,
        outcome,
        at: 400,
    });
    store.save_blocking(writes).unwrap();
}

/// A person against two computers of one level (the chase's usual table) is rated: the
/// person against both, the level once.
fn one_level_in_two_seats_is_rated_once(store: &Store) {
    let medium = Holder::computer("medium");
    finished_game(
        store,
        "t21",
        "elephant-fox-mouse",
        vec![Holder::person(1, "ann"), medium.clone(), medium.clone()],
        Outcome::win(Seat(0), 3, "caught"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "elephant-fox-mouse", 10))
        .unwrap();
    let rows: Vec<(&str, u64)> = board.iter().map(|r| (r.key.as_str(), r.games)).collect();
    assert_eq!(rows, vec![("player:1", 1), ("computer:medium", 1)]);
    assert!(board[0].rating > board[1].rating, "ann won: {board:?}");
    // Then one medium seat catches ann and the other is caught: the level's one game (its
    // rating moved once) counts as its better seat's, a win.
    finished_game(
        store,
        "t21b",
        "elephant-fox-mouse",
        vec![Holder::person(1, "ann"), medium.clone(), medium],
        Outcome::win(Seat(1), 3, "caught"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "elephant-fox-mouse", 10))
        .unwrap();
    let mut rows = results(&board);
    rows.sort();
    assert_eq!(
        rows,
        [
            ("computer:medium", [1, 0, 1, 0]),
            ("player:1", [1, 0, 1, 0])
        ]
    );
    assert!(board.iter().all(|r| r.games == 2), "{board:?}");
}

/// One person in both seats (a hot-seat game) is not rated, nor one computer level
/// playing itself.
fn a_hot_seat_game_is_not_rated(store: &Store) {
    let ann = Holder::person(1, "ann");
    finished_game(
        store,
        "t22",
        "isolo",
        vec![ann.clone(), ann],
        Outcome::win(Seat(0), 2, "empty row"),
    );
    let random = Holder::computer("random");
    finished_game(
        store,
        "t22b",
        "isolo",
        vec![random.clone(), random],
        Outcome::win(Seat(1), 2, "empty row"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "isolo", 10))
        .unwrap();
    assert!(board.is_empty(), "{board:?}");
}

/// A console game is not rated, not even one of computers alone (played where the records
/// are, with `parlour play --games N`, it moved the public leaderboard's levels).
fn a_console_game_is_not_rated(store: &Store) {
    finished_game(
        store,
        "c9",
        "virus-war",
        vec![Holder::computer("easy"), Holder::computer("hard")],
        Outcome::win(Seat(1), 2, "no live symbols"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "virus-war", 10))
        .unwrap();
    assert!(board.is_empty(), "{board:?}");
}

/// Bob went away in the middle of a game, a computer took his seat and won it: the record
/// keeps the computer's win as the outcome, but leaving loses a game, so in the ratings and
/// statistics bob lost it and ann won it; the computer that came in late is not rated.
fn who_went_away_lost(store: &Store) {
    let id = "t23";
    let went_away = vec![
        log(id, 1, 1, LogKind::TakenOver, Some("easy")),
        Write::Place {
            table: id.into(),
            place: 1,
            holder: Some(Holder::computer("easy")),
        },
    ];
    finished_game_with(
        store,
        id,
        "virus-war",
        vec![Holder::person(1, "ann"), Holder::person(2, "bob")],
        went_away,
        Outcome::win(Seat(1), 2, "no moves"),
    );

    let board = store
        .run_blocking(|db| queries::leaderboard(db, "virus-war", 10))
        .unwrap();
    let keys: Vec<&str> = board.iter().map(|r| r.key.as_str()).collect();
    assert_eq!(
        keys,
        ["player:1", "player:2"],
        "ann won, the computer is not rated"
    );
    assert!(board[0].rating > 1500.0 && board[1].rating < 1500.0);
    assert_eq!(
        results(&board),
        [("player:1", [1, 0, 0, 0]), ("player:2", [0, 0, 1, 0])],
        "counted as in the ratings: bob lost"
    );
    let games = store
        .run_blocking(|db| {
            queries::games(
                db,
                &GameFilter {
                    game: Some("virus-war".into()),
                    ..GameFilter::default()
                },
            )
        })
        .unwrap();
    assert_eq!(games[0].left, vec![1]);
    assert_eq!(games[0].outcome, Some(Outcome::win(Seat(1), 2, "no moves")));
    let counted = games[0]
        .counted
        .as_ref()
        .expect("counted apart from the outcome");
    assert_eq!(counted.results, Outcome::win(Seat(0), 2, "left").results);
    let g = store
        .run_blocking(|db| queries::game(db, id, 1))
        .unwrap()
        .unwrap();
    assert_eq!(g.log[0].kind, LogKind::TakenOver);
    let stats = store
        .run_blocking(|db| queries::player_stats(db, "ann"))
        .unwrap()
        .unwrap();
    let series = stats.series.iter().find(|s| s.table == id).unwrap();
    let wins: Vec<(&str, u64)> = series
        .scores
        .iter()
        .map(|e| (e.name.as_str(), e.wins))
        .collect();
    assert_eq!(
        wins,
        [("ann", 1), ("bob", 0)],
        "the series counts it as the ratings do"
    );
    let text = parlour_store::replay::text(&g, parlour_catalog::Lang::En).unwrap();
    assert!(
        text.contains("went away and Computer (easy) played on"),
        "{text}"
    );
    // Its last line: the computer won on the board, and bob lost by leaving (it credited
    // bob with the computer's win).
    let result = parlour_store::replay::result(&g, parlour_catalog::Lang::En);
    assert!(result.starts_with("Result: Computer (easy, "), "{result}");
    assert!(
        result.contains("in the ratings and statistics bob (") && !result.contains("bob won"),
        "{result}"
    );
    assert!(text.trim_end().ends_with(&result), "{text}");
    // A server that starts again counts the table's series the same way.
    let open = store.run_blocking(queries::open_tables).unwrap();
    let table = open.iter().find(|t| t.id == id).expect("the table is open");
    assert_eq!(table.finished[0].left, vec![1]);
    let back = parlour_store::journal::restore(table, Default::default(), None).unwrap();
    let view = back.view(parlour_core::Viewer::Spectator);
    assert_eq!(
        view.left_names,
        [Some("bob".to_string())],
        "the room names bob, not the computer now in his place"
    );
    let v = view.series;
    let tally: Vec<(u32, u32)> = v.players.iter().map(|p| (p.wins, p.losses)).collect();
    assert_eq!(
        tally,
        [(1, 0), (0, 0), (0, 1)],
        "ann won, the computer came in late, and bob keeps a line with his loss"
    );
    assert_eq!(
        (v.players[2].name.as_deref(), v.players[2].left),
        (Some("bob"), true)
    );
}

/// Dora's one lucky win does not put her above players of five games: a rating from fewer
/// than five games is provisional, marked so and listed after the others.
fn a_rating_from_few_games_is_provisional(store: &Store) {
    let (carl, medium) = (Holder::person(5, "carl"), Holder::computer("medium"));
    for (i, winner) in [0u8, 0, 1, 0, 0].into_iter().enumerate() {
        finished_game(
            store,
            &format!("t3{i}"),
            "tablenette",
            vec![carl.clone(), medium.clone()],
            Outcome::win(Seat(winner), 2, "points"),
        );
    }
    finished_game(
        store,
        "t39",
        "tablenette",
        vec![Holder::person(6, "dora"), Holder::computer("hard")],
        Outcome::win(Seat(0), 2, "points"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "tablenette", 10))
        .unwrap();
    let rows: Vec<(&str, bool)> = board
        .iter()
        .map(|r| (r.key.as_str(), r.provisional))
        .collect();
    assert_eq!(
        rows,
        [
            ("player:5", false),
            ("computer:medium", false),
            ("player:6", true),
            ("computer:hard", true)
        ]
    );
    assert!(
        board[2].rating > board[0].rating,
        "dora's number is higher: {board:?}"
    );
    assert_eq!(
        results(&board)[..2],
        [
            ("player:5", [4, 0, 1, 0]),
            ("computer:medium", [1, 0, 4, 0])
        ]
    );
}

/// Ann practised against the computer, taking a move back: her result counts in her
/// statistics, but the game moves no rating (no Isolo ratings at all, after the hot-seat
/// game of `a_hot_seat_game_is_not_rated`).
fn a_game_with_take_backs_is_not_rated(store: &Store) {
    let id = "t25";
    finished_game_with(
        store,
        id,
        "isolo",
        vec![Holder::person(1, "ann"), Holder::computer("hard")],
        vec![log(id, 1, 0, LogKind::TakeBack, Some("2"))],
        Outcome::win(Seat(0), 2, "empty row"),
    );
    let board = store
        .run_blocking(|db| queries::leaderboard(db, "isolo", 10))
        .unwrap();
    assert!(board.is_empty(), "{board:?}");
    let stats = store
        .run_blocking(|db| queries::player_stats(db, "ann"))
        .unwrap()
        .unwrap();
    let isolo = stats.games.iter().find(|g| g.game == "isolo").unwrap();
    assert!(isolo.wins >= 1 && isolo.rating.is_none(), "{isolo:?}");
    // Lists say so, beside the result.
    let listed = stats.recent.iter().find(|g| g.table == id).unwrap();
    assert!(listed.unrated, "{listed:?}");
    assert!(
        stats
            .recent
            .iter()
            .filter(|g| g.table != id)
            .all(|g| !g.unrated),
        "only the game with a take-back"
    );
    // And a server that starts again shows it between games as not rated.
    let open = store.run_blocking(queries::open_tables).unwrap();
    let table = open.iter().find(|t| t.id == id).expect("the table is open");
    assert!(table.finished[0].unrated && table.finished[0].left.is_empty());
    // A replay's result line says it too, as the list does.
    let g = store
        .run_blocking(move |db| queries::game(db, id, 1))
        .unwrap()
        .unwrap();
    let result = parlour_store::replay::result(&g, parlour_catalog::Lang::En);
    assert!(
        result.ends_with("(not rated: a move was taken back)"),
        "{result}"
    );
}

fn take_backs_remove_the_last_moves(store: &Store) {
    nines_table(store, "t2", 300);
    store
        .save_blocking(vec![
            log("t2", 1, 0, LogKind::Move, Some("a7")),
            log("t2", 1, 1, LogKind::Move, Some("g7")),
            log("t2", 1, 0, LogKind::Move, Some("d7")),
            log("t2", 1, 1, LogKind::Move, Some("g4")),
            Write::Undo {
                table: "t2".into(),
                number: 1,
                moves: 2,
            },
            log("t2", 1, 0, LogKind::Move, Some("b6")),
        ])
        .unwrap();
    let g = store
        .run_blocking(|db| queries::game(db, "t2", 1))
        .unwrap()
        .unwrap();
    assert_eq!(g.moves(), vec!["a7", "g7", "b6"]);
}

/// A second take-back that reaches past the first keeps the first one's mark: the record
/// says every move taken back (it kept the last take-back only).
fn every_take_back_is_kept(store: &Store) {
    nines_table(store, "t60", 650);
    store
        .save_blocking(vec![
            log("t60", 1, 0, LogKind::Move, Some("a7")),
            log("t60", 1, 1, LogKind::Move, Some("g7")),
            log("t60", 1, 0, LogKind::Move, Some("d7")),
            log("t60", 1, 1, LogKind::Move, Some("g4")),
            Write::Undo {
                table: "t60".into(),
                number: 1,
                moves: 2,
            },
            log("t60", 1, 0, LogKind::TakeBack, Some("2")),
            log("t60", 1, 0, LogKind::Move, Some("b6")),
            Write::Undo {
                table: "t60".into(),
                number: 1,
                moves: 3,
            },
            log("t60", 1, 0, LogKind::TakeBack, Some("3")),
        ])
        .unwrap();
    let g = store
        .run_blocking(|db| queries::game(db, "t60", 1))
        .unwrap()
        .unwrap();
    assert!(g.moves().is_empty(), "{:?}", g.moves());
    let taken: Vec<&str> = g
        .log
        .iter()
        .filter(|e| e.kind == LogKind::TakeBack)
        .filter_map(|e| e.notation.as_deref())
        .collect();
    assert_eq!(taken, ["2", "3"]);
}

fn open_tables_come_back_with_their_games(store: &Store) {
    store
        .save_blocking(vec![Write::TableClosed {
            table: "t1".into(),
            at: 400,
        }])
        .unwrap();
    let open = store.run_blocking(queries::open_tables).unwrap();
    let t2 = open.iter().find(|t| t.id == "t2").expect("t2 is open");
    assert!(
        open.iter().all(|t| t.id != "t1"),
        "a closed table stays closed"
    );
    assert_eq!(t2.places[0], Some(Holder::person(1, "ann")));
    let current = t2.current.as_ref().unwrap();
    assert_eq!(current.moves(), vec!["a7", "g7", "b6"]);
    assert!(t2.finished.is_empty());
    assert!(store.run_blocking(queries::next_table_seq).unwrap() >= 3);
}

/// Everyone left a table in the middle of a game: the game is abandoned (finished, with no
/// outcome), not listed as being played for ever; a game finished before keeps its end.
fn a_closed_table_abandons_its_game(store: &Store) {
    nines_table(store, "t50", 600);
    store
        .save_blocking(vec![
            log("t50", 1, 0, LogKind::Move, Some("a7")),
            Write::TableClosed {
                table: "t50".into(),
                at: 700,
            },
        ])
        .unwrap();
    let game = store
        .run_blocking(|db| queries::game(db, "t50", 1))
        .unwrap()
        .unwrap();
    assert_eq!(game.finished_at, Some(700));
    assert_eq!(game.outcome, None);
    assert_eq!(game.moves(), vec!["a7"]);
    let running = store
        .run_blocking(|db| {
            queries::games(
                db,
                &GameFilter {
                    finished: Some(false),
                    ..GameFilter::default()
                },
            )
        })
        .unwrap();
    assert!(running.iter().all(|g| g.table != "t50"), "{running:?}");
}

/// Ann left after one move, before the computer had moved: the game is called off. The
/// table comes back standing after it (its next game takes the next number), and the
/// record says who called it off and how.
fn a_called_off_game_says_who_called_it_off(store: &Store) {
    nines_table(store, "t51", 600);
    store
        .save_blocking(vec![
            // (A move taken back is gone from the log; the mark stays.)
            log("t51", 1, 0, LogKind::TakeBack, Some("1")),
            log("t51", 1, 0, LogKind::Move, Some("a7")),
            log("t51", 1, 0, LogKind::CalledOff, Some("left")),
            Write::GameAbandoned {
                table: "t51".into(),
                number: 1,
                at: 700,
            },
        ])
        .unwrap();
    let open = store.run_blocking(queries::open_tables).unwrap();
    let t51 = open.iter().find(|t| t.id == "t51").expect("t51 is open");
    assert!(t51.current.is_none() && t51.finished.is_empty(), "{t51:?}");
    let abandoned = t51
        .abandoned
        .as_ref()
        .expect("its last game was called off");
    assert_eq!(
        (abandoned.number, queries::called_off_by(abandoned)),
        (1, Some((0, "left".to_string())))
    );
    let back = parlour_store::journal::restore(t51, Default::default(), None).unwrap();
    let by = back.called_off().expect("the table says who");
    assert_eq!((by.name.as_str(), by.how.name()), ("ann", "left"));
    let board = back.view(parlour_core::Viewer::Spectator);
    assert_eq!(board.moves.len(), 1, "the board where the game stopped");
    assert!(
        board.unrated,
        "a move was taken back in it, as the table said"
    );
    let game = store
        .run_blocking(|db| queries::game(db, "t51", 1))
        .unwrap()
        .unwrap();
    let text = parlour_store::replay::text(&game, parlour_catalog::Lang::En).unwrap();
    assert!(
        text.trim_end()
            .ends_with("Called off, without a result: ann left before everyone had moved."),
        "{text}"
    );
}

fn many_saves_at_once_all_land(store: &Store) {
    nines_table(store, "t3", 500);
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let s = store.clone();
            std::thread::spawn(move || {
                for k in 0..25 {
                    s.save_blocking(vec![log(
                        "t3",
                        1,
                        (i % 2) as u8,
                        LogKind::Move,
                        Some(&format!("m{i}-{k}")),
                    )])
                    .unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let g = store
        .run_blocking(|db| queries::game(db, "t3", 1))
        .unwrap()
        .unwrap();
    assert_eq!(g.moves().len(), 200);
}

fn a_failing_disk_saves_nothing(store: &Store) {
    nines_table(store, "t4", 600);
    store.fail_writes(true);
    let r = store.save_blocking(vec![log("t4", 1, 0, LogKind::Move, Some("d6"))]);
    assert_eq!(r, Err(StoreError::Full));
    store.fail_writes(false);
    let g = store
        .run_blocking(|db| queries::game(db, "t4", 1))
        .unwrap()
        .unwrap();
    assert!(g.moves().is_empty(), "nothing of a failed save is kept");
    store
        .save_blocking(vec![log("t4", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap();
}
