/**
 * Reminders before class and the calendar feed with two app instances on one Redis, against the
 * standalone upstream (mock mode off), docs/decisions/038. The upstream seeds
 * recordatorios@example.com's daughter Valentina with a class 10–15 minutes away (her reminder
 * already due: the job's catch-up) and one 35–40 minutes away (not due yet), so no test waits
 * for real minutes:
 * - with the job off nothing goes out; turned on in both instances (each ticking every 200 ms),
 *   the due reminder is posted to the upstream exactly once — one post, not a replay the
 *   upstream absorbed — and one e-mail;
 * - a restarted instance neither repeats it nor misses it;
 * - the private feed created on one instance serves a valid .ics on the other without a
 *   session, never shows its token in the logs, and is a 404 once revoked.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './harness/app';
import { freePort } from './harness/free-port';
import { newBrowser } from './harness/http-client';
import { sendRaw } from './harness/http-request';
import { startRedis, type RunningRedis } from './harness/redis';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { waitUntil } from './harness/wait-until';
import { describe as describeAnswer, isRedirect, signIn } from './support/sign-in';

const VALENTINA = 538;
const DUE_ENROLMENT = 6801;
const TICK_MS = 200;
/** Long enough for many ticks of both instances. */
const SEVERAL_TICKS_MS = 15 * TICK_MS;

interface Ledger {
  reminders: { key: string; enrolmentId: number; posts: number }[];
  emails: { to: string; subject: string }[];
}

let redis: RunningRedis | undefined;
let upstream: RunningUpstream | undefined;
const ports: number[] = [];
const apps: (RunningApp | undefined)[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function env(job: 'on' | 'off'): Record<string, string> {
  if (!redis || !upstream) throw new Error('The services did not start (see beforeAll)');
  return {
    REDIS_URL: redis.url,
    UPSTREAM_TIMEOUT_MS: '5000',
    ...upstream.appEnv,
    REMINDERS_JOB: job,
    REMINDERS_INTERVAL_MS: String(TICK_MS),
  };
}

async function startBoth(job: 'on' | 'off') {
  await Promise.all(apps.map((app) => app?.stop()));
  const started = await Promise.all(ports.map((port) => startApp({ port, env: env(job) })));
  apps.splice(0, apps.length, ...started);
}

function origin(index: number): string {
  const app = apps[index];
  if (!app) throw new Error(`instance ${index} is not running`);
  return app.origin;
}

async function ledger(): Promise<Ledger> {
  if (!upstream) throw new Error('no upstream');
  const answer = await sendRaw({
    url: `${upstream.origin}/__mocks/recordatorios.json`,
    method: 'GET',
    headers: { 'x-mock-support-token': upstream.supportToken },
    body: { kind: 'none' },
  });
  expect(answer.status).toBe(200);
  const parsed: Ledger = JSON.parse(answer.body);
  return parsed;
}

beforeAll(async () => {
  redis = await startRedis();
  ports.push(await freePort(), await freePort());
  upstream = await startUpstream(ports.map((port) => `http://127.0.0.1:${port}`));
  await startBoth('off');
});

afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app?.stop()));
  await Promise.allSettled([upstream?.stop(), redis?.stop()]);
});

describe('reminders with two instances on Redis', () => {
  it('REMINDERS_JOB=off: nothing is sent', async () => {
    await sleep(SEVERAL_TICKS_MS);
    expect(await ledger()).toEqual({ reminders: [], emails: [] });
  });

  it('both instances on: the due reminder (missed while off) goes out once — one post, one e-mail', async () => {
    await startBoth('on');
    await waitUntil(async () => (await ledger()).reminders.length > 0, {
      what: 'the due reminder',
      timeoutMs: 20_000,
    });
    await sleep(SEVERAL_TICKS_MS);
    const { reminders, emails } = await ledger();
    expect(reminders.map(({ enrolmentId, posts }) => [enrolmentId, posts])).toEqual([[DUE_ENROLMENT, 1]]);
    expect(emails).toEqual([
      {
        id: expect.any(String),
        to: 'recordatorios@example.com',
        subject: 'Kodea · Recordatorio: la clase de Valentina empieza en 30 minutos',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('an instance restarted: nothing repeated, nothing new', async () => {
    const before = await ledger();
    await apps[0]?.stop();
    apps[0] = await startApp({ port: ports[0], env: env('on') });
    await sleep(SEVERAL_TICKS_MS);
    expect(await ledger()).toEqual(before);
    expect(before.reminders[0].posts).toBe(1);
  });
});

describe('the private calendar feed across instances', () => {
  it('created on A, served on B without a session as a valid .ics, token never logged; revoked on B → 404 on A', async () => {
    const parent = newBrowser(origin(0));
    await signIn(parent, 'recordatorios@example.com');
    const page = `/dashboard/recordatorios/${VALENTINA}`;
    const created = await parent.postForm(page, { intent: 'create-feed' });
    expect(isRedirect(created), describeAnswer(created)).toBe(true);
    const shown = await parent.follow(created);
    expect(shown.status).toBe(200);
    const url = /value="(http:\/\/127\.0\.0\.1:\d+\/calendario\/([A-Za-z0-9_-]+)\.ics)"/.exec(shown.body);
    if (!url) throw new Error(`no feed address in the page:\n${shown.body.slice(0, 500)}`);
    const [, address, token] = url;
    expect(shown.body).toContain(`webcal://127.0.0.1:${ports[0]}/calendario/${token}.ics`);

    const feedPath = new URL(address).pathname;
    const calendarApp = newBrowser(origin(1));
    const feed = await calendarApp.get(feedPath);
    expect(feed.status, describeAnswer(feed)).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.headers['set-cookie']).toBeUndefined();
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Clases de Valentina · Kodea');
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(14);
    expect(events.every((event) => event.summary.includes('Valentina'))).toBe(true);

    const revoked = await parent.at(origin(1)).postForm(page, { intent: 'revoke-feed' });
    expect(isRedirect(revoked), describeAnswer(revoked)).toBe(true);
    expect((await newBrowser(origin(0)).get(feedPath)).status).toBe(404);
    expect((await calendarApp.get(feedPath)).status).toBe(404);

    for (const app of apps) expect(app?.service.output() ?? '').not.toContain(token);
    expect(apps[1]?.service.output()).toContain('/calendario/[token].ics');
  });
});
