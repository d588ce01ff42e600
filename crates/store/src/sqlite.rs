//! The SQLite side: one file, WAL journal, nothing to install (SQLite is compiled in).

use crate::db::{Db, DbKind, StoreError, Value};
use rusqlite::types::{Value as SqlValue, ValueRef};
use rusqlite::{Connection, ErrorCode, OpenFlags, params_from_iter};
use std::path::Path;
use std::time::Duration;

/// The numbered migrations, applied in order at start.
pub const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/sqlite/001_records.sql")),
    (2, include_str!("../migrations/sqlite/002_keeper.sql")),
    (3, include_str!("../migrations/sqlite/003_closed_games.sql")),
];

/// How hard SQLite works to keep a commit through a crash.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Durability {
    /// `synchronous=FULL`: every commit is synced to the disk and survives a power cut; a
    /// lone move waits for the disk (milliseconds on a virtual disk).
    Full,
    /// `synchronous=NORMAL` (the default): a commit survives the program being killed
    /// (what "save, then send" needs: a crashed or killed server loses nothing), and is
    /// synced to the disk at the next checkpoint, within a second or so; a power cut may
    /// lose that last second. Commits take microseconds.
    #[default]
    Normal,
}

/// A connection to one SQLite file.
pub struct Sqlite {
    /// The checkpointing thread, stopped before the connection closes (fields drop in
    /// order): the writing connection is then the file's last, and SQLite folds the WAL
    /// into the database and removes it as that connection closes.
    _checkpoints: Option<Checkpointer>,
    conn: Connection,
}

/// The thread that checkpoints the WAL every second; stopped (and waited for) on drop.
struct Checkpointer {
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        // Dropping the sender wakes the thread at once.
        self.stop.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Sqlite {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        Sqlite::open_file(path, durability).map_err(|e| match e {
            // SQLite says "disk I/O error" when a full disk keeps it from making its shared
            // memory file (`-shm`): a disk that cannot take a small file is called full.
            StoreError::Other(_) if disk_is_full(path) => StoreError::Full,
            e => e,
        })
    }

    fn open_file(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| StoreError::Open(format!("{}: {e}", path.display())))?;
        // A damaged file is refused before anything is read from it or written to it: only
        // a bad header was caught, and a file with damaged pages was served (the
        // "malformed" database of a restore gone wrong). A quick check reads every page
        // once: well under a second for years of games.
        let check: String = conn
            .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
            .map_err(error)?;
        if check != "ok" {
            return Err(StoreError::Corrupt(format!(
                "{}: the file is damaged ({check}); restore a backup",
                path.display()
            )));
        }
        let mut db = Sqlite::setup(conn, durability)?;
        // Checkpoints (copying the WAL into the database file, with a disk sync) run on a
        // thread of their own every second, so no commit on the moves' path waits for one.
        db.batch("PRAGMA wal_autocheckpoint=0")?;
        db._checkpoints = Some(checkpointer(path)?);
        Ok(db)
    }

    /// A database in memory (tests).
    pub fn memory() -> Result<Sqlite, StoreError> {
        let conn = Connection::open_in_memory().map_err(|e| StoreError::Open(e.to_string()))?;
        Sqlite::setup(conn, Durability::Normal)
    }

    fn setup(conn: Connection, durability: Durability) -> Result<Sqlite, StoreError> {
        // Another program holding the file briefly (a backup) is waited for; longer is an
        // error the players are told about.
        conn.busy_timeout(Duration::from_secs(2)).map_err(error)?;
        let mut db = Sqlite {
            _checkpoints: None,
            conn,
        };
        db.batch("PRAGMA journal_mode=WAL")?;
        db.batch(match durability {
            Durability::Full => "PRAGMA synchronous=FULL",
            Durability::Normal => "PRAGMA synchronous=NORMAL",
        })?;
        db.batch("PRAGMA foreign_keys=ON")?;
        crate::db::migrate(&mut db, MIGRATIONS)?;
        Ok(db)
    }
}

/// Whether the disk holding `path` refuses a file of 64 KiB for want of space (the
/// probe is removed again).
fn disk_is_full(path: &Path) -> bool {
    use std::io::Write;
    let probe = path.with_extension("db-space-probe");
    let full = std::fs::File::create(&probe)
        .and_then(|mut f| f.write_all(&[0; 64 * 1024]).and_then(|()| f.sync_all()))
        .is_err_and(|e| e.kind() == std::io::ErrorKind::StorageFull);
    let _ = std::fs::remove_file(&probe);
    full
}

/// Starts the checkpointing thread for the database at `path`; it stops when the returned
/// handle (held by the writing connection) is dropped.
fn checkpointer(path: &Path) -> Result<Checkpointer, StoreError> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(error)?;
    conn.busy_timeout(Duration::from_millis(200))
        .map_err(error)?;
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("parlour-store-checkpoint".into())
        .spawn(move || {
            while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                stopped.recv_timeout(Duration::from_secs(1))
            {
                // PASSIVE: copies what it can without making any writer wait.
                if let Err(e) = conn.execute_batch("PRAGMA wal_checkpoint(PASSIVE)") {
                    tracing::debug!(error = %e, "records: checkpoint postponed");
                }
            }
        })
        .map_err(|e| StoreError::Open(e.to_string()))?;
    Ok(Checkpointer {
        stop: Some(stop),
        thread: Some(thread),
    })
}

/// What SQLite said, as the store's error.
fn error(e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(ErrorCode::DiskFull) => StoreError::Full,
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly,
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Locked,
        Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
            StoreError::Corrupt(e.to_string())
        }
        Some(ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
            StoreError::Open(e.to_string())
        }
        _ => StoreError::Other(e.to_string()),
    }
}

fn to_sql(v: &Value) -> SqlValue {
    match v {
        Value::Null => SqlValue::Null,
        Value::Int(i) => SqlValue::Integer(*i),
        Value::Real(r) => SqlValue::Real(*r),
        Value::Text(t) => SqlValue::Text(t.clone()),
    }
}

fn from_sql(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Int(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::Text(String::from_utf8_lossy(b).into_owned()),
    }
}

impl Db for Sqlite {
    fn kind(&self) -> DbKind {
        DbKind::Sqlite
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let mut stmt = self.conn.prepare_cached(sql).map_err(error)?;
        let n = stmt
            .execute(params_from_iter(params.iter().map(to_sql)))
            .map_err(error)?;
        Ok(n as u64)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError> {
        let mut stmt = self.conn.prepare_cached(sql).map_err(error)?;
        let columns = stmt.column_count();
        let mut rows = stmt
            .query(params_from_iter(params.iter().map(to_sql)))
            .map_err(error)?;
        let mut out = Vec::new();
        while let Some(row) = rows.next().map_err(error)? {
            let mut values = Vec::with_capacity(columns);
            for i in 0..columns {
                values.push(from_sql(row.get_ref(i).map_err(error)?));
            }
            out.push(values);
        }
        Ok(out)
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.conn.execute_batch(sql).map_err(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{Db, migrate};

    /// Records written before a closed table abandoned its game: the migration finishes
    /// such a game when its table closed, and leaves the others alone.
    #[test]
    fn old_records_abandon_the_games_of_closed_tables() {
        let conn = Connection::open_in_memory().unwrap();
        let mut db = Sqlite {
            _checkpoints: None,
            conn,
        };
        migrate(&mut db, &MIGRATIONS[..2]).unwrap();
        for (table, closed) in [("t1", Some(900_i64)), ("t2", None)] {
            db.execute(
                "INSERT INTO tables (id, seq, game, variant, seed, quick, created_at, closed_at) VALUES (?, 1, 'nines', 'client', 1, 0, 100, ?)",
                &[table.into(), closed.into()],
            )
            .unwrap();
            db.execute(
                "INSERT INTO games (table_id, number, game, variant, params, seed, seats, started_at) VALUES (?, 1, 'nines', 'client', '{}', 1, '[]', 100)",
                &[table.into()],
            )
            .unwrap();
        }
        migrate(&mut db, MIGRATIONS).unwrap();
        let finished = db
            .query(
                "SELECT table_id, finished_at, outcome FROM games ORDER BY table_id",
                &[],
            )
            .unwrap();
        assert_eq!(finished[0][1].opt_int(), Some(900), "t1 closed at 900");
        assert_eq!(finished[0][2].opt_text(), None, "abandoned: no outcome");
        assert_eq!(finished[1][1].opt_int(), None, "t2 is still open");
    }

    /// Records where another program registers a nickname between `create_player`'s check
    /// and its insert (two nodes of a group at once).
    struct Rival {
        db: Sqlite,
        first: bool,
    }

    impl Db for Rival {
        fn kind(&self) -> crate::DbKind {
            self.db.kind()
        }
        fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
            self.db.execute(sql, params)
        }
        fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError> {
            if self.first && sql.starts_with("INSERT INTO players") {
                self.first = false;
                self.db.query(
                    sql,
                    &[
                        params[0].clone(),
                        params[1].clone(),
                        "other".into(),
                        1_i64.into(),
                    ],
                )?;
            }
            self.db.query(sql, params)
        }
        fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
            self.db.batch(sql)
        }
    }

    /// A nickname registered by another program at the same moment is taken, said as such
    /// (the loser was told the records could not be saved, with a constraint's name).
    #[test]
    fn a_nickname_registered_elsewhere_meanwhile_is_taken() {
        let mut db = Rival {
            db: Sqlite::memory().unwrap(),
            first: true,
        };
        let e = crate::queries::create_player(&mut db, "ann", "hash", 1).unwrap_err();
        assert!(
            matches!(e, StoreError::NickTaken(ref n) if n == "ann"),
            "{e:?}"
        );
    }
}
