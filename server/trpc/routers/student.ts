import { createUserCache } from '../../cache/user-cache';
import { getCourseEntry } from '../../upstream/content';
import { listDashboardBanners } from '../../upstream/banners';
import { UpstreamError } from '../../upstream/errors';
import type { Banner } from '../../upstream/schemas/banners';
import type { Certificate, Enrollment } from '../../upstream/schemas/student';
import { listCertificates, listEnrollments } from '../../upstream/student';
import { studentCourseViews } from '../../student/course-views';
import type { Context } from '../context';
import { authedProcedure, router } from '../init';
import { logger } from '../../log/logger';

/**
 * The student dashboard reads these on every page view: parsed once per user for a few seconds,
 * stale at once after the user's own mutations (server/cache/user-cache.ts, decision 040). What
 * depends on the hour (the schedule, the live-class link) is worked out once per minute
 * (server/student/course-views.ts, decision 044).
 */
const enrollmentsCache = createUserCache<Enrollment[]>();
const certificatesCache = createUserCache<Certificate[]>();
const bannersCache = createUserCache<Banner[]>();

/** What the signed-in procedures below are called with: the context, its `auth` known. */
type StudentContext = Pick<Context, 'timeZone'> & { auth: NonNullable<Context['auth']> };

/** Enrollments merged with the content entry of their course (spec §3). */
async function coursesOf(ctx: StudentContext) {
  const enrollments = await enrollmentsCache.get(ctx.auth.user.id, 'all', () =>
    listEnrollments(ctx.auth.refreshToken),
  );
  const ids = [...new Set(enrollments.map((e) => e.course_id))];
  const entries = await Promise.all(ids.map((id) => getCourseEntry(id)));
  return studentCourseViews(enrollments, entries, ctx.timeZone, new Date());
}

function certificatesOf(ctx: StudentContext) {
  return certificatesCache.get(ctx.auth.user.id, 'all', () => listCertificates(ctx.auth.refreshToken));
}

/**
 * The dashboard banners, or [] when their call fails in any way (5xx, timeout, malformed
 * answer): banners are decoration and never cost the student the page. A refused session (401)
 * is not "no banners": it propagates, so the page signs the user out as for the other calls.
 */
async function bannersOf(ctx: StudentContext): Promise<Banner[]> {
  try {
    // Only an answer is kept, never the [] of a failure.
    return await bannersCache.get(ctx.auth.user.id, 'all', () => listDashboardBanners(ctx.auth.refreshToken));
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'unauthorized') throw error;
    logger.warn(
      `[student] banners unavailable: ${error instanceof UpstreamError ? error.kind : 'unexpected'}`,
    );
    return [];
  }
}

export const studentRouter = router({
  courses: authedProcedure.query(({ ctx }) => coursesOf(ctx)),
  certificates: authedProcedure.query(({ ctx }) => certificatesOf(ctx)),
  banners: authedProcedure.query(({ ctx }) => bannersOf(ctx)),

  /**
   * What the dashboard shows, in one call: the three answers above, with the same failures (a
   * refused session or a failed course or certificate list fails it; banners never do). One
   * procedure instead of three: each call runs tRPC's levels again, about 2 % of the page
   * (docs/decisions/054).
   */
  dashboard: authedProcedure.query(async ({ ctx }) => {
    const [courses, certificates, banners] = await Promise.all([
      coursesOf(ctx),
      certificatesOf(ctx),
      bannersOf(ctx),
    ]);
    return { courses, certificates, banners };
  }),
});
