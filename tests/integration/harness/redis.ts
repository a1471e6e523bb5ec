/**
 * The Redis the app instances share. TEST_REDIS_URL (set by scripts/test-all.sh) reuses a running
 * server; otherwise a throwaway redis-server is started on a free loopback port, with nothing
 * written to disk.
 *
 * On a reused server each caller leases a logical database of its own, emptied first: the app's
 * keys are fixed ('kodea:payment:outcome:<purchase number>'), and a fresh mock upstream numbers
 * its purchases from the same start, so another file's records (two run at a time) or a previous
 * run's would otherwise answer this one's, and its emptying would sign this one's families out.
 */
import { Redis } from 'ioredis';
import { freePort } from './free-port';
import { spawnService, withOutput } from './service-process';
import { waitUntil } from './wait-until';

export interface RunningRedis {
  url: string;
  /** An own server: SIGTERM, it flushes its append-only file and exits. A shared one: the lease ends. */
  stop(): Promise<void>;
  /** kill -9 (an own server only; a shared one is left alone). */
  kill(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;
/** Not 0, where other suites and a developer's own data usually live; 15 holds the leases. */
const LEASED_DATABASES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const LEASES_DATABASE = 15;
/** A lease a crashed run never released frees itself after this. */
const LEASE_SECONDS = 30 * 60;

function inDatabase(url: string, database: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function startRedis(): Promise<RunningRedis> {
  const shared = process.env.TEST_REDIS_URL;
  if (shared) {
    await waitUntil(() => answersPing(shared), { what: `Redis at ${shared}`, timeoutMs: START_TIMEOUT_MS });
    const lease = await leaseDatabase(shared);
    const url = inDatabase(shared, lease.database);
    await flushDatabase(url);
    return { url, stop: lease.release, kill: async () => {} };
  }
  return startOwnRedis();
}

/** The first logical database no other caller holds, taken atomically (SET NX) in LEASES_DATABASE. */
async function leaseDatabase(shared: string): Promise<{ database: number; release(): Promise<void> }> {
  const leases = inDatabase(shared, LEASES_DATABASE);
  const holder = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const database = await withQuickClient(leases, async (client) => {
    for (const candidate of LEASED_DATABASES) {
      if ((await client.set(leaseKey(candidate), holder, 'EX', LEASE_SECONDS, 'NX')) === 'OK')
        return candidate;
    }
    return null;
  });
  if (database === null)
    throw new Error(
      `Every logical database of ${shared} is leased (kodea-test:lease:* in database ${LEASES_DATABASE})`,
    );
  const release = () =>
    withQuickClient(leases, async (client) => {
      if ((await client.get(leaseKey(database))) === holder) await client.del(leaseKey(database));
    });
  return { database, release };
}

const leaseKey = (database: number) => `kodea-test:lease:${database}`;

export interface OwnRedisOptions {
  /** A port chosen beforehand, to start a stopped server again where the app expects it. */
  port?: number;
  /** With a directory, the server keeps an append-only file there (survives its own restart). */
  persistDir?: string;
}

/**
 * A redis-server this test alone owns, never TEST_REDIS_URL's: a test may stop it (an outage)
 * and start it again on the same port and directory.
 */
export async function startOwnRedis(options: OwnRedisOptions = {}): Promise<RunningRedis> {
  const port = options.port ?? (await freePort());
  const url = `redis://127.0.0.1:${port}`;
  const persistence = options.persistDir
    ? ['--appendonly', 'yes', '--dir', options.persistDir]
    : ['--appendonly', 'no'];
  const service = spawnService({
    name: 'redis-server',
    command: 'redis-server',
    args: ['--port', String(port), '--save', '', ...persistence, '--bind', '127.0.0.1'],
  });
  try {
    await waitUntil(() => answersPing(url), {
      what: `redis-server on port ${port}`,
      timeoutMs: START_TIMEOUT_MS,
      abandon: () => {
        const reason = service.exitReason();
        return reason && `${reason} (install it with scripts/ensure-redis.sh, or set TEST_REDIS_URL)`;
      },
    });
  } catch (error) {
    await service.stop();
    throw withOutput(service, error);
  }
  return { url, stop: service.stop, kill: service.kill };
}

async function flushDatabase(url: string): Promise<void> {
  await withQuickClient(url, (client) => client.flushdb());
}

/** A connection that neither retries nor queues, so a dead server fails fast. */
function quickClient(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  return client;
}

/** One PING over a fresh connection. */
function answersPing(url: string): Promise<boolean> {
  return withQuickClient(url, async (client) => (await client.ping()) === 'PONG');
}

/** `use` on a fresh quick connection, closed whatever it answers. */
async function withQuickClient<T>(url: string, use: (client: Redis) => Promise<T>): Promise<T> {
  const client = quickClient(url);
  try {
    await client.connect();
    return await use(client);
  } finally {
    client.disconnect();
  }
}
