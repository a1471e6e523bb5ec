import { ianaTimeZone } from '@kernel/dates';
import { createCaller } from '@server/trpc/root';
import type { Context } from '@server/trpc/context';
import { clientIpOf } from '@server/http/client-ip';
import { resolveTimeZone } from '@server/location/time-zone';
import type { Auth } from '@server/auth/auth';
import { getSession, readAuth, type KodeaSession } from '@server/session.server';

const TZ_COOKIE = /(?:^|;\s*)kodea_tz=([^;]+)/;

/** The browser's zone, else the signed-in user's country's, else Lima. */
export function timeZoneFromRequest(request: Request, auth: Auth | null = null): string {
  return resolveTimeZone({ browserZone: browserZone(request), countryCode: auth?.user.countryCode ?? null });
}

function browserZone(request: Request): string | null {
  const match = TZ_COOKIE.exec(request.headers.get('cookie') ?? '');
  if (!match || match[1].length > 64) return null;
  return zoneFromCookie(match[1]);
}

/** Its IANA spelling, as every other source of a zone writes it; null for an unknown zone. */
function zoneFromCookie(raw: string): string | null {
  try {
    return ianaTimeZone(decodeURIComponent(raw));
  } catch {
    // A malformed escape: a cookie the browser cannot fix must never break a page.
    return null;
  }
}

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
  const auth = readAuth(session);
  return {
    auth,
    timeZone: timeZoneFromRequest(request, auth),
    clientIp: clientIp(request),
    vacationPurchase: {
      purchase: session.get('purchase') ?? null,
      payment: session.get('payment') ?? null,
    },
    transport,
  };
}

/**
 * `vacationPurchase`: the purchase a page's address names instead of the session's (a loader never
 * writes the session; the actions store it when they act on it).
 */
export async function getCaller(
  request: Request,
  session?: KodeaSession,
  vacationPurchase?: Context['vacationPurchase'],
) {
  const current = session ?? (await getSession(request));
  const context = contextFrom(current, request);
  return createCaller(vacationPurchase ? { ...context, vacationPurchase } : context);
}

export type Caller = Awaited<ReturnType<typeof getCaller>>;
