/**
 * The rules of a sale (A, B, D of decision 103), checked by the simulated API itself for a pedido
 * and a vacation purchase alike, so that the app cannot be tricked even if our server had a bug.
 */
import { SALE_REFUSAL_CODES } from '../../server/upstream/schemas/invoices';
import { jsonAnswer } from '../http/api-answers';
import { refundAutomatically } from '../refunds/refund';
import { ensureInvoiceSeats } from '../waitlist/invoice-seat';
import { ensurePurchaseSeat } from '../waitlist/purchase-seat';
import { recordReceived, SALE_WORDS, saleOpen, saleTotal, type Arrival, type Sale } from './sales';

export type SaleRefusal = (typeof SALE_REFUSAL_CODES)[number];
export const isSaleRefusal = (code: string): code is SaleRefusal =>
  (SALE_REFUSAL_CODES as readonly string[]).includes(code);

/** What a charge offers: its amount, and the card session it runs on, if any. */
export interface Offer {
  amount: number;
  openedSeq?: number;
  /** The offer was voided on its own record (a canceled cash code). */
  voided?: boolean;
  /** Another payment of the sale was taken already (a dollar intent not yet reported). */
  taken?: boolean;
}

const ensureSaleSeat = (sale: Sale, now: Date) =>
  sale.kind === 'invoice' ? ensureInvoiceSeats(sale.invoice, now) : ensurePurchaseSeat(sale.purchase, now);

/** Why the charge may not go ahead, or null; the seat is taken again when its hold ran out. */
export function chargeRefusal(sale: Sale, offer: Offer, now = new Date()): SaleRefusal | null {
  if (!saleOpen(sale) || offer.taken) return 'not_open';
  // A card session opened before the pedido's offers were last voided (offers.ts).
  const voidedSession =
    sale.kind === 'invoice' && (offer.openedSeq ?? Infinity) < sale.invoice.offersVoidedSeq;
  if (offer.voided || voidedSession) return 'offer_void';
  if (offer.amount !== saleTotal(sale)) return 'amount_mismatch';
  if (!ensureSaleSeat(sale, now)) return 'schedule_full';
  return null;
}

/** Money arrived: recorded, then taken by the sale (null) or sent back at once (why). */
export function acceptArrival(sale: Sale, arrival: Arrival, offer: Offer): SaleRefusal | null {
  const received = recordReceived(sale, arrival);
  const refusal = chargeRefusal(sale, offer);
  if (refusal !== null) refundAutomatically(sale, received, refusal);
  return refusal;
}

function detail(sale: Sale, refusal: SaleRefusal, refunded: boolean): string {
  const w = SALE_WORDS[sale.kind];
  const back = refunded ? 'devolvimos el pago automáticamente.' : 'no se cobró nada.';
  const after = refunded ? `no se registró como pagado y ${back}` : back;
  return {
    not_open: `${w.it} ya no acepta pagos: ${back}`,
    offer_void: `Este pago se anuló porque ${w.it.toLowerCase()} cambió: ${after} Vuelve a abrir el pago con el total actual.`,
    amount_mismatch: `El monto no coincide con el total actual ${w.of}: ${after}`,
    schedule_full: `${w.seat} ya no tiene cupos: ${after}`,
  }[refusal];
}

/** 409 `{ code, detail }`; `refunded` when the money had arrived and went back. */
export const refusalAnswer = (sale: Sale, refusal: SaleRefusal, refunded = false) =>
  jsonAnswer({ code: refusal, detail: detail(sale, refusal, refunded) }, { status: 409 });
