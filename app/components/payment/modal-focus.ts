// The browser gives focus back to what had it when the dialog was shown, but by then the button
// that opened it was disabled by its form's submit and lost it.

/** The element that last received focus on this page, outside any dialog. */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('dialog')) lastFocused = event.target;
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
