/**
 * The waitlist of a course whose groups are all full (issue 56 point 4, decision 093): its seats,
 * joining once per child (another family's child is NOT_FOUND), an invoice refused with or without
 * a group before any payment, a freed seat held 24 h for the first family (then the next), the
 * holder's purchase ending the hold, and the last seat going to one of two families at once.
 */
import { describe, expect, it } from 'vitest';
import { FULL_COURSE } from '../../fixtures/waitlist';
import { WAITLIST_TEXT } from '../../kernel/texts/waitlist';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { getSession } from '../../server/session.server';
import { courseListId } from '../../mocks/waitlist/course-seats';
import { releaseListSeat } from '../../mocks/waitlist/lists';
import { HOLD_MS } from '../../mocks/waitlist/queue';
import { FIXTURE_SCOPE } from '../../mocks/waitlist/seats';
import { createInvoice, setEnrolments } from '../../server/upstream/invoices';
import { signedInCaller, signedInCookie, visitorCaller } from '../support/caller';
import { loadPagar, pagarAction } from '../../app/routes/pagar/pagar.server';
import { DIEGO, EMILIANO } from './invoices-support';
import { CARDS, transactionToken } from './payment-support';
import { invoiceSale } from '../../server/sales/sale-ref';

const REF = { type: 'course', course: FULL_COURSE } as const;
/** recordatorios@'s Valentina, 5 a 7 años like Diego. */
const VALENTINA = 538;

const callerOf = async (email: string) => (await signedInCaller(email)).caller;
const enrolments = () => db.invoiceEnrolment.findMany({ where: { course: { equals: FULL_COURSE } } });
const expireHoldOf = (childId: number) => {
  const entry = db.waitlistEntry.findFirst({ where: { childId: { equals: childId } } });
  db.waitlistEntry.update({
    where: { id: { equals: entry?.id ?? 0 } },
    data: { offeredAt: new Date(Date.now() - HOLD_MS - 60_000).toISOString() },
  });
};

describe('a course with every group full', () => {
  it('is full for a visitor, group by group; a course with a seat is not', async () => {
    const seen = await visitorCaller().waitlist.course({ course: FULL_COURSE });
    expect(seen).toEqual({
      full: true,
      groups: [
        { id: 'grp-3-1', seatsLeft: 0 },
        { id: 'grp-3-2', seatsLeft: 0 },
      ],
      entries: [],
    });
    const drawing = await visitorCaller().waitlist.course({ course: 'curso-de-dibujo-y-animacion-digital' });
    expect(drawing.full).toBe(false);
    expect(drawing.groups.map((group) => group.seatsLeft)).toEqual([0, 1]);
  });

  it('lists a child once with the position; another family’s child is NOT_FOUND', async () => {
    const caller = await callerOf('padre@example.com');
    const joined = await caller.waitlist.join({ course: FULL_COURSE, childId: DIEGO });
    expect(joined.positionText).toBe('Estás en el puesto 1 de la lista de espera');
    await expect(caller.waitlist.join({ course: FULL_COURSE, childId: DIEGO })).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'waitlist-refused', reason: 'already_listed' },
    });
    await expect(caller.waitlist.join({ course: FULL_COURSE, childId: VALENTINA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      caller.waitlist.join({ course: 'curso-de-dibujo-y-animacion-digital', childId: DIEGO }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'waitlist-refused', reason: 'seats_available' },
    });
    expect(
      (await caller.waitlist.mine()).map((entry) => [entry.name, entry.course, entry.statusText]),
    ).toEqual([['Aventuras de Código con Kodable', FULL_COURSE, 'En espera: puesto 1']]);
    expect(db.waitlistEntry.findMany({ where: { childId: { equals: EMILIANO } } })).toEqual([]);
  });

  it('refuses an invoice before any payment, with a group or with none', async () => {
    const caller = await callerOf('padre@example.com');
    for (const groupId of ['grp-3-1', undefined])
      await expect(
        caller.invoices.create({ ref: REF, childId: DIEGO, ...(groupId ? { groupId } : {}) }),
      ).rejects.toMatchObject({ code: 'CONFLICT', outcome: { kind: 'schedule-full' } });
    expect(enrolments()).toEqual([]);
    expect(db.authorization.count()).toBe(0);
  });
});

describe("a course's freed seat", () => {
  it('is held for the first family, passes on when the hold runs out, and the holder buys it', async () => {
    const first = await callerOf('recordatorios@example.com');
    const diegos = await callerOf('padre@example.com');
    await first.waitlist.join({ course: FULL_COURSE, childId: VALENTINA });
    await diegos.waitlist.join({ course: FULL_COURSE, childId: DIEGO });
    expect(releaseListSeat(FIXTURE_SCOPE, courseListId(FULL_COURSE))).toBe(true);

    // Valentina's family holds it: Diego's may not buy, with or without a group.
    expect((await first.waitlist.course({ course: FULL_COURSE })).entries[0].state).toBe('held');
    await expect(caller(diegos)).rejects.toMatchObject({ outcome: { kind: 'schedule-full' } });

    expireHoldOf(VALENTINA);
    const [held] = await diegos.waitlist.mine();
    expect(held.state).toBe('held');
    expect(held.payHref).toBe(`/pagar?curso=${FULL_COURSE}&hijo=${DIEGO}`);
    expect((await first.waitlist.mine()).map((entry) => entry.statusText)).toEqual(['Vencido']);
    // /pagar offers Diego's family the seat: the hold, and the start form instead of the list.
    const request = new Request(`http://localhost/pagar?curso=${FULL_COURSE}`, {
      headers: { cookie: await signedInCookie() },
    });
    const page = await (await loadPagar(request)).json();
    expect(page.signedIn && page.waitlist).toMatchObject({ full: false, held: { childName: 'Diego' } });

    // The holder starts the invoice with no group: the seat is theirs and the hold ends.
    expect((await caller(diegos)).invoiceId).toBeGreaterThan(0);
    expect((await diegos.waitlist.mine()).map((entry) => entry.statusText)).toEqual([
      'Cupo usado en tu compra',
    ]);
    expect((await visitorCaller().waitlist.course({ course: FULL_COURSE })).full).toBe(true);
  });

  it('goes to one of two families starting at the same moment', async () => {
    expect(releaseListSeat(FIXTURE_SCOPE, courseListId(FULL_COURSE))).toBe(true);
    const diegos = await callerOf('padre@example.com');
    const other = (await signedInCaller('recordatorios@example.com')).context.auth?.refreshToken ?? '';
    const theirs = await createInvoice(other, {
      student_id: VALENTINA,
      currency: 'PEN',
      country: 'PE',
      items: [{ product_type: 'course', product_id: FULL_COURSE, learning_path: null }],
    });
    const results = await Promise.allSettled([
      caller(diegos),
      setEnrolments(other, theirs.invoice_id, {
        enrolments: [{ course: FULL_COURSE, learning_path: null, group_id: 'grp-3-1' }],
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(enrolments()).toHaveLength(1);
  });
});

describe('a refunded course pedido', () => {
  it('frees its seat: the first waiting family gets the hold at once', async () => {
    expect(releaseListSeat(FIXTURE_SCOPE, courseListId(FULL_COURSE))).toBe(true);
    const diegos = await callerOf('padre@example.com');
    const { invoiceId } = await caller(diegos);
    const card = await diegos.cardProvider.offer({ sale: invoiceSale(invoiceId) });
    const paid = await diegos.cardProvider.authorize({
      sale: invoiceSale(invoiceId),
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect(paid.status).toBe('approved');
    const first = await callerOf('recordatorios@example.com');
    expect(await first.waitlist.join({ course: FULL_COURSE, childId: VALENTINA })).toMatchObject({
      state: 'waiting',
    });

    const refund = { reason: 'schedule', detail: 'Cambió el horario del colegio.' } as const;
    expect(await diegos.refunds.request({ sale: invoiceSale(invoiceId), ...refund })).toMatchObject({
      refunded: true,
    });
    // Offered by the refund itself, before anyone reads the list again.
    const entry = db.waitlistEntry.findFirst({ where: { childId: { equals: VALENTINA } } });
    expect(entry?.offeredAt).not.toBeNull();
    expect((await first.waitlist.mine()).map((mine) => mine.state)).toEqual(['held']);
  });
});

const caller = (parent: Awaited<ReturnType<typeof callerOf>>) =>
  parent.invoices.create({ ref: REF, childId: DIEGO });

describe('/pagar on a full course', () => {
  const PAGE = `http://localhost/pagar?curso=${FULL_COURSE}`;
  const post = (cookie: string, fields: Record<string, string>) =>
    new Request(PAGE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    });

  it('offers the waitlist, lists Diego and shows his position', async () => {
    const cookie = await signedInCookie();
    const page = async () => (await loadPagar(new Request(PAGE, { headers: { cookie } }))).json();
    const before = await page();
    expect(before.signedIn && before.waitlist).toMatchObject({
      full: true,
      fullGroupIds: ['grp-3-1', 'grp-3-2'],
      entries: [],
    });
    const joined = await pagarAction(post(cookie, { intent: 'join-waitlist', childId: String(DIEGO) }));
    expect(joined.status).toBe(302);
    expect(joined.headers.get('location')).toBe(`/pagar?curso=${FULL_COURSE}&hijo=${DIEGO}`);
    const after = await page();
    expect(after.signedIn && after.waitlist?.entries.map((entry) => entry.positionText)).toEqual([
      'Estás en el puesto 1 de la lista de espera',
    ]);
  });

  it('the call failing: the Spanish message, the child kept in the address, nothing listed', async () => {
    const cookie = await signedInCookie();
    const answer = await runWithScenario('waitlist-error', () =>
      pagarAction(post(cookie, { intent: 'join-waitlist', childId: String(DIEGO) })),
    );
    expect(answer.headers.get('location')).toBe(`/pagar?curso=${FULL_COURSE}&hijo=${DIEGO}`);
    const next = await getSession(
      new Request(PAGE, { headers: { cookie: answer.headers.get('set-cookie') ?? '' } }),
    );
    expect(next.get('paymentError')).toBe(WAITLIST_TEXT.failure);
    expect(db.waitlistEntry.findMany({ where: { childId: { equals: DIEGO } } })).toEqual([]);
  });

  it('marks only the full group on a course with a seat left', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://localhost/pagar?curso=curso-de-dibujo-y-animacion-digital', {
      headers: { cookie },
    });
    const page = await (await loadPagar(request)).json();
    expect(page.signedIn && page.waitlist).toMatchObject({ full: false, fullGroupIds: ['grp-4-1'] });
  });
});
