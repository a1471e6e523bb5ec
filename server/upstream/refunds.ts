/**
 * A pedido's or a vacation purchase's refund (issue 55 point 4): asked of the API, which refunds
 * what it received, issues the nota and un-enrols. Its 409 refusals (cut-off passed, not paid,
 * provider refused) come back as UpstreamErrors whose body RefundRefusalSchema reads.
 */
import { RefundAnswerSchema, PurchaseRefundAnswerSchema, type RefundBody } from './schemas/refunds';
import { postApiData } from './services';

export const requestRefund = (bearer: string, invoiceId: number, body: RefundBody) =>
  postApiData(`/api/invoices/${invoiceId}/refund/`, body, RefundAnswerSchema, { bearer, created: true });

export const requestPurchaseRefund = (bearer: string, purchaseId: string, body: RefundBody) =>
  postApiData(`/api/purchases/${encodeURIComponent(purchaseId)}/refund/`, body, PurchaseRefundAnswerSchema, {
    bearer,
    created: true,
  });
