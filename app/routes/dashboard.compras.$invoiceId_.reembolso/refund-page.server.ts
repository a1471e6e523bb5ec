/** The refund page: the pedido and the API's policy, then the request; a refusal keeps the form. */
import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { REFUND_TEXT } from '@kernel/texts/refunds';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { REFUND_DETAIL_MAX, RefundFormSchema } from '@server/validation/refund';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const PURCHASES_PATH = '/dashboard/compras';
/** The page's own address (Mis compras links to it through server/refunds/refund-row.ts). */
const refundHref = (invoiceId: number) => `${PURCHASES_PATH}/${invoiceId}/reembolso`;

function invoiceIdOf(params: { invoiceId?: string }): number {
  const invoiceId = idFrom(params.invoiceId);
  if (invoiceId === null) throw notFound();
  return invoiceId;
}

export async function loadRefundPage(request: Request, params: { invoiceId?: string }) {
  const invoiceId = invoiceIdOf(params);
  return parentPageData(request, refundHref(invoiceId), async (caller) =>
    json(
      { view: await caller.refunds.byId({ invoiceId }) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    ),
  );
}

export async function refundAction(request: Request, params: { invoiceId?: string }) {
  const invoiceId = invoiceIdOf(params);
  const path = refundHref(invoiceId);
  const { session } = await requireParent(request, path);
  const submission = parseSubmission(await request.formData(), RefundFormSchema, {
    maxLength: REFUND_DETAIL_MAX + 1,
  });
  const answer = (result: SubmissionResult<string[]>, status: number) => json({ result }, { status });
  if (submission.status !== 'success' || !submission.value.reason) return answer(submission.reply(), 400);
  const caller = await getCaller(request, session);
  let asked;
  try {
    asked = await caller.refunds.request({
      invoiceId,
      reason: submission.value.reason,
      detail: submission.value.detail,
    });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, path);
    if (expectedOutcome(error)?.kind === 'not-found') throw notFound();
    logger.error(`[refunds] request failed: ${errorCode(error) ?? 'unknown'}`);
    return answer(submission.reply({ formErrors: [REFUND_TEXT.failure] }), 502);
  }
  if (!asked.ok) return answer(submission.reply({ formErrors: [asked.message] }), 409);
  session.flash('toast', { kind: 'success', message: REFUND_TEXT.refunded(asked.view.number) });
  return redirectWithSession(PURCHASES_PATH, session, { status: 303 });
}
