/** The sweep that finishes follow-ups a crash left pending (server/sales/journal.ts). */
import { logger } from '../log/logger';
import { startSweeps } from '../store/sweep-timer';
import { settle } from './follow-up';
import { forgetJournal, pendingSales } from './journal';
import { readPayment } from './ledger';
import { pendingSteps } from './payment';
import { saleKey } from './sale-ref';

/** Each due sale's pending steps run once more; an entry whose payment is gone is dropped. */
export async function resumePendingSales(now = Date.now()): Promise<number> {
  let resumed = 0;
  for (const due of await pendingSales(now)) {
    const payment = await readPayment(due.sale, due.ownerId);
    if (!payment || pendingSteps(payment).length === 0) {
      await forgetJournal(due.sale);
      continue;
    }
    try {
      await settle(due.bearer, payment);
      resumed += 1;
    } catch (error) {
      logger.warn({ event: 'payment', sale: saleKey(due.sale), err: error }, 'follow-up resume failed');
    }
  }
  return resumed;
}

export const startFollowUpResume = (everyMs = 60_000) =>
  startSweeps('follow-up resume', resumePendingSales, everyMs);
