// The Isolo board: two rows of holes in SVG, drawn from the viewer's side as
// at a real board and in the console: a player's own row at the bottom, from
// its hole 1 at the left, the other row on top drawn from its last hole to its
// hole 1 so that facing holes line up; a spectator (and a replay) sits at
// South's side. North's picture is thus South's turned half a circle, the
// sowing still going round anticlockwise. Each hole shows its seed count and
// up to a dozen seeds, hole names from each owner's left, the endholes set
// apart from the central holes. A long row on a narrow screen stands upright
// instead (the same picture turned a quarter anticlockwise: the viewer's row
// the right-hand column, its hole 1 at the bottom), so that the holes stay
// big enough to touch.
//
// Click a hole of your row (or move the cursor with the arrows and press
// Enter). Every move, yours or the other side's, is then shown lap by lap —
// the seeds lifted, sown one a hole, the relay, capture or mwipinda at the
// lap's end — beside the console's explanation line of each lap, at a speed
// the player chooses, with "skip to the result". The lap list stays after.
//
// The rules are not here: isolo-steps.js replays the laps the server sent.

import { h, s, replace, placeRole, toggle, showHint } from '../dom.js';
import { t } from '../i18n.js';
import { seatName, playerName } from '../describe.js';
import { whoElement } from './side-who.js';
import { holeKind, holePosition, holeName, seedDots, moveSteps, stepDelay, lapLines, sowings, chooseHole, holeStep, uprightFor, uprightPitch } from './isolo-steps.js';

const R = 0.43; // a hole's radius (holes are 1 unit apart)
const MARGIN = 0.25;
const ROW_Y = [1.1, 2.3]; // centres of the top and bottom rows
const HEIGHT = 3.4;
const SEED_R = 0.065;
// Upright (a long row on a narrow screen): the rows are columns at these x, the top row on
// the left, with the count and name beside each hole instead of above and below it.
const COL_X = [1.9, 3.3];
const WIDTH_UPRIGHT = 5.2;
const MAX_DOTS = 12;
const SPEED_KEY = 'parlour.isolo.speed';

/**
 * The catalogue keys of the board's key help, for the room's legend: for a player, and
 * for a spectator, who moves the cursor (each hole says what is in it) and may skip the
 * animation, but plays nothing.
 */
export const KEY_HELP = { play: 'isolo.keys', watch: 'isolo.keysWatch' };

/** The board tells each move to a screen reader itself (the room does not say it again). */
export const ANNOUNCES_MOVES = true;

/** Builds the board inside `container`; `ctx.play(notation)` sends a move. */
export function createBoard(container, ctx) {
  const local = {
    view: null,
    holes: 0,
    bottom: 0, // the seat whose row is drawn at the bottom: the viewer's, South for a spectator
    cursor: null, // {seat, hole}
    sentVersion: null,
    shownPly: null, // the ply whose move was animated (or shown) last
    queue: [], // moves waiting to be animated: {move, lines, who}
    anim: null, // {move, lines, who, steps, index, timer}
    story: null, // the move whose laps the list shows: {move, lines, who}
    speed: readSpeed(),
    upright: false,
  };
  const holeEls = new Map(); // "0:3" -> <g>

  const svg = s('svg', { class: 'isolo-board', role: 'group', 'aria-label': t('isolo.board'), 'data-board': 'isolo' });
  const sides = { top: h('div', { class: 'isolo-side top' }), bottom: h('div', { class: 'isolo-side bottom' }) };
  const hand = h('p', { class: 'isolo-hand', 'aria-live': 'off' });
  const speedSelect = h(
    'select',
    { id: 'isolo-speed', 'data-action': 'speed', onchange: (e) => setSpeed(e.target.value) },
    ['slow', 'normal', 'fast', 'off'].map((v) => h('option', { value: v, selected: v === local.speed ? true : null }, t(`isolo.speed.${v}`))),
  );
  const skipButton = h('button', { type: 'button', 'data-action': 'skip', onclick: () => skip() }, t('isolo.skip'), h('kbd', { 'aria-hidden': 'true' }, 'Esc'));
  // Not "replay": that is the result's link to the recorded game (room.js), another thing.
  const replayButton = h('button', { type: 'button', class: 'quiet', 'data-action': 'show-last-move', onclick: () => replay() }, t('isolo.replay'));
  const controls = h('div', { class: 'isolo-controls' }, h('label', { for: 'isolo-speed' }, t('isolo.speed')), speedSelect, skipButton, replayButton);
  const instruction = h('p', { class: 'instruction' });
  const hintLine = h('p', { class: 'hint', role: 'status', 'aria-live': 'polite' });
  const storyTitle = h('h3', { class: 'isolo-story-title' });
  const laps = h('ol', { class: 'isolo-laps' });
  const story = h('section', { class: 'isolo-story', 'aria-live': 'polite' }, storyTitle, laps);
  // What the holes' letters stand for: N and S are the notation's, whatever the language
  // (in Vietnamese North is Bắc and South is Nam, so an unexplained "N" reads as Nam's).
  const rows = h('span', { class: 'isolo-rows' });
  const legend = h('p', { class: 'isolo-legend muted' }, h('span', { class: 'isolo-key end' }), t('isolo.legend.end'), ' ', h('span', { class: 'isolo-key central' }), t('isolo.legend.central'), ' ', rows);
  const frame = h('div', { class: 'isolo-frame' }, svg);
  const wrap = h(
    'div',
    { class: 'isolo' },
    sides.top,
    frame,
    sides.bottom,
    hand,
    controls,
    instruction,
    hintLine,
    story,
    legend,
  );
  replace(container, wrap);

  function build(holes) {
    local.holes = holes;
    rows.textContent = t('isolo.legend.rows', { holes });
    local.upright = uprightFor(container.clientWidth || window.innerWidth, holes);
    const up = local.upright;
    toggle(svg, 'upright', up);
    // Upright, the rows are columns: each side's line heads its own, the two side by side
    // above the board (the viewer's below it would name the right-hand column as the
    // bottom row, and out of a phone's window).
    toggle(wrap, 'upright', up);
    if (up) frame.before(sides.top, sides.bottom);
    else frame.after(sides.bottom);
    const length = holes + 2 * MARGIN;
    svg.setAttribute('viewBox', up ? `0 ${-MARGIN} ${WIDTH_UPRIGHT} ${length}` : `${-MARGIN} 0 ${length} ${HEIGHT}`);
    // Across, below about 22 pixels a hole its count is too small to read: the frame
    // scrolls instead. Upright, its size follows the window's height (`uprightPitch`).
    svg.style.minWidth = up ? '0' : `${Math.max(300, holes * 22)}px`;
    // The pitch is chosen when the board is drawn, not on every resize: a phone's
    // browser changes the window's height as its address bar hides while scrolling.
    svg.style.width = up ? `${WIDTH_UPRIGHT * uprightPitch(window.innerHeight, holes)}px` : '';
    svg.replaceChildren();
    svg.append(
      up
        ? s('rect', { class: 'wood', x: 0.05, y: -MARGIN + 0.05, width: WIDTH_UPRIGHT - 0.1, height: length - 0.1, rx: 0.35 })
        : s('rect', { class: 'wood', x: -MARGIN + 0.05, y: 0.05, width: length - 0.1, height: HEIGHT - 0.1, rx: 0.35 }),
    );
    holeEls.clear();
    // The top row first, so that a screen reader reads the rows as they are drawn.
    for (const seat of [1 - local.bottom, local.bottom]) {
      for (let hole = 1; hole <= holes; hole++) {
        const { col, row } = holePosition(seat, hole, holes, local.bottom);
        // Upright is the picture across turned a quarter anticlockwise: the sowing still
        // goes round anticlockwise, the bottom row's hole 1 at the bottom right.
        const [cx, cy] = up ? [COL_X[row], holes - col - 0.5] : [col + 0.5, ROW_Y[row]];
        // The count sits on the outer side of the row, the name beyond it.
        const out = row === 0 ? -1 : 1;
        // Upright, the count runs outwards from the hole's edge and the name ("N16") from
        // beyond a two-figure count, so that they never run into each other ("N102") nor
        // a "12" into its hole (a count centred beside the hole touched it).
        const outwards = `text-anchor: ${out < 0 ? 'end' : 'start'}`;
        const count = up ? { x: out * (R + 0.14), y: 0.12, style: outwards } : { x: 0, y: out * (R + 0.17) + 0.1 };
        const name = up ? { x: out * (R + 0.72), y: 0.08, style: outwards } : { x: 0, y: out * (R + 0.45) + 0.07 };
        const g = s(
          'g',
          {
            class: `hole ${holeKind(hole, holes)}`,
            'data-hole': holeName(seat, hole),
            'data-seat': seat,
            'data-kind': holeKind(hole, holes),
            role: placeRole(ctx),
            tabindex: '-1',
            transform: `translate(${cx} ${cy})`,
          },
          // The whole cell of the hole answers a touch, not only its circle.
          up ? s('rect', { class: 'hit', x: -0.7, y: -0.5, width: 1.4, height: 1 }) : s('rect', { class: 'hit', x: -0.5, y: -0.6, width: 1, height: 1.2 }),
          s('circle', { class: 'pit', r: R }),
          s('g', { class: 'seeds' }),
          s('circle', { class: 'ring', r: R + 0.035 }),
          s('text', { class: 'count', ...count }),
          s('text', { class: 'name', ...name }, holeName(seat, hole)),
          s('circle', { class: 'cursor', r: R + 0.05 }),
        );
        holeEls.set(`${seat}:${hole}`, g);
        svg.append(g);
      }
    }
  }

  // A window turned or resized may call for the other drawing.
  function onResize() {
    if (!local.view || uprightFor(container.clientWidth || window.innerWidth, local.holes) === local.upright) return;
    build(local.holes);
    rovingFocus();
    paint();
  }
  window.addEventListener('resize', onResize);

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

  function animating() {
    return local.anim !== null || local.queue.length > 0;
  }

  function legal() {
    return turn() === 'you' && local.sentVersion === null && !animating() ? local.view.legal : [];
  }

  function names() {
    const v = local.view;
    return [0, 1].map((seat) => playerName(v, seat) || seatName(seat === 0 ? 'south' : 'north'));
  }

  // ---- Acting ----------------------------------------------------------------

  /** Shows a hint; `key` names it, so that the one about the animation can go when it ends. */
  function hint(text, key = '') {
    hintLine.dataset.key = key;
    showHint(hintLine, text);
  }

  function act(seat, hole) {
    if (!local.view) return;
    if (local.sentVersion !== null) {
      hint(t('isolo.sending'));
      return;
    }
    const board = local.view.board;
    const row = seat === 1 ? board.north : board.south;
    const result = chooseHole({
      legal: local.view.legal,
      turn: turn(),
      seat,
      hole,
      mine: mine(),
      seeds: row[hole - 1] || 0,
      endless: board.endless_holes || [],
      animating: animating(),
    });
    if (result.send) {
      local.sentVersion = local.view.version;
      hintLine.textContent = '';
      ctx.play(result.send);
      paint();
    } else {
      hint(t(result.hint, result.args || {}), result.hint);
    }
  }

  svg.addEventListener('click', (event) => {
    const g = event.target.closest('[data-hole]');
    if (!g) return;
    const at = { seat: Number(g.dataset.seat), hole: Number(g.dataset.hole.slice(1)) };
    local.cursor = at;
    rovingFocus();
    act(at.seat, at.hole);
  });

  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !local.view) return;
    const next = holeStep(local.cursor || { seat: local.bottom, hole: 1 }, event.key, local.holes, local.upright, local.bottom);
    if (next) {
      event.preventDefault();
      moveCursor(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (local.cursor) act(local.cursor.seat, local.cursor.hole);
    }
  });

  // Escape skips the animation from anywhere on the page (not in form fields).
  function onKey(event) {
    if (event.key !== 'Escape' || !animating()) return;
    if (event.target.closest && event.target.closest('input, textarea, dialog')) return;
    event.preventDefault();
    skip();
  }
  document.addEventListener('keydown', onKey);

  // Listened for on the container, not on the <svg>: Chromium makes an SVG element with
  // a focus listener a Tab stop of its own, one more key press before the board's cursor.
  const onFocusIn = (event) => {
    const g = event.target.closest('[data-hole]');
    if (!g) return;
    const at = { seat: Number(g.dataset.seat), hole: Number(g.dataset.hole.slice(1)) };
    if (!local.cursor || local.cursor.seat !== at.seat || local.cursor.hole !== at.hole) {
      local.cursor = at;
      rovingFocus();
    }
  };
  container.addEventListener('focusin', onFocusIn);

  function moveCursor(at) {
    local.cursor = at;
    rovingFocus();
    const g = holeEls.get(`${at.seat}:${at.hole}`);
    if (g) g.focus();
  }

  function rovingFocus() {
    const c = local.cursor;
    for (const [key, g] of holeEls) g.setAttribute('tabindex', c && key === `${c.seat}:${c.hole}` ? '0' : '-1');
  }

  // ---- Animation -------------------------------------------------------------

  function setSpeed(value) {
    local.speed = value in { slow: 1, normal: 1, fast: 1, off: 1 } ? value : 'normal';
    try {
      localStorage.setItem(SPEED_KEY, local.speed);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
    if (local.speed === 'off') skip();
  }

  /** Starts the next queued move if none is playing. */
  function next() {
    if (local.anim || local.queue.length === 0) return;
    const item = local.queue.shift();
    local.story = item;
    if (local.speed === 'off') {
      // Straight to the result; the next queued move follows at once.
      next();
      paint();
      return;
    }
    local.anim = { ...item, steps: moveSteps(item.move), index: 0, timer: null };
    showStep();
  }

  function showStep() {
    const a = local.anim;
    if (!a) return;
    if (a.index >= a.steps.length) {
      local.anim = null;
      next();
      paint();
      if (!animating()) settled();
      return;
    }
    paint();
    const step = a.steps[a.index];
    const lap = step.lap >= 0 ? a.move.laps[step.lap] : null;
    a.timer = setTimeout(() => {
      a.index += 1;
      showStep();
    }, stepDelay(step, local.speed, lap ? lap.seeds : 1));
  }

  /** Shows the result of every queued move at once. */
  function skip() {
    const was = animating();
    if (local.anim && local.anim.timer) clearTimeout(local.anim.timer);
    if (local.anim) local.story = local.anim;
    local.anim = null;
    if (local.queue.length > 0) local.story = local.queue[local.queue.length - 1];
    local.queue = [];
    if (local.view) paint();
    if (was) settled();
  }

  /**
   * The board shows the position the state says (no move is being shown any more): the
   * room may announce what it held back, such as the end of the game.
   */
  function settled() {
    if (ctx.settled) ctx.settled();
  }

  function replay() {
    if (!local.story || animating()) return;
    const speed = local.speed === 'off' ? 'normal' : local.speed;
    local.speed = speed;
    speedSelect.value = speed;
    // Marked as shown again: the board is not behind the state meanwhile (see busy).
    local.queue.push({ ...local.story, again: true });
    next();
  }

  // ---- Drawing a state -------------------------------------------------------

  function update(view) {
    const newer = !local.view || view.version !== local.view.version;
    // A new game (the seats turn): the cursor starts again where this game can be played.
    if (local.view && view.game_number !== local.view.game_number) local.cursor = null;
    const first = local.view === null;
    local.view = view;
    if (newer) {
      local.sentVersion = null;
      hintLine.textContent = '';
    }
    const board = view.board;
    // The viewer's row nearest them: drawn anew when a new game seats them on the other side.
    const bottom = mine() === null ? 0 : mine();
    if (board.holes !== local.holes || bottom !== local.bottom) {
      local.bottom = bottom;
      build(board.holes);
      rovingFocus();
    }
    if (!local.cursor) {
      const firstLegal = [...sowings(view.legal).keys()][0];
      local.cursor = { seat: bottom, hole: firstLegal || 1 };
      rovingFocus();
    }
    const ply = board.ply;
    const move = board.last_move;
    const item = move ? { move, lines: lapLines(lastMove(view), move.laps.length), who: move.seat } : null;
    if (first || local.shownPly === null || ply < local.shownPly || !item) {
      // A table just opened (or a new game, or moves taken back): show it as it is.
      skip();
      local.story = item;
    } else if (ply > local.shownPly) {
      local.queue.push(item);
    } else {
      // The same position again (sent in another language, say): the newest move, last
      // in line (queued, playing or shown), takes the new words for its laps.
      const newest = local.queue.length > 0 ? local.queue[local.queue.length - 1] : local.anim;
      if (newest) newest.lines = item.lines;
      else local.story = item;
    }
    local.shownPly = ply;
    next();
    paint();
  }

  /** The last move in the move list (its explanation, lap by lap). */
  function lastMove(view) {
    const moves = view.moves || [];
    return moves.length > 0 ? moves[moves.length - 1] : null;
  }

  function paint() {
    const view = local.view;
    const board = view.board;
    const a = local.anim;
    const step = a ? a.steps[Math.min(a.index, a.steps.length - 1)] : null;
    const rows = step ? step.rows : [board.south, board.north];
    const playable = sowings(legal());

    svg.dataset.version = view.version;
    // "Wait until the move has been shown" is out of date once it has.
    if (!a && local.queue.length === 0 && hintLine.dataset.key === 'isolo.hint.animating') {
      hintLine.textContent = '';
      hintLine.dataset.key = '';
    }
    svg.dataset.turn = turn();
    svg.dataset.animating = a ? 'true' : 'false';
    svg.dataset.step = a ? `${a.index}/${a.steps.length}` : '';
    svg.dataset.toMove = board.to_move === null || board.to_move === undefined ? '' : board.to_move;
    if (local.sentVersion !== null) svg.dataset.pending = 'true';
    else delete svg.dataset.pending;

    for (const seat of [0, 1]) {
      for (let hole = 1; hole <= local.holes; hole++) {
        const g = holeEls.get(`${seat}:${hole}`);
        const seeds = rows[seat][hole - 1] || 0;
        g.dataset.seeds = seeds;
        g.querySelector('.count').textContent = String(seeds);
        paintSeeds(g.querySelector('.seeds'), seeds);
        const yours = seat === mine();
        toggle(g, 'legal', yours && playable.has(hole));
        toggle(g, 'endless', seat === board.to_move && (board.endless_holes || []).includes(hole));
        toggle(g, 'at', !!step && !!step.at && step.at.seat === seat && step.at.hole === hole);
        toggle(g, 'also', !!step && !!step.also && step.also.seat === seat && step.also.hole === hole);
        toggle(g, 'chosen', !a && !!local.story && local.story.move.seat === seat && local.story.move.hole === hole);
        const words = [t('isolo.hole', { hole: holeName(seat, hole), count: seeds }), t(`isolo.kind.${holeKind(hole, local.holes)}`)];
        if (yours && playable.has(hole)) words.push(t('isolo.playable'));
        g.setAttribute('aria-label', words.join(', '));
      }
    }
    hand.textContent = step && step.kind !== 'before' ? t('isolo.inHand', { count: step.hand }) : '';
    hand.hidden = !step;
    skipButton.disabled = !a && local.queue.length === 0;
    replayButton.disabled = !!a || !local.story;
    paintSides(view, rows);
    paintStory(step);
    instruction.textContent = instructionText(view);
  }

  function paintSeeds(group, seeds) {
    const shown = Math.min(seeds, MAX_DOTS);
    if (Number(group.dataset.n) === shown) return;
    group.dataset.n = shown;
    replace(group, seedDots(seeds, MAX_DOTS).map((d, i) => s('circle', { class: `seed s${i % 3}`, cx: d.x * R, cy: d.y * R, r: SEED_R })));
  }

  function paintSides(view, rows) {
    const board = view.board;
    // Each name by its row: the viewer's (South's for a spectator) below the board.
    for (const [where, seat] of [['bottom', local.bottom], ['top', 1 - local.bottom]]) {
      const colour = seat === 0 ? 'south' : 'north';
      const total = rows[seat].reduce((x, y) => x + y, 0);
      replace(
        sides[where],
        h('span', { class: `swatch ${colour}`, 'aria-hidden': 'true' }),
        h('strong', {}, seatName(colour)),
        whoElement(view, seat),
        seat === mine() ? h('span', { class: 'tag' }, t('room.you')) : null,
        h('span', { class: 'counts', 'data-side': colour, 'data-seeds': total }, t('isolo.seeds', { count: total })),
      );
      toggle(sides[where], 'to-move', view.phase === 'playing' && board.to_move === seat);
    }
  }

  function paintStory(step) {
    const item = local.anim || local.story;
    if (!item) {
      storyTitle.textContent = '';
      replace(laps);
      story.hidden = true;
      return;
    }
    story.hidden = false;
    const m = item.move;
    const nm = names();
    const title = t('isolo.story', { name: nm[m.seat], hole: holeName(m.seat, m.hole), count: m.laps.length });
    storyTitle.textContent = m.captured > 0 ? `${title} ${t('isolo.captured', { count: m.captured })}` : title;
    const lines = item.lines.length === m.laps.length ? item.lines : m.laps.map((_, i) => t('isolo.lapPlain', { n: i + 1 }));
    const current = step ? step.lap : -1;
    const key = `${m.seat}:${m.hole}:${lines.join('|')}`;
    if (laps.dataset.key !== key) {
      laps.dataset.key = key;
      replace(laps, lines.map((line, i) => h('li', { 'data-lap': i + 1, 'data-then': m.laps[i] && m.laps[i].then ? m.laps[i].then.type : '' }, line)));
    }
    for (const li of laps.children) {
      const i = Number(li.dataset.lap) - 1;
      toggle(li, 'current', i === current);
      // Laps not reached yet are dimmed while the move is shown.
      toggle(li, 'pending', !!step && i > current);
    }
  }

  function instructionText(view) {
    const board = view.board;
    if (board.ending) return '';
    if (turn() === 'you' && local.sentVersion === null) {
      if (animating()) return t('isolo.doWait');
      return t('isolo.doMove');
    }
    return '';
  }

  function unlock() {
    if (local.sentVersion === null || !local.view) return;
    local.sentVersion = null;
    paint();
  }

  return {
    update,
    unlock,
    /**
     * True while moves of the state are still being shown: the board is behind the state
     * (see settled). A move shown again on request does not count.
     */
    busy: () => (local.anim !== null && !local.anim.again) || local.queue.some((item) => !item.again),
    destroy() {
      container.removeEventListener('focusin', onFocusIn);
      if (local.anim && local.anim.timer) clearTimeout(local.anim.timer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      container.replaceChildren();
    },
  };
}

function readSpeed() {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    if (v === 'slow' || v === 'normal' || v === 'fast' || v === 'off') return v;
  } catch {
    // No storage: the default speed.
  }
  // A player who asked their system for less motion sees each move's result at once (the
  // animation can still be chosen, and "Show the last move again" plays it).
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return still ? 'off' : 'normal';
}
