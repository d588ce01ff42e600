//! The SQLite side: one file, WAL journal, nothing to install (SQLite is compiled in).

use crate::db::{Db, DbKind, StoreError, Value};
use rusqlite::types::{Value as SqlValue, ValueRef};
use rusqlite::{Connection, ErrorCode, OpenFlags, params_from_iter};
use std::path::Path;
use std::time::Duration;

/// The numbered migrations, applied in order at start.
pub const MIGRATIONS: &[(i64, &str)] = &[(1, include_str!("../migrations/sqlite/001_records.sql"))];

/// How hard SQLite works to keep a commit through a crash.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Durability {
    /// `synchronous=FULL`: a commit survives a power cut (the default).
    #[default]
    Full,
    /// `synchronous=NORMAL`: a commit survives the program being killed, not a power cut
    /// (the WAL is synced at checkpoints); many more commits a second.
    Normal,
}

/// A connection to one SQLite file.
pub struct Sqlite {
    conn: Connection,
}

impl Sqlite {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path, durability: Durability) -> Result<Sqlite, StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| StoreError::Open(format!("{}: {e}", path.display())))?;
        Sqlite::setup(conn, durability)
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
        let mut db = Sqlite { conn };
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
