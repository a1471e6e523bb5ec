import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';
import { signedMediaLink } from '../../mocks/linked-sites/media-files/signed-links';

describe('enrollments.list', () => {
  it('alumno gets their 5 enrollments merged with the course content', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const courses = await caller.enrollments.list();
    expect(courses.map((c) => [c.id, c.course.id, c.course.slug, c.course.name])).toEqual([
      [9001, 'crs-005', 'curso-de-videojuegos-con-roblox', 'Curso de Videojuegos con Roblox'],
      [9002, 'crs-008', 'curso-de-animacion-con-scratch', 'Animación con Scratch'],
      [9003, 'crs-009', 'curso-de-robotica-con-micro-bit', 'Robótica con micro:bit'],
      // Ended before: the courses of two of their certificates.
      [9005, 'crs-001', 'curso-de-programacion-con-scratch-junior', 'Programación con Scratch Junior'],
      [
        9006,
        'crs-002',
        'curso-de-primeros-videojuegos-con-code-org',
        'Mis Primeros Videojuegos con Code.org',
      ],
    ]);
    expect(courses[0]).toEqual({
      id: 9001,
      course: {
        id: 'crs-005',
        slug: 'curso-de-videojuegos-con-roblox',
        name: 'Curso de Videojuegos con Roblox',
        ageRange: '8_to_11',
        initialDate: '2027-01-11',
        summary: 'De jugador a creador: diseña y programa tu propio juego en Roblox Studio.',
        image: '/images/cursos/curso-de-videojuegos-con-roblox.svg',
      },
      groupName: 'Grupo Lunes y Miércoles',
      initialDate: '2027-01-11',
      status: 'has_not_started',
      progress: 0,
      schedule: {
        lines: [
          {
            days: 'Lunes y Miércoles',
            hours: '4:00 PM a 5:30 PM',
            text: 'Lunes y Miércoles de 4:00 PM a 5:30 PM',
          },
        ],
        zoneLabel: 'hora de Perú',
      },
      // Not started yet (11 January 2027): no class is live.
      classLink: null,
      // Starts in January 2027: no window this week for the page's timer (issue 77).
      upcomingClass: null,
    });
  });

  it('uses the enrollment start date over the course one, and null group names', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const [, animation, robotics] = await caller.enrollments.list();
    expect(animation).toMatchObject({ groupName: null, initialDate: '2027-02-01' });
    expect(robotics).toMatchObject({
      groupName: null,
      initialDate: '2026-08-15',
      course: { initialDate: '2027-01-16' },
    });
  });

  it('a finished course shows progress 100 even if upstream says less', async () => {
    db.enrollment.update({ where: { id: { equals: 9003 } }, data: { progress: 40 } });
    db.enrollment.update({ where: { id: { equals: 9002 } }, data: { status: 'in_progress', progress: 40 } });
    const { caller } = await signedInCaller('alumno@example.com');
    const courses = await caller.enrollments.list();
    expect(courses.map((c) => [c.status, c.progress])).toEqual([
      ['has_not_started', 0],
      ['in_progress', 40],
      ['has_ended', 100],
      ['has_ended', 100],
      ['has_ended', 100],
    ]);
  });

  it('falls back to the course start date when the enrollment has none', async () => {
    db.enrollment.update({ where: { id: { equals: 9002 } }, data: { initial_date: null } });
    const { caller } = await signedInCaller('alumno@example.com');
    const courses = await caller.enrollments.list();
    expect(courses[1]).toMatchObject({
      id: 9002,
      initialDate: '2027-02-01',
      course: { initialDate: '2027-02-01' },
    });
  });

  it('reads every course from the catalogue list, asked once with the enrollments', async () => {
    db.enrollment.create({
      id: 9004,
      userId: 201,
      course_id: 'crs-005',
      group_name: null,
      initial_date: null,
      status: 'has_not_started',
      progress: 0,
    });
    const fetched: string[] = [];
    mockServer.use(
      http.get(/\/entries(\/[^/]+)?$/, ({ request }) => {
        const url = new URL(request.url);
        fetched.push(
          url.pathname.endsWith('/entries') ? `list:${url.searchParams.get('content_type')}` : 'one',
        );
        return undefined;
      }),
    );
    const { caller } = await signedInCaller('alumno@example.com');
    const courses = await caller.enrollments.list();
    expect(courses.map((c) => c.id)).toEqual([9001, 9002, 9003, 9005, 9006, 9004]);
    expect(courses[5]).toMatchObject({
      course: { id: 'crs-005' },
      groupName: null,
      initialDate: '2027-01-11',
    });
    // One list call whatever the number of courses, never one call per course (decision 082).
    expect(fetched).toEqual(['list:course']);
  });

  it("a group name loses the Lima hour the purchase wrote into it: the hours beside it are the student's", async () => {
    db.enrollment.create({
      id: 9007,
      userId: 201,
      course_id: 'crs-005',
      group_name: 'Grupo Lunes y Miércoles 4:00 p. m.',
      initial_date: '2027-01-11',
      status: 'has_not_started',
      progress: 0,
    });
    const { caller } = await signedInCaller('alumno@example.com');
    const bought = (await caller.enrollments.list()).find((course) => course.id === 9007);
    expect(bought?.groupName).toBe('Grupo Lunes y Miércoles');
  });

  it('nuevo has no courses', async () => {
    const { caller } = await signedInCaller('nuevo@example.com');
    expect(await caller.enrollments.list()).toEqual([]);
  });

  it("a parent's list is their own: padre does not see alumno's courses", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(await caller.enrollments.list()).toEqual([]);
  });

  it('a visitor → UNAUTHORIZED', async () => {
    await expect(visitorCaller().enrollments.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('the content service down → BAD_GATEWAY', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    await expect(runWithScenario('upstream-down', () => caller.enrollments.list())).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
  });

  it('an enrollment whose course entry is missing → NOT_FOUND', async () => {
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/enrollments/`, () =>
        HttpResponse.json({ data: [{ id: 1, course_id: 'crs-999', status: 'in_progress', progress: 5 }] }),
      ),
    );
    const { caller } = await signedInCaller('alumno@example.com');
    await expect(caller.enrollments.list()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('student.certificates', () => {
  it('alumno gets their 3 certificates', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.student.certificates()).toEqual([
      {
        id: 7001,
        title: 'Programación con Scratch Junior',
        file: signedMediaLink('/media/certificados/7001-scratch-junior.pdf'),
        verification_code: 'PE657ZHHJAWU3BFVBUHL',
      },
      {
        id: 7002,
        title: 'Robótica con micro:bit',
        file: signedMediaLink('/media/certificados/7002-microbit.pdf'),
        verification_code: 'U4B4KZN5WOLHGYC5YELQ',
      },
      {
        id: 7003,
        title: 'Mis Primeros Videojuegos con Code.org',
        file: signedMediaLink('/media/certificados/7003-code-org.pdf'),
        verification_code: 'TFTNNK6ZMWJUUEXPHB3D',
      },
    ]);
  });

  it.each(['nuevo@example.com', 'padre@example.com', 'org@example.com'])(
    '%s has no certificates',
    async (email) => {
      const { caller } = await signedInCaller(email);
      expect(await caller.student.certificates()).toEqual([]);
    },
  );

  it('a visitor → UNAUTHORIZED', async () => {
    await expect(visitorCaller().student.certificates()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
