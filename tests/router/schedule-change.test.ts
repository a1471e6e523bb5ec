/**
 * 'Cambiar horario' (issue 17, decision 037): schedule.page and schedule.change against the mock
 * API (GET /api/enrollments/{id}/groups/, PATCH /api/enrollments/{id}/), every refusal and the
 * success, and the change reaching the parents' overview (tab, .ics and calendar links).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { calendarFile, calendarInput } from '../../server/parents/calendar';
import { scheduleLockKey } from '../../server/schedule/change';
import { withLock } from '../../server/store/lock';
import { expectedOutcome } from '../../server/trpc/outcomes';
import { findEnrolment } from '../../app/lib/parents-calendar.server';
import { signedInCaller } from '../support/caller';

const FAMILY = 'horario@example.com';

async function family() {
  return (await signedInCaller(FAMILY)).caller;
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return expectedOutcome(error);
  }
  throw new Error('the call was not refused');
}

const seatsOf = (id: number) => db.classGroup.findFirst({ where: { id: { equals: id } } })?.enrolled;

describe('schedule.page', () => {
  it('lists the other open groups of the course, full ones last, with seats and the deadline', async () => {
    const view = await (await family()).schedule.page({ enrolmentId: 6501 });
    expect(view.closedText).toBeNull();
    expect(view.courseName).toBe('Curso de Videojuegos con Roblox');
    expect(view.childName).toBe('Camila');
    expect(view.backHref).toBe('/dashboard?hijo=571&pestana=cursos');
    // 9501 is its own, 9504 starts inside the cut-off, 9512 is another course's.
    expect(view.groups.map((group) => group.id)).toEqual([9502, 9503]);
    expect(view.groups[0]).toMatchObject({ seatsText: 'Quedan 4 cupos', full: false });
    expect(view.groups[1]).toMatchObject({ seatsText: 'Sin cupos', full: true });
    expect(view.groups[0].schedule?.lines[0].text).toBe('Lunes y Miércoles de 6:00 PM a 7:30 PM');
    // One hour format on the page: the names lose the Lima hour content wrote into them.
    expect(view.groups.map((group) => group.name)).toEqual(['Grupo Lunes y Miércoles', 'Grupo Sábados']);
    expect(view.deadlineText).toMatch(
      /^Puedes cambiar de horario hasta el \d+ de \w+ de \d{4} a las 4:00 PM\.$/,
    );
    expect(view.current.schedule?.lines[0].text).toBe('Martes y Jueves de 4:00 PM a 5:30 PM');
  });

  it("shows the hours in the parent's zone", async () => {
    const { context } = await signedInCaller(FAMILY);
    const { createCaller } = await import('../../server/trpc/root');
    const caller = createCaller({ ...context, timeZone: 'America/Mexico_City' });
    const view = await caller.schedule.page({ enrolmentId: 6501 });
    expect(view.groups[0].schedule?.lines[0].text).toBe('Lunes y Miércoles de 5:00 PM a 6:30 PM');
    expect(view.groups[0].schedule?.zoneLabel).toBe('hora de Ciudad de México');
  });

  it('gives the reason instead of the list once the course started', async () => {
    const view = await (await family()).schedule.page({ enrolmentId: 6502 });
    expect(view.closedText).toBe('El curso ya empezó: ya no se puede cambiar de horario.');
    expect(view.groups).toEqual([]);
  });

  it('gives the reason instead of the list inside the cut-off before the first class', async () => {
    const view = await (await family()).schedule.page({ enrolmentId: 6503 });
    expect(view.closedText).toMatch(/^Faltan menos de 48 horas para la primera clase/);
    expect(view.groups).toEqual([]);
  });

  it("answers NOT_FOUND for another family's enrolment and an unknown one", async () => {
    const caller = (await signedInCaller('padre@example.com')).caller;
    expect(await refusalOf(caller.schedule.page({ enrolmentId: 6501 }))).toEqual({ kind: 'not-found' });
    expect(await refusalOf(caller.schedule.page({ enrolmentId: 999_999 }))).toEqual({ kind: 'not-found' });
  });
});

describe('schedule.change', () => {
  it('moves the child: seats, version, and the tab, .ics and links show the new group', async () => {
    const caller = await family();
    const before = await caller.schedule.page({ enrolmentId: 6501 });
    const changed = await caller.schedule.change({
      enrolmentId: 6501,
      groupId: 9502,
      version: before.version,
    });
    expect(changed).toEqual({ enrolmentId: 6501, groupId: 9502, version: before.version + 1 });
    expect(seatsOf(9502)).toBe(3);
    expect(seatsOf(9501)).toBe(2);

    const overview = await caller.parents.overview();
    const enrolment = findEnrolment(overview, 6501);
    expect(enrolment?.group?.frequency.map((slot) => slot.day_name)).toEqual(['Lunes', 'Miércoles']);
    expect(enrolment?.group?.frequency[0].time_start).toBe('18:00');
    const file = enrolment && calendarFile(calendarInput(enrolment), new Date());
    expect(file?.body).toContain('UID:enrolment-6501-mon-1800@kodea.pe');
    expect(file?.body).toContain('UID:enrolment-6501-wed-1800@kodea.pe');
    expect(file?.body).not.toMatch(/-(tue|thu)-1600/);

    const after = await caller.schedule.page({ enrolmentId: 6501 });
    // Its old group is now one of the others; the new one is its own.
    expect(after.groups.map((group) => group.id)).toEqual([9501, 9503]);
  });

  it('refuses a full group', async () => {
    const caller = await family();
    const { version } = await caller.schedule.page({ enrolmentId: 6501 });
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9503, version }))).toEqual({
      kind: 'schedule-refused',
      reason: 'group-full',
    });
    expect(seatsOf(9503)).toBe(6);
  });

  it("refuses a group of another course, and the child's own group", async () => {
    const caller = await family();
    const { version } = await caller.schedule.page({ enrolmentId: 6501 });
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9512, version }))).toEqual({
      kind: 'schedule-refused',
      reason: 'other-course',
    });
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9501, version }))).toEqual({
      kind: 'schedule-refused',
      reason: 'same-group',
    });
  });

  it('refuses a change once started, and inside the cut-off', async () => {
    const caller = await family();
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6502, groupId: 9512, version: 0 }))).toEqual(
      {
        kind: 'schedule-refused',
        reason: 'started',
      },
    );
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6503, groupId: 9522, version: 0 }))).toEqual(
      {
        kind: 'schedule-refused',
        reason: 'closed',
      },
    );
  });

  it("answers NOT_FOUND for another family's enrolment and changes nothing", async () => {
    const caller = (await signedInCaller('padre@example.com')).caller;
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9502, version: 0 }))).toEqual(
      {
        kind: 'not-found',
      },
    );
    expect(seatsOf(9502)).toBe(2);
  });

  it('refuses a change made from a page read before another change (version)', async () => {
    const caller = await family();
    const { version } = await caller.schedule.page({ enrolmentId: 6501 });
    await caller.schedule.change({ enrolmentId: 6501, groupId: 9502, version });
    // The second tab still shows the first version.
    expect(await refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9501, version }))).toEqual({
      kind: 'schedule-refused',
      reason: 'concurrent-change',
    });
    expect(db.groupPlacement.findFirst({ where: { enrolmentId: { equals: 6501 } } })?.groupId).toBe(9502);
  });

  it('refuses while another change of the same enrolment holds the lock', async () => {
    const caller = await family();
    const { version } = await caller.schedule.page({ enrolmentId: 6501 });
    const outcome = await withLock(scheduleLockKey(6501), { ttlMs: 20_000, waitMs: 0 }, () =>
      refusalOf(caller.schedule.change({ enrolmentId: 6501, groupId: 9502, version })),
    );
    expect(outcome).toEqual({ kind: 'schedule-refused', reason: 'concurrent-change' });
    expect(seatsOf(9502)).toBe(2);
  }, 10_000);

  it('is not callable over /api/trpc', async () => {
    const { context } = await signedInCaller(FAMILY);
    const { createCaller } = await import('../../server/trpc/root');
    const caller = createCaller({ ...context, transport: 'http' });
    await expect(
      caller.schedule.change({ enrolmentId: 6501, groupId: 9502, version: 0 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
