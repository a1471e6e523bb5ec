/** The global card provider's payment intents, promotion codes and notifications (decision 030). */
import type { z } from 'zod';
import { getEnv } from '../env';
import {
  InvoiceAnswerSchema,
  NotificationAnswerSchema,
  PaymentIntentSchema,
  type CaptureMethod,
  type NotificationBodySchema,
  type PaymentIntentBodySchema,
} from './schemas/invoices';
import { apiData } from './services';

const globalPath = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

/** A refusal is a 400 whose body CodeRefusalSchema reads. */
export async function applyPromotionCode(bearer: string, code: string, invoiceId: number) {
  return apiData({
    method: 'POST',
    path: globalPath(`promotion-codes/${encodeURIComponent(code)}`),
    bearer,
    body: { invoice_id: invoiceId },
    schema: InvoiceAnswerSchema,
  });
}

/** The same open intent while total and capture method are unchanged; `manual` holds the card. */
export async function createPaymentIntent(bearer: string, invoiceId: number, captureMethod: CaptureMethod) {
  const body: z.infer<typeof PaymentIntentBodySchema> = {
    invoice_id: invoiceId,
    capture_method: captureMethod,
  };
  return apiData({
    method: 'POST',
    path: globalPath('payment-intent'),
    bearer,
    body,
    schema: PaymentIntentSchema,
  });
}

/** An intent already captured is answered as it is. */
export async function capturePaymentIntent(bearer: string, intentId: string) {
  return apiData({
    method: 'POST',
    path: globalPath(`payment-intent/${encodeURIComponent(intentId)}/capture`),
    bearer,
    body: {},
    schema: PaymentIntentSchema,
  });
}

/** Nothing is taken, and the intent can no longer be confirmed. */
export async function cancelPaymentIntent(bearer: string, intentId: string) {
  return apiData({
    method: 'POST',
    path: globalPath(`payment-intent/${encodeURIComponent(intentId)}/cancel`),
    bearer,
    body: {},
    schema: PaymentIntentSchema,
  });
}

export async function getPaymentIntent(bearer: string, intentId: string) {
  return apiData({
    path: globalPath(`payment-intent/${encodeURIComponent(intentId)}`),
    bearer,
    schema: PaymentIntentSchema,
  });
}

type NotificationBody = z.infer<typeof NotificationBodySchema>;

/** 409 `not_paid` unless the intent succeeded. */
export async function notifyPaymentSuccess(bearer: string, body: Omit<NotificationBody, 'error_code'>) {
  return apiData({
    method: 'POST',
    path: globalPath('payment/notification/success'),
    bearer,
    body,
    schema: NotificationAnswerSchema,
  });
}

export async function notifyPaymentError(bearer: string, body: Required<NotificationBody>) {
  return apiData({
    method: 'POST',
    path: globalPath('payment/notification/error'),
    bearer,
    body,
    schema: NotificationAnswerSchema,
  });
}
