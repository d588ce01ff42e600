// Tablenette: what dropping (or clicking) a hand card on a target means.
//
// The server lists the legal plays with every state: a `trail` ({notation:
// "7H", kind: "trail", from: "7H"}) or a `capture` ({notation: "KC:KH+KS",
// kind: "capture", from: "KC", with: ["KH", "KS"]}). The board also gives the
// points of each play (`board.options`). This module only picks one of those
// plays for a gesture, offers a short list when the gesture leaves a choice,
// or says in words why nothing happens. Pure functions, tested with node.

/** The legal plays of one hand card, in the server's order (the trail first). */
export function playsOf(legal, card) {
  return legal.filter((m) => m.from === card);
}

/** The trail of a card, if it may be trailed. */
export function trailOf(legal, card) {
  return legal.find((m) => m.kind === 'trail' && m.from === card) || null;
}

/** The captures of `card` that take `tableCard`. */
export function capturesWith(legal, card, tableCard) {
  return legal.filter((m) => m.kind === 'capture' && m.from === card && (m.with || []).includes(tableCard));
}

/** The table cards `card` can take in some capture (to highlight them). */
export function takeable(legal, card) {
  const out = new Set();
  for (const m of legal) if (m.kind === 'capture' && m.from === card) for (const c of m.with || []) out.add(c);
  return out;
}

/** The hand cards that have a legal play (all of them, on the player's turn). */
export function playable(legal) {
  return new Set(legal.map((m) => m.from));
}

/** Checks the turn: a hint when the player may not play now, else null. */
function turnHint(turn, legal) {
  if (turn === 'watching') return { hint: 'hint.watching' };
  if (turn === 'over') return { hint: 'hint.over' };
  if (turn === 'waiting') return { hint: 'hint.notStarted' };
  if (turn !== 'you' || legal.length === 0) return { hint: 'hint.notYourTurn' };
  return null;
}

/**
 * What dropping hand card `card` on `target` does. `target` is
 * {card: "KH"} (a table card), {area: "table"} (the table's free space) or
 * {area: "deck"} (the face-down deck, as in the seed's program).
 *
 * Returns one of:
 *   {send: "KC:KH+KS"}     play this (its notation)
 *   {choose: [plays]}      several captures take that card: let the player pick
 *   {hint: key, args}      nothing to play: say why (an i18n key)
 */
export function drop({ legal, card, target, turn = 'you' }) {
  const stop = turnHint(turn, legal);
  if (stop) return stop;
  const plays = playsOf(legal, card);
  if (plays.length === 0) return { hint: 'tn.hint.notInHand', args: { card } };
  if (target.card) {
    const captures = capturesWith(legal, card, target.card);
    if (captures.length === 1) return { send: captures[0].notation };
    if (captures.length > 1) return { choose: captures };
    if (plays.some((m) => m.kind === 'capture')) {
      return { hint: 'tn.hint.notThatCard', args: { card, target: target.card } };
    }
    // A card that takes nothing, dropped on the table's cards, goes on the table as it
    // would dropped beside them (a player told "put it on the table" had just done so).
  }
  const trail = trailOf(legal, card);
  if (trail) return { send: trail.notation };
  // A jack on a table with cards: its one play sweeps the table.
  if (target.area === 'table' && plays.length === 1) return { send: plays[0].notation };
  return { hint: 'tn.hint.jackSweeps', args: { card } };
}

/**
 * What a click means, for people who click instead of dragging: a hand card
 * is selected (or let go of), then a table card or the table or the deck is
 * the target.
 *
 * Returns {select: card}, {deselect: true}, or what drop() returns.
 */
export function click({ legal, selected = null, hand = [], target, turn = 'you' }) {
  if (target.hand) {
    if (selected === target.hand) return { deselect: true };
    const stop = turnHint(turn, legal);
    if (stop) return stop;
    if (!hand.includes(target.hand)) return { hint: 'tn.hint.notInHand', args: { card: target.hand } };
    return { select: target.hand };
  }
  if (!selected) {
    const stop = turnHint(turn, legal);
    if (stop) return stop;
    return { hint: 'tn.hint.chooseCard' };
  }
  return drop({ legal, card: selected, target, turn });
}

/**
 * The hand card the keyboard starts from: the selected card, else the one that has the
 * focus (after Escape lets go of a card, the focus stays on it, and Enter or an arrow
 * must act there, not on the first card), else the first.
 */
export function keyCard(cards, selected = null, focused = null) {
  if (cards.includes(selected)) return selected;
  if (cards.includes(focused)) return focused;
  return cards.length > 0 ? cards[0] : null;
}

/**
 * The hand card ←/→ lead to (`step` −1 or +1), wrapping around: from the selected card,
 * else from the focused one (which shows its focus ring), as the key legend says. Only
 * with the keyboard nowhere on the hand does the first press take the first card.
 */
export function arrowCard(cards, selected, focused, step) {
  const from = keyCard(cards, selected, focused);
  if (from === null || (!cards.includes(selected) && !cards.includes(focused))) return from;
  return cards[(cards.indexOf(from) + step + cards.length) % cards.length];
}

/** The next play of a card for the keyboard (↓ = +1, ↑ = −1), wrapping around. */
export function cycle(plays, index, step) {
  if (plays.length === 0) return -1;
  if (index < 0) return step > 0 ? 0 : plays.length - 1;
  return (index + step + plays.length) % plays.length;
}

/** The points of a play from `board.options`, by notation: {points, tablenette, total}. */
export function valueOf(options, notation) {
  const o = (options || []).find((x) => x.notation === notation);
  return o ? { points: o.points, tablenette: o.tablenette, total: o.total } : { points: 0, tablenette: 0, total: 0 };
}

/**
 * A play in words' ingredients: {key, args}. `cards` are the table cards it
 * takes; the page formats them.
 */
export function describePlay(move, options) {
  const v = valueOf(options, move.notation);
  if (move.kind === 'trail') return { key: 'tn.play.trail', args: { card: move.from } };
  const cards = move.with || [];
  if (/^J/.test(move.from)) return { key: 'tn.play.sweep', args: { card: move.from, cards, count: v.points, points: v.points } };
  if (v.tablenette > 0) return { key: 'tn.play.tablenette', args: { card: move.from, cards, count: v.total, total: v.total } };
  return { key: 'tn.play.take', args: { card: move.from, cards, count: v.points, points: v.points } };
}

/**
 * What the last play calls for announcing: a Tablenette or a jack sweep
 * ({key, args}), or null for an ordinary play. `lastPlay` is `board.last_play`.
 */
export function announcement(lastPlay) {
  if (!lastPlay) return null;
  if (lastPlay.kind === 'tablenette') {
    // The bonus apart from the cards' points, as the move list and the score sheet say them.
    const key = lastPlay.points > 0 ? 'tn.announce.tablenette' : 'tn.announce.tablenetteOnly';
    return { key, args: { seat: lastPlay.seat, card: lastPlay.card, cards: lastPlay.took, count: lastPlay.tablenette, points: lastPlay.points } };
  }
  if (lastPlay.kind === 'sweep') {
    return { key: 'tn.announce.sweep', args: { seat: lastPlay.seat, card: lastPlay.card, cards: lastPlay.took, count: lastPlay.points, points: lastPlay.points } };
  }
  return null;
}

/** A key that tells one play from the next, so an announcement is made once. */
export function playKey(board) {
  const p = board && board.last_play;
  if (!p) return '';
  return [board.hand_number, board.hand_sizes.join(','), board.deck_count, p.seat, p.card].join('/');
}

/** The cards dealt face up to the table at the start of every hand (jacks go under the deck). */
export const TABLE_DEAL = 4;

/**
 * How many plays the hand being played has had. Every play adds one card to the table or
 * the piles (a trail lays it; a capture takes it and the cards it takes to a pile), which
 * start each hand with the deal's four table cards and nothing: at 0, `last_play` is the
 * last play of the hand before, which dealt this one in the same state.
 */
export function playsThisHand(board) {
  const piles = (board.piles || []).reduce((sum, p) => sum + (p.count || 0), 0);
  return (board.table || []).length + piles - TABLE_DEAL;
}
