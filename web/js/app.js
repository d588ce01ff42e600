// The page starts here: it opens the connection, keeps the model (store.js)
// up to date, and shows the page the address asks for:
//
//   #/                   the lobby
//   #/table/t3           the room of table t3
//   #/replay/t3.1        a recorded game, move by move
//   #/player/ann         a player's results and games
//   #/leaderboard/nines  a game's best ratings
//
// (and the nickname form before the server knows who we are; the records
// pages need no nickname: anyone may look at them).

import { Connection, socketUrl } from './net.js';
import * as store from './store.js';
import { t, LANGUAGES, LANG_KEY, language, pickLanguage, setLanguage } from './i18n.js';
import { h, replace, copyField } from './dom.js';
import { parseMarkdown } from './markdown.js';
import { createLobby } from './lobby.js';
import { createRoom } from './room.js';
import { createNickForm } from './nick.js';
import { parseRoute, playerRoute, currentNav } from './route.js';
import { createReplay } from './records/replay.js';
import { createPlayerPage } from './records/player.js';
import { createLeaderboard } from './records/leaderboard.js';

/** The pages made from the records, by route: they work without a nickname. */
const RECORDS_PAGES = {
  replay: createReplay,
  player: createPlayerPage,
  leaderboard: createLeaderboard,
};

const TOKEN_KEY = 'parlour.token';
const NICK_KEY = 'parlour.nick';

/** How long a server error stays on screen (ms) unless it is closed sooner. */
const NOTICE_LIFETIME = 12000;
/** How long (ms) a request for a new table is waited for before another may be sent. */
const CREATE_PATIENCE = 3000;

const main = document.getElementById('main');
const connStatus = document.getElementById('connection');
const who = document.getElementById('who');
const nav = document.getElementById('nav');
const rulesDialog = document.getElementById('rules');
const langSwitch = document.getElementById('lang');

let model = store.initialModel({ token: localStorage.getItem(TOKEN_KEY) });
let retryAt = 0; // when the next connection is tried (ms), while it is down
let pendingNick = null;
let pendingKey = null; // a key typed on the nickname page, until the server answers it
let signingOut = false; // the account menu asks to confirm a sign-out
let renewing = false; // the account menu asks to confirm a new key
let page = null; // the view on screen: {update, destroy}
let pageKey = '';
let route = parseRoute(location.hash);
let shownRules = null; // {game, variant} of the rules last asked for
let createAskedAt = 0; // when we last asked for a new table (ms)

const connection = new Connection({
  url: socketUrl(location),
  onMessage: received,
  onStatus: (status, info) => {
    retryAt = Date.now() + (info.retryIn || 0);
    model = store.connection(model, status);
    if (status === 'open') {
      // With the token we are the same player again. The nickname goes along: should the
      // server no longer know the token (it restarted), it welcomes us under that name.
      const nick = localStorage.getItem(NICK_KEY);
      // The page's language goes along, so the server's words come in it.
      const lang = language();
      if (model.token) connection.send({ type: 'hello', token: model.token, ...(nick ? { nick } : {}), lang });
      else if (pendingKey) connection.send({ type: 'hello', token: pendingKey, lang });
      else if (pendingNick) connection.send({ type: 'hello', nick: pendingNick, lang });
    }
    render();
  },
});

// A tab signed out by a new key that another tab of this browser made takes that key when
// the other tab writes it down.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY || !event.newValue || !model.signedOut) return;
  model = store.adoptKey(model, event.newValue);
  if (connection.send({ type: 'hello', token: model.token, lang: language() }) === null) render();
});

// ---- What the views may ask for ------------------------------------------------

const app = {
  /** Sends a message; when the connection is down, says so instead of failing silently. */
  send(msg) {
    const id = connection.send(msg);
    if (id === null) showNotice(store.notice(model, 'not_connected'));
    return id;
  },
  /** Asks for a new table; its first state opens its room. */
  createTable(msg) {
    // A double click makes one table: a second request while the first is unanswered
    // (for a few seconds, in case an answer never comes) is dropped.
    const now = Date.now();
    if (model.expectTable && now - createAskedAt < CREATE_PATIENCE) return;
    createAskedAt = now;
    model = store.expectTable(model);
    app.send(msg);
  },
  hello(nick) {
    pendingNick = nick;
    localStorage.setItem(NICK_KEY, nick);
    app.send({ type: 'hello', nick, lang: language() });
  },
  /** Comes back as the player a key (the token of another device, or of the text door) belongs to. */
  comeBack(key) {
    pendingKey = key;
    model = store.keyTried(model);
    app.send({ type: 'hello', token: key, lang: language() });
    render();
  },
  lastNick() {
    return localStorage.getItem(NICK_KEY);
  },
  /** A hint of the page's own near the board (a key that does nothing now, and why). */
  hint(code, args = {}, table = null) {
    showNotice(store.hint(model, code, args, table));
  },
  dismiss(seq) {
    model = store.dismissNotice(model, seq);
    render();
  },
  async showRules(game, variant) {
    shownRules = { game, variant };
    const title = rulesDialog.querySelector('h2');
    const text = rulesDialog.querySelector('.rules-text');
    title.textContent = t('lobby.rulesOf', { game: gameName(game) });
    replace(text, h('p', { class: 'muted' }, t('common.loading')));
    if (!rulesDialog.open) rulesDialog.showModal();
    try {
      const query = new URLSearchParams({ lang: language() });
      if (variant) query.set('variant', variant);
      const response = await fetch(`/api/rules/${encodeURIComponent(game)}?${query}`);
      if (!response.ok) throw new Error(String(response.status));
      replace(text, rulesBlocks(await response.text()));
    } catch {
      replace(text, h('p', { class: 'form-error' }, t('error.rules_failed')));
    }
  },
};

/** The rules' Markdown as elements: the dialog's title is the heading, so theirs go a level down. */
function rulesBlocks(markdown) {
  return parseMarkdown(markdown).map((b) => {
    if (b.type === 'heading') return h(`h${Math.min(b.level + 2, 6)}`, {}, b.text);
    if (b.type === 'list') return h(b.ordered ? 'ol' : 'ul', {}, b.items.map((item) => h('li', {}, item)));
    return h('p', {}, b.text);
  });
}

function gameName(id) {
  const g = model.games.find((x) => x.id === id);
  return g ? g.name : id;
}

function showNotice(next) {
  model = next;
  const seq = model.noticeSeq;
  setTimeout(() => app.dismiss(seq), NOTICE_LIFETIME);
  render();
}

// ---- Messages from the server ----------------------------------------------------

function received(msg) {
  const before = model;
  model = store.reduce(model, msg, Date.now());
  if (msg.type === 'key') localStorage.setItem(TOKEN_KEY, msg.token);
  if (msg.type === 'welcome') {
    localStorage.setItem(TOKEN_KEY, msg.token);
    localStorage.setItem(NICK_KEY, msg.you.nick);
    pendingNick = null;
    pendingKey = null;
    connection.settled();
    subscribe(route, null);
  }
  if (model.keyError) pendingKey = null;
  // Signed out by a new key made in another tab of this browser: that tab keeps the new key
  // here, and this one takes it (it reconnects with it once the server has closed this
  // connection). Had the other tab not written it yet, the storage event below brings it.
  const kept = localStorage.getItem(TOKEN_KEY);
  if (msg.type === 'error' && msg.code === 'key_changed' && kept && kept !== before.token) {
    model = store.adoptKey(model, kept);
  }
  // Forget only our own token: another tab may have written a newer one meanwhile.
  if (!model.token && kept === before.token) localStorage.removeItem(TOKEN_KEY);
  if (model.noticeSeq !== before.noticeSeq) {
    const seq = model.noticeSeq;
    setTimeout(() => app.dismiss(seq), NOTICE_LIFETIME);
  }
  if (model.navigate) location.hash = model.navigate;
  // A table that does not exist (an old link): back to the lobby, where the notice says so.
  if (msg.type === 'error' && msg.code === 'unknown_table' && route.page === 'table' && route.id === msg.table) {
    leaveGoneTable();
  }
  if (model.closed && route.page === 'table' && route.id === model.closed.table && model.closed.reason !== 'closed') {
    leaveGoneTable();
  }
  model = store.consumed(model);
  render();
}

/**
 * Back to the lobby from a table that is gone. The page changes as if it had been the
 * lobby already: asking to stop watching a table that is gone would only earn a second
 * "no such table" notice.
 */
function leaveGoneTable() {
  route = parseRoute('#/');
  location.hash = '#/';
}

// ---- Pages -------------------------------------------------------------------------

/** Tells the server what the new page needs, and that the old one is no longer shown. */
function subscribe(to, from) {
  if (!model.me) return;
  if (from && from.page === 'lobby' && to.page !== 'lobby') connection.send({ type: 'lobby', watch: false });
  if (from && from.page === 'table' && (to.page !== 'table' || to.id !== from.id) && !model.mine.includes(from.id)) {
    connection.send({ type: 'close', table: from.id });
  }
  if (to.page === 'lobby') connection.send({ type: 'lobby', watch: true });
  if (to.page === 'table') connection.send({ type: 'open', table: to.id });
}

window.addEventListener('hashchange', () => {
  // The rules belong to the page they were opened on: Back (a phone's way out of them)
  // or a link leaves them behind instead of over the next page.
  if (rulesDialog.open) rulesDialog.close();
  // So does the account's panel, which covered half a phone's next page.
  const account = document.querySelector('details.account[open]');
  if (account) account.open = false;
  const next = parseRoute(location.hash);
  subscribe(next, route);
  route = next;
  render();
});

function render() {
  paintHeader();
  // A tab in the background says when a game waits for our move: "(1) Your turn · Parlour".
  const waiting = store.turnsWaiting(model);
  const title = waiting > 0 ? t('app.titleTurn', { count: waiting }) : t('app.title');
  if (document.title !== title) document.title = title;
  let key;
  if (RECORDS_PAGES[route.page]) key = `${route.page}:${route.id}`;
  else if (model.me) key = route.page === 'table' ? `table:${route.id}` : 'lobby';
  else key = model.needNick ? 'nick' : 'connecting';
  if (key !== pageKey) {
    if (page) page.destroy();
    pageKey = key;
    if (RECORDS_PAGES[route.page]) page = RECORDS_PAGES[route.page](main, app, route.id);
    else if (key === 'nick') page = createNickForm(main, app);
    else if (key === 'lobby') page = createLobby(main, app);
    else if (key.startsWith('table:')) page = createRoom(main, app, route.id);
    else page = connectingPage(main);
    window.scrollTo(0, 0);
    page.update(model);
    // The element that had the focus went with the old page (the nickname form, the
    // room's "← Lobby"): a keyboard or screen reader user goes on from the new page's
    // heading, not from the top of the document. (A page that took the focus keeps it.)
    const lost = !document.activeElement || document.activeElement === document.body;
    const heading = main.querySelector('h2');
    if (lost && heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return;
  }
  page.update(model);
}

/**
 * "You are ann", a menu: the key to play as ann on another device or at the text door
 * (the token this page keeps), and signing out of this browser. `focus` names the button
 * (its `data-action`) that takes the focus once drawn: a question's "yes" when it is asked,
 * the button that asked when the answer is "no", as the room's confirmations do (the
 * panel is drawn anew, and the pressed button with it).
 */
function paintAccount(focus) {
  const me = model.me;
  const key = JSON.stringify([me && me.nick, model.token, signingOut, renewing, !!model.keyRenewed, language()]);
  if (who.dataset.key === key) return;
  who.dataset.key = key;
  if (!me) {
    who.replaceChildren();
    return;
  }
  const wasOpen = who.querySelector('details') && who.querySelector('details').open;
  const field = h('input', { id: 'account-key', readonly: true, value: model.token || '', 'aria-label': t('account.keyLabel'), onfocus: (e) => e.target.select() });
  const copied = h('span', { class: 'muted', role: 'status' });
  const copy = h('button', {
    type: 'button',
    'data-action': 'copy-key',
    onclick: () => copyField(field, copied, t('account.copied'), t('account.copyByHand')),
  }, t('account.copy'));
  const signOut = signingOut
    ? [
        h('p', { class: 'form-error' }, t('account.signOutSure', { nick: me.nick })),
        h('div', { class: 'inline' },
          h('button', { type: 'button', class: 'danger', 'data-action': 'sign-out-yes', onclick: signOutNow }, t('account.signOut')),
          h('button', { type: 'button', 'data-action': 'sign-out-no', onclick: () => { signingOut = false; paintAccount('sign-out'); } }, t('action.no'))),
      ]
    : [h('button', { type: 'button', 'data-action': 'sign-out', onclick: () => { signingOut = true; paintAccount('sign-out-yes'); } }, t('account.signOut'))];
  // A new key for one that others may have seen: the old one stops working everywhere.
  const renew = renewing
    ? [
        h('p', { class: 'form-error' }, t('account.newKeySure')),
        h('div', { class: 'inline' },
          h('button', { type: 'button', class: 'danger', 'data-action': 'new-key-yes', onclick: askNewKey }, t('account.newKey')),
          h('button', { type: 'button', 'data-action': 'new-key-no', onclick: () => { renewing = false; paintAccount('new-key'); } }, t('action.no'))),
      ]
    : [h('button', { type: 'button', 'data-action': 'new-key', onclick: () => { renewing = true; paintAccount('new-key-yes'); } }, t('account.newKey'))];
  const renewed = model.keyRenewed ? h('p', { class: 'muted', role: 'status' }, t('account.newKeyMade')) : null;
  const details = h(
    'details',
    { class: 'account', open: wasOpen || signingOut || renewing || model.keyRenewed ? true : null },
    h('summary', { 'data-action': 'account' }, t('app.signedIn', { nick: me.nick })),
    h(
      'div',
      { class: 'account-panel' },
      h('p', {}, t('account.keyIntro', { nick: me.nick })),
      h('div', { class: 'inline' }, field, copy),
      copied,
      renewed,
      h('p', { class: 'muted' }, t('account.keySecret')),
      ...renew,
      ...signOut,
    ),
  );
  // Without a named button, the focus stays on the one that had it (the panel is drawn
  // anew when the key arrives, say), or on what took its place.
  const had = who.contains(document.activeElement) ? document.activeElement.dataset.action : null;
  replace(who, details);
  const next = (focus || had) && who.querySelector(`[data-action="${focus || had}"]`);
  if (next) next.focus();
}

// The account menu closes on a click elsewhere and on Escape, as menus do.
function closeAccount() {
  const menu = who.querySelector('details');
  if (!menu || !menu.open) return false;
  menu.open = false;
  if (signingOut || renewing || model.keyRenewed) {
    signingOut = false;
    renewing = false;
    model = store.keyNoted(model);
    paintAccount();
  }
  return true;
}

/** Asks the server for a new key (its answer, `key`, replaces the one kept here). */
function askNewKey() {
  renewing = false;
  app.send({ type: 'new_key' });
  paintAccount('new-key');
}
document.addEventListener('click', (event) => {
  // The path as the click found it: a button of the menu may have been drawn anew since.
  if (!event.composedPath().includes(who)) closeAccount();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && who.contains(document.activeElement) && closeAccount()) {
    who.querySelector('summary').focus();
  }
});

/** Forgets this browser's player: the page starts again at the nickname form. */
function signOutNow() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(NICK_KEY);
  location.hash = '#/';
  location.reload();
}

function connectingPage(root) {
  replace(root, h('p', { class: 'muted center' }, t('nick.connecting')));
  return { update() {}, destroy() {} };
}

function paintHeader() {
  paintAccount();
  const links = [['#/', t('nav.lobby'), 'lobby'], ['#/leaderboard', t('nav.leaderboards'), 'leaderboard']];
  if (model.me) links.push([playerRoute(model.me.nick), t('nav.mine'), 'player']);
  const here = currentNav(route, model.me);
  // The links are drawn anew only when they change (the language, signing in): a page
  // change marks the current one, and the link just followed keeps the keyboard's focus.
  const navKey = JSON.stringify(links);
  if (nav.dataset.key !== navKey) {
    nav.dataset.key = navKey;
    replace(nav, links.map(([href, text]) => h('a', { href }, text)));
  }
  links.forEach(([, , pageName], i) => {
    const a = nav.children[i];
    if (here === pageName) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  });
  let text;
  if (model.bye) text = t('conn.bye');
  else if (model.connection === 'open') text = t('conn.open');
  else if (model.connection === 'closed') text = t('conn.closed', { secs: Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)) });
  else text = t('conn.connecting');
  // Set only when it changes: this is a live region, and every state repainted it.
  if (connStatus.textContent !== text) connStatus.textContent = text;
  connStatus.title = text; // a phone shows "connected" as a dot alone
  connStatus.dataset.state = model.bye ? 'bye' : model.connection;
}

// ---- Language ------------------------------------------------------------------------

/** Puts the page in `code`: the fixed words of the frame, then every view built again. */
function useLanguage(code) {
  setLanguage(code);
  document.documentElement.lang = language();
  document.title = t('app.title');
  document.getElementById('brand').textContent = t('app.title');
  document.getElementById('tagline').textContent = t('app.tagline');
  nav.setAttribute('aria-label', t('nav.label'));
  nav.dataset.key = '';
  langSwitch.setAttribute('aria-label', t('lang.label'));
  langSwitch.value = language();
  rulesDialog.querySelector('[data-action="close-rules"]').textContent = t('common.close');
  // The rules are the game's own text, written for the text console and the text door
  // ("type d6"): one line says how that differs from playing here.
  document.getElementById('rules-note').textContent = t('rules.notation');
}

replace(
  langSwitch,
  LANGUAGES.map(({ code, name }) => h('option', { value: code, lang: code }, name)),
);
langSwitch.addEventListener('change', () => {
  localStorage.setItem(LANG_KEY, langSwitch.value);
  switchLanguage(langSwitch.value);
});
// The language chosen in another tab of this browser is this one's too (it stayed in the
// old one until reloaded).
window.addEventListener('storage', (event) => {
  if (event.key === LANG_KEY && event.newValue && event.newValue !== language()) switchLanguage(pickLanguage(event.newValue));
});

/** Puts the whole page, and the server's words for it, in `code`. */
function switchLanguage(code) {
  useLanguage(code);
  // The server says its part (game names, errors, game texts) in the new language too:
  // it answers with the games, the lobby and our tables' states again.
  if (model.connection === 'open') connection.send({ type: 'language', lang: language() });
  if (rulesDialog.open && shownRules) app.showRules(shownRules.game, shownRules.variant);
  // Views hold their words: build the one on screen again (the model keeps the state).
  if (page) page.destroy();
  page = null;
  pageKey = '';
  render();
}

// ---- Start ---------------------------------------------------------------------------

useLanguage(pickLanguage(localStorage.getItem(LANG_KEY), navigator.languages || [navigator.language]));
connection.start();
render();

// A page left for another in the same tab may be kept, frozen, to come back to with Back
// (the back/forward cache), its connection still open: the server would never hear that
// the player went, and their opponents would wait for them with no clock and no computer
// to offer. The connection closes as the page is left, and opens again when it comes back.
window.addEventListener('pagehide', () => connection.drop());
window.addEventListener('pageshow', (event) => {
  if (event.persisted) connection.resume();
});
// While the connection is down, the seconds to the next try count down.
setInterval(() => {
  if (model.connection === 'closed') paintHeader();
}, 1000);
