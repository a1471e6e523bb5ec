/**
 * Campaigns and the trial class (issue 17, decision 036) on two app instances sharing one Redis
 * and one upstream (the standalone mock backend): the rendered-page cache never hands the
 * banner to a visitor who dismissed it, nor a page without it to a new visitor; one trial form
 * posted to both instances books once; the per-client limit holds across both.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TwoInstances } from '../harness/two-instances';
import { newBrowser, type HttpClient } from '../harness/http-client';
import { LIMITS } from '../../../server/throttle';

const BANNER = 'data-testid="trial-banner"';

export function describeCampaigns(instances: () => TwoInstances): void {
  async function bookings(name: string): Promise<number> {
    const { upstream: api } = instances();
    const answer = await fetch(`${api.origin}/__mocks/clases-de-prueba.json`, {
      headers: { 'x-mock-support-token': api.supportToken },
    });
    const body = (await answer.json()) as { trialClasses: Array<{ parentName: string }> };
    return body.trialClasses.filter((booking) => booking.parentName === name).length;
  }

  const form = (name: string, token: string) => ({
    parentName: name,
    phoneCountry: 'PE',
    phone: '987654321',
    age: '8_to_11',
    days: 'monday',
    token,
  });

  /** A fresh form token, read from the page as a browser would. */
  async function tokenOf(browser: HttpClient): Promise<string> {
    const page = await browser.get('/clase-de-prueba');
    const token = /name="token" value="([0-9a-f-]{36})"/.exec(page.body)?.[1];
    if (!token) throw new Error(`No form token on /clase-de-prueba (${page.status})`);
    return token;
  }

  describe('the page cache and the trial-class banner', () => {
    it('a dismissed visitor never gets a kept page with the banner, a new one never one without', async () => {
      const { a } = instances();
      for (const path of ['/', '/cursos']) {
        const first = await newBrowser(a).get(path);
        expect(first.body, path).toContain(BANNER);
        // A second new visitor is served the kept copy: with the banner.
        const second = await newBrowser(a).get(path);
        expect(second.headers['x-cache'], path).toBe('HIT');
        expect(second.body, path).toContain(BANNER);

        const dismissed = newBrowser(a);
        const hide = await dismissed.postForm('/clase-de-prueba/ocultar', { volver: path });
        expect(hide.status).toBe(303);
        expect(hide.headers.location).toBe(path);
        const after = await dismissed.follow(hide);
        expect(after.status, path).toBe(200);
        expect(after.body, path).not.toContain(BANNER);
        expect(after.body, path).toContain('data-testid="campaign-strip"');
        // Its own copy is kept, without the banner, for visitors with the same cookie.
        const again = await dismissed.get(path);
        expect(again.headers['x-cache'], path).toBe('HIT');
        expect(again.body, path).not.toContain(BANNER);

        // And a new visitor still gets the banner, never the dismissed copy.
        const stranger = await newBrowser(a).get(path);
        expect(stranger.body, path).toContain(BANNER);
      }
    });

    it('a booked visitor (cookie reservado) gets pages without the banner', async () => {
      const { a } = instances();
      const browser = newBrowser(a);
      const booked = await browser.postForm(
        '/clase-de-prueba?index',
        form('Banner Reservado', await tokenOf(browser)),
      );
      expect(booked.status).toBe(302);
      expect(String(booked.headers['set-cookie'])).toContain('kodea_prueba=reservado');
      for (const path of ['/', '/cursos']) expect((await browser.get(path)).body, path).not.toContain(BANNER);
      expect((await newBrowser(a).get('/')).body).toContain(BANNER);
    });
  });

  describe('trial bookings on two instances', () => {
    it('one form posted to A and B at once books once; both land on the same confirmation', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const onB = onA.at(b);
      const name = `Doble ${randomUUID().slice(0, 8)}`;
      const token = await tokenOf(onA);
      const answers = await Promise.all([
        onA.postForm('/clase-de-prueba?index', form(name, token)),
        onB.postForm('/clase-de-prueba?index', form(name, token)),
        onA.postForm('/clase-de-prueba?index', form(name, token)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
      expect(new Set(answers.map((answer) => answer.headers.location)).size).toBe(1);
      expect(await bookings(name)).toBe(1);
    });

    it('the per-client limit holds across instances', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const onB = onA.at(b);
      const name = `Limite ${randomUUID().slice(0, 8)}`;
      for (let n = 0; n < LIMITS.trialClassesByClient.points; n++) {
        const browser = n % 2 === 0 ? onA : onB;
        const answer = await browser.postForm('/clase-de-prueba?index', form(name, await tokenOf(browser)));
        expect(answer.status, `booking ${n + 1}`).toBe(302);
      }
      const refused = await onB.postForm('/clase-de-prueba?index', form(name, await tokenOf(onB)));
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Recibimos muchas reservas desde tu conexión');
      expect(refused.body).toContain(`value="${name}"`);
      expect(await bookings(name)).toBe(LIMITS.trialClassesByClient.points);
    });
  });
}
