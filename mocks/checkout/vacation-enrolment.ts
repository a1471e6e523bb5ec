/** A vacation purchase enrols in the program's schedule, each course on its share of the days. */
import type { GroupSlotFixture } from '../../fixtures/types';
import { weeksOf } from '../../kernel/product-facts';
import { countClassDays } from '../schedule/dates';
import { programOf } from '../waitlist/seats';

function sessionsOf(group: { start_date: string; end_date: string }, slots: GroupSlotFixture[]) {
  const days = slots.map((slot) => slot.day_name);
  return countClassDays(group.start_date, group.end_date, days);
}

/** The program bought, as its page states it: its weeks, its first schedule's sessions (all last as long). */
export function vacationProgramRef(programId: string | null) {
  const program = programOf(programId);
  const weeks = weeksOf(program?.duration ?? '');
  const group = program?.groups[0];
  if (!program || !group || weeks === null) return null;
  return {
    id: program.id,
    name: program.name,
    age_range: program.age_range,
    duration_weeks: weeks,
    number_of_sessions: sessionsOf(group, group.frequency),
  };
}

/** The schedule bought as the course's enrolment group, with its sessions and months. */
export function vacationEnrolment(programId: string | null, groupId: string | null, courseId: string) {
  const program = programOf(programId);
  const group = program?.groups.find((g) => g.id === groupId);
  const index = program?.courses.findIndex((course) => course.id === courseId) ?? -1;
  if (!program || !group || index < 0) return null;
  const share = group.frequency.filter((_, day) => day % program.courses.length === index);
  return {
    start_date: group.start_date,
    end_date: group.end_date,
    frequency: share,
    frequency_numeric: share.length,
    number_of_sessions: sessionsOf(group, share),
    // Months as the enrolment's `duration` counts them: '4 semanas' → 1, '8 semanas' → 2.
    duration: Math.max(1, Math.round((weeksOf(program.duration) ?? 0) / 4)),
  };
}
