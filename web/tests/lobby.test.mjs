import test from 'node:test';
import assert from 'node:assert/strict';
import { lobbyJumps } from '../js/lobby.js';
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
