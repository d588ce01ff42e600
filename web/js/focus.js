// Where the keyboard focus goes when the room changes by itself: a new table's room
// replaces the lobby (and the "Create" button that had the focus), a game ends under the
// player's last move. Left alone, the focus falls to <body> and a keyboard player starts
// again from the top of the page. Pure functions (no DOM of their own), tested with node.

import { playedSeat } from './describe.js';

/**
 * What should take the focus after a state: "board" when a game starts for a player seated
 * in it (or their room opens on it), "result" when a game they played has just ended,
 * "waiting" when their room opens on a table that waits for players; else null. `before` is the state shown until now (null when the room has just opened), `view`
 * the new one. The moment is told by a key ("board:2", "result:2"): the room moves the focus
 * once a moment, not with every state of the game.
 */
export function focusMoment(before, view) {
  const seated = view.you !== null && view.you !== undefined;
  const n = view.game_number;
  if (view.phase === 'playing' && seated) {
    const started = !before || before.phase !== 'playing' || before.game_number !== n;
    return started ? { target: 'board', key: `board:${n}` } : null;
  }
  // A room that opens on a table waiting for players (one just created with an open
  // place): the focus goes to what there is to do, its link to send, say.
  if (view.phase === 'waiting' && seated && !before) return { target: 'waiting', key: `waiting:${n}` };
  // Ended while on screen: a room opened on a game over does not move the focus to it.
  if (view.phase === 'over' && view.outcome && playedSeat(view) !== null && before && before.phase === 'playing') {
    return { target: 'result', key: `result:${n}` };
  }
  return null;
}

/** A field the player may be typing in (or choosing from): its focus is never taken. */
function isField(el) {
  if (el.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(String(el.tagName).toUpperCase());
}

/**
 * Whether the focus may be moved from `active` (document.activeElement) to something of
 * `room`: when nothing has it (<body>, or it fell there with the element that had it), or
 * something of the room that is not a field (the board, a button). Never from a field the
 * player is typing in, and never from elsewhere on the page (the account menu, the rules
 * dialog): the player is busy there.
 */
export function mayMoveFocus(active, room) {
  if (!active) return true;
  const tag = String(active.tagName).toUpperCase();
  if (tag === 'BODY' || tag === 'HTML') return true;
  if (isField(active)) return false;
  return !!room && room.contains(active);
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Whether a key pressed with the focus on nothing goes to the board: a click on the page's
 * background leaves the focus on <body>, and the arrows would scroll the page under a
 * player choosing a move. Only an arrow, without Alt, Ctrl or Meta, on the viewer's turn,
 * with `active` (document.activeElement) <body> or nothing: never from a field, a button,
 * a select, nor while a modal dialog is open (`dialogOpen`: the rules, which the arrows
 * scroll). Every board keeps one element in the Tab order, which takes the key.
 */
export function boardTakesKey(event, active, view, { dialogOpen = false } = {}) {
  if (!ARROWS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey || dialogOpen) return false;
  const tag = active ? String(active.tagName).toUpperCase() : 'BODY';
  if (tag !== 'BODY' && tag !== 'HTML') return false;
  const seated = view.you !== null && view.you !== undefined;
  return view.phase === 'playing' && seated && view.to_move === view.you;
}
