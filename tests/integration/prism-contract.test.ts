/**
 * The contract alone is enough (issue 78): the app, with mock mode off, against Prism serving
 * docs/upstream/openapi.json (harness/prism.ts) starts and answers every public page 200, and with
 * UPSTREAM_CONTRACT_CHECK=on logs no answer that differs from the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedServicesEnv } from '../../mocks/config/environment';
import { MOCK_PROVIDER_BASE_PATH } from '../../mocks/config';
import { PUBLIC_PAGES } from '../support/public-pages';
import { startApp, type RunningApp } from './harness/app';
import { startPrism, type RunningPrism } from './harness/prism';

let prism: RunningPrism;
let app: RunningApp;

beforeAll(async () => {
  prism = await startPrism();
  app = await startApp({
    env: {
      ...simulatedServicesEnv({
        api: prism.origin,
        content: prism.origin,
        location: prism.origin,
        provider: `${prism.origin}${MOCK_PROVIDER_BASE_PATH}`,
      }),
      UPSTREAM_CONTRACT_CHECK: 'on',
      // Pages only: the reminders job's calls have no example, and Prism's answers made up from a
      // schema ignore its patterns (a certificate code of any letters), which the check would log.
      REMINDERS_JOB: 'off',
      // Prism's static examples have no recording player nor student platform of their own.
      STUDENT_PLATFORM_URL: 'https://plataforma.kodea.pe',
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await prism?.stop();
});

describe('the app against Prism serving the contract', () => {
  it.each(PUBLIC_PAGES)('%s answers 200', async (page) => {
    const answer = await fetch(`${app.origin}${page}`, { redirect: 'manual' });
    expect(answer.status, `${page}\n${app.service.output().slice(-3000)}`).toBe(200);
  });

  it("renders the document's examples: the catalogue lists its courses, a course page is that course", async () => {
    const catalogue = await (await fetch(`${app.origin}/cursos`)).text();
    expect(catalogue).toContain('Curso de Videojuegos con Roblox');
    const course = await (await fetch(`${app.origin}/cursos/curso-de-videojuegos-con-roblox`)).text();
    expect(course).toMatch(/<h1[^>]*>[^<]*Roblox/);
  });

  it('logs no answer that differs from the contract', () => {
    expect(app.service.output()).not.toContain('differs from the contract');
  });
});
