import test from 'node:test';
import assert from 'node:assert/strict';
import { ratingText, resultOf, seriesLine } from '../js/records/words.js';
import { gameName, exportUrl } from '../js/records/api.js';

test('a rating reads as a number and its uncertainty', () => {
  assert.equal(ratingText({ rating: 1623.4, deviation: 86.6 }), '1623 ± 87');
});

test('a listed game says how it went for the player', () => {
  const game = {
    seats: [{ player: 1, name: 'ann', level: null }, { player: null, name: 'Computer (hard)', level: 'hard' }],
    outcome: { results: ['loss', 'win'], reason: 'blockade' },
  };
  assert.equal(resultOf(game, 'player:1'), 'lost');
  assert.equal(resultOf(game, 'computer:hard'), 'won');
  assert.equal(resultOf({ ...game, outcome: null }, 'player:1'), 'being played');
  assert.equal(resultOf(game, 'player:9'), 'over');
});

test('a series names everyone, and draws only when there were some', () => {
  const series = { games: 3, draws: 0, scores: [{ name: 'ann', wins: 2 }, { name: 'bob', wins: 1 }] };
  assert.equal(seriesLine(series), 'ann 2, bob 1 (3 games)');
  assert.equal(seriesLine({ ...series, games: 4, draws: 1 }), 'ann 2, bob 1, draws 1 (4 games)');
  assert.equal(seriesLine({ games: 1, draws: 0, scores: [{ name: 'ann', wins: 1 }] }), 'ann 1 (1 game)');
});

test('game names and export addresses', () => {
  assert.equal(gameName([{ id: 'nines', name: 'Nines' }], 'nines'), 'Nines');
  assert.equal(gameName([], 'isolo'), 'isolo');
  assert.equal(exportUrl('t3.1', 'json'), '/api/records/t3.1/export.json');
});
