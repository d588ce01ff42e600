// The records in words: ratings, results, series scores and dates. Pure
// functions (no DOM), tested with node.

import { t } from '../i18n.js';

/** "1623 ± 87" (the rating and its uncertainty, rounded). */
export function ratingText(row) {
  return t('records.rating', { rating: Math.round(row.rating), deviation: Math.round(row.deviation) });
}

/** How a listed game went for the holder with rating key `key`. */
export function resultOf(game, key) {
  if (!game.outcome) return t('records.running');
  const seat = game.seats.findIndex((s) => (s.player !== null && s.player !== undefined ? `player:${s.player}` : `computer:${s.level}`) === key);
  const result = seat >= 0 ? game.outcome.results[seat] : null;
  return t(`records.result.${result || 'other'}`);
}

/** "ann 2, Computer (hard) 1" and the draws when there were any. */
export function seriesLine(series) {
  const scores = series.scores.map((e) => `${e.name} ${e.wins}`).join(', ');
  const games = t('records.games', { count: series.games });
  return series.draws > 0 ? t('records.seriesWithDraws', { scores, draws: series.draws, games }) : t('records.series', { scores, games });
}

/** A date and time in the reader's own format. */
export function when(ms) {
  if (!ms) return '';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
