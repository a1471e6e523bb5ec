/**
 * The payment rules that hold across a parent's sessions (and, with Redis, instances): one open
 * purchase per parent, program and schedule; a paid program is never charged again; concurrent
 * starts and authorizations collapse into one.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import {
  approved,
  authorizationsOf,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  EMILIANO,
  NAMED_BOLETA,
  PACK,
  PYTHON,
  SOFIA,
  startedPayment,
  transactionToken,
  trpcFailure,
} from './payment-support';

const purchasesOf = (userId: number) => db.purchase.findMany({ where: { userId: { equals: userId } } });

describe('one open purchase per parent, program, schedule and child', () => {
  it('two sessions of the same parent starting the same program get the same purchase', async () => {
    const first = await checkoutSession();
    const second = await checkoutSession();
    const a = await first.checkoutCaller(null).purchases.start(SOFIA);
    const b = await second.checkoutCaller(null).purchases.start(SOFIA);
    expect(b.purchaseNumber).toBe(a.purchaseNumber);
    expect(purchasesOf(101)).toHaveLength(1);
  });

  it('10 concurrent starts create one purchase upstream', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => checkoutSession()));
    const started = await Promise.all(sessions.map((s) => s.checkoutCaller(null).purchases.start(SOFIA)));
    expect(new Set(started.map((p) => p.purchaseNumber)).size).toBe(1);
    expect(purchasesOf(101)).toHaveLength(1);
  });

  it('another program, or another parent, gets its own purchase', async () => {
    const roblox = await startedPayment();
    const pack = await startedPayment('padre@example.com', PACK, { ...SOFIA, receipt: NAMED_BOLETA });
    const other = await startedPayment('mama.mx@example.com', PYTHON, EMILIANO);
    const numbers = [roblox, pack, other].map((s) => s.payment.purchaseNumber);
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('a paid program is never charged again', () => {
  async function paidInFirstSession() {
    const first = await startedPayment();
    const outcome = approved(
      await chargeAndEnroll(first.checkoutCaller(first.payment), {
        purchaseNumber: first.payment.purchaseNumber,
        transactionToken: transactionToken(first.payment.sessionKey, CARDS.visa),
      }),
    );
    return { first, outcome };
  }

  it("a second session's 'Finalizar Pago' is refused as ALREADY_PAID", async () => {
    await paidInFirstSession();
    const second = await checkoutSession();
    const error = await trpcFailure(second.checkoutCaller(null).purchases.start(SOFIA));
    expect(error.code).toBe('CONFLICT');
    expect(error).toMatchObject({ outcome: { kind: 'already-paid' } });
    expect(purchasesOf(101)).toHaveLength(1);
  });

  it('a stale pre-approval state + pay replays the recorded outcome: one charge', async () => {
    const { first, outcome } = await paidInFirstSession();
    // Another tab still holds the payment as it was before the approval.
    const stale = await chargeAndEnroll(first.checkoutCaller(first.payment), {
      purchaseNumber: first.payment.purchaseNumber,
      transactionToken: transactionToken(first.payment.sessionKey, CARDS.mastercard),
    });
    expect(stale).toMatchObject({ status: 'approved', reference: outcome.reference });
    expect(authorizationsOf(first.payment.purchaseNumber)).toHaveLength(1);
  });

  it('concurrent authorizations of one purchase from two sessions charge once', async () => {
    const first = await startedPayment();
    const second = await checkoutSession();
    const sameOpen = await second.checkoutCaller(null).purchases.start(SOFIA);
    expect(sameOpen.purchaseNumber).toBe(first.payment.purchaseNumber);
    const pay = (caller: typeof first.checkoutCaller, number: string) =>
      chargeAndEnroll(caller(first.payment), {
        purchaseNumber: first.payment.purchaseNumber,
        transactionToken: transactionToken(first.payment.sessionKey, number),
      });
    const results = await Promise.all([
      pay(first.checkoutCaller, CARDS.visa),
      pay(second.checkoutCaller, CARDS.mastercard),
      pay(second.checkoutCaller, CARDS.visa),
    ]);
    expect(new Set(results.map((r) => (r.status === 'approved' ? r.reference : r.status))).size).toBe(1);
    expect(authorizationsOf(first.payment.purchaseNumber)).toHaveLength(1);
  });

  it('the upstream enrollments count as paid even when our record is gone', async () => {
    await paidInFirstSession();
    // e.g. an embedded store after a restart: the registry is empty, the API still knows.
    const { useStore } = await import('../../server/store');
    const { createMemoryStore } = await import('../../server/store/memory-store');
    useStore(createMemoryStore());
    const again = await checkoutSession();
    const error = await trpcFailure(again.checkoutCaller(null).purchases.start(SOFIA));
    expect(error).toMatchObject({ outcome: { kind: 'already-paid' } });
  });
});
