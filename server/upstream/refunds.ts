/** A pedido's refund (issue 55 point 4): asked of the API, which refunds, issues the nota and un-enrols. */
import {
  RefundAnswerSchema,
  RefundRefusalSchema,
  type RefundBody,
  type RefundRefusal,
} from './schemas/refunds';
import { UpstreamError } from './errors';
import { postApiData } from './services';

export type RefundCall =
  | { ok: true; refund: Awaited<ReturnType<typeof postRefund>> }
  | { ok: false; refusal: RefundRefusal };

const postRefund = (bearer: string, invoiceId: number, body: RefundBody) =>
  postApiData(`/api/invoices/${invoiceId}/refund/`, body, RefundAnswerSchema, { bearer, created: true });

/** The API's 409 is an answer (cut-off passed, not paid, provider refused); anything else throws. */
export async function requestRefund(
  bearer: string,
  invoiceId: number,
  body: RefundBody,
): Promise<RefundCall> {
  try {
    return { ok: true, refund: await postRefund(bearer, invoiceId, body) };
  } catch (error) {
    const refusal =
      error instanceof UpstreamError && error.status === 409 && RefundRefusalSchema.safeParse(error.body);
    if (refusal && refusal.success) return { ok: false, refusal: refusal.data };
    throw error;
  }
}
