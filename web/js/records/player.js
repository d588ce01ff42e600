// A player's page: results per game with the rating, the series at each table,
// and the latest games with a link to replay (or watch) each.

import { h, replace } from '../dom.js';
import { t, tGame } from '../i18n.js';
import { leaderboardRoute, playerRoute } from '../route.js';
import { getJson, games, gameName, morePages } from './api.js';
import { numberedSeats } from '../replay-model.js';
import { ratingText, resultOf, seriesLine, when, holderName, gameLink, seriesLinks, gameTime, ratingNotes, RESULT_COLUMNS, foldedLine } from './words.js';

/** How many games the player's page lists at a time (the server's first page too). */
const PAGE = 20;

/** Builds the page of player `nick` inside `root`. */
export function createPlayerPage(root, app, nick) {
  let destroyed = false;
  const status = h('p', { class: 'muted', role: 'status' }, t('common.loading'));
  const body = h('div', { class: 'stack' });
  const title = h('h2', {}, t('player.title', { nick }));
  replace(root, h('section', { class: 'records-page' }, title, status, body));
  load();

  async function load() {
    let stats;
    let list;
    try {
      [stats, list] = await Promise.all([getJson(`/api/players/${encodeURIComponent(nick)}`, { 404: t('records.noSuchPlayer', { nick }) }), games()]);
    } catch (e) {
      if (!destroyed) status.textContent = e.message;
      return;
    }
    if (destroyed) return;
    status.hidden = true;
    // The nickname as it was registered, whatever the case of the address.
    title.textContent = t('player.title', { nick: stats.nick || nick });
    const key = `player:${stats.id}`;
    const seatsOf = (g) => {
      const game = list.find((x) => x.id === g.game);
      return game ? game.seats.length : 2;
    };
    // The survivors' column only for one who played a game of three.
    const threes = stats.games.some((g) => seatsOf(g) > 2 || g.survivals > 0);
    const columns = RESULT_COLUMNS.filter((c) => c.field !== 'survivals' || threes);
    // The latest games, and older ones a page at a time: a busy player's first games
    // were out of reach once twenty newer ones were listed.
    const gameItem = (g) => {
      const id = `${g.table}.${g.number}`;
      const link = gameLink(g);
      const linkText = link && t(link.kind === 'replay' ? 'player.replay' : 'player.watch');
      const others = numberedSeats(g.seats).filter((s) => !(s.player !== null && `player:${s.player}` === key));
      return h(
        'li',
        { 'data-game-id': id },
        h('strong', {}, gameName(list, g.game)),
        ' ',
        t('player.versus', { count: others.length }),
        ' ',
        others.map((s, i) => [i > 0 ? ', ' : '', s.player !== null ? h('a', { href: playerRoute(s.name) }, s.name) : holderName(s)]),
        ' · ',
        resultOf(g, key),
        g.unrated ? [' ', h('span', { class: 'muted', 'data-unrated': 'true' }, t('records.unrated'))] : null,
        ' · ',
        tGame(g.game, 'player.moves', { count: g.moves }),
        ' · ',
        when(gameTime(g)),
        // Named with its game for a screen reader's list of links ("Replay" stood there
        // twenty times).
        link
          ? [' · ', h('a', { href: link.href, 'data-link': link.kind, 'aria-label': `${linkText}: ${gameName(list, g.game)} ${id}` }, linkText)]
          : null,
      );
    };
    const recentList = h('ul', { class: 'plain recent', 'data-list': 'recent' }, stats.recent.map(gameItem));
    const nickParam = encodeURIComponent(stats.nick || nick);
    const older = morePages({
      label: t('player.older'),
      size: PAGE,
      shown: stats.recent.length,
      fetchPage: (offset) => getJson(`/api/records?player=${nickParam}&running=any&offset=${offset}&limit=${PAGE}`),
      add: (page) => {
        const items = page.map(gameItem);
        recentList.append(...items);
        return items;
      },
      alive: () => !destroyed,
    });
    older.button.dataset.action = 'older-games';
    replace(
      body,
      h(
        'section',
        { class: 'box' },
        h('h3', {}, t('player.results')),
        stats.games.length === 0
          ? h('p', { class: 'muted' }, t('player.noGames'))
          : [
              h(
                'table',
                { class: 'records', 'data-list': 'results' },
                h('thead', {}, h('tr', {}, columns.map((c, i) => h('th', { scope: 'col', class: i === 0 ? 'text' : c.minor ? 'minor' : null }, t(c.key))))),
                h(
                  'tbody',
                  {},
                  stats.games.map((g) => {
                    const cell = (c) => {
                      if (c.field === 'game') return h('th', { scope: 'row' }, h('a', { href: leaderboardRoute(g.game) }, gameName(list, g.game)));
                      if (c.field === 'rating') return h('td', { class: 'rating' }, g.rating ? ratingText(g.rating) : t('player.unrated'));
                      // Only a game of three has survivors: a dash for the others.
                      if (c.field === 'survivals' && seatsOf(g) < 3 && !g.survivals) return h('td', { class: 'minor muted' }, '–');
                      return h('td', { class: c.minor ? 'minor' : null }, g[c.field]);
                    };
                    return [
                      h('tr', { 'data-game': g.game, class: 'has-fold' }, columns.map(cell)),
                      // Shown on a phone only, in place of the minor columns.
                      h('tr', { class: 'folded', 'data-folded': g.game }, h('td', { colspan: columns.filter((c) => !c.minor).length }, foldedLine(g, seatsOf(g)))),
                    ];
                  }),
                ),
              ),
              h(
                'div',
                { class: 'rating-notes', 'data-note': 'ratings' },
                ratingNotes(list, { provisional: stats.games.some((g) => g.rating && g.rating.provisional), played: stats.games.map((g) => g.game) }).map((line) => h('p', { class: 'muted' }, line)),
              ),
            ],
      ),
      h(
        'section',
        { class: 'box' },
        h('h3', {}, t('player.series')),
        stats.series.length === 0
          ? h('p', { class: 'muted' }, t('player.noSeries'))
          : h(
              'ul',
              { class: 'plain', 'data-list': 'series' },
              stats.series.map((s) => {
                // A closed table has nothing to show: its last game's replay instead, after
                // the series' score (not in its place: the score is not that game's).
                const link = seriesLinks(s);
                const label = `${gameName(list, s.game)} · ${t(link.label, { table: s.table })}`;
                return h(
                  'li',
                  { 'data-table': s.table },
                  link.table ? h('a', { href: link.table, 'data-link': 'table' }, label) : label,
                  ': ',
                  seriesLine(s),
                  link.replay ? [' · ', h('a', { href: link.replay, 'data-link': 'replay' }, t('player.lastGame'))] : null,
                );
              }),
            ),
      ),
      h(
        'section',
        { class: 'box' },
        h('h3', {}, t('player.recent')),
        stats.recent.length === 0 ? h('p', { class: 'muted' }, t('player.noGames')) : [recentList, older.button, older.status],
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
