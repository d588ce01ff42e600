import test from 'node:test';
import assert from 'node:assert/strict';
import { ratingText, resultOf, seriesLine, when, holderName, keyName, gameLink, seriesLink, seriesLinks, gameTime } from '../js/records/words.js';
import { gameName, exportUrl, replayUrl, getJson } from '../js/records/api.js';
import { setLanguage, LANGUAGES, catalogue, t } from '../js/i18n.js';
import { readFileSync } from 'node:fs';

test('a rating reads as a number and its uncertainty', () => {
  assert.equal(ratingText({ rating: 1623.4, deviation: 86.6 }), '1623 ± 87');
  assert.equal(ratingText({ rating: 1662.3, deviation: 290.3, provisional: true }), '1662? ± 290');
});

test('a listed game says how it went for the player', () => {
  const game = {
    seats: [{ player: 1, name: 'ann', level: null }, { player: null, name: 'Computer (hard)', level: 'hard' }],
    outcome: { results: ['loss', 'win'], reason: 'blockade' },
  };
  assert.equal(resultOf(game, 'player:1'), 'lost');
  assert.equal(resultOf(game, 'computer:hard'), 'won');
  assert.equal(resultOf({ ...game, outcome: null }, 'player:1'), 'being played');
  assert.equal(resultOf({ ...game, table: 'c4', outcome: null }, 'player:1'), 'unfinished', 'a console\'s game left off');
  assert.equal(resultOf(game, 'player:9'), 'over');
});

test('whoever went away lost the game, and whoever stayed won it, whatever the computer did', () => {
  const game = {
    seats: [{ player: 1, name: 'ann', level: null }, { player: 2, name: 'bob', level: null }],
    // Bob went away; the computer that played on for him won on the board.
    outcome: { results: ['loss', 'win'], reason: 'blockade' },
    left: [1],
    counted: { results: ['win', 'loss'], reason: 'left' },
  };
  assert.equal(resultOf(game, 'player:1'), 'won');
  assert.equal(resultOf(game, 'player:2'), 'lost (went away)');
});

test('a series names everyone, and draws only when there were some', () => {
  const series = { games: 3, draws: 0, scores: [{ key: 'player:1', name: 'ann', wins: 2, seats: 1 }, { key: 'player:2', name: 'bob', wins: 1, seats: 1 }] };
  assert.equal(seriesLine(series), 'ann: 2, bob: 1 (3 games)');
  assert.equal(seriesLine({ ...series, games: 4, draws: 1 }), 'ann: 2, bob: 1, draws 1 (4 games)');
  assert.equal(seriesLine({ games: 1, draws: 0, scores: [{ key: 'player:1', name: 'ann', wins: 1, seats: 1 }] }), 'ann: 1 (1 game)');
});

test('two computers of one level read as two computers, not as one numbered computer', () => {
  const series = {
    games: 3,
    draws: 0,
    scores: [
      { key: 'player:1', name: 'alice', wins: 0, seats: 1 },
      { key: 'computer:easy', name: 'Computer (easy)', wins: 3, seats: 2 },
    ],
  };
  assert.equal(seriesLine(series), 'alice: 0, 2 computers (easy): 3 (3 games)');
  const one = { games: 1, draws: 0, scores: [{ key: 'computer:hard', name: 'Computer (hard)', wins: 1, seats: 1 }] };
  assert.equal(seriesLine(one), 'Computer (hard): 1 (1 game)');
  try {
    setLanguage('ru');
    assert.equal(seriesLine(series), 'alice: 0, 2 компьютера уровня «лёгкий»: 3 (3 партии)');
    setLanguage('vi');
    assert.equal(seriesLine(one), 'Máy tính (khó): 1 (1 ván)');
  } finally {
    setLanguage('en');
  }
});

test('computers are named in the page language, people as they chose', () => {
  try {
    setLanguage('ru');
    assert.equal(holderName({ player: null, name: 'Computer (easy)', level: 'easy' }), 'Компьютер (лёгкий)');
    assert.equal(holderName({ player: 3, name: 'bob', level: null }), 'bob');
    assert.equal(keyName({ key: 'computer:medium', name: 'Computer (medium)' }), 'Компьютер (средний)');
    assert.equal(keyName({ key: 'player:3', name: 'bob' }), 'bob');
    setLanguage('vi');
    assert.equal(keyName({ key: 'computer:easy', name: 'Computer (easy)' }), 'Máy tính (dễ)');
  } finally {
    setLanguage('en');
  }
});

test('dates are written in the page language, whatever the browser speaks', () => {
  const ms = Date.UTC(2026, 11, 5, 9, 41);
  try {
    setLanguage('ru');
    assert.match(when(ms), /дек/);
    setLanguage('vi');
    assert.match(when(ms), /tháng 12|thg 12/);
    setLanguage('en');
    assert.match(when(ms), /Dec/);
  } finally {
    setLanguage('en');
  }
  assert.equal(when(0), '');
});

test('game names and export addresses', () => {
  assert.equal(gameName([{ id: 'nines', name: 'Nines' }], 'nines'), 'Nines');
  assert.equal(gameName([], 'isolo'), 'isolo');
  assert.equal(exportUrl('t3.1', 'json'), '/api/records/t3.1/export.json?lang=en');
  assert.equal(replayUrl('t3.1', 'vi'), '/api/records/t3.1?lang=vi');
});

test('a listed game leads to its replay, its table while played, nowhere when called off', () => {
  const game = { table: 't4', number: 2, outcome: { results: ['win', 'loss'] }, started_at: 1000, finished_at: 5000 };
  assert.deepEqual(gameLink(game), { kind: 'replay', href: '#/replay/t4.2' });
  assert.deepEqual(gameLink({ ...game, outcome: null, finished_at: null }), { kind: 'watch', href: '#/table/t4' });
  // Abandoned: over without a result; its table may be closed, so no "Watch"; its moves,
  // if it had any, can be replayed.
  assert.equal(gameLink({ ...game, outcome: null }), null);
  assert.equal(gameLink({ ...game, outcome: null, moves: 0 }), null);
  assert.deepEqual(gameLink({ ...game, outcome: null, moves: 3 }), { kind: 'replay', href: '#/replay/t4.2' });
  assert.equal(resultOf({ ...game, seats: [], outcome: null }, 'player:1'), 'called off');
  // The time shown is the time the list is ordered by: the end, or the start while played.
  assert.equal(gameTime(game), 5000);
  assert.equal(gameTime({ ...game, finished_at: null }), 1000);
});

test('a series leads to its table while open, to its last game once closed', () => {
  const series = { table: 't7', game: 'nines', games: 3, draws: 0, scores: [], last_number: 4, closed: false };
  assert.deepEqual(seriesLink(series), { kind: 'table', href: '#/table/t7' });
  assert.deepEqual(seriesLink({ ...series, closed: true }), { kind: 'replay', href: '#/replay/t7.4' });
  // A server that does not say: the table, as before.
  assert.deepEqual(seriesLink({ table: 't7' }), { kind: 'table', href: '#/table/t7' });
});

test('a refusal is said in the page\'s words when the caller has them, else as the server said it', async () => {
  const saved = globalThis.fetch;
  globalThis.fetch = async () => ({ ok: false, status: 404, json: async () => ({ error: "no player 'zed' in the records" }) });
  try {
    await assert.rejects(getJson('/api/players/zed', { 404: 'Игрок zed здесь ещё не играл.' }), /Игрок zed/);
    await assert.rejects(getJson('/api/players/zed'), /no player 'zed'/);
    await assert.rejects(getJson('/api/players/zed', { 403: 'other' }), /no player 'zed'/);
  } finally {
    globalThis.fetch = saved;
  }
});

/** /api/games as far as the notes need it: the games of three are rated on another scale. */
const GAMES = [
  { id: 'nines', name: 'Nines', seats: ['white', 'black'] },
  { id: 'elephant-fox-mouse', name: 'Elephant–Fox–Mouse', seats: ['elephant', 'fox', 'mouse'] },
  { id: 'tablenette', name: 'Tablenette', seats: ['south', 'north'] },
];

test('the ratings are explained: the number, the ±, where a new player starts, and the other scale', async () => {
  const { ratingNotes, RATING_START } = await import('../js/records/words.js');
  // crates/store/src/ratings.rs: Glicko-2's and Weng-Lin's starting ratings (skillratings).
  assert.deepEqual(RATING_START.pair, { rating: 1500, deviation: 350 });
  assert.equal(ratingText(RATING_START.group), '25 ± 8');
  const nbsp = (s) => s.replace(/ /g, '\u00a0');
  // A two-player game's leaderboard, and a player's results: the usual start, and the
  // game of three set apart.
  const notes = ratingNotes(GAMES, { game: 'nines' });
  assert.equal(notes.length, 3);
  assert.match(notes[0], /±/);
  assert.equal(notes[1], `A new player starts at ${nbsp('1500 ± 350')}.`);
  assert.match(notes[2], /^Elephant–Fox–Mouse, a game for three, has a scale of its own .*25\u00a0±\u00a08.*cannot be compared/);
  assert.deepEqual(ratingNotes(GAMES), notes);
  // Elephant–Fox–Mouse's own leaderboard: its start, and the others' for comparison.
  const efm = ratingNotes(GAMES, { game: 'elephant-fox-mouse' });
  assert.equal(efm.length, 2);
  assert.match(efm[1], /starts at 25\u00a0±\u00a08, not at 1500\u00a0±\u00a0350/);
  // A player's page speaks only of the scales of the games they played.
  assert.deepEqual(ratingNotes(GAMES, { played: ['nines'] }), notes.slice(0, 2));
  const efmOnly = ratingNotes(GAMES, { played: ['elephant-fox-mouse'] });
  assert.equal(efmOnly.length, 2);
  assert.match(efmOnly[1], /^Elephant–Fox–Mouse, a game for three/);
  // The "?" is explained where ratings with it are shown.
  assert.match(ratingNotes(GAMES, { provisional: true }).at(-1), /fewer than 5 games/);
  try {
    for (const code of ['vi', 'ru']) {
      setLanguage(code);
      const words = ratingNotes(GAMES, { game: 'elephant-fox-mouse' }).join(' ');
      assert.match(words, /25\u00a0±\u00a08/, code);
      assert.match(words, /1500\u00a0±\u00a0350/, code);
    }
  } finally {
    setLanguage('en');
  }
});

test('a phone shows the game, the games played, the wins and the rating; the rest folds into a line', async () => {
  const { RESULT_COLUMNS, foldedLine } = await import('../js/records/words.js');
  const shown = RESULT_COLUMNS.filter((c) => !c.minor).map((c) => c.field);
  assert.deepEqual(shown, ['game', 'played', 'wins', 'rating']);
  // The order of the columns is the order of a row's text (tests/browser_records.rs reads
  // "Nines1001…": played, won, drawn, lost).
  assert.deepEqual(RESULT_COLUMNS.map((c) => c.field), ['game', 'played', 'wins', 'draws', 'losses', 'survivals', 'rating']);
  const row = { draws: 1, losses: 2, survivals: 3 };
  assert.equal(foldedLine({ ...row, survivals: 0 }), 'Drawn: 1 · Lost: 2');
  assert.equal(foldedLine(row, 3), 'Drawn: 1 · Lost: 2 · Survived: 3');
  assert.equal(foldedLine({ ...row, survivals: 0 }, 3), 'Drawn: 1 · Lost: 2 · Survived: 0');
});

test('a console\'s "You" or "Player 2", kept in the language it spoke, reads in the page\'s', () => {
  setLanguage('en');
  assert.equal(holderName({ player: null, name: 'Вы', level: null }), 'You');
  assert.equal(holderName({ player: null, name: 'Người chơi 2', level: null }), 'Player 2');
  assert.equal(holderName({ player: 3, name: 'Вы', level: null }), 'Вы', 'a registered nickname is its own');
  assert.equal(holderName({ player: null, name: 'Игрок 12', level: null }), 'Игрок 12', 'a console numbers at most nine');
  assert.equal(keyName({ key: 'name:Player 1', name: 'Player 1' }), 'Player 1');
  setLanguage('ru');
  assert.equal(keyName({ key: 'name:Player 1', name: 'Player 1' }), 'Игрок 1');
  assert.equal(holderName({ player: null, name: 'You', level: null }), 'Вы');
  assert.equal(holderName({ player: null, name: 'Bob', level: null }), 'Bob');
  setLanguage('en');
});

test('the page knows a console\'s words for its people as the console says them', () => {
  for (const { code } of LANGUAGES) {
    const ftl = readFileSync(new URL(`../../crates/i18n/locales/${code}/console.ftl`, import.meta.url), 'utf8');
    const entry = (id) => ftl.match(new RegExp(`^${id} = (.*)$`, 'm'))[1];
    assert.equal(catalogue(code)['records.consoleYou'], entry('console-you'));
    assert.equal(catalogue(code)['records.consolePlayer'], entry('console-player-number').replace('{ $number }', '{number}'));
  }
});

test('a closed series reads as its score, with its last game\'s replay as a link of its own', () => {
  const series = { table: 't1', game: 'nines', games: 2, draws: 0, scores: [{ key: 'player:1', name: 'Alice', wins: 2, seats: 1 }, { key: 'player:2', name: 'Bob', wins: 0, seats: 1 }], last_number: 2, closed: true };
  const closed = seriesLinks(series);
  assert.deepEqual(closed, { label: 'player.tableClosed', table: null, replay: '#/replay/t1.2' });
  // "table t1, closed: its last game: Alice: 2, Bob: 0 (2 games)" mixed the two.
  assert.equal(`${t(closed.label, { table: 't1' })}: ${seriesLine(series)}`, 'table t1 (closed): Alice: 2, Bob: 0 (2 games)');
  assert.deepEqual(seriesLinks({ ...series, closed: false }), { label: 'player.table', table: '#/table/t1', replay: null });
});
