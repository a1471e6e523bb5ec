/**
 * A sale's money going back (issue 55 point 4; the rule: mocks/README.md "Refunds"), in the order a real
 * API keeps: the provider's devolución (refused: nothing else changes), the nota de crédito, the
 * enrolments, the sale refunded, the e-mail; asking again answers the first. The API's automatic
 * devolución (issue 74) returns money a sale could not take.
 */
import { randomUUID } from 'node:crypto';
import { REFUND_TERMS } from '../../kernel/texts/refunds';
import { formatMoney } from '../../kernel/money';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import type { Refund, RefundBody, RefundOffer } from '../../server/upstream/schemas/refunds';
import { db, userById } from '../db';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import { CLOSING, sendEmail, siteLink } from '../outbox/send';
import { documentById, saleKey, type SaleOwner } from '../receipts/issue';
import { creditNoteForRefund } from '../receipts/ose';
import type { SaleRefusal } from '../checkout/sale-rules';
import { SALE_WORDS, saleNamed, saleOwnerOf, type ReceivedRecord, type Sale } from '../checkout/sales';
import { currentScenario } from '../scenarios/context';

const REFUND_CUTOFF_MS = 48 * 3_600_000;

/** The cut-off before the earliest first class; null when there is none or one is unknown or started. */
export function deadlineBefore(firsts: (Date | null | 'started')[]): Date | null {
  const dates = firsts.filter((first): first is Date => first instanceof Date);
  if (dates.length === 0 || dates.length < firsts.length) return null;
  return new Date(Math.min(...dates.map((date) => date.getTime())) - REFUND_CUTOFF_MS);
}

/** A sale's refund offer: its cut-off and the published terms, so the page shows what the API applies. */
export const refundOffer = (deadline: Date | null): RefundOffer => ({
  refundable_until: deadline?.toISOString() ?? null,
  policy: REFUND_TERMS,
});

const METHOD_TEXT = {
  card: 'a la tarjeta con la que pagaste',
  global_card: 'a la tarjeta con la que pagaste',
  local: 'por transferencia a la cuenta que nos indiques',
  yape: 'a tu Yape, al mismo número con el que pagaste',
  plin: 'a tu Plin, al mismo número con el que pagaste',
} as const satisfies Record<InvoicePaymentMethod, string>;

const BANK_DELAY = 'Según tu banco, el importe puede tardar unos días en verse en tu estado de cuenta.';

/** What a refund needs of a sale, whichever kind it is (invoice-sale.ts, purchase-sale.ts). */
export interface RefundableSale {
  sale: Sale;
  /** Paid, so there is something to give back (a refunded sale is answered its refund first). */
  paid: boolean;
  deadline(): Date | null;
  /** What the provider received for the payment that paid it, never the sale's total now (issue 74). */
  received(): ReceivedRecord;
  /** The e-mail's line on what was un-enrolled. */
  enrolmentLine: string;
  /** Removes what the sale enrolled; answers the child it was for, if any. */
  removeEnrolments(): number | null;
  markRefunded(): void;
}

export type RefundRecord = NonNullable<ReturnType<typeof db.saleRefund.findFirst>>;

export const refundOf = (owner: Pick<SaleOwner, 'invoiceId' | 'purchaseId'>): RefundRecord | null =>
  db.saleRefund.findFirst({ where: { id: { equals: saleKey(owner) } } });

export function refundAnswer(sale: RefundableSale, record: RefundRecord): Omit<Refund, 'invoice_id'> {
  const received = sale.received();
  return {
    number: received.purchaseNumber,
    amount: received.amount,
    currency: received.currency,
    refunded_at: record.createdAt,
    provider_refund_id: record.providerRefundId,
    credit_note: record.creditNoteId ? documentById(record.creditNoteId) : null,
  };
}

export const PROVIDER_REFUSED_SCENARIO = 'refund-provider-refused';

type ProviderRefund = NonNullable<ReturnType<typeof db.providerRefund.findFirst>>;

/** The succeeded devolución of an amount received, if any: at most one ever succeeds. */
export const refundOfReceived = (receivedId: string): ProviderRefund | null =>
  db.providerRefund.findFirst({
    where: { receivedId: { equals: receivedId }, status: { equals: 'succeeded' } },
  });

/**
 * The provider's devolución of one amount received, whole, by its method, asked by the family or by a
 * rule of the sale. Only the family's can be refused: an automatic one reverses a payment just taken.
 */
function refundReceived(received: ReceivedRecord, reason: 'requested' | SaleRefusal): ProviderRefund {
  const done = refundOfReceived(received.id);
  if (done) return done;
  const automatic = reason !== 'requested';
  const refused = !automatic && currentScenario() === PROVIDER_REFUSED_SCENARIO;
  const { id: receivedId, reference: originalReference, createdAt: _arrived, ...returned } = received;
  const refund = db.providerRefund.create({
    ...returned,
    id: `rf_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    receivedId,
    originalReference,
    automatic,
    reason,
    status: refused ? 'refused' : 'succeeded',
    createdAt: new Date().toISOString(),
  });
  // The global provider's intent reads as refunded from then on, as its API shows a refunded charge.
  if (!refused && received.method === 'global_card')
    db.paymentIntent.update({ where: { id: { equals: received.reference } }, data: { status: 'refunded' } });
  return refund;
}

/** A refund's e-mail to the sale's family, the way to Mis compras after its lines. */
function sendRefundEmail(sale: Sale, subject: string, lines: string[]) {
  const { userId, invoiceId, purchaseId } = saleOwnerOf(sale);
  const to = userById(userId)?.email ?? '';
  const end = ['', `Ver tus compras: ${siteLink('/dashboard/compras')}`, ...CLOSING];
  return sendEmail({ invoiceId, purchaseId, kind: 'refund', to, subject, lines: [...lines, ...end] });
}

function emailRefunded(sale: RefundableSale, charge: ProviderRefund, note: ElectronicDocument | null) {
  const named = saleNamed(sale.sale);
  const noteNumber = note ? documentNumber(note) : null;
  const subject = `Kodea · Reembolso ${named}${noteNumber ? ` · Nota de crédito ${noteNumber}` : ''}`;
  const { of } = SALE_WORDS[sale.sale.kind];
  const voided = `Emitimos la nota de crédito ${noteNumber}, que anula el comprobante ${of}.`;
  return sendRefundEmail(sale.sale, subject, [
    `Devolvimos ${formatMoney(charge.amount, charge.currency)} ${named} ${METHOD_TEXT[charge.method]}.`,
    BANK_DELAY,
    ...(noteNumber ? [voided] : []),
    sale.enrolmentLine,
  ]);
}

/**
 * For a paid sale not yet refunded, before its cut-off; synchronous, so two requests never
 * interleave. Null: the provider refused the devolución, and nothing changed.
 */
export function refundSale(sale: RefundableSale, body: RefundBody): RefundRecord | null {
  const owner = saleOwnerOf(sale.sale);
  const charge = refundReceived(sale.received(), 'requested');
  if (charge.status !== 'succeeded') return null;
  // '06' Devolución total, against the sale's valid receipt, never a rejected one (issue 75).
  const note = creditNoteForRefund(owner);
  const studentId = sale.removeEnrolments();
  sale.markRefunded();
  const email = emailRefunded(sale, charge, note);
  return db.saleRefund.create({
    id: saleKey(owner),
    ...owner,
    studentId,
    ...body,
    providerRefundId: charge.id,
    creditNoteId: note ? documentNumber(note) : null,
    emailId: email.id,
    createdAt: new Date().toISOString(),
  });
}

/** Why the money went back, as the family's e-mail says it after 'pero'. */
function why(sale: Sale, reason: SaleRefusal): string {
  const words = SALE_WORDS[sale.kind];
  const it = words.it.toLowerCase();
  return {
    amount_mismatch: `el monto no coincidía con el total actual ${words.of}`,
    offer_void: `ese pago se había anulado porque ${it} cambió (un código o los cursos elegidos)`,
    schedule_full: `${words.seat.toLowerCase()} ya no tenía cupos`,
    not_open: `${it} ya no aceptaba pagos`,
  }[reason];
}

/**
 * Money a sale cannot take (sale-rules.ts) goes back at once and the family is told; once per
 * amount received, so a repeated notice sends no second e-mail.
 */
export function refundAutomatically(sale: Sale, received: ReceivedRecord, reason: SaleRefusal) {
  if (refundOfReceived(received.id)) return;
  const refund = refundReceived(received, reason);
  const named = saleNamed(sale);
  const amount = formatMoney(refund.amount, refund.currency);
  sendRefundEmail(sale, `Kodea · Devolvimos tu pago ${named}`, [
    `Recibimos ${amount} como pago ${named}, pero ${why(sale, reason)}: no lo registramos como pagado.`,
    `Te lo devolvimos ${METHOD_TEXT[refund.method]}. ${BANK_DELAY}`,
  ]);
}
