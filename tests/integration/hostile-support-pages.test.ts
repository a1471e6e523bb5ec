/**
 * The simulated backend's support pages (issue 50, point 4). A server started with
 * NODE_ENV=production and no UPSTREAM_URL served /__mocks to anyone: pending cash-payment codes
 * with their invoices, a POST with a forged Origin that marked one paid, the e-mails with receipts
 * and children's class links; and it printed the support token at every start.
 *
 * Now: mock mode in production needs MOCK_BACKEND=on (the server refuses to start otherwise) and
 * warns at start; every /__mocks page and action asks for the support token (a header, or the
 * cookie its form sets), except the scenario switcher for one's own browser; the token is never
 * printed. In development the support pages stay open to this machine's own browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, TEST_SESSION_SECRET, type RunningApp } from './harness/app';
import { freePort } from './harness/free-port';
import { newBrowser, type HttpAnswer, type HttpClient } from './harness/http-client';
import { spawnService } from './harness/service-process';
import { waitUntil } from './harness/wait-until';
import { invoicePathOf, startInvoice } from './support/invoice';
import { describe as describeAnswer, signIn } from './support/sign-in';

const TOKEN = 'integration-support-token-5a8c1e';
const TOKEN_HEADER = { 'x-mock-support-token': TOKEN };
const SUPPORT_COOKIE = 'mock_support';

let production: RunningApp | undefined;
let development: RunningApp | undefined;

beforeAll(async () => {
  [production, development] = await Promise.all([
    startApp({ env: { MOCK_SUPPORT_TOKEN: TOKEN } }),
    startApp({ nodeEnv: 'development' }),
  ]);
});
afterAll(async () => {
  await Promise.allSettled([production?.stop(), development?.stop()]);
});

function running(app: RunningApp | undefined): RunningApp {
  if (!app) throw new Error('The apps did not start (see beforeAll)');
  return app;
}

/** A new family's pending cash code (Pago en agentes y bodegas), as support would see it listed. */
async function pendingCode(app: RunningApp): Promise<string> {
  const parent = newBrowser(app.origin);
  await signIn(parent, `padre+soporte-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const invoicePath = invoicePathOf(await startInvoice(parent));
  const chosen = await parent.postForm(invoicePath, { intent: 'choose-method', method: 'local:agent' });
  expect(chosen.status, describeAnswer(chosen)).toBe(303);
  // The code is made once the terms are accepted on its step (issue 52).
  const confirmed = await parent.postForm(`${invoicePath}?paso=efectivo&metodo=agent`, {
    intent: 'confirm-local',
    method: 'agent',
    terms: 'on',
  });
  expect(confirmed.status, describeAnswer(confirmed)).toBe(303);
  const page = await parent.get(invoicePath);
  const code = /data-testid="payment-code">\s*(\d+)\s*</.exec(page.body)?.[1];
  if (!code) throw new Error(`No payment code on ${invoicePath}: ${describeAnswer(page)}`);
  return code;
}

const markPaid = (browser: HttpClient, code: string, headers: Record<string, string | null> = {}) =>
  browser.postForm('/__mocks/pagos-locales', { code, action: 'paid' }, headers);

function expectRefused(answer: HttpAnswer): void {
  expect([401, 403], describeAnswer(answer)).toContain(answer.status);
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('starting in production', () => {
  async function startRefused(env: Record<string, string>): Promise<string> {
    const service = spawnService({
      name: 'refused app',
      command: process.execPath,
      args: ['build/index.js'],
      nodeEnv: 'production',
      env: { SESSION_SECRET: TEST_SESSION_SECRET, PORT: String(await freePort()), LOG_LEVEL: 'info', ...env },
    });
    await waitUntil(async () => service.exitReason() !== null, {
      what: 'the refused start',
      timeoutMs: 30_000,
    });
    expect(service.exitReason()).toBe('exited with code 1');
    return service.output();
  }

  it('without UPSTREAM_URL and without MOCK_BACKEND=on, the server refuses to start and says what to set', async () => {
    const output = await startRefused({});
    expect(output).toContain('MOCK_BACKEND=on');
    expect(output).toContain('UPSTREAM_URL');
    expect(output).not.toContain('Kodea en http://');
  });

  it.each([
    [
      'MOCK_BACKEND=on beside UPSTREAM_URL',
      { MOCK_BACKEND: 'on', UPSTREAM_URL: 'https://api.kodea.example' },
    ],
    ['an unknown MOCK_BACKEND', { MOCK_BACKEND: 'si' }],
    ['a support token too short to resist guessing', { MOCK_BACKEND: 'on', MOCK_SUPPORT_TOKEN: 'corto' }],
  ])('%s is refused too', async (_label, env) => {
    const output = await startRefused(env);
    expect(output).toContain('MOCK_BACKEND');
  });

  it('with MOCK_BACKEND=on: a warning at start, the token shown only as set, never printed', () => {
    const output = running(production).service.output();
    expect(output).toMatch(/backend simulado.*MOCK_BACKEND=on/i);
    expect(output).toContain('token de soporte: configurado');
    expect(output).not.toContain(TOKEN);
  });
});

describe('production, without the support token', () => {
  it('/__mocks lists the scenarios and the token form, not the pending codes', async () => {
    const code = await pendingCode(running(production));
    const page = await newBrowser(running(production).origin).get('/__mocks');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Escenarios del backend simulado');
    expect(page.body).toContain('name="token"');
    expect(page.body).not.toContain(code);
    expect(page.body).not.toContain('Pagos en efectivo pendientes');
    expect(page.body).not.toMatch(/Pedido [A-Z0-9-]+/);
    expect(page.body).not.toContain('/__mocks/correos');
  });

  it('a post with a forged same-site Origin does not mark a code paid', async () => {
    const app = running(production);
    const code = await pendingCode(app);
    const stranger = newBrowser(app.origin);
    const forged: Array<Record<string, string>> = [
      {},
      { origin: app.origin, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of forged) {
      const answer = await markPaid(stranger, code, headers);
      expectRefused(answer);
    }
    const support = await newBrowser(app.origin).get('/__mocks', TOKEN_HEADER);
    expect(support.body).toContain(code);
  });

  it.each([
    ['GET', '/__mocks/correos'],
    ['GET', '/__mocks/payments.json'],
    ['GET', '/__mocks/recordatorios.json'],
    ['GET', '/__mocks/clases-de-prueba.json'],
    ['POST', '/__mocks/generar/familia?hijos=1&matriculas=1'],
    ['POST', '/__mocks/generar/organizacion?matriculas=1'],
    ['POST', '/__mocks/session'],
    ['POST', '/__mocks/solicitudes-de-datos/responder'],
    // Issue 75: answering or reissuing a receipt is support's.
    ['POST', '/__mocks/comprobantes'],
    // Issue 77: a family ahead leaving a waitlist is support's.
    ['POST', '/__mocks/lista-de-espera/avanzar'],
  ])('%s %s is refused', async (method, path) => {
    const stranger = newBrowser(running(production).origin);
    const answer =
      method === 'GET'
        ? await stranger.get(path)
        : await stranger.postForm(path, { email: 'padre@example.com', password: 'Kodea2026!' });
    expectRefused(answer);
    expect(answer.headers['set-cookie'] ?? []).toEqual([]);
  });

  it('signed in, the payments ledger is refused too: support data is support’s', async () => {
    const parent = newBrowser(running(production).origin);
    await signIn(parent, 'padre@example.com');
    expectRefused(await parent.get('/__mocks/payments.json'));
  });

  it('a certificate’s plain name is refused by the media storage', async () => {
    const answer = await newBrowser(running(production).origin).get(
      '/media/certificados/6101-animacion-con-scratch.pdf',
    );
    expect(answer.status).toBe(403);
  });

  it('the scenario switcher still works for one’s own browser', async () => {
    const browser = newBrowser(running(production).origin);
    const answer = await browser.postForm('/__mocks', { scenario: 'maintenance' });
    expect(answer.status, describeAnswer(answer)).toBe(303);
    expect(browser.jar.get('mock_scenario')).toBe('maintenance');
  });
});

describe('production, with the support token', () => {
  it('as a header: the pending codes, the e-mails and the ledgers', async () => {
    const app = running(production);
    const code = await pendingCode(app);
    const support = newBrowser(app.origin);
    expect((await support.get('/__mocks', TOKEN_HEADER)).body).toContain(code);
    expect((await support.get('/__mocks/correos', TOKEN_HEADER)).status).toBe(200);
    expect((await support.get('/__mocks/payments.json', TOKEN_HEADER)).status).toBe(200);
    expect((await support.get('/__mocks/recordatorios.json', TOKEN_HEADER)).status).toBe(200);
  });

  it('in a browser: the form sets an httpOnly, SameSite=Strict cookie that is not the token', async () => {
    const app = running(production);
    const code = await pendingCode(app);
    const support = newBrowser(app.origin);

    const wrong = await support.postForm('/__mocks/soporte', { token: `${TOKEN}x` });
    expect(wrong.status, describeAnswer(wrong)).toBe(403);
    expect(wrong.headers['set-cookie'] ?? []).toEqual([]);

    const right = await support.postForm('/__mocks/soporte', { token: TOKEN });
    expect(right.status, describeAnswer(right)).toBe(303);
    const [cookie = ''] = [right.headers['set-cookie'] ?? []].flat();
    expect(cookie).toMatch(new RegExp(`^${SUPPORT_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/__mocks/i);
    expect(decodeURIComponent(cookie)).not.toContain(TOKEN);

    const page = await support.get('/__mocks');
    expect(page.body).toContain(code);
    expect((await support.get('/__mocks/correos')).status).toBe(200);
    // The cookie does not make a cross-site post one of support's.
    expect((await markPaid(support, code, { origin: 'http://evil.example' })).status).toBe(403);
    const paid = await markPaid(support, code);
    expect(paid.status, describeAnswer(paid)).toBe(303);
    expect((await support.get('/__mocks')).body).not.toContain(code);

    // 'Salir': the cookie is cleared, the codes hidden again.
    await support.postForm('/__mocks/soporte', { intent: 'salir' });
    expect(support.jar.get(SUPPORT_COOKIE) ?? '').toBe('');
    expect((await support.get('/__mocks/correos')).status).toBe(403);
  });

  it('a forged support cookie is no support cookie', async () => {
    const stranger = newBrowser(running(production).origin);
    for (const forged of ['1', `${Date.now()}.${'0'.repeat(64)}`, TOKEN]) {
      stranger.jar.set(SUPPORT_COOKIE, forged);
      expectRefused(await stranger.get('/__mocks/correos'));
    }
  });
});

describe('development: the support pages open to this machine’s browser', () => {
  it('lists the pending codes and the e-mails without a token; prints no token', async () => {
    const app = running(development);
    const code = await pendingCode(app);
    const local = newBrowser(app.origin);
    expect((await local.get('/__mocks')).body).toContain(code);
    expect((await local.get('/__mocks/correos')).status).toBe(200);
    const paid = await markPaid(local, code);
    expect(paid.status, describeAnswer(paid)).toBe(303);
    const output = app.service.output();
    expect(output).toContain('token de soporte: no configurado');
    expect(output).not.toMatch(/token de soporte[^\n]*[0-9a-f]{32}/);
  });

  it('the scripts’ endpoints still need the token', async () => {
    const local = newBrowser(running(development).origin);
    expectRefused(await local.get('/__mocks/recordatorios.json'));
    expectRefused(
      await local.postForm('/__mocks/session', { email: 'padre@example.com', password: 'Kodea2026!' }),
    );
  });
});
