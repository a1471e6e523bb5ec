/**
 * A pedido refunded whole (issue 55 point 4), in the order a real API would keep: the provider's
 * devolución first (refused: nothing else changes), then the nota de crédito, the enrolments
 * removed, the pedido marked refunded and the e-mail. Done once: asking again answers the first.
 */
import { formatMoney } from '../../kernel/money';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import type { Refund, RefundBody } from '../../server/upstream/schemas/refunds';
import { db, userById } from '../db';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import { invoiceNumber, setStatus, totals, type InvoiceRecord } from '../checkout/invoice-records';
import { CLOSING, sendEmail, siteLink } from '../outbox/send';
import { documentsOf, issueCreditNote } from '../receipts/issue';
import { refundCharge, type ProviderRefund } from './provider';

export const CREDIT_NOTE_REASON = 'Devolución total';

const METHOD_TEXT = {
  card: 'a la tarjeta con la que pagaste',
  global_card: 'a la tarjeta con la que pagaste',
  local: 'por transferencia a la cuenta que nos indiques',
  yape: 'a tu Yape, al mismo número con el que pagaste',
  plin: 'a tu Plin, al mismo número con el que pagaste',
} as const satisfies Record<InvoicePaymentMethod, string>;

type RefundRecord = NonNullable<ReturnType<typeof db.invoiceRefund.findFirst>>;

export const refundOf = (invoiceId: number): RefundRecord | null =>
  db.invoiceRefund.findFirst({ where: { invoiceId: { equals: invoiceId } } });

const ownerOf = (invoice: InvoiceRecord) => ({
  userId: invoice.userId,
  invoiceId: invoice.id,
  purchaseId: null,
});

function creditNoteOf(record: RefundRecord): ElectronicDocument | null {
  if (!record.creditNoteId) return null;
  return (
    documentsOf({ invoiceId: record.invoiceId, purchaseId: null }).find(
      (document) => documentNumber(document) === record.creditNoteId,
    ) ?? null
  );
}

export function refundAnswer(invoice: InvoiceRecord, record: RefundRecord): Refund {
  return {
    invoice_id: invoice.id,
    number: invoiceNumber(invoice.id),
    amount: totals(invoice).total,
    currency: invoice.currency,
    refunded_at: record.createdAt,
    provider_refund_id: record.providerRefundId,
    credit_note: creditNoteOf(record),
  };
}

/** The enrolments the pedido made: a course alone goes; a course of a path is back to 'remaining'. */
function removeEnrolments(invoice: InvoiceRecord) {
  const made = db.courseEnrolment.findMany({ where: { invoice: { equals: invoice.id } } });
  for (const enrolment of made) {
    const where = { id: { equals: enrolment.id } };
    if (enrolment.learningPathId === null) db.courseEnrolment.delete({ where });
    else db.courseEnrolment.update({ where, data: { status: 'remaining', invoice: null, group: null } });
  }
}

function sendRefundEmail(invoice: InvoiceRecord, charge: ProviderRefund, note: ElectronicDocument | null) {
  const number = invoiceNumber(invoice.id);
  const noteNumber = note ? documentNumber(note) : null;
  return sendEmail({
    invoiceId: invoice.id,
    kind: 'refund',
    to: userById(invoice.userId)?.email ?? '',
    subject: `Kodea · Reembolso del pedido ${number}${noteNumber ? ` · Nota de crédito ${noteNumber}` : ''}`,
    lines: [
      `Devolvimos ${formatMoney(charge.amount, charge.currency)} del pedido ${number} ${
        METHOD_TEXT[charge.method]
      }.`,
      'Según tu banco, el importe puede tardar unos días en verse en tu estado de cuenta.',
      ...(noteNumber
        ? [`Emitimos la nota de crédito ${noteNumber}, que anula el comprobante del pedido.`]
        : []),
      'La matrícula de los cursos del pedido quedó anulada.',
      '',
      `Ver tus compras: ${siteLink('/dashboard/compras')}`,
      ...CLOSING,
    ],
  });
}

export type RefundResult = { ok: true; record: RefundRecord } | { ok: false; refusal: 'provider_refused' };

/** Call only for a paid pedido before its cut-off; synchronous, so two requests never interleave. */
export function refundInvoice(invoice: InvoiceRecord, body: RefundBody): RefundResult {
  const done = refundOf(invoice.id);
  if (done) return { ok: true, record: done };
  const charge = refundCharge(invoice);
  if (charge.status !== 'succeeded') return { ok: false, refusal: 'provider_refused' };
  const original = documentsOf(ownerOf(invoice)).find((document) => document.type !== 'nota_credito');
  const note = original ? issueCreditNote(ownerOf(invoice), original, CREDIT_NOTE_REASON) : null;
  removeEnrolments(invoice);
  const refunded = setStatus(invoice, 'refunded');
  const email = sendRefundEmail(refunded, charge, note);
  const record = db.invoiceRefund.create({
    invoiceId: invoice.id,
    userId: invoice.userId,
    reason: body.reason,
    detail: body.detail,
    providerRefundId: charge.id,
    creditNoteId: note ? documentNumber(note) : null,
    emailId: email.id,
    createdAt: new Date().toISOString(),
  });
  return { ok: true, record };
}
