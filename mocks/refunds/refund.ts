/**
 * A sale refunded whole (issue 55 point 4), a pedido or a vacation purchase alike, in the order a
 * real API would keep: the provider's devolución first (refused: nothing else changes), then the
 * nota de crédito, the enrolments removed, the sale marked refunded and the e-mail. Done once:
 * asking again answers the first. What differs between the two kinds is the `RefundableSale`
 * (mocks/refunds/invoice-sale.ts, purchase-sale.ts).
 */
import { formatMoney } from '../../kernel/money';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import type { Refund, RefundBody } from '../../server/upstream/schemas/refunds';
import { db, userById } from '../db';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import { CLOSING, sendEmail, siteLink } from '../outbox/send';
import { documentsOf, saleKey, type SaleOwner } from '../receipts/issue';
import { creditNoteForRefund } from '../receipts/ose';
import type { ReceivedRecord } from '../checkout/money';
import { refundReceived, type ProviderRefund } from './provider';

export const METHOD_TEXT = {
  card: 'a la tarjeta con la que pagaste',
  global_card: 'a la tarjeta con la que pagaste',
  local: 'por transferencia a la cuenta que nos indiques',
  yape: 'a tu Yape, al mismo número con el que pagaste',
  plin: 'a tu Plin, al mismo número con el que pagaste',
} as const satisfies Record<InvoicePaymentMethod, string>;

/** What a refund needs of a sale, whichever kind it is. */
export interface RefundableSale {
  owner: SaleOwner;
  /** The payment that paid it, as the provider received it: what the refund returns, whole. */
  received: ReceivedRecord;
  /** 'del pedido' or 'de la compra', as the e-mail names the sale. */
  of: string;
  /** The e-mail's line on what was un-enrolled. */
  enrolmentLine: string;
  /** Removes what the sale enrolled; answers the child it was for, if any. */
  removeEnrolments(): number | null;
  markRefunded(): void;
}

export type RefundRecord = NonNullable<ReturnType<typeof db.saleRefund.findFirst>>;

export const refundOf = (owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>): RefundRecord | null =>
  db.saleRefund.findFirst({ where: { id: { equals: saleKey(owner) } } });

function creditNoteOf(record: RefundRecord): ElectronicDocument | null {
  if (!record.creditNoteId) return null;
  return documentsOf(record).find((document) => documentNumber(document) === record.creditNoteId) ?? null;
}

/** The answer's fields both kinds share; the handler adds the sale's id. */
export function refundAnswer(sale: RefundableSale, record: RefundRecord): Omit<Refund, 'invoice_id'> {
  return {
    number: sale.received.purchaseNumber,
    amount: sale.received.amount,
    currency: sale.received.currency,
    refunded_at: record.createdAt,
    provider_refund_id: record.providerRefundId,
    credit_note: creditNoteOf(record),
  };
}

function sendRefundEmail(sale: RefundableSale, charge: ProviderRefund, note: ElectronicDocument | null) {
  const named = `${sale.of} ${sale.received.purchaseNumber}`;
  const noteNumber = note ? documentNumber(note) : null;
  return sendEmail({
    invoiceId: sale.owner.invoiceId,
    purchaseId: sale.owner.purchaseId,
    kind: 'refund',
    to: userById(sale.owner.userId)?.email ?? '',
    subject: `Kodea · Reembolso ${named}${noteNumber ? ` · Nota de crédito ${noteNumber}` : ''}`,
    lines: [
      `Devolvimos ${formatMoney(charge.amount, charge.currency)} ${named} ${METHOD_TEXT[charge.method]}.`,
      'Según tu banco, el importe puede tardar unos días en verse en tu estado de cuenta.',
      ...(noteNumber
        ? [`Emitimos la nota de crédito ${noteNumber}, que anula el comprobante ${sale.of}.`]
        : []),
      sale.enrolmentLine,
      '',
      `Ver tus compras: ${siteLink('/dashboard/compras')}`,
      ...CLOSING,
    ],
  });
}

export type RefundResult = { ok: true; record: RefundRecord } | { ok: false; refusal: 'provider_refused' };

/** Call only for a paid sale before its cut-off; synchronous, so two requests never interleave. */
export function refundSale(sale: RefundableSale, body: RefundBody): RefundResult {
  const done = refundOf(sale.owner);
  if (done) return { ok: true, record: done };
  const charge = refundReceived(sale.received, { automatic: false, reason: 'requested' });
  if (charge.status !== 'succeeded') return { ok: false, refusal: 'provider_refused' };
  // '06' Devolución total, against the sale's valid receipt, never a rejected one (issue 75).
  const note = creditNoteForRefund(sale.owner);
  const studentId = sale.removeEnrolments();
  sale.markRefunded();
  const email = sendRefundEmail(sale, charge, note);
  const record = db.saleRefund.create({
    id: saleKey(sale.owner),
    userId: sale.owner.userId,
    invoiceId: sale.owner.invoiceId,
    purchaseId: sale.owner.purchaseId,
    studentId,
    reason: body.reason,
    detail: body.detail,
    providerRefundId: charge.id,
    creditNoteId: note ? documentNumber(note) : null,
    emailId: email.id,
    createdAt: new Date().toISOString(),
  });
  return { ok: true, record };
}
