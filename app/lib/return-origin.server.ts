/**
 * Where a card provider sends the browser back (its hosted form's return address). With
 * PUBLIC_URL set (production), always the public origin (decision 024). Without it (development,
 * the mock backend), the origin the parent is actually on: Remix sees every request under the
 * default public origin (http://localhost:PORT), so a parent on http://127.0.0.1:PORT would come
 * back to another host and lose the session cookie. The POST's Origin header says which: the
 * edge's same-origin guard (server/http/security.ts) let it through only when it is the Host the
 * request named, the public origin, or a trusted provider — and these forms are our own pages.
 */
import { getEnv } from '@server/env';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

export function returnOrigin(request: Request): string {
  const env = getEnv();
  if (env.publicUrlConfigured) return env.publicOrigin;
  const origin = request.headers.get('origin');
  return origin && ORIGIN.test(origin) ? origin : new URL(request.url).origin;
}
