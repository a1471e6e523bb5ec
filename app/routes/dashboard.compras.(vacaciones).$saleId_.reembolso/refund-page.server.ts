/** The refund page's loader and action, either kind of sale (decision 089). */
import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { REFUND_SALE_TEXT, REFUND_TEXT } from '@kernel/texts/refunds';
import { logger } from '@server/log/logger';
import { PURCHASES_PATH, salePath } from '@server/sales/sale-path';
import type { SaleRef } from '@server/sales/sale-ref';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { REFUND_DETAIL_MAX, refundFormSchema } from '@server/validation/refund';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageData } from '~/lib/parent-route.server';
import { requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export async function loadRefundPage(request: Request, sale: SaleRef) {
  return parentPageData(request, salePath(sale, 'reembolso'), async (caller) =>
    json(
      { view: await caller.refunds.byId({ sale }) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    ),
  );
}

export async function refundAction(request: Request, sale: SaleRef) {
  const path = salePath(sale, 'reembolso');
  const { session } = await requireParent(request, path);
  const submission = parseSubmission(await request.formData(), refundFormSchema(sale.kind), {
    maxLength: REFUND_DETAIL_MAX + 1,
  });
  const answer = (result: SubmissionResult<string[]>, status: number) => json({ result }, { status });
  if (submission.status !== 'success' || !submission.value.reason) return answer(submission.reply(), 400);
  const caller = await getCaller(request, session);
  let view;
  try {
    view = await caller.refunds.request({
      sale,
      reason: submission.value.reason,
      detail: submission.value.detail,
    });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, path);
    // Cut-off passed, not paid, refused by the provider: the API's words, the form kept.
    if (expectedOutcome(error)?.kind === 'refund-refused' && error instanceof Error)
      return answer(submission.reply({ formErrors: [error.message] }), 409);
    logger.error(`[refunds] request failed: ${errorCode(error) ?? 'unknown'}`);
    return answer(submission.reply({ formErrors: [REFUND_TEXT.failure] }), 502);
  }
  session.flash('toast', { kind: 'success', message: REFUND_SALE_TEXT[sale.kind].refunded(view.number) });
  return redirectWithSession(PURCHASES_PATH, session, { status: 303 });
}
