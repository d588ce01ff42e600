import test from 'node:test';
import assert from 'node:assert/strict';
import { turnBanner, outcomeHeadline, outcomeDetails, errorText, seatName, clock, leavingResigns, drawOfferFor, nextGameWait, keyRefusal, sideName, lastMoveWords, calledOffLine } from '../js/describe.js';
import { t, setLanguage } from '../js/i18n.js';
import { tableState } from './fixtures.mjs';
import * as nines from '../js/boards/nines.js';

test('the turn banner: your turn, thinking, waiting, away, watching', () => {
  assert.deepEqual(turnBanner(tableState()), { kind: 'you', text: 'Your turn' });
  assert.deepEqual(turnBanner(tableState({ to_move: 1, thinking: 1 })), { kind: 'thinking', text: 'Computer (hard) is thinking…' });
  const person = tableState({ to_move: 1 });
  person.seats[1].player = { name: 'bob', computer: false, level: null };
  assert.equal(turnBanner(person).text, 'Waiting for bob');
  person.seats[1].away_secs = 40;
  assert.equal(turnBanner(person, 0, 5000).text, 'Waiting for bob (away for 0:45)');
  // Once a computer may take his place, the banner says where to let it.
  person.actions = { ...person.actions, take_over: [1] };
  person.seats[1].away_secs = 60;
  assert.match(turnBanner(person, 0, 0).text, /away for 1:00\): you may let a computer play for them, below the board/);
  assert.equal(turnBanner(tableState({ you: null })).text, 'White to move: ann');
  // A spectator is told when the game waits for someone away.
  const watched = tableState({ you: null });
  watched.seats[0].away_secs = 45;
  assert.equal(turnBanner(watched, 0, 0).text, 'White to move: ann, away for 0:45');
  // A board may say more of the turn: Nines' removal, to the player and to a spectator.
  const removing = tableState({ board: { action: 'remove' } });
  assert.equal(turnBanner(removing, 0, 0, { yourTurn: nines.yourTurn }).text, 'Your turn: remove a piece');
  assert.equal(turnBanner({ ...removing, you: null }, 0, 0, { theirTurn: nines.theirTurn }).text, 'White removes a piece: ann');
});

test('with the connection down the banner says so, not "Your turn"; a result is still said', () => {
  assert.deepEqual(turnBanner(tableState(), 0, 0, { offline: true }), { kind: 'offline', text: 'Connection lost: you can play again once it is back' });
  assert.equal(turnBanner(tableState({ phase: 'waiting', game_number: 0 }), 0, 0, { offline: true }).kind, 'offline');
  const won = tableState({ phase: 'over', outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'blockade' } });
  assert.equal(turnBanner(won, 0, 0, { offline: true }).kind, 'over');
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
  assert.equal(outcomeHeadline(lost), 'You lost: Computer (hard) won.');
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
  assert.equal(details[0], 'On the board: ann resigned.');
  assert.match(details[1], /^The player of Black went away .* lost by the one who left\.$/);
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
  assert.equal(outcomeHeadline({ ...cy, you: 0, played: 1 }), 'You lost: ann won.');
  assert.equal(outcomeHeadline({ ...cy, you: 1, played: 0 }), 'You won!');
  // A server without these fields: as before.
  const old = tableState({ phase: 'over', outcome });
  assert.equal(outcomeHeadline(old), 'You won!');
});

test('leaving resigns when the server says so (every seat has moved); before that it calls the game off', () => {
  const says = (leave_resigns, over = {}) => {
    const view = tableState(over);
    view.actions = { ...view.actions, leave_resigns };
    return view;
  };
  assert.equal(leavingResigns(says(false)), false, 'not everyone has moved');
  assert.equal(leavingResigns(says(true)), true);
  // The page does not work the rule out for itself: moves by every seat, and the server
  // has not said so, is not a resignation.
  const move = (seat) => ({ seat, notation: 'x', explanation: '' });
  assert.equal(leavingResigns(says(false, { moves: [move(0), move(1)] })), false);
  // Between games leaving costs nothing.
  assert.equal(leavingResigns(says(true, { phase: 'over' })), false);
});

test('a draw offered by the other player is what the banner says, not "Waiting for …"', () => {
  const offer = tableState({ to_move: 1, draw: { offered_by: 1, accepted_by: [] } });
  offer.seats[1].player = { name: 'bob', computer: false, level: null };
  offer.actions.answer_draw = true;
  assert.equal(drawOfferFor(offer), 1);
  assert.deepEqual(turnBanner(offer), { kind: 'you', text: 'bob offers a draw' });
  // The one who offered waits for the answer; a spectator sees whose move it is. (The
  // server says who may answer: `actions.answer_draw`, false for them.)
  const asked = (view) => ({ ...view, actions: { ...view.actions, answer_draw: false } });
  const mine = asked({ ...offer, you: 1, draw: { offered_by: 1, accepted_by: [] } });
  assert.equal(drawOfferFor(mine), null);
  assert.equal(turnBanner(mine).text, 'Your turn');
  assert.equal(drawOfferFor(asked({ ...offer, you: null })), null);
  assert.equal(turnBanner(asked({ ...offer, you: null })).text, 'Black to move: bob');
  // Once accepted (three players: the offer still waits for the third), back to the turn.
  const accepted = asked({ ...offer, draw: { offered_by: 1, accepted_by: [0] } });
  assert.equal(drawOfferFor(accepted), null);
  assert.equal(turnBanner(accepted).text, 'Waiting for bob');
  assert.equal(drawOfferFor({ ...offer, draw: null }), null);
});

test('an open place is not a line of the series score', async () => {
  const { seriesRows } = await import('../js/describe.js');
  const series = {
    games: 0,
    draws: 0,
    players: [
      { place: 0, name: 'ann', wins: 0, losses: 0, survivals: 0 },
      { place: 1, wins: 0, losses: 0, survivals: 0 },
      { place: 2, name: null, wins: 0, losses: 0, survivals: 0 },
      { place: 3, name: 'Computer (easy)', wins: 1, losses: 0, survivals: 0 },
    ],
  };
  assert.deepEqual(seriesRows(series).map((p) => p.place), [0, 3]);
  assert.deepEqual(seriesRows({ players: [] }), []);
});

test('one who left keeps a line of the series score, named as gone', async () => {
  const { seriesRows, seriesName } = await import('../js/describe.js');
  const view = {
    seats: [
      { seat: 0, place: 0, player: { name: 'ann', computer: false, level: null } },
      { seat: 1, place: 1, player: { name: 'Computer (easy)', computer: true, level: 'easy' } },
    ],
  };
  const series = {
    games: 2,
    draws: 0,
    players: [
      { place: 0, name: 'ann', wins: 2, losses: 0, survivals: 0 },
      { place: 1, name: 'Computer (easy)', wins: 0, losses: 0, survivals: 0 },
      { place: 1, name: 'bob', wins: 0, losses: 2, survivals: 0, left: true },
    ],
  };
  const names = seriesRows(series).map((p) => seriesName(view, p));
  assert.deepEqual(names, ['ann', 'Computer (easy)', 'bob (left)']);
});

test('the end of a game is announced once the board has shown the last move', () => {
  const won = tableState({ phase: 'over', outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'row emptied' } });
  assert.deepEqual(turnBanner(won, 0, 0, { showing: true }), { kind: 'waiting', text: 'The last move is being shown…' });
  assert.deepEqual(turnBanner(won, 0, 0, { showing: false }), { kind: 'over', text: 'You won!' });
  assert.deepEqual(turnBanner(won), { kind: 'over', text: 'You won!' });
  // While playing, the viewer's turn comes once the move has been shown (the board takes
  // no choice meanwhile: "Your turn" promised a click that was refused).
  assert.deepEqual(turnBanner(tableState(), 0, 0, { showing: true }), {
    kind: 'waiting',
    text: 'Showing the last move: your turn next',
  });
  assert.deepEqual(turnBanner(tableState(), 0, 0, { showing: false }), { kind: 'you', text: 'Your turn' });
});

/** An Elephant–Fox–Mouse table over: ann the Elephant, two computers, with these results. */
function efmOver(results, reason, extra = {}) {
  const person = (name) => ({ name, computer: false, level: null });
  const computer = (number) => ({ name: `Computer (easy) ${number}`, computer: true, level: 'easy', number });
  const players = [person('ann'), computer(1), computer(2)];
  return tableState({
    game: 'elephant-fox-mouse',
    phase: 'over',
    seats: ['elephant', 'fox', 'mouse'].map((seat_name, seat) => ({ seat, seat_name, place: seat, ready: false, away_secs: null, player: players[seat] })),
    outcome: { results, scores: null, rounds: null, reason },
    outcome_players: players,
    played: 0,
    ...extra,
  });
}

test('the headline names the winner however the game ended, to the loser and the survivor too', () => {
  // Elephant–Fox–Mouse: ann (the Elephant) resigns: her predator, the Mouse, wins; the Fox
  // comes through. Each of the three is told who won.
  const resigned = efmOver(['loss', 'survivor', 'win'], 'resignation');
  assert.equal(outcomeHeadline(resigned), 'You lost: Computer (easy) 2 won.');
  assert.deepEqual(turnBanner(resigned), { kind: 'over', text: 'You lost: Computer (easy) 2 won.' });
  assert.deepEqual(outcomeDetails(resigned), ['ann resigned.', 'Survived: Computer (easy) 1.']);
  // The one who came through, and a spectator.
  const survived = efmOver(['win', 'loss', 'survivor'], 'resignation', { played: 2 });
  assert.equal(outcomeHeadline(survived), 'ann won; you survived.');
  assert.equal(outcomeHeadline({ ...survived, played: undefined, you: null }), 'ann won.');
  assert.equal(outcomeHeadline({ ...survived, played: 0 }), 'You won!');
  // Eaten, and a draw by the move limit.
  assert.equal(outcomeHeadline(efmOver(['survivor', 'win', 'loss'], 'eaten')), 'Computer (easy) 1 won; you survived.');
  assert.equal(outcomeHeadline(efmOver(['draw', 'draw', 'draw'], 'ply cap')), 'The game is drawn.');
  // Two winners (one left, the others stayed): the winner is told who won with them.
  assert.equal(outcomeHeadline(efmOver(['win', 'loss', 'win'], 'resignation')), 'You and Computer (easy) 2 won!');
  assert.equal(outcomeHeadline(efmOver(['win', 'loss', 'win'], 'resignation', { played: 1 })), 'You lost: ann, Computer (easy) 2 won.');
});

test('one who stayed when another went away is told the win the game counts for', () => {
  // Ann (the Elephant) stayed; the Fox's person went away and a computer played on, and
  // Ann then resigned: on the board the Mouse won, but leaving loses.
  const left = efmOver(['loss', 'survivor', 'win'], 'resignation', { left: [1], left_names: ['bob'] });
  assert.equal(outcomeHeadline(left), 'Counted as your win: bob went away in the middle of the game.');
  assert.ok(outcomeDetails(left).some((l) => l.includes('bob')), outcomeDetails(left).join(' | '));
  // A spectator reads the board's result, and the line that says how it counts.
  assert.equal(outcomeHeadline({ ...left, played: undefined, you: null }), 'Computer (easy) 2 won.');
});

test('a Tablenette game won by passing 251 points names its winner, in the headline and the reason', () => {
  const over = tableState({
    game: 'tablenette',
    phase: 'over',
    seats: [
      { seat: 0, seat_name: 'south', place: 0, ready: false, away_secs: null, player: { name: 'ann', computer: false, level: null } },
      { seat: 1, seat_name: 'north', place: 1, ready: false, away_secs: null, player: { name: 'bob', computer: false, level: null } },
    ],
    outcome: { results: ['loss', 'win'], scores: [198, 262], rounds: 4, reason: 'over 251' },
  });
  assert.equal(outcomeHeadline(over), 'You lost: bob won.');
  assert.deepEqual(outcomeDetails(over), ['bob passed 251 points.', 'Points: ann 198, bob 262.']);
  assert.equal(outcomeHeadline({ ...over, you: 1 }), 'You won!');
  assert.equal(outcomeHeadline({ ...over, you: null }), 'bob won.');
});

test('the headlines read in every language, with the winner named', async () => {
  const { setLanguage } = await import('../js/i18n.js');
  const resigned = efmOver(['loss', 'survivor', 'win'], 'resignation');
  const survived = efmOver(['win', 'loss', 'survivor'], 'resignation', { played: 2 });
  try {
    // The computers are named in the language, by level and number.
    const said = {
      vi: ['Bạn thua: Máy tính (dễ) 2 thắng.', 'ann thắng; bạn sống sót.'],
      ru: ['Вы проиграли. Победа: Компьютер (лёгкий) 2.', 'Победа: ann. Вы остались в живых.'],
    };
    for (const [code, [lost, survivor]] of Object.entries(said)) {
      setLanguage(code);
      assert.equal(outcomeHeadline(resigned), lost, code);
      assert.equal(outcomeHeadline(survived), survivor, code);
    }
  } finally {
    setLanguage('en');
  }
});

/** Three people at a finished game: ann (the viewer), bob and cat; `ready` by seat. */
function afterGame(ready, extra = {}) {
  const view = tableState({ phase: 'over', outcome: { results: ['win', 'loss', 'survivor'], reason: 'eaten' }, ...extra });
  view.seats = ['ann', 'bob', 'cat'].map((name, seat) => ({ seat, seat_name: `s${seat}`, place: seat, ready: ready[seat], away_secs: null, player: { name, computer: false, level: null } }));
  view.actions = { ...view.actions, resign: false, ready: !ready[0] };
  return view;
}

test('once "Next game" is pressed, the room says whom the next game waits for', () => {
  // Not pressed yet: the button is there, nothing to add.
  assert.equal(nextGameWait(afterGame([false, false, true])), null);
  const one = nextGameWait(afterGame([true, false, true]));
  assert.deepEqual(one, { key: 'next.waiting', args: { count: 1, names: 'bob' } });
  assert.equal(t(one.key, one.args), 'You are ready. Waiting for bob to start the next game.');
  const two = nextGameWait(afterGame([true, false, false]));
  assert.equal(t(two.key, two.args), 'You are ready. Waiting for bob, cat to be ready for the next game.');
  // An open place: someone has to sit down first.
  const open = afterGame([true, true, false]);
  open.seats[2].player = null;
  assert.deepEqual(nextGameWait(open), { key: 'next.openPlaces', args: { count: 1 } });
  // A spectator, a game being played: nothing.
  assert.equal(nextGameWait({ ...afterGame([true, false, true]), you: null }), null);
  assert.equal(nextGameWait({ ...afterGame([true, false, true]), phase: 'playing', outcome: null }), null);
  setLanguage('ru');
  try {
    assert.equal(t(one.key, one.args), 'Вы готовы. Ждём, когда bob начнёт следующую партию.');
  } finally {
    setLanguage('en');
  }
});

test('a shortcut key that does nothing says why', () => {
  const playing = tableState({ to_move: 1 });
  // D on the other's turn: the server's own reason, in our words.
  const d = keyRefusal('d', playing);
  assert.deepEqual(d, { code: 'draw_refused', args: { reason: 'not_your_turn' } });
  assert.equal(errorText(d), 'Sorry: a draw can be offered only on your own turn.');
  assert.deepEqual(keyRefusal('d', playing, { draws: false }).args, { reason: 'not_in_this_game' });
  assert.deepEqual(keyRefusal('d', tableState({ draw: { offered_by: 0, accepted_by: [] } })).args, { reason: 'already_offered' });
  assert.deepEqual(keyRefusal('d', tableState({ draw_declined: { offered_by: 0, declined_by: 1 } })).args, { reason: 'declined' });
  assert.deepEqual(keyRefusal('d', tableState()).args, { reason: 'not_now' });
  assert.deepEqual(keyRefusal('x', playing).args, { reason: 'no_offer' });
  // N during a game, and N pressed again.
  assert.equal(errorText(keyRefusal('n', playing)), 'Sorry: the next game can start only once this one is over.');
  assert.deepEqual(keyRefusal('n', afterGame([true, false, true])).args, { reason: 'already' });
  // R and D after the game; anything for a spectator.
  assert.equal(keyRefusal('r', afterGame([false, false, true])).code, 'game_over');
  assert.equal(keyRefusal('d', { ...playing, you: null }).code, 'not_seated');
  // Keys that act, and keys that are not the room's: nothing to say.
  assert.equal(keyRefusal('r', playing), null);
  assert.equal(keyRefusal('n', afterGame([false, false, true])), null);
  assert.equal(keyRefusal('d', tableState({ actions: { ...playing.actions, offer_draw: true } })), null);
  assert.equal(keyRefusal('q', playing), null);
});

test('a board\'s side line says an open place is open, never the seat\'s name a second time', () => {
  // Isolo's North left open: the side line read "North North".
  const open = tableState({ game: 'isolo', phase: 'waiting', game_number: 0 });
  open.seats = [
    { seat: 0, seat_name: 'south', place: 0, ready: true, away_secs: null, player: { name: 'ann', computer: false, level: null } },
    { seat: 1, seat_name: 'north', place: 1, ready: false, away_secs: null, player: null },
  ];
  assert.deepEqual(sideName(open, 0), { name: 'ann', open: false });
  assert.deepEqual(sideName(open, 1), { name: t('room.open'), open: true }, "the Players panel's words");
  assert.notEqual(sideName(open, 1).name, seatName('north'));
  // Once a game is over, whoever played the seat, though they left it open since.
  const over = { ...open, phase: 'over', outcome_players: [open.seats[0].player, { name: 'bob', computer: false, level: null }] };
  assert.deepEqual(sideName(over, 1), { name: 'bob', open: false });
  // A computer is named in the page's words.
  const computer = tableState();
  assert.deepEqual(sideName(computer, 1), { name: 'Computer (hard)', open: false });
  setLanguage('ru');
  try {
    assert.equal(sideName(open, 1).name, 'Свободное место');
  } finally {
    setLanguage('en');
  }
});

test('a point or cell of the last move says so in its name', () => {
  const last = { from: 'd6', to: 'd5' };
  assert.equal(lastMoveWords(last, 'd5'), 'last move here');
  assert.equal(lastMoveWords(last, 'd6'), 'last move from here');
  assert.equal(lastMoveWords(last, 'a1'), null);
  assert.equal(lastMoveWords(null, 'd5'), null);
});

test('a game called off is said with who did what, when someone is named', () => {
  assert.equal(calledOffLine({ how: 'resigned', name: 'ann' }), 'The game was called off: ann resigned before everyone had moved. It counts for nobody.');
  assert.equal(calledOffLine({ how: 'left', name: 'bob' }), 'The game was called off: bob left before everyone had moved. It counts for nobody.');
  assert.match(calledOffLine({ how: 'went_away', name: 'cy' }), /^The game was called off: cy was away/);
  assert.equal(calledOffLine(null), 'The game was called off before everyone had moved. It counts for nobody.');
});
