/** The vacation purchase as a browser without JavaScript walks it: /vacaciones → /enrollment → payment step. */
import type { HttpClient } from '../harness/http-client';
import { inputValue, loaderString } from './html';
import { describe, isRedirect } from './sign-in';

/** 'Ir a Pagar' on the first program and schedule of an age range. */
export async function choosePurchase(client: HttpClient, ageRange: string): Promise<void> {
  const page = await client.get(`/vacaciones?edad=${ageRange}`);
  if (page.status !== 200) throw new Error(`GET /vacaciones failed: ${describe(page)}`);
  const answer = await client.postForm('/vacaciones', {
    ageRange,
    programId: inputValue(page.body, 'programId'),
    groupId: inputValue(page.body, 'groupId', 'radio'),
  });
  if (!isRedirect(answer) || !answer.headers.location?.startsWith('/enrollment'))
    throw new Error(`'Ir a Pagar' did not lead to /enrollment: ${describe(answer)}`);
}

/**
 * 'Finalizar Pago' for the first child the form offers (a parent's alias: Sofía, 8 to 11); a
 * buyer without the children's choice (a student) posts no child.
 */
export async function startPayment(client: HttpClient) {
  const page = await client.get('/enrollment');
  if (page.status !== 200) throw new Error(`GET /enrollment failed: ${describe(page)}`);
  const child = /<input\b[^>]*\bname="childId"[^>]*>/.exec(page.body)?.[0];
  const childId = child && !/\sdisabled\b/.test(child) ? /\svalue="(\d+)"/.exec(child)?.[1] : undefined;
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
