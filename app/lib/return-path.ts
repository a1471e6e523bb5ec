// Where a sign-in or a sign-up goes back to (issue 53): the page that asked for it, carried as
// `redirectTo` from the login dialog to /registro and through its steps. Only a path of this site
// is followed (kernel/site-path.ts). The home and the sign-up page name no page of their own, so
// a sign-in from them is a plain one: each kind of user lands on their own area.
import { sitePath } from '@kernel/site-path';
import { withLoginParam } from './safe-redirect';

export const SIGN_UP_PATH = '/registro';
/** The query parameter and form field that carry the return path. */
export const RETURN_PARAM = 'redirectTo';

const BASE = 'http://kodea.local';

/** The page to go back to, without `?login`; null for none (no path, another site, the home). */
export function returnPath(to: unknown): string | null {
  const path = sitePath(to, '');
  if (!path) return null;
  const url = new URL(path, BASE);
  // The sign-up page opened from a step returns to that step: its own return path is the one.
  if (url.pathname === SIGN_UP_PATH) return returnPath(url.searchParams.get(RETURN_PARAM));
  if (url.pathname === '/') return null;
  return withLoginParam(path, false);
}

/** `path` with the return path added to its query, when there is one. */
export function withReturn(path: string, returnTo: string | null | undefined): string {
  const back = returnPath(returnTo);
  if (!back) return path;
  const url = new URL(path, BASE);
  url.searchParams.set(RETURN_PARAM, back);
  return url.pathname + url.search;
}

/** The sign-up's address from a page that asked to sign in: it comes back there afterwards. */
export const signUpHref = (returnTo: string | null | undefined): string => withReturn(SIGN_UP_PATH, returnTo);
