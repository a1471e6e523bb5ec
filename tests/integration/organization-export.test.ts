/**
 * The roster at scale over HTTP (decision 039): the generator's support route (token only) makes a
 * 2,000-enrolment organization, its coordinator signs in, and the CSV arrives chunked — streamed,
 * no Content-Length known up front — complete (header and one line per enrolment) and in order;
 * the dashboard shows a window of page links, not 200.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';
import { signIn } from './support/sign-in';

const TOKEN = 'integration-generate-token';
const app = useOwnApp({ env: { MOCK_SUPPORT_TOKEN: TOKEN } });
const origin = () => app().origin;

const generate = (query: string, token: string | null = TOKEN) =>
  newBrowser(origin()).postForm(
    `/__mocks/generar/organizacion?${query}`,
    {},
    { 'x-mock-support-token': token },
  );

describe('a generated organization over HTTP', () => {
  it('the generator needs the support token and a size from 1 to 20,000', async () => {
    expect((await generate('matriculas=10', null)).status).toBe(403);
    expect((await generate('matriculas=10', 'wrong')).status).toBe(403);
    for (const size of ['0', '20001', 'abc', ''])
      expect((await generate(`matriculas=${size}`)).status, size).toBe(400);
  });

  it('2,000 enrolments: a window of page links, and the CSV streams whole', async () => {
    const answer = await generate('matriculas=2000');
    expect(answer.status).toBe(201);
    const { organizationId, email }: { organizationId: number; email: string } = JSON.parse(answer.body);
    const browser = newBrowser(origin());
    await signIn(browser, email);

    const page = await browser.get(`/dashboardb2b/organization/${organizationId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Mostrando 1–10 de 2000 matrículas');
    const pageLinks = [...page.body.matchAll(/aria-label="Página (\d+)"/g)].map((m) => m[1]);
    expect(pageLinks).toEqual(['1', '2', '3', '200']);

    const csv = await browser.get(`/dashboardb2b/organization/${organizationId}/alumnos.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="alumnos-red-educativa-kodea-\d+/,
    );
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Alumno,Curso,Grupo,Horario,Docente,Estado,Avance (%),Certificado');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(2002);
  });
});
