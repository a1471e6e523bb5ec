import { describe, expect, it } from 'vitest';
import { filtersQuery, parseFilters, rosterQuery } from '../../server/organization/filters';
import { pageOf } from '../../server/organization/pagination';
import { limaToday } from '../../server/campaigns/current';
import { toRosterRow, toRosterRows } from '../../server/organization/roster';
import { summaryFrom } from '../../server/organization/summary';
import { RosterQuerySchema, type OrganizationEnrolment } from '../../server/upstream/schemas/organizations';

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

describe('rosterQuery', () => {
  it('sends only the filters in use, the search trimmed, with the page and its size', () => {
    expect(rosterQuery({ course: null, status: null, search: '' }, 1, 10)).toEqual({
      page: 1,
      page_size: 10,
    });
    expect(rosterQuery({ course: 2005, status: 'abandoned', search: ' Ñahui ' }, 3, 500)).toEqual({
      page: 3,
      page_size: 500,
      course: 2005,
      status: 'abandoned',
      search: 'Ñahui',
    });
  });

  it('the upstream query schema refuses what the upstream would answer 400 to', () => {
    const ok = { page: 1, page_size: 10 };
    expect(RosterQuerySchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, page: 0 },
      { ...ok, page_size: 501 },
      { ...ok, status: 'borrado' },
      { ...ok, course: -1 },
      { ...ok, search: 'a'.repeat(81) },
      { ...ok, order: 'name' },
    ])
      expect(RosterQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('pageOf', () => {
  it('numbers the rows shown from the upstream page', () => {
    expect(pageOf([1, 2, 3, 4, 5, 6, 7, 8], { count: 28, page: 3, page_size: 10, page_count: 3 })).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8],
      page: 3,
      pageCount: 3,
      total: 28,
      from: 21,
      to: 28,
    });
    expect(pageOf([], { count: 0, page: 1, page_size: 10, page_count: 1 })).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });
});

describe('summaryFrom', () => {
  it("reads the upstream's figures", () => {
    expect(
      summaryFrom({
        enrolments: 5,
        students: 4,
        active_courses: 1,
        average_progress: 44,
        certificates: 1,
        courses: [],
      }),
    ).toEqual({ students: 4, activeCourses: 1, averageProgress: 44, certificates: 1 });
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
  const today = limaToday(new Date('2026-11-22T15:00:00Z'));

  it("labels abandoned as 'No completado' and falls back to 'No asignado aún'", () => {
    expect(toRosterRow(enrolment, 'America/Lima', today)).toMatchObject({
      statusKey: 'abandoned',
      statusLabel: 'No completado',
      teacher: 'No asignado aún',
      progress: 100,
    });
  });

  it('shows the schedule in the coordinator zone, days Monday first', () => {
    expect(toRosterRow(enrolment, 'America/Lima', today).schedule).toBe(
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    );
    expect(toRosterRow(enrolment, 'Europe/Madrid', today).schedule).toBe(
      'Lunes y Miércoles de 9:00 PM a 10:30 PM',
    );
    expect(toRosterRow({ ...enrolment, group: null }, 'America/Lima', today).schedule).toBeNull();
  });

  it('rows share the schedules already written, each the one its group’s slots make', () => {
    const tuesdays = {
      ...enrolment.group!,
      name: 'Grupo 6.º B',
      frequency: [{ day_name: 'Martes', time_start: '17:00', time_end: '18:00' }],
    };
    // The same name over other slots, and other names over the same slots.
    const rows = [
      enrolment,
      { ...enrolment, group: tuesdays },
      { ...enrolment, group: { ...tuesdays, name: 'Grupo 5.º A' } },
      { ...enrolment, group: { ...enrolment.group!, name: 'Grupo 6.º C' } },
      { ...enrolment, group: { ...enrolment.group!, frequency: [] } },
      { ...enrolment, group: { ...tuesdays, frequency: [{ ...tuesdays.frequency[0]!, time_end: '18:30' }] } },
    ];
    const expected = [
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
      'Martes de 5:00 PM a 6:00 PM',
      'Martes de 5:00 PM a 6:00 PM',
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
      null,
      'Martes de 5:00 PM a 6:30 PM',
    ];
    expect(rows.map((row) => toRosterRow(row, 'America/Lima', today).schedule)).toEqual(expected);
    expect([...rows].reverse().map((row) => toRosterRow(row, 'America/Lima', today).schedule)).toEqual(
      [...expected].reverse(),
    );
    // A page puts each distinct schedule in the zone once: the same rows as one at a time.
    expect(toRosterRows(rows, 'America/Lima', today)).toEqual(
      rows.map((row) => toRosterRow(row, 'America/Lima', today)),
    );
    expect(toRosterRows(rows, 'Europe/Madrid', today).map((row) => row.schedule)).toEqual(
      rows.map((row) => toRosterRow(row, 'Europe/Madrid', today).schedule),
    );
  });

  it('a kept schedule is the day’s and the zone’s: Madrid’s summer time writes other hours', () => {
    expect(
      toRosterRow(enrolment, 'Europe/Madrid', limaToday(new Date('2026-11-22T15:00:00Z'))).schedule,
    ).toBe('Lunes y Miércoles de 9:00 PM a 10:30 PM');
    expect(
      toRosterRow(enrolment, 'Europe/Madrid', limaToday(new Date('2027-06-01T15:00:00Z'))).schedule,
    ).toBe('Lunes y Miércoles de 10:00 PM a 11:30 PM');
    expect(toRosterRow(enrolment, 'America/Lima', limaToday(new Date('2027-06-01T15:00:00Z'))).schedule).toBe(
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    );
  });

  it.each([
    ['has_not_started', 'Programado'],
    ['in_progress', 'En progreso'],
    ['has_ended', 'Completado'],
    ['blocked', 'Proximamente'],
    ['remaining', 'Por definir'],
  ] as const)('status %s → %s', (status, label) => {
    expect(toRosterRow({ ...enrolment, status, state: 'active' }, 'America/Lima', today).statusLabel).toBe(
      label,
    );
  });
});
