import test from 'node:test';
import assert from 'node:assert/strict';
import { LABELS, EDGES, parse, position, neighbourMap, neighbourInDirection, directionOfKey, pointNear } from '../js/geometry/nines.js';

test('the board has 24 points and 32 edges, with the degrees of the rules (§2.2)', () => {
  assert.equal(new Set(LABELS).size, 24);
  assert.equal(EDGES.length, 32);
  const histogram = {};
  for (const [, list] of neighbourMap()) histogram[list.length] = (histogram[list.length] || 0) + 1;
  assert.deepEqual(histogram, { 2: 12, 3: 8, 4: 4 });
});

test('labels read as files and ranks, and are drawn with rank 7 at the top', () => {
  assert.deepEqual(parse('a7'), { file: 0, rank: 6 });
  assert.deepEqual(parse('g1'), { file: 6, rank: 0 });
  assert.equal(parse('h1'), null);
  assert.equal(parse('a9'), null);
  assert.deepEqual(position('a7'), { x: 0, y: 0 });
  assert.deepEqual(position('d6'), { x: 3, y: 1 });
  assert.deepEqual(position('g1'), { x: 6, y: 6 });
});

test('arrow keys follow the board lines', () => {
  const cases = [
    ['a7', 'right', 'd7'],
    ['a7', 'down', 'a4'],
    ['a7', 'up', null],
    ['a7', 'left', null],
    ['d7', 'down', 'd6'],
    ['d6', 'down', 'd5'],
    ['d5', 'down', null], // no line crosses the centre
    ['d3', 'up', null],
    ['d2', 'up', 'd3'],
    ['b4', 'left', 'a4'],
    ['b4', 'right', 'c4'],
    ['c4', 'right', null], // c4 and e4 are not neighbours
    ['e4', 'left', null],
    ['g4', 'up', 'g7'],
    ['g1', 'left', 'd1'],
  ];
  for (const [from, direction, expected] of cases) {
    assert.equal(neighbourInDirection(from, direction), expected, `${from} ${direction}`);
  }
});

test('every edge can be walked both ways with one arrow key, and the cursor reaches every point', () => {
  for (const [a, b] of EDGES) {
    const there = ['up', 'down', 'left', 'right'].filter((d) => neighbourInDirection(a, d) === b);
    const back = ['up', 'down', 'left', 'right'].filter((d) => neighbourInDirection(b, d) === a);
    assert.equal(there.length, 1, `${a}→${b}`);
    assert.equal(back.length, 1, `${b}→${a}`);
  }
  const seen = new Set(['d7']);
  const queue = ['d7'];
  while (queue.length) {
    const p = queue.shift();
    for (const d of ['up', 'down', 'left', 'right']) {
      const q = neighbourInDirection(p, d);
      if (q && !seen.has(q)) {
        seen.add(q);
        queue.push(q);
      }
    }
  }
  assert.equal(seen.size, 24);
});

test('the board given by the server is used when passed', () => {
  // A board with one extra (made-up) line: the cursor follows it.
  assert.equal(neighbourInDirection('d5', 'down', [...EDGES, ['d5', 'd3']]), 'd3');
});

test('arrow key names', () => {
  assert.equal(directionOfKey('ArrowUp'), 'up');
  assert.equal(directionOfKey('ArrowLeft'), 'left');
  assert.equal(directionOfKey('Enter'), null);
});

test('a drop lands on the nearest point within reach', () => {
  assert.equal(pointNear(0.1, 0.2), 'a7');
  assert.equal(pointNear(3.3, 1.1), 'd6');
  assert.equal(pointNear(3, 3), null); // the empty centre
  assert.equal(pointNear(1.5, 0), null); // between points
});
