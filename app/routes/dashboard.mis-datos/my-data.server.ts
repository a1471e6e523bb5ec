import { json, type AppLoadContext } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { redirectWithSession } from '@server/session.server';
import { DATA_REQUEST_DETAIL_MAX, DataRequestFormSchema } from '@server/validation/data-request';
import { logger } from '@server/log/logger';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageData } from '~/lib/parent-route.server';
import { requireParent, throwIfRefused, type ParentSession } from '~/lib/parents-access.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { consentWithdrawalAction } from './consent-withdrawal.server';
import { DATA_REQUESTS_ANCHOR, MY_DATA_PATH, WITHDRAW_CONSENT_INTENT } from './paths';

export { DATA_REQUESTS_ANCHOR, MY_DATA_PATH } from './paths';

export const loadMyData = (request: Request, context?: AppLoadContext) =>
  parentPageData(
    request,
    MY_DATA_PATH,
    async (caller) => {
      const [myData, requests] = await Promise.all([caller.parents.myData(), caller.dataRequests.list()]);
      return json({ view: myData.view, requests });
    },
    context,
  );

const answer = (result: SubmissionResult<string[]>, status: number) => json({ result }, { status });

/** The page's two kinds of form, told apart by their `intent`: an ARCO request, or a consent withdrawn. */
export async function myDataAction(request: Request) {
  const parent = await requireParent(request, MY_DATA_PATH);
  const form = await request.formData();
  if (form.get('intent') === WITHDRAW_CONSENT_INTENT) return consentWithdrawalAction(request, parent, form);
  return dataRequestAction(request, parent, form);
}

/** A refusal keeps what the parent wrote; a success goes back to the list with a word. */
async function dataRequestAction(request: Request, parent: ParentSession, form: FormData) {
  const submission = parseSubmission(form, DataRequestFormSchema, { maxLength: DATA_REQUEST_DETAIL_MAX + 1 });
  if (submission.status !== 'success' || !submission.value.kind) return answer(submission.reply(), 400);
  const { kind, detail } = submission.value;
  const caller = await getCaller(request, parent.session);
  let created;
  try {
    created = await caller.dataRequests.create({ kind, detail });
  } catch (error) {
    await throwIfRefused(error, parent.session, MY_DATA_PATH);
    throwIfStoreOutage(error);
    logger.error(`[data-requests] create failed: ${errorCode(error) ?? 'unknown'}`);
    return answer(submission.reply({ formErrors: [DATA_REQUEST_TEXT.failure] }), 502);
  }
  if (!created.ok)
    return answer(submission.reply({ formErrors: [DATA_REQUEST_TEXT.alreadyOpen[kind]] }), 409);
  parent.session.flash('toast', { kind: 'success', message: DATA_REQUEST_TEXT.sent(created.due) });
  return redirectWithSession(`${MY_DATA_PATH}#${DATA_REQUESTS_ANCHOR}`, parent.session, { status: 303 });
}
