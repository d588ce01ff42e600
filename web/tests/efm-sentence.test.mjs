// Elephant–Fox–Mouse's sentences start with a capital letter when they start with our own
// words, never by changing a person's nickname.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sentence } from '../js/boards/elephant-fox-mouse.js';
import { setLanguage } from '../js/i18n.js';

test('a nickname that starts a sentence is written as its owner chose it', () => {
  assert.equal(sentence('efm.watchTurn', { name: 'bob', animal: 'the elephant' }, ['name']), 'bob (the elephant) is to move.');
  assert.equal(sentence('efm.waitTurn', { name: 'bob', animal: 'the fox' }, ['name']), 'Waiting for bob (the fox) to move.');
});

test('our own words that start a sentence take a capital letter', () => {
  assert.equal(sentence('efm.lastAte', { animal: 'the fox', prey: 'the mouse', cell: 'c3' }), 'The fox ate the mouse on c3.');
  assert.equal(sentence('efm.result.won', { winner: 'the elephant' }), 'The elephant wins.');
  // A seat's name in the nickname's place is ours, and already a name.
  assert.equal(sentence('efm.watchTurn', { name: 'Elephant', animal: 'the elephant' }, ['name']), 'Elephant (the elephant) is to move.');
});

test('in another language the sentence starts with its own first word', () => {
  try {
    setLanguage('vi');
    assert.match(sentence('efm.watchTurn', { name: 'bob', animal: 'con voi' }, ['name']), /^Đến lượt bob/);
    setLanguage('ru');
    assert.match(sentence('efm.watchTurn', { name: 'bob', animal: 'слон' }, ['name']), /^Ходит bob/);
  } finally {
    setLanguage('en');
  }
});
