import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseMarkdown } from '../js/markdown.js';

test('headings, wrapped paragraphs and lists become blocks', () => {
  const text = '# Isolo\n\nTwo rows of holes,\nsown by laps.\n\n## A move\n\n- Into an empty hole:\n  your move ends.\n- Into a full one: go on.\n\n1. first\n2. second\nAfter.';
  assert.deepEqual(parseMarkdown(text), [
    { type: 'heading', level: 1, text: 'Isolo' },
    { type: 'paragraph', text: 'Two rows of holes, sown by laps.' },
    { type: 'heading', level: 2, text: 'A move' },
    { type: 'list', ordered: false, items: ['Into an empty hole: your move ends.', 'Into a full one: go on.'] },
    { type: 'list', ordered: true, items: ['first', 'second'] },
    { type: 'paragraph', text: 'After.' },
  ]);
});

test('markup in the text stays text, and an empty text has no blocks', () => {
  assert.deepEqual(parseMarkdown('<b>bold</b> & more'), [{ type: 'paragraph', text: '<b>bold</b> & more' }]);
  assert.deepEqual(parseMarkdown(''), []);
  assert.deepEqual(parseMarkdown('\n\n'), []);
});

test('every rules file of the games reads as headings, paragraphs and lists', async () => {
  const { readFile, readdir } = await import('node:fs/promises');
  const games = new URL('../../crates/games/', import.meta.url);
  for (const game of await readdir(games)) {
    for (const lang of ['en', 'ru', 'vi']) {
      let text;
      try {
        text = await readFile(new URL(`${game}/rules/${lang}.md`, games), 'utf8');
      } catch {
        continue;
      }
      const blocks = parseMarkdown(text);
      assert.equal(blocks[0].type, 'heading', `${game} ${lang} starts with its title`);
      for (const b of blocks) {
        const words = b.type === 'list' ? b.items.join(' ') : b.text;
        assert.doesNotMatch(words, /^#|\n/, `${game} ${lang}: ${words.slice(0, 40)}`);
      }
    }
  }
});
