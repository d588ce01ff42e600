// The rules come as Markdown (the same text the console pages through). The page shows
// them as headings, paragraphs and lists: this reads the few kinds of block the rules
// use into plain data, which the page turns into elements (never into HTML text, so
// nothing in a rule can become markup).
//
//   parseMarkdown('# Isolo\n\nTwo rows.\n\n- one\n- two')
//   → [{type: 'heading', level: 1, text: 'Isolo'}, {type: 'paragraph', text: 'Two rows.'},
//      {type: 'list', ordered: false, items: ['one', 'two']}]

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** The blocks of a Markdown text: headings, paragraphs and lists (items may wrap). */
export function parseMarkdown(text) {
  const blocks = [];
  let paragraph = null;
  let list = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const raw of String(text).split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2].trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet || numbered;
    if (item) {
      const ordered = !!numbered;
      if (!list || list.ordered !== ordered) {
        paragraph = null;
        list = { type: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(item[1].trim());
      continue;
    }
    if (list && /^\s/.test(raw)) {
      // An indented line carries on the item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (!paragraph) {
      list = null;
      paragraph = { type: 'paragraph', text: line.trim() };
      blocks.push(paragraph);
    } else {
      paragraph.text += ` ${line.trim()}`;
    }
  }
  return blocks;
}
