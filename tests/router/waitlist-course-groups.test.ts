/**
 * Course groups bought on /pagar count their seats too (issue 56 point 4, decision 092): a full
 * group is refused when the invoice names it, before any payment, and the last seat of a group
 * goes to one of two families naming it at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { createInvoice, setEnrolments } from '../../server/upstream/invoices';
import { signedInCaller } from '../support/caller';
import { accountCaller } from './invoices-support';

const DRAWING = 'curso-de-dibujo-y-animacion-digital';
const REF = { type: 'course', course: DRAWING } as const;
/** fixtures/waitlist.ts: grp-4-1 is full, grp-4-2 has one seat left. */
const FULL_GROUP = 'grp-4-1';
const LAST_SEAT = 'grp-4-2';
const DIEGO = 502;
const VALENTINA = 538;

const enrolledIn = (groupId: string) =>
  db.invoiceEnrolment.findMany({ where: { course: { equals: DRAWING }, group_id: { equals: groupId } } });

describe('course groups on /pagar', () => {
  it('a full group is refused before any payment; the academy may still assign one', async () => {
    const { caller } = await accountCaller('padre@example.com');
    await expect(
      caller.invoices.create({ ref: REF, childId: DIEGO, groupId: FULL_GROUP }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'schedule-full' },
    });
    expect(enrolledIn(FULL_GROUP)).toEqual([]);
    expect(db.authorization.count()).toBe(0);
    const { invoiceId } = await caller.invoices.create({ ref: REF, childId: DIEGO });
    expect(invoiceId).toBeGreaterThan(0);
  });

  it('the last seat of a group goes to one of two families naming it at once', async () => {
    const { caller } = await accountCaller('padre@example.com');
    const other = (await signedInCaller('recordatorios@example.com')).context.auth?.refreshToken ?? '';
    const theirs = await createInvoice(other, {
      student_id: VALENTINA,
      currency: 'PEN',
      country: 'PE',
      items: [{ product_type: 'course', product_id: DRAWING, learning_path: null }],
    });
    const results = await Promise.allSettled([
      caller.invoices.create({ ref: REF, childId: DIEGO, groupId: LAST_SEAT }),
      setEnrolments(other, theirs.invoice_id, {
        enrolments: [{ course: DRAWING, learning_path: null, group_id: LAST_SEAT }],
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(enrolledIn(LAST_SEAT)).toHaveLength(1);
  });
});
