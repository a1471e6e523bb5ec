/**
 * 'Código de descuento' (decision 030): a change of the sale (server/sales/offers.ts `changeSale`),
 * so every open offer is voided first; the upstream recomputes the total and words a refusal.
 * A card-brand promotion (decision 070) is checked on the card the provider holds, never digits the
 * browser typed, before the charge.
 */
import { cardBrandRefusal, CODE_REFUSED, type CodeRefusalReason } from '@kernel/texts/checkout';
import { logger } from '../log/logger';
import { changeSale } from '../sales/offers';
import type { Sale } from '../sales/sale';
import { invoiceSale } from '../sales/sale-ref';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { addCoupon, removeDiscountCode, tokenisedCard } from '../upstream/invoices';
import { applyPromotionCode } from '../upstream/global-card-provider';
import { CodeRefusalSchema, type Invoice } from '../upstream/schemas/invoices';

const codeRefused = (reason: CodeRefusalReason, text: string, cause?: unknown) =>
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
    if (sale.invoice && !sale.invoice.discount_code) return sale.invoice;
    return removeDiscountCode(bearer, invoiceId);
  });
}

/** Null when the card may pay the sale: no promotion, or a card of its brand (dollars: the held card). */
export function brandRefusal(sale: Sale, brand: string | null): OutcomeError | null {
  const required = sale.requiredBrand;
  if (required === null || brand?.toLowerCase() === required.toLowerCase()) return null;
  logger.warn(
    { event: 'payment', outcome: 'card_brand_refused', invoice: sale.number, required, brand },
    'invoice payment refused before the charge: card brand',
  );
  return codeRefused('card-brand', cardBrandRefusal(required));
}

/** Soles: the card the provider tokenised for this charge. */
export async function requireTokenisedBrand(bearer: string, sale: Sale, transactionToken: string) {
  if (sale.requiredBrand === null || !sale.invoice) return;
  const card = await tokenisedCard(bearer, sale.invoice.invoice_id, transactionToken);
  // Both the API's verdict and our own reading of the brand must agree.
  const refusal = brandRefusal(sale, card.valid ? card.brand : null);
  if (refusal) throw refusal;
}
