/**
 * The pages' forms the two-instance money model sends (not a test file), as a browser without
 * JavaScript sends them, and the card providers' side as their forms do. Tolerant: a step the page
 * refuses (a 4xx, a redirect back with a message) answers null where the model needs what a page
 * showed; only answers.ts decides what is a failure.
 */
import type { HttpAnswer, HttpClient } from '../harness/http-client';
import { FORM_TYPE, formBody } from '../harness/http-client';
import { sendRaw } from '../harness/http-request';
import type { RunningUpstream } from '../harness/upstream';
import { inputValue, inputValues, loaderString } from '../support/html';
import { isRedirect } from '../support/sign-in';
import type { CardView, IntentView } from './world';

export const invoicePath = (invoiceId: number) => `/dashboard/compras/${invoiceId}`;

/** Who the boleta names: valid for any total (a path above S/ 700 needs it, issue 55). */
const NAMED_BOLETA = {
  comprobante: 'boleta',
  tipoDocumento: 'DNI',
  numeroDocumento: '45678912',
  nombreComprador: 'Carlos Quispe',
};

export interface Sent {
  answer: HttpAnswer;
  /** The page a redirect within the app led to, as the browser loads it next. */
  page: HttpAnswer | null;
}

/** Posts a form; a redirect within the app is followed, as the browser does. */
export async function submit(
  browser: HttpClient,
  path: string,
  fields: Record<string, string>,
): Promise<Sent> {
  const answer = await browser.postForm(path, fields);
  const location = answer.headers.location ?? '';
  const inApp = isRedirect(answer) && location.startsWith('/') && !location.startsWith('//');
  return { answer, page: inApp ? await browser.get(location) : null };
}

/** 'Continuar al pago' on `/pagar?<query>` for a child: the pedido's id, or null when refused. */
export async function openPedido(browser: HttpClient, query: string, childId: number) {
  const sent = await submit(browser, `/pagar?${query}`, { childId: String(childId) });
  const id = /^\/dashboard\/compras\/(\d+)$/.exec(sent.answer.headers.location ?? '')?.[1];
  return { sent, invoiceId: id ? Number(id) : null };
}

export function chooseMethod(browser: HttpClient, invoiceId: number, method: string): Promise<Sent> {
  return submit(browser, invoicePath(invoiceId), { intent: 'choose-method', method, ...NAMED_BOLETA });
}

/** The soles card step a page shows: its purchase number (hidden input) and session key. */
export function cardViewOf(page: HttpAnswer | null): CardView | null {
  if (!page || page.status !== 200) return null;
  try {
    return {
      purchaseNumber: inputValue(page.body, 'purchaseNumber'),
      sessionKey: loaderString(page.body, 'sessionKey'),
    };
  } catch {
    return null;
  }
}

/**
 * 'Tarjeta en dólares', then 'PAGAR' with the terms and without JavaScript: the browser is sent to
 * the provider's hosted checkout, whose address holds the intent's secret and the way back.
 */
export async function openIntent(
  browser: HttpClient,
  invoiceId: number,
): Promise<{ status: number; view: IntentView | null }> {
  const chosen = await chooseMethod(browser, invoiceId, 'card-dollars');
  if (!chosen.answer.headers.location?.endsWith('?paso=dolares'))
    return { status: chosen.answer.status, view: null };
  const terms = await browser.postForm(invoicePath(invoiceId), { intent: 'intent-terms', terms: 'on' });
  const hosted = terms.headers.location ?? '';
  if (!/^https?:/.test(hosted)) return { status: terms.status, view: null };
  const url = new URL(hosted);
  const clientSecret = url.searchParams.get('client_secret') ?? '';
  const returnUrl = url.searchParams.get('return_url') ?? '';
  if (!clientSecret || !returnUrl) return { status: terms.status, view: null };
  return {
    status: terms.status,
    view: { intentId: clientSecret.split('_secret_')[0], clientSecret, returnUrl },
  };
}

/** 'Generar código de pago' on the cash step of `method`, its terms accepted. */
export async function openCashCode(browser: HttpClient, invoiceId: number, method: string): Promise<Sent> {
  const chosen = await chooseMethod(browser, invoiceId, `local:${method}`);
  if (!chosen.answer.headers.location?.includes('paso=efectivo')) return chosen;
  return submit(browser, invoicePath(invoiceId), { intent: 'confirm-local', method, terms: 'on' });
}

/** The refund page of a pedido or a vacation purchase, then its form ('Otro motivo', confirmed). */
export async function requestRefund(browser: HttpClient, path: string): Promise<Sent> {
  await browser.get(path);
  return submit(browser, path, { reason: 'other', detail: '', confirm: 'on' });
}

const CARD_HOLDER = { name: 'CARLOS QUISPE', expiry: '12/29', cvc: '123' };

function provider(upstream: RunningUpstream, path: string, contentType: string, data: string) {
  return sendRaw({
    url: `${upstream.origin}/__card-provider${path}`,
    method: 'POST',
    // The provider's own page sends its forms.
    headers: { 'content-type': contentType, origin: upstream.origin },
    body: { kind: 'fixed', data },
  });
}

/** The soles provider's embedded form: card in, transaction token out (null when it refuses). */
export async function tokenize(upstream: RunningUpstream, sessionKey: string, number: string) {
  const answer = await provider(
    upstream,
    '/api/tokenize',
    'application/json',
    JSON.stringify({ sessionKey, card: { ...CARD_HOLDER, number } }),
  );
  if (answer.status !== 200) return null;
  const parsed = JSON.parse(answer.body) as { transactionToken?: unknown };
  return typeof parsed.transactionToken === 'string' ? parsed.transactionToken : null;
}

/** The global provider's embedded form confirms the intent; the browser never comes back. */
export function confirmIntent(upstream: RunningUpstream, intent: IntentView, number: string) {
  return provider(
    upstream,
    '/global/api/confirm',
    'application/json',
    JSON.stringify({ clientSecret: intent.clientSecret, card: { ...CARD_HOLDER, number } }),
  );
}

/**
 * The global provider's hosted checkout, paid: it sends the browser back to the app's return
 * address (paid or declined); the path and query of that address, or null when it stays.
 */
export async function payHostedIntent(upstream: RunningUpstream, intent: IntentView, number: string) {
  const fields = { client_secret: intent.clientSecret, return_url: intent.returnUrl, ...CARD_HOLDER, number };
  const answer = await provider(upstream, '/global/checkout', FORM_TYPE, formBody(fields));
  const location = answer.headers.location;
  if (!isRedirect(answer) || !location) return null;
  const back = new URL(location);
  return back.pathname + back.search;
}

/** The address the provider returns to after a success, as a browser that confirmed would load it. */
export function returnAddress(intent: IntentView): string {
  const url = new URL(intent.returnUrl);
  url.searchParams.set('payment_intent', intent.intentId);
  url.searchParams.set('redirect_status', 'succeeded');
  return url.pathname + url.search;
}

/** 'Ir a Pagar' on the first program of an age range, its first schedule, then 'Finalizar Pago'. */
export async function startVacation(browser: HttpClient, ageRange: string, childId: number) {
  const page = await browser.get(`/vacaciones?edad=${ageRange}&programa=0`);
  const [programId] = page.status === 200 ? inputValues(page.body, 'programId') : [];
  const [groupId] = page.status === 200 ? inputValues(page.body, 'groupId', 'radio') : [];
  if (!programId || !groupId) return null;
  const chosen = await browser.postForm('/vacaciones', { ageRange, programId, groupId });
  if (!isRedirect(chosen)) return null;
  await browser.follow(chosen);
  const started = await submit(browser, '/enrollment', { intent: 'start-payment', childId: String(childId) });
  return cardViewOf(started.page);
}
