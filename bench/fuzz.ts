/**
 * A fuzz run (a report, not a test; docs/decisions/024): it starts the production build on the
 * offline mock backend, signs in a parent, a student and an organization user, then sends
 * FUZZ_REQUESTS (default 12,000) requests from bench/fuzz-cases.ts — every route and data request,
 * every form action, every tRPC procedure, every method, hostile headers, Host and target shapes,
 * forwarded headers on form posts and every redirect parameter (bench/fuzz-edge-cases.ts),
 * failure scenarios — signed in and not, FUZZ_CONCURRENCY (8) at a time. It prints the answers by
 * status class, every 5xx (told apart: intended gateway answers of a failure scenario, or not),
 * stack traces or internals in bodies, every Location that is not printable ASCII, stack frames in
 * the server's log, its memory, and whether the three users are still signed in.
 * Run after `npx remix build`: node --import tsx bench/fuzz.ts (FUZZ_SEED to vary the run).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { freePort } from '../tests/integration/harness/free-port';
import { CookieJar } from '../tests/integration/harness/cookie-jar';
import { leaksIn } from '../tests/integration/hostile/leaks';
import { rawExchange } from '../tests/integration/hostile/raw-socket';
import { COMPLAINT_INPUT } from '../tests/support/form-inputs';
import { seededRandom } from '../fixtures/generators/seeded-random';
import { CaseMaker, type FuzzCase, type Who } from './fuzz-cases';
import { rssMb } from './server';
import { WORKER_HEAP_FLAG } from '../server/process/worker-heap';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const PASSWORD = 'Kodea2026!';

if (!existsSync('build/index.js')) throw new Error('Run `npm run build` first');

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let log = '';
// A developer's own settings must not switch this run to Redis or a real upstream.
const { REDIS_URL: _redis, UPSTREAM_URL: _upstream, ...inherited } = process.env;
const server = spawn(process.execPath, [WORKER_HEAP_FLAG, 'build/index.js'], {
  env: {
    ...inherited,
    NODE_ENV: 'production',
    // The simulated backend in production, named as it must be (docs/decisions/073).
    MOCK_BACKEND: 'on',
    PORT: String(port),
    PUBLIC_URL: origin,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '1',
    UPSTREAM_TIMEOUT_MS: '1500',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
// However this script ends, the server it started ends with it.
process.once('exit', () => server.kill('SIGKILL'));
server.once('exit', (code, signal) => {
  if (!finished) {
    console.error(`The server stopped during the run (${signal ?? code}):\n${log.slice(-3000)}`);
    process.exit(1);
  }
});
let finished = false;

/** Keep-alive connections, as browsers and balancers use; FUZZ_KEEPALIVE=0: a new connection per request. */
const agent =
  process.env.FUZZ_KEEPALIVE === '0' ? false : new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
  location?: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  // Node frames a body on its own only for some methods (not DELETE, OPTIONS, TRACE): unframed, it
  // would be read as the start of the next request on the connection.
  if (body !== undefined) headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { method, headers, agent, timeout: 20_000 }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString('utf8'),
          setCookie: res.headers['set-cookie'] ?? [],
          location: res.headers.location,
        }),
      );
      res.on('error', () => resolve({ status: -1, body: '', setCookie: [] }));
    });
    // CONNECT's answer is a 'connect' event, never a 'response'.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '', setCookie: [] });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: -1, body: error.message, setCookie: [] }));
    req.end(body);
  });
}

let clients = 0;
const clientIp = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const body = new URLSearchParams({ email, password: PASSWORD, redirectTo: '/dashboard' }).toString();
  const answer = await send(
    'POST',
    '/auth/login',
    {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'x-forwarded-for': clientIp(),
    },
    body,
  );
  jar.store(answer.setCookie);
  if (answer.status !== 302 || answer.location?.includes('login'))
    throw new Error(`Sign-in of ${email} failed`);
  return jar;
}

for (let i = 0; i < 300 && !(await send('GET', '/healthz', {}).then((a) => a.status === 200)); i++)
  await new Promise((resolve) => setTimeout(resolve, 200));

const jars: Record<Exclude<Who, 'anonymous'>, CookieJar> = {
  parent: await signIn('padre@example.com'),
  student: await signIn('alumno@example.com'),
  organization: await signIn('org@example.com'),
};
const dashboard = await send('GET', '/dashboard', { cookie: jars.parent.header() ?? '' });
const enrolmentId = /\/dashboard\/calendario\/(\d+)\.ics/.exec(dashboard.body)?.[1] ?? '1';
const { isMinor: _adult, ...complaint } = COMPLAINT_INPUT;
const filed = await send(
  'POST',
  '/libro-de-reclamaciones',
  { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: jars.parent.header() ?? '' },
  new URLSearchParams({ ...complaint, acceptance: 'on' }).toString(),
);
const maker = new CaseMaker(
  seededRandom(SEED),
  { enrolmentId, complaintPath: filed.location ?? '/libro-de-reclamaciones/x' },
  origin,
);

const byClass = new Map<string, number>();
const byKind = new Map<string, number>();
const intended = new Map<string, number>();
const unintended: string[] = [];
const leaks: string[] = [];
const noAnswer: string[] = [];
/** Location headers a browser could not follow as sent: anything but printable ASCII. */
const badLocations: string[] = [];
const ASCII_LOCATION = /^[\x21-\x7e]+$/;

const slowest: Array<[number, string]> = [];

async function run(fuzz: FuzzCase): Promise<void> {
  const began = Date.now();
  let status: number;
  let body: string;
  let label: string;
  let location: string | undefined;
  if (fuzz.transport === 'raw') {
    const answer = await rawExchange(port, fuzz.request, { waitMs: 10_000 });
    ({ status, body } = answer);
    label = `RAW ${fuzz.request.split('\r\n')[0].slice(0, 100)} Host:${
      /\r\nHost: ([^\r]*)/.exec(fuzz.request)?.[1] ?? '-'
    }`;
  } else {
    const cookies = [
      fuzz.who === 'anonymous' ? null : jars[fuzz.who].header(),
      fuzz.scenario ? `mock_scenario=${fuzz.scenario}` : null,
    ]
      .concat(fuzz.headers.cookie ?? null)
      .filter(Boolean)
      .join('; ');
    const headers: Record<string, string> = { origin, 'x-forwarded-for': clientIp(), ...fuzz.headers };
    if (cookies) headers.cookie = cookies;
    // An empty value in a case means the header is not sent (fuzz-edge-cases.ts).
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    const answer = await send(fuzz.method, fuzz.path, headers, fuzz.body);
    ({ status, body, location } = answer);
    label = `${fuzz.method} ${fuzz.path.slice(0, 100)} (${fuzz.who}${
      fuzz.scenario ? `, scenario ${fuzz.scenario}` : ''
    })`;
  }
  byKind.set(fuzz.kind, (byKind.get(fuzz.kind) ?? 0) + 1);
  slowest.push([Date.now() - began, `[${fuzz.kind}] ${status} ${label}`]);
  slowest.sort((a, b) => b[0] - a[0]).splice(5);
  if (status <= 0) {
    noAnswer.push(`[${fuzz.kind}] ${label}: ${body.slice(0, 80)} after ${Date.now() - began} ms`);
    byClass.set('no answer', (byClass.get('no answer') ?? 0) + 1);
    return;
  }
  const statusClass = `${Math.floor(status / 100)}xx`;
  byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1);
  if (status >= 500) {
    const gateway = fuzz.transport === 'http' && fuzz.scenario && [502, 503, 504].includes(status);
    if (gateway) {
      const key = `${status} (${fuzz.transport === 'http' ? fuzz.scenario : ''})`;
      intended.set(key, (intended.get(key) ?? 0) + 1);
    } else unintended.push(`${status} ${label}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`);
  }
  if (location !== undefined && !ASCII_LOCATION.test(location))
    badLocations.push(`${status} ${label}: ${JSON.stringify(location.slice(0, 80))}`);
  const found = leaksIn(body);
  if (found.length) leaks.push(`${found.join(', ')} in ${status} ${label}`);
}

const started = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < TOTAL) {
      next += 1;
      await run(maker.next());
    }
  }),
);
const seconds = (Date.now() - started) / 1000;

const stillSignedIn = await Promise.all(
  (Object.keys(jars) as Array<keyof typeof jars>).map(async (who) => {
    const start = who === 'organization' ? '/dashboardb2b/organization/1' : '/dashboard';
    const answer = await send('GET', start, { cookie: jars[who].header() ?? '' });
    return `${who}: ${answer.status === 200 ? 'yes' : `no (${answer.status})`}`;
  }),
);
const rss = server.pid ? rssMb(server.pid) : 0;
const stackFrames = log.split('\n').filter((line) => /^\s+at \S/.test(line)).length;

console.log(
  `\nKodea fuzz run: ${TOTAL} requests, ${CONCURRENCY} at a time, seed ${SEED}, ${seconds.toFixed(0)} s (${(
    TOTAL / seconds
  ).toFixed(0)} req/s)\n`,
);
console.log('By kind:', Object.fromEntries([...byKind].sort()));
console.log('By status class:', Object.fromEntries([...byClass].sort()));
console.log(
  `5xx intended (gateway answers of a failure scenario): ${[...intended.values()].reduce(
    (a, b) => a + b,
    0,
  )}`,
  Object.fromEntries(intended),
);
console.log(`5xx not intended: ${unintended.length}`);
for (const line of [...new Set(unintended)].slice(0, 20)) console.log(`  ${line}`);
console.log(`Bodies with a stack trace or internals: ${leaks.length}`);
for (const line of [...new Set(leaks)].slice(0, 20)) console.log(`  ${line}`);
console.log(`Location headers that are not printable ASCII: ${badLocations.length}`);
for (const line of [...new Set(badLocations)].slice(0, 10)) console.log(`  ${line}`);
console.log(`Requests with no answer (connection closed or timed out): ${noAnswer.length}`);
for (const line of [...new Set(noAnswer)].slice(0, 10)) console.log(`  ${line}`);
console.log(`Stack frames in the server's log: ${stackFrames}`);
console.log('Slowest answers:');
for (const [ms, line] of slowest) console.log(`  ${ms} ms ${line}`);
console.log(`Server RSS after the run: ${rss.toFixed(0)} MB`);
console.log(`Still signed in: ${stillSignedIn.join(', ')}`);

if (process.env.FUZZ_LOG) {
  const other = log.split('\n').filter((line) => line && !/^\[http\] 4\d\d /.test(line));
  console.log(`Server log lines other than one-line 4xx (${other.length}):`);
  for (const line of other.slice(0, Number(process.env.FUZZ_LOG))) console.log(`  ${line.slice(0, 300)}`);
}
finished = true;
server.kill('SIGTERM');
if (agent) agent.destroy();
