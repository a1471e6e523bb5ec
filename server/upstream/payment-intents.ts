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
import { apiData, postApiData } from './services';

const globalPath = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

const intentStep = (intentId: string, action = '') =>
  `payment-intent/${encodeURIComponent(intentId)}${action}`;

function postGlobal<S extends z.ZodType<{ data: unknown }>>(
  bearer: string,
  step: string,
  body: unknown,
  schema: S,
) {
  return postApiData(globalPath(step), body, schema, { bearer });
}

/** A refusal is a 400 whose body CodeRefusalSchema reads. */
export async function applyPromotionCode(bearer: string, code: string, invoiceId: number) {
  const step = `promotion-codes/${encodeURIComponent(code)}`;
  return postGlobal(bearer, step, { invoice_id: invoiceId }, InvoiceAnswerSchema);
}

/** The same open intent while total and capture method are unchanged; `manual` holds the card. */
export async function createPaymentIntent(bearer: string, invoiceId: number, captureMethod: CaptureMethod) {
  const body: z.infer<typeof PaymentIntentBodySchema> = {
    invoice_id: invoiceId,
    capture_method: captureMethod,
  };
  return postGlobal(bearer, 'payment-intent', body, PaymentIntentSchema);
}

/** An intent already captured is answered as it is. */
export const capturePaymentIntent = async (bearer: string, intentId: string) =>
  postGlobal(bearer, intentStep(intentId, '/capture'), {}, PaymentIntentSchema);

/** Nothing is taken, and the intent can no longer be confirmed. */
export const cancelPaymentIntent = async (bearer: string, intentId: string) =>
  postGlobal(bearer, intentStep(intentId, '/cancel'), {}, PaymentIntentSchema);

export const getPaymentIntent = async (bearer: string, intentId: string) =>
  apiData({ path: globalPath(intentStep(intentId)), bearer, schema: PaymentIntentSchema });

type NotificationBody = z.infer<typeof NotificationBodySchema>;

/** 409 `not_paid` unless the intent succeeded. */
export const notifyPaymentSuccess = async (bearer: string, body: Omit<NotificationBody, 'error_code'>) =>
  postGlobal(bearer, 'payment/notification/success', body, NotificationAnswerSchema);

export const notifyPaymentError = async (bearer: string, body: Required<NotificationBody>) =>
  postGlobal(bearer, 'payment/notification/error', body, NotificationAnswerSchema);
