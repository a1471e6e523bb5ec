/** Asking for a make-up: a refusal or a failure re-renders the page with its message and the choice kept. */
import { json, type AppLoadContext } from '@remix-run/node';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import { logger } from '@server/log/logger';
import type { MakeUpPageView } from '@server/make-ups/page-view';
import { expectedOutcome } from '@server/trpc/outcomes';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { MakeUpFormSchema } from '@server/validation/make-up';
import { parseSubmission } from '~/lib/forms/submission.server';
import { askAsParent, parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller, type Caller } from '~/lib/trpc.server';

export const makeUpPath = (sessionId: number) => `/dashboard/recuperacion/${sessionId}`;

const LIMITS = { maxLength: 20 };

export interface MakeUpPageData {
  view: MakeUpPageView;
  message: string | null;
  chosen: number | null;
}

const pageView = (caller: Caller, session: KodeaSession, sessionId: number): Promise<MakeUpPageView> =>
  askAsParent(session, makeUpPath(sessionId), () => caller.makeUps.page({ sessionId }));

function sessionIdOf(params: { sessionId?: string }): number {
  const sessionId = idFrom(params.sessionId);
  if (sessionId === null) throw notFound();
  return sessionId;
}

export async function loadMakeUpPage(
  request: Request,
  params: { sessionId?: string },
  context?: AppLoadContext,
) {
  const sessionId = sessionIdOf(params);
  return parentPageData(
    request,
    makeUpPath(sessionId),
    async (caller) => {
      const data: MakeUpPageData = {
        view: await caller.makeUps.page({ sessionId }),
        message: null,
        chosen: null,
      };
      return json(data, { headers: { 'Cache-Control': 'private, no-store' } });
    },
    context,
  );
}

export async function makeUpAction(request: Request, params: { sessionId?: string }) {
  const sessionId = sessionIdOf(params);
  const { session } = await requireParent(request, makeUpPath(sessionId));
  const submission = parseSubmission(await request.formData(), MakeUpFormSchema, LIMITS);
  const caller = await getCaller(request, session);
  const { classId } = submission.payload;
  const chosen = idFrom(typeof classId === 'string' ? classId : undefined);
  // The page again, as it is now upstream (seats change), with the message and the choice kept.
  const again = async (status: number, message: string) =>
    json<MakeUpPageData>({ view: await pageView(caller, session, sessionId), message, chosen }, { status });

  if (submission.status !== 'success') return again(400, MAKE_UP_TEXT.chooseOne);
  try {
    const result = await caller.makeUps.request({ sessionId, classId: submission.value.classId });
    const view = await pageView(caller, session, sessionId);
    const rejected = result.makeUp.status === 'rechazada';
    session.flash('toast', { kind: rejected ? 'error' : 'success', message: `${result.statusText}.` });
    return redirectWithSession(view.backHref, session);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'make-up-refused') return again(409, MAKE_UP_TEXT.refused[outcome.reason]);
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, makeUpPath(sessionId));
    logger.error(`[make-ups] request failed: ${errorCode(error) ?? 'unknown'}`);
    return again(502, MAKE_UP_TEXT.failure);
  }
}
