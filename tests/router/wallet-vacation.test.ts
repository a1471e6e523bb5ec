/**
 * Yape and Plin for a vacation purchase (decision 085): approved with the test phone and code,
 * each refusal charging nothing and leaving the step open, the scenario of the provider down, a
 * replay answering the recorded outcome with one charge, once per program and child, and the QR
 * the simulated wallet pays.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { payQr } from '../../mocks/card-provider/wallet';
import { runWithScenario } from '../../mocks/scenarios/context';
import type { PaymentState } from '../../server/vacation-purchase/types';
import {
  authorizationsOf,
  checkoutSession,
  enrollmentsOf,
  ROBLOX,
  SOFIA,
  startedPayment,
  trpcFailure,
} from './payment-support';
import { refusal } from './invoices-support';
import { vacationSale } from '../../server/sales/sale-ref';

const APPROVED = { kind: 'code', wallet: 'yape', phone: '987654321', code: '123456' } as const;
type Approval =
  | { kind: 'code'; wallet: 'yape' | 'plin'; phone: string; code: string }
  | { kind: 'qr'; qrId: string };

type Session = Awaited<ReturnType<typeof checkoutSession>>;

const payWith = (session: Session, payment: PaymentState, approval: Approval = APPROVED) =>
  session
    .checkoutCaller(payment)
    .wallet.pay({
      sale: vacationSale(payment.purchaseNumber),
      purchaseNumber: payment.purchaseNumber,
      approval,
    });

describe('Yape and Plin: vacation purchase', () => {
  it('approved: one authorization for the session amount, recorded as Yape with the masked phone', async () => {
    const { payment, ...session } = await startedPayment();
    const outcome = await payWith(session, payment);
    expect(outcome).toMatchObject({
      status: 'approved',
      method: 'yape',
      number: payment.purchaseNumber,
      amount: payment.amount,
      currency: 'PEN',
      brand: 'yape',
      card: '*****4321',
    });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
    // The follow-up is the card's: the one charge enrolls once approved.
    expect(enrollmentsOf(payment.purchaseNumber).length).toBeGreaterThan(0);
  });

  it.each([
    ['wrong code', { ...APPROVED, code: '000000' }, 'wrong_code', /código de aprobación no es correcto/],
    ['daily limit', { ...APPROVED, phone: '999999999' }, 'limit_exceeded', /límite diario/],
    ['expired code', { ...APPROVED, code: '111111' }, 'expired', /venció/],
  ] as const)(
    '%s: refused with its message, nothing authorized, the step still payable',
    async (_label, approval, reason, message) => {
      const { payment, ...session } = await startedPayment();
      await expect(payWith(session, payment, approval)).rejects.toMatchObject({
        outcome: { kind: 'wallet-refused', reason },
        message: expect.stringMatching(message),
      });
      expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(0);
      expect(await payWith(session, payment)).toMatchObject({ status: 'approved' });
    },
  );

  it('scenario wallet-down: the call fails (503), nothing authorized', async () => {
    const { payment, ...session } = await startedPayment();
    const error = await runWithScenario('wallet-down', () => trpcFailure(payWith(session, payment)));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(0);
  });

  it('scenario wallet-wrong-code refuses even the approving code', async () => {
    const { payment, ...session } = await startedPayment();
    const refused = await runWithScenario('wallet-wrong-code', () => refusal(payWith(session, payment)));
    expect(refused).toMatchObject({ kind: 'wallet-refused', reason: 'wrong_code' });
  });

  it('never twice: a double submit and a replay after approval answer the recorded outcome, one charge', async () => {
    const { payment, ...session } = await startedPayment();
    const results = await Promise.all([payWith(session, payment), payWith(session, payment)]);
    const replay = await payWith(session, payment, { ...APPROVED, code: '000000' });
    expect(results[0]).toMatchObject({ status: 'approved' });
    for (const result of [...results, replay]) expect(result).toEqual(results[0]);
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('once per program and child: another schedule of the paid program is refused, the wallet not charged', async () => {
    const first = await startedPayment();
    await payWith(first, first.payment);
    const second = await checkoutSession('padre@example.com', { ...ROBLOX, groupId: 'vg-8-1-2' });
    const error = await trpcFailure(second.checkoutCaller(null).purchases.start(SOFIA));
    expect(error).toMatchObject({ code: 'CONFLICT' });
    expect(db.authorization.count()).toBe(1);
  });

  it('a dollar purchase is not offered a wallet', async () => {
    const { payment, ...session } = await startedPayment(
      'mama.mx@example.com',
      { ageRange: '12_plus', programId: 'vac-12_plus-1', groupId: 'vg-12-1-1' },
      { childId: 503 },
    );
    expect(payment.currency).toBe('USD');
    const error = await trpcFailure(payWith(session, payment));
    expect(error.code).toBe('PRECONDITION_FAILED');
  });

  it('QR: pending until the simulated wallet pays it, then charged once', async () => {
    const { payment, ...session } = await startedPayment();
    const caller = session.checkoutCaller(payment);
    const qr = await caller.wallet.qr({
      sale: vacationSale(payment.purchaseNumber),
      purchaseNumber: payment.purchaseNumber,
    });
    expect(qr.data).toContain(`/__card-provider/billetera/${qr.qrId}`);
    expect(await caller.wallet.qrStatus({ qrId: qr.qrId })).toBe('pending');
    const early = await refusal(payWith(session, payment, { kind: 'qr', qrId: qr.qrId }));
    expect(early).toMatchObject({ kind: 'wallet-refused', reason: 'qr-pending' });
    expect(payQr(qr.qrId, 'plin')).toBe(true);
    expect(await caller.wallet.qrStatus({ qrId: qr.qrId })).toBe('approved');
    const outcome = await payWith(session, payment, { kind: 'qr', qrId: qr.qrId });
    expect(outcome).toMatchObject({ status: 'approved', brand: 'plin' });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('three wrong codes close the offer: the next is refused, nothing charged, a new start pays', async () => {
    const { payment, ...session } = await startedPayment();
    const wrong = { ...APPROVED, code: '000000' } as const;
    for (const attempt of [1, 2])
      expect(await refusal(payWith(session, payment, wrong)), `attempt ${attempt}`).toMatchObject({
        kind: 'wallet-refused',
        reason: 'wrong_code',
      });
    await expect(payWith(session, payment, wrong)).rejects.toMatchObject({
      outcome: { kind: 'wallet-refused', reason: 'attempts_exceeded' },
      message: expect.stringMatching(/Superaste los intentos/),
    });
    // The offer is closed: even the right code is refused until the step is opened again.
    expect(await refusal(payWith(session, payment))).toMatchObject({ kind: 'offer-stale' });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(0);
    // 'Finalizar Pago' again: the same purchase, a new provider session.
    const reopened = await session.checkoutCaller(null).purchases.start(SOFIA);
    expect(reopened.purchaseNumber).toBe(payment.purchaseNumber);
    expect(reopened.sessionKey).not.toBe(payment.sessionKey);
    expect(await payWith(session, reopened)).toMatchObject({ status: 'approved' });
  });

  it("another account's QR is not found", async () => {
    const mine = await startedPayment();
    const qr = await mine
      .checkoutCaller(mine.payment)
      .wallet.qr({
        sale: vacationSale(mine.payment.purchaseNumber),
        purchaseNumber: mine.payment.purchaseNumber,
      });
    const other = await checkoutSession('padre+otro@example.com');
    const error = await trpcFailure(other.checkoutCaller(null).wallet.qrStatus({ qrId: qr.qrId }));
    expect(error.code).toBe('NOT_FOUND');
  });
});
