// The first visit: choose a nickname. The server answers with a token that
// the page keeps, so later visits skip this screen.

import { h, replace } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './describe.js';
import { parseRoute } from './route.js';

/** Builds the nickname form inside `root`; `app.hello(nick)` sends it. */
export function createNickForm(root, app) {
  const input = h('input', {
    id: 'nick',
    name: 'nick',
    required: true,
    // No `pattern`: letters of every alphabet are allowed ("Иван", "Ánh"), and the
    // server's answer says what is wrong with a name better than the browser's
    // "Please match the requested format". No `maxlength` either: it would cut a long
    // name short without a word, and register a name the player did not choose; the
    // form says it is too long instead (see nickTooLong).
    autocomplete: 'nickname',
    'aria-describedby': 'nick-help nick-error',
  });
  const error = h('p', { id: 'nick-error', class: 'form-error', role: 'alert' });
  const submit = h('button', { type: 'submit', class: 'primary', 'data-action': 'enter' }, t('nick.submit'));
  const status = h('p', { class: 'muted' });
  const form = h(
    'form',
    {
      id: 'nick-form',
      onsubmit: (event) => {
        event.preventDefault();
        const nick = input.value.trim();
        tooLong = nickTooLong(nick);
        answered = lastModel && lastModel.nickError;
        paintError();
        if (tooLong === 0) app.hello(nick);
        else input.focus();
      },
      // Typing again takes back the refusal: it was about the name before the change.
      oninput: () => {
        tooLong = 0;
        answered = lastModel && lastModel.nickError;
        paintError();
      },
    },
    h('label', { for: 'nick' }, t('nick.label')),
    h('div', { class: 'inline' }, input, submit),
    h('p', { id: 'nick-help', class: 'muted' }, t('nick.help')),
    error,
    status,
  );
  // A player of another device (or of the text door) comes back with the key that device
  // shows under "You are …" (the door's TOKEN).
  const keyInput = h('input', { id: 'key', name: 'key', required: true, maxlength: 64, autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'key-error' });
  const keyError = h('p', { id: 'key-error', class: 'form-error', role: 'alert' });
  const keySubmit = h('button', { type: 'submit', 'data-action': 'come-back' }, t('nick.keySubmit'));
  const keyForm = h(
    'details',
    { class: 'key-form' },
    h('summary', {}, t('nick.haveKey')),
    h(
      'form',
      {
        id: 'key-form',
        onsubmit: (event) => {
          event.preventDefault();
          // The door's own line pasted whole ("TOKEN 26e97a…") is a key too.
          const key = keyInput.value.trim().replace(/^token\s+/i, '');
          if (key) app.comeBack(key);
        },
      },
      h('label', { for: 'key' }, t('nick.keyLabel')),
      h('div', { class: 'inline' }, keyInput, keySubmit),
      keyError,
    ),
  );
  // Signed out because the key was changed on another device: the new key brings us back.
  const signedOut = h('p', { class: 'form-error', role: 'alert', 'data-note': 'signed-out', hidden: true }, t('nick.signedOut'));
  // The server no longer knows this browser's key (it lost its data): why a name is asked again.
  const forgotten = h('p', { class: 'form-error', role: 'alert', 'data-note': 'forgotten', hidden: true }, t('nick.forgotten'));
  // Come by a table's link: the name is asked first, and the page says what for (the
  // link's table opens once it is chosen, to sit down or to watch).
  const route = parseRoute(location.hash);
  const intro = route.page === 'table' ? h('p', { class: 'invited', 'data-note': 'invited' }, t('nick.invited', { table: route.id })) : h('p', {}, t('nick.intro'));
  replace(root, h('section', { class: 'box welcome' }, h('h2', {}, t('nick.title')), signedOut, forgotten, intro, form, keyForm));
  input.value = app.lastNick() || '';
  input.focus();
  let tooLong = 0; // the length of a nickname refused here as too long, else 0
  let lastModel = null;
  let answered = null; // the server's refusal of a name since changed or sent again: not shown

  /** The refusal beside the field: ours (too long), else the server's answer to the last try. */
  function paintError() {
    const refused = lastModel && lastModel.nickError !== answered ? lastModel.nickError : null;
    error.textContent = tooLong > 0 ? t('error.prefix', { text: t('nick.tooLong', { count: tooLong }) }) : refused ? errorText(refused) : '';
    input.setAttribute('aria-invalid', error.textContent ? 'true' : 'false');
  }

  return {
    update(model) {
      lastModel = model;
      paintError();
      status.textContent = model.connection === 'open' ? '' : t('nick.connecting');
      submit.disabled = model.connection !== 'open';
      keySubmit.disabled = model.connection !== 'open';
      keyError.textContent = model.keyError ? t('nick.keyUnknown') : '';
      if (model.keyError) keyForm.open = true;
      signedOut.hidden = !model.signedOut;
      forgotten.hidden = !model.forgotten || model.signedOut;
      if (model.signedOut && !keyForm.open) {
        keyForm.open = true;
        keyInput.focus();
      }
    },
    destroy() {},
  };
}

/** The longest nickname the server takes, in characters (crates/protocol `nick_problem`). */
export const NICK_MAX = 10;

/**
 * The length of a nickname that is too long, in characters as the server counts them
 * (code points: "Ánh" is 3), or 0 when its length is fine. Only the length is checked
 * here; the server says what else may be wrong with a name.
 */
export function nickTooLong(nick) {
  const n = [...nick].length;
  return n > NICK_MAX ? n : 0;
}
