/**
 * The edge's rule for personal answers (docs/decisions/024): whatever a route says, an answer to
 * a request that carries the session cookie, or an answer that sets a cookie, depends on who
 * asked and is `private, no-store` — pages, Remix `.data` requests, resource routes (.ics, CSV,
 * downloads) and tRPC alike. Routes still declare their own policy (app/lib/cache-policy.server.ts
 * makes anonymous public pages CDN-cacheable); this rule only ever makes an answer more private.
 */

/** The session cookie's name (server/session.server.ts sets it; the page cache skips requests carrying it). */
export const SESSION_COOKIE_NAME = '__kodea_session';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/**
 * Makes the answer private when the exchange is personal; returns whether it did. A shared cache
 * must never keep an answer that sets a cookie (it would hand that cookie to the next visitor).
 */
export function applyPrivateRule(cookieHeader: string | null | undefined, headers: Headers): boolean {
  if (!carriesSession(cookieHeader) && !headers.has('Set-Cookie')) return false;
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return true;
}
