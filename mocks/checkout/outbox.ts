/** The e-mails the simulated API "sends" about invoices, shown at /__mocks/correos. */
import { db, userById } from '../db';
import { formatDeduction, formatMoney } from '../../kernel/money';
import { SALE_STATUS_LABEL } from '../../kernel/texts/checkout';
import { invoiceAnswer, setStatus, updateInvoice, type InvoiceRecord } from './invoice-records';
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

/** `intro`: the e-mail's first lines, above the pedido's figures. */
function invoiceLines(invoice: InvoiceRecord, intro: string[]): string[] {
  const answer = invoiceAnswer(invoice);
  const money = (amount: number) => formatMoney(amount, answer.currency);
  const off = (amount: number) => formatDeduction(amount, answer.currency);
  const code = answer.local_payment?.status === 'pending' ? answer.local_payment : null;
  return [
    ...intro,
    '',
    `Pedido ${answer.number} · Estado: ${SALE_STATUS_LABEL[answer.status]}`,
    `Estudiante: ${answer.student.first_name}`,
    ...answer.items.map((item) => `- ${item.name} (${item.detail}): ${money(item.amount)}`),
    `Subtotal: ${money(answer.subtotal)}`,
    ...(answer.discount > 0 && answer.discount_code
      ? [`Descuento (${answer.discount_code.code}): ${off(answer.discount)}`]
      : []),
    ...(answer.referral ? [`${answer.referral.description}: ${off(answer.referral.amount)}`] : []),
    `Total: ${money(answer.total)}`,
    ...(answer.payment_method
      ? [`Pagado con: ${METHOD[answer.payment_method]} · Referencia: ${answer.payment_reference ?? '—'}`]
      : []),
    ...(code
      ? [`Código de pago: ${code.payment_code} (vence el ${emailDateTime(code.expires_at)}, hora de Perú)`]
      : []),
    '',
    `Ver tu pedido: ${siteLink(`/dashboard/compras/${invoice.id}`)}`,
    ...CLOSING,
  ];
}

/** A pedido's e-mails: each kind's subject, before the pedido's number, and its first line. */
const EMAIL = {
  receipt: [`${PAYMENT_EMAIL_SUBJECT} · Pedido`, '¡Pago aprobado y completado con éxito!'],
  invoice: ['Tu pedido', 'Te enviamos el pedido que pediste desde «Mis compras».'],
  denied: [
    'Pago denegado · Pedido',
    'Tu pago no fue aprobado: no se hizo ningún cargo. Por favor, comunícate con tu banco para mayor información.',
  ],
  'payment-code': ['Tu código de pago para el pedido', 'Generamos tu código de pago. Así puedes pagar:'],
} as const satisfies Partial<Record<OutboxKind, readonly [string, string]>>;

/** `more`: what the kind adds below its first line (the receipt's lines, a code's steps). */
export function sendInvoiceEmail(invoice: InvoiceRecord, kind: keyof typeof EMAIL, more: string[] = []) {
  const [subject, intro] = EMAIL[kind];
  return sendEmail({
    invoiceId: invoice.id,
    kind,
    to: userById(invoice.userId)?.email ?? '',
    subject: `Kodea · ${subject} ${invoiceNumber(invoice.id)}`,
    lines: invoiceLines(invoice, [intro, ...more]),
  });
}

/** The receipt of a paid invoice: sent once; asking again answers the same message. */
export function sendReceipt(invoice: InvoiceRecord) {
  const sent = db.outboxEmail.findFirst({
    where: { invoiceId: { equals: invoice.id }, kind: { equals: 'receipt' } },
  });
  if (sent) return sent;
  const pdfPath = `/dashboard/compras/${invoice.id}/recibo.pdf`;
  const receipt = receiptEmailLines({ invoiceId: invoice.id, purchaseId: null }, pdfPath);
  const email = sendInvoiceEmail(invoice, 'receipt', ['', ...receipt]);
  updateInvoice(invoice, { receiptSentAt: email.createdAt });
  return email;
}

/** A card the provider declined: the pedido is closed and told, nothing charged; answers the pedido. */
export function denyInvoice(invoice: InvoiceRecord): InvoiceRecord {
  const denied = setStatus(invoice, 'denied');
  sendInvoiceEmail(denied, 'denied');
  return denied;
}
