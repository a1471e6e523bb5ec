import { logger } from '@server/log/logger';
import { errorCode } from './route-errors.server';
import type { Caller } from './trpc.server';

type QuoteRefs = Parameters<Caller['invoices']['quotes']>[0]['refs'];

/**
 * The prices `/pagar` charges, for a page's pay buttons (issue 53), in the order asked. Without
 * them the page still sells over chat, asking the price, rather than failing.
 */
export async function quotesOr(caller: Caller, refs: QuoteRefs, page: string) {
  try {
    return await caller.invoices.quotes({ refs });
  } catch (error) {
    logger.warn(`[${page}] prices for the pay buttons failed: ${errorCode(error) ?? 'unknown'}`);
    return refs.map(() => null);
  }
}
