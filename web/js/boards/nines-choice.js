// What a click on a Nines point means.
//
// The page never works out the rules: the server lists the legal moves with
// every state, and this module only picks among them. A click either sends one
// of those moves, selects a piece (the first half of a slide), or produces a
// short hint saying why nothing happened. Pure functions, tested with node.
//
// `legal` entries look like {notation: "d6-d5", kind: "move", from: "d6", to: "d5"}.
// `pieces` maps a point label to "white", "black" or null.

/** The moves that put or take something at a point with one click. */
const ONE_CLICK = new Set(['place', 'remove']);

/** The moves that take a piece from one point to another. */
const TWO_CLICKS = new Set(['move', 'fly']);

/** The points a selected piece may go to. */
export function targetsFrom(legal, from) {
  return new Set(legal.filter((m) => TWO_CLICKS.has(m.kind) && m.from === from).map((m) => m.to));
}

/** The pieces that have at least one move. */
export function movablePieces(legal) {
  return new Set(legal.filter((m) => TWO_CLICKS.has(m.kind)).map((m) => m.from));
}

/** The legal slide or flight from `from` to `to`, or null. */
export function moveBetween(legal, from, to) {
  return legal.find((m) => TWO_CLICKS.has(m.kind) && m.from === from && m.to === to) || null;
}

/**
 * The points where a click does something now: the places to place on, the
 * pieces to remove, the pieces that can move, or (with a piece selected) where
 * it can go. The board highlights exactly these.
 */
export function clickable({ legal, selected }) {
  if (selected) return targetsFrom(legal, selected);
  const points = new Set();
  for (const m of legal) {
    if (ONE_CLICK.has(m.kind)) points.add(m.to);
    if (TWO_CLICKS.has(m.kind)) points.add(m.from);
  }
  return points;
}

/**
 * What a click on `point` does.
 *
 * Returns one of:
 *   {send: "d6-d5"}          play this move (its notation, as the server wants it)
 *   {select: "d6"}           remember this piece; the next click says where it goes
 *   {deselect: true}         forget the selected piece
 *   {hint: "hint.taken"}     nothing to play: tell the player why (an i18n key)
 *
 * `mine` is the colour of the player's pieces ("white" or "black"); `turn` is
 * "you" on the player's turn, else "other", "watching", "waiting" or "over".
 */
export function choose({ legal, pieces, mine, selected = null, point, turn = 'you' }) {
  if (turn === 'watching') return { hint: 'hint.watching' };
  if (turn === 'over') return { hint: 'hint.over' };
  if (turn === 'waiting') return { hint: 'hint.notStarted' };
  if (turn !== 'you' || legal.length === 0) return { hint: 'hint.notYourTurn' };
  // A click beside the points (on a line, or off the board's lines altogether).
  if (point === null) return { hint: 'hint.offPoint' };

  const piece = pieces[point] || null;
  const own = piece !== null && piece === mine;
  const enemy = piece !== null && piece !== mine;

  // A one-click move on this point: place a piece, or remove an enemy piece.
  const single = legal.find((m) => ONE_CLICK.has(m.kind) && m.to === point);
  if (single) return { send: single.notation };

  const removing = legal.some((m) => m.kind === 'remove');
  if (removing) {
    if (enemy) return { hint: 'hint.protected' };
    return { hint: 'hint.removeEnemy' };
  }

  const placing = legal.some((m) => m.kind === 'place');
  if (placing) return { hint: piece ? 'hint.taken' : 'hint.notLegal' };

  // Slides and flights take two clicks: a piece, then where it goes.
  if (selected) {
    if (point === selected) return { deselect: true };
    const move = moveBetween(legal, selected, point);
    if (move) return { send: move.notation };
    if (own) {
      return movablePieces(legal).has(point) ? { select: point } : { hint: 'hint.cannotMove' };
    }
    if (enemy) return { hint: 'hint.taken' };
    const flying = legal.some((m) => m.kind === 'fly');
    return { hint: flying ? 'hint.notLegal' : 'hint.notNeighbour' };
  }
  if (own) {
    return movablePieces(legal).has(point) ? { select: point } : { hint: 'hint.cannotMove' };
  }
  if (enemy) return { hint: 'hint.ownPiece' };
  return { hint: 'hint.chooseFirst' };
}

/**
 * A press on `from` let go on another point, when no piece was picked up at `from` (a drag
 * starts only on a piece that can move; `choose` explains the drop of that one). Always a
 * hint, never a move: a drag places nothing and removes nothing. Without it the release,
 * away from the point pressed, reads as a click beside the points ("hint.offPoint").
 */
export function dragHint({ legal, pieces, mine, from, turn = 'you' }) {
  const start = choose({ legal, pieces, mine, point: from, turn });
  // Dragged the wrong way round (from an empty point onto one's own piece, say).
  const moving = legal.some((m) => TWO_CLICKS.has(m.kind));
  if (turn === 'you' && moving && !pieces[from]) return { hint: 'hint.dragFromPiece' };
  if (start.hint) return start;
  return { hint: 'hint.noDrag' };
}

/**
 * What the last step says beyond its notation, as a catalogue key and its
 * arguments, or null. Today: a line was closed but no piece could be removed
 * (every enemy piece stands in a complete line, under rules that protect them),
 * so the removal is forfeited and the page must say so in words.
 */
export function lastStepNote(last) {
  if (!last || !last.removal_lost) return null;
  const other = last.seat === 'white' ? 'black' : 'white';
  return { key: 'nines.removalLost', args: { seat: last.seat, other } };
}
