//! The store's test suite on SQLite (a real file, in WAL mode) and on PostgreSQL (a
//! throwaway cluster of the test's own, or `PARLOUR_TEST_POSTGRES`). Neither is ever skipped.

mod common;

use parlour_store::{Durability, Location, Store, StoreError};

#[test]
fn the_suite_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records").join("parlour.db");
    let store = Store::open(&Location::Sqlite {
        path: path.clone(),
        durability: Durability::Full,
    })
    .unwrap();
    common::suite(&store);
    drop(store);
    // Opening again applies no migration twice and keeps everything.
    let again = Store::open(&Location::Sqlite {
        path,
        durability: Durability::Normal,
    })
    .unwrap();
    let g = again
        .run_blocking(|db| parlour_store::queries::game(db, "t2", 1))
        .unwrap()
        .unwrap();
    assert_eq!(g.moves(), vec!["a7", "g7", "b6"]);
    // Records from a newer Parlour are refused, not damaged.
    again
        .run_blocking(|db| {
            db.execute(
                "INSERT INTO schema_migrations (version, applied_at) VALUES (999, 0)",
                &[],
            )
        })
        .unwrap();
    drop(again);
    let newer = Store::open(&Location::Sqlite {
        path: dir.path().join("records").join("parlour.db"),
        durability: Durability::Normal,
    });
    let Err(StoreError::Open(why)) = newer else {
        panic!("records of a newer schema must be refused");
    };
    assert!(why.contains("newer Parlour"), "{why}");
}

#[test]
fn the_suite_on_postgres() {
    let pg = common::Postgres::start();
    let store = Store::open(&Location::Postgres(pg.url.clone())).unwrap();
    common::suite(&store);
}

/// Nodes started together on a fresh database all open it (they created the schema at
/// once, and all but one stopped with "db error"); the socket URL of the administrator
/// guide works; a database that is not there is named in the error, with PostgreSQL's
/// reason, not "db error".
#[test]
fn postgres_nodes_start_together_and_errors_say_why() {
    let pg = common::Postgres::start();
    let opened: Vec<_> = (0..4)
        .map(|_| {
            let url = pg.url.clone();
            std::thread::spawn(move || Store::open(&Location::Postgres(url)).map(|_| ()))
        })
        .collect();
    for o in opened {
        o.join().unwrap().expect("every node opens the records");
    }
    if let Some(url) = pg.socket_url() {
        Store::open(&Location::Postgres(url)).expect("the socket URL of the guide");
    }
    let missing = pg.url.replace("/postgres", "/nodb");
    let Err(StoreError::Unavailable(why)) = Store::open(&Location::Postgres(missing)) else {
        panic!("a missing database must be refused");
    };
    assert!(why.contains("\"nodb\" does not exist"), "{why}");
}

#[test]
fn a_data_folder_that_is_a_file_is_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("afile");
    std::fs::write(&file, "x").unwrap();
    let Err(StoreError::Open(why)) = Store::open(&Location::Sqlite {
        path: file.join("parlour.db"),
        durability: Durability::Normal,
    }) else {
        panic!("a file as the records' folder must be refused");
    };
    assert!(why.ends_with("afile is a file, not a folder"), "{why}");
}

#[test]
fn a_path_that_cannot_be_opened_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = Store::open(&Location::Sqlite {
        path: dir.path().join("no/such/\0dir"),
        durability: Durability::Full,
    });
    assert!(matches!(bad, Err(StoreError::Open(_))), "{:?}", bad.err());
}

/// A club moving from the SQLite file to PostgreSQL (several nodes need it) keeps every
/// record: the copy reads back row for row, new players and moves get ids after the ones
/// copied, and records that are not empty are refused whole, either way round.
#[test]
fn records_copied_from_sqlite_to_postgres_are_the_same_records() {
    use parlour_store::copy::{CopyError, copy, snapshot};
    use parlour_store::{LogKind, queries, token_hash};
    let dir = tempfile::tempdir().unwrap();
    let sqlite = Store::open(&Location::Sqlite {
        path: dir.path().join("parlour.db"),
        durability: Durability::Normal,
    })
    .unwrap();
    common::suite(&sqlite);
    let pg = common::Postgres::start();
    let postgres = Store::open(&Location::Postgres(pg.url.clone())).unwrap();

    let copied = copy(&sqlite, &postgres).unwrap();
    assert!(
        copied.players > 0 && copied.games > 0 && copied.moves > 0,
        "{copied:?}"
    );
    let before = sqlite.run_blocking(snapshot).unwrap();
    assert_eq!(postgres.run_blocking(snapshot).unwrap(), before);
    assert_eq!(before[0].len() as u64, copied.players);

    // Ids go on after the copied ones (PostgreSQL's counters were left at 1).
    let last = before[0].last().unwrap()[0].int();
    let id = postgres
        .run_blocking(|db| queries::create_player(db, "newcomer", &token_hash("n"), 9))
        .unwrap();
    assert!(id > last, "{id} after {last}");
    common::nines_table(&postgres, "t90", 100);
    postgres
        .save_blocking(vec![common::log("t90", 1, 0, LogKind::Move, Some("a7"))])
        .unwrap();
    // A player signs in to the copy with the key they had (the store keeps its hash).
    let key_hash = before[0][0][3].text();
    let by_key = postgres
        .run_blocking(move |db| queries::player_by_token(db, &key_hash))
        .unwrap();
    assert_eq!(by_key.map(|p| p.0), Some(before[0][0][0].int()));

    // Into records that are not empty: refused, and nothing written.
    let again = copy(&sqlite, &postgres);
    assert!(
        matches!(again, Err(CopyError::NotEmpty { players, .. }) if players == copied.players + 1),
        "{again:?}"
    );
    let back = copy(&postgres, &sqlite);
    assert!(matches!(back, Err(CopyError::NotEmpty { .. })), "{back:?}");
    assert_eq!(sqlite.run_blocking(snapshot).unwrap(), before);
}
