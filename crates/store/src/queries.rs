//! Every read and write of the records, written once for both databases.

use crate::db::{Db, StoreError, Value};
use crate::model::{
    FinishedGame, GameFilter, GameRecord, GameStats, GameSummary, Holder, LogEntry, LogKind,
    Millis, PROVISIONAL_BELOW, PlayerId, PlayerStats, RatingRow, SeriesEntry, SeriesScore,
    TableResume, Write,
};
use crate::ratings::{self, Rating};
use parlour_core::{Outcome, Seat, SeatResult};

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

fn parse<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

/// Applies writes (the caller holds the transaction).
pub fn apply(db: &mut dyn Db, writes: &[Write]) -> Result<(), StoreError> {
    for w in writes {
        match w {
            Write::Keeper { table, keeper } => {
                // An UPDATE, not a SELECT: it locks the row until this transaction ends, so
                // a take-over waits for a save in flight and reads what it wrote.
                let kept = db.execute(
                    "UPDATE tables SET keeper = keeper WHERE id = ? AND keeper = ?",
                    &[table.as_str().into(), (*keeper).into()],
                )?;
                if kept == 0 {
                    return Err(StoreError::NotKeeper(table.clone()));
                }
            }
            Write::Table {
                id,
                game,
                variant,
                seed,
                quick,
                at,
            } => {
                let seq: i64 = id
                    .trim_start_matches(|c: char| !c.is_ascii_digit())
                    .parse()
                    .unwrap_or(0);
                db.execute(
                    "INSERT INTO tables (id, seq, game, variant, seed, quick, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    &[
                        id.as_str().into(),
                        seq.into(),
                        game.as_str().into(),
                        variant.as_str().into(),
                        (*seed).into(),
                        i64::from(*quick).into(),
                        (*at).into(),
                    ],
                )?;
            }
            Write::Place {
                table,
                place,
                holder,
            } => {
                db.execute(
                    "DELETE FROM places WHERE table_id = ? AND place = ?",
                    &[table.as_str().into(), (*place).into()],
                )?;
                db.execute(
                    "INSERT INTO places (table_id, place, holder) VALUES (?, ?, ?)",
                    &[
                        table.as_str().into(),
                        (*place).into(),
                        holder.as_ref().map(json).into(),
                    ],
                )?;
            }
            Write::GameStarted {
                table,
                number,
                game,
                variant,
                params,
                seed,
                seats,
                at,
            } => {
                db.execute(
                    "INSERT INTO games (table_id, number, game, variant, params, seed, seats, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    &[
                        table.as_str().into(),
                        (*number).into(),
                        game.as_str().into(),
                        variant.as_str().into(),
                        params.to_string().into(),
                        (*seed).into(),
                        json(seats).into(),
                        (*at).into(),
                    ],
                )?;
                for (seat, h) in seats.iter().enumerate() {
                    db.execute(
                        "INSERT INTO game_players (table_id, number, seat, player_key) VALUES (?, ?, ?, ?)",
                        &[table.as_str().into(), (*number).into(), seat.into(), h.key().into()],
                    )?;
                }
            }
            Write::Log {
                table,
                number,
                entry,
            } => {
                db.execute(
                    "INSERT INTO game_log (table_id, number, seat, kind, notation, at) VALUES (?, ?, ?, ?, ?, ?)",
                    &[
                        table.as_str().into(),
                        (*number).into(),
                        i64::from(entry.seat).into(),
                        entry.kind.name().into(),
                        entry.notation.clone().into(),
                        entry.at.into(),
                    ],
                )?;
            }
            Write::Undo {
                table,
                number,
                moves,
            } => undo(db, table, *number, *moves)?,
            Write::GameOver {
                table,
                number,
                outcome,
                at,
            } => game_over(db, table, *number, outcome, *at)?,
            Write::GameAbandoned { table, number, at } => {
                db.execute(
                    "UPDATE games SET finished_at = ? WHERE table_id = ? AND number = ? AND finished_at IS NULL",
                    &[(*at).into(), table.as_str().into(), (*number).into()],
                )?;
            }
            Write::TableClosed { table, at } => {
                db.execute(
                    "UPDATE tables SET closed_at = ? WHERE id = ?",
                    &[(*at).into(), table.as_str().into()],
                )?;
                // A game nobody will finish (everyone left the table) is abandoned, not
                // listed as being played for ever.
                db.execute(
                    "UPDATE games SET finished_at = ? WHERE table_id = ? AND finished_at IS NULL",
                    &[(*at).into(), table.as_str().into()],
                )?;
            }
        }
    }
    Ok(())
}

/// Takes back the last `moves` moves and everything logged after the first of them.
fn undo(db: &mut dyn Db, table: &str, number: u64, moves: usize) -> Result<(), StoreError> {
    if moves == 0 {
        return Ok(());
    }
    let first = db.query(
        "SELECT id FROM game_log WHERE table_id = ? AND number = ? AND kind = 'move' ORDER BY id DESC LIMIT 1 OFFSET ?",
        &[table.into(), number.into(), (moves - 1).into()],
    )?;
    let Some(first) = first.first().and_then(|r| r.first()).map(Value::int) else {
        return Ok(());
    };
    // What happened after that move goes, but for earlier take-backs: their marks say how
    // many moves were taken back in all (a second take-back reaching past the first one
    // erased it, and the record said "takes back 2 moves" of four).
    db.execute(
        "DELETE FROM game_log WHERE table_id = ? AND number = ? AND id >= ? AND kind <> ?",
        &[
            table.into(),
            number.into(),
            first.into(),
            LogKind::TakeBack.name().into(),
        ],
    )?;
    Ok(())
}

/// The result a game counts for, in the ratings and the players' statistics: as played,
/// unless people went away in the middle of it and computers played on in their seats
/// (`left`). Leaving loses a game, as resigning does: whoever left lost it and everyone who
/// stayed won it, whatever the computers made of it afterwards, which is kept as the
/// record's outcome (the game as it was played on the board).
fn counted(outcome: &Outcome, left: &[u8]) -> Outcome {
    let left: Vec<Seat> = left.iter().map(|&s| Seat(s)).collect();
    outcome.counted(&left)
}

/// The seats of a game whose people went away and whose place a computer took.
fn seats_left(db: &mut dyn Db, table: &str, number: u64) -> Result<Vec<u8>, StoreError> {
    let rows = db.query(
        "SELECT DISTINCT seat FROM game_log WHERE table_id = ? AND number = ? AND kind = ? ORDER BY seat",
        &[table.into(), number.into(), LogKind::TakenOver.name().into()],
    )?;
    Ok(rows.iter().map(|r| r[0].int() as u8).collect())
}

/// Records the outcome and moves the ratings of everyone who played.
fn game_over(
    db: &mut dyn Db,
    table: &str,
    number: u64,
    outcome: &Outcome,
    at: Millis,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE games SET finished_at = ?, outcome = ? WHERE table_id = ? AND number = ?",
        &[at.into(), json(outcome).into(), table.into(), number.into()],
    )?;
    let rows = db.query(
        "SELECT game, seats FROM games WHERE table_id = ? AND number = ?",
        &[table.into(), number.into()],
    )?;
    let Some(row) = rows.first() else {
        return Ok(());
    };
    let game = row[0].text();
    let seats: Vec<Holder> = parse(&row[1].text(), "seats")?;
    let outcome = &counted(outcome, &seats_left(db, table, number)?);
    for (seat, _) in seats.iter().enumerate() {
        db.execute(
            "UPDATE game_players SET result = ? WHERE table_id = ? AND number = ? AND seat = ?",
            &[
                outcome.result(Seat(seat as u8)).name().into(),
                table.into(),
                number.into(),
                seat.into(),
            ],
        )?;
    }
    if !rated(db, table, number, &seats)? {
        return Ok(());
    }
    let mut before = Vec::new();
    for h in &seats {
        let r = db.query(
            "SELECT rating, deviation, volatility FROM ratings WHERE key = ? AND game = ?",
            &[h.key().into(), game.as_str().into()],
        )?;
        before.push(match r.first() {
            Some(r) => Rating {
                rating: r[0].real(),
                deviation: r[1].real(),
                volatility: r[2].real(),
            },
            None => Rating::initial(seats.len()),
        });
    }
    let after = ratings::update(&before, outcome);
    for (h, r) in once_per_holder(&seats, after) {
        let changed = db.execute(
            "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = games + 1, name = ? WHERE key = ? AND game = ?",
            &[
                r.rating.into(),
                r.deviation.into(),
                r.volatility.into(),
                h.name.as_str().into(),
                h.key().into(),
                game.as_str().into(),
            ],
        )?;
        if changed == 0 {
            db.execute(
                "INSERT INTO ratings (key, game, name, rating, deviation, volatility, games) VALUES (?, ?, ?, ?, ?, ?, 1)",
                &[
                    h.key().into(),
                    game.as_str().into(),
                    h.name.as_str().into(),
                    r.rating.into(),
                    r.deviation.into(),
                    r.volatility.into(),
                ],
            )?;
        }
    }
    count_results(db, &game, &seats, outcome)
}

/// Whether a finished game moves the ratings of the people and levels who played it.
fn rated(db: &mut dyn Db, table: &str, number: u64, seats: &[Holder]) -> Result<bool, StoreError> {
    // A console game is played where the records are, by whoever runs the program, with
    // names typed at the keyboard: none is rated, not even one of computers alone, which
    // `parlour play --games 100` would have let move the levels on the public leaderboard.
    if crate::is_console_table(table) {
        return Ok(false);
    }
    // One person in two seats (a hot-seat game) says nothing about their strength, and
    // people without an account (at a console) are not rated. One computer level in two
    // seats (a person against two medium computers, say) is two opponents of one
    // strength: the game is rated, and the level counts it once (`once_per_holder`).
    let mut people: Vec<String> = seats
        .iter()
        .filter(|h| h.player.is_some())
        .map(Holder::key)
        .collect();
    let count = people.len();
    people.sort();
    people.dedup();
    if people.len() < count || seats.iter().any(|h| h.key().starts_with("name:")) {
        return Ok(false);
    }
    // One computer level in every seat (random against random) played itself: nothing to
    // rate (it was, as the level's only game on the leaderboard).
    let mut keys: Vec<String> = seats.iter().map(Holder::key).collect();
    keys.sort();
    keys.dedup();
    if keys.len() < 2 {
        return Ok(false);
    }
    // Practice with take-backs says less about a player than a game played straight (and
    // taking back every weak move would climb the ratings): counted, not rated.
    let took_back = db.query(
        "SELECT 1 FROM game_log WHERE table_id = ? AND number = ? AND kind = ? LIMIT 1",
        &[table.into(), number.into(), LogKind::TakeBack.name().into()],
    )?;
    Ok(took_back.is_empty())
}

/// Adds a rated game's result to the won, drawn, lost and survived games of each rating
/// it moved (the leaderboard's columns, which add up to its rated games). A level in
/// several seats counts the game once, as its best seat ended: its rating moved once.
fn count_results(
    db: &mut dyn Db,
    game: &str,
    seats: &[Holder],
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let mut best: Vec<(String, SeatResult)> = Vec::new();
    for (seat, h) in seats.iter().enumerate() {
        let result = outcome.result(Seat(seat as u8));
        match best.iter_mut().find(|(key, _)| *key == h.key()) {
            Some((_, b)) => *b = better(*b, result),
            None => best.push((h.key(), result)),
        }
    }
    for (key, result) in best {
        let column = match result {
            SeatResult::Win => "wins",
            SeatResult::Draw => "draws",
            SeatResult::Loss => "losses",
            SeatResult::Survivor => "survivals",
        };
        db.execute(
            &format!("UPDATE ratings SET {column} = {column} + 1 WHERE key = ? AND game = ?"),
            &[key.into(), game.into()],
        )?;
    }
    Ok(())
}

/// The better of two results of one holder: a win, then a draw, then coming through.
fn better(a: SeatResult, b: SeatResult) -> SeatResult {
    let rank = |r: SeatResult| match r {
        SeatResult::Win => 3,
        SeatResult::Draw => 2,
        SeatResult::Survivor => 1,
        SeatResult::Loss => 0,
    };
    if rank(b) > rank(a) { b } else { a }
}

/// Counts the results of the rated games of records written before the ratings kept them
/// (schema 4): each finished game is judged as [`game_over`] judges a game today.
pub(crate) fn count_earlier_results(db: &mut dyn Db) -> Result<(), StoreError> {
    let rows = db.query(
        "SELECT table_id, number, game, seats, outcome FROM games WHERE outcome IS NOT NULL ORDER BY table_id, number",
        &[],
    )?;
    for r in &rows {
        let (table, number) = (r[0].text(), r[1].int() as u64);
        // A game that cannot be read is left out of the counts, not the records closed
        // to everyone for it (it only broke the list that read it before).
        let read = parse::<Vec<Holder>>(&r[3].text(), "seats").and_then(|seats| {
            let outcome = parse::<Outcome>(&r[4].opt_text().unwrap_or_default(), "outcome")?;
            Ok((seats, outcome))
        });
        let (seats, outcome) = match read {
            Ok(read) => read,
            Err(e) => {
                tracing::warn!(table, number, error = %e, "records: a game left out of the results' counts");
                continue;
            }
        };
        if rated(db, &table, number, &seats)? {
            let outcome = counted(&outcome, &seats_left(db, &table, number)?);
            count_results(db, &r[2].text(), &seats, &outcome)?;
        }
    }
    Ok(())
}

/// The new ratings of a game, one per rated holder: a computer level in several seats
/// moves by the mean of what each seat gave it (all started from its one rating), so that
/// one game moves it once.
fn once_per_holder(seats: &[Holder], after: Vec<Rating>) -> Vec<(&Holder, Rating)> {
    let mut merged: Vec<(&Holder, Rating, f64)> = Vec::new();
    for (h, r) in seats.iter().zip(after) {
        match merged.iter_mut().find(|(m, _, _)| m.key() == h.key()) {
            Some((_, sum, n)) => {
                sum.rating += r.rating;
                sum.deviation += r.deviation;
                sum.volatility += r.volatility;
                *n += 1.0;
            }
            None => merged.push((h, r, 1.0)),
        }
    }
    merged
        .into_iter()
        .map(|(h, sum, n)| {
            let mean = Rating {
                rating: sum.rating / n,
                deviation: sum.deviation / n,
                volatility: sum.volatility / n,
            };
            (h, mean)
        })
        .collect()
}

/// A nickname as it looks, for telling names apart: lower case, with the letters of other
/// alphabets that look like Latin ones (Cyrillic `о`, `а`, `р`…, Greek `ο`, `ν`…) read as
/// those, and the digits `0` and `1` and a capital `I` as `o`, `l` and `l`. Uppercase
/// look-alikes count too (`В` looks like `B`), so their lower-case forms are mapped (`в` to
/// `b`). Only for comparing: nicknames keep their letters. (Letters in special forms, such
/// as fullwidth `ｗ`, are not allowed in nicknames at all: `parlour_protocol::nick_problem`.)
///
/// ```
/// use parlour_store::queries::nick_look;
/// assert_eq!(nick_look("bоb"), nick_look("BOB")); // a Cyrillic о
/// assert_eq!(nick_look("b0b"), nick_look("bob")); // a zero
/// assert_eq!(nick_look("bi11"), nick_look("Bill"));
/// assert_eq!(nick_look("wqI"), nick_look("wq1")); // a capital i
/// assert_ne!(nick_look("Иван"), nick_look("Ivan"));
/// assert_ne!(nick_look("ann2"), nick_look("ann3"));
/// // Cherokee and Lisu capitals, a Latin alpha, a dental click, a dotted capital I:
/// assert_eq!(nick_look("Ꭺlice"), nick_look("alice"));
/// assert_eq!(nick_look("ꓮbc"), nick_look("abc"));
/// assert_eq!(nick_look("ɑnna"), nick_look("anna"));
/// assert_eq!(nick_look("aǀ"), nick_look("al"));
/// assert_eq!(nick_look("İstan"), nick_look("istan"));
/// ```
pub fn nick_look(nick: &str) -> String {
    // Each letter of FROM reads as the letter at its place in TO: Cyrillic, Greek, digits.
    const FROM: [&str; 3] = ["авеёзіїјкмнорстухѕԁһӏԛԝ", "αβεηικμνορτυχζ", "01"];
    const TO: [&str; 3] = ["abee3iijkmhopctyxsdhlqw", "abehikmvoptuxz", "ol"];
    // Capitals read as a Latin letter before case is folded (lower case would take them
    // elsewhere): a capital I is a stroke like l and 1; a dotted İ is an i; Cherokee and
    // Lisu capitals, and a few Latin letters of other languages, draw Latin ones.
    const CAPITALS: [&str; 2] = [
        "IİᎠᎡᎢᎩᎪᎫᎬᎳᎷᎻᏀᏃᏚᏞᏟᏢᏦᏴᏙꓐꓑꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴɑǀıɡ",
        "liDRTYAJEWMHGZSLCPKBVbpdtgkjczfmnlsrvhwxyaeloualig",
    ];
    nick.chars()
        .map(|c| {
            CAPITALS[0]
                .chars()
                .position(|f| f == c)
                .and_then(|i| CAPITALS[1].chars().nth(i))
                .unwrap_or(c)
        })
        .collect::<String>()
        .to_lowercase()
        .chars()
        .map(|c| {
            FROM.iter()
                .zip(TO)
                .find_map(|(from, to)| {
                    from.chars()
                        .position(|f| f == c)
                        .and_then(|i| to.chars().nth(i))
                })
                .unwrap_or(c)
        })
        .collect()
}

/// A new player; fails if the nickname is taken (without regard to case), or would look
/// like one that is (another alphabet's look-alike letters: see [`nick_look`]).
pub fn create_player(
    db: &mut dyn Db,
    nick: &str,
    token_hash: &str,
    at: Millis,
) -> Result<PlayerId, StoreError> {
    let key = nick.to_lowercase();
    let taken = db.query(
        "SELECT id FROM players WHERE nick_key = ?",
        &[key.as_str().into()],
    )?;
    if !taken.is_empty() {
        return Err(StoreError::NickTaken(nick.to_string()));
    }
    // A look-alike has as many letters: only those nicknames are compared.
    let look = nick_look(nick);
    let same_length = db.query(
        "SELECT nick FROM players WHERE LENGTH(nick) = ?",
        &[(nick.chars().count() as i64).into()],
    )?;
    if let Some(like) = same_length
        .iter()
        .map(|r| r[0].text())
        .find(|other| nick_look(other) == look)
    {
        return Err(StoreError::NickLookAlike {
            nick: nick.to_string(),
            like,
        });
    }
    let inserted = db.query(
        "INSERT INTO players (nick, nick_key, token_hash, created_at) VALUES (?, ?, ?, ?) RETURNING id",
        &[nick.into(), key.as_str().into(), token_hash.into(), at.into()],
    );
    // Another program (a node of the group) registered the nickname between the check and
    // the insert: it is taken, as if it had been first (the database's words named its
    // constraint).
    let rows = match inserted {
        Ok(rows) => rows,
        Err(e) => {
            let now = db.query("SELECT id FROM players WHERE nick_key = ?", &[key.into()])?;
            return Err(if now.is_empty() {
                e
            } else {
                StoreError::NickTaken(nick.to_string())
            });
        }
    };
    rows.first()
        .and_then(|r| r.first())
        .map(Value::int)
        .ok_or_else(|| StoreError::Other("no id for the new player".into()))
}

/// The player with this token hash.
pub fn player_by_token(
    db: &mut dyn Db,
    hash: &str,
) -> Result<Option<(PlayerId, String)>, StoreError> {
    let rows = db.query(
        "SELECT id, nick FROM players WHERE token_hash = ?",
        &[hash.into()],
    )?;
    Ok(rows.first().map(|r| (r[0].int(), r[1].text())))
}

/// Gives a player a new token (its hash): the old one no longer signs in. True when the
/// player exists. Used when a key may have leaked: a "new key" on the web, `NEWKEY` at the
/// door.
pub fn set_token(db: &mut dyn Db, player: PlayerId, token_hash: &str) -> Result<bool, StoreError> {
    let changed = db.execute(
        "UPDATE players SET token_hash = ? WHERE id = ?",
        &[token_hash.into(), player.into()],
    )?;
    Ok(changed > 0)
}

/// The token hashes of these players now, `(id, hash)` (players not found are left out).
pub fn token_hashes(
    db: &mut dyn Db,
    ids: &[PlayerId],
) -> Result<Vec<(PlayerId, String)>, StoreError> {
    let mut found = Vec::new();
    // A few hundred at a time: every database takes that many parameters.
    for chunk in ids.chunks(500) {
        let marks = vec!["?"; chunk.len()].join(", ");
        let params: Vec<Value> = chunk.iter().map(|&id| id.into()).collect();
        let rows = db.query(
            &format!("SELECT id, token_hash FROM players WHERE id IN ({marks})"),
            &params,
        )?;
        found.extend(rows.iter().map(|r| (r[0].int(), r[1].text())));
    }
    Ok(found)
}

/// The player with this nickname (any case).
pub fn player_by_nick(
    db: &mut dyn Db,
    nick: &str,
) -> Result<Option<(PlayerId, String)>, StoreError> {
    let rows = db.query(
        "SELECT id, nick FROM players WHERE nick_key = ?",
        &[nick.to_lowercase().into()],
    )?;
    Ok(rows.first().map(|r| (r[0].int(), r[1].text())))
}

/// Whether the records hold a table of this id.
pub fn table_exists(db: &mut dyn Db, id: &str) -> Result<bool, StoreError> {
    let rows = db.query("SELECT 1 FROM tables WHERE id = ?", &[id.into()])?;
    Ok(!rows.is_empty())
}

/// The number the next table's id should carry.
pub fn next_table_seq(db: &mut dyn Db) -> Result<u64, StoreError> {
    let rows = db.query("SELECT MAX(seq) FROM tables", &[])?;
    Ok(rows
        .first()
        .and_then(|r| r.first())
        .and_then(Value::opt_int)
        .unwrap_or(0) as u64
        + 1)
}

fn log_of(db: &mut dyn Db, table: &str, number: u64) -> Result<Vec<LogEntry>, StoreError> {
    let rows = db.query(
        "SELECT seat, kind, notation, at FROM game_log WHERE table_id = ? AND number = ? ORDER BY id",
        &[table.into(), number.into()],
    )?;
    rows.iter()
        .map(|r| {
            Ok(LogEntry {
                seat: r[0].int() as u8,
                kind: LogKind::from_name(&r[1].text())
                    .ok_or_else(|| StoreError::Corrupt(format!("log kind '{}'", r[1].text())))?,
                notation: r[2].opt_text(),
                at: r[3].int(),
            })
        })
        .collect()
}

const GAME_COLUMNS: &str = "g.table_id, g.number, g.game, g.variant, g.params, g.seed, g.seats, g.started_at, g.finished_at, g.outcome";

fn game_from_row(db: &mut dyn Db, r: &[Value], with_log: bool) -> Result<GameRecord, StoreError> {
    let table = r[0].text();
    let number = r[1].int() as u64;
    let log = if with_log {
        log_of(db, &table, number)?
    } else {
        Vec::new()
    };
    Ok(GameRecord {
        number,
        game: r[2].text(),
        variant: r[3].text(),
        params: parse(&r[4].text(), "params")?,
        seed: r[5].int() as u64,
        seats: Holder::numbered(parse(&r[6].text(), "seats")?, number),
        log,
        started_at: r[7].int(),
        finished_at: r[8].opt_int(),
        outcome: match r[9].opt_text() {
            Some(t) => Some(parse(&t, "outcome")?),
            None => None,
        },
        table,
    })
}

/// One game with its log.
pub fn game(db: &mut dyn Db, table: &str, number: u64) -> Result<Option<GameRecord>, StoreError> {
    let rows = db.query(
        &format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.table_id = ? AND g.number = ?"),
        &[table.into(), number.into()],
    )?;
    match rows.first() {
        Some(r) => Ok(Some(game_from_row(db, r, true)?)),
        None => Ok(None),
    }
}

/// Games, newest first.
pub fn games(db: &mut dyn Db, filter: &GameFilter) -> Result<Vec<GameSummary>, StoreError> {
    let mut sql = format!(
        "SELECT {GAME_COLUMNS}, (SELECT COUNT(*) FROM game_log l WHERE l.table_id = g.table_id AND l.number = g.number AND l.kind = 'move'), (SELECT COUNT(*) FROM game_log l WHERE l.table_id = g.table_id AND l.number = g.number AND l.kind = 'taken_over'), (SELECT COUNT(*) FROM game_log l WHERE l.table_id = g.table_id AND l.number = g.number AND l.kind = 'take_back') FROM games g WHERE 1 = 1"
    );
    let mut params: Vec<Value> = Vec::new();
    if let Some(p) = filter.player {
        sql.push_str(" AND EXISTS (SELECT 1 FROM game_players gp WHERE gp.table_id = g.table_id AND gp.number = g.number AND gp.player_key = ?)");
        params.push(format!("player:{p}").into());
    }
    if let Some(game) = &filter.game {
        sql.push_str(" AND g.game = ?");
        params.push(game.as_str().into());
    }
    match filter.finished {
        Some(true) => sql.push_str(" AND g.finished_at IS NOT NULL"),
        Some(false) => sql.push_str(" AND g.finished_at IS NULL"),
        None => {}
    }
    // Newest first by when a game finished (a running one: by when it started), the time a
    // list shows beside it.
    sql.push_str(" ORDER BY COALESCE(g.finished_at, g.started_at) DESC, g.started_at DESC, g.table_id DESC, g.number DESC LIMIT ? OFFSET ?");
    let limit = if filter.limit == 0 { 50 } else { filter.limit };
    params.push(limit.into());
    params.push(filter.offset.into());
    let rows = db.query(&sql, &params)?;
    rows.iter()
        .map(|r| {
            let g = game_from_row(db, r, false)?;
            // Only the rare game someone left asks which seats (one query, not one a game).
            let left = if r[11].int() > 0 {
                seats_left(db, &g.table, g.number)?
            } else {
                Vec::new()
            };
            let counted = g
                .outcome
                .as_ref()
                .filter(|_| !left.is_empty())
                .map(|o| counted(o, &left));
            Ok(GameSummary {
                table: g.table,
                number: g.number,
                game: g.game,
                variant: g.variant,
                seats: g.seats,
                outcome: g.outcome,
                left,
                counted,
                unrated: r[12].int() > 0,
                moves: r[10].int() as usize,
                started_at: g.started_at,
                finished_at: g.finished_at,
            })
        })
        .collect()
}

/// How many of a player's latest games [`player_stats`] lists (the rest: [`games`] with
/// an offset).
pub const RECENT_GAMES: usize = 20;

/// A player's results per game, ratings and latest games.
pub fn player_stats(db: &mut dyn Db, nick: &str) -> Result<Option<PlayerStats>, StoreError> {
    let Some((id, nick)) = player_by_nick(db, nick)? else {
        return Ok(None);
    };
    let key = format!("player:{id}");
    let rows = db.query(
        "SELECT g.game, gp.result, COUNT(*) FROM game_players gp JOIN games g ON g.table_id = gp.table_id AND g.number = gp.number WHERE gp.player_key = ? AND gp.result IS NOT NULL GROUP BY g.game, gp.result ORDER BY g.game",
        &[key.as_str().into()],
    )?;
    let mut per_game: Vec<GameStats> = Vec::new();
    for r in &rows {
        let game = r[0].text();
        let n = r[2].int() as u64;
        if per_game.last().is_none_or(|s| s.game != game) {
            per_game.push(GameStats {
                game: game.clone(),
                ..GameStats::default()
            });
        }
        if let Some(s) = per_game.last_mut() {
            s.played += n;
            match r[1].text().as_str() {
                "win" => s.wins += n,
                "loss" => s.losses += n,
                "draw" => s.draws += n,
                _ => s.survivals += n,
            }
        }
    }
    for s in &mut per_game {
        s.rating = rating_of(db, &key, &s.game)?;
    }
    let recent = games(
        db,
        &GameFilter {
            player: Some(id),
            limit: RECENT_GAMES,
            ..GameFilter::default()
        },
    )?;
    let series = series_of(db, &key, 20)?;
    Ok(Some(PlayerStats {
        id,
        nick,
        games: per_game,
        series,
        recent,
    }))
}

/// The series at the latest `limit` tables where `key` finished a game.
fn series_of(db: &mut dyn Db, key: &str, limit: usize) -> Result<Vec<SeriesScore>, StoreError> {
    let rows = db.query(
        "SELECT g.table_id, g.game, g.seats, g.outcome, g.finished_at, g.number, t.closed_at FROM games g LEFT JOIN tables t ON t.id = g.table_id WHERE g.finished_at IS NOT NULL AND g.table_id IN (SELECT gp.table_id FROM game_players gp WHERE gp.player_key = ?) ORDER BY g.table_id, g.number",
        &[key.into()],
    )?;
    let mut out: Vec<SeriesScore> = Vec::new();
    for r in &rows {
        let table = r[0].text();
        let seats: Vec<Holder> = parse(&r[2].text(), "seats")?;
        let Some(outcome) = r[3].opt_text() else {
            continue;
        };
        let outcome: Outcome = parse(&outcome, "outcome")?;
        // Who went away lost (as in the ratings), whatever the computer did for them.
        let left = seats_left(db, &table, r[5].int() as u64)?;
        let outcome = counted(&outcome, &left);
        if out.last().is_none_or(|s| s.table != table) {
            out.push(SeriesScore {
                table: table.clone(),
                game: r[1].text(),
                ..SeriesScore::default()
            });
        }
        let Some(series) = out.last_mut() else {
            continue;
        };
        series.games += 1;
        series.last_at = series.last_at.max(r[4].opt_int().unwrap_or(0));
        series.last_number = series.last_number.max(r[5].int() as u64);
        series.closed = r[6].opt_int().is_some();
        // Every holder is listed, winners or not, so a 0 shows as a 0.
        for (i, holder) in seats.iter().enumerate() {
            let key = holder.key();
            let won = outcome.results.get(i) == Some(&SeatResult::Win);
            let filled = seats.iter().filter(|h| h.key() == key).count() as u64;
            match series.scores.iter_mut().find(|e| e.key == key) {
                Some(e) => {
                    e.wins += u64::from(won);
                    e.seats = e.seats.max(filled);
                }
                None => series.scores.push(SeriesEntry {
                    key,
                    name: holder.name.clone(),
                    wins: u64::from(won),
                    seats: filled,
                }),
            }
        }
        if outcome.results.iter().all(|r| *r == SeatResult::Draw) {
            series.draws += 1;
        }
    }
    out.sort_by(|a, b| b.last_at.cmp(&a.last_at).then(b.table.cmp(&a.table)));
    out.truncate(limit);
    Ok(out)
}

fn rating_of(db: &mut dyn Db, key: &str, game: &str) -> Result<Option<RatingRow>, StoreError> {
    let rows = db.query(
        &format!("SELECT {RATING_COLUMNS} FROM ratings WHERE key = ? AND game = ?"),
        &[key.into(), game.into()],
    )?;
    Ok(rows.first().map(|r| rating_row(r)))
}

/// The columns [`rating_row`] reads, in its order.
const RATING_COLUMNS: &str =
    "key, name, game, rating, deviation, games, wins, draws, losses, survivals";

fn rating_row(r: &[Value]) -> RatingRow {
    let games = r[5].int() as u64;
    RatingRow {
        key: r[0].text(),
        name: r[1].text(),
        game: r[2].text(),
        rating: r[3].real(),
        deviation: r[4].real(),
        games,
        wins: r[6].int() as u64,
        draws: r[7].int() as u64,
        losses: r[8].int() as u64,
        survivals: r[9].int() as u64,
        provisional: games < PROVISIONAL_BELOW,
    }
}

/// The best ratings of a game: the established ones first, then the provisional ones
/// (from fewer than [`PROVISIONAL_BELOW`] games), each by rating.
pub fn leaderboard(
    db: &mut dyn Db,
    game: &str,
    limit: usize,
) -> Result<Vec<RatingRow>, StoreError> {
    leaderboard_page(db, game, limit, 0)
}

/// The leaderboard from its `offset`th row on (a page after the first): at most `limit`.
pub fn leaderboard_page(
    db: &mut dyn Db,
    game: &str,
    limit: usize,
    offset: usize,
) -> Result<Vec<RatingRow>, StoreError> {
    // The key last: rows of equal rating and games keep one order from page to page.
    let rows = db.query(
        &format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE game = ? \
             ORDER BY CASE WHEN games >= ? THEN 0 ELSE 1 END, rating DESC, games DESC, key \
             LIMIT ? OFFSET ?"
        ),
        &[
            game.into(),
            PROVISIONAL_BELOW.into(),
            limit.into(),
            offset.into(),
        ],
    )?;
    Ok(rows.iter().map(|r| rating_row(r)).collect())
}

/// The tables that were open when the server stopped.
pub fn open_tables(db: &mut dyn Db) -> Result<Vec<TableResume>, StoreError> {
    let rows = db.query(
        "SELECT id, game, variant, seed, quick FROM tables WHERE closed_at IS NULL ORDER BY seq",
        &[],
    )?;
    resumes(db, rows)
}

/// One table still open in the records, with what it needs to go on (`None` if it is
/// closed or unknown): what another node rebuilds when the table's node is gone.
pub fn open_table(db: &mut dyn Db, id: &str) -> Result<Option<TableResume>, StoreError> {
    let rows = db.query(
        "SELECT id, game, variant, seed, quick FROM tables WHERE closed_at IS NULL AND id = ?",
        &[id.into()],
    )?;
    Ok(resumes(db, rows)?.pop())
}

/// Takes the open table `id` over for a new copy of it (another node's, when the node that
/// had it is gone): counts its keeper number up, so that saves of any older copy fail from
/// now on, and reads the record after that. Returns the record and the new keeper number.
pub fn take_over(db: &mut dyn Db, id: &str) -> Result<Option<(TableResume, u64)>, StoreError> {
    crate::db::transaction(db, |db| {
        if db.kind() == crate::db::DbKind::Postgres {
            // The old copy may hold the row (a node paused mid-save): wait a moment, not for
            // as long as it is paused — the store's thread serves every table of this node.
            // The caller tries again later (the paused transaction is ended by the server).
            db.batch("SET LOCAL lock_timeout = '1s'")?;
        }
        let n = db.execute(
            "UPDATE tables SET keeper = keeper + 1 WHERE closed_at IS NULL AND id = ?",
            &[id.into()],
        )?;
        if n == 0 {
            return Ok(None);
        }
        let keeper = db.query("SELECT keeper FROM tables WHERE id = ?", &[id.into()])?;
        let keeper = keeper.first().map(|r| r[0].int() as u64).unwrap_or(0);
        Ok(open_table(db, id)?.map(|t| (t, keeper)))
    })
}

/// The open tables where `player` holds a place, in order: where a player coming back to
/// any node is seated.
pub fn open_tables_of(db: &mut dyn Db, player: PlayerId) -> Result<Vec<String>, StoreError> {
    let rows = db.query(
        "SELECT p.table_id, p.holder FROM places p JOIN tables t ON t.id = p.table_id \
         WHERE t.closed_at IS NULL AND p.holder IS NOT NULL ORDER BY t.seq, p.place",
        &[],
    )?;
    let mut out: Vec<String> = Vec::new();
    for r in rows {
        let holder: Holder = parse(&r[1].text(), "holder")?;
        let table = r[0].text();
        if holder.player == Some(player) && !out.contains(&table) {
            out.push(table);
        }
    }
    Ok(out)
}

fn resumes(db: &mut dyn Db, rows: Vec<Vec<Value>>) -> Result<Vec<TableResume>, StoreError> {
    let mut out = Vec::new();
    for r in rows {
        let id = r[0].text();
        let places = db
            .query(
                "SELECT place, holder FROM places WHERE table_id = ? ORDER BY place",
                &[id.as_str().into()],
            )?
            .iter()
            .map(|p| match p[1].opt_text() {
                Some(t) => parse(&t, "holder").map(Some),
                None => Ok(None),
            })
            .collect::<Result<Vec<Option<Holder>>, StoreError>>()?;
        let games = db.query(
            &format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.table_id = ? ORDER BY g.number"),
            &[id.as_str().into()],
        )?;
        // The marks that change how a finished game counts, for the whole table at once:
        // seats someone left (by game number), and games with a move taken back.
        let marks = db.query(
            "SELECT number, seat, kind FROM game_log WHERE table_id = ? AND kind IN (?, ?) ORDER BY number, seat",
            &[
                id.as_str().into(),
                LogKind::TakenOver.name().into(),
                LogKind::TakeBack.name().into(),
            ],
        )?;
        let marked = |number: u64, kind: LogKind| {
            marks
                .iter()
                .filter(move |m| m[0].int() as u64 == number && m[2].text() == kind.name())
                .map(|m| m[1].int() as u8)
        };
        let mut finished = Vec::new();
        let mut current = None;
        let mut abandoned = None;
        for g in &games {
            // The log of the game being played, to replay it, and of one given up, to say
            // who called it off.
            let given_up = g[8].opt_int().is_some() && g[9].opt_text().is_none();
            let record = game_from_row(db, g, g[8].opt_int().is_none() || given_up)?;
            abandoned = None;
            match record.outcome.clone() {
                Some(outcome) => finished.push(FinishedGame {
                    left: {
                        let mut left: Vec<u8> = marked(record.number, LogKind::TakenOver).collect();
                        left.dedup();
                        left
                    },
                    unrated: marked(record.number, LogKind::TakeBack).next().is_some(),
                    number: record.number,
                    seats: record.seats,
                    outcome,
                }),
                // A game given up is neither counted nor played on: the table stands after
                // it if it was the last.
                None if record.finished_at.is_some() => abandoned = Some(record),
                None => current = Some(record),
            }
        }
        out.push(TableResume {
            id,
            game: r[1].text(),
            variant: r[2].text(),
            seed: r[3].int() as u64,
            quick: r[4].int() != 0,
            places,
            finished,
            current,
            abandoned,
        });
    }
    Ok(out)
}

/// Who called a game off and how, from its log: its `called_off` entry, or, in records of
/// before there was one, a resignation that ended it.
pub fn called_off_by(record: &GameRecord) -> Option<(u8, String)> {
    if record.outcome.is_some() || record.finished_at.is_none() {
        return None;
    }
    let entry = record.log.iter().rfind(|e| e.kind == LogKind::CalledOff);
    match (entry, record.log.last()) {
        (Some(e), _) => Some((e.seat, e.notation.clone().unwrap_or_default())),
        (None, Some(e)) if e.kind == LogKind::Resign => Some((e.seat, "resigned".into())),
        _ => None,
    }
}
