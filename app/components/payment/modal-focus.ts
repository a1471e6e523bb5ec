/**
 * What a modal needs from the page while it is open (WAI-ARIA dialog pattern), for the payment
 * dialog, which is drawn over its page rather than being a native modal <dialog> (its steps are
 * server-rendered forms that must work without JavaScript, like the page under them):
 * everything outside it is made inert, so Tab and a screen reader's cursor cannot reach the links
 * under the overlay; undone when it closes.
 */

/** Marks every element outside `inside` (the siblings of it and of each ancestor) inert; returns the undo. */
export function inertOutside(inside: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = inside; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // Scripts and styles have nothing to focus; leave them as they are.
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE' || sibling.tagName === 'LINK') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/**
 * The element that last received focus on this page. The button that opens a step (Finalizar
 * Pago, Continuar con el pago) is disabled while its form is submitted, and a disabled button
 * loses focus: by the time the dialog opens, document.activeElement is the body.
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('[role="dialog"]'))
      lastFocused = event.target;
  });
}

/** The element to give focus back to when the dialog closes: the one that was focused when it opened. */
export function openerOf(dialog: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !dialog.contains(active)) return active;
  return lastFocused instanceof HTMLElement && lastFocused.isConnected && !dialog.contains(lastFocused)
    ? lastFocused
    : null;
}
