/**
 * One lock per sale for everything that changes or charges it, on every instance: a code applied
 * while a card is being charged waits for the charge, then finds the sale paid.
 */
import { withLock } from '../store/lock';
import { saleKey, type SaleRef } from './sale-ref';

const OPTIONS = { ttlMs: 60_000, waitMs: 30_000 };

/** A scope wider than the sale (a vacation program for one child) serialises its sales together. */
export const withSaleLock = <T>(scope: SaleRef | string, fn: () => Promise<T>): Promise<T> =>
  withLock(`sale:${typeof scope === 'string' ? scope : saleKey(scope)}`, OPTIONS, fn);
