import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore, type Store } from '../../server/store';
import { createRedisStore } from '../../server/store/redis-store';
import {
  isAccountLocked,
  recordLoginFailure,
  recordLoginSuccess,
  slowDownFailure,
} from '../../server/auth/login-throttle';
import { isOverLimit, LIMITS } from '../../server/throttle';
import { logger } from '../../server/log/logger';

const fail = async (email: string, client: string, times: number) => {
  for (let i = 0; i < times; i++) await recordLoginFailure(email, client);
};

/** Uses up a client's own failure limit with one failure on each of many other accounts. */
async function exhaustClient(client: string): Promise<void> {
  for (let i = 0; i < LIMITS.loginFailuresByClient.points; i++)
    await recordLoginFailure(`alumno${i}@colegio.example`, client);
}

describe('login throttle: the account-wide limits (checked before the password)', () => {
  it('locks an account on a client after 5 failures, case-insensitively, and only there', async () => {
    await fail('victima@example.com', '10.0.0.1', 4);
    expect(await isAccountLocked('victima@example.com', '10.0.0.1')).toBe(false);
    await recordLoginFailure('VICTIMA@example.com', '10.0.0.1');
    expect(await isAccountLocked('victima@example.com', '10.0.0.1')).toBe(true);
    expect(await isAccountLocked('otra@example.com', '10.0.0.1')).toBe(false);
    expect(await isAccountLocked('victima@example.com', '10.0.0.2')).toBe(false);
  });

  it("a stranger's failures do not lock the owner out on their own client", async () => {
    await fail('duena@example.com', '203.0.113.9', 5);
    expect(await isAccountLocked('duena@example.com', '203.0.113.9')).toBe(true);
    expect(await isAccountLocked('duena@example.com', '198.51.100.7')).toBe(false);
  });

  it('a distributed attack on one account reaches the account-wide limit, from every client', async () => {
    const clients = Math.ceil(LIMITS.loginFailuresByAccount.points / 4);
    for (let c = 0; c < clients; c++) await fail('objetivo@example.com', `192.0.2.${c}`, 4);
    expect(await isAccountLocked('objetivo@example.com', '192.0.2.250')).toBe(true);
    expect(await isAccountLocked('otro@example.com', '192.0.2.250')).toBe(false);
  });

  it('a successful sign-in clears the consecutive failures of that client for the account', async () => {
    await fail('olvido@example.com', '10.1.1.1', 4);
    await recordLoginSuccess('olvido@example.com', '10.1.1.1');
    await fail('olvido@example.com', '10.1.1.1', 4);
    expect(await isAccountLocked('olvido@example.com', '10.1.1.1')).toBe(false);
  });
});

describe('login throttle: the per-client limit (checked only after a wrong password)', () => {
  it('a client over its limit does not lock any account that has not failed itself', async () => {
    await exhaustClient('10.9.9.9');
    expect(await isOverLimit('loginFailuresByClient', '10.9.9.9')).toBe(true);
    // The school's other families: their accounts are not locked from the school's address.
    expect(await isAccountLocked('familia@colegio.example', '10.9.9.9')).toBe(false);
    expect(await isAccountLocked('alumno0@colegio.example', '10.9.9.9')).toBe(false);
  });

  it('reports the client over its limit from the failure that passes it, not before', async () => {
    const client = '10.8.8.8';
    for (let i = 0; i < LIMITS.loginFailuresByClient.points; i++) {
      const outcome = await recordLoginFailure(`cuenta${i}@example.com`, client);
      expect(outcome.clientOverLimit, `failure ${i + 1}`).toBe(false);
    }
    expect((await recordLoginFailure('una-mas@example.com', client)).clientOverLimit).toBe(true);
    expect((await recordLoginFailure('otra-mas@example.com', client)).clientOverLimit).toBe(true);
    expect((await recordLoginFailure('cuenta0@example.com', '10.8.8.9')).clientOverLimit).toBe(false);
  });

  it('spraying many accounts from one address still meets each account-and-client limit', async () => {
    const client = '10.7.7.7';
    await exhaustClient(client);
    for (const email of ['a@example.com', 'b@example.com']) {
      await fail(email, client, LIMITS.loginFailuresByAccountAndClient.points);
      expect(await isAccountLocked(email, client)).toBe(true);
    }
  });

  it('logs one line when a client reaches its limit, not one per failure', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await exhaustClient('10.6.6.6');
    await fail('mas@example.com', '10.6.6.6', 3);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('10.6.6.6'))).toHaveLength(1);
  });

  it('slows down only the failures of a client over its limit', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const slowed = slowDownFailure({ clientOverLimit: true }, 5_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await slowed;
      expect(done).toBe(true);
      let immediate = false;
      const notSlowed = slowDownFailure({ clientOverLimit: false }, 5_000).then(() => (immediate = true));
      await vi.advanceTimersByTimeAsync(0);
      await notSlowed;
      expect(immediate).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The same policy on Redis, where several instances share the counters (TEST_REDIS_URL). */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('login throttle on Redis', () => {
  let redis: Store | undefined;
  beforeEach(() => {
    if (!redisUrl) return;
    redis = createRedisStore(redisUrl);
    useStore(redis);
  });
  afterEach(async () => {
    await redis?.close();
  });

  it('a client over its limit is reported from its 31st failure, and locks no other account', async () => {
    const run = Math.random().toString(36).slice(2);
    const client = `10.250.0.1-${run}`;
    for (let i = 0; i < LIMITS.loginFailuresByClient.points; i++)
      expect((await recordLoginFailure(`a${i}-${run}@example.com`, client)).clientOverLimit).toBe(false);
    expect((await recordLoginFailure(`b-${run}@example.com`, client)).clientOverLimit).toBe(true);
    expect(await isAccountLocked(`c-${run}@example.com`, client)).toBe(false);
    await fail(`d-${run}@example.com`, client, LIMITS.loginFailuresByAccountAndClient.points);
    expect(await isAccountLocked(`d-${run}@example.com`, client)).toBe(true);
  });
});
