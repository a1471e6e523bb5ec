/** The e-mails the simulated API "sends" about invoices, shown at /__mocks/correos. */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import { formatDeduction, formatMoney } from '../../kernel/money';
import { invoiceAnswer, updateInvoice, type InvoiceRecord } from './invoice-records';
import { userById } from '../db/users-by-id';

const STATUS: Record<string, string> = {
  open: 'pendiente de pago',
  paid: 'pagado',
  expired: 'vencido',
  void: 'anulado',
  denied: 'denegado',
};
const METHOD: Record<string, string> = {
  card: 'tarjeta (soles)',
  global_card: 'tarjeta (dólares)',
  local: 'pago en efectivo o transferencia',
};

function invoiceText(invoice: InvoiceRecord, intro: string): string {
  const answer = invoiceAnswer(invoice);
  const lines = [
    intro,
    '',
    `Factura ${answer.number} · Estado: ${STATUS[answer.status] ?? answer.status}`,
    `Estudiante: ${answer.student.first_name}`,
    ...answer.items.map(
      (item) => `- ${item.name} (${item.detail}): ${formatMoney(item.amount, answer.currency)}`,
    ),
    `Subtotal: ${formatMoney(answer.subtotal, answer.currency)}`,
    ...(answer.discount > 0 && answer.discount_code
      ? [`Descuento (${answer.discount_code.code}): ${formatDeduction(answer.discount, answer.currency)}`]
      : []),
    ...(answer.referral
      ? [`${answer.referral.description}: ${formatDeduction(answer.referral.amount, answer.currency)}`]
      : []),
    `Total: ${formatMoney(answer.total, answer.currency)}`,
    ...(answer.payment_method
      ? [`Pagado con: ${METHOD[answer.payment_method]} · Referencia: ${answer.payment_reference ?? '—'}`]
      : []),
    ...(answer.local_payment && answer.local_payment.status === 'pending'
      ? [`Código de pago: ${answer.local_payment.payment_code} (vence ${answer.local_payment.expires_at})`]
      : []),
    '',
    'Gracias por confiar en Kodea.',
  ];
  return lines.join('\n');
}

function recipient(invoice: InvoiceRecord): string {
  return userById(invoice.userId)?.email ?? '';
}

function send(invoice: InvoiceRecord, kind: 'receipt' | 'invoice', subject: string, intro: string) {
  return db.outboxEmail.create({
    id: `em_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    invoiceId: invoice.id,
    kind,
    to: recipient(invoice),
    subject,
    text: invoiceText(invoice, intro),
    createdAt: new Date().toISOString(),
  });
}

/** The receipt of a paid invoice: sent once; asking again answers the same message. */
export function sendReceipt(invoice: InvoiceRecord) {
  if (invoice.receiptEmailId) {
    const sent = db.outboxEmail.findFirst({ where: { id: { equals: invoice.receiptEmailId } } });
    if (sent) return sent;
  }
  const email = send(
    invoice,
    'receipt',
    `Kodea · Comprobante de pago ${invoiceAnswer(invoice).number}`,
    '¡Pago aprobado y completado con éxito! Este es el comprobante de tu compra.',
  );
  updateInvoice(invoice, { receiptEmailId: email.id, receiptSentAt: email.createdAt });
  return email;
}

export function sendInvoiceCopy(invoice: InvoiceRecord) {
  return send(
    invoice,
    'invoice',
    `Kodea · Tu factura ${invoiceAnswer(invoice).number}`,
    'Te enviamos la factura que pediste desde «Mis compras».',
  );
}
