// The Nines board: 24 points drawn in SVG, played with the mouse (click or
// drag), a finger, or the keyboard.
//
// The SVG is built once when the table opens; every new state only changes
// attributes (which piece stands where, what is highlighted), so the keyboard
// focus stays where it is while the other side plays. The rules are not here:
// nines-choice.js picks among the legal moves the server sent.

import { h, s, replace, placeRole, toggle, showHint } from '../dom.js';
import { t } from '../i18n.js';
import { seatName, personName, lastMoveWords } from '../describe.js';
import { LABELS, EDGES, position, directionOfKey, neighbourInDirection, pointNear } from '../geometry/nines.js';
import { choose, clickable, dragHint, lastStepNote, moveBetween, movablePieces } from './nines-choice.js';

/** Sizes in board units (the points are 1 unit apart). */
const R_PIECE = 0.34;
const R_HIT = 0.48;
const MARGIN = 0.85;

/** How far (board units) a pointer must travel before a press becomes a drag. */
const DRAG_START = 0.2;

/**
 * The catalogue keys of the board's key help, for the room's legend: for a player, and
 * for a spectator (who moves the cursor, each point saying what is on it, and plays nothing).
 */
export const KEY_HELP = { play: 'room.keysBoard', watch: 'room.keysBoardWatch' };

/** The sentence of a move names its side ("White places…"): a replay does not say it twice. */
export const MOVE_WORDS_NAME_SIDE = true;

/** A line was just closed: the side to move removes a piece. */
const removing = (view) => !!view.board && view.board.action === 'remove';

/**
 * The turn banner's words when the player's turn is more than "Your turn": a piece to
 * remove (the instruction under the board may be out of the window).
 */
export function yourTurn(view) {
  return removing(view) ? 'nines.turnRemove' : null;
}

/** The same for a spectator: "{seat} removes a piece: {name}" instead of "… to move". */
export function theirTurn(view) {
  return removing(view) ? 'nines.toMoveRemove' : null;
}

/**
 * Builds the board inside `container`. `ctx.play(notation)` sends a move.
 * Returns {update(view), destroy()}.
 */
export function createBoard(container, ctx) {
  // What the board remembers between states.
  const local = {
    view: null,
    selected: null, // the piece chosen as the first half of a slide
    cursor: null, // the point the keyboard cursor is on
    sentVersion: null, // the version in which we sent a move (until a newer state comes)
    drag: null, // {from, pointerId, x, y, moved}
    press: null, // {from, pointerId}: a press on a point where no drag starts
    swallowClick: false, // a drag just ended: the click that follows is not a click
  };

  const svg = s('svg', {
    class: 'nines-board',
    viewBox: `${-MARGIN} ${-MARGIN} ${6 + 2 * MARGIN} ${6 + 2 * MARGIN}`,
    role: 'group',
    'aria-label': t('nines.board'),
    'data-board': 'nines',
  });
  const layers = {
    lines: s('g', { class: 'lines' }),
    mills: s('g', { class: 'mills' }),
    last: s('g', { class: 'last' }),
    points: s('g', { class: 'points' }),
    ghost: s('circle', { class: 'ghost', r: R_PIECE, cx: 0, cy: 0, visibility: 'hidden' }),
  };
  svg.append(s('rect', { class: 'wood', x: -MARGIN + 0.1, y: -MARGIN + 0.1, width: 6 + 2 * MARGIN - 0.2, height: 6 + 2 * MARGIN - 0.2, rx: 0.25 }));
  svg.append(coordinates(), layers.lines, layers.mills, layers.last, layers.points, layers.ghost);

  for (const [a, b] of EDGES) layers.lines.append(segment(a, b, 'edge'));

  const points = new Map(); // label -> its <g>
  for (const label of LABELS) {
    const { x, y } = position(label);
    const g = s(
      'g',
      { class: 'point', 'data-point': label, 'data-piece': 'empty', role: placeRole(ctx), tabindex: '-1', transform: `translate(${x} ${y})` },
      s('circle', { class: 'hit', r: R_HIT }),
      s('circle', { class: 'dot', r: 0.1 }),
      s('circle', { class: 'target', r: 0.16 }),
      s('circle', { class: 'piece', r: R_PIECE }),
      s('circle', { class: 'ring', r: R_PIECE + 0.08 }),
      s('rect', { class: 'cursor', x: -0.46, y: -0.46, width: 0.92, height: 0.92, rx: 0.12 }),
    );
    points.set(label, g);
    layers.points.append(g);
  }

  const sides = { top: h('div', { class: 'nines-side top' }), bottom: h('div', { class: 'nines-side bottom' }) };
  const instruction = h('p', { class: 'instruction' });
  const hintLine = h('p', { class: 'hint', role: 'status', 'aria-live': 'polite' });
  const wrap = h('div', { class: 'nines' }, sides.top, h('div', { class: 'board-frame' }, svg), sides.bottom, instruction, hintLine);
  replace(container, wrap);

  // ---- Reading the state ----------------------------------------------------

  function pieces() {
    const map = {};
    for (const p of local.view.board.points) map[p.label] = p.piece;
    return map;
  }

  /** The viewer's colour, or null for a spectator. */
  function mine() {
    const v = local.view;
    if (v.you === null || v.you === undefined) return null;
    return v.seats[v.you].seat_name;
  }

  /** "you", "other", "watching", "waiting" (not started) or "over": may the viewer act now? */
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

  // ---- Acting ----------------------------------------------------------------

  function hint(text) {
    showHint(hintLine, text);
  }

  /** A click, tap, Enter or Space on a point. */
  function act(label) {
    if (!local.view) return;
    if (local.sentVersion !== null) {
      hint(t('nines.sending'));
      return;
    }
    const result = choose({
      legal: local.view.legal,
      pieces: pieces(),
      mine: mine(),
      selected: local.selected,
      point: label,
      turn: turn(),
    });
    if (result.send) {
      send(result.send);
    } else if (result.select) {
      local.selected = result.select;
      hint('');
      paint();
    } else if (result.deselect) {
      local.selected = null;
      hint('');
      paint();
    } else if (result.hint) {
      hint(t(result.hint));
    }
  }

  function send(notation) {
    local.sentVersion = local.view.version;
    local.selected = null;
    hint('');
    ctx.play(notation);
    paint();
  }

  // Mouse and touch: a click, or a press-move-release that drags a piece.
  svg.addEventListener('click', (event) => {
    if (local.swallowClick) {
      local.swallowClick = false;
      return;
    }
    const g = event.target.closest('[data-point]');
    if (g) {
      local.cursor = g.dataset.point;
      act(g.dataset.point);
    } else {
      // Never silence: a click that found no point says where to click.
      act(null);
    }
  });

  svg.addEventListener('pointerdown', (event) => {
    const g = event.target.closest('[data-point]');
    if (!g || event.button !== 0 || !local.view) return;
    const from = g.dataset.point;
    if (!movablePieces(legal()).has(from)) {
      // Let go on another point, it is no click on either: endPress says why nothing moved.
      local.press = { from, pointerId: event.pointerId };
      return;
    }
    local.drag = { from, pointerId: event.pointerId, moved: false, ...toBoard(event) };
  });

  // Moves and releases are followed on the whole window, so a drag that leaves the board
  // before it has gone far enough to start still ends here (with a hint, not in silence).
  function onPointerMove(event) {
    const drag = local.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const at = toBoard(event);
    if (!drag.moved && Math.hypot(at.x - drag.x, at.y - drag.y) < DRAG_START) return;
    if (!drag.moved) {
      drag.moved = true;
      svg.setPointerCapture(event.pointerId);
      local.selected = drag.from;
      paint();
      points.get(drag.from).classList.add('dragging');
      layers.ghost.setAttribute('class', `ghost ${mine()}`);
      layers.ghost.setAttribute('visibility', 'visible');
    }
    layers.ghost.setAttribute('cx', at.x);
    layers.ghost.setAttribute('cy', at.y);
    event.preventDefault();
  }

  function endDrag(event, cancelled) {
    if (endPress(event, cancelled)) return;
    const drag = local.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    local.drag = null;
    if (!drag.moved) return; // a plain click: the click handler does the work
    points.get(drag.from).classList.remove('dragging');
    layers.ghost.setAttribute('visibility', 'hidden');
    local.swallowClick = true;
    setTimeout(() => {
      local.swallowClick = false;
    }, 0);
    if (cancelled) return;
    const at = toBoard(event);
    const to = pointNear(at.x, at.y);
    if (to === drag.from) return; // dropped back: the piece stays selected
    if (to === null) {
      // Off the board: the piece stays selected, and the player learns why nothing moved.
      hint(t('hint.offBoard', { label: drag.from }));
      return;
    }
    const move = moveBetween(legal(), drag.from, to);
    if (move) send(move.notation);
    else act(to); // explains why not (a taken point, too far…)
  }
  /**
   * A press where no drag starts, let go on another point (from an empty point onto one's
   * own piece, say): the click that follows lands on neither point, so the hint is given
   * here. Returns whether the event was such a press.
   */
  function endPress(event, cancelled) {
    const press = local.press;
    if (!press || event.pointerId !== press.pointerId) return false;
    local.press = null;
    if (cancelled || !local.view) return true;
    const at = toBoard(event);
    const to = pointNear(at.x, at.y);
    if (to === null || to === press.from) return true; // a click: the click handler says it
    local.swallowClick = true;
    setTimeout(() => {
      local.swallowClick = false;
    }, 0);
    if (local.sentVersion !== null) {
      hint(t('nines.sending'));
      return true;
    }
    const result = dragHint({ legal: local.view.legal, pieces: pieces(), mine: mine(), from: press.from, turn: turn() });
    hint(t(result.hint));
    return true;
  }
  const onPointerUp = (event) => endDrag(event, false);
  const onPointerCancel = (event) => endDrag(event, true);
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerCancel);

  /** A pointer event's position in board units. */
  function toBoard(event) {
    const m = svg.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  // Keyboard: arrows move the cursor along the lines, Enter/Space act, Escape cancels.
  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = directionOfKey(event.key);
    if (direction) {
      event.preventDefault();
      const next = neighbourInDirection(local.cursor || 'd7', direction, local.view ? local.view.board.edges : EDGES);
      if (next) moveCursor(next);
      else hint(t('hint.noLine'));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (local.cursor) act(local.cursor);
    } else if (event.key === 'Escape' && local.selected) {
      event.preventDefault();
      local.selected = null;
      hint('');
      paint();
    }
  });

  // A point that receives focus (by Tab or a click) is where the cursor is.
  // Listened for on the container, not on the <svg>: Chromium makes an SVG element with
  // a focus listener a Tab stop of its own, one more key press before the board's cursor.
  const onFocusIn = (event) => {
    const g = event.target.closest('[data-point]');
    if (g && local.cursor !== g.dataset.point) {
      local.cursor = g.dataset.point;
      rovingFocus();
    }
  };
  container.addEventListener('focusin', onFocusIn);

  function moveCursor(label) {
    local.cursor = label;
    rovingFocus();
    points.get(label).focus();
  }

  /** Only the cursor's point is in the Tab order (a "roving tabindex"). */
  function rovingFocus() {
    for (const [label, g] of points) g.setAttribute('tabindex', label === local.cursor ? '0' : '-1');
  }

  // ---- Drawing a state -------------------------------------------------------

  function update(view) {
    const newer = !local.view || view.version !== local.view.version;
    // A new game (the seats turn): the cursor starts again where this game can be played.
    if (local.view && view.game_number !== local.view.game_number) local.cursor = null;
    local.view = view;
    if (newer) {
      local.selected = null;
      local.sentVersion = null;
      hintLine.textContent = '';
    }
    if (!local.cursor) {
      const first = [...clickable({ legal: legal(), selected: null })][0];
      local.cursor = first || 'd7';
      rovingFocus();
    }
    paint();
  }

  function paint() {
    const view = local.view;
    const board = view.board;
    const targets = clickable({ legal: legal(), selected: local.selected });
    const removing = legal().some((m) => m.kind === 'remove');
    const last = board.last || null;

    svg.dataset.version = view.version;
    svg.dataset.action = board.action;
    svg.dataset.turn = turn();
    if (local.sentVersion !== null) svg.dataset.pending = 'true';
    else delete svg.dataset.pending;

    for (const p of board.points) {
      const g = points.get(p.label);
      if (!g) continue;
      g.dataset.piece = p.piece || 'empty';
      toggle(g, 'legal', targets.has(p.label));
      toggle(g, 'selected', local.selected === p.label);
      toggle(g, 'removable', removing && targets.has(p.label));
      toggle(g, 'last', !!last && (last.to === p.label || last.from === p.label));
      const words = [
        p.piece ? t('nines.pointWith', { label: p.label, piece: t(`nines.${p.piece}`) }) : t('nines.point', { label: p.label }),
      ];
      const lastWords = lastMoveWords(last, p.label);
      if (lastWords) words.push(lastWords);
      if (local.selected === p.label) words.push(t('nines.stateSelected'));
      else if (removing && targets.has(p.label)) words.push(t('nines.stateRemovable'));
      else if (targets.has(p.label)) words.push(t('nines.statePlayable'));
      g.setAttribute('aria-label', words.join(', '));
    }

    // The complete lines, drawn in the owner's colour.
    replace(layers.mills, (board.lines || []).map((line) => segment(line.points[0], line.points[2], `mill ${line.owner}`)));

    // The last step: a path for a slide, a cross where a piece was taken.
    const marks = [];
    if (last && last.from && last.to) marks.push(segment(last.from, last.to, 'last-path'));
    if (last && last.kind === 'remove' && last.from) marks.push(cross(last.from));
    replace(layers.last, marks);

    paintSides(view);
    instruction.textContent = instructionText(view);
  }

  /** The two players' piece counts: the opponent above the board, the viewer below. */
  function paintSides(view) {
    const board = view.board;
    const me = view.you === null || view.you === undefined ? 0 : view.you;
    const order = { bottom: me, top: 1 - me };
    for (const [where, seat] of Object.entries(order)) {
      const colour = seat === 0 ? 'white' : 'black';
      const entry = view.seats[seat];
      const name = entry && entry.player ? personName(entry.player) : '';
      const stock = [];
      for (let i = 0; i < board.in_hand[seat]; i++) stock.push(h('span', { class: `stone ${colour}`, 'aria-hidden': 'true' }));
      replace(
        sides[where],
        h('span', { class: `swatch ${colour}`, 'aria-hidden': 'true' }),
        h('strong', {}, seatName(colour)),
        name ? h('span', { class: 'who' }, name) : null,
        h('span', { class: 'stones' }, stock),
        h(
          'span',
          { class: 'counts', 'data-side': colour, 'data-in-hand': board.in_hand[seat], 'data-on-board': board.on_board[seat] },
          [
            t('nines.inHand', { count: board.in_hand[seat] }),
            t('nines.onBoard', { count: board.on_board[seat] }),
            t('nines.lost', { count: board.lost[seat] }),
          ].join(' · '),
        ),
      );
      toggle(sides[where], 'to-move', view.phase === 'playing' && view.to_move === seat);
    }
  }

  /** What to do now (on your turn), or what just happened. */
  function instructionText(view) {
    const board = view.board;
    const last = board.last;
    const lines = [];
    const note = lastStepNote(last);
    if (note) lines.push(t(note.key, { seat: seatName(note.args.seat), other: seatName(note.args.other) }));
    if (turn() === 'you' && local.sentVersion === null) {
      if (local.selected) lines.push(t('nines.selected', { label: local.selected }));
      else if (board.action === 'remove') {
        lines.push(t('nines.doRemove', { colour: t(`nines.${mine() === 'white' ? 'black' : 'white'}`) }));
      } else if (board.action === 'place') lines.push(t('nines.doPlace'));
      else if (board.action === 'fly') lines.push(t('nines.doFly'));
      else if (board.action === 'move') lines.push(t('nines.doMove'));
    } else if (last) {
      lines.push(t('nines.lastMove', { notation: last.notation }));
    }
    return lines.join(' ');
  }

  /** The server refused our move: let the player choose again. */
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
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      container.replaceChildren();
    },
  };
}

function segment(a, b, cls) {
  const p = position(a);
  const q = position(b);
  return s('line', { class: cls, x1: p.x, y1: p.y, x2: q.x, y2: q.y });
}

function cross(label) {
  const { x, y } = position(label);
  const d = 0.2;
  return s('path', { class: 'taken', d: `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}` });
}

/** The file letters under the board and the rank numbers beside it, to read the notation. */
function coordinates() {
  const g = s('g', { class: 'coords', 'aria-hidden': 'true' });
  for (let f = 0; f < 7; f++) g.append(s('text', { x: f, y: 6 + MARGIN - 0.14 }, 'abcdefg'[f]));
  for (let r = 0; r < 7; r++) g.append(s('text', { x: -MARGIN + 0.24, y: 6 - r + 0.1 }, String(r + 1)));
  return g;
}
