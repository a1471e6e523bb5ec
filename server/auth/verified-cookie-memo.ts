/**
 * The session cookie's signature checked once per cookie, not once per request (docs/decisions/066).
 *
 * Remix's cookie container checks a signed value by signing it again (an HMAC-SHA256 with each
 * secret) and decoding its base64 JSON: 4–5 % of a signed-in page without data on this machine,
 * for a cookie that a browser sends unchanged on every request of its session. The answer is a
 * pure function of the Cookie header and the process's secrets, so the header of a cookie that
 * checked out is kept with the session id it carries:
 * - only answers that are a session id (a signature that checked out): a forged or stale cookie is
 *   checked in full every time, so made-up headers cannot fill the memo;
 * - at most MAX_ENTRIES headers of at most MAX_HEADER_LENGTH characters, MAX_CHARACTERS in all,
 *   the least recently used dropped first: one signed cookie sent beside ever other padding cannot
 *   grow the memo past its budget;
 * - `parse` with options of its own goes to Remix's function unchanged.
 */
import type { Cookie } from '@remix-run/node';
import { LRUCache } from 'lru-cache';

/** Browsers in use at once on one process, with room. */
const MAX_ENTRIES = 20_000;
/** Longer Cookie headers are checked every time rather than kept. */
const MAX_HEADER_LENGTH = 4_096;
/** The kept headers' characters in all (a browser's is some 150; an LRU entry's own cost counted too). */
const MAX_CHARACTERS = 4 * 1024 * 1024;

export function withVerifiedCookieMemo(cookie: Cookie): Cookie {
  const verified = new LRUCache<string, string>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (id, header) => header.length + id.length + 64,
  });
  // The container's own getters (name, isSigned, expires) are read through the prototype.
  const memoized: Cookie = Object.create(cookie);
  memoized.parse = async (cookieHeader, options) => {
    if (!cookieHeader || options !== undefined || cookieHeader.length > MAX_HEADER_LENGTH)
      return cookie.parse(cookieHeader, options);
    const kept = verified.get(cookieHeader);
    if (kept !== undefined) return kept;
    const value: unknown = await cookie.parse(cookieHeader);
    if (typeof value === 'string' && value !== '') verified.set(cookieHeader, value);
    return value;
  };
  return memoized;
}
