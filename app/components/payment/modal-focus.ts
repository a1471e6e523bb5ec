// The browser gives focus back to what had it when the dialog was shown, but by then the button
// that opened it was disabled by its form's submit and lost it.

let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('dialog')) lastFocused = event.target;
  });
}

export function openerOf(dialog: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !dialog.contains(active)) return active;
  return lastFocused instanceof HTMLElement && lastFocused.isConnected && !dialog.contains(lastFocused)
    ? lastFocused
    : null;
}
