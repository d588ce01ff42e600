// A recorded game as the replay viewer walks through it. Pure functions (no DOM,
// no fetch), tested with node.
//
// The server sends every position of the game (`GET /api/records/t3.1`): the
// board as the game's own view, the move that led there and what it did. The
// viewer shows a position on the very board component a live table uses, so
// each frame is turned into the table state that component expects, with no
// legal moves: a replay can be looked at, not played.

import { keyboardPerson } from './describe.js';

/**
 * The record's seats ({player, name, level}) with a `number` on each computer
 * whose level holds more than one seat, as a live table numbers them
 * ("Computer (medium) 2").
 */
export function numberedSeats(seats) {
  // The server numbers them as the table did (by place, as the seats turned each game).
  if (seats.some((s) => s && s.number)) return seats;
  const sameLevel = (list, level) => list.filter((o) => o && o.level === level).length;
  return seats.map((s, i) => {
    if (!s || !s.level || sameLevel(seats, s.level) < 2) return s;
    return { ...s, number: sameLevel(seats.slice(0, i), s.level) + 1 };
  });
}

/**
 * The seats of the record as a table state lists them at frame `at`: a seat whose person
 * had gone away by then is the computer that played on.
 */
function seatViews(replay, at) {
  const seats = numberedSeats(replay.record.seats);
  for (const d of departures(replay.record)) {
    if (d.after <= at) seats[d.seat] = { player: null, name: d.level, level: d.level };
  }
  return replay.seat_names.map((seatName, i) => {
    const holder = seats[i] || { name: '?' };
    return {
      seat: i,
      seat_name: seatName,
      place: i,
      player: { name: holder.level || (holder.player !== null && holder.player !== undefined) ? holder.name : keyboardPerson(holder.name), computer: !!holder.level, level: holder.level || null, number: holder.number || null },
      ready: false,
      away_secs: null,
    };
  });
}

/**
 * The table state for frame `index`, as seen by `viewer`: null for the
 * spectator's view, or a seat number to show that seat's hidden cards (only a
 * finished game with hidden information has them).
 */
export function frameView(replay, index, viewer = null) {
  const at = clamp(replay, index);
  const frame = replay.frames[at];
  const own = viewer !== null && Array.isArray(frame.seats) && frame.seats[viewer] !== undefined;
  const outcome = frame.outcome || null;
  // A game called off (finished with no result) ends on a position with a seat to move:
  // its last frame is over all the same, and waits for nobody.
  const calledOff = !outcome && at === lastIndex(replay) && !!replay.record.finished_at;
  const over = !!outcome || calledOff;
  return {
    game: replay.record.game,
    name: replay.name,
    variant: replay.record.variant,
    // Each position is a new state for the board, also when stepping back.
    version: at + 1,
    phase: over ? 'over' : 'playing',
    game_number: replay.record.number,
    you: own ? viewer : null,
    seats: seatViews(replay, at),
    to_move: frame.to_move === undefined || over ? null : frame.to_move,
    thinking: null,
    turn_order: [],
    legal: [],
    board: own ? frame.seats[viewer] : frame.board,
    moves: replay.frames.slice(1, at + 1).map((f) => ({
      seat: f.seat,
      notation: f.notation,
      explanation: f.explanation,
    })),
    draw: null,
    outcome,
    abandoned: calledOff || undefined,
    series: { games: 0, draws: 0, wins: [] },
    actions: { take_over: [] },
    replay: true,
  };
}

/**
 * The seats whose people went away during the recorded game, in order: the number of
 * moves played by then and the level of the computer that played on,
 * `[{ seat, after, level }]`.
 */
export function departures(record) {
  const out = [];
  let moves = 0;
  for (const e of record.log || []) {
    if (e.kind === 'move') moves += 1;
    else if (e.kind === 'taken_over') out.push({ seat: e.seat, after: moves, level: e.notation || 'medium' });
  }
  return out;
}

/**
 * Who called the recorded game off, and how (`{ seat, how }`, `how` one of `resigned`,
 * `left`, `went_away`), or null: the log's `called_off` entry, or, in records of before
 * there was one, a resignation that ended a game without a result.
 */
export function calledOffBy(record) {
  if (record.outcome || !record.finished_at) return null;
  const log = record.log || [];
  const entry = [...log].reverse().find((e) => e.kind === 'called_off');
  if (entry) return { seat: entry.seat, how: entry.notation || 'left' };
  const last = log[log.length - 1];
  return last && last.kind === 'resign' ? { seat: last.seat, how: 'resigned' } : null;
}

/** Whether a move of the recorded game was taken back (it counts, but is not rated). */
export function takenBack(record) {
  return (record.log || []).some((e) => e.kind === 'take_back');
}

/** The last position's index. */
export function lastIndex(replay) {
  return replay.frames.length - 1;
}

/** `index` kept within the frames. */
export function clamp(replay, index) {
  const n = Number.isFinite(index) ? Math.trunc(index) : 0;
  return Math.max(0, Math.min(lastIndex(replay), n));
}

/** Where a key takes the viewer from `index` (null: the key is not the viewer's). */
export function stepForKey(replay, index, key) {
  switch (key) {
    case 'ArrowRight':
      return clamp(replay, index + 1);
    case 'ArrowLeft':
      return clamp(replay, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return lastIndex(replay);
    case 'PageDown':
      return clamp(replay, index + 10);
    case 'PageUp':
      return clamp(replay, index - 10);
    default:
      return null;
  }
}

/** True when the replay can show hidden cards seat by seat (a finished card game). */
export function hasHands(replay) {
  return replay.frames.some((f) => Array.isArray(f.seats) && f.seats.length > 0);
}

/** Autoplay speeds, in milliseconds between positions. */
export const SPEEDS = [2000, 1000, 500, 250];
