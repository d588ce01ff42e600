// The page's memory: everything the server told us, folded into one object.
//
// `reduce(model, message, now)` takes a message from the server and returns a
// new model; it never touches the page or the network, so node tests can feed
// it messages and check the result. The views (lobby.js, room.js) only read
// the model, and app.js sends messages and re-draws after every change.

import { tableRoute } from './route.js';

/** The protocol version this page speaks (see docs/web-protocol.md). */
export const PROTOCOL = 1;

/** How many server errors are kept for display at once. */
const MAX_NOTICES = 4;

/** The model before anything has been received. */
export function initialModel({ token = null } = {}) {
  return {
    connection: 'connecting', // 'connecting' | 'open' | 'closed'
    token, // the player's token, kept in localStorage by app.js
    me: null, // {id, nick} once the server has welcomed us
    needNick: token === null, // show the nickname form
    nickError: null, // the error that refused a nickname
    forgotten: false, // the server no longer knew our token: the nickname page says so
    games: [], // welcome.games: what a new-table form needs
    lobby: { open: [], playing: [], online: [] },
    tables: {}, // table id -> {view, at}: the latest state and when it came (ms)
    mine: [], // ids of the tables where we sit
    notices: [], // server errors to show: {seq, code, message, args, table, id}
    noticeSeq: 0,
    expectTable: false, // we asked for a new table and wait for its first state
    navigate: null, // a route app.js should go to (then clears)
    closed: null, // {table, reason} of the last table we stopped receiving
    bye: false, // the server said it is shutting down
  };
}

/**
 * The model after the connection opened or closed. What we know stays while
 * the page reconnects (the room stays on screen); the next `welcome` renews it.
 */
export function connection(model, status) {
  // Once the connection is gone, the page says it is trying again, whether or not the
  // server said it was shutting down (it said so for the whole time it was down).
  if (status === 'closed') return { ...model, connection: status, bye: false };
  if (status !== 'open') return { ...model, connection: status };
  // A new connection: the server may have restarted, and a table restored from the
  // records counts its versions again from 1. Each table's next state is taken whatever
  // its version (marked `stale` until then), or the page would wait for ever.
  const tables = {};
  for (const [id, entry] of Object.entries(model.tables)) tables[id] = { ...entry, stale: true };
  return { ...model, connection: status, bye: false, tables };
}

/** The model after a message from the server. `now` is the time in ms (for away clocks). */
export function reduce(model, msg, now = 0) {
  switch (msg && msg.type) {
    case 'welcome':
      return {
        ...model,
        me: msg.you,
        token: msg.token,
        needNick: false,
        nickError: null,
        keyTried: false,
        keyError: false,
        signedOut: false,
        forgotten: false,
        games: msg.games || [],
        mine: [...(msg.tables || [])],
        notices:
          msg.protocol !== undefined && msg.protocol !== PROTOCOL
            ? addNotice(model, { code: 'client_version', args: { want: PROTOCOL, got: msg.protocol } }).notices
            : model.notices,
      };
    case 'language':
      // The server speaks the page's new language: the games in its words (the lobby and
      // the states of our tables follow, also in it).
      return { ...model, games: msg.games || model.games };
    case 'lobby':
      return {
        ...model,
        lobby: { open: msg.open || [], playing: msg.playing || [], online: msg.online || [] },
      };
    case 'state':
      return withState(model, msg.table, msg.state, now);
    case 'closed': {
      // A server shutting down closes every table for now, and keeps them: the page stays
      // where it is and takes them up again when the server is back (its header says so).
      if (msg.reason === 'shutdown') return model;
      const tables = { ...model.tables };
      delete tables[msg.table];
      // Closing a table we asked to close, or left, needs no word; an abandoned one does.
      const told = msg.reason === 'abandoned' ? notice(model, `closed_${msg.reason}`, {}, msg.table) : model;
      return {
        ...told,
        tables,
        mine: model.mine.filter((id) => id !== msg.table),
        closed: { table: msg.table, reason: msg.reason },
      };
    }
    case 'error':
      return withError(model, msg);
    case 'key':
      // A new key (we asked for it): the old one signs in nowhere now.
      return { ...model, token: msg.token, keyRenewed: true };
    case 'bye':
      return { ...model, bye: true };
    default:
      // `pong` and anything newer than this page: nothing to remember.
      return model;
  }
}

/** A table's state arrived: keep the newest, note where we sit. */
function withState(model, table, view, now) {
  const old = model.tables[table];
  // Messages on one socket arrive in order, but an older copy must never replace
  // a newer one. The same version may come twice (the second says that a computer
  // started thinking), so equal versions replace. The first state after a
  // reconnection replaces whatever its version (see `connection`).
  if (old && !old.stale && old.view.version > view.version) return model;
  const next = { ...model, tables: { ...model.tables, [table]: { view, at: now } } };
  // A new game begins: what was said at this table until now was about the last one, or
  // the wait for this one ("you are ready already"); it would greet the new game, stale.
  // Anything said from now on comes after this state, about the new game, and stays.
  // So does a game that ends: a refusal about it ("a draw is offered only on your turn")
  // stayed over the result.
  if (old && (gameBegins(old.view, view) || gameEnds(old.view, view))) next.notices = model.notices.filter((n) => n.table !== table);
  const seated = view.you !== null && view.you !== undefined;
  if (seated && !model.mine.includes(table)) next.mine = [...model.mine, table];
  if (!seated && model.mine.includes(table)) next.mine = model.mine.filter((id) => id !== table);
  if (!old && !model.mine.includes(table) && model.expectTable) {
    // The first state of the table we just created: go there (also when only computers
    // sit at it: the page stayed in the lobby, and the table could not be found).
    next.expectTable = false;
    next.navigate = tableRoute(table);
  }
  return next;
}

/** Whether `view` is the first state of a game that `before` was not showing yet. */
function gameBegins(before, view) {
  return view.phase === 'playing' && (before.phase !== 'playing' || before.game_number !== view.game_number);
}

function gameEnds(before, view) {
  return before.phase === 'playing' && view.phase !== 'playing';
}

/** An error from the server: remember it for display, and react to the few that change what we show. */
function withError(model, msg) {
  // A key typed on the nickname page that the server does not know: said beside the form,
  // not as "the server no longer knows you".
  if (msg.code === 'unknown_token' && model.keyTried) return { ...model, keyTried: false, keyError: true, token: null, me: null, needNick: true };
  // Our key was changed on another device: this page is signed out (the server closes the
  // connection). The nickname page says so, beside the form for the new key.
  if (msg.code === 'key_changed') return { ...model, token: null, me: null, needNick: true, nickError: null, signedOut: true, forgotten: false };
  // The server no longer knows our key (it lost its data, say): the nickname page says why
  // it asks for a name again. Not as a notice: the nickname page shows none, and it would
  // wait there to greet the player, stale, in the lobby once a name is chosen.
  if (msg.code === 'unknown_token') return { ...model, token: null, me: null, needNick: true, nickError: null, signedOut: false, forgotten: true };
  // A refused nickname is said beside the nickname field, and only there: as a notice it
  // would wait, unseen on the nickname page, and greet the player in the lobby once a
  // nickname is accepted (one for every refusal).
  if (msg.code === 'nick_taken' || msg.code === 'nick_invalid') {
    return { ...model, needNick: true, nickError: { code: msg.code, args: msg.args || {}, message: msg.message } };
  }
  const next = addNotice(model, msg);
  switch (msg.code) {
    case 'unknown_game':
    case 'unknown_variant':
    case 'unknown_level':
    case 'bad_seats':
    case 'server_full':
    case 'too_many_tables':
    case 'bad_setup':
      return { ...next, expectTable: false };
    default:
      return next;
  }
}

function addNotice(model, msg) {
  const seq = model.noticeSeq + 1;
  const notice = {
    seq,
    code: msg.code,
    message: msg.message || '',
    args: msg.args || {},
    table: msg.table ?? null,
    id: msg.id ?? null,
  };
  return { ...model, noticeSeq: seq, notices: [...model.notices, notice].slice(-MAX_NOTICES) };
}

/** The model with a notice of the page's own (not sent by the server), e.g. "not_connected". */
export function notice(model, code, args = {}, table = null) {
  return addNotice(model, { code, args, table });
}

/**
 * The model with a hint of the page's own about `table` (a shortcut key that does nothing
 * now, and why), marked `local`: it refuses nothing the server was sent, so the board keeps
 * its state. The same hint again replaces the one shown instead of piling up beside it.
 */
export function hint(model, code, args = {}, table = null) {
  const same = (n) => n.local && n.code === code && n.table === table && JSON.stringify(n.args) === JSON.stringify(args);
  const next = addNotice({ ...model, notices: model.notices.filter((n) => !same(n)) }, { code, args, table });
  return { ...next, notices: next.notices.map((n) => (n.seq === next.noticeSeq ? { ...n, local: true } : n)) };
}

/** The model without one notice (the reader closed it, or it expired). */
export function dismissNotice(model, seq) {
  return { ...model, notices: model.notices.filter((n) => n.seq !== seq) };
}

/** The model after we asked for a new table: its first state will take us there. */
export function expectTable(model) {
  return { ...model, expectTable: true };
}

/** The model once a key (the token of another device) was sent to come back with. */
export function keyTried(model) {
  return { ...model, keyTried: true, keyError: false };
}

/**
 * The model that takes the key another tab of this browser keeps: that tab made a new key,
 * which signed this one out (`key_changed`); both are the same player.
 */
export function adoptKey(model, token) {
  return { ...model, token, needNick: false, nickError: null, signedOut: false, forgotten: false };
}

/** The model once the account menu has said that a new key was made (it closed). */
export function keyNoted(model) {
  return { ...model, keyRenewed: false };
}

/** The model once app.js has followed `navigate` or looked at `closed`. */
export function consumed(model) {
  return { ...model, navigate: null, closed: null };
}

/** The games of ours that wait for our move (for the page's title: a tab in the background says so). */
export function turnsWaiting(model) {
  return model.mine.filter((id) => {
    const view = model.tables[id] && model.tables[id].view;
    return !!view && view.phase === 'playing' && view.you !== null && view.you !== undefined && view.to_move === view.you;
  }).length;
}

/** The seat entry of the viewer at a table, or null for a spectator. */
export function mySeat(view) {
  if (view.you === null || view.you === undefined) return null;
  return view.seats.find((s) => s.seat === view.you) || null;
}

/**
 * How long a seat's person has been away now, in seconds: the server's count
 * when the state came, plus the time since.
 */
export function awaySeconds(seat, receivedAt, now) {
  if (seat.away_secs === null || seat.away_secs === undefined) return null;
  return seat.away_secs + Math.max(0, Math.floor((now - receivedAt) / 1000));
}
