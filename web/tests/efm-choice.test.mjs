import test from 'node:test';
import assert from 'node:assert/strict';
import { CELLS, parseCell, cellName, cursorStep, choose, occupants, reachMap, resultLine, seatCounts, waitingHeading, reachKey } from '../js/boards/efm-choice.js';
import { t, setLanguage } from '../js/i18n.js';

/** A board view shaped like the server's: E c3, F d4, M a6, the elephant to move. */
function board(cells = { elephant: 'c3', fox: 'd4', mouse: 'a6' }, toMove = 'elephant', reach = []) {
  const chain = { elephant: ['fox', 'mouse'], fox: ['mouse', 'elephant'], mouse: ['elephant', 'fox'] };
  return {
    pieces: Object.entries(cells).map(([animal, cell]) => ({ animal, cell, prey: chain[animal][0], predator: chain[animal][1], in_danger: false })),
    to_move: toMove,
    hunter: chain[toMove][1],
    reach,
    order: ['elephant', 'fox', 'mouse'],
    ply: 0,
    ply_cap: null,
  };
}
const mv = (to, kind = 'move', from = 'c3') => ({ notation: to, kind, from, to });

test('cells: 36, top row first, names round-trip', () => {
  assert.equal(CELLS.length, 36);
  assert.equal(CELLS[0], 'a6');
  assert.equal(CELLS[35], 'f1');
  for (const c of CELLS) {
    const p = parseCell(c);
    assert.equal(cellName(p.file, p.rank), c);
  }
  assert.equal(parseCell('g1'), null);
  assert.equal(parseCell('a7'), null);
  assert.equal(cellName(6, 0), null);
});

test('the cursor steps in four directions and stops at the edge', () => {
  assert.equal(cursorStep('c3', 'ArrowUp'), 'c4');
  assert.equal(cursorStep('c3', 'ArrowDown'), 'c2');
  assert.equal(cursorStep('c3', 'ArrowLeft'), 'b3');
  assert.equal(cursorStep('c3', 'ArrowRight'), 'd3');
  assert.equal(cursorStep('a6', 'ArrowUp'), 'a6');
  assert.equal(cursorStep('f1', 'ArrowRight'), 'f1');
  assert.equal(cursorStep('c3', 'Enter'), null);
});

test('a click on a listed cell sends it, moves and eats alike', () => {
  const legal = [mv('c4'), mv('c5'), mv('d4', 'eat')];
  assert.deepEqual(choose({ board: board(), legal, cell: 'c4' }), { send: 'c4' });
  assert.deepEqual(choose({ board: board(), legal, cell: 'd4' }), { send: 'd4' });
});

test('every other click says why, in the terms of the rules', () => {
  const b = board({ elephant: 'c3', fox: 'e3', mouse: 'c4' });
  const legal = [mv('c2'), mv('c1'), mv('b3'), mv('a3'), mv('d3')];
  const click = (cell) => choose({ board: b, legal, cell });
  assert.deepEqual(click('c3'), { hint: 'efm.hint.stay', args: { animal: 'elephant' } });
  assert.deepEqual(click('c4'), { hint: 'efm.hint.predator', args: { animal: 'elephant', predator: 'mouse' } });
  assert.deepEqual(click('e3'), { hint: 'efm.hint.preyFar', args: { prey: 'fox' } });
  assert.deepEqual(click('d4'), { hint: 'efm.hint.diagonal', args: { prey: 'fox' } });
  assert.deepEqual(click('c5'), { hint: 'efm.hint.blocked', args: { blocker: 'mouse', cell: 'c4' } });
  assert.deepEqual(click('f6'), { hint: 'efm.hint.tooFar' });
  assert.deepEqual(click('e5'), { hint: 'efm.hint.tooFar' });
});

test('out of turn, watching, before and after the game: a hint, never a move', () => {
  const legal = [mv('c4')];
  assert.deepEqual(choose({ board: board(), legal: [], cell: 'c4', turn: 'other' }), { hint: 'hint.notYourTurn' });
  assert.deepEqual(choose({ board: board(), legal, cell: 'c4', turn: 'watching' }), { hint: 'hint.watching' });
  assert.deepEqual(choose({ board: board(), legal, cell: 'c4', turn: 'over' }), { hint: 'hint.over' });
  assert.deepEqual(choose({ board: board(), legal, cell: 'c4', turn: 'waiting' }), { hint: 'hint.notStarted' });
});

test('occupants and the reach map read the view', () => {
  const b = board(undefined, 'elephant', [{ cell: 'c4', kind: 'both', legal: true, prey: false }, { cell: 'd4', kind: 'eat', legal: true, prey: true }]);
  assert.deepEqual(occupants(b), { c3: 'elephant', d4: 'fox', a6: 'mouse' });
  const r = reachMap(b);
  assert.equal(r.get('c4').kind, 'both');
  assert.equal(r.get('d4').prey, true);
  assert.equal(r.get('a1'), undefined);
});

test('the result in words: who ate whom, resignations, agreements, the limit', () => {
  const animals = ['elephant', 'fox', 'mouse'];
  assert.deepEqual(resultLine(board(), { results: ['survivor', 'win', 'loss'], reason: 'eaten' }, animals), {
    key: 'efm.result.ate',
    args: { winner: 'fox', loser: 'mouse', survivor: 'elephant' },
  });
  assert.equal(resultLine(board(), { results: ['win', 'loss', 'survivor'], reason: 'resignation' }, animals).key, 'efm.result.resigned');
  assert.equal(resultLine(board(), { results: ['draw', 'draw', 'draw'], reason: 'agreement' }, animals).key, 'efm.result.agreed');
  const capped = { ...board(), ply_cap: 200 };
  assert.deepEqual(resultLine(capped, { results: ['draw', 'draw', 'draw'], reason: 'ply cap' }, animals), { key: 'efm.result.limit', args: { limit: 200 } });
  assert.equal(resultLine(board(), null, animals), null);
});

test('the waiting room counts places and readiness', () => {
  const seat = (player, ready) => ({ player, ready });
  const view = { seats: [seat({ name: 'ann', computer: false }, true), seat(null, false), seat({ name: 'Computer (easy)', computer: true }, false)] };
  assert.deepEqual(seatCounts(view), { seated: 2, ready: 2, places: 3 });
});

test('with every place taken, the waiting room waits for readiness, not for players', () => {
  // A game called off with all three seated: one ready.
  const full = waitingHeading({ seated: 3, ready: 1, places: 3 });
  assert.deepEqual(full, { key: 'efm.waitingReady', args: { n: 1, total: 3 } });
  assert.deepEqual(waitingHeading({ seated: 2, ready: 2, places: 3 }), { key: 'efm.waitingPlayers', args: { n: 2, total: 3 } });
  for (const lang of ['en', 'vi', 'ru']) {
    setLanguage(lang);
    assert.notEqual(t(full.key, full.args), t('efm.waitingPlayers', full.args), lang);
  }
  setLanguage('en');
  assert.equal(t(full.key, full.args), 'Waiting for everyone to be ready for the next game: 1/3');
});

test('an empty red cell is not called a place to eat', () => {
  assert.equal(reachKey(null), null);
  assert.equal(reachKey({ cell: 'b2', kind: 'move', legal: true }), 'efm.reach.move');
  assert.equal(reachKey({ cell: 'b2', kind: 'both', legal: true }), 'efm.reach.both');
  assert.equal(reachKey({ cell: 'b2', kind: 'eat', legal: true, prey: true }), 'efm.reach.eat');
  const empty = reachKey({ cell: 'b2', kind: 'eat', legal: false });
  assert.equal(empty, 'efm.reach.eatEmpty');
  setLanguage('en');
  assert.equal(t(empty, { prey: 'the mouse' }), 'red: only to eat, and the mouse is not here');
  assert.doesNotMatch(t('efm.legend.eat', { animal: 'the fox', prey: 'the mouse' }), /can eat there/);
});
