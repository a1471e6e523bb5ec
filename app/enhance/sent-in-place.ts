// A form sent without leaving a non-hydrated page: the answered page's body takes this body's
// place. Never on a hydrated page: replacing the body would pull the document from under React.
import { markSending } from './waiting-state';

export const SENT_IN_PLACE_SELECTOR = 'form[data-sent-in-place]';

/** `onReplaced` runs once the new body is in. Returns the undo. */
export function sendInPlace(form: HTMLFormElement, onReplaced: () => void): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    // Read before the buttons are disabled: a disabled submitter sends nothing.
    const body = new FormData(form);
    markSending(form, true);
    fetch(form.action, { method: 'POST', body, credentials: 'same-origin' })
      .then(async (response) => {
        if (new URL(response.url).pathname !== location.pathname) return location.assign(response.url);
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        document.body.replaceWith(next.body);
        onReplaced();
        // The new body's enhancements may have placed the focus (a form's answer); else the form.
        if (document.activeElement && document.activeElement !== document.body) return;
        const again = document.querySelector<HTMLFormElement>(SENT_IN_PLACE_SELECTOR);
        again?.querySelector<HTMLElement>('[aria-invalid="true"], button[type="submit"]')?.focus();
      })
      .catch(() => {
        markSending(form, false);
        form.submit();
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
