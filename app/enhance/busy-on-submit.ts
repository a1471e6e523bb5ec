// A form the browser sends itself (the page is left for the answer) says it is being sent: busy,
// its buttons disabled, until the answer's page takes its place.
import { markSending } from './waiting-state';

export const BUSY_ON_SUBMIT_SELECTOR = 'form[data-busy-on-submit]';

/** Returns the undo. */
export function busyOnSubmit(form: HTMLFormElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    // A task later: the browser reads the form after this event, and a disabled submitter sends nothing.
    timer = setTimeout(() => markSending(form, true));
  };
  // Back to a page the browser kept (back/forward cache): the form is no longer being sent.
  const onPageShow = () => {
    clearTimeout(timer);
    markSending(form, false);
  };
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    clearTimeout(timer);
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
  };
}
