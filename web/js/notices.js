// Errors from the server, shown as short polite notices that the reader can
// close (app.js also lets them expire after a while). Never silent: every
// `error` message the server sends ends up here.

import { h } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './describe.js';

/** The notices as list items, each with a close button calling dismiss(seq). */
export function noticeList(notices, dismiss) {
  if (notices.length === 0) return [];
  return h(
    'ul',
    { class: 'notice-list' },
    notices.map((n) =>
      h(
        'li',
        { class: 'notice', 'data-code': n.code },
        h('span', {}, errorText(n)),
        h('button', { type: 'button', class: 'close', 'aria-label': t('common.close'), onclick: () => dismiss(n.seq) }, '×'),
      ),
    ),
  );
}
