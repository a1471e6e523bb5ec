/**
 * One program, one child, one purchase, whatever the schedule (issue 15 point 4, decision 022):
 * two sessions of one buyer that open two schedules of the same program and pay both at the
 * same time are charged once. The loser is refused under the program's lock, before the card
 * provider is asked, and its open purchase is closed. Charges are counted at the mock provider.
 */
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, MOCK_CARD_PROVIDER } from '../../mocks/config';
import { db } from '../../mocks/db';
import { addSibling } from './sibling-builder';
import { mockServer } from '../../mocks/node';
import { ALREADY_HAS_IT, ALREADY_PAID, alreadyPaidForChild } from '../../kernel/texts/payments';
import { getOpenPayment } from '../../server/vacation-purchase/purchase-registry';
import type { PaymentState } from '../../server/vacation-purchase/types';
import type { SalePayment } from '../../server/sales/payment';
import { useStore } from '../../server/store';
import { createMemoryStore } from '../../server/store/memory-store';
import {
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  enrollmentsOf,
  ROBLOX,
  SOFIA,
  transactionToken,
  trpcFailure,
} from './payment-support';
import {
  enrollmentPage,
  payOnStep,
  postEnrollment,
  sessionOf,
  signedInChoice,
} from './payment-route-support';
import { logger } from '../../server/log/logger';

const AUTHORIZATION_URL = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/authorization/`;
/** The same program (Roblox, 8 to 11) in its second and third schedules. */
const SECOND = { ...ROBLOX, groupId: 'vg-8-1-2' } as const;
const THIRD = { ...ROBLOX, groupId: 'vg-8-1-3' } as const;
const PARENT = 'padre@example.com';
const STUDENT = 'alumno@example.com';

type Session = Awaited<ReturnType<typeof checkoutSession>>;
type Choice = typeof ROBLOX | typeof SECOND | typeof THIRD;

/** Every authorization request that reached the mock card provider (the purchase numbers). */
function providerRequests() {
  const seen: string[] = [];
  mockServer.use(
    http.post(AUTHORIZATION_URL, async ({ request }) => {
      const body: unknown = await request.clone().json();
      seen.push(
        typeof body === 'object' && body && 'purchase_number' in body ? String(body.purchase_number) : '',
      );
      return undefined;
    }),
  );
  return seen;
}

/** A session of `email` on a schedule, with 'Finalizar Pago' pressed (for Sofía when a parent). */
async function opened(email: string, choice: Choice) {
  const session = await checkoutSession(email, choice);
  const payment = await session.checkoutCaller(null).purchases.start(email === PARENT ? SOFIA : {});
  return { session, payment };
}

/** 'PAGAR' in that session with a card typed into the provider's form. */
const pay = (session: Session, payment: PaymentState, card: string = CARDS.visa) =>
  chargeAndEnroll(session.checkoutCaller(payment), {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });

/** Runs the payments together: the approvals, and every refusal (which must be ALREADY_PAID). */
async function race(calls: Promise<SalePayment>[]) {
  const settled = await Promise.allSettled(calls);
  const approvals = settled.flatMap((r) =>
    r.status === 'fulfilled' && r.value.status === 'approved' ? [r.value] : [],
  );
  const refusals = await Promise.all(
    settled.flatMap((r) => (r.status === 'rejected' ? [trpcFailure(Promise.reject(r.reason))] : [])),
  );
  for (const refusal of refusals)
    expect(refusal).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
  return { approvals, refusals, denied: settled.length - approvals.length - refusals.length };
}

const approvedAuthorizations = () => db.authorization.findMany({ where: { actionCode: { equals: '000' } } });

describe.each([
  ['a parent for one child', PARENT, 501],
  ['a student for themselves', STUDENT, null],
])('%s: two sessions, two schedules of one program', (_label, email, childId) => {
  it('started and paid at the same moment → one authorization at the provider, the other refused', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const [a, b] = await Promise.all([opened(email, ROBLOX), opened(email, SECOND)]);
    // Each schedule has its own open purchase: the rule is enforced when paying.
    expect(a.payment.purchaseNumber).not.toBe(b.payment.purchaseNumber);
    const asked = providerRequests();

    const { approvals, refusals } = await race([
      pay(a.session, a.payment, CARDS.visa),
      pay(b.session, b.payment, CARDS.mastercard),
    ]);

    expect(approvals).toHaveLength(1);
    expect(refusals).toHaveLength(1);
    expect(asked).toEqual([approvals[0].number]);
    expect(db.authorization.count()).toBe(1);
    const winner = approvals[0].number;
    expect(refusals[0]).toMatchObject({ outcome: { kind: 'already-paid' } });
    // The loser's purchase is closed and enrolled nobody; the winner's enrolled once.
    const loser = winner === a.payment.purchaseNumber ? b : a;
    const userId = a.session.context.auth?.user.id ?? 0;
    expect(await getOpenPayment(userId, loser.session.purchase, childId)).toBeNull();
    expect(enrollmentsOf(loser.payment.purchaseNumber)).toHaveLength(0);
    expect(enrollmentsOf(winner)).toHaveLength(1);
    // And that session cannot open its schedule again.
    const again = await trpcFailure(loser.session.checkoutCaller(null).purchases.start(childId ? SOFIA : {}));
    expect(again).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
  });

  it('the first paid, then the other tab pays its schedule → refused, the provider is not asked', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const a = await opened(email, ROBLOX);
    const b = await opened(email, SECOND);
    const first = await pay(a.session, a.payment);
    expect(first.status).toBe('approved');
    const asked = providerRequests();

    const error = await trpcFailure(pay(b.session, b.payment, CARDS.mastercard));

    expect(error).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
    expect(asked).toEqual([]);
    expect(db.authorization.count()).toBe(1);
    const userId = b.session.context.auth?.user.id ?? 0;
    expect(await getOpenPayment(userId, b.session.purchase, childId)).toBeNull();
    // One structured line for support: both purchase numbers, never card data.
    const logged = warn.mock.calls.at(-1)?.[0];
    const line = JSON.stringify(logged);
    expect(logged).toEqual({
      event: 'payment',
      outcome: 'refused_already_paid',
      purchaseNumber: b.payment.purchaseNumber,
      paidBy: a.payment.purchaseNumber,
      currency: b.payment.currency,
    });
    expect(line).not.toMatch(/5160|4919|tt_|pt_|sk_/);
  });

  it('with our records lost (store emptied), what the API lists still refuses the other schedule at payment', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const a = await opened(email, ROBLOX);
    const b = await opened(email, SECOND);
    expect((await pay(a.session, a.payment)).status).toBe('approved');
    // e.g. a lost Redis: no paid record, no outcome; the enrollments listed upstream remain.
    useStore(createMemoryStore());
    const asked = providerRequests();
    // The offer went with the store: nothing is charged, the step is opened again…
    const stale = await trpcFailure(pay(b.session, b.payment, CARDS.mastercard));
    expect(stale).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'offer-stale' } });
    // …and opening it again is refused from what the API lists.
    const again = await trpcFailure(b.session.checkoutCaller(null).purchases.start(email === PARENT ? SOFIA : {}));
    expect(again).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
    expect(asked).toEqual([]);
    expect(db.authorization.count()).toBe(1);
  });
});

describe('many sessions, many schedules', () => {
  it('ten sessions of one parent on three schedules, started and paid together → one charge', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const choices = Array.from({ length: 10 }, (_, i) => [ROBLOX, SECOND, THIRD][i % 3]);
    const sessions = await Promise.all(choices.map((choice) => opened(PARENT, choice)));
    // One open purchase per schedule, shared by the sessions on it.
    expect(new Set(sessions.map((s) => s.payment.purchaseNumber)).size).toBe(3);
    const asked = providerRequests();

    const { approvals, refusals } = await race(sessions.map((s) => pay(s.session, s.payment)));

    // Sessions sharing the winner's purchase number replay its approval; the rest are refused.
    expect(new Set(approvals.map((a) => a.number)).size).toBe(1);
    expect(new Set(approvals.map((a) => a.reference)).size).toBe(1);
    expect(approvals.length + refusals.length).toBe(10);
    expect(asked).toHaveLength(1);
    expect(approvedAuthorizations()).toHaveLength(1);
    expect(db.authorization.count()).toBe(1);
  });

  it('a denied card does not count as paid: the other schedule can still be paid, once', async () => {
    const a = await opened(PARENT, ROBLOX);
    const b = await opened(PARENT, SECOND);
    const { approvals, denied } = await race([
      pay(a.session, a.payment, CARDS.deny116),
      pay(b.session, b.payment),
    ]);
    expect(denied).toBe(1);
    expect(approvals).toHaveLength(1);
    expect(approvals[0].number).toBe(b.payment.purchaseNumber);
    expect(approvedAuthorizations()).toHaveLength(1);
  });

  it('another child is another unit: Sofía and a sister paying two schedules together are both charged', async () => {
    addSibling('valeria');
    const sofia = await opened(PARENT, ROBLOX);
    const valeriaSession = await checkoutSession(PARENT, SECOND);
    const valeria = await valeriaSession.checkoutCaller(null).purchases.start({ childId: 504 });
    const { approvals, refusals } = await race([
      pay(sofia.session, sofia.payment),
      pay(valeriaSession, valeria, CARDS.mastercard),
    ]);
    expect(approvals).toHaveLength(2);
    expect(refusals).toHaveLength(0);
    expect(approvedAuthorizations()).toHaveLength(2);
  });
});

describe('what the buyer sees (the /enrollment route)', () => {
  it("two browsers, two schedules: the second 'PAGAR' says it is paid for Sofía and offers 'Ver Mi Compra'", async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const [a, b] = await Promise.all([signedInChoice(PARENT, ROBLOX), signedInChoice(PARENT, SECOND)]);
    for (const cookie of [a, b]) {
      const started = await postEnrollment(cookie, { intent: 'start-payment', childId: '501' });
      expect(started.headers.get('location')).toBe('/enrollment?paso=pago');
    }

    const paidA = await payOnStep(a, CARDS.visa);
    expect(paidA.headers.get('location')).toBe('/enrollment?paso=resultado');
    const paidB = await payOnStep(b, CARDS.mastercard);

    expect(paidB.headers.get('location')).toBe('/enrollment');
    const sessionB = await sessionOf(b);
    expect(sessionB.get('paymentError')).toBe(alreadyPaidForChild('Sofía'));
    expect(sessionB.get('payment')).toBeUndefined();
    const pageB = await enrollmentPage(b);
    expect(pageB.payment).toBeNull();
    expect(pageB.children?.options[0]).toEqual({
      id: 501,
      firstName: 'Sofía',
      unavailable: ALREADY_HAS_IT,
      purchaseHref: '/dashboard?hijo=501&pestana=cursos',
    });
    expect(approvedAuthorizations()).toHaveLength(1);
    expect(db.authorization.count()).toBe(1);
  });

  it("a student's two tabs pay together: one is charged, the other told it is paid, with 'Ver Mi Compra'", async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const [a, b] = await Promise.all([signedInChoice(STUDENT, ROBLOX), signedInChoice(STUDENT, SECOND)]);
    for (const cookie of [a, b]) await postEnrollment(cookie, { intent: 'start-payment' });
    const answers = await Promise.all([payOnStep(a, CARDS.visa), payOnStep(b, CARDS.mastercard)]);
    const locations = answers.map((answer) => answer.headers.get('location'));
    expect([...locations].sort()).toEqual(['/enrollment', '/enrollment?paso=resultado']);
    const refused = locations[0] === '/enrollment' ? a : b;
    expect((await sessionOf(refused)).get('paymentError')).toBe(ALREADY_PAID);
    await expect(enrollmentPage(refused)).resolves.toMatchObject({ alreadyPaid: true, payment: null });
    expect(db.authorization.count()).toBe(1);
  });
});
