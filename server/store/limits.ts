/** Byte budgets count key, value and a fixed overhead per entry, so tiny entries cannot slip past. */
import { ValueTooLargeError } from './errors';

export interface StoreLimits {
  maxBytes: number;
  /** Full, it evicts its own oldest entries. */
  anonymousMaxBytes: number;
  maxValueBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: StoreLimits = {
  maxBytes: 512 * MiB,
  anonymousMaxBytes: 64 * MiB,
  maxValueBytes: 256 * 1024,
};

export const ENTRY_OVERHEAD_BYTES = 64;

export function entryBytes(key: string, value: string): number {
  return Buffer.byteLength(key) + Buffer.byteLength(value) + ENTRY_OVERHEAD_BYTES;
}

export function checkValueSize(value: string, limits: StoreLimits): void {
  const bytes = Buffer.byteLength(value);
  if (bytes > limits.maxValueBytes) throw new ValueTooLargeError(bytes, limits.maxValueBytes);
}

export const protectedMaxBytes = (limits: StoreLimits) => limits.maxBytes - limits.anonymousMaxBytes;

export function withDefaults(limits: Partial<StoreLimits> = {}): StoreLimits {
  const merged = { ...DEFAULT_LIMITS, ...limits };
  if (merged.anonymousMaxBytes >= merged.maxBytes)
    throw new Error('The anonymous budget must be smaller than the whole store (maxBytes)');
  if (merged.maxValueBytes > merged.anonymousMaxBytes)
    throw new Error('One value may not be larger than the anonymous budget');
  return merged;
}
