import test from 'node:test';
import assert from 'node:assert/strict';
import { Connection, socketUrl, backoff, BACKOFF } from '../js/net.js';

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
  return {
    pending,
    setTimeout: (fn, ms) => pending.push({ fn, ms }) && pending.length,
    clearTimeout: () => {},
    setInterval: () => 0,
    clearInterval: () => {},
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
