/** The vacation purchase as a browser without JavaScript walks it: /vacaciones → /enrollment → payment step. */
import type { HttpClient } from '../harness/http-client';
import { inputValue, inputValues, loaderString } from './html';
import { describe, isRedirect } from './sign-in';

/**
 * 'Ir a Pagar' on a program of an age range (the first unless `program` says which, from 0) in
 * one of its schedules (the first unless `schedule` says which, from 0).
 */
export async function choosePurchase(
  client: HttpClient,
  ageRange: string,
  choice: { program?: number; schedule?: number } = {},
): Promise<void> {
  const page = await client.get(`/vacaciones?edad=${ageRange}&programa=${choice.program ?? 0}`);
  if (page.status !== 200) throw new Error(`GET /vacaciones failed: ${describe(page)}`);
  const schedules = inputValues(page.body, 'groupId', 'radio');
  const groupId = schedules[choice.schedule ?? 0];
  if (!groupId) throw new Error(`No schedule ${choice.schedule} on /vacaciones?edad=${ageRange}`);
  const answer = await client.postForm('/vacaciones', {
    ageRange,
    programId: inputValue(page.body, 'programId'),
    groupId,
  });
  if (!isRedirect(answer) || !answer.headers.location?.startsWith('/enrollment'))
    throw new Error(`'Ir a Pagar' did not lead to /enrollment: ${describe(answer)}`);
}

/**
 * 'Finalizar Pago' for the first child the form offers (a parent's alias: Sofía for 8 to 11,
 * Diego for 5 to 7); a buyer without the children's choice (a student) posts no child.
 */
export async function startPayment(client: HttpClient) {
  const page = await client.get('/enrollment');
  if (page.status !== 200) throw new Error(`GET /enrollment failed: ${describe(page)}`);
  const child = [...page.body.matchAll(/<input\b[^>]*\bname="childId"[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => !/\sdisabled\b/.test(tag));
  const childId = child ? /\svalue="(\d+)"/.exec(child)?.[1] : undefined;
  return client.postForm('/enrollment', { intent: 'start-payment', ...(childId ? { childId } : {}) });
}

export interface PaymentStepView {
  purchaseNumber: string;
  sessionKey: string;
}

/** The payment step's purchase number (hidden input) and provider session key (loader data). */
export async function readPaymentStep(client: HttpClient): Promise<PaymentStepView> {
  const page = await client.get('/enrollment?paso=pago');
  if (page.status !== 200) throw new Error(`GET /enrollment?paso=pago failed: ${describe(page)}`);
  try {
    return {
      purchaseNumber: inputValue(page.body, 'purchaseNumber'),
      sessionKey: loaderString(page.body, 'sessionKey'),
    };
  } catch (error) {
    throw new Error(`The payment step is not shown on ${client.origin}: ${String(error)}`);
  }
}

export function pay(client: HttpClient, purchaseNumber: string, transactionToken: string) {
  return client.postForm('/enrollment', { intent: 'pay', terms: 'on', purchaseNumber, transactionToken });
}

/**
 * The subscription step's client secret (loader data), which the provider's card form confirms.
 * Issue 20: the page holds it only once the parent accepted the terms and the monthly charge.
 */
export async function readSubscriptionStep(client: HttpClient): Promise<string> {
  const consent = await client.postForm('/enrollment', { intent: 'subscription-terms', terms: 'on' });
  if (consent.status >= 400) throw new Error(`The consent was refused: ${describe(consent)}`);
  const page = await client.get('/enrollment?paso=pago');
  if (page.status !== 200) throw new Error(`GET /enrollment?paso=pago failed: ${describe(page)}`);
  return loaderString(page.body, 'clientSecret');
}
