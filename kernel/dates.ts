/** Dates in Spanish with dayjs (spec §9): long dates, hours in the user's zone, payment timestamps. */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/es.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { memoized } from './memo';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('es');

/** '2027-01-11' → '11 de enero de 2027'. Date-only values carry no zone: shown as written. */
export const formatLongDate = memoized(
  (isoDate: string): string =>
    dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD', 'es').format('D [de] MMMM [de] YYYY'),
  (isoDate) => isoDate.slice(0, 10),
);

/** '2027-02-02' → 'febrero de 2027': a date-only value's month, as written. */
export function formatMonthYear(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD', 'es').format('MMMM [de] YYYY');
}

/** Content and the API write class times as Lima wall-clock hours. */
const SOURCE_ZONE = 'America/Lima';
/**
 * The one way the product writes an hour (spec §9 'hh:mm A', 12-hour clock): '4:00 PM'. Every hour
 * a person reads comes from the functions below, never from Intl or a format of its own: 'AM/PM'
 * also ends a sentence with one period, where 'p. m.' would leave 'p. m..'.
 */
const HOUR_FORMAT = 'h:mm A';

/**
 * An Intl formatter per zone: building one is costly and MDN says to reuse it. Kept only under
 * the zone's own IANA spelling, so other casings a visitor invents never grow the map.
 */
export function formatterPerZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = kept.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      if (format.resolvedOptions().timeZone === timeZone) kept.set(timeZone, format);
    }
    return format;
  };
}

const zoneClock = formatterPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * The zone as IANA spells it ('america/lima' → 'America/Lima'); null for a zone Intl does not know.
 * A zone already spelled so reads its kept clock: no formatter is built.
 */
export function ianaTimeZone(timeZone: string): string | null {
  try {
    return zoneClock(timeZone).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Its Spanish name, built with two Intl formatters: once per zone. */
const zoneLabels = new Map<string, string>();

/**
 * Minutes the zone's wall clock is ahead of UTC at an instant. Kept per zone and instant: a page's
 * class times are the same few instants on every view.
 */
const zoneOffsetMinutes = memoized(
  (instantMs: number, timeZone: string): number => {
    const wall: Record<string, number> = {};
    for (const part of zoneClock(timeZone).formatToParts(new Date(instantMs)))
      wall[part.type] = Number(part.value);
    const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour % 24, wall.minute, wall.second);
    return Math.round((wallMs - Math.floor(instantMs / 1000) * 1000) / 60_000);
  },
  (instantMs, timeZone) => `${timeZone}|${instantMs}`,
);

/**
 * An instant on the zone's wall clock, in Spanish. What dayjs's `.tz(zone)` gives, without the
 * Intl formatter it builds on every call (the hottest line of a signed-in page's render).
 */
export function inTimeZone(instant: ConfigType, timeZone: string): Dayjs {
  // From the bare instant: a zoned dayjs carries offset state of its own.
  const instantMs = dayjs(instant).valueOf();
  // An unreadable date stays invalid (it formats as dayjs's 'Invalid Date', as .tz() left it).
  if (Number.isNaN(instantMs)) return dayjs(instantMs).locale('es');
  return dayjs(instantMs).utcOffset(zoneOffsetMinutes(instantMs, timeZone)).locale('es');
}

/**
 * An instant in a zone, written with `pattern`: kept per zone and instant, as a page shows the same
 * few instants (its classes, its payments) on every view.
 */
function instantFormat(pattern: string): (instant: Date | string, timeZone: string) => string {
  return memoized(
    (instant: Date | string, timeZone: string) => inTimeZone(instant, timeZone).format(pattern),
    (instant, timeZone) => `${timeZone}|${typeof instant === 'string' ? instant : instant.getTime()}`,
  );
}

/** The day an instant falls on in a zone, without the year: '15 de diciembre'. */
export const formatDayMonthInZone = instantFormat('D [de] MMMM');

/** The instant a wall-clock date and hour ('16:00') name in a zone. */
function wallClockInstant(isoDate: string, hour: string, zone: string): number {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const [hours, minutes] = hour.split(':').map(Number);
  const local = Date.UTC(year, month - 1, day, hours, minutes);
  if (Number.isNaN(local)) return local;
  // dayjs's (and Luxon's) rule near a daylight-saving change: an hour the change skips moves
  // forward, an hour it repeats takes the first guess's offset.
  const first = zoneOffsetMinutes(local, zone);
  let guess = local - first * 60_000;
  const second = zoneOffsetMinutes(guess, zone);
  if (second === first) return guess;
  guess -= (second - first) * 60_000;
  const third = zoneOffsetMinutes(guess, zone);
  return second === third ? guess : local - Math.min(second, third) * 60_000;
}

function inZone(isoDate: string, hour: string, timeZone: string, sourceZone: string) {
  return inTimeZone(wallClockInstant(isoDate, hour, sourceZone), timeZone);
}

/** A Lima wall-clock hour ('16:00') on a date, shown in the user's zone as 'h:mm A'. */
export const formatHourInZone = memoized(
  (isoDate: string, hour: string, timeZone: string, sourceZone: string = SOURCE_ZONE): string =>
    inZone(isoDate, hour, timeZone, sourceZone).format(HOUR_FORMAT),
  (isoDate, hour, timeZone, sourceZone = SOURCE_ZONE) => `${sourceZone}|${timeZone}|${isoDate}|${hour}`,
);

/** An instant in the user's zone, in the one hour format: '4:00 PM'. */
export const formatTimeInZone = instantFormat(HOUR_FORMAT);

/**
 * An instant's date in the user's zone: '28 de septiembre de 2026'. dayjs's Spanish months, as
 * every date of the product: Intl's es-PE writes 'setiembre'.
 */
export const formatDateInZone = instantFormat('D [de] MMMM [de] YYYY');

/** An instant in the user's zone: '28 de noviembre de 2026, 4:00 PM'. */
export const formatDateTimeInZone = instantFormat(`D [de] MMMM [de] YYYY, ${HOUR_FORMAT}`);

/** With its weekday, for a deadline: 'sábado 28 de noviembre de 2026, 4:00 PM'. */
export const formatWeekdayDateTimeInZone = instantFormat(`dddd D [de] MMMM [de] YYYY, ${HOUR_FORMAT}`);

/** A Lima class start in the user's zone, where a late class can fall on the next day. */
export const formatStartInZone = memoized(
  (isoDate: string, hour: string, timeZone: string): Readonly<{ date: string; hour: string }> => {
    const local = inZone(isoDate, hour, timeZone, SOURCE_ZONE);
    return Object.freeze({ date: local.format('dddd D [de] MMMM'), hour: local.format(HOUR_FORMAT) });
  },
  (isoDate, hour, timeZone) => `${timeZone}|${isoDate}|${hour}`,
);

/** The zone's Spanish name ('hora de Perú'): ICU's short generic name, else its long one, else the id. */
export function timeZoneLabel(timeZone: string): string {
  let label = zoneLabels.get(timeZone);
  if (label === undefined) {
    label = spanishZoneName(timeZone);
    if (ianaTimeZone(timeZone) === timeZone) zoneLabels.set(timeZone, label);
  }
  return label;
}

function spanishZoneName(timeZone: string): string {
  for (const style of ['shortGeneric', 'longGeneric'] as const) {
    try {
      const name = new Intl.DateTimeFormat('es', { timeZone, timeZoneName: style })
        .formatToParts(new Date(Date.UTC(2027, 0, 11, 12)))
        .find((part) => part.type === 'timeZoneName')?.value;
      if (name?.startsWith('hora')) return name;
    } catch {
      break;
    }
  }
  return `hora de ${timeZone.replace(/_/g, ' ')}`;
}

/**
 * The dates from start to end (both included) on one of the Spanish day names. Walked day by day,
 * so kept: a program's weeks are counted once, not on every page that states them.
 */
export const countClassDays = memoized(
  (startIso: string, endIso: string, dayNames: readonly string[]): number => {
    const days = new Set(dayNames.map((name) => name.toLocaleLowerCase('es')));
    const end = dayjs(endIso.slice(0, 10), 'YYYY-MM-DD', 'es');
    let count = 0;
    for (
      let day = dayjs(startIso.slice(0, 10), 'YYYY-MM-DD', 'es');
      !day.isAfter(end);
      day = day.add(1, 'day')
    ) {
      if (days.has(day.locale('es').format('dddd'))) count += 1;
    }
    return count;
  },
  (startIso, endIso, dayNames) => `${startIso.slice(0, 10)}|${endIso.slice(0, 10)}|${dayNames.join('|')}`,
);

/** Transaction date 'yymmddhhmmss' → 'dd/mm/yy hh:mm:ss' (spec §9). */
export function formatTransactionDate(raw: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!match) return raw;
  const [, yy, mm, dd, hh, mi, ss] = match;
  return `${dd}/${mm}/${yy} ${hh}:${mi}:${ss}`;
}
