/**
 * Each class afterwards (issue 56 points 1 and 2): an optional section of the parents' zone and of
 * the student dashboard. Late or failing, it is null and the page says so beside each course; a
 * child or an enrolment of another family is NOT_FOUND (the API's 404), never "no classes".
 */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { hasPendingMakeUp, pendingMakeUps } from '../../make-ups/make-up-states';
import { classSessionsPage, latestClassSessions } from '../../upstream/class-sessions';
import { optionalSection } from '../../upstream/optional-section';
import type { ClassSessionPage } from '../../upstream/schemas/class-sessions';
import { authedProcedure, router } from '../init';
import { upstreamCause } from '../upstream-errors';

const Id = z.number().int().positive().max(9_999_999_999);

/** A family's view of the zone loads a page per child, tab and step: the latest classes once. */
const latestCache = createUserCache<ClassSessionPage[]>();

/** Not "no section": the page must answer 404 or sign the user in again. */
const mustReachThePage = (error: unknown) => {
  const kind = upstreamCause(error)?.kind;
  return kind === 'not-found' || kind === 'unauthorized';
};

export const classSessionsRouter = router({
  /**
   * The latest page of each enrolment: a child's for a parent, the student's own without `childId`.
   * `live`: as the parents' zone shows them, afresh while a make-up request waits for the
   * academy's answer (issue 77), so its 'Actualizar' shows the answer; else the kept copy.
   */
  latest: authedProcedure
    .input(z.object({ childId: Id.optional(), live: z.boolean().optional() }))
    .query(({ ctx, input }): Promise<ClassSessionPage[] | null> => {
      const key = `latest:${input.childId ?? 'own'}`;
      const ask = () => latestClassSessions(ctx.auth.refreshToken, input.childId);
      return optionalSection(
        'class sessions',
        // Only an answer is kept, never the null of a failure: the next view asks again.
        input.live
          ? latestCache.getUnlessPending(ctx.auth.user.id, key, ask, hasPendingMakeUp)
          : latestCache.get(ctx.auth.user.id, key, ask),
        null,
        { rethrow: mustReachThePage },
      );
    }),

  /**
   * The parents' zone's make-up part (issue 77, also over /api/trpc): the child's requests the
   * academy has not answered. Read afresh past the user cache — the answer is the academy's — and
   * kept, so the page then rendered (`latest`) agrees. Another family's child is NOT_FOUND.
   */
  makeUpStates: authedProcedure
    .input(z.object({ childId: Id }))
    .query(async ({ ctx, input }) =>
      pendingMakeUps(
        await latestCache.renew(ctx.auth.user.id, `latest:${input.childId}`, () =>
          latestClassSessions(ctx.auth.refreshToken, input.childId),
        ),
        ctx.timeZone,
      ),
    ),

  /** One enrolment's page ('Ver clases anteriores'): only the family's own enrolment. */
  page: authedProcedure
    .input(z.object({ enrolmentId: Id, page: z.number().int().min(1).max(10_000) }))
    .query(
      ({ ctx, input }): Promise<ClassSessionPage | null> =>
        optionalSection(
          'class sessions page',
          classSessionsPage(ctx.auth.refreshToken, input.enrolmentId, input.page),
          null,
          { rethrow: mustReachThePage },
        ),
    ),
});
