// Playing cards as the page draws and names them. Pure functions, tested with node.
//
// The server writes a card as its rank and its suit letter: "10D", "KC", "AS".

import { t } from '../i18n.js';

export const SUITS = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** "10D" → {code: "10D", rank: "10", suit: "D", symbol: "♦", red: true}, or null. */
export function parseCard(code) {
  if (typeof code !== 'string') return null;
  const m = /^(10|[2-9AJQK])([CDHS])$/.exec(code.toUpperCase());
  if (!m) return null;
  const [, rank, suit] = m;
  return { code: rank + suit, rank, suit, symbol: SUITS[suit], red: suit === 'D' || suit === 'H' };
}

/** "10D" → "10♦" (as printed in the corner of the card). */
export function shortName(code) {
  const c = parseCard(code);
  return c ? c.rank + c.symbol : String(code);
}

/** "10D" → "ten of diamonds" (for screen readers and sentences). */
export function cardName(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  return t('card.name', { rank: t(`card.rank.${c.rank}`), suit: t(`card.suit.${c.suit}`) });
}

/** A list of cards as people read it: "10♦, 4♠ and K♥". */
export function listNames(codes) {
  const names = codes.map(shortName);
  if (names.length <= 1) return names.join('');
  return t('card.list', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** True for a jack (it sweeps the table instead of capturing by rank and pairs). */
export function isJack(code) {
  const c = parseCard(code);
  return !!c && c.rank === 'J';
}
