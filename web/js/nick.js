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
  replace(root, h('section', { class: 'box welcome' }, h('h2', {}, t('nick.title')), h('p', {}, t('nick.intro')), form));
  input.value = app.lastNick() || '';
  input.focus();

  return {
    update(model) {
      error.textContent = model.nickError ? errorText(model.nickError) : '';
      status.textContent = model.connection === 'open' ? '' : t('nick.connecting');
      submit.disabled = model.connection !== 'open';
    },
    destroy() {},
  };
}
