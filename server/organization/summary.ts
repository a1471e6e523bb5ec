/**
 * The figures a coordinator looks at first, over the whole roster (not the filtered page), as the
 * upstream computes them (the rules are decision 020's):
 * - students: distinct students (one may take several courses);
 * - activeCourses: distinct courses with at least one student 'En progreso' (not abandoned);
 * - averageProgress: mean progress of every enrolment, rounded, 100 for ended courses (spec §9);
 *   abandoned enrolments count with the progress they reached — hiding them would flatter it;
 * - certificates: certificates issued.
 */
import type { OrganizationSummary } from '../upstream/schemas/organizations';

export interface RosterSummary {
  students: number;
  activeCourses: number;
  averageProgress: number;
  certificates: number;
}

export function summaryFrom(upstream: OrganizationSummary): RosterSummary {
  return {
    students: upstream.students,
    activeCourses: upstream.active_courses,
    averageProgress: Math.round(upstream.average_progress),
    certificates: upstream.certificates,
  };
}
