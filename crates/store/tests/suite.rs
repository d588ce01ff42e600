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

#[test]
fn a_path_that_cannot_be_opened_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = Store::open(&Location::Sqlite {
        path: dir.path().join("no/such/\0dir"),
        durability: Durability::Full,
    });
    assert!(matches!(bad, Err(StoreError::Open(_))), "{:?}", bad.err());
}
