/**
 * kodea_store_operations_total counts what is asked of the backend, by operation: the figure the
 * bench divides by page views (store round trips per view, with Redis).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '../../server/ops/metrics';
import { createSqliteStore } from '../../server/store/sqlite-store';

async function counted(operation: string): Promise<number> {
  const { values } = await metrics.storeOperations.get();
  return values.find((value) => value.labels.operation === operation)?.value ?? 0;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('store operations metric', () => {
  it('counts each get, set and delete the backend answers', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-store-metric-'));
    dirs.push(dataDir);
    const store = createSqliteStore({ dataDir, sweepEveryMs: 60_000 });
    const before = { get: await counted('get'), set: await counted('set'), delete: await counted('delete') };
    await store.set('k', 'v', 60_000);
    await store.get('k');
    await store.get('k');
    await store.delete('k');
    await store.close();
    expect(await counted('get')).toBe(before.get + 2);
    expect(await counted('set')).toBe(before.set + 1);
    expect(await counted('delete')).toBe(before.delete + 1);
  });

  it('counts getMany once, however many keys it reads, and not at all for none', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-store-metric-'));
    dirs.push(dataDir);
    const store = createSqliteStore({ dataDir, sweepEveryMs: 60_000 });
    const before = { get: await counted('get'), getMany: await counted('getMany') };
    await store.getMany(['a', 'b', 'c', 'd', 'e']);
    await store.getMany([]);
    await store.close();
    expect(await counted('getMany')).toBe(before.getMany + 1);
    expect(await counted('get')).toBe(before.get);
  });
});
