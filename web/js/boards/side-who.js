// The name beside a seat on a board's side line, as an element: an open place is said
// so, set apart (see sideName), for the boards that name their seats beside the board.

import { h } from '../dom.js';
import { sideName } from '../describe.js';

/** The `.who` element naming who sits in `seat` (an open place in italics). */
export function whoElement(view, seat) {
  const who = sideName(view, seat);
  return who.open ? h('em', { class: 'who', 'data-open': 'true' }, who.name) : h('span', { class: 'who' }, who.name);
}
