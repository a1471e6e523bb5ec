/** Changing a child's group: a refusal re-renders the page with its message, never a 500. */
import { json, type AppLoadContext } from '@remix-run/node';
import { SCHEDULE_REFUSED, SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { logger } from '@server/log/logger';
import type { SchedulePageView } from '@server/schedule/page-view';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { ScheduleChangeFormSchema } from '@server/validation/schedule-change';
import { parseSubmission } from '~/lib/forms/submission.server';
import { askAsParent, parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller, type Caller } from '~/lib/trpc.server';

export const schedulePath = (enrolmentId: number) => `/dashboard/horario/${enrolmentId}`;

const LIMITS = { maxLength: 20 };

export interface SchedulePageData {
  view: SchedulePageView;
  message: string | null;
  chosen: number | null;
}

const pageView = (caller: Caller, session: KodeaSession, enrolmentId: number): Promise<SchedulePageView> =>
  askAsParent(session, schedulePath(enrolmentId), () => caller.schedule.page({ enrolmentId }));

function enrolmentIdOf(params: { enrolmentId?: string }): number {
  const enrolmentId = idFrom(params.enrolmentId);
  if (enrolmentId === null) throw notFound();
  return enrolmentId;
}

export async function loadSchedulePage(
  request: Request,
  params: { enrolmentId?: string },
  context?: AppLoadContext,
) {
  const enrolmentId = enrolmentIdOf(params);
  return parentPageData(
    request,
    schedulePath(enrolmentId),
    async (caller) => {
      const data: SchedulePageData = {
        view: await caller.schedule.page({ enrolmentId }),
        message: null,
        chosen: null,
      };
      return json(data, { headers: { 'Cache-Control': 'private, no-store' } });
    },
    context,
  );
}

export async function scheduleAction(request: Request, params: { enrolmentId?: string }) {
  const enrolmentId = enrolmentIdOf(params);
  const { session } = await requireParent(request, schedulePath(enrolmentId));
  const submission = parseSubmission(await request.formData(), ScheduleChangeFormSchema, LIMITS);
  const caller = await getCaller(request, session);
  const { groupId } = submission.payload;
  const chosen = idFrom(typeof groupId === 'string' ? groupId : undefined);
  // The page again, as it is now upstream (another tab may have changed it), with the message.
  const again = async (status: number, message: string) =>
    json<SchedulePageData>(
      { view: await pageView(caller, session, enrolmentId), message, chosen },
      { status },
    );

  if (submission.status !== 'success')
    return again(
      400,
      submission.error?.groupId ? SCHEDULE_TEXT.chooseOne : SCHEDULE_REFUSED['concurrent-change'],
    );
  try {
    await caller.schedule.change({ enrolmentId, ...submission.value });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, schedulePath(enrolmentId));
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'schedule-refused') return again(409, SCHEDULE_REFUSED[outcome.reason]);
    logger.error(`[schedule] change failed: ${errorCode(error) ?? 'unknown'}`);
    return again(502, SCHEDULE_TEXT.failure);
  }
  const view = await pageView(caller, session, enrolmentId);
  session.flash('toast', { kind: 'success', message: SCHEDULE_TEXT.changed(view.courseName) });
  return redirectWithSession(view.backHref, session);
}
