/** What every sale's page gives the payment steps it shares: card, wallet, follow-up retry (decision 104). */
import { logger } from '@server/log/logger';
import type { SalePayment } from '@server/sales/payment';
import type { SaleRef } from '@server/sales/sale-ref';
import type { KodeaSession } from '@server/session.server';
import { reasonOf } from '~/lib/log-reason';
import type { Caller } from '~/lib/trpc.server';

export interface SalePage {
  request: Request;
  session: KodeaSession;
  caller: Caller;
  sale: SaleRef;
  form: FormData;
  /** The page: the hosted card form comes back to it. */
  path: string;
  /** Its payment step: an unexpected failure brings it back, ready to retry (spec §4 "Exception"). */
  stepPath: string;
  /** Where the recorded payment is shown. */
  resultPath: string;
  /** To one of the page's addresses, the session kept. */
  go(to: string): Promise<Response>;
  /**
   * The page's answer to a refusal any step may meet (signed out, another family's sale, paid or
   * closed meanwhile, the offer closed), else null; it may throw the error on to the action's catch.
   */
  refused(error: unknown): Promise<Response | null>;
  /** Keeps the recorded payment for the result, and closes the step that made it. */
  record(outcome: SalePayment): void;
}

/**
 * 'Reintentar': an approved payment's pending steps run again, never a charge; one that fails stays
 * pending on the result screen, `failed` being what the page says about it.
 */
export async function retryFollowUp(page: SalePage, failed?: string): Promise<Response> {
  try {
    const recorded = await page.caller.invoices.retryFollowUp({ sale: page.sale });
    if (recorded) page.record(recorded);
  } catch (error) {
    const answered = await page.refused(error);
    if (answered) return answered;
    logger.error({ event: 'payment', reason: reasonOf(error) }, '[payment] follow-up retry failed');
    if (failed) page.session.flash('paymentError', failed);
  }
  return page.go(page.resultPath);
}
