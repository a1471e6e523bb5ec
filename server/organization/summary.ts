/**
 * The figures a coordinator looks at first, over the whole roster (not the filtered page):
 * - students: distinct students (one may take several courses);
 * - activeCourses: distinct courses with at least one student 'En progreso' (not abandoned);
 * - averageProgress: mean progress of every enrolment, rounded, 100 for ended courses (spec §9);
 *   abandoned enrolments count with the progress they reached — hiding them would flatter it;
 * - certificates: certificates issued.
 */
import type { RosterRow } from './roster';

export interface RosterSummary {
  students: number;
  activeCourses: number;
  averageProgress: number;
  certificates: number;
}

export function summaryOf(rows: RosterRow[]): RosterSummary {
  const students = new Set(rows.map((row) => row.studentId)).size;
  const activeCourses = new Set(
    rows.filter((row) => row.statusKey === 'in_progress').map((row) => row.courseId),
  ).size;
  const averageProgress = rows.length
    ? Math.round(rows.reduce((sum, row) => sum + row.progress, 0) / rows.length)
    : 0;
  const certificates = rows.filter((row) => row.certificate !== null).length;
  return { students, activeCourses, averageProgress, certificates };
}
