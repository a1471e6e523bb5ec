/** The server-side tRPC caller for loaders and actions, with the context read from the session cookie. */
import { createCaller } from '@server/trpc/root';
import { DEFAULT_TIME_ZONE, type Context } from '@server/trpc/context';
import { clientIpOf } from '@server/http/client-ip';
import { getSession, readAuth, type KodeaSession } from '@server/session.server';
import { memoized } from '@kernel/memoize';

const TZ_COOKIE = /(?:^|;\s*)kodea_tz=([^;]+)/;

/** The browser reports its zone in a plain cookie (set by entry.client); Lima until it does. */
export function timeZoneFromRequest(request: Request): string {
  const match = TZ_COOKIE.exec(request.headers.get('cookie') ?? '');
  if (!match || match[1].length > 64) return DEFAULT_TIME_ZONE;
  return zoneFromCookie(match[1]);
}

/** Checked once per cookie value: creating a formatter on every request is costly. */
const zoneFromCookie = memoized((raw: string): string => {
  try {
    const zone = decodeURIComponent(raw);
    new Intl.DateTimeFormat('es', { timeZone: zone });
    return zone;
  } catch {
    // Malformed escape or unknown zone: a cookie the browser cannot fix must never break a page.
    return DEFAULT_TIME_ZONE;
  }
});

/** The client's address as the server entry resolved it (never a client-supplied header). */
function clientIp(request: Request): string | null {
  const ip = clientIpOf(request);
  return ip === 'unknown' ? null : ip;
}

export function contextFrom(
  session: KodeaSession,
  request: Request,
  transport: Context['transport'] = 'caller',
): Context {
  return {
    auth: readAuth(session),
    timeZone: timeZoneFromRequest(request),
    clientIp: clientIp(request),
    checkout: { purchase: session.get('purchase') ?? null, payment: session.get('payment') ?? null },
    transport,
  };
}

export async function getCaller(request: Request, session?: KodeaSession) {
  const current = session ?? (await getSession(request));
  return createCaller(contextFrom(current, request));
}
