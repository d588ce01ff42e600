// Every sentence the page shows comes from here: t("key", {args}).
//
// Other modules never hold text meant for people. The catalogues are in
// lang/<code>.js (English, Vietnamese, Russian), each with the same keys and
// placeholders; a new language is a new file there and a line below.
// Placeholders are written {name}. An entry may be an object of plural forms
// ({one, other}, and few/many for Russian), chosen by the number in args.count
// with the browser's own plural rules.
//
// The language is the one the person chose (kept in localStorage), else the
// first of the browser's languages that Parlour speaks, else English.

import en from './lang/en.js';
import vi from './lang/vi.js';
import ru from './lang/ru.js';

/** The catalogues by language; the page chooses one at start. */
const catalogues = { en, vi, ru };

/** The languages, each named in itself (for the switch in the header). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'ru', name: 'Русский' },
];

/** Where the person's choice is kept. */
export const LANG_KEY = 'parlour.lang';

/**
 * The language to start in: the stored choice, else the first of the browser's
 * languages ("vi-VN", "ru", …) that has a catalogue, else English.
 */
export function pickLanguage(stored, browserLanguages = []) {
  if (stored && catalogues[stored]) return stored;
  for (const tag of browserLanguages) {
    const code = String(tag).toLowerCase().split('-')[0];
    if (catalogues[code]) return code;
  }
  return 'en';
}

/** The catalogue of a language (for the tests). */
export function catalogue(code) {
  return catalogues[code];
}

let lang = 'en';
let plural = new Intl.PluralRules(lang);

/** Chooses the language (a key of the catalogues; English when unknown). */
export function setLanguage(code) {
  lang = catalogues[code] ? code : 'en';
  plural = new Intl.PluralRules(lang);
}

/** The current language code, e.g. "en". */
export function language() {
  return lang;
}

/**
 * A number written as the page's language writes it: "0.5" in English, "0,5" in
 * Vietnamese and Russian (a decimal point reads as a mistake there).
 */
export function formatNumber(n) {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
}

/** True when the catalogue has this key (for text that may be missing, such as an outcome reason). */
export function has(key) {
  return key in catalogues[lang] || key in en;
}

/**
 * The text for `key` in `game`'s own words where the catalogues have them (`key@game`:
 * Virus War's records count sub-moves, three to a move, not moves), else `key`'s.
 */
export function tGame(game, key, args = {}) {
  const own = `${key}@${game}`;
  return t(has(own) ? own : key, args);
}

/** The keys of the English catalogue (the tests check every t() call against them). */
export function keys() {
  return Object.keys(en);
}

/**
 * The text for `key`, with {placeholders} filled from `args`. A missing key
 * shows itself (so a mistake is visible, not silent).
 */
export function t(key, args = {}) {
  let entry = catalogues[lang][key] ?? en[key];
  if (entry === undefined) return key;
  if (typeof entry === 'object') {
    const form = plural.select(Number(args.count ?? 0));
    entry = entry[form] ?? entry.other;
  }
  return entry.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}
