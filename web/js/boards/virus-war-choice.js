// Virus War: the board as cells, what a click or a key means, and what to say
// about the turn.
//
// The page never works out the rules: the server lists the legal sub-moves
// with every state (`grow` and `kill` on a cell, or `pass`), and its view says
// which sub-move of the turn this is and how the last turn ended. This module
// only reads those, picks one of the legal moves, or says in words (i18n keys)
// why nothing happens. Pure functions, tested with node.
//
// `board` is the game's view (crates/games/virus-war/src/display.rs):
// `size`, `steps`, `files` ("abcdefghik"), `ranks` (top rank first, one
// character a file: `.` empty, `X` `O` live, `x` `o` killed), `to_move`,
// `sub_move`, `sub_moves_done`, `can_pass`, `must_pass`, `pass_would_draw`,
// `available`, `kills_available`, `live`, `killed`, `last_turn`, `this_turn`,
// `outcome`. Seats: 0 is X, 1 is O.

/** What a character of the position string holds. */
const STATES = { '.': 'empty', X: 'x-live', O: 'o-live', x: 'x-killed', o: 'o-killed' };

/** The cells of the board, top rank first: {name, file, rank (from 0, rank 1 = 0), state}. */
export function cells(board) {
  const size = board.size;
  const out = [];
  for (let row = 0; row < size; row++) {
    const text = (board.ranks && board.ranks[row]) || '';
    const rank = size - 1 - row;
    for (let file = 0; file < size; file++) {
      out.push({ name: cellName(board, file, rank), file, rank, state: STATES[text[file]] || 'empty' });
    }
  }
  return out;
}

/** {file, rank} (from 0) → "k10", or null off the board. */
export function cellName(board, file, rank) {
  if (file < 0 || rank < 0 || file >= board.size || rank >= board.size) return null;
  return board.files[file] + (rank + 1);
}

/** "k10" → {file: 9, rank: 9}, or null for a name that is not a cell of this board. */
export function parseCell(board, name) {
  if (typeof name !== 'string' || name.length < 2) return null;
  const file = board.files.indexOf(name[0]);
  const digits = name.slice(1);
  if (!/^[0-9]+$/.test(digits)) return null;
  const rank = Number(digits) - 1;
  if (file < 0 || rank < 0 || rank >= board.size) return null;
  return { file, rank };
}

/** Where a cell is drawn: x = file, y = rows from the top (SVG's y points down). */
export function position(board, name) {
  const p = parseCell(board, name);
  return p && { x: p.file, y: board.size - 1 - p.rank };
}

/** The cell an arrow key leads to from `cell` (it stops at the edge), or null for another key. */
export function cursorStep(board, cell, key) {
  const d = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  if (!d) return null;
  const p = parseCell(board, cell) || { file: 0, rank: 0 };
  return cellName(board, p.file + d[0], p.rank + d[1]) || cell;
}

/** The legal sub-moves by cell: {"e5": {notation: "e5*", kind: "kill", to: "e5"}, …}. */
export function movesByCell(legal) {
  const map = new Map();
  for (const m of legal || []) if ((m.kind === 'grow' || m.kind === 'kill') && m.to) map.set(m.to, m);
  return map;
}

/** The legal pass, or null. */
export function passMove(legal) {
  return (legal || []).find((m) => m.kind === 'pass') || null;
}

/** The seat whose symbols a state shows ("x-live" → 0), or null for an empty cell. */
export function ownerOf(state) {
  if (state.startsWith('x-')) return 0;
  if (state.startsWith('o-')) return 1;
  return null;
}

/**
 * What a click (or Enter) on `cell` does.
 *
 * Returns {send: notation} or {hint: key, args}. `turn` is "you" on the
 * player's turn, else "other", "watching", "waiting" or "over"; `legal` is
 * what the server sent; `mine` is the viewer's seat (0 X, 1 O).
 */
export function choose({ board, legal, turn, cell, mine }) {
  if (turn === 'watching') return { hint: 'hint.watching' };
  if (turn === 'over') return { hint: 'hint.over' };
  if (turn === 'waiting') return { hint: 'hint.notStarted' };
  if (turn !== 'you') return { hint: 'hint.notYourTurn' };
  const move = movesByCell(legal).get(cell);
  if (move) return { send: move.notation };
  if (movesByCell(legal).size === 0 && passMove(legal)) return { hint: 'vw.hint.mustPass' };
  const here = cells(board).find((c) => c.name === cell);
  const state = here ? here.state : 'empty';
  const owner = ownerOf(state);
  if (state.endsWith('-killed')) {
    return { hint: owner === mine ? 'vw.hint.ownKilled' : 'vw.hint.killedAlready' };
  }
  if (owner === mine) return { hint: 'vw.hint.own' };
  if (!board.entered || !board.entered[mine]) return { hint: 'vw.hint.start', args: { cell: startCell(legal) } };
  return { hint: owner === null ? 'vw.hint.farEmpty' : 'vw.hint.farEnemy' };
}

/** The only cell a player who has not entered may use (the legal list says which). */
function startCell(legal) {
  const first = [...movesByCell(legal).keys()][0];
  return first || '';
}

/**
 * Whether the Pass button and the P key may pass now, and if not, why:
 * {enabled, reason: i18n key or null, args}.
 */
/** Why there is no pass for a viewer whose turn it is not (P pressed after the end too). */
const PASS_REFUSED = { over: 'hint.over', watching: 'hint.watching', waiting: 'hint.notStarted' };

export function passState({ board, legal, turn }) {
  // Not the viewer's turn: the button is simply off (the banner says whose turn it is);
  // `refused` is what P, pressed all the same, is told.
  if (turn !== 'you') return { enabled: false, reason: null, args: {}, refused: PASS_REFUSED[turn] || 'hint.notYourTurn' };
  if (passMove(legal)) return { enabled: true, reason: board.pass_would_draw ? 'vw.pass.wouldDraw' : null, args: {} };
  const left = Math.max(0, board.steps - board.sub_moves_done);
  return { enabled: false, reason: 'vw.pass.midTurn', args: { count: left } };
}

/**
 * The sentences about the turn, as [key, args] pairs (the board translates them):
 * how the last turn ended (short turn, pass, forced pass), the sub-move counter,
 * a forced pass now, a pass that would draw, the end of the game.
 * `names` are the players' names by seat.
 */
export function turnLines(board, { mine = null, names = ['X', 'O'] } = {}) {
  const lines = [];
  const last = board.last_turn;
  if (last) {
    const who = names[last.seat];
    if (last.end === 'short') lines.push(['vw.say.short', { name: who, count: last.sub_moves.length }]);
    else if (last.end === 'forced_pass') lines.push(['vw.say.forcedPass', { name: who }]);
    else if (last.end === 'pass') lines.push(['vw.say.pass', { name: who }]);
  }
  if (board.outcome) {
    const reason = board.outcome.reason;
    const winner = board.outcome.results.indexOf('win');
    if (winner >= 0) lines.push(['vw.say.destroyed', { winner: names[winner], loser: names[1 - winner] }]);
    else if (reason === 'double pass') lines.push(['vw.say.doublePass', {}]);
    return lines;
  }
  if (board.to_move === null || board.to_move === undefined) return lines;
  const yours = mine !== null && board.to_move === mine;
  if (board.must_pass) {
    lines.push([yours ? 'vw.say.youMustPass' : 'vw.say.mustPass', { name: names[board.to_move] }]);
  } else {
    lines.push(['vw.say.subMove', { name: names[board.to_move], n: board.sub_move, steps: board.steps }]);
  }
  if (board.pass_would_draw) lines.push(['vw.say.passDraws', {}]);
  if (board.dead_draw) lines.push(['vw.say.deadDraw', {}]);
  return lines;
}

/** The sub-moves to mark with their numbers: this turn's so far, else the last turn's. */
export function marks(board) {
  const out = new Map();
  const last = board.last_turn;
  if (last && !last.pass) last.sub_moves.forEach((m, i) => out.set(m.cell, { n: i + 1, kill: m.kill, seat: last.seat, now: false }));
  for (const [i, m] of (board.this_turn || []).entries()) out.set(m.cell, { n: i + 1, kill: m.kill, seat: board.to_move, now: true });
  return out;
}
