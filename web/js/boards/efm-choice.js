// Elephant–Fox–Mouse: what a click on a cell means, and the keyboard cursor.
//
// The page never works out the rules: the server lists the legal moves with
// every state (and, in the board, the seed's colouring of the cells the animal
// to move can reach). This module only picks one of those moves, or says in
// words why a click does nothing. Pure functions, tested with node.
//
// `board` is the game's view (docs/web-protocol.md): `pieces` [{animal, cell,
// prey, predator, in_danger}], `to_move`, `reach` [{cell, kind, legal, prey}].
// `legal` entries look like {notation: "c4", kind: "move", from: "c3", to: "c4"}.

/** Files a–f from left to right, ranks 1–6 from bottom to top. */
export const FILES = 'abcdef';
export const SIZE = 6;

/** Every cell name, a6 … f6 (top row) down to a1 … f1, as the board is drawn. */
export const CELLS = (() => {
  const out = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) for (let file = 0; file < SIZE; file++) out.push(FILES[file] + (rank + 1));
  return out;
})();

/** "c3" → {file: 2, rank: 2} (both from 0), or null. */
export function parseCell(name) {
  if (typeof name !== 'string' || name.length !== 2) return null;
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]) - 1;
  if (file < 0 || !(rank >= 0 && rank < SIZE)) return null;
  return { file, rank };
}

/** {file, rank} → "c3", or null off the board. */
export function cellName(file, rank) {
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return null;
  return FILES[file] + (rank + 1);
}

/** Where the cursor goes from `cell` with an arrow key (it stops at the edge). */
export function cursorStep(cell, key) {
  const p = parseCell(cell) || { file: 0, rank: SIZE - 1 };
  const d = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  if (!d) return null;
  return cellName(p.file + d[0], p.rank + d[1]) || cell;
}

/** The animal standing on each cell: {"c3": "elephant", …} (eaten animals are left out). */
export function occupants(board) {
  const map = {};
  for (const p of board.pieces || []) if (p.cell) map[p.cell] = p.animal;
  return map;
}

/** The piece entry of an animal. */
export function piece(board, animal) {
  return (board.pieces || []).find((p) => p.animal === animal) || null;
}

/** The seed's colours of the cells, by cell: {kind: "move" | "eat" | "both", legal, prey}. */
export function reachMap(board) {
  const map = new Map();
  for (const r of board.reach || []) map.set(r.cell, r);
  return map;
}

/** The legal move to `cell`, or null. */
export function moveTo(legal, cell) {
  return legal.find((m) => m.to === cell) || null;
}

/**
 * What a click (or Enter) on `cell` does.
 *
 * Returns {send: "c4"} (the notation of a legal move) or {hint: "i18n key",
 * args: {…}} saying why nothing was played. Animal names in `args` are the
 * animals' ids ("fox"); the page turns them into words.
 *
 * `turn` is "you" on the player's turn, else "other", "watching", "waiting"
 * or "over".
 */
export function choose({ board, legal, cell, turn = 'you' }) {
  if (turn === 'watching') return { hint: 'hint.watching' };
  if (turn === 'over') return { hint: 'hint.over' };
  if (turn === 'waiting') return { hint: 'hint.notStarted' };
  if (turn !== 'you' || legal.length === 0) return { hint: 'hint.notYourTurn' };

  const move = moveTo(legal, cell);
  if (move) return { send: move.notation };

  const mover = board.to_move;
  const me = piece(board, mover);
  const from = me && parseCell(me.cell);
  const to = parseCell(cell);
  if (!from || !to) return { hint: 'hint.notLegal' };
  const who = occupants(board);
  const there = who[cell] || null;
  if (there === mover) return { hint: 'efm.hint.stay', args: { animal: mover } };
  if (there && there === me.predator) return { hint: 'efm.hint.predator', args: { animal: mover, predator: there } };
  const dx = Math.abs(from.file - to.file);
  const dy = Math.abs(from.rank - to.rank);
  if (there && there === me.prey) return { hint: 'efm.hint.preyFar', args: { prey: there } };
  if (dx === 1 && dy === 1) return { hint: 'efm.hint.diagonal', args: { prey: me.prey } };
  const straight = (dx === 0 && dy <= 2) || (dy === 0 && dx <= 2);
  if (!straight) return { hint: 'efm.hint.tooFar' };
  if (dx + dy === 2) {
    const mid = cellName((from.file + to.file) / 2, (from.rank + to.rank) / 2);
    if (who[mid]) return { hint: 'efm.hint.blocked', args: { blocker: who[mid], cell: mid } };
  }
  return { hint: 'hint.notLegal' };
}

/**
 * The result of a finished game in the words' ingredients: {key, args} for the
 * headline ("The fox ate the mouse!"). `board` is the game's view, `outcome`
 * the table's (docs/web-protocol.md); `animals` are the seat names by seat.
 */
export function resultLine(board, outcome, animals) {
  if (!outcome) return null;
  const results = outcome.results || [];
  const who = (r) => animals.filter((_, seat) => results[seat] === r);
  const winner = who('win')[0] || null;
  const loser = who('loss')[0] || null;
  const survivor = who('survivor')[0] || null;
  switch (outcome.reason) {
    case 'eaten':
      return { key: 'efm.result.ate', args: { winner, loser, survivor } };
    case 'resignation':
      return { key: 'efm.result.resigned', args: { winner, loser, survivor } };
    case 'agreement':
      return { key: 'efm.result.agreed', args: {} };
    case 'ply cap':
      return { key: 'efm.result.limit', args: { limit: board && board.ply_cap } };
    default:
      return winner ? { key: 'efm.result.won', args: { winner } } : { key: 'efm.result.drawn', args: {} };
  }
}

/** How many of the places are taken, and how many are ready, for the waiting room. */
export function seatCounts(view) {
  const seated = view.seats.filter((s) => s.player).length;
  const ready = view.seats.filter((s) => s.player && (s.ready || s.player.computer)).length;
  return { seated, ready, places: view.seats.length };
}

/**
 * The waiting room's heading, {key, args}: while a place is open, how many are seated;
 * once every place is taken (after a game called off, say), how many are ready for the
 * next game. "Waiting for players: 3/3" read as if someone were still to come.
 */
export function waitingHeading(counts) {
  if (counts.seated < counts.places) return { key: 'efm.waitingPlayers', args: { n: counts.seated, total: counts.places } };
  return { key: 'efm.waitingReady', args: { n: counts.ready, total: counts.places } };
}

/**
 * A coloured cell in words (a catalogue key), from its `reach` entry. Red is the eating
 * reach (a diagonal, or the prey's cell: entered only to eat), no move at all while the
 * prey is elsewhere: an empty red cell says so, or a first-time player tries to go there.
 */
export function reachKey(r) {
  if (!r) return null;
  if (r.kind === 'eat' && !r.prey) return 'efm.reach.eatEmpty';
  return `efm.reach.${r.kind}`;
}
