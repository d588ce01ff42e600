// Where the keyboard focus goes when the room changes by itself (js/focus.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { focusMoment, mayMoveFocus, boardTakesKey } from '../js/focus.js';
import { tableState } from './fixtures.mjs';

const over = (extra = {}) => tableState({ phase: 'over', outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'blockade' }, ...extra });

test('a game that starts for a seated player gives the board the focus, once', () => {
  const playing = tableState();
  // The room of a table just created opens on its first state, the game under way.
  assert.deepEqual(focusMoment(null, playing), { target: 'board', key: 'board:1' });
  // The next states of the same game: nothing moves.
  assert.equal(focusMoment(playing, { ...playing, version: 4 }), null);
  // The next game of the series, after the last one's result.
  assert.deepEqual(focusMoment(over(), tableState({ game_number: 2 })), { target: 'board', key: 'board:2' });
  // A spectator's focus is theirs.
  assert.equal(focusMoment(null, tableState({ you: null })), null);
});

test('a game that ends gives the result the focus, for those who played it', () => {
  const playing = tableState();
  assert.deepEqual(focusMoment(playing, over()), { target: 'result', key: 'result:1' });
  // A spectator, and one who sat down after the game: not theirs.
  assert.equal(focusMoment({ ...playing, you: null }, over({ you: null })), null);
  const players = [{ name: 'ann', computer: false }, { name: 'bob', computer: false }];
  assert.equal(focusMoment(playing, over({ you: 1, played: undefined, outcome_players: players })), null);
  assert.deepEqual(focusMoment(playing, over({ you: 1, played: 0, outcome_players: players })), { target: 'result', key: 'result:1' });
  // A room opened on a game already over: nothing has just ended.
  assert.equal(focusMoment(null, over()), null);
  // Called off, without a result: no result box to go to.
  assert.equal(focusMoment(playing, tableState({ phase: 'over', outcome: null, abandoned: true })), null);
});

test('a new table that waits for a player gives the focus to what there is to do', () => {
  const waiting = tableState({ phase: 'waiting', game_number: 0 });
  assert.deepEqual(focusMoment(null, waiting), { target: 'waiting', key: 'waiting:0' });
  assert.equal(focusMoment(waiting, { ...waiting, version: 5 }), null);
});

/** An element as far as mayMoveFocus looks at it. */
function el(tagName, extra = {}) {
  return { tagName, isContentEditable: false, ...extra };
}

test('the focus is never taken from a field the player types in, nor from elsewhere on the page', () => {
  const inside = new Set();
  const room = { contains: (e) => inside.has(e) };
  const button = el('BUTTON');
  const point = el('g');
  const link = el('INPUT');
  inside.add(button).add(point).add(link);
  assert.equal(mayMoveFocus(null, room), true, 'nothing has it');
  assert.equal(mayMoveFocus(el('BODY'), room), true, 'it fell to <body> with the button that had it');
  assert.equal(mayMoveFocus(button, room), true, "the room's own button");
  assert.equal(mayMoveFocus(point, room), true, 'the board, after the last move');
  assert.equal(mayMoveFocus(link, room), false, 'the invitation link, a field of the room');
  assert.equal(mayMoveFocus(el('TEXTAREA'), room), false);
  assert.equal(mayMoveFocus(el('SELECT'), room), false, 'the language switch');
  assert.equal(mayMoveFocus(el('DIV', { isContentEditable: true }), room), false);
  assert.equal(mayMoveFocus(el('SUMMARY'), room), false, 'the account menu, outside the room');
});

test('an arrow pressed with the focus on nothing goes to the board on the player\'s turn, and only then', () => {
  const key = (k, extra = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...extra });
  const mine = tableState(); // playing, the viewer to move
  const body = el('BODY');
  // The page's background clicked: the arrows choose, as they do once the board has the focus.
  for (const k of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) assert.equal(boardTakesKey(key(k), body, mine), true, k);
  assert.equal(boardTakesKey(key('ArrowLeft'), null, mine), true, 'nothing focused');
  assert.equal(boardTakesKey(key('ArrowLeft'), el('HTML'), mine), true);
  // Never from what has keys of its own: a field, a select, a button, the board itself.
  for (const tag of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A', 'g', 'DIV']) assert.equal(boardTakesKey(key('ArrowDown'), el(tag), mine), false, tag);
  assert.equal(boardTakesKey(key('ArrowDown'), body, mine, { dialogOpen: true }), false, 'the rules are open');
  // Other keys, and arrows with a modifier (the browser's own), stay the page's.
  for (const k of ['Enter', ' ', 'PageDown', 'n', 'Escape']) assert.equal(boardTakesKey(key(k), body, mine), false, k);
  assert.equal(boardTakesKey(key('ArrowLeft', { altKey: true }), body, mine), false);
  assert.equal(boardTakesKey(key('ArrowDown', { ctrlKey: true }), body, mine), false);
  // Not the player's turn: the arrows scroll the page, to read the moves say.
  assert.equal(boardTakesKey(key('ArrowDown'), body, tableState({ to_move: 1 })), false, "the other's turn");
  assert.equal(boardTakesKey(key('ArrowDown'), body, tableState({ you: null })), false, 'a spectator');
  assert.equal(boardTakesKey(key('ArrowDown'), body, over()), false, 'the game is over');
  assert.equal(boardTakesKey(key('ArrowDown'), body, tableState({ phase: 'waiting', game_number: 0 })), false, 'no game yet');
});
