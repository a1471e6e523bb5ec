/**
 * A parent's purchase is for one of their children: chosen on /enrollment, checked against the
 * parent's own children and the program's age range, enrolled as that child, and never charged
 * twice for the same program and child, whatever the schedule.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { addSibling } from './sibling-builder';
import { mockServer } from '../../mocks/node';
import { ageRangeReason, ageRangeRefusal, ALREADY_HAS_IT, CHILD_REQUIRED } from '../../kernel/texts/payments';
import { signedInCaller } from '../support/caller';
import {
  approved,
  authorizationsOf,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  DIEGO,
  EMILIANO,
  enrollmentsOf,
  ROBLOX,
  SOFIA,
  startedPayment,
  transactionToken,
  trpcFailure,
} from './payment-support';
import { logger } from '../../server/log/logger';
import { getStore } from '../../server/store';

const purchasesOf = (userId: number) => db.purchase.findMany({ where: { userId: { equals: userId } } });

/** Starts and pays (visa) Roblox for a child of padre@; returns the payment, its caller and the approval. */
async function paidFor(start: { childId: number }) {
  const session = await startedPayment('padre@example.com', ROBLOX, start);
  const outcome = approved(
    await chargeAndEnroll(session.checkoutCaller(session.payment), {
      purchaseNumber: session.payment.purchaseNumber,
      transactionToken: transactionToken(session.payment.sessionKey, CARDS.visa),
    }),
  );
  return { ...session, outcome };
}

describe('the child is one of the parent’s own', () => {
  it('a parent must name the child: BAD_REQUEST with the field message, no purchase', async () => {
    const { checkoutCaller } = await checkoutSession();
    const error = await trpcFailure(checkoutCaller(null).purchases.start());
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: CHILD_REQUIRED });
    expect(db.purchase.count()).toBe(0);
  });

  it.each([
    ['another family’s child (Emiliano)', EMILIANO.childId],
    ['an id no child has', 999_999],
  ])('%s → NOT_FOUND, no purchase opened, nothing about the child', async (_label, childId) => {
    const { checkoutCaller } = await checkoutSession();
    const error = await trpcFailure(checkoutCaller(null).purchases.start({ childId }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).not.toMatch(/Emiliano|López/);
    expect([db.purchase.count(), db.providerToken.count(), db.providerSession.count()]).toEqual([0, 0, 0]);
  });

  it('a child of another alias is not found either (each alias has its own children)', async () => {
    await signedInCaller('padre+otro@example.com');
    const [otherSofia] = db.child.findMany({
      where: { email: { equals: 'sofia.quispe+otro@alumnos.kodea.pe' } },
    });
    const { checkoutCaller } = await checkoutSession('padre+mio@example.com');
    const error = await trpcFailure(checkoutCaller(null).purchases.start({ childId: otherSofia.id }));
    expect(error.code).toBe('NOT_FOUND');
    expect(db.purchase.count()).toBe(0);
  });

  it('a student buys for themselves: no child; naming one → NOT_FOUND', async () => {
    const student = await startedPayment('alumno@example.com', ROBLOX, {});
    expect(student.payment.child).toBeNull();
    await expect(student.checkoutCaller(null).purchases.childOptions()).resolves.toBeNull();
    const error = await trpcFailure(student.checkoutCaller(null).purchases.start(SOFIA));
    expect(error.code).toBe('NOT_FOUND');
    // Paid, the enrollment is the student's own (no student_id), as before.
    const outcome = approved(
      await chargeAndEnroll(student.checkoutCaller(student.payment), {
        purchaseNumber: student.payment.purchaseNumber,
        transactionToken: transactionToken(student.payment.sessionKey, CARDS.visa),
      }),
    );
    expect(enrollmentsOf(outcome.number)).toMatchObject([{ userId: 201, course_id: 'crs-005' }]);
    const again = await checkoutSession('alumno@example.com');
    const paid = await trpcFailure(again.checkoutCaller(null).purchases.start());
    expect(paid).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
  });

  it('the child is checked again before the charge: no longer the parent’s → NOT_FOUND, nothing authorized', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    // Between 'Finalizar Pago' and 'PAGAR' the child left the family (support moved her).
    db.child.update({ where: { id: { equals: SOFIA.childId } }, data: { parentId: 999 } });
    const error = await trpcFailure(
      chargeAndEnroll(checkoutCaller(payment), {
        purchaseNumber: payment.purchaseNumber,
        transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(db.authorization.count()).toBe(0);
  });
});

describe('the age range is checked against the program', () => {
  it('Diego (5 to 7) cannot take Roblox (8 to 11): refused with the reason, no purchase', async () => {
    const { checkoutCaller } = await checkoutSession();
    const error = await trpcFailure(checkoutCaller(null).purchases.start(DIEGO));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: ageRangeRefusal('Diego', '8_to_11') });
    expect(error.message).toBe('No puedes elegir a Diego: este programa es para niños de 8 a 11 años.');
    expect(db.purchase.count()).toBe(0);
  });

  it('the options: Sofía selectable, Diego disabled with the reason', async () => {
    const { checkoutCaller } = await checkoutSession();
    await expect(checkoutCaller(null).purchases.childOptions()).resolves.toEqual([
      { id: 501, firstName: 'Sofía', unavailable: null, purchaseHref: null },
      { id: 502, firstName: 'Diego', unavailable: ageRangeReason('8_to_11'), purchaseHref: null },
    ]);
  });

  it('a subscription (5 to 7) is for Diego, not Sofía', async () => {
    const subscription = { ageRange: '5_to_7', programId: 'vac-5_to_7-2', groupId: 'vg-5-2-1' } as const;
    const { checkoutCaller } = await checkoutSession('padre@example.com', subscription);
    const refused = await trpcFailure(checkoutCaller(null).purchases.startSubscription(SOFIA));
    expect(refused.code).toBe('BAD_REQUEST');
    const required = await trpcFailure(checkoutCaller(null).purchases.startSubscription());
    expect(required.message).toBe(CHILD_REQUIRED);
    await expect(checkoutCaller(null).purchases.startSubscription(DIEGO)).resolves.toMatchObject({
      amount: 320,
      currency: 'PEN',
    });
  });
});

describe('enrolled as the child', () => {
  it('the paid enrolment is under the child in parents.overview, not in the parent’s own courses', async () => {
    const { context, outcome } = await paidFor(SOFIA);
    expect(enrollmentsOf(outcome.number)).toMatchObject([{ userId: 501, course_id: 'crs-005' }]);
    const { caller } = await signedInCaller('padre@example.com');
    const overview = await caller.parents.overview();
    const sofia = overview.children.find((entry) => entry.child.id === 501);
    const bought = sofia?.courses.filter((course) => course.invoice === Number(outcome.number));
    expect(bought).toMatchObject([
      {
        status: 'has_not_started',
        student: { id: 501, full_name: 'Sofía Quispe Vargas' },
        // What was bought (issue 20): the 4-week program's sessions, length and end, not the 2-month course's.
        course: {
          id: 2005,
          name: 'Curso de Videojuegos con Roblox',
          order_in_learning_path: null,
          number_of_sessions: 8,
          duration: 1,
        },
        group: {
          start_date: '2027-01-11',
          end_date: '2027-02-03',
          frequency: [
            { day_name: 'Lunes', time_start: '16:00', time_end: '17:30' },
            { day_name: 'Miércoles', time_start: '16:00', time_end: '17:30' },
          ],
          frequency_numeric: 2,
        },
      },
    ]);
    const diego = overview.children.find((entry) => entry.child.id === 502);
    expect(diego?.courses.some((course) => course.invoice === Number(outcome.number))).toBe(false);
    // The parent's own 'Mis cursos' (GET /api/enrollments/) does not list it.
    const own = await caller.enrollments.list();
    expect(JSON.stringify(own)).not.toContain(outcome.number);
    expect(context.auth?.user.id).toBe(101);
  });
});

describe('never twice for the same program and child', () => {
  it('the same child again → ALREADY_PAID naming the child, nothing created; another child can buy it', async () => {
    const valeria = addSibling('valeria');
    const first = await paidFor(SOFIA);
    const again = await checkoutSession();
    const error = await trpcFailure(again.checkoutCaller(null).purchases.start(SOFIA));
    expect(error).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
    expect(error).toMatchObject({ outcome: { child: { id: 501, firstName: 'Sofía' } } });
    expect(purchasesOf(101)).toHaveLength(1);

    const second = await paidFor(valeria);
    expect(second.payment.purchaseNumber).not.toBe(first.payment.purchaseNumber);
    expect(purchasesOf(101)).toHaveLength(2);
    expect(enrollmentsOf(second.outcome.number)).toMatchObject([{ userId: 504, course_id: 'crs-005' }]);
    expect(authorizationsOf(first.payment.purchaseNumber)).toHaveLength(1);
  });

  it('the options then show Sofía as bought, with the link to her courses', async () => {
    await paidFor(SOFIA);
    const { checkoutCaller } = await checkoutSession();
    const [sofia] = (await checkoutCaller(null).purchases.childOptions()) ?? [];
    expect(sofia).toEqual({
      id: 501,
      firstName: 'Sofía',
      unavailable: ALREADY_HAS_IT,
      purchaseHref: '/dashboard?hijo=501&pestana=cursos',
    });
  });

  it('the options read every child’s paid record in one store operation, whatever the family’s size', async () => {
    await paidFor(SOFIA);
    const valeria = addSibling('valeria');
    addSibling('lucia');
    const { checkoutCaller } = await checkoutSession();
    const store = getStore();
    const getMany = vi.spyOn(store, 'getMany');
    const get = vi.spyOn(store, 'get');
    const options = (await checkoutCaller(null).purchases.childOptions()) ?? [];
    expect(options.map((option) => [option.id, option.purchaseHref !== null])).toEqual([
      [501, true],
      [502, false],
      [valeria.childId, false],
      [505, false],
    ]);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany.mock.calls[0]?.[0]).toHaveLength(4);
    expect(get.mock.calls.filter(([key]) => key.startsWith('payment:paid:'))).toEqual([]);
  });

  it('another schedule of the same program for the same child is refused too (decision 022)', async () => {
    await paidFor(SOFIA);
    const other = await checkoutSession('padre@example.com', { ...ROBLOX, groupId: 'vg-8-1-2' });
    const error = await trpcFailure(other.checkoutCaller(null).purchases.start(SOFIA));
    expect(error).toMatchObject({ code: 'CONFLICT', outcome: { kind: 'already-paid' } });
    expect(error).toMatchObject({ outcome: { child: { id: 501 } } });
    expect(purchasesOf(101)).toHaveLength(1);
  });

  it('one open purchase per child: two sessions for Sofía share it, Valeria gets her own', async () => {
    const valeria = addSibling('valeria');
    const a = await startedPayment();
    const b = await startedPayment();
    const c = await startedPayment('padre@example.com', ROBLOX, valeria);
    expect(b.payment.purchaseNumber).toBe(a.payment.purchaseNumber);
    expect(c.payment.purchaseNumber).not.toBe(a.payment.purchaseNumber);
    expect(purchasesOf(101)).toHaveLength(2);
  });

  it('with our record gone, the child’s enrolment upstream still counts as paid (for that child only)', async () => {
    const valeria = addSibling('valeria');
    await paidFor(SOFIA);
    const { useStore } = await import('../../server/store');
    const { createMemoryStore } = await import('../../server/store/memory-store');
    useStore(createMemoryStore());
    const again = await checkoutSession();
    const error = await trpcFailure(again.checkoutCaller(null).purchases.start(SOFIA));
    expect(error).toMatchObject({ outcome: { kind: 'already-paid' } });
    await expect(again.checkoutCaller(null).purchases.start(valeria)).resolves.toMatchObject({
      child: { id: 504 },
    });
  });

  it('should every check miss, the API’s 409 marks the enrollment duplicate for support, never pending', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await paidFor(SOFIA);
    // Our record and the parents' answer both lost: only the enrollment API still knows.
    const { useStore } = await import('../../server/store');
    const { createMemoryStore } = await import('../../server/store/memory-store');
    useStore(createMemoryStore());
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/enrolments/`, () =>
        HttpResponse.json({ data: { learning_paths: [], courses: [] } }),
      ),
    );
    const { outcome } = await paidFor(SOFIA);
    expect(outcome.followUp).toEqual({ enrollments: 'duplicate', 'purchase-update': 'done' });
    expect(enrollmentsOf(outcome.number)).toHaveLength(0);
    const logged = log.mock.calls.map((call) => JSON.stringify(call[0]));
    expect(logged.some((line) => line.includes('"outcome":"duplicate_enrollment"'))).toBe(true);
    // Searchable by the sale's number, as every other line of a sale (server/sales/log.ts).
    expect(log.mock.calls.map((call) => call[0])).toContainEqual(
      expect.objectContaining({
        outcome: 'duplicate_enrollment',
        step: 'enrollments',
        number: outcome.number,
      }),
    );
  });
});

describe('the children shown on /enrollment are the kept list (decision 051)', () => {
  it('a second view asks the upstream nothing, and a start still checks the child against a fresh list', async () => {
    const { checkoutCaller } = await checkoutSession();
    const first = (await checkoutCaller(null).purchases.childOptions()) ?? [];
    const paths: string[] = [];
    const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
    mockServer.events.on('request:start', listener);
    try {
      expect(await checkoutCaller(null).purchases.childOptions()).toEqual(first);
      expect(paths.filter((path) => path.includes('/children'))).toEqual([]);
      // What opens a purchase asks for the children again: it never decides on a kept list.
      await checkoutCaller(null).purchases.start(SOFIA);
      expect(paths.filter((path) => path.includes('/children')).length).toBeGreaterThan(0);
    } finally {
      mockServer.events.removeListener('request:start', listener);
    }
  });
});
