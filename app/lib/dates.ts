/** Dates in Spanish with dayjs (spec §9): long dates, hours in the user's zone, payment timestamps. */
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('es');

/** '2027-01-11' → '11 de enero de 2027'. Date-only values carry no zone: shown as written. */
export function formatLongDate(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD', 'es').format('D [de] MMMM [de] YYYY');
}

/** '2027-01-11' → 'lunes 11 de enero'. */
export function formatWeekdayDate(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD', 'es').format('dddd D [de] MMMM');
}

/** A Lima wall-clock hour ('16:00') on a date, shown in the user's zone as 'h:mm A'. */
export function formatHourInZone(
  isoDate: string,
  hour: string,
  timeZone: string,
  sourceZone = 'America/Lima',
): string {
  return dayjs
    .tz(`${isoDate.slice(0, 10)} ${hour}`, 'YYYY-MM-DD HH:mm', sourceZone)
    .tz(timeZone)
    .locale('es')
    .format('h:mm A');
}

/** Transaction date 'yymmddhhmmss' → 'dd/mm/yy hh:mm:ss' (spec §9). */
export function formatTransactionDate(raw: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!match) return raw;
  const [, yy, mm, dd, hh, mi, ss] = match;
  return `${dd}/${mm}/${yy} ${hh}:${mi}:${ss}`;
}
