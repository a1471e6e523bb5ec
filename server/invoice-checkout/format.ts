/** Instants of the checkout (ISO from the upstream) as a parent reads them, in their own zone (spec §9). */
import dayjs from 'dayjs';
import { timeZoneLabel } from '@kernel/dates';
import { expiresText } from '@kernel/texts/checkout';

/** '22 de noviembre de 2026' in the parent's zone. */
export const dateInZone = (iso: string, timeZone: string): string =>
  dayjs(iso).tz(timeZone).locale('es').format('D [de] MMMM [de] YYYY');

/** '22 de noviembre de 2026, 6:05 PM' in the parent's zone. */
export const dateTimeInZone = (iso: string, timeZone: string): string =>
  dayjs(iso).tz(timeZone).locale('es').format('D [de] MMMM [de] YYYY, h:mm A');

/** 'vence el lunes 23 de noviembre de 2026, 10:00 PM (hora de Perú)'. */
export function expiryInZone(iso: string, timeZone: string): string {
  const when = dayjs(iso).tz(timeZone).locale('es').format('dddd D [de] MMMM [de] YYYY, h:mm A');
  return expiresText(when, timeZoneLabel(timeZone));
}

/** 'dd/mm/yy hh:mm:ss' now in the parent's zone, as the result screen dates a payment (spec §9). */
export function nowForResult(timeZone: string): string {
  return dayjs().tz(timeZone).format('DD/MM/YY HH:mm:ss');
}
