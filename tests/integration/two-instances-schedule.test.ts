/**
 * 'Cambiar horario' on two app instances sharing Redis and the standalone upstream (decision
 * 037): two changes of one enrolment sent at once, one to each instance. One wins; the other gets
 * the concurrent-change message (the store lock across instances, then the upstream's version);
 * the upstream moved the child once: version 1, the old group's seat given back once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_REFUSED } from '../../kernel/texts/schedule';
import { startApp, type RunningApp } from './harness/app';
import { freePort } from './harness/free-port';
import { newBrowser } from './harness/http-client';
import { startRedis, type RunningRedis } from './harness/redis';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { visibleText } from './support/html';
import { describe as describeAnswer, signIn } from './support/sign-in';

let redis: RunningRedis | undefined;
let upstream: RunningUpstream | undefined;
let apps: (RunningApp | undefined)[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const ports = [await freePort(), await freePort()];
  upstream = await startUpstream(ports.map((port) => `http://127.0.0.1:${port}`));
  const env = { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv };
  const started = await Promise.allSettled(ports.map((port) => startApp({ port, env })));
  apps = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
});

afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app?.stop()));
  await Promise.allSettled([upstream?.stop(), redis?.stop()]);
});

const MON_WED = 'Grupo Lunes y Miércoles 6:00 p. m.';
const TUE_THU = 'Grupo Martes y Jueves 4:00 p. m.';

/** The value of the radio labelled `name` on a schedule page. */
function groupIdOf(html: string, name: string): string {
  const id = new RegExp(`<label for="grupo-(\\d+)">${name}</label>`).exec(html)?.[1];
  if (!id) throw new Error(`no group '${name}' on the page`);
  return id;
}

const versionOf = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1];

describe('Cambiar horario on two instances', () => {
  it('two changes of one enrolment at once: one wins, the other is told, the upstream moved it once', async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('The services did not start (see beforeAll)');
    const onA = newBrowser(a.origin);
    await signIn(onA, `horario+${randomBytes(5).toString('hex')}@example.com`);
    const onB = onA.at(b.origin);

    const dashboard = await onA.get('/dashboard');
    const path = /href="(\/dashboard\/horario\/\d+)"/.exec(dashboard.body)?.[1];
    if (!path) throw new Error('the dashboard offers no Cambiar horario');
    const [pageA, pageB] = await Promise.all([onA.get(path), onB.get(path)]);
    expect(versionOf(pageA.body)).toBe('0');
    expect(versionOf(pageB.body)).toBe('0');
    const monWed = groupIdOf(pageA.body, MON_WED);

    const answers = await Promise.all([
      onA.postForm(path, { groupId: monWed, version: '0' }),
      onB.postForm(path, { groupId: monWed, version: '0' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map(describeAnswer).join('\n')).toEqual([302, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(visibleText(loser?.body ?? '')).toContain(SCHEDULE_REFUSED['concurrent-change']);

    // What the upstream holds, read through either instance: moved once.
    for (const browser of [onA, onB]) {
      const after = await browser.get(path);
      expect(versionOf(after.body)).toBe('1');
      const text = visibleText(after.body);
      expect(text).toContain('Lunes y Miércoles de 6:00 PM a 7:30 PM');
      // Its old group (3 others + this child) got exactly one seat back: 6 − 2.
      expect(text).toContain(`${TUE_THU}`);
      expect(text).toMatch(/Grupo Martes y Jueves 4:00 p\. m\.[\s\S]*?Quedan 4 cupos/);
      expect(text).not.toContain(MON_WED);
    }
  }, 60_000);
});
