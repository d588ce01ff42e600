// Which board draws which game. A game without its own board gets the plain
// one (its legal moves as buttons), so every game can be played from the page.

import * as nines from './nines.js';
import * as elephantFoxMouse from './elephant-fox-mouse.js';
import * as tablenette from './tablenette.js';
import * as virusWar from './virus-war.js';
import * as isolo from './isolo.js';
import * as fallback from './fallback.js';

const BOARDS = {
  nines,
  'elephant-fox-mouse': elephantFoxMouse,
  tablenette,
  'virus-war': virusWar,
  isolo,
};

/** The board module for a game id: it has createBoard(container, ctx). */
export function boardFor(game) {
  return BOARDS[game] || fallback;
}
