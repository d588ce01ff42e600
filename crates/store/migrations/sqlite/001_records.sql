-- Parlour's records, first schema. Positions are never stored: a game is its rules, its
-- seed and its log, replayed.

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    nick        TEXT    NOT NULL,
    nick_key    TEXT    NOT NULL UNIQUE,   -- the nickname in lower case: unique without case
    token_hash  TEXT    NOT NULL UNIQUE,   -- SHA-256 of the token, never the token itself
    created_at  INTEGER NOT NULL
);

CREATE TABLE tables (
    id          TEXT    PRIMARY KEY,
    seq         INTEGER NOT NULL,         -- ids are a letter and seq; a restart goes on counting
    game        TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    seed        INTEGER NOT NULL,
    quick       INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    closed_at   INTEGER
);

CREATE TABLE places (
    table_id    TEXT    NOT NULL REFERENCES tables(id),
    place       INTEGER NOT NULL,
    holder      TEXT,                     -- JSON: {player, name, level}; NULL when open
    PRIMARY KEY (table_id, place)
);

CREATE TABLE games (
    table_id    TEXT    NOT NULL REFERENCES tables(id),
    number      INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    params      TEXT    NOT NULL,         -- JSON: the rules' parameters
    seed        INTEGER NOT NULL,
    seats       TEXT    NOT NULL,         -- JSON: who sat in each seat
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    outcome     TEXT,                     -- JSON, once over
    PRIMARY KEY (table_id, number)
);

-- Who sat in which seat and how it went, for player pages and leaderboards.
CREATE TABLE game_players (
    table_id    TEXT    NOT NULL,
    number      INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    player_key  TEXT    NOT NULL,         -- 'player:7' or 'computer:hard'
    result      TEXT,                     -- win, loss, draw, survivor; NULL while playing
    PRIMARY KEY (table_id, number, seat),
    FOREIGN KEY (table_id, number) REFERENCES games(table_id, number)
);
CREATE INDEX game_players_by_player ON game_players (player_key);

-- Moves and offers, in the order they happened.
CREATE TABLE game_log (
    id          INTEGER PRIMARY KEY,
    table_id    TEXT    NOT NULL,
    number      INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    kind        TEXT    NOT NULL,         -- move, draw_offer, draw_accept, draw_decline, resign
    notation    TEXT,
    at          INTEGER NOT NULL,
    FOREIGN KEY (table_id, number) REFERENCES games(table_id, number)
);
CREATE INDEX game_log_by_game ON game_log (table_id, number, id);

CREATE TABLE ratings (
    key         TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL,
    PRIMARY KEY (key, game)
);
