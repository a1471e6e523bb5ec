/**
 * 'Código de descuento' (decision 030): a change of the sale (server/sales/offers.ts `changeSale`),
 * so every open offer is voided first; the upstream recomputes the total and words a refusal.
 */
import { CODE_REFUSED, type CodeRefusalReason } from '@kernel/texts/checkout';
import { changeSale } from '../sales/offers';
import { invoiceSale } from '../sales/sale-ref';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { addCoupon, removeDiscountCode } from '../upstream/invoices';
import { applyPromotionCode } from '../upstream/global-card-provider';
import { CodeRefusalSchema, type Invoice } from '../upstream/schemas/invoices';

export const codeRefused = (reason: CodeRefusalReason, text: string, cause?: unknown) =>
  new OutcomeError({ kind: 'code-refused', reason, message: text }, text, cause);

/** Null when the error is no refusal. */
function codeRefusal(error: unknown): OutcomeError | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.kind === 'unavailable') return codeRefused('unavailable', CODE_REFUSED.unavailable, error);
  if (error.kind !== 'bad-request') return null;
  const parsed = CodeRefusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const reason = parsed.data.error_code;
  return codeRefused(reason, CODE_REFUSED[reason], error);
}

export function applyCode(
  bearer: string,
  ownerId: number,
  invoiceId: number,
  code: string,
): Promise<Invoice> {
  return changeSale(bearer, ownerId, invoiceSale(invoiceId), async (sale) => {
    try {
      return sale.currency === 'PEN'
        ? await addCoupon(bearer, invoiceId, { code })
        : await applyPromotionCode(bearer, code, invoiceId);
    } catch (error) {
      throw codeRefusal(error) ?? error;
    }
  });
}

/** An invoice without a code is answered as it is. */
export function removeCode(bearer: string, ownerId: number, invoiceId: number): Promise<Invoice> {
  return changeSale(bearer, ownerId, invoiceSale(invoiceId), async (sale) => {
    const invoice = sale.source.kind === 'invoice' ? sale.source.invoice : null;
    if (invoice && !invoice.discount_code) return invoice;
    return removeDiscountCode(bearer, invoiceId);
  });
}
