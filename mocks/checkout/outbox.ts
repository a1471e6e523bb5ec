/** The e-mails the simulated API "sends" about invoices, shown at /__mocks/correos. */
import { db, userById } from '../db';
import { formatDeduction, formatMoney } from '../../kernel/money';
import { SALE_STATUS_LABEL } from '../../kernel/texts/checkout';
import { invoiceAnswer, updateInvoice, type InvoiceRecord } from './invoice-records';
import { invoiceNumber } from './invoice-number';
import { emailDateTime } from '../outbox/dates';
import { CLOSING, sendEmail, siteLink } from '../outbox/send';
import type { OutboxKind } from '../db/checkout-models';
import { PAYMENT_EMAIL_SUBJECT, receiptEmailLines } from '../receipts/email-lines';

const METHOD: Record<string, string> = {
  card: 'tarjeta (soles)',
  global_card: 'tarjeta (dólares)',
  local: 'pago en efectivo o transferencia',
  yape: 'Yape',
  plin: 'Plin',
};

/** `receipt`: what a payment e-mail says of the electronic receipt, below the intro. */
function invoiceLines(invoice: InvoiceRecord, intro: string, receipt: string[] = []): string[] {
  const answer = invoiceAnswer(invoice);
  return [
    intro,
    '',
    ...receipt,
    `Pedido ${answer.number} · Estado: ${SALE_STATUS_LABEL[answer.status]}`,
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
      ? [
          `Código de pago: ${answer.local_payment.payment_code} (vence el ${emailDateTime(
            answer.local_payment.expires_at,
          )}, hora de Perú)`,
        ]
      : []),
    '',
    `Ver tu pedido: ${siteLink(`/dashboard/compras/${invoice.id}`)}`,
    ...CLOSING,
  ];
}

function send(invoice: InvoiceRecord, kind: OutboxKind, subject: string, intro: string, receipt?: string[]) {
  return sendEmail({
    invoiceId: invoice.id,
    kind,
    to: userById(invoice.userId)?.email ?? '',
    subject,
    lines: invoiceLines(invoice, intro, receipt),
  });
}

/** The receipt of a paid invoice: sent once; asking again answers the same message. */
export function sendReceipt(invoice: InvoiceRecord) {
  if (invoice.receiptEmailId) {
    const sent = db.outboxEmail.findFirst({ where: { id: { equals: invoice.receiptEmailId } } });
    if (sent) return sent;
  }
  const pdfPath = `/dashboard/compras/${invoice.id}/recibo.pdf`;
  const email = send(
    invoice,
    'receipt',
    `Kodea · ${PAYMENT_EMAIL_SUBJECT} · Pedido ${invoiceNumber(invoice.id)}`,
    '¡Pago aprobado y completado con éxito!',
    [...receiptEmailLines({ invoiceId: invoice.id, purchaseId: null }, pdfPath), ''],
  );
  updateInvoice(invoice, { receiptEmailId: email.id, receiptSentAt: email.createdAt });
  return email;
}

export function sendInvoiceCopy(invoice: InvoiceRecord) {
  return send(
    invoice,
    'invoice',
    `Kodea · Tu pedido ${invoiceNumber(invoice.id)}`,
    'Te enviamos el pedido que pediste desde «Mis compras».',
  );
}

/** A card the provider declined: the invoice is closed, nothing charged; answers the invoice. */
export function sendInvoiceDenial(invoice: InvoiceRecord): InvoiceRecord {
  send(
    invoice,
    'denied',
    `Kodea · Pago denegado · Pedido ${invoiceNumber(invoice.id)}`,
    'Tu pago no fue aprobado: no se hizo ningún cargo. Por favor, comunícate con tu banco para mayor información.',
  );
  return invoice;
}

/** A cash or transfer code just issued: what to pay, where and until when. */
export function sendPaymentCode(invoice: InvoiceRecord, instructions: string[]) {
  return send(
    invoice,
    'payment-code',
    `Kodea · Tu código de pago para el pedido ${invoiceNumber(invoice.id)}`,
    ['Generamos tu código de pago. Así puedes pagar:', ...instructions.map((line) => `- ${line}`)].join('\n'),
  );
}
