/**
 * Issue 15, point 1 (docs/decisions/021): no anonymous request pattern exhausts the server, and
 * none signs a family out. The app runs as deployed (production build, mock mode, embedded
 * SQLite store in a temp DATA_DIR, `npm run serve`'s 256 MB heap cap). First, what a visitor who
 * keeps nothing costs: nothing (no cookie, no store write). Then ~10 cookie-less clients flood
 * the worst-case anonymous writes for ANONYMOUS_FLOOD_SECONDS (60 s, always 60 in CI): sign-up
 * step 1 and step 2 with six long children per fresh session, failed sign-ins, complaints.
 * Afterwards the process is alive, its RSS is under the documented ceiling, the anonymous tier
 * is within its budget, and the parent signed in before the flood is still signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../support/public-pages';
import { startApp, type RunningApp } from './harness/app';
import { DRAFT_BYTES, floodAnonymous, type FloodResult } from './harness/anonymous-flood';
import { newBrowser } from './harness/http-client';
import type { HttpAnswer } from './harness/http-request';
import { rssMb, storeUsage } from './harness/store-file';
import { visibleText } from './support/html';
import { describe as describeAnswer, signIn } from './support/sign-in';

/** Documented in docs/decisions/021 and the README: the app's resident memory never exceeds it. */
const RSS_CEILING_MB = 400;
const FLOOD_SECONDS = process.env.CI ? 60 : Number(process.env.ANONYMOUS_FLOOD_SECONDS ?? 60);
const CLIENTS = 10;
/** Small, so that even a short local flood fills it several times over and eviction must work. */
const ANONYMOUS_BUDGET = 512 * 1024;
const SESSION_COOKIE = '__kodea_session';

let app: RunningApp | undefined;

beforeAll(async () => {
  app = await startApp({
    nodeArgs: ['--max-old-space-size=256'],
    env: { STORE_ANONYMOUS_MAX_BYTES: String(ANONYMOUS_BUDGET) },
  });
});

afterAll(async () => {
  await app?.stop();
});

function running(): RunningApp {
  if (!app) throw new Error('The app did not start (see beforeAll)');
  return app;
}

const sessionCookieSet = (answer: HttpAnswer) =>
  (answer.headers['set-cookie'] ?? []).filter(
    (line) => line.startsWith(`${SESSION_COOKIE}=`) && !/Expires=Thu, 01 Jan 1970/i.test(line),
  );

describe('a visitor who keeps nothing costs nothing', () => {
  it('public pages, a protected page and a refused form set no session cookie and write nothing', async () => {
    const { origin, dataDir } = running();
    const before = storeUsage(dataDir);
    const visitor = newBrowser(origin);
    const answers: Array<[string, HttpAnswer]> = [];
    for (const page of [...PUBLIC_PAGES, '/dashboard', '/registro?paso=hijos', '/enrollment'])
      answers.push([`GET ${page}`, await visitor.get(page)]);
    answers.push(['POST /registro (invalid)', await visitor.postForm('/registro', { intent: 'guardian' })]);
    for (const [label, answer] of answers) {
      expect(answer.status, `${label}: ${describeAnswer(answer)}`).toBeLessThan(500);
      expect(sessionCookieSet(answer), label).toEqual([]);
    }
    expect(storeUsage(dataDir)).toEqual(before);
  });

  it('a cookie-less failed sign-in keeps its message: one anonymous record, one cookie', async () => {
    const { origin, dataDir } = running();
    const before = storeUsage(dataDir);
    const visitor = newBrowser(origin);
    const answer = await visitor.postForm('/auth/login', {
      email: 'nadie@example.com',
      password: 'no-es-la-clave',
      redirectTo: '/',
    });
    expect(answer.status, describeAnswer(answer)).toBe(302);
    expect(sessionCookieSet(answer)).toHaveLength(1);
    const after = storeUsage(dataDir);
    expect(after.anonymous.entries).toBe(before.anonymous.entries + 1);
    expect(after.protected.entries).toBe(before.protected.entries);
    const dialog = await visitor.follow(answer);
    expect(visibleText(dialog.body)).toContain('incorrectos');
  });
});

describe(`an anonymous flood of ${FLOOD_SECONDS} s`, () => {
  it(
    'leaves the process alive, under the RSS ceiling, within budget, and the parent signed in',
    async () => {
      const { origin, dataDir, service } = running();
      const pid = service.pid;
      if (pid === undefined) throw new Error('no pid for the app process');
      const parent = newBrowser(origin);
      await signIn(parent, 'padre@example.com');
      const rssBefore = rssMb(pid);

      let peakRss = rssBefore;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(pid));
      }, 500);
      let flood: FloodResult;
      try {
        flood = await floodAnonymous({ origin, seconds: FLOOD_SECONDS, clients: CLIENTS });
      } finally {
        clearInterval(sampler);
      }
      const rssAfter = rssMb(pid);
      const usage = storeUsage(dataDir);
      console.log(
        `[anonymous flood] ${FLOOD_SECONDS} s, ${flood.rounds} rounds, ${flood.drafts} six-children drafts kept; ` +
          `answers ${JSON.stringify(flood.statuses)}; RSS ${rssBefore.toFixed(0)} → ` +
          `${rssAfter.toFixed(0)} MB (peak ${peakRss.toFixed(0)}); anonymous tier ` +
          `${(usage.anonymous.bytes / 1048576).toFixed(1)} MiB in ${usage.anonymous.entries} entries`,
      );

      expect(service.exitReason()).toBeNull();
      expect((await parent.get('/healthz')).status).toBe(200);
      expect(peakRss).toBeLessThan(RSS_CEILING_MB);
      expect(Object.keys(flood.statuses).filter((status) => Number(status) >= 500)).toEqual([]);

      // The flood wrote several budgets' worth, so eviction had to work: the tier holds no more
      // than its budget, and the first draft of the flood is gone.
      expect(
        flood.drafts * DRAFT_BYTES,
        'the flood did not fill the anonymous budget; lengthen it',
      ).toBeGreaterThan(2 * ANONYMOUS_BUDGET);
      expect(usage.anonymous.bytes).toBeLessThanOrEqual(ANONYMOUS_BUDGET);
      const evicted = await flood.firstDraft?.get('/registro?paso=hijos');
      expect(evicted && visibleText(evicted.body)).toContain('Paso 1 de 2');

      const dashboard = await parent.get('/dashboard');
      expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
      expect(visibleText(dashboard.body)).toContain('¡Hola, Carlos!');
    },
    (FLOOD_SECONDS + 120) * 1_000,
  );
});
