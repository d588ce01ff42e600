import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `dir` whose name ends with `ext`, read. */
function sources(dir, ext) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'tests' ? [] : sources(path, ext);
    return e.name.endsWith(ext) ? [readFileSync(path, 'utf8')] : [];
  });
}

/**
 * Classes the page builds from a template rather than writes whole: Isolo's seeds take
 * `seed s${i % 3}` (three shades).
 */
const BUILT = new Set(['s1', 's2']);

// A style rule whose class no element ever has fails silently (the side-to-move shading was
// dead for weeks, its rule naming a class the side lines never had). Each class the style
// sheet names must at least be written somewhere in the page's code or its HTML, as a word
// of its own (`data-seat` does not count for `.seat`): a class renamed or misspelt on one
// side only fails here. (A word written for something else, an attribute's name passed
// to a helper say, still passes: this is a net, not a proof.)
test('every class the style sheet names is set somewhere in the page', () => {
  const css = readFileSync(join(web, 'css', 'parlour.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Numbers such as 0.5em and addresses are not selectors.
    .replace(/url\([^)]*\)/g, '')
    .replace(/\d*\.\d+/g, '');
  const named = new Set([...css.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1]));
  assert.ok(named.size > 100, `only ${named.size} classes read from the style sheet`);
  const code = [...sources(join(web, 'js'), '.js'), ...sources(web, '.html')].join('\n');
  const escape = (s) => s.replace(/[-]/g, '\\-');
  const unused = [...named].filter(
    (c) => !BUILT.has(c) && !new RegExp(`(?<![\\w-])${escape(c)}(?![\\w-])`).test(code),
  );
  assert.deepEqual(unused, [], 'classes in web/css/parlour.css that no element is given');
});
