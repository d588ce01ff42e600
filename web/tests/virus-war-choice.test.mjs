import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cells, parseCell, position, cursorStep, movesByCell, passMove, choose, passState, turnLines, marks } from '../js/boards/virus-war-choice.js';

/** A state the server sent: X has played a1 and b2, its third sub-move is due. */
const STATE = JSON.parse(readFileSync(new URL('./virus-war-state.json', import.meta.url), 'utf8'));
const board = STATE.board;

test('100 cells, files a–i and k, rank 10 on top', () => {
  const all = cells(board);
  assert.equal(all.length, 100);
  assert.equal(all[0].name, 'a10');
  assert.equal(all[99].name, 'k1');
  assert.ok(!all.some((c) => c.name.startsWith('j')), 'no file j');
  const byName = Object.fromEntries(all.map((c) => [c.name, c.state]));
  assert.equal(byName.a1, 'x-live');
  assert.equal(byName.b2, 'x-live');
  assert.equal(byName.k10, 'empty');
  assert.deepEqual(position(board, 'a1'), { x: 0, y: 9 });
  assert.deepEqual(position(board, 'k10'), { x: 9, y: 0 });
  assert.equal(parseCell(board, 'j5'), null);
  assert.equal(parseCell(board, 'a11'), null);
});

test('killed symbols are told apart from live ones', () => {
  const b = { ...board, ranks: ['xoXO......', ...board.ranks.slice(1)] };
  const top = cells(b).slice(0, 4).map((c) => c.state);
  assert.deepEqual(top, ['x-killed', 'o-killed', 'x-live', 'o-live']);
});

test('the cursor moves with the arrows, from i to k, and stops at the edge', () => {
  assert.equal(cursorStep(board, 'i5', 'ArrowRight'), 'k5');
  assert.equal(cursorStep(board, 'k5', 'ArrowRight'), 'k5');
  assert.equal(cursorStep(board, 'a1', 'ArrowDown'), 'a1');
  assert.equal(cursorStep(board, 'a9', 'ArrowUp'), 'a10');
  assert.equal(cursorStep(board, 'c3', 'ArrowLeft'), 'b3');
  assert.equal(cursorStep(board, 'c3', 'p'), null);
});

test('a click plays an available cell or says why not', () => {
  const base = { board, legal: STATE.legal, turn: 'you', mine: 0 };
  assert.deepEqual(choose({ ...base, cell: 'c3' }), { send: 'c3' });
  assert.equal(choose({ ...base, cell: 'a1' }).hint, 'vw.hint.own');
  assert.equal(choose({ ...base, cell: 'f6' }).hint, 'vw.hint.farEmpty');
  assert.equal(choose({ ...base, turn: 'other', cell: 'c3' }).hint, 'hint.notYourTurn');
  assert.equal(choose({ ...base, turn: 'over', cell: 'c3' }).hint, 'hint.over');
  const kill = [{ notation: 'e5*', kind: 'kill', to: 'e5' }];
  assert.deepEqual(choose({ ...base, legal: kill, cell: 'e5' }), { send: 'e5*' });
  assert.equal(choose({ ...base, legal: [{ notation: 'pass', kind: 'pass' }], cell: 'e5' }).hint, 'vw.hint.mustPass');
  const killedMine = { ...board, ranks: ['x.........', ...board.ranks.slice(1)] };
  assert.equal(choose({ ...base, board: killedMine, cell: 'a10' }).hint, 'vw.hint.ownKilled');
  assert.equal(movesByCell(STATE.legal).size, 7);
});

test('pass: only at the start of a turn, otherwise the reason says how many sub-moves are left', () => {
  const mid = passState({ board, legal: STATE.legal, turn: 'you' });
  assert.equal(mid.enabled, false);
  assert.equal(mid.reason, 'vw.pass.midTurn');
  assert.equal(mid.args.count, 1);
  const start = { ...board, sub_move: 1, sub_moves_done: 0, can_pass: true };
  const legal = [...STATE.legal, { notation: 'pass', kind: 'pass' }];
  assert.deepEqual(passState({ board: start, legal, turn: 'you' }), { enabled: true, reason: null, args: {} });
  assert.equal(passState({ board: { ...start, pass_would_draw: true }, legal, turn: 'you' }).reason, 'vw.pass.wouldDraw');
  assert.equal(passState({ board: start, legal, turn: 'other' }).enabled, false);
  // P pressed when it is not one's turn is told why: after the end, not "please wait".
  assert.equal(passState({ board: start, legal, turn: 'other' }).refused, 'hint.notYourTurn');
  assert.equal(passState({ board: start, legal: [], turn: 'over' }).refused, 'hint.over');
  assert.equal(passState({ board: start, legal: [], turn: 'watching' }).refused, 'hint.watching');
  assert.equal(passMove(legal).notation, 'pass');
});

test('the counter, a short turn, a forced pass and the end in words', () => {
  const names = ['ann', 'Computer'];
  assert.deepEqual(turnLines(board, { mine: 0, names }), [['vw.say.subMove', { name: 'ann', n: 3, steps: 3 }]]);
  const short = { ...board, to_move: 1, sub_move: 1, sub_moves_done: 0, last_turn: { seat: 0, pass: false, sub_moves: [{ cell: 'c3', kill: false }], end: 'short' } };
  assert.deepEqual(turnLines(short, { mine: 0, names })[0], ['vw.say.short', { name: 'ann', count: 1 }]);
  const forced = { ...board, to_move: 0, must_pass: true, pass_would_draw: true, last_turn: { seat: 1, pass: true, sub_moves: [], end: 'forced_pass' } };
  const lines = turnLines(forced, { mine: 0, names }).map(([k]) => k);
  assert.deepEqual(lines, ['vw.say.forcedPass', 'vw.say.youMustPass', 'vw.say.passDraws']);
  const won = { ...board, to_move: null, outcome: { results: ['win', 'loss'], reason: 'destruction' }, last_turn: null };
  assert.deepEqual(turnLines(won, { names }), [['vw.say.destroyed', { winner: 'ann', loser: 'Computer' }]]);
  const drawn = { ...board, to_move: null, outcome: { results: ['draw', 'draw'], reason: 'double pass' }, last_turn: { seat: 1, pass: true, sub_moves: [], end: 'pass' } };
  assert.deepEqual(turnLines(drawn, { names }).map(([k]) => k), ['vw.say.pass', 'vw.say.doublePass']);
});

test('the last turn and this turn are numbered 1, 2, 3', () => {
  const b = { ...board, last_turn: { seat: 1, pass: false, sub_moves: [{ cell: 'k10', kill: false }, { cell: 'i9', kill: false }, { cell: 'b2', kill: true }], end: 'full' } };
  const m = marks(b);
  assert.deepEqual(m.get('k10'), { n: 1, kill: false, seat: 1, now: false });
  assert.equal(m.get('i9').n, 2);
  assert.equal(m.get('b2').now, true, 'this turn wins where both marked a cell');
  assert.equal(m.get('a1').n, 1);
});

test('Virus War and Isolo have their own boards, not the plain list of moves', async () => {
  const { boardFor } = await import('../js/boards/index.js');
  const vw = await import('../js/boards/virus-war.js');
  const isolo = await import('../js/boards/isolo.js');
  assert.equal(boardFor('virus-war'), vw);
  assert.equal(boardFor('isolo'), isolo);
});
