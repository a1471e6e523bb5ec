/**
 * The global card provider (decision 030): the dollar card's intents, promotion codes and
 * notifications; the vacation subscription's customers and subscriptions (decisions 009, 022).
 */
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
import {
  CustomerSchema,
  SubscriptionCancelSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from './schemas/subscriptions';
import { apiData, postApiData } from './services';

const globalPath = (step: string) => `/api/${getEnv().GLOBAL_CARD_PROVIDER}/${step}/`;

const intentStep = (intentId: string, action = '') =>
  `payment-intent/${encodeURIComponent(intentId)}${action}`;

/** A refusal is a 400 whose body CodeRefusalSchema reads. */
export async function applyPromotionCode(bearer: string, code: string, invoiceId: number) {
  const step = `promotion-codes/${encodeURIComponent(code)}`;
  return postApiData(globalPath(step), { invoice_id: invoiceId }, InvoiceAnswerSchema, { bearer });
}

/** The same open intent while total and capture method are unchanged; `manual` holds the card. */
export async function createPaymentIntent(bearer: string, invoiceId: number, captureMethod: CaptureMethod) {
  const body = { invoice_id: invoiceId, capture_method: captureMethod } satisfies PaymentIntentBody;
  return postApiData(globalPath('payment-intent'), body, PaymentIntentSchema, { bearer });
}

/** An intent already captured is answered as it is. */
export const capturePaymentIntent = async (bearer: string, intentId: string) =>
  postApiData(globalPath(intentStep(intentId, '/capture')), {}, PaymentIntentSchema, { bearer });

/** Nothing is taken, and the intent can no longer be confirmed. */
export const cancelPaymentIntent = async (bearer: string, intentId: string) =>
  postApiData(globalPath(intentStep(intentId, '/cancel')), {}, PaymentIntentSchema, { bearer });

export const getPaymentIntent = async (bearer: string, intentId: string) =>
  apiData({ path: globalPath(intentStep(intentId)), bearer, schema: PaymentIntentSchema });

type PaymentIntentBody = z.infer<typeof PaymentIntentBodySchema>;
type NotificationBody = z.infer<typeof NotificationBodySchema>;

/** 409 `not_paid` unless the intent succeeded. */
export const notifyPaymentSuccess = async (bearer: string, body: Omit<NotificationBody, 'error_code'>) =>
  postApiData(globalPath('payment/notification/success'), body, NotificationAnswerSchema, { bearer });

export const notifyPaymentError = async (bearer: string, body: Required<NotificationBody>) =>
  postApiData(globalPath('payment/notification/error'), body, NotificationAnswerSchema, { bearer });

export const createCustomer = async (bearer: string, body: { email: string; name: string }) =>
  (await postApiData(globalPath('customers'), body, CustomerSchema, { bearer })).customer_id;

/** `program_id` and `student_id` say what the subscription pays for. */
export async function createSubscription(
  bearer: string,
  body: {
    customer_id: string;
    amount: number;
    currency: string;
    description: string;
    program_id: string;
    student_id?: number;
  },
) {
  const data = await postApiData(globalPath('subscriptions'), body, SubscriptionSchema, { bearer });
  return { subscriptionId: data.subscription_id, clientSecret: data.client_secret };
}

export const listSubscriptions = async (bearer: string) =>
  apiData({ path: globalPath('subscriptions'), bearer, schema: SubscriptionListSchema });

/** Only an unpaid subscription is withdrawn, so its client secret can no longer be confirmed. */
export async function cancelUnpaidSubscription(bearer: string, subscriptionId: string) {
  const step = `subscriptions/${encodeURIComponent(subscriptionId)}/cancel`;
  return (await postApiData(globalPath(step), {}, SubscriptionCancelSchema, { bearer })).status;
}
