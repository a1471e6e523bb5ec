/**
 * The one reader of expected outcomes (server/trpc/outcomes.ts, decision 026): every kind an
 * action branches on, raised by a real procedure through the root router's caller against the
 * MSW mock API; and null for what is not an outcome (upstream down, timeout, maintenance, a bug).
 */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { CHILD_REQUIRED, NO_COURSES, NO_SCHEDULES } from '../../kernel/texts/payments';
import type { PurchaseContext } from '../../server/vacation-purchase/types';
import { LIMITS } from '../../server/throttle';
import { createCaller } from '../../server/trpc/root';
import { expectedOutcome } from '../../server/trpc/outcomes';
import { signedInCaller, visitorCaller } from '../support/caller';
import {
  approved,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  EMILIANO,
  ROBLOX,
  SOFIA,
  startedPayment,
  transactionToken,
} from './payment-support';

/** What a call rejected with, read by the one reader (a call that succeeds fails the test). */
async function outcomeOf(call: () => Promise<unknown>) {
  const error = await call().then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (reason: unknown) => reason,
  );
  return expectedOutcome(error);
}

describe('expectedOutcome: the payment steps', () => {
  it('the same program and child paid again → already-paid, naming the child', async () => {
    const paid = await startedPayment('padre@example.com', ROBLOX, SOFIA);
    approved(
      await chargeAndEnroll(paid.checkoutCaller(paid.payment), {
        purchaseNumber: paid.payment.purchaseNumber,
        transactionToken: transactionToken(paid.payment.sessionKey, CARDS.visa),
      }),
    );
    const again = await checkoutSession();
    expect(await outcomeOf(() => again.checkoutCaller(null).purchases.start(SOFIA))).toEqual({
      kind: 'already-paid',
      child: { id: 501, firstName: 'Sofía' },
    });
  });

  it('a student paying again for themselves → already-paid without a child', async () => {
    const paid = await startedPayment('alumno@example.com', ROBLOX, {});
    approved(
      await chargeAndEnroll(paid.checkoutCaller(paid.payment), {
        purchaseNumber: paid.payment.purchaseNumber,
        transactionToken: transactionToken(paid.payment.sessionKey, CARDS.visa),
      }),
    );
    const again = await checkoutSession('alumno@example.com');
    expect(await outcomeOf(() => again.checkoutCaller(null).purchases.start())).toEqual({
      kind: 'already-paid',
      child: null,
    });
  });

  it('a parent naming no child → child-not-eligible with the field’s Spanish message', async () => {
    const { checkoutCaller } = await checkoutSession();
    expect(await outcomeOf(() => checkoutCaller(null).purchases.start())).toEqual({
      kind: 'child-not-eligible',
      message: CHILD_REQUIRED,
    });
  });

  it('another family’s child → not-found', async () => {
    const { checkoutCaller } = await checkoutSession();
    expect(await outcomeOf(() => checkoutCaller(null).purchases.start(EMILIANO))).toEqual({
      kind: 'not-found',
    });
  });

  it('no purchase in the session, or its schedule no longer sold → purchase-unavailable', async () => {
    const { context } = await signedInCaller('padre@example.com');
    const withPurchase = (purchase: PurchaseContext | null) =>
      createCaller({ ...context, vacationPurchase: { purchase, payment: null }, transport: 'caller' });
    expect(await outcomeOf(() => withPurchase(null).purchases.current())).toEqual({
      kind: 'purchase-unavailable',
    });
    // Chosen in Mexico, so the Peruvian buyer's price is computed again against the campaign.
    const chosen = await runWithScenario('visitor-abroad', () => visitorCaller().vacation.prepare(ROBLOX));
    const gone = withPurchase({ ...chosen, id_group: 'vg-gone' });
    expect(await outcomeOf(() => gone.purchases.current())).toEqual({ kind: 'purchase-unavailable' });
  });

  it("'purchase-403' (the upstream refuses the purchase) → forbidden", async () => {
    const { checkoutCaller } = await checkoutSession();
    expect(
      await outcomeOf(() =>
        runWithScenario('purchase-403', () => checkoutCaller(null).purchases.start(SOFIA)),
      ),
    ).toEqual({ kind: 'forbidden' });
  });
});

describe('expectedOutcome: choosing a program', () => {
  it.each([
    ['no-groups', NO_SCHEDULES],
    ['no-courses', NO_COURSES],
  ])("'%s' → purchase-blocked with its block", async (scenario, block) => {
    expect(
      await outcomeOf(() => runWithScenario(scenario, () => visitorCaller().vacation.prepare(ROBLOX))),
    ).toEqual({ kind: 'purchase-blocked', block });
  });

  it('a schedule the program does not have → invalid-input; a program not shown → not-found', async () => {
    expect(
      await outcomeOf(() => visitorCaller().vacation.prepare({ ...ROBLOX, groupId: 'vg-nope' })),
    ).toEqual({
      kind: 'invalid-input',
    });
    expect(
      await outcomeOf(() =>
        visitorCaller().vacation.options({ ...ROBLOX, programId: 'vac-none', groupId: null }),
      ),
    ).toEqual({ kind: 'not-found' });
  });
});

describe('expectedOutcome: access, throttles and input', () => {
  it('a visitor calling a signed-in procedure, or a wrong password → unauthorized', async () => {
    expect(await outcomeOf(() => visitorCaller().parents.overview())).toEqual({ kind: 'unauthorized' });
    expect(
      await outcomeOf(() =>
        visitorCaller().auth.login({ email: 'padre@example.com', password: 'no-es-esta-1' }),
      ),
    ).toEqual({ kind: 'unauthorized' });
  });

  it('a child of another family, as the upstream answers it (404) → not-found', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(await outcomeOf(() => caller.parents.recommended({ childId: 503 }))).toEqual({
      kind: 'not-found',
    });
  });

  it('one contact request over the limit → throttled', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const send = () => caller.contact.send({ tipo_de_consulta: 'academica', message: 'Hola, una consulta.' });
    for (let n = 0; n < LIMITS.contact.points; n++) await send();
    expect(await outcomeOf(send)).toEqual({ kind: 'throttled' });
  });

  it('an input the schema refuses → invalid-input', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(
      await outcomeOf(() => caller.contact.send({ tipo_de_consulta: 'academica', message: '' })),
    ).toEqual({
      kind: 'invalid-input',
    });
  });
});

describe('expectedOutcome: what is not an outcome → null', () => {
  it.each(['upstream-down', 'upstream-timeout', 'maintenance'])(
    "'%s' while choosing a program → null (the route's error page decides)",
    async (scenario) => {
      const failure = await runWithScenario(scenario, () => visitorCaller().vacation.prepare(ROBLOX)).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(failure).not.toBeNull();
      expect(expectedOutcome(failure)).toBeNull();
    },
  );

  it('an error that is no tRPC error, or nothing at all → null', () => {
    expect(expectedOutcome(new Error('ALREADY_PAID'))).toBeNull();
    expect(expectedOutcome({ code: 'NOT_FOUND' })).toBeNull();
    expect(expectedOutcome(null)).toBeNull();
  });
});
