/**
 * Which sessions each account holds, so a password reset can sign the account out on every device
 * (decision 081), and so no account holds more than MAX_SESSIONS_PER_ACCOUNT (decision 098).
 * Sessions are keyed by a random id only; this index is the one way from a user to them. Ids whose
 * session has ended are dropped whenever the list is written.
 */
import { getStore } from './store';
import { withLock } from './store/lock';
import { parseStoredJson } from './store/json';

export const sessionKeyOf = (id: string) => `session:${id}`;
const indexKeyOf = (userId: number) => `user-sessions:${userId}`;

/**
 * Signed-in sessions live in the protected tier, which nothing evicts: without a bound, one account
 * signing in over and over would fill it and every family's sign-in and payment would answer 503.
 * Room for a family's devices; past it, the account's oldest session ends.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

/** A sign-in waits its turn rather than losing its id to another sign-in of the same account. */
const LOCK = { ttlMs: 10_000, waitMs: 5_000, tier: 'protected' } as const;

async function liveIds(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const records = await getStore().getMany(ids.map(sessionKeyOf));
  return ids.filter((_, index) => records[index] !== null);
}

const readIds = async (userId: number) => {
  const ids = parseStoredJson<unknown>(await getStore().get(indexKeyOf(userId)));
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * Adds a new session, oldest first in the list, and ends those past the bound.
 * `ttlMs`: as long as the longest a session lives, so the index outlives every session it names.
 */
export async function indexUserSession(userId: number, sessionId: string, ttlMs: number): Promise<void> {
  await withLock(indexKeyOf(userId), LOCK, async () => {
    const ids = [...(await liveIds((await readIds(userId)).filter((id) => id !== sessionId))), sessionId];
    const ended = ids.splice(0, Math.max(0, ids.length - MAX_SESSIONS_PER_ACCOUNT));
    await Promise.all(ended.map((id) => getStore().delete(sessionKeyOf(id))));
    await getStore().set(indexKeyOf(userId), JSON.stringify(ids), ttlMs, { tier: 'protected' });
  });
}

/** Ends every session of the account; a session being created meanwhile waits and is ended too. */
export async function endUserSessions(userId: number): Promise<number> {
  return withLock(indexKeyOf(userId), LOCK, async () => {
    const ids = await readIds(userId);
    await Promise.all(ids.map((id) => getStore().delete(sessionKeyOf(id))));
    await getStore().delete(indexKeyOf(userId));
    return ids.length;
  });
}
