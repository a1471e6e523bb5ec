/**
 * What a copy of the store or of a cookie gives away (issue 50, point 7): the session cookie
 * carries only a random id (it named its user: `<random>.u101`), and the upstream's access and
 * refresh tokens are sealed at rest, in the SQLite file as in Redis, while the signed-in pages
 * work as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { newBrowser } from './harness/http-client';
import { startRedis, type RunningRedis } from './harness/redis';
import { describe as describeAnswer, signIn } from './support/sign-in';

/** server/http/private-responses.ts SESSION_COOKIE_NAME. */
const SESSION_COOKIE = '__kodea_session';
/** The simulated API's tokens (mocks/accounts/tokens.ts). */
const TOKEN = /mock-(?:access|refresh)\.\d+\./;

let sqliteApp: RunningApp | undefined;
let redis: RunningRedis | undefined;
let redisApp: RunningApp | undefined;

beforeAll(async () => {
  redis = await startRedis();
  [sqliteApp, redisApp] = await Promise.all([startApp(), startApp({ env: { REDIS_URL: redis.url } })]);
});

afterAll(async () => {
  await Promise.allSettled([sqliteApp?.stop(), redisApp?.stop()]);
  await redis?.stop();
});

function running(app: RunningApp | undefined): RunningApp {
  if (!app) throw new Error('The app did not start (see beforeAll)');
  return app;
}

/** The session id a signed cookie carries: Remix signs the base64 of its JSON value. */
function sessionIdOf(cookie: string): unknown {
  const value = decodeURIComponent(cookie);
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8'));
}

async function signedInBrowser(app: RunningApp, email: string) {
  const browser = newBrowser(app.origin);
  await signIn(browser, email);
  const dashboard = await browser.get('/dashboard');
  expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
  return browser;
}

describe('the session cookie names nobody', () => {
  it.each(['padre@example.com', 'alumno@example.com'])('%s: a random id, no user id', async (email) => {
    const browser = await signedInBrowser(running(sqliteApp), email);
    const cookie = browser.jar.get(SESSION_COOKIE) ?? '';
    const id = sessionIdOf(cookie);
    expect(id).toMatch(/^[\w-]{32}$/);
  });
});

describe('the tokens are sealed at rest', () => {
  it('SQLite: no token in any file of DATA_DIR after a sign-in', async () => {
    const app = running(sqliteApp);
    await signedInBrowser(app, 'padre@example.com');
    const files = readdirSync(app.dataDir).map((name) => path.join(app.dataDir, name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(TOKEN.test(readFileSync(file).toString('latin1')), file).toBe(false);
  });

  it('Redis: no value holds a token, and the session still opens the pages', async () => {
    const app = running(redisApp);
    const browser = await signedInBrowser(app, 'padre@example.com');
    const client = new Redis(redis?.url ?? '');
    try {
      const keys = await client.keys('*');
      expect(keys.some((key) => key.includes('session:'))).toBe(true);
      for (const key of keys) {
        if ((await client.type(key)) !== 'string') continue;
        expect(TOKEN.test((await client.get(key)) ?? ''), key).toBe(false);
      }
      expect((await browser.get('/dashboard/compras')).status).toBe(200);
    } finally {
      client.disconnect();
    }
  });
});
