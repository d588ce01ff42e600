import test from 'node:test';
import assert from 'node:assert/strict';
import { boardFor } from '../js/boards/index.js';
import * as efm from '../js/boards/elephant-fox-mouse.js';
import * as tablenette from '../js/boards/tablenette.js';

test('Elephant–Fox–Mouse and Tablenette have their own boards', () => {
  assert.equal(boardFor('elephant-fox-mouse'), efm);
  assert.equal(boardFor('tablenette'), tablenette);
  assert.equal(typeof efm.createBoard, 'function');
  assert.equal(typeof tablenette.createBoard, 'function');
});
