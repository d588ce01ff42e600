//! Saving when SQLite itself refuses: a full database, a read-only one, and one locked by
//! another program. Each gives its own clear error, saves nothing of the refused writes,
//! and the store works again once the cause is gone. (The server and console tests check
//! what players are told; `Store::fail_writes` stands in for these there.)
//!
//! The causes are SQLite's own: `max_page_count` caps the file (SQLite then answers
//! `SQLITE_FULL`, as on a full disk), `query_only` makes the connection read-only
//! (`SQLITE_READONLY`, as for a read-only file; a chmod would not do as root, which CI is),
//! and a second connection holding a write transaction locks the file (`SQLITE_BUSY`).

mod common;

use common::{log, nines_table};
use parlour_store::{Durability, Location, LogKind, Store, StoreError, queries};

fn open(dir: &tempfile::TempDir) -> (Store, std::path::PathBuf) {
    let path = dir.path().join("parlour.db");
    let store = Store::open(&Location::Sqlite {
        path: path.clone(),
        durability: Durability::Normal,
    })
    .expect("the records open");
    (store, path)
}

fn moves(store: &Store, table: &str) -> Vec<String> {
    let table = table.to_string();
    store
        .run_blocking(move |db| queries::game(db, &table, 1))
        .unwrap()
        .expect("the game")
        .moves()
        .into_iter()
        .map(str::to_string)
        .collect()
}

/// A move big enough to need new pages of the file.
fn big_move(i: usize) -> parlour_store::Write {
    log(
        "t1",
        1,
        (i % 2) as u8,
        LogKind::Move,
        Some(&format!("{i}-{}", "x".repeat(3000))),
    )
}

/// Closed, the records leave no journal beside the file: a backup put in its place later
/// is read as it is, not mixed with the newer moves of an old `-wal` (which SQLite would
/// replay onto it, and that made a malformed database).
#[test]
fn closed_records_leave_no_journal_for_a_restored_backup_to_meet() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = open(&dir);
    nines_table(&store, "t1", 100);
    store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap();
    // A backup as `parlour records backup` makes it.
    let backup = dir.path().join("backup.db");
    let target = backup.display().to_string();
    store
        .run_blocking(move |db| db.execute("VACUUM INTO ?", &[target.into()]))
        .unwrap();
    for i in 1..200 {
        store.save_blocking(vec![big_move(i)]).unwrap();
    }
    let wal = dir.path().join("parlour.db-wal");
    assert!(wal.exists(), "a running store writes its journal");
    store.close_blocking();
    assert!(
        !wal.exists(),
        "closed, the journal is folded in and removed"
    );
    assert!(!dir.path().join("parlour.db-shm").exists());
    assert!(matches!(
        store.save_blocking(vec![big_move(500)]),
        Err(StoreError::Closed)
    ));
    assert_eq!(
        moves_in(&path).len(),
        200,
        "every move is in the file itself"
    );
    // The restore: the backup in place of the file, read back as it was copied.
    std::fs::copy(&backup, &path).unwrap();
    let (store, _) = open(&dir);
    assert_eq!(moves(&store, "t1"), ["d6"]);
    store.close_blocking();
}

/// A file with damaged pages is refused at once, in words, not served (a bad header was
/// caught, a damaged page inside was not).
#[test]
fn records_with_damaged_pages_are_refused_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = open(&dir);
    nines_table(&store, "t1", 100);
    for i in 1..50 {
        store.save_blocking(vec![big_move(i)]).unwrap();
    }
    store.close_blocking();
    let mut bytes = std::fs::read(&path).unwrap();
    let page = usize::from(u16::from_be_bytes([bytes[16], bytes[17]]));
    assert!(bytes.len() > 4 * page, "a file of several pages");
    // The type byte of the header of a page of moves (the next to last: opening the
    // records reads none of those): no page has that type.
    let pages = bytes.len() / page;
    bytes[(pages - 2) * page] = 0x42;
    std::fs::write(&path, &bytes).unwrap();
    let Err(StoreError::Corrupt(why)) = Store::open(&Location::Sqlite {
        path: path.clone(),
        durability: Durability::Normal,
    }) else {
        panic!("a damaged file must be refused");
    };
    assert!(why.contains("the file is damaged"), "{why}");
}

/// The moves of game t1.1 in the file at `path`, read by a store of their own.
fn moves_in(path: &std::path::Path) -> Vec<String> {
    let store = Store::open(&Location::Sqlite {
        path: path.to_path_buf(),
        durability: Durability::Normal,
    })
    .unwrap();
    let m = moves(&store, "t1");
    store.close_blocking();
    m
}

#[test]
fn a_full_database_refuses_the_save_and_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = open(&dir);
    nines_table(&store, "t1", 100);
    store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap();
    // No page beyond those the file has now.
    let pages: i64 = store
        .run_blocking(|db| {
            let rows = db.query("PRAGMA page_count", &[])?;
            Ok(match rows[0][0] {
                parlour_store::Value::Int(n) => n,
                _ => 0,
            })
        })
        .unwrap();
    store
        .run_blocking(move |db| db.batch(&format!("PRAGMA max_page_count={pages}")))
        .unwrap();
    let mut refused = None;
    for i in 0..50 {
        if let Err(e) = store.save_blocking(vec![big_move(i)]) {
            refused = Some((i, e));
            break;
        }
    }
    let (i, e) = refused.expect("the file fills up");
    assert_eq!(e, StoreError::Full);
    assert_eq!(e.to_string(), "the disk holding the records is full");
    let kept = moves(&store, "t1");
    assert_eq!(kept.len(), 1 + i, "nothing of the refused save is kept");
    // Room again: the same move is saved.
    store
        .run_blocking(|db| db.batch("PRAGMA max_page_count=1073741823"))
        .unwrap();
    store.save_blocking(vec![big_move(i)]).unwrap();
    assert_eq!(moves(&store, "t1").len(), 2 + i);
}

#[test]
fn a_read_only_database_refuses_the_save_and_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = open(&dir);
    nines_table(&store, "t1", 100);
    store
        .run_blocking(|db| db.batch("PRAGMA query_only=ON"))
        .unwrap();
    let e = store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap_err();
    assert_eq!(e, StoreError::ReadOnly);
    assert_eq!(e.to_string(), "the records are read-only");
    // Reading still works while writing does not.
    assert!(moves(&store, "t1").is_empty());
    store
        .run_blocking(|db| db.batch("PRAGMA query_only=OFF"))
        .unwrap();
    store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap();
    assert_eq!(moves(&store, "t1"), ["d6"]);
}

#[test]
fn a_database_locked_by_another_program_refuses_the_save_and_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let (store, path) = open(&dir);
    nines_table(&store, "t1", 100);
    // Another program takes the write lock and keeps it past the store's patience (2 s).
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let e = store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap_err();
    assert_eq!(e, StoreError::Locked);
    assert_eq!(e.to_string(), "the records are locked by another program");
    other.execute_batch("ROLLBACK").unwrap();
    drop(other);
    store
        .save_blocking(vec![log("t1", 1, 0, LogKind::Move, Some("d6"))])
        .unwrap();
    assert_eq!(moves(&store, "t1"), ["d6"]);
}

/// A small tmpfs of this test's own, unmounted when dropped.
struct SmallDisk(std::path::PathBuf);

impl SmallDisk {
    /// A 512 KiB disk at a new folder, or `None` where this process may not mount one
    /// (mounting needs root, which CI is).
    fn mount() -> Option<SmallDisk> {
        let dir = std::env::temp_dir().join(format!("parlour-small-disk-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        let ok = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=512k", "tmpfs"])
            .arg(&dir)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            let _ = std::fs::remove_dir(&dir);
            return None;
        }
        Some(SmallDisk(dir))
    }

    /// Fills the disk but for `free` KiB.
    fn leave_free(&self, free: usize) {
        let fill = vec![0u8; (512 - free) * 1024];
        std::fs::write(self.0.join("fill"), fill).expect("the filling fits");
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(&self.0).status();
        let _ = std::fs::remove_dir(&self.0);
    }
}

#[test]
fn records_opened_on_a_full_disk_say_the_disk_is_full() {
    let Some(disk) = SmallDisk::mount() else {
        // Only root may mount (CI is root, and there the check must run).
        let uid = std::process::Command::new("id").arg("-u").output().unwrap();
        assert_ne!(
            uid.stdout.trim_ascii(),
            b"0",
            "root could not mount a tmpfs"
        );
        return;
    };
    // Room for the database's first page and a little of its shared memory file, not
    // for all of it: SQLite's own words for that are "disk I/O error".
    for free in [4, 8, 16, 24] {
        let _ = std::fs::remove_dir_all(disk.0.join("d"));
        disk.leave_free(free);
        std::fs::create_dir_all(disk.0.join("d")).unwrap();
        let e = Store::open(&Location::Sqlite {
            path: disk.0.join("d/parlour.db"),
            durability: Durability::Normal,
        })
        .err();
        assert_eq!(e, Some(StoreError::Full), "with {free} KiB free");
        assert!(
            !disk.0.join("d/parlour.db-space-probe").exists(),
            "the probe is removed"
        );
    }
    // With room, the same folder opens.
    std::fs::remove_file(disk.0.join("fill")).unwrap();
    let store = Store::open(&Location::Sqlite {
        path: disk.0.join("d/parlour.db"),
        durability: Durability::Normal,
    })
    .expect("the records open once there is room");
    nines_table(&store, "t1", 100);
    store.close_blocking();
}
