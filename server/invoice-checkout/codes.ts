/** 'Código de descuento' (decision 030): the upstream recomputes the total; refusals become CodeRefusedError. */
import { CODE_REFUSED, INVOICE_NOT_PAYABLE } from '@kernel/texts/checkout';
import { UpstreamError } from '../upstream/errors';
import { addCoupon, getInvoice, removeDiscountCode } from '../upstream/invoices';
import { applyPromotionCode } from '../upstream/payment-intents';
import { CodeRefusalSchema, type Invoice } from '../upstream/schemas/invoices';
import { CodeRefusedError, NotPayableError } from './errors';

/** Null when the error is no refusal. */
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

/** An invoice without a code is answered as it is. */
export async function removeCode(bearer: string, invoiceId: number): Promise<Invoice> {
  const invoice = await openInvoice(bearer, invoiceId);
  if (!invoice.discount_code) return invoice;
  return removeDiscountCode(bearer, invoiceId);
}
