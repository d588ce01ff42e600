import test from 'node:test';
import assert from 'node:assert/strict';
import { lobbyJumps, watchList, byUrgency } from '../js/lobby.js';
import { setLanguage, t } from '../js/i18n.js';

test('the lobby points to the lists of tables that have any', () => {
  assert.deepEqual(lobbyJumps(0, 0), []);
  assert.deepEqual(lobbyJumps(2, 0), [{ list: 'open', count: 2 }]);
  assert.deepEqual(lobbyJumps(0, 1), [{ list: 'playing', count: 1 }]);
  assert.deepEqual(lobbyJumps(1, 3).map((j) => j.list), ['open', 'playing']);
});

test('the shortcuts are counted in each language', () => {
  try {
    setLanguage('en');
    assert.equal(t('lobby.jump.open', { count: 1 }), '1 open table ↓');
    assert.equal(t('lobby.jump.playing', { count: 3 }), '3 games being played ↓');
    setLanguage('ru');
    assert.equal(t('lobby.jump.open', { count: 2 }), '2 открытых стола ↓');
    assert.equal(t('lobby.jump.playing', { count: 5 }), '5 идущих партий ↓');
  } finally {
    setLanguage('en');
  }
});

test('the tables to watch: others\' games in progress first, then those between games', () => {
  const playing = [
    { id: 't1', phase: 'over' },
    { id: 't2', phase: 'playing' },
    { id: 't3', phase: 'playing' },
    { id: 't4', phase: 'over' },
  ];
  const w = watchList(playing, ['t3']);
  assert.deepEqual(w.tables.map((tb) => tb.id), ['t2', 't1', 't4']);
  assert.equal(w.now, 1, 'finished games are not counted as being played');
  // One whose only person went away (against a computer) waits; it is not being played.
  const seats = [{ player: 'ann', computer: false }, { player: 'Computer (easy)', computer: true }];
  const gone = watchList([{ id: 't5', phase: 'playing', seats, away: 1 }, { id: 't6', phase: 'playing', seats, away: 0 }], []);
  assert.deepEqual(gone.tables.map((tb) => tb.id), ['t6', 't5']);
  assert.equal(gone.now, 1);
});

test('our tables: the one waiting for our move first', () => {
  const ours = [
    { id: 't1', phase: 'over' },
    { id: 't2', phase: 'waiting' },
    { id: 't3', phase: 'playing' },
    { id: 't4', phase: 'playing', yourTurn: true },
  ];
  assert.deepEqual([...ours].sort(byUrgency).map((x) => x.id), ['t4', 't3', 't2', 't1']);
});
