/** Answers with a session cookie, or setting one, are `private, no-store` (decision 024). */

export const SESSION_COOKIE_NAME = '__kodea_session';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/** A shared cache must never keep an answer that sets a cookie: the next visitor would get it. */
export function applyPrivateRule(cookieHeader: string | null | undefined, headers: Headers): boolean {
  if (!carriesSession(cookieHeader) && !headers.has('Set-Cookie')) return false;
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return true;
}
