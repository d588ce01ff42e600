// The page's three catalogues against each other and against the code: the same keys
// everywhere, the same {placeholders} in every language, the plural forms each language
// needs, no key that no code asks for, and no English left in Vietnamese or Russian.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, catalogue, pickLanguage, setLanguage, t } from '../js/i18n.js';
import { boardFor } from '../js/boards/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'js');
const en = catalogue('en');

/** The {placeholders} of an entry (all its plural forms together). */
function placeholders(entry) {
  const texts = typeof entry === 'object' ? Object.values(entry) : [entry];
  return [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
}

test('every catalogue has exactly the English keys', () => {
  for (const { code } of LANGUAGES) {
    const c = catalogue(code);
    const missing = Object.keys(en).filter((k) => !(k in c));
    const extra = Object.keys(c).filter((k) => !(k in en));
    assert.deepEqual({ code, missing, extra }, { code, missing: [], extra: [] });
  }
});

test('every entry has the same placeholders in every language', () => {
  const wrong = [];
  for (const { code } of LANGUAGES) {
    const c = catalogue(code);
    for (const key of Object.keys(en)) {
      if (!(key in c)) continue;
      const want = placeholders(en[key]);
      const got = placeholders(c[key]);
      // A plural form may leave the number out ("one" in Russian is often just the word),
      // but never brings a placeholder of its own.
      const countOptional = typeof c[key] === 'object' && want.includes('count');
      const ok = countOptional
        ? got.every((p) => want.includes(p)) && want.filter((p) => p !== 'count').every((p) => got.includes(p))
        : JSON.stringify(got) === JSON.stringify(want);
      if (!ok) wrong.push(`${code} ${key}: ${got} (English: ${want})`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('plural entries have every form the language needs', () => {
  const wrong = [];
  for (const { code } of LANGUAGES) {
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const c = catalogue(code);
    for (const [key, entry] of Object.entries(c)) {
      if (typeof en[key] === 'object' && typeof entry !== 'object') wrong.push(`${code} ${key}: not plural`);
      if (typeof entry !== 'object') continue;
      for (const form of needed) if (!(form in entry)) wrong.push(`${code} ${key}: no '${form}'`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('Russian plurals are right', () => {
  setLanguage('ru');
  try {
    const one = t('room.seriesGames', { count: 1 });
    const few = t('room.seriesGames', { count: 3 });
    const many = t('room.seriesGames', { count: 5 });
    const again = t('room.seriesGames', { count: 21 });
    assert.notEqual(one, few);
    assert.notEqual(few, many);
    assert.equal(again.replace('21', '1'), one, '21 takes the form of 1');
    assert.equal(t('room.seriesGames', { count: 24 }).replace('24', '3'), few, '24 takes the form of 3');
    // A computer's name cannot follow «против» (it wants the genitive): the opponents are named after a colon.
    assert.equal(t('player.versus', { count: 1 }), '— соперник:');
    assert.equal(t('player.versus', { count: 2 }), '— соперники:');
  } finally {
    setLanguage('en');
  }
});

/** Every .js file of the page but the catalogues. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'lang' ? [] : sources(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

test('every key is asked for by some code', () => {
  const code = sources(root).map((f) => readFileSync(f, 'utf8')).join('\n');
  const literals = new Set([...code.matchAll(/['"]([a-zA-Z][\w.-]*)['"]/g)].map((m) => m[1]));
  // Keys made from data: t(`reason.${o.reason}`) uses every reason.… key.
  const prefixes = [...code.matchAll(/`([a-zA-Z][\w.]*\.)\$\{/g)].map((m) => m[1]);
  // A game's own words for a key (`key@game`, see tGame) are asked for with the key's.
  const ownWords = new Set([...code.matchAll(/tGame\([^,]+,\s*'([\w.]+)'/g)].map((m) => m[1]));
  const isGame = (game) => boardFor(game) !== boardFor('');
  const asked = (k) => {
    const [key, game] = k.split('@');
    return game ? ownWords.has(key) && isGame(game) : literals.has(k) || prefixes.some((p) => k.startsWith(p));
  };
  const unused = Object.keys(en).filter((k) => !asked(k));
  assert.deepEqual(unused, []);
});

/** Entries that are the same in every language (names, symbols, numbers). */
const SAME_EVERYWHERE = new Set(['app.title']);

test('no English is left in Vietnamese or Russian', () => {
  const left = [];
  for (const code of ['vi', 'ru']) {
    const c = catalogue(code);
    for (const [key, entry] of Object.entries(en)) {
      if (SAME_EVERYWHERE.has(key)) continue;
      const a = JSON.stringify(entry);
      const b = JSON.stringify(c[key]);
      // Text without letters (a symbol, "{n}") needs no translation.
      const words = (typeof entry === 'object' ? Object.values(entry).join(' ') : entry).replace(/\{\w+\}/g, '');
      if (a === b && /[a-zA-Z]{2}/.test(words)) left.push(`${code} ${key}`);
    }
  }
  assert.deepEqual(left, []);
});

test('the language is the stored choice, else the browser\'s, else English', () => {
  assert.equal(pickLanguage('ru', ['vi-VN']), 'ru');
  assert.equal(pickLanguage(null, ['de-DE', 'vi-VN', 'en']), 'vi');
  assert.equal(pickLanguage(null, ['ru-RU']), 'ru');
  assert.equal(pickLanguage('xx', ['de']), 'en');
  assert.equal(pickLanguage(null, []), 'en');
});

test('hints fit the mouse and the keyboard alike: none tells a keyboard player to click', () => {
  // "Choose …" reads right for a click, a tap and the arrow keys with Enter.
  const pointerOnly = { en: /\bclick/i, ru: /нажмите на|щёлкните|щелкните|кликните/i, vi: /bấm vào|nhấp vào|nhấn vào/i };
  const found = [];
  for (const [code, words] of Object.entries(pointerOnly)) {
    for (const [key, entry] of Object.entries(catalogue(code))) {
      const text = typeof entry === 'object' ? Object.values(entry).join(' ') : entry;
      if (words.test(text)) found.push(`${code} ${key}: ${text}`);
    }
  }
  assert.deepEqual(found, []);
});

test('no coined or awkward words: «ходик», «пока:», «một hai quân»', () => {
  const found = [];
  const odd = { ru: /ходик|, пока:/i, vi: /một hai quân/i };
  for (const [code, words] of Object.entries(odd)) {
    for (const [key, entry] of Object.entries(catalogue(code))) {
      const text = typeof entry === 'object' ? Object.values(entry).join(' ') : entry;
      if (words.test(text)) found.push(`${code} ${key}: ${text}`);
    }
  }
  assert.deepEqual(found, []);
  setLanguage('ru');
  try {
    // A Virus War turn is three steps, each placing or killing a symbol.
    assert.equal(t('vw.counter', { n: 2, steps: 3 }), 'Шаг 2 из 3');
    assert.equal(t('vw.pass.midTurn', { count: 2 }), 'Пропустить ход можно только в его начале: в этом ходе остались ещё 2 шага.');
  } finally {
    setLanguage('en');
  }
});
