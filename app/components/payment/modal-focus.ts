// The browser gives focus back to what had it when the dialog was shown, but by then the button
// that opened it was disabled by its form's submit and lost it. Nothing inside a dialog opens
// the payment step: the loading dialog shown while it is prepared may hold the focus then.

let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('dialog')) lastFocused = event.target;
  });
}

export function openerOf(dialog: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) return active;
  return lastFocused instanceof HTMLElement && lastFocused.isConnected && !dialog.contains(lastFocused)
    ? lastFocused
    : null;
}
