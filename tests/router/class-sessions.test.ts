/**
 * Each class afterwards and its recording (issue 56 points 1 and 2): the latest page of every
 * enrolment in one call, older pages per enrolment, and only the family's own (or the student's
 * own) — another family's child or enrolment is NOT_FOUND, never an empty history.
 */
import { describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import { signedInCaller } from '../support/caller';

const SOFIA = 501;
const DIEGO = 502;
const EMILIANO = 503;
const SOFIA_ROBLOX = 6102;
const DIEGO_MINECRAFT = 6202;
const EMILIANO_APPS = 6301;
const ALUMNO_MICROBIT = 9003;

const parent = async () => (await signedInCaller('padre@example.com')).caller;

describe('class sessions: the latest page of each enrolment', () => {
  it("one call gives each of the child's enrolments its newest classes, ten at most", async () => {
    const pages = await (await parent()).classSessions.latest({ childId: SOFIA });
    const roblox = pages?.find((page) => page.enrollment_id === SOFIA_ROBLOX);
    expect(roblox).toMatchObject({ count: 12, page: 1, page_size: 10 });
    expect(roblox?.results).toHaveLength(10);
    const starts = roblox?.results.map((session) => Date.parse(session.starts_at)) ?? [];
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Every enrolment of Sofía is there, with or without classes; none of Diego's.
    const ids = pages?.map((page) => page.enrollment_id);
    expect(ids).toEqual(expect.arrayContaining([6101, 6102, 6103, 6104]));
    expect(ids).not.toContain(6201);
  });

  it('absences, justified absences, notes and homework as the API gives them', async () => {
    const pages = await (await parent()).classSessions.latest({ childId: DIEGO });
    const youtuber = pages?.find((page) => page.enrollment_id === 6201)?.results ?? [];
    expect(youtuber.map((session) => session.attendance)).toEqual([
      'attended',
      'excused',
      'absent',
      'attended',
    ]);
    expect(youtuber[0].teacher_note).toMatch(/primera introducción/);
    expect(youtuber[3].homework_url).toBe('https://www.youtube.com/howyoutubeworks/');
  });

  it('a recording on the player origin within 90 days; after them only its date', async () => {
    const pages = await (await parent()).classSessions.latest({ childId: DIEGO });
    const recent = pages?.find((page) => page.enrollment_id === 6201)?.results[0];
    expect(new URL(recent?.recording_url ?? '').origin).toBe(process.env.RECORDING_PLAYER_URL);
    expect(Date.parse(recent?.recording_expires_at ?? '')).toBeGreaterThan(Date.now());
    const expired = pages
      ?.find((page) => page.enrollment_id === DIEGO_MINECRAFT)
      ?.results.find((session) => session.recording_expires_at !== null);
    expect(expired?.recording_url).toBeNull();
    expect(Date.parse(expired?.recording_expires_at ?? '')).toBeLessThan(Date.now());
  });

  it("a student's own enrolments without naming anyone", async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const pages = await caller.classSessions.latest({});
    const microbit = pages?.find((page) => page.enrollment_id === ALUMNO_MICROBIT);
    expect(microbit?.count).toBe(3);
    expect(microbit?.results[0].recording_url).toMatch(/\/__reproductor\//);
  });

  it("another family's child is NOT_FOUND, and a student cannot name a child", async () => {
    await expect((await parent()).classSessions.latest({ childId: EMILIANO })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { caller } = await signedInCaller('alumno@example.com');
    await expect(caller.classSessions.latest({ childId: SOFIA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the section is null when its call fails (scenario class-sessions-error)', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const caller = await parent();
    expect(
      await runWithScenario('class-sessions-error', () => caller.classSessions.latest({ childId: SOFIA })),
    ).toBeNull();
  });
});

describe("class sessions: one enrolment's older page", () => {
  it("'Ver clases anteriores': the second page holds the oldest classes", async () => {
    const page = await (await parent()).classSessions.page({ enrolmentId: SOFIA_ROBLOX, page: 2 });
    expect(page).toMatchObject({ enrollment_id: SOFIA_ROBLOX, count: 12, page: 2 });
    expect(page?.results.map((session) => session.teacher_note)).toEqual([
      null,
      'Primera clase: Sofía creó su cuenta de Roblox Studio.',
    ]);
  });

  it("another family's enrolment, a student's enrolment or a page past the last is NOT_FOUND", async () => {
    const caller = await parent();
    for (const input of [
      { enrolmentId: EMILIANO_APPS, page: 1 },
      { enrolmentId: ALUMNO_MICROBIT, page: 1 },
      { enrolmentId: SOFIA_ROBLOX, page: 3 },
    ])
      await expect(caller.classSessions.page(input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const mexico = (await signedInCaller('mama.mx@example.com')).caller;
    await expect(mexico.classSessions.page({ enrolmentId: SOFIA_ROBLOX, page: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const student = (await signedInCaller('alumno@example.com')).caller;
    await expect(student.classSessions.page({ enrolmentId: SOFIA_ROBLOX, page: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
