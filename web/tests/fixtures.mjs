// Table states shaped like the server's (docs/web-protocol.md), for the tests.

import { LABELS, EDGES, parse } from '../js/geometry/nines.js';

/** A Nines board view with pieces at the given points: {d6: "white", ...}. */
export function ninesBoard(pieces = {}, extra = {}) {
  const count = (colour) => Object.values(pieces).filter((p) => p === colour).length;
  return {
    rules: 'client',
    points: LABELS.map((label) => ({ label, ...parse(label), piece: pieces[label] || null })),
    edges: EDGES,
    to_move: 'white',
    action: 'place',
    in_hand: [9 - count('white'), 9 - count('black')],
    on_board: [count('white'), count('black')],
    lost: [0, 0],
    flying: [false, false],
    removable: [],
    lines: [],
    last: null,
    ...extra,
  };
}

/** A whole table state for a viewer (seat 0 by default) against a computer. */
export function tableState(extra = {}) {
  return {
    game: 'nines',
    name: 'Nines',
    variant: 'client',
    version: 3,
    phase: 'playing',
    game_number: 1,
    you: 0,
    seats: [
      { seat: 0, seat_name: 'white', place: 0, ready: true, away_secs: null, player: { name: 'ann', computer: false, level: null } },
      { seat: 1, seat_name: 'black', place: 1, ready: true, away_secs: null, player: { name: 'Computer (hard)', computer: true, level: 'hard' } },
    ],
    to_move: 0,
    thinking: null,
    turn_order: [0, 1],
    legal: [],
    board: ninesBoard(),
    moves: [],
    draw_offers: true,
    draw: null,
    outcome: null,
    series: {
      games: 0,
      draws: 0,
      players: [
        { place: 0, name: 'ann', wins: 0, losses: 0, survivals: 0 },
        { place: 1, name: 'Computer (hard)', wins: 0, losses: 0, survivals: 0 },
      ],
    },
    actions: { offer_draw: false, answer_draw: false, resign: true, undo: false, ready: false, sit: false, leave: true, leave_resigns: false, take_over: [] },
    ...extra,
  };
}

/** Placement moves onto every empty point. */
export function placements(pieces = {}) {
  return LABELS.filter((l) => !pieces[l]).map((l) => ({ notation: l, kind: 'place', to: l }));
}
