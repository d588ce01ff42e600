import test from 'node:test';
import assert from 'node:assert/strict';
import { Connection, socketUrl, backoff, BACKOFF, PING_EVERY, PINGS_UNANSWERED } from '../js/net.js';

/** A WebSocket stand-in that records what is sent. */
class FakeSocket {
  static all = [];
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    FakeSocket.all.push(this);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose && this.onclose();
  }
  // Test helpers: what the network would do.
  opened() {
    this.readyState = 1;
    this.onopen();
  }
  receive(data) {
    this.onmessage({ data });
  }
  dropped() {
    this.readyState = 3;
    this.onclose();
  }
}

/** Timers that run only when the test says so. */
function fakeTimers() {
  const pending = [];
  const intervals = new Map();
  let nextInterval = 1;
  return {
    pending,
    intervals,
    setTimeout: (fn, ms) => pending.push({ fn, ms }) && pending.length,
    clearTimeout: () => {},
    setInterval: (fn, ms) => {
      intervals.set(nextInterval, { fn, ms });
      return nextInterval++;
    },
    clearInterval: (id) => intervals.delete(id),
    /** Runs every interval timer once (PING_EVERY has passed). */
    tick() {
      for (const { fn } of [...intervals.values()]) fn();
    },
    runNext() {
      const { fn, ms } = pending.shift();
      fn();
      return ms;
    },
  };
}

function setup() {
  FakeSocket.all = [];
  const timers = fakeTimers();
  const events = [];
  const messages = [];
  const conn = new Connection({
    url: 'ws://here/ws',
    onMessage: (m) => messages.push(m),
    onStatus: (s, info) => events.push([s, info.retryIn]),
    WebSocketImpl: FakeSocket,
    timers,
  });
  return { conn, timers, events, messages };
}

test('the socket is at /ws on the page host', () => {
  assert.equal(socketUrl({ protocol: 'http:', host: '127.0.0.1:8080' }), 'ws://127.0.0.1:8080/ws');
  assert.equal(socketUrl({ protocol: 'https:', host: 'example.org' }), 'wss://example.org/ws');
});

test('messages get request ids; nothing is sent while closed', () => {
  const { conn, messages } = setup();
  conn.start();
  const socket = FakeSocket.all[0];
  assert.equal(conn.send({ type: 'ping' }), null, 'not open yet');
  socket.opened();
  assert.equal(conn.send({ type: 'hello', nick: 'ann' }), 1);
  assert.equal(conn.send({ type: 'ping' }), 2);
  assert.deepEqual(socket.sent, [{ type: 'hello', nick: 'ann', id: 1 }, { type: 'ping', id: 2 }]);
  socket.receive('{"type":"pong","id":2}');
  socket.receive('not json');
  assert.deepEqual(messages, [{ type: 'pong', id: 2 }]);
});

test('a lost connection is retried with a growing wait, reset once the server welcomes us', () => {
  const { conn, timers, events } = setup();
  conn.start();
  FakeSocket.all[0].dropped();
  assert.equal(timers.runNext(), BACKOFF[0]);
  FakeSocket.all[1].dropped();
  assert.equal(timers.runNext(), BACKOFF[1]);
  FakeSocket.all[2].opened();
  conn.settled();
  FakeSocket.all[2].dropped();
  assert.equal(timers.runNext(), BACKOFF[0]);
  assert.equal(FakeSocket.all.length, 4);
  assert.deepEqual(events.slice(0, 3), [['connecting', undefined], ['closed', BACKOFF[0]], ['connecting', undefined]]);
  assert.equal(backoff(99), BACKOFF.at(-1));
});

test('stop() closes for good', () => {
  const { conn, timers } = setup();
  conn.start();
  FakeSocket.all[0].opened();
  conn.stop();
  assert.equal(timers.pending.length, 0);
  assert.equal(FakeSocket.all.length, 1);
});

test('a stalled connection is noticed: unanswered pings close it and a new one is tried', () => {
  const { conn, timers, events } = setup();
  conn.start();
  const socket = FakeSocket.all[0];
  socket.opened();
  assert.equal([...timers.intervals.values()][0].ms, PING_EVERY);
  // A server that answers keeps the connection, however long.
  for (let i = 0; i < 5; i++) {
    timers.tick();
    socket.receive('{"type":"pong"}');
  }
  assert.ok(conn.isOpen());
  // Any message counts as an answer, not only a pong.
  for (let i = 0; i < 5; i++) {
    timers.tick();
    socket.receive('{"type":"lobby","open":[],"playing":[],"online":[]}');
  }
  assert.ok(conn.isOpen());
  // Then silence: the pings go unanswered, and the next beat gives up.
  for (let i = 0; i < PINGS_UNANSWERED; i++) timers.tick();
  assert.ok(conn.isOpen(), 'still waiting for an answer');
  assert.equal(socket.sent.at(-1).type, 'ping');
  const sent = socket.sent.length;
  timers.tick();
  assert.equal(socket.sent.length, sent, 'no more pings into the void');
  assert.equal(socket.readyState, 3, 'the stalled socket is closed');
  assert.ok(!conn.isOpen());
  assert.deepEqual(events.at(-1), ['closed', BACKOFF[0]], 'the header stops saying "Connected"');
  assert.equal(timers.intervals.size, 0, 'its pings stop');
  // The normal reconnection follows; a late close of the old socket changes nothing.
  assert.equal(timers.runNext(), BACKOFF[0]);
  assert.equal(FakeSocket.all.length, 2);
  socket.onclose();
  assert.equal(timers.pending.length, 0);
  FakeSocket.all[1].opened();
  assert.ok(conn.isOpen());
});

test('a stalled socket that will not even close is left behind', () => {
  const { conn, timers } = setup();
  conn.start();
  const socket = FakeSocket.all[0];
  socket.opened();
  // On a dead network the closing handshake never ends: no close event comes.
  socket.close = () => {
    socket.readyState = 2;
  };
  for (let i = 0; i <= PINGS_UNANSWERED; i++) timers.tick();
  assert.ok(!conn.isOpen());
  assert.equal(timers.runNext(), BACKOFF[0]);
  assert.equal(FakeSocket.all.length, 2);
});

test('a page left closes its socket and, back again, connects at once', () => {
  const { conn, timers, events } = setup();
  conn.start();
  FakeSocket.all[0].opened();
  conn.drop();
  assert.equal(FakeSocket.all[0].readyState, 3, 'closed: the server hears the player went');
  assert.deepEqual(events.at(-1), ['closed', BACKOFF[0]], 'the usual retry is due');
  conn.resume();
  assert.equal(FakeSocket.all.length, 2, 'tried again at once');
  FakeSocket.all[1].opened();
  conn.resume();
  assert.equal(FakeSocket.all.length, 2, 'an open connection is kept');
  conn.stop();
  conn.resume();
  assert.equal(FakeSocket.all.length, 2, 'nor is one stopped for good opened again');
  assert.ok(timers.pending.length >= 1);
});
