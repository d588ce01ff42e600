//! Moving the records from one database to another: a club that starts on the SQLite file
//! and grows to several nodes (which need PostgreSQL, docs/scale-out.md) keeps its players,
//! games and ratings; `parlour records copy --to URL`.
//!
//! The source is read as one snapshot (a server may go on writing it meanwhile; what it
//! writes after the snapshot is not copied), and the whole copy is written in one
//! transaction into records that must be empty, so a copy that fails leaves nothing behind
//! and can simply be run again.

use crate::Store;
use crate::db::{Db, DbKind, StoreError, Value, transaction};
use std::fmt;

/// A table of the records and its columns as the migrations leave them, parents before
/// the tables that refer to them. A migration that adds a column adds it here too (a test
/// compares this list with the schema).
pub(crate) struct Table {
    /// Its name.
    pub(crate) name: &'static str,
    /// Its columns, in the order they are copied.
    pub(crate) columns: &'static [&'static str],
    /// Its primary key, the order rows are read in.
    order: &'static str,
}

/// Every table of the records but `schema_migrations`, which each database keeps its own.
pub(crate) const TABLES: &[Table] = &[
    Table {
        name: "players",
        columns: &["id", "nick", "nick_key", "token_hash", "created_at"],
        order: "id",
    },
    Table {
        name: "tables",
        columns: &[
            "id",
            "seq",
            "game",
            "variant",
            "seed",
            "quick",
            "created_at",
            "closed_at",
            "keeper",
        ],
        order: "id",
    },
    Table {
        name: "places",
        columns: &["table_id", "place", "holder"],
        order: "table_id, place",
    },
    Table {
        name: "games",
        columns: &[
            "table_id",
            "number",
            "game",
            "variant",
            "params",
            "seed",
            "seats",
            "started_at",
            "finished_at",
            "outcome",
        ],
        order: "table_id, number",
    },
    Table {
        name: "game_players",
        columns: &["table_id", "number", "seat", "player_key", "result"],
        order: "table_id, number, seat",
    },
    Table {
        name: "game_log",
        columns: &["id", "table_id", "number", "seat", "kind", "notation", "at"],
        order: "id",
    },
    Table {
        name: "ratings",
        columns: &[
            "key",
            "game",
            "name",
            "rating",
            "deviation",
            "volatility",
            "games",
            "wins",
            "draws",
            "losses",
            "survivals",
        ],
        order: "key, game",
    },
];

/// What a copy copied, table by table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    /// Players.
    pub players: u64,
    /// Tables (each with its places).
    pub tables: u64,
    /// Games.
    pub games: u64,
    /// Moves and offers of those games.
    pub moves: u64,
    /// Ratings (a player's or a computer level's, per game).
    pub ratings: u64,
}

/// Why records were not copied.
#[derive(Debug, PartialEq)]
pub enum CopyError {
    /// The records to copy into already hold players or tables: a copy adds to nothing.
    NotEmpty {
        /// Players there.
        players: u64,
        /// Tables there.
        tables: u64,
    },
    /// Reading the source or writing the copy failed; nothing was written.
    Store(StoreError),
}

impl From<StoreError> for CopyError {
    fn from(e: StoreError) -> CopyError {
        CopyError::Store(e)
    }
}

impl fmt::Display for CopyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CopyError::NotEmpty { players, tables } => write!(
                f,
                "the records to copy into are not empty ({players} players, {tables} tables): copy into new records"
            ),
            CopyError::Store(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CopyError {}

/// The rows of every table of the records (but `schema_migrations`), table by table in the
/// order a copy writes them, each ordered by its primary key.
pub type Snapshot = Vec<Vec<Vec<Value>>>;

/// Reads every table in one read transaction, so that the rows agree with each other (no
/// move of a game that is not there yet) even while a server writes.
pub fn snapshot(db: &mut dyn Db) -> Result<Snapshot, StoreError> {
    db.batch(match db.kind() {
        DbKind::Sqlite => "BEGIN",
        DbKind::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
    })?;
    let rows = TABLES
        .iter()
        .map(|t| {
            db.query(
                &format!(
                    "SELECT {} FROM {} ORDER BY {}",
                    t.columns.join(", "),
                    t.name,
                    t.order
                ),
                &[],
            )
        })
        .collect();
    // Nothing was written: ending the transaction either way only lets go of the snapshot.
    let _ = db.batch("ROLLBACK");
    rows
}

/// How many of a table's rows go in one statement: SQLite takes at most 999 parameters in
/// older builds, and one statement a chunk is far quicker than one a row on PostgreSQL.
fn rows_per_statement(columns: usize) -> usize {
    (900 / columns.max(1)).max(1)
}

/// Writes `rows` of every table into `db`, which must hold no player and no table, in one
/// transaction; then moves PostgreSQL's id counters past the ids copied.
fn write(db: &mut dyn Db, rows: &Snapshot) -> Result<(), CopyError> {
    // Records that are not empty are refused from inside the transaction that would write
    // them (the answer stands until it commits, having written nothing).
    transaction(db, |db| {
        let count = |db: &mut dyn Db, table: &str| -> Result<u64, StoreError> {
            let n = db.query(&format!("SELECT COUNT(*) FROM {table}"), &[])?;
            Ok(n.first()
                .and_then(|r| r.first())
                .map_or(0, |v| v.int().max(0) as u64))
        };
        let (players, tables) = (count(db, "players")?, count(db, "tables")?);
        if players + tables > 0 {
            return Ok(Err(CopyError::NotEmpty { players, tables }));
        }
        for (table, rows) in TABLES.iter().zip(rows) {
            let one = format!("({})", vec!["?"; table.columns.len()].join(", "));
            for chunk in rows.chunks(rows_per_statement(table.columns.len())) {
                let sql = format!(
                    "INSERT INTO {} ({}) VALUES {}",
                    table.name,
                    table.columns.join(", "),
                    vec![one.as_str(); chunk.len()].join(", ")
                );
                let params: Vec<Value> = chunk.iter().flatten().cloned().collect();
                db.execute(&sql, &params)?;
            }
        }
        if db.kind() == DbKind::Postgres {
            // Ids written as they were leave the counters at 1: the next player would
            // take the id of the first one copied.
            for table in ["players", "game_log"] {
                db.query(
                    &format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                         (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)"
                    ),
                    &[],
                )?;
            }
        }
        Ok(Ok(()))
    })?
}

/// Copies every record of `from` into `to`, which must be empty (new records, just
/// created), in one transaction: players with their keys, tables, games with every move,
/// and ratings. The keys stay valid: players sign in to the copy as before.
///
/// ```
/// use parlour_store::{Store, copy::copy};
/// let (from, to) = (Store::memory(), Store::memory());
/// assert_eq!(copy(&from, &to).unwrap().players, 0);
/// ```
pub fn copy(from: &Store, to: &Store) -> Result<Copied, CopyError> {
    let rows = from.run_blocking(snapshot)?;
    let len = |name: &str| {
        TABLES
            .iter()
            .zip(&rows)
            .find(|(t, _)| t.name == name)
            .map_or(0, |(_, r)| r.len() as u64)
    };
    let copied = Copied {
        players: len("players"),
        tables: len("tables"),
        games: len("games"),
        moves: len("game_log"),
        ratings: len("ratings"),
    };
    to.run_blocking(move |db| Ok(write(db, &rows)))??;
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table of the schema, every column, is copied: a migration that adds one must
    /// add it to [`TABLES`] too, or its values would be lost in a copy.
    #[test]
    fn the_copy_knows_every_table_and_column_of_the_schema() {
        let store = Store::memory();
        let schema = store
            .run_blocking(|db| {
                let tables = db.query(
                    "SELECT name FROM sqlite_master WHERE type = 'table' \
                     AND name NOT IN ('schema_migrations') AND name NOT LIKE 'sqlite_%' ORDER BY name",
                    &[],
                )?;
                let mut out = Vec::new();
                for t in tables {
                    let name = t[0].text();
                    let columns = db.query(
                        "SELECT name FROM pragma_table_info(?) ORDER BY cid",
                        &[name.as_str().into()],
                    )?;
                    out.push((name, columns.iter().map(|c| c[0].text()).collect::<Vec<_>>()));
                }
                Ok(out)
            })
            .unwrap();
        let mut copied: Vec<(String, Vec<String>)> = TABLES
            .iter()
            .map(|t| {
                (
                    t.name.to_string(),
                    t.columns.iter().map(|c| c.to_string()).collect(),
                )
            })
            .collect();
        copied.sort();
        assert_eq!(copied, schema);
    }
}
