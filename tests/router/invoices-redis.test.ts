/**
 * With Redis (TEST_REDIS_URL; skipped without it), the store every instance shares: concurrent
 * starts open one invoice and concurrent authorizations charge it once, the locks and records
 * living in Redis as they do across instances.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { useStore } from '../../server/store';
import { createMemoryStore } from '../../server/store/memory-store';
import { createRedisStore } from '../../server/store/redis-store';
import type { Store } from '../../server/store/types';
import { authorizationsOf, CARDS, transactionToken } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, SOFIA } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('invoices on Redis', () => {
  let store: Store;

  beforeEach(() => {
    store = createRedisStore(redisUrl ?? '', { prefix: `test-invoices:${Date.now()}:${Math.random()}:` });
    useStore(store);
  });

  afterEach(async () => {
    useStore(createMemoryStore());
    await store.close();
  });

  it('concurrent starts from several sessions → one invoice', async () => {
    const before = db.invoice.count();
    const sessions = await Promise.all(Array.from({ length: 5 }, () => accountCaller()));
    const started = await Promise.all(
      sessions.map(({ caller }) => caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA })),
    );
    expect(new Set(started.map((s) => s.invoiceId)).size).toBe(1);
    expect(db.invoice.count()).toBe(before + 1);
  });

  it('concurrent authorizations of one invoice → one charge, one result', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
    const tabs = await Promise.all(Array.from({ length: 4 }, () => accountCaller()));
    const results = await Promise.all(
      tabs.map(({ caller: tab }) =>
        tab.cardProvider.authorize({
          sale: invoiceSale(invoiceId),
          purchaseNumber: card.purchaseNumber,
          transactionToken: transactionToken(card.sessionKey, CARDS.visa),
        }),
      ),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]).toMatchObject({ status: 'approved' });
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });
});
