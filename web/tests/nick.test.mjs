// The nickname form's own check: a name too long is said to be so, not cut short.
import test from 'node:test';
import assert from 'node:assert/strict';
import { nickTooLong, NICK_MAX } from '../js/nick.js';
import { t, setLanguage } from '../js/i18n.js';

test('a nickname over 10 characters is too long, counted as the server counts them', () => {
  assert.equal(NICK_MAX, 10);
  assert.equal(nickTooLong('abcdefghij'), 0, '10 is fine');
  assert.equal(nickTooLong('abcdefghijk'), 11);
  assert.equal(nickTooLong(''), 0, 'empty is the server\'s to refuse');
  // Characters, not UTF-16 units: 10 Cyrillic letters or accented letters are 10.
  assert.equal(nickTooLong('ИванИванИв'), 0);
  assert.equal(nickTooLong('Ánh'.repeat(3) + 'x'), 0);
  assert.equal(nickTooLong('𝒜'.repeat(10)), 0, 'a letter outside the BMP counts once');
  assert.equal(nickTooLong('𝒜'.repeat(11)), 11);
});

test('the refusal says the length and the server\'s rule, in every language', () => {
  try {
    for (const code of ['en', 'vi', 'ru']) {
      setLanguage(code);
      const text = t('nick.tooLong', { count: 21 });
      assert.match(text, /21/);
      assert.match(text, /10/);
    }
    setLanguage('ru');
    assert.match(t('nick.tooLong', { count: 21 }), /21 символ\)/);
    assert.match(t('nick.tooLong', { count: 22 }), /22 символа\)/);
    assert.match(t('nick.tooLong', { count: 25 }), /25 символов\)/);
  } finally {
    setLanguage('en');
  }
});
