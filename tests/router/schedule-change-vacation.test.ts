/**
 * A vacation program's course can change schedule (decision 037): once a purchase enrolls a child
 * (POST /api/enrollments/ for a purchase naming its program and schedule), the program's other
 * schedules are the groups 'Cambiar horario' offers, and a change reaches the parents' overview.
 */
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { findEnrolment } from '../../app/lib/parents-calendar.server';
import { signedInCaller } from '../support/caller';

async function buyFirstSchedule(refreshToken: string): Promise<number> {
  db.purchase.create({
    id: 'compra-horario-1',
    userId: 101,
    merchantId: '1',
    amount: 290,
    currency: 'PEN',
    description: 'vacaciones',
    programId: 'vac-5_to_7-1',
    groupId: 'vg-5-1-1',
    transactionId: null,
    paidAmount: null,
    createdAt: new Date().toISOString(),
  });
  const answer = await fetch(`${MOCK_API_URL}/api/enrollments/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${refreshToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      course_id: 'crs-001',
      purchase: 'compra-horario-1',
      timezone_name: 'America/Lima',
      student_id: 502,
    }),
  });
  expect(answer.status).toBeLessThan(300);
  // Diego's course 2001 (crs-001): the one this purchase created.
  const enrolment = db.courseEnrolment
    .findMany({ where: { childId: { equals: 502 } } })
    .find((candidate) => candidate.course.id === 2001);
  if (!enrolment) throw new Error('no enrolment created');
  return enrolment.id;
}

describe("a vacation program's schedule", () => {
  it("offers the program's other schedule and moves the child to it", async () => {
    const { caller, context } = await signedInCaller('padre@example.com');
    const enrolmentId = await buyFirstSchedule(context.auth?.refreshToken ?? '');
    const page = await caller.schedule.page({ enrolmentId });
    expect(page.closedText).toBeNull();
    expect(page.current.schedule?.lines[0].text).toContain('10:00 AM');
    expect(page.groups.map((group) => group.name)).toEqual([
      'Grupo del 19 de enero al 11 de febrero de 2027',
    ]);
    const [other] = page.groups;

    await caller.schedule.change({ enrolmentId, groupId: other.id, version: page.version });
    const enrolment = findEnrolment(await caller.parents.overview(), enrolmentId);
    expect(enrolment?.group?.start_date).toBe('2027-01-19');
    expect(enrolment?.group?.frequency[0].time_start).toBe('16:00');
  });
});
