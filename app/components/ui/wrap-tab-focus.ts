/**
 * Keeps Tab inside a modal (WAI-ARIA dialog pattern): from its last control Tab goes to the first,
 * from the first Shift+Tab goes to the last. A native modal <dialog> already makes the page behind
 * inert, but lets Tab leave for the browser's own controls; this closes that gap.
 */
import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function wrapTabFocus(event: KeyboardEvent<HTMLElement>) {
  wrapTabFocusIn(event.currentTarget, event);
}

/** The same for a keydown listened to outside React (a container that is not itself interactive). */
export function wrapTabFocusIn(
  container: HTMLElement,
  event: Pick<globalThis.KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
) {
  if (event.key !== 'Tab') return;
  const tabbable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
