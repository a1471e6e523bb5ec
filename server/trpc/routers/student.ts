import { toCourseSummary, type CourseSummary } from '../../catalogue/course-view';
import { getCourseEntry } from '../../upstream/content';
import { listCertificates, listEnrollments } from '../../upstream/student';
import { authedProcedure, router } from '../init';

export const studentRouter = router({
  /** Enrollments merged with the content entry of their course (spec §3). */
  courses: authedProcedure.query(async ({ ctx }) => {
    const enrollments = await listEnrollments(ctx.auth.refreshToken);
    const ids = [...new Set(enrollments.map((e) => e.course_id))];
    const entries = await Promise.all(ids.map((id) => getCourseEntry(id)));
    const byId = new Map<string, CourseSummary>(
      entries.map((entry) => [entry.sys.id, toCourseSummary(entry)]),
    );
    return enrollments.flatMap((enrollment) => {
      const course = byId.get(enrollment.course_id);
      if (!course) return [];
      return [
        {
          id: enrollment.id,
          course,
          groupName: enrollment.group_name ?? null,
          initialDate: enrollment.initial_date || course.initialDate,
          status: enrollment.status,
          progress: enrollment.status === 'has_ended' ? 100 : enrollment.progress,
        },
      ];
    });
  }),

  certificates: authedProcedure.query(({ ctx }) => listCertificates(ctx.auth.refreshToken)),
});
