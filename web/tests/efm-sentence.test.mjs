// Elephant–Fox–Mouse's sentences start with a capital letter when they start with our own
// words, never by changing a person's nickname.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sentence } from '../js/boards/elephant-fox-mouse.js';
import { setLanguage } from '../js/i18n.js';
import { inSeat } from '../js/describe.js';

test('a nickname that starts a sentence is written as its owner chose it', () => {
  assert.equal(sentence('efm.watchTurn', { who: inSeat('bob', 'the elephant') }, ['who']), 'bob (the elephant) is to move.');
  assert.equal(sentence('efm.waitTurn', { who: inSeat('bob', 'the fox') }, ['who']), 'Waiting for bob (the fox) to move.');
});

test('our own words that start a sentence take a capital letter', () => {
  assert.equal(sentence('efm.lastAte', { animal: 'the fox', prey: 'the mouse', cell: 'c3' }), 'The fox ate the mouse on c3.');
  assert.equal(sentence('efm.result.won', { winner: 'the elephant' }), 'The elephant wins.');
  // A seat's name in the nickname's place is ours, and already a name.
  assert.equal(sentence('efm.watchTurn', { who: inSeat('Elephant', 'the elephant') }, ['who']), 'Elephant (the elephant) is to move.');
});

test('in another language the sentence starts with its own first word', () => {
  try {
    setLanguage('vi');
    assert.match(sentence('efm.watchTurn', { who: inSeat('bob', 'con voi') }, ['who']), /^Đến lượt bob/);
    setLanguage('ru');
    assert.match(sentence('efm.watchTurn', { who: inSeat('bob', 'слон') }, ['who']), /^Ходит bob/);
  } finally {
    setLanguage('en');
  }
});

test('a computer named with its animal takes it inside its own brackets', () => {
  assert.equal(sentence('efm.waitTurn', { who: inSeat('Computer (hard)', 'the fox') }, ['who']), 'Waiting for Computer (hard, the fox) to move.');
  assert.equal(inSeat('Computer (easy) 2', 'the mouse'), 'Computer (easy) 2 (the mouse)');
  try {
    setLanguage('ru');
    assert.equal(sentence('efm.watchTurn', { who: inSeat('Компьютер (сильный)', 'лиса') }, ['who']), 'Ходит Компьютер (сильный, лиса).');
  } finally {
    setLanguage('en');
  }
});
