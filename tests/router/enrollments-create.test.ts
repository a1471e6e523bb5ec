/**
 * enrollments.create: the enrolments (and the purchase update) after an approved vacation
 * payment, a procedure of its own that the /enrollment action calls after the charge and that
 * retries the follow-up. Never a second enrolment, whoever calls it how often.
 */
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../server/log/logger';
import {
  approved,
  CARDS,
  enrollmentsOf,
  purchaseRow,
  startedPayment,
  transactionToken,
  recordEnrollmentPosts,
} from './payment-support';

async function charged(card: string = CARDS.visa) {
  const started = await startedPayment();
  const { payment, checkoutCaller } = started;
  const outcome = await checkoutCaller(payment).cardProvider.authorizePurchase({
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });
  return { ...started, outcome };
}

describe('enrollments.create', () => {
  it('the charge alone enrolls nobody; create then enrolls and updates the purchase', async () => {
    const { payment, checkoutCaller, outcome } = await charged();
    expect(approved(outcome).followUp).toEqual({ enrollments: 'pending', purchaseUpdate: 'pending' });
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
    expect(purchaseRow(payment.purchaseNumber)?.paidAmount).toBeNull();

    const created = await checkoutCaller({ ...payment, outcome }).enrollments.create();
    expect(created).toEqual({ ...outcome, followUp: { enrollments: 'done', purchaseUpdate: 'done' } });
    expect(enrollmentsOf(payment.purchaseNumber)).toMatchObject([{ course_id: 'crs-005' }]);
    expect(purchaseRow(payment.purchaseNumber)?.paidAmount).toBe(450);
  });

  it('reads the recorded approval: a session that lost it still enrolls', async () => {
    const { payment, checkoutCaller } = await charged();
    const created = approved(await checkoutCaller(payment).enrollments.create());
    expect(created.followUp).toEqual({ enrollments: 'done', purchaseUpdate: 'done' });
  });

  it('two creates at once (a double submit) enroll once and answer alike', async () => {
    const { payment, checkoutCaller, outcome } = await charged();
    const caller = checkoutCaller({ ...payment, outcome });
    const posted = recordEnrollmentPosts();
    const [a, b] = await Promise.all([caller.enrollments.create(), caller.enrollments.create()]);
    expect(a).toEqual(b);
    expect(posted).toHaveLength(1);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('once done, a retry calls nothing', async () => {
    const { payment, checkoutCaller, outcome } = await charged();
    await checkoutCaller({ ...payment, outcome }).enrollments.create();
    const posted = recordEnrollmentPosts();
    const again = approved(await checkoutCaller({ ...payment, outcome }).enrollments.create());
    expect(posted).toHaveLength(0);
    expect(again.followUp).toEqual({ enrollments: 'done', purchaseUpdate: 'done' });
  });

  it('a denial has nothing to enroll: PRECONDITION_FAILED', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { payment, checkoutCaller, outcome } = await charged(CARDS.deny180);
    expect(outcome.status).toBe('denied');
    await expect(checkoutCaller({ ...payment, outcome }).enrollments.create()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    });
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
  });
});
