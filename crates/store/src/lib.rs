//! # parlour-store: the records
//!
//! Every game played at a Parlour table is recorded: its rules and seed, who sat where,
//! every move and offer with its time, and the result. Positions are never stored; a game
//! is rebuilt by replaying its log, which is how a restarted server resumes the games that
//! were running, and how replays, statistics and ratings are made.
//!
//! One SQLite file by default (compiled in: nothing to install), in WAL mode, with numbered
//! migrations applied at start; PostgreSQL behind the same interface when one machine is
//! not enough. Both run the same query code ([`queries`]) through a small [`db::Db`] trait.
//!
//! The database lives on a thread of its own. Callers send it writes and queries and wait
//! for the answer — `async` from the server, blocking from the console. Writes that arrive
//! together are committed together (*group commit*): under load, one disk sync serves many
//! moves, and each caller still learns whether its own writes were saved before it tells
//! anyone about them ("save, then send").

pub mod copy;
pub mod db;
pub mod journal;
mod model;
mod pgpass;
mod postgres;
pub mod queries;
pub mod ratings;
pub mod replay;
mod sqlite;

pub use db::{StoreError, Value};
pub use model::*;
pub use sqlite::Durability;

use db::{Db, DbKind};
use sha2::{Digest, Sha256};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use tokio::sync::oneshot;

/// Where the records are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// An SQLite file.
    Sqlite {
        /// The file.
        path: PathBuf,
        /// How hard commits are kept.
        durability: Durability,
    },
    /// SQLite in memory (tests; nothing survives the process).
    Memory,
    /// A PostgreSQL database URL.
    Postgres(String),
}

impl Location {
    /// The records for `--database URL` (a `postgres://` URL or a file path) or, without
    /// one, `parlour.db` in `data_dir`.
    pub fn from_options(database: Option<&str>, data_dir: &Path) -> Location {
        Location::with_durability(database, data_dir, Durability::default())
    }

    /// [`Location::from_options`] with a chosen durability for SQLite.
    pub fn with_durability(
        database: Option<&str>,
        data_dir: &Path,
        durability: Durability,
    ) -> Location {
        match database {
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Location::Postgres(url.to_string())
            }
            Some(":memory:") => Location::Memory,
            Some(path) => Location::Sqlite {
                path: PathBuf::from(path),
                durability,
            },
            None => Location::Sqlite {
                path: data_dir.join("parlour.db"),
                durability,
            },
        }
    }

    /// Whether `self` and `other` are the same records however they are written: one file
    /// by two paths, or one PostgreSQL database by two URLs (`postgres://ann@db/club` and
    /// `postgresql://ann@db:5432/club`).
    ///
    /// ```
    /// use parlour_store::Location;
    /// let a = Location::from_options(Some("postgres://ann@db/club"), ".".as_ref());
    /// let b = Location::from_options(Some("postgresql://ann:pw@db:5432/club"), ".".as_ref());
    /// assert!(a.same_records(&b));
    /// ```
    pub fn same_records(&self, other: &Location) -> bool {
        match (self, other) {
            (Location::Sqlite { path: a, .. }, Location::Sqlite { path: b, .. }) => a
                .canonicalize()
                .is_ok_and(|a| b.canonicalize().is_ok_and(|b| a == b)),
            (Location::Postgres(a), Location::Postgres(b)) => postgres::same_database(a, b),
            _ => false,
        }
    }

    /// Where it is, for people (a password in a URL is not shown).
    pub fn describe(&self) -> String {
        match self {
            Location::Sqlite { path, .. } => path.display().to_string(),
            Location::Memory => "memory (not kept)".into(),
            Location::Postgres(url) => match url.split_once('@') {
                Some((_, host)) => format!("postgres://…@{host}"),
                None => url.clone(),
            },
        }
    }
}

/// The SHA-256 of a token, in hex: what the store keeps instead of the token itself.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.trim().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

type Job = Box<dyn FnOnce(&mut dyn Db) + Send>;

enum Msg {
    Write(Vec<Write>, oneshot::Sender<Result<(), StoreError>>),
    Run(Job),
    /// Close the database (after what came before), then answer.
    Close(oneshot::Sender<()>),
}

/// The records: a handle to the store's thread. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    tx: mpsc::Sender<Msg>,
    kind: DbKind,
    read_only: bool,
    location: Arc<String>,
    fail_writes: Arc<AtomicBool>,
}

impl Store {
    /// Opens the records at `location` (creating and migrating them as needed) on a thread
    /// of their own.
    pub fn open(location: &Location) -> Result<Store, StoreError> {
        if let Location::Sqlite { path, .. } = location
            && let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        {
            // Said plainly ("File exists (os error 17)" was all).
            if dir.exists() && !dir.is_dir() {
                return Err(StoreError::Open(format!(
                    "{} is a file, not a folder",
                    dir.display()
                )));
            }
            std::fs::create_dir_all(dir)
                .map_err(|e| StoreError::Open(format!("{}: {e}", dir.display())))?;
        }
        let (ready_tx, ready_rx) = mpsc::channel();
        let (tx, rx) = mpsc::channel::<Msg>();
        let fail_writes = Arc::new(AtomicBool::new(false));
        let fail = Arc::clone(&fail_writes);
        let loc = location.clone();
        std::thread::Builder::new()
            .name("parlour-store".into())
            .spawn(move || {
                let db: Result<Box<dyn Db>, StoreError> = match &loc {
                    Location::Sqlite { path, durability } => {
                        sqlite::Sqlite::open(path, *durability).map(|d| Box::new(d) as Box<dyn Db>)
                    }
                    Location::Memory => {
                        sqlite::Sqlite::memory().map(|d| Box::new(d) as Box<dyn Db>)
                    }
                    Location::Postgres(url) => {
                        postgres::Postgres::connect(url).map(|d| Box::new(d) as Box<dyn Db>)
                    }
                };
                match db {
                    Ok(mut db) => {
                        let _ = ready_tx.send(Ok((db.kind(), db.read_only())));
                        let closing = serve(db.as_mut(), &rx, &fail);
                        // Closed before the answer: SQLite folds its journal (the
                        // `-wal` file) into the database and removes it as it closes.
                        drop(db);
                        if let Some(done) = closing {
                            let _ = done.send(());
                        }
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                    }
                }
            })
            .map_err(|e| StoreError::Open(e.to_string()))?;
        let (kind, read_only) = ready_rx.recv().map_err(|_| StoreError::Closed)??;
        tracing::info!(records = %location.describe(), read_only, "records open");
        Ok(Store {
            tx,
            kind,
            read_only,
            location: Arc::new(location.describe()),
            fail_writes,
        })
    }

    /// Records in memory (tests).
    pub fn memory() -> Store {
        // Opening SQLite in memory fails only if the process cannot start a thread.
        Store::open(&Location::Memory).unwrap_or_else(|e| panic!("records in memory: {e}"))
    }

    /// Where the records are, for people.
    pub fn location(&self) -> &str {
        &self.location
    }

    /// Which database this is.
    pub fn kind(&self) -> DbKind {
        self.kind
    }

    /// Whether the records were opened for reading only: they cannot be written (a backup
    /// on a read-only disk). What only reads works; a save is refused.
    pub fn read_only(&self) -> bool {
        self.read_only
    }

    /// From now on every write fails as if the disk were full, until `false` again: for
    /// tests of what players are told when saving fails.
    pub fn fail_writes(&self, fail: bool) {
        self.fail_writes.store(fail, Ordering::SeqCst);
    }

    /// Closes the records once what was sent before is done, and resolves when they are
    /// closed: a SQLite file is then whole on its own, with no `-wal` journal beside it (a
    /// backup copied over it cannot be mixed with an old journal). Every use afterwards,
    /// through any handle, fails with [`StoreError::Closed`].
    pub async fn close(&self) {
        let (done, closed) = oneshot::channel();
        if self.tx.send(Msg::Close(done)).is_ok() {
            let _ = closed.await;
        }
    }

    /// [`Store::close`], blocking (not from async code).
    pub fn close_blocking(&self) {
        let (done, closed) = oneshot::channel();
        if self.tx.send(Msg::Close(done)).is_ok() {
            let _ = closed.blocking_recv();
        }
    }

    /// Saves `writes` in one transaction; resolves once they are committed (or failed, and
    /// nothing of them was saved).
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(Msg::Write(writes, reply))
            .map_err(|_| StoreError::Closed)?;
        answer.await.map_err(|_| StoreError::Closed)?
    }

    /// [`Store::save`], blocking (not from async code).
    pub fn save_blocking(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(Msg::Write(writes, reply))
            .map_err(|_| StoreError::Closed)?;
        answer.blocking_recv().map_err(|_| StoreError::Closed)?
    }

    fn job<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut dyn Db) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<oneshot::Receiver<Result<T, StoreError>>, StoreError> {
        let (reply, answer) = oneshot::channel();
        let job: Job = Box::new(move |db| {
            let _ = reply.send(f(db));
        });
        self.tx
            .send(Msg::Run(job))
            .map_err(|_| StoreError::Closed)?;
        Ok(answer)
    }

    /// Runs `f` on the store's thread and waits for its answer.
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut dyn Db) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.job(f)?.await.map_err(|_| StoreError::Closed)?
    }

    /// [`Store::run`], blocking (not from async code).
    pub fn run_blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut dyn Db) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.job(f)?
            .blocking_recv()
            .map_err(|_| StoreError::Closed)?
    }
}

/// The store's thread: queries in order; writes grouped into as few commits as possible.
/// It serves the store's messages until every handle is gone (`None`) or one asks it to close
/// (the answer to send once the database is closed).
fn serve(
    db: &mut dyn Db,
    rx: &mpsc::Receiver<Msg>,
    fail: &AtomicBool,
) -> Option<oneshot::Sender<()>> {
    let mut waiting: VecDeque<Msg> = VecDeque::new();
    loop {
        let msg = match waiting.pop_front() {
            Some(m) => m,
            None => match rx.recv() {
                Ok(m) => m,
                Err(_) => return None,
            },
        };
        match msg {
            Msg::Close(done) => return Some(done),
            Msg::Run(job) => job(db),
            Msg::Write(first, reply) => {
                // Every write already waiting joins this commit.
                let mut batch = vec![(first, reply)];
                while let Ok(m) = rx.try_recv() {
                    match m {
                        Msg::Write(w, r) => batch.push((w, r)),
                        other => waiting.push_back(other),
                    }
                }
                commit(db, batch, fail);
            }
        }
    }
}

type Batch = Vec<(Vec<Write>, oneshot::Sender<Result<(), StoreError>>)>;

fn commit(db: &mut dyn Db, batch: Batch, fail: &AtomicBool) {
    let refuse = || -> Result<(), StoreError> {
        if fail.load(Ordering::SeqCst) {
            Err(StoreError::Full)
        } else {
            Ok(())
        }
    };
    let together = db::transaction(db, |db| {
        refuse()?;
        for (w, _) in &batch {
            queries::apply(db, w)?;
        }
        Ok(())
    });
    match together {
        Ok(()) => {
            for (_, reply) in batch {
                let _ = reply.send(Ok(()));
            }
        }
        Err(e) if batch.len() == 1 => {
            tracing::warn!(error = %e, "records: a save failed");
            for (_, reply) in batch {
                let _ = reply.send(Err(e.clone()));
            }
        }
        Err(_) => {
            // One bad write must not sink the others: save them one by one.
            for (w, reply) in batch {
                let result = db::transaction(db, |db| {
                    refuse()?;
                    queries::apply(db, &w)
                });
                if let Err(e) = &result {
                    tracing::warn!(error = %e, "records: a save failed");
                }
                let _ = reply.send(result);
            }
        }
    }
}

#[cfg(test)]
mod tests;
