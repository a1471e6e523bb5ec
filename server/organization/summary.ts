/** The roster's figures as the upstream computes them (decision 020); abandoned enrolments count. */
import type { OrganizationSummary } from '../upstream/schemas/organizations';

export function summaryFrom(upstream: OrganizationSummary) {
  return {
    students: upstream.students,
    activeCourses: upstream.active_courses,
    averageProgress: Math.round(upstream.average_progress),
    certificates: upstream.certificates,
  };
}
