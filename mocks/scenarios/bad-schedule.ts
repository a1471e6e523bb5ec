/**
 * The 'bad-schedule' scenario's answer (spec §8: an invalid day name, or no date found in range,
 * is only logged). Applied to the groups a parent sees scheduled (in progress or not started, with
 * dates): the first gets 'Lunez' as its first day, the second a date range holding none of its days.
 */
import type { parentEnrolments } from '../handlers/parents';

type Enrolments = ReturnType<typeof parentEnrolments>;
type Group = NonNullable<Enrolments['courses'][number]['group']>;

const DAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayName = (time: number) => DAY_NAMES[new Date(time).getUTCDay()];

/** The longest run of days from `start` on that falls on none of the group's class days. */
function rangeWithoutClasses(group: Group, start: string): { start_date: string; end_date: string } | null {
  const days = new Set(group.frequency.map((slot) => slot.day_name));
  let from = Date.parse(`${start}T00:00:00Z`);
  for (let tries = 0; tries < 7 && days.has(dayName(from)); tries++) from += DAY_MS;
  if (days.has(dayName(from))) return null;
  let to = from;
  while (!days.has(dayName(to + DAY_MS))) to += DAY_MS;
  return { start_date: isoDay(from), end_date: isoDay(to) };
}

export function withBadSchedules(answer: Enrolments): Enrolments {
  const copy = structuredClone(answer);
  const scheduled = [...copy.learning_paths.flatMap((path) => path.courses), ...copy.courses].filter(
    (enrolment) =>
      (enrolment.status === 'in_progress' || enrolment.status === 'has_not_started') &&
      enrolment.group?.start_date &&
      enrolment.group.frequency.length > 0,
  );
  const [misspelt, outOfRange] = scheduled.map((enrolment) => enrolment.group);
  if (misspelt) misspelt.frequency[0].day_name = 'Lunez';
  if (outOfRange?.start_date) {
    const range = rangeWithoutClasses(outOfRange, outOfRange.start_date);
    if (range) Object.assign(outOfRange, range);
  }
  return copy;
}
