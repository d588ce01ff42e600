// The records over HTTP (crates/server/src/web/records.rs): small fetch helpers
// that turn every failure into an Error whose message can be shown as it is.

import { t, language } from '../i18n.js';

/** GET a JSON answer; a refusal's own sentence ({"error": …}) becomes the error. */
export async function getJson(path) {
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
    throw new Error(body && body.error ? body.error : t('records.failed', { status: response.status }));
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
