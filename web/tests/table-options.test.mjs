import test from 'node:test';
import assert from 'node:assert/strict';
import { offeredOptions, choiceValue, chosenOptions } from '../js/table-options.js';
import { farEnough } from '../js/boards/drag.js';

const efm = { id: 'elephant-fox-mouse', options: { ply_cap: null } };
const nines = { id: 'nines', options: { rules: 'client' } };
const isolo = { id: 'isolo', options: { holes: 16, ply_cap: null } };

test('the move limit is offered for Elephant–Fox–Mouse, with no limit by default', () => {
  const offered = offeredOptions(efm);
  assert.equal(offered.length, 1);
  assert.equal(offered[0].key, 'ply_cap');
  assert.equal(offered[0].value, null);
  assert.equal(offered[0].choices[0], null);
  assert.deepEqual(offeredOptions(nines), []);
  // Isolo's ply_cap is the safety limit of computer-only games: not a choice for people.
  assert.deepEqual(offeredOptions(isolo), []);
  assert.deepEqual(offeredOptions({ options: null }), []);
  assert.equal(choiceValue(null), 'none');
  assert.equal(choiceValue(200), '200');
});

test('only changed options are sent', () => {
  assert.equal(chosenOptions(efm, { ply_cap: 'none' }), null);
  assert.deepEqual(chosenOptions(efm, { ply_cap: '200' }), { ply_cap: 200 });
  assert.equal(chosenOptions(efm, { ply_cap: 'junk' }), null);
  assert.equal(chosenOptions(nines, { ply_cap: '200' }), null);
});

test('a press becomes a drag only after a few pixels', () => {
  assert.ok(!farEnough({ x: 0, y: 0 }, { x: 3, y: 3 }));
  assert.ok(farEnough({ x: 0, y: 0 }, { x: 6, y: 0 }));
});
