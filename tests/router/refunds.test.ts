/**
 * Refunds of a paid pedido (issue 55 point 4) through refunds.request → the simulated API: before
 * the cut-off a nota de crédito referencing the boleta, the enrolments gone, the pedido refunded,
 * the e-mail and one devolución in the ledger; never after the cut-off, never twice (also two calls
 * at once), never for another family; a failing API or a refusing provider changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { documentsOf } from '../../mocks/receipts/issue';
import { pdfText } from '../support/pdf-text';
import { electronicReceiptPdf } from '../../app/lib/receipt-pdf.server';
import { refundDeadline } from '../../mocks/refunds/invoice-sale';
import { paymentsLedger } from '../../mocks/support/payments-ledger';
import { logger } from '../../server/log/logger';
import { CARDS, transactionToken } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, refusal, SOFIA } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

const REASON = { reason: 'schedule', detail: 'Cambió el horario del colegio.' } as const;

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });
const enrolmentsOf = (id: number) => db.courseEnrolment.findMany({ where: { invoice: { equals: id } } });
const refundEmails = (id: number) =>
  db.outboxEmail.findMany({ where: { invoiceId: { equals: id }, kind: { equals: 'refund' } } });
const ledgerRefunds = (number: string) => paymentsLedger({ purchase: number, userId: null }).refunds;
const creditNotes = (id: number) =>
  db.electronicDocument.findMany({ where: { invoiceId: { equals: id } } }).filter((d) => d.series === 'BC01');

/** padre@ pays Sofía's next course by card, and the API issues its boleta. */
async function paidPedido() {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  const paid = await caller.cardProvider.authorize({
    sale: invoiceSale(invoiceId),
    purchaseNumber: card.purchaseNumber,
    transactionToken: transactionToken(card.sessionKey, CARDS.visa),
  });
  expect(paid.status).toBe('approved');
  // The API issued the pedido's boleta when it was paid.
  const [boleta] = documentsOf({ invoiceId, purchaseId: null });
  expect(boleta).toMatchObject({ type: 'boleta', total: card.amount });
  return { caller, invoiceId, number: card.purchaseNumber, amount: card.amount, boleta };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refunds.request', () => {
  it('before the cut-off: refunded, nota de crédito BC01 for the boleta, enrolment gone, e-mail, one devolución', async () => {
    const { caller, invoiceId, number, amount, boleta } = await paidPedido();
    expect(enrolmentsOf(invoiceId).length).toBeGreaterThan(0);
    const offer = await caller.refunds.byId({ sale: invoiceSale(invoiceId) });
    expect(offer).toMatchObject({ refundable: true, refunded: false, amount: 'S/ 490' });
    expect(offer.policy).toContain('48 horas');
    expect(offer.until).toMatch(/de 2027/);
    const info = vi.spyOn(logger, 'info');

    const answer = await caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON });

    expect(answer).toMatchObject({ refunded: true, refundable: false, statusLabel: 'reembolsado' });
    expect(answer.creditNote).toEqual({
      number: expect.stringMatching(/^BC01-\d{8}$/),
      href: `/dashboard/compras/${invoiceId}/nota-de-credito.pdf`,
      files: {
        xml: `/dashboard/compras/${invoiceId}/sunat/nota-de-credito.xml`,
        cdr: `/dashboard/compras/${invoiceId}/sunat/nota-de-credito-cdr.xml`,
      },
    });
    const [note] = creditNotes(invoiceId);
    const parsed = JSON.parse(note.answer);
    expect(parsed).toMatchObject({
      type: 'nota_credito',
      // Catálogo 09: '06' Devolución total (issue 75 point 5).
      reason_code: '06',
      reason: 'Devolución total',
      total: amount,
      reference: { type: 'boleta', series: boleta.series, number: boleta.number },
    });
    expect(invoiceRow(invoiceId)?.status).toBe('refunded');
    expect(enrolmentsOf(invoiceId)).toHaveLength(0);
    const [email] = refundEmails(invoiceId);
    expect(email.subject).toBe(
      `Kodea · Reembolso del pedido ${number} · Nota de crédito ${answer.creditNote?.number}`,
    );
    expect(email.to).toBe('padre@example.com');
    const invoice = invoiceRow(invoiceId);
    expect(ledgerRefunds(number)).toEqual([
      expect.objectContaining({
        method: 'card',
        amount,
        currency: 'PEN',
        status: 'succeeded',
        originalReference: invoice?.paymentReference,
      }),
    ]);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'refund', outcome: 'refunded', sale: `invoice:${invoiceId}` }),
      'sale refunded',
    );
    const rows = (await caller.invoices.purchasesView()).rows;
    expect(rows.find((row) => row.number === number)?.statusLabel).toBe('reembolsado');
    const download = await caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'credit-note' });
    if (download.kind !== 'electronic') throw new Error('a nota de crédito is an electronic document');
    const printed = pdfText(await electronicReceiptPdf(download.document));
    expect(printed).toContain('NOTA DE CRÉDITO ELECTRÓNICA');
    expect(printed).toContain(answer.creditNote?.number ?? '-');
    expect(printed).toContain(`${boleta.series}-${String(boleta.number).padStart(8, '0')}`);
    expect(printed).toContain('06 - Devolución total');
    // The boleta stays downloadable beside its nota (issue 75 point 5): it answered 404 before.
    const refundedRow = rows.find((row) => row.number === number);
    expect(refundedRow?.receiptHref).toBe(`/dashboard/compras/${invoiceId}/recibo.pdf`);
    expect(
      await caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' }),
    ).toMatchObject({
      kind: 'electronic',
      document: { type: 'boleta', series: boleta.series, number: boleta.number },
    });
  });

  it('after the cut-off: refused with the API’s Spanish reason, nothing refunded', async () => {
    const { caller, invoiceId, number } = await paidPedido();
    const record = invoiceRow(invoiceId);
    const deadline = record && refundDeadline(record);
    if (!deadline) throw new Error('no deadline');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline.getTime() + 60_000);

    expect((await caller.refunds.byId({ sale: invoiceSale(invoiceId) })).refundable).toBe(false);
    await expect(caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON })).rejects.toMatchObject({
      outcome: { kind: 'refund-refused', reason: 'cutoff_passed' },
      message: expect.stringContaining('Ya no se puede pedir la devolución'),
    });
    expect(invoiceRow(invoiceId)?.status).toBe('paid');
    expect(enrolmentsOf(invoiceId).length).toBeGreaterThan(0);
    expect(ledgerRefunds(number)).toHaveLength(0);
    expect(creditNotes(invoiceId)).toHaveLength(0);
  });

  it('twice, and twice at once: one devolución, one nota, one e-mail, the same answer', async () => {
    const { caller, invoiceId, number } = await paidPedido();
    const [first, second] = await Promise.all([
      caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON }),
      caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON }),
    ]);
    const third = await caller.refunds.request({ sale: invoiceSale(invoiceId), reason: 'other', detail: '' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(ledgerRefunds(number)).toHaveLength(1);
    expect(creditNotes(invoiceId)).toHaveLength(1);
    expect(refundEmails(invoiceId)).toHaveLength(1);
  });

  it('another family’s pedido id: not found, nothing changes', async () => {
    const { invoiceId, number } = await paidPedido();
    const { caller: other } = await accountCaller('mama.mx@example.com');
    expect(await refusal(other.refunds.request({ sale: invoiceSale(invoiceId), ...REASON }))).toEqual({
      kind: 'not-found',
    });
    expect(await refusal(other.refunds.byId({ sale: invoiceSale(invoiceId) }))).toEqual({
      kind: 'not-found',
    });
    expect(
      await refusal(other.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'credit-note' })),
    ).toEqual({
      kind: 'not-found',
    });
    expect(invoiceRow(invoiceId)?.status).toBe('paid');
    expect(ledgerRefunds(number)).toHaveLength(0);
  });

  it('scenario refund-error: the call fails, logged, nothing lost', async () => {
    const { caller, invoiceId, number } = await paidPedido();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(
      runWithScenario('refund-error', () =>
        caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'refund',
        outcome: 'failed',
        sale: `invoice:${invoiceId}`,
        status: 500,
      }),
      'refund failed',
    );
    expect(invoiceRow(invoiceId)?.status).toBe('paid');
    expect(ledgerRefunds(number)).toHaveLength(0);
  });

  it('scenario refund-provider-refused: refused in Spanish, still paid and enrolled, no nota; later it works', async () => {
    const { caller, invoiceId, number } = await paidPedido();
    await expect(
      runWithScenario('refund-provider-refused', () =>
        caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON }),
      ),
    ).rejects.toMatchObject({ outcome: { kind: 'refund-refused', reason: 'provider_refused' } });
    expect(invoiceRow(invoiceId)?.status).toBe('paid');
    expect(enrolmentsOf(invoiceId).length).toBeGreaterThan(0);
    expect(creditNotes(invoiceId)).toHaveLength(0);
    expect(ledgerRefunds(number).map((refund) => refund.status)).toEqual(['refused']);

    expect(await caller.refunds.request({ sale: invoiceSale(invoiceId), ...REASON })).toMatchObject({
      refunded: true,
    });
    expect(ledgerRefunds(number).map((refund) => refund.status)).toEqual(['refused', 'succeeded']);
  });
});
