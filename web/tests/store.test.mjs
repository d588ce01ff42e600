import test from 'node:test';
import assert from 'node:assert/strict';
import { initialModel, reduce, connection, expectTable, consumed, dismissNotice, notice, hint, mySeat, awaySeconds, turnsWaiting, keyTried, keyNoted, adoptKey } from '../js/store.js';
import { tableState } from './fixtures.mjs';

const welcome = { type: 'welcome', you: { id: 1, nick: 'ann' }, token: 'tok', games: [{ id: 'nines' }], tables: ['t1'], protocol: 1 };

test('a first visit asks for a nickname; a token skips it', () => {
  assert.equal(initialModel().needNick, true);
  assert.equal(initialModel({ token: 'x' }).needNick, false);
});

test('welcome: who we are, our token, the games, our tables', () => {
  const m = reduce(initialModel(), welcome);
  assert.deepEqual(m.me, { id: 1, nick: 'ann' });
  assert.equal(m.token, 'tok');
  assert.equal(m.needNick, false);
  assert.deepEqual(m.mine, ['t1']);
  assert.equal(m.games.length, 1);
  assert.equal(m.notices.length, 0);
});

test('welcome with another protocol version says so', () => {
  const m = reduce(initialModel(), { ...welcome, protocol: 2 });
  assert.equal(m.notices[0].code, 'client_version');
});

test('lobby messages replace the lobby', () => {
  const m = reduce(initialModel(), { type: 'lobby', open: [{ id: 't2' }], playing: [], online: ['ann', 'bob'] });
  assert.deepEqual(m.lobby.online, ['ann', 'bob']);
  assert.equal(m.lobby.open[0].id, 't2');
});

test('states: the newest version wins; the same version replaces (a computer started thinking)', () => {
  let m = reduce(initialModel(), { type: 'state', table: 't1', state: tableState({ version: 5 }) }, 1000);
  assert.equal(m.tables.t1.view.version, 5);
  assert.equal(m.tables.t1.at, 1000);
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 4 }) }, 2000);
  assert.equal(m.tables.t1.view.version, 5, 'an older state is ignored');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 5, thinking: 1 }) }, 3000);
  assert.equal(m.tables.t1.view.thinking, 1);
  assert.equal(m.tables.t1.at, 3000);
});

test('a state where we sit adds the table to ours; a spectator state does not', () => {
  let m = reduce(initialModel(), { type: 'state', table: 't1', state: tableState() });
  assert.deepEqual(m.mine, ['t1']);
  m = reduce(m, { type: 'state', table: 't2', state: tableState({ you: null }) });
  assert.deepEqual(m.mine, ['t1']);
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ you: null, version: 9 }) });
  assert.deepEqual(m.mine, [], 'we left t1');
});

test('the first state of a table we created takes us there, once', () => {
  let m = expectTable(reduce(initialModel(), welcome));
  m = reduce(m, { type: 'state', table: 't1', state: tableState() });
  assert.equal(m.navigate, null, 't1 was already ours, not the new one');
  m = reduce(m, { type: 'state', table: 't7', state: tableState() });
  assert.equal(m.navigate, '#/table/t7');
  assert.equal(m.expectTable, false);
  m = consumed(m);
  assert.equal(m.navigate, null);
  m = reduce(m, { type: 'state', table: 't8', state: tableState() });
  assert.equal(m.navigate, null);
  // A table of computers alone, where we sit nowhere: there too.
  m = expectTable(m);
  m = reduce(m, { type: 'state', table: 't9', state: tableState({ you: null }) });
  assert.equal(m.navigate, '#/table/t9');
});

test('a refused new table stops waiting for it', () => {
  const m = reduce(expectTable(initialModel()), { type: 'error', code: 'bad_seats', message: 'no', args: {} });
  assert.equal(m.expectTable, false);
});

test('closed: the table goes away; an abandoned one is explained', () => {
  let m = reduce(initialModel(), { type: 'state', table: 't1', state: tableState() });
  m = reduce(m, { type: 'closed', table: 't1', reason: 'left' });
  assert.equal(m.tables.t1, undefined);
  assert.deepEqual(m.mine, []);
  assert.deepEqual(m.closed, { table: 't1', reason: 'left' });
  assert.equal(m.notices.length, 0);
  m = reduce(m, { type: 'closed', table: 't2', reason: 'abandoned' });
  assert.equal(m.notices[0].code, 'closed_abandoned');
});

test('errors become notices (at most four), which can be dismissed', () => {
  let m = initialModel();
  for (let i = 0; i < 6; i++) m = reduce(m, { type: 'error', code: 'stale_version', message: 'old', args: { sent: i, current: 9 }, table: 't1', id: i });
  assert.equal(m.notices.length, 4);
  assert.equal(m.notices[3].args.sent, 5);
  assert.equal(m.notices[3].table, 't1');
  const seq = m.notices[0].seq;
  m = dismissNotice(m, seq);
  assert.equal(m.notices.length, 3);
  assert.ok(m.notices.every((n) => n.seq !== seq));
  m = notice(m, 'not_connected');
  assert.equal(m.notices.at(-1).code, 'not_connected');
});

test('an unknown token starts over with a nickname; a taken nickname is shown on the form', () => {
  let m = reduce(initialModel({ token: 'old' }), { type: 'error', code: 'unknown_token', message: 'who?', args: {} });
  assert.equal(m.token, null);
  assert.equal(m.needNick, true);
  // Said on the nickname page (`forgotten`), not as a notice that would wait, unseen
  // there, and greet the player, stale, in the lobby.
  assert.equal(m.forgotten, true);
  assert.equal(m.notices.length, 0);
  m = reduce(m, { type: 'error', code: 'nick_taken', message: 'taken', args: {} });
  assert.equal(m.nickError.code, 'nick_taken');
  m = reduce(m, welcome);
  assert.equal(m.nickError, null);
  assert.equal(m.forgotten, false, 'welcomed under the new name: the note goes');
  assert.equal(m.notices.length, 0, 'and no notice is left for the lobby');
});

test('the server forgets us in the lobby: back to the nickname page, with no notice', () => {
  const m = reduce(reduce(initialModel(), welcome), { type: 'error', code: 'unknown_token', message: 'who?', args: {} });
  assert.equal(m.me, null);
  assert.equal(m.needNick, true);
  assert.equal(m.forgotten, true);
  assert.equal(m.notices.length, 0);
  // A key changed elsewhere is the other note, not this one.
  assert.equal(reduce(m, { type: 'error', code: 'key_changed', message: '', args: {} }).forgotten, false);
  assert.equal(initialModel().forgotten, false);
});

test('refused nicknames are said on the form only: none is left as a notice once one is accepted', () => {
  let m = initialModel();
  for (const code of ['nick_invalid', 'nick_invalid', 'nick_taken', 'nick_invalid']) {
    m = reduce(m, { type: 'error', code, message: 'no', args: {} });
    assert.equal(m.nickError.code, code, 'the latest refusal is the one on the form');
    assert.equal(m.needNick, true);
  }
  assert.equal(m.notices.length, 0);
  m = reduce(m, welcome);
  assert.equal(m.nickError, null);
  assert.equal(m.notices.length, 0);
});

test('the connection status is kept, and what we know survives a reconnection', () => {
  let m = reduce(initialModel(), welcome);
  m = connection(m, 'closed');
  assert.equal(m.connection, 'closed');
  assert.deepEqual(m.me, { id: 1, nick: 'ann' });
  m = reduce(m, { type: 'bye', reason: 'shutdown' });
  assert.equal(m.bye, true);
  m = connection(m, 'open');
  assert.equal(m.bye, false);
});

test('a server shutting down keeps our tables: the page stays at them and says it is trying again', () => {
  let m = reduce(initialModel(), welcome);
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 5 }) });
  const mine = m.mine;
  m = reduce(m, { type: 'bye', reason: 'shutdown' });
  m = reduce(m, { type: 'closed', table: 't1', reason: 'shutdown' });
  assert.deepEqual(m.mine, mine, 'still ours');
  assert.ok(m.tables.t1, 'its last state still shown');
  assert.equal(m.notices.length, 0, 'no "closed" notice');
  assert.ok(!m.closed, 'nothing to leave');
  m = connection(m, 'closed');
  assert.equal(m.bye, false, 'the header says it is trying again');
  m = reduce(m, { type: 'closed', table: 't1', reason: 'abandoned' });
  assert.equal(m.tables.t1, undefined, 'a table abandoned is gone');
  assert.equal(m.notices.length, 1);
});

test('after a reconnection a table\'s next state is taken even if its version is lower (a restarted server counts again)', () => {
  let m = reduce(initialModel(), welcome);
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 121 }) });
  m = connection(m, 'closed');
  m = connection(m, 'open');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 1 }) });
  assert.equal(m.tables.t1.view.version, 1, 'the restored table\'s state');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 3 }) });
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 2 }) });
  assert.equal(m.tables.t1.view.version, 3, 'then older copies are ignored again');
});

test('unknown messages and pongs change nothing', () => {
  const m = initialModel();
  assert.equal(reduce(m, { type: 'pong' }), m);
  assert.equal(reduce(m, { type: 'something_new' }), m);
  assert.equal(reduce(m, null), m);
});

test('my seat and away clocks', () => {
  const view = tableState();
  assert.equal(mySeat(view).seat_name, 'white');
  assert.equal(mySeat(tableState({ you: null })), null);
  assert.equal(awaySeconds({ away_secs: null }, 0, 5000), null);
  assert.equal(awaySeconds({ away_secs: 10 }, 1000, 6500), 15);
});

test('the games that wait for our move are counted (for the title), not those we watch or wait in', () => {
  let m = reduce(initialModel(), welcome);
  assert.equal(turnsWaiting(m), 0);
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 5 }) });
  assert.equal(turnsWaiting(m), 1, 'our move at t1');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 6, to_move: 1 }) });
  assert.equal(turnsWaiting(m), 0, 'the computer to move');
  m = reduce(m, { type: 'state', table: 't9', state: tableState({ version: 2, you: null, to_move: 0 }) });
  assert.equal(turnsWaiting(m), 0, 'a table we only watch');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ version: 7, phase: 'over' }) });
  assert.equal(turnsWaiting(m), 0, 'a game over');
});

test('a key the server does not know is said beside the form, not as a notice', () => {
  const m = reduce(keyTried(initialModel()), { type: 'error', code: 'unknown_token', message: 'who?', args: {} });
  assert.equal(m.keyError, true);
  assert.equal(m.notices.length, 0);
  assert.equal(m.needNick, true);
  const back = reduce(keyTried(initialModel()), welcome);
  assert.equal(back.keyError, false);
  assert.equal(back.keyTried, false);
});

test('a new key replaces the token and is said until the menu closes', () => {
  const m = reduce(reduce(initialModel(), welcome), { type: 'key', token: 'tok2', id: 3 });
  assert.equal(m.token, 'tok2');
  assert.equal(m.keyRenewed, true);
  assert.deepEqual(m.me, { id: 1, nick: 'ann' }, 'still signed in');
  assert.equal(keyNoted(m).keyRenewed, false);
});

test('a key changed on another device signs this page out, with no notice: the nickname page says it', () => {
  const m = reduce(reduce(initialModel(), welcome), { type: 'error', code: 'key_changed', message: 'changed', args: {} });
  assert.equal(m.token, null);
  assert.equal(m.me, null);
  assert.equal(m.needNick, true);
  assert.equal(m.signedOut, true);
  assert.equal(m.notices.length, 0);
  // Back with the new key: signed in again, the note gone.
  const back = reduce(keyTried(m), { ...welcome, token: 'tok2' });
  assert.equal(back.signedOut, false);
  assert.equal(back.token, 'tok2');
});

test('a tab signed out by a new key made in another tab of the browser takes that key', () => {
  const out = reduce(reduce(initialModel(), welcome), { type: 'error', code: 'key_changed', message: '', args: {} });
  const m = adoptKey(out, 'tok2');
  assert.equal(m.token, 'tok2');
  assert.equal(m.needNick, false);
  assert.equal(m.signedOut, false);
});

test('a key\'s hint is the page\'s own: marked local, and not piled up when pressed again', () => {
  let m = initialModel();
  m = hint(m, 'draw_refused', { reason: 'not_your_turn' }, 't1');
  m = hint(m, 'draw_refused', { reason: 'not_your_turn' }, 't1');
  assert.equal(m.notices.length, 1);
  assert.equal(m.notices[0].local, true);
  assert.equal(m.notices[0].seq, m.noticeSeq);
  m = hint(m, 'game_over', {}, 't1');
  assert.equal(m.notices.length, 2);
  // A server's error is never local, and a hint does not replace it.
  m = reduce(m, { type: 'error', code: 'draw_refused', message: 'no', args: { reason: 'not_your_turn' }, table: 't1' });
  m = hint(m, 'draw_refused', { reason: 'not_your_turn' }, 't1');
  assert.deepEqual(m.notices.map((n) => [n.code, !!n.local]), [['game_over', true], ['draw_refused', false], ['draw_refused', true]]);
});

test('a new game at a table, and the end of one, clear what was said there about it, and nothing said since', () => {
  const over = tableState({ phase: 'over', game_number: 1, version: 20, outcome: { results: ['win', 'loss'], scores: null, rounds: null, reason: 'blockade' } });
  let m = reduce(initialModel(), { type: 'state', table: 't1', state: over });
  // N pressed twice after the game: "you are ready already"; a refused move; a word about another table and one about none.
  m = hint(m, 'ready_refused', { reason: 'already' }, 't1');
  m = reduce(m, { type: 'error', code: 'game_over', message: 'over', args: {}, table: 't1' });
  m = reduce(m, { type: 'error', code: 'stale_version', message: 'old', args: {}, table: 't2' });
  m = notice(m, 'not_connected');
  // The same game's states again (the other player ready, say): nothing goes.
  m = reduce(m, { type: 'state', table: 't1', state: { ...over, version: 21 } });
  assert.equal(m.notices.length, 4);
  // The next game begins.
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ game_number: 2, version: 22 }) });
  assert.deepEqual(m.notices.map((n) => [n.code, n.table]), [['stale_version', 't2'], ['not_connected', null]]);
  // A notice about the new game stays through its later states.
  m = hint(m, 'draw_refused', { reason: 'not_your_turn' }, 't1');
  m = reduce(m, { type: 'state', table: 't1', state: tableState({ game_number: 2, version: 23 }) });
  assert.equal(m.notices.at(-1).code, 'draw_refused');
  // The game ends: the refusal about it goes with it; the others stay.
  m = reduce(m, { type: 'state', table: 't1', state: { ...over, game_number: 2, version: 24 } });
  assert.deepEqual(m.notices.map((n) => [n.code, n.table]), [['stale_version', 't2'], ['not_connected', null]]);
  // The first game of a table, after the wait for players, begins the same way.
  let w = reduce(initialModel(), { type: 'state', table: 't3', state: tableState({ phase: 'waiting', game_number: 0, version: 1 }) });
  w = hint(w, 'not_started', {}, 't3');
  w = reduce(w, { type: 'state', table: 't3', state: tableState({ game_number: 1, version: 2 }) });
  assert.equal(w.notices.length, 0);
});
