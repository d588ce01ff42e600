// Isolo: where the holes are drawn, which are endholes, the seeds drawn in a
// hole, and the last move as a list of animation steps.
//
// The server's view carries the last move lap by lap (crates/games/isolo/src/
// view.rs): the rows before it, and for every lap where its seeds were lifted,
// the holes it sowed one seed at a time, what happened at its end and the
// rows just after that. The steps below only replay those facts; they never
// work out a rule. Pure functions, tested with node.
//
// Rows are arrays from their owner's left: south[0] is S1, north[0] is N1.
// Seats: 0 South, 1 North.

/** The endholes are the two at each end of a row; the rest are central holes. */
export function holeKind(hole, holes) {
  return hole <= 2 || hole >= holes - 1 ? 'end' : 'central';
}

/**
 * Where hole `hole` (1-based) of `seat` is drawn: column 0 at the left, row 0
 * on top. The `bottom` seat's row is the bottom one, from its hole 1 at the
 * left, as a player sits at a real board: the viewer's, South's for a
 * spectator (as in the console). The other row is drawn from its last hole
 * down to 1, so that facing holes line up (Si faces N(holes+1-i)): North's
 * picture is South's turned half a circle.
 */
export function holePosition(seat, hole, holes, bottom = 0) {
  return seat === bottom ? { col: hole - 1, row: 1 } : { col: holes - hole, row: 0 };
}

/** The hole drawn at column `col` of row `row`, the other way from `holePosition`. */
export function holeAt(col, row, holes, bottom = 0) {
  return row === 1 ? { seat: bottom, hole: col + 1 } : { seat: 1 - bottom, hole: holes - col };
}

/**
 * Whether a board of `holes` a row is drawn upright in `width` pixels: the two
 * rows as two columns, the whole picture turned a quarter anticlockwise (the
 * top row on the left, the bottom row, the viewer's, on the right with its
 * hole 1 at the bottom), so that a long row on a narrow screen keeps holes big
 * enough to touch, instead of shrinking them below about 32 pixels apart.
 */
export function uprightFor(width, holes) {
  return width > 0 && width < (holes + 0.5) * MIN_PITCH;
}

/** The narrowest spacing of holes, in pixels, at which a row is drawn across. */
export const MIN_PITCH = 32;

/** The widest spacing of an upright board's holes, in pixels. */
export const MAX_UPRIGHT_PITCH = 46;

/**
 * The spacing, in pixels, of the holes of an upright board in a window `height` pixels
 * tall: as wide as lets the board take about three fifths of the window (the header,
 * the table's title and the turn banner above it, the player's side below), so that on
 * a phone the whole board is seen at once, never closer than `MIN_PITCH` (the
 * holes stay big enough to touch) nor wider than `MAX_UPRIGHT_PITCH`.
 */
export function uprightPitch(height, holes) {
  const fit = Math.floor((height * 0.62) / (holes + 0.5));
  return Math.max(MIN_PITCH, Math.min(MAX_UPRIGHT_PITCH, fit));
}

/**
 * The arrow key that moves the cursor as drawn, read in the board's own frame:
 * turned upright, the rows run up the page and the other row is sideways.
 */
export function boardKey(key, upright) {
  if (!upright) return key;
  return { ArrowUp: 'ArrowRight', ArrowDown: 'ArrowLeft', ArrowLeft: 'ArrowUp', ArrowRight: 'ArrowDown' }[key] || key;
}

/** The hole that faces hole `hole` of the other row. */
export function facing(hole, holes) {
  return holes + 1 - hole;
}

/** "S3", "N12". */
export function holeName(seat, hole) {
  return (seat === 1 ? 'N' : 'S') + hole;
}

/**
 * Where the seeds of a hole are drawn, as offsets from its centre in units of
 * the hole's radius: at most `max` of them (beyond that the number says it),
 * in rings so that they stay apart and inside the hole.
 */
export function seedDots(count, max = 12) {
  const n = Math.max(0, Math.min(count, max));
  const out = [];
  if (n === 0) return out;
  if (n === 1) return [{ x: 0, y: 0 }];
  // An inner ring of up to 4, then an outer ring of the rest.
  const inner = n <= 5 ? n : n <= 8 ? 3 : 4;
  const outer = n - inner;
  ring(out, inner, outer === 0 ? 0.42 : 0.27, 0.3);
  ring(out, outer, 0.62, 0);
  return out;
}

function ring(out, k, radius, turn) {
  for (let i = 0; i < k; i++) {
    const a = ((i + turn) / k) * 2 * Math.PI - Math.PI / 2;
    out.push({ x: round(radius * Math.cos(a)), y: round(radius * Math.sin(a)) });
  }
}

function round(x) {
  return Math.round(x * 1000) / 1000;
}

/**
 * The last move as steps to show one after another. Each step is
 * {kind, lap (0-based, -1 before the first), rows: [south, north], hand (seeds
 * in hand), at: {seat, hole} or null, also: {seat, hole} or null (the enemy
 * hole of a capture, the end hole that got a mwipinda), then (at a lap's end:
 * "sleep", "relay", "capture" or "mwipinda")}.
 *
 * The kinds: "before" (the position before the move), "lift" (a lap's seeds
 * taken in hand), "sow" (one seed falls), "end" (the last seed fell: the rows
 * after the lap's end, from the server). The last step's rows are the rows
 * after the move.
 */
export function moveSteps(move) {
  const steps = [];
  if (!move) return steps;
  const me = move.seat;
  let rows = [move.south_before.slice(), move.north_before.slice()];
  const copy = () => [rows[0].slice(), rows[1].slice()];
  steps.push({ kind: 'before', lap: -1, rows: copy(), hand: 0, at: { seat: me, hole: move.hole }, also: null, then: null });
  move.laps.forEach((lap, i) => {
    const from = lap.lifted_from;
    if (i === 0) {
      // The chosen hole gets a seed from the stock, then all its seeds are lifted.
      rows[me][move.hole - 1] = 0;
    } else {
      // Earlier laps' ends already lifted these seeds (the server's rows after each lap).
      const prev = move.laps[i - 1];
      rows = [prev.south_after.slice(), prev.north_after.slice()];
    }
    let hand = lap.seeds;
    steps.push({ kind: 'lift', lap: i, rows: copy(), hand, at: { seat: from.seat, hole: from.hole }, also: null, then: null });
    for (const hole of lap.sown) {
      rows[me][hole - 1] += 1;
      hand -= 1;
      steps.push({ kind: 'sow', lap: i, rows: copy(), hand, at: { seat: me, hole }, also: null, then: null });
    }
    const then = lap.then || { type: 'sleep' };
    let also = null;
    if (then.type === 'capture') also = { seat: 1 - me, hole: then.hole };
    else if (then.type === 'mwipinda') also = { seat: 1 - me, hole: then.hole };
    rows = [lap.south_after.slice(), lap.north_after.slice()];
    const inHand = then.type === 'relay' ? then.lifted : then.type === 'capture' ? then.seeds : then.type === 'mwipinda' ? then.lifted : 0;
    steps.push({ kind: 'end', lap: i, rows: copy(), hand: inHand, at: { seat: me, hole: lap.end }, also, then: then.type });
  });
  return steps;
}

/**
 * How long (ms) to show each step at a speed: "slow", "normal", "fast", or
 * "off" (no animation: straight to the result). A lap's sowing is sped up when
 * it is long, so that no lap takes more than about `lapCap` ms.
 */
export const SPEEDS = { slow: { seed: 320, pause: 900 }, normal: { seed: 160, pause: 550 }, fast: { seed: 60, pause: 220 }, off: null };

export function stepDelay(step, speed, lapSeeds = 1, lapCap = 4000) {
  const s = SPEEDS[speed];
  if (!s) return 0;
  if (step.kind === 'sow') return Math.max(12, Math.min(s.seed, Math.floor(lapCap / Math.max(1, lapSeeds))));
  return s.pause;
}

/**
 * The explanation line of each lap of a move, from its move-list entry: the
 * server sends the explanation line by line (`lines`), each with the lap it
 * tells (from 0), in the page's language. Empty when the lines do not tell
 * every lap (the board then names the laps itself).
 */
export function lapLines(entry, laps) {
  let lines = entry && Array.isArray(entry.lines) ? entry.lines.filter((l) => Number.isInteger(l.lap)) : null;
  if (!lines) {
    // A recorded game's frames (the replay) carry the explanation as text only: one line
    // a lap when it tells the laps, whatever its language.
    const text = String((entry && entry.explanation) || '').split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
    lines = text.length === laps ? text.map((l, lap) => ({ text: l, lap })) : [];
  }
  const byLap = new Map(lines.map((l) => [l.lap, String(l.text)]));
  const out = [];
  for (let i = 0; i < laps; i++) {
    if (!byLap.has(i)) return [];
    out.push(byLap.get(i));
  }
  return out;
}

/** The legal sowings by hole number of the mover's row: {3: {notation: "3", kind: "sow", from: "3"}}. */
export function sowings(legal) {
  const map = new Map();
  for (const m of legal || []) if (m.kind === 'sow' && m.from !== undefined) map.set(Number(m.from), m);
  return map;
}

/**
 * What a click (or Enter) on hole `hole` of `seat` does: {send: notation} or
 * {hint: key, args}. `turn` as on the other boards ("you", "other", "watching",
 * "waiting", "over"); `mine` is the viewer's seat; `seeds` the hole's seeds;
 * `endless` the holes the server says would sow for ever.
 */
export function chooseHole({ legal, turn, seat, hole, mine, seeds = 0, endless = [], animating = false }) {
  if (turn === 'watching') return { hint: 'hint.watching' };
  if (turn === 'over') return { hint: 'hint.over' };
  if (turn === 'waiting') return { hint: 'hint.notStarted' };
  if (turn !== 'you') return { hint: 'hint.notYourTurn' };
  if (animating) return { hint: 'isolo.hint.animating' };
  if (seat !== mine) return { hint: 'isolo.hint.ownRow' };
  const move = sowings(legal).get(hole);
  if (move) return { send: move.notation };
  if (endless.includes(hole)) return { hint: 'isolo.hint.endless', args: { hole: holeName(seat, hole) } };
  if (seeds === 0) return { hint: 'isolo.hint.empty', args: { hole: holeName(seat, hole) } };
  return { hint: 'hint.notLegal' };
}

/**
 * The keyboard cursor on the board: left and right go along a row as it is
 * drawn (with `bottom` the seat drawn at the bottom, see `holePosition`), up
 * and down switch rows (to the facing hole); on an upright board (see
 * `uprightFor`) up and down go along a column and left and right switch.
 * Returns the new {seat, hole}, or null for another key.
 */
export function holeStep(at, pressed, holes, upright = false, bottom = 0) {
  const key = boardKey(pressed, upright);
  let { col, row } = holePosition(at.seat, at.hole, holes, bottom);
  if (key === 'ArrowLeft') col = Math.max(0, col - 1);
  else if (key === 'ArrowRight') col = Math.min(holes - 1, col + 1);
  else if (key === 'ArrowUp') row = 0;
  else if (key === 'ArrowDown') row = 1;
  else return null;
  return holeAt(col, row, holes, bottom);
}
