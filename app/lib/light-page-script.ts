/**
 * The only JavaScript of a light page (docs/decisions/016): pages that work as plain HTML are not
 * hydrated, so React and Remix (85 KB gzipped) never load there. This script, inlined with the
 * CSP nonce, adds what hydration added to their shared layout:
 * - the visitor's time zone cookie (as entry.client.tsx does on hydrated pages);
 * - the login dialog shown modally (the browser then makes the page behind inert), Tab kept
 *   inside it, Escape and close leading to the page without `?login`, and the password toggle
 *   (the same behaviour as LoginDialog and PasswordField give hydrated pages);
 * - Escape closing the header menus and the parents' sidebar menu; the flash toast's close button
 *   and timeout;
 * - the 'Imprimir' buttons (`data-print`, a local payment code), hidden until a script can print;
 * - a form's waiting state (`data-shown-on-submit="field=value"`, the invoice's card form being
 *   prepared, spec §4), shown when the form is sent with that value, as a hydrated page shows it;
 * - a form sent without leaving the page (`data-sent-in-place`, the student dashboard's contact
 *   form, docs/decisions/065): the page the server answers with takes this one's place.
 * It is written as a function so that TypeScript checks it, and serialised into the page. Pages
 * with a slider or video player (handle withPlayer: the home, the thank-you page) also get
 * slider-video-script.ts; the others do not pay for it.
 */
import { enhanceSlidersAndVideos } from './slider-video-script';

function enhanceLightPage() {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone)
      document.cookie = `kodea_tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Older browsers: the server keeps using Lima time.
  }

  // Password toggles: the login dialog's and the sign-up's (PasswordField draws none without React).
  for (const input of document.querySelectorAll<HTMLInputElement>(
    '.field__with-action input[type="password"]',
  )) {
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'field__action';
    toggle.textContent = 'Mostrar';
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      toggle.textContent = show ? 'Ocultar' : 'Mostrar';
      toggle.setAttribute('aria-pressed', String(show));
    });
    input.after(toggle);
  }

  const dialog = document.querySelector<HTMLDialogElement>('dialog.login-dialog[open]');
  if (dialog) {
    const closeHref = dialog.querySelector<HTMLAnchorElement>('.dialog__close')?.href;
    dialog.close();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
    // close() above queued a 'close' event that finds the dialog open again: only a real close leaves.
    dialog.addEventListener('close', () => {
      if (!dialog.open && closeHref) location.replace(closeHref);
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const controls = [
        ...dialog.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([type="hidden"])',
        ),
      ].filter((element) => element.offsetParent !== null);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    });
  }

  // The header's menus and a navigation's folded menu (the parents' zone's sidebar on a phone).
  for (const details of document.querySelectorAll<HTMLDetailsElement>('header details, nav details')) {
    details.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    });
  }

  // The sign-up's document types: only those of the chosen country (the server checks the pair).
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-country-field]')) {
    const country = document.getElementById(select.dataset.countryField ?? '');
    if (!(country instanceof HTMLSelectElement)) continue;
    const sync = () => {
      const options = [...select.options].filter((option) => option.dataset.countries);
      const listed = (option: HTMLOptionElement) =>
        option.dataset.countries?.split(' ').includes(country.value);
      const hasOwn = options.some((option) => listed(option));
      for (const option of options) {
        const rule = option.dataset.countries;
        const fits = rule === 'all' || (rule === 'others' ? !hasOwn : listed(option));
        option.hidden = !fits;
        option.disabled = !fits;
        if (!fits && option.selected) select.value = '';
      }
    };
    country.addEventListener('change', sync);
    sync();
  }

  // A form's error summary (issue 20) takes the focus, unless the login dialog is open. Its
  // `autofocus` attribute does this without JavaScript; this covers browsers that skip it.
  const summary = document.querySelector<HTMLElement>('[data-error-summary]');
  if (summary && !document.querySelector('dialog[open]') && document.activeElement !== summary)
    summary.focus();

  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
    button.addEventListener('click', () => window.print());
    button.hidden = false;
  }

  const waiting = [...document.querySelectorAll<HTMLElement>('form [data-shown-on-submit]')];
  for (const shown of waiting) {
    const [field = '', value] = (shown.dataset.shownOnSubmit ?? '').split('=');
    shown.closest('form')?.addEventListener('submit', (event) => {
      const form = event.currentTarget as HTMLFormElement;
      if (!event.defaultPrevented && new FormData(form).get(field) === value) shown.hidden = false;
    });
  }
  // Back to a page the browser kept (back/forward cache): the form is no longer being sent.
  window.addEventListener('pageshow', () => {
    for (const shown of waiting) shown.hidden = true;
  });

  // The form goes to its action as it would without JavaScript; the page that comes back (its
  // toast, its field errors with the values kept) replaces this one's body, enhanced in turn. An
  // answer from elsewhere (the sign-in) is followed; if the server cannot be reached, the form is
  // sent the plain way.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sent-in-place]')) {
    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (form.getAttribute('aria-busy') === 'true') return;
      form.setAttribute('aria-busy', 'true');
      const sent = fetch(form.action, {
        method: 'POST',
        body: new FormData(form),
        credentials: 'same-origin',
      });
      sent
        .then(async (response) => {
          if (new URL(response.url).pathname !== location.pathname) return location.assign(response.url);
          const next = new DOMParser().parseFromString(await response.text(), 'text/html');
          document.body.replaceWith(next.body);
          enhanceLightPage();
          const again = document.querySelector<HTMLFormElement>('form[data-sent-in-place]');
          again?.querySelector<HTMLElement>('[aria-invalid="true"], button[type="submit"]')?.focus();
        })
        .catch(() => form.submit());
    });
  }

  const toast = document.querySelector<HTMLElement>('[data-testid="toast"]');
  if (toast) {
    const dismiss = () => toast.remove();
    toast.querySelector('button')?.addEventListener('click', dismiss);
    setTimeout(dismiss, 8000);
  }
  document.documentElement.dataset.enhanced = 'true';
}

export const LIGHT_PAGE_SCRIPT = `(${enhanceLightPage.toString()})()`;

/** The script of a light page with a slider or video player (page-handles.ts withPlayer). */
export const LIGHT_PAGE_SCRIPT_WITH_PLAYER = `${LIGHT_PAGE_SCRIPT};(${enhanceSlidersAndVideos.toString()})()`;
