/**
 * Issue 55 point 5: every payment step says who is charging — the merchant and its country, the
 * card brands accepted and the customer-service contact — as plain HTML, read as a browser without
 * JavaScript gets each step: the vacation card step and the subscription on /enrollment, and an
 * invoice's card step in soles, in dollars and its cash code step.
 */
import { describe, expect, it } from 'vitest';
import { acceptedBrandsText } from '../../kernel/texts/checkout';
import { newBrowser, type HttpClient } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { aliasParentEmail } from './support/accounts';
import { visibleText } from './support/html';
import { invoicePathOf, startInvoice } from './support/invoice';
import { choosePurchase, startPayment } from './support/purchase';
import { describe as describeAnswer, isRedirect, signIn } from './support/sign-in';

const origin = useMockApp();

/** The defaults of server/env.ts, which the test app runs with. */
const FACTS = [
  'Kodea · Perú',
  'Aceptamos Visa, Mastercard, American Express y Diners Club',
  'soporte@kodea.pe',
  '+51 1 640 7070',
  'Av. José Larco 1232, oficina 501, Miraflores, Lima, Perú',
];

/** The step's dialog, as text (non-breaking spaces read as spaces). */
function stepText(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`No ${testId} on the page: ${html.slice(0, 300)}`);
  const end = html.indexOf('</dialog>', start);
  return visibleText(html.slice(start, end)).replace(/\u00a0/g, ' ');
}

async function parent(): Promise<HttpClient> {
  const client = newBrowser(origin());
  await signIn(client, aliasParentEmail());
  return client;
}

/** A path in dollars is above S/ 700 at the day's rate: its boleta names the buyer (issue 75). */
const NAMED_ABROAD = {
  comprobante: 'boleta',
  tipoDocumento: 'PASAPORTE',
  numeroDocumento: 'G12345678',
  nombreComprador: 'Laura Méndez',
};

async function invoiceStep(client: HttpClient, method: string, query?: string): Promise<string> {
  const invoicePath = invoicePathOf(await startInvoice(client, query));
  const receipt = method === 'card-dollars' ? NAMED_ABROAD : {};
  const chosen = await client.postForm(invoicePath, { intent: 'choose-method', method, ...receipt });
  if (!isRedirect(chosen)) throw new Error(`Choosing ${method} failed: ${describeAnswer(chosen)}`);
  const page = await client.get(chosen.headers.location ?? invoicePath);
  expect(page.status).toBe(200);
  return page.body;
}

const expectFacts = (text: string) => {
  for (const fact of FACTS) expect(text).toContain(fact);
};

describe('who is charging, on every payment step', () => {
  it('the brands are the card-brand list', () => {
    expect(acceptedBrandsText()).toBe(FACTS[1]);
  });

  it('the vacation card step', async () => {
    const client = await parent();
    await choosePurchase(client, '8_to_11');
    expect(isRedirect(await startPayment(client))).toBe(true);
    const page = await client.get('/enrollment?paso=pago');
    expectFacts(stepText(page.body, 'payment-step'));
  });

  it('the vacation subscription step', async () => {
    const client = await parent();
    await choosePurchase(client, '5_to_7', { program: 1 });
    expect(isRedirect(await startPayment(client))).toBe(true);
    const page = await client.get('/enrollment?paso=pago');
    expectFacts(stepText(page.body, 'subscription-step'));
  });

  it("an invoice's card step in soles and its cash code step", async () => {
    const client = await parent();
    expectFacts(stepText(await invoiceStep(client, 'card-soles'), 'payment-step'));
    expectFacts(stepText(await invoiceStep(client, 'local:agent'), 'local-step'));
  });

  it("an invoice's card step in dollars", async () => {
    const client = newBrowser(origin());
    await signIn(client, aliasParentEmail().replace('padre+', 'mama.mx+'));
    const html = await invoiceStep(client, 'card-dollars', 'ruta=ruta-inteligencia-artificial-y-apps');
    expectFacts(stepText(html, 'intent-step'));
  });
});
