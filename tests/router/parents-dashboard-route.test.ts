/**
 * The parents' /dashboard loader and its forms (app/routes/dashboard._index/parents-*.server.ts) against the mock
 * API: the view for a signed-in parent, 404 for another family's child, and each intent's
 * POST/redirect/GET, with what it keeps in the session.
 */
import { describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCookie } from '../support/caller';
import { load, post } from '../support/parents-dashboard';
import { logger } from '../../server/log/logger';
import { FIXTURE_PASSWORD as PASSWORD } from '../../fixtures/users';

describe('the parents dashboard loader', () => {
  it('shows Sofía first, with calendar links for her running course only', async () => {
    const data = await load(await signedInCookie());
    expect(data.kind).toBe('parents');
    expect(data.view.children.map((child: { firstName: string }) => child.firstName)).toEqual([
      'Sofía',
      'Diego',
    ]);
    expect(data.view.selectedChild?.id).toBe(501);
    expect(data.view.blockedBanner).toBe(true);
    expect(Object.keys(data.calendars)).toEqual(['6102']);
    expect(data.calendars['6102'].map((link: { label: string }) => link.label)).toEqual([
      'Apple',
      'Google',
      'iCal',
      'Yahoo',
      'Outlook',
    ]);
    expect(data.calendars['6102'][0].href).toBe('/dashboard/calendario/6102.ics');
    // Sofía is 8 to 11: only products of her range (issue 76 point 9).
    expect(data.view.recommended.map((card: { id: number }) => card.id)).toEqual([7501]);
    expect(data.recentlyViewed).toBeNull();
  });

  it("another family's child, or a malformed id, is a 404", async () => {
    const cookie = await signedInCookie();
    for (const query of ['?hijo=503', '?hijo=abc', '?hijo=0']) {
      const thrown = await load(cookie, query).catch((error: unknown) => error);
      expect(thrown, query).toBeInstanceOf(Response);
      expect((thrown as Response).status, query).toBe(404);
    }
  });

  it("sends the parent to '/' when the children's enrolments cannot be listed", async () => {
    const cookie = await signedInCookie();
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const thrown = await runWithScenario('maintenance', () => load(cookie)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/');
  });
});

describe('the parents dashboard forms', () => {
  it('dismiss-banner: back to the same view, and the banner stays closed', async () => {
    const cookie = await signedInCookie();
    const answer = await post(cookie, '?hijo=501&pestana=rutas&paso=3&index', { intent: 'dismiss-banner' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/dashboard?hijo=501&pestana=rutas&paso=3');
    // The session lives on the server: the same cookie now reads the dismissal.
    expect((await load(cookie)).view.blockedBanner).toBe(false);
  });

  it('recommended-click: the upstream card is remembered, then its chat link', async () => {
    const cookie = await signedInCookie();
    const answer = await post(cookie, '?index', {
      intent: 'recommended-click',
      child: '502',
      card: '7512',
      kind: 'learning_path',
      image: 'https://evil.example/x.png',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=.*Ruta%20Peque%C3%B1os%20Programadores/,
    );
    const data = await load(cookie, '?hijo=502');
    expect(data.recentlyViewed).toEqual({
      childId: 502,
      kind: 'learning_path',
      id: 7512,
      image: '/images/cursos/curso-de-programacion-con-scratch-junior.svg',
      name: 'Ruta Pequeños Programadores',
    });
    // Shown with that child only.
    expect((await load(cookie, '?hijo=501')).recentlyViewed).toBeNull();
  });

  it('recommended-click: a card that is not recommended (or of the wrong kind) goes back to the view', async () => {
    const cookie = await signedInCookie();
    const answer = await post(cookie, '?hijo=501&index', {
      intent: 'recommended-click',
      child: '502',
      card: '7512',
      kind: 'course',
    });
    expect(answer.headers.get('location')).toBe('/dashboard?hijo=501');
    expect((await load(cookie)).recentlyViewed).toBeNull();
    const foreign = await post(cookie, '?index', {
      intent: 'recommended-click',
      child: '503',
      card: '7521',
      kind: 'course',
    });
    expect(foreign.status).toBe(404);
  });

  it('student-zone: a full-page redirect to the one-time link; another family’s child is a 404', async () => {
    const cookie = await signedInCookie();
    const answer = await post(cookie, '?index', { intent: 'student-zone', child: '502' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/\/__zona-estudiantes\/ingresar\?token=/);
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
    expect((await post(cookie, '?index', { intent: 'student-zone', child: '503' })).status).toBe(404);
    expect((await post(cookie, '?index', { intent: 'student-zone', child: 'x' })).status).toBe(404);
  });

  it('student-zone failure: one console line without personal data, back to the same view', async () => {
    const cookie = await signedInCookie();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const answer = await runWithScenario('student-zone-error', () =>
      post(cookie, '?hijo=502&pestana=cursos&index', { intent: 'student-zone', child: '502' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/dashboard?hijo=502&pestana=cursos');
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]);
    for (const personal of ['502', 'Diego', 'token']) expect(line).not.toContain(personal);
  });

  it("reveal-credentials: the child's login reaches the page data only after it, for that child only", async () => {
    const cookie = await signedInCookie();
    const before = await load(cookie, '?hijo=501');
    expect(before.login).toBeNull();
    expect(JSON.stringify(before)).not.toContain('Sofi-2026');
    const answer = await post(cookie, '?hijo=501&index', {
      intent: 'reveal-credentials',
      child: '501',
      parentPassword: PASSWORD,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/dashboard?hijo=501#credenciales');
    expect((await load(cookie, '?hijo=501')).login).toEqual({
      email: 'sofia.quispe@alumnos.kodea.pe',
      password: 'Sofi-2026',
    });
    const diego = await load(cookie, '?hijo=502');
    expect(diego.login).toBeNull();
    expect(JSON.stringify(diego)).not.toContain('Diego-2026');
    await post(cookie, '?hijo=501&index', { intent: 'hide-credentials', child: '501' });
    expect((await load(cookie, '?hijo=501')).login).toBeNull();
    expect(
      (await post(cookie, '?index', { intent: 'reveal-credentials', child: '503', parentPassword: PASSWORD }))
        .status,
    ).toBe(404);
  });

  it('revealed credentials leave the page when their time is up', async () => {
    const cookie = await signedInCookie();
    await post(cookie, '?hijo=501&index', {
      intent: 'reveal-credentials',
      child: '501',
      parentPassword: PASSWORD,
    });
    vi.useFakeTimers({ now: Date.now() + 6 * 60_000, toFake: ['Date'] });
    try {
      expect((await load(cookie, '?hijo=501')).login).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown intent is a 400', async () => {
    const answer = await post(await signedInCookie(), '?index', { intent: 'contact' });
    expect(answer.status).toBe(400);
  });
});
