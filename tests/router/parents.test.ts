import express from 'express';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { parentEnrolments } from '../../mocks/handlers/parents';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { mountStudentPlatform } from '../../mocks/linked-sites/student-platform/routes';
import type { ChildOverview, ParentsOverview } from '../../server/trpc/routers/parents';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller, visitorCaller } from '../support/caller';
import { serve, type TestServer } from '../unit/mock-http';
import { signedMediaLink } from '../../mocks/linked-sites/media-files/signed-links';

const childOf = (overview: ParentsOverview, id: number) => {
  const found = overview.children.find((entry) => entry.child.id === id);
  if (!found) throw new Error(`child ${id} missing`);
  return found;
};
const pathIds = (entry: ChildOverview) => entry.learningPaths.map((p) => p.learning_path_details[0].id);
const statuses = (courses: ChildOverview['courses']) => courses.map((c) => [c.id, c.status, c.state]);

describe('parents.children', () => {
  it("padre@: his own two children and nobody else's", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect((await caller.parents.children()).map((child) => [child.id, child.first_name])).toEqual([
      [501, 'Sofía'],
      [502, 'Diego'],
    ]);
  });

  it('a student has none; a visitor → UNAUTHORIZED', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.parents.children()).toEqual([]);
    await expect(visitorCaller().parents.children()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('parents.overview', () => {
  it('padre@: Sofía and Diego, with their own paths and courses', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const overview = await caller.parents.overview();
    expect(
      overview.children.map(({ child }) => [child.id, child.first_name, child.email, child.password]),
    ).toEqual([
      [501, 'Sofía', 'sofia.quispe@alumnos.kodea.pe', 'Sofi-2026'],
      [502, 'Diego', 'diego.quispe@alumnos.kodea.pe', 'Diego-2026'],
    ]);

    const sofia = childOf(overview, 501);
    expect(pathIds(sofia)).toEqual([601, 602]);
    expect(sofia.courses).toEqual([]);
    const [ended, current] = sofia.learningPaths;
    expect(current.learning_path_name).toBe('Ruta Creadores de Videojuegos');
    expect(current.student).toEqual({ id: 501, full_name: 'Sofía Quispe Vargas' });
    expect(current.courses.map((c) => [c.id, c.course.order_in_learning_path, c.status, c.invoice])).toEqual([
      [6101, 1, 'has_ended', 88101],
      [6102, 2, 'in_progress', 88102],
      [6103, 3, 'blocked', null],
      [6104, 4, 'remaining', null],
    ]);
    expect(current.courses[0].certificate).toEqual({
      title: 'Animación con Scratch',
      file: signedMediaLink('/media/certificados/6101-animacion-con-scratch.pdf'),
      verification_code: 'X6YNXDPACQM2WAS5BH6S',
    });
    expect(current.courses[1]).toMatchObject({
      zoom_url: null,
      teacher: { full_name: 'Jorge Mendoza Ríos' },
    });
    expect(current.courses[1].group).toMatchObject({
      start_date: '2026-11-17',
      end_date: '2027-01-07',
      frequency_numeric: 2,
    });
    expect(current.learning_path_details[0]).toEqual({
      id: 602,
      main_color: '#8C30F2',
      secondary_color: '#F2E8FF',
      level: 2,
      duration: 9,
      frequency: 2,
      curriculum: '/media/planes-de-estudio/ruta-creadores-de-videojuegos.pdf',
      price_pen: 1710,
      price_usd: 489,
    });
    expect(current.learning_path_next).toEqual([
      {
        slug: 'ruta-desarrolladores-web',
        thumbnail: '/images/cursos/curso-de-desarrollo-web-con-html-y-css.svg',
        name: 'Ruta Desarrolladores Web',
      },
    ]);
    expect(current.certificate).toBeNull();
    expect(ended.courses.map((c) => [c.id, c.status])).toEqual([
      [6111, 'has_ended'],
      [6112, 'has_ended'],
      [6113, 'has_ended'],
      [6114, 'has_ended'],
    ]);
    expect(ended.courses.every((c) => c.certificate !== null)).toBe(true);
    expect(ended.certificate).toEqual({
      title: 'Ruta Pequeños Programadores',
      file: signedMediaLink('/media/certificados/ruta-601-pequenos-programadores.pdf'),
      verification_code: 'GM4TQNQSCHD553BIQLFZ',
    });

    const diego = childOf(overview, 502);
    expect(diego.learningPaths).toEqual([]);
    expect(statuses(diego.courses)).toEqual([
      [6201, 'in_progress', 'active'],
      [6202, 'has_ended', 'completed'],
      [6203, 'has_ended', 'abandoned'],
      [6204, 'has_not_started', null],
    ]);
    expect(diego.courses[1].certificate?.file).toBe(
      signedMediaLink('/media/certificados/6202-minecraft-code-builder.pdf'),
    );
    expect(diego.courses[3]).toMatchObject({ teacher: null, group: { start_date: null, end_date: null } });
  });

  it("Diego's course in progress carries everything a course card shows", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const [inProgress] = childOf(await caller.parents.overview(), 502).courses;
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves'];
    expect(inProgress).toEqual({
      id: 6201,
      status: 'in_progress',
      state: 'active',
      progress: 12,
      zoom_url: 'https://zoom.us/j/84512345678?pwd=a29kZWEtZGllZ28',
      virtual_room_url: 'https://aula.kodea.pe/salas/youtuber-kids-intensivo',
      teacher: { full_name: 'Lucía Paredes Soto' },
      invoice: 88201,
      student: { id: 502, full_name: 'Diego Quispe Vargas' },
      course: {
        id: 2006,
        name: 'Curso de YouTuber Kids',
        description: 'Guion, grabación y edición de videos seguros para compartir en familia.',
        order_in_learning_path: null,
        duration: 3,
        number_of_sessions: 24,
        price_pen: 450,
        price_usd: 129,
        thumbnail: '/images/cursos/curso-de-youtuber-kids.svg',
        project_summary: 'Un canal privado con tres videos editados y su miniatura.',
        slug: 'curso-de-youtuber-kids',
        instructive: '/media/materiales/youtuber-kids-guia-de-inicio.pdf',
        curriculum: '/media/planes-de-estudio/youtuber-kids.pdf',
      },
      group: {
        start_date: '2026-11-24',
        end_date: '2027-01-04',
        frequency: days.map((day_name) => ({ day_name, time_start: '17:00', time_end: '18:30' })),
        frequency_numeric: 4,
      },
      certificate: null,
    });
  });

  it('mama.mx@: Emiliano and his level-4 path, with no next level', async () => {
    const { caller } = await signedInCaller('mama.mx@example.com');
    const overview = await caller.parents.overview();
    expect(overview.children.map(({ child }) => child.id)).toEqual([503]);
    const [{ learningPaths, courses }] = overview.children;
    expect(courses).toEqual([]);
    expect(pathIds(overview.children[0])).toEqual([604]);
    const [path] = learningPaths;
    expect(path.learning_path_details[0]).toMatchObject({ level: 4, duration: 9.5, frequency: 2 });
    expect(path.learning_path_next).toEqual([]);
    expect(path.courses.map((c) => [c.id, c.status, c.invoice, c.group?.start_date ?? null])).toEqual([
      [6301, 'in_progress', 88301, '2026-10-19'],
      [6302, 'has_not_started', 88302, '2027-02-01'],
      [6303, 'remaining', null, null],
    ]);
  });

  it.each(['alumno@example.com', 'org@example.com'])('%s has no children', async (email) => {
    const { caller } = await signedInCaller(email);
    expect(await caller.parents.overview()).toEqual({ children: [] });
  });

  it('a visitor → UNAUTHORIZED', async () => {
    await expect(visitorCaller().parents.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  describe('upstream calls', () => {
    afterEach(() => mockServer.events.removeAllListeners());

    it('exactly two, children and enrolments, for a parent of two', async () => {
      const { caller } = await signedInCaller('padre@example.com');
      const paths: string[] = [];
      mockServer.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
      await caller.parents.overview();
      expect(paths.sort()).toEqual(['/api/enrolments/', '/api/parents/children/']);
    });

    it('in parallel: each answer waits until both requests have arrived', async () => {
      let arrived = 0;
      let release = () => {};
      const both = new Promise<void>((resolve) => (release = resolve));
      // Falls through to the base handler once both are in; sequential calls would time out here.
      const barrier = async () => {
        if (++arrived === 2) release();
        await both;
        return undefined;
      };
      mockServer.use(
        http.get(`${MOCK_API_URL}/api/parents/children/`, barrier),
        http.get(`${MOCK_API_URL}/api/enrolments/`, barrier),
      );
      const { caller } = await signedInCaller('padre@example.com');
      expect((await caller.parents.overview()).children).toHaveLength(2);
    });
  });

  it("drops enrolments of a student who is not one of the parent's children", async () => {
    // mama.mx@'s answer with padre@'s children's enrolments mixed in.
    const mine = parentEnrolments(102);
    const others = parentEnrolments(101);
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/enrolments/`, () =>
        HttpResponse.json({
          data: {
            learning_paths: [...others.learning_paths, ...mine.learning_paths],
            courses: [...others.courses, ...mine.courses],
          },
        }),
      ),
    );
    const { caller } = await signedInCaller('mama.mx@example.com');
    const overview = await caller.parents.overview();
    expect(overview.children.map((entry) => [entry.child.id, pathIds(entry), entry.courses])).toEqual([
      [503, [604], []],
    ]);
  });

  it("'bad-schedule': a misspelt day and a date range without any class day reach the page", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const overview = await runWithScenario('bad-schedule', () => caller.parents.overview());
    const [, current] = childOf(overview, 501).learningPaths;
    expect(current.courses[1].group?.frequency.map((slot) => slot.day_name)).toEqual(['Lunez', 'Jueves']);
    const [diegoInProgress] = childOf(overview, 502).courses;
    // Monday to Thursday classes; Friday 27 to Sunday 29 November holds none of them.
    expect(diegoInProgress.group).toMatchObject({ start_date: '2026-11-27', end_date: '2026-11-29' });
  });

  it("'parents-empty': the children are listed, with no paths nor courses", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const overview = await runWithScenario('parents-empty', () => caller.parents.overview());
    expect(overview.children.map((c) => [c.child.id, c.learningPaths, c.courses])).toEqual([
      [501, [], []],
      [502, [], []],
    ]);
  });
});

describe('parents.recommended', () => {
  it("a child's course and path cards, of the child's own age range only (issue 76 point 9)", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const sofia = await caller.parents.recommended({ childId: 501 });
    expect([sofia.courses.map((c) => c.id), sofia.learningPaths]).toEqual([[7501], []]);
    const diego = await caller.parents.recommended({ childId: 502 });
    expect([diego.courses.map((c) => c.id), diego.learningPaths.map((c) => c.id)]).toEqual([[7511], [7512]]);
    expect(diego.learningPaths).toEqual([
      {
        id: 7512,
        ageRange: '5_to_7',
        image: '/images/cursos/curso-de-programacion-con-scratch-junior.svg',
        nameCourse: 'Ruta Pequeños Programadores',
        slug: 'ruta-pequenos-programadores',
        duration: 9,
        startDate: diego.learningPaths[0]?.startDate,
        discount: 20,
        type: 'learning_path',
      },
    ]);
    for (const card of [...sofia.courses, ...diego.courses])
      expect([card.id, card.ageRange]).toEqual([card.id, card.id === 7501 ? '8_to_11' : '5_to_7']);
  });

  it.each([
    ['padre@example.com', 503],
    ['mama.mx@example.com', 501],
    ['padre@example.com', 999],
    ['alumno@example.com', 501],
  ])('%s asking for child %i (not theirs) → NOT_FOUND', async (email, childId) => {
    const { caller } = await signedInCaller(email);
    await expect(caller.parents.recommended({ childId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("'recommended-error': both lists empty, no error", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const cards = await runWithScenario('recommended-error', () =>
      caller.parents.recommended({ childId: 501 }),
    );
    expect(cards).toEqual({ courses: [], learningPaths: [] });
  });

  it('one list failing leaves the other', async () => {
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/recommended/dashboard/course/:childId/`, () => HttpResponse.error()),
    );
    const { caller } = await signedInCaller('padre@example.com');
    const cards = await caller.parents.recommended({ childId: 502 });
    expect([cards.courses, cards.learningPaths.map((c) => c.id)]).toEqual([[], [7512]]);
  });

  it('a malformed child id → BAD_REQUEST; a visitor → UNAUTHORIZED', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(caller.parents.recommended({ childId: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitorCaller().parents.recommended({ childId: 501 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('studentZone.redirect', () => {
  let platform: TestServer | null = null;
  afterEach(async () => {
    await platform?.close();
    platform = null;
  });

  it('an absolute one-time link to the simulated student platform, naming the child', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const { redirectLogin } = await caller.studentZone.redirect({ childId: 501 });
    const url = new URL(redirectLogin);
    expect(url.origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(url.pathname).toBe('/__zona-estudiantes/ingresar');

    const app = express();
    mountStudentPlatform(app);
    platform = await serve(app);
    const page = await platform.fetch(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Zona de Estudiantes — Hola, Sofía');
    const again = await platform.fetch(`${url.pathname}${url.search}`);
    expect(again.status).toBe(410);
  });

  it("another family's child → NOT_FOUND", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(caller.studentZone.redirect({ childId: 503 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("'student-zone-error' → BAD_GATEWAY", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(
      runWithScenario('student-zone-error', () => caller.studentZone.redirect({ childId: 501 })),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });

  it("over /api/trpc (transport 'http') → FORBIDDEN; a visitor → UNAUTHORIZED", async () => {
    const { context } = await signedInCaller('padre@example.com');
    const overHttp = createCaller({ ...context, transport: 'http' });
    await expect(overHttp.studentZone.redirect({ childId: 501 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(visitorCaller().studentZone.redirect({ childId: 501 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
