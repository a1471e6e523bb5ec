/**
 * Dollar invoices through the global provider's payment intent: the intent for the invoice total
 * with its hosted checkout and return address; the return read from the provider and reported once
 * (success, decline, replay, no confirmation), and a failed report ('notification-error') recorded
 * as paid, retried, never charged again.
 */
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import {
  accountCaller,
  EMILIANO,
  namedByPassport,
  ORIGIN,
  refusal,
  resultOf,
  SOFIA,
  WEB_PATH,
} from './invoices-support';
import { MINECRAFT_IN_PATH } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

async function intentStep() {
  const { caller } = await accountCaller('mama.mx@example.com');
  const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
  await namedByPassport(caller, invoiceId);
  const intent = await caller.invoices.startIntent({ invoiceId, origin: ORIGIN });
  const complete = () => caller.invoices.completeIntent({ invoiceId, intentId: intent.intentId });
  return { caller, invoiceId, intent, complete };
}

/** What the provider's form does in the browser: the intent confirmed with a card (declined: 4000000000000002). */
function confirmInBrowser(clientSecret: string, number = '4242424242424242') {
  return confirmCardPayment(clientSecret, { name: 'ANA LOPEZ', number, expiry: '12/29', cvc: '123' });
}

/** Counts our reports to the API and lets the simulated API answer them. */
function countReports() {
  const reports = { success: 0, error: 0 };
  const global = `${MOCK_API_URL}/api/${MOCK_GLOBAL_PROVIDER}/payment/notification`;
  mockServer.use(
    http.post(`${global}/success/`, () => {
      reports.success += 1;
    }),
    http.post(`${global}/error/`, () => {
      reports.error += 1;
    }),
  );
  return reports;
}

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });
const receiptsOf = (id: number) =>
  db.outboxEmail.findMany({ where: { invoiceId: { equals: id }, kind: { equals: 'receipt' } } });

describe('startIntent', () => {
  it('an intent for the invoice total, its hosted checkout relative in mock mode and the return address', async () => {
    const { intent, invoiceId } = await intentStep();
    expect(intent).toMatchObject({ amountText: '$515 USD' });
    expect(intent.clientSecret).toContain('_secret_');
    expect(intent.returnUrl).toBe(`${ORIGIN}/dashboard/compras/${invoiceId}/retorno`);
    const hosted = new URL(intent.hostedUrl, ORIGIN);
    expect(hosted.searchParams.get('client_secret')).toBe(intent.clientSecret);
    expect(hosted.searchParams.get('return_url')).toBe(intent.returnUrl);
  });

  it('refused for a soles invoice', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    expect(await refusal(caller.invoices.startIntent({ invoiceId, origin: ORIGIN }))).toMatchObject({
      kind: 'purchase-unavailable',
    });
    expect(await refusal(caller.invoices.startIntent({ invoiceId, origin: 'javascript:alert(1)' }))).toEqual({
      kind: 'invalid-input',
    });
  });
});

describe('completeIntent across families', () => {
  it("another family completing a paid invoice's intent gets not found, never its result", async () => {
    const { intent, invoiceId, complete } = await intentStep();
    await confirmInBrowser(intent.clientSecret);
    expect(await complete()).toMatchObject({ status: 'approved' });
    const { caller: stranger } = await accountCaller();
    const replay = stranger.invoices.completeIntent({ invoiceId, intentId: intent.intentId });
    expect((await refusal(replay)).kind).toBe('not-found');
  });
});

describe("403 on the global provider's calls", () => {
  it("'invoice-403' on startIntent → forbidden with the log line, no intent opened", async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { caller } = await accountCaller('mama.mx@example.com');
    const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
    await namedByPassport(caller, invoiceId);
    const outcome = await runWithScenario('invoice-403', () =>
      refusal(caller.invoices.startIntent({ invoiceId, origin: ORIGIN })),
    );
    expect(outcome).toEqual({ kind: 'forbidden' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'payment' }),
      'Problemas con el request',
    );
    expect(db.paymentIntent.findMany({ where: { invoiceId: { equals: invoiceId } } })).toHaveLength(0);
  });
});

describe('completeIntent (the provider return)', () => {
  it('a return without a confirmed intent marks nothing paid', async () => {
    const { complete, invoiceId, caller } = await intentStep();
    expect(await complete()).toBeNull();
    expect(invoiceRow(invoiceId)?.status).toBe('open');
    expect((await caller.invoices.byId({ invoiceId })).payable).toBe(true);
  });

  it('succeeded → notification/success, done, receipt; a replayed return reports once', async () => {
    const { complete, invoiceId, intent, caller } = await intentStep();
    const reports = countReports();
    confirmInBrowser(intent.clientSecret);
    const result = await complete();
    expect(result).toMatchObject({
      status: 'approved',
      title: '¡Pago aprobado y completado con éxito!',
      amount: '$515 USD',
      currency: 'USD',
      followUpPending: false,
    });
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paymentMethod: 'global_card' });
    expect(invoiceRow(invoiceId)?.doneAt).not.toBeNull();
    expect(await complete()).toEqual(result);
    expect(reports).toEqual({ success: 1, error: 0 });
    expect(receiptsOf(invoiceId)).toHaveLength(1);
    expect((await caller.invoices.byId({ invoiceId })).result).toEqual(result);
    // Never a new intent for an invoice whose intent succeeded.
    expect(await refusal(caller.invoices.startIntent({ invoiceId, origin: ORIGIN }))).toMatchObject({
      kind: 'sale-closed',
      status: 'paid',
    });
  });

  it('a return replayed after the refund is refused as refunded, like the card and the wallet', async () => {
    const { complete, invoiceId, intent, caller } = await intentStep();
    confirmInBrowser(intent.clientSecret);
    expect(await complete()).toMatchObject({ status: 'approved' });
    const refund = { sale: invoiceSale(invoiceId), reason: 'schedule', detail: 'Cambió el horario.' } as const;
    expect(await caller.refunds.request(refund)).toMatchObject({ refunded: true });
    expect(await refusal(complete())).toMatchObject({ kind: 'sale-closed', status: 'refunded' });
  });

  it("declined (or 'intent-declined') → notification/error, denied result; the invoice is denied", async () => {
    const { complete, invoiceId, intent } = await intentStep();
    const reports = countReports();
    expect(confirmInBrowser(intent.clientSecret, '4000000000000002').ok).toBe(false);
    const result = await complete();
    expect(result).toMatchObject({
      status: 'denied',
      title: '¡Operación denegada! :(',
      message: 'Por favor, comunícate con tu banco para mayor información.',
    });
    expect(invoiceRow(invoiceId)?.status).toBe('denied');
    expect(await complete()).toEqual(result);
    expect(reports).toEqual({ success: 0, error: 1 });
  });

  it("'intent-declined': any card is declined in the provider's form → denied", async () => {
    const { complete, invoiceId, intent } = await intentStep();
    const confirmed = runWithScenario('intent-declined', () => confirmInBrowser(intent.clientSecret));
    expect(confirmed.ok).toBe(false);
    expect(await complete()).toMatchObject({ status: 'denied' });
    expect(invoiceRow(invoiceId)?.status).toBe('denied');
  });

  it("'notification-error': recorded approved with followUpPending, retried later, no second intent", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { complete, invoiceId, intent, caller } = await intentStep();
    confirmInBrowser(intent.clientSecret);
    const first = await runWithScenario('notification-error', () => complete());
    expect(first).toMatchObject({ status: 'approved', followUpPending: true });
    expect(invoiceRow(invoiceId)?.doneAt ?? null).toBeNull();
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ payable: false, methods: [] });
    expect(view.result).toMatchObject({ status: 'approved', followUpPending: true });
    expect(await refusal(caller.invoices.startIntent({ invoiceId, origin: ORIGIN }))).toMatchObject({
      kind: 'sale-closed',
      status: 'paid',
    });
    // Still failing: still pending, still approved.
    const still = await runWithScenario('notification-error', () =>
      caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) }),
    );
    expect(still && resultOf(still)).toMatchObject({ followUpPending: true });
    const retried = await caller.invoices.retryFollowUp({ sale: invoiceSale(invoiceId) });
    expect(retried && resultOf(retried)).toMatchObject({ status: 'approved', followUpPending: false });
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
    expect(invoiceRow(invoiceId)?.doneAt).not.toBeNull();
    expect(db.paymentIntent.findMany({ where: { invoiceId: { equals: invoiceId } } })).toHaveLength(1);
  });

  it("an intent of another invoice is not this invoice's payment", async () => {
    const first = await intentStep();
    const { caller } = await accountCaller('mama.mx@example.com');
    const { invoiceId } = await caller.invoices.create({
      ref: { type: 'course', course: 'curso-de-python-para-jovenes' },
      childId: EMILIANO,
    });
    confirmInBrowser(first.intent.clientSecret);
    expect(
      await refusal(caller.invoices.completeIntent({ invoiceId, intentId: first.intent.intentId })),
    ).toMatchObject({ kind: 'offer-stale' });
    expect(invoiceRow(invoiceId)?.status).toBe('open');
  });
});
