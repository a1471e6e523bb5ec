/**
 * The student dashboard view (spec §3): the enrolled courses (also enrollments.list), the
 * certificates and the banners, in one call for the page.
 */
import { createUserCache } from '../../cache/user-cache';
import { listDashboardBanners } from '../../upstream/banners';
import { UpstreamError } from '../../upstream/errors';
import type { Banner } from '../../upstream/schemas/banners';
import type { Certificate } from '../../upstream/schemas/student';
import { listCertificates } from '../../upstream/student';
import { enrolledCourses } from '../../student/enrolled-courses';
import type { Context } from '../context';
import { authedProcedure, router } from '../init';
import { logger } from '../../log/logger';

const certificatesCache = createUserCache<Certificate[]>();
const bannersCache = createUserCache<Banner[]>();

/** What the signed-in procedures below are called with: the context, its `auth` known. */
type StudentContext = Pick<Context, 'timeZone'> & { auth: NonNullable<Context['auth']> };

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
    // Only an answer is cached, never the [] of a failure.
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
  certificates: authedProcedure.query(({ ctx }) => certificatesOf(ctx)),
  banners: authedProcedure.query(({ ctx }) => bannersOf(ctx)),

  /**
   * What the dashboard shows, in one call: the enrolled courses (enrollments.list's), the
   * certificates and the banners, with the same failures (a refused session or a failed course or
   * certificate list fails it; banners never do).
   */
  dashboard: authedProcedure.query(async ({ ctx }) => {
    const [courses, certificates, banners] = await Promise.all([
      enrolledCourses(ctx.auth.user.id, ctx.auth.refreshToken, ctx.timeZone),
      certificatesOf(ctx),
      bannersOf(ctx),
    ]);
    return { courses, certificates, banners };
  }),
});
