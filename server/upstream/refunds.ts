/**
 * A pedido's or a vacation purchase's refund (issue 55 point 4): asked of the API, which refunds,
 * issues the nota and un-enrols.
 */
import type { z } from 'zod';
import {
  PurchaseRefundAnswerSchema,
  RefundAnswerSchema,
  RefundRefusalSchema,
  type RefundBody,
  type RefundRefusal,
} from './schemas/refunds';
import { UpstreamError } from './errors';
import { postApiData } from './services';

type RefundCall<Refund> = { ok: true; refund: Refund } | { ok: false; refusal: RefundRefusal };

/** The API's 409 is an answer (cut-off passed, not paid, provider refused); anything else throws. */
async function askRefund<Refund>(post: () => Promise<Refund>): Promise<RefundCall<Refund>> {
  try {
    return { ok: true, refund: await post() };
  } catch (error) {
    const refusal =
      error instanceof UpstreamError && error.status === 409 && RefundRefusalSchema.safeParse(error.body);
    if (refusal && refusal.success) return { ok: false, refusal: refusal.data };
    throw error;
  }
}

export const requestRefund = (bearer: string, invoiceId: number, body: RefundBody) =>
  askRefund(() =>
    postApiData(`/api/invoices/${invoiceId}/refund/`, body, RefundAnswerSchema, { bearer, created: true }),
  );

export type PurchaseRefund = z.infer<typeof PurchaseRefundAnswerSchema>['data'];

export const requestPurchaseRefund = (bearer: string, purchaseId: string, body: RefundBody) =>
  askRefund(() =>
    postApiData(
      `/api/purchases/${encodeURIComponent(purchaseId)}/refund/`,
      body,
      PurchaseRefundAnswerSchema,
      {
        bearer,
        created: true,
      },
    ),
  );
