/**
 * The visitor's country: the signed-in user's, else the location source's, Peru when the source
 * fails. The same rule as /vacaciones (guardianLocation in server/trpc/routers/vacation.ts), kept
 * here in its minimal form until the shared module being extracted for course pages lands.
 */
import { getLocation } from '../upstream/location';
import type { Context } from '../trpc/context';

export async function visitorCountry(ctx: Pick<Context, 'auth' | 'clientIp'>): Promise<string> {
  if (ctx.auth) return ctx.auth.user.countryCode;
  try {
    const location = await getLocation(ctx.clientIp ?? null);
    return location.country_code;
  } catch (error) {
    console.error(
      '[site] location source failed, assuming Peru:',
      error instanceof Error ? error.message : error,
    );
    return 'PE';
  }
}
