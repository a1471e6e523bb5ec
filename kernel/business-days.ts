/**
 * Business days in Peru ('días hábiles'): Monday to Friday except the national holidays of
 * Decreto Legislativo 713 and the laws that added to it (Batalla de Arica y Día de la Bandera,
 * Día de la Fuerza Aérea, Batalla de Junín, Batalla de Ayacucho), the 16 days every list of 2026
 * names. Days the government declares 'no laborables' bind the public sector only, so they count.
 * Dates are calendar dates in Lima, 'YYYY-MM-DD'.
 */

/** Month and day of each fixed national holiday. */
const FIXED_HOLIDAYS = [
  '01-01', // Año Nuevo
  '05-01', // Día del Trabajo
  '06-07', // Batalla de Arica y Día de la Bandera
  '06-29', // San Pedro y San Pablo
  '07-23', // Día de la Fuerza Aérea del Perú
  '07-28', // Fiestas Patrias
  '07-29', // Fiestas Patrias
  '08-06', // Batalla de Junín
  '08-30', // Santa Rosa de Lima
  '10-08', // Combate de Angamos
  '11-01', // Día de Todos los Santos
  '12-08', // Inmaculada Concepción
  '12-09', // Batalla de Ayacucho
  '12-25', // Navidad
] as const;

const DAY_MS = 86_400_000;

const isoOf = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

function utcMsOf(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(ms) || isoOf(ms) !== isoDate) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return ms;
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(Date.UTC(year, month - 1, day));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The national holidays of a year: the fixed ones, Jueves Santo and Viernes Santo. */
export function peruHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const easter = utcMsOf(easterSunday(year));
    days = new Set([
      ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
      isoOf(easter - 3 * DAY_MS),
      isoOf(easter - 2 * DAY_MS),
    ]);
    holidaysByYear.set(year, days);
  }
  return days;
}

export function isPeruBusinessDay(isoDate: string): boolean {
  const weekday = new Date(utcMsOf(isoDate)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !peruHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/**
 * The `days`-th business day after `isoDate`: the count starts the day after, as a legal term
 * counted in business days does, whatever kind of day `isoDate` itself is.
 */
export function addPeruBusinessDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Business days must be 1 or more: ${days}`);
  let ms = utcMsOf(isoDate);
  for (let counted = 0; counted < days; ) {
    ms += DAY_MS;
    if (isPeruBusinessDay(isoOf(ms))) counted += 1;
  }
  return isoOf(ms);
}

/** The calendar date in Lima of an instant (Peru keeps UTC−5 all year). */
export function limaDateOf(instant: Date | string): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return isoOf(ms - 5 * 3_600_000);
}
