import test from 'node:test';
import assert from 'node:assert/strict';
import { choose, clickable, dragHint, targetsFrom, movablePieces, moveBetween, lastStepNote } from '../js/boards/nines-choice.js';
import { t } from '../js/i18n.js';
import { seatName } from '../js/describe.js';
import { placements } from './fixtures.mjs';

const slide = (from, to, kind = 'move') => ({ notation: `${from}-${to}`, kind, from, to });
const removal = (at) => ({ notation: `x${at}`, kind: 'remove', to: at });

test('placing: a click on an empty point sends it; a taken point gets a hint', () => {
  const pieces = { d6: 'black' };
  const legal = placements(pieces);
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'a7' }), { send: 'a7' });
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'd6' }), { hint: 'hint.taken' });
  assert.equal(clickable({ legal }).size, 23);
  assert.ok(!clickable({ legal }).has('d6'));
});

test('removing: highlighted pieces are the removals; others explain', () => {
  const pieces = { a7: 'white', d7: 'white', g7: 'white', b6: 'black', d6: 'black', f6: 'black', c5: 'black' };
  const legal = [removal('c5')];
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'c5' }), { send: 'xc5' });
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'd6' }), { hint: 'hint.protected' });
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'a7' }), { hint: 'hint.removeEnemy' });
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'a1' }), { hint: 'hint.removeEnemy' });
  assert.deepEqual([...clickable({ legal })], ['c5']);
});

test('sliding takes two clicks: a piece, then where it goes', () => {
  const pieces = { d6: 'white', a7: 'white', d7: 'black', b6: 'black', f6: 'black' };
  const legal = [slide('d6', 'd5'), slide('a7', 'a4')];
  assert.deepEqual([...movablePieces(legal)].sort(), ['a7', 'd6']);
  assert.deepEqual(choose({ legal, pieces, mine: 'white', point: 'd6' }), { select: 'd6' });
  assert.deepEqual([...targetsFrom(legal, 'd6')], ['d5']);
  assert.deepEqual([...clickable({ legal, selected: 'd6' })], ['d5']);
  assert.deepEqual(choose({ legal, pieces, mine: 'white', selected: 'd6', point: 'd5' }), { send: 'd6-d5' });
  // Clicking the selected piece again lets go of it; another own piece is selected instead.
  assert.deepEqual(choose({ legal, pieces, mine: 'white', selected: 'd6', point: 'd6' }), { deselect: true });
  assert.deepEqual(choose({ legal, pieces, mine: 'white', selected: 'd6', point: 'a7' }), { select: 'a7' });
});

test('sliding: every click that does nothing says why', () => {
  const pieces = { d6: 'white', a1: 'white', d7: 'black' };
  const legal = [slide('d6', 'd5')];
  const click = (point, selected = null) => choose({ legal, pieces, mine: 'white', selected, point });
  assert.deepEqual(click('a1'), { hint: 'hint.cannotMove' });
  assert.deepEqual(click('d7'), { hint: 'hint.ownPiece' });
  assert.deepEqual(click('c5'), { hint: 'hint.chooseFirst' });
  assert.deepEqual(click('a1', 'd6'), { hint: 'hint.cannotMove' });
  assert.deepEqual(click('d7', 'd6'), { hint: 'hint.taken' });
  assert.deepEqual(click('g1', 'd6'), { hint: 'hint.notNeighbour' });
});

test('flying: any listed empty point is a target', () => {
  const pieces = { d6: 'white', a7: 'black' };
  const legal = [slide('d6', 'g1', 'fly'), slide('d6', 'a1', 'fly')];
  assert.deepEqual(choose({ legal, pieces, mine: 'white', selected: 'd6', point: 'g1' }), { send: 'd6-g1' });
  assert.equal(moveBetween(legal, 'd6', 'a1').notation, 'd6-a1');
  assert.deepEqual(choose({ legal, pieces, mine: 'white', selected: 'd6', point: 'c3' }), { hint: 'hint.notLegal' });
});

test('out of turn, watching or after the game: a hint, never a move', () => {
  const legal = placements({});
  assert.deepEqual(choose({ legal: [], pieces: {}, mine: 'white', point: 'a7', turn: 'other' }), { hint: 'hint.notYourTurn' });
  assert.deepEqual(choose({ legal, pieces: {}, mine: null, point: 'a7', turn: 'watching' }), { hint: 'hint.watching' });
  assert.deepEqual(choose({ legal, pieces: {}, mine: 'white', point: 'a7', turn: 'over' }), { hint: 'hint.over' });
  assert.deepEqual(choose({ legal: [], pieces: {}, mine: 'white', point: 'a7', turn: 'waiting' }), { hint: 'hint.notStarted' });
});

test('black plays too', () => {
  const pieces = { d6: 'black', d7: 'white' };
  const legal = [slide('d6', 'd5')];
  assert.deepEqual(choose({ legal, pieces, mine: 'black', point: 'd6' }), { select: 'd6' });
  assert.deepEqual(choose({ legal, pieces, mine: 'black', point: 'd7' }), { hint: 'hint.ownPiece' });
});

test('a forfeited removal is explained in words, naming both sides', () => {
  // The server's `last` after Black closed a line while every white piece stood in a line.
  const last = { seat: 'black', notation: 'd1', kind: 'place', from: null, to: 'd1', closed_line: true, removal_lost: true };
  const note = lastStepNote(last);
  assert.deepEqual(note, { key: 'nines.removalLost', args: { seat: 'black', other: 'white' } });
  const text = t(note.key, { seat: seatName(note.args.seat), other: seatName(note.args.other) });
  assert.match(text, /^Black closed a line/);
  assert.match(text, /White/);
  assert.match(text, /none could be removed/);
  assert.equal(lastStepNote({ ...last, removal_lost: false }), null);
  assert.equal(lastStepNote(null), null);
});

test('a click beside the points says where to click, on the player\'s turn only', () => {
  const legal = [{ kind: 'place', to: 'd6', notation: 'd6' }];
  assert.deepEqual(choose({ legal, pieces: {}, mine: 'white', point: null }), { hint: 'hint.offPoint' });
  assert.deepEqual(choose({ legal, pieces: {}, mine: 'white', point: null, turn: 'other' }), { hint: 'hint.notYourTurn' });
});

test('a drag from an empty point onto your own piece is told that a move starts on a piece', () => {
  const pieces = { d6: 'white', d5: 'black' };
  const legal = [slide('d6', 'd7'), slide('d6', 'f6')];
  // From the empty d7 onto the own d6: both are points (not "choose a point of the board").
  assert.deepEqual(dragHint({ legal, pieces, mine: 'white', from: 'd7', to: 'd6' }), { hint: 'hint.dragFromPiece' });
  assert.equal(t('hint.dragFromPiece'), 'A move starts on one of your pieces: drag it from its point to an empty one.');
  // From the opponent's piece: the click's own hint.
  assert.deepEqual(dragHint({ legal, pieces, mine: 'white', from: 'd5', to: 'd6' }), { hint: 'hint.ownPiece' });
  // Not your turn: said as for a click.
  assert.deepEqual(dragHint({ legal: [], pieces, mine: 'white', from: 'd7', to: 'd6', turn: 'other' }), { hint: 'hint.notYourTurn' });
  // Placing: a drag places nothing, even from a point a click would place on.
  const placing = [{ notation: 'a7', kind: 'place', to: 'a7' }];
  assert.deepEqual(dragHint({ legal: placing, pieces, mine: 'white', from: 'a7', to: 'd6' }), { hint: 'hint.noDrag' });
});
