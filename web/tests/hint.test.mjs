import test, { mock } from 'node:test';
import assert from 'node:assert/strict';
import { showHint, HINT_HELD_MS } from '../js/dom.js';

/** A stand-in for the hint's <p>: its text, attributes and classes. */
function hintLine() {
  const attrs = new Map();
  const classes = new Set();
  return {
    textContent: '',
    offsetWidth: 0,
    attrs,
    classes,
    setAttribute: (name, value) => attrs.set(name, value),
    removeAttribute: (name) => attrs.delete(name),
    classList: { add: (c) => classes.add(c), remove: (c) => classes.delete(c) },
  };
}

test("a hint is held at the window's foot long enough to read, then goes back under the board", () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const line = hintLine();
    showHint(line, 'Too far.');
    assert.equal(line.textContent, 'Too far.');
    assert.ok(line.classes.has('flash'));
    mock.timers.tick(HINT_HELD_MS - 1);
    assert.ok(!line.attrs.has('data-read'), 'still held');
    mock.timers.tick(1);
    assert.equal(line.attrs.get('data-read'), 'true', 'read: back under the board');
    // A new hint is held again, for its own time from when it came.
    showHint(line, 'Not your turn.');
    assert.ok(!line.attrs.has('data-read'));
    mock.timers.tick(HINT_HELD_MS / 2);
    showHint(line, 'Not your turn.');
    mock.timers.tick(HINT_HELD_MS / 2);
    assert.ok(!line.attrs.has('data-read'), 'held from the last hint');
    mock.timers.tick(HINT_HELD_MS / 2);
    assert.ok(line.attrs.has('data-read'));
  } finally {
    mock.timers.reset();
  }
});
