/** 'bad-schedule': one group gets 'Lunez', another dates without its days (spec §8: logged only). */
import type { parentEnrolments } from '../handlers/parents';
import { addDays, dayNameOf } from '../schedule/dates';

type Enrolments = ReturnType<typeof parentEnrolments>;
type Group = NonNullable<Enrolments['courses'][number]['group']>;

/** The longest run of days from `start` on that falls on none of the group's class days. */
function rangeWithoutClasses(group: Group, start: string): { start_date: string; end_date: string } | null {
  const days = new Set(group.frequency.map((slot) => slot.day_name));
  let from = start;
  for (let tries = 0; tries < 7 && days.has(dayNameOf(from)); tries++) from = addDays(from, 1);
  if (days.has(dayNameOf(from))) return null;
  let to = from;
  while (!days.has(dayNameOf(addDays(to, 1)))) to = addDays(to, 1);
  return { start_date: from, end_date: to };
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
