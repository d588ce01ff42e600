// The Tablenette board: cards drawn as cards. Your hand face up at the bottom,
// the other hand face down (only its count) at the top, the table cards in the
// middle beside the face-down deck with its count, both piles with their card
// counts, and the scores of the game and of the hand so far.
//
// Play as in the seed's program: drag a hand card onto a table card to capture
// (the capture that takes that card; a small chooser shows each with its points
// when several do), or onto the table's free space or the deck to trail. Or
// click: a hand card, then a table card, the table or the deck (or one of the
// plays listed under the table). Or the keyboard: ←/→ choose a hand card, ↑/↓
// go through its plays, Enter plays.
//
// Tablenettes and jack sweeps are announced; the end of a hand shows its score
// sheet and the running total towards 251. The board is built once and then
// updated, so focus stays put while the other player plays. Which play a
// gesture means is decided in tablenette-choice.js, among the server's moves.

import { h, replace, placeRole, toggle, showHint, flash } from '../dom.js';
import { t } from '../i18n.js';
import { seatName, playerName } from '../describe.js';
import { parseCard, shortName, cardName, listNames } from './cards.js';
import { drop, click, playsOf, trailOf, takeable, cycle, keyCard, arrowCard, describePlay, announcement, playKey, playsThisHand } from './tablenette-choice.js';
import { draggable } from './drag.js';

/**
 * The catalogue keys of the board's key help, for the room's legend: for a player, and
 * for a spectator, who has none (the keys act on one's own hand, and a spectator has none).
 */
export const KEY_HELP = { play: 'tn.keys', watch: null };

/** The board tells each move to a screen reader itself (the room does not say it again). */
export const ANNOUNCES_MOVES = true;

/** How long a Tablenette or a jack sweep is shown at least before the next play is told. */
const ANNOUNCEMENT_HELD_MS = 2500;

/** Builds the board inside `container`; `ctx.play(notation)` sends a move. */
export function createBoard(container, ctx) {
  const local = {
    view: null,
    handFocused: false, // the keyboard is in the hand (kept while a played card leaves it)
    selected: null, // the hand card chosen (by a click, a drag or the arrow keys)
    preview: -1, // which of its plays the arrow keys point at
    choosing: null, // the captures the chooser offers, after a drop on a shared card
    sentVersion: null,
    lastPlayKey: null,
    sheetClosed: 0, // the last hand whose sheet the player closed
    heldUntil: 0, // when the announcement shown may give way to the next play (ms)
    heldTimer: null,
  };

  const sheet = h('section', { class: 'tn-sheet', hidden: true, 'aria-live': 'polite' });
  const opponent = h('div', { class: 'tn-side tn-opponent' });
  const tableArea = h('div', { class: 'tn-table', 'data-drop': 'table', role: 'group', 'aria-label': t('tn.table') });
  const deck = h('div', { class: 'tn-deck', 'data-drop': 'deck', role: placeRole(ctx), tabindex: '-1', 'aria-label': t('tn.deck') });
  const announce = h('p', { class: 'tn-announce', role: 'status', 'aria-live': 'polite' });
  const chooser = h('div', { class: 'tn-chooser', hidden: true, role: 'dialog', 'aria-label': t('tn.chooseTitle') });
  const playsBar = h('div', { class: 'tn-plays', role: 'group', 'aria-label': t('tn.plays') });
  const me = h('div', { class: 'tn-side tn-me' });
  const hand = h('div', { class: 'tn-hand', role: 'toolbar', 'aria-label': t('tn.yourHand') });
  const scores = h('div', { class: 'tn-scores' });
  const instruction = h('p', { class: 'instruction' });
  const hintLine = h('p', { class: 'hint', role: 'status', 'aria-live': 'polite' });
  const root = h(
    'div',
    { class: 'tn', 'data-board': 'tablenette' },
    sheet,
    opponent,
    h('div', { class: 'tn-middle' }, tableArea, deck),
    announce,
    chooser,
    playsBar,
    me,
    hand,
    scores,
    instruction,
    hintLine,
  );
  replace(container, root);

  // ---- Reading the state ----------------------------------------------------

  function board() {
    return local.view.board;
  }

  /** "you", "other", "watching", "waiting" or "over". */
  function turn() {
    const v = local.view;
    if (v.phase === 'waiting') return 'waiting';
    if (v.phase !== 'playing') return 'over';
    if (v.you === null || v.you === undefined) return 'watching';
    return v.to_move === v.you && v.legal.length > 0 ? 'you' : 'other';
  }

  function legal() {
    return turn() === 'you' && local.sentVersion === null ? local.view.legal : [];
  }

  /** The seat drawn at the bottom: the viewer's, or south for a spectator. */
  function bottomSeat() {
    const v = local.view;
    return v.you === null || v.you === undefined ? 0 : v.you;
  }

  function nameOf(seat) {
    const v = local.view;
    return playerName(v, seat) || seatName(v.seats[seat] ? v.seats[seat].seat_name : String(seat));
  }

  function myHand() {
    return board().hand || [];
  }

  // ---- Acting ----------------------------------------------------------------

  function hint(text) {
    showHint(hintLine, text);
  }

  function words(result) {
    const args = { ...(result.args || {}) };
    for (const k of ['card', 'target']) if (args[k]) args[k] = shortName(args[k]);
    return t(result.hint, args);
  }

  /** Follows what a gesture means (see tablenette-choice.js). */
  function follow(result) {
    if (result.send) {
      send(result.send);
    } else if (result.choose) {
      local.choosing = result.choose;
      hint('');
      paint();
      const first = chooser.querySelector('button');
      if (first) first.focus();
    } else if (result.select) {
      select(result.select);
    } else if (result.deselect) {
      select(null);
    } else if (result.hint) {
      hint(words(result));
    }
  }

  function send(notation) {
    if (local.sentVersion !== null) {
      hint(t('tn.sending'));
      return;
    }
    local.sentVersion = local.view.version;
    local.selected = null;
    local.preview = -1;
    local.choosing = null;
    hint('');
    ctx.play(notation);
    paint();
  }

  function select(card) {
    local.selected = card;
    local.preview = -1;
    local.choosing = null;
    hint('');
    paint();
  }

  /** A click anywhere on the board: a hand card, a table card, the table or the deck. */
  root.addEventListener('click', (event) => {
    if (!local.view) return;
    const el = event.target;
    if (el.closest('.tn-chooser, .tn-plays, .tn-sheet')) return; // their buttons act themselves
    let target = null;
    const handCard = el.closest('[data-hand-card]');
    const tableCard = el.closest('[data-table-card]');
    if (handCard) target = { hand: handCard.dataset.handCard };
    else if (tableCard) target = { card: tableCard.dataset.tableCard };
    else if (el.closest('.tn-deck')) target = { area: 'deck' };
    else if (el.closest('.tn-table')) target = { area: 'table' };
    if (!target) return;
    if (local.sentVersion !== null) {
      hint(t('tn.sending'));
      return;
    }
    follow(click({ legal: local.view.legal, selected: local.selected, hand: myHand(), target, turn: turn() }));
  });

  // Dragging a hand card onto a table card, the table or the deck.
  const dragging = draggable(root, {
    selector: '[data-hand-card]',
    canDrag: () => turn() === 'you' && local.sentVersion === null,
    onStart: (element) => select(element.dataset.handCard),
    // A drag given up with Escape lets go of the card, as Escape does of a chosen one.
    onCancel: () => select(null),
    onDrop: (element, target) => {
      const card = element.dataset.handCard;
      if (!target) {
        hint(t('tn.hint.dropOnTable'));
        return;
      }
      const where = target.dataset.drop === 'card' ? { card: target.dataset.tableCard } : { area: target.dataset.drop };
      follow(drop({ legal: local.view.legal, card, target: where, turn: turn() }));
    },
    // A card that may not move now says why, as a click on it does.
    onRefused: () => notNow(),
  });

  // The keyboard on the hand: ←/→ a card, ↑/↓ its plays, Enter plays, Escape lets go.
  hand.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !local.view) return;
    const cards = myHand();
    if (cards.length === 0) return;
    // Where the keyboard is: the selected card, else the focused one (see keyCard).
    const focusedEl = event.target.closest && event.target.closest('[data-hand-card]');
    const focused = focusedEl ? focusedEl.dataset.handCard : null;
    const here = keyCard(cards, local.selected, focused);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const next = arrowCard(cards, local.selected, focused, event.key === 'ArrowRight' ? 1 : -1);
      select(next);
      focusHandCard(next);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (local.selected === null) select(here);
      const plays = playsOf(legal(), local.selected);
      if (plays.length === 0) {
        notNow();
        return;
      }
      local.preview = cycle(plays, local.preview, event.key === 'ArrowDown' ? 1 : -1);
      paint();
      // Said as well as shown: the play Enter would make (the focus stays on the card).
      hint(playText(plays[local.preview]));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (local.selected === null) {
        select(here);
        return;
      }
      const plays = playsOf(legal(), local.selected);
      if (plays.length === 0) {
        notNow();
        return;
      }
      if (local.preview < 0) {
        local.preview = 0;
        paint();
        hint(`${playText(plays[0])}. ${t('tn.hint.enterAgain')}`);
        return;
      }
      send(plays[local.preview].notation);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      select(null);
    }
  });

  /** Says why nothing can be played now (not your turn, sending, watching…). */
  function notNow() {
    if (local.sentVersion !== null) hint(t('tn.sending'));
    else follow(drop({ legal: local.view.legal, card: local.selected, target: { area: 'deck' }, turn: turn() }));
  }

  hand.addEventListener('focusin', (event) => {
    local.handFocused = true;
    const el = event.target.closest('[data-hand-card]');
    if (el) rovingFocus(el.dataset.handCard);
  });
  // Focus that goes somewhere else leaves the hand; a card that leaves the hand (played)
  // takes the focus with it to nowhere, and the hand gets it back when drawn again.
  hand.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !hand.contains(event.relatedTarget)) local.handFocused = false;
  });

  function focusHandCard(card) {
    rovingFocus(card);
    const el = hand.querySelector(`[data-hand-card="${card}"]`);
    if (el) el.focus();
  }

  function rovingFocus(card) {
    const cards = [...hand.querySelectorAll('[data-hand-card]')];
    const current = cards.find((c) => c.dataset.handCard === card) ? card : cards[0] && cards[0].dataset.handCard;
    for (const c of cards) c.setAttribute('tabindex', c.dataset.handCard === current ? '0' : '-1');
  }

  // ---- Drawing a state -------------------------------------------------------

  function update(view) {
    const newer = !local.view || view.version !== local.view.version;
    local.view = view;
    if (newer) {
      local.sentVersion = null;
      local.choosing = null;
      hintLine.textContent = '';
      const cards = myHand();
      if (local.selected !== null && !cards.includes(local.selected)) {
        local.selected = null;
        local.preview = -1;
      }
    }
    paint();
  }

  function paint() {
    const view = local.view;
    const b = board();
    const tn = turn();
    root.dataset.version = view.version;
    root.dataset.turn = tn;
    root.dataset.phase = view.phase;
    if (local.sentVersion !== null) root.dataset.pending = 'true';
    else delete root.dataset.pending;

    const plays = local.selected ? playsOf(legal(), local.selected) : [];
    const previewed = local.preview >= 0 ? plays[local.preview] : null;
    const canTake = local.selected ? takeable(legal(), local.selected) : new Set();

    paintSheet(view);
    paintSide(opponent, 1 - bottomSeat(), false);
    paintSide(me, bottomSeat(), true);
    paintTable(b, canTake, previewed, tn);
    paintDeck(b);
    paintAnnouncement(b);
    paintChooser();
    paintPlays(plays, previewed);
    paintHand(b, tn);
    paintScores(view);
    instruction.textContent = instructionText(tn, plays);
  }

  /** One player's line: name, seat, the face-down hand (opponent), the pile. */
  function paintSide(el, seat, bottom) {
    const view = local.view;
    const b = board();
    const pile = b.piles[seat];
    const toMove = view.phase === 'playing' && view.to_move === seat;
    const thinking = view.thinking === seat;
    // An open place is said so: its seat name beside it would read "North North".
    const name = playerName(view, seat);
    const items = [
      name ? h('strong', { class: 'tn-name' }, name) : h('em', { class: 'tn-name muted' }, t('room.open')),
      h('span', { class: 'muted' }, seatName(view.seats[seat].seat_name)),
      b.dealer === seat ? h('span', { class: 'tag' }, t('tn.dealer')) : null,
      toMove ? h('span', { class: 'tag move' }, thinking ? t('tn.thinking') : t('tn.toMove')) : null,
    ];
    // The other's hand face down, with its count; a spectator sees both so (the bottom
    // one's count was nowhere).
    const watching = view.you === null || view.you === undefined;
    if (!bottom || watching) {
      const backs = [];
      for (let i = 0; i < b.hand_sizes[seat]; i++) backs.push(cardBack());
      const count = b.hand_sizes[seat];
      items.push(
        h(
          'div',
          { class: 'tn-backs', 'data-hand-count': count, 'aria-label': t('tn.handCount', { count }) },
          backs,
          h('span', { class: 'tn-backs-count', 'aria-hidden': 'true' }, t('tn.backsCount', { count })),
        ),
      );
    }
    items.push(pileView(pile, seat));
    replace(el, items);
    el.dataset.seat = seat;
    if (toMove) el.dataset.toMove = 'true';
    else delete el.dataset.toMove;
  }

  function pileView(pile, seat) {
    return h(
      'div',
      { class: 'tn-pile', 'data-pile': seat, 'data-count': pile.count, title: t('tn.pileTitle', { count: pile.count }) },
      h('div', { class: 'stack' }, pile.count > 0 ? cardBack() : h('div', { class: 'card empty' })),
      h('span', {}, t('tn.pile', { count: pile.count })),
    );
  }

  function paintTable(b, canTake, previewed, tn) {
    const take = new Set(previewed ? previewed.with || [] : []);
    syncCards(
      tableArea,
      'data-table-card',
      b.table,
      (code) => ({
        'data-drop': 'card',
        'data-takeable': canTake.has(code) ? 'true' : null,
        'data-preview': take.has(code) ? 'true' : null,
      }),
      () => h('p', { class: 'tn-empty muted' }, t(tn === 'you' ? 'tn.tableEmpty' : 'tn.tableEmptyIdle')),
    );
    tableArea.dataset.count = b.table.length;
    toggle(tableArea, 'trail-here', previewed && previewed.kind === 'trail');
  }

  function paintDeck(b) {
    const bottom = b.deck_bottom || [];
    replace(
      deck,
      b.deck_count > 0 ? cardBack() : h('div', { class: 'card empty' }),
      h('span', { class: 'tn-deck-count' }, t('tn.deckCount', { count: b.deck_count })),
      bottom.length ? h('span', { class: 'muted tn-bottom' }, t('tn.bottom', { cards: listNames(bottom) })) : null,
    );
    deck.dataset.count = b.deck_count;
    deck.setAttribute('aria-label', t(ctx.record ? 'tn.deckCount' : 'tn.deckLabel', { count: b.deck_count }));
  }

  /**
   * Tablenettes and jack sweeps are announced once, then the last play is told. An
   * announcement is held a moment before the next play is told in its place: a computer
   * answers within half a second, and the player's own Tablenette went before it was read.
   */
  function paintAnnouncement(b) {
    const key = playKey(b);
    const p = b.last_play;
    if (!p) {
      clearTimeout(local.heldTimer);
      local.heldUntil = 0;
      announce.textContent = '';
      delete announce.dataset.kind;
      return;
    }
    if (key === local.lastPlayKey) return;
    local.lastPlayKey = key;
    const a = announcement(p);
    const who = nameOf(p.seat);
    // The play that ended a hand comes with the next hand's deal: said once, with the new
    // hand, or it stays under the fresh table as if it had been made there.
    const dealt = playsThisHand(b) === 0 ? ` ${t('tn.newHand', { last: b.hand_number - 1, n: b.hand_number })}` : '';
    let said;
    if (a) said = t(a.key, { ...a.args, name: who, card: shortName(a.args.card), cards: listNames(a.args.cards) });
    else if (p.kind === 'trail') said = t('tn.lastTrail', { name: who, card: shortName(p.card) });
    else said = t('tn.lastTake', { name: who, card: shortName(p.card), cards: listNames(p.took), count: p.points, points: p.points });
    const tell = () => {
      announce.dataset.kind = p.kind;
      announce.textContent = said + dealt;
      if (!a) return;
      flash(announce);
      local.heldUntil = Date.now() + ANNOUNCEMENT_HELD_MS;
    };
    clearTimeout(local.heldTimer);
    // A replay steps at the viewer's pace: nothing is held there.
    const wait = (ctx.record || a) ? 0 : local.heldUntil - Date.now();
    if (wait > 0) local.heldTimer = setTimeout(tell, wait);
    else tell();
  }

  /** After a drop on a card that several captures take: one button per capture. */
  function paintChooser() {
    if (!local.choosing) {
      chooser.hidden = true;
      chooser.replaceChildren();
      return;
    }
    chooser.hidden = false;
    replace(
      chooser,
      h('p', { class: 'tn-chooser-title' }, t('tn.chooseTitle')),
      local.choosing.map((m) =>
        h('button', { type: 'button', class: 'tn-choice', 'data-move': m.notation, onclick: () => send(m.notation) }, miniCards(m.with || []), h('span', {}, playText(m))),
      ),
      h('button', { type: 'button', class: 'quiet', 'data-action': 'cancel-choice', onclick: () => { local.choosing = null; paint(); } }, t('tn.cancel')),
    );
    chooser.onkeydown = (event) => {
      if (event.key === 'Escape') {
        local.choosing = null;
        paint();
        focusHandCard(local.selected);
      }
    };
  }

  /** The plays of the selected card, as buttons (the click alternative). */
  function paintPlays(plays, previewed) {
    // A player's bar keeps its room when empty: a card selected would push the hand down
    // under the pointer (and the finger) that selected it. A spectator has no bar.
    playsBar.hidden = myHand().length === 0;
    if (!local.selected || plays.length === 0 || local.choosing) {
      playsBar.replaceChildren();
      return;
    }
    replace(
      playsBar,
      h('span', { class: 'muted' }, t('tn.playsOf', { card: shortName(local.selected) })),
      plays.map((m) =>
        h(
          'button',
          { type: 'button', class: m === previewed ? 'primary' : null, 'data-move': m.notation, 'aria-pressed': m === previewed ? 'true' : 'false', onclick: () => send(m.notation) },
          playText(m),
        ),
      ),
    );
    // The bar is one line that scrolls sideways: the play the arrows point at is brought
    // into it (the bar alone: the page stays where the player has it).
    const pointed = playsBar.querySelector('[aria-pressed="true"]');
    if (!pointed) return;
    const bar = playsBar.getBoundingClientRect();
    const on = pointed.getBoundingClientRect();
    // Centred in the bar, or from its start when it is the wider.
    if (on.left < bar.left || on.right > bar.right) playsBar.scrollLeft += on.left - bar.left - Math.max(0, (bar.width - on.width) / 2);
  }

  function playText(m) {
    const d = describePlay(m, board().options);
    return t(d.key, { ...d.args, card: shortName(d.args.card), cards: listNames(d.args.cards || []) });
  }

  /** The viewer's hand, face up; a spectator sees none. */
  function paintHand(b, tn) {
    const cards = b.hand || [];
    const playable = new Set(legal().map((m) => m.from));
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.handCard : null;
    syncCards(
      hand,
      'data-hand-card',
      cards,
      (code) => ({
        role: placeRole(ctx),
        tabindex: '-1', // rovingFocus() gives one card 0 right after
        'data-playable': playable.has(code) ? 'true' : null,
        'data-plays': playable.has(code) ? playsOf(legal(), code).map((m) => m.notation).join(' ') : null,
        'data-selected': local.selected === code ? 'true' : null,
        'aria-pressed': local.selected === code ? 'true' : 'false',
      }),
      () => h('p', { class: 'muted' }, local.view.you === null || local.view.you === undefined ? t('tn.spectatorHand') : t('tn.noCards')),
    );
    hand.dataset.count = cards.length;
    toggle(hand, 'active', tn === 'you');
    rovingFocus(local.selected || focused);
    if (focused && cards.includes(focused)) focusHandCard(local.selected || focused);
    else if (local.handFocused && document.activeElement === document.body && cards.length > 0) {
      const roving = hand.querySelector('[data-hand-card][tabindex="0"]');
      if (roving) roving.focus();
    }
  }

  /** The scores of the game and of this hand so far, and the target. */
  function paintScores(view) {
    const b = board();
    const seats = [bottomSeat(), 1 - bottomSeat()];
    // One row per count and one column per player, like the score sheet: it stays
    // narrow enough for a phone.
    const row = (label, cell) => h('tr', {}, h('th', { scope: 'row' }, label), seats.map(cell));
    replace(
      scores,
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, h('th', {}, ''), seats.map((seat) => h('th', { scope: 'col', 'data-seat': seat }, nameOf(seat))))),
        h(
          'tbody',
          {},
          row(t('tn.scoreGame'), (seat) => h('td', { 'data-score': b.scores[seat] }, b.scores[seat])),
          row(t('tn.scoreHand', { n: b.hand_number }), (seat) => h('td', { 'data-hand-points': b.piles[seat].card_points }, b.piles[seat].card_points)),
          row(t('tn.scoreTablenettes', { n: b.hand_number }), (seat) => h('td', { 'data-hand-tablenettes': b.piles[seat].tablenettes }, b.piles[seat].tablenettes)),
          row(t('tn.scoreCards'), (seat) => h('td', {}, b.piles[seat].count)),
        ),
      ),
      h('p', { class: 'muted' }, b.target ? t('tn.target', { target: b.target, round: b.round }) : t('tn.oneHand', { round: b.round })),
    );
  }

  /** The score sheet of the hand just finished (until closed), with the running total. */
  function paintSheet(view) {
    const b = board();
    const st = b.sheet;
    const closed = !!st && (st.hand <= local.sheetClosed || sheetWasClosed(st));
    const { shown, final } = sheetShown(st, view, closed);
    if (!shown) {
      sheet.hidden = true;
      delete sheet.dataset.sheetHand;
      sheet.replaceChildren();
      return;
    }
    sheet.hidden = false;
    // A sheet that has just opened is brought into the window: a player at the hand, below
    // it (by keyboard, or on a phone), saw only the game score change.
    const fresh = sheet.dataset.sheetHand !== String(st.hand);
    sheet.dataset.sheetHand = st.hand;
    const seats = [bottomSeat(), 1 - bottomSeat()];
    const row = (label, values, attrs = {}) => h('tr', attrs, h('th', { scope: 'row' }, label), seats.map((s) => h('td', {}, values[s])));
    const leftover = st.leftover.length
      ? t('tn.sheetLeftover', { cards: listNames(st.leftover), name: st.leftover_to === null ? t('tn.nobody') : nameOf(st.leftover_to) })
      : t('tn.sheetNoLeftover');
    const won = final ? winnerLine(view.outcome, nameOf) : null;
    replace(
      sheet,
      h('h3', {}, t('tn.sheetTitle', { n: st.hand })),
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, h('th', {}, ''), seats.map((s) => h('th', { scope: 'col' }, nameOf(s))))),
        h(
          'tbody',
          {},
          row(t('tn.sheetCards'), st.cards),
          row(t('tn.sheetPoints'), st.card_points),
          row(t('tn.sheetMost'), st.most_cards),
          row(t('tn.sheetTablenettes'), st.tablenettes),
          row(t('tn.sheetTotal'), st.totals, { class: 'total', 'data-row': 'hand-total' }),
          row(b.target ? t('tn.sheetRunning', { target: b.target }) : t('tn.sheetGame'), st.scores, { class: 'running', 'data-row': 'running' }),
        ),
      ),
      h('p', { class: 'muted' }, leftover),
      won ? h('p', { class: 'tn-winner' }, won) : null,
      final ? null : h('button', { type: 'button', 'data-action': 'close-sheet', onclick: () => { local.sheetClosed = st.hand; rememberClosed(st); paint(); } }, t('tn.sheetClose')),
    );
    if (fresh && typeof sheet.scrollIntoView === 'function') sheet.scrollIntoView({ block: 'nearest' });
  }

  function instructionText(tn, plays) {
    if (tn === 'you' && local.sentVersion === null) {
      if (local.choosing) return t('tn.doChoose');
      // A card that cannot trail (a jack, on a table with cards) is not offered the deck.
      if (local.selected && !trailOf(legal(), local.selected)) return t('tn.doTargetSweep', { card: shortName(local.selected) });
      if (local.selected) return t('tn.doTarget', { card: shortName(local.selected) });
      return t('tn.doPlay');
    }
    return othersTurn(local.view, tn, nameOf);
  }

  function unlock() {
    if (local.sentVersion === null || !local.view) return;
    local.sentVersion = null;
    paint();
  }

  return {
    update,
    unlock,
    destroy() {
      clearTimeout(local.heldTimer);
      dragging.destroy();
      container.replaceChildren();
    },
  };
}

/**
 * Shows `codes` as face-up cards in `container`, each carrying its code in `key`
 * and the attributes `attrsOf(code)` (null removes one); `empty()` is shown when
 * there are none. A card that stays keeps its element: a card being dragged
 * keeps its pointer capture, a focused card its focus, and a drop target is still
 * the same element when the drag ends.
 */
function syncCards(container, key, codes, attrsOf, empty) {
  const old = new Map();
  for (const el of [...container.children]) {
    if (el.hasAttribute(key)) old.set(el.getAttribute(key), el);
    else el.remove();
  }
  if (codes.length === 0) {
    container.replaceChildren(empty());
    return;
  }
  const els = codes.map((code) => {
    const attrs = attrsOf(code);
    const el = old.get(code);
    if (!el) return cardFace(code, { [key]: code, ...attrs });
    old.delete(code);
    for (const [name, value] of Object.entries(attrs)) {
      if (value === null || value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, String(value));
    }
    return el;
  });
  for (const el of old.values()) el.remove();
  // Move a node only when the order changed: moving it would end a drag's capture.
  els.forEach((el, i) => {
    if (container.children[i] !== el) container.insertBefore(el, container.children[i] || null);
  });
}

/** A card face up: rank and suit in two corners, the suit large in the middle. */
function cardFace(code, attrs = {}) {
  const c = parseCard(code);
  if (!c) return h('div', { class: 'card', ...attrs }, code);
  const corner = (cls) => h('span', { class: `corner ${cls}`, 'aria-hidden': 'true' }, h('span', { class: 'rank' }, c.rank), h('span', { class: 'suit' }, c.symbol));
  return h(
    'div',
    // A picture with its name (a named element of no role is not read out); the hand's
    // cards are buttons (attrs).
    { class: `card face ${c.red ? 'red' : 'black'}`, 'data-card': c.code, role: 'img', 'aria-label': cardName(c.code), title: cardName(c.code), ...attrs },
    corner('top'),
    h('span', { class: 'pip', 'aria-hidden': 'true' }, c.symbol),
    corner('bottom'),
  );
}

/** A card face down. */
function cardBack() {
  return h('div', { class: 'card back', 'aria-hidden': 'true' });
}

/** Small faces of the cards a capture takes, for the chooser. */
function miniCards(codes) {
  return h(
    'span',
    { class: 'mini-cards', 'aria-hidden': 'true' },
    codes.map((code) => {
      const c = parseCard(code);
      return h('span', { class: `mini-card ${c && c.red ? 'red' : 'black'}` }, shortName(code));
    }),
  );
}

/**
 * Whether the score sheet `sheet` (the last finished hand's, or null) is shown, and whether
 * it is the game's final sheet, which stays open with the winner under it. A game over on
 * points ends with its last hand's sheet; one ended otherwise (a resignation) has no sheet
 * of its own, and an earlier hand's is not brought back as if it were. During the game a
 * hand's sheet shows until the player closes it (`closed`).
 */
export function sheetShown(sheet, view, closed) {
  if (!sheet) return { shown: false, final: false };
  const over = view.phase === 'over';
  const final = over && !!view.outcome && Array.isArray(view.outcome.scores);
  return { shown: final || (!over && !closed), final };
}

/** Where this tab remembers the last sheet closed, so that a reload does not open it again. */
const CLOSED_SHEET_KEY = 'parlour.tn.closedSheet';

/** A sheet told apart from every other: its hand and the running scores after it. */
function sheetKey(sheet) {
  return JSON.stringify([sheet.hand, sheet.scores, sheet.totals]);
}

function rememberClosed(sheet) {
  try {
    sessionStorage.setItem(CLOSED_SHEET_KEY, sheetKey(sheet));
  } catch {
    // No storage (a private window): a reload shows the sheet again, nothing worse.
  }
}

function sheetWasClosed(sheet) {
  try {
    return sessionStorage.getItem(CLOSED_SHEET_KEY) === sheetKey(sheet);
  } catch {
    return false;
  }
}

/**
 * The line under the board while someone else is to play (`tn` as the board's turn():
 * "other" or "watching"; `nameOf(seat)` names a player). A replay waits for nobody, and a
 * spectator is told whose turn it is: the empty hand already says that the hands are
 * hidden, not a second time here. Over, or nobody to move: nothing.
 */
export function othersTurn(view, tn, nameOf) {
  const seat = view.to_move;
  if ((tn !== 'other' && tn !== 'watching') || seat === null || seat === undefined) return '';
  if (tn === 'other' && !view.replay) return t('tn.waitTurn', { name: nameOf(seat) });
  return t('tn.toPlay', { name: nameOf(seat) });
}

/**
 * The score sheet's last line once the game is over on points (`nameOf(seat)` names a
 * player); none when it ended otherwise: a resignation has no scores, and is told above the
 * board ("wins the game with  points" was said).
 */
export function winnerLine(outcome, nameOf) {
  if (!Array.isArray(outcome.scores)) return null;
  const winner = (outcome.results || []).indexOf('win');
  if (winner < 0) return t('tn.gameDrawn');
  return t('tn.gameWon', { name: nameOf(winner), points: outcome.scores[winner] });
}
