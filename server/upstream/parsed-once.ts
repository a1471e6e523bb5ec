/**
 * Answers read once per distinct text (RequestOptions.parseOnce, docs/decisions/059).
 *
 * Some answers are asked of the upstream on every view and no cache may keep them: the roster
 * page is asked with the coordinator's bearer on every request, so that a member removed from the
 * organization is refused at once. Yet while nothing changes the upstream sends the very same
 * bytes again, and the same text read with the same schema is the same data. So such an answer
 * goes through JSON.parse and zod the first time only; the next time the same text comes back it
 * gets the data read then. Nothing is answered that the upstream did not just send again: the key
 * is the whole text, and the status must match too.
 *
 * Requests that get the same text share the data, so it is frozen all the way down. Being the
 * same object, a view made from it (server/cache/made-from.ts) is made once as well.
 */
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { deepFreeze } from '../cache/deep-freeze';

/** Longer answers (the CSV's 500-row pages) are read every time: they are not asked twice. */
const MAX_TEXT_LENGTH = 64 * 1024;
/** The texts kept per schema, in characters. */
const MAX_TOTAL_LENGTH = 2 * 1024 * 1024;

interface Read {
  status: number;
  data: unknown;
}

/** Per schema, keyed by the text itself: a key made by joining strings would copy the text on every lookup. */
const readsBySchema = new WeakMap<z.ZodType, LRUCache<string, Read>>();

function readsOf(schema: z.ZodType): LRUCache<string, Read> {
  let reads = readsBySchema.get(schema);
  if (!reads) {
    reads = new LRUCache<string, Read>({
      maxSize: MAX_TOTAL_LENGTH,
      sizeCalculation: (_read, text) => text.length,
    });
    readsBySchema.set(schema, reads);
  }
  return reads;
}

/** The data this schema read from this very text with this status, if it is still kept. */
export function readBefore(schema: z.ZodType, text: string, status: number): unknown {
  if (text.length > MAX_TEXT_LENGTH) return undefined;
  const read = readsBySchema.get(schema)?.get(text);
  return read && read.status === status ? read.data : undefined;
}

/** Keeps what the schema read from the text; returns the data, frozen, for this request too. */
export function keepRead<T>(schema: z.ZodType, text: string, status: number, data: T): T {
  deepFreeze(data);
  if (text.length <= MAX_TEXT_LENGTH) readsOf(schema).set(text, { status, data });
  return data;
}
