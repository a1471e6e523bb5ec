/**
 * Soles invoices through the card provider: the invoice number as purchase number and its total as
 * amount; approval, denial (action code 180), a replayed authorize never charging twice, the
 * follow-up (done, receipt e-mail) pending then retried, and a 403 → forbidden with the log line.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, MOCK_CARD_PROVIDER } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import { authorizationsOf, CARDS, transactionToken } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, refusal, resultOf, SOFIA } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

async function cardStep(code?: string) {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  if (code) await caller.invoices.applyCode({ invoiceId, code });
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  const pay = async (number: string = CARDS.visa) =>
    resultOf(
      await caller.cardProvider.authorize({
        sale: invoiceSale(invoiceId),
        purchaseNumber: card.purchaseNumber,
        transactionToken: transactionToken(card.sessionKey, number),
      }),
    );
  return { caller, invoiceId, card, pay };
}

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });
const receiptsOf = (id: number) =>
  db.outboxEmail.findMany({ where: { invoiceId: { equals: id }, kind: { equals: 'receipt' } } });

describe('soles card', () => {
  it('the card step carries the invoice number and its total (after a coupon)', async () => {
    const { card, invoiceId, caller } = await cardStep('BIENVENIDA10');
    const view = await caller.invoices.byId({ invoiceId });
    expect(card).toMatchObject({
      purchaseNumber: view.number,
      amount: 441,
      amountText: 'S/ 441',
      currency: 'PEN',
      childName: 'Sofía',
      payer: { email: 'padre@example.com' },
    });
  });

  it('approved: spec §8 result, invoice paid and done, one receipt e-mail', async () => {
    const { pay, invoiceId, card, caller } = await cardStep();
    const result = await pay();
    expect(result).toMatchObject({
      status: 'approved',
      title: '¡Pago aprobado y completado con éxito!',
      orderNumber: card.purchaseNumber,
      amount: 'S/ 490',
      currency: 'PEN',
      card: '491914******9067',
      brand: 'VISA',
      followUpPending: false,
    });
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
    expect(invoiceRow(invoiceId)?.doneAt).not.toBeNull();
    expect(receiptsOf(invoiceId)).toHaveLength(1);
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({
      statusLabel: 'pagado',
      payable: false,
      receiptHref: `/dashboard/compras/${invoiceId}/recibo.pdf`,
      methods: [],
    });
    expect(view.result).toEqual(result);
  });

  it("another family replaying a paid invoice's authorize gets not found, never its result", async () => {
    const { pay, invoiceId, card } = await cardStep();
    await pay();
    const { caller: stranger } = await accountCaller('mama.mx@example.com');
    const replay = stranger.cardProvider.authorize({
      sale: invoiceSale(invoiceId),
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect((await refusal(replay)).kind).toBe('not-found');
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });

  it('a replayed authorize (double submit, refresh, two tabs) → the same result, one authorization', async () => {
    const { pay, card } = await cardStep();
    const results = await Promise.all([pay(), pay(), pay()]);
    const again = await pay();
    for (const result of [...results, again]) expect(result).toEqual(results[0]);
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });

  it('a paid invoice cannot be started or paid again, and the child has the item now', async () => {
    const { pay, invoiceId, caller } = await cardStep();
    await pay();
    expect(await refusal(caller.cardProvider.offer({ sale: invoiceSale(invoiceId) }))).toMatchObject({
      kind: 'sale-closed',
      status: 'paid',
    });
    expect(await refusal(caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA }))).toMatchObject({
      kind: 'already-paid',
    });
  });

  it('action code 180 → denied with the spec text; the next start opens a new invoice', async () => {
    const { pay, invoiceId, caller } = await cardStep();
    const result = await pay(CARDS.deny180);
    expect(result).toMatchObject({
      status: 'denied',
      title: '¡Operación denegada! :(',
      message: 'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.',
    });
    expect(await pay(CARDS.visa)).toEqual(result);
    const next = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    expect(next.invoiceId).not.toBe(invoiceId);
  });

  it('another denial code → the generic text', async () => {
    const { pay } = await cardStep();
    expect(await pay(CARDS.deny116)).toMatchObject({
      status: 'denied',
      message: 'Por favor, comunícate con tu banco para mayor información.',
    });
  });

  it('a code applied after the card step opened: the authorization is refused, nothing charged', async () => {
    const { pay, invoiceId, caller, card } = await cardStep();
    await caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' });
    expect(await refusal(pay())).toMatchObject({ kind: 'offer-stale' });
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
  });
});

describe('follow-up after approval', () => {
  it('done fails → approved with followUpPending; retryFollowUp finishes it, never charging again', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { pay, invoiceId, caller, card } = await cardStep();
    mockServer.use(
      http.patch(`${MOCK_API_URL}/api/invoices/${invoiceId}/done`, () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    );
    const result = await pay();
    expect(result).toMatchObject({ status: 'approved', followUpPending: true });
    expect(invoiceRow(invoiceId)?.doneAt).toBeNull();
    expect(receiptsOf(invoiceId)).toHaveLength(0);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'follow_up_pending', step: 'done' }),
      'payment follow-up: follow_up_pending',
    );
    mockServer.resetHandlers();
    const retried = await caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) });
    expect(retried && resultOf(retried)).toMatchObject({ status: 'approved', followUpPending: false });
    expect(invoiceRow(invoiceId)?.doneAt).not.toBeNull();
    expect(receiptsOf(invoiceId)).toHaveLength(1);
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });

  it('the receipt e-mail fails → pending, retried once', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { pay, invoiceId, caller } = await cardStep();
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/invoices/${invoiceId}/paid-email`, () =>
        HttpResponse.json({}, { status: 503 }),
      ),
    );
    expect(await pay()).toMatchObject({ followUpPending: true });
    mockServer.resetHandlers();
    for (const attempt of [1, 2]) {
      const retried = await caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) });
      expect(retried && resultOf(retried), `retry ${attempt}`).toMatchObject({ followUpPending: false });
    }
    expect(receiptsOf(invoiceId)).toHaveLength(1);
  });

  it('retryFollowUp with nothing paid → null', async () => {
    const { invoiceId, caller } = await cardStep();
    expect(await caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) })).toBeNull();
  });
});

describe('403 on invoice and payment calls (spec §8)', () => {
  it("'invoice-403' → forbidden, logged as 'Problemas con el request', nothing charged", async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { invoiceId, caller, card } = await cardStep();
    const outcome = await runWithScenario('invoice-403', () =>
      refusal(caller.cardProvider.offer({ sale: invoiceSale(invoiceId) })),
    );
    expect(outcome).toEqual({ kind: 'forbidden' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'payment' }),
      'Problemas con el request',
    );
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(0);
  });

  it('a 403 of the authorization → forbidden with the log line', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { pay } = await cardStep();
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/authorization/`, () =>
        HttpResponse.json({ detail: 'forbidden' }, { status: 403 }),
      ),
    );
    expect(await refusal(pay())).toEqual({ kind: 'forbidden' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'payment', step: 'cardProvider.authorize' }),
      'Problemas con el request',
    );
  });
});
