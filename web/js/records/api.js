// The records over HTTP (crates/server/src/web/records.rs): small fetch helpers
// that turn every failure into an Error whose message can be shown as it is.

import { t, language } from '../i18n.js';
import { h } from '../dom.js';

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

/**
 * A long list's next pages, one a click: a button (`label`) and a status line. `shown` rows
 * are listed already; `fetchPage(offset)` resolves to the next rows (at most `size`), and
 * `add(rows, offset)` lists them and returns their elements. The button goes once a page
 * comes back short (its focus then goes to the first link of the rows it brought, not to
 * the page); a failure is said in the status line. `alive()` is false once the page is left.
 */
export function morePages({ label, size, shown, fetchPage, add, alive }) {
  const status = h('p', { class: 'muted', role: 'status' });
  const button = h('button', { type: 'button', hidden: shown < size, onclick: () => next() }, label);
  async function next() {
    // Asked before the button is disabled, which takes its focus away.
    const focused = document.activeElement === button;
    button.disabled = true;
    status.textContent = t('common.loading');
    try {
      const rows = await fetchPage(shown);
      if (!alive()) return;
      const added = add(rows, shown) || [];
      shown += rows.length;
      status.textContent = rows.length < size ? t('records.noMore') : '';
      button.hidden = rows.length < size;
      if (focused && button.hidden) {
        const link = added.map((el) => el.querySelector('a, button')).find(Boolean);
        if (link) link.focus();
      } else if (focused) {
        button.disabled = false;
        button.focus();
      }
    } catch (e) {
      status.textContent = e.message;
    } finally {
      button.disabled = false;
    }
  }
  return { button, status };
}
