/**
 * `npm start` with a shared upstream and no WEB_CONCURRENCY (docs/decisions/041): the supervisor
 * runs one worker per core, every one of them serves, and they share the embedded SQLite store —
 * a session opened on one worker is read by the others, and closed for all of them at sign-out.
 *
 * The core count is injected the way the operating system does it: the supervisor runs under
 * `taskset` on two CPUs, and os.availableParallelism() (which honours the CPU affinity) says 2,
 * whatever the machine. Requests go on fresh connections (Node's cluster gives each new connection
 * to a worker), and the JSON request log says which worker (pid) answered each one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appListening, TEST_SESSION_SECRET } from './harness/app';
import { freePort } from './harness/free-port';
import { readyWorkers } from './harness/supervisor-log';
import { portOf, rawExchange } from './hostile/raw-socket';
import { waitForHealth } from './harness/http-health';
import { spawnService, type ServiceProcess } from './harness/service-process';
import { startUpstream, type RunningUpstream } from './harness/upstream';
import { waitUntil } from './harness/wait-until';
import { aliasParentEmail, PARENT_FIRST_NAME, PASSWORD } from './support/accounts';

const CORES = 2;
/** Enough fresh connections that Node's cluster gives some to each worker. */
const REQUESTS = 12;

/** The first CORES CPUs this process may run on (a container may not start at CPU 0). */
function allowedCpus(): string {
  const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  const cpus = list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
  if (cpus.length < CORES) throw new Error(`this test needs ${CORES} CPUs, the process may use ${list}`);
  return cpus.slice(0, CORES).join(',');
}

/** One request on its own connection, so the supervisor may give it to any worker. */
interface Answer {
  status: number;
  location: string | undefined;
  body: string;
  requestId: string;
}

function get(origin: string, pathname: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}${pathname}`, {
      agent: false,
      headers: { connection: 'close', ...headers },
    });
    sent.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          body,
          requestId: String(response.headers['x-request-id'] ?? ''),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const RequestLine = z.object({ msg: z.literal('request'), reqId: z.string(), pid: z.number() });

/** The pid that logged each request id (JSON request log lines). */
function workerOfRequest(output: string): Map<string, number> {
  const byRequest = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = RequestLine.safeParse(JSON.parse(line));
      if (entry.success) byRequest.set(entry.data.reqId, entry.data.pid);
    } catch {
      // not a JSON line
    }
  }
  return byRequest;
}

let upstream: RunningUpstream | undefined;
let supervisor: ServiceProcess | undefined;
let origin = '';
let dataDir = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  upstream = await startUpstream([origin]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-workers-data-'));
  supervisor = spawnService({
    name: `supervisor :${port}`,
    command: 'taskset',
    args: ['-c', allowedCpus(), process.execPath, '--import', 'tsx', 'server/main.ts'],
    nodeEnv: 'production',
    env: {
      ...upstream.appEnv,
      // Unset: the default is what is under test (an empty value counts as unset).
      WEB_CONCURRENCY: '',
      SESSION_SECRET: TEST_SESSION_SECRET,
      COOKIE_SECURE: 'false',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'info',
      PORT: String(port),
      // Short, so the timeouts' test below waits for them in a second or two.
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
    },
  });
  await waitForHealth(supervisor, origin, `supervisor on port ${port}`, 60_000, appListening(port));
  await waitUntil(async () => readyWorkers(supervisor?.output() ?? '').length === CORES, {
    what: `${CORES} workers ready`,
    timeoutMs: 60_000,
    intervalMs: 200,
  });
});

afterAll(async () => {
  await Promise.allSettled([supervisor?.stop(), upstream?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of the worker that answered each page, once every one of them is in the request log. */
async function answeringWorkers(pages: Answer[]): Promise<Array<number | undefined>> {
  const log = () => workerOfRequest(supervisor?.output() ?? '');
  await waitUntil(async () => pages.every((page) => log().has(page.requestId)), {
    what: 'every request in the log',
    timeoutMs: 5_000,
  });
  const byRequest = log();
  return pages.map((page) => byRequest.get(page.requestId));
}

describe('npm start with UPSTREAM_URL and no WEB_CONCURRENCY', () => {
  it('runs one worker per core, and says so', () => {
    const output = supervisor?.output() ?? '';
    expect(output).toContain(`${CORES} trabajadores: uno por núcleo disponible (UPSTREAM_URL configurada)`);
    expect(new Set(readyWorkers(output)).size).toBe(CORES);
  });

  it("a worker's connection meets the timeouts: headers that never end are cut off", async () => {
    const answer = await rawExchange(portOf(origin), 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1', {
      waitMs: 15_000,
    });
    expect(answer.closed).toBe(true);
    expect([0, 408]).toContain(answer.status);
  });

  it('a session opened on one worker is read by every worker, and sign-out ends it on all of them', async () => {
    const email = aliasParentEmail();
    const signIn = await fetch(`${origin}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.251.0.1',
      },
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: '/dashboard' }),
    });
    expect(signIn.headers.get('location')).toBe('/dashboard');
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('__kodea_session='));
    expect(cookie).toBeDefined();
    const headers = { cookie: cookie ?? '', 'x-forwarded-for': '10.251.0.1' };

    const pages: Answer[] = [];
    for (let i = 0; i < REQUESTS; i++) pages.push(await get(origin, '/dashboard', headers));
    for (const page of pages) {
      expect(page.status, page.location).toBe(200);
      expect(page.body).toContain(PARENT_FIRST_NAME);
    }
    const workers = new Set(await answeringWorkers(pages));
    expect(workers).toEqual(new Set(readyWorkers(supervisor?.output() ?? '')));

    const signOut = await fetch(`${origin}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, origin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(signOut.status).toBe(302);
    for (let i = 0; i < CORES * 2; i++) {
      const page = await get(origin, '/dashboard', headers);
      expect(page.status, 'signed out on every worker').not.toBe(200);
    }
  });
});
