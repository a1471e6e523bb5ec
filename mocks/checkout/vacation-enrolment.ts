/** A vacation purchase enrols in the program's schedule, each course on its share of the days. */
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { countClassDays } from '../schedule/dates';

/** '4 semanas' → 1; '8 semanas' → 2 (months as the enrolment's `duration` counts them). */
function monthsOf(duration: string): number {
  const weeks = Number(/(\d+)\s*semana/.exec(duration)?.[1] ?? 0);
  return weeks > 0 ? Math.max(1, Math.round(weeks / 4)) : 1;
}

/**
 * The program an enrolment was bought as, with its own facts as its page states them: its weeks,
 * and the sessions of its first schedule (every schedule is sold as the same length).
 */
export function vacationProgramRef(programId: string | null) {
  const program = vacationPrograms.find((p) => p.id === programId);
  const weeks = Number(/(\d+)\s*semana/.exec(program?.duration ?? '')?.[1] ?? 0);
  const group = program?.groups[0];
  if (!program || !group || weeks <= 0) return null;
  return {
    id: program.id,
    name: program.name,
    age_range: program.age_range,
    duration_weeks: weeks,
    number_of_sessions: countClassDays(
      group.start_date,
      group.end_date,
      group.frequency.map((slot) => slot.day_name),
    ),
  };
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
