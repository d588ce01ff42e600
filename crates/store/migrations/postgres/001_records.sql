-- Parlour's records, first schema. Positions are never stored: a game is its rules, its
-- seed and its log, replayed.

CREATE TABLE players (
    id          BIGSERIAL PRIMARY KEY,
    nick        TEXT    NOT NULL,
    nick_key    TEXT    NOT NULL UNIQUE,   -- the nickname in lower case: unique without case
    token_hash  TEXT    NOT NULL UNIQUE,   -- SHA-256 of the token, never the token itself
    created_at  BIGINT  NOT NULL
);

CREATE TABLE tables (
    id          TEXT    PRIMARY KEY,
    seq         BIGINT  NOT NULL,         -- ids are a letter and seq; a restart goes on counting
    game        TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    seed        BIGINT  NOT NULL,
    quick       BIGINT  NOT NULL,
    created_at  BIGINT  NOT NULL,
    closed_at   BIGINT
);

CREATE TABLE places (
    table_id    TEXT    NOT NULL REFERENCES tables(id),
    place       BIGINT  NOT NULL,
    holder      TEXT,                     -- JSON: {player, name, level}; NULL when open
    PRIMARY KEY (table_id, place)
);

CREATE TABLE games (
    table_id    TEXT    NOT NULL REFERENCES tables(id),
    number      BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    params      TEXT    NOT NULL,         -- JSON: the rules' parameters
    seed        BIGINT  NOT NULL,
    seats       TEXT    NOT NULL,         -- JSON: who sat in each seat
    started_at  BIGINT  NOT NULL,
    finished_at BIGINT,
    outcome     TEXT,                     -- JSON, once over
    PRIMARY KEY (table_id, number)
);

-- Who sat in which seat and how it went, for player pages and leaderboards.
CREATE TABLE game_players (
    table_id    TEXT    NOT NULL,
    number      BIGINT  NOT NULL,
    seat        BIGINT  NOT NULL,
    player_key  TEXT    NOT NULL,         -- 'player:7' or 'computer:hard'
    result      TEXT,                     -- win, loss, draw, survivor; NULL while playing
    PRIMARY KEY (table_id, number, seat),
    FOREIGN KEY (table_id, number) REFERENCES games(table_id, number)
);
CREATE INDEX game_players_by_player ON game_players (player_key);

-- Moves and offers, in the order they happened.
CREATE TABLE game_log (
    id          BIGSERIAL PRIMARY KEY,
    table_id    TEXT    NOT NULL,
    number      BIGINT  NOT NULL,
    seat        BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,         -- move, draw_offer, draw_accept, draw_decline, resign
    notation    TEXT,
    at          BIGINT  NOT NULL,
    FOREIGN KEY (table_id, number) REFERENCES games(table_id, number)
);
CREATE INDEX game_log_by_game ON game_log (table_id, number, id);

CREATE TABLE ratings (
    key         TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    rating      DOUBLE PRECISION    NOT NULL,
    deviation   DOUBLE PRECISION    NOT NULL,
    volatility  DOUBLE PRECISION    NOT NULL,
    games       BIGINT  NOT NULL,
    PRIMARY KEY (key, game)
);
