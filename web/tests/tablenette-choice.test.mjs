import test from 'node:test';
import assert from 'node:assert/strict';
import { playsOf, trailOf, capturesWith, takeable, playable, drop, click, cycle, keyCard, arrowCard, valueOf, describePlay, announcement, playKey, playsThisHand } from '../js/boards/tablenette-choice.js';
import { parseCard, shortName, cardName, listNames, isJack } from '../js/boards/cards.js';
import { t } from '../js/i18n.js';

const trail = (card) => ({ notation: card, kind: 'trail', from: card });
const take = (card, ...cards) => ({ notation: `${card}:${cards.join('+')}`, kind: 'capture', from: card, with: cards });

// §5.1 of the rules: table 10D 4S KH KS, the hand holds KC and 7H.
const legal = [trail('7H'), trail('KC'), take('KC', 'KH', 'KS'), take('KC', '10D', '4S', 'KH', 'KS')];
const options = [
  { notation: '7H', points: 0, tablenette: 0, total: 0 },
  { notation: 'KC', points: 0, tablenette: 0, total: 0 },
  { notation: 'KC:KH+KS', points: 3, tablenette: 0, total: 3 },
  { notation: 'KC:10D+4S+KH+KS', points: 5, tablenette: 56, total: 61 },
];

test('the plays of a card, its trail, what it can take', () => {
  assert.equal(playsOf(legal, 'KC').length, 3);
  assert.equal(trailOf(legal, '7H').notation, '7H');
  assert.deepEqual(capturesWith(legal, 'KC', 'KH').map((m) => m.notation), ['KC:KH+KS', 'KC:10D+4S+KH+KS']);
  assert.deepEqual(capturesWith(legal, 'KC', '4S').map((m) => m.notation), ['KC:10D+4S+KH+KS']);
  assert.deepEqual([...takeable(legal, 'KC')].sort(), ['10D', '4S', 'KH', 'KS']);
  assert.equal(takeable(legal, '7H').size, 0);
  assert.deepEqual([...playable(legal)].sort(), ['7H', 'KC']);
});

test('a drop on a table card: the one capture, a choice, a trail, or why not', () => {
  assert.deepEqual(drop({ legal, card: 'KC', target: { card: '4S' } }), { send: 'KC:10D+4S+KH+KS' });
  const chosen = drop({ legal, card: 'KC', target: { card: 'KH' } });
  assert.deepEqual(chosen.choose.map((m) => m.notation), ['KC:KH+KS', 'KC:10D+4S+KH+KS']);
  // A card that takes nothing goes on the table wherever on it it is dropped.
  assert.deepEqual(drop({ legal, card: '7H', target: { card: 'KH' } }), { send: '7H' });
  const partial = [trail('10H'), take('10H', '3C', '7D')];
  assert.deepEqual(drop({ legal: partial, card: '10H', target: { card: '4H' } }), { hint: 'tn.hint.notThatCard', args: { card: '10H', target: '4H' } });
});

test('a drop on the table or the deck trails; a jack sweeps instead', () => {
  assert.deepEqual(drop({ legal, card: '7H', target: { area: 'table' } }), { send: '7H' });
  assert.deepEqual(drop({ legal, card: 'KC', target: { area: 'deck' } }), { send: 'KC' });
  const jack = [take('JC', '10D', '5S', '7H')];
  assert.deepEqual(drop({ legal: jack, card: 'JC', target: { area: 'table' } }), { send: 'JC:10D+5S+7H' });
  assert.deepEqual(drop({ legal: jack, card: 'JC', target: { area: 'deck' } }), { hint: 'tn.hint.jackSweeps', args: { card: 'JC' } });
  assert.deepEqual(drop({ legal: jack, card: 'JC', target: { card: '5S' } }), { send: 'JC:10D+5S+7H' });
});

test('out of turn or watching: a hint, never a play', () => {
  assert.deepEqual(drop({ legal: [], card: 'KC', target: { area: 'table' }, turn: 'other' }), { hint: 'hint.notYourTurn' });
  assert.deepEqual(drop({ legal, card: 'KC', target: { area: 'table' }, turn: 'watching' }), { hint: 'hint.watching' });
  assert.deepEqual(drop({ legal, card: 'QS', target: { area: 'table' } }), { hint: 'tn.hint.notInHand', args: { card: 'QS' } });
});

test('clicks: a hand card, then a target', () => {
  const hand = ['7H', 'KC'];
  assert.deepEqual(click({ legal, hand, target: { hand: 'KC' } }), { select: 'KC' });
  assert.deepEqual(click({ legal, hand, selected: 'KC', target: { hand: 'KC' } }), { deselect: true });
  assert.deepEqual(click({ legal, hand, selected: 'KC', target: { hand: '7H' } }), { select: '7H' });
  assert.deepEqual(click({ legal, hand, target: { card: 'KH' } }), { hint: 'tn.hint.chooseCard' });
  assert.deepEqual(click({ legal, hand, selected: '7H', target: { area: 'deck' } }), { send: '7H' });
  assert.equal(click({ legal, hand, selected: 'KC', target: { card: 'KS' } }).choose.length, 2);
  assert.deepEqual(click({ legal: [], hand, target: { hand: 'KC' }, turn: 'other' }), { hint: 'hint.notYourTurn' });
});

test('the keyboard cycles through the plays of a card', () => {
  const plays = playsOf(legal, 'KC');
  assert.equal(cycle(plays, -1, 1), 0);
  assert.equal(cycle(plays, -1, -1), 2);
  assert.equal(cycle(plays, 2, 1), 0);
  assert.equal(cycle(plays, 0, -1), 2);
  assert.equal(cycle([], -1, 1), -1);
});

test('plays in words, with their points', () => {
  assert.deepEqual(valueOf(options, 'KC:KH+KS'), { points: 3, tablenette: 0, total: 3 });
  assert.equal(describePlay(legal[0], options).key, 'tn.play.trail');
  assert.equal(describePlay(legal[2], options).args.points, 3);
  const d = describePlay(legal[3], options);
  assert.equal(d.key, 'tn.play.tablenette');
  assert.equal(d.args.total, 61);
  assert.equal(describePlay(take('JD', '5S'), []).key, 'tn.play.sweep');
  assert.equal(t(d.key, { ...d.args, cards: listNames(d.args.cards) }), 'Take 10♦, 4♠, K♥ and K♠, Tablenette! 61 points');
});

test('Tablenettes and jack sweeps are announced; other plays are not', () => {
  const base = { seat: 1, card: 'KC', took: ['10D', '4S', 'KH', 'KS'], points: 5, tablenette: 56 };
  // The bonus and the cards' points apart, as the move list says them.
  const said = announcement({ ...base, kind: 'tablenette' });
  assert.deepEqual([said.args.count, said.args.points], [56, 5]);
  assert.equal(t(said.key, { ...said.args, name: 'Ann', cards: listNames(said.args.cards) }), 'Tablenette! Ann cleared the table with KC, taking 10♦, 4♠, K♥ and K♠: 56 points for the Tablenette, 5 for the cards.');
  assert.equal(announcement({ ...base, kind: 'tablenette', points: 0 }).key, 'tn.announce.tablenetteOnly');
  assert.equal(announcement({ ...base, kind: 'sweep', tablenette: 0 }).key, 'tn.announce.sweep');
  assert.equal(announcement({ ...base, kind: 'capture' }), null);
  assert.equal(announcement(null), null);
  const b = { hand_number: 1, hand_sizes: [5, 6], deck_count: 36, last_play: { seat: 0, card: '7H' } };
  assert.notEqual(playKey(b), playKey({ ...b, hand_sizes: [5, 5] }));
  assert.equal(playKey({}), '');
});

test('cards by name', () => {
  assert.deepEqual(parseCard('10d'), { code: '10D', rank: '10', suit: 'D', symbol: '♦', red: true });
  assert.equal(parseCard('KS').red, false);
  assert.equal(parseCard('1S'), null);
  assert.equal(parseCard(null), null);
  assert.equal(shortName('QH'), 'Q♥');
  assert.equal(cardName('10D'), 'ten of diamonds');
  assert.equal(listNames(['AS']), 'A♠');
  assert.equal(listNames(['AS', '2C', 'KH']), 'A♠, 2♣ and K♥');
  assert.ok(isJack('JC'));
  assert.ok(!isJack('QC'));
});

test('the keyboard starts from the selected card, else the focused one, not the first', () => {
  const hand = ['4H', '7C', 'QD', '8S'];
  // Escape let go of 8S and the focus stayed there: Enter selects 8S.
  assert.equal(keyCard(hand, null, '8S'), '8S');
  assert.equal(keyCard(hand, 'QD', '8S'), 'QD');
  assert.equal(keyCard(hand, null, null), '4H');
  assert.equal(keyCard(hand, '2C', null), '4H'); // a card no longer in the hand
  assert.equal(keyCard([], null, null), null);
  // An arrow moves from the focused card when nothing is selected (its ring shows where
  // the keyboard is: the first → went nowhere), wrapping; from the first card when the
  // keyboard is nowhere on the hand.
  assert.equal(arrowCard(hand, null, '8S', 1), '4H');
  assert.equal(arrowCard(hand, null, '7C', -1), '4H');
  assert.equal(arrowCard(hand, null, '4H', 1), '7C');
  assert.equal(arrowCard(hand, null, null, 1), '4H');
  assert.equal(arrowCard(hand, 'QD', 'QD', 1), '8S');
  assert.equal(arrowCard(hand, '8S', '8S', 1), '4H');
  assert.equal(arrowCard(hand, '4H', '4H', -1), '8S');
});

test('the last play of the hand before is told as such under a fresh deal', () => {
  const pile = (count) => ({ cards: [], count, card_points: 0, tablenettes: 0 });
  // Hand 2 just dealt, in the very state of hand 1's last play ("bob trailed 4D").
  const dealt = { hand_number: 2, table: ['2C', '7H', 'QS', '9D'], piles: [pile(0), pile(0)], last_play: { seat: 1, card: '4D', took: [], kind: 'trail' } };
  assert.equal(playsThisHand(dealt), 0);
  // A trail of this hand lays a fifth card; a capture takes cards and the card to a pile.
  assert.equal(playsThisHand({ ...dealt, table: [...dealt.table, '4D'] }), 1);
  assert.equal(playsThisHand({ ...dealt, table: ['2C', '9D'], piles: [pile(3), pile(0)] }), 1);
  // The end of the game: the table cleared, every card in the piles.
  assert.equal(playsThisHand({ ...dealt, table: [], piles: [pile(30), pile(22)] }) > 0, true);
  assert.equal(t('tn.newHand', { last: 1, n: 2 }), 'That ended hand 1; hand 2 is dealt.');
});
