/**
 * What each kind of sale checks before its money moves and records after, around the one charge
 * (server/sales/charge.ts): a pedido's one-brand promotion; a vacation program paid once per child.
 */
import { requireTokenisedBrand } from '../invoice-checkout/card-brand';
import { paidPurchaseOf } from '../vacation-purchase/already-paid';
import { alreadyPaid } from '../vacation-purchase/checkout';
import { ownChild } from '../vacation-purchase/child-choice';
import { closeOpenPayment, markPaid, programUnit } from '../vacation-purchase/purchase-registry';
import type { CardOffer } from './ledger';
import { logRefusedAsPaid } from './log';
import type { SalePayment } from './payment';
import type { Sale } from './sale';
import type { SaleKind, SaleRef } from './sale-ref';

export interface ChargeGuard {
  /** What one lock covers: the sale, or a vacation program for one child across its purchases. */
  scope(offer: CardOffer): SaleRef | string;
  /** Refusals as OutcomeErrors; nothing has moved yet. */
  check(bearer: string, sale: Sale, offer: CardOffer, transactionToken: string): Promise<void>;
  /** Once the outcome is recorded, under the same lock. */
  recorded(payment: SalePayment, offer: CardOffer): Promise<void>;
}

const invoiceGuard: ChargeGuard = {
  scope: (offer) => offer.sale,
  check: async (bearer, sale, _offer, transactionToken) => {
    if (sale.source.kind === 'invoice')
      await requireTokenisedBrand(bearer, sale.source.invoice, transactionToken);
  },
  recorded: async () => {},
};

function vacationOf(offer: CardOffer) {
  if (!offer.vacation) throw new Error(`card offer of ${offer.number} without its program`);
  return offer.vacation;
}

const vacationGuard: ChargeGuard = {
  scope: (offer) => {
    const { purchase, child } = vacationOf(offer);
    return `program:${programUnit(offer.ownerId, purchase, child?.id ?? null)}`;
  },
  check: async (bearer, _sale, offer) => {
    const { purchase, child } = vacationOf(offer);
    // The child comes from the step opened: still one of this parent's children before any charge.
    if (child) await ownChild(bearer, child.id);
    // Paid meanwhile under another purchase number (another schedule, tab or instance): refused.
    const paid = await paidPurchaseOf(bearer, offer.ownerId, purchase, child);
    if (!paid) return;
    await closeOpenPayment(offer.ownerId, purchase, child?.id ?? null);
    logRefusedAsPaid(offer.number, paid, offer.currency);
    throw alreadyPaid(child);
  },
  recorded: async (payment, offer) => {
    const { purchase, child } = vacationOf(offer);
    if (payment.status === 'approved')
      await markPaid(offer.ownerId, purchase, child?.id ?? null, payment.number);
    // Approved or denied, this purchase number is spent: the next attempt opens a new one.
    await closeOpenPayment(offer.ownerId, purchase, child?.id ?? null);
  },
};

export const CHARGE_GUARDS: Record<SaleKind, ChargeGuard> = {
  invoice: invoiceGuard,
  vacation: vacationGuard,
};
