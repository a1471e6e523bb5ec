/**
 * Anonymous traffic against the store (docs/decisions/021, 071; issue 15 point 1, issue 50
 * point 3). The app runs as deployed (production build, mock mode, `npm run serve`'s heap
 * cap, TRUST_PROXY=1 behind a load balancer), with SQLite and with Redis, on a small store — a
 * protected tier of 64 KiB. First, on the SQLite one before its flood, what a visitor who keeps
 * nothing costs: nothing (no cookie, no store write). Then signed-in families, each with a
 * payment started, while 10 clients rotating their addresses flood every anonymous form (trial
 * bookings, sign-up steps, failed sign-ins, complaints, contact, the referral landing) until they
 * have posted more trial bookings than the site-wide limit (seconds on an idle machine; at most
 * ANONYMOUS_FLOOD_SECONDS); by then the flood has stored more than the protected tier could hold,
 * which the test checks too. The anonymous tier's eviction itself is tests/unit/store.test.ts's:
 * the settings' minimums leave no store small in both tiers. Afterwards every family is still
 * signed in and finds its payment, nothing the flood caused was stored outside the anonymous
 * tier, that tier is within its budget, and nothing answered 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../support/public-pages';
import { startApp, type RunningApp } from './harness/app';
import { floodAnonymous, type FloodResult } from './harness/anonymous-flood';
import { newBrowser, type HttpClient } from './harness/http-client';
import type { HttpAnswer } from './harness/http-request';
import { startRedis, type RunningRedis } from './harness/redis';
import { redisTiers } from './harness/redis-tiers';
import { protectedKeys, rssMb, storeUsage } from './harness/store-file';
import { aliasParentEmail, PARENT_FIRST_NAME } from './support/accounts';
import { visibleText } from './support/html';
import { choosePurchase, readPaymentStep, startPayment } from './support/purchase';
import { describe as describeAnswer, signIn } from './support/sign-in';
import { LIMITS } from '../../server/throttle';
import { WORKER_HEAP_FLAG } from '../../server/process/worker-heap';

/** Documented in docs/decisions/021 and the README: the app's resident memory never exceeds it. */
const RSS_CEILING_MB = 400;
/** A cap: the flood ends once it has sent what the checks need (enough, below). */
const FLOOD_SECONDS = Number(process.env.ANONYMOUS_FLOOD_SECONDS ?? 60);
const CLIENTS = 10;
const FAMILIES = 5;
const KiB = 1024;
/** The smallest store the settings accept; the protected tier gets what the anonymous one leaves. */
const STORE_BYTES = 1024 * KiB;
/** What the protected tier gets: several times what the families hold, little beside. */
const PROTECTED_BUDGET = 64 * KiB;
const ANONYMOUS_BUDGET = STORE_BYTES - PROTECTED_BUDGET;
/**
 * Past the site-wide limit (LIMITS.trialClassesOverall): the last posts are refused by it. The
 * clients still in a round when it is reached finish that round, so the flood sends some more.
 */
const TRIAL_POSTS = LIMITS.trialClassesOverall.points + 1;
const enough = (sofar: FloodResult) => sofar.trialPosts >= TRIAL_POSTS;
const SESSION_COOKIE = '__kodea_session';

const sessionCookieSet = (answer: HttpAnswer) =>
  (answer.headers['set-cookie'] ?? []).filter(
    (line) => line.startsWith(`${SESSION_COOKIE}=`) && !/Expires=Thu, 01 Jan 1970/i.test(line),
  );

/** Run on the SQLite app before its flood: its store file shows what each tier holds. */
function visitorsWhoKeepNothing(running: () => RunningApp): void {
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
}

interface Family {
  browser: HttpClient;
  purchaseNumber: string;
}

/** Signs a fixture family in and starts a payment: a signed-in session and an open payment record. */
async function familyPaying(origin: string): Promise<Family> {
  const browser = newBrowser(origin);
  await signIn(browser, aliasParentEmail());
  await choosePurchase(browser, '8_to_11');
  const started = await startPayment(browser);
  expect(started.status, describeAnswer(started)).toBe(302);
  return { browser, purchaseNumber: (await readPaymentStep(browser)).purchaseNumber };
}

/** Still signed in, and 'Finalizar Pago' again reuses the open purchase recorded before. */
async function survived(family: Family): Promise<{ signedIn: boolean; paymentKept: boolean }> {
  const dashboard = await family.browser.get('/dashboard');
  const signedIn =
    dashboard.status === 200 && visibleText(dashboard.body).includes(`¡Hola, ${PARENT_FIRST_NAME}!`);
  if (!signedIn) return { signedIn, paymentKept: false };
  await startPayment(family.browser);
  const step = await readPaymentStep(family.browser).catch(() => null);
  return { signedIn, paymentKept: step?.purchaseNumber === family.purchaseNumber };
}

describe.each(['sqlite', 'redis'] as const)('an anonymous flood, small %s store', (kind) => {
  let app: RunningApp | undefined;
  let redis: RunningRedis | undefined;

  beforeAll(async () => {
    redis = kind === 'redis' ? await startRedis() : undefined;
    app = await startApp({
      nodeArgs: [WORKER_HEAP_FLAG],
      env: {
        STORE_MAX_BYTES: String(STORE_BYTES),
        STORE_ANONYMOUS_MAX_BYTES: String(ANONYMOUS_BUDGET),
        ...(redis ? { REDIS_URL: redis.url } : {}),
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await redis?.stop();
  });
  const running = () => {
    if (!app) throw new Error('The app did not start (see beforeAll)');
    return app;
  };

  /** The protected tier's keys and the anonymous tier's bytes, as the store counts them. */
  async function tiers() {
    const { dataDir } = running();
    if (redis) return redisTiers(redis.url);
    return { protectedKeys: protectedKeys(dataDir), anonymous: storeUsage(dataDir).anonymous };
  }

  if (kind === 'sqlite') visitorsWhoKeepNothing(running);

  it(
    'signs no family out, keeps every payment record and stores nothing outside the anonymous tier',
    async () => {
      if (!app) throw new Error('The app did not start (see beforeAll)');
      const { origin, service } = app;
      const pid = service.pid;
      if (pid === undefined) throw new Error('no pid for the app process');
      const families: Family[] = [];
      for (let i = 0; i < FAMILIES; i++) families.push(await familyPaying(origin));
      const before = await tiers();
      const familiesBytes = redis ? null : storeUsage(app.dataDir).protected.bytes;

      let peakRss = rssMb(pid);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(pid));
      }, 500);
      let flood: FloodResult;
      const floodStarted = Date.now();
      try {
        flood = await floodAnonymous({ origin, seconds: FLOOD_SECONDS, clients: CLIENTS, enough });
      } finally {
        clearInterval(sampler);
      }
      const floodSeconds = (Date.now() - floodStarted) / 1_000;
      const after = await tiers();
      const outcomes = [];
      for (const family of families) outcomes.push(await survived(family));
      const signedIn = outcomes.filter((outcome) => outcome.signedIn).length;
      const paymentsKept = outcomes.filter((outcome) => outcome.paymentKept).length;
      console.log(
        `[anonymous flood, ${kind}] ${floodSeconds.toFixed(1)} s, ${flood.rounds} rounds, ` +
          `${flood.bookings} of ${flood.trialPosts} trial posts booked, ` +
          `${flood.drafts} six-children drafts; answers ${JSON.stringify(flood.statuses)}; ` +
          `signed in ${signedIn} of ${FAMILIES}, payment records kept ${paymentsKept} of ${FAMILIES}; ` +
          `protected keys ${before.protectedKeys.length} → ${after.protectedKeys.length}` +
          `${
            familiesBytes === null ? '' : ` (${(familiesBytes / KiB).toFixed(1)} KiB before)`
          }; anonymous tier ` +
          `${(after.anonymous.bytes / KiB).toFixed(0)} KiB in ${after.anonymous.entries} entries; peak RSS ` +
          `${peakRss.toFixed(0)} MB`,
      );

      expect(service.exitReason()).toBeNull();
      // Valid posts, each booked until the site-wide limit refuses the rest: a flood of invalid
      // forms would prove nothing about what bookings store.
      expect(flood.trialPosts, 'trial posts sent').toBeGreaterThan(LIMITS.trialClassesOverall.points);
      expect(flood.bookings, 'trial posts booked').toBe(LIMITS.trialClassesOverall.points);
      // What the flood stored would have pushed the families out, had it landed in their tier.
      expect(after.anonymous.bytes - before.anonymous.bytes, 'bytes the flood stored').toBeGreaterThan(
        PROTECTED_BUDGET,
      );
      expect({ signedIn, paymentsKept }).toEqual({ signedIn: FAMILIES, paymentsKept: FAMILIES });
      // Entries of the families may expire meanwhile (short-lived caches): none may appear.
      const added = after.protectedKeys.filter((key) => !before.protectedKeys.includes(key));
      expect(added, 'what the flood stored outside the anonymous tier').toEqual([]);
      expect(Object.keys(flood.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
      expect(peakRss).toBeLessThan(RSS_CEILING_MB);

      expect(after.anonymous.bytes).toBeLessThanOrEqual(ANONYMOUS_BUDGET);
    },
    (FLOOD_SECONDS + 120) * 1_000,
  );
});
