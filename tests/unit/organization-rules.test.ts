import { describe, expect, it } from 'vitest';
import { filterRows, filtersQuery, foldForSearch, parseFilters } from '../../server/organization/filters';
import { paginate } from '../../server/organization/pagination';
import { courseOptions, toRosterRow } from '../../server/organization/roster';
import { summaryOf } from '../../server/organization/summary';
import type { OrganizationEnrolment } from '../../server/upstream/schemas/organizations';
import { row } from './organization-builders';

describe('parseFilters', () => {
  it('reads course, status, search and page from the URL', () => {
    expect(
      parseFilters(new URLSearchParams('curso=2005&estado=abandoned&buscar=%20Ana%20&pagina=3')),
    ).toEqual({ course: 2005, status: 'abandoned', search: 'Ana', page: 3 });
  });

  it('treats anything unreadable as no filter and page 1', () => {
    expect(parseFilters(new URLSearchParams('curso=abc&estado=borrado&pagina=-2&buscar='))).toEqual({
      course: null,
      status: null,
      search: '',
      page: 1,
    });
    expect(parseFilters(new URLSearchParams('curso=0&pagina=0'))).toMatchObject({ course: null, page: 1 });
    expect(parseFilters(new URLSearchParams(`buscar=${'a'.repeat(200)}`)).search).toHaveLength(80);
  });
});

describe('filtersQuery', () => {
  it('keeps every filter and leaves out empty ones and page 1', () => {
    expect(filtersQuery({ course: 2005, status: 'in_progress', search: 'Núñez', page: 2 })).toBe(
      '?curso=2005&estado=in_progress&buscar=N%C3%BA%C3%B1ez&pagina=2',
    );
    expect(filtersQuery({ course: null, status: null, search: '', page: 1 })).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters = { course: 2008, status: 'has_ended' as const, search: 'maría josé', page: 4 };
    expect(parseFilters(new URLSearchParams(filtersQuery(filters)))).toEqual(filters);
  });
});

describe('filterRows', () => {
  const rows = [
    row({ studentName: 'Camila Ñahui Quispe', courseId: 2005, statusKey: 'in_progress' }),
    row({ studentName: 'Isabel Mendoza Cruz', courseId: 2008, statusKey: 'has_ended' }),
    row({ studentName: 'Elena Gutiérrez Soto', courseId: 2005, statusKey: 'abandoned' }),
  ];
  const none = { course: null, status: null, search: '' };

  it('without filters keeps every row in order', () => {
    expect(filterRows(rows, none)).toEqual(rows);
  });

  it('filters by course and by status, together', () => {
    expect(filterRows(rows, { ...none, course: 2005 }).map((r) => r.studentName)).toEqual([
      'Camila Ñahui Quispe',
      'Elena Gutiérrez Soto',
    ]);
    expect(filterRows(rows, { ...none, course: 2005, status: 'abandoned' })).toEqual([rows[2]]);
    expect(filterRows(rows, { ...none, course: 2008, status: 'abandoned' })).toEqual([]);
  });

  it('searches names ignoring case and accents, every word anywhere', () => {
    expect(filterRows(rows, { ...none, search: 'NAHUI' })).toEqual([rows[0]]);
    expect(filterRows(rows, { ...none, search: 'gutierrez elena' })).toEqual([rows[2]]);
    expect(filterRows(rows, { ...none, search: 'mendoza pérez' })).toEqual([]);
    expect(foldForSearch('Ñuñez ÁNGEL')).toBe('nunez angel');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 28 }, (_, i) => i + 1);

  it('10 per page: 28 items are 3 pages, the last with 8', () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 28, from: 1, to: 10 });
    const last = paginate(items, 3);
    expect(last).toMatchObject({ page: 3, from: 21, to: 28 });
    expect(last.items).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('clamps a page past the end or before the start', () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
  });

  it('an exact multiple has no empty last page; an empty list is one empty page', () => {
    expect(paginate(items.slice(0, 20), 3)).toMatchObject({ page: 2, pageCount: 2, from: 11, to: 20 });
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});

describe('summaryOf', () => {
  it('counts distinct students, courses in progress, the mean progress and certificates', () => {
    const certificate = { title: 'Animación con Scratch', file: '/media/certificados/x.pdf' };
    const rows = [
      row({ studentId: 1, courseId: 2005, statusKey: 'in_progress', progress: 40 }),
      row({ studentId: 1, courseId: 2008, statusKey: 'has_ended', progress: 100, certificate }),
      row({ studentId: 2, courseId: 2005, statusKey: 'in_progress', progress: 61 }),
      row({ studentId: 3, courseId: 2010, statusKey: 'abandoned', progress: 20 }),
      row({ studentId: 4, courseId: 2009, statusKey: 'has_not_started', progress: 0 }),
    ];
    expect(summaryOf(rows)).toEqual({
      students: 4,
      activeCourses: 1,
      averageProgress: 44, // (40 + 100 + 61 + 20 + 0) / 5 = 44.2
      certificates: 1,
    });
  });

  it('an empty roster is all zeros, never NaN', () => {
    expect(summaryOf([])).toEqual({ students: 0, activeCourses: 0, averageProgress: 0, certificates: 0 });
  });
});

describe('toRosterRow', () => {
  const enrolment: OrganizationEnrolment = {
    id: 9501,
    student: { id: 8101, full_name: 'Adriana Paredes Luna' },
    course: { id: 2005, name: 'Curso de Videojuegos con Roblox' },
    group: {
      name: 'Grupo 5.º A',
      start_date: '2026-09-07',
      frequency: [
        { day_name: 'Miércoles', time_start: '15:00', time_end: '16:30' },
        { day_name: 'Lunes', time_start: '15:00', time_end: '16:30' },
      ],
    },
    teacher: null,
    status: 'has_ended',
    state: 'abandoned',
    progress: 35,
    certificate: null,
  };
  const now = new Date('2026-11-22T15:00:00Z');

  it("labels abandoned as 'No completado' and falls back to 'No asignado aún'", () => {
    expect(toRosterRow(enrolment, 'America/Lima', now)).toMatchObject({
      statusKey: 'abandoned',
      statusLabel: 'No completado',
      teacher: 'No asignado aún',
      progress: 100,
    });
  });

  it('shows the schedule in the coordinator zone, days Monday first', () => {
    expect(toRosterRow(enrolment, 'America/Lima', now).schedule).toBe(
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    );
    expect(toRosterRow(enrolment, 'Europe/Madrid', now).schedule).toBe(
      'Lunes y Miércoles de 9:00 PM a 10:30 PM',
    );
    expect(toRosterRow({ ...enrolment, group: null }, 'America/Lima', now).schedule).toBeNull();
  });

  it.each([
    ['has_not_started', 'Programado'],
    ['in_progress', 'En progreso'],
    ['has_ended', 'Completado'],
    ['blocked', 'Proximamente'],
    ['remaining', 'Por definir'],
  ] as const)('status %s → %s', (status, label) => {
    expect(toRosterRow({ ...enrolment, status, state: 'active' }, 'America/Lima', now).statusLabel).toBe(
      label,
    );
  });
});

describe('courseOptions', () => {
  it('lists each course once, by Spanish name order', () => {
    const rows = [
      row({ courseId: 2010, courseName: 'Python para Jóvenes' }),
      row({ courseId: 2008, courseName: 'Animación con Scratch' }),
      row({ courseId: 2010, courseName: 'Python para Jóvenes' }),
    ];
    expect(courseOptions(rows)).toEqual([
      { id: 2008, name: 'Animación con Scratch' },
      { id: 2010, name: 'Python para Jóvenes' },
    ]);
  });
});
