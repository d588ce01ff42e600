//! The little the store needs from a database, so every query is written once for SQLite
//! and PostgreSQL alike: run a statement, read rows, transactions, and numbered migrations.
//!
//! Statements use `?` for parameters; the PostgreSQL side numbers them (`$1`, `$2`…).

use std::fmt;

/// A value going into or coming out of a statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// SQL NULL.
    Null,
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Real(f64),
    /// Text.
    Text(String),
}

impl Value {
    /// The integer, or 0.
    pub fn int(&self) -> i64 {
        match self {
            Value::Int(i) => *i,
            Value::Real(r) => *r as i64,
            Value::Text(t) => t.parse().unwrap_or(0),
            Value::Null => 0,
        }
    }

    /// The integer, if not NULL.
    pub fn opt_int(&self) -> Option<i64> {
        match self {
            Value::Null => None,
            v => Some(v.int()),
        }
    }

    /// The number, or 0.
    pub fn real(&self) -> f64 {
        match self {
            Value::Real(r) => *r,
            Value::Int(i) => *i as f64,
            Value::Text(t) => t.parse().unwrap_or(0.0),
            Value::Null => 0.0,
        }
    }

    /// The text, or empty.
    pub fn text(&self) -> String {
        match self {
            Value::Text(t) => t.clone(),
            Value::Int(i) => i.to_string(),
            Value::Real(r) => r.to_string(),
            Value::Null => String::new(),
        }
    }

    /// The text, if not NULL.
    pub fn opt_text(&self) -> Option<String> {
        match self {
            Value::Null => None,
            v => Some(v.text()),
        }
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}

impl From<u64> for Value {
    /// Stored bit for bit as a signed integer (seeds use all 64 bits).
    fn from(v: u64) -> Value {
        Value::Int(v as i64)
    }
}

impl From<usize> for Value {
    /// A count or a position: past `i64::MAX` it is `i64::MAX` (wrapped round, an offset of
    /// 2⁶³ became negative, which SQL reads as none, and the first page came back).
    fn from(v: usize) -> Value {
        Value::Int(i64::try_from(v).unwrap_or(i64::MAX))
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Why the store could not do what was asked. Nothing was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The database could not be opened or created.
    Open(String),
    /// The disk is full.
    Full,
    /// The database is read-only (file permissions, a read-only disk).
    ReadOnly,
    /// Another program holds a lock on the database.
    Locked,
    /// The database server cannot be reached or refused.
    Unavailable(String),
    /// The nickname is taken.
    NickTaken(String),
    /// The nickname (`nick`) would look like one that is taken (`like`): `bоb` with a
    /// Cyrillic `о` beside `bob`.
    NickLookAlike {
        /// The nickname asked for.
        nick: String,
        /// The player's it looks like.
        like: String,
    },
    /// The store holds something it cannot read back.
    Corrupt(String),
    /// The store was shut down.
    Closed,
    /// Another copy of the table (on another node) keeps its records now.
    NotKeeper(String),
    /// Anything else the database said.
    Other(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open(why) => write!(f, "cannot open the records: {why}"),
            StoreError::Full => write!(f, "the disk holding the records is full"),
            StoreError::ReadOnly => write!(f, "the records are read-only"),
            StoreError::Locked => write!(f, "the records are locked by another program"),
            StoreError::Unavailable(why) => write!(f, "the records database is unavailable: {why}"),
            StoreError::NickTaken(n) => write!(f, "the nickname '{n}' is taken"),
            StoreError::NickLookAlike { nick, like } => write!(
                f,
                "the nickname '{nick}' looks like '{like}', who is already here"
            ),
            StoreError::Corrupt(why) => write!(f, "the records hold something unreadable: {why}"),
            StoreError::Closed => write!(f, "the records are closed"),
            StoreError::NotKeeper(t) => {
                write!(f, "table {t} is kept by another node now")
            }
            StoreError::Other(why) => write!(f, "the records could not be saved: {why}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Which database a [`Db`] talks to (for the few statements that differ).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DbKind {
    /// SQLite, in one file.
    Sqlite,
    /// PostgreSQL.
    Postgres,
}

/// A database connection.
pub trait Db: Send {
    /// Which database this is.
    fn kind(&self) -> DbKind;
    /// Runs a statement; returns the rows it changed.
    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError>;
    /// Runs a query; returns its rows.
    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError>;
    /// Runs several statements without parameters (migrations).
    fn batch(&mut self, sql: &str) -> Result<(), StoreError>;
    /// Whether the records were opened for reading only (they cannot be written).
    fn read_only(&self) -> bool {
        false
    }
}

/// Runs `work` in a transaction: committed if it returns `Ok`, rolled back otherwise.
///
/// On SQLite the transaction takes the write lock at once (`BEGIN IMMEDIATE`), waiting for
/// it as for any lock: one that reads first and writes after another program's commit
/// (consoles started together) failed at once, "locked", without waiting.
pub fn transaction<T>(
    db: &mut dyn Db,
    work: impl FnOnce(&mut dyn Db) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    db.batch(begin(db.kind()))?;
    match work(db) {
        Ok(v) => match db.batch("COMMIT") {
            Ok(()) => Ok(v),
            Err(e) => {
                let _ = db.batch("ROLLBACK");
                Err(e)
            }
        },
        Err(e) => {
            let _ = db.batch("ROLLBACK");
            Err(e)
        }
    }
}

/// How a transaction that will write begins: at once with the write lock on SQLite (so
/// that what its work reads first stays true until it commits), as usual on PostgreSQL.
fn begin(kind: DbKind) -> &'static str {
    match kind {
        DbKind::Sqlite => "BEGIN IMMEDIATE",
        DbKind::Postgres => "BEGIN",
    }
}

/// The schema version of the records: the last migration applied (0 for none).
fn schema_version(db: &mut dyn Db) -> Result<i64, StoreError> {
    let done = db.query("SELECT MAX(version) FROM schema_migrations", &[])?;
    Ok(done
        .first()
        .and_then(|r| r.first())
        .and_then(Value::opt_int)
        .unwrap_or(0))
}

/// The schema version `migrations` bring records to.
fn latest(migrations: &[(i64, &str)]) -> i64 {
    migrations.iter().map(|(v, _)| *v).max().unwrap_or(0)
}

/// Why records of a newer schema are refused, after "… were".
fn by_newer(current: i64, known: i64) -> String {
    format!(
        "written by a newer Parlour (schema {current}, this one knows up to {known}): upgrade Parlour"
    )
}

/// For records that cannot be written (so not migrated): refused unless their schema is
/// the one this program knows, with why in words that follow "the records cannot be
/// written, so they are read as they are, and …".
pub fn check_schema(db: &mut dyn Db, migrations: &[(i64, &str)]) -> Result<(), StoreError> {
    let known = latest(migrations);
    // No `schema_migrations` at all: records of before any migration.
    let current = schema_version(db).unwrap_or(0);
    match current.cmp(&known) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Less => Err(StoreError::Open(format!(
            "they were written by an older Parlour (schema {current}, this one reads {known}): copy them to a folder this program can write, where they are brought up to date"
        ))),
        std::cmp::Ordering::Greater => Err(StoreError::Open(format!(
            "they were {}",
            by_newer(current, known)
        ))),
    }
}

/// What a migration does to the records beside its SQL, in its transaction: what needs
/// the program's own reading of the records (the same for both databases).
fn data_step(db: &mut dyn Db, version: i64) -> Result<(), StoreError> {
    match version {
        4 => crate::queries::count_earlier_results(db),
        _ => Ok(()),
    }
}

/// Applies the numbered migrations not applied yet, in one transaction, and records them
/// in `schema_migrations`.
pub fn migrate(db: &mut dyn Db, migrations: &[(i64, &str)]) -> Result<(), StoreError> {
    db.batch(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
    )?;
    let current = schema_version(db)?;
    // Records written by a newer Parlour: this one does not know their shape, and writing
    // to them could damage them.
    let known = latest(migrations);
    if current > known {
        return Err(StoreError::Open(format!(
            "these records were {}",
            by_newer(current, known)
        )));
    }
    if current == known {
        return Ok(());
    }
    // Programs opening new records at the same moment (consoles started together) each
    // find migrations to apply: they are applied under one write lock, all in one
    // transaction, by whichever program takes the lock first, and the others find them
    // done ("table players already exists"). One lock, not one a migration: eight
    // consoles started together on new records queued for it a migration at a time, and
    // one of them waited past the lock's patience on a busy machine. PostgreSQL nodes
    // migrate under an advisory lock of their own (postgres.rs).
    let applied = transaction(db, |db| {
        let current = schema_version(db)?;
        let mut applied = Vec::new();
        for &(version, sql) in migrations.iter().filter(|(v, _)| *v > current) {
            db.batch(sql)?;
            data_step(db, version)?;
            db.execute(
                "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
                &[version.into(), crate::now_ms().into()],
            )?;
            applied.push(version);
        }
        Ok(applied)
    })?;
    for version in applied {
        tracing::info!(version, "records: schema migration applied");
    }
    Ok(())
}
