// The Elephant–Fox–Mouse board: the 6×6 board in SVG with the three animals
// drawn and labelled, the players in their drawn turn order, and the seed's
// colours for the animal to move (blue: it can move there, red: it can eat
// there, yellow: both), with a red ring on the animal that can eat it.
//
// Played with a click (or a tap) on the target cell, or with the arrow keys
// and Enter. A click that plays nothing gets a hint in words. The waiting room
// ("2/3 players"), the result ("the fox ate the mouse") and the wait for the
// next game are drawn over the board.
//
// The SVG is built once; each state only changes attributes, so the keyboard
// focus stays put while the others play. efm-choice.js picks among the legal
// moves the server sent; the rules are not here.

import { h, s, replace, placeRole, showHint } from '../dom.js';
import { t } from '../i18n.js';
import { seatName, playerName, personName, inSeat, lastMoveWords } from '../describe.js';
import { CELLS, parseCell, cursorStep, choose, reachMap, piece, resultLine, seatCounts, waitingHeading, reachKey } from './efm-choice.js';

const ANIMALS = ['elephant', 'fox', 'mouse'];

/** The board runs from 0 to 6 in both directions; the margin holds the coordinates. */
const MARGIN = 0.45;

/**
 * The catalogue keys of the board's key help, for the room's legend: for a player, and
 * for a spectator, who moves the cursor (each cell says what is on it) but plays nothing.
 */
export const KEY_HELP = { play: 'efm.keys', watch: 'efm.keysWatch' };

/** The sentence of a move names its side: a replay does not say it twice. */
export const MOVE_WORDS_NAME_SIDE = true;

/** Builds the board inside `container`; `ctx.play(notation)` sends a move. */
export function createBoard(container, ctx) {
  const local = {
    view: null,
    cursor: null, // the cell the keyboard cursor is on
    sentVersion: null, // the version in which we sent a move (until a newer state comes)
  };

  const svg = s('svg', {
    class: 'efm-board',
    viewBox: `${-MARGIN} ${-0.1} ${6 + MARGIN + 0.1} ${6 + MARGIN + 0.1}`,
    role: 'group', // as the other boards: cells are buttons (a grid wants rows between)
    'aria-label': t('efm.board'),
    'data-board': 'elephant-fox-mouse',
  });
  const layers = {
    cells: s('g', { class: 'cells' }),
    last: s('g', { class: 'last' }),
    animals: s('g', { class: 'animals', 'aria-hidden': 'true' }),
  };
  svg.append(coordinates(), layers.cells, layers.last, layers.animals);

  const cells = new Map(); // "c3" -> its <g>
  for (const name of CELLS) {
    const { file, rank } = parseCell(name);
    const g = s(
      'g',
      {
        class: `cell ${(file + rank) % 2 === 0 ? 'dark' : 'light'}`,
        'data-cell': name,
        role: placeRole(ctx),
        tabindex: '-1',
        transform: `translate(${file} ${5 - rank})`,
      },
      s('rect', { class: 'sq', x: 0, y: 0, width: 1, height: 1 }),
      s('rect', { class: 'reach', x: 0.05, y: 0.05, width: 0.9, height: 0.9, rx: 0.08 }),
      s('circle', { class: 'dot', cx: 0.5, cy: 0.5, r: 0.11 }),
      s('rect', { class: 'cursor', x: 0.06, y: 0.06, width: 0.88, height: 0.88, rx: 0.1 }),
    );
    cells.set(name, g);
    layers.cells.append(g);
  }
  const animals = new Map(); // "fox" -> its <g>
  for (const animal of ANIMALS) {
    const g = s(
      'g',
      { class: `animal ${animal}`, 'data-animal': animal, visibility: 'hidden' },
      s('circle', { class: 'hunter-ring', cx: 0, cy: 0, r: 0.45 }),
      s('circle', { class: 'token', cx: 0, cy: 0, r: 0.36 }),
      animalIcon(animal),
      s('text', { class: 'label', x: 0, y: 0.47 }, seatName(animal)),
      s('g', { class: 'hunter-badge', transform: 'translate(0.3 -0.32)' }, s('circle', { r: 0.13 }), s('text', { y: 0.06 }, '!')),
    );
    animals.set(animal, g);
    layers.animals.append(g);
  }

  const players = h('ol', { class: 'efm-players', 'aria-label': t('efm.turnOrder') });
  const info = h('p', { class: 'efm-info' });
  const drawLine = h('p', { class: 'efm-draw', hidden: true });
  const overlay = h('div', { class: 'efm-overlay', hidden: true, 'aria-live': 'polite' });
  const frame = h('div', { class: 'board-frame efm-frame' }, svg, overlay);
  const legend = h('ul', { class: 'efm-legend' });
  const instruction = h('p', { class: 'instruction' });
  const hintLine = h('p', { class: 'hint', role: 'status', 'aria-live': 'polite' });
  const aside = h('div', { class: 'efm-aside' }, h('h3', { class: 'efm-aside-title' }, t('efm.turnOrder')), players, info, legend);
  const wrap = h('div', { class: 'efm' }, drawLine, h('div', { class: 'efm-main' }, frame, aside), instruction, hintLine);
  replace(container, wrap);

  // ---- Reading the state ----------------------------------------------------

  /** "you", "other", "watching", "waiting" (not started) or "over". */
  function turn() {
    const v = local.view;
    if (v.phase === 'waiting') return 'waiting';
    if (v.phase !== 'playing') return 'over';
    if (v.you === null || v.you === undefined) return 'watching';
    return v.to_move === v.you && v.legal.length > 0 ? 'you' : 'other';
  }

  function legal() {
    return turn() === 'you' && local.sentVersion === null ? local.view.legal : [];
  }

  /** The viewer's animal, or null for a spectator. */
  function mine() {
    const v = local.view;
    return v && v.you !== null && v.you !== undefined ? v.seats[v.you].seat_name : null;
  }

  /** "the fox" and the like, for sentences. */
  function the(animal) {
    return t(`efm.the.${animal}`);
  }

  function nameOf(animal) {
    const v = local.view;
    const seat = v.seats.find((x) => x.seat_name === animal);
    return (seat && playerName(v, seat.seat)) || seatName(animal);
  }

  // ---- Acting ----------------------------------------------------------------

  function hint(text) {
    showHint(hintLine, text);
  }

  /** A click, tap, Enter or Space on a cell. */
  function act(cell) {
    if (!local.view) return;
    if (local.sentVersion !== null) {
      hint(t('efm.sending'));
      return;
    }
    const result = choose({ board: local.view.board, legal: local.view.legal, cell, turn: turn() });
    if (result.send) {
      local.sentVersion = local.view.version;
      hint('');
      ctx.play(result.send);
      paint();
      return;
    }
    const args = {};
    for (const [k, v] of Object.entries(result.args || {})) args[k] = ANIMALS.includes(v) ? the(v) : v;
    hint(sentence(result.hint, args));
  }

  svg.addEventListener('click', (event) => {
    const g = event.target.closest('[data-cell]');
    if (!g) return;
    local.cursor = g.dataset.cell;
    rovingFocus();
    act(g.dataset.cell);
  });

  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = cursorStep(local.cursor || startCell(), event.key);
    if (next) {
      event.preventDefault();
      moveCursor(next);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      act(local.cursor || startCell());
    }
  });

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

  /** Where the cursor starts: on the viewer's animal (else the first target, else a6). */
  function startCell() {
    const v = local.view;
    const me = v && mine() && piece(v.board, mine());
    if (me && me.cell) return me.cell;
    const first = v && v.legal[0];
    return first ? first.to : 'a6';
  }

  function moveCursor(cell) {
    local.cursor = cell;
    rovingFocus();
    cells.get(cell).focus();
  }

  /** Only the cursor's cell is in the Tab order. */
  function rovingFocus() {
    for (const [name, g] of cells) g.setAttribute('tabindex', name === local.cursor ? '0' : '-1');
  }

  // ---- Drawing a state -------------------------------------------------------

  function update(view) {
    const newer = !local.view || view.version !== local.view.version;
    // A new game (the seats turn): the cursor starts again where this game can be played.
    if (local.view && view.game_number !== local.view.game_number) local.cursor = null;
    local.view = view;
    if (newer) {
      local.sentVersion = null;
      hintLine.textContent = '';
    }
    if (!local.cursor) {
      local.cursor = startCell();
      rovingFocus();
    }
    paint();
  }

  function paint() {
    const view = local.view;
    const board = view.board;
    const tn = turn();
    const playable = new Set(legal().map((m) => m.to));
    const reach = view.phase === 'playing' ? reachMap(board) : new Map();
    const hunter = view.phase === 'playing' ? board.hunter : null;

    svg.dataset.version = view.version;
    svg.dataset.turn = tn;
    svg.dataset.phase = view.phase;
    svg.dataset.toMove = board.to_move || '';
    if (local.sentVersion !== null) svg.dataset.pending = 'true';
    else delete svg.dataset.pending;

    const where = {};
    for (const p of board.pieces) if (p.cell) where[p.cell] = p.animal;
    const mover = board.to_move ? piece(board, board.to_move) : null;
    const prey = mover ? the(mover.prey) : '';
    for (const [name, g] of cells) {
      const r = reach.get(name);
      setData(g, 'reach', r ? r.kind : null);
      setData(g, 'legal', playable.has(name) ? 'true' : null);
      setData(g, 'prey', r && r.prey ? 'true' : null);
      setData(g, 'animal', where[name] || null);
      setData(g, 'hunter', hunter && where[name] === hunter ? 'true' : null);
      g.setAttribute('aria-label', cellLabel(name, where[name], r, playable.has(name), prey, board.last_move));
    }

    for (const p of board.pieces) {
      const g = animals.get(p.animal);
      if (!g) continue;
      const at = p.cell && parseCell(p.cell);
      const eaten = board.result && board.result.loser === p.animal;
      if (!at || eaten) {
        g.setAttribute('visibility', 'hidden');
        continue;
      }
      g.setAttribute('visibility', 'visible');
      g.setAttribute('transform', `translate(${at.file + 0.5} ${5 - at.rank + 0.46})`);
      setData(g, 'hunter', hunter === p.animal ? 'true' : null);
      setData(g, 'toMove', view.phase === 'playing' && board.to_move === p.animal ? 'true' : null);
      setData(g, 'mine', mine() === p.animal ? 'true' : null);
    }

    paintLast(board.last_move);
    paintPlayers(view);
    paintInfo(view);
    paintDraw(view);
    paintOverlay(view);
    paintLegend(view);
    instruction.textContent = instructionText(view);
  }

  function cellLabel(name, animal, r, playable, prey, last) {
    const words = [animal ? t('efm.cellWith', { cell: name, animal: seatName(animal) }) : t('efm.cell', { cell: name })];
    const lastWords = lastMoveWords(last, name);
    if (lastWords) words.push(lastWords);
    if (r) words.push(t(reachKey(r), { prey }));
    if (playable) words.push(t('efm.playable'));
    return words.join(', ');
  }

  function paintLast(last) {
    if (!last || !last.from || !last.to) {
      layers.last.replaceChildren();
      return;
    }
    const a = parseCell(last.from);
    const b = parseCell(last.to);
    replace(
      layers.last,
      s('line', { class: 'last-path', x1: a.file + 0.5, y1: 5.5 - a.rank, x2: b.file + 0.5, y2: 5.5 - b.rank }),
      s('circle', { class: 'last-from', cx: a.file + 0.5, cy: 5.5 - a.rank, r: 0.09 }),
    );
  }

  /** The three players in their turn order: animal, nickname, and who is to move. */
  function paintPlayers(view) {
    const board = view.board;
    const items = [];
    board.order.forEach((animal) => {
      const seat = view.seats.find((x) => x.seat_name === animal);
      const p = seat && seat.player;
      const toMove = view.phase === 'playing' && board.to_move === animal;
      const tags = [];
      if (mine() === animal) tags.push(h('span', { class: 'tag' }, t('room.you')));
      if (toMove) tags.push(h('span', { class: 'tag move' }, seat && view.thinking === seat.seat ? t('efm.thinking') : t('efm.toMove')));
      const entry = piece(board, animal);
      if (view.phase === 'playing' && entry && entry.in_danger) tags.push(h('span', { class: 'tag danger' }, t('efm.inDanger')));
      items.push(
        h(
          'li',
          { class: 'efm-player', 'data-animal': animal, 'data-seat': seat ? seat.seat : null, 'data-to-move': toMove ? 'true' : null, 'data-you': mine() === animal ? 'true' : null },
          miniIcon(animal),
          h('span', { class: 'who-animal' }, h('strong', {}, seatName(animal)), h('span', { class: 'nick' }, p ? personName(p) : t('room.open'))),
          tags.length ? h('span', { class: 'tags' }, tags) : null,
        ),
      );
    });
    replace(players, items);
  }

  /** The drawn turn order in words, the move limit and the ply count. */
  function paintInfo(view) {
    const board = view.board;
    const order = board.order.map((a) => seatName(a)).join(' → ');
    const parts = [t('efm.orderLine', { order })];
    parts.push(board.ply_cap ? t('efm.limitLine', { count: board.ply, limit: board.ply_cap }) : t('efm.noLimitLine', { count: board.ply }));
    info.textContent = parts.join(' ');
  }

  /** A pending draw offer: who offered, who accepted, who is still to answer. */
  function paintDraw(view) {
    const d = view.draw;
    if (!d || view.phase !== 'playing') {
      drawLine.hidden = true;
      drawLine.textContent = '';
      return;
    }
    const name = (seat) => playerName(view, seat) || seatName(view.seats[seat].seat_name);
    const waiting = view.seats.map((x) => x.seat).filter((seat) => seat !== d.offered_by && !d.accepted_by.includes(seat));
    const parts = [t('efm.drawOffered', { name: name(d.offered_by) })];
    if (d.accepted_by.length) parts.push(t('efm.drawAccepted', { names: d.accepted_by.map(name).join(', ') }));
    if (waiting.length) parts.push(t('efm.drawWaiting', { names: waiting.map(name).join(', ') }));
    drawLine.textContent = parts.join(' ');
    drawLine.hidden = false;
    drawLine.dataset.accepted = d.accepted_by.length;
  }

  /** The waiting room before a game, and the result after it, over the board. */
  function paintOverlay(view) {
    const counts = seatCounts(view);
    // A replay of a game called off ends with no result and has no waiting room either.
    if (view.phase === 'playing' || (view.replay && !view.outcome)) {
      overlay.hidden = true;
      delete overlay.dataset.overlay;
      overlay.replaceChildren();
      return;
    }
    overlay.hidden = false;
    // The waiting room covers the board (there is nothing to play yet); the result goes
    // beside it, so the position of the capture stays in sight.
    const over = view.phase === 'over' && view.outcome;
    if (over && overlay.parentNode !== aside) aside.prepend(overlay);
    if (!over && overlay.parentNode !== frame) frame.append(overlay);
    const lines = [];
    if (over) {
      overlay.dataset.overlay = 'over';
      const animalsBySeat = view.seats.map((x) => x.seat_name);
      const r = resultLine(view.board, view.outcome, animalsBySeat);
      const args = {};
      for (const [k, v] of Object.entries(r.args)) args[k] = ANIMALS.includes(v) ? the(v) : v;
      lines.push(h('p', { class: 'efm-result', 'data-reason': view.outcome.reason }, sentence(r.key, args)));
      const people = view.outcome.results
        .map((res, seat) => `${seatName(animalsBySeat[seat])} (${playerName(view, seat) || '–'}): ${t(`efm.seatResult.${res}`)}`)
        .join(' · ');
      lines.push(h('p', { class: 'efm-results' }, people));
      // A replay has no next game to wait for: the live table's waiting line is not its.
      if (!view.replay) {
        lines.push(h('p', { class: 'efm-next', 'data-ready': counts.ready }, counts.seated < counts.places ? t('efm.waitingPlayers', { n: counts.seated, total: counts.places }) : t('efm.nextGame', { n: counts.ready, total: counts.places })));
      }
    } else {
      overlay.dataset.overlay = 'waiting';
      // Every place taken (a game called off): the heading counts who is ready instead.
      const heading = waitingHeading(counts);
      lines.push(h('p', { class: 'efm-waiting', 'data-seated': counts.seated, 'data-ready': counts.ready }, t(heading.key, heading.args)));
      const names = view.seats.filter((x) => x.player).map((x) => personName(x.player));
      if (names.length) lines.push(h('p', { class: 'muted' }, t('efm.seatedNames', { names: names.join(', ') })));
      // (How others join is said above the board, with the table's link: see the room.)
    }
    replace(overlay, h('div', { class: 'efm-overlay-box' }, lines));
  }

  /** The seed's colours explained, for the animal to move. */
  function paintLegend(view) {
    const board = view.board;
    if (view.phase !== 'playing' || !board.to_move) {
      legend.hidden = true;
      return;
    }
    legend.hidden = false;
    const animal = the(board.to_move);
    const mover = piece(board, board.to_move);
    const prey = mover ? the(mover.prey) : '';
    replace(
      legend,
      h('li', { 'data-kind': 'move' }, h('span', { class: 'key move', 'aria-hidden': 'true' }), t('efm.legend.move', { animal })),
      // Red is no move of its own: only where the prey stands (it reads "can eat there" otherwise).
      h('li', { 'data-kind': 'eat' }, h('span', { class: 'key eat', 'aria-hidden': 'true' }), t('efm.legend.eat', { animal, prey })),
      h('li', { 'data-kind': 'both' }, h('span', { class: 'key both', 'aria-hidden': 'true' }), t('efm.legend.both')),
      h('li', { 'data-kind': 'hunter' }, h('span', { class: 'key hunter', 'aria-hidden': 'true' }), t('efm.legend.hunter', { hunter: the(board.hunter), animal })),
    );
  }

  /** What to do now, or what just happened. */
  function instructionText(view) {
    const board = view.board;
    const lines = [];
    const last = board.last_move;
    if (last && view.phase === 'playing') {
      lines.push(last.ate ? sentence('efm.lastAte', { animal: the(last.animal), prey: the(last.ate), cell: last.to }) : sentence('efm.lastMoved', { animal: the(last.animal), from: last.from, to: last.to }));
    }
    const tn = turn();
    if (tn === 'you' && local.sentVersion === null) {
      const me = piece(board, mine());
      lines.push(sentence('efm.doMove', { animal: the(mine()), prey: the(me.prey), predator: the(me.predator) }));
    } else if (tn === 'other') {
      lines.push(sentence('efm.waitTurn', { who: inSeat(nameOf(board.to_move), the(board.to_move)) }, ['who']));
    } else if (tn === 'watching' && board.to_move) {
      lines.push(sentence('efm.watchTurn', { who: inSeat(nameOf(board.to_move), the(board.to_move)) }, ['who']));
    }
    return lines.join(' ');
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
      container.replaceChildren();
    },
  };
}

/**
 * The sentence `key` of the catalogue with `args` filled in, starting with a capital
 * letter also when it starts with a placeholder of our own words ("the elephant" →
 * "The elephant ate the mouse"). Never when it starts with one of `names`, the
 * placeholders that hold people's nicknames: a nickname is written as its owner
 * chose it ("bob (the elephant) is to move.").
 */
export function sentence(key, args = {}, names = []) {
  const text = t(key, args);
  // The bare template (placeholders left as they are) says what the sentence starts with.
  const lead = /^\{(\w+)\}/.exec(t(key, 'count' in args ? { count: args.count } : {}));
  if (!text || (lead && names.includes(lead[1]))) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function setData(element, name, value) {
  const attr = `data-${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;
  if (value === null || value === undefined) element.removeAttribute(attr);
  else element.setAttribute(attr, value);
}

/** The file letters under the board and the rank numbers beside it. */
function coordinates() {
  const g = s('g', { class: 'coords', 'aria-hidden': 'true' });
  for (let f = 0; f < 6; f++) g.append(s('text', { x: f + 0.5, y: 6 + MARGIN - 0.12 }, 'abcdef'[f]));
  for (let r = 0; r < 6; r++) g.append(s('text', { x: -MARGIN / 2, y: 5 - r + 0.6 }, String(r + 1)));
  return g;
}

/** A small picture of an animal's head, centred on 0 (about 0.6 units across). */
export function animalIcon(animal) {
  if (animal === 'elephant') {
    return s(
      'g',
      { class: 'icon' },
      s('ellipse', { class: 'ear', cx: -0.2, cy: -0.06, rx: 0.14, ry: 0.17 }),
      s('ellipse', { class: 'ear', cx: 0.2, cy: -0.06, rx: 0.14, ry: 0.17 }),
      s('circle', { class: 'head', cx: 0, cy: -0.07, r: 0.15 }),
      s('path', { class: 'trunk', d: 'M0 0 C0 0.12 -0.02 0.18 0.06 0.24' }),
      s('path', { class: 'tusk', d: 'M-0.07 0.03 L-0.1 0.1 M0.07 0.03 L0.1 0.1' }),
      s('circle', { class: 'eye', cx: -0.06, cy: -0.1, r: 0.025 }),
      s('circle', { class: 'eye', cx: 0.06, cy: -0.1, r: 0.025 }),
    );
  }
  if (animal === 'fox') {
    return s(
      'g',
      { class: 'icon' },
      s('path', { class: 'ear', d: 'M-0.22 -0.08 L-0.19 -0.3 L-0.05 -0.15 Z' }),
      s('path', { class: 'ear', d: 'M0.22 -0.08 L0.19 -0.3 L0.05 -0.15 Z' }),
      s('path', { class: 'head', d: 'M-0.25 -0.12 Q0 -0.2 0.25 -0.12 L0.06 0.2 Q0 0.25 -0.06 0.2 Z' }),
      s('path', { class: 'cheek', d: 'M-0.2 -0.06 L-0.02 0.06 L-0.05 0.17 Z M0.2 -0.06 L0.02 0.06 L0.05 0.17 Z' }),
      s('circle', { class: 'nose', cx: 0, cy: 0.2, r: 0.035 }),
      s('circle', { class: 'eye', cx: -0.08, cy: -0.05, r: 0.025 }),
      s('circle', { class: 'eye', cx: 0.08, cy: -0.05, r: 0.025 }),
    );
  }
  return s(
    'g',
    { class: 'icon' },
    s('circle', { class: 'ear', cx: -0.15, cy: -0.17, r: 0.11 }),
    s('circle', { class: 'ear', cx: 0.15, cy: -0.17, r: 0.11 }),
    s('circle', { class: 'ear-inner', cx: -0.15, cy: -0.17, r: 0.06 }),
    s('circle', { class: 'ear-inner', cx: 0.15, cy: -0.17, r: 0.06 }),
    s('ellipse', { class: 'head', cx: 0, cy: 0.02, rx: 0.14, ry: 0.17 }),
    s('path', { class: 'whisker', d: 'M-0.04 0.12 L-0.22 0.08 M-0.04 0.14 L-0.22 0.17 M0.04 0.12 L0.22 0.08 M0.04 0.14 L0.22 0.17' }),
    s('circle', { class: 'nose', cx: 0, cy: 0.16, r: 0.03 }),
    s('circle', { class: 'eye', cx: -0.05, cy: -0.01, r: 0.022 }),
    s('circle', { class: 'eye', cx: 0.05, cy: -0.01, r: 0.022 }),
  );
}

/** The icon in a small SVG of its own, for lists. */
function miniIcon(animal) {
  return s('svg', { class: `mini ${animal}`, viewBox: '-0.4 -0.4 0.8 0.8', 'aria-hidden': 'true' }, s('circle', { class: 'token', r: 0.38 }), animalIcon(animal));
}
