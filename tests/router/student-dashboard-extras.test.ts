/** The student dashboard's banners (any failure → none) and its courses' schedule and class link. */
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCaller, visitorCaller } from '../support/caller';

const BANNERS = `${MOCK_API_URL}/api/banners/dashboard/`;

describe('student.banners', () => {
  it('the fixture banner, with both covers', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.student.banners()).toEqual([
      {
        url: '/vacaciones',
        cover: '/images/banners/vacaciones-escritorio.svg',
        cover_mobile: '/images/banners/vacaciones-movil.svg',
        title: 'Vacaciones útiles 2027: inscríbete en los programas de verano',
      },
    ]);
  });

  it('banners-error (500) → []', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await runWithScenario('banners-error', () => caller.student.banners())).toEqual([]);
  });

  it('malformed JSON → []', async () => {
    mockServer.use(
      http.get(
        BANNERS,
        () => new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.student.banners()).toEqual([]);
  });

  it('a banner with an unsafe link → [] (the answer is refused, never shown)', async () => {
    mockServer.use(
      http.get(BANNERS, () =>
        HttpResponse.json({
          data: [{ url: 'javascript:alert(1)', cover: '/a.svg', cover_mobile: '/b.svg' }],
        }),
      ),
    );
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.student.banners()).toEqual([]);
  });

  it('a timeout → []', async () => {
    mockServer.use(
      http.get(BANNERS, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    const { caller } = await signedInCaller('alumno@example.com');
    expect(await caller.student.banners()).toEqual([]);
  });

  it('a refused session (401) is not "no banners": UNAUTHORIZED', async () => {
    mockServer.use(http.get(BANNERS, () => HttpResponse.json({ detail: 'x' }, { status: 401 })));
    const { caller } = await signedInCaller('alumno@example.com');
    await expect(caller.student.banners()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a visitor → UNAUTHORIZED', async () => {
    await expect(visitorCaller().student.banners()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('enrollments.list schedule', () => {
  it("shows the group's classes in the student's zone; no link for a course not started", async () => {
    const { context } = await signedInCaller('alumno@example.com');
    const { createCaller } = await import('../../server/trpc/root');
    const mexico = createCaller({ ...context, timeZone: 'America/Mexico_City' });
    const [roblox, animation] = await mexico.enrollments.list();
    expect(roblox.schedule).toEqual({
      lines: [
        {
          days: 'Lunes y Miércoles',
          hours: '3:00 PM a 4:30 PM',
          text: 'Lunes y Miércoles de 3:00 PM a 4:30 PM',
        },
      ],
      zoneLabel: 'hora de Ciudad de México',
    });
    expect(roblox.classLink).toBeNull();
    expect(animation.schedule).toBeNull();
  });

  it('an ended course never offers the link', async () => {
    db.enrollment.update({
      where: { id: { equals: 9003 } },
      data: { zoom_url: 'https://zoom.us/j/1' },
    });
    const { caller } = await signedInCaller('alumno@example.com');
    const courses = await caller.enrollments.list();
    expect(courses[2]).toMatchObject({ status: 'has_ended', classLink: null });
  });
});
