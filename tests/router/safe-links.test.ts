/**
 * Links from the API reach a page only when they are https or a path of this site (decision 023):
 * a hostile value in one field leaves that link (or that item) out and logs one line; the rest of
 * the page still shows. Every answer below is the mock's own, with one field made hostile.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { parentEnrolments } from '../../mocks/handlers/parents';
import { enrolmentAnswers } from '../../mocks/handlers/organization-enrolment';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { courseCard } from '../../server/parents/course-card';
import type { ParentsOverview } from '../../server/trpc/routers/parents';
import { signedInCaller } from '../support/caller';
import { clearUserCaches } from '../../server/cache/user-cache';
import { logger } from '../../server/log/logger';

const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/aula',
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example/x',
  'vbscript:msgbox(1)',
  'https:evil.example',
] as const;

/** The console.warn lines of a call, and the call's result. */
async function withWarnings<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  const result = await run();
  const lines = warn.mock.calls.map((call) => String(call[0]));
  warn.mockRestore();
  return { result, lines };
}

function diegoCourse(overview: ParentsOverview, id: number) {
  const diego = overview.children.find((entry) => entry.child.id === 502);
  const course = diego?.courses.find((enrolment) => enrolment.id === id);
  if (!course) throw new Error(`enrolment ${id} missing`);
  return course;
}

describe('parents.overview with hostile links', () => {
  it.each(HOSTILE)('%j as class, virtual room, material, plan, thumbnail and certificate', async (value) => {
    const answer = parentEnrolments(101);
    answer.courses = answer.courses.map((enrolment) =>
      enrolment.id === 6201
        ? {
            ...enrolment,
            zoom_url: value,
            virtual_room_url: value,
            course: { ...enrolment.course, instructive: value, curriculum: value, thumbnail: value },
          }
        : enrolment.id === 6202 && enrolment.certificate
        ? { ...enrolment, certificate: { ...enrolment.certificate, file: value } }
        : enrolment,
    );
    mockServer.use(http.get(`${MOCK_API_URL}/api/enrolments/`, () => HttpResponse.json({ data: answer })));
    const { caller } = await signedInCaller('padre@example.com');
    const { result: overview, lines } = await withWarnings(() => caller.parents.overview());

    const running = diegoCourse(overview, 6201);
    expect(running).toMatchObject({ zoom_url: null, virtual_room_url: null });
    expect(running.course).toMatchObject({ instructive: null, curriculum: null, thumbnail: null });
    expect(diegoCourse(overview, 6202).certificate).toBeNull();
    // The rest of the answer is intact: the other courses, their names and teachers.
    expect(diegoCourse(overview, 6201).course.name).toBe(
      answer.courses.find((c) => c.id === 6201)?.course.name,
    );
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line).toMatch(/^\[upstream\] unsafe link left out \(/);
      expect(line).not.toContain('evil');
      expect(line).not.toContain('alert');
    }

    // The card renders without those links: support over chat instead of the class link.
    const card = courseCard(running, {
      path: null,
      timeZone: 'America/Lima',
      now: new Date('2026-11-22T15:00:00Z'),
      chatNumber: '51987654321',
      quotes: () => null,
      certificatePanel: null,
    });
    expect(card.classLink?.kind).toBe('support');
    expect(card.classLink?.href).toMatch(/^https:\/\/wa\.me\//);
    expect(card).toMatchObject({ virtualRoom: null, curriculum: null, certificate: null, thumbnail: null });
    expect(card.material.kind).toBe('none');
  });

  it('a path: its plan and certificate are left out, a next path with a hostile picture is not offered', async () => {
    const answer = parentEnrolments(101);
    answer.learning_paths = answer.learning_paths.map((path) => ({
      ...path,
      learning_path_details: path.learning_path_details.map((details) => ({
        ...details,
        curriculum: 'javascript:alert(1)',
      })),
      certificate: path.certificate
        ? { ...path.certificate, file: 'data:application/pdf;base64,AAAA' }
        : null,
      learning_path_next: path.learning_path_next.map((next) => ({
        ...next,
        thumbnail: '//evil.example/a.svg',
      })),
    }));
    mockServer.use(http.get(`${MOCK_API_URL}/api/enrolments/`, () => HttpResponse.json({ data: answer })));
    const { caller } = await signedInCaller('padre@example.com');
    const { result: overview } = await withWarnings(() => caller.parents.overview());
    const paths = overview.children.flatMap((entry) => entry.learningPaths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.learning_path_details.every((details) => details.curriculum === null)).toBe(true);
      expect(path.certificate).toBeNull();
      expect(path.learning_path_next).toEqual([]);
    }
  });

  it('recommended cards: one with a hostile picture is left out, the others stay', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    // Diego: a course and a path recommended, each of his age range.
    const ids = (cards: { courses: { id: number }[]; learningPaths: { id: number }[] }) =>
      [...cards.courses, ...cards.learningPaths].map((card) => card.id);
    const before = await caller.parents.recommended({ childId: 502 });
    expect(ids(before).length).toBeGreaterThan(1);
    const [first] = db.recommendedCard
      .getAll()
      .filter((card) => before.courses.some((c) => c.id === card.id));
    db.recommendedCard.update({
      where: { id: { equals: first.id } },
      data: { image: 'javascript:alert(1)' },
    });
    // The upstream answers anew: a page view after the user cache's few seconds (decision 040).
    clearUserCaches();
    const { result: after } = await withWarnings(() => caller.parents.recommended({ childId: 502 }));
    expect(ids(after)).toEqual(ids(before).filter((id) => id !== first.id));
  });
});

describe('studentZone.redirect: the redirect target', () => {
  it.each([...HOSTILE, 'http://localhost:1/__zona-estudiantes/ingresar', '/__zona-estudiantes/ingresar'])(
    '%j → the zone is unavailable (BAD_GATEWAY), never a redirect there',
    async (value) => {
      mockServer.use(
        http.get(`${MOCK_API_URL}/api/students/kodea_redirect/:childId`, () =>
          HttpResponse.json({ redirect_login: value }),
        ),
      );
      const { caller } = await signedInCaller('padre@example.com');
      vi.spyOn(logger, 'error').mockImplementation(() => {});
      await expect(caller.studentZone.redirect({ childId: 501 })).rejects.toMatchObject({
        code: 'BAD_GATEWAY',
      });
    },
  );

  it('an https address is followed', async () => {
    const link = 'https://plataforma.kodea.pe/ingresar?token=abc';
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/students/kodea_redirect/:childId`, () =>
        HttpResponse.json({ redirect_login: link }),
      ),
    );
    const { caller } = await signedInCaller('padre@example.com');
    expect(await caller.studentZone.redirect({ childId: 501 })).toEqual({ redirectLogin: link });
  });
});

describe('student dashboard with hostile links', () => {
  it('a hostile class link is never offered, even while the class is live', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    const live = await runWithScenario('class-live-now', () => caller.enrollments.list());
    const linked = live.find((course) => course.classLink !== null);
    expect(linked, 'the scenario gives one course a live class link').toBeDefined();
    db.enrollment.update({
      where: { id: { equals: linked?.id ?? 0 } },
      data: { zoom_url: 'javascript:alert(1)' },
    });
    clearUserCaches();
    const { result: hostile } = await withWarnings(() =>
      runWithScenario('class-live-now', () => caller.enrollments.list()),
    );
    expect(hostile.find((course) => course.id === linked?.id)?.classLink ?? null).toBeNull();
  });

  it('a certificate with a hostile file is left out of the list', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    db.certificate.update({ where: { id: { equals: 7002 } }, data: { file: 'http://evil.example/c.pdf' } });
    const { result, lines } = await withWarnings(() => caller.student.certificates());
    expect(result.map((certificate) => certificate.id)).toEqual([7001, 7003]);
    expect(lines).toEqual(['[upstream] unsafe link left out (certificate file, scheme http:)']);
  });
});

describe('organization roster with a hostile certificate link', () => {
  it('the row stays, without its certificate', async () => {
    const rows = enrolmentAnswers(
      1,
      db.organizationEnrolment.findMany({ where: { organizationId: { equals: 1 } }, orderBy: { id: 'asc' } }),
    );
    const target = rows.find((row) => row.certificate !== null);
    if (!target) throw new Error('organization 1 has a certificate');
    mockServer.use(
      http.get(`${MOCK_API_URL}/api/organizations/:id/students/`, () =>
        HttpResponse.json({
          data: rows.map((row) =>
            row.id === target.id && row.certificate
              ? { ...row, certificate: { ...row.certificate, file: 'javascript:alert(1)' } }
              : row,
          ),
          // One page holds the whole roster (decision 039's paged answer).
          meta: { count: rows.length, page: 1, page_size: 500, page_count: 1 },
        }),
      ),
    );
    const { caller } = await signedInCaller('org@example.com');
    const { result } = await withWarnings(() =>
      caller.organization.export({ id: 1, filters: { course: null, status: null, search: '' } }),
    );
    expect(result.rows).toHaveLength(rows.length);
    expect(result.rows.find((row) => row.id === target.id)?.certificate).toBeNull();
    expect(result.rows.filter((row) => row.certificate !== null)).toHaveLength(
      rows.filter((row) => row.certificate !== null).length - 1,
    );
  });
});
