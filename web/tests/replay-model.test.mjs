import test from 'node:test';
import assert from 'node:assert/strict';
import { frameView, clamp, lastIndex, stepForKey, hasHands, numberedSeats, departures, takenBack, calledOffBy } from '../js/replay-model.js';
import { parseRoute, replayRoute, playerRoute, leaderboardRoute } from '../js/route.js';

/** A replay as GET /api/records/t3.1 answers it: two moves, then a resignation. */
function replay(extra = {}) {
  const frame = (ply, notation, seat, toMove, more = {}) => ({
    ply,
    notation,
    seat,
    explanation: notation ? `played ${notation}` : null,
    board: { ply },
    text: '',
    to_move: toMove,
    ...more,
  });
  return {
    id: 't3.1',
    name: 'Nines',
    seat_names: ['white', 'black'],
    record: {
      table: 't3',
      number: 1,
      game: 'nines',
      variant: 'client',
      seats: [{ player: 1, name: 'ann', level: null }, { player: null, name: 'Computer (hard)', level: 'hard' }],
    },
    frames: [
      frame(0, null, null, 0),
      frame(1, 'd6', 0, 1),
      frame(2, 'g1', 1, null, { outcome: { results: ['loss', 'win'], reason: 'resignation' } }),
    ],
    ...extra,
  };
}

test('a frame becomes a table state the live board can draw, with nothing to play', () => {
  const v = frameView(replay(), 1);
  assert.equal(v.game, 'nines');
  assert.deepEqual(v.board, { ply: 1 });
  assert.deepEqual(v.legal, []);
  assert.equal(v.you, null);
  assert.equal(v.to_move, 1);
  assert.equal(v.phase, 'playing');
  assert.deepEqual(v.moves.map((m) => m.notation), ['d6']);
  assert.equal(v.seats[1].player.name, 'Computer (hard)');
  assert.equal(v.seats[1].player.computer, true);
  assert.equal(v.seats[0].seat_name, 'white');
});

test('the last frame carries the end of the game', () => {
  const v = frameView(replay(), 2);
  assert.equal(v.phase, 'over');
  assert.equal(v.outcome.reason, 'resignation');
  assert.equal(v.moves.length, 2);
});

test('stepping back gives a new version too, and indexes stay inside the game', () => {
  const r = replay();
  assert.notEqual(frameView(r, 1).version, frameView(r, 0).version);
  assert.equal(clamp(r, -4), 0);
  assert.equal(clamp(r, 99), lastIndex(r));
  assert.equal(clamp(r, Number.NaN), 0);
  assert.equal(frameView(r, 99).version, 3);
});

test('keys move through the game; other keys are not the viewer’s', () => {
  const r = replay();
  assert.equal(stepForKey(r, 0, 'ArrowRight'), 1);
  assert.equal(stepForKey(r, 2, 'ArrowRight'), 2);
  assert.equal(stepForKey(r, 1, 'ArrowLeft'), 0);
  assert.equal(stepForKey(r, 1, 'Home'), 0);
  assert.equal(stepForKey(r, 0, 'End'), 2);
  assert.equal(stepForKey(r, 0, 'x'), null);
});

test('a finished card game shows a seat’s hand when asked; others show the spectator’s view', () => {
  const r = replay();
  assert.equal(hasHands(r), false);
  assert.deepEqual(frameView(r, 1, 0).board, { ply: 1 }, 'no hands: the spectator view');
  assert.equal(frameView(r, 1, 0).you, null);
  r.frames[1].seats = [{ hand: ['AS'] }, { hand: ['2D'] }];
  assert.equal(hasHands(r), true);
  assert.deepEqual(frameView(r, 1, 1).board, { hand: ['2D'] });
  assert.equal(frameView(r, 1, 1).you, 1);
});

test('records pages have addresses', () => {
  assert.deepEqual(parseRoute('#/replay/t3.1'), { page: 'replay', id: 't3.1' });
  assert.deepEqual(parseRoute('#/replay/t3.1?at=4'), { page: 'replay', id: 't3.1' });
  assert.deepEqual(parseRoute('#/player/ann'), { page: 'player', id: 'ann' });
  assert.deepEqual(parseRoute('#/leaderboard/isolo'), { page: 'leaderboard', id: 'isolo' });
  assert.deepEqual(parseRoute('#/leaderboard'), { page: 'leaderboard', id: null });
  assert.deepEqual(parseRoute('#/table/t3'), { page: 'table', id: 't3' });
  assert.deepEqual(parseRoute('#/nonsense'), { page: 'lobby' });
  assert.equal(replayRoute('t3.1'), '#/replay/t3.1');
  assert.equal(playerRoute('a b'), '#/player/a%20b');
  assert.equal(leaderboardRoute('nines'), '#/leaderboard/nines');
  assert.deepEqual(parseRoute(playerRoute('Ann-1')), { page: 'player', id: 'Ann-1' });
});

test('two computers of one level are numbered, as at a live table', () => {
  const seats = [
    { player: 1, name: 'ann', level: null },
    { player: null, name: 'Computer (medium)', level: 'medium' },
    { player: null, name: 'Computer (medium)', level: 'medium' },
  ];
  assert.deepEqual(
    numberedSeats(seats).map((s) => s.number || null),
    [null, 1, 2],
  );
  const r = replay();
  r.record.seats = seats;
  r.seat_names = ['elephant', 'fox', 'mouse'];
  const view = frameView(r, 0);
  assert.deepEqual(view.seats.map((s) => s.player.number), [null, 1, 2]);
  assert.equal(numberedSeats(replay().record.seats)[1].number, undefined, 'one computer: no number');
});

test('the seats whose people went away are found in the log, after the moves played by then', () => {
  const log = [
    { seat: 0, kind: 'move', notation: 'd6' },
    { seat: 1, kind: 'draw_offer', notation: null },
    { seat: 1, kind: 'move', notation: 'g1' },
    { seat: 1, kind: 'taken_over', notation: 'easy' },
    { seat: 0, kind: 'move', notation: 'a7' },
  ];
  assert.deepEqual(departures({ log }), [{ seat: 1, after: 2, level: 'easy' }]);
  assert.deepEqual(departures({ log: log.filter((e) => e.kind !== 'taken_over') }), []);
});

test('from the move a person went away, the replay shows the computer in the seat', () => {
  const r = replay();
  r.record.log = [
    { seat: 0, kind: 'move', notation: r.frames[1].notation },
    { seat: 0, kind: 'taken_over', notation: 'easy' },
    { seat: 1, kind: 'move', notation: r.frames[2].notation },
  ];
  const ann = (at) => frameView(r, at).seats[0].player;
  assert.deepEqual([ann(0).name, ann(0).computer], ['ann', false]);
  assert.deepEqual([ann(1).computer, ann(1).level], [true, 'easy']);
  assert.equal(ann(2).level, 'easy');
  assert.equal(frameView(r, 2).seats[1].player.level, 'hard', 'the other seat keeps its holder');
});

test('a game with a move taken back is told apart (not rated)', () => {
  const log = [
    { seat: 0, kind: 'move', notation: 'd6' },
    { seat: 0, kind: 'take_back', notation: '2' },
  ];
  assert.equal(takenBack({ log }), true);
  assert.equal(takenBack({ log: log.slice(0, 1) }), false);
  assert.equal(takenBack({}), false);
});

test('a console\'s person is named in the page\'s language on the replay\'s board', () => {
  const r = replay();
  r.record.seats = [{ player: null, name: 'Вы', level: null }, { player: null, name: 'Computer (hard)', level: 'hard' }];
  assert.equal(frameView(r, 0).seats[0].player.name, 'You');
  r.record.seats[0] = { player: 4, name: 'Вы', level: null };
  assert.equal(frameView(r, 0).seats[0].player.name, 'Вы', 'a registered nickname is its own');
});

test('a game called off ends on a position that waits for nobody', () => {
  const r = replay();
  // Finished with no result: the last position still has a seat to move.
  r.record.finished_at = '2024-05-01T10:00:00Z';
  r.frames[2] = { ...r.frames[2], outcome: undefined, to_move: 0 };
  const last = frameView(r, 2);
  assert.equal(last.phase, 'over');
  assert.equal(last.to_move, null);
  assert.equal(last.abandoned, true);
  assert.equal(last.outcome, null);
  // The positions before it are played as they were.
  assert.equal(frameView(r, 1).phase, 'playing');
  assert.equal(frameView(r, 1).to_move, 1);
  // A finished game with a result is not "called off".
  assert.equal(frameView(replay(), 2).abandoned, undefined);
});

test('a game called off names who called it off, and how', () => {
  const moved = { kind: 'move', seat: 0, notation: 'd6' };
  const left = [moved, { kind: 'called_off', seat: 1, notation: 'left' }];
  assert.deepEqual(calledOffBy({ outcome: null, finished_at: 5, log: left }), { seat: 1, how: 'left' });
  const resigned = [moved, { kind: 'resign', seat: 1 }, { kind: 'called_off', seat: 1, notation: 'resigned' }];
  assert.deepEqual(calledOffBy({ outcome: null, finished_at: 5, log: resigned }), { seat: 1, how: 'resigned' });
  // Records of before the `called_off` entry: a resignation that ended a game without a result.
  const older = [moved, { kind: 'resign', seat: 1 }];
  assert.deepEqual(calledOffBy({ outcome: null, finished_at: 5, log: older }), { seat: 1, how: 'resigned' });
  // Finished with a result: a resignation that lost, not one that called the game off.
  assert.equal(calledOffBy({ outcome: { results: ['win', 'loss'] }, finished_at: 5, log: older }), null);
  // Called off without a word of who (a table closed), or still being played.
  assert.equal(calledOffBy({ outcome: null, finished_at: 5, log: [moved] }), null);
  assert.equal(calledOffBy({ outcome: null, finished_at: null, log: left }), null);
  assert.equal(calledOffBy({ outcome: null, finished_at: 5 }), null);
});
