/** Invoices, the order of the online checkout (spec §7, decision 030). */
import type { z } from 'zod';
import {
  CardValidationAnswerSchema,
  EmailAnswerSchema,
  InvoiceAnswerSchema,
  InvoiceListSchema,
  type CouponBodySchema,
  type CreateInvoiceBody,
  type InvoiceDoneBodySchema,
  type InvoiceEnrolmentsBody,
  type ReceiptBuyerBodySchema,
} from './schemas/invoices';
import { apiData, postApiData } from './services';

const invoicePath = (id: number, step = '') => `/api/invoices/${id}/${step}`;

export const createInvoice = async (bearer: string, body: CreateInvoiceBody) =>
  postApiData('/api/invoices/', body, InvoiceAnswerSchema, { bearer });

/** Another family's invoice is a 404, as any missing one. */
export const getInvoice = async (bearer: string, id: number) =>
  apiData({ path: invoicePath(id), bearer, schema: InvoiceAnswerSchema });

export const listInvoices = async (bearer: string) =>
  apiData({ path: '/api/invoices/', bearer, schema: InvoiceListSchema });

type InvoiceStep = { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; step: string; body?: unknown };

function changeInvoice(bearer: string, id: number, { method, step, body }: InvoiceStep) {
  return apiData({ method, path: invoicePath(id, step), bearer, body, schema: InvoiceAnswerSchema });
}

const emailInvoice = (bearer: string, id: number, step: string) =>
  postApiData(invoicePath(id, step), {}, EmailAnswerSchema, { bearer });

export const setEnrolments = async (bearer: string, id: number, body: InvoiceEnrolmentsBody) =>
  changeInvoice(bearer, id, { method: 'PATCH', step: 'enrolments', body });

/** A refusal is a 400 whose body CodeRefusalSchema reads. */
export const addCoupon = async (bearer: string, id: number, body: z.input<typeof CouponBodySchema>) =>
  changeInvoice(bearer, id, { method: 'POST', step: 'couponadd', body });

/** Hidden endpoint: takes a coupon or promotion code off an open invoice; 409 when not open. */
export const removeDiscountCode = async (bearer: string, id: number) =>
  changeInvoice(bearer, id, { method: 'DELETE', step: 'discount-code/' });

/** Refused with 409 `not_paid` until the provider confirmed the payment; idempotent. */
export const markInvoiceDone = async (
  bearer: string,
  id: number,
  body: z.infer<typeof InvoiceDoneBodySchema>,
) => changeInvoice(bearer, id, { method: 'PATCH', step: 'done', body });

/** One per invoice: the upstream answers a repeat with the first. */
export const sendPaidEmail = async (bearer: string, id: number) => emailInvoice(bearer, id, 'paid-email');

/** 'Enviar a mi correo': the invoice again, each time asked. */
export const sendInvoiceEmail = async (bearer: string, id: number) => emailInvoice(bearer, id, 'email');

/** Issue 55: a buyer unfit for the pedido is a 400 by field (`receipt_buyer.…`); 409 when not open. */
export const setReceiptBuyer = async (
  bearer: string,
  id: number,
  body: z.infer<typeof ReceiptBuyerBodySchema>,
) => changeInvoice(bearer, id, { method: 'PUT', step: 'receipt-buyer/', body });

/** Card-brand promotions: the API reads the tokenised card's brand and BIN from the provider. */
export const tokenisedCard = async (bearer: string, invoiceId: number, transactionToken: string) =>
  postApiData(
    '/api/cards/mc-validation/',
    { invoice_id: invoiceId, transaction_token: transactionToken },
    CardValidationAnswerSchema,
    { bearer },
  );
