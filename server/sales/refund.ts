/**
 * A sale's refund, either kind (decision 089): the API decides (its cut-off, once per sale, the family's
 * own sale) and returns what it received by the same method; its refusal (rules.ts) is `refund-refused`.
 * Mis compras and the refund page show the link to ask for it, until when, and the nota once refunded.
 */
import { formatDateTimeInZone } from '@kernel/dates';
import { documentFileLinks, saleDocument } from '../invoice-checkout/receipt-status';
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';
import { expectedOutcome } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import type { RefundBody } from '../upstream/schemas/refunds';
import { adapterOf } from './adapters';
import { refusingSaleConflicts } from './rules';
import { saleFacts, type Sale } from './sale';
import { salePath } from './sale-path';
import { saleKey, type SaleRef } from './sale-ref';

/** The sale may be refunded now: paid, and the API's cut-off still ahead. */
export function refundableNow(sale: Pick<Sale, 'status' | 'refund'>): boolean {
  const until = sale.refund?.refundable_until;
  return sale.status === 'paid' && !!until && Date.parse(until) > Date.now();
}

/** The valid nota de crédito of a refunded sale, by its serie-número, its PDF, XML and CDR (decision 106). */
export function creditNoteOf(sale: Pick<Sale, 'ref' | 'documents'>) {
  const note = saleDocument(sale, 'credit-note');
  return note
    ? {
        number: documentNumber(note),
        href: salePath(sale.ref, 'nota-de-credito.pdf'),
        files: documentFileLinks(sale.ref, 'credit-note', true),
      }
    : null;
}

export function refundPageView(sale: Sale, timeZone: string) {
  const until = sale.refund?.refundable_until ?? null;
  return {
    ...saleFacts(sale),
    policy: sale.refund?.policy ?? null,
    until: until ? formatDateTimeInZone(until, timeZone) : null,
    refundable: refundableNow(sale),
    refunded: sale.status === 'refunded',
    creditNote: creditNoteOf(sale),
  };
}

export type RefundPageView = ReturnType<typeof refundPageView>;

export async function requestSaleRefund(bearer: string, ref: SaleRef, body: RefundBody): Promise<void> {
  const line = { event: 'refund', sale: saleKey(ref), requestId: currentRequestId() ?? null };
  let refund;
  try {
    refund = await refusingSaleConflicts(bearer, ref, () => adapterOf(ref).refund(bearer, ref.id, body));
  } catch (error) {
    const refusal = expectedOutcome(error);
    if (refusal?.kind === 'refund-refused')
      logger.warn({ ...line, outcome: refusal.reason }, `refund refused: ${refusal.reason}`);
    else {
      const status = error instanceof UpstreamError ? error.status : null;
      logger.error({ ...line, outcome: 'failed', status }, 'refund failed');
    }
    throw error;
  }
  const { number, amount } = refund;
  const creditNote = refund.credit_note && documentNumber(refund.credit_note);
  logger.info({ ...line, outcome: 'refunded', number, amount, creditNote }, 'sale refunded');
}
