// Which header link is marked as the page on screen.
import test from 'node:test';
import assert from 'node:assert/strict';
import { parseRoute, currentNav, isConsoleTable } from '../js/route.js';

const ann = { id: 1, nick: 'ann' };

test('an address that cannot be decoded is the lobby', () => {
  assert.deepEqual(parseRoute('#/player/%zz'), { page: 'lobby' });
  assert.deepEqual(parseRoute('#/table/t%E0%A4%A'), { page: 'lobby' });
  assert.deepEqual(parseRoute('#/player/%D0%B0'), { page: 'player', id: 'а' });
});

test('the header marks the page on screen, and the lobby only once it is the lobby', () => {
  assert.equal(currentNav(parseRoute('#/'), ann), 'lobby');
  assert.equal(currentNav(parseRoute('#/leaderboard/nines'), ann), 'leaderboard');
  assert.equal(currentNav(parseRoute('#/player/ANN'), ann), 'player', 'her own page, whatever the case');
  assert.equal(currentNav(parseRoute('#/player/bob'), ann), null, "bob's page is not \"My games\"");
  assert.equal(currentNav(parseRoute('#/table/t3'), ann), 'table', 'no link of the header');
  // Before the server knows who we are the lobby's address shows the nickname page: the
  // "Lobby" link is not the page on screen then. The records pages need no nickname.
  assert.equal(currentNav(parseRoute('#/'), null), null);
  assert.equal(currentNav(parseRoute('#/table/t3'), null), 'table');
  assert.equal(currentNav(parseRoute('#/leaderboard'), null), 'leaderboard');
  assert.equal(currentNav(parseRoute('#/player/ann'), null), null);
});

test('a console\'s table is told apart from the server\'s', () => {
  assert.equal(isConsoleTable('c15'), true);
  assert.equal(isConsoleTable('t15'), false);
  assert.equal(isConsoleTable('cat'), false);
});
