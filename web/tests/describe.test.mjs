import test from 'node:test';
import assert from 'node:assert/strict';
import { turnBanner, outcomeHeadline, outcomeDetails, errorText, seatName, clock } from '../js/describe.js';
import { tableState } from './fixtures.mjs';

test('the turn banner: your turn, thinking, waiting, away, watching', () => {
  assert.deepEqual(turnBanner(tableState()), { kind: 'you', text: 'Your turn' });
  assert.deepEqual(turnBanner(tableState({ to_move: 1, thinking: 1 })), { kind: 'thinking', text: 'Computer (hard) is thinking…' });
  const person = tableState({ to_move: 1 });
  person.seats[1].player = { name: 'bob', computer: false, level: null };
  assert.equal(turnBanner(person).text, 'Waiting for bob');
  person.seats[1].away_secs = 40;
  assert.equal(turnBanner(person, 0, 5000).text, 'Waiting for bob (away for 0:45)');
  assert.equal(turnBanner(tableState({ you: null })).text, 'White to move: ann');
});

test('the banner between games', () => {
  const open = tableState({ phase: 'waiting', game_number: 0 });
  open.seats[1].player = null;
  assert.equal(turnBanner(open).text, 'Waiting for a player to sit down (1 open place)');
  const ready = tableState({ phase: 'waiting', game_number: 0 });
  ready.actions.ready = true;
  assert.deepEqual(turnBanner(ready), { kind: 'you', text: 'Press "Start the game" when you are ready' });
  const other = tableState({ phase: 'waiting', game_number: 1 });
  other.seats[1].player = { name: 'bob', computer: false, level: null };
  other.seats[1].ready = false;
  assert.equal(turnBanner(other).text, 'Waiting for bob to be ready');
});

test('outcomes in words', () => {
  const won = tableState({ phase: 'over', outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'blockade' } });
  assert.deepEqual(turnBanner(won), { kind: 'over', text: 'You won!' });
  assert.deepEqual(outcomeDetails(won), ['Computer (hard) had no legal move.']);
  const lost = tableState({ phase: 'over', outcome: { results: ['loss', 'win'], scores: null, rounds: null, reason: 'resignation' } });
  assert.equal(outcomeHeadline(lost), 'You lost.');
  assert.deepEqual(outcomeDetails(lost), ['ann resigned.']);
  const watched = { ...lost, you: null };
  assert.equal(outcomeHeadline(watched), 'Computer (hard) won.');
  const drawn = tableState({ phase: 'over', outcome: { results: ['draw', 'draw'], scores: [120, 120], rounds: 3, reason: 'agreement' } });
  assert.equal(outcomeHeadline(drawn), 'The game is drawn.');
  assert.deepEqual(outcomeDetails(drawn), ['The players agreed to a draw.', 'Points: ann 120, Computer (hard) 120.']);
  const odd = tableState({ phase: 'over', outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'meteor' } });
  assert.deepEqual(outcomeDetails(odd), ['Reason: meteor.']);
  // Black's player went away and the computer won for them: the board's result, then how
  // it counts.
  const left = { ...lost, left: [1] };
  const details = outcomeDetails(left);
  assert.equal(details[0], 'ann resigned.');
  assert.match(details[1], /^The player of Black went away .* won by everyone who stayed\.$/);
  // Named, when the table knows who left (not the computer now in the seat).
  const named = outcomeDetails({ ...lost, left: [1], left_names: ['bob'] });
  assert.match(named[1], /^bob \(Black\) went away in the middle of the game/);
});

test('errors: our words for known codes, the server sentence otherwise', () => {
  assert.equal(errorText({ code: 'not_your_turn', message: 'x', args: {} }), 'Sorry: it is not your turn.');
  assert.equal(errorText({ code: 'choose_move', message: 'x', args: { options: ['a', 'b'] } }), 'Sorry: that move is not complete; choose one of: a, b.');
  assert.equal(errorText({ code: 'draw_refused', message: 'x', args: { reason: 'not_your_turn' } }), 'Sorry: a draw can be offered only on your own turn.');
  assert.equal(errorText({ code: 'draw_refused', message: 'x', args: { reason: 'new_reason' } }), 'Sorry: a draw cannot be offered or answered now.');
  assert.equal(errorText({ code: 'brand_new', message: 'the server says so', args: {} }), 'Sorry: the server says so');
});

test('seat names and clocks', () => {
  assert.equal(seatName('white'), 'White');
  assert.equal(seatName('fox'), 'Fox');
  assert.equal(seatName('dragon'), 'Dragon');
  assert.equal(clock(5), '0:05');
  assert.equal(clock(125), '2:05');
});

test('the result of the last game names those who played it, and "you" only to them', () => {
  const outcome = { results: ['win', 'loss'], scores: null, rounds: null, reason: 'resignation' };
  const players = [
    { name: 'ann', computer: false, level: null, number: null },
    { name: 'bob', computer: false, level: null, number: null },
  ];
  // Cy sat down in Bob's place (seat 1 now) after the game: it is not hers to have lost.
  const cy = tableState({ phase: 'over', you: 1, played: undefined, outcome, outcome_players: players });
  cy.seats[0].player = { name: 'ann', computer: false, level: null };
  cy.seats[1].player = { name: 'cy', computer: false, level: null };
  assert.equal(outcomeHeadline(cy), 'ann won.');
  assert.deepEqual(outcomeDetails(cy), ['bob resigned.']);
  // Everyone left: the names stay.
  const empty = { ...cy, you: null, seats: cy.seats.map((s) => ({ ...s, player: null })) };
  assert.equal(outcomeHeadline(empty), 'ann won.');
  assert.deepEqual(outcomeDetails(empty), ['bob resigned.']);
  // Those who played it are told so, wherever they sit now.
  assert.equal(outcomeHeadline({ ...cy, you: 0, played: 1 }), 'You lost.');
  assert.equal(outcomeHeadline({ ...cy, you: 1, played: 0 }), 'You won!');
  // A server without these fields: as before.
  const old = tableState({ phase: 'over', outcome });
  assert.equal(outcomeHeadline(old), 'You won!');
});
