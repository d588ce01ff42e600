// A plain board for the games that do not have their own drawing yet: the
// legal moves as buttons, and the position as a readable list of its fields.
// Plain, but every game can be played with it.

import { h, replace } from '../dom.js';
import { t, has } from '../i18n.js';

/** No key help of its own: its moves are buttons, reached with Tab like any other. */
export const KEY_HELP = { play: null, watch: null };

/** Builds the plain board inside `container`; `ctx.play(notation)` sends a move. */
export function createBoard(container, ctx) {
  let sentVersion = null;
  let version = null;
  let lastView = null;
  const root = h('div', { class: 'fallback', 'data-board': 'fallback' });
  const movesBox = h('section', { class: 'fallback-moves' });
  const summary = h('section', { class: 'fallback-summary' });
  root.append(movesBox, summary);
  replace(container, root);

  function update(view) {
    lastView = view;
    if (view.version !== version) sentVersion = null;
    version = view.version;
    root.dataset.version = view.version;
    const yours = view.phase === 'playing' && view.you !== null && view.you === view.to_move;
    root.dataset.turn = yours ? 'you' : 'other';
    const legal = yours && sentVersion === null ? view.legal : [];

    // The moves, grouped by kind ("Sow: 1 2 3").
    const groups = new Map();
    for (const m of legal) {
      if (!groups.has(m.kind)) groups.set(m.kind, []);
      groups.get(m.kind).push(m);
    }
    replace(
      movesBox,
      h('h3', {}, t('fallback.moves')),
      legal.length === 0 ? h('p', { class: 'muted' }, t('fallback.noMoves')) : null,
      [...groups].map(([kind, moves]) =>
        h(
          'div',
          { class: 'move-group' },
          h('span', { class: 'move-kind' }, has(`fallback.kind.${kind}`) ? t(`fallback.kind.${kind}`) : kind),
          moves.map((m) =>
            h(
              'button',
              {
                type: 'button',
                class: 'move-button',
                'data-move': m.notation,
                onclick: () => {
                  sentVersion = view.version;
                  ctx.play(m.notation);
                  update(view);
                },
              },
              m.notation,
            ),
          ),
        ),
      ),
    );
    replace(summary, h('h3', {}, t('fallback.position')), describe(view.board, 0));
  }

  return {
    update,
    /** The server refused our move: show the choices again. */
    unlock() {
      if (sentVersion === null || !lastView) return;
      sentVersion = null;
      update(lastView);
    },
    destroy() {
      container.replaceChildren();
    },
  };
}

/** "south_seeds" → "south seeds". */
function words(key) {
  return key.replace(/_/g, ' ');
}

/** Any JSON value as nested lists that a person can read. */
export function describe(value, depth) {
  if (value === null || value === undefined) return t('fallback.none');
  if (typeof value === 'boolean') return value ? t('fallback.yes') : t('fallback.no');
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('fallback.none');
    // Rows of text of one width are a drawing (a grid): keep their columns.
    const lengths = new Set(value.map((v) => (typeof v === 'string' ? v.length : -1)));
    if (value.length > 2 && lengths.size === 1 && [...lengths][0] >= 4) {
      return h('pre', { class: 'grid' }, value.join('\n'));
    }
    if (value.every((v) => v === null || typeof v !== 'object')) return value.map((v) => describe(v, depth + 1)).join(' · ');
    return h('ol', { class: 'plain' }, value.map((v) => h('li', {}, describe(v, depth + 1))));
  }
  if (depth > 3) return JSON.stringify(value);
  return h(
    'dl',
    { class: 'plain' },
    Object.entries(value).map(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, describe(v, depth + 1))]),
  );
}
