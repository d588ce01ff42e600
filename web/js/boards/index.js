// Which board draws which game. A game without its own board gets the plain
// one (its legal moves as buttons), so every game can be played from the page.

import * as nines from './nines.js';
import * as fallback from './fallback.js';

const BOARDS = {
  nines,
};

/** The board module for a game id: it has createBoard(container, ctx). */
export function boardFor(game) {
  return BOARDS[game] || fallback;
}
