// The WebSocket to the server: one connection at /ws on the page's own host.
//
// It numbers the requests (`id`), so an error can be matched to what caused
// it; and when the connection drops it tries again, waiting a little longer
// each time (backoff), so a restarting server is not flooded. Saying hello
// again after a reconnection is app.js's job (it knows the token).

/** Waits between attempts to reconnect, in ms; the last one repeats. */
export const BACKOFF = [500, 1000, 2000, 4000, 8000, 15000];

/** How often we ping an open connection (ms), so a dead one is noticed. */
export const PING_EVERY = 25000;

/**
 * Pings that may go unanswered (nothing at all heard since) before the connection counts
 * as dead: a stalled network closes nothing by itself, and the page would go on saying
 * "Connected". With a ping every 25 s, a silence of 50 s to 75 s.
 */
export const PINGS_UNANSWERED = 2;

/** The WebSocket URL for a page at `location`: ws://host/ws (wss:// on https). */
export function socketUrl(location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** The wait before attempt number `attempt` (0 = the first retry). */
export function backoff(attempt) {
  return BACKOFF[Math.min(attempt, BACKOFF.length - 1)];
}

export class Connection {
  /**
   * `onMessage(msg)` gets every message from the server (parsed JSON);
   * `onStatus(status, info)` hears "connecting", "open" and "closed" (with the
   * wait before the next attempt in info.retryIn, ms). `WebSocketImpl` and
   * `timers` are replaceable so tests can run without a network.
   */
  constructor({ url, onMessage, onStatus, WebSocketImpl = globalThis.WebSocket, timers = globalThis }) {
    this.url = url;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.WebSocketImpl = WebSocketImpl;
    this.timers = timers;
    this.socket = null;
    this.attempt = 0;
    this.nextId = 1;
    this.retryTimer = null;
    this.pingTimer = null;
    this.unanswered = 0; // pings sent since the server was last heard
    this.stopped = false;
  }

  /** Opens the connection (and keeps reopening it until stop()). */
  start() {
    this.stopped = false;
    this.open();
  }

  /** Closes the connection for good. */
  stop() {
    this.stopped = true;
    this.timers.clearTimeout(this.retryTimer);
    this.timers.clearInterval(this.pingTimer);
    if (this.socket) this.socket.close();
  }

  /**
   * The page is being left (it may be kept, frozen, to come back to): the socket closes,
   * so the server hears the player went, and the usual retry opens a new one when the
   * page runs again. Unlike stop(), nothing is given up: a page that is not frozen after
   * all (a phone putting it in the background) is never left looking connected while not.
   */
  drop() {
    if (this.socket) this.socket.close();
  }

  /** The page runs again: a connection that is down is tried now, not after its wait. */
  resume() {
    if (this.stopped || this.socket) return;
    this.timers.clearTimeout(this.retryTimer);
    this.open();
  }

  /** True while messages can be sent. */
  isOpen() {
    return this.socket !== null && this.socket.readyState === 1;
  }

  /**
   * Sends a message with a fresh request id and returns the id, or null when
   * the connection is down (the caller tells the player; nothing is queued,
   * because a move queued now would be stale by the time it is sent).
   */
  send(msg) {
    if (!this.isOpen()) return null;
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ ...msg, id }));
    return id;
  }

  /** The server welcomed us: the connection works, so the next drop starts the backoff afresh. */
  settled() {
    this.attempt = 0;
  }

  open() {
    this.onStatus('connecting', {});
    let socket;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.onStatus('open', {});
      this.timers.clearInterval(this.pingTimer);
      this.unanswered = 0;
      this.pingTimer = this.timers.setInterval(() => this.beat(socket), PING_EVERY);
    };
    socket.onmessage = (event) => {
      // Anything at all from the server shows the connection is alive.
      if (this.socket === socket) this.unanswered = 0;
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return; // The server only sends JSON; anything else is not for us.
      }
      this.onMessage(msg);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.timers.clearInterval(this.pingTimer);
      if (!this.stopped) this.retry();
    };
    // An error is always followed by a close, which does the work.
    socket.onerror = () => {};
  }

  /**
   * Every PING_EVERY: a ping, unless the last PINGS_UNANSWERED pings got no answer (no
   * message at all since): then the connection is given up and a new one tried. Its
   * close is not waited for: on a dead network the closing handshake never ends.
   */
  beat(socket) {
    if (this.socket !== socket) return;
    if (this.unanswered < PINGS_UNANSWERED) {
      this.unanswered += 1;
      this.send({ type: 'ping' });
      return;
    }
    this.socket = null;
    this.timers.clearInterval(this.pingTimer);
    try {
      socket.close();
    } catch {
      // Closing a dead socket may fail; it is forgotten either way.
    }
    if (!this.stopped) this.retry();
  }

  retry() {
    const wait = backoff(this.attempt);
    this.attempt += 1;
    this.onStatus('closed', { retryIn: wait });
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.timers.setTimeout(() => this.open(), wait);
  }
}
