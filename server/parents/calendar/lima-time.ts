/** Peru keeps UTC−5 all year, so a Lima wall time becomes an instant by a fixed shift. */
export const LIMA_TIME_ZONE = 'America/Lima';
const LIMA_UTC_OFFSET_MINUTES = -5 * 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** 'YYYY-MM-DD' (anything after it ignored) → days since 1970-01-01, or null when not a real date. */
export function parseIsoDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  // Date.UTC rolls 2027-02-30 over to March: a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The Lima wall clock at an instant, compact (iCalendar local time). */
export function compactLimaTime(instant: Date): string {
  return new Date(instant.getTime() + LIMA_UTC_OFFSET_MINUTES * MINUTE_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

export function limaInstant(day: number, minutes: number): Date {
  return new Date(day * DAY_MS + (minutes - LIMA_UTC_OFFSET_MINUTES) * MINUTE_MS);
}
