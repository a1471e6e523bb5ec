/**
 * The Redis the app instances share. TEST_REDIS_URL (set by scripts/test-all.sh) reuses a running
 * server; otherwise a throwaway redis-server is started on a free loopback port, with nothing
 * written to disk.
 */
import { Redis } from 'ioredis';
import { freePort } from './free-port';
import { spawnService, withOutput } from './service-process';
import { waitUntil } from './wait-until';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;

export async function startRedis(): Promise<RunningRedis> {
  const shared = process.env.TEST_REDIS_URL;
  if (shared) {
    await waitUntil(() => answersPing(shared), { what: `Redis at ${shared}`, timeoutMs: START_TIMEOUT_MS });
    return { url: shared, stop: async () => {} };
  }
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const service = spawnService({
    name: 'redis-server',
    command: 'redis-server',
    args: ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
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
  return { url, stop: service.stop };
}

/** One PING over a fresh connection that neither retries nor queues, so a dead server fails fast. */
async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.disconnect();
  }
}
