// Dragging with pointer events (mouse, pen and finger alike), for boards whose
// pieces are HTML elements (the Tablenette cards).
//
// A press on a draggable element that moves a few pixels becomes a drag: a
// copy of the element follows the pointer, the drop target under the pointer
// is marked, and on release the board is told what was dropped where. A press
// that does not move stays a click. Drop targets carry `data-drop`.

/** Pixels a pointer must travel before a press becomes a drag. */
export const DRAG_START_PX = 6;

/** True once the pointer is far enough from where it was pressed. Pure. */
export function farEnough(from, at, threshold = DRAG_START_PX) {
  return Math.hypot(at.x - from.x, at.y - from.y) >= threshold;
}

/**
 * Makes the elements matching `selector` inside `root` draggable.
 *
 *   canDrag(element)            may this element be dragged now?
 *   onStart(element)            a drag began (e.g. select the card)
 *   onDrop(element, target)     released over `target` (an element with data-drop, or null)
 *   onRefused(element)          optional: a drag was tried where canDrag said no (so the
 *                               board can say why, as it does for a click)
 *
 * Returns {destroy()}.
 */
export function draggable(root, { selector, canDrag, onStart, onDrop, onRefused = null, onCancel = null }) {
  let drag = null; // {element, pointerId, x, y, dx, dy, moved, ghost, over}
  let givenUp = null; // the pointer of a drag given up with Escape, until its button is let go
  let refused = null; // {element, pointerId, x, y}: a press that may not drag
  let swallowClick = false;

  function targetAt(x, y) {
    const under = document.elementFromPoint(x, y);
    return under ? under.closest('[data-drop]') : null;
  }

  function mark(target) {
    if (drag.over === target) return;
    if (drag.over) drag.over.classList.remove('drop-over');
    drag.over = target;
    if (target) target.classList.add('drop-over');
  }

  function down(event) {
    if (event.button !== 0 || drag) return;
    const element = event.target.closest(selector);
    if (!element || !root.contains(element)) return;
    if (!canDrag(element)) {
      refused = { element, pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      return;
    }
    const box = element.getBoundingClientRect();
    drag = {
      element,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      dx: event.clientX - box.left,
      dy: event.clientY - box.top,
      moved: false,
      ghost: null,
      over: null,
    };
  }

  function move(event) {
    if (refused && event.pointerId === refused.pointerId && farEnough(refused, { x: event.clientX, y: event.clientY })) {
      const element = refused.element;
      refused = null;
      if (onRefused) onRefused(element);
      return;
    }
    if (!drag || event.pointerId !== drag.pointerId) return;
    const at = { x: event.clientX, y: event.clientY };
    if (!drag.moved) {
      if (!farEnough(drag, at)) return;
      drag.moved = true;
      try {
        drag.element.setPointerCapture(event.pointerId);
      } catch {
        // The pointer may already be gone; the drag still follows the moves we get.
      }
      const box = drag.element.getBoundingClientRect();
      const ghost = drag.element.cloneNode(true);
      ghost.classList.add('drag-ghost');
      ghost.removeAttribute('id');
      ghost.setAttribute('aria-hidden', 'true');
      ghost.style.width = `${box.width}px`;
      ghost.style.height = `${box.height}px`;
      document.body.append(ghost);
      drag.ghost = ghost;
      drag.element.classList.add('dragging');
      if (onStart) onStart(drag.element);
    }
    drag.ghost.style.left = `${at.x - drag.dx}px`;
    drag.ghost.style.top = `${at.y - drag.dy}px`;
    mark(targetAt(at.x, at.y));
    event.preventDefault();
  }

  /** The click that follows a button's release ends a drag: it is no click. */
  function swallowNextClick() {
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    }, 0);
  }

  function end(event, cancelled) {
    if (refused && event.pointerId === refused.pointerId) refused = null;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const d = drag;
    drag = null;
    if (!d.moved) return; // a plain click: the click handler does the work
    if (d.over) d.over.classList.remove('drop-over');
    if (d.ghost) d.ghost.remove();
    d.element.classList.remove('dragging');
    swallowNextClick();
    if (cancelled) return;
    onDrop(d.element, targetAt(event.clientX, event.clientY));
  }

  const up = (event) => {
    if (givenUp !== null && event.pointerId === givenUp) {
      // The release of a drag given up: nothing, not even the click that follows it.
      givenUp = null;
      swallowNextClick();
      return;
    }
    end(event, false);
  };
  const cancel = (event) => {
    if (event.pointerId === givenUp) givenUp = null;
    end(event, true);
  };
  // Escape lets go of a card being dragged, as it lets go of a chosen one: the button's
  // release that follows plays nothing.
  const key = (event) => {
    if (event.key !== 'Escape' || !drag || !drag.moved) return;
    const element = drag.element;
    givenUp = drag.pointerId;
    end({ pointerId: drag.pointerId }, true);
    if (onCancel) onCancel(element);
  };
  // A click right after a drag is the end of the drag, not a click.
  const click = (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }
  };
  root.addEventListener('pointerdown', down);
  root.addEventListener('pointermove', move);
  root.addEventListener('pointerup', up);
  root.addEventListener('pointercancel', cancel);
  root.addEventListener('click', click, true);
  document.addEventListener('keydown', key, true);
  return {
    destroy() {
      root.removeEventListener('pointerdown', down);
      root.removeEventListener('pointermove', move);
      root.removeEventListener('pointerup', up);
      root.removeEventListener('pointercancel', cancel);
      root.removeEventListener('click', click, true);
      document.removeEventListener('keydown', key, true);
      if (drag && drag.ghost) drag.ghost.remove();
      drag = null;
      givenUp = null;
    },
  };
}
