// `markSending`: the form is aria-busy and its submit buttons disabled. `showWaiting`/
// `showOnSubmit`: an element marked `data-shown-on-submit="field=value"` shows when the form is
// sent with that value.

export function markSending(form: HTMLFormElement, sending: boolean): void {
  if (sending) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type])'))
    button.disabled = sending;
}

export function showWaiting(shown: HTMLElement, on: boolean): void {
  if (shown instanceof HTMLDialogElement) {
    if (on && !shown.open) shown.showModal();
    else if (!on && shown.open) shown.close();
  } else {
    shown.hidden = !on;
  }
}

export function parseShownOnSubmit(spec: string | undefined): { field: string; value: string } | null {
  const at = spec?.indexOf('=') ?? -1;
  if (!spec || at <= 0) return null;
  return { field: spec.slice(0, at), value: spec.slice(at + 1) };
}

export function showOnSubmit(shown: HTMLElement): () => void {
  const form = shown.closest('form');
  const rule = parseShownOnSubmit(shown.dataset.shownOnSubmit);
  if (!form || !rule) return () => {};
  const onSubmit = (event: SubmitEvent) => {
    if (!event.defaultPrevented && new FormData(form).get(rule.field) === rule.value)
      showWaiting(shown, true);
  };
  // Back to a page the browser kept (back/forward cache): the form is no longer being sent.
  const onPageShow = () => showWaiting(shown, false);
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
  };
}
