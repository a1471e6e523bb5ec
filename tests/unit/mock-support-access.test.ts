/**
 * Who may use the simulated backend's support pages (mocks/support/access.ts, decision 073): the
 * token as a header, or the cookie its form sets (an HMAC, never the token); in development also a
 * browser on this machine; the scenario switcher for anyone.
 */
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mountScenarioPage } from '../../mocks/scenarios/page';
import {
  COOKIE_MS,
  isSupportCookie,
  mountSupportForm,
  SUPPORT_COOKIE,
  supportCookieValue,
} from '../../mocks/support/access';
import { mountCheckoutSupport } from '../../mocks/support/checkout-pages';
import { mountMessagesPage } from '../../mocks/support/messages-page';
import { mountWaitlistSupport } from '../../mocks/support/waitlist-page';
import { mountMakeUpsSupport } from '../../mocks/support/make-ups-page';
import { pendingMakeUps } from '../../mocks/class-sessions/make-ups';
import { db } from '../../mocks/db';
import { freeSeats, FIXTURE_SCOPE } from '../../mocks/waitlist/seats';
import { courseFreeSeats, courseListId } from '../../mocks/waitlist/course-seats';
import { FULL_COURSE } from '../../fixtures/waitlist';
import { serve, type TestServer } from './mock-http';

const TOKEN = 'unit-support-token-7f3a';
const previous = process.env.MOCK_SUPPORT_TOKEN;
const restoreToken = () => {
  if (previous === undefined) delete process.env.MOCK_SUPPORT_TOKEN;
  else process.env.MOCK_SUPPORT_TOKEN = previous;
};

describe('the support cookie', () => {
  afterEach(restoreToken);

  it('is an issue time and its HMAC keyed by the token: valid for a shift, never the token', () => {
    process.env.MOCK_SUPPORT_TOKEN = TOKEN;
    const now = Date.UTC(2026, 10, 26, 12);
    const value = supportCookieValue(now) ?? '';
    expect(value).toMatch(/^\d+\.[\w-]{43}$/);
    expect(value).not.toContain(TOKEN);
    expect(isSupportCookie(value, now + 60_000)).toBe(true);
    expect(isSupportCookie(value, now + COOKIE_MS)).toBe(false);
    expect(isSupportCookie(value, now - 1)).toBe(false);
    expect(isSupportCookie(`${now + 1}${value.slice(String(now).length)}`, now + 60_000)).toBe(false);
    expect(isSupportCookie(TOKEN, now)).toBe(false);
    expect(isSupportCookie(undefined, now)).toBe(false);
    // Another token retires it.
    process.env.MOCK_SUPPORT_TOKEN = `${TOKEN}-nuevo`;
    expect(isSupportCookie(value, now + 60_000)).toBe(false);
  });

  it('without a configured token there is no cookie to give or accept', () => {
    process.env.MOCK_SUPPORT_TOKEN = '';
    expect(supportCookieValue()).toBeNull();
    expect(isSupportCookie(`${Date.now()}.${'a'.repeat(43)}`)).toBe(false);
  });
});

describe.each([
  { policy: 'production', openLocally: false },
  { policy: 'development', openLocally: true },
])('the support pages, $policy', ({ openLocally }) => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.MOCK_SUPPORT_TOKEN = TOKEN;
    const app = express();
    mountSupportForm(app);
    mountScenarioPage(app, { openLocally });
    mountCheckoutSupport(app, { openLocally });
    mountMessagesPage(app, { openLocally });
    mountWaitlistSupport(app, { openLocally });
    mountMakeUpsSupport(app, { openLocally });
    server = await serve(app);
  });
  afterAll(async () => {
    restoreToken();
    await server.close();
  });

  const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    server.fetch('/__mocks/soporte', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, ...headers },
      body: new URLSearchParams(body).toString(),
    });

  it('a local browser sees the codes only in development; a token holder always', async () => {
    const plain = await (await server.fetch('/__mocks')).text();
    expect(plain.includes('Pagos en efectivo pendientes')).toBe(openLocally);
    expect(plain.includes('name="token"')).toBe(!openLocally);
    const withHeader = await (
      await server.fetch('/__mocks', { headers: { 'x-mock-support-token': TOKEN } })
    ).text();
    expect(withHeader).toContain('Pagos en efectivo pendientes');
    expect((await server.fetch('/__mocks/correos')).status).toBe(openLocally ? 200 : 403);
    // The WhatsApp outbox holds parents' phones: the same rule as the e-mails.
    expect((await server.fetch('/__mocks/mensajes')).status).toBe(openLocally ? 200 : 403);
  });

  it('the form: a wrong token is refused; the right one sets the cookie; a cross-site post sets nothing', async () => {
    const wrong = await form({ token: 'no-es-el-token-de-soporte' });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const crossSite = await form({ token: TOKEN }, { origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const right = await form({ token: TOKEN });
    expect(right.status).toBe(303);
    const cookie = right.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(
        `^${SUPPORT_COOKIE}=\\d+\\.[\\w-]{43}; Max-Age=28800; Path=/__mocks; .*HttpOnly; SameSite=Strict`,
      ),
    );
    const value = cookie.split(';')[0];
    const page = await (await server.fetch('/__mocks', { headers: { cookie: value } })).text();
    expect(page).toContain('Pagos en efectivo pendientes');
    expect(page).toContain('Salir del modo soporte');
    expect((await server.fetch('/__mocks/correos', { headers: { cookie: value } })).status).toBe(200);
  });

  it("'Liberar un cupo' needs support (production), then frees one seat of the program", async () => {
    const release = (headers: Record<string, string> = {}) =>
      server.fetch('/__mocks/lista-de-espera/liberar', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, ...headers },
        body: 'programa=vac-5_to_7-1',
      });
    const free = () => freeSeats(FIXTURE_SCOPE, 'vac-5_to_7-1', new Date());
    expect(free()).toBe(0);
    expect((await release({ origin: 'http://evil.example', 'x-mock-support-token': TOKEN })).status).toBe(
      403,
    );
    expect((await release()).status).toBe(openLocally ? 303 : 403);
    expect(free()).toBe(openLocally ? 1 : 0);
    expect((await release({ 'x-mock-support-token': TOKEN })).status).toBe(303);
    expect(free()).toBe(openLocally ? 2 : 1);
    const page = await (
      await server.fetch('/__mocks', { headers: { 'x-mock-support-token': TOKEN } })
    ).text();
    expect(page).toContain('Liberar un cupo');
    // A full course too (decision 093): its list id is `course:<slug>`.
    const course = await server.fetch('/__mocks/lista-de-espera/liberar', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.origin,
        'x-mock-support-token': TOKEN,
      },
      body: `programa=${encodeURIComponent(courseListId(FULL_COURSE))}`,
    });
    expect(course.status).toBe(303);
    expect(courseFreeSeats(FIXTURE_SCOPE, FULL_COURSE, new Date())).toBe(1);
  });

  it('a pending make-up: support confirms it (the family is told) or rejects it with its reason', async () => {
    const answer = (body: string, headers: Record<string, string> = {}) =>
      server.fetch('/__mocks/recuperaciones/responder', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, ...headers },
        body,
      });
    const [pending] = pendingMakeUps();
    expect(pending).toBeDefined();
    const page = await (
      await server.fetch('/__mocks', { headers: { 'x-mock-support-token': TOKEN } })
    ).text();
    expect(page).toContain('Recuperaciones por responder');
    expect(page).toContain(`name="solicitud" value="${pending.id}"`);
    const statusOf = () => db.makeUpRequest.findFirst({ where: { id: { equals: pending.id } } });
    if (!openLocally) {
      expect((await answer(`solicitud=${pending.id}&respuesta=confirmar`)).status).toBe(403);
      expect(statusOf()?.status).toBe('solicitada');
    }
    const support = { 'x-mock-support-token': TOKEN };
    expect((await answer(`solicitud=${pending.id}&respuesta=otra`, support)).status).toBe(400);
    const notices = () =>
      db.outboxEmail.findMany({}).filter((email) => email.subject.includes('Recuperación confirmada')).length;
    const before = notices();
    expect((await answer(`solicitud=${pending.id}&respuesta=confirmar`, support)).status).toBe(303);
    expect(statusOf()?.status).toBe('confirmada');
    expect(notices()).toBe(before + 1);
    // Answered once: a second answer changes nothing.
    expect((await answer(`solicitud=${pending.id}&respuesta=rechazar`, support)).status).toBe(409);
    expect(statusOf()?.status).toBe('confirmada');

    db.makeUpRequest.update({ where: { id: { equals: pending.id } }, data: { status: 'solicitada' } });
    const reason = encodeURIComponent('El profesor del grupo está de licencia esa semana.');
    expect(
      (await answer(`solicitud=${pending.id}&respuesta=rechazar&motivo=${reason}`, support)).status,
    ).toBe(303);
    expect(statusOf()).toMatchObject({
      status: 'rechazada',
      reason: 'El profesor del grupo está de licencia esa semana.',
    });
  });

  it('marking a code needs support even from a same-origin page (production)', async () => {
    const answer = await server.fetch('/__mocks/pagos-locales', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body: 'code=12345678&action=paid',
    });
    // Development: support's page for this machine; the code is simply not pending (409).
    expect(answer.status).toBe(openLocally ? 409 : 403);
  });
});
