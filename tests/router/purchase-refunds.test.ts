/**
 * Refunds of a paid vacation purchase (issue 55 point 4) through refunds.requestPurchase → the
 * simulated API, the pedido's one implementation: before the program's cut-off a nota de crédito
 * referencing the boleta, the enrolment gone, the purchase refunded in Mis compras, the e-mail and
 * one devolución to the same method (card or Yape); never after the cut-off, never twice (also two
 * calls at once), never for another family; a failing API or a refusing provider changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { documentsOf } from '../../mocks/receipts/issue';
import { purchaseRefundDeadline } from '../../mocks/refunds/purchase-sale';
import { paymentsLedger } from '../../mocks/support/payments-ledger';
import { addEntry, entriesOf, stateOf } from '../../mocks/waitlist/queue';
import { FIXTURE_SCOPE, freeSeats, groupSeats } from '../../mocks/waitlist/seats';
import { logger } from '../../server/log/logger';
import { accountCaller, refusal } from './invoices-support';
import {
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  enrollmentsOf,
  purchaseRow,
  startedPayment,
  transactionToken,
} from './payment-support';
import { vacationSale } from '../../server/sales/sale-ref';

const REASON = { reason: 'cannot_attend', detail: 'Viajamos en enero.' } as const;
const YAPE = { kind: 'code', wallet: 'yape', phone: '987654321', code: '123456' } as const;

const childEnrolments = (purchaseId: string) =>
  db.courseEnrolment.findMany({ where: { invoice: { equals: Number(purchaseId) } } });
const refundEmails = (purchaseId: string) =>
  db.outboxEmail.findMany({ where: { purchaseId: { equals: purchaseId }, kind: { equals: 'refund' } } });
const ledgerRefunds = (purchaseId: string) => paymentsLedger({ purchase: purchaseId, userId: null }).refunds;
const creditNotes = (purchaseId: string) =>
  documentsOf({ invoiceId: null, purchaseId }).filter((document) => document.type === 'nota_credito');
const deadlineOf = (purchaseId: string) => {
  const record = purchaseRow(purchaseId);
  const deadline = record && purchaseRefundDeadline(record);
  if (!deadline) throw new Error('no deadline');
  return deadline;
};

/** padre@ buys the Roblox program for Sofía, by Visa or Yape, and she is enrolled; the API issued its boleta. */
async function paidPurchase(method: 'card' | 'yape' = 'card') {
  const { payment, checkoutCaller } = await startedPayment();
  const step = checkoutCaller(payment);
  if (method === 'card')
    await chargeAndEnroll(step, {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
    });
  else {
    const outcome = await step.wallet.pay({
      sale: vacationSale(payment.purchaseNumber),
      purchaseNumber: payment.purchaseNumber,
      approval: YAPE,
    });
    // The one charge runs the enrolments and the purchase update once approved.
    if (outcome.status !== 'approved') throw new Error(`Yape: ${outcome.status}`);
  }
  const purchaseId = payment.purchaseNumber;
  const [boleta] = documentsOf({ invoiceId: null, purchaseId });
  expect(boleta).toMatchObject({ type: 'boleta', total: payment.amount });
  expect(childEnrolments(purchaseId).length).toBeGreaterThan(0);
  const { caller } = await accountCaller();
  return { caller, purchaseId, amount: payment.amount, boleta };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refunds.requestPurchase', () => {
  it('before the cut-off: refunded, nota BC01 for the boleta, enrolment gone, e-mail, one devolución', async () => {
    const { caller, purchaseId, amount, boleta } = await paidPurchase();
    const row = (await caller.invoices.purchasesView()).rows.find((candidate) => candidate.id === purchaseId);
    const refundHref = `/dashboard/compras/vacaciones/${purchaseId}/reembolso`;
    expect(row).toMatchObject({ kind: 'vacation', statusLabel: 'pagado', refundHref, creditNote: null });
    const offer = await caller.refunds.byId({ sale: vacationSale(purchaseId) });
    expect(offer).toMatchObject({ kind: 'vacation', refundable: true, refunded: false, childName: 'Sofía' });
    expect(offer.policy).toContain('48 horas');
    expect(offer.until).toMatch(/de 2027/);
    const info = vi.spyOn(logger, 'info');

    const answer = await caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON });

    expect(answer).toMatchObject({ refunded: true, refundable: false, statusLabel: 'reembolsado' });
    const creditNote = {
      number: expect.stringMatching(/^BC01-\d{8}$/),
      href: `/dashboard/compras/vacaciones/${purchaseId}/nota-de-credito.pdf`,
      files: {
        xml: `/dashboard/compras/vacaciones/${purchaseId}/sunat/nota-de-credito.xml`,
        cdr: `/dashboard/compras/vacaciones/${purchaseId}/sunat/nota-de-credito-cdr.xml`,
      },
    };
    expect(answer.creditNote).toEqual(creditNote);
    expect(creditNotes(purchaseId)).toEqual([
      expect.objectContaining({
        reason_code: '06',
        reason: 'Devolución total',
        total: amount,
        reference: { type: 'boleta', series: boleta.series, number: boleta.number },
      }),
    ]);
    expect(childEnrolments(purchaseId)).toHaveLength(0);
    expect(enrollmentsOf(purchaseId)).toHaveLength(0);
    const [email] = refundEmails(purchaseId);
    expect(email.subject).toBe(
      `Kodea · Reembolso de la compra ${purchaseId} · Nota de crédito ${answer.creditNote?.number}`,
    );
    expect(email.text).toContain('a la tarjeta con la que pagaste');
    expect(email.to).toBe('padre@example.com');
    expect(ledgerRefunds(purchaseId)).toEqual([
      expect.objectContaining({ method: 'card', amount, currency: 'PEN', status: 'succeeded' }),
    ]);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'refund', outcome: 'refunded', sale: `vacation:${purchaseId}` }),
      'sale refunded',
    );
    const after = (await caller.invoices.purchasesView()).rows.find(
      (candidate) => candidate.id === purchaseId,
    );
    expect(after).toMatchObject({
      statusLabel: 'reembolsado',
      childName: 'Sofía',
      refundHref: null,
      creditNote,
    });
    const download = await caller.invoices.receipt({
      sale: vacationSale(purchaseId),
      document: 'credit-note',
    });
    expect(download).toMatchObject({ kind: 'electronic', document: { type: 'nota_credito' } });
  });

  it('paid with Yape: the devolución goes back to Yape', async () => {
    const { caller, purchaseId } = await paidPurchase('yape');
    expect(await caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON })).toMatchObject({
      refunded: true,
    });
    expect(ledgerRefunds(purchaseId)).toEqual([
      expect.objectContaining({ method: 'yape', status: 'succeeded' }),
    ]);
    expect(refundEmails(purchaseId)[0].text).toContain('a tu Yape, al mismo número con el que pagaste');
  });

  it('refunded, Sofía may buy the program again: our paid record of it is gone', async () => {
    const { caller, purchaseId } = await paidPurchase();
    const sofia = async () => {
      const { checkoutCaller } = await checkoutSession();
      const options = await checkoutCaller(null).purchases.childOptions();
      return options?.find((option) => option.firstName === 'Sofía');
    };
    expect(await sofia()).toMatchObject({ unavailable: expect.any(String) });

    expect(await caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON })).toMatchObject({
      refunded: true,
    });

    expect(await sofia()).toMatchObject({ unavailable: null, purchaseHref: null });
  });

  it('after the cut-off: refused with the API’s Spanish reason, nothing refunded', async () => {
    const { caller, purchaseId } = await paidPurchase();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadlineOf(purchaseId).getTime() + 60_000);

    expect((await caller.refunds.byId({ sale: vacationSale(purchaseId) })).refundable).toBe(false);
    await expect(caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON })).rejects.toMatchObject(
      {
        outcome: { kind: 'refund-refused', reason: 'cutoff_passed' },
        message: expect.stringContaining('Ya no se puede pedir la devolución de esta compra'),
      },
    );
    expect(childEnrolments(purchaseId).length).toBeGreaterThan(0);
    expect(ledgerRefunds(purchaseId)).toHaveLength(0);
    expect(creditNotes(purchaseId)).toHaveLength(0);
  });

  it('once a class of the program started: no refund offered, however far the cut-off', async () => {
    const { caller, purchaseId } = await paidPurchase();
    expect(deadlineOf(purchaseId).getTime()).toBeGreaterThan(Date.now());
    const [enrolment] = childEnrolments(purchaseId);
    db.courseEnrolment.update({ where: { id: { equals: enrolment.id } }, data: { status: 'in_progress' } });

    expect(purchaseRefundDeadline(purchaseRow(purchaseId)!)).toBeNull();
    expect((await caller.refunds.byId({ sale: vacationSale(purchaseId) })).refundable).toBe(false);
  });

  it('twice, and twice at once: one devolución, one nota, one e-mail, the same answer', async () => {
    const { caller, purchaseId } = await paidPurchase();
    const [first, second] = await Promise.all([
      caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON }),
      caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON }),
    ]);
    const third = await caller.refunds.request({
      sale: vacationSale(purchaseId),
      reason: 'other',
      detail: '',
    });
    expect(first).toMatchObject({ refunded: true });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(ledgerRefunds(purchaseId)).toHaveLength(1);
    expect(creditNotes(purchaseId)).toHaveLength(1);
    expect(refundEmails(purchaseId)).toHaveLength(1);
  });

  it('another family’s purchase number: not found, nothing changes', async () => {
    const { purchaseId } = await paidPurchase();
    const { caller: other } = await accountCaller('mama.mx@example.com');
    expect(await refusal(other.refunds.request({ sale: vacationSale(purchaseId), ...REASON }))).toEqual({
      kind: 'not-found',
    });
    expect(await refusal(other.refunds.byId({ sale: vacationSale(purchaseId) }))).toEqual({
      kind: 'not-found',
    });
    expect(
      await refusal(other.invoices.receipt({ sale: vacationSale(purchaseId), document: 'credit-note' })),
    ).toEqual({
      kind: 'not-found',
    });
    expect(childEnrolments(purchaseId).length).toBeGreaterThan(0);
    expect(ledgerRefunds(purchaseId)).toHaveLength(0);
  });

  it('scenario refund-error: the call fails, logged, nothing lost', async () => {
    const { caller, purchaseId } = await paidPurchase();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(
      runWithScenario('refund-error', () =>
        caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'refund',
        outcome: 'failed',
        sale: `vacation:${purchaseId}`,
        status: 500,
      }),
      'refund failed',
    );
    expect(ledgerRefunds(purchaseId)).toHaveLength(0);
    expect(childEnrolments(purchaseId).length).toBeGreaterThan(0);
  });

  it('scenario refund-provider-refused: refused in Spanish, still enrolled, no nota; later it works', async () => {
    const { caller, purchaseId } = await paidPurchase();
    await expect(
      runWithScenario('refund-provider-refused', () =>
        caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON }),
      ),
    ).rejects.toMatchObject({ outcome: { kind: 'refund-refused', reason: 'provider_refused' } });
    expect(childEnrolments(purchaseId).length).toBeGreaterThan(0);
    expect(creditNotes(purchaseId)).toHaveLength(0);
    expect(ledgerRefunds(purchaseId).map((refund) => refund.status)).toEqual(['refused']);

    expect(await caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON })).toMatchObject({
      refunded: true,
    });
    expect(ledgerRefunds(purchaseId).map((refund) => refund.status)).toEqual(['refused', 'succeeded']);
  });

  it("frees the program's seat: the first family on its waitlist gets the hold and the notice", async () => {
    const { caller, purchaseId } = await paidPurchase();
    const purchase = purchaseRow(purchaseId);
    const programId = purchase?.programId ?? '';
    // Every other seat of the program taken: the purchase holds the last one.
    for (const group of groupSeats(FIXTURE_SCOPE, programId, new Date())) {
      const record = db.programSeat.findFirst({
        where: { key: { equals: `${FIXTURE_SCOPE}|${programId}|${group.id}` } },
      });
      db.programSeat.update({
        where: { key: { equals: record?.key ?? '' } },
        data: { taken: (record?.taken ?? 0) + group.seatsLeft },
      });
    }
    expect(freeSeats(FIXTURE_SCOPE, programId, new Date())).toBe(0);
    // recordatorios@ (138) waits with Valentina (538).
    addEntry(FIXTURE_SCOPE, programId, 138, 538, new Date());

    expect(await caller.refunds.request({ sale: vacationSale(purchaseId), ...REASON })).toMatchObject({
      refunded: true,
    });
    expect(freeSeats(FIXTURE_SCOPE, programId, new Date())).toBe(1);
    const [entry] = entriesOf(FIXTURE_SCOPE, programId).filter((candidate) => candidate.childId === 538);
    expect(stateOf(entry, new Date())).toBe('held');
    const notices = db.outboxEmail
      .findMany({ where: { to: { equals: 'recordatorios@example.com' } } })
      .filter((email) => email.subject.includes('cupo'));
    expect(notices).toHaveLength(1);
  });
});
