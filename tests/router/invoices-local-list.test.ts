/**
 * Local payment codes, "Mis compras" (invoices and vacation purchases, newest first), the receipts
 * (paid only) and 'Enviar a mi correo' (throttled per user).
 */
import { describe, expect, it } from 'vitest';
import { markLocalPaymentPaid } from '../../mocks/checkout/local-payment';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import {
  accountCaller,
  EMILIANO,
  MINECRAFT_IN_PATH,
  refusal,
  SOFIA,
  WEB_PATH,
  namedByPassport,
} from './invoices-support';
import { invoiceSale, vacationSale } from '../../server/sales/sale-ref';

describe('local payment methods', () => {
  it('a Peruvian invoice offers agents and transfers; the code carries amount, expiry and instructions', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const view = await caller.invoices.byId({ invoiceId });
    const locals = view.methods.filter((method) => method.kind === 'local');
    expect(locals.length).toBeGreaterThan(0);
    const method = locals[0].kind === 'local' ? locals[0].method : 'agent';
    const code = await caller.invoices.startLocalPayment({ invoiceId, method });
    expect(code).toMatchObject({ amount: 'S/ 490', status: 'pending' });
    expect(code.code.length).toBeGreaterThan(0);
    expect(code.expires).toMatch(/^vence el .* \(hora de Perú\)$/);
    expect(code.instructions.length).toBeGreaterThan(0);
    expect((await caller.invoices.byId({ invoiceId })).localPayment).toEqual(code);
    // Asked again: the same pending code.
    expect((await caller.invoices.startLocalPayment({ invoiceId, method })).code).toBe(code.code);
  });

  it('support marks the code paid: the invoice is paid, its row says so and the receipt exists', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const code = await caller.invoices.startLocalPayment({ invoiceId, method: 'agent' });
    expect(markLocalPaymentPaid(code.code)).toBe(true);
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({
      statusLabel: 'pagado',
      payable: false,
      receiptHref: `/dashboard/compras/${invoiceId}/recibo.pdf`,
      result: null,
    });
    const row = (await caller.invoices.purchasesView()).rows.find((r) => r.id === String(invoiceId));
    expect(row).toMatchObject({
      statusLabel: 'pagado',
      localPayment: null,
      method: 'Pago en agentes y bodegas',
    });
    // Issue 55: paid, the API issued its boleta.
    expect(
      await caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' }),
    ).toMatchObject({
      kind: 'electronic',
      document: { type: 'boleta', series: 'B001' },
    });
    expect(await refusal(caller.invoices.startLocalPayment({ invoiceId, method: 'agent' }))).toMatchObject({
      kind: 'sale-closed',
      status: 'paid',
    });
  });

  it("'local-payment-expired': the code comes expired, the invoice is vencido and no longer payable", async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const code = await runWithScenario('local-payment-expired', () =>
      caller.invoices.startLocalPayment({ invoiceId, method: 'agent' }),
    );
    expect(code.status).toBe('expired');
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ statusLabel: 'vencido', payable: false, methods: [] });
    const row = (await caller.invoices.purchasesView()).rows.find((r) => r.id === String(invoiceId));
    expect(row).toMatchObject({ statusLabel: 'vencido', localPayment: null, receiptHref: null });
    // A new start opens a new invoice.
    expect((await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA })).invoiceId).not.toBe(
      invoiceId,
    );
  });

  it('a method the invoice does not offer is refused', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const offered = (await caller.invoices.byId({ invoiceId })).methods.flatMap((m) =>
      m.kind === 'local' ? [m.method] : [],
    );
    const missing = (['agent', 'bank_transfer', 'convenience_store'] as const).find(
      (m) => !offered.includes(m),
    );
    if (!missing) throw new Error('every method is offered in Peru: pick another case');
    expect(await refusal(caller.invoices.startLocalPayment({ invoiceId, method: missing }))).toMatchObject({
      kind: 'purchase-unavailable',
    });
  });
});

describe('"Mis compras"', () => {
  it("the family's invoices and vacation purchases, newest first, only theirs", async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const rows = (await caller.invoices.purchasesView()).rows;
    expect(rows[0]).toMatchObject({
      kind: 'invoice',
      id: String(invoiceId),
      childName: 'Sofía',
      statusLabel: 'pendiente de pago',
      href: `/dashboard/compras/${invoiceId}`,
      receiptHref: null,
    });
    const paid = rows.find((row) => row.id === '88102');
    expect(paid).toMatchObject({
      statusLabel: 'pagado',
      receiptHref: '/dashboard/compras/88102/recibo.pdf',
    });
    const { caller: other } = await accountCaller('mama.mx@example.com');
    expect(
      (await other.invoices.purchasesView()).rows.some(
        (row) => row.id === String(invoiceId) || row.id === '88102',
      ),
    ).toBe(false);
  });

  it('a pending local payment code is shown in the row', async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
    await namedByPassport(caller, invoiceId);
    const view = await caller.invoices.byId({ invoiceId });
    const local = view.methods.find((m) => m.kind === 'local');
    if (local?.kind !== 'local') throw new Error('no local method in Mexico');
    const code = await caller.invoices.startLocalPayment({ invoiceId, method: local.method });
    const row = (await caller.invoices.purchasesView()).rows.find((r) => r.id === String(invoiceId));
    expect(row?.localPayment).toEqual(code);
    expect(row?.currency).toBe('USD');
  });
});

describe('receipts', () => {
  it('a paid invoice has one; an open one and a vacation purchase not paid are not found', async () => {
    const { caller } = await accountCaller();
    // Issue 55: padre@'s paid pedido has its boleta since it was seeded.
    const receipt = await caller.invoices.receipt({ sale: invoiceSale(88102), document: 'receipt' });
    expect(receipt).toMatchObject({ kind: 'electronic', document: { type: 'boleta', series: 'B001' } });
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    expect(
      await refusal(caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' })),
    ).toEqual({
      kind: 'not-found',
    });
    expect(
      await refusal(caller.invoices.receipt({ sale: vacationSale('no-such-purchase'), document: 'receipt' })),
    ).toEqual({
      kind: 'not-found',
    });
  });
});

describe("'Enviar a mi correo'", () => {
  it('sends the invoice to the parent; throttled per user after a few', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    for (let sent = 0; sent < 5; sent += 1)
      expect(await caller.invoices.sendEmail({ sale: invoiceSale(invoiceId) })).toEqual({
        to: 'padre@example.com',
      });
    expect(await refusal(caller.invoices.sendEmail({ sale: invoiceSale(invoiceId) }))).toEqual({
      kind: 'throttled',
    });
    expect(
      db.outboxEmail.findMany({ where: { invoiceId: { equals: invoiceId }, kind: { equals: 'invoice' } } }),
    ).toHaveLength(5);
  });
});
