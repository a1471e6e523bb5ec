/** Checkout instants in the parent's own zone (spec §9). */
import { formatDateTimeInZone, formatWeekdayDateTimeInZone, inTimeZone, timeZoneLabel } from '@kernel/dates';
import { expiresText } from '@kernel/texts/checkout';

export const dateInZone = (iso: string, timeZone: string): string =>
  inTimeZone(iso, timeZone).format('D [de] MMMM [de] YYYY');

export const dateTimeInZone = (iso: string, timeZone: string): string => formatDateTimeInZone(iso, timeZone);

export function expiryInZone(iso: string, timeZone: string): string {
  return expiresText(formatWeekdayDateTimeInZone(iso, timeZone), timeZoneLabel(timeZone));
}
