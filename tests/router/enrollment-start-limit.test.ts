/**
 * 'Finalizar Pago' past the limit of payment starts (server/throttle.ts `paymentStart`): the page
 * says it is the limit, as /pagar does (issue 74: a message names a limit as what it is), nothing
 * is created, and nothing is logged as a failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { PAYMENT_STARTS_THROTTLED } from '../../kernel/texts/payments';
import { logger } from '../../server/log/logger';
import { hit, resetLimit } from '../../server/throttle';
import { signedInCaller } from '../support/caller';
import { postEnrollment, sessionOf, signedInChoice } from './payment-route-support';
import { ROBLOX } from './payment-support';

const PARENT = 'padre@example.com';

afterEach(() => vi.restoreAllMocks());

describe("'Finalizar Pago' past the limit of payment starts", () => {
  it('answers the page with the limit, creates no purchase and logs no failure', async () => {
    const cookie = await signedInChoice(PARENT, ROBLOX);
    const { context } = await signedInCaller(PARENT);
    const userId = String(context.auth?.user.id);
    while (await hit('paymentStart', userId));
    const purchases = db.purchase.count();
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const answer = await postEnrollment(cookie, { intent: 'start-payment', childId: '501' });

    expect(answer.headers.get('location')).toBe('/enrollment');
    expect((await sessionOf(cookie)).get('paymentError')).toBe(PAYMENT_STARTS_THROTTLED);
    expect(db.purchase.count()).toBe(purchases);
    expect(log).not.toHaveBeenCalled();
    await resetLimit('paymentStart', userId);
  });
});
