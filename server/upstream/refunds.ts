/** A sale's refund (issue 55 point 4): the API also issues the nota and un-enrols; rules.ts reads its 409. */
import { RefundAnswerSchema, PurchaseRefundAnswerSchema, type RefundBody } from './schemas/refunds';
import { postApiData } from './services';

export const requestRefund = (bearer: string, invoiceId: number, body: RefundBody) =>
  postApiData(`/api/invoices/${invoiceId}/refund/`, body, RefundAnswerSchema, { bearer, created: true });

export const requestPurchaseRefund = (bearer: string, purchaseId: string, body: RefundBody) =>
  postApiData(`/api/purchases/${encodeURIComponent(purchaseId)}/refund/`, body, PurchaseRefundAnswerSchema, {
    bearer,
    created: true,
  });
