import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, MOCK_CARD_PROVIDER } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import {
  approved,
  authorizationsOf,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  enrollmentsOf,
  NAMED_BOLETA,
  PACK,
  purchaseRow,
  SOFIA,
  startedPayment,
  transactionToken,
  trpcFailure,
  recordEnrollmentPosts,
} from './payment-support';
import { logger } from '../../server/log/logger';
import { vacationSale } from '../../server/sales/sale-ref';

const AUTHORIZATION_URL = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/authorization/`;

/** A started payment and its approved-card token, plus the authorize call of the route action. */
async function readyToPay(number: string = CARDS.visa) {
  const started = await startedPayment();
  const { payment, checkoutCaller } = started;
  const token = transactionToken(payment.sessionKey, number);
  const authorize = (state = payment) =>
    chargeAndEnroll(checkoutCaller(state), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: token,
    });
  return { ...started, token, authorize };
}

describe('never charge twice', () => {
  it('authorize twice with the same payment (cookie lost: outcome null both times) → the same approval, one authorization', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { authorize, payment } = await readyToPay();
    const { followUp: _first, ...first } = approved(await authorize());
    const { followUp: _second, ...second } = approved(await authorize());
    expect(second).toEqual(first);
    expect(second).toMatchObject({
      number: payment.purchaseNumber,
      amount: 450,
      card: '491914******9067',
    });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
    expect(db.authorization.count()).toBe(1);
  });

  // Regression: a replayed approval (outcome lost from the session) used to run the enrollment
  // step again; the follow-up now skips courses already enrolled for the purchase.
  it('the replayed approval does not enroll again and keeps followUp done', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { authorize } = await readyToPay();
    const first = approved(await authorize());
    const posted = recordEnrollmentPosts();
    const second = approved(await authorize());
    expect(posted).toHaveLength(0);
    expect(second.followUp).toEqual(first.followUp);
  });

  it('two concurrent authorize calls (double submit) → one authorization, one enrollment, the same answer', async () => {
    const { authorize, payment } = await readyToPay();
    const [a, b] = await Promise.all([authorize(), authorize()]);
    expect(approved(a)).toEqual(approved(b));
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('a denial is replayed too: a second call on the same purchase cannot be approved with another card', async () => {
    const { authorize, payment, checkoutCaller } = await readyToPay(CARDS.deny116);
    await expect(authorize()).resolves.toMatchObject({ status: 'denied', actionCode: '116' });
    const other = transactionToken(payment.sessionKey, CARDS.visa);
    const again = await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: other,
    });
    expect(again).toMatchObject({ status: 'denied', actionCode: '116' });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('an already-used transaction token on a new purchase → BAD_REQUEST, nothing charged', async () => {
    const { authorize, token } = await readyToPay();
    approved(await authorize());
    // Another program (the same one is refused as already paid), paid with the spent token.
    const { checkoutCaller } = await checkoutSession('padre@example.com', PACK);
    const next = await checkoutCaller(null).purchases.start({ ...SOFIA, receipt: NAMED_BOLETA });
    expect(next.purchaseNumber).toMatch(/^\d{10}$/);
    const error = await trpcFailure(
      chargeAndEnroll(checkoutCaller(next), {
        purchaseNumber: next.purchaseNumber,
        transactionToken: token,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toMatchObject({ kind: 'bad-request', status: 400 });
    expect(authorizationsOf(next.purchaseNumber)).toHaveLength(0);
    expect(db.authorization.count()).toBe(1);
  });
});

describe('authorization failures', () => {
  it("'authorization-error' → BAD_GATEWAY; the token is not spent, so a retry is approved", async () => {
    const { authorize, payment, token } = await readyToPay();
    const error = await trpcFailure(runWithScenario('authorization-error', () => authorize()));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.cause).toMatchObject({ kind: 'server', status: 502 });
    expect(db.authorization.count()).toBe(0);
    expect(db.transactionToken.findFirst({ where: { id: { equals: token } } })?.used).toBe(false);
    await expect(authorize()).resolves.toMatchObject({
      status: 'approved',
      number: payment.purchaseNumber,
    });
  });

  it.each([
    ['code 200 without order or card', { code: 200, data: {} }],
    ['code 400 without the provider response', { code: 400 }],
    [
      'a provider response whose text is not JSON',
      { code: 400, [`${MOCK_CARD_PROVIDER}_response`]: { status: 400, text: 'NOT AUTHORIZED <html>' } },
    ],
    [
      'a provider response without ACTION_CODE',
      {
        code: 400,
        [`${MOCK_CARD_PROVIDER}_response`]: {
          status: 400,
          text: JSON.stringify({ data: { TRANSACTION_DATE: '270111153045' } }),
        },
      },
    ],
    ['no code at all', { data: {} }],
  ])('malformed authorization answer (%s) → BAD_GATEWAY, no enrollment', async (_label, body) => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    mockServer.use(http.post(AUTHORIZATION_URL, () => HttpResponse.json(body)));
    const { authorize, payment } = await readyToPay();
    const error = await trpcFailure(authorize());
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.cause).toMatchObject({ kind: 'malformed' });
    expect(log).toHaveBeenCalled();
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
    expect(purchaseRow(payment.purchaseNumber)?.paidAmount).toBeNull();
  });
});

describe('follow-up after approval', () => {
  it("'enrollment-error' → approved with enrollments pending; a retry then enrolls", async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { authorize, payment, checkoutCaller } = await readyToPay();
    const outcome = approved(await runWithScenario('enrollment-error', () => authorize()));
    expect(outcome).toMatchObject({
      status: 'approved',
      amount: 450,
      card: '491914******9067',
      followUp: { enrollments: 'pending', 'purchase-update': 'done' },
    });
    expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
    expect(purchaseRow(payment.purchaseNumber)).toMatchObject({
      paidAmount: 450,
      transactionId: outcome.reference,
    });
    expect(log).toHaveBeenCalledOnce();
    const logged: unknown = log.mock.calls[0][0];
    expect(logged).toMatchObject({
      event: 'payment',
      outcome: 'follow_up_pending',
      step: 'enrollments',
      number: payment.purchaseNumber,
      reference: outcome.reference,
    });

    const patches: string[] = [];
    mockServer.use(
      http.patch(`${MOCK_API_URL}/api/purchases/:id/`, ({ params }) => {
        patches.push(String(params.id));
        return undefined;
      }),
    );
    const retried = await checkoutCaller(payment).invoices.retryFollowUp({
      sale: vacationSale(payment.purchaseNumber),
    });
    expect(retried).toEqual({ ...outcome, followUp: { enrollments: 'done', 'purchase-update': 'done' } });
    expect(enrollmentsOf(payment.purchaseNumber)).toMatchObject([
      { course_id: 'crs-005', group_id: 'grp-5-1', initial_date: '2027-01-11' },
    ]);
    expect(patches).toEqual([]);
    expect(db.authorization.count()).toBe(1);
  });

  it('a retry still failing keeps the step pending', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { authorize, payment, checkoutCaller } = await readyToPay();
    const outcome = approved(await runWithScenario('enrollment-error', () => authorize()));
    const retried = await runWithScenario('enrollment-error', () =>
      checkoutCaller(payment).invoices.retryFollowUp({ sale: vacationSale(outcome.number) }),
    );
    expect(retried && approved(retried).followUp).toEqual({
      enrollments: 'pending',
      'purchase-update': 'done',
    });
  });

  it('a retry with nothing charged answers null, charging nothing', async () => {
    const { payment, checkoutCaller } = await readyToPay();
    expect(
      await checkoutCaller(payment).invoices.retryFollowUp({ sale: vacationSale(payment.purchaseNumber) }),
    ).toBeNull();
    expect(db.authorization.count()).toBe(0);
  });
});
