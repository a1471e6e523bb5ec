/**
 * Each class afterwards and its recording (issue 56 points 1 and 2): the latest page of every
 * enrolment in one call, older pages per enrolment, and only the family's own (or the student's
 * own) — another family's child or enrolment is NOT_FOUND, never an empty history.
 */
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { logger } from '../../server/log/logger';
import { signedInCaller, signedInCookie } from '../support/caller';
import { load } from '../support/parents-dashboard';
import { upstreamRounds } from '../support/upstream-rounds';
import { getSession, readAuth } from '../../server/session.server';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';
import { loadDashboard } from '../../app/routes/dashboard._index/student-dashboard.server';

const SOFIA = 501;
const DIEGO = 502;
const EMILIANO = 503;
const SOFIA_ROBLOX = 6102;
const DIEGO_MINECRAFT = 6202;
const EMILIANO_APPS = 6301;
const ALUMNO_MICROBIT = 9003;

const parent = async () => (await signedInCaller('padre@example.com')).caller;
const mexico = async () => (await signedInCaller('mama.mx@example.com')).caller;
const MAMA_MX = 'mama.mx@example.com';

describe('class sessions: the latest page of each enrolment', () => {
  it("one call gives each of the child's enrolments its newest classes, ten at most", async () => {
    const apps = (await (await mexico()).classSessions.latest({ childId: EMILIANO }))?.find(
      (page) => page.enrollment_id === EMILIANO_APPS,
    );
    expect(apps).toMatchObject({ count: 12, page: 1, page_size: 10 });
    expect(apps?.results).toHaveLength(10);
    const starts = apps?.results.map((session) => Date.parse(session.starts_at)) ?? [];
    const pages = await (await parent()).classSessions.latest({ childId: SOFIA });
    // Sofía's Roblox group started on 17 November: four classes, none before it (issue 76).
    expect(pages?.find((page) => page.enrollment_id === SOFIA_ROBLOX)).toMatchObject({ count: 4 });
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Every enrolment of Sofía is there, with or without classes; none of Diego's.
    const ids = pages?.map((page) => page.enrollment_id);
    expect(ids).toEqual(expect.arrayContaining([6101, 6102, 6103, 6104]));
    expect(ids).not.toContain(6201);
  });

  it('absences, justified absences, notes and homework as the API gives them', async () => {
    const pages = await (await parent()).classSessions.latest({ childId: DIEGO });
    const youtuber = pages?.find((page) => page.enrollment_id === 6201)?.results ?? [];
    expect(youtuber.map((session) => session.attendance)).toEqual(['attended', 'excused', 'absent']);
    expect(youtuber[0].teacher_note).toMatch(/primera introducción/);
    expect(youtuber[0].homework_url).toBe('https://www.youtube.com/howyoutubeworks/');
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
    const page = await (await mexico()).classSessions.page({ enrolmentId: EMILIANO_APPS, page: 2 });
    expect(page).toMatchObject({ enrollment_id: EMILIANO_APPS, count: 12, page: 2 });
    expect(page?.results.map((session) => session.teacher_note)).toEqual([
      null,
      'Primera clase: Emiliano creó su cuenta de App Inventor.',
    ]);
  });

  it("another family's enrolment, a student's enrolment or a page past the last is NOT_FOUND", async () => {
    const caller = await parent();
    for (const input of [
      { enrolmentId: EMILIANO_APPS, page: 1 },
      { enrolmentId: ALUMNO_MICROBIT, page: 1 },
      { enrolmentId: SOFIA_ROBLOX, page: 2 },
    ])
      await expect(caller.classSessions.page(input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      (await mexico()).classSessions.page({ enrolmentId: SOFIA_ROBLOX, page: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const student = (await signedInCaller('alumno@example.com')).caller;
    await expect(student.classSessions.page({ enrolmentId: SOFIA_ROBLOX, page: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

interface HistoryRow {
  when: string;
  attendanceLabel: string;
  note: string | null;
  homework: { href: string } | null;
  recording: { kind: string; label: string; href?: string; until?: string | null } | null;
}
interface HistoryView {
  open: boolean;
  summary: string;
  rows: HistoryRow[];
  older: { href: string } | null;
  newer: { href: string } | null;
}
type Histories = { byEnrolment: Record<string, HistoryView> } | { unavailable: string };

const historyOf = (data: { classHistory: Histories }, enrolmentId: number) =>
  'byEnrolment' in data.classHistory ? data.classHistory.byEnrolment[enrolmentId] : undefined;

describe("the parents' zone: each course card's class history", () => {
  it("Emiliano's running course: its ten latest classes, closed, with 'Ver clases anteriores'", async () => {
    const data = await load(await signedInCookie(MAMA_MX));
    const apps = historyOf(data, EMILIANO_APPS);
    expect(apps).toMatchObject({ open: false, summary: 'Historial de clases (12 clases)', newer: null });
    expect(apps?.rows).toHaveLength(10);
    expect(apps?.older?.href).toBe(`/dashboard?clases=${EMILIANO_APPS}&pagina=2#clases-${EMILIANO_APPS}`);
    expect(apps?.rows.map((row) => row.attendanceLabel)).toContain('Faltó');
    const roblox = historyOf(await load(await signedInCookie()), SOFIA_ROBLOX);
    expect(roblox).toMatchObject({ summary: 'Historial de clases (4 clases)', older: null });
    // The parent's zone (Lima in tests): a weekday, the date and the product's hour format.
    expect(roblox?.rows[0].when).toMatch(/^[a-zé]+ \d{1,2} de [a-z]+ de \d{4}, 4:00 PM$/);
    expect(roblox?.rows[0].recording).toMatchObject({
      kind: 'available',
      label: 'Ver grabación',
      until: expect.stringMatching(/^Disponible hasta el \d{1,2} de [a-z]+ de \d{4}$/),
    });
  });

  it("'Ver clases anteriores' opens that course's older page, keeping the child and tab", async () => {
    const data = await load(
      await signedInCookie(MAMA_MX),
      `?hijo=${EMILIANO}&pestana=rutas&clases=${EMILIANO_APPS}&pagina=2`,
    );
    const apps = historyOf(data, EMILIANO_APPS);
    expect(apps?.open).toBe(true);
    expect(apps?.rows.map((row) => row.note)).toEqual([
      null,
      'Primera clase: Emiliano creó su cuenta de App Inventor.',
    ]);
    expect(apps?.older).toBeNull();
    expect(apps?.newer?.href).toBe(
      `/dashboard?hijo=${EMILIANO}&pestana=rutas&clases=${EMILIANO_APPS}&pagina=1#clases-${EMILIANO_APPS}`,
    );
  });

  it('Diego: an absence, a justified one, a note, homework, and a recording past its 90 days', async () => {
    const data = await load(await signedInCookie(), `?hijo=${DIEGO}&pestana=cursos`);
    const youtuber = historyOf(data, 6201);
    expect(youtuber?.rows.map((row) => row.attendanceLabel)).toEqual([
      'Asistió',
      'Falta justificada',
      'Faltó',
    ]);
    expect(youtuber?.rows[0].homework?.href).toBe('https://www.youtube.com/howyoutubeworks/');
    const minecraft = historyOf(data, DIEGO_MINECRAFT);
    expect(minecraft?.rows.map((row) => row.recording?.label ?? null)).toEqual([
      'Grabación no disponible',
      null,
      null,
    ]);
  });

  it("another family's enrolment in the address is a 404, never its classes", async () => {
    const cookie = await signedInCookie();
    const thrown = await load(cookie, `?clases=${EMILIANO_APPS}&pagina=2`).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('the history failing (class-sessions-error) leaves the page, with a short message', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cookie = await signedInCookie();
    const data = await runWithScenario('class-sessions-error', () => load(cookie));
    expect(data.view.selectedChild?.id).toBe(SOFIA);
    expect(data.classHistory).toEqual({
      unavailable: 'No pudimos cargar el historial de clases. Vuelve a intentarlo en unos minutos.',
    });
  });

  it('the history is asked for in the first round, with the enrolments (decision 082)', async () => {
    const cookie = await signedInCookie();
    const request = new Request('http://localhost/dashboard', { headers: { cookie } });
    const session = await getSession(request);
    const auth = readAuth(session);
    if (!auth) throw new Error('expected a signed-in parent');
    const { byRound } = await upstreamRounds(() => loadParentsDashboard(request, { session, auth }));
    const [first, ...later] = byRound;
    expect(first.some((call) => call.includes('/api/class-sessions/latest/'))).toBe(true);
    expect(later).toEqual([]);
  });
});

describe("the student dashboard: the student's own class history", () => {
  it('its own classes only, with the recording', async () => {
    const cookie = await signedInCookie('alumno@example.com');
    const request = new Request('http://localhost/dashboard', { headers: { cookie } });
    const session = await getSession(request);
    const auth = readAuth(session);
    if (!auth) throw new Error('expected a signed-in student');
    const data = await (await loadDashboard(request, { session, auth })).json();
    const microbit = historyOf(data, ALUMNO_MICROBIT);
    expect(microbit?.rows.map((row) => row.attendanceLabel)).toEqual([
      'Asistió',
      'Asistió',
      'Falta justificada',
    ]);
    expect(microbit?.rows[0].recording?.href).toMatch(/\/__reproductor\//);
    const foreign = new Request(`http://localhost/dashboard?clases=${SOFIA_ROBLOX}&pagina=2`, {
      headers: { cookie },
    });
    const thrown = await loadDashboard(foreign, { session, auth }).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
  });
});

describe('links from the API', () => {
  it('a recording off the player origin, or unsafe homework, is left out', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const session = {
      id: 1,
      starts_at: '2026-11-20T21:00:00.000Z',
      attendance: 'attended',
      teacher_note: null,
      homework_url: 'javascript:alert(1)',
      recording_url: 'https://player.example.net/v/1',
      recording_expires_at: '2099-01-01T00:00:00.000Z',
    };
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/class-sessions/latest/`, () =>
        HttpResponse.json({
          data: [{ enrollment_id: SOFIA_ROBLOX, count: 1, page: 1, page_size: 10, results: [session] }],
        }),
      ),
    );
    const [page] = (await (await parent()).classSessions.latest({ childId: SOFIA })) ?? [];
    expect(page.results[0]).toMatchObject({ homework_url: null, recording_url: null });
  });
});
