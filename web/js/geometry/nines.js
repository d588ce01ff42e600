// The Nines board as geometry: where each of the 24 points is drawn and which
// point lies next to another along a board line.
//
// Pure functions only (no DOM), so they are tested with node. The server sends
// the points and the edges with every state; the constants below are the same
// board and serve as a default and as test data.

/** Files a–g from left to right, ranks 1–7 from bottom to top (as in chess). */
export const FILES = 'abcdefg';

/** The 24 points in the server's order (row by row, top to bottom). */
export const LABELS = [
  'a7', 'd7', 'g7',
  'b6', 'd6', 'f6',
  'c5', 'd5', 'e5',
  'a4', 'b4', 'c4', 'e4', 'f4', 'g4',
  'c3', 'd3', 'e3',
  'b2', 'd2', 'f2',
  'a1', 'd1', 'g1',
];

/** The 32 board lines between neighbouring points. */
export const EDGES = [
  ['a7', 'd7'], ['d7', 'g7'], ['b6', 'd6'], ['d6', 'f6'], ['c5', 'd5'], ['d5', 'e5'],
  ['a4', 'b4'], ['b4', 'c4'], ['e4', 'f4'], ['f4', 'g4'], ['c3', 'd3'], ['d3', 'e3'],
  ['b2', 'd2'], ['d2', 'f2'], ['a1', 'd1'], ['d1', 'g1'],
  ['a7', 'a4'], ['a4', 'a1'], ['b6', 'b4'], ['b4', 'b2'], ['c5', 'c4'], ['c4', 'c3'],
  ['d7', 'd6'], ['d6', 'd5'], ['d3', 'd2'], ['d2', 'd1'], ['e5', 'e4'], ['e4', 'e3'],
  ['f6', 'f4'], ['f4', 'f2'], ['g7', 'g4'], ['g4', 'g1'],
];

/** A label such as "d6" as grid numbers: file 0–6 (a–g), rank 0–6 (1–7). */
export function parse(label) {
  const file = FILES.indexOf(label[0]);
  const rank = Number(label.slice(1)) - 1;
  if (file < 0 || !(rank >= 0 && rank <= 6)) return null;
  return { file, rank };
}

/**
 * Where a point is drawn, in board units (0–6). SVG's y axis points down, so
 * rank 7 (the top row) is y = 0.
 */
export function position(label) {
  const p = parse(label);
  return p && { x: p.file, y: 6 - p.rank };
}

/** For each point, the points joined to it by a board line. */
export function neighbourMap(edges = EDGES) {
  const map = new Map();
  for (const [a, b] of edges) {
    if (!map.has(a)) map.set(a, []);
    if (!map.has(b)) map.set(b, []);
    map.get(a).push(b);
    map.get(b).push(a);
  }
  return map;
}

/** The arrow keys and the way each one points on the board. */
const STEPS = {
  up: { df: 0, dr: 1 },
  down: { df: 0, dr: -1 },
  left: { df: -1, dr: 0 },
  right: { df: 1, dr: 0 },
};

/** "ArrowUp" → "up", and null for every other key. */
export function directionOfKey(key) {
  const name = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' }[key];
  return name || null;
}

/**
 * The point reached from `from` by following a board line in `direction`
 * ("up", "down", "left", "right"), or null when no line leaves that way.
 * A keyboard cursor uses this, so it only ever travels along the lines a
 * piece could slide along (there is no line from d5 down to d3, for example).
 */
export function neighbourInDirection(from, direction, edges = EDGES) {
  const step = STEPS[direction];
  const start = parse(from);
  if (!step || !start) return null;
  const candidates = (neighbourMap(edges).get(from) || []).filter((label) => {
    const p = parse(label);
    const df = Math.sign(p.file - start.file);
    const dr = Math.sign(p.rank - start.rank);
    return df === step.df && dr === step.dr;
  });
  // On this board there is at most one neighbour each way; keep the nearest anyway.
  candidates.sort((a, b) => distance(from, a) - distance(from, b));
  return candidates[0] || null;
}

function distance(a, b) {
  const p = parse(a);
  const q = parse(b);
  return Math.abs(p.file - q.file) + Math.abs(p.rank - q.rank);
}

/**
 * The point nearest to (x, y) in board units, if it is within `reach` of it:
 * where a dragged piece is dropped.
 */
export function pointNear(x, y, labels = LABELS, reach = 0.5) {
  let best = null;
  let bestDistance = reach;
  for (const label of labels) {
    const p = position(label);
    const d = Math.hypot(p.x - x, p.y - y);
    if (d <= bestDistance) {
      best = label;
      bestDistance = d;
    }
  }
  return best;
}
