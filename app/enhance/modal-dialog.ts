// A native <dialog> with showModal(): the browser makes the rest of the page inert and closes it
// on Escape. The server renders dialogs open but not modal, so they work without JavaScript.

/** A server-rendered open dialog; closing it follows its close link, as without JavaScript. */
export const SERVER_MODAL_SELECTOR = 'dialog[data-modal][open]';
export const MODAL_CLOSE_SELECTOR = 'a[data-modal-close]';

/** Shows `dialog` as a modal and calls `onClose` when the user closes it. Returns the undo. */
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
