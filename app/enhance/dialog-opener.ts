// Issue 76: closing the login dialog gives focus back to what opened it. On a page that does not
// hydrate, opening and closing it are each a new document (`?login` and back), so the link that
// opened it is remembered for this tab (sessionStorage) and focused again in the page it closes to.

export const LOGIN_DIALOG_SELECTOR = 'dialog.login-dialog';

const OPENER_KEY = 'kodea:login-opener';
const CLOSED_KEY = 'kodea:login-closed';

interface Opener {
  /** The link's `?login` address, path and query. */
  href: string;
  text: string;
}

const pathOf = (url: URL) => url.pathname + url.search;

function linkAddress(link: HTMLAnchorElement): URL | null {
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? url : null;
}

function read<T>(key: string): T | null {
  try {
    const value = sessionStorage.getItem(key);
    return value ? (JSON.parse(value) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (a private window's quota): focus simply stays where the browser puts it.
  }
}

/** A followed link to a `?login` address is remembered as the dialog's opener. */
export function rememberLoginOpeners(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = linkAddress(link);
    if (url?.searchParams.has('login'))
      write(OPENER_KEY, { href: pathOf(url), text: link.textContent?.trim() ?? '' } satisfies Opener);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

interface Closing {
  /** The page the dialog closes to. */
  to: string;
  /** The dialog's own address. */
  dialog: string;
}

/** The dialog closes to `leave`: the page found there focuses the opener. */
export function noteDialogClosing(leave: string) {
  write(CLOSED_KEY, {
    to: pathOf(new URL(leave, location.href)),
    dialog: pathOf(new URL(location.href)),
  } satisfies Closing);
}

/**
 * In the page the dialog closed to: the link that opened it, else a link to the same `?login`
 * address (the header's 'Iniciar sesión' when the dialog came with the address), gets focus.
 */
export function focusLoginOpener() {
  const closing = read<Closing>(CLOSED_KEY);
  if (closing === null) return;
  const remembered = read<Opener>(OPENER_KEY);
  sessionStorage.removeItem(CLOSED_KEY);
  sessionStorage.removeItem(OPENER_KEY);
  if (closing.to !== pathOf(new URL(location.href))) return;
  // A link remembered for another dialog is not this one's opener.
  const opener = remembered?.href === closing.dialog ? remembered : null;
  const wanted = closing.dialog;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => {
    const url = linkAddress(link);
    return url !== null && pathOf(url) === wanted;
  });
  const target = links.find((link) => link.textContent?.trim() === opener?.text) ?? links[0];
  target?.focus();
}
