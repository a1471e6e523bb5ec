// A form's answer shown beside it (role=status): it takes the focus, which brings it into view
// and has it read, and stays until the form is edited or sent again.
export const FORM_STATUS_SELECTOR = '[data-form-status]';

/** Returns the undo. */
export function keepUntilEdited(status: HTMLElement): () => void {
  const form = status.closest('form');
  status.focus();
  if (!form) return () => {};
  const done = () => {
    status.hidden = true;
    stop();
  };
  const stop = () => {
    form.removeEventListener('input', done);
    form.removeEventListener('submit', done);
  };
  form.addEventListener('input', done);
  form.addEventListener('submit', done);
  return stop;
}
