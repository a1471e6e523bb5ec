// A form sent without leaving a non-hydrated page: the answered page's body takes this body's
// place. Never on a hydrated page: replacing the body would pull the document from under React.
import { markSending } from './waiting-state';

export const SENT_IN_PLACE_SELECTOR = 'form[data-sent-in-place]';
/**
 * On a field the server never gives back (a password): the answer gets what was typed, so an
 * error elsewhere does not cost it (issue 53). Its value names the note asking to type it again.
 */
export const KEPT_IN_PLACE_ATTRIBUTE = 'data-kept-in-place';

type Typed = Array<{ id: string; value: string }>;

function typedIn(form: HTMLFormElement): Typed {
  return [...form.querySelectorAll<HTMLInputElement>(`input[${KEPT_IN_PLACE_ATTRIBUTE}]`)]
    .filter((input) => input.id && input.value)
    .map(({ id, value }) => ({ id, value }));
}

function putBack(typed: Typed): void {
  for (const { id, value } of typed) {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute(KEPT_IN_PLACE_ATTRIBUTE) || input.value)
      continue;
    input.value = value;
    // Its note asks for what is already there: it goes, and the field no longer points at it.
    const noteId = input.getAttribute(KEPT_IN_PLACE_ATTRIBUTE);
    if (!noteId) continue;
    document.getElementById(noteId)?.remove();
    const describedBy = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .filter((ref) => ref !== noteId);
    if (describedBy?.length) input.setAttribute('aria-describedby', describedBy.join(' '));
    else input.removeAttribute('aria-describedby');
  }
}

/** `onReplaced` runs once the new body is in. Returns the undo. */
export function sendInPlace(form: HTMLFormElement, onReplaced: () => void): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    // Read before the buttons are disabled: a disabled submitter sends nothing.
    const body = new FormData(form);
    const typed = typedIn(form);
    markSending(form, true);
    fetch(form.action, { method: 'POST', body, credentials: 'same-origin' })
      .then(async (response) => {
        const answered = new URL(response.url);
        // Another page, or a redirect to another address of this one (the sign-up's next step).
        const elsewhere =
          answered.pathname !== location.pathname ||
          (response.redirected && answered.search !== location.search);
        if (elsewhere) return location.assign(response.url);
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        document.body.replaceWith(next.body);
        putBack(typed);
        onReplaced();
        // The new body's enhancements may have placed the focus (a form's answer, the error
        // summary); else the first field to fix, else the button.
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
