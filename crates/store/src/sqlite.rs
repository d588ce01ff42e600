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
    (4, include_str!("../migrations/sqlite/004_results.sql")),
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

/// How long a statement waits for another program's lock on the file before it fails as
/// [`StoreError::Locked`].
const BUSY_WAIT: Duration = Duration::from_secs(2);

/// A connection to one SQLite file.
pub struct Sqlite {
    /// The checkpointing thread of a file this connection writes, stopped before the
    /// connection closes (see the `Drop` below).
    checkpoints: Option<Checkpointer>,
    conn: Connection,
    /// Opened for reading only: the file or its folder cannot be written (a backup on a
    /// read-only disk). Reading works; a write is refused as [`StoreError::ReadOnly`].
    read_only: bool,
}

/// The thread that checkpoints the WAL every second; stopped (and waited for) on drop.
struct Checkpointer {
    /// The records file.
    path: std::path::PathBuf,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Sqlite {
    /// The writing connection of a file folds the journal (`-wal`) into it as it closes,
    /// once the checkpointing thread has stopped; as the file's last connection closes,
    /// SQLite removes the journal. SQLite would fold it silently at the close; done here
    /// first, a fold that fails (a full disk) is said, as the journal then holds the newest
    /// games and must stay beside the file (it is folded in at the next start).
    fn drop(&mut self) {
        let Some(checkpoints) = self.checkpoints.take() else {
            return; // records in memory, or read-only: no journal of ours to fold
        };
        let path = checkpoints.path.clone();
        drop(checkpoints);
        // PASSIVE: another program's connection (a console, `records backup`) is never
        // made to wait; while one is open the journal stays for it, as it should.
        if let Err(e) = self.conn.execute_batch("PRAGMA wal_checkpoint(PASSIVE)") {
            tracing::warn!(
                journal = %format!("{}-wal", path.display()),
                why = %error(e),
                "records: the journal could not be folded into the records file; keep it beside the file (a copy of the records takes both): it is folded in at the next start"
            );
        }
    }
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
    ///
    /// Records this program cannot write (a backup on a read-only disk, a file of another
    /// user) are opened for reading only, if they are of this program's schema: the
    /// commands that only read (`records list`, `show`, `export`…) work on them, and the
    /// ones that write are refused when they try ([`Db::read_only`] says which).
    pub fn open(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        match Sqlite::open_file_waiting(path, durability) {
            Ok(db) => Ok(db),
            Err(e) if path.is_file() && !writable(path) => {
                tracing::debug!(error = %e, "records: not writable, opened for reading only");
                Sqlite::open_read_only(path)
            }
            // SQLite says "disk I/O error" when a full disk keeps it from making its shared
            // memory file (`-shm`): a disk that cannot take a small file is called full.
            Err(StoreError::Other(_)) if disk_is_full(path) => Err(StoreError::Full),
            Err(e) => Err(e),
        }
    }

    /// Opens records that cannot be written, for reading: first as SQLite's read-only mode
    /// (which follows another program's writes), else as a file nobody changes (a
    /// database in WAL mode on a read-only disk, whose shared memory file cannot be made).
    fn open_read_only(path: &Path) -> Result<Sqlite, StoreError> {
        let mut last = StoreError::Open(format!("{}: cannot be read", path.display()));
        for query in ["mode=ro", "immutable=1"] {
            let uri = format!("file:{}?{query}", uri_path(path));
            let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
                | OpenFlags::SQLITE_OPEN_URI
                | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            let conn = match Connection::open_with_flags(&uri, flags) {
                Ok(c) => c,
                Err(e) => {
                    last = error(e);
                    continue;
                }
            };
            // Waited for from the first read on, as a file opened to write is.
            conn.busy_timeout(BUSY_WAIT).map_err(error)?;
            match conn.query_row("PRAGMA quick_check(1)", [], |r| r.get::<_, String>(0)) {
                Ok(check) if check == "ok" => {}
                Ok(check) => return Err(damaged(path, &check)),
                Err(e) => {
                    last = error(e);
                    continue;
                }
            }
            let mut db = Sqlite {
                checkpoints: None,
                conn,
                read_only: true,
            };
            crate::db::check_schema(&mut db, MIGRATIONS).map_err(|e| {
                StoreError::Open(format!(
                    "the records {} cannot be written, so they are read as they are, and {}",
                    path.display(),
                    e.to_string()
                        .trim_start_matches("cannot open the records: ")
                ))
            })?;
            return Ok(db);
        }
        Err(last)
    }

    /// [`Sqlite::open_file`], tried again for a while when another program holds the file
    /// as it is opened: programs making the same new records together (consoles started at
    /// once) met, about once in 250 on a busy machine, a lock that SQLite reports at once
    /// rather than waiting for it (setting up the journal of a file another program is
    /// setting up), and one of them stopped with "the records are locked".
    fn open_file_waiting(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        let until = std::time::Instant::now() + BUSY_WAIT;
        loop {
            match Sqlite::open_file(path, durability) {
                Err(StoreError::Locked) if std::time::Instant::now() < until => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                done => return done,
            }
        }
    }

    fn open_file(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| StoreError::Open(format!("{}: {e}", path.display())))?;
        // Another program making the same new file (consoles started together) holds it
        // for a moment: waited for from the first read on (the check below failed at once,
        // "locked").
        conn.busy_timeout(BUSY_WAIT).map_err(error)?;
        // A damaged file is refused before anything is read from it or written to it: only
        // a bad header was caught, and a file with damaged pages was served (the
        // "malformed" database of a restore gone wrong). A quick check reads every page
        // once: well under a second for years of games.
        let check: String = conn
            .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
            .map_err(error)?;
        if check != "ok" {
            return Err(damaged(path, &check));
        }
        let mut db = Sqlite::setup(conn, durability)?;
        // Checkpoints (copying the WAL into the database file, with a disk sync) run on a
        // thread of their own every second, so no commit on the moves' path waits for one.
        db.batch("PRAGMA wal_autocheckpoint=0")?;
        db.checkpoints = Some(checkpointer(path)?);
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
        conn.busy_timeout(BUSY_WAIT).map_err(error)?;
        let mut db = Sqlite {
            checkpoints: None,
            conn,
            read_only: false,
        };
        db.batch("PRAGMA journal_mode=WAL")?;
        db.batch(match durability {
            Durability::Full => "PRAGMA synchronous=FULL",
            Durability::Normal => "PRAGMA synchronous=NORMAL",
        })?;
        db.batch("PRAGMA foreign_keys=ON")?;
        // The journal is cut back to 4 MB each time it starts again after a checkpoint:
        // without a limit it kept the size it reached at its busiest (28 MB after a load
        // test, beside a 0.8 MB file: every commit writes its pages again).
        db.batch("PRAGMA journal_size_limit=4194304")?;
        crate::db::migrate(&mut db, MIGRATIONS)?;
        Ok(db)
    }
}

/// The refusal of records whose quick check found damage (`check`: what it found).
fn damaged(path: &Path, check: &str) -> StoreError {
    StoreError::Corrupt(format!(
        "{}: the file is damaged ({check}); restore a backup",
        path.display()
    ))
}

/// Whether this program may write the records at `path`: the file, and a file beside it
/// (SQLite's journal). A read-only disk or another user's folder says no.
fn writable(path: &Path) -> bool {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let probe = dir.join(format!(".parlour-write-probe-{}", std::process::id()));
    let beside = std::fs::File::create(&probe).is_ok();
    let _ = std::fs::remove_file(&probe);
    beside && std::fs::OpenOptions::new().append(true).open(path).is_ok()
}

/// A path as the path of an SQLite `file:` URI: `%`, `?` and `#` escaped.
fn uri_path(path: &Path) -> String {
    let mut out = String::new();
    for c in path.to_string_lossy().chars() {
        match c {
            '%' => out.push_str("%25"),
            '?' => out.push_str("%3f"),
            '#' => out.push_str("%23"),
            c => out.push(c),
        }
    }
    out
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
        path: path.to_path_buf(),
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

    fn read_only(&self) -> bool {
        self.read_only
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

    /// Records in memory without any schema, for a test to migrate step by step.
    fn unmigrated() -> Sqlite {
        Sqlite {
            checkpoints: None,
            conn: Connection::open_in_memory().unwrap(),
            read_only: false,
        }
    }

    /// Records written before a closed table abandoned its game: the migration finishes
    /// such a game when its table closed, and leaves the others alone.
    #[test]
    fn old_records_abandon_the_games_of_closed_tables() {
        let mut db = unmigrated();
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

    /// Records written before the ratings kept their results: the migration counts them
    /// from the games, as a game is judged today (a take-back game and a console game are
    /// not rated, who went away lost, a level in two seats counts once by its better seat).
    #[test]
    fn old_records_count_the_results_of_their_rated_games() {
        use crate::model::{Holder, LogKind};
        use parlour_core::{Outcome, Seat};
        let mut db = unmigrated();
        migrate(&mut db, &MIGRATIONS[..3]).unwrap();
        let (ann, bob, hard) = (
            Holder::person(1, "ann"),
            Holder::person(2, "bob"),
            Holder::computer("hard"),
        );
        let games: [(&str, Vec<&Holder>, Outcome, Option<LogKind>); 5] = [
            (
                "t1",
                vec![&ann, &hard],
                Outcome::win(Seat(0), 2, "mill"),
                None,
            ),
            ("t2", vec![&hard, &ann], Outcome::draw(2, "agreement"), None),
            (
                "t3",
                vec![&ann, &hard],
                Outcome::win(Seat(0), 2, "mill"),
                Some(LogKind::TakeBack),
            ),
            (
                "c4",
                vec![&ann, &hard],
                Outcome::win(Seat(0), 2, "mill"),
                None,
            ),
            // Bob went away and a computer won in his seat: bob lost.
            (
                "t5",
                vec![&ann, &bob],
                Outcome::win(Seat(1), 2, "mill"),
                Some(LogKind::TakenOver),
            ),
        ];
        for (table, seats, outcome, logged) in &games {
            db.execute(
                "INSERT INTO tables (id, seq, game, variant, seed, quick, created_at) VALUES (?, 1, 'nines', 'standard', 1, 0, 100)",
                &[(*table).into()],
            )
            .unwrap();
            db.execute(
                "INSERT INTO games (table_id, number, game, variant, params, seed, seats, started_at, finished_at, outcome) VALUES (?, 1, 'nines', 'standard', '{}', 1, ?, 100, 200, ?)",
                &[
                    (*table).into(),
                    serde_json::to_string(seats).unwrap().into(),
                    serde_json::to_string(outcome).unwrap().into(),
                ],
            )
            .unwrap();
            if let Some(kind) = logged {
                db.execute(
                    "INSERT INTO game_log (table_id, number, seat, kind, at) VALUES (?, 1, 1, ?, 150)",
                    &[(*table).into(), kind.name().into()],
                )
                .unwrap();
            }
        }
        // A game whose seats cannot be read is left out, not the records closed for it.
        db.execute(
            "INSERT INTO tables (id, seq, game, variant, seed, quick, created_at) VALUES ('t6', 1, 'nines', 'standard', 1, 0, 100)",
            &[],
        )
        .unwrap();
        db.execute(
            "INSERT INTO games (table_id, number, game, variant, params, seed, seats, started_at, finished_at, outcome) VALUES ('t6', 1, 'nines', 'standard', '{}', 1, 'not json', 100, 200, '{}')",
            &[],
        )
        .unwrap();
        for key in ["player:1", "player:2", "computer:hard"] {
            db.execute(
                "INSERT INTO ratings (key, game, name, rating, deviation, volatility, games) VALUES (?, 'nines', 'x', 1500, 200, 0.06, 2)",
                &[key.into()],
            )
            .unwrap();
        }
        migrate(&mut db, MIGRATIONS).unwrap();
        let rows = db
            .query(
                "SELECT key, wins, draws, losses, survivals FROM ratings ORDER BY key",
                &[],
            )
            .unwrap();
        let counted: Vec<(String, [i64; 4])> = rows
            .iter()
            .map(|r| {
                (
                    r[0].text(),
                    [r[1].int(), r[2].int(), r[3].int(), r[4].int()],
                )
            })
            .collect();
        assert_eq!(
            counted,
            [
                ("computer:hard".to_string(), [0, 1, 1, 0]),
                ("player:1".to_string(), [2, 1, 0, 0]),
                ("player:2".to_string(), [0, 0, 1, 0]),
            ]
        );
    }

    /// Records that cannot be written are read as they are: what only reads works, a write
    /// is refused as read-only, and records of another schema are refused at once (they
    /// cannot be brought up to date).
    #[test]
    fn records_that_cannot_be_written_are_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("odd ?#%.db");
        {
            let mut db = Sqlite::open(&path, Durability::Normal).unwrap();
            db.execute(
                "INSERT INTO players (nick, nick_key, token_hash, created_at) VALUES ('ann', 'ann', 'h', 1)",
                &[],
            )
            .unwrap();
            assert!(!db.read_only());
        }
        let mut db = Sqlite::open_read_only(&path).unwrap();
        assert!(db.read_only());
        let rows = db.query("SELECT nick FROM players", &[]).unwrap();
        assert_eq!(rows[0][0].text(), "ann");
        let refused = db.execute(
            "INSERT INTO players (nick, nick_key, token_hash, created_at) VALUES ('bob', 'bob', 'h2', 2)",
            &[],
        );
        assert!(matches!(refused, Err(StoreError::ReadOnly)), "{refused:?}");
        drop(db);
        // Records of an older schema cannot be brought up to date without writing.
        let mut old = Sqlite::open(&path, Durability::Normal).unwrap();
        old.execute(
            "DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)",
            &[],
        )
        .unwrap();
        drop(old);
        let Err(e) = Sqlite::open_read_only(&path) else {
            panic!("records of an older schema read as they are")
        };
        assert!(e.to_string().contains("older Parlour"), "{e}");
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
    /// The journal does not keep the size it reached under load: a burst of small commits
    /// grew it to many megabytes, and it stayed so beside a far smaller file. Once a
    /// checkpoint has folded it in, the next commit cuts it back to 4 MB; the connection's
    /// close folds it in and removes it.
    #[test]
    fn the_journal_is_cut_back_after_a_burst_and_gone_at_the_close() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("parlour.db");
        let wal = dir.path().join("parlour.db-wal");
        let mut db = Sqlite::open(&path, Durability::Normal).unwrap();
        db.batch("CREATE TABLE burst (b BLOB)").unwrap();
        for _ in 0..3000 {
            db.batch("INSERT INTO burst VALUES (zeroblob(3000))")
                .unwrap();
        }
        let grown = std::fs::metadata(&wal).unwrap().len();
        assert!(
            grown > 8 << 20,
            "the burst wrote only {grown} bytes of journal"
        );
        // Every frame folded in (as the checkpointing thread does each second), then one
        // more commit starts the journal again.
        db.batch("PRAGMA wal_checkpoint(PASSIVE)").unwrap();
        db.batch("DELETE FROM burst").unwrap();
        let size = std::fs::metadata(&wal).unwrap().len();
        assert!(size <= 4 << 20, "the journal kept {size} bytes");
        drop(db);
        assert!(!wal.exists(), "the journal outlived its connection");
    }
}
