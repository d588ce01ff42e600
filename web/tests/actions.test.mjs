// The page's controls are found by their `data-action` (by the keyboard code of the room,
// by the browser tests in tests/browser_*.rs): one name, one thing to do. The result's
// "Replay this game" link and Isolo's "Show the last move again" were both "replay", so a
// test that followed the link could press the Isolo button instead.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'js');

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** The modules that name each `data-action`, by action. */
function actionsByModule() {
  const found = new Map();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const named = [...text.matchAll(/'data-action': '([\w-]+)'/g), ...text.matchAll(/\bbutton\('([\w-]+)'/g)].map((m) => m[1]);
    for (const action of named) {
      if (!found.has(action)) found.set(action, new Set());
      found.get(action).add(relative(root, file));
    }
  }
  return found;
}

/** Actions that mean the same thing wherever they are: "Rules" opens the rules dialog. */
const SAME_EVERYWHERE = new Set(['rules']);

test('an action named in two modules does the same thing in both', () => {
  const shared = [...actionsByModule()].filter(([action, files]) => files.size > 1 && !SAME_EVERYWHERE.has(action));
  assert.deepEqual(shared.map(([action, files]) => `${action}: ${[...files].join(', ')}`), []);
});

test('"replay" is the result\'s link to the recorded game; Isolo shows its last move again by another name', () => {
  const actions = actionsByModule();
  assert.deepEqual([...actions.get('replay')], ['room.js']);
  assert.deepEqual([...actions.get('show-last-move')], [join('boards', 'isolo.js')]);
});
