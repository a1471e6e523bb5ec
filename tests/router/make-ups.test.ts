/**
 * Make-up classes (issue 56 point 3, decision 091): a parent asks for a class of another group
 * for an absence; the API keeps the window, the limit and the seats — never a 7th student, never
 * the same child twice, the last seat once — and another family's class is NOT_FOUND.
 */
import { describe, expect, it } from 'vitest';
import { createCourseEnrolment, fixtureParentsZone } from '../../mocks/db/seed-parents';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { confirmedMakeUps, decide, pendingMakeUps } from '../../mocks/class-sessions/make-ups';
import { feedFile } from '../../server/reminders/feed-file';
import { MOCK_REMINDERS_SERVICE_TOKEN } from '../../mocks/config';
import { runReminderTick } from '../../server/reminders/job';
import { classReminderBody } from '../../server/reminders/start';
import { listReminderSubscriptions, sendClassReminder } from '../../server/upstream/reminders';
import { signedInCaller } from '../support/caller';

const DIEGO = 502;
const DIEGO_YOUTUBER = 6201;
/** Fixture classes of other YouTuber Kids groups: 3 free seats, 1 free seat, full. */
const FREE = 87001;
const LAST_SEAT = 87002;
const FULL = 87003;
const DAY_MS = 86_400_000;

const parent = async () => (await signedInCaller('padre@example.com')).caller;

/** Diego's YouTuber classes, newest first: [attended, excused (pending make-up), absent, attended]. */
async function diegoClasses() {
  const pages = await (await parent()).classSessions.latest({ childId: DIEGO });
  return pages?.find((page) => page.enrollment_id === DIEGO_YOUTUBER)?.results ?? [];
}

const absenceId = async () => (await diegoClasses())[2].id;

/** Another absence of the child in the same enrolment, `daysAgo` days back. */
function addAbsence(enrolmentId: number, daysAgo: number): number {
  const id = 89_000 + db.classSession.count();
  db.classSession.create({
    id,
    enrolmentId,
    holder: 'family',
    startsAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    attendance: 'absent',
    teacherNote: null,
    homeworkUrl: null,
    recordingKey: null,
    recordingExpiresAt: null,
  });
  return id;
}

const seatsOf = async (sessionId: number, classId: number) =>
  (await (await parent()).makeUps.page({ sessionId })).classes.find((c) => c.id === classId)?.seatsText;

describe('make-up classes', () => {
  it('the history offers it for an eligible absence and shows the pending and confirmed ones', async () => {
    const [attended, excused, absent] = await diegoClasses();
    expect(attended.can_make_up).toBe(false);
    expect(excused.make_up).toMatchObject({ status: 'solicitada' });
    expect(absent).toMatchObject({ can_make_up: true, make_up: null });
    const sofia = await (await parent()).classSessions.latest({ childId: 501 });
    const roblox = sofia?.find((page) => page.enrollment_id === 6102)?.results ?? [];
    expect(roblox.find((session) => session.attendance === 'absent')?.make_up?.status).toBe('confirmada');
  });

  it('a request takes a seat and is confirmed; the history says so', async () => {
    const sessionId = await absenceId();
    expect(await seatsOf(sessionId, LAST_SEAT)).toBe('Queda 1 vacante');
    const answer = await (await parent()).makeUps.request({ sessionId, classId: LAST_SEAT });
    expect(answer).toMatchObject({ makeUp: { status: 'confirmada' } });
    expect(await seatsOf(sessionId, LAST_SEAT)).toBe('Sin vacantes');
    expect((await diegoClasses())[2]).toMatchObject({
      can_make_up: false,
      make_up: { status: 'confirmada' },
    });
    expect(
      db.makeUpRequest.count({ where: { classId: { equals: LAST_SEAT }, childId: { equals: DIEGO } } }),
    ).toBe(1);
  });

  it('the academy may reject it, with its reason', async () => {
    const sessionId = await absenceId();
    const caller = await parent();
    const answer = await runWithScenario('makeup-rejected', () =>
      caller.makeUps.request({ sessionId, classId: LAST_SEAT }),
    );
    expect(answer).toMatchObject({
      makeUp: { status: 'rechazada', reason: expect.stringMatching(/evaluación/) },
    });
  });

  it('while the academy has not answered it is solicitada and holds the seat; its answer then shows', async () => {
    const sessionId = await absenceId();
    const caller = await parent();
    const answer = await runWithScenario('makeup-pending', () =>
      caller.makeUps.request({ sessionId, classId: LAST_SEAT }),
    );
    expect(answer).toMatchObject({ makeUp: { status: 'solicitada' } });
    expect(await seatsOf(sessionId, LAST_SEAT)).toBe('Sin vacantes');
    const [pending] = pendingMakeUps().filter((request) => request.sessionId === sessionId);
    decide(pending, { reject: 'El grupo cambió de horario esa semana.' });
    const history = await diegoClasses();
    expect(JSON.stringify(history.find((session) => session.id === sessionId))).toContain(
      'El grupo cambió de horario esa semana.',
    );
    expect(await seatsOf(sessionId, LAST_SEAT)).toBe('Queda 1 vacante');
  });

  it('refuses once the window has passed', async () => {
    const sessionId = addAbsence(DIEGO_YOUTUBER, 8);
    const page = await (await parent()).makeUps.page({ sessionId });
    expect(page.closed).toMatch(/plazo/);
    await expect((await parent()).makeUps.request({ sessionId, classId: LAST_SEAT })).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'make-up-refused', reason: 'window_passed' },
    });
  });

  it('refuses a third make-up in the same course', async () => {
    const caller = await parent();
    // The fixture's pending one, then this one: two.
    expect(await caller.makeUps.request({ sessionId: await absenceId(), classId: LAST_SEAT })).toMatchObject({
      makeUp: { status: 'confirmada' },
    });
    const third = addAbsence(DIEGO_YOUTUBER, 1);
    await expect(caller.makeUps.request({ sessionId: third, classId: LAST_SEAT })).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'make-up-refused', reason: 'limit_reached' },
    });
  });

  it('does not offer a class where the child already has a seat (issue 76 point 8)', async () => {
    // Diego's pending make-up already holds a seat in FREE: another absence is not offered it.
    const page = await (await parent()).makeUps.page({ sessionId: await absenceId() });
    const offered = page.classes.map((target) => target.id);
    expect(offered).toEqual(expect.arrayContaining([LAST_SEAT, FULL]));
    expect(offered).not.toContain(FREE);
  });

  it('refuses a full class (6 students) and the same child twice in a class', async () => {
    const caller = await parent();
    const sessionId = await absenceId();
    await expect(caller.makeUps.request({ sessionId, classId: FULL })).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'make-up-refused', reason: 'class_full' },
    });
    // Diego's pending make-up already holds a seat in FREE.
    await expect(caller.makeUps.request({ sessionId, classId: FREE })).rejects.toMatchObject({
      code: 'CONFLICT',
      outcome: { kind: 'make-up-refused', reason: 'already_in_class' },
    });
    const full = db.makeUpClass.findFirst({ where: { id: { equals: FULL } } });
    expect(full?.enrolled).toBe(6);
    expect(db.makeUpRequest.count({ where: { classId: { equals: FULL } } })).toBe(0);
  });

  it('two families asking at once for the last seat: one gets it', async () => {
    // Sofía in the same course, with an absence yesterday.
    const youtuber = fixtureParentsZone().enrolments.find((enrolment) => enrolment.id === DIEGO_YOUTUBER);
    if (!youtuber) throw new Error('fixture 6201 missing');
    createCourseEnrolment({ ...youtuber, id: 6299, childId: 501 });
    const sofiaAbsence = addAbsence(6299, 1);
    const [first, second] = [await parent(), await parent()];
    const answers = await Promise.allSettled([
      first.makeUps.request({ sessionId: await absenceId(), classId: LAST_SEAT }),
      second.makeUps.request({ sessionId: sofiaAbsence, classId: LAST_SEAT }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []))).toMatchObject([
      { outcome: { kind: 'make-up-refused', reason: 'class_full' } },
    ]);
    const taken = db.makeUpRequest.findMany({ where: { classId: { equals: LAST_SEAT } } });
    expect(taken).toHaveLength(1);
  });

  it("another family's class is not found, for the page and the request", async () => {
    const sessionId = await absenceId();
    const other = (await signedInCaller('horario@example.com')).caller;
    await expect(other.makeUps.page({ sessionId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.makeUps.request({ sessionId, classId: FREE })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(db.makeUpRequest.count({ where: { sessionId: { equals: sessionId } } })).toBe(0);
  });

  it("a confirmed make-up is an event of the child's calendar feed", () => {
    const makeUps = confirmedMakeUps(501);
    expect(makeUps).toHaveLength(1);
    const ics = feedFile(
      { child: { id: 501, first_name: 'Sofía' }, enrolments: [], make_ups: makeUps },
      new Date(),
    );
    expect(ics).toContain(`UID:recuperacion-${makeUps[0].id}@kodea.pe`);
    expect(ics).toMatch(/SUMMARY[^:]*:Recuperación: /);
    expect(ics).toContain(`DTSTART:${makeUps[0].starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  });

  it('the reminder job reminds of a confirmed make-up, with the link of the group it takes place in', async () => {
    const [makeUp] = confirmedMakeUps(501);
    const caller = await parent();
    const events = (await caller.reminders.settings({ childId: 501 })).events;
    await caller.reminders.setPreferences({
      childId: 501,
      channel: 'email',
      events: { ...events, class_reminder: true },
    });
    const start = Date.parse(makeUp.starts_at);
    const deps = {
      // Ten minutes before the make-up class.
      now: () => new Date(start - 10 * 60_000),
      listSubscriptions: () => listReminderSubscriptions(MOCK_REMINDERS_SERVICE_TOKEN),
      send: async (reminder: Parameters<typeof classReminderBody>[0]) => {
        await sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, classReminderBody(reminder));
      },
    };
    expect(await runReminderTick(deps)).toMatchObject({ kind: 'done', failed: 0 });
    const target = db.makeUpRequest.findFirst({ where: { id: { equals: makeUp.id } } });
    const made = db.makeUpClass.findFirst({ where: { id: { equals: target?.classId ?? 0 } } });
    const reminders = db.outboxEmail
      .findMany({ where: { kind: { equals: 'reminder' } } })
      .filter((email) => email.text.includes('Recuperación de'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain(`Recuperación de ${makeUp.course_name} (${made?.groupName})`);
    expect(reminders[0].text).toContain(`Enlace de la clase: ${made?.zoomUrl}`);
    // Another child's make-up id is refused: the API checks whose it is.
    await expect(
      sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, {
        ...classReminderBody({
          // A key of its own: the one already sent would answer its first notification.
          key: `reminder:recuperacion-${makeUp.id}:${new Date(start + 60_000).toISOString()}`,
          childId: DIEGO,
          enrolmentId: DIEGO_YOUTUBER,
          makeUpId: makeUp.id,
          classStart: new Date(start),
          classEnd: new Date(start),
          timeZone: 'America/Lima',
          localStartText: 'hoy',
        }),
      }),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });
});
