/**
 * Every way to pay an invoice waits for the terms (spec §4, §5; issue 52): the invoice page's
 * action refuses a payment without the box ticked with the message beside it (400, Conform's
 * reply) and charges nothing: the dollar card (whose secret and hosted checkout the page gets only
 * once the terms are recorded), the soles card (a token posted without the box), a cash code.
 */
import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED } from '../../kernel/texts/payments';
import { invoiceAction } from '../../app/routes/dashboard.compras.$invoiceId/invoice-action.server';
import { loadInvoicePage } from '../../app/routes/dashboard.compras.$invoiceId/invoice-view.server';
import { db } from '../../mocks/db';
import { readOffer, type OfferMethod } from '../../server/sales/ledger';
import { invoiceSale } from '../../server/sales/sale-ref';
import { signedInCookie } from '../support/caller';
import { accountCaller, EMILIANO, MINECRAFT_IN_PATH, SOFIA, WEB_PATH } from './invoices-support';
import { authorizationsOf, CARDS, transactionToken } from './payment-support';

const ORIGIN = 'http://localhost';

const idOf = (path: string) => path.split('/')[3]?.split('?')[0];

function post(path: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return invoiceAction(request, idOf(path));
}

/** The invoice page's data, as its loader answers a GET of `path`. */
async function page(path: string, cookie: string) {
  const response = await loadInvoicePage(
    new Request(`${ORIGIN}${path}`, { headers: { cookie } }),
    idOf(path),
  );
  const data = await response.json();
  if (!data?.invoice) throw new Error('the invoice is not shown');
  return data;
}

/** A family's open invoice and the cookie of a browser signed in as that family. */
async function openInvoice(email: string, ref: typeof WEB_PATH | typeof MINECRAFT_IN_PATH, childId: number) {
  const cookie = await signedInCookie(email);
  const { caller, context } = await accountCaller(email);
  const { invoiceId } = await caller.invoices.create({ ref, childId });
  /** When the terms were accepted, as the ledger keeps it on the offer the step opened. */
  const termsAcceptedAt = async (method: OfferMethod) =>
    (await readOffer(invoiceSale(invoiceId), method, context.auth?.user.id ?? 0))?.termsAcceptedAt;
  return { cookie, invoiceId, path: `/dashboard/compras/${invoiceId}`, termsAcceptedAt };
}

const refusedTerms = { form: 'terms', result: { status: 'error', error: { terms: [TERMS_REQUIRED] } } };

describe('dollar card', () => {
  async function dollarStep() {
    const opened = await openInvoice('mama.mx@example.com', WEB_PATH, EMILIANO);
    // A boleta above S/ 700 names its buyer, abroad too (issue 75): by passport.
    const chosen = await post(opened.path, opened.cookie, {
      intent: 'choose-method',
      method: 'card-dollars',
      tipoDocumento: 'PASAPORTE',
      numeroDocumento: 'G12345678',
      nombreComprador: 'Mariana López Hernández',
    });
    expect(chosen.headers.get('location')).toBe(`${opened.path}?paso=dolares`);
    return opened;
  }
  const intentsOf = (invoiceId: number) =>
    db.paymentIntent.findMany({ where: { invoiceId: { equals: invoiceId } } });

  it('the step shows no secret and no hosted checkout before the terms', async () => {
    const { cookie, path } = await dollarStep();
    const { intent } = await page(`${path}?paso=dolares`, cookie);
    expect(intent).toMatchObject({ amountText: expect.stringMatching(/^\$[\d,]+ USD$/) });
    expect(JSON.stringify(intent)).not.toMatch(/_secret_|client_secret|checkout/);
  });

  it('PAGAR without the box: 400 with the message beside it, nothing recorded or confirmed (JavaScript off and on)', async () => {
    const { cookie, path, invoiceId, termsAcceptedAt } = await dollarStep();
    const attempts: Record<string, string>[] = [{}, { embedded: '1' }, { terms: 'yes' }];
    for (const fields of attempts) {
      const refused = await post(`${path}?paso=dolares`, cookie, { intent: 'intent-terms', ...fields });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ ...refusedTerms, clientSecret: null });
    }
    expect(await termsAcceptedAt('intent')).toBeUndefined();
    expect(intentsOf(invoiceId).map((intent) => intent.status)).toEqual(['requires_payment_method']);
  });

  it('accepted without JavaScript: recorded on the offer, then off to the hosted checkout', async () => {
    const { cookie, path, termsAcceptedAt } = await dollarStep();
    const accepted = await post(`${path}?paso=dolares`, cookie, { intent: 'intent-terms', terms: 'on' });
    expect(accepted.status).toBe(303);
    const location = new URL(accepted.headers.get('location') ?? '', ORIGIN);
    expect(location.searchParams.get('client_secret')).toMatch(/_secret_/);
    expect(location.searchParams.get('return_url')).toBe(`${ORIGIN}${path}/retorno`);
    expect(await termsAcceptedAt('intent')).toMatch(/^\d{4}-/);
  });

  it('accepted with JavaScript: the secret as data for the embedded card form', async () => {
    const { cookie, path } = await dollarStep();
    const accepted = await post(`${path}?paso=dolares`, cookie, {
      intent: 'intent-terms',
      terms: 'on',
      embedded: '1',
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      form: 'terms',
      clientSecret: expect.stringMatching(/_secret_/),
    });
  });
});

describe('soles card', () => {
  async function cardStep() {
    const opened = await openInvoice('padre@example.com', MINECRAFT_IN_PATH, SOFIA);
    await post(opened.path, opened.cookie, { intent: 'choose-method', method: 'card-soles' });
    const { card } = await page(`${opened.path}?paso=tarjeta`, opened.cookie);
    if (!card) throw new Error('the card step is not open');
    return { ...opened, card };
  }

  it('a token posted without the box: 400 with the message, no authorization', async () => {
    const { cookie, path, card } = await cardStep();
    const refused = await post(`${path}?paso=tarjeta`, cookie, {
      intent: 'pay',
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject(refusedTerms);
    expect(authorizationsOf(card.purchaseNumber)).toEqual([]);
  });

  it('without JavaScript the box goes first; the hosted form’s return then pays with its token alone', async () => {
    const { cookie, path, card, termsAcceptedAt } = await cardStep();
    expect((await post(`${path}?paso=tarjeta`, cookie, { intent: 'pay' })).status).toBe(400);
    expect(await termsAcceptedAt('card')).toBeUndefined();
    const accepted = await post(`${path}?paso=tarjeta`, cookie, { intent: 'pay', terms: 'on' });
    expect(accepted.headers.get('location')).toMatch(/sessionKey=/);
    expect(await termsAcceptedAt('card')).toMatch(/^\d{4}-/);
    const paid = await post(path, cookie, {
      intent: 'pay',
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect(paid.headers.get('location')).toBe(path);
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });

  it('a code applied since the step opened voids it: the step is gone, its terms and hosted form too', async () => {
    const { cookie, path, card } = await cardStep();
    const applied = await post(path, cookie, { intent: 'apply-code', code: 'BIENVENIDA10' });
    expect(applied.headers.get('location')).toBe(path);
    expect((await page(`${path}?paso=tarjeta`, cookie)).card).toBeNull();
    const accepted = await post(`${path}?paso=tarjeta`, cookie, { intent: 'pay', terms: 'on' });
    expect(accepted.headers.get('location')).toBe(path);
    expect(authorizationsOf(card.purchaseNumber)).toEqual([]);
  });
});

describe('cash code', () => {
  it('choosing it opens its terms step; without the box no code is made, with it the code is', async () => {
    const { cookie, path, invoiceId } = await openInvoice('padre@example.com', MINECRAFT_IN_PATH, SOFIA);
    const chosen = await post(path, cookie, { intent: 'choose-method', method: 'local:agent' });
    const step = `${path}?paso=efectivo&metodo=agent`;
    expect(chosen.headers.get('location')).toBe(step);
    expect((await page(step, cookie)).local).toMatchObject({ method: 'agent', href: step });
    const codes = () => db.localPayment.findMany({ where: { invoiceId: { equals: invoiceId } } });

    const refused = await post(step, cookie, { intent: 'confirm-local', method: 'agent' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject(refusedTerms);
    expect(codes()).toEqual([]);

    const confirmed = await post(step, cookie, { intent: 'confirm-local', method: 'agent', terms: 'on' });
    expect(confirmed.headers.get('location')).toBe(path);
    expect(codes()).toHaveLength(1);
    expect((await page(path, cookie)).invoice.localPayment).toMatchObject({ status: 'pending' });
  });
});
