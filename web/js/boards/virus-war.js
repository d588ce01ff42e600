// The Virus War board: the 10×10 grid in SVG with its coordinates, live
// crosses and noughts, killed symbols drawn as the paper game draws them (a
// killed cross circled, a killed nought filled in, both in the killer's
// colour), the cells available for the current sub-move, the sub-move
// counter, and the last turn's sub-moves numbered 1, 2, 3.
//
// Mouse: click an available cell. Keyboard: arrows move a cursor over the
// cells, Enter or Space plays it, P passes (only at the start of a turn).
// The SVG is built once; every state only changes attributes, so the focus
// stays on the cursor's cell while the other side plays its sub-moves.
// The rules are not here: virus-war-choice.js picks among the legal moves.

import { h, s, replace, placeRole, toggle, showHint } from '../dom.js';
import { t } from '../i18n.js';
import { seatName, playerName } from '../describe.js';
import { whoElement } from './side-who.js';
import { cells, position, cursorStep, movesByCell, passMove, passState, choose, turnLines, marks } from './virus-war-choice.js';

const MARGIN = 0.7;

/**
 * The catalogue keys of the board's key help, for the room's legend: for a player, and
 * for a spectator, who moves the cursor (each cell says what is on it) but plays nothing.
 */
export const KEY_HELP = { play: 'vw.keys', watch: 'vw.keysWatch' };

/** The sentence of a move names its side: a replay does not say it twice. */
export const MOVE_WORDS_NAME_SIDE = true;

/** Builds the board inside `container`; `ctx.play(notation)` sends a move. */
export function createBoard(container, ctx) {
  const local = { view: null, size: 0, cursor: null, sentVersion: null, firstTurn: true };
  const cellEls = new Map(); // name -> <g>

  const svg = s('svg', { class: 'vw-board', role: 'group', 'aria-label': t('vw.board'), 'data-board': 'virus-war' });
  const grid = s('g', { class: 'cells' });
  const coords = s('g', { class: 'coords', 'aria-hidden': 'true' });
  svg.append(coords, grid);

  const sides = { top: h('div', { class: 'vw-side top' }), bottom: h('div', { class: 'vw-side bottom' }) };
  const counter = h('p', { class: 'vw-counter', 'data-sub-move': '' });
  const say = h('div', { class: 'vw-say', role: 'status', 'aria-live': 'polite' });
  const passButton = h('button', { type: 'button', 'data-action': 'pass', 'aria-keyshortcuts': 'P', onclick: () => pass() }, t('vw.pass'), h('kbd', { 'aria-hidden': 'true' }, 'P'));
  const passWhy = h('span', { class: 'vw-pass-why muted' });
  const legend = h(
    'p',
    { class: 'vw-legend muted' },
    legendItem('x-live', t('vw.legend.x')),
    legendItem('o-live', t('vw.legend.o')),
    legendItem('x-killed', t('vw.legend.xKilled')),
    legendItem('o-killed', t('vw.legend.oKilled')),
    legendItem('avail', t('vw.legend.available')),
  );
  const hintLine = h('p', { class: 'hint', role: 'status', 'aria-live': 'polite' });
  // Beside the board on a wide screen (under it on a phone): the counter, Pass and what happened.
  const wrap = h(
    'div',
    { class: 'vw' },
    sides.top,
    h('div', { class: 'vw-main' }, h('div', { class: 'board-frame vw-frame' }, svg), h('div', { class: 'vw-aside' }, counter, h('div', { class: 'vw-pass' }, passButton, passWhy), say)),
    sides.bottom,
    hintLine,
    legend,
  );
  replace(container, wrap);

  /** Draws the grid for a board size (once, or again if the size changes). */
  function build(board) {
    local.size = board.size;
    const n = board.size;
    svg.setAttribute('viewBox', `${-MARGIN} ${-MARGIN} ${n + 2 * MARGIN} ${n + 2 * MARGIN}`);
    coords.replaceChildren();
    for (let f = 0; f < n; f++) {
      coords.append(s('text', { x: f + 0.5, y: -0.2 }, board.files[f]));
      coords.append(s('text', { x: f + 0.5, y: n + 0.48 }, board.files[f]));
    }
    for (let r = 0; r < n; r++) {
      coords.append(s('text', { x: -0.35, y: n - r - 0.36 }, String(r + 1)));
      coords.append(s('text', { x: n + 0.35, y: n - r - 0.36 }, String(r + 1)));
    }
    grid.replaceChildren();
    cellEls.clear();
    for (const c of cells(board)) {
      const { x, y } = position(board, c.name);
      const g = s(
        'g',
        { class: 'cell', 'data-cell': c.name, 'data-state': c.state, role: placeRole(ctx), tabindex: '-1', transform: `translate(${x} ${y})` },
        s('rect', { class: 'sq', width: 1, height: 1 }),
        s('rect', { class: 'avail', x: 0.06, y: 0.06, width: 0.88, height: 0.88, rx: 0.1 }),
        symbolX(),
        symbolO(),
        s('text', { class: 'mark', x: 0.9, y: 0.3 }),
        s('rect', { class: 'cursor', x: 0.04, y: 0.04, width: 0.92, height: 0.92, rx: 0.08 }),
      );
      cellEls.set(c.name, g);
      grid.append(g);
    }
  }

  // ---- Reading the state ----------------------------------------------------

  function mine() {
    const v = local.view;
    return v.you === null || v.you === undefined ? null : v.you;
  }

  function turn() {
    const v = local.view;
    if (v.phase === 'waiting') return 'waiting';
    if (v.phase !== 'playing') return 'over';
    if (mine() === null) return 'watching';
    return v.to_move === v.you && v.legal.length > 0 ? 'you' : 'other';
  }

  function legal() {
    return turn() === 'you' && local.sentVersion === null ? local.view.legal : [];
  }

  function names() {
    const v = local.view;
    return [0, 1].map((seat) => playerName(v, seat) || seatName(v.seats[seat] ? v.seats[seat].seat_name : seat === 0 ? 'x' : 'o'));
  }

  // ---- Acting ----------------------------------------------------------------

  function hint(text) {
    showHint(hintLine, text);
  }

  function act(cell) {
    if (!local.view) return;
    if (local.sentVersion !== null) {
      hint(t('vw.sending'));
      return;
    }
    const result = choose({ board: local.view.board, legal: local.view.legal, turn: turn(), cell, mine: mine() });
    if (result.send) send(result.send);
    else hint(t(result.hint, result.args || {}));
  }

  function pass() {
    if (!local.view) return;
    if (local.sentVersion !== null) {
      hint(t('vw.sending'));
      return;
    }
    const p = passState({ board: local.view.board, legal: legal(), turn: turn() });
    const move = passMove(legal());
    if (p.enabled && move) send(move.notation);
    else hint(t(p.reason || p.refused, p.args));
  }

  function send(notation) {
    local.sentVersion = local.view.version;
    hintLine.textContent = '';
    ctx.play(notation);
    paint();
  }

  svg.addEventListener('click', (event) => {
    const g = event.target.closest('[data-cell]');
    if (!g) return;
    local.cursor = g.dataset.cell;
    rovingFocus();
    act(g.dataset.cell);
  });

  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !local.view) return;
    const next = cursorStep(local.view.board, local.cursor, event.key);
    if (next) {
      event.preventDefault();
      moveCursor(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (local.cursor) act(local.cursor);
    }
  });

  // P passes from anywhere on the page (not while typing in a form field).
  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || !local.view) return;
    if (event.target.closest && event.target.closest('input, select, textarea, dialog')) return;
    if (event.key !== 'p' && event.key !== 'P') return;
    event.preventDefault();
    pass();
  }
  document.addEventListener('keydown', onKey);

  // Listened for on the container, not on the <svg>: Chromium makes an SVG element with
  // a focus listener a Tab stop of its own, one more key press before the board's cursor.
  const onFocusIn = (event) => {
    const g = event.target.closest('[data-cell]');
    if (g && local.cursor !== g.dataset.cell) {
      local.cursor = g.dataset.cell;
      rovingFocus();
    }
  };
  container.addEventListener('focusin', onFocusIn);

  function moveCursor(name) {
    local.cursor = name;
    rovingFocus();
    const g = cellEls.get(name);
    if (g) g.focus();
  }

  /** Only the cursor's cell is in the Tab order (a "roving tabindex"). */
  function rovingFocus() {
    for (const [name, g] of cellEls) g.setAttribute('tabindex', name === local.cursor ? '0' : '-1');
  }

  // ---- Drawing a state -------------------------------------------------------

  function update(view) {
    const newer = !local.view || view.version !== local.view.version;
    // A new game (the seats turn): the cursor starts again where this game can be played,
    // at the player's first turn in it (the other side may move first, elsewhere).
    if (local.view && view.game_number !== local.view.game_number) {
      local.cursor = null;
      local.firstTurn = true;
    }
    local.view = view;
    if (newer) {
      local.sentVersion = null;
      hintLine.textContent = '';
    }
    if (view.board.size !== local.size) build(view.board);
    if (!local.cursor || !cellEls.has(local.cursor)) {
      local.cursor = view.board.available[0] || cells(view.board)[0].name;
      rovingFocus();
    }
    if (local.firstTurn && turn() === 'you') {
      local.firstTurn = false;
      const available = view.board.available || [];
      if (available.length > 0 && !available.includes(local.cursor)) {
        const focused = [...cellEls.values()].includes(document.activeElement);
        local.cursor = available[0];
        rovingFocus();
        if (focused) cellEls.get(local.cursor).focus({ preventScroll: true });
      }
    }
    paint();
  }

  function paint() {
    const view = local.view;
    const board = view.board;
    const playable = movesByCell(legal());
    // Once the game is over nothing is available, and no sub-move is counted.
    const playing = view.phase === 'playing';
    const shown = new Set(playing ? board.available || [] : []);
    const numbered = marks(board);

    svg.dataset.version = view.version;
    svg.dataset.turn = turn();
    svg.dataset.subMove = board.sub_move;
    svg.dataset.toMove = board.to_move === null || board.to_move === undefined ? '' : board.to_move;
    if (local.sentVersion !== null) svg.dataset.pending = 'true';
    else delete svg.dataset.pending;

    for (const c of cells(board)) {
      const g = cellEls.get(c.name);
      if (!g) continue;
      g.dataset.state = c.state;
      toggle(g, 'legal', playable.has(c.name));
      // The cells available to the side to move, also while the other side plays.
      toggle(g, 'available', shown.has(c.name));
      const m = numbered.get(c.name);
      const text = g.querySelector('.mark');
      text.textContent = m ? String(m.n) : '';
      if (m) g.dataset.mark = m.now ? 'now' : 'last';
      else delete g.dataset.mark;
      const words = [t('vw.cell', { cell: c.name }), t(`vw.state.${c.state}`)];
      if (playable.has(c.name)) words.push(t(playable.get(c.name).kind === 'kill' ? 'vw.canKill' : 'vw.canGrow'));
      if (m) words.push(t(m.now ? 'vw.markNow' : 'vw.markLast', { n: m.n }));
      g.setAttribute('aria-label', words.join(', '));
    }

    paintSides(view);
    const you = turn() === 'you';
    const moving = !playing || board.to_move === null || board.to_move === undefined ? null : board.to_move;
    // On the viewer's turn the counter alone; otherwise it says whose sub-move it is.
    if (moving === null) counter.textContent = '';
    else if (moving === mine()) counter.textContent = t('vw.counter', { n: board.sub_move, steps: board.steps });
    else counter.textContent = t('vw.say.subMove', { name: names()[moving], n: board.sub_move, steps: board.steps });
    counter.dataset.subMove = board.sub_move;
    toggle(counter, 'yours', you);

    const p = passState({ board, legal: legal(), turn: turn() });
    passButton.disabled = !p.enabled || local.sentVersion !== null;
    passButton.hidden = turn() === 'watching' || turn() === 'over' || turn() === 'waiting';
    passWhy.textContent = p.reason ? t(p.reason, p.args) : '';
    passWhy.dataset.reason = p.reason || '';

    const lines = turnLines(board, { mine: mine(), names: names() })
      .filter(([key]) => key !== 'vw.say.subMove') // the counter says it
      .map(([key, args]) => h('p', { 'data-say': key.replace('vw.say.', '') }, t(key, args)));
    if (you && local.sentVersion === null && !board.must_pass) lines.push(h('p', { class: 'vw-do' }, t(board.sub_moves_done === 0 ? 'vw.doFirst' : 'vw.doNext')));
    replace(say, lines);
  }

  /**
   * The two players' symbol counts, each beside the corner where their side starts:
   * crosses (a1) below the board, noughts (k10) above, for every viewer, as the board is
   * never turned (with the viewer always below, noughts' player read their name beside
   * the crosses).
   */
  function paintSides(view) {
    const board = view.board;
    for (const [where, seat] of [['bottom', 0], ['top', 1]]) {
      const colour = seat === 0 ? 'x' : 'o';
      replace(
        sides[where],
        h('span', { class: `swatch ${colour}`, 'aria-hidden': 'true' }),
        h('strong', {}, seatName(colour)),
        whoElement(view, seat),
        seat === mine() ? h('span', { class: 'tag' }, t('room.you')) : null,
        h(
          'span',
          { class: 'counts', 'data-side': colour, 'data-live': board.live[seat], 'data-killed': board.killed[seat] },
          [t('vw.live', { count: board.live[seat] }), t('vw.killed', { count: board.killed[seat] })].join(' · '),
        ),
      );
      toggle(sides[where], 'to-move', view.phase === 'playing' && view.to_move === seat);
    }
  }

  function unlock() {
    if (local.sentVersion === null || !local.view) return;
    local.sentVersion = null;
    paint();
  }

  return {
    update,
    unlock,
    destroy() {
      container.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey);
      container.replaceChildren();
    },
  };
}

/** A cross (the ring drawn round it once it is killed). */
function symbolX() {
  return s(
    'g',
    { class: 'sym sym-x' },
    s('circle', { class: 'ring', cx: 0.5, cy: 0.5, r: 0.38 }),
    s('path', { class: 'stroke', d: 'M0.27 0.27L0.73 0.73M0.73 0.27L0.27 0.73' }),
  );
}

/** A nought (filled in once it is killed). */
function symbolO() {
  return s('g', { class: 'sym sym-o' }, s('circle', { class: 'stroke', cx: 0.5, cy: 0.5, r: 0.26 }));
}

/** A small drawing of a cell state and its words, for the legend under the board. */
function legendItem(state, text) {
  const mini = s(
    'svg',
    { class: 'vw-mini', viewBox: '0 0 1 1', 'aria-hidden': 'true' },
    s('g', { class: 'cell', 'data-state': state === 'avail' ? 'empty' : state, 'data-available': state === 'avail' ? 'true' : null }, s('rect', { class: 'sq', width: 1, height: 1 }), s('rect', { class: 'avail', x: 0.06, y: 0.06, width: 0.88, height: 0.88, rx: 0.1 }), symbolX(), symbolO()),
  );
  return h('span', { class: 'vw-legend-item' }, mini, text);
}
