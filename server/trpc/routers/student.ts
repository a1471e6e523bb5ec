import { createUserCache } from '../../cache/user-cache';
import { listDashboardBanners } from '../../upstream/banners';
import { UpstreamError } from '../../upstream/errors';
import type { Banner } from '../../upstream/schemas/banners';
import type { Certificate } from '../../upstream/schemas/student';
import { listCertificates } from '../../upstream/student';
import { enrolledCourses } from '../../student/enrolled-courses';
import type { Context } from '../context';
import { authedProcedure, router } from '../init';
import { optionalSection } from '../../upstream/optional-section';

const certificatesCache = createUserCache<Certificate[]>();
const bannersCache = createUserCache<Banner[]>();

type StudentContext = Pick<Context, 'timeZone'> & { auth: NonNullable<Context['auth']> };

function certificatesOf(ctx: StudentContext) {
  return certificatesCache.get(ctx.auth.user.id, 'all', () => listCertificates(ctx.auth.refreshToken));
}

/** Banners are decoration: [] when late or failing, but a refused session (401) propagates. */
function bannersOf(ctx: StudentContext): Promise<Banner[]> {
  return optionalSection(
    'student banners',
    bannersCache.get(ctx.auth.user.id, 'all', () => listDashboardBanners(ctx.auth.refreshToken)),
    [],
    { rethrow: (error) => error instanceof UpstreamError && error.kind === 'unauthorized' },
  );
}

export const studentRouter = router({
  certificates: authedProcedure.query(({ ctx }) => certificatesOf(ctx)),
  banners: authedProcedure.query(({ ctx }) => bannersOf(ctx)),

  dashboard: authedProcedure.query(async ({ ctx }) => {
    const [courses, certificates, banners] = await Promise.all([
      enrolledCourses(ctx.auth.user.id, ctx.auth.refreshToken, ctx.timeZone),
      certificatesOf(ctx),
      bannersOf(ctx),
    ]);
    return { courses, certificates, banners };
  }),
});
