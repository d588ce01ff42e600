import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { holeKind, holePosition, holeAt, facing, holeName, seedDots, moveSteps, stepDelay, lapLines, sowings, chooseHole, holeStep, uprightFor, uprightPitch, MIN_PITCH, MAX_UPRIGHT_PITCH } from '../js/boards/isolo-steps.js';

/** Views the server sent after one move (8, 16 and 6 holes a row), with the move's explanation. */
const MOVES = JSON.parse(readFileSync(new URL('./isolo-moves.json', import.meta.url), 'utf8'));

test('the endholes are two at each end of a row, for every row length', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => holeKind(i, 8)), ['end', 'end', 'central', 'central', 'central', 'central', 'end', 'end']);
  for (let n = 6; n <= 16; n += 2) {
    const ends = Array.from({ length: n }, (_, i) => holeKind(i + 1, n)).filter((k) => k === 'end');
    assert.equal(ends.length, 4, `${n} holes`);
  }
});

test('North is drawn on top from its last hole to N1, so facing holes share a column', () => {
  for (let n = 6; n <= 16; n += 2) {
    for (let i = 1; i <= n; i++) {
      const south = holePosition(0, i, n);
      const north = holePosition(1, facing(i, n), n);
      assert.equal(south.row, 1);
      assert.equal(north.row, 0);
      assert.equal(south.col, north.col, `S${i} faces N${facing(i, n)}`);
    }
  }
  assert.deepEqual(holePosition(1, 8, 8), { col: 0, row: 0 }, 'N8 is top left');
  assert.deepEqual(holePosition(0, 1, 8), { col: 0, row: 1 }, 'S1 is bottom left');
  assert.equal(holeName(1, 12), 'N12');
});

test('North\'s player sees their own row at the bottom from N1, South\'s picture turned half a circle', () => {
  for (let n = 6; n <= 16; n += 2) {
    for (let i = 1; i <= n; i++) {
      const north = holePosition(1, i, n, 1);
      assert.deepEqual(north, { col: i - 1, row: 1 }, `N${i} on the bottom row, from the left`);
      assert.deepEqual(holePosition(0, facing(i, n), n, 1), { col: i - 1, row: 0 }, `S${facing(i, n)} faces it on top`);
      for (const seat of [0, 1]) {
        const south = holePosition(seat, i, n);
        assert.deepEqual(holePosition(seat, i, n, 1), { col: n - 1 - south.col, row: 1 - south.row }, 'turned half a circle');
        assert.deepEqual(holeAt(south.col, south.row, n), { seat, hole: i });
        assert.deepEqual(holeAt(north.col, north.row, n, 1), { seat: 1, hole: i });
      }
    }
  }
  assert.deepEqual(holePosition(1, 1, 8, 1), { col: 0, row: 1 }, 'N1 is bottom left');
  assert.deepEqual(holePosition(0, 1, 8, 1), { col: 7, row: 0 }, 'S1 is top right');
});

test('seeds are drawn up to a dozen, inside the hole and apart', () => {
  for (let k = 0; k <= 40; k++) {
    const dots = seedDots(k);
    assert.equal(dots.length, Math.min(k, 12));
    for (const d of dots) assert.ok(Math.hypot(d.x, d.y) <= 0.7, `${k}: inside`);
    for (let a = 0; a < dots.length; a++) {
      for (let b = a + 1; b < dots.length; b++) assert.ok(Math.hypot(dots[a].x - dots[b].x, dots[a].y - dots[b].y) > 0.25, `${k}: apart`);
    }
  }
});

test('the animation steps end on the position the server sent, lap by lap', () => {
  for (const [name, { board }] of Object.entries(MOVES)) {
    const move = board.last_move;
    const steps = moveSteps(move);
    assert.equal(steps[0].kind, 'before');
    assert.deepEqual(steps[0].rows, [move.south_before, move.north_before]);
    const last = steps[steps.length - 1];
    assert.deepEqual(last.rows, [board.south, board.north], `${name}: final rows`);
    // One lift, one step a seed and one end per lap.
    const seeds = move.laps.reduce((n, l) => n + l.seeds, 0);
    assert.equal(steps.length, 1 + 2 * move.laps.length + seeds, name);
    for (const [i, lap] of move.laps.entries()) {
      const end = steps.find((s) => s.kind === 'end' && s.lap === i);
      assert.deepEqual(end.rows, [lap.south_after, lap.north_after]);
      assert.equal(end.then, lap.then.type);
      // Just before the end, the lap's last seed has fallen in its end hole.
      const sown = steps.filter((s) => s.kind === 'sow' && s.lap === i);
      assert.equal(sown.length, lap.seeds);
      assert.equal(sown[sown.length - 1].at.hole, lap.end);
      assert.equal(sown[sown.length - 1].hand, 0);
    }
    // Seeds never leave the board: a move adds exactly the stock seed.
    const total = (rows) => rows[0].reduce((a, b) => a + b, 0) + rows[1].reduce((a, b) => a + b, 0);
    assert.equal(total(last.rows), total(steps[0].rows) + 1, name);
  }
});

test('a lap that ends in a mwipinda hands the enemy endhole seed to the end hole sown next', () => {
  // The entry comes from a seeded random game (crates/games/isolo/tests/web_fixture.rs).
  const { board } = MOVES.mwipinda_8;
  const move = board.last_move;
  const i = move.laps.findIndex((l) => l.then.type === 'mwipinda');
  assert.ok(i >= 0, 'the fixture move has a mwipinda');
  const steps = moveSteps(move);
  const end = steps.find((s) => s.kind === 'end' && s.lap === i);
  assert.equal(end.then, 'mwipinda');
  // The next lap sows what the end hole then held, starting after it.
  const next = move.laps[i + 1];
  assert.equal(next.seeds, move.laps[i].then.lifted);
  assert.deepEqual(steps[steps.length - 1].rows, [board.south, board.north]);
});

test('S1 from the start of the 8-hole game reaches the rules file vector', () => {
  const { board, explanation } = MOVES.s1_8;
  const last = moveSteps(board.last_move).at(-1);
  assert.deepEqual(last.rows[0], [4, 1, 5, 4, 3, 3, 3, 2]);
  assert.deepEqual(last.rows[1], [2, 0, 2, 2, 0, 0, 0, 2]);
  const lines = lapLines({ explanation }, board.last_move.laps.length);
  assert.equal(lines.length, 6);
  assert.match(lines[0], /^lap 1: S1 plus a stock seed makes 3, sown S1 to S3; captures 2 from N6$/);
  assert.match(lines[5], /sleeps$/);
});

test('lap lines come from the server by lap index, in any language', () => {
  const lines = [
    { text: 'vòng 2: …', lap: 1 },
    { text: 'vòng 1: …', lap: 0 },
  ];
  assert.deepEqual(lapLines({ explanation: 'x', lines }, 2), ['vòng 1: …', 'vòng 2: …']);
  // A line missing for a lap: the board names the laps itself.
  assert.deepEqual(lapLines({ lines: [{ text: 'a', lap: 0 }] }, 2), []);
  // A move explained in one line that tells no lap.
  assert.deepEqual(lapLines({ lines: [{ text: 'cannot play' }] }, 1), []);
  assert.deepEqual(lapLines(null, 1), []);
});

test('a long lap is sped up; "off" shows the result at once', () => {
  const sow = { kind: 'sow' };
  assert.equal(stepDelay(sow, 'normal', 3), 160);
  assert.ok(stepDelay(sow, 'normal', 200) * 200 <= 4000);
  assert.equal(stepDelay(sow, 'off', 3), 0);
  assert.ok(stepDelay({ kind: 'end' }, 'slow') > stepDelay({ kind: 'end' }, 'fast'));
  assert.deepEqual(moveSteps(null), []);
});

test('a click sows one of the legal holes, or says why not', () => {
  const legal = [{ notation: '1', kind: 'sow', from: '1' }, { notation: '3', kind: 'sow', from: '3' }];
  assert.deepEqual([...sowings(legal).keys()], [1, 3]);
  const base = { legal, turn: 'you', mine: 0 };
  assert.deepEqual(chooseHole({ ...base, seat: 0, hole: 3, seeds: 2 }), { send: '3' });
  assert.equal(chooseHole({ ...base, seat: 1, hole: 3 }).hint, 'isolo.hint.ownRow');
  assert.equal(chooseHole({ ...base, seat: 0, hole: 2, seeds: 0 }).hint, 'isolo.hint.empty');
  assert.equal(chooseHole({ ...base, seat: 0, hole: 2, seeds: 5, endless: [2] }).hint, 'isolo.hint.endless');
  assert.equal(chooseHole({ ...base, seat: 0, hole: 3, animating: true }).hint, 'isolo.hint.animating');
  assert.equal(chooseHole({ ...base, turn: 'other', seat: 0, hole: 3 }).hint, 'hint.notYourTurn');
  assert.equal(chooseHole({ ...base, turn: 'watching', seat: 0, hole: 3 }).hint, 'hint.watching');
});

test('the keyboard cursor walks the rows as drawn and crosses to the facing hole', () => {
  assert.deepEqual(holeStep({ seat: 0, hole: 1 }, 'ArrowRight', 8), { seat: 0, hole: 2 });
  assert.deepEqual(holeStep({ seat: 0, hole: 1 }, 'ArrowLeft', 8), { seat: 0, hole: 1 });
  assert.deepEqual(holeStep({ seat: 0, hole: 3 }, 'ArrowUp', 8), { seat: 1, hole: 6 });
  assert.deepEqual(holeStep({ seat: 1, hole: 6 }, 'ArrowRight', 8), { seat: 1, hole: 5 }, 'North counts right to left');
  assert.deepEqual(holeStep({ seat: 1, hole: 6 }, 'ArrowDown', 8), { seat: 0, hole: 3 });
  assert.equal(holeStep({ seat: 0, hole: 3 }, 'Enter', 8), null);
});

test('for North the arrows walk its own row at the bottom as drawn, left to right up the numbers', () => {
  const north = (at, key, upright = false) => holeStep(at, key, 8, upright, 1);
  assert.deepEqual(north({ seat: 1, hole: 1 }, 'ArrowRight'), { seat: 1, hole: 2 });
  assert.deepEqual(north({ seat: 1, hole: 3 }, 'ArrowLeft'), { seat: 1, hole: 2 });
  assert.deepEqual(north({ seat: 1, hole: 1 }, 'ArrowLeft'), { seat: 1, hole: 1 }, 'N1 is the left end');
  assert.deepEqual(north({ seat: 1, hole: 3 }, 'ArrowUp'), { seat: 0, hole: 6 }, 'up to the facing South hole');
  assert.deepEqual(north({ seat: 1, hole: 3 }, 'ArrowDown'), { seat: 1, hole: 3 }, 'already on the bottom row');
  assert.deepEqual(north({ seat: 0, hole: 6 }, 'ArrowRight'), { seat: 0, hole: 5 }, 'South counts right to left on top');
  assert.deepEqual(north({ seat: 0, hole: 6 }, 'ArrowDown'), { seat: 1, hole: 3 });
  // Upright, N1 is at the bottom of the right-hand column: up goes to N2, left to the
  // facing South hole.
  assert.deepEqual(north({ seat: 1, hole: 1 }, 'ArrowUp', true), { seat: 1, hole: 2 });
  assert.deepEqual(north({ seat: 1, hole: 3 }, 'ArrowLeft', true), { seat: 0, hole: 6 });
  assert.deepEqual(north({ seat: 0, hole: 6 }, 'ArrowUp', true), { seat: 0, hole: 5 }, 'South counts down the page');
});

test('an upright board fits a phone\'s window: about three fifths of it, the holes never too close to touch', () => {
  // A 390 x 844 phone: 16 holes 32 pixels apart, 528 pixels of board.
  assert.equal(uprightPitch(844, 16), 32);
  assert.ok(uprightPitch(844, 16) * 16.5 <= 844 * 0.63);
  // A taller window spaces them more, up to the widest pitch; a short one not below the least.
  assert.equal(uprightPitch(1000, 16), 37);
  assert.equal(uprightPitch(2000, 16), MAX_UPRIGHT_PITCH);
  assert.equal(uprightPitch(600, 16), MIN_PITCH);
  assert.equal(uprightPitch(844, 12), 41, 'fewer holes, wider apart');
});

test('a long row on a narrow screen is drawn upright, and the arrows follow the picture', () => {
  assert.equal(uprightFor(1200, 16), false);
  assert.equal(uprightFor(500, 16), true, '16 holes in 500 pixels would be 30 pixels apart');
  assert.equal(uprightFor(390, 10), false, 'ten holes fit a phone across');
  assert.equal(uprightFor(390, 12), true);
  assert.equal(uprightFor(0, 16), false, 'not laid out yet: across');
  // Upright, S1 is at the bottom of the right-hand column: up goes to S2, left to the
  // facing North hole, and right stays in South's column.
  assert.deepEqual(holeStep({ seat: 0, hole: 1 }, 'ArrowUp', 16, true), { seat: 0, hole: 2 });
  assert.deepEqual(holeStep({ seat: 0, hole: 2 }, 'ArrowDown', 16, true), { seat: 0, hole: 1 });
  assert.deepEqual(holeStep({ seat: 0, hole: 3 }, 'ArrowLeft', 16, true), { seat: 1, hole: 14 });
  assert.deepEqual(holeStep({ seat: 1, hole: 14 }, 'ArrowRight', 16, true), { seat: 0, hole: 3 });
  assert.deepEqual(holeStep({ seat: 1, hole: 14 }, 'ArrowUp', 16, true), { seat: 1, hole: 13 }, 'North counts down the page');
});
