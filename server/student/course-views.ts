/**
 * The student dashboard's courses (spec §3): each enrollment merged with its course's content
 * entry, its weekly schedule in the student's zone and the live-class link of this moment.
 *
 * Worked out once per minute and per answer, not once per page view (docs/decisions/044). The
 * enrollments come from the user cache (the same array while it is fresh) and the entries from
 * the content cache (the same objects while they are fresh); what depends on the hour changes
 * only on whole minutes, since every class starts on one ('16:00' in Lima, a whole-minute offset
 * in any zone) and a date changes at midnight. So views made from the same answers, in the same
 * zone and the same minute, are the very views this request would make: they are reused, and any
 * new answer, entry, zone or minute makes them afresh.
 */
import { toCourseSummary, type CourseSummary } from '../catalogue/course-view';
import type { CourseEntry } from '../upstream/schemas/content';
import type { Enrollment } from '../upstream/schemas/student';
import { studentSchedule } from './course-schedule';
import { liveClassLink } from './live-class';

export interface StudentCourseView {
  id: number;
  course: CourseSummary;
  groupName: string | null;
  initialDate: string | null;
  status: Enrollment['status'];
  progress: number;
  schedule: ReturnType<typeof studentSchedule>;
  classLink: string | null;
}

function makeViews(
  enrollments: readonly Enrollment[],
  entries: readonly CourseEntry[],
  timeZone: string,
  now: Date,
): StudentCourseView[] {
  const byId = new Map<string, CourseSummary>(entries.map((entry) => [entry.sys.id, toCourseSummary(entry)]));
  return enrollments.flatMap((enrollment) => {
    const course = byId.get(enrollment.course_id);
    if (!course) return [];
    const initialDate = enrollment.initial_date || course.initialDate;
    const classes = enrollment.schedules ?? [];
    return [
      {
        id: enrollment.id,
        course,
        groupName: enrollment.group_name ?? null,
        initialDate,
        status: enrollment.status,
        progress: enrollment.status === 'has_ended' ? 100 : enrollment.progress,
        schedule: studentSchedule(classes, initialDate, timeZone, now),
        classLink: liveClassLink(
          { classes, link: enrollment.zoom_url ?? null, status: enrollment.status, initialDate },
          now,
        ),
      },
    ];
  });
}

/** The views of `enrollments` now; `entries` are their courses' content entries. */
export function studentCourseViews(
  enrollments: readonly Enrollment[],
  entries: readonly CourseEntry[],
  timeZone: string,
  now: Date,
): StudentCourseView[] {
  return makeViews(enrollments, entries, timeZone, now);
}
