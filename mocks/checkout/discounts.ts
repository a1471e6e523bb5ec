/** Discount codes on an invoice: why one is refused, and applying one (it replaces the previous). */
import { db } from '../db';
import type { CodeRefusalReason } from '../../server/upstream/schemas/invoices';
import { invoiceItems, updateInvoice, type InvoiceRecord } from './invoice-records';
import { jsonAnswer } from '../http/api-answers';
import { voidOpenOffers } from './offers';

type CodeRecord = NonNullable<ReturnType<typeof db.discountCode.findFirst>>;

const DETAIL: Record<CodeRefusalReason, string> = {
  invalid: 'El código no existe.',
  expired: 'El código venció.',
  used: 'El código ya fue usado.',
  not_applicable: 'El código no aplica a esta compra.',
  not_combinable: 'El pedido tiene una invitación: no se combina con códigos.',
};

export const codeRefusal = (reason: CodeRefusalReason) =>
  jsonAnswer({ error_code: reason, detail: DETAIL[reason] }, { status: 400 });

/** Once per family (issue 74): taken while another pedido of the family carries it open or paid. */
function usedByFamily(code: CodeRecord, invoice: InvoiceRecord): boolean {
  return db.invoice
    .findMany({ where: { userId: { equals: invoice.userId }, discountCode: { equals: code.code } } })
    .some((other) => other.id !== invoice.id && (other.status === 'paid' || other.status === 'open'));
}

export function checkCode(
  typed: string,
  invoice: InvoiceRecord,
): { ok: true; code: CodeRecord } | { ok: false; reason: CodeRefusalReason } {
  const code = db.discountCode.findFirst({ where: { code: { equals: typed.trim().toUpperCase() } } });
  if (!code || code.currency !== invoice.currency) return { ok: false, reason: 'invalid' };
  if (code.expiresAt !== null && new Date(code.expiresAt) <= new Date())
    return { ok: false, reason: 'expired' };
  if (code.maxUses !== null && code.timesUsed >= code.maxUses) return { ok: false, reason: 'used' };
  if (code.oncePerFamily && usedByFamily(code, invoice)) return { ok: false, reason: 'used' };
  if (
    code.appliesTo === 'learning_path' &&
    invoiceItems(invoice.id).some((item) => item.product_type !== 'learning_path')
  )
    return { ok: false, reason: 'not_applicable' };
  return { ok: true, code };
}

/** Applies a code or removes it (null), voiding the pedido's open offers first (issue 74, offers.ts). */
export function setDiscountCode(invoice: InvoiceRecord, code: string | null): InvoiceRecord {
  if (invoice.discountCode === code) return invoice;
  return updateInvoice(voidOpenOffers(invoice), { discountCode: code });
}
