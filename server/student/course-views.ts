/** The student dashboard's courses: enrollment, content entry, schedule and live-class link. */
import { toCourseSummary, type CourseSummary } from '../catalogue/course-view';
import { withoutEmbeddedTime } from '../catalogue/group-name';
import type { CourseEntry } from '../upstream/schemas/content';
import type { Enrollment } from '../upstream/schemas/student';
import { studentSchedule } from './course-schedule';
import { liveClassLink, upcomingClass } from './live-class';

export function studentCourseViews(
  enrollments: readonly Enrollment[],
  entries: readonly CourseEntry[],
  timeZone: string,
  now: Date,
) {
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
        // Its hours are shown beside it, in the student's zone and the product's one format.
        groupName: enrollment.group_name ? withoutEmbeddedTime(enrollment.group_name) : null,
        initialDate,
        status: enrollment.status,
        progress: enrollment.status === 'has_ended' ? 100 : enrollment.progress,
        schedule: studentSchedule(classes, initialDate, timeZone, now),
        classLink: liveClassLink(
          { classes, link: enrollment.zoom_url ?? null, status: enrollment.status, initialDate },
          now,
        ),
        upcomingClass: upcomingClass(
          { classes, link: enrollment.zoom_url ?? null, status: enrollment.status, initialDate },
          now,
        ),
      },
    ];
  });
}
