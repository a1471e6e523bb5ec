/**
 * A pedido's or a vacation purchase's refund (issue 55 point 4): the API also issues the nota and
 * un-enrols; its 409 refusals are UpstreamErrors whose body RefundRefusalSchema reads.
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
