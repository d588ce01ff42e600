// Two small helpers to build the page from JavaScript without a framework.
//
//   h('button', {class: 'primary', onclick: go}, 'Play')
//
// makes <button class="primary">Play</button> with a click handler. Keys that
// start with "on" become event handlers; `null`, `false` and `undefined`
// attributes are left out; children may be strings, nodes, arrays or null.

const SVG_NS = 'http://www.w3.org/2000/svg';

function build(element, props, children) {
  for (const [name, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value);
    } else if (name === 'text') {
      element.textContent = value;
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(element, children);
  return element;
}

/** Appends children (strings, nodes, nested arrays; null is skipped). */
export function append(element, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** An HTML element. */
export function h(tag, props, ...children) {
  return build(document.createElement(tag), props, children);
}

/** An SVG element. */
export function s(tag, props, ...children) {
  return build(document.createElementNS(SVG_NS, tag), props, children);
}

/** Replaces all the children of an element. */
export function replace(element, ...children) {
  element.replaceChildren();
  return append(element, children);
}

/**
 * Copies the text of a read-only `field` (a key, a link) and says so in `status`: `done`
 * when the clipboard took it; otherwise the text is left selected for the keyboard's copy
 * (there is no clipboard for a page served over plain http from another machine).
 */
export async function copyField(field, status, done, byHand) {
  field.focus();
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
    status.textContent = done;
  } catch {
    status.textContent = byHand;
  }
}

/**
 * The role of a board's places (points, cells, holes, the cards in a hand): buttons where
 * the board takes moves, named pictures where it shows a recorded game (`ctx.record`, the
 * replay), in which a click plays nothing and a screen reader should not offer a button.
 */
export function placeRole(ctx) {
  return ctx && ctx.record ? 'img' : 'button';
}

/** Sets the flag `data-<name>="true"` on `element`, or takes it off (`on` false). */
export function toggle(element, name, on) {
  if (on) element.setAttribute(`data-${name}`, 'true');
  else element.removeAttribute(`data-${name}`);
}

/** How long a hint is held at the window's foot (see `.hint` in the style sheet) before it
 * goes back to its place under the board: long enough to read, not so long that it hides
 * the board's bottom row. */
export const HINT_HELD_MS = 6000;
const hintTimers = new WeakMap();

/**
 * Says `text` on a board's hint line: why a click did nothing. The line flashes (again for
 * a repeated hint, so that it is noticed) and is held in the window for HINT_HELD_MS.
 */
export function showHint(line, text) {
  line.textContent = text;
  line.removeAttribute('data-read');
  flash(line);
  clearTimeout(hintTimers.get(line));
  hintTimers.set(line, setTimeout(() => line.setAttribute('data-read', 'true'), HINT_HELD_MS));
}

/** Plays an element's `flash` animation from its start, also when it is already playing. */
export function flash(element) {
  element.classList.remove('flash');
  void element.offsetWidth; // a layout between the two restarts the animation
  element.classList.add('flash');
}
