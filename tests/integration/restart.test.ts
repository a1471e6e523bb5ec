/**
 * Issue 15, point 2 (docs/decisions/021): state survives a restart on one machine. The app runs
 * on the embedded SQLite store in a DATA_DIR of its own, against the standalone mock upstream
 * (mock mode off: the upstream's purchases and card ledger outlive the app). The app is killed
 * with SIGKILL — no shutdown handler runs — and started again on the same DATA_DIR: the same
 * cookie is still signed in, the payment started before the crash is the one resumed, and
 * replaying an authorized payment charges nothing more.
 *
 * Then the store itself going away and coming back (point 9, "store unavailable"): the SQLite
 * file's write lock held by another process, and a Redis server stopped and started again.
 * Every page that needs the store answers the Spanish maintenance page with 503, public pages
 * keep working, and the site recovers by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { startOwnRedis } from './harness/redis';
import { holdWriteLock } from './harness/store-file';
import { waitUntil } from './harness/wait-until';
import type { HttpAnswer } from './harness/http-request';
import { GUARDIAN_INPUT } from '../support/form-inputs';
import { freePort } from './harness/free-port';
import { newBrowser } from './harness/http-client';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { aliasParentEmail, PARENT_FIRST_NAME } from './support/accounts';
import { authorizationsFor, tokenizeCard } from './support/card-provider';
import { visibleText } from './support/html';
import { choosePurchase, pay, readPaymentStep, startPayment } from './support/purchase';
import { describe as describeAnswer, isRedirect, signIn } from './support/sign-in';

const APPROVED = '000';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-restart-'));
let port = 0;
let upstream: RunningUpstream | undefined;
let app: RunningApp | undefined;

const start = async () => {
  if (!upstream) throw new Error('The upstream did not start');
  app = await startApp({ port, dataDir, env: { UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv } });
  return app;
};

/** kill -9 and start again on the same port and DATA_DIR. */
async function crashAndRestart(): Promise<RunningApp> {
  await app?.kill();
  expect(app?.service.exitReason()).toBe('killed by SIGKILL');
  return start();
}

beforeAll(async () => {
  port = await freePort();
  upstream = await startUpstream([`http://127.0.0.1:${port}`]);
  await start();
});

afterAll(async () => {
  await app?.stop();
  await upstream?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash and a restart on the same DATA_DIR', () => {
  it('keep the family signed in, resume the same purchase and never charge twice', async () => {
    if (!app || !upstream) throw new Error('The services did not start (see beforeAll)');
    const browser = newBrowser(app.origin);
    await signIn(browser, aliasParentEmail());
    await choosePurchase(browser, '8_to_11');
    const started = await startPayment(browser);
    expect(isRedirect(started), describeAnswer(started)).toBe(true);
    const before = await readPaymentStep(browser);

    await crashAndRestart();
    const dashboard = await browser.get('/dashboard');
    expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
    expect(visibleText(dashboard.body)).toContain(`¡Hola, ${PARENT_FIRST_NAME}!`);
    // 'Finalizar Pago' again: the open purchase recorded before the crash is reused.
    const replayed = await startPayment(browser);
    expect(isRedirect(replayed), describeAnswer(replayed)).toBe(true);
    const after = await readPaymentStep(browser);
    expect(after.purchaseNumber).toBe(before.purchaseNumber);

    const paid = await pay(browser, after.purchaseNumber, await tokenizeCard(upstream, after.sessionKey));
    expect(isRedirect(paid), describeAnswer(paid)).toBe(true);
    expect(await authorizationsFor(upstream, after.purchaseNumber)).toEqual([
      { purchaseNumber: after.purchaseNumber, actionCode: APPROVED },
    ]);

    await crashAndRestart();
    // A stale tab pays again with a fresh token: the outcome recorded before the crash answers it.
    const replay = await pay(browser, after.purchaseNumber, await tokenizeCard(upstream, after.sessionKey));
    expect(isRedirect(replay), describeAnswer(replay)).toBe(true);
    expect(await authorizationsFor(upstream)).toHaveLength(1);
    const result = await browser.follow(replay);
    expect(result.status, describeAnswer(result)).toBe(200);
  });
});

const MAINTENANCE = 'En mantenimiento, volvemos en unos minutos';

function expectMaintenancePage(answer: HttpAnswer, label: string): void {
  expect(answer.status, `${label}: ${describeAnswer(answer)}`).toBe(503);
  expect(answer.headers['content-type'], label).toMatch(/^text\/html/);
  expect(visibleText(answer.body), label).toContain(MAINTENANCE);
}

const signUpStep1 = (n: number) => ({
  ...GUARDIAN_INPUT,
  intent: 'guardian',
  email: `outage.${n}.${Date.now()}@example.com`,
  acceptTerms: 'on',
});

describe('the store unavailable, then back', () => {
  it('SQLite write lock held by another process: writes answer 503 in Spanish, reads go on; released, all works', async () => {
    const own = await startApp({ env: { STORE_BUSY_TIMEOUT_MS: '100' } });
    try {
      const parent = newBrowser(own.origin);
      await signIn(parent, 'padre@example.com');
      const lock = holdWriteLock(own.dataDir);
      try {
        expectMaintenancePage(
          await newBrowser(own.origin).postForm('/registro', signUpStep1(1)),
          'sign-up step 1',
        );
        const failedLogin = await newBrowser(own.origin).postForm('/auth/login', {
          email: 'nadie@example.com',
          password: 'no-es-la-clave',
          redirectTo: '/',
        });
        expectMaintenancePage(failedLogin, 'a failed sign-in (its throttle cannot count)');
        // WAL: readers never wait for the writer, so a signed-in family keeps browsing.
        const dashboard = await parent.get('/dashboard');
        expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
      } finally {
        lock.release();
      }
      const visitor = newBrowser(own.origin);
      const step1 = await visitor.postForm('/registro', signUpStep1(2));
      expect(step1.status, describeAnswer(step1)).toBe(302);
      expect((await visitor.follow(step1)).status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it('Redis stopped: pages with a session answer 503 in Spanish, public pages 200; started again, the same session is back', async () => {
    const persistDir = mkdtempSync(path.join(tmpdir(), 'kodea-redis-'));
    const redisPort = await freePort();
    let redis = await startOwnRedis({ port: redisPort, persistDir });
    const own = await startApp({ env: { REDIS_URL: redis.url } });
    try {
      const parent = newBrowser(own.origin);
      await signIn(parent, 'padre@example.com');
      expect((await parent.get('/dashboard')).status).toBe(200);

      await redis.stop();
      expectMaintenancePage(await parent.get('/dashboard'), 'the dashboard while Redis is down');
      const home = await newBrowser(own.origin).get('/');
      expect(home.status, describeAnswer(home)).toBe(200);

      // The same port and append-only file: ioredis reconnects by itself.
      redis = await startOwnRedis({ port: redisPort, persistDir });
      await waitUntil(async () => (await parent.get('/dashboard')).status === 200, {
        what: 'the dashboard once Redis is back',
        timeoutMs: 20_000,
        intervalMs: 250,
      });
      expect(visibleText((await parent.get('/dashboard')).body)).toContain('¡Hola, Carlos!');
    } finally {
      await own.stop();
      await redis.stop();
      rmSync(persistDir, { recursive: true, force: true });
    }
  });
});
