// The records in words: ratings, results, series scores, names and dates, in the
// page's language. Pure functions (no DOM), tested with node.

import { t, has, language } from '../i18n.js';
import { personName, keyboardPerson } from '../describe.js';
import { replayRoute, tableRoute, isConsoleTable } from '../route.js';

/** "1623 ± 87" (the rating and its uncertainty, rounded), "1662? ± 290" while provisional. */
export function ratingText(row) {
  const rating = `${Math.round(row.rating)}${row.provisional ? '?' : ''}`;
  return t('records.rating', { rating, deviation: Math.round(row.deviation) });
}

/**
 * The rating a new player starts at, by the kind of game (crates/store/src/ratings.rs:
 * the `skillratings` defaults). Two-player games are rated with Glicko-2, games of three
 * (Elephant–Fox–Mouse) with Weng-Lin, on a scale of its own: 25 ± 25/3 is shown "25 ± 8".
 */
export const RATING_START = {
  pair: { rating: 1500, deviation: 350 },
  group: { rating: 25, deviation: 25 / 3 },
};

/**
 * The sentences that explain the ratings: what the number and the ± say, where a new player
 * starts, and that the games of three (`seats` longer than 2 in /api/games) have a scale
 * of their own, not to be compared with the others'. Under a game's leaderboard (`game`,
 * its id) they speak of that game's scale; under a player's results (`game` null) of both.
 * `provisional`: a rating shown with "?" is there, and says what that means. `played`:
 * the ids of the games a player has played; only their scales are spoken of (a player of
 * Nines alone was told about Elephant–Fox–Mouse's).
 */
export function ratingNotes(games, { game = null, provisional = false, played = null } = {}) {
  // No break inside "25 ± 8" in a sentence (non-breaking spaces).
  const start = (kind) => ratingText(RATING_START[kind]).replace(/ /g, '\u00a0');
  const groups = (games || []).filter((g) => Array.isArray(g.seats) && g.seats.length > 2);
  const notes = [t('ratings.meaning')];
  const own = groups.find((g) => g.id === game);
  if (own) {
    notes.push(t('ratings.ownScale', { game: own.name, start: start('group'), other: start('pair') }));
  } else {
    const mine = (g) => !played || played.includes(g.id);
    const pairs = (games || []).filter((g) => !groups.includes(g));
    if (!played || pairs.some(mine)) notes.push(t('ratings.start', { start: start('pair') }));
    for (const g of groups.filter(mine)) notes.push(t('ratings.otherScale', { game: g.name, start: start('group') }));
  }
  if (provisional) notes.push(t('ratings.provisional'));
  return notes;
}

/**
 * The columns of a player's results, in order. The `minor` ones fold on a phone (the CSS
 * hides them and shows `foldedLine` under the game instead), so that the game, the games
 * played, the wins and the rating fit its width without scrolling sideways.
 */
export const RESULT_COLUMNS = [
  { key: 'player.game', field: 'game' },
  { key: 'player.played', field: 'played' },
  { key: 'player.wins', field: 'wins' },
  { key: 'player.draws', field: 'draws', minor: true },
  { key: 'player.losses', field: 'losses', minor: true },
  { key: 'player.survivals', field: 'survivals', minor: true },
  { key: 'player.rating', field: 'rating' },
];

/**
 * The minor columns of a results row as one line, for a phone: "drawn 0 · lost 2", with
 * "came through" only for a game of three (`seats`), the only one where it happens.
 */
export function foldedLine(row, seats = 2) {
  const args = { draws: row.draws, losses: row.losses, survivals: row.survivals };
  return t(seats > 2 || row.survivals > 0 ? 'player.foldedThree' : 'player.folded', args);
}

/**
 * How a listed game went for the holder with rating key `key`: as it counts in the
 * ratings (`counted`: someone went away and a computer played on), else as it ended.
 */
export function resultOf(game, key) {
  if (!game.outcome) return t(game.finished_at ? 'records.abandoned' : isConsoleTable(game.table) ? 'records.unfinished' : 'records.running');
  const seat = game.seats.findIndex((s) => (s.player !== null && s.player !== undefined ? `player:${s.player}` : `computer:${s.level}`) === key);
  if (seat >= 0 && (game.left || []).includes(seat)) return t('records.result.left');
  const result = seat >= 0 ? (game.counted || game.outcome).results[seat] : null;
  return t(`records.result.${result || 'other'}`);
}

/**
 * Who sat in a seat of a record ({player, name, level}) in the page's words: a
 * person by their nickname, a computer by its level ("Компьютер (лёгкий)"), since
 * the records keep a computer's name in English.
 */
export function holderName(holder) {
  if (holder.level) return personName({ name: holder.name, computer: true, level: holder.level, number: holder.number });
  return holder.player === null || holder.player === undefined ? keyboardPerson(holder.name) : holder.name;
}

/** The computer level a rating key names (`computer:easy`), or null for a person. */
function levelOf(key) {
  return typeof key === 'string' && key.startsWith('computer:') ? key.slice('computer:'.length) : null;
}

/** Whose rating a leaderboard row or series entry ({key, name}) is, in the page's words. */
export function keyName(entry) {
  const level = levelOf(entry.key);
  if (level) return holderName({ name: entry.name, level });
  return typeof entry.key === 'string' && entry.key.startsWith('name:') ? keyboardPerson(entry.name) : entry.name;
}

/**
 * One holder's wins in a series: "ann: 2". Computers of one level share a rating
 * key and so one entry; when two sat at the table they are named together ("2
 * computers (easy): 3", their wins between them), never like one numbered
 * computer ("Computer (easy) 3").
 */
function seriesScore(entry) {
  const level = levelOf(entry.key);
  const name = level && entry.seats > 1 ? t('records.computers', { count: entry.seats, level: levelName(level) }) : keyName(entry);
  return t('records.score', { name, wins: entry.wins });
}

/** A level in words ("easy", «лёгкий»); one the page does not know, as it is. */
function levelName(level) {
  return has(`level.${level}`) ? t(`level.${level}`) : level;
}

/** "ann: 2, Computer (hard): 1" and the draws when there were any. */
export function seriesLine(series) {
  const scores = series.scores.map(seriesScore).join(', ');
  const games = t('records.games', { count: series.games });
  return series.draws > 0 ? t('records.seriesWithDraws', { scores, draws: series.draws, games }) : t('records.series', { scores, games });
}

/** A date and time in the page's language ("5 дек. 2026 г., 09:41"), not the browser's. */
export function when(ms) {
  if (!ms) return '';
  return new Date(ms).toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Where a listed game leads ({kind, href}): its replay once it has a result, or once it
 * was called off after some moves; its table while it is played; none for a game called
 * off before any move (`finished_at` set, no `outcome`, no `moves`), whose table may be
 * closed and which has nothing to replay.
 */
export function gameLink(game) {
  if (game.outcome || (game.finished_at && game.moves > 0)) return { kind: 'replay', href: replayRoute(`${game.table}.${game.number}`) };
  if (game.finished_at) return null;
  return { kind: 'watch', href: tableRoute(game.table) };
}

/** Where a series leads: its table while it is open, else the replay of its last game. */
export function seriesLink(series) {
  if (series.closed && series.last_number) return { kind: 'replay', href: replayRoute(`${series.table}.${series.last_number}`) };
  return { kind: 'table', href: tableRoute(series.table) };
}

/**
 * The links of a series' line: its table's name leads to the table while it is open; once
 * it has closed, the name is plain ("table t1, closed") and the replay of its last game is
 * a link of its own after the score, which is the whole series' and not that game's.
 * {label (catalogue key), table (href or null), replay (href or null)}.
 */
export function seriesLinks(series) {
  const link = seriesLink(series);
  if (link.kind === 'replay') return { label: 'player.tableClosed', table: null, replay: link.href };
  return { label: 'player.table', table: link.href, replay: null };
}

/** When a listed game happened, as the list is ordered: when it ended, or began while it is played. */
export function gameTime(game) {
  return game.finished_at || game.started_at;
}
