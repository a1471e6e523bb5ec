/**
 * The global card provider's payment intents, promotion codes and notifications, through our API
 * (spec §7, decision 030): `/api/{GLOBAL_CARD_PROVIDER}/…`.
 */
import type { z } from 'zod';
import { getEnv } from '../env';
import { callService } from './client';
import {
  InvoiceAnswerSchema,
  NotificationAnswerSchema,
  PaymentIntentSchema,
  type NotificationBodySchema,
} from './schemas/invoices';
import { apiService } from './services';

const globalPath = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

/** A dollar invoice's promotion code; a refusal is a 400 whose body CodeRefusalSchema reads. */
export async function applyPromotionCode(bearer: string, code: string, invoiceId: number) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: globalPath(`promotion-codes/${encodeURIComponent(code)}`),
    bearer,
    body: { invoice_id: invoiceId },
    schema: InvoiceAnswerSchema,
  });
  return data.data;
}

/** One open intent per invoice, for its total: the same one while the total is unchanged. */
export async function createPaymentIntent(bearer: string, invoiceId: number) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: globalPath('payment-intent'),
    bearer,
    body: { invoice_id: invoiceId },
    schema: PaymentIntentSchema,
  });
  return data.data;
}

export async function getPaymentIntent(bearer: string, intentId: string) {
  const { data } = await callService(apiService(), {
    path: globalPath(`payment-intent/${encodeURIComponent(intentId)}`),
    bearer,
    schema: PaymentIntentSchema,
  });
  return data.data;
}

type NotificationBody = z.infer<typeof NotificationBodySchema>;

/** 409 `not_paid` unless the intent succeeded. */
export async function notifyPaymentSuccess(bearer: string, body: Omit<NotificationBody, 'error_code'>) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: globalPath('payment/notification/success'),
    bearer,
    body,
    schema: NotificationAnswerSchema,
  });
  return data.data;
}

export async function notifyPaymentError(bearer: string, body: Required<NotificationBody>) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: globalPath('payment/notification/error'),
    bearer,
    body,
    schema: NotificationAnswerSchema,
  });
  return data.data;
}
