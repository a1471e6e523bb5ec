/** The visitor's country for prices, falling back to Peru so a broken lookup never blocks a page. */
import { currencyForCountry, type Currency } from '@kernel/money';
import type { Context } from '../trpc/context';
import { getLocation } from '../upstream/location';
import { logger } from '../log/logger';

export interface VisitorLocation {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city: string | null;
}

const PERU: VisitorLocation = { country: 'PE', city: null };

/** `area` names the caller in the log line. */
export async function visitorLocation(
  ctx: Pick<Context, 'auth' | 'clientIp'>,
  area: string,
): Promise<VisitorLocation> {
  if (ctx.auth) return { country: ctx.auth.user.countryCode, city: null };
  try {
    const location = await getLocation(ctx.clientIp ?? null);
    return { country: location.country_code, city: location.city };
  } catch (error) {
    logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      `[${area}] location source failed, assuming Peru`,
    );
    return PERU;
  }
}

export async function visitorCurrency(
  ctx: Pick<Context, 'auth' | 'clientIp'>,
  area: string,
): Promise<Currency> {
  return currencyForCountry((await visitorLocation(ctx, area)).country);
}
