// The first visit: choose a nickname. The server answers with a token that
// the page keeps, so later visits skip this screen.

import { h, replace } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './describe.js';

/** Builds the nickname form inside `root`; `app.hello(nick)` sends it. */
export function createNickForm(root, app) {
  const input = h('input', {
    id: 'nick',
    name: 'nick',
    required: true,
    // No `pattern`: letters of every alphabet are allowed ("Иван", "Ánh"), and the
    // server's answer says what is wrong with a name better than the browser's
    // "Please match the requested format".
    maxlength: 16,
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
        app.hello(input.value.trim());
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
  replace(root, h('section', { class: 'box welcome' }, h('h2', {}, t('nick.title')), signedOut, h('p', {}, t('nick.intro')), form, keyForm));
  input.value = app.lastNick() || '';
  input.focus();

  return {
    update(model) {
      error.textContent = model.nickError ? errorText(model.nickError) : '';
      status.textContent = model.connection === 'open' ? '' : t('nick.connecting');
      submit.disabled = model.connection !== 'open';
      keySubmit.disabled = model.connection !== 'open';
      keyError.textContent = model.keyError ? t('nick.keyUnknown') : '';
      if (model.keyError) keyForm.open = true;
      signedOut.hidden = !model.signedOut;
      if (model.signedOut && !keyForm.open) {
        keyForm.open = true;
        keyInput.focus();
      }
    },
    destroy() {},
  };
}
