/** The online checkout as a browser without JavaScript walks it: /pagar → invoice page → card step. */
import type { HttpClient } from '../harness/http-client';
import { inputValue, loaderString } from './html';
import { describe, isRedirect } from './sign-in';
import type { PaymentStepView } from './purchase';

/** Sofía's next course of "Ruta Creadores de Videojuegos" (an alias parent's copy of Sofía). */
export const NEXT_COURSE_QUERY =
  'ruta=ruta-creadores-de-videojuegos&curso=curso-de-minecraft-education-code-builder';

/** 'Continuar al pago' for the first child the form offers; answers the redirect. */
export async function startInvoice(client: HttpClient, query = NEXT_COURSE_QUERY) {
  const page = await client.get(`/pagar?${query}`);
  if (page.status !== 200) throw new Error(`GET /pagar failed: ${describe(page)}`);
  const child = [...page.body.matchAll(/<input\b[^>]*\bname="childId"[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => !/\sdisabled\b/.test(tag));
  const childId = child ? /\svalue="(\d+)"/.exec(child)?.[1] : undefined;
  if (!childId) throw new Error(`No child to choose on /pagar?${query}`);
  return client.postForm(`/pagar?${query}`, { childId });
}

/** The invoice page a start redirected to. */
export function invoicePathOf(answer: { headers: { location?: string } }): string {
  const location = answer.headers.location ?? '';
  if (!/^\/dashboard\/compras\/\d+$/.test(location)) throw new Error(`Not an invoice page: ${location}`);
  return location;
}

/** 'Tarjeta de crédito o débito' on a soles invoice, then its card step (purchase number, session key). */
export async function openCardStep(client: HttpClient, invoicePath: string): Promise<PaymentStepView> {
  const chosen = await client.postForm(invoicePath, { intent: 'choose-method', method: 'card-soles' });
  if (!isRedirect(chosen)) throw new Error(`Choosing the card failed: ${describe(chosen)}`);
  const page = await client.get(chosen.headers.location ?? invoicePath);
  if (page.status !== 200) throw new Error(`The card step failed: ${describe(page)}`);
  return {
    purchaseNumber: inputValue(page.body, 'purchaseNumber'),
    sessionKey: loaderString(page.body, 'sessionKey'),
  };
}

export function payInvoice(client: HttpClient, invoicePath: string, purchaseNumber: string, token: string) {
  return client.postForm(invoicePath, {
    intent: 'pay',
    terms: 'on',
    purchaseNumber,
    transactionToken: token,
  });
}
