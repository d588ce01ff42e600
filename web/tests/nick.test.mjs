// The nickname form's own check: a name too long is said to be so, not cut short.
import test from 'node:test';
import assert from 'node:assert/strict';
import { nickTooLong, NICK_MAX } from '../js/nick.js';
import { t, setLanguage } from '../js/i18n.js';

test('a nickname over 16 characters is too long, counted as the server counts them', () => {
  assert.equal(NICK_MAX, 16);
  assert.equal(nickTooLong('abcdefghijklmnop'), 0, '16 is fine');
  assert.equal(nickTooLong('abcdefghijklmnopqrstu'), 21);
  assert.equal(nickTooLong(''), 0, 'empty is the server\'s to refuse');
  // Characters, not UTF-16 units: 16 Cyrillic letters or emoji-free accents are 16.
  assert.equal(nickTooLong('ИванИванИванИван'), 0);
  assert.equal(nickTooLong('Ánh'.repeat(5) + 'x'), 0);
  assert.equal(nickTooLong('𝒜'.repeat(16)), 0, 'a letter outside the BMP counts once');
  assert.equal(nickTooLong('𝒜'.repeat(17)), 17);
});

test('the refusal says the length and the server\'s rule, in every language', () => {
  try {
    for (const code of ['en', 'vi', 'ru']) {
      setLanguage(code);
      const text = t('nick.tooLong', { count: 21 });
      assert.match(text, /21/);
      assert.match(text, /16/);
    }
    setLanguage('ru');
    assert.match(t('nick.tooLong', { count: 21 }), /21 символ\)/);
    assert.match(t('nick.tooLong', { count: 22 }), /22 символа\)/);
    assert.match(t('nick.tooLong', { count: 25 }), /25 символов\)/);
  } finally {
    setLanguage('en');
  }
});
