/** Discount codes on an invoice: why one is refused, and applying one (it replaces the previous). */
import { db } from '../db';
import type { CodeRefusalReason } from '../../server/upstream/schemas/invoices';
import { invoiceItems, updateInvoice, type InvoiceRecord } from './invoice-records';
import { jsonAnswer } from '../http/api-answers';

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

function usedByFamily(code: CodeRecord, userId: number): boolean {
  return db.invoice
    .findMany({ where: { userId: { equals: userId }, discountCode: { equals: code.code } } })
    .some((invoice) => invoice.status === 'paid');
}

export function checkCode(
  typed: string,
  invoice: InvoiceRecord,
  now = new Date(),
): { ok: true; code: CodeRecord } | { ok: false; reason: CodeRefusalReason } {
  const code = db.discountCode.findFirst({ where: { code: { equals: typed.trim().toUpperCase() } } });
  if (!code || code.currency !== invoice.currency) return { ok: false, reason: 'invalid' };
  if (code.expiresAt !== null && new Date(code.expiresAt) <= now) return { ok: false, reason: 'expired' };
  if (code.maxUses !== null && code.timesUsed >= code.maxUses) return { ok: false, reason: 'used' };
  if (code.oncePerFamily && usedByFamily(code, invoice.userId)) return { ok: false, reason: 'used' };
  if (
    code.appliesTo === 'learning_path' &&
    invoiceItems(invoice.id).some((item) => item.product_type !== 'learning_path')
  )
    return { ok: false, reason: 'not_applicable' };
  return { ok: true, code };
}

export function applyCode(invoice: InvoiceRecord, code: CodeRecord): InvoiceRecord {
  return updateInvoice(invoice, { discountCode: code.code });
}

export function removeCode(invoice: InvoiceRecord): InvoiceRecord {
  return updateInvoice(invoice, { discountCode: null });
}
