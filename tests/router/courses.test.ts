import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { visitorCaller } from '../support/caller';

const AI_COURSE = 'curso-de-inteligencia-artificial-para-adolescentes';

describe('courses router', () => {
  it('lists every fixture course, grouped by age range order', async () => {
    const courses = await visitorCaller().courses.list({});
    expect(courses.length).toBeGreaterThanOrEqual(12);
    const ranges = courses.map((c) => c.ageRange);
    expect(ranges.indexOf('12_plus')).toBeGreaterThan(ranges.lastIndexOf('5_to_7'));
  });

  it('lists all 20 courses (14, and the 6 minicourses the packs sell) when called without input', async () => {
    const courses = await visitorCaller().courses.list();
    expect(courses).toHaveLength(20);
    expect(new Set(courses.map((c) => c.id)).size).toBe(20);
  });

  it('filters by age range, sorted by start date', async () => {
    const caller = visitorCaller();
    const young = await caller.courses.list({ ageRange: '5_to_7' });
    expect(young.map((c) => c.id)).toEqual([
      'crs-015',
      'crs-004',
      'crs-001',
      'crs-002',
      'crs-016',
      'crs-003',
    ]);
    const middle = await caller.courses.list({ ageRange: '8_to_11' });
    expect(middle.map((c) => c.id)).toEqual([
      'crs-017',
      'crs-006',
      'crs-005',
      'crs-007',
      'crs-009',
      'crs-018',
      'crs-008',
    ]);
    expect(middle.every((c) => c.ageRange === '8_to_11')).toBe(true);
  });

  it('puts the unscheduled course last in its range', async () => {
    const teens = await visitorCaller().courses.list({ ageRange: '12_plus' });
    expect(teens.map((c) => c.id)).toEqual([
      'crs-019',
      'crs-020',
      'crs-010',
      'crs-011',
      'crs-014',
      'crs-012',
      'crs-013',
    ]);
    expect(teens.at(-1)).toMatchObject({ slug: AI_COURSE, initialDate: null });
  });

  it('shapes each summary from the content entry', async () => {
    const middle = await visitorCaller().courses.list({ ageRange: '8_to_11' });
    expect(middle.find((c) => c.id === 'crs-005')).toEqual({
      id: 'crs-005',
      slug: 'curso-de-videojuegos-con-roblox',
      name: 'Curso de Videojuegos con Roblox',
      ageRange: '8_to_11',
      initialDate: '2027-01-11',
      summary: 'De jugador a creador: diseña y programa tu propio juego en Roblox Studio.',
      image: '/images/cursos/curso-de-videojuegos-con-roblox.svg',
    });
  });

  it('rejects an unknown age range with BAD_REQUEST', async () => {
    // @ts-expect-error: an age range the schema does not know
    await expect(visitorCaller().courses.list({ ageRange: '3_to_4' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('bySlug merges the content entry with the API course', async () => {
    const course = await visitorCaller().courses.bySlug({ slug: 'curso-de-videojuegos-con-roblox' });
    expect(course).toMatchObject({
      id: 'crs-005',
      name: 'Curso de Videojuegos con Roblox',
      h1: 'Curso de Roblox para niños de 8 a 11 años',
      initialDate: '2027-01-11',
      endDate: '2027-03-03',
      backgroundImage: '/images/cursos/curso-de-videojuegos-con-roblox-fondo.svg',
      sessions: 16,
      durationMonths: 2,
      studentsPerClass: 6,
      sessionMinutes: 90,
      price: { PEN: 549, USD: 157 },
      tools: ['Roblox Studio', 'Lua'],
    });
    expect(course.description).toMatch(/^Tu hijo pasará de jugar Roblox a crear sus propios juegos/);
    expect(course.modules).toEqual([
      { id: 'mod-5-1', concept: 'Mi primer mundo en Roblox Studio' },
      { id: 'mod-5-2', concept: 'Obby: carreras de obstáculos' },
      { id: 'mod-5-3', concept: 'Programo con Lua: scripts y eventos' },
      { id: 'mod-5-4', concept: 'Publico mi juego en Roblox' },
    ]);
    expect(course.groups).toEqual([
      {
        id: 'grp-5-1',
        name: 'Grupo Lunes y Miércoles',
        startDate: '2027-01-11',
        startHour: '16:00',
      },
      {
        id: 'grp-5-2',
        name: 'Grupo Martes y Jueves',
        startDate: '2027-01-12',
        startHour: '10:00',
      },
      {
        id: 'grp-5-3',
        name: 'Grupo Martes y Jueves',
        startDate: '2027-03-02',
        startHour: '17:00',
      },
    ]);
  });

  it('bySlug trims the slug', async () => {
    const course = await visitorCaller().courses.bySlug({ slug: '  curso-de-youtuber-kids ' });
    expect(course).toMatchObject({ id: 'crs-006', price: { PEN: 450, USD: 129 } });
  });

  it('bySlug of an unknown slug → NOT_FOUND', async () => {
    await expect(visitorCaller().courses.bySlug({ slug: 'curso-que-no-existe' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No course with slug curso-que-no-existe',
    });
  });

  it('bySlug of an empty or too long slug → BAD_REQUEST', async () => {
    const caller = visitorCaller();
    await expect(caller.courses.bySlug({ slug: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.courses.bySlug({ slug: 'a'.repeat(121) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('a course without start date has initialDate and endDate null, and no groups', async () => {
    const course = await visitorCaller().courses.bySlug({ slug: AI_COURSE });
    expect(course).toMatchObject({
      id: 'crs-013',
      initialDate: null,
      endDate: null,
      groups: [],
      price: { PEN: 649, USD: 185 },
    });
  });

  it("'no-start-date' scenario: every course has initialDate null", async () => {
    const courses = await runWithScenario('no-start-date', () => visitorCaller().courses.list({}));
    expect(courses).toHaveLength(20);
    expect(courses.map((c) => c.initialDate)).toEqual(Array(20).fill(null));
    const detail = await runWithScenario('no-start-date', () =>
      visitorCaller().courses.bySlug({ slug: 'curso-de-videojuegos-con-roblox' }),
    );
    expect(detail).toMatchObject({ initialDate: null, endDate: null, price: { PEN: 549, USD: 157 } });
  });

  it("'no-start-date' scenario sorts by name inside each range", async () => {
    const teens = await runWithScenario('no-start-date', () =>
      visitorCaller().courses.list({ ageRange: '12_plus' }),
    );
    const names = teens.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names[0]).toBe('Creación de Apps con App Inventor');
  });

  it('the scenario does not leak into calls made outside it', async () => {
    const courses = await visitorCaller().courses.list({ ageRange: '5_to_7' });
    expect(courses.map((c) => c.initialDate)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-11',
      '2027-01-16',
      '2027-01-18',
      '2027-02-06',
    ]);
  });
});
