/** The server-side tRPC caller for loaders and actions, with the context read from the session cookie. */
import { createCaller } from '@server/trpc/root';
import { DEFAULT_TIME_ZONE, type Context } from '@server/trpc/context';
import { getSession, readAuth, type KodeaSession } from '@server/session.server';

const TZ_COOKIE = /(?:^|;\s*)kodea_tz=([^;]+)/;

/** The browser reports its zone in a plain cookie (set by entry.client); Lima until it does. */
export function timeZoneFromRequest(request: Request): string {
  const match = TZ_COOKIE.exec(request.headers.get('cookie') ?? '');
  const zone = match ? decodeURIComponent(match[1]) : '';
  try {
    if (zone) {
      new Intl.DateTimeFormat('es', { timeZone: zone });
      return zone;
    }
  } catch {
    // Unknown zone: fall back to the default.
  }
  return DEFAULT_TIME_ZONE;
}

/** The first address of X-Forwarded-For (set by the proxy in front of us), for the location source. */
function clientIp(request: Request): string | null {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
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
