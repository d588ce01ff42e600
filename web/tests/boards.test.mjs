import test from 'node:test';
import assert from 'node:assert/strict';
import { boardFor } from '../js/boards/index.js';
import * as efm from '../js/boards/elephant-fox-mouse.js';
import * as tablenette from '../js/boards/tablenette.js';
import { t } from '../js/i18n.js';

test('Elephant–Fox–Mouse and Tablenette have their own boards', () => {
  assert.equal(boardFor('elephant-fox-mouse'), efm);
  assert.equal(boardFor('tablenette'), tablenette);
  assert.equal(typeof efm.createBoard, 'function');
  assert.equal(typeof tablenette.createBoard, 'function');
});

test('a spectator is shown only the keys that work for a spectator', async () => {
  const { keyLegend } = await import('../js/describe.js');
  const { keys } = await import('../js/i18n.js');
  const known = new Set(keys());
  for (const game of ['nines', 'elephant-fox-mouse', 'tablenette', 'virus-war', 'isolo', 'no-such-game']) {
    const help = boardFor(game).KEY_HELP;
    assert.ok(help, `${game} has key help`);
    const playing = keyLegend(help, { watching: false, draws: true });
    const watching = keyLegend(help, { watching: true, draws: true });
    for (const k of [...playing, ...watching]) assert.ok(known.has(k), `${game}: ${k} is in the catalogue`);
    // D, X, R and N need a seat: never said to a spectator.
    assert.ok(playing.includes('room.keysActions'), game);
    assert.ok(!watching.some((k) => k.startsWith('room.keysActions')), game);
    assert.ok(!watching.includes(help.play) || help.play === null, `${game}: the player's board keys are not a spectator's`);
  }
  assert.deepEqual(keyLegend(boardFor('tablenette').KEY_HELP, { watching: true }), [], 'no hand, no keys');
  assert.deepEqual(keyLegend(boardFor('nines').KEY_HELP, { watching: false, draws: false }), ['room.keysBoard', 'room.keysActionsNoDraw']);
});

test('the Tablenette sheet names a winner on points, and none after a resignation', () => {
  const nameOf = (seat) => ['ann', 'bob'][seat];
  assert.equal(tablenette.winnerLine({ results: ['win', 'loss'], scores: [255, 120], reason: 'over 251' }, nameOf), 'ann wins the game with 255 points.');
  assert.equal(tablenette.winnerLine({ results: ['draw', 'draw'], scores: [130, 130], reason: 'hand limit' }, nameOf), t('tn.gameDrawn'));
  assert.ok(t('tn.gameDrawn').length > 0 && t('tn.gameDrawn') !== 'tn.gameDrawn');
  assert.equal(tablenette.winnerLine({ results: ['loss', 'win'], scores: null, reason: 'resignation' }, nameOf), null);
  assert.equal(tablenette.winnerLine({ results: ['loss', 'win'], reason: 'resignation' }, nameOf), null);
});

test('a resignation in a later hand does not bring back an earlier hand\'s sheet as the final one', () => {
  const hand1 = { hand: 1 };
  const playing = { phase: 'playing', outcome: null };
  const resigned = { phase: 'over', outcome: { results: ['loss', 'win'], reason: 'resignation' } };
  const onPoints = { phase: 'over', outcome: { results: ['win', 'loss'], scores: [255, 120] } };
  assert.deepEqual(tablenette.sheetShown(null, playing, false), { shown: false, final: false });
  assert.deepEqual(tablenette.sheetShown(hand1, playing, false), { shown: true, final: false }, 'a hand just finished');
  assert.deepEqual(tablenette.sheetShown(hand1, playing, true), { shown: false, final: false }, 'closed by the player');
  assert.deepEqual(tablenette.sheetShown(hand1, resigned, true), { shown: false, final: false }, 'stays closed');
  assert.deepEqual(tablenette.sheetShown(hand1, resigned, false), { shown: false, final: false }, 'not brought back by a resignation');
  assert.deepEqual(tablenette.sheetShown({ hand: 3 }, onPoints, false), { shown: true, final: true });
  assert.deepEqual(tablenette.sheetShown({ hand: 3 }, onPoints, true), { shown: true, final: true }, 'the final sheet shows');
});

test('Tablenette says once that the hands are hidden, and a replay waits for nobody', async () => {
  const { frameView } = await import('../js/replay-model.js');
  const nameOf = (seat) => ['ann', 'bob'][seat];
  const live = { phase: 'playing', to_move: 1, you: 0 };
  assert.equal(tablenette.othersTurn(live, 'other', nameOf), 'Waiting for bob to play.');
  // A spectator: whose turn it is, not "the hands stay hidden" a second time.
  const watched = tablenette.othersTurn({ ...live, you: null }, 'watching', nameOf);
  assert.equal(watched, 'bob is to play.');
  assert.doesNotMatch(watched, /hidden/);
  // A replay seen as a seat: nobody is waited for.
  assert.equal(tablenette.othersTurn({ ...live, replay: true }, 'other', nameOf), 'bob is to play.');
  assert.equal(tablenette.othersTurn({ ...live, phase: 'over', to_move: null }, 'over', nameOf), '');
  // The last position of a Tablenette game called off, as the replay shows it: over, nobody to move.
  const record = { game: 'tablenette', table: 't2', number: 1, finished_at: '2024-05-01T10:00:00Z', seats: [{ player: 1, name: 'ann', level: null }, { player: 2, name: 'bob', level: null }] };
  const frame = (ply, seat, toMove) => ({ ply, notation: ply ? '7H' : null, seat, explanation: null, board: {}, seats: [{}, {}], to_move: toMove });
  const last = frameView({ name: 'Tablenette', seat_names: ['south', 'north'], record, frames: [frame(0, null, 1), frame(1, 1, 0)] }, 1, 0);
  assert.equal(last.phase, 'over');
  assert.equal(tablenette.othersTurn(last, 'over', nameOf), '');
});
