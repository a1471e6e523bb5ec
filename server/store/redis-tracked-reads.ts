/**
 * Reads the Redis store answers from copies kept in this process, which Redis itself says to drop
 * (server-assisted client-side caching, CLIENT TRACKING in its two-connection mode; Redis ≥ 6;
 * docs/decisions/057). Every signed-in page reads its session and its user's data version in one
 * MGET: a round trip that cost two workers a tenth of their throughput on this machine, for values
 * that change only when someone signs in or out or the user changes their own data.
 *
 * How a copy stays true:
 * - the data connection runs `CLIENT TRACKING ON REDIRECT <id>`: Redis remembers the keys it read
 *   and, when any connection writes one (another instance, or a script of this one evicting an
 *   old anonymous entry), or it expires, sends the key on `__redis__:invalidate` to the subscriber
 *   connection `<id>`; the copy is dropped then;
 * - this process's own writes also drop the copy before and after they run, so that a page reads
 *   its own write at once rather than when the message arrives;
 * - an answer is kept only if nothing was dropped while it was on its way (the invalidation and the
 *   answer travel on two sockets, in either order) and tracking was on when it was asked;
 * - when either connection closes, every copy is dropped and nothing is kept until tracking is on
 *   again on the new connections (Redis forgets a closed connection's tracked keys and would not
 *   tell anyone about them);
 * - a copy lives at most MAX_AGE_MS whatever happens, and at most MAX_ENTRIES are kept.
 */
import { LRUCache } from 'lru-cache';
import { Redis, type RedisOptions } from 'ioredis';
import { logger } from '../log/logger';

const CHANNEL = '__redis__:invalidate';
/** The longest a copy is used without Redis being asked again (a lost message cannot last longer). */
const MAX_AGE_MS = 5_000;
/** Sessions in use at once on one instance, with room: a copy is small (one session record). */
const MAX_ENTRIES = 20_000;

type Values = (string | null)[];

export interface TrackedReads {
  /** `keys` from the kept copies when all are kept, else from `read` (kept when it is safe). */
  getMany(keys: readonly string[], read: () => Promise<Values>): Promise<Values>;
  /** Runs one of this process's writes to `key`, dropping its copy before and after. */
  writing<T>(key: string, write: () => Promise<T>): Promise<T>;
  /** The store is closing: no copy is used or kept any more. */
  stop(): void;
  /** The subscriber connection, which the store closes with its own. */
  readonly connection: Redis;
}

export function trackedReads(
  data: Redis,
  url: string,
  connection: RedisOptions,
  prefix: string,
): TrackedReads {
  // `null` is a value too (the key is absent): an entry wraps it.
  const copies = new LRUCache<string, { value: string | null }>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  let tracking = false;
  /** Bumped by every drop: an answer asked before the last drop is not kept. */
  let drops = 0;
  let subscriberId: number | null = null;

  const dropAll = () => {
    copies.clear();
    drops++;
  };
  const drop = (key: string) => {
    copies.delete(key);
    drops++;
  };
  const stop = () => {
    tracking = false;
    dropAll();
  };

  // Its own client: in subscriber mode a connection can do nothing else. No key prefix: Redis
  // sends full key names. Resubscribed by hand, because its new id must be read first.
  const subscriber = new Redis(url, {
    ...connection,
    autoResubscribe: false,
    // A command asked while it is down fails instead of running later on the next connection,
    // where it would belong to another id.
    enableOfflineQueue: false,
    // Named, so that an operator (or a test) can tell it in CLIENT LIST.
    connectionName: `kodea-invalidations-${prefix.replace(/[^\w:.-]/g, '_')}`,
  });
  subscriber.on('error', () => {
    // the data connection's outage log says it once; closing stops the copies below
  });

  async function startTracking(): Promise<void> {
    const redirect = subscriberId;
    if (redirect === null || data.status !== 'ready') return;
    // Reads that run between OFF and ON are not tracked: none of them may be kept.
    tracking = false;
    try {
      await data.call('CLIENT', 'TRACKING', 'OFF');
      await data.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(redirect));
      if (redirect !== subscriberId || data.status !== 'ready') return;
      dropAll();
      tracking = true;
    } catch (error) {
      stop();
      logger.warn(`[store] redis: local copies of reads off (${(error as Error).message})`);
    }
  }

  /** Bumped when the subscriber's connection closes: a set-up begun on an older one gives up. */
  let subscriberConnection = 0;
  subscriber.on('ready', async () => {
    const current = subscriberConnection;
    try {
      const id = Number(await subscriber.call('CLIENT', 'ID'));
      await subscriber.subscribe(CHANNEL);
      if (current !== subscriberConnection) return;
      subscriberId = id;
      await startTracking();
    } catch (error) {
      stop();
      // A live server that refuses (a managed Redis without CLIENT): said once per connection.
      if (subscriber.status === 'ready')
        logger.warn(`[store] redis: local copies of reads off (${(error as Error).message})`);
    }
  });
  subscriber.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
    if (channel.toString() !== CHANNEL) return;
    // null: the whole database was flushed.
    if (!Array.isArray(keys)) return dropAll();
    for (const key of keys) {
      const name = key.toString();
      if (name.startsWith(prefix)) drop(name.slice(prefix.length));
    }
  });
  subscriber.on('close', () => {
    subscriberConnection++;
    subscriberId = null;
    stop();
  });
  data.on('close', stop);
  data.on('ready', () => void startTracking());

  return {
    async getMany(keys, read) {
      const kept = keys.map((key) => copies.get(key));
      if (kept.every((copy) => copy !== undefined)) return kept.map((copy) => copy!.value);
      const asked = { tracking, drops };
      const values = await read();
      if (asked.tracking && tracking && asked.drops === drops)
        keys.forEach((key, index) => copies.set(key, { value: values[index] ?? null }));
      return values;
    },
    async writing(key, write) {
      drop(key);
      try {
        return await write();
      } finally {
        drop(key);
      }
    },
    stop,
    connection: subscriber,
  };
}
