/**
 * Sales whose follow-up is pending, kept with the buyer's credential sealed (decision 023), so any
 * instance finishes the steps after a crash without the family's session: the sweep resumes
 * entries older than a minute; a family that comes back first finishes them itself.
 */
import { unseal, seal } from '../auth/sealed-secret';
import { logger } from '../log/logger';
import { getStore } from '../store';
import { readJson, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import type { SalePayment } from './payment';
import { saleKey, type SaleRef } from './sale-ref';

const ENTRY_TTL_MS = 7 * 24 * 60 * 60_000;
const INDEX_KEY = 'sale:journal:index';
const INDEX_LOCK = { ttlMs: 10_000, waitMs: 10_000 };
const PURPOSE = 'sale follow-up bearer';
/** Left to the request that is running it first. */
export const RESUME_AFTER_MS = 60_000;

interface JournalEntry {
  sale: SaleRef;
  ownerId: number;
  bearer: string;
  since: string;
}

const entryKey = (ref: SaleRef) => `sale:journal:${saleKey(ref)}`;

async function updateIndex(change: (keys: Set<string>) => void): Promise<void> {
  await withLock(`${INDEX_KEY}:lock`, INDEX_LOCK, async () => {
    const keys = new Set((await readJson<string[]>(INDEX_KEY)) ?? []);
    change(keys);
    await writeJson(INDEX_KEY, [...keys], ENTRY_TTL_MS);
  });
}

/** Before the first step runs: a crash from here on leaves the entry behind. */
export async function keepInJournal(payment: SalePayment, bearer: string): Promise<void> {
  const key = entryKey(payment.sale);
  if (await getStore().get(key)) return;
  const entry: JournalEntry = {
    sale: payment.sale,
    ownerId: payment.ownerId,
    bearer: seal(bearer, PURPOSE),
    since: new Date().toISOString(),
  };
  await writeJson(key, entry, ENTRY_TTL_MS);
  await updateIndex((keys) => keys.add(key));
}

export async function forgetJournal(ref: SaleRef): Promise<void> {
  const key = entryKey(ref);
  if (!(await getStore().get(key))) return;
  await getStore().delete(key);
  await updateIndex((keys) => keys.delete(key));
}

export interface PendingSale {
  sale: SaleRef;
  ownerId: number;
  bearer: string;
}

/** Entries older than `RESUME_AFTER_MS`, their credential opened; a stale index line is dropped. */
export async function pendingSales(now = Date.now()): Promise<PendingSale[]> {
  const keys = (await readJson<string[]>(INDEX_KEY)) ?? [];
  const due: PendingSale[] = [];
  const gone: string[] = [];
  for (const key of keys) {
    const entry = await readJson<JournalEntry>(key);
    if (!entry) {
      gone.push(key);
      continue;
    }
    if (now - Date.parse(entry.since) < RESUME_AFTER_MS) continue;
    const bearer = unseal(entry.bearer, PURPOSE);
    if (bearer === null) {
      logger.error({ event: 'payment', sale: saleKey(entry.sale) }, 'journal credential cannot be opened');
      continue;
    }
    due.push({ sale: entry.sale, ownerId: entry.ownerId, bearer });
  }
  if (gone.length > 0) await updateIndex((set) => gone.forEach((key) => set.delete(key)));
  return due;
}
