//! The PostgreSQL side, for when one machine is not enough (`--database postgres://…`).
//!
//! It uses the synchronous `postgres` client on the store's own thread, so the same query
//! code serves both databases.

use crate::db::{Db, DbKind, StoreError, Value};
use postgres::types::{ToSql, Type};
use postgres::{Client, NoTls, Row};

/// The numbered migrations, applied in order at start.
pub const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../migrations/postgres/001_records.sql")),
    (2, include_str!("../migrations/postgres/002_keeper.sql")),
    (
        3,
        include_str!("../migrations/postgres/003_closed_games.sql"),
    ),
    (4, include_str!("../migrations/postgres/004_results.sql")),
];

/// The advisory lock under which the schema is brought up to date ("parlour" in ASCII).
const MIGRATION_LOCK: i64 = 0x0070_6172_6c6f_7572;

/// How long a connection may take before the database counts as unavailable (a host that
/// accepts and never answers would otherwise hold the start for ever).
const CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// A connection to a PostgreSQL database.
pub struct Postgres {
    client: Client,
    url: String,
}

impl Postgres {
    /// Connects to `url` (`postgres://user@host:port/db`) and brings the schema up to date.
    pub fn connect(url: &str) -> Result<Postgres, StoreError> {
        let mut db = Postgres {
            client: open(url)?,
            url: url.to_string(),
        };
        // Nodes started together would each create the schema at once, and all but one
        // fail on the others' tables: they take turns, under a lock held for the session
        // (released by hand, or by the server if this connection dies).
        db.batch(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))?;
        let migrated = crate::db::migrate(&mut db, MIGRATIONS);
        let unlocked = db.batch(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"));
        migrated.and(unlocked)?;
        Ok(db)
    }

    /// A connection the server closed (a restart, or the timeout below) is opened again
    /// before the next statement, so the store comes back by itself.
    fn ensure(&mut self) -> Result<(), StoreError> {
        if self.client.is_closed() {
            tracing::warn!("the records database closed the connection: connecting again");
            self.client = open(&self.url)?;
        }
        Ok(())
    }
}

/// What a connection's settings name once libpq's defaults are filled in: its servers (port
/// 5432 where none is given), its user (the system user's where none is given) and its
/// database (named after the user where none is given). For the password file, and for
/// telling one database written two ways.
pub(crate) struct Named<'a> {
    /// The hosts, as written.
    pub(crate) hosts: &'a [postgres::config::Host],
    /// The ports.
    pub(crate) ports: Vec<u16>,
    /// The user.
    pub(crate) user: String,
    /// The database.
    pub(crate) database: String,
}

/// [`Named`] for `config`; `None` when no user can be found (no `USER` nor `LOGNAME`).
pub(crate) fn named(config: &postgres::Config) -> Option<Named<'_>> {
    let user = config
        .get_user()
        .map(str::to_string)
        .or_else(|| std::env::var("USER").ok())
        .or_else(|| std::env::var("LOGNAME").ok())?;
    Some(Named {
        hosts: config.get_hosts(),
        ports: match config.get_ports() {
            [] => vec![5432],
            ports => ports.to_vec(),
        },
        database: config.get_dbname().unwrap_or(&user).to_string(),
        user,
    })
}

/// Whether two URLs name one database: the same servers and ports and the same database
/// ([`named`]), so that one database written two ways is seen as one. URLs that do not
/// parse are compared as written.
pub(crate) fn same_database(a: &str, b: &str) -> bool {
    let server_and_database = |url: &str| {
        let config: postgres::Config = url.parse().ok()?;
        let named = named(&config)?;
        let hosts: Vec<String> = named
            .hosts
            .iter()
            .map(|host| match host {
                postgres::config::Host::Tcp(name) => name.to_lowercase(),
                postgres::config::Host::Unix(folder) => folder.display().to_string(),
            })
            .collect();
        Some((hosts, named.ports, named.database))
    };
    match (server_and_database(a), server_and_database(b)) {
        (Some(a), Some(b)) => a == b,
        _ => a == b,
    }
}

fn open(url: &str) -> Result<Client, StoreError> {
    let mut config: postgres::Config = url
        .parse()
        .map_err(|e: postgres::Error| StoreError::Unavailable(said(&e)))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    // A password kept out of the command line (where every user of the machine sees it in
    // `ps`): `PGPASSWORD`, as PostgreSQL's own programs read it, for a URL without one.
    if config.get_password().is_none()
        && let Ok(password) = std::env::var("PGPASSWORD")
    {
        config.password(password);
    }
    // Else the password file, `~/.pgpass` (or `PGPASSFILE`), as libpq reads it.
    if config.get_password().is_none()
        && let Some(password) = crate::pgpass::for_config(&config)
    {
        config.password(password);
    }
    // The timeout above covers the TCP connection only: a host that accepts it and then
    // says nothing would hold the start for ever. The whole handshake is waited for on a
    // thread of its own, for as long; past that the thread is left to end when it may.
    let (done, outcome) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("parlour-store-connect".into())
        .spawn(move || {
            let _ = done.send(config.connect(NoTls));
        })
        .map_err(|e| StoreError::Unavailable(e.to_string()))?;
    let mut client = match outcome.recv_timeout(CONNECT_TIMEOUT) {
        Ok(connected) => connected.map_err(|e| StoreError::Unavailable(said(&e)))?,
        Err(_) => {
            return Err(StoreError::Unavailable(format!(
                "no answer within {} s",
                CONNECT_TIMEOUT.as_secs()
            )));
        }
    };
    // A process paused in the middle of a transaction (SIGSTOP, a suspended machine) would
    // hold its row locks for as long as it is paused; on several nodes that would stop
    // another node from taking its tables over. Our transactions never wait between
    // statements, so the server may end one that does after a few seconds.
    // (The server's notices, "relation already exists, skipping" at every start, are not
    // for the log.)
    client
        .batch_execute(
            "SET idle_in_transaction_session_timeout = '5s'; SET client_min_messages = warning",
        )
        .map_err(error)?;
    Ok(client)
}

/// What went wrong, with its cause: the client's own words are often only "db error" or
/// "invalid configuration", and the reason (`database "x" does not exist`, `password
/// missing`) is in the server's message or the error's source.
fn said(e: &postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return db.message().to_string();
    }
    let mut words = e.to_string();
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        let more = c.to_string();
        if !words.contains(&more) {
            words.push_str(": ");
            words.push_str(&more);
        }
        cause = c.source();
    }
    // The database asked a password and none was given: where Parlour looks for one.
    if words.ends_with("password missing") {
        words.push_str(" (give it in PGPASSWORD, in ~/.pgpass or in the URL)");
    }
    words
}

fn error(e: postgres::Error) -> StoreError {
    if e.is_closed() {
        return StoreError::Unavailable(said(&e));
    }
    match e.code().map(|c| c.code()) {
        // disk_full, insufficient_resources
        Some("53100" | "53000") => StoreError::Full,
        // read_only_sql_transaction
        Some("25006") => StoreError::ReadOnly,
        // lock_not_available, deadlock_detected
        Some("55P03" | "40P01") => StoreError::Locked,
        _ => StoreError::Other(said(&e)),
    }
}

/// `?` placeholders numbered the PostgreSQL way.
fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            out.push('$');
            out.push_str(&n.to_string());
        } else {
            out.push(c);
        }
    }
    out
}

/// A parameter as the statement's column type wants it.
fn param(v: &Value, ty: &Type) -> Box<dyn ToSql + Sync> {
    match (v, ty) {
        (Value::Null, t) if *t == Type::INT8 => Box::new(None::<i64>),
        (Value::Null, t) if *t == Type::INT4 => Box::new(None::<i32>),
        (Value::Null, t) if *t == Type::FLOAT8 => Box::new(None::<f64>),
        (Value::Null, _) => Box::new(None::<String>),
        (v, t) if *t == Type::INT8 => Box::new(v.int()),
        (v, t) if *t == Type::INT4 => Box::new(v.int() as i32),
        (v, t) if *t == Type::FLOAT8 => Box::new(v.real()),
        (v, _) => Box::new(v.text()),
    }
}

fn row_values(row: &Row) -> Vec<Value> {
    (0..row.len())
        .map(|i| {
            let ty = row.columns()[i].type_();
            if *ty == Type::INT8 {
                row.get::<_, Option<i64>>(i).map_or(Value::Null, Value::Int)
            } else if *ty == Type::INT4 {
                row.get::<_, Option<i32>>(i)
                    .map_or(Value::Null, |v| Value::Int(i64::from(v)))
            } else if *ty == Type::FLOAT8 {
                row.get::<_, Option<f64>>(i)
                    .map_or(Value::Null, Value::Real)
            } else if *ty == Type::NUMERIC {
                // SUM of BIGINTs: read as text by the cast in the query, else unknown.
                Value::Null
            } else {
                row.get::<_, Option<String>>(i)
                    .map_or(Value::Null, Value::Text)
            }
        })
        .collect()
}

impl Postgres {
    fn run(
        &mut self,
        sql: &str,
        params: &[Value],
    ) -> Result<(postgres::Statement, Vec<Box<dyn ToSql + Sync>>), StoreError> {
        self.ensure()?;
        let stmt = self.client.prepare(&numbered(sql)).map_err(error)?;
        let boxed: Vec<Box<dyn ToSql + Sync>> = params
            .iter()
            .zip(stmt.params())
            .map(|(v, t)| param(v, t))
            .collect();
        Ok((stmt, boxed))
    }
}

impl Db for Postgres {
    fn kind(&self) -> DbKind {
        DbKind::Postgres
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let (stmt, boxed) = self.run(sql, params)?;
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(|b| b.as_ref()).collect();
        self.client.execute(&stmt, &refs).map_err(error)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Vec<Value>>, StoreError> {
        let (stmt, boxed) = self.run(sql, params)?;
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(|b| b.as_ref()).collect();
        let rows = self.client.query(&stmt, &refs).map_err(error)?;
        Ok(rows.iter().map(row_values).collect())
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.ensure()?;
        self.client.batch_execute(sql).map_err(error)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn placeholders_are_numbered() {
        assert_eq!(
            super::numbered("SELECT a FROM t WHERE b = ? AND c = ?"),
            "SELECT a FROM t WHERE b = $1 AND c = $2"
        );
    }

    #[test]
    fn one_database_written_two_ways_is_one() {
        let same = super::same_database;
        assert!(same(
            "postgres://ann@DB.example/club",
            "postgresql://ann:secret@db.example:5432/club"
        ));
        assert!(
            same("postgres://ann@db", "postgres://ann@db/ann"),
            "the database named after the user"
        );
        assert!(!same("postgres://ann@db/club", "postgres://ann@db/club2"));
        assert!(!same(
            "postgres://ann@db/club",
            "postgres://ann@db:5433/club"
        ));
        assert!(!same("postgres://ann@db/club", "postgres://ann@other/club"));
        assert!(!same("postgres://ann@db", "postgres://bob@db"));
    }
}
