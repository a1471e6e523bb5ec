/**
 * The one modal mechanism: a native <dialog> shown with showModal(). The browser then makes the
 * rest of the page inert (neither Tab nor a click nor a screen reader's cursor reaches it), puts
 * the dialog in the top layer and closes it on Escape. Tab may still leave the page for the
 * browser's own controls, as with any native modal; it never reaches the page behind.
 *
 * The server renders the login and payment dialogs open but not modal, so without JavaScript they
 * are shown and usable, and their close link leaves; showAsModal upgrades such a dialog.
 */

/**
 * A dialog the server renders open over its page (`?login`, a payment step): on a non-hydrated
 * page app/enhance/index.ts shows it as a modal, and closing it follows its close link
 * (`a[data-modal-close]`), which is where the page goes without JavaScript too.
 */
export const SERVER_MODAL_SELECTOR = 'dialog[data-modal][open]';
export const MODAL_CLOSE_SELECTOR = 'a[data-modal-close]';

/**
 * Shows `dialog` as a modal, from closed or from open-but-not-modal, and calls `onClose` when the
 * user closes it (Escape, a `method="dialog"` form, `close()`). Returns the undo: the listener is
 * removed and the dialog is left as it is.
 */
export function showAsModal(
  dialog: HTMLDialogElement,
  onClose: () => void,
  focus?: HTMLElement | null,
): () => void {
  if (!dialog.matches(':modal')) {
    // An open dialog cannot be shown modally: it is closed first. The 'close' event that queues
    // finds it open again, and `closed` below ignores it.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }
  focus?.focus();
  const closed = () => {
    if (!dialog.open) onClose();
  };
  dialog.addEventListener('close', closed);
  return () => dialog.removeEventListener('close', closed);
}

/** A click on the backdrop (the dialog element itself, outside its content) closes it. */
export function closeOnBackdropClick(dialog: HTMLDialogElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  dialog.addEventListener('click', onClick);
  return () => dialog.removeEventListener('click', onClick);
}
