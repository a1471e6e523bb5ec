/** The zod schemas of decision 020's answers: what passes, and what is refused rather than shown. */
import { describe, expect, it, vi } from 'vitest';
import { BannerListSchema } from '../../server/upstream/schemas/banners';
import {
  OrganizationAnswerSchema,
  OrganizationEnrolmentPageSchema,
  OrganizationSummaryAnswerSchema,
} from '../../server/upstream/schemas/organizations';
import { EnrollmentSchema } from '../../server/upstream/schemas/student';
import { logger } from '../../server/log/logger';

const enrolment = {
  id: 9501,
  student: { id: 8101, full_name: 'Adriana Paredes Luna' },
  course: { id: 2005, name: 'Curso de Videojuegos con Roblox' },
  group: {
    name: 'Grupo 5.º A',
    start_date: '2026-09-07',
    frequency: [{ day_name: 'Lunes', time_start: '15:00', time_end: '16:30' }],
  },
  teacher: { full_name: 'Jorge Mendoza Ríos' },
  status: 'in_progress',
  state: 'active',
  progress: 55,
  certificate: null,
};

describe('OrganizationAnswerSchema', () => {
  it('reads id, name and city', () => {
    expect(
      OrganizationAnswerSchema.parse({ data: { id: 1, name: 'Colegio San Martín de Porres', city: 'Lima' } }),
    ).toEqual({ data: { id: 1, name: 'Colegio San Martín de Porres', city: 'Lima' } });
  });

  it('refuses an empty name or a missing id', () => {
    expect(OrganizationAnswerSchema.safeParse({ data: { id: 1, name: '', city: null } }).success).toBe(false);
    expect(OrganizationAnswerSchema.safeParse({ data: { name: 'X', city: null } }).success).toBe(false);
  });
});

const META = { count: 2, page: 1, page_size: 10, page_count: 1 };

describe('OrganizationEnrolmentPageSchema', () => {
  it('accepts the nested answer, with or without group, teacher and certificate', () => {
    const bare = {
      ...enrolment,
      group: null,
      teacher: null,
      certificate: { title: 'T', file: '/media/x.pdf' },
    };
    expect(OrganizationEnrolmentPageSchema.parse({ data: [enrolment, bare], meta: META }).data).toHaveLength(
      2,
    );
  });

  it.each([
    ['an unknown status', { status: 'paused' }],
    ['progress over 100', { progress: 140 }],
    ['a student without name', { student: { id: 1 } }],
    ['a teacher as plain text', { teacher: 'Jorge' }],
  ])('refuses %s', (_, change) => {
    expect(
      OrganizationEnrolmentPageSchema.safeParse({ data: [{ ...enrolment, ...change }], meta: META }).success,
    ).toBe(false);
  });

  it('refuses a page without its meta or with page 0', () => {
    expect(OrganizationEnrolmentPageSchema.safeParse({ data: [] }).success).toBe(false);
    expect(OrganizationEnrolmentPageSchema.safeParse({ data: [], meta: { ...META, page: 0 } }).success).toBe(
      false,
    );
  });
});

describe('OrganizationSummaryAnswerSchema', () => {
  const summary = {
    enrolments: 28,
    students: 27,
    active_courses: 1,
    average_progress: 44,
    certificates: 7,
    courses: [{ id: 2008, name: 'Animación con Scratch' }],
  };

  it('reads the figures and the courses', () => {
    expect(OrganizationSummaryAnswerSchema.parse({ data: summary }).data).toEqual(summary);
  });

  it('refuses a negative count or a progress over 100', () => {
    expect(OrganizationSummaryAnswerSchema.safeParse({ data: { ...summary, students: -1 } }).success).toBe(
      false,
    );
    expect(
      OrganizationSummaryAnswerSchema.safeParse({ data: { ...summary, average_progress: 101 } }).success,
    ).toBe(false);
  });
});

describe('BannerListSchema', () => {
  const banner = {
    url: '/vacaciones',
    cover: '/images/banners/vacaciones-escritorio.svg',
    cover_mobile: 'https://cdn.kodea.pe/banners/movil.webp',
  };

  it('accepts site paths and https addresses; the title is optional', () => {
    expect(BannerListSchema.parse({ data: [banner, { ...banner, title: 'Vacaciones' }] }).data).toHaveLength(
      2,
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x.svg', 'http://insecure.example/a.png', ''])(
    'leaves out a banner with %j as its link or cover, keeping the others (decision 023)',
    (value) => {
      vi.spyOn(logger, 'warn').mockImplementation(() => {});
      for (const hostile of [
        { ...banner, url: value },
        { ...banner, cover_mobile: value },
      ]) {
        const parsed = BannerListSchema.parse({ data: [hostile, { ...banner, title: 'Vacaciones' }] });
        expect(parsed.data).toEqual([{ ...banner, title: 'Vacaciones' }]);
      }
    },
  );

  it('refuses a list without cover_mobile', () => {
    const { cover_mobile: _mobile, ...withoutMobile } = banner;
    expect(BannerListSchema.safeParse({ data: [withoutMobile] }).success).toBe(false);
  });
});

describe('EnrollmentSchema (schedules and class link)', () => {
  it('reads the weekly {day, hour} slots and zoom_url, both optional', () => {
    const base = { id: 1, course_id: 'crs-005', status: 'in_progress', progress: 10 };
    expect(EnrollmentSchema.parse(base).schedules).toBeUndefined();
    expect(
      EnrollmentSchema.parse({
        ...base,
        schedules: [{ day: 'Lunes', hour: '16:00' }],
        zoom_url: 'https://zoom.us/j/1',
      }),
    ).toMatchObject({ schedules: [{ day: 'Lunes', hour: '16:00' }], zoom_url: 'https://zoom.us/j/1' });
    expect(EnrollmentSchema.safeParse({ ...base, schedules: [{ day: 'Lunes' }] }).success).toBe(false);
  });
});
