import { logger } from '@server/log/logger';
import { quoteBook } from '@server/parents/dashboard-view';
import type { QuoteBook } from '@server/parents/buy-links';
import { errorCode } from './route-errors.server';
import type { Caller } from './trpc.server';

/**
 * The prices `/pagar` charges, for a page's pay buttons (issue 53), found by product. Without them
 * the page still sells over chat, asking the price, rather than failing.
 */
export async function priceBookOr(caller: Caller, page: string): Promise<QuoteBook> {
  try {
    return quoteBook(await caller.invoices.priceList());
  } catch (error) {
    logger.warn(`[${page}] prices for the pay buttons failed: ${errorCode(error) ?? 'unknown'}`);
    return () => null;
  }
}
