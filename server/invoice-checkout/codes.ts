/**
 * 'Código de descuento' (decision 030): a coupon through couponadd for soles, a promotion code
 * through the global provider for dollars; the upstream recomputes the total. A refusal (400 with
 * CodeRefusalSchema), or the coupon service unavailable (503), becomes a CodeRefusedError with
 * its own Spanish message. 'Quitar código' takes it off (decision 070: a card-brand promotion's
 * way out for a parent without a card of that brand).
 */
import { CODE_REFUSED, INVOICE_NOT_PAYABLE } from '@kernel/texts/checkout';
import { UpstreamError } from '../upstream/errors';
import { addCoupon, getInvoice, removeDiscountCode } from '../upstream/invoices';
import { applyPromotionCode } from '../upstream/payment-intents';
import { CodeRefusalSchema, type Invoice } from '../upstream/schemas/invoices';
import { CodeRefusedError, NotPayableError } from './errors';

/** The refusal an upstream error means for the code field, or null when it is no refusal. */
export function codeRefusal(error: unknown): CodeRefusedError | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.kind === 'unavailable') return new CodeRefusedError('unavailable', CODE_REFUSED.unavailable);
  if (error.kind !== 'bad-request') return null;
  const parsed = CodeRefusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const reason = parsed.data.error_code;
  return new CodeRefusedError(reason, CODE_REFUSED[reason]);
}

async function openInvoice(bearer: string, invoiceId: number): Promise<Invoice> {
  const invoice = await getInvoice(bearer, invoiceId);
  if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
  return invoice;
}

export async function applyCode(bearer: string, invoiceId: number, code: string): Promise<Invoice> {
  const invoice = await openInvoice(bearer, invoiceId);
  try {
    return invoice.currency === 'PEN'
      ? await addCoupon(bearer, invoiceId, { code })
      : await applyPromotionCode(bearer, code, invoiceId);
  } catch (error) {
    throw codeRefusal(error) ?? error;
  }
}

/** Takes the invoice's code off; an invoice without one is answered as it is. */
export async function removeCode(bearer: string, invoiceId: number): Promise<Invoice> {
  const invoice = await openInvoice(bearer, invoiceId);
  if (!invoice.discount_code) return invoice;
  return removeDiscountCode(bearer, invoiceId);
}
