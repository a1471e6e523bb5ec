// Without PUBLIC_URL (development), the origin the parent is on, or a parent on another host
// would come back without the session cookie. The edge's same-origin guard already checked it.
import { getEnv } from '@server/env';

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

export function returnOrigin(request: Request): string {
  const env = getEnv();
  if (env.publicUrlConfigured) return env.publicOrigin;
  const origin = request.headers.get('origin');
  return origin && ORIGIN.test(origin) ? origin : new URL(request.url).origin;
}
