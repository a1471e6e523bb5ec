/**
 * Rule A of a sale (decision 103): any change to a pedido, and a pedido leaving 'open', voids every
 * offer still open. Card sessions carry no purchase number, so they are voided by order: each session
 * records the sequence number current when it was opened, each void moves the pedido's past it.
 */
import { db } from '../db';
import { invoiceNumber } from './invoice-number';
import { updateInvoice, type InvoiceRecord } from './invoice-records';

let offerSeq = 0;

export const currentOfferSeq = () => offerSeq;

/** Intents not yet paid nor released: a held card (requires_capture) is open until captured or canceled. */
export const OPEN_INTENT = { in: ['requires_payment_method', 'processing', 'requires_capture'] };

/** Voids the pedido's open offers; answers the pedido as it is now. */
export function voidOpenOffers(invoice: InvoiceRecord) {
  offerSeq += 1;
  const where = { invoiceId: { equals: invoice.id } };
  db.paymentIntent.updateMany({ where: { ...where, status: OPEN_INTENT }, data: { status: 'canceled' } });
  db.localPayment.updateMany({
    where: { ...where, status: { equals: 'pending' } },
    data: { status: 'canceled' },
  });
  db.walletQr.updateMany({
    where: { purchaseNumber: { equals: invoiceNumber(invoice.id) }, status: { equals: 'pending' } },
    data: { status: 'expired' },
  });
  return updateInvoice(invoice, { offersVoidedSeq: offerSeq });
}
