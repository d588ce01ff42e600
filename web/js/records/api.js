// The records over HTTP (crates/server/src/web/records.rs): small fetch helpers
// that turn every failure into an Error whose message can be shown as it is.

import { t, language } from '../i18n.js';

/**
 * GET a JSON answer. A refusal becomes an error: in the page's words when `said` has a
 * sentence for its status ({404: …}; the server's sentences are English), else in the
 * server's own ({"error": …}).
 */
export async function getJson(path, said = {}) {
  let response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error(t('records.unreachable'));
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const words = said[response.status] || (body && body.error) || t('records.failed', { status: response.status });
    const error = new Error(words);
    error.status = response.status;
    throw error;
  }
  return body;
}

let gamesCache = null;
let gamesLang = null;

/** The five games ({id, name, …}) named in the page's language, asked once per language. */
export async function games() {
  if (!gamesCache || gamesLang !== language()) {
    gamesLang = language();
    gamesCache = getJson(`/api/games?lang=${encodeURIComponent(gamesLang)}`).catch((e) => {
      gamesCache = null;
      throw e;
    });
  }
  return gamesCache;
}

/** A game's display name from the list, or its id. */
export function gameName(list, id) {
  const g = (list || []).find((x) => x.id === id);
  return g ? g.name : id;
}

/** Where a game's replay is, with its texts in language `lang`. */
export function replayUrl(id, lang) {
  return `/api/records/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`;
}

/** Where a game's record can be downloaded (the text in the page's language). */
export function exportUrl(id, kind) {
  return `/api/records/${encodeURIComponent(id)}/export.${kind}?lang=${encodeURIComponent(language())}`;
}
