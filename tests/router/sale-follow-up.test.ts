/**
 * The steps after an approved payment (decision 104), one runner for every kind of sale: the charge
 * runs them, a replay or 'Reintentar' never runs a done step again, and a crash that leaves steps
 * pending is resumed by any instance from the journal, without the family's session.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { logger } from '../../server/log/logger';
import { keepInJournal, readPayment, RESUME_AFTER_MS, savePayment } from '../../server/sales/ledger';
import { resumePendingSales } from '../../server/sales/follow-up';
import { vacationSale } from '../../server/sales/sale-ref';
import type { ApprovedPayment } from '../../server/sales/payment';
import {
  approved,
  CARDS,
  chargeAndEnroll,
  enrollmentsOf,
  purchaseRow,
  recordEnrollmentPosts,
  startedPayment,
  transactionToken,
} from './payment-support';

async function charged(card: string = CARDS.visa) {
  const started = await startedPayment();
  const { payment, checkoutCaller } = started;
  const outcome = await chargeAndEnroll(checkoutCaller(payment), {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });
  return { ...started, outcome, sale: vacationSale(payment.purchaseNumber) };
}

const failEnrollments = () =>
  mockServer.use(http.post(`${MOCK_API_URL}/api/enrollments/`, () => HttpResponse.json({}, { status: 500 })));

afterEach(() => {
  vi.useRealTimers();
});

describe('the follow-up of an approved payment', () => {
  it('the charge enrolls and updates the purchase, once', async () => {
    const { payment, outcome } = await charged();
    expect(approved(outcome).followUp).toEqual({ enrollments: 'done', 'purchase-update': 'done' });
    expect(enrollmentsOf(payment.purchaseNumber)).toMatchObject([{ course_id: 'crs-005' }]);
    expect(purchaseRow(payment.purchaseNumber)?.paidAmount).toBe(450);
  });

  it('a replayed authorize and a retry call nothing once done', async () => {
    const { payment, checkoutCaller, sale } = await charged();
    const posted = recordEnrollmentPosts();
    const step = checkoutCaller(payment);
    const replay = await chargeAndEnroll(step, {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
    });
    const retried = await step.invoices.retryFollowUp({ sale });
    expect(posted).toHaveLength(0);
    expect(approved(replay).followUp).toEqual({ enrollments: 'done', 'purchase-update': 'done' });
    expect(retried).toEqual(replay);
  });

  it('a failed step stays pending; two retries at once enroll once and answer alike', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    failEnrollments();
    const { payment, checkoutCaller, outcome, sale } = await charged();
    expect(approved(outcome).followUp).toEqual({ enrollments: 'pending', 'purchase-update': 'done' });
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
    mockServer.resetHandlers();
    const posted = recordEnrollmentPosts();
    const step = checkoutCaller(payment);
    const [a, b] = await Promise.all([
      step.invoices.retryFollowUp({ sale }),
      step.invoices.retryFollowUp({ sale }),
    ]);
    expect(a).toEqual(b);
    expect(posted).toHaveLength(1);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('a denial has nothing to follow: a retry answers it as recorded', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { payment, checkoutCaller, outcome, sale } = await charged(CARDS.deny180);
    expect(outcome.status).toBe('denied');
    expect(await checkoutCaller(payment).invoices.retryFollowUp({ sale })).toEqual(outcome);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
  });
});

describe('resumed after a crash (the journal)', () => {
  it('a step left pending is finished by the sweep, without the session, once', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    failEnrollments();
    const { payment, context, sale } = await charged();
    mockServer.resetHandlers();
    // Not before the request that runs them has had its chance.
    expect(await resumePendingSales(Date.now())).toBe(0);
    expect(await resumePendingSales(Date.now() + RESUME_AFTER_MS + 1_000)).toBe(1);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(1);
    const recorded = await readPayment(sale, context.auth?.user.id ?? 0);
    expect(recorded && approved(recorded).followUp).toEqual({
      enrollments: 'done',
      'purchase-update': 'done',
    });
    // Done: nothing is left for the next sweep.
    expect(await resumePendingSales(Date.now() + RESUME_AFTER_MS + 1_000)).toBe(0);
  });

  it('the process gone right after the record, before any step: the sweep runs them all', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    failEnrollments();
    mockServer.use(
      http.patch(`${MOCK_API_URL}/api/purchases/:id/`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { payment, context, sale, outcome } = await charged();
    mockServer.resetHandlers();
    // What the charge wrote before its first step, as a crash would have left it.
    const bearer = context.auth?.refreshToken ?? '';
    const untouched: ApprovedPayment = {
      ...approved(outcome),
      followUp: { enrollments: 'pending', 'purchase-update': 'pending' },
    };
    await savePayment(untouched);
    await keepInJournal(untouched, bearer);
    expect(await resumePendingSales(Date.now() + RESUME_AFTER_MS + 1_000)).toBe(1);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(1);
    expect(purchaseRow(payment.purchaseNumber)?.paidAmount).toBe(450);
    const recorded = await readPayment(sale, context.auth?.user.id ?? 0);
    expect(recorded && approved(recorded).followUp).toEqual({
      enrollments: 'done',
      'purchase-update': 'done',
    });
  });
});
