// The lobby: the five games, a form for a new table, the tables to join or
// watch, and who is online. While it shows, the server sends `lobby` updates.

import { h, replace } from './dom.js';
import { t } from './i18n.js';
import { seatName, levelName, personName } from './describe.js';
import { noticeList } from './notices.js';
import { tableRoute } from './route.js';
import { offeredOptions, choiceValue, chosenOptions } from './table-options.js';

/**
 * Builds the lobby inside `root`. `app` gives send(msg), createTable(msg),
 * dismiss(seq) and showRules(game, variant).
 */
export function createLobby(root, app) {
  let model = null;
  let gamesKey = '';
  const listKeys = {};

  /** Replaces a list's items only when its data changed (so a focused button keeps focus). */
  function fill(list, data, items) {
    const key = JSON.stringify(data);
    if (listKeys[list.dataset.list] === key) return;
    listKeys[list.dataset.list] = key;
    replace(list, items());
  }

  const gameList = h('ul', { class: 'games' });
  const form = h('form', { id: 'new-table', class: 'new-table', onsubmit: submit });
  const formError = h('p', { class: 'form-error', role: 'alert' });
  const notices = h('div', { class: 'notices', 'aria-live': 'polite' });
  const yours = h('ul', { class: 'tables', 'data-list': 'yours' });
  const open = h('ul', { class: 'tables', 'data-list': 'open' });
  const playing = h('ul', { class: 'tables', 'data-list': 'playing' });
  const online = h('p', { class: 'online', 'data-list': 'online' });
  // Shortcuts to the tables, above the games: on a phone the catalogue and the form fill
  // three screens, and a player who came to join or watch would not know tables wait below.
  const jumps = h('nav', { class: 'lobby-jumps', 'data-list': 'jumps', 'aria-label': t('lobby.jumps') });

  // Your tables stand first once you have some (a game waiting for your move is not below
  // the catalogue and the form, a phone's length away); else in the column of tables.
  const yoursBox = h('section', { class: 'box', 'data-box': 'yours' }, h('h3', {}, t('lobby.yourTables')), yours);
  const gamesBox = h('section', { class: 'box' }, h('h3', {}, t('lobby.games')), gameList);
  const boxes = {
    open: h('section', { class: 'box', 'data-box': 'open' }, h('h3', {}, t('lobby.open')), open),
    playing: h('section', { class: 'box', 'data-box': 'playing' }, h('h3', {}, t('lobby.playing')), playing),
  };
  const stack = h(
    'div',
    { class: 'stack' },
    yoursBox,
    boxes.open,
    boxes.playing,
    h('section', { class: 'box' }, h('h3', {}, t('lobby.online')), online),
  );
  const lobby = h(
    'section',
    { class: 'lobby' },
    h('h2', { class: 'visually-hidden' }, t('lobby.title')),
    notices,
    jumps,
    gamesBox,
    h('div', { class: 'lobby-grid' }, h('section', { class: 'box' }, h('h3', {}, t('lobby.newTable')), form, formError), stack),
  );
  replace(root, lobby);

  // ---- The new-table form ----------------------------------------------------

  const gameSelect = h('select', { name: 'game', id: 'new-game', onchange: () => fillGameFields() });
  // What the chosen rules are, in a line: "Parlour" and "standard" say nothing by themselves.
  const variantNote = h('p', { class: 'muted variant-note', id: 'new-variant-note' });
  const variantSelect = h('select', { name: 'variant', id: 'new-variant', 'aria-describedby': 'new-variant-note', onchange: () => describeVariant() });
  const seatsBox = h('fieldset', { class: 'seat-choices' });
  const optionsBox = h('div', { class: 'option-choices' });

  function buildForm(games) {
    replace(gameSelect, games.map((g) => h('option', { value: g.id }, g.name)));
    replace(
      form,
      h('label', { for: 'new-game' }, t('lobby.game')),
      gameSelect,
      h('label', { for: 'new-variant' }, t('lobby.variant')),
      variantSelect,
      variantNote,
      seatsBox,
      optionsBox,
      h('button', { type: 'submit', class: 'primary', 'data-action': 'create' }, t('lobby.create')),
    );
    fillGameFields();
  }

  /** The variants and seats of the chosen game (the first seat is "me", the others a computer). */
  function fillGameFields() {
    const game = chosenGame();
    if (!game) return;
    const names = game.variant_names || game.variants;
    replace(variantSelect, game.variants.map((v, i) => h('option', { value: v }, names[i] || v)));
    describeVariant();
    const level = game.levels.includes('medium') ? 'medium' : game.levels[0];
    replace(
      seatsBox,
      h('legend', {}, t('lobby.seats')),
      game.seats.map((name, i) => {
        const id = `new-seat-${i}`;
        const select = h(
          'select',
          { name: `seat-${i}`, id, 'data-seat': i },
          h('option', { value: 'me' }, t('lobby.seatMe')),
          game.levels.map((l) => h('option', { value: l }, t('lobby.seatComputer', { level: levelName(l) }))),
          h('option', { value: 'open' }, t('lobby.seatOpen')),
        );
        select.value = i === 0 ? 'me' : level;
        return h('div', { class: 'seat-choice' }, h('label', { for: id }, seatName(name)), select);
      }),
    );
    // Game parameters the form offers (the move limit of Elephant–Fox–Mouse), at their defaults.
    replace(
      optionsBox,
      offeredOptions(game).map(({ key, choices, value }) => {
        const id = `new-option-${key}`;
        const select = h(
          'select',
          { id, 'data-option': key },
          choices.map((c) => h('option', { value: choiceValue(c) }, c === null ? t(`lobby.option.${key}.none`) : t(`lobby.option.${key}.n`, { n: c }))),
        );
        select.value = choiceValue(value);
        return h('div', { class: 'seat-choice' }, h('label', { for: id }, t(`lobby.option.${key}`)), select);
      }),
    );
    formError.textContent = '';
  }

  /** The chosen variant's line, as the server says it (none for Isolo's boards, whose names say it). */
  function describeVariant() {
    const game = chosenGame();
    const about = game && game.variant_about ? game.variant_about[game.variants.indexOf(variantSelect.value)] : '';
    variantNote.textContent = about || '';
    variantNote.hidden = !variantNote.textContent;
  }

  /** "Play" on a game: the form switches to it, ready to create the table. */
  function chooseGame(id) {
    gameSelect.value = id;
    fillGameFields();
    gameSelect.focus();
    form.scrollIntoView({ block: 'nearest' });
  }

  function chosenGame() {
    return model && model.games.find((g) => g.id === gameSelect.value);
  }

  function submit(event) {
    event.preventDefault();
    const game = chosenGame();
    if (!game) return;
    const seats = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    if (seats.filter((s) => s === 'me').length > 1) {
      formError.textContent = t('lobby.oneMe');
      return;
    }
    formError.textContent = '';
    const values = {};
    for (const select of optionsBox.querySelectorAll('select')) values[select.dataset.option] = select.value;
    const options = chosenOptions(game, values);
    app.createTable({ type: 'create_table', game: game.id, variant: variantSelect.value, seats, ...(options ? { options } : {}) });
  }

  // ---- The lists -------------------------------------------------------------

  let titles = 0;
  function tableItem(table, buttons, status = []) {
    const seats = table.seats.map((s) => t('lobby.seatLine', { seat: seatName(s.seat_name), who: s.player ? personName({ name: s.player, computer: s.computer, level: s.level, number: s.number }) : t('lobby.openSeat') })).join(', ');
    const extra = [];
    if (table.games > 0) extra.push(t('lobby.gamesPlayed', { count: table.games }));
    if (table.spectators > 0) extra.push(t('lobby.spectators', { count: table.spectators }));
    if (table.away > 0) extra.push(t('lobby.away', { count: table.away }));
    extra.push(...status);
    // A table may stand in two lists (yours, and those being played): ids made afresh.
    const titleId = `table-title-${++titles}`;
    return h(
      'li',
      { 'data-table': table.id },
      // The table's id first: two tables of one game with the same people read alike, and
      // the id is what a link, the room and the text door's JOIN name.
      h('div', {}, h('strong', { id: titleId }, t('lobby.tableTitle', { name: table.name, variant: table.variant_name || table.variant })), h('div', { class: 'muted' }, [t('lobby.tableId', { id: table.id }), seats, ...extra].join(' · '))),
      h('div', { class: 'row-buttons' }, describedBy(buttons, titleId)),
    );
  }

  // Every line of a list has the same buttons ("Join", "Watch", "Play"): each is described
  // by its line's title, so that a screen reader says which table or game it is for.
  function describedBy(buttons, titleId) {
    for (const b of buttons) b.setAttribute('aria-describedby', titleId);
    return buttons;
  }

  /** Brings a list of tables into view, the keyboard to its first button. */
  function jumpTo(list) {
    const box = boxes[list];
    box.scrollIntoView({ block: 'start' });
    const first = box.querySelector('button');
    if (first) first.focus({ preventScroll: true });
  }

  function go(id) {
    location.hash = tableRoute(id);
  }

  function update(next) {
    model = next;
    // The names too: after a change of language the server names the games again.
    const key = JSON.stringify(model.games.map((g) => [g.id, g.name, g.summary, g.variant_names]));
    if (key !== gamesKey) {
      gamesKey = key;
      buildForm(model.games);
      replace(
        gameList,
        model.games.map((g) =>
          h(
            'li',
            { 'data-game': g.id },
            h('div', {}, h('strong', { id: `game-${g.id}-name` }, g.name), h('p', { class: 'muted' }, g.summary)),
            h(
              'div',
              { class: 'row-buttons' },
              describedBy(
                [
                  h('button', { type: 'button', class: 'quiet', 'data-action': 'rules', onclick: () => app.showRules(g.id, g.variants[0]) }, t('lobby.rules')),
                  h('button', { type: 'button', 'data-action': 'choose', onclick: () => chooseGame(g.id) }, t('lobby.choose')),
                ],
                `game-${g.id}-name`,
              ),
            ),
          ),
        ),
      );
    }

    // A table's own hints (a key that did nothing there) stay with the table.
    replace(notices, noticeList(model.notices.filter((n) => !(n.local && n.table)), app.dismiss));

    // Our tables, told apart as the lobby's lines are (who sits where, games played), and
    // whether one waits for us.
    const listed = [...model.lobby.open, ...model.lobby.playing];
    // Ours: the tables the server told this page of, and those the lobby shows us seated
    // at (a table opened in another tab of ours is ours here too, not one to join).
    const me = model.me ? model.me.nick.toLowerCase() : null;
    const seatedThere = (tb) => me !== null && (tb.seats || []).some((s) => s.player && !s.computer && s.player.toLowerCase() === me);
    const mine = [...model.mine, ...listed.filter((tb) => seatedThere(tb) && !model.mine.includes(tb.id)).map((tb) => tb.id)];
    const ours = mine.map((id) => {
      const view = model.tables[id] && model.tables[id].view;
      const summary = listed.find((tb) => tb.id === id) || (view && summaryOf(id, view));
      const status = [];
      const yourTurn = !!view && view.phase === 'playing' && view.to_move === view.you && view.you !== null;
      if (yourTurn) status.push(t('lobby.yourTurn'));
      if (view && view.phase === 'over') status.push(t('lobby.gameOver'));
      return { id, summary, status, yourTurn, phase: view ? view.phase : summary && summary.phase };
    });
    ours.sort(byUrgency);
    fill(yours, ours, () =>
      ours.length
        ? ours.map(({ id, summary, status }) => {
            const back = h('a', { href: tableRoute(id), class: 'button primary', 'data-action': 'return' }, t('lobby.return'));
            return summary ? tableItem(summary, [back], status) : h('li', { 'data-table': id }, h('strong', {}, id), back);
          })
        : h('li', { class: 'muted' }, t('lobby.noYourTables')),
    );

    if (ours.length > 0 && yoursBox.parentNode !== lobby) lobby.insertBefore(yoursBox, gamesBox);
    else if (ours.length === 0 && yoursBox.parentNode !== stack) stack.insertBefore(yoursBox, stack.firstChild);

    const openTables = model.lobby.open.filter((tb) => !mine.includes(tb.id));
    fill(open, openTables, () =>
      openTables.length
        ? openTables.map((tb) =>
            tableItem(tb, [
              h('button', { type: 'button', class: 'primary', 'data-action': 'join', onclick: () => { app.send({ type: 'join', table: tb.id }); go(tb.id); } }, t('lobby.join')),
              h('button', { type: 'button', 'data-action': 'watch', onclick: () => go(tb.id) }, t('lobby.watch')),
            ]),
          )
        : h('li', { class: 'muted' }, t('lobby.noOpen')),
    );
    const watch = watchList(model.lobby.playing, mine);
    fill(playing, watch.tables, () =>
      watch.tables.length
        ? watch.tables.map((tb) =>
            tableItem(tb, [h('button', { type: 'button', 'data-action': 'watch', onclick: () => go(tb.id) }, t('lobby.watch'))], tb.phase === 'playing' ? [] : [t('lobby.gameOver')]),
          )
        : h('li', { class: 'muted' }, t('lobby.noPlaying')),
    );
    const shortcuts = lobbyJumps(openTables.length, watch.now);
    fill(jumps, shortcuts, () =>
      shortcuts.map(({ list, count }) =>
        h('button', { type: 'button', class: 'quiet', 'data-jump': list, onclick: () => jumpTo(list) }, t(`lobby.jump.${list}`, { count })),
      ),
    );
    jumps.hidden = shortcuts.length === 0;
    const others = model.lobby.online.filter((n) => !model.me || n !== model.me.nick);
    fill(online, others, () => (others.length ? others.join(', ') : t('lobby.nobody')));
  }

  return {
    update,
    destroy() {},
  };
}

/** A table of ours the lobby does not list, described from its state as the lobby would. */
function summaryOf(id, view) {
  return {
    id,
    name: view.name,
    variant: view.variant,
    variant_name: view.variant_name,
    games: view.series ? view.series.games : 0,
    spectators: 0,
    away: 0,
    seats: view.seats.map((s) => ({
      seat_name: s.seat_name,
      player: s.player ? s.player.name : null,
      computer: s.player ? s.player.computer : false,
      level: s.player ? s.player.level : null,
      number: s.player ? s.player.number : null,
    })),
  };
}

/**
 * The tables to watch: the lobby's `playing` list without our own (listed under "Your
 * tables"), the games in progress first, then tables between games (their last game
 * over, every place taken); `now` counts the games in progress.
 */
export function watchList(playing, mine) {
  const others = playing.filter((tb) => !mine.includes(tb.id));
  // A game whose people have all gone away waits for them; it is not being played.
  const people = (tb) => (tb.seats || []).filter((s) => s.player && !s.computer).length;
  const on = (tb) => tb.phase === 'playing' && !(people(tb) > 0 && (tb.away || 0) >= people(tb));
  const now = others.filter(on);
  return { tables: [...now, ...others.filter((tb) => !on(tb))], now: now.length };
}

/** Our tables in the order they need us: our turn first, then games on, then the rest. */
export function byUrgency(a, b) {
  const rank = (x) => (x.yourTurn ? 0 : x.phase === 'playing' ? 1 : x.phase === 'waiting' ? 2 : 3);
  return rank(a) - rank(b);
}

/**
 * The lobby's shortcuts to its lists of tables: one for each list that has any (tables
 * one may join, games being played), with how many; none when both are empty.
 */
export function lobbyJumps(openCount, playingCount) {
  return [
    { list: 'open', count: openCount },
    { list: 'playing', count: playingCount },
  ].filter((j) => j.count > 0);
}
