/**
 * The refund page, a pedido's or a vacation purchase's (decision 089): the sale and the API's
 * policy, then the request; a refusal keeps the form. One loader and one action for both routes.
 */
import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { REFUND_SALE_TEXT, REFUND_TEXT } from '@kernel/texts/refunds';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { PurchaseIdSchema } from '@server/validation/checkout';
import { REFUND_DETAIL_MAX, refundFormSchema } from '@server/validation/refund';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const PURCHASES_PATH = '/dashboard/compras';

export type RefundTarget = { kind: 'invoice'; invoiceId: number } | { kind: 'vacation'; purchaseId: string };

/** The page's own address (Mis compras links to it through server/refunds/refund-row.ts). */
const refundPath = (target: RefundTarget) =>
  target.kind === 'invoice'
    ? `${PURCHASES_PATH}/${target.invoiceId}/reembolso`
    : `${PURCHASES_PATH}/vacaciones/${encodeURIComponent(target.purchaseId)}/reembolso`;

export function invoiceTarget(params: { invoiceId?: string }): RefundTarget {
  const invoiceId = idFrom(params.invoiceId);
  if (invoiceId === null) throw notFound();
  return { kind: 'invoice', invoiceId };
}

export function purchaseTarget(params: { purchaseId?: string }): RefundTarget {
  const purchaseId = PurchaseIdSchema.safeParse(params.purchaseId);
  if (!purchaseId.success) throw notFound();
  return { kind: 'vacation', purchaseId: purchaseId.data };
}

export async function loadRefundPage(request: Request, target: RefundTarget) {
  return parentPageData(request, refundPath(target), async (caller) =>
    json(
      {
        view:
          target.kind === 'invoice'
            ? await caller.refunds.byId({ invoiceId: target.invoiceId })
            : await caller.refunds.purchaseById({ purchaseId: target.purchaseId }),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    ),
  );
}

export async function refundAction(request: Request, target: RefundTarget) {
  const path = refundPath(target);
  const { session } = await requireParent(request, path);
  const submission = parseSubmission(await request.formData(), refundFormSchema(target.kind), {
    maxLength: REFUND_DETAIL_MAX + 1,
  });
  const answer = (result: SubmissionResult<string[]>, status: number) => json({ result }, { status });
  if (submission.status !== 'success' || !submission.value.reason) return answer(submission.reply(), 400);
  const caller = await getCaller(request, session);
  const asked = { reason: submission.value.reason, detail: submission.value.detail };
  let outcome;
  try {
    outcome =
      target.kind === 'invoice'
        ? await caller.refunds.request({ invoiceId: target.invoiceId, ...asked })
        : await caller.refunds.requestPurchase({ purchaseId: target.purchaseId, ...asked });
  } catch (error) {
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, path);
    if (expectedOutcome(error)?.kind === 'not-found') throw notFound();
    logger.error(`[refunds] request failed: ${errorCode(error) ?? 'unknown'}`);
    return answer(submission.reply({ formErrors: [REFUND_TEXT.failure] }), 502);
  }
  if (!outcome.ok) return answer(submission.reply({ formErrors: [outcome.message] }), 409);
  const message = REFUND_SALE_TEXT[target.kind].refunded(outcome.view.number);
  session.flash('toast', { kind: 'success', message });
  return redirectWithSession(PURCHASES_PATH, session, { status: 303 });
}
