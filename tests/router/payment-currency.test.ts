/**
 * The purchase currency is decided again once the buyer signs in (issue 15 point 9, decision
 * 022): 'Ir a Pagar' pressed while signed out is priced by the visitor's location; the page after
 * sign-in shows, and 'Finalizar Pago' charges, the signed-in user's country's currency and price,
 * read from the program's data on the server.
 */
import { describe, expect, it } from 'vitest';
import { MOCK_MERCHANT_ID_PEN, MOCK_MERCHANT_ID_USD } from '../../mocks/config';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import type { PurchaseContext } from '../../server/vacation-purchase/types';
import { DEFAULT_TIME_ZONE, type Context } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller, visitorCaller } from '../support/caller';
import { DIEGO, EMILIANO, PYTHON, ROBLOX, SOFIA, trpcFailure } from './payment-support';
import { choose, enrollmentPage, postEnrollment, sessionOf, signIn } from './payment-route-support';
import { formatMoney, type Money } from '../../kernel/money';

const printed = (money: Money) => formatMoney(money.amount, money.currency);

const CLUB = { ageRange: '5_to_7', programId: 'vac-5_to_7-2', groupId: 'vg-5-2-1' } as const;

/** 'Ir a Pagar' while signed out (a visitor in Mexico with 'visitor-abroad', else in Lima). */
const visitorPurchase = (choice: typeof ROBLOX | typeof PYTHON | typeof CLUB, abroad: boolean) =>
  abroad
    ? runWithScenario('visitor-abroad', () => visitorCaller().vacation.prepare(choice))
    : visitorCaller().vacation.prepare(choice);

/** The route action's caller after sign-in, with the purchase chosen before it in the session. */
async function signedInWith(email: string, purchase: PurchaseContext) {
  const { context } = await signedInCaller(email);
  const checkout: Context = {
    ...context,
    vacationPurchase: { purchase, payment: null },
    transport: 'caller',
  };
  return createCaller(checkout);
}

describe('purchases.current and purchases.start after sign-in', () => {
  it('chosen in Mexico (USD), signed in as padre@ (Peru): priced and charged in soles', async () => {
    const chosen = await visitorPurchase(ROBLOX, true);
    expect(chosen).toMatchObject({ currencyCode: 'USD', price: 129, guardian_country: 'MX' });
    const caller = await signedInWith('padre@example.com', chosen);

    await expect(caller.purchases.current()).resolves.toMatchObject({
      currencyCode: 'PEN',
      price: 450,
      before_price: 600,
      guardian_country: 'PE',
      guardian_city: null,
      id_group: ROBLOX.groupId,
    });
    const payment = await caller.purchases.start(SOFIA);
    expect(payment).toMatchObject({ amount: 450, currency: 'PEN', merchantId: MOCK_MERCHANT_ID_PEN });
    expect(db.purchase.getAll()).toMatchObject([{ amount: 450, currency: 'PEN' }]);
  });

  it('chosen in Peru (PEN), signed in as mama.mx@ (Mexico): priced and charged in dollars', async () => {
    const chosen = await visitorPurchase(PYTHON, false);
    expect(chosen).toMatchObject({ currencyCode: 'PEN', price: 636 });
    const caller = await signedInWith('mama.mx@example.com', chosen);

    await expect(caller.purchases.current()).resolves.toMatchObject({ currencyCode: 'USD', price: 182 });
    const payment = await caller.purchases.start(EMILIANO);
    expect(payment).toMatchObject({ amount: 182, currency: 'USD', merchantId: MOCK_MERCHANT_ID_USD });
    expect(db.purchase.getAll()).toMatchObject([{ amount: 182, currency: 'USD' }]);
  });

  it('a subscription chosen in Mexico is subscribed in soles by a parent in Peru', async () => {
    const chosen = await visitorPurchase(CLUB, true);
    expect(chosen.currencyCode).toBe('USD');
    const caller = await signedInWith('padre@example.com', chosen);
    await expect(caller.purchases.startSubscription(DIEGO)).resolves.toMatchObject({
      amount: 320,
      currency: 'PEN',
    });
    expect(db.globalSubscription.getAll()).toMatchObject([{ amount: 320, currency: 'PEN' }]);
  });

  it('already priced for the buyer: the same context, untouched', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const chosen = await caller.vacation.prepare(ROBLOX);
    const checkout = await signedInWith('padre@example.com', chosen);
    await expect(checkout.purchases.current()).resolves.toEqual(chosen);
  });

  it('a program or schedule no longer sold → PRECONDITION_FAILED, nothing opened', async () => {
    const chosen = await visitorPurchase(ROBLOX, true);
    const caller = await signedInWith('padre@example.com', { ...chosen, id_group: 'vg-gone' });
    const error = await trpcFailure(caller.purchases.start(SOFIA));
    expect(error).toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Programa no disponible' });
    expect(db.purchase.count()).toBe(0);
  });

  it('a program or schedule no longer sold has no opened payment to come back to: null', async () => {
    const chosen = await visitorPurchase(ROBLOX, true);
    const caller = await signedInWith('padre@example.com', { ...chosen, id_group: 'vg-gone' });
    await expect(caller.purchases.opened(SOFIA)).resolves.toBeNull();
  });
});

describe('/enrollment shows the recomputed price before paying', () => {
  it.each([
    [
      'a visitor in Mexico signs in as padre@ (Peru)',
      ROBLOX,
      true,
      'padre@example.com',
      SOFIA,
      '$129 USD',
      'S/ 450',
      'PEN',
    ],
    [
      'a visitor in Peru signs in as mama.mx@ (Mexico)',
      PYTHON,
      false,
      'mama.mx@example.com',
      EMILIANO,
      'S/ 636',
      '$182 USD',
      'USD',
    ],
  ] as const)('%s', async (_label, choice, abroad, email, child, before, after, currency) => {
    const visitor = await choose(choice, { abroad });
    expect(printed((await enrollmentPage(visitor)).summary.price)).toBe(before);

    const cookie = await signIn(visitor, email);
    expect(printed((await enrollmentPage(cookie)).summary.price)).toBe(after);

    const answer = await postEnrollment(cookie, { intent: 'start-payment', childId: String(child.childId) });
    expect(answer.headers.get('location')).toBe('/enrollment?paso=pago');
    const step = await enrollmentPage(cookie, '?paso=pago');
    expect(printed(step.summary.price)).toBe(after);
    expect(step.payment).toMatchObject({ amountText: after, currency });
    // The session now holds the purchase as charged, so the receipt and any retry agree.
    const session = await sessionOf(cookie);
    expect(session.get('purchase')).toMatchObject({ currencyCode: currency });
    expect(db.purchase.getAll()).toMatchObject([{ currency }]);
  });
});

describe('a visitor caller cannot reach purchases.current', () => {
  it('UNAUTHORIZED without a session', async () => {
    const error = await trpcFailure(
      createCaller({ auth: null, timeZone: DEFAULT_TIME_ZONE, transport: 'caller' }).purchases.current(),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
