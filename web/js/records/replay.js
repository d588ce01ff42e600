// The replay viewer: a recorded game on the same board component as live play,
// with buttons, a slider, the move list and autoplay to walk through it.
//
// Keys: ← → one move, Home / End the start and the end, PageUp / PageDown ten
// moves, Space starts or stops autoplay.

import { h, replace } from '../dom.js';
import { t, tGame, language, formatNumber } from '../i18n.js';
import { boardFor } from '../boards/index.js';
import { seatName, outcomeHeadline, outcomeDetails, calledOffLine } from '../describe.js';
import { frameView, clamp, lastIndex, stepForKey, hasHands, numberedSeats, departures, takenBack, calledOffBy, SPEEDS } from '../replay-model.js';
import { playerRoute, tableRoute, isConsoleTable } from '../route.js';
import { getJson, exportUrl, replayUrl } from './api.js';
import { holderName } from './words.js';

/** Builds the viewer for game `id` ("t3.1") inside `root`. */
export function createReplay(root, app, id) {
  let replay = null;
  let index = 0;
  let viewer = null; // null: the spectator's view; a seat: that seat's hands
  let board = null;
  let timer = null;
  let speed = 1;
  let destroyed = false;
  let leftLines = []; // who went away and lost by it, said under the result

  const title = h('h2', {}, t('replay.title', { id }));
  const players = h('p', { class: 'replay-players' });
  const result = h('p', { class: 'replay-result', hidden: true });
  const status = h('p', { class: 'muted', role: 'status' }, t('common.loading'));
  const boardSlot = h('div', { class: 'board-slot replay-board' });
  const counter = h('span', { class: 'replay-counter', 'aria-live': 'polite' });
  const slider = h('input', {
    type: 'range',
    min: 0,
    max: 0,
    value: 0,
    'aria-label': t('replay.slider'),
    oninput: () => show(Number(slider.value)),
  });
  const button = (action, label, text, onclick) =>
    h('button', { type: 'button', 'data-action': action, 'aria-label': label, title: label, onclick }, text);
  const first = button('first', t('replay.first'), '|◀', () => show(0));
  const back = button('back', t('replay.back'), '◀', () => show(index - 1));
  const forward = button('forward', t('replay.forward'), '▶', () => show(index + 1));
  const last = button('last', t('replay.last'), '▶|', () => show(lastIndex(replay)));
  const play = button('autoplay', t('replay.play'), t('replay.play'), () => toggle());
  const speedSelect = h(
    'select',
    { 'aria-label': t('replay.speed'), onchange: () => setSpeed(Number(speedSelect.value)) },
    SPEEDS.map((ms, i) => h('option', { value: i, selected: i === speed }, t('replay.every', { secs: formatNumber(ms / 1000) }))),
  );
  const seatSelect = h('select', { 'aria-label': t('replay.viewAs'), 'data-view-as': '', hidden: true, onchange: () => setViewer(seatSelect.value) });
  // Said as each move is shown, after the counter: what the move did, not only its number.
  const explanation = h('p', { class: 'replay-explanation', 'aria-live': 'polite' });
  const ending = h('div', { class: 'outcome', hidden: true });
  const moveList = h('ol', { class: 'replay-moves' });
  const exports = h('p', { class: 'replay-exports' });
  const keyHelp = h('p', { class: 'keys' }, t('replay.keys'));

  const controls = h(
    'div',
    { class: 'replay-controls', role: 'toolbar', 'aria-label': t('replay.controls') },
    first,
    back,
    forward,
    last,
    play,
    speedSelect,
    seatSelect,
    counter,
    slider,
  );
  // Shown once the record has come: a refusal leaves only its sentence, no empty controls.
  const body = h(
    'div',
    { class: 'room-body', hidden: true },
    h('div', { class: 'play' }, controls, explanation, ending, boardSlot, keyHelp),
    h('aside', { class: 'panel' }, h('section', {}, h('h3', {}, t('replay.moves')), moveList), h('section', {}, h('h3', {}, t('replay.export')), exports)),
  );
  const page = h(
    'section',
    { class: 'replay', tabindex: '-1' },
    title,
    players,
    result,
    status,
    body,
  );
  replace(root, page);

  function onKey(e) {
    // (A key sent to the document itself has no element to look from.)
    const field = e.target.closest && e.target.closest('input, select, textarea');
    // The move slider takes the arrows itself, but Space still plays or pauses (it
    // scrolled the page once the slider had been used).
    const slider = field && field.type === 'range';
    if (!replay || (field && !(slider && e.key === ' '))) return;
    if (e.key === ' ') {
      e.preventDefault();
      toggle();
      return;
    }
    const to = stepForKey(replay, index, e.key);
    if (to === null) return;
    e.preventDefault();
    stop();
    show(to);
  }
  document.addEventListener('keydown', onKey);

  load();

  /**
   * Where a game still going on is found: its table, to watch live; a console's game has
   * no table on the server, and goes on where it was played (`parlour play --resume c3`).
   */
  function goOn(table, words = t('lobby.watch')) {
    if (isConsoleTable(table)) return t('replay.consoleUnfinished', { table });
    return h('a', { href: tableRoute(table) }, words);
  }

  async function load() {
    try {
      // In the page's language: the server says what each move did in it.
      const data = await getJson(replayUrl(id, language()), { 403: t('records.hiddenRunning'), 404: t('records.noSuchRecord', { id }) });
      if (destroyed) return;
      replay = data;
    } catch (e) {
      if (destroyed) return;
      // A running game of hidden cards is watched at its table instead.
      const table = id.split('.')[0];
      replace(status, e.message, e.status === 403 ? [' ', goOn(table)] : null);
      return;
    }
    body.hidden = false;
    status.textContent = '';
    status.hidden = true;
    const r = { ...replay.record, seats: numberedSeats(replay.record.seats) };
    const gone = departures(replay.record);
    const wentAway = (seat) =>
      gone
        .filter((d) => d.seat === seat)
        .map((d) => [' (', h('span', { class: 'went-away' }, t('replay.wentAway', { after: d.after, computer: holderName({ level: d.level }) })), ')']);
    // Said under the result: who lost by leaving (the board shows how the computer did).
    leftLines = gone.map((d) => t('replay.leftLost', { name: holderName(r.seats[d.seat]) }));
    // And that it moved no rating, when a move was taken back.
    if (takenBack(replay.record)) leftLines.push(t('outcome.unrated'));
    title.textContent = t('replay.titleOf', { game: replay.name, variant: replay.variant_name || r.variant, table: r.table, number: r.number });
    replace(
      players,
      r.seats.map((holder, i) => [
        i > 0 ? ' · ' : '',
        `${seatName(replay.seat_names[i])}: `,
        holder.player ? h('a', { href: playerRoute(holder.name) }, holder.name) : holderName(holder),
        wentAway(i),
      ]),
      r.outcome || r.finished_at ? '' : [' · ', goOn(r.table, t('replay.watchLive'))],
    );
    // How it ended, up front, as a record's header says it: one looking for the result
    // need not play the game through (the end of the replay says it in full).
    // (Not for a game without moves: the ending under the board says it at once.)
    const end = frameView(replay, lastIndex(replay));
    result.hidden = lastIndex(replay) === 0 || (!end.outcome && !end.abandoned);
    if (end.outcome) {
      const told = { ...end, you: null };
      result.textContent = t('replay.result', { result: [outcomeHeadline(told), ...outcomeDetails(told)].join(' ') });
    } else if (end.abandoned) {
      result.textContent = t('replay.result', { result: calledOff() });
    }
    if (hasHands(replay)) {
      seatSelect.hidden = false;
      replace(
        seatSelect,
        h('option', { value: '' }, t('replay.asSpectator')),
        replay.seat_names.map((name, i) => h('option', { value: i }, t('replay.asSeat', { seat: seatName(name), name: holderName(r.seats[i]) }))),
      );
    }
    slider.max = String(lastIndex(replay));
    replace(
      moveList,
      replay.frames.slice(1).map((f, i) =>
        h(
          'li',
          {},
          h('button', { type: 'button', class: 'linkish', 'data-ply': i + 1, onclick: () => show(i + 1) }, `${seatName(replay.seat_names[f.seat] || '')} ${f.notation}`),
        ),
      ),
    );
    replace(
      exports,
      h('a', { href: exportUrl(id, 'json'), download: `parlour-${id}.json` }, t('replay.exportJson')),
      ' · ',
      h('a', { href: exportUrl(id, 'txt'), download: `parlour-${id}.txt` }, t('replay.exportText')),
    );
    // A step is the game's own (Virus War's are sub-moves): the controls say which.
    back.title = tGame(r.game, 'replay.back');
    forward.title = tGame(r.game, 'replay.forward');
    for (const button of [back, forward]) button.setAttribute('aria-label', button.title);
    keyHelp.textContent = tGame(r.game, 'replay.keys');
    board = boardFor(r.game).createBoard(boardSlot, { play: () => {}, record: true });
    show(0);
    page.focus({ preventScroll: true });
  }

  /** Shows position `at` on the board, with its move and where we are. */
  function show(at) {
    if (!replay) return;
    index = clamp(replay, at);
    const view = frameView(replay, index, viewer);
    board.update(view);
    const frame = replay.frames[index];
    const n = lastIndex(replay);
    counter.textContent = tGame(replay.record.game, 'replay.at', { ply: index, total: n });
    slider.value = String(index);
    // A button that goes out with the focus on it would drop the focus to the page (the
    // next Tab starting from the top): the focus moves to the way that is still open.
    const dropping = [first, back, forward, last].find((b) => b === document.activeElement);
    first.disabled = back.disabled = index === 0;
    forward.disabled = last.disabled = index === n;
    if (dropping && dropping.disabled) {
      const open = [forward, back].find((b) => !b.disabled);
      if (open) open.focus();
    }
    explanation.textContent = frame.notation
      ? t(boardFor(replay.record.game).MOVE_WORDS_NAME_SIDE ? 'replay.explainedBare' : 'replay.explained', { seat: seatName(replay.seat_names[frame.seat] || ''), move: frame.notation, what: frame.explanation || '' })
      : t('replay.start');
    // The slider read as the counter says it ("Move 3 of 16"), not as a bare number.
    slider.setAttribute('aria-valuetext', counter.textContent);
    for (const b of moveList.querySelectorAll('[data-ply]')) {
      const current = Number(b.dataset.ply) === index;
      b.classList.toggle('current', current);
      if (current) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    keepInView(moveList, moveList.querySelector('.current'));
    if (view.outcome) {
      ending.hidden = false;
      // Told as to anyone: "view as" chooses whose hand shows, not who is reading.
      const told = { ...view, you: null };
      replace(
        ending,
        h('p', { class: 'headline' }, outcomeHeadline(told)),
        outcomeDetails(told).map((line) => h('p', {}, line)),
        leftLines.map((line) => h('p', { class: 'left-lost' }, line)),
      );
    } else if (view.abandoned) {
      // Finished without a result: said so, where a result would be.
      ending.hidden = false;
      replace(ending, h('p', { 'data-abandoned': 'true' }, calledOff()), leftLines.map((line) => h('p', { class: 'left-lost' }, line)));
    } else {
      ending.hidden = true;
    }
    if (index === n) stop();
  }

  /** Why the game has no result: who called it off before everyone had moved, and how, when the log says. */
  function calledOff() {
    const by = calledOffBy(replay.record);
    const seat = by && replay.record.seats[by.seat];
    return calledOffLine(seat ? { how: by.how, name: holderName(seat) } : null);
  }

  function setViewer(value) {
    viewer = value === '' ? null : Number(value);
    show(index);
  }

  function setSpeed(i) {
    speed = i;
    if (timer) {
      stop();
      start();
    }
  }

  function start() {
    if (!replay) return;
    if (index === lastIndex(replay)) show(0);
    play.textContent = t('replay.pause');
    play.setAttribute('aria-label', t('replay.pause'));
    play.setAttribute('aria-pressed', 'true');
    timer = setInterval(() => show(index + 1), SPEEDS[speed]);
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    play.textContent = t('replay.play');
    play.setAttribute('aria-label', t('replay.play'));
    play.setAttribute('aria-pressed', 'false');
  }

  function toggle() {
    if (timer) stop();
    else start();
  }

  return {
    update() {},
    destroy() {
      destroyed = true;
      stop();
      document.removeEventListener('keydown', onKey);
      if (board) board.destroy();
    },
  };
}

/**
 * Scrolls the move list (and only it) so that the current move shows. Not
 * scrollIntoView: that also scrolls the page, and the board would move while
 * one steps through the game.
 */
function keepInView(list, current) {
  if (!current) {
    list.scrollTop = 0;
    return;
  }
  // The list is positioned (parlour.css), so an item's offsetTop is measured from it.
  const item = current.closest('li') || current;
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
