// The room: one table on screen. The board in the middle, whose turn it is
// above it in large letters, the actions the server allows below it, and the
// players, the score of the series and the move list beside it.
//
// The room is built once when its page opens and updated with each new
// model; it shows the `actions` of the state and nothing more, so it never
// offers what the server would refuse.

import { h, replace, append, copyField } from './dom.js';
import { t } from './i18n.js';
import { boardFor } from './boards/index.js';
import { turnBanner, outcomeDetails, calledOffLine, seatName, levelName, clock, playerName, personName, leavingResigns, drawOfferFor, keyLegend, seriesRows, seriesName, nextGameWait, keyRefusal } from './describe.js';
import { awaySeconds } from './store.js';
import { noticeList } from './notices.js';
import { replayRoute } from './route.js';
import { focusMoment, mayMoveFocus, boardTakesKey } from './focus.js';

/**
 * Builds the room for table `tableId` inside `root`. `app` gives send(msg),
 * dismiss(seq), hint(code, args, table) and showRules(game, variant).
 */
export function createRoom(root, app, tableId) {
  let model = null;
  let entry = null; // {view, at} of this table
  let board = null;
  let boardGame = null;
  let confirming = null; // 'resign' | 'undo' | 'leave' while a confirmation shows
  let actionsKey = '';
  let seriesKey = '';
  let noticeSeen = 0; // the newest notice already handed to the board
  let shownView = null; // the state drawn last, to tell a game that starts or ends (focus.js)
  let focusDone = ''; // the last focus moment handled ("board:2", "result:2")
  let focusResult = false; // a game just ended: the result box takes the focus once it shows
  let outcomeKey = ''; // what the result box shows, to draw it again only when it changes

  const title = h('h2', { class: 'room-title' }, t('room.loading'));
  const gameNumber = h('span', { class: 'game-number' });
  const rulesButton = h('button', { type: 'button', class: 'quiet', 'data-action': 'rules', onclick: () => entry && app.showRules(entry.view.game, entry.view.variant) }, t('room.rules'));
  const banner = h('div', { class: 'banner', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const outcome = h('div', { class: 'outcome', hidden: true });
  // Once "Next game" is pressed its button goes: this line says whom the next game waits for.
  const nextWait = h('p', { class: 'next-wait muted', role: 'status', hidden: true });
  // A draw offer to answer: its buttons right under the banner that tells of it, where a
  // phone shows them without scrolling (the other actions are under the board).
  const drawOffer = h('div', { class: 'draw-offer', hidden: true });
  let drawKey = '';
  // An open place: its link for the players seated, to send to a friend; "Sit down here"
  // for a visitor (who may have come by that link), under the banner where it is seen.
  const invite = h('div', { class: 'invite', hidden: true });
  let inviteKey = '';
  const boardSlot = h('div', { class: 'board-slot' });
  const notices = h('div', { class: 'notices', 'aria-live': 'polite' });
  const actions = h('div', { class: 'actions', role: 'group', 'aria-label': t('room.actions') });
  const keysText = h('span', { class: 'keys-text' });
  const keys = h('p', { class: 'keys', id: `keys-${tableId}`, hidden: true }, h('strong', {}, t('room.keys')), ' ', keysText);
  let keysKey = '';
  const seats = h('ul', { class: 'seats' });
  const series = h('div', { class: 'series' });
  const moves = h('ol', { class: 'moves' });
  // The others' moves, said to a screen reader as they come (the move list is not live: a
  // whole game's list would be read out when a table opens). Boards that tell each move
  // themselves (ANNOUNCES_MOVES: Isolo's laps, Tablenette's captures) are left to do it.
  const moveNews = h('div', { class: 'visually-hidden', role: 'log', 'aria-live': 'polite', 'data-say': 'moves' });

  const playArea = h('div', { class: 'play' }, banner, moveNews, drawOffer, invite, outcome, nextWait, boardSlot, notices, actions, keys);
  const section = h(
    'section',
    { class: 'room', 'data-table': tableId },
    h('header', { class: 'room-head' }, h('a', { href: '#/', class: 'back' }, t('room.back')), title, gameNumber, rulesButton),
    h(
      'div',
      { class: 'room-body' },
      playArea,
      h(
        'aside',
        { class: 'panel' },
        h('section', {}, h('h3', {}, t('room.seats')), seats),
        h('section', {}, h('h3', {}, t('room.series')), series),
        h('section', {}, h('h3', {}, t('room.moves')), moves),
      ),
    ),
  );
  replace(root, section);

  // ---- Sending ---------------------------------------------------------------

  function send(type, fields = {}) {
    app.send({ type, table: tableId, ...fields });
  }

  function play(notation) {
    send('move', { version: entry.view.version, move: notation });
  }

  // Keyboard shortcuts for the actions (not while typing in a form field).
  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !entry) return;
    if (event.target.closest && event.target.closest('input, select, textarea, dialog')) return;
    if (boardTakesKey(event, document.activeElement, entry.view, { dialogOpen: !!document.querySelector('dialog[open]') })) {
      toBoard(event);
      return;
    }
    const a = entry.view.actions;
    const key = event.key.toLowerCase();
    if (key === 'escape' && confirming) cancelConfirm();
    else if (key === 'd' && a.answer_draw) send('answer_draw', { accept: true, version: entry.view.version });
    else if (key === 'x' && a.answer_draw) send('answer_draw', { accept: false, version: entry.view.version });
    else if (key === 'd' && a.offer_draw) send('offer_draw', { version: entry.view.version });
    else if (key === 'r' && a.resign) ask('resign');
    else if (key === 'n' && a.ready) send('ready');
    else {
      // Never silence: a key that does nothing now says why (no button shows it).
      const why = keyRefusal(key, entry.view, { draws: !!entry.view.draw_offers });
      if (why) app.hint(why.code, why.args, tableId);
      return;
    }
    event.preventDefault();
  }

  /**
   * An arrow pressed with the focus on nothing (the page's background clicked) on the
   * player's turn: the board's element in the Tab order takes the focus, and the key, as
   * if it had had it; the page does not scroll. The same for every board.
   */
  function toBoard(event) {
    const target = boardSlot.querySelector('[tabindex="0"]');
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, bubbles: true, cancelable: true }));
  }

  document.addEventListener('keydown', onKey);

  /** "No" to a confirmation: the question goes, and the focus returns to the button that asked. */
  function cancelConfirm() {
    const what = confirming;
    confirming = null;
    actionsKey = '';
    paintActions();
    const asker = actions.querySelector(`[data-action="${what}"]`);
    if (asker) asker.focus();
  }

  function ask(what) {
    confirming = what;
    actionsKey = '';
    paintActions();
    // The focus on the safe answer: R then Enter must not resign at once.
    const no = actions.querySelector('[data-action="confirm-no"]');
    if (no) no.focus();
  }

  // ---- Drawing ---------------------------------------------------------------

  function update(next) {
    model = next;
    entry = model.tables[tableId] || null;
    paintNotices();
    if (!entry) {
      title.textContent = t('room.loading');
      return;
    }
    const view = entry.view;
    if (boardGame !== view.game) {
      if (board) board.destroy();
      board = boardFor(view.game).createBoard(boardSlot, { play, settled });
      // The board is described by its keys: a screen reader entering it hears how to play.
      if (boardSlot.firstElementChild) boardSlot.firstElementChild.setAttribute('aria-describedby', keys.id);
      boardGame = view.game;
    }
    paintKeys(view);
    section.dataset.offline = offline() ? 'true' : 'false';
    title.textContent = t('room.title', { name: view.name, variant: view.variant_name || view.variant });
    gameNumber.textContent = view.game_number > 0 ? t('room.gameNumber', { n: view.game_number }) : '';
    // While offline the board offers no move: a click would only be told the connection
    // is down. The next state (which comes once it is back) gives the moves again.
    board.update(offline() ? { ...view, legal: [] } : view);
    let moment = focusMoment(shownView, view);
    shownView = view;
    if (moment && moment.key === focusDone) moment = null;
    if (moment) focusDone = moment.key;
    // A game that ends gives its result box the focus once it shows (paintOutcome): after
    // the board has shown the last move.
    focusResult = moment ? moment.target === 'result' : focusResult && view.phase === 'over';
    // An error about this table (a stale or refused move) gives the board its choices back;
    // a hint of the page's own (a key that does nothing) refused nothing.
    const fresh = model.notices.filter((n) => n.seq > noticeSeen && !n.local && (n.table === tableId || n.table === null));
    if (fresh.length > 0) board.unlock();
    noticeSeen = model.noticeSeq;
    tick();
    paintOutcome(view);
    paintNextWait(view);
    paintInvite(view);
    paintDrawOffer(view);
    paintActions();
    // The series counts the game just ended: it too waits for the board's last move.
    if (!showingEnd()) paintSeries(view);
    paintMoves(view);
    // A game starts (a new table's room replaced the lobby and its button): the keyboard
    // goes on from the board. A new table that waits for a player: from its link to send.
    if (moment && moment.target === 'board') focusInRoom(boardSlot.querySelector('[tabindex="0"]'), true);
    if (moment && moment.target === 'waiting') focusInRoom(invite.querySelector('button') || actions.querySelector('button'), true);
  }

  /**
   * The key legend: the board's keys and the action keys for a player, only what works
   * for a spectator (who may sit down, so it is looked at with every state).
   */
  function paintKeys(view) {
    const watching = view.you === null || view.you === undefined;
    // D and X only where the table's rules have draws by agreement (Nines' standard has none).
    const lines = keyLegend(boardFor(view.game).KEY_HELP, { watching, draws: !!view.draw_offers });
    const key = JSON.stringify(lines);
    if (key === keysKey) return;
    keysKey = key;
    keysText.textContent = lines.map((k) => t(k)).join(' ');
    keys.hidden = lines.length === 0;
  }

  /**
   * True while the board is still showing the moves that ended the game (Isolo sows them
   * seed by seed): the end is announced once the board shows the final position.
   */
  function showingEnd() {
    return !!entry && entry.view.phase === 'over' && showingMove();
  }

  /** True while the board is still showing the last moves (it takes no move meanwhile). */
  function showingMove() {
    return !!board && typeof board.busy === 'function' && board.busy();
  }

  /** The board has shown the last moves: what was held back for them is said now. */
  function settled() {
    if (!entry) return;
    tick();
    paintOutcome(entry.view);
    paintNextWait(entry.view);
    paintSeries(entry.view);
  }

  /**
   * Gives `el` the focus, unless the player is busy elsewhere: typing in a field, or in the
   * account menu or the rules dialog (see mayMoveFocus); says whether it did. `still`:
   * without scrolling the page (the board is below the banner, which says whose turn it is).
   */
  function focusInRoom(el, still = false) {
    if (!el || !mayMoveFocus(document.activeElement, section)) return false;
    el.focus({ preventScroll: still });
    return true;
  }

  /**
   * True while no move can reach the server: the connection is down, or it is back but
   * this table's state has not come again yet (`stale`: the server may have restarted).
   */
  function offline() {
    return !!model && (model.connection !== 'open' || !!(entry && entry.stale));
  }

  /** The parts that change with the clock: the banner and the away times. */
  function tick() {
    if (!entry) return;
    const now = Date.now();
    const { yourTurn, theirTurn } = boardFor(entry.view.game);
    const b = turnBanner(entry.view, entry.at, now, { showing: showingMove(), offline: offline(), yourTurn, theirTurn });
    // Set only when it changes: a live region written every second, even with the same
    // words, is read out again by some screen readers.
    if (banner.textContent !== b.text) banner.textContent = b.text;
    if (banner.dataset.kind !== b.kind) banner.dataset.kind = b.kind;
    paintSeats(entry.view, now);
  }
  const timer = setInterval(tick, 1000);

  function paintSeats(view, now) {
    replace(
      seats,
      view.seats.map((seat) => {
        const p = seat.player;
        const away = awaySeconds(seat, entry.at, now);
        return h(
          'li',
          {
            class: 'seat',
            'data-seat': seat.seat,
            'data-seat-name': seat.seat_name,
            'data-you': view.you === seat.seat ? 'true' : null,
            'data-to-move': view.phase === 'playing' && view.to_move === seat.seat ? 'true' : null,
          },
          h('span', { class: `swatch ${seat.seat_name}`, 'aria-hidden': 'true' }),
          h('span', { class: 'seat-name' }, seatName(seat.seat_name)),
          p ? h('strong', { class: 'player' }, personName(p)) : h('em', { class: 'muted' }, t('room.open')),
          view.you === seat.seat ? h('span', { class: 'tag' }, t('room.you')) : null,
          p && view.phase !== 'playing' && seat.ready && !p.computer ? h('span', { class: 'tag ok' }, t('room.ready')) : null,
          away !== null ? h('span', { class: 'tag away', 'data-away': away }, t('room.away', { time: clock(away) })) : null,
        );
      }),
    );
  }

  function paintOutcome(view) {
    // Drawn again only when it changes: the link in it may have the focus (a game that
    // ends gives it), and every new model (a lobby update, a notice) paints the room.
    const lines = view.phase === 'over' && view.outcome && !showingEnd() ? outcomeDetails(view) : null;
    const key = JSON.stringify([showingEnd(), view.phase, view.game_number, lines, !!view.unrated, !!view.abandoned, view.called_off || null]);
    if (key !== outcomeKey) {
      outcomeKey = key;
      // The finished game is in the records: it can be replayed move by move.
      const replayLink = h('p', {}, h('a', { href: replayRoute(`${tableId}.${view.game_number}`), 'data-action': 'replay' }, t('replay.link')));
      if (lines) {
        outcome.hidden = false;
        // A game with a move taken back is counted, not rated: said beside its result.
        const unrated = view.unrated ? h('p', { class: 'muted', 'data-unrated': 'true' }, t('outcome.unrated')) : null;
        replace(outcome, lines.map((line) => h('p', {}, line)), unrated, replayLink);
      } else if (view.phase === 'over' && view.abandoned && !showingEnd()) {
        // A player resigned, left or went away before everyone had moved: no result; who
        // it was, when the server says; the moves there were can be replayed.
        outcome.hidden = false;
        replace(outcome, h('p', { 'data-abandoned': 'true' }, calledOffLine(view.called_off)), (view.moves || []).length > 0 ? replayLink : null);
      } else {
        outcome.hidden = true;
        outcome.replaceChildren();
      }
    }
    if (lines && focusResult) {
      focusResult = false;
      // The result in sight from its headline (the banner) down: the page may have been
      // scrolled to the board or its buttons, and the focused link alone would show the
      // result cut off at the top.
      if (focusInRoom(outcome.querySelector('a[href], button'), true)) banner.scrollIntoView({ block: 'nearest' });
    }
  }

  /** Whom the next game waits for, once the viewer is ready (under the result, which shows first). */
  function paintNextWait(view) {
    const wait = showingEnd() ? null : nextGameWait(view);
    const text = wait ? t(wait.key, wait.args) : '';
    if (nextWait.textContent !== text) nextWait.textContent = text;
    nextWait.hidden = !wait;
  }

  function paintInvite(view) {
    const open = view.phase !== 'playing' && view.seats.some((seat) => !seat.player);
    const seated = view.you !== null && view.you !== undefined;
    const mode = !open ? 'none' : seated ? 'link' : view.actions.sit ? 'sit' : 'none';
    const key = JSON.stringify([mode, tableId]);
    if (key === inviteKey) return;
    inviteKey = key;
    invite.hidden = mode === 'none';
    invite.dataset.mode = mode;
    if (mode === 'link') {
      const link = h('input', { id: 'invite-link', readonly: true, value: inviteUrl(), 'aria-label': t('room.inviteLabel'), onfocus: (e) => e.target.select() });
      const status = h('span', { class: 'muted', role: 'status' });
      const copy = h('button', { type: 'button', 'data-action': 'copy-link', onclick: () => copyField(link, status, t('room.linkCopied'), t('account.copyByHand')) }, t('room.copyLink'));
      // An address of this machine alone (the page opened as 127.0.0.1) reaches nobody else.
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
      const warn = local ? h('p', { class: 'muted', 'data-note': 'local-link' }, t('room.inviteLocal', { route: `#/table/${tableId}` })) : null;
      replace(invite, h('p', {}, t('room.invite')), h('div', { class: 'inline' }, link, copy), status, warn, h('p', { class: 'muted' }, t('room.inviteElse', { table: tableId })));
    } else if (mode === 'sit') {
      replace(invite, h('p', {}, t('room.openPlace')), sitButton());
    } else {
      invite.replaceChildren();
    }
  }

  /** Accept and Decline while a draw offer waits for our answer (the banner says whose). */
  function paintDrawOffer(view) {
    const open = drawOfferFor(view) !== null;
    const key = JSON.stringify([open, view.draw]);
    if (key === drawKey) return;
    drawKey = key;
    const hadFocus = drawOffer.contains(document.activeElement);
    drawOffer.hidden = !open;
    if (!open) {
      drawOffer.replaceChildren();
      // Answered by a key or a click: the keyboard goes on from the board.
      if (hadFocus) {
        const next = boardSlot.querySelector('[tabindex="0"]') || actions.querySelector('button');
        if (next) next.focus();
      }
      return;
    }
    // The buttons read the table's version when pressed: they outlive the state they were drawn for.
    const v = () => entry.view.version;
    replace(
      drawOffer,
      button('accept-draw', t('action.acceptDraw'), () => send('answer_draw', { accept: true, version: v() }), 'primary', 'D'),
      button('decline-draw', t('action.declineDraw'), () => send('answer_draw', { accept: false, version: v() }), null, 'X'),
    );
  }

  /** The address of this room, as the page was reached (the host's own address for it). */
  function inviteUrl() {
    return `${location.origin}${location.pathname}#/table/${encodeURIComponent(tableId)}`;
  }

  function paintActions() {
    if (!entry) return;
    const view = entry.view;
    const a = view.actions;
    // A take-back asked for that is no longer possible (the game ended, or the computer's
    // answer came): the question goes, not a Yes that is refused.
    if (confirming === 'undo' && !a.undo) confirming = null;
    // Redraw only when something changed, so a focused button keeps its focus.
    const key = JSON.stringify([a, view.draw, view.draw_declined, view.game_number, confirming, confirming && confirmText(confirming, view), view.you, view.unrated, view.phase, invite.dataset.mode]);
    if (key === actionsKey) return;
    actionsKey = key;
    // The buttons outlive the state they were drawn for (they are drawn again only when
    // the actions change), so each reads the table's version when it is pressed.
    const v = () => entry.view.version;
    const buttons = [];
    if (view.you === null || view.you === undefined) buttons.push(h('p', { class: 'muted' }, t('room.spectating')));
    if (confirming) {
      buttons.push(
        // The answers are described by the question: a screen reader says "No, Really
        // resign this game?" where it said "No".
        h('span', { class: 'confirm', id: `confirm-${tableId}` }, t(confirmText(confirming, view))),
        button('confirm-yes', t('action.yes'), () => {
          const what = confirming;
          confirming = null;
          // A second click on a stale button finds nothing asked: it does nothing (it left
          // the table, as if 'leave' had been asked).
          if (what === 'resign') send('resign');
          else if (what === 'undo') send('undo', { version: v() });
          else if (what === 'leave') leave();
          paintActions();
        }, 'danger'),
        button('confirm-no', t('action.no'), cancelConfirm),
      );
      // Drawn again while it is asked (a move came, and leaving now resigns): the answer
      // that had the focus keeps it.
      const had = actions.contains(document.activeElement) ? document.activeElement.dataset.action : null;
      replace(actions, buttons);
      for (const answer of actions.querySelectorAll('[data-action^="confirm-"]')) answer.setAttribute('aria-describedby', `confirm-${tableId}`);
      const again = had && actions.querySelector(`[data-action="${had}"]`);
      if (again) again.focus();
      return;
    }
    // The button's title warned; once a move is taken back the room says it to the end.
    if (view.unrated && view.phase === 'playing') buttons.push(h('p', { class: 'muted', 'data-unrated': 'true' }, t('room.unrated')));
    if (view.draw && view.draw.offered_by === view.you) buttons.push(h('p', { class: 'draw-note' }, t('action.drawYouOffered')));
    const declined = view.draw_declined;
    if (declined && declined.declined_by !== view.you) {
      const name = playerName(view, declined.declined_by) || seatName(view.seats[declined.declined_by].seat_name);
      // An offer answered by a move instead of a word lapsed: said so, not "declined".
      const yours = declined.offered_by === view.you;
      const words = declined.lapsed ? (yours ? 'action.drawLapsedYours' : 'action.drawLapsed') : yours ? 'action.drawDeclinedYours' : 'action.drawDeclined';
      buttons.push(h('p', { class: 'draw-note', 'data-declined': 'true' }, t(words, { name })));
    }
    // (A draw offer's Accept and Decline are under the banner: see paintDrawOffer.)
    if (a.ready) buttons.push(button('ready', view.game_number === 0 ? t('action.readyFirst') : t('action.ready'), () => send('ready'), 'primary', 'N'));
    if (a.offer_draw) buttons.push(button('offer-draw', t('action.offerDraw'), () => send('offer_draw', { version: v() }), null, 'D'));
    if (a.undo) {
      // The first take-back costs the game its rating: asked first (the button's title
      // said so, which a phone never shows); after it, at once.
      const undo = button('undo', t('action.undo'), () => (entry.view.unrated ? send('undo', { version: v() }) : ask('undo')));
      undo.title = t('action.undoTitle');
      buttons.push(undo);
    }
    if (a.resign) buttons.push(button('resign', t('action.resign'), () => ask('resign'), 'danger', 'R'));
    // (An open place's "Sit down here" is under the banner: see paintInvite.)
    if (a.sit && invite.dataset.mode !== 'sit') buttons.push(sitButton());
    for (const place of a.take_over || []) {
      const seat = view.seats.find((s) => s.place === place);
      const name = seat && seat.player ? personName(seat.player) : String(place);
      buttons.push(button('take-over', t('action.takeOver', { name }), () => send('take_over', { place })));
    }
    if (a.leave) buttons.push(button('leave', t('action.leave'), () => (view.phase === 'playing' ? ask('leave') : leave())));
    const hadFocus = actions.contains(document.activeElement);
    // A game over: what comes next (Next game, Leave) right under its result, not under the
    // board, a screen further down on a phone.
    const before = view.phase === 'over' ? boardSlot : keys;
    if (actions.nextSibling !== before) playArea.insertBefore(actions, before);
    replace(actions, buttons);
    // A keyboard player whose button went (Next game pressed, say) goes on from the board.
    if (hadFocus && !actions.contains(document.activeElement)) {
      const next = boardSlot.querySelector('[tabindex="0"]') || actions.querySelector('button');
      if (next) next.focus();
    }
  }

  function leave() {
    send('leave');
    // Stop watching too: the lobby's page change would not say so, since the table is
    // still listed as ours until the server's answer to `leave` arrives.
    send('close');
    location.hash = '#/';
  }

  function sitButton() {
    return button('sit', t('action.sit'), () => send('join'), 'primary');
  }

  function button(action, label, onclick, cls = null, shortcut = null) {
    return h(
      'button',
      { type: 'button', class: cls, 'data-action': action, 'aria-keyshortcuts': shortcut, onclick },
      label,
      shortcut ? h('kbd', { 'aria-hidden': 'true' }, shortcut) : null,
    );
  }

  function paintSeries(view) {
    const sr = view.series;
    const key = JSON.stringify([sr, view.seats.length]);
    if (key === seriesKey) return;
    seriesKey = key;
    const survivals = sr.players.some((p) => p.survivals > 0) || view.seats.length > 2;
    replace(
      series,
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('room.player')), h('th', { scope: 'col' }, t('room.wins')), h('th', { scope: 'col' }, t('room.losses')), survivals ? h('th', { scope: 'col' }, t('room.survivals')) : null)),
        h(
          'tbody',
          {},
          seriesRows(sr).map((p) =>
            h('tr', { 'data-place': p.place }, h('th', { scope: 'row' }, seriesName(view, p)), h('td', { 'data-wins': p.wins }, p.wins), h('td', {}, p.losses), survivals ? h('td', {}, p.survivals) : null),
          ),
        ),
      ),
      h('p', { class: 'muted', 'data-draws': sr.draws }, t('room.drawsLine', { draws: sr.draws, games: t('room.seriesGames', { count: sr.games }) })),
    );
  }

  /**
   * The move list grows by appending: a long game does not rebuild it for every move. It
   * starts again for a new game, after moves taken back, and when the moves it shows are
   * not the state's any more (the same moves in another language, say).
   */
  function paintMoves(view) {
    const game = String(view.game_number);
    const items = moves.dataset.game === game ? moves.querySelectorAll('li[data-seat]') : [];
    let shown = items.length;
    const same =
      moves.dataset.game === game && shown <= view.moves.length && (shown === 0 || items[shown - 1].dataset.text === moveText(view.moves[shown - 1]));
    if (!same) {
      moves.dataset.game = game;
      moves.replaceChildren();
      moveNews.replaceChildren();
      shown = 0;
    }
    if (view.moves.length === 0) {
      if (!moves.querySelector('li.empty')) replace(moves, h('li', { class: 'muted empty' }, t('room.noMoves')));
      return;
    }
    if (shown === view.moves.length) return;
    const empty = moves.querySelector('li.empty');
    if (empty) empty.remove();
    // New moves of the game being followed (not a list drawn anew), made by the others.
    const news = same ? view.moves.slice(shown).filter((m) => m.seat !== view.you) : [];
    if (news.length > 0 && !boardFor(view.game).ANNOUNCES_MOVES) {
      // Added, not replaced: a log's new lines are read in turn (a Virus War turn's three
      // sub-moves come one state each). The last few are kept.
      append(moveNews, news.map((m) => h('p', {}, m.explanation)));
      while (moveNews.childElementCount > 6) moveNews.firstElementChild.remove();
    }
    append(
      moves,
      view.moves.slice(shown).map((m) =>
        h(
          'li',
          { 'data-seat': m.seat, 'data-text': moveText(m) },
          h('span', { class: `swatch ${view.seats[m.seat] ? view.seats[m.seat].seat_name : ''}`, 'aria-hidden': 'true' }),
          h('code', {}, m.notation),
          ' ',
          h('span', { class: 'explanation' }, m.explanation),
        ),
      ),
    );
    moves.scrollTop = moves.scrollHeight;
  }

  function paintNotices() {
    const mine = model.notices.filter((n) => n.table === tableId || n.table === null);
    replace(notices, noticeList(mine, app.dismiss));
  }

  return {
    update,
    destroy() {
      clearInterval(timer);
      document.removeEventListener('keydown', onKey);
      if (board) board.destroy();
    },
  };
}

/**
 * The question before resigning, taking back the first move of a rated game, or leaving;
 * resigning and leaving say whether they lose the game or call it off (before everyone
 * has moved, both call it off: the server's `actions.leave_resigns`).
 */
function confirmText(what, view) {
  if (what === 'resign') return leavingResigns(view) ? 'action.confirmResign' : 'action.confirmResignCalledOff';
  if (what === 'undo') return 'action.confirmUndo';
  return leavingResigns(view) ? 'action.confirmLeave' : 'action.confirmLeaveCalledOff';
}

/** What a line of the move list says, to tell whether the line on screen is still the move's. */
function moveText(m) {
  return `${m.seat}|${m.notation}|${m.explanation}`;
}
