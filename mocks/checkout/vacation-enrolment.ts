/** A vacation purchase enrols in the program's schedule, each course on its share of the days. */
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { countClassDays } from '../schedule/dates';

/** '4 semanas' → 1; '8 semanas' → 2 (months as the enrolment's `duration` counts them). */
function monthsOf(duration: string): number {
  const weeks = Number(/(\d+)\s*semana/.exec(duration)?.[1] ?? 0);
  return weeks > 0 ? Math.max(1, Math.round(weeks / 4)) : 1;
}

export function vacationEnrolment(programId: string | null, groupId: string | null, courseId: string) {
  const program = vacationPrograms.find((p) => p.id === programId);
  const group = program?.groups.find((g) => g.id === groupId);
  const index = program?.courses.findIndex((course) => course.id === courseId) ?? -1;
  if (!program || !group || index < 0) return null;
  const share = group.frequency.filter((_, day) => day % program.courses.length === index);
  return {
    start_date: group.start_date,
    end_date: group.end_date,
    frequency: share,
    number_of_sessions: countClassDays(
      group.start_date,
      group.end_date,
      share.map((slot) => slot.day_name),
    ),
    duration: monthsOf(program.duration),
  };
}
