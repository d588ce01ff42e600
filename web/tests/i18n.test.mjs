import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { t, keys, has } from '../js/i18n.js';
import { parseRoute, tableRoute } from '../js/route.js';

test('placeholders and plurals', () => {
  assert.equal(t('turn.thinking', { name: 'Computer (easy)' }), 'Computer (easy) is thinking…');
  assert.equal(t('room.seriesGames', { count: 1 }), '1 game played');
  assert.equal(t('room.seriesGames', { count: 3 }), '3 games played');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(t('turn.thinking'), '{name} is thinking…', 'a missing argument stays visible');
  assert.ok(has('hint.taken'));
});

/** Every .js file of the page. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.js') ? [path] : [];
  });
}

test('every key the page asks for is in the catalogue', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'js');
  const known = new Set(keys());
  const missing = [];
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) if (!known.has(m[1])) missing.push(`${file}: ${m[1]}`);
    // Keys built from data: `hint.…` from nines-choice.js.
    for (const m of text.matchAll(/hint: '([^']+)'/g)) if (!known.has(m[1])) missing.push(`${file}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test('routes', () => {
  assert.deepEqual(parseRoute('#/table/t3'), { page: 'table', id: 't3' });
  assert.deepEqual(parseRoute('#/'), { page: 'lobby' });
  assert.deepEqual(parseRoute(''), { page: 'lobby' });
  assert.equal(tableRoute('t3'), '#/table/t3');
});

test('numbers are written as the page\'s language writes them (replay speeds: "0,5 с")', async () => {
  const { formatNumber, setLanguage } = await import('../js/i18n.js');
  const { SPEEDS } = await import('../js/replay-model.js');
  try {
    setLanguage('en');
    assert.equal(formatNumber(0.5), '0.5');
    assert.equal(t('replay.every', { secs: formatNumber(0.25) }), 'every 0.25 s');
    setLanguage('ru');
    assert.equal(formatNumber(0.5), '0,5');
    assert.equal(t('replay.every', { secs: formatNumber(0.5) }), 'раз в 0,5 с');
    setLanguage('vi');
    assert.equal(formatNumber(0.25), '0,25');
    assert.equal(formatNumber(2), '2');
    // No speed of the replay is written with a point outside English.
    for (const lang of ['ru', 'vi']) {
      setLanguage(lang);
      for (const ms of SPEEDS) assert.doesNotMatch(t('replay.every', { secs: formatNumber(ms / 1000) }), /\d\.\d/);
    }
  } finally {
    setLanguage('en');
  }
});
