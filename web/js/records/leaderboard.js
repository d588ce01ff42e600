// The leaderboards: the best ratings of each game, people and computer levels
// alike (so "hard" has a number a person can aim at).

import { h, replace } from '../dom.js';
import { t } from '../i18n.js';
import { leaderboardRoute, playerRoute } from '../route.js';
import { getJson, games, morePages } from './api.js';

/** Rows a page of the leaderboard shows at a time. */
const PAGE = 50;
import { ratingText, keyName, ratingNotes, RESULT_COLUMNS, foldedLine } from './words.js';

/** Builds the leaderboard of `game` (null: the first game) inside `root`. */
export function createLeaderboard(root, app, game) {
  let destroyed = false;
  const tabs = h('nav', { class: 'tabs', 'aria-label': t('board.games') });
  const status = h('p', { class: 'muted', role: 'status' }, t('common.loading'));
  const body = h('div', {});
  const title = h('h2', {}, t('board.title'));
  replace(root, h('section', { class: 'records-page' }, title, tabs, status, h('section', { class: 'box' }, body)));
  load();

  async function load() {
    let list;
    let rows;
    let id = game;
    try {
      list = await games();
      if (!id) id = list[0].id;
      rows = await getJson(`/api/leaderboard/${encodeURIComponent(id)}?limit=${PAGE}`, { 404: t('records.noSuchGame', { game: id }) });
    } catch (e) {
      if (!destroyed) status.textContent = e.message;
      return;
    }
    if (destroyed) return;
    status.hidden = true;
    const entry = list.find((g) => g.id === id);
    title.textContent = t('board.titleOf', { game: entry ? entry.name : id });
    replace(
      tabs,
      list.map((g) => h('a', { href: leaderboardRoute(g.id), 'aria-current': g.id === id ? 'page' : null }, g.name)),
    );
    // How the rated games went, as on a player's page: won, then the minor columns (drawn,
    // lost, and survived in a game of three), folded into a line under the row on a phone.
    const seats = entry ? entry.seats.length : 2;
    const columns = [
      { key: 'board.rank' },
      { key: 'board.name', text: true },
      { key: 'board.rating' },
      { key: 'board.ratedGames' },
      ...RESULT_COLUMNS.filter((c) => ['wins', 'draws', 'losses'].includes(c.field) || (c.field === 'survivals' && seats > 2)),
    ];
    const row = (r, i) => [
      h(
        'tr',
        { 'data-key': r.key, class: 'has-fold' },
        h('td', {}, i + 1),
        h('th', { scope: 'row' }, r.key.startsWith('player:') ? h('a', { href: playerRoute(r.name) }, r.name) : keyName(r)),
        h('td', { class: 'rating' }, ratingText(r)),
        h('td', {}, r.games),
        columns.filter((c) => c.field).map((c) => h('td', { class: c.minor ? 'minor' : null, 'data-field': c.field }, r[c.field])),
      ),
      h('tr', { class: 'folded', 'data-folded': r.key }, h('td', { colspan: columns.filter((c) => !c.minor).length }, foldedLine(r, seats))),
    ];
    const tbody = h('tbody', {}, rows.map(row));
    // The next rows a page at a time: a club of more than fifty had no way to the rest.
    const more = morePages({
      label: t('board.more'),
      size: PAGE,
      shown: rows.length,
      fetchPage: (offset) => getJson(`/api/leaderboard/${encodeURIComponent(id)}?limit=${PAGE}&offset=${offset}`),
      add: (page, offset) => {
        const rows = page.map((r, i) => row(r, offset + i));
        tbody.append(...rows.flat());
        return rows.map(([tr]) => tr);
      },
      alive: () => !destroyed,
    });
    more.button.dataset.action = 'more-ratings';
    replace(
      body,
      rows.length === 0
        ? h('p', { class: 'muted' }, t('board.empty'))
        : [
            h(
              'table',
              { class: 'records', 'data-list': 'leaderboard' },
              h('thead', {}, h('tr', {}, columns.map((c) => h('th', { scope: 'col', class: c.text ? 'text' : c.minor ? 'minor' : null }, t(c.key))))),
              tbody,
            ),
            more.button,
            more.status,
          ],
      // What the numbers mean: "1776? ± 211" and, under Elephant–Fox–Mouse, "25? ± 8".
      h(
        'div',
        { class: 'rating-notes', 'data-note': 'ratings' },
        ratingNotes(list, { game: id }).map((line) => h('p', { class: 'muted' }, line)),
        rows.some((r) => r.provisional) ? h('p', { class: 'muted', 'data-note': 'provisional' }, t('board.provisional')) : null,
      ),
    );
  }

  return {
    update() {},
    destroy() {
      destroyed = true;
    },
  };
}
