/**
 * The supervisor as `npm start` runs it (server/main.ts, docs/decisions/024): a worker killed with
 * SIGKILL (as the kernel's OOM killer or a V8 heap abort would end it) is replaced and the site
 * answers again; SIGTERM lets a request that is still arriving finish, then everything exits 0.
 *
 * Two supervisors on one standalone upstream serve the file, each for the tests that need its
 * shape: one worker behind a proxy that can hold the provider's answer (a crash mid-payment, then
 * SIGTERM, which ends it), and two workers with METRICS_PORT (the summed metrics first, while the
 * counters are fresh, then the crash loop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS } from '../../server/process/restart-backoff';
import { TEST_SESSION_SECRET } from './harness/app';
import { freePort } from './harness/free-port';
import { readyWorkers } from './harness/supervisor-log';
import { answersHealth } from './harness/http-health';
import { inheritedEnv } from './harness/service-process';
import { waitUntil } from './harness/wait-until';
import { startHoldingProxy, type HoldingProxy } from './harness/holding-proxy';
import { newBrowser } from './harness/http-client';
import { standaloneUpstreamEnv } from '../../mocks/config/standalone-env';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { aliasParentEmail, PASSWORD } from './support/accounts';
import { authorizationsFor, tokenizeCard } from './support/card-provider';
import { choosePurchase, pay, readPaymentStep, startPayment } from './support/purchase';
import { describe as describeAnswer, signIn } from './support/sign-in';

const METRICS_TOKEN = 'supervisor-metrics-token-0123456789';

interface Supervised {
  child: ChildProcess;
  origin: string;
  output(): string;
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The supervisor on `port`, its stdout and stderr gathered as they come. */
function spawnSupervisor(port: number, env: Record<string, string> = {}): Supervised {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inheritedEnv(),
      // Production on the simulated backend is named (decision 073); a real upstream excludes it.
      ...(env.UPSTREAM_URL ? {} : { MOCK_BACKEND: 'on' }),
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      SESSION_SECRET: TEST_SESSION_SECRET,
      COOKIE_SECURE: 'false',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a service manager starts it: a signal to the test runner's group
    // never reaches it, and the primary alone forwards signals to its workers.
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, origin, output: () => output };
}

async function startSupervisor(env: Record<string, string> = {}, port?: number): Promise<Supervised> {
  const supervised = spawnSupervisor(port ?? (await freePort()), env);
  const { child, origin, output } = supervised;
  await waitUntil(() => answersHealth(`${origin}/healthz`), {
    what: 'the supervised server',
    timeoutMs: 60_000,
    intervalMs: 200,
    abandon: () => (child.exitCode !== null ? `exited with ${child.exitCode}:\n${output()}` : null),
  });
  return supervised;
}

/** Kills what is still running of a supervisor a describe started once its tests are done. */
function stopSupervisor(supervised: Supervised | undefined): void {
  const child = supervised?.child;
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

const ORIGINS = { oneWorker: '', twoWorkers: '' };
let upstream: RunningUpstream | undefined;
const dataDirs: string[] = [];

beforeAll(async () => {
  ORIGINS.oneWorker = `http://127.0.0.1:${await freePort()}`;
  ORIGINS.twoWorkers = `http://127.0.0.1:${await freePort()}`;
  upstream = await startUpstream(Object.values(ORIGINS));
});

afterAll(async () => {
  await upstream?.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

function runningUpstream(): RunningUpstream {
  if (!upstream) throw new Error('The upstream did not start (see beforeAll)');
  return upstream;
}

function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-supervisor-'));
  dataDirs.push(dataDir);
  return dataDir;
}

const portOf = (origin: string) => Number(new URL(origin).port);

describe('the supervisor (npm start)', () => {
  it('a port already taken: the supervisor says so and exits 1, with its workers', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, resolve));
    try {
      const { child, output } = spawnSupervisor(port);
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(output()).toContain(`No se pudo escuchar en el puerto ${port}`);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      await waitUntil(async () => !readyWorkers(output()).some(alive), {
        what: 'its workers gone',
        timeoutMs: 10_000,
      });
    } finally {
      taken.close();
    }
  });
});

/** 'a ×3 | b': the same answer in a row counted once. */
function summary(tries: string[]): string {
  const runs: Array<{ text: string; count: number }> = [];
  for (const text of tries) {
    const last = runs.at(-1);
    if (last?.text === text) last.count++;
    else runs.push({ text, count: 1 });
  }
  return runs.map(({ text, count }) => (count > 1 ? `${text} ×${count}` : text)).join(' | ');
}

describe('one worker, behind a proxy to the provider', () => {
  let supervised: Supervised | undefined;
  // Between the app and the simulated provider: holds the authorization's answer once the card
  // is charged, so the worker is killed while it holds the payment's lock and waits.
  let proxy: HoldingProxy | undefined;

  beforeAll(async () => {
    proxy = await startHoldingProxy(runningUpstream().origin);
    supervised = await startSupervisor(
      {
        ...standaloneUpstreamEnv(proxy.origin),
        // One worker: the retry has to wait for its restart, the slowest case.
        WEB_CONCURRENCY: '1',
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'info',
      },
      portOf(ORIGINS.oneWorker),
    );
  });
  afterAll(async () => {
    stopSupervisor(supervised);
    await proxy?.stop();
  });

  it("a worker killed in the middle of a payment (issue 50, point 6): it is restarted, the reason logged, and the parent's retry completes in seconds, with exactly one charge", async () => {
    if (!supervised || !proxy) throw new Error('The supervisor did not start (see beforeAll)');
    const upstream = runningUpstream();
    const origin = supervised.origin;
    const browser = newBrowser(origin);
    await signIn(browser, aliasParentEmail());
    await choosePurchase(browser, '8_to_11');
    await startPayment(browser);
    const step = await readPaymentStep(browser);

    const held = proxy.holdNext('/authorization/');
    const firstTry = pay(browser, step.purchaseNumber, await tokenizeCard(upstream, step.sessionKey)).catch(
      (error: unknown) => error,
    );
    await held;
    const [worker] = readyWorkers(supervised.output()).slice(-1);
    expect(worker).toBeGreaterThan(0);
    expect(worker).not.toBe(supervised.child.pid);
    process.kill(worker, 'SIGKILL');
    const killedAt = Date.now();
    let restartedAfter = NaN;
    void waitUntil(async () => readyWorkers(supervised?.output() ?? '').length > 1, {
      what: 'the worker restarted',
      timeoutMs: 90_000,
      intervalMs: 100,
    }).then(
      () => (restartedAfter = (Date.now() - killedAt) / 1_000),
      () => {},
    );
    expect(await firstTry, 'the first try died with its worker').toBeInstanceOf(Error);

    // The parent clicks 'Pagar' again until the page answers (the worker restarting first).
    let answer = null;
    const tries: string[] = [];
    while (Date.now() - killedAt < 90_000) {
      const token = await tokenizeCard(upstream, step.sessionKey);
      const attempt = await pay(browser, step.purchaseNumber, token).then(
        (paid) => ({ paid, error: null }),
        (error: unknown) => ({ paid: null, error: String(error) }),
      );
      if (!attempt.paid) {
        tries.push(attempt.error);
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      tries.push(describeAnswer(attempt.paid).slice(0, 60));
      if (attempt.paid.headers.location === '/enrollment?paso=resultado') {
        answer = attempt.paid;
        break;
      }
    }
    const seconds = (Date.now() - killedAt) / 1_000;
    console.log(
      `[crash mid-payment] the retry completed ${seconds.toFixed(1)} s after the kill (the worker was ` +
        `ready again after ${restartedAfter.toFixed(1)} s); tries: ${summary(tries)}`,
    );
    expect(answer, tries.join('\n')).not.toBeNull();
    // Restarted at once, not after a back-off: below the longest back-off, whatever the machine's
    // load (a loaded 2-core CI took 15.8 s); the time itself is printed above, not asserted.
    expect(seconds).toBeLessThan(MAX_BACKOFF_MS / 1_000);
    expect(await authorizationsFor(upstream, step.purchaseNumber)).toEqual([
      { purchaseNumber: step.purchaseNumber, actionCode: '000' },
    ]);
    const result = await browser.get('/enrollment?paso=resultado');
    expect(result.status, describeAnswer(result)).toBe(200);

    const [, second] = readyWorkers(supervised.output());
    expect(second).not.toBe(worker);
    expect(supervised.output()).toMatch(
      new RegExp(
        `trabajador ${worker} terminó inesperadamente \\(señal SIGKILL\\) tras [\\d.]+ s; se reinicia ahora`,
      ),
    );
    expect(await answersHealth(`${origin}/healthz`)).toBe(true);
    expect(supervised.child.exitCode).toBeNull();
  }, 150_000);

  // Last: it ends this supervisor.
  it('SIGTERM while a sign-in is still arriving: it completes, then the process exits 0', async () => {
    if (!supervised) throw new Error('The supervisor did not start (see beforeAll)');
    const body = new URLSearchParams({
      email: aliasParentEmail(),
      password: PASSWORD,
      redirectTo: '/dashboard',
    }).toString();
    const signIn = request(`${supervised.origin}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
        origin: supervised.origin,
        'x-forwarded-for': '10.250.0.1',
      },
    });
    const answer = new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      signIn.on('response', (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      });
      signIn.on('error', reject);
    });
    // Half the body now: the worker has the request and waits for the rest.
    signIn.write(body.slice(0, 20));
    await waitUntil(async () => signIn.socket?.bytesWritten !== undefined && signIn.socket.bytesWritten > 0, {
      what: 'the first half of the body on the wire',
      timeoutMs: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const { child, output } = supervised;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await waitUntil(async () => output().includes('Señal SIGTERM: se terminan las solicitudes en curso'), {
      what: 'the worker draining',
      timeoutMs: 10_000,
    });
    expect(child.exitCode, 'the supervisor waited for the request').toBeNull();

    signIn.end(body.slice(20));
    expect(await answer).toEqual({ status: 302, location: '/dashboard' });
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output()).toMatch(/trabajador \d+ terminado \(código 0\)/);
  });
});

describe('two workers, with METRICS_PORT', () => {
  let supervised: Supervised | undefined;
  let metricsPort = 0;

  beforeAll(async () => {
    metricsPort = await freePort();
    supervised = await startSupervisor(
      {
        ...runningUpstream().appEnv,
        WEB_CONCURRENCY: '2',
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'info',
        METRICS_TOKEN,
        METRICS_PORT: String(metricsPort),
      },
      portOf(ORIGINS.twoWorkers),
    );
    await waitUntil(async () => readyWorkers(supervised?.output() ?? '').length === 2, {
      what: 'two workers ready',
      timeoutMs: 60_000,
      intervalMs: 200,
    });
  });
  afterAll(() => stopSupervisor(supervised));

  // First: it counts the requests it makes from fresh counters.
  it("/metrics on METRICS_PORT: the supervisor sums every worker's; a worker's own port has none", async () => {
    if (!supervised) throw new Error('The supervisor did not start (see beforeAll)');
    // Fresh connections, one after the other: Node's cluster gives them to the workers in turn.
    const requestIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${supervised.origin}/cursos`, { headers: { connection: 'close' } });
      expect(page.status).toBe(200);
      requestIds.push(page.headers.get('x-request-id') ?? '');
    }
    const answeredBy = new Set(
      supervised
        .output()
        .split('\n')
        .filter((line) => requestIds.some((id) => id && line.includes(`"reqId":"${id}"`)))
        .map((line) => /"pid":(\d+)/.exec(line)?.[1]),
    );
    expect(answeredBy.size, 'both workers served some of the pages').toBe(2);
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const fourPages =
      /kodea_http_request_duration_seconds_count\{route="routes\/cursos\._index",method="GET",status_class="2xx"\} 4\b/;
    // A worker counts a request once its answer has finished, which the client may see first: the
    // sum is read again until it holds the fourth (or the wait ends, and the match below fails).
    const readMetrics = async () => {
      const metrics = await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return { status: metrics.status, text: await metrics.text() };
    };
    let metrics = { status: 0, text: '' };
    await waitUntil(
      async () => {
        metrics = await readMetrics();
        return metrics.status !== 200 || fourPages.test(metrics.text);
      },
      { what: 'the four pages in the summed metrics', timeoutMs: 5_000 },
    ).catch(() => undefined);
    expect(metrics.status, metrics.text.slice(0, 300)).toBe(200);
    expect(metrics.text).toMatch(fourPages);
    expect((await fetch(metricsUrl)).status).toBe(401);
    const onWorker = await fetch(`${supervised.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(onWorker.status, 'a worker counts only its own requests: it does not answer').toBe(404);
  });

  // After the metrics: it kills every worker.
  it('workers that keep crashing (issue 50, point 6) never all wait in back-off: the last one down is restarted at once', async () => {
    if (!supervised) throw new Error('The supervisor did not start (see beforeAll)');
    const { origin, output } = supervised;
    const killed = new Set<number>();
    const live = () => readyWorkers(output()).filter((pid) => !killed.has(pid));
    const downtimes: number[] = [];
    // The first round starts the streak; in the second the first worker down waits in back-off
    // (tests/unit/restart-backoff.test.ts has the schedule), the last one must not.
    for (let round = 0; round < 2; round++) {
      await waitUntil(async () => live().length === 2, {
        what: 'two workers ready',
        timeoutMs: 90_000,
        intervalMs: 100,
      });
      const pids = live();
      for (const pid of pids) killed.add(pid);
      // Both at once, as a crash that takes every worker (a bad request, memory) would.
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      await waitUntil(() => answersHealth(`${origin}/healthz`), {
        what: 'the site answering again',
        timeoutMs: 90_000,
        intervalMs: 100,
      });
      downtimes.push((Date.now() - killedAt) / 1_000);
      const restarts = pids.map(
        (pid) => new RegExp(`trabajador ${pid} terminó inesperadamente [^"\\n]*`).exec(output())?.[0],
      );
      expect(
        restarts.some((line) => line?.endsWith('se reinicia ahora')),
        restarts.join('\n'),
      ).toBe(true);
      if (round === 1)
        expect(
          restarts.some((line) => line?.includes('caídas seguidas')),
          `a crash loop: ${restarts.join('\n')}`,
        ).toBe(true);
    }
    console.log(
      `[crash loop] site down after each round: ${downtimes.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
    );
  }, 300_000);
});
