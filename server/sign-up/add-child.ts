/** Adding a child once per form token, under a store lock; a resubmission finds the record. */
import { withLock } from '../store/lock';
import { readJson, writeJson } from '../store/json';
import { addChild } from '../upstream/children';
import type { ConsentInput } from '../validation/consent';
import type { ChildEntry } from '../validation/sign-up';
import { childBody, consentBody } from './register-body';

/** Long enough for any resubmission of one form. */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;

const recordKey = (userId: number, token: string) => `child-added:${userId}:${token}`;

export interface AddedChild {
  id: number;
  firstName: string;
  /** False when an earlier post of the same form added the child. */
  created: boolean;
}

export function addChildOnce(
  bearer: string,
  userId: number,
  token: string,
  child: ChildEntry,
  consent: ConsentInput,
): Promise<AddedChild> {
  return withLock(`child-add:${userId}:${token}`, { ttlMs: 15_000, waitMs: 10_000 }, async () => {
    const earlier = await readJson<{ id: number; firstName: string }>(recordKey(userId, token));
    if (earlier) return { ...earlier, created: false };
    const added = await addChild(bearer, {
      ...childBody(child),
      child_data_consent: { ...consentBody(consent), account_id: userId },
    });
    const record = { id: added.id, firstName: added.first_name };
    await writeJson(recordKey(userId, token), record, RECORD_TTL_MS);
    return { ...record, created: true };
  });
}
